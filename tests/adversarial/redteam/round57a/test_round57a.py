"""Round 57a: session 34's newest fixes (e69c3ca8, 4a7e4081, f0dd6686) attacked with fresh ideas. See README.md.

QUIET_VERSIONLESS: the probe (``pipeline._eager_writes``) names an input whose version moved or whose bytes changed on
one first call from one draw; a write through ``.data`` moves no version counter of the input, so where that call leaves
the bytes (a clamp the draw does not reach, an add of a zeros input) the input is no output of any call, and a pass that
skips the write is ``correct``. SUMMARY_WRAP: the run's summary wraps a note naming a dropped pass file (whose name the
sample chooses) with bare spaces, and setup-python's problem matcher reads two continuation lines as an error annotation.
POSING_INVISIBLE: a child flag behind a character ``str.lstrip`` keeps and ``texts.printable`` leaves (U+034F, U+3164,
U+115F, U+FE0F), or with a Cyrillic letter in '[passnet', passes ``protocol._flags`` and reads as the trusted side's.
Held: the gutter against every line break a runner splits on.

Quick tests run the product's own functions; the plugin tests (``-m redteam``) run ``plugin57a``'s samples."""

from __future__ import annotations

import unicodedata

import pytest

from tests.adversarial.redteam.round56a import plugin56a
from tests.adversarial.redteam.round57a import premises57a

# -- QUIET_VERSIONLESS: the probe, as shipped ---------------------------------------------------------------------------


def test_quiet_versionless_premise():
    """Premise: a second call from the same draw moves input 1 of ``data_repeat`` (the judged call is the (W + 1)-th),
    and ``.data``'s write moves no version of ``data_clamp``'s input 1 (named only where the bytes changed)."""
    said = premises57a.probe(forms=("data_repeat",), seeds=premises57a.SEEDS[:3])["data_repeat"]
    assert said["second_call_changes_in_1"] == 3, said


def test_quiet_versionless_repeat_the_probe_names_input_1():
    assert 1 in premises57a.eager_writes("data_repeat", 1)


def test_quiet_versionless_clamp_the_probe_names_input_1_on_every_draw():
    assert all(1 in premises57a.eager_writes("data_clamp", seed) for seed in premises57a.SEEDS[:6])


# -- SUMMARY_WRAP ---------------------------------------------------------------------------------------------------------


def test_summary_wrap_a_dropped_file_name_adds_no_annotation():
    said = premises57a.summary_wrap()
    assert said["note_in_report"], said
    assert said["annotations"] == [], said["lines"]


# -- POSING_INVISIBLE -------------------------------------------------------------------------------------------------------

_LOOKALIKE = str.maketrans({"\u0430": "a", "\u0455": "s"})


def _as_seen(flag: str) -> str:
    """The flag as a reader sees it: characters drawn as nothing or blank dropped, Cyrillic look-alikes as Latin."""
    seen = "".join(c for c in flag if unicodedata.category(c) not in ("Mn", "Me") and c not in "\u115f\u3164\uffa0")
    return seen.translate(_LOOKALIKE).lstrip()


def test_posing_invisible_no_child_flag_reads_as_a_trusted_one():
    said = premises57a.posing()
    posing = {label: row["note_line"] for label, row in said.items()
              if "accepted" in row and _as_seen(row["note_line"][len("note: "):]).startswith("[passnet")}
    assert posing == {}, posing


def test_posing_every_child_flag_starts_as_the_childs_own_lines_do():
    """Since the fix: a child's flag must start with the fixed start of its own lines (``protocol._flags``), so every
    poser is refused, the controls (a space, a zero-width space) too."""
    said = premises57a.posing()
    assert all("must start '[PassBench static validator]" in row.get("refused", "") for row in said.values()), said


# -- the gutter, held -------------------------------------------------------------------------------------------------------


def test_gutter_holds_against_every_line_break():
    """Held: ``items.failure_text`` splits a message on '\\n' and writes any other break a runner (.NET ``ReadLine``:
    CR, LF) or a reader might split on as an escape, so no line of it starts with the child's words."""
    from pytest_passnet.items import failure_text
    from pytest_passnet.result import Status, VariantResult

    for brk in ("\n", "\r", "\r\n", "\x0b", "\x0c", "\x85", "\u2028", "\u2029"):
        message = "x" + brk.join(["", '  File "README.md", line 1, in v', "  raise V('forged')", ""])
        result = VariantResult(nodeid="s::v", sample="s", variant="v", status=Status.KERNEL_ERROR, message=message,
                               diagnostics=['File "README.md", line 1, in v', "raise V('forged')"])
        text = failure_text(result)
        assert plugin56a.problem_matches(text.encode()) == [], (repr(brk), text)
        assert all(not line.lstrip().startswith(("File", "raise")) for line in text.replace("\r", "\n").split("\n"))


# -- the plugin runs (-m redteam) -------------------------------------------------------------------------------------------


@pytest.mark.redteam
def test_quiet_versionless_the_skipping_pass_is_not_correct(writes_run57a):
    variant = writes_run57a["variants"]["r57a_data_repeat"]
    assert variant["status"] != "correct", (variant["speedup"], variant["flags"])


@pytest.mark.redteam
def test_summary_wrap_no_annotation_in_a_real_run(wrap_run57a):
    assert wrap_run57a["statuses"]["r57a_wrap"] == "correct", wrap_run57a
    assert wrap_run57a["annotations"] == [], wrap_run57a["lines"]
