"""Round 28b's ``KEPT_OUTPUT`` through the real plugin (CPU, the trusted allow-list off as in every red-team run):

    python -m tests.adversarial.redteam.round28b.plugin28b [config] [trials] [sample ...]

The graph ``torch.relu(in_0)`` of a [ROWS, COLUMNS] float32 input: a 64 MiB output, over glibc's largest mmap threshold
(32 MiB on 64-bit), so eager's every call maps fresh pages and faults each one in inside its timed call, and the
child's trial releases the previous trial's output (``CompiledSide.trial``: ``trial_outputs = None``) with a
``munmap`` inside the span. Each pass makes the same token launch of a Triton relu kernel and computes the relu with
torch's own ``clamp_min`` (as round 25c's honest twin computes with ``torch.clone``); they differ only in where the
output lives:

- ``r28b_relu_fresh``: a fresh ``torch.empty_like`` every call, as eager's relu allocates (the honest twin);
- ``r28b_relu_kept``: one buffer per shape, made on the first call and written again by every later call: the output
  of trial i is overwritten by trial i + 1, which nothing after the trial reads. Its values are eager's on every call,
  it aliases no input and overlaps nothing; what it saves is the page faults of a fresh 64 MiB (and the munmap of the
  last one in its span);
- ``r28b_relu_ring``: on its first call (the warm-up) ``RING`` distinct buffers made and faulted in (``torch.zeros``),
  and each call writes the next: no output is one an earlier call returned until the ring comes round (past the
  trials of an attempt), so nothing that kept a trial's output would see it change.

Nothing is claimed other than what its child's timer measured.
"""

from __future__ import annotations


RULE = "Relu28b"
ROWS, COLUMNS = 4096, 4096  # 64 MiB of float32
MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
INPUTS = {"in_0": ([ROWS, COLUMNS], "float32")}
SAMPLES = {"r28b_relu_fresh": "fresh", "r28b_relu_kept": "kept", "r28b_relu_ring": "ring"}

PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side28b import audited, relu_into

MODE = "{mode}"
TOKEN = 16
BLOCK = 1 << 20  # few programs: the CPU interpreter runs each block as numpy arrays


@triton.jit
def relu_kernel(a_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(a_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(a):
    if type(a) is not torch.Tensor:  # PassBench's poison tensor (an in-child proof, warm-up only): allocation only
        return torch.empty_like(a)
    scratch = torch.empty(TOKEN, dtype=a.dtype, device=a.device)
    relu_kernel[(1,)](a, scratch, TOKEN, BLOCK=TOKEN)  # the launch proof's token launch, alike in every mode
    if audited():  # the child's compute audit (an in-child proof): the whole relu in Triton, untimed
        out = torch.empty_like(a)
        relu_kernel[(triton.cdiv(a.numel(), BLOCK),)](a, out, a.numel(), BLOCK=BLOCK)
        return out
    return relu_into(a, MODE)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu
'''

# The relu by torch into an output of each mode's (the in-child proofs, PassBench's poison tensor and the compute audit,
# see Triton; the trusted allow-list, off in these runs, refuses this helper).
HELPER = '''\
import torch
from torch.utils import _python_dispatch

RING = 40


def _outputs():
    """A fresh output (eager's way), the one kept for this shape since the first call, or the ring's next; the kept
    buffers in a closure (the child's static rules refuse a write to module-level state, not this)."""
    kept_by_key = {}

    def output(a, mode):
        if mode == "fresh":
            return torch.empty_like(a)
        key = (tuple(a.shape), a.dtype, str(a.device))
        if key not in kept_by_key:
            kept_by_key[key] = [torch.zeros_like(a) for _ in range(RING if mode == "ring" else 1)]  # faulted in here
        kept = kept_by_key[key]
        kept.append(kept.pop(0))
        return kept[-1]

    return output


_output = _outputs()


def audited():
    """Whether a dispatch mode watches the call (the child's compute audit)."""
    return _python_dispatch._get_current_dispatch_mode() is not None


def relu_into(a, mode):
    return torch.clamp_min(a, 0, out=_output(a, mode))
'''


def plugin_run(config_name: str = "plain-root", trials: int = 20, only: tuple[str, ...] = (),
               modes: dict[str, str] = SAMPLES) -> dict[str, dict]:
    """The samples of ``modes`` (sample name: its pass's mode), or those named in ``only``, through the real plugin in
    one run: each one's variant from report.json."""
    from tests.adversarial.redteam import harness

    samples = {name: (MODEL, mode) for name, mode in modes.items()}
    return harness.plugin_variants(config_name, trials, lambda layout: harness.mode_samples(
        layout, samples, INPUTS, RULE, PASS, {"side28b.py": HELPER}, only))


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
