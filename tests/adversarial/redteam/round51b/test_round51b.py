"""Round 51b: the verdict path after round 49a's fix (see README.md). STEP_WRITTEN: the re-check's new comparison of
written inputs has no step allowance, so an honest in-place graph whose output reads as steps crossed is convicted on
the same tensor as a written input; RECHECK_TELL: a pass that makes a graph's in-place write only where its input is
not the mapped inputs file (``data_ptr() % 4096``) is ``correct`` at eager's cost of the write saved; DIFF_NAN: an
honest output holding -inf writes NaN diffs into the report.

Quick tests run the product's own functions (``guard.fresh_input_findings``, ``judge.judge``,
``shared_inputs.layout_of``); the plugin tests (``-m redteam``) run ``plugin51b``'s samples through the real plugin,
its allow-list on."""

from __future__ import annotations

import json

import pytest
import torch

from pytest_passnet import guard
from pytest_passnet.fingerprint import step_allowance
from pytest_passnet.judge import judge, steps
from pytest_passnet.sandbox.shared_inputs import layout_of
from pytest_passnet.tolerance import BASELINE_LEVEL

# -- STEP_WRITTEN ------------------------------------------------------------------------------------------------------


def _stepped_pair() -> tuple[torch.Tensor, torch.Tensor]:
    """Eager's ``floor_`` result (values about 400) and an honest one a whole step off in 5 of 16,384 elements, as the
    premise and the plugin run saw (the row sum's last bits crossing ``floor``: 1-7 elements a draw)."""
    generator = torch.Generator().manual_seed(51)
    eager = (torch.randn(16384, 1, generator=generator) * 400).floor_()
    compiled = eager.clone()
    compiled[torch.tensor([3, 900, 4000, 9000, 16000])] += 1.0
    return eager, compiled


def test_step_written_premise_the_output_reads_as_steps():
    """Premise (held): the output comparison reads 5 of 16,384 elements a step apart as steps crossed (no finding, the
    credit lowered), well within ``step_allowance`` (16 here)."""
    eager, compiled = _stepped_pair()
    findings, stepped = guard.fresh_input_findings(1, (eager,), (compiled,), {}, {}, BASELINE_LEVEL)
    assert findings == [] and stepped is not None and stepped.elements == 5 <= step_allowance(eager.numel())
    assert steps((eager,), (compiled,), BASELINE_LEVEL) == stepped


def test_step_written_an_honest_write_a_few_elements_across_a_step_is_no_finding():
    eager, compiled = _stepped_pair()  # the graph returns in_1, which it wrote: output 0 and input 1 are one tensor
    findings, stepped = guard.fresh_input_findings(1, (eager,), (compiled,), {1: eager}, {1: compiled}, BASELINE_LEVEL)
    assert stepped is not None
    assert findings == [], findings


# -- RECHECK_TELL ------------------------------------------------------------------------------------------------------


def test_recheck_tell_premise_the_mapped_input_s_place_is_known_from_its_shape():
    """Premise: the CPU child's timed inputs lie in the trusted side's file at offsets its layout fixes from the
    inputs' shapes alone (64-byte aligned, a gap before each), so round 49a's 64 MiB ``in_1`` is at 128 mod 4096
    of a page-aligned mapping in every run: a pass reads where it is from ``data_ptr()``, which the allow-list accepts."""
    slots = {slot.name: slot for slot in layout_of({"in_0": torch.zeros(64, 64), "in_1": torch.zeros(4096, 4096)})}
    assert slots["in_1"].offset % 4096 == 128


# -- DIFF_NAN ----------------------------------------------------------------------------------------------------------


def test_diff_nan_an_honest_output_with_minus_inf_has_finite_diffs():
    eager = torch.tensor([[0.5, float("-inf")], [1.0, 2.0]])
    status, record = judge((eager,), (eager.clone(),))
    assert status.value == "correct"
    json.dumps({"max_diff": record["max_diff"], "mean_diff": record["mean_diff"]}, allow_nan=False)


# -- the plugin run (-m redteam) --------------------------------------------------------------------------------------


def _variant(record: dict, name: str) -> dict:
    if name not in record["variants"]:
        pytest.skip(f"{name} not in this run (PASSNET_R51B_ONLY)")
    return record["variants"][name]


def _median(variant: dict, side: str) -> float | None:
    return (((variant.get("timing") or {}).get(side) or {}).get("e2e") or {}).get("median")


@pytest.mark.redteam
def test_the_victim_after_the_attacks_is_correct(plugin_run51b):
    victim = _variant(plugin_run51b, "r51b_victim")
    assert victim["status"] == "correct", (victim["status"], victim["message"])


@pytest.mark.redteam
def test_step_written_control_the_same_numbers_out_of_place_are_steps_not_a_cheat(plugin_run51b):
    """Held: the out-of-place twin (``in_1 + tmp_2``, ``floor``), the same pass: the draws a few elements across a step
    lower its credit (``[passnet fresh draws]``), nothing convicts."""
    out = _variant(plugin_run51b, "r51b_stepout")
    assert out["status"] in ("correct", "accuracy"), (out["status"], out["message"])
    assert any(flag.startswith("[passnet fresh draws]") for flag in out["flags"]) or out["status"] == "correct"


@pytest.mark.redteam
def test_step_written_an_honest_in_place_graph_is_not_convicted(plugin_run51b):
    written = _variant(plugin_run51b, "r51b_stepwrite")
    assert written["status"] != "cheat_detected", written["message"]


@pytest.mark.redteam
def test_recheck_tell_a_pass_that_writes_only_on_the_recheck_earns_no_speedup(plugin_run51b):
    """RECHECK_TELL, fixed: the inputs eager writes are outputs of the judged call and of every timed trial on both
    sides (``protocol.Outputs.written``, ``Trial.written``), so the skipped ``sin_`` is judged: ``accuracy`` (wrong
    where it skips, as any wrong output), never ``correct``."""
    tell = _variant(plugin_run51b, "r51b_tell")
    assert tell["status"] in ("accuracy", "cheat_detected") and "output 1" in tell["message"], \
        (tell["status"], tell["message"][:400], tell["speedup"], _median(tell, "eager"), _median(tell, "compiled"))
