"""Round 49a: the verdict path, fresh ideas (see README.md). INPLACE_UNCHECKED: what a graph writes to its inputs is
never compared with eager's writes (ordinary passes the allow-list accepts); ZERO_POOL: one variant whose speedup
rounds to 0 zeroes the run's pooled AS.

Quick tests run the product's own functions (``guard.fresh_input_findings``, ``measure.speedup``,
``report.build_report``); the plugin tests (``-m redteam``) run ``plugin49a``'s samples through the real plugin, its
allow-list on."""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import guard, measure
from pytest_passnet.report import build_report
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.tolerance import BASELINE_LEVEL, LEVELS

# -- INPLACE_UNCHECKED ------------------------------------------------------------------------------------------------


def test_a_compiled_write_eager_does_not_make_is_a_finding():
    """The direction the product checked before the round (held): input 0 written by the compiled run alone convicts."""
    findings, _ = guard.fresh_input_findings(1, (), (), eager_written={}, compiled_written={0: torch.ones(4)},
                                             level=BASELINE_LEVEL)
    assert findings and "input 0 is written by the compiled run and not by eager" in findings[0], findings


def test_an_input_eager_writes_and_the_compiled_run_does_not_is_a_finding():
    """INPLACE_UNCHECKED's skipped write, held since the lead's fix after the round (was no finding: one direction
    checked, and no reply carried the written inputs' values)."""
    findings, _ = guard.fresh_input_findings(1, (), (), eager_written={1: torch.ones(4)}, compiled_written={},
                                             level=BASELINE_LEVEL)
    assert findings and "input 1 is written by eager and not by the compiled run" in findings[0], findings


def test_an_input_written_otherwise_than_eager_writes_it_is_a_finding_and_the_same_write_is_none():
    """INPLACE_UNCHECKED's other write (held since the fix): eager's value after the call against the compiled run's,
    at the level the score credits; the honest write (the same values but the last bits) is no finding."""
    eager = torch.linspace(-1, 1, 64).sin()
    doubled, _ = guard.fresh_input_findings(1, (), (), {1: eager}, {1: torch.linspace(-1, 1, 64) * 2}, BASELINE_LEVEL)
    honest, _ = guard.fresh_input_findings(1, (), (), {1: eager}, {1: eager.nextafter(torch.tensor(2.0))},
                                           BASELINE_LEVEL)
    assert doubled and "the compiled write to input 1 differs" in doubled[0], doubled
    assert honest == [], honest


# -- ZERO_POOL --------------------------------------------------------------------------------------------------------


def _correct(sample: str, speedup: float | None) -> VariantResult:
    """A ``correct`` variant close at every level, as the judge records one, with ``speedup`` (e2e)."""
    return VariantResult(nodeid=f"{sample}::v", sample=sample, variant=f"{sample}/v", status=Status.CORRECT,
                         speedup={"e2e": speedup, "gpu": None},
                         correctness={"correct_at": {str(t): True for t in LEVELS}})


# r49a_slow's eager median through the plugin (0.076 ms) and a kernel 14 times slower than its 1.46 s (5e-5 there)
SLOW_EAGER_MS, SLOW_COMPILED_MS = 0.076, 20_000.0


def test_zero_pool_premise_a_slow_honest_variant_is_scored_a_speedup_of_0():
    assert measure.speedup({"median": SLOW_EAGER_MS}, {"median": SLOW_COMPILED_MS}) == 0.0


def test_zero_pool_the_other_samples_keep_their_own_as():
    slow = measure.speedup({"median": SLOW_EAGER_MS}, {"median": SLOW_COMPILED_MS})
    report = build_report([_correct("honest", 2.0), _correct("slow", slow)], ["honest", "slow"], {}, False)
    honest = next(s for s in report.samples if s.path == "honest")
    assert honest.score == pytest.approx(2.0)


@pytest.mark.xfail(strict=True, reason="ZERO_POOL (round 49a, open, low): a speedup below PassBench's printed "
                                       "resolution is 0.0 and a 0 pools to 0 (score.gmean): one variant zeroes the "
                                       "run's pooled ES(t) and AS")
def test_one_variant_does_not_zero_the_pooled_as():
    slow = measure.speedup({"median": SLOW_EAGER_MS}, {"median": SLOW_COMPILED_MS})
    honest = [_correct(f"honest{i}", 2.0) for i in range(9)]
    report = build_report([*honest, _correct("slow", slow)], [*(v.sample for v in honest), "slow"], {}, False)
    assert report.overall.score > 0, report.overall.score


# -- the plugin run (-m redteam) --------------------------------------------------------------------------------------


def _variant(record: dict, name: str) -> dict:
    if name not in record["variants"]:
        pytest.skip(f"{name} not in this run (PASSNET_R49A_ONLY)")
    return record["variants"][name]


def _median(variant: dict, side: str) -> float | None:
    return (((variant.get("timing") or {}).get(side) or {}).get("e2e") or {}).get("median")


@pytest.mark.redteam
def test_the_victim_after_the_attacks_is_correct(plugin_run49a):
    victim = _variant(plugin_run49a, "r49a_victim")
    assert victim["status"] == "correct", (victim["status"], victim["message"])


@pytest.mark.redteam
def test_the_honest_twin_of_the_mutating_graph_is_correct(plugin_run49a):
    honest = _variant(plugin_run49a, "r49a_honest")
    assert honest["status"] == "correct", (honest["status"], honest["message"])


@pytest.mark.redteam
def test_a_relu_that_also_writes_its_input_is_not_correct(plugin_run49a):
    """The checked direction through the plugin (held): the re-check sees input 0 written (``torch.equal`` in the
    child; a Triton store leaves the version counter the judged call reads as it was)."""
    extra = _variant(plugin_run49a, "r49a_extra")
    assert extra["status"] != "correct", (extra["status"], extra["speedup"])


@pytest.mark.redteam
def test_a_pass_that_skips_eager_s_write_to_an_input_is_not_correct(plugin_run49a):
    skip = _variant(plugin_run49a, "r49a_skip")
    assert skip["status"] != "correct", (skip["status"], skip["speedup"], _median(skip, "compiled"))


@pytest.mark.redteam
def test_a_pass_that_writes_other_values_to_an_input_is_not_correct(plugin_run49a):
    wrong = _variant(plugin_run49a, "r49a_wrong")
    assert wrong["status"] != "correct", (wrong["status"], wrong["speedup"])


@pytest.mark.redteam
def test_a_pass_that_returns_a_copy_where_eager_writes_the_input_is_not_correct(plugin_run49a):
    """The shipped scatter_add_ form (held, by accumulation): eager's judged output is its input written by the
    warm-up and by the call (sin(sin(x))), the copy's sin(x): ``accuracy``."""
    copy = _variant(plugin_run49a, "r49a_copy")
    assert copy["status"] != "correct", (copy["status"], copy["speedup"])
