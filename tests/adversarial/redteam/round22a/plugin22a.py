"""Round 22a's liars through the real plugin (CPU, the trusted allow-list off as in every red-team run, round 1's
``harness.Layout``): ``python -m tests.adversarial.redteam.round22a.plugin22a [config] [trials]`` prints each
variant's status, speedup, flags and trusted clock from report.json (README, Runs).

Three graphs, each in three samples: the honest twin (the product's trial, the call as timed), the control (the product's
trial, a thousandth of the call claimed) and the liar (a thousandth claimed, its span padded by ``time.sleep`` to land
the trusted estimate at minus ``PAD_TARGET`` of what it saves, measured in its own child on its first trial):

- ``sliced``: relu(in_0 + in_1[:2048]) then sin * cos; in_1 (128 MiB, the last filled) is read for its first 8 MiB. The
  liar's child fills in_0 and those rows only (at the round in place of the whole fill; since fix 1 the trusted side
  writes every input before the span and the child fills nothing, so the liar's fill rewrites the same values inside
  its span, and its pad by the fill it skipped is seen; since af1ece38 the trusted fill's seed is never sent, and the
  liar draws the same into scratch, its call on the trusted side's values).
- ``mask``: relu(in_0 + in_1) then sin * cos, and finfo.min where that exceeds 0.1, 0 elsewhere (16 MiB). The liar's
  child describes it with ``lean22a``'s entry.
- ``interleaved``: relu(in_0 + in_1) then sin * cos over 8 rows, each cut at 6 lengths and cloned: 48 outputs of 6
  chunk lengths in turn (37 MiB). The liar's child describes them grouped by length (``lean22a.grouped_description``).

Since the round's fix 2 the span holds the chunk digests alone (``CompiledSide.trial``), the description comes after it
(``CompiledSide.describe``): the mask and grouped liars measure what their answer inside the span saves (the product's
digests against their own, the same) and pad by that.

The pass: a Triton add+relu (the CPU interpreter) in warm-up, the judged call and the re-check; inside a timed trial
torch's add and relu in its helper module plus a token launch, as round 21a's pass, and a sleep of ``EXTRA_CALL_S``
(a slower kernel). Its child's ``CompiledSide.trial`` and ``describe`` are the helper's.
"""

from __future__ import annotations

import sys
from pathlib import Path

CLAIM_DIVISOR = 1000
PAD_TARGET = 0.3
RULE = "AddRelu22a"

MODELS = {
    "sliced": ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_1[slice(None, 2048, None)]
        tmp_1 = in_0 + tmp_0
        tmp_2 = torch.relu(tmp_1)
        tmp_3 = torch.sin(tmp_2) * torch.cos(tmp_2)
        return (tmp_3,)
""", {"in_0": ([2048, 1], "float32"), "in_1": ([32768, 1024], "float32")}),
    "mask": ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_0 + in_1
        tmp_1 = torch.relu(tmp_0)
        tmp_2 = torch.sin(tmp_1) * torch.cos(tmp_1)
        tmp_3 = tmp_2 > 0.1
        tmp_4 = torch.where(tmp_3, -3.4028234663852886e+38, 0.0)
        return (tmp_4,)
""", {"in_0": ([4096, 1], "float32"), "in_1": ([1, 1024], "float32")}),
}
# 48 outputs of 6 lengths, interleaved (each a tensor of its own): 8 rows of relu(in_0 + in_1) then sin * cos, each
# cut at 6 lengths.
LENGTHS = tuple(200_000 + 1_000 * k for k in range(6))
MODELS["interleaved"] = ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_0 + in_1
        tmp_1 = torch.relu(tmp_0)
        tmp_2 = torch.sin(tmp_1) * torch.cos(tmp_1)
""" + "".join(f"        out_{row}_{k} = tmp_2[{row}, :{length}].clone()\n"
              for row in range(8) for k, length in enumerate(LENGTHS))
    + "        return (" + ", ".join(f"out_{row}_{k}" for row in range(8) for k in range(len(LENGTHS))) + ")\n",
    {"in_0": ([8, 1], "float32"), "in_1": ([1, max(LENGTHS)], "float32")})
MODES = {"sliced": ("honest", "control", "partial"), "mask": ("honest", "control", "mask"),
         "interleaved": ("honest", "control", "grouped")}
# Each graph's sleep in a timed call (a slower kernel): calls of about 21 ms (sliced), 28 ms (mask) and 20 ms
# (interleaved), above what the trusted clock resolves at these sizes (the controls' 10-14 ms calls on an 8 MiB mask
# kept their claim once each in the noise) and below what each liar saves (about 70 ms of fill, 45 ms and 60 ms of
# answer; wall clock, torch on 2 threads).
EXTRA_CALL_S = {"sliced": 0.012, "mask": 0.008, "interleaved": 0.010}

PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side22a import answer_trials_as, broadcast_layout, timed_add_relu

BLOCK = 1 << 18
TOKEN = 16


@triton.jit
def add_relu_kernel(a_ptr, b_ptr, out_ptr, n, width, sa0, sa1, sb0, sb1, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    row = offsets // width
    col = offsets % width
    a = tl.load(a_ptr + row * sa0 + col * sa1, mask=mask)
    b = tl.load(b_ptr + row * sb0 + col * sb1, mask=mask)
    tl.store(out_ptr + offsets, tl.maximum(a + b, 0.0), mask=mask)


def add_relu(a, b):
    shape, strides = broadcast_layout(a, b)
    out = torch.empty(shape, dtype=a.dtype, device=a.device)
    n, width = out.numel(), shape[1]
    if timed_add_relu(a, b, out):
        add_relu_kernel[(1,)](a, b, out, TOKEN, width, *strides, BLOCK=TOKEN)
        return out
    add_relu_kernel[(triton.cdiv(n, BLOCK),)](a, b, out, n, width, *strides, BLOCK=BLOCK)
    return out


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add_relu


answer_trials_as("{mode}", {divisor}, {pad_target}, {extra_call_s})
'''

HELPER = '''\
import sys
import time

import torch
from pass_dir.host import child_class
from pass_dir.lean22a import grouped_description, mask_description

FILLED_ROWS = 2048  # the rows of in_1 the sliced graph reads


def timed_add_relu(a, b, out):
    """Inside a timed trial: relu(a + b) into ``out`` with torch (True); elsewhere nothing (False)."""
    side = child_class("CompiledSide")
    if not side.timed22a:
        return False
    torch.clamp_min(torch.add(a, b, out=out), 0.0, out=out)
    time.sleep(side.extra22a)
    return True


def broadcast_layout(a, b):
    """The output's shape and both operands' strides over it (0 where broadcast; 2-D operands, metadata only: the
    poison tensor allows no expand)."""
    shape = tuple(max(x, y) for x, y in zip(a.shape, b.shape))
    return shape, tuple(t.stride(d) if t.shape[d] == shape[d] else 0 for t in (a, b) for d in range(2))


def _partial_fill(side, seed):
    """FreshFill's draws (class-name order, std * 0.2) of in_0 and of the rows of in_1 the call reads. Since af1ece38
    the trusted side fills from a seed it never sends, so draws from the trial's seed are other values than it wrote:
    they go to scratch of the same sizes (allocated once: a first touch of fresh pages is no fill's cost), the call
    reads the trusted side's inputs (eager's), and what the fill costs inside the span is the liar's as before."""
    if getattr(side, "scratch22a", None) is None:
        side.scratch22a = (torch.zeros_like(side.inputs["in_0"]), torch.zeros_like(side.inputs["in_1"][:FILLED_ROWS]))
    generator = torch.Generator().manual_seed(seed)
    for scratch in side.scratch22a:
        scratch.normal_(0, 0.2, generator=generator)


def _ms(work):
    """The least of three: a load that slows one measurement must not inflate the pad (a pad the trusted clock sees
    whole convicts the liar: one run at 32 MiB under load did)."""
    times = []
    for _ in range(3):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return min(times)


def _saving(mode, side, outputs, seed):
    """What this child spends less than the reference child per trial inside the span, measured here once: the fill
    it skips, or the product's answer there less its own (both the chunk digests: its description comes after)."""
    fingerprint = sys.modules["pytest_passnet.fingerprint"]
    if mode == "partial":
        rest = torch.empty_like(side.inputs["in_1"][FILLED_ROWS:])
        generator = torch.Generator().manual_seed(seed)
        return _ms(lambda: rest.normal_(0, 0.2, generator=generator))
    staging, orders = fingerprint.Staging(), fingerprint.memory_orders(outputs)
    return (_ms(lambda: fingerprint.trial_digests(outputs, orders, seed, staging))
            - _ms(lambda: _digests(outputs, orders, seed, staging)))


def _digests(outputs, orders, seed, staging):
    """This child's answer inside the span: the chunk digests (in ``orders``, personalised by ``seed``), all the
    protocol takes there with the orders."""
    return sys.modules["pytest_passnet.fingerprint"].trial_digests(outputs, orders, seed, staging)


def _trial(mode, divisor, pad_target):
    saving = []

    def trial(self, seed):
        protocol = sys.modules["pytest_passnet.protocol"]
        seed_call = sys.modules["pytest_passnet.sandbox.child.timing"].seed_call
        self.trial_outputs = None
        if mode == "partial":
            _partial_fill(self, seed)
        elif self.fill:  # CUDA's device fill; on the CPU the trusted side wrote the inputs
            self.fill(seed)
        type.__setattr__(type(self), "timed22a", True)
        with self.compiler.timed_guard():
            outputs, e2e_ms, gpu_ms = self.timer(self.call, seed_call)
        type.__setattr__(type(self), "timed22a", False)
        self.trial_outputs, self.trial_seed = outputs, seed
        orders = sys.modules["pytest_passnet.fingerprint"].memory_orders(outputs)
        digests = _digests(outputs, orders, seed, self.staging)
        if mode in ("partial", "mask", "grouped"):
            if not saving:
                saving.append(_saving(mode, self, outputs, seed))
            pad = (1 - pad_target) * saving[0] - e2e_ms
            if pad > 0:
                time.sleep(pad / 1000)
        claim = e2e_ms if mode == "honest" else e2e_ms / divisor
        return protocol.TrialDone(claim, gpu_ms, digests, orders, self.aliases(outputs)).message()

    return trial


def _describe(describe):
    """``CompiledSide.describe`` with the outputs described by ``describe`` (the overlap look the product's; the
    aliasing went with the digests, inside the span)."""
    def described(self, orders):
        protocol = sys.modules["pytest_passnet.protocol"]
        overlapping_outputs = sys.modules["pytest_passnet.sandbox.child.watch"].overlapping_outputs
        outputs, self.trial_orders = self.trial_outputs, orders  # the product's audit cuts its chunks in them
        return protocol.Described(describe(outputs, orders, self.trial_seed, self.staging),
                                  overlapping_outputs(outputs)).message()

    return described


def answer_trials_as(mode, divisor, pad_target, extra_call_s):
    side = child_class("CompiledSide")
    if "timed22a" not in side.__dict__:
        type.__setattr__(side, "timed22a", False)
        type.__setattr__(side, "extra22a", extra_call_s)
        type.__setattr__(side, "trial", _trial(mode, divisor, pad_target))
        describe = {"mask": mask_description, "grouped": grouped_description}.get(mode)
        if describe:
            type.__setattr__(side, "describe", _describe(describe))
'''


def plugin_run(config_name: str = "plain-root", trials: int = 5) -> dict[str, dict]:
    """Every graph and mode through the real plugin, each in a sample of its own: each one's variant from
    report.json."""
    from tests.adversarial.redteam import harness

    modules = {"side22a.py": HELPER, "lean22a.py": Path(__file__).with_name("lean22a.py").read_text()}

    def build(layout):
        samples = []
        for graph, (model, inputs) in MODELS.items():
            for mode in MODES[graph]:
                text = PASS.replace("{mode}", mode).replace("{divisor}", str(CLAIM_DIVISOR))
                text = text.replace("{pad_target}", str(PAD_TARGET)).replace("{extra_call_s}", str(EXTRA_CALL_S[graph]))
                samples.append(harness.build_rule_sample(layout, f"r22a_{graph}_{mode}", model, inputs, RULE, text,
                                                         modules))
        return samples

    return harness.plugin_variants(config_name, trials, build)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    arguments = sys.argv[1:]
    variants = plugin_run(*arguments[:1], *map(int, arguments[1:2]))
    harness.print_variants(variants)
