"""Round 36d: after the verdicts. The run directory and ``--passnet-resume``, merge, the comparison gate and the agent's
evaluation of a task copy: see README.md.

Quick tests run the product's own code (``runfiles.RunDir``, ``compare.compare``, the evaluation's pytest command with
``--collect-only``); the plugin tests (``-m redteam``) run ``attacks36d.narrowed_resume`` through the real plugin."""

from __future__ import annotations

import pytest

from pytest_passnet.compare import LOWER, NOISE, compare
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.runfiles import RESULTS_FILE, RunDir
from tests.adversarial.redteam.round36d import attacks36d

# -- RESUME_NARROWED (plugin runs) ----------------------------------------------------------------------------------------


@pytest.mark.redteam
def test_narrowed_resume_premise_the_runs_went_as_planned(narrowed_resume36d):
    """The first run measured both samples; a's files changed since; the force-resumed run with b alone ran nothing
    (b was done)."""
    record = narrowed_resume36d
    assert record["first_rc"] == 0 and record["forced_rc"] == 5, record  # 5: no test ran, all of b reused
    assert record["narrowed_samples"] == ["b"], record
    assert record["stale_digest"] and record["stale_digest"] != record["digest_now"], record


@pytest.mark.redteam
def test_a_resume_that_selects_the_sample_measures_its_changed_files_again(narrowed_resume36d):
    """Control: with a selected, `_drop_changed` sees its files changed and runs it again: the model raises now."""
    record = narrowed_resume36d
    assert record["control_statuses"] == {"a": "eager_error", "b": "correct"}, record


@pytest.mark.redteam
def test_a_resumed_run_reports_and_merges_no_result_of_files_no_longer_there(narrowed_resume36d):
    """RESUME_NARROWED, held since ``Session._drop_unselected`` and ``RunDir.keep_only`` (was FOOLED, low-medium): a
    resume that does not select every variant of the folder's results is refused, and force-resumed those results are
    dropped from the report and from results.jsonl. a's only result was measured on a model.py that is no longer there
    (its digest differs); neither the resumed run's report (its variants: what `passnet-report leaderboard` counts) nor
    a merge of its folder may count it."""
    record = narrowed_resume36d
    assert record["narrowed_rc"] == 4 and "this run does not select" in record["narrowed_refusal"], record
    assert "a" not in record["narrowed_variants"], (
        f"resumed with b alone: report.json's variants {record['narrowed_variants']} (its samples {record['narrowed_samples']}), "
        f"note {record['narrowed_notes'][-1]!r}; leaderboard {record['leaderboard_subgraphs']} subgraphs, "
        f"{record['leaderboard_correct']:.0%} correct")
    assert record["merged_statuses"].get("a") != Status.CORRECT.value, (
        f"merged {record['merged_statuses']}, AS {record['merged_scores']}: a's model.py now raises (control: eager_error)")


# -- SELF_WIDENED_BAND (the comparison gate) --------------------------------------------------------------------------


BASELINE = attacks36d.run_report(attacks36d.timed_result("s", 2.0, 0.02))
REGRESSED = 1.7  # 15 % below the baseline's 2.0: three times the 5 % tolerance


def test_a_steady_regressed_pass_is_lower_than_its_baseline():
    """Control: the same regression with steady times (2 % spread each side) is `lower` and fails the gate."""
    now = attacks36d.run_report(attacks36d.timed_result("s", REGRESSED, 0.02))
    comparison = compare(now, BASELINE)
    assert comparison["speed_compared"] and comparison["regressed"]
    assert [s["verdict"] for s in comparison["samples"]] == [LOWER]


def test_self_widened_band_premise_a_spread_under_the_fluctuation_guard_passes_it():
    """The pass's compiled spread stays under PassBench's guard (IQR/median 0.2 on CUDA), so the attempt is scored."""
    from pytest_passnet.measure import fluctuation

    compiled = attacks36d.timed_result("s", REGRESSED, 0.19).timing["compiled"]
    assert fluctuation(compiled, 0.2) is None


@pytest.mark.xfail(strict=True, reason="SELF_WIDENED_BAND (round 36d, open, low, CUDA): the noise band takes the larger "
                                       "of both runs' spreads (compare.py:63), and the new run's compiled spread is the "
                                       "pass's own: a regressed pass widens the band that hides its regression")
def test_a_pass_s_own_timing_spread_does_not_hide_its_regression():
    """The regressed pass slows a third of its timed calls by 19 %: its median is unchanged, its IQR/median 0.19 (under
    the guard); the gate must still call the sample `lower`."""
    now = attacks36d.run_report(attacks36d.timed_result("s", REGRESSED, 0.19))
    comparison = compare(now, BASELINE)
    (sample,) = comparison["samples"]
    assert comparison["regressed"] and sample["verdict"] == LOWER, (
        f"AS {sample['was']:.2f} -> {sample['now']:.2f} (ratio {sample['ratio']:.3f}) is {sample['verdict']!r}: "
        f"band {sample['band']:.2f}, regressed {comparison['regressed']}")
    assert NOISE != LOWER


# -- REPLAYED_LINE (held) ---------------------------------------------------------------------------------------------


def _correct(nodeid: str, speedup: float) -> VariantResult:
    return VariantResult(nodeid=nodeid, sample="s", variant=attacks36d.VARIANT, status=Status.CORRECT,
                         speedup={"e2e": speedup, "gpu": None})


def test_a_line_signed_in_another_run_directory_is_refused_on_resume(tmp_path, capsys):
    """A signed line is a trusted-side write, but of its own directory: one carried over from another run (another
    pass's, another host's) under the same node id, with a better number, is refused, and the variant's own stands."""
    other, here = RunDir(tmp_path / "other"), RunDir(tmp_path / "here")
    for run_dir, speedup in ((other, 50.0), (here, 0.5)):
        run_dir.start_results(keep=False)
        run_dir.append(_correct("s::float32", speedup))
        run_dir.unlock()
    carried = (tmp_path / "other" / RESULTS_FILE).read_text()
    with open(tmp_path / "here" / RESULTS_FILE, "a") as results:
        results.write(carried)
    (result,) = RunDir(tmp_path / "here").read_results()
    assert result.speedup["e2e"] == 0.5
    assert "1 lines of" in capsys.readouterr().err


# -- WORKSPACE_FILES (held) -------------------------------------------------------------------------------------------


def test_a_task_copy_s_pass_dir_plants_no_test_conftest_ini_or_plugin_in_its_evaluation(tmp_path):
    """The evaluation's pytest runs in the task copy (the agent's pass_dir inside it): a test module, a conftest.py, a
    pytest.ini whose addopts load a plugin of the pass_dir, none is collected, loaded or read; only the two variants."""
    run, marker = attacks36d.collect_planted_workspace(tmp_path)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "2 tests collected" in run.stdout and "test_planted" not in run.stdout, run.stdout[-2000:]
    assert not marker.exists()
