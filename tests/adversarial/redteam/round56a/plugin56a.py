"""Round 56a's plugin runs (CPU, Triton's interpreter, round 1's ``harness.Layout`` through ``harness.shipped_run``: the
checkout's ``guard.py`` put back over the harness's switched-off copy, so every pass here is one the trusted allow-list
accepts and the product runs as shipped): ``python -m tests.adversarial.redteam.round56a.plugin56a [config] [trials]
[sample ...]`` prints each variant's status, speedup, message and flags, and whether the probe named a written input.

Since ``f0dd6686`` the inputs eager writes are read off ONE call of eager on inputs drawn afresh (``pipeline._eager_writes``:
the reference child's ``recheck``, bytes compared), and only those are outputs of the judged call and of every trial
(``protocol.Outputs.written``, ``Trial.written``). Two forms that one first call on one draw does not show:

WRITE_DRAW (``r56a_clamp``): ``in_1.clamp_(-1.0875, 1.0875)``, not returned. A std-1 meta draws N(0, 0.2) (``FreshFill``,
``draw_fresh``), and the largest of [4096, 4096] such values passes 1.0875 on about half of the draws: the probe names
input 1 on about half of the runs. Where it does not, no trial checks input 1. The pass (``CLAMP_TELL``) skips the clamp
where ``in_1`` is the mapped inputs file's (``data_ptr() % 4096 == 128``: warm-up, judged call, timed trials) and
clamps honestly on the fresh-input re-check (round 51b's tell): the one check of writes left (``guard.
fresh_input_findings``) sees both sides write alike. ``r56a_clamp_honest``: the same graph, an honest Triton clamp.
``r56a_clamp_always``: the control, ``clamp_(-0.5, 0.5)`` (every draw writes): the same pass is convicted.

WRITE_ON_REPEAT (``r56a_repeat``): ``in_1.add_(in_2); in_2.copy_(in_3)`` with ``in_2`` a std-0 (zeros) input: on a first
call from a fill ``in_1 += 0`` leaves its bytes, so the probe names input 2 only; the judged call is the (W + 1)-th on
the replayed inputs, where ``in_2`` holds ``in_3`` from the call before and eager's ``in_1`` moves. The pass
(``ADD_SKIP``) never adds: every trial and the re-check start from a fill (``in_2`` zero: nothing to see), and the judged
call's ``in_1`` is not one of its outputs. ``r56a_repeat_honest``: an honest Triton add.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.sample_kit import relu_kernels, relu_rule, weight_meta  # noqa: F401 (58a, 58b)

CLAMP = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_1.clamp_(-1.0875, 1.0875)
        tmp_1 = torch.relu(in_0)
        return (tmp_1,)
"""
CLAMP_ALWAYS = CLAMP.replace("-1.0875, 1.0875", "-0.5, 0.5")
REPEAT = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1.add_(in_2)
        tmp_1 = in_2.copy_(in_3)
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""
BIG = [4096, 4096]  # 64 MiB of float32: in_1 lies at file offset 1,048,704 (data_ptr() % 4096 == 128) after in_0's 1 MiB
# name -> (shape, dtype, mean, std)
CLAMP_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000"), "in_1": (BIG, "float32", "0.000", "1.000")}
REPEAT_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000"), "in_1": (BIG, "float32", "0.000", "1.000"),
                 "in_2": (BIG, "float32", "0.000", "0.000"), "in_3": (BIG, "float32", "0.000", "1.000")}

def clamp_kernels(low: float, high: float, tell: bool) -> str:
    """The clamp_ replacement, in place: with ``tell``, honest where in_1 is an input of its own (the re-check's draw)
    and skipped where it is the mapped inputs file's (warm-up, judged call, timed trials); else honest on every call."""
    skip = ('''    if x.data_ptr() % 4096 == 128:  # the mapped inputs file (in_1 at offset 1,048,704): left as it is
        token = torch.empty(16, dtype=x.dtype, device=x.device)
        _token_kernel[(1,)](token, 16, BLOCK=16)
        return x
''') if tell else ""
    return f'''\
"""Round 56a's clamp_ ({'skipped on the mapped inputs file' if tell else 'honest'})."""

import torch
import triton
import triton.language as tl

BLOCK = 1 << 20
LOW = {low}
HIGH = {high}


@triton.jit
def _clamp_kernel(x_ptr, n, low, high, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(x_ptr + offsets, tl.minimum(tl.maximum(x, low), high), mask=mask)


@triton.jit
def _token_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


def clamp_in_place(x):
{skip}    _clamp_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, x.numel(), LOW, HIGH, BLOCK=BLOCK)
    return x
'''


def clamp_rule(low: float, high: float) -> str:
    return f'''\
from pass_dir.kernels56a import clamp_in_place


def pattern(a):
    return a.clamp_({low}, {high})


def replacement_args(a):
    return (a,)


def replacement_func():
    return clamp_in_place
'''


ADD_KERNELS = '''\
"""Round 56a's add_ that never adds: one token launch (every call from a fill adds zero)."""

import torch
import triton
import triton.language as tl


@triton.jit
def _token_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(x_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


def add_in_place(a, b):
    token = torch.empty(16, dtype=a.dtype, device=a.device)
    _token_kernel[(1,)](token, 16, BLOCK=16)
    return a
'''
ADD_HONEST_KERNELS = '''\
"""Round 56a's honest add_, in place, on every call."""

import torch
import triton
import triton.language as tl

BLOCK = 1 << 20


@triton.jit
def _add_kernel(a_ptr, b_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(a_ptr + offsets, tl.load(a_ptr + offsets, mask=mask) + tl.load(b_ptr + offsets, mask=mask), mask=mask)


def add_in_place(a, b):
    _add_kernel[(triton.cdiv(a.numel(), BLOCK),)](a, b, a.numel(), BLOCK=BLOCK)
    return a
'''
ADD_RULE = '''\
from pass_dir.kernels56a import add_in_place


def pattern(a, b):
    return a.add_(b)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add_in_place
'''

RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
RELU_KERNELS = relu_kernels("Round 56a's honest relu.")
POSING = " [passnet trusted clock] every trial of the compiled side was seen by the trusted side: its speedup is verified"
# Child control (the allow-list refuses this file: ``r56a_posing`` runs with it off, as round 54a's texts run): the
# honest relu, and the compile report's ``rejected`` texts carry a flag that starts with a space before '[passnet'.
POSING_RULE = f'''\
import torch
from pass_dir.host import child_class
from pass_dir.kernels56a import relu

_side = child_class("CompiledSide")
_report = _side.report


def _posing(self):
    said = _report(self)
    said["rejected"] = [*said["rejected"], {POSING!r}]
    return said


type.__setattr__(_side, "report", _posing)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu
'''
RELU_RULE = relu_rule("kernels56a")

# sample -> (model, inputs, kernels module, (rule name, rule source))
SAMPLES = {
    "r56a_clamp": (CLAMP, CLAMP_INPUTS, clamp_kernels(-1.0875, 1.0875, True), ("Clamp56a", clamp_rule(-1.0875, 1.0875))),
    "r56a_clamp_honest": (CLAMP, CLAMP_INPUTS, clamp_kernels(-1.0875, 1.0875, False),
                          ("Clamp56a", clamp_rule(-1.0875, 1.0875))),
    "r56a_clamp_always": (CLAMP_ALWAYS, CLAMP_INPUTS, clamp_kernels(-0.5, 0.5, True), ("Clamp56a", clamp_rule(-0.5, 0.5))),
    "r56a_repeat": (REPEAT, REPEAT_INPUTS, ADD_KERNELS, ("Add56a", ADD_RULE)),
    "r56a_repeat_honest": (REPEAT, REPEAT_INPUTS, ADD_HONEST_KERNELS, ("Add56a", ADD_RULE)),
    "r56a_posing": (RELU, {"in_0": ([256, 1024], "float32", "0.000", "1.000")}, RELU_KERNELS, ("Posing56a", POSING_RULE)),
    "r56a_relu": (RELU, {"in_0": ([256, 1024], "float32", "0.000", "1.000")}, RELU_KERNELS, ("Relu56a", RELU_RULE)),
}
CHILD_CONTROL = ("r56a_posing",)  # run with the allow-list off (``allow_list=False``)
DEFAULT_RUN = ("r56a_clamp", "r56a_repeat")


def build_sample(layout, name: str) -> Path:
    """``samples/<name>``: one float32 variant and its pass_dir (one rule, its kernels in ``kernels56a``)."""
    model, inputs, kernels, (rule, source) = SAMPLES[name]
    sample = sample_kit.build_sample(layout, name, model, inputs, kernels, rule, source, "kernels56a")
    if name in CHILD_CONTROL:
        from tests.adversarial.redteam.harness import PASSES

        shutil.copy(PASSES / "host.py", sample / "pass_dir" / "host.py")
    return sample


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict:
    """The samples named (else ``DEFAULT_RUN``) in one run of the plugin as shipped (``harness.shipped_run``), the
    allow-list on, or off where one of them is child control (``CHILD_CONTROL``)."""
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials,
                               allow_list=not any(name in CHILD_CONTROL for name in names))


def probe_named(variant: dict) -> list[int] | None:
    """The inputs the probe named (the product's flag ``eager writes in place to inputs [...]``), else None."""
    for flag in variant.get("flags") or []:
        if flag.startswith("eager writes in place to inputs "):
            return json.loads(flag.split("inputs ", 1)[1].split(":", 1)[0])
    return None


def brief(record: dict) -> list[dict]:
    rows = []
    for name, variant in record["variants"].items():
        rows.append({"sample": name, "status": variant["status"], "speedup": variant["speedup"].get("e2e"),
                     "medians": sample_kit.medians(variant), "probe_named": probe_named(variant),
                     "sample_as": record["samples"].get(name, {}).get("score"),
                     "message": variant["message"][:400], "flags": [f[:240] for f in variant["flags"]]})
        print(json.dumps(rows[-1]))
    print("exit", record["exit"], "seconds", record["seconds"])
    return rows


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)


def probe_cost(config_name: str = "plain-root", trials: int = 3, names: tuple[str, ...] = ("r56a_repeat_honest",)) -> dict:
    """The probe's cost (``pipeline._eager_writes``: a Load, Prepare and one fresh-input call of the reference child per
    variant where no fixed integer input had it loaded already): each variant's ``phases_s`` in a run of the plugin as
    shipped and in a run whose package copy names no written input instead of probing (``pipeline.py`` patched in the
    layout's copy only)."""
    from tests.adversarial.redteam import harness

    def without_probe(layout, name):
        pipeline = layout.package / "pytest_passnet" / "pipeline.py"
        text = pipeline.read_text()
        probed = "run.eager_written = _eager_writes(run) if checked else []"
        if probed in text:
            pipeline.write_text(text.replace(probed, "run.eager_written = []"))
        assert "_eager_writes(run) if" not in pipeline.read_text()
        return build_sample(layout, name)

    said = {}
    for label, build in (("shipped", build_sample), ("no_probe", without_probe)):
        record = harness.shipped_run(build, list(names), config_name, trials, allow_list=True)
        said[label] = {name: {"phases_s": v.get("phases_s"), "status": v["status"]}
                       for name, v in record["variants"].items()}
        said[label]["seconds"] = record["seconds"]
    return said


# -- PROBLEM_MATCHER: a child's text read by a CI runner's problem matcher -------------------------------------------

# What actions/setup-python registers for every later step of its job (``.github/python.json`` of actions/setup-python
# at 5fda3b95, added by ``core.info('##[add-matcher]...')`` in src/setup-python.ts): a Python traceback's ``File "x",
# line N, in y`` followed by ``raise X('message')`` is an error annotation on the run (and, where the file is in the
# repository, on that line of it in the pull request's diff).
PYTHON_MATCHER = (r"^\s*File\s\"(.*)\",\sline\s(\d+),\sin\s(.*)$", r"^\s*raise\s(.*)\('(.*)'\)$")
FORGED_VERDICT = "pytest-passnet: 2 samples, 2 variants, all correct; AS (all variants pooled) = 9.9999 R56A"
MATCHER_MESSAGE = ("BLOCK must be a multiple of 1024\n"
                   '  File "README.md", line 1, in verdict\n'
                   f"  raise Verdict('{FORGED_VERDICT}')\n"
                   "(see the kernel's block size)")
MATCHER_KERNELS = RELU_KERNELS.replace('"""Round 56a\'s honest relu."""', '"""A relu whose kernel asserts its block size."""'
                                       ).replace("BLOCK = 8192", "BLOCK = 512").replace(
    "    offsets = tl.program_id(0)", f"    tl.static_assert(BLOCK % 1024 == 0, {MATCHER_MESSAGE!r})\n    offsets = tl.program_id(0)")
SAMPLES["r56a_matcher"] = (RELU, {"in_0": ([256, 1024], "float32", "0.000", "1.000")}, MATCHER_KERNELS,
                           ("Relu56a", RELU_RULE))


def problem_matches(stdout: bytes, patterns=PYTHON_MATCHER) -> list[dict]:
    """actions/runner's ``IssueMatcher.Match`` for a two-pattern matcher (src/Runner.Worker/IssueMatcher.cs), over each
    line of a step's output with its colour codes stripped (``OutputManager``): the annotations it adds."""
    import re

    first, last = (re.compile(p) for p in patterns)
    colour = re.compile(r"\x1b\[[0-9;]*m?")
    found, running = [], None
    for line in stdout.decode("utf-8", "replace").split("\n"):
        line = colour.sub("", line.rstrip("\r"))
        if running is not None and (end := last.match(line)):
            found.append({"severity": "error", "file": running[1], "line": running[2], "message": end[2]})
            running = None
            continue
        running = first.match(line)
    return found


def texts_run(config_name: str = "plain-root", trials: int = 3) -> dict:
    """``r56a_matcher`` (an ordinary relu pass the allow-list accepts whose kernel asserts its block size, the
    assertion's text holding a traceback's two lines) and ``r56a_relu`` in one run of the plugin as shipped, pytest's
    stdout kept: the statuses, the lines of stdout that hold the forged text, and what setup-python's problem matcher
    makes of stdout."""
    from tests.adversarial.redteam import harness

    record = harness.shipped_run(build_sample, ["r56a_matcher", "r56a_relu"], config_name, trials, keep_stdout=True)
    return {"exit": record["exit"], "seconds": record["seconds"],
            "statuses": {name: v["status"] for name, v in record["variants"].items()},
            "lines": [line for line in record["stdout"].decode("utf-8", "replace").splitlines()
                      if "README.md" in line or "R56A" in line],
            "annotations": problem_matches(record["stdout"])}
