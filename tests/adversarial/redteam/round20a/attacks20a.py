"""Round 20a's attacks: the CPU interpreter's hidden kernel past cfb9096f's rule, and the trusted clock's
slowed-loop rule (edf22ff9) against an honest pass.

Allow-list passes are rule files for the add_relu model (``tests.sample_factory.ADD_RELU_MODEL``), checked by every
static layer (``attacks15b.static_findings``) and imported as the child imports them (round 18c's
``_traced_and_called``). Clock cases are one variant's attempts as ``measure.measure_with_retries`` judges them
(``measure.SideTiming`` series, as tests/test_measure.py builds them)."""

from __future__ import annotations

import json
from pathlib import Path

from pytest_passnet import measure
from tests.adversarial.redteam.round15b import attacks15b
from tests.adversarial.redteam.round19g.attacks19g import HIDDEN_DEF
from tests.sample_factory import ADD_RELU_PASS

# -- the hidden kernel past cfb9096f ------------------------------------------------------------------------------
# The CPU interpreter runs, from a kernel's source lines (``inspect.getsourcelines``), the text from the *last*
# physical line whose stripped text starts with "def " (``FunctionRewriter._find_def``, triton/runtime/interpreter.py
# :1629-1635), or, where there is none, the last line alone (``lines[def_lineno - 1:]`` with def_lineno 0), and keeps
# the function of the kernel's name (round 19g). cfb9096f's rule (``_Body.expr_Constant``, wrapper_rules.py:1666-1673)
# reads the *values* of the ``str`` constants it walks in kernel code, line by line. Every form below puts the hidden
# kernel on physical lines the rule never reads as such; its body is round 19g's (``import builtins``; round 18c's
# NumPy payload writes relu(x + y) into the wrapper's output; the one-element touch).
_STRING_OPEN = '    """\n    def touch_kernel'
HIDDEN_FORMS = {
    # a bytes literal: the rule reads str constants only
    "bytes": HIDDEN_DEF.replace(_STRING_OPEN, '    b"""\n    def touch_kernel', 1),
    # a backslash-newline inside the string: its value's line is "xdef touch_kernel(...)", the file's "def ..."
    "continued": HIDDEN_DEF.replace(_STRING_OPEN, '    """x\\\n    def touch_kernel', 1),
    # a local variable's annotation: never evaluated, never walked (``stmt_AnnAssign``, :1526-1528)
    "annotation": HIDDEN_DEF.replace(_STRING_OPEN, '    hidden: """\n    def touch_kernel', 1),
}
# The kernel's own def written 'def<TAB>name': Python's, not "def " to ``_find_def``. With no "def " line anywhere the
# interpreter runs the kernel's last line alone: the last line of a string, a one-line def with the payload (a tab
# again, so no line of any string starts with "def "). A fix that reads physical lines for "def " misses this one.
_OWN_KERNEL = HIDDEN_DEF[HIDDEN_DEF.index("@triton.jit\n"):HIDDEN_DEF.index("\n\ndef triton_add_relu")]
_TAB_KERNEL = '''\
@triton.jit
def\ttouch_kernel(out_ptr, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)
    """
def\ttouch_kernel(out_ptr, BLOCK): import builtins; builtins.exec(PAYLOAD)  #"""
'''
HIDDEN_FORMS["def_tab"] = HIDDEN_DEF.replace(_OWN_KERNEL, _TAB_KERNEL.rstrip("\n"), 1)
# Round 19g's form, a str whose value has a "def " line: refused since cfb9096f (the control).
CONTROL_STRING = HIDDEN_DEF

# -- honest idioms refused (false findings) ------------------------------------------------------------------------
# Single edits of the honest add_relu pass (``tests.sample_factory.ADD_RELU_PASS``); PassBench's validator accepts each.
_ALLOCATE = "    out = torch.empty_like(x)\n"
_KERNEL_DEF = "def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
HONEST_REFUSED = {
    # a kernel docstring with a usage example: cfb9096f's rule reads every str of kernel code, docstrings included
    "docstring_example": ADD_RELU_PASS.replace(_KERNEL_DEF, _KERNEL_DEF + (
        '    """relu(x + y), elementwise.\n\n    Equivalent to:\n        def add_relu(x, y): return torch.relu(x + y)\n'
        '    """\n'), 1),
    # a nested helper of the wrapper called with a number: its parameter is typed a tensor ("passes a tensor to
    # 'triton.cdiv'"); the same helper at module level, or reading the enclosing scope's number, is accepted
    "nested_helper": ADD_RELU_PASS.replace(_ALLOCATE, _ALLOCATE + (
        "    def blocks(m):\n        return triton.cdiv(m, 1024)\n\n    assert blocks(n := x.numel()) >= 0\n"), 1),
    # a match statement on the dtype (Python 3.10+): an unlisted statement
    "match_dtype": ADD_RELU_PASS.replace(_ALLOCATE, _ALLOCATE + (
        "    match x.dtype:\n        case torch.float16:\n            pass\n        case _:\n            pass\n"), 1),
}

# -- an honest pass convicted through the slowed-loop rule ----------------------------------------------------------
# edf22ff9 (measure.py:439-447, :478-479): after an attempt the trusted clock rejected, a steady attempt whose eager
# overhead per trial is over 4x the quickest rejected one's is measured again, not scored, unless it is the last.
# An honest pass is rejected where eager's loop ran quick in that attempt (round 12b; measure.py's comment on
# FALSE_CLAIM_FACTOR: one child's median overhead 4.3x the other's for several attempts in a row). The very quickness
# that rejected it makes the next ordinary attempt "slowed": the attempt that would have cleared it is voided, and a
# quick loop again in the last attempt convicts (``Measurement.false_claim`` -> pipeline's ``cheat_detected``).
# Before edf22ff9 the second attempt was scored. Numbers: an honest 1 ms call, the pass's child's loop 4.3 ms a
# trial; eager's 2 ms call with a loop of 1.0 ms (quick) or 4.3 ms (ordinary, as the pass's).
CALL_MS, PASS_LOOP_MS, QUICK_LOOP_MS, ORDINARY_LOOP_MS, EAGER_CALL_MS = 1.0, 4.3, 1.0, 4.3, 2.0
TRIALS = 12


def _side(claim_ms: float, loop_ms: float) -> measure.SideTiming:
    return measure.SideTiming([claim_ms] * TRIALS, None, [claim_ms + loop_ms] * TRIALS)


def honest_measurement(eager_loops: list[float]) -> measure.Measurement:
    """The honest pass's attempts (retries 3, pipeline's default) with eager's loop per attempt as given."""
    compiled = iter([_side(CALL_MS, PASS_LOOP_MS)] * len(eager_loops))
    eager = iter([_side(EAGER_CALL_MS, loop) for loop in eager_loops])
    return measure.measure_with_retries(lambda: next(compiled), lambda: next(eager), retries=len(eager_loops) - 1)


# -- the real plugin and Harbor's verifier -------------------------------------------------------------------------

PLUGIN_PASSES = {"bytes": HIDDEN_FORMS["bytes"], "def_tab": HIDDEN_FORMS["def_tab"], "honest": ADD_RELU_PASS}


def plugin_run(folder: Path) -> dict[str, dict]:
    """The passes above through the real plugin (CPU, the default sandbox, the interpreter): each one's variant."""
    from tests.adversarial.samples import run_plugin

    samples = [attacks15b.pass_sample(folder, name, source) for name, source in PLUGIN_PASSES.items()]
    variants, _ = run_plugin(samples, folder / "out")
    return variants


def verifier_reward(base: Path, source: str) -> tuple[float, dict, str]:
    """The exported add_relu task's verifier (Harbor's separate container) on one pass."""
    from tests.adversarial.redteam.round10b import attacks10b
    from tests.adversarial.redteam.round13b.attacks13b import verifier_reward as reward_of

    return reward_of(attacks10b.harbor_task(base / "harbor"), {attacks15b.RULE: source}, base / "verifier")


if __name__ == "__main__":
    import sys
    import tempfile

    with tempfile.TemporaryDirectory(prefix="passnet-r20a-") as scratch:
        if "verifier" not in sys.argv[1:]:
            for name, variant in plugin_run(Path(scratch)).items():
                print(name, variant["status"], variant.get("speedup"), json.dumps(variant.get("flags")),
                      variant.get("message", "")[:600])
        if "plugin" not in sys.argv[1:]:
            for name in ("bytes", "def_tab"):
                reward, evaluation, _ = verifier_reward(Path(scratch) / name, HIDDEN_FORMS[name])
                print(name, "reward", reward, json.dumps(evaluation)[:1200])
