"""Round 19g (cheap, in the normal suite): the allow-list after round 19c's fixes (3471661c, 17ecb47f) and the audits
after round 19d's (bf0e6658): a kernel the CPU interpreter finds in a string of the kernel's body, triton.language's
helpers reached as values, and an honest audited draw whose steps cancel in its committed sketch.

Each attack asserts the secure behaviour: a strict xfail where it fools HEAD, a plain test where it held. The README
says what each does, where, and how it could be fixed.
"""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round15b.attacks15b import static_findings
from tests.adversarial.redteam.round18c.test_round18c import _require_work_outside_triton
from tests.adversarial.redteam.round19d import attacks19d
from tests.adversarial.redteam.round19g import attacks19g as a

SEEDS = [11 + i for i in range(8)]

# -- a second kernel hidden in a string of the kernel's body ----------------------------------------------------------


def test_a_kernel_hidden_in_a_string_of_the_kernels_body_is_refused(tmp_path):
    _require_work_outside_triton(tmp_path, "hidden_def", a.HIDDEN_DEF)
    findings = static_findings(tmp_path / "static", "hidden_def", a.HIDDEN_DEF)
    assert findings, "no finding from any static layer: the interpreter ran the string's kernel (NumPy via builtins.exec)"


def test_the_hidden_body_written_as_the_kernels_own_is_refused(tmp_path):
    findings = static_findings(tmp_path, "control", a.CONTROL_HIDDEN_DEF)
    assert findings, "the hidden kernel's body, written out, passed every static layer"


# -- triton.language's helpers reached other than by a dotted call ------------------------------------------------------


@pytest.mark.parametrize("form", sorted(a.HELPER_VALUES))
def test_a_triton_language_helper_reached_as_a_value_is_refused(tmp_path, form):
    findings = static_findings(tmp_path, form, a.HELPER_VALUES[form])
    assert any("str_to_ty" in f for f in findings), findings


# -- an honest audited draw whose steps cancel in the committed sketch --------------------------------------------------


def test_an_honest_audited_draw_whose_steps_cancel_in_its_bucket_is_not_convicted():
    """Held since the round (was FOOLED, low-medium false finding): two honest crossings, one up and one down in
    one column, cancel in the committed bucket; ``_uncommitted_steps`` summed their absolute differences and
    convicted. It now compares the answer's signed, sign-weighted bucket sums and bucket L1s, as the sketch does."""
    eager, compiled = a.pair_trials(SEEDS)
    verdict, level = attacks19d.verdict_of(attacks19d.checks(eager, compiled, SEEDS, audited=(0,)))
    assert verdict != "cheat_detected", "an honest pass that committed what it computed: cheat_detected"


def test_the_same_steps_unaudited_are_not_convicted():
    eager, compiled = a.pair_trials(SEEDS)
    assert attacks19d.verdict_of(attacks19d.checks(eager, compiled, SEEDS))[0] != "cheat_detected"


def test_two_crossings_in_one_direction_lower_the_credit():
    eager, compiled = a.pair_trials(SEEDS, up=True)
    assert attacks19d.verdict_of(attacks19d.checks(eager, compiled, SEEDS, audited=(0,)))[0] == "lowered"


# -- an honest step on an outlier element: L2 beyond, no bucket beyond ----------------------------------------------------


@pytest.mark.parametrize("audited", [(), (0,)], ids=["unaudited", "audited"])
def test_an_honest_step_on_an_outlier_element_is_not_convicted(audited):
    """Held since the round (was FOOLED, medium false finding): one step on an outlier breaks L2 and no bucket;
    ``sparse_chunks`` read it as 'not a few elements' and the trial convicted. An L2 alone beyond, with L1, P and
    every bucket within, is now a chunk of steps (L1 or P beyond with no bucket beyond still convicts)."""
    eager, compiled = a.outlier_trials(SEEDS)
    verdict, level = attacks19d.verdict_of(attacks19d.checks(eager, compiled, SEEDS, audited=audited))
    assert verdict != "cheat_detected", "one element a step across (0.01 at 300, N(0, 1) elsewhere): cheat_detected"


def test_the_same_step_on_an_ordinary_element_lowers_the_credit():
    eager, compiled = a.outlier_trials(SEEDS, step=0.01, value=1.0)
    assert attacks19d.verdict_of(attacks19d.checks(eager, compiled, SEEDS, audited=(0,)))[0] == "lowered"
