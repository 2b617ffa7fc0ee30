"""Round 55a: the verdict path after ``d9dc614f`` (eager's judged call first; the inputs it writes in place, found by
``_version``, are outputs of every timed trial on both sides). See README.md.

DATA_TELL: a write ``_version`` does not see (``.data``; training-mode ``batch_norm``'s running statistics) is no
output of the trials, so round 51b's RECHECK_TELL stands for it. WRITTEN_LEVEL: the level written inputs are held to is
read off the judged call's outputs alone, so an honest pass whose in-place write differs from eager's as an output's
may is convicted. EAGER_REWARM: eager's trials now follow a second warm-up on the inputs its judged call wrote, which
a graph whose writes make a later call fail turns into ``eager_error``. Held: the other in-place forms, partial writes
(the audits), the shipped ``scatter_add_`` form with an honest in-place pass.

Quick tests run the product's own functions (the reference child's ``CompiledSide``, ``guard.fresh_input_findings``,
``pipeline._consistent``); the plugin tests (``-m redteam``) run ``plugin55a``'s samples through the real plugin, its
allow-list on."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round55a import premises55a

# -- DATA_TELL: what the reference child's judged call names as written -----------------------------------------------


@pytest.mark.parametrize("form", ["sin_", "view_add_", "setitem", "out=", "copy_", "detach_add_"])
def test_version_forms_the_judged_call_names_the_usual_in_place_writes(form):
    """Held: in-place ops, writes through a view or ``detach()``, item assignment, ``out=`` and ``copy_`` bump the
    input's version, so ``OutputsDone.written`` names them (the inputs mapped from a file, as on the CPU)."""
    written, changed = premises55a._judged_written(premises55a._model(premises55a.FORMS[form]), shared=True)
    assert written == changed == [1]


def test_version_forms_a_keyword_only_input_s_write_is_named():
    written, changed = premises55a._judged_written(premises55a.KEYWORD_ONLY, shared=False)
    assert written == changed == [1]


@pytest.mark.parametrize("form", ["data_mul_", "batch_norm_train"])
def test_data_tell_eager_s_writes_are_read_off_its_bytes(form):
    """DATA_TELL, fixed: the inputs eager writes are read off one call of it on inputs drawn afresh, bytes compared
    (``pipeline._eager_writes``, through the reference child's ``recheck``), so a write that bumps no version counter
    is an output of every timed trial too."""
    assert premises55a.probe_written(premises55a._model(premises55a.FORMS[form])) == [1]


# -- WRITTEN_LEVEL ------------------------------------------------------------------------------------------------------


def test_written_level_premise_the_same_numbers_as_an_output_are_credited():
    """Premise (held): an honest row sum in NumPy's (the interpreter's) order is 419 of 16,384 rows beyond float32's
    baseline, 1 at level -4, none at -3; returned, the judged call reads the level -3 and the re-check finds nothing."""
    said = premises55a.written_level()
    assert said["rows_beyond_by_level"][-5] > 100 and said["rows_beyond_by_level"][-3] == 0
    assert said["output_checked_at"] == -3 and said["output_findings"] == []


def test_written_level_the_same_numbers_written_in_place_are_no_finding():
    said = premises55a.written_level()
    assert said["written_checked_at"] == said["output_checked_at"], said
    assert said["written_findings"] == [], said["written_findings"]


# -- partial writes -----------------------------------------------------------------------------------------------------


def test_partial_write_the_audits_convict_what_the_fingerprint_lets_through():
    """Held: a written input left unwritten where |x| < 0.08 (31 % of the elements, 16 % beyond the baseline) has a
    fingerprint consistent at the baseline, but every audited chunk convicts; where nothing is beyond, nothing is."""
    said = premises55a.partial_write(cuts=(0.02, 0.08))
    assert said["c=0.08"]["fingerprint_consistent"] and said["c=0.08"]["audited_chunks_convicting"] == "16/16"
    assert said["c=0.02"]["beyond"] == 0.0 and said["c=0.02"]["audited_chunks_convicting"] == "0/16"


# -- the plugin run (-m redteam) ----------------------------------------------------------------------------------------


def _variant(record: dict, name: str) -> dict:
    if name not in record["variants"]:
        pytest.skip(f"{name} not in this run (PASSNET_R55A_ONLY)")
    return record["variants"][name]


@pytest.mark.redteam
def test_the_victim_after_the_others_is_correct(plugin_run55a):
    victim = _variant(plugin_run55a, "r55a_victim")
    assert victim["status"] == "correct", (victim["status"], victim["message"])


@pytest.mark.redteam
@pytest.mark.parametrize("name", ["r55a_scatter_small", "r55a_scatter"])
def test_scatter_an_honest_in_place_scatter_add_is_correct(plugin_run55a, name):
    """Held: the shipped scatter_add_ form (the written input returned: twice an output of every trial) with an honest
    in-place Triton scatter-add is correct (``r55a_scatter``, the shipped graph, only where PASSNET_R55A_ONLY names it)."""
    scatter = _variant(plugin_run55a, name)
    assert scatter["status"] == "correct", (scatter["status"], scatter["message"][:400])


@pytest.mark.redteam
def test_written_level_control_out_of_place_is_credited(plugin_run55a):
    out = _variant(plugin_run55a, "r55a_wlevel_out")
    assert out["status"] in ("correct", "accuracy"), (out["status"], out["message"][:400])


@pytest.mark.redteam
def test_written_level_an_honest_in_place_write_is_not_convicted(plugin_run55a):
    written = _variant(plugin_run55a, "r55a_wlevel")
    assert written["status"] != "cheat_detected", written["message"][:400]


@pytest.mark.redteam
def test_data_tell_a_write_through_data_skipped_on_timed_calls_earns_no_speedup(plugin_run55a):
    tell = _variant(plugin_run55a, "r55a_datatell")
    assert tell["status"] != "correct" or (tell["speedup"]["e2e"] or 0) < 1.0, (tell["status"], tell["speedup"])


@pytest.mark.redteam
def test_eager_rewarm_an_in_place_counter_graph_is_not_an_eager_error(plugin_run55a):
    counter = _variant(plugin_run55a, "r55a_counter")
    assert counter["status"] != "eager_error", counter["message"][:400]
