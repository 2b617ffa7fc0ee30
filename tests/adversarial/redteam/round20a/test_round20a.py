"""Round 20a (cheap, in the normal suite): the CPU interpreter's hidden kernel past cfb9096f's rule (a bytes literal,
a backslash-continued string, a local annotation, a kernel whose own def has a tab), and the trusted clock's
slowed-loop rule (edf22ff9) voiding the attempt that clears an honest pass.

Each attack asserts the secure behaviour: a strict xfail where it fools HEAD, a plain test where it held. The README
says what each does, where, and how it could be fixed.
"""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round15b.attacks15b import static_findings
from tests.adversarial.redteam.round18c.test_round18c import _require_work_outside_triton
from tests.adversarial.redteam.round20a import attacks20a as a

# -- the hidden kernel past cfb9096f ----------------------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.HIDDEN_FORMS))
def test_a_kernel_hidden_where_the_interpreter_reads_it_is_refused(tmp_path, form):
    """Held since the round (was FOOLED, high): the allow-list reads a jit function's file lines as Triton does
    (``wrapper_rules._Checker.check_jit_sources``): its own def line is the only line there that starts with 'def',
    and is written 'def name('."""
    source = a.HIDDEN_FORMS[form]
    _require_work_outside_triton(tmp_path, form, source)
    findings = static_findings(tmp_path / "static", form, source)
    assert findings, f"{form}: no finding from any static layer: the interpreter ran the hidden kernel (NumPy)"
    hidden_line = "a line that starts with 'def' in the source of the jit function 'touch_kernel'"
    assert any(hidden_line in f for f in findings), findings
    if form == "def_tab":
        assert any("the jit function 'touch_kernel' is defined by the line 'def\\t" in f for f in findings), findings


def test_the_hidden_kernel_in_a_plain_string_stays_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_STRING)
    assert any("a line that starts with 'def' in the source of the jit function" in f for f in findings), findings


# -- the slowed-loop rule and an honest pass ---------------------------------------------------------------------------


def test_an_honest_pass_rejected_once_by_a_quick_eager_loop_is_not_convicted():
    result = a.honest_measurement([a.QUICK_LOOP_MS, a.ORDINARY_LOOP_MS, a.ORDINARY_LOOP_MS, a.QUICK_LOOP_MS])
    assert result.scored is result.attempts[1]  # the attempt in which both loops took what they take
    assert not result.false_claim, "an honest 1 ms call: cheat_detected (rejected, re-measured twice, rejected)"


def test_an_honest_pass_with_the_ordinary_attempt_last_is_scored_on_it():
    result = a.honest_measurement([a.QUICK_LOOP_MS, a.ORDINARY_LOOP_MS])
    assert result.scored is result.attempts[1] and result.scored.clock.bound_ms == a.CALL_MS


def test_an_honest_pass_whose_loops_always_match_is_never_rejected():
    result = a.honest_measurement([a.ORDINARY_LOOP_MS] * 4)
    assert result.scored is result.attempts[0] and not result.rejections()


# -- honest idioms refused -----------------------------------------------------------------------------------------------

HONEST_ACCEPTED = sorted(set(a.HONEST_REFUSED) - {"docstring_example"})


@pytest.mark.parametrize("form", HONEST_ACCEPTED)
def test_an_honest_idiom_passbench_accepts_is_accepted(tmp_path, form):
    """Held since the round (was FOOLED, low): a nested function called by name is typed by its calls (a value use
    still types its parameters as anything); ``match`` on metadata is accepted in wrapper code."""
    from pathlib import Path

    from pytest_passnet.validator import validate_pass_source

    source = a.HONEST_REFUSED[form]
    assert not validate_pass_source(source, Path("rule.py")), "PassBench's validator refuses it: not a false finding"
    assert static_findings(tmp_path, form, source) == [], f"{form}: refused"


def test_a_kernel_docstring_with_a_def_line_is_refused_as_the_interpreter_would_run_it(tmp_path):
    """Refused, correctly (was reported as a false finding): Triton's CPU interpreter takes the docstring's
    'def add_relu(...)' line for the kernel's def line (the last that starts with 'def '), so the honest pass fails
    on its first launch there (IndentationError). Written '>>> def ...', the example is accepted."""
    import inspect

    from triton.runtime.interpreter import FunctionRewriter

    source = a.HONEST_REFUSED["docstring_example"]
    kernel = source[source.index("@triton.jit"):]
    kernel_lines = inspect.getblock(kernel.splitlines(keepends=True))
    picked = kernel_lines[FunctionRewriter._find_def(None, kernel_lines) - 1]
    assert picked.strip().startswith("def add_relu(x, y)"), picked  # the docstring's line, not the kernel's
    findings = static_findings(tmp_path / "def", "docstring_example", source)
    assert any("a line that starts with 'def' in the source of the jit function 'add_relu_kernel'" in f
               for f in findings), findings
    doctest_form = source.replace("        def add_relu(x, y)", "        >>> def add_relu(x, y)", 1)
    assert static_findings(tmp_path / "doctest", "docstring_doctest", doctest_form) == []
