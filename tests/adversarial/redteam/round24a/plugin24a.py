"""Round 24a's cases through the real plugin (CPU, the trusted allow-list off as in every red-team run, round 1's
``harness.Layout``): ``python -m tests.adversarial.redteam.round24a.plugin24a [config] [trials]`` prints each
variant's status, speedup, flags and trusted clock from report.json (README, Runs).

Four graphs of relu(in_0 + in_1), each output 64 MiB of float32 from inputs of 64 KiB or less (nothing to fill; the
output is the work):

- ``sequence``: the [1024, 256, 64] result ([E, S, B]), contiguous. Two honest passes: one writes it contiguous (the
  twin), one in the [S, B, E] memory a sequence-first kernel walks (``torch.empty(256, 64, 1024).permute(2, 0, 1)``).
- ``plain``: the [4096, 4096] result, contiguous. Two honest passes likewise: one writes it contiguous (the twin), one into
  the memory of a transpose (``torch.empty(4096, 4096).t()``, as a kernel that walks the output by columns does): the
  same values, a view whose digests the reference child never pays for.
- ``transposed``: the result's transpose (``tmp.t()``: a view, as Dynamo's graphs return a matmul's or attention's
  output before the next graph's reshape). The liar's replacement writes the transposed memory, so the graph's
  output is contiguous; the control's writes it contiguous (the graph's output is eager's view); both claim a
  thousandth of the call; the liar pads its span by what its contiguous output saves the product's digests, measured
  in its own child on its first trial and again after each span (the median; ``PAD_TARGET``).
- ``expanded``: a [512, 512] mask broadcast over 64 heads (``tmp.expand(64, 512, 512)``: one chunk's bytes, 64 times).
  The liar's child hashes the first chunk and repeats its digest (the product's digests, exactly, until 1f79d8e0
  personalised each chunk's digest with its index: since then the repeats are not the chunks' digests); the control
  answers with the product's; both claim a thousandth, the liar pads.

The pass: a Triton add+relu (the CPU interpreter) in warm-up, the judged call and the re-check, writing through the
output's strides; inside a timed trial torch's add and clamp into the same output plus a token launch (round 21a's
and 22a's pass), and for the expanded graph a sleep of ``EXTRA_CALL_S`` (a slower kernel: its call is otherwise under
what the clock resolves). An honest pass's child runs the product's ``CompiledSide.trial`` (wrapped only to tell the
replacement that it is timed); a liar's or control's is the helper's: the product's, but for the claim, the pad and
(``dedupe``) the digests.
"""

from __future__ import annotations


CLAIM_DIVISOR = 1000
PAD_TARGET = 0.5  # round 22a aimed at 0.3; a liar here measured its saving at 1.45-2.2x what eager then paid
RULE = "AddRelu24a"
SIDE = 4096
HEADS, PLANE = 64, 512

_ADD_RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_0 + in_1
        tmp_1 = torch.relu(tmp_0)
        return ({output},)
"""
MODELS = {
    "sequence": (_ADD_RELU.replace("{output}", "tmp_1"),
                 {"in_0": ([1024, 1, 1], "float32"), "in_1": ([1, 256, 64], "float32")}),
    "plain": (_ADD_RELU.replace("{output}", "tmp_1"), {"in_0": ([SIDE, 1], "float32"), "in_1": ([1, SIDE], "float32")}),
    "transposed": (_ADD_RELU.replace("{output}", "tmp_1.t()"),
                   {"in_0": ([SIDE, 1], "float32"), "in_1": ([1, SIDE], "float32")}),
    "expanded": (_ADD_RELU.replace("{output}", f"tmp_1.expand({HEADS}, {PLANE}, {PLANE})"),
                 {"in_0": ([PLANE, PLANE], "float32"), "in_1": ([1, PLANE], "float32")}),
}
# sample -> (graph, the layout the replacement writes its result in, how its child answers the trials)
SAMPLES = {
    "r24a_sequence_honest": ("sequence", "contiguous", "honest"),
    "r24a_sequence_first_honest": ("sequence", "sequence_first", "honest"),
    "r24a_plain_honest": ("plain", "contiguous", "honest"),
    "r24a_plain_transposed_honest": ("plain", "transposed", "honest"),
    "r24a_transposed_honest": ("transposed", "transposed", "honest"),
    "r24a_transposed_control": ("transposed", "contiguous", "control"),
    "r24a_transposed_liar": ("transposed", "transposed", "contiguous"),
    "r24a_expanded_honest": ("expanded", "contiguous", "honest"),
    "r24a_expanded_control": ("expanded", "contiguous", "control"),
    "r24a_expanded_liar": ("expanded", "contiguous", "dedupe"),
}
EXTRA_CALL_S = {"sequence": 0.0, "plain": 0.0, "transposed": 0.0, "expanded": 0.04}

PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side24a import answer_trials_as, broadcast_layout, timed_add_relu

BLOCK = 1 << 18
TOKEN = 16
LAYOUT = "{layout}"


@triton.jit
def add_relu_kernel(a_ptr, b_ptr, out_ptr, n, d1, d2, sa0, sa1, sa2, sb0, sb1, sb2, so0, so1, so2,
                    BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    i = offsets // (d1 * d2)
    j = (offsets // d2) % d1
    k = offsets % d2
    a = tl.load(a_ptr + i * sa0 + j * sa1 + k * sa2, mask=mask)
    b = tl.load(b_ptr + i * sb0 + j * sb1 + k * sb2, mask=mask)
    tl.store(out_ptr + i * so0 + j * so1 + k * so2, tl.maximum(a + b, 0.0), mask=mask)


def _empty(shape, like):
    """The output in the layout this pass writes: contiguous, a transpose's memory (2-D), or a sequence-first
    kernel's [S, B, E] memory seen as [E, S, B] (3-D)."""
    if LAYOUT == "transposed":
        return torch.empty((shape[1], shape[0]), dtype=like.dtype, device=like.device).t()
    if LAYOUT == "sequence_first":
        return torch.empty((shape[1], shape[2], shape[0]), dtype=like.dtype, device=like.device).permute(2, 0, 1)
    return torch.empty(shape, dtype=like.dtype, device=like.device)


def add_relu(a, b):
    shape, strides = broadcast_layout(a, b)
    out = _empty(shape, a)
    pad = 3 - len(shape)
    sizes = (1,) * pad + tuple(shape)
    sa = (0,) * pad + strides[:len(shape)]
    sb = (0,) * pad + strides[len(shape):]
    so = (0,) * pad + tuple(out.stride())
    n = out.numel()
    if timed_add_relu(a, b, out):
        add_relu_kernel[(1,)](a, b, out, TOKEN, sizes[1], sizes[2], *sa, *sb, *so, BLOCK=TOKEN)
        return out
    add_relu_kernel[(triton.cdiv(n, BLOCK),)](a, b, out, n, sizes[1], sizes[2], *sa, *sb, *so, BLOCK=BLOCK)
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
import statistics
import sys
import time

import torch
from pass_dir.host import child_class


def timed_add_relu(a, b, out):
    """Inside a timed trial: relu(a + b) into ``out`` (its strides) with torch (True); elsewhere nothing (False)."""
    side = child_class("CompiledSide")
    if not side.timed24a:
        return False
    torch.clamp_min(torch.add(a, b, out=out), 0.0, out=out)
    if side.extra24a:
        time.sleep(side.extra24a)
    return True


def broadcast_layout(a, b):
    """The output's shape and both operands' strides over it (0 where broadcast; operands of the same number of
    dimensions, metadata only: the poison tensor allows no expand)."""
    shape = tuple(max(x, y) for x, y in zip(a.shape, b.shape))
    return shape, tuple(t.stride(d) if t.shape[d] == shape[d] else 0 for t in (a, b) for d in range(len(shape)))


def dedupe_digests(outputs, orders, seed, staging):
    """Chunk digests of outputs whose every chunk is the same bytes (an expand over whole chunks): the first chunk
    hashed (as the product hashes it: chunk 0 of its output in the trial of ``seed``), its digest repeated. The
    product's digests until 1f79d8e0; since then each chunk's digest is personalised with its index, and the repeats
    are not the product's."""
    fingerprint = sys.modules["pytest_passnet.fingerprint"]
    digests = []
    for j, (output, order) in enumerate(zip(fingerprint.as_tuple(outputs), orders)):
        length = fingerprint.chunk_length(output.numel(), output.element_size())
        first = fingerprint.chunk(fingerprint.in_order(output, order), 0)
        digests.append([fingerprint.byte_digest(first, seed, j, 0)] * (-(-output.numel() // length)))
    return digests


def _typical_ms(work):
    """The median of five after one untimed run: a pad from a measurement too long is seen whole, and convicts."""
    work()
    times = []
    for _ in range(5):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def _saving(mode, outputs, digests, seed):
    """What this child's digests save against the product's on eager's layout of the same values, measured here (each
    in its memory orders, as each child takes them)."""
    fingerprint = sys.modules["pytest_passnet.fingerprint"]
    staging = fingerprint.Staging()
    theirs = outputs if mode == "dedupe" else tuple(o.t().contiguous().t() for o in outputs)
    mine, eager_s = fingerprint.memory_orders(outputs), fingerprint.memory_orders(theirs)
    return (_typical_ms(lambda: fingerprint.trial_digests(theirs, eager_s, seed, staging))
            - _typical_ms(lambda: digests(outputs, mine, seed, staging)))


def _trial(mode, divisor, pad_target):
    """The liar's or control's trial; a liar pads by the median of what it saved, measured on its first trial and again
    after each span (``_calibrating``: untimed, under the load of the minute)."""
    saving = []

    def recalibrate(self):
        fingerprint = sys.modules["pytest_passnet.fingerprint"]
        digests = dedupe_digests if mode == "dedupe" else fingerprint.trial_digests
        saving.append(_saving(mode, fingerprint.as_tuple(self.trial_outputs), digests, self.trial_seed))

    def trial(self, seed):
        protocol = sys.modules["pytest_passnet.protocol"]
        fingerprint = sys.modules["pytest_passnet.fingerprint"]
        seed_call = sys.modules["pytest_passnet.sandbox.child.timing"].seed_call
        digests = dedupe_digests if mode == "dedupe" else fingerprint.trial_digests
        self.trial_outputs = None
        if self.fill:
            self.fill(seed)
        type.__setattr__(type(self), "timed24a", True)
        with self.compiler.timed_guard():
            outputs, e2e_ms, gpu_ms = self.timer(self.call, seed_call)
        type.__setattr__(type(self), "timed24a", False)
        self.trial_outputs, self.trial_seed = outputs, seed
        orders = fingerprint.memory_orders(outputs)
        answer = digests(outputs, orders, seed, self.staging)
        if mode in ("dedupe", "contiguous"):
            if not saving:
                saving.append(_saving(mode, outputs, digests, seed))
            pad = (1 - pad_target) * statistics.median(saving) - e2e_ms
            if pad > 0:
                time.sleep(pad / 1000)
        return protocol.TrialDone(e2e_ms / divisor, gpu_ms, answer, orders, self.aliases(outputs)).message()

    return trial, recalibrate


def _calibrating(describe, recalibrate):
    """The product's describe, the liar's saving measured again first (after the span)."""
    def described(self, orders):
        recalibrate(self)
        return describe(self, orders)

    return described


def _flagged(trial):
    """The product's own trial, the replacement told that it runs inside one (an honest pass: its answer untouched)."""
    def flagged(self, seed):
        type.__setattr__(type(self), "timed24a", True)
        try:
            return trial(self, seed)
        finally:
            type.__setattr__(type(self), "timed24a", False)

    return flagged


def answer_trials_as(mode, divisor, pad_target, extra_call_s):
    side = child_class("CompiledSide")
    if "timed24a" not in side.__dict__:
        type.__setattr__(side, "timed24a", False)
        type.__setattr__(side, "extra24a", extra_call_s)
        if mode == "honest":
            type.__setattr__(side, "trial", _flagged(side.trial))
            return
        trial, recalibrate = _trial(mode, divisor, pad_target)
        type.__setattr__(side, "trial", trial)
        if mode in ("dedupe", "contiguous"):
            type.__setattr__(side, "describe", _calibrating(side.describe, recalibrate))
'''


def build_samples(layout, samples: dict[str, tuple[str, str, str]], only: tuple[str, ...], helper: str) -> list:
    """``samples`` (name: graph, output layout, mode), or those of them named in ``only``, each with ``PASS`` for its
    graph and ``helper`` as side24a.py (round 25b's samples too)."""
    from tests.adversarial.redteam import harness

    built = []
    for name, (graph, out_layout, mode) in samples.items():
        if only and name not in only:
            continue
        model, inputs = MODELS[graph]
        text = PASS.replace("{layout}", out_layout).replace("{mode}", mode)
        text = text.replace("{divisor}", str(CLAIM_DIVISOR)).replace("{pad_target}", str(PAD_TARGET))
        text = text.replace("{extra_call_s}", str(EXTRA_CALL_S[graph]))
        built.append(harness.build_rule_sample(layout, name, model, inputs, RULE, text, {"side24a.py": helper}))
    return built


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict[str, dict]:
    """Every sample (or those named in ``only``) through the real plugin in one run: each one's variant from
    report.json."""
    from tests.adversarial.redteam import harness

    return harness.plugin_variants(config_name, trials, lambda layout: build_samples(layout, SAMPLES, only, HELPER))


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
