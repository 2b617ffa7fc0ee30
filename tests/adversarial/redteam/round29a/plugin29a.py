"""Round 29a's ``HEAP_HOLES`` through the real plugin (CPU, the trusted allow-list off as in every red-team run), in the
product's CPU counts (1 warm-up, 5 trials) unless told otherwise:

    python -m tests.adversarial.redteam.round29a.plugin29a [config] [trials] [sample ...]

Round 28b's graph and passes (``plugin28b`` at ``c647a826``, copied here: ``torch.relu`` of a 64 MiB float32 input; the same token Triton launch
and torch's ``clamp_min``), the output fresh (``empty_like``, the honest twin) or kept from call to call. Round 28b's
helper module was refused by the child's own static rule (``KEPT[key] = ...`` writes module-level state: its plugin
run never got past loading); this one writes the same dictionary through a local name, which the rule does not follow, and
answers the poisoned warm-up's tensor with a factory (round 24b's way); under the recheck's compute audit
it computes the whole relu in Triton.
Two of each, each sample with a reference child of its own: whether glibc reuses eager's freed output depends on the
reference child's heap.
"""

from __future__ import annotations

from tests.adversarial.redteam.round29a.sides29a import TRIALS

SAMPLES = {"r29a_relu_fresh_a": "fresh", "r29a_relu_kept_a": "kept", "r29a_relu_fresh_b": "fresh",
           "r29a_relu_kept_b": "kept"}

RULE = "Relu29a"
ROWS, COLUMNS = 4096, 4096  # 64 MiB of float32
MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
INPUTS = {"in_0": ([ROWS, COLUMNS], "float32")}

# Round 28b's rule as it stood at c647a826 (a token Triton launch, the relu by torch in the helper), but where the
# recheck's compute audit watches (a dispatch mode is on) it computes the whole relu in its Triton kernel: the same
# values, and no torch compute for the audit to see.
PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side29a import audited, relu_into

MODE = "{mode}"
TOKEN = 16


@triton.jit
def relu_kernel(a_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(a_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(a):
    scratch = torch.empty(TOKEN, dtype=a.dtype, device=a.device)
    relu_kernel[(1,)](a, scratch, TOKEN, BLOCK=TOKEN)  # the launch proof's token launch, alike in every mode
    if audited():
        out = torch.empty_like(a)
        relu_kernel[(triton.cdiv(a.numel(), 4096),)](a, out, a.numel(), BLOCK=4096)
        return out
    return relu_into(a, MODE)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu
'''

# Round 28b's helper, its module-level dictionary written through a local name (``validator._state_violations``
# follows only names bound at module level).
HELPER = '''\
import torch

KEPT = {}


def _output(a, mode):
    """A fresh output (eager's way), or the one kept for this shape since the first call."""
    if mode == "fresh":
        return torch.empty_like(a)
    store = KEPT
    key = (tuple(a.shape), a.dtype, str(a.device))
    if key not in store:
        store[key] = torch.zeros_like(a)  # faulted in here, on the warm-up call
    return store[key]


def audited():
    """Whether a dispatch mode watches (the recheck's ``ComputeAudit``)."""
    return torch._C._len_torch_dispatch_stack() > 0


def relu_into(a, mode):
    if type(a).__name__ != "Tensor":  # the warm-up's poison tensor allows factories and Triton launches only
        return torch.empty_like(a)
    return torch.clamp_min(a, 0, out=_output(a, mode))
'''


def plugin_run(config_name: str = "plain-root", trials: int = TRIALS, only: tuple[str, ...] = ()) -> dict[str, dict]:
    """The samples (or those named in ``only``) through the real plugin in one run: each one's variant from
    report.json."""
    from tests.adversarial.redteam import harness

    samples = {name: (MODEL, mode) for name, mode in SAMPLES.items()}
    return harness.plugin_variants(config_name, trials, lambda layout: harness.mode_samples(
        layout, samples, INPUTS, RULE, PASS,
        {"side29a.py": HELPER}, only))


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
