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


@pytest.mark.slow
def test_write_draw_premise_every_call_bumps_the_version():
    """Premise: over 8 fresh draws every call moves input 1's version (the clamp changes its bytes on some draws only,
    which the probe's bytes alone missed before the fix), and the reference child's ``recheck`` names input 1 on all."""
    said = premises56a.draws(seeds=premises56a.SEEDS[:8])["clamp"]
    assert said["share_naming_1"] == 1, said
    assert all(row["versions_moved"] == [1] for row in said["rows"]), said


def test_write_draw_the_probe_names_an_input_eager_writes_on_every_draw():
    """WRITE_DRAW, fixed: the probe names an input whose version moved as well as one whose bytes changed, so a clamp
    that leaves the probe's draw as it was is named on every seed."""
    assert all(1 in premises56a.eager_writes("clamp", seed) for seed in premises56a.SEEDS)


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


def test_posing_flag_a_leading_space_is_refused_too():
    posing = premises56a.texts()["posing_flags"]
    assert all("refused" in said for said in posing.values()), posing


def test_problem_matcher_a_failure_text_adds_no_annotation():
    from pytest_passnet.items import failure_text
    from pytest_passnet.result import Status, VariantResult

    result = VariantResult(nodeid="s::v", sample="s", variant="v", status=Status.KERNEL_ERROR,
                           message="kernels56a.py:9: CompilationError: " + plugin56a.MATCHER_MESSAGE)
    assert plugin56a.problem_matches(failure_text(result).encode()) == []


# -- the plugin runs (-m redteam) -----------------------------------------------------------------------------------------


@pytest.mark.redteam
def test_write_on_repeat_the_skipping_pass_is_not_correct(writes_run56a):
    variant = writes_run56a["variants"]["r56a_repeat"]
    assert variant["status"] != "correct", (variant["speedup"], variant["flags"])


@pytest.mark.redteam
def test_write_draw_the_skipping_pass_where_the_probe_missed(writes_run56a):
    """WRITE_DRAW in a real run, fixed: the probe names input 1 on every draw, and the skip is seen (``accuracy`` at
    least)."""
    variant = writes_run56a["variants"]["r56a_clamp"]
    assert variant["status"] != "correct", variant["flags"]


@pytest.mark.redteam
def test_problem_matcher_no_annotation_from_a_pass_text(texts_run56a):
    assert texts_run56a["statuses"]["r56a_relu"] == "correct"
    assert texts_run56a["annotations"] == [], texts_run56a["annotations"]


@pytest.mark.redteam
def test_posing_flag_no_child_flag_reads_as_a_trusted_one(posing_run56a):
    variant = posing_run56a["variants"]["r56a_posing"]
    assert not [flag for flag in variant["flags"] if flag.lstrip().startswith("[passnet") and flag != flag.lstrip()]
