"""Round 56a: this session's fixes attacked with fresh ideas (target 64e6845f). See README.md.

WRITE_DRAW and WRITE_ON_REPEAT: the inputs eager writes are read off ONE first call of eager on ONE fresh draw
(``pipeline._eager_writes``, bytes compared); a write that this draw does not change (a ``clamp_`` that bites on half of
the draws) or that a first call never changes (``in_1.add_(in_2)`` with ``in_2`` a zeros input a previous call fills) is
no output of any trial nor of the judged call, and a pass that skips it is ``correct``. PROBLEM_MATCHER: a child's text
still gives GitHub's runner an error annotation (setup-python's problem matcher reads a traceback's two lines in pytest's
output, indented or not). POSING_FLAG: a child's flag that starts with a space before ``[passnet`` passes the refusal.
Held: printable's CI escapes against .NET's whitespace and the runners' culture-sensitive parsing, the probe's failure
path, epoll watches (not counted on this kernel), the non-driven mode.

Quick tests run the product's own functions; the plugin tests (``-m redteam``) run ``plugin56a``'s samples."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round56a import plugin56a, premises56a

# -- WRITE_DRAW, WRITE_ON_REPEAT: the probe, as shipped -----------------------------------------------------------------


def test_write_draw_premise_the_clamp_bites_on_some_draws_and_bumps_the_version_on_all():
    """Premise (held as measured): over 8 fresh draws the reference child's ``recheck`` names input 1 on some draws and
    not on others, while every call moves input 1's version."""
    said = premises56a.draws(seeds=premises56a.SEEDS[:8])["clamp"]
    assert 0 < said["share_naming_1"] < 1, said
    assert all(row["versions_moved"] == [1] for row in said["rows"]), said


@pytest.mark.xfail(strict=True, reason="WRITE_DRAW: pipeline._eager_writes reads eager's writes off one draw (bytes "
                                       "compared): on a draw the clamp leaves as it is, input 1 is named by nothing")
def test_write_draw_the_probe_names_an_input_eager_writes_on_other_draws():
    seed = premises56a.quiet_seed()
    assert 1 in premises56a.eager_writes("clamp", seed)


@pytest.mark.xfail(strict=True, reason="WRITE_ON_REPEAT: a first call from a fill adds zero to input 1; the judged "
                                       "call (the W + 1-th) changes it, and it is no output of it")
def test_write_on_repeat_the_probe_names_an_input_a_later_call_changes():
    assert 1 in premises56a.eager_writes("repeat", 1)


# -- texts --------------------------------------------------------------------------------------------------------------


def test_ci_escape_holds_against_dotnet_whitespace():
    """Held: for every character .NET's ``TrimStart`` removes (GitHub's runner, ``TryParseV2``), ``printable`` leaves
    no ``::`` where the trimmed line starts."""
    assert premises56a.texts()["v2_command_after_trim"] == {}


def test_ci_escape_ignorables_give_the_runners_no_registered_command():
    """Held: an ignorable character inside ``##[``, ``##vso[`` or ``::`` (which a culture-sensitive ``IndexOf`` or
    ``StartsWith`` skips) shifts the runners' fixed offsets: the name they read starts inside the prefix."""
    read = premises56a.runner_index_offsets()
    assert all(name.startswith(("[", ":")) for names in read.values() for name in names), read


@pytest.mark.xfail(strict=True, reason="POSING_FLAG: protocol._flags refuses only texts that start with '[passnet'; a "
                                       "leading space, tab or no-break space passes")
def test_posing_flag_a_leading_space_is_refused_too():
    posing = premises56a.texts()["posing_flags"]
    assert all("refused" in said for said in posing.values()), posing


@pytest.mark.xfail(strict=True, reason="PROBLEM_MATCHER: a failure text's indented lines are read by setup-python's "
                                       "problem matcher (^\\s*File ..., ^\\s*raise X('...')): an error annotation")
def test_problem_matcher_a_failure_text_adds_no_annotation():
    from pytest_passnet.items import failure_text
    from pytest_passnet.result import Status, VariantResult

    result = VariantResult(nodeid="s::v", sample="s", variant="v", status=Status.KERNEL_ERROR,
                           message="kernels56a.py:9: CompilationError: " + plugin56a.MATCHER_MESSAGE)
    assert plugin56a.problem_matches(failure_text(result).encode()) == []


# -- the plugin runs (-m redteam) -----------------------------------------------------------------------------------------


@pytest.mark.redteam
@pytest.mark.xfail(strict=True, reason="WRITE_ON_REPEAT: the pass that never adds is correct (plain-root 1.68x, "
                                       "bwrap-root 6.27x; its honest twin 0.064x)")
def test_write_on_repeat_the_skipping_pass_is_not_correct(writes_run56a):
    variant = writes_run56a["variants"]["r56a_repeat"]
    assert variant["status"] != "correct", (variant["speedup"], variant["flags"])


@pytest.mark.redteam
def test_write_draw_the_skipping_pass_where_the_probe_missed(writes_run56a):
    """WRITE_DRAW in a real run: where the probe's draw named input 1 (about half of the runs) the skip is seen (a step
    at least: ``accuracy``); where it did not, the skipping pass is ``correct`` (FOOLED: shown as an xfail)."""
    variant = writes_run56a["variants"]["r56a_clamp"]
    if plugin56a.probe_named(variant) is None and variant["status"] == "correct":
        pytest.xfail(f"WRITE_DRAW: the probe named nothing this run and the pass that never clamps is correct "
                     f"{variant['speedup']['e2e']}x")
    assert variant["status"] != "correct", variant["flags"]


@pytest.mark.redteam
@pytest.mark.xfail(strict=True, reason="PROBLEM_MATCHER: setup-python's matcher reads the assertion's two lines in "
                                       "pytest's stdout as an error annotation with the forged verdict")
def test_problem_matcher_no_annotation_from_a_pass_text(texts_run56a):
    assert texts_run56a["statuses"]["r56a_relu"] == "correct"
    assert texts_run56a["annotations"] == [], texts_run56a["annotations"]


@pytest.mark.redteam
@pytest.mark.xfail(strict=True, reason="POSING_FLAG: the child's ' [passnet trusted clock] ...' is a flag of the "
                                       "correct variant in report.json, beside the trusted side's own")
def test_posing_flag_no_child_flag_reads_as_a_trusted_one(posing_run56a):
    variant = posing_run56a["variants"]["r56a_posing"]
    assert not [flag for flag in variant["flags"] if flag.lstrip().startswith("[passnet") and flag != flag.lstrip()]
