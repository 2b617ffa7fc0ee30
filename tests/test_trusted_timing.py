"""Verdicts rest on what the trusted side observes, not on what a child says: timed trials driven one
by one (fresh inputs each, fingerprints, secret audits), the trusted clock's bound on the claimed
times, the allow-list of the statuses a child may cause, and replies checked field by field.

One real plugin run (real children, CPU) over liars (``tests/adversarial/liars.py``, compilers that
reach the child's harness as a pass could), some followed by an honest victim whose verdict must
stay ``correct``, every check in one test (``tests/checks.py`` says why); and the bound's
arithmetic on its own.
"""

from __future__ import annotations

from dataclasses import replace

from pathlib import Path

import pytest

from pytest_passnet.measure import (
    OVERHEAD_MARGIN_MS,
    OVERHEAD_SLACK,
    TRUSTED_CLOCK,
    SideTiming,
    bound_by_trusted_clock,
)
from pytest_passnet.result import Status
from tests.adversarial.samples import run_plugin
from tests.checks import assert_all
from tests.sample_factory import ADD_RELU_MODEL, write_variant

LIARS = Path(__file__).parent / "adversarial" / "liars.py"
CONFTEST = f"""\
import importlib.util
import sys

spec = importlib.util.spec_from_file_location("passnet_liars", {str(LIARS)!r})
liars = importlib.util.module_from_spec(spec)
sys.modules["passnet_liars"] = liars
spec.loader.exec_module(liars)


def pytest_passnet_compilers():
    return {{"liar": liars.Liar}}
"""
TRIALS = 12  # more than the audits (8): which trials are audited is the trusted side's secret

# behaviour -> (status, a fragment of the message)
EXPECTED = {
    "divided_clock": (Status.CHEAT_DETECTED, "attempts were rejected; the last: [passnet trusted clock] the compiled side "
                                             "claimed a median of"),
    "first_inputs_only": (Status.CHEAT_DETECTED, "the timed calls do not compute what the checked calls do"),
    "wrong_when_timed": (Status.CHEAT_DETECTED, "[passnet timed-call audit] trial"),
    "forged_fingerprint": (Status.CHEAT_DETECTED, "is not what the fingerprint the child gave after the call describes"),
    "nan_clock": (Status.KERNEL_ERROR, "malformed reply: e2e_ms must be 0 or a number of ms from a nanosecond to a day"),
    "status_unknown": (Status.KERNEL_ERROR, "reported the status 'all_good', which a child may not cause"),
    "status_sample_error": (Status.KERNEL_ERROR, "reported the status 'sample_error', which a child may not cause"),
    "status_pass_rejected": (Status.KERNEL_ERROR, "reported pass_rejected once its passes had loaded"),
    "shaved_clock": (Status.CORRECT, ""),
}
# Liars after which the sample's child (or the reference child) is ended: an honest sample follows.
VICTIM_AFTER = ("nan_clock", "status_unknown", "status_sample_error", "status_pass_rejected", "forged_fingerprint")


def _sample(root: Path, name: str, behaviour: str) -> Path:
    sample = root / name
    write_variant(sample / "graphs" / "float32" / name, ADD_RELU_MODEL, {"in_0": ([4, 300], "float32"), "in_1": ([4, 300], "float32")})
    (sample / "graph_list.txt").write_text(f"graphs/float32/{name}\n")
    (sample / "pass_dir").mkdir()
    (sample / "pass_dir" / "behaviour.txt").write_text(behaviour)
    return sample


@pytest.fixture
def liar_run(tmp_path) -> tuple[dict[str, dict], str]:
    root = tmp_path / "liars"
    root.mkdir()
    samples = []
    for behaviour in EXPECTED:
        samples.append(_sample(root, behaviour, behaviour))
        if behaviour in VICTIM_AFTER:
            samples.append(_sample(root, f"victim_after_{behaviour}", "honest"))
    (root / "conftest.py").write_text(CONFTEST)
    return run_plugin(samples, root / "out", "--passnet-compiler", "liar", "--passnet-trials", str(TRIALS))


def every_variant_has_its_result(variants, output):
    assert sorted(variants) == sorted([*EXPECTED, *(f"victim_after_{b}" for b in VICTIM_AFTER)])


def a_lie_is_caught_by_what_the_trusted_side_observes(variants, output):
    lies = [b for b in EXPECTED if EXPECTED[b][0] != Status.CORRECT]
    assert not {b: (variants[b]["status"], variants[b]["message"], _clocks(variants[b])) for b in lies
                if variants[b]["status"] != EXPECTED[b][0] or EXPECTED[b][1] not in variants[b]["message"]}


def _clocks(result: dict) -> list:
    """What the trusted clock saw of each attempt: what a failure here is read by."""
    return [attempt.get("trusted_clock") for attempt in (result.get("timing") or {}).get("attempts", [])]


def the_honest_sample_after_a_liar_stays_correct(variants, output):
    victims = {b: variants[f"victim_after_{b}"] for b in VICTIM_AFTER}
    assert not {b: r["message"] for b, r in victims.items() if r["status"] != Status.CORRECT}
    # On this shared CPU the host's noise may make the trusted clock raise an honest claim of a
    # 0.1 ms call: a score adjustment, flagged, never a finding.
    findings = {b: [f for f in r["flags"] if "passnet" in f and not f.startswith(TRUSTED_CLOCK)] for b, r in victims.items()}
    assert not {b: flags for b, flags in findings.items() if flags}


def a_shaved_clock_is_scored_as_the_trusted_clock_saw_it(variants, output):
    """Claims 0.8 of a 200 ms call: within the margin that is not called a lie, but the score is the
    trusted clock's bound, not the claim."""
    result = variants["shaved_clock"]
    assert result["status"] == Status.CORRECT, result["message"]
    assert any(flag.startswith("[passnet trusted clock] the compiled side claimed") for flag in result["flags"]), _clocks(result)
    clock = result["timing"]["attempts"][-1]["trusted_clock"]
    # above the claim, by how much depends on the host's noise (the allowance grows with it)
    assert clock["bound_ms"] > clock["claimed_ms"]
    assert result["timing"]["compiled"]["e2e"]["median"] == pytest.approx(clock["bound_ms"], rel=1e-5)


@pytest.mark.expensive
def test_verdicts_rest_on_what_the_trusted_side_observes(liar_run):
    assert_all([every_variant_has_its_result, a_lie_is_caught_by_what_the_trusted_side_observes,
                the_honest_sample_after_a_liar_stays_correct, a_shaved_clock_is_scored_as_the_trusted_clock_saw_it],
               *liar_run)


# -- the bound's arithmetic -----------------------------------------------------------------

CPU_SLACK = OVERHEAD_SLACK["cpu"]


def _side(claims, overhead, gpu=None):
    return SideTiming(list(claims), gpu, [c + overhead for c in claims])


def test_an_honest_claim_is_left_as_it_is():
    eager = _side([1.0, 1.1, 0.9], overhead=0.2)
    compiled = _side([0.5, 0.6, 0.4], overhead=0.21)
    bound = bound_by_trusted_clock(compiled, eager)
    assert bound.compiled.e2e_ms == compiled.e2e_ms and bound.bound_ms == bound.claimed_ms and not bound.flags()


def test_time_hidden_from_the_claims_is_added_back_and_a_large_lie_is_a_finding():
    eager = _side([1.0, 1.1, 0.9], overhead=0.2)
    truth = [5.0, 6.0, 4.0]
    compiled = SideTiming([t / 1000 for t in truth], None, [t + 0.2 for t in truth])
    bound = bound_by_trusted_clock(compiled, eager)
    expected = 5.0 + 0.2 - 0.2 * (1 + CPU_SLACK) - OVERHEAD_MARGIN_MS
    assert bound.bound_ms == pytest.approx(expected)
    assert bound.compiled.e2e_ms == pytest.approx([t / 1000 + expected - 0.005 for t in truth])  # the series shifted
    assert bound.false_claim and "[passnet trusted clock]" in bound.finding()


def test_a_raise_within_the_noise_of_the_loop_is_no_finding():
    """Many times the claim, but by less than twice the loop's own overhead; or by more, but less
    than the device's factor over the claim: score adjustments only."""
    eager = _side([0.05] * 3, overhead=1.0)
    compiled = SideTiming([0.05] * 3, None, [0.05 + 1.0 * (1 + CPU_SLACK) + OVERHEAD_MARGIN_MS + 0.5] * 3)
    bound = bound_by_trusted_clock(compiled, eager)
    assert bound.bound_ms == pytest.approx(0.55) and bound.flags() and not bound.false_claim and bound.finding() is None
    eager = _side([10.0] * 3, overhead=1.0)
    compiled = SideTiming([10.0] * 3, None, [10.0 + 1.0 * (1 + CPU_SLACK) + OVERHEAD_MARGIN_MS + 8.0] * 3)
    bound = bound_by_trusted_clock(compiled, eager)
    assert bound.bound_ms == pytest.approx(18.0) and not bound.false_claim  # 1.8x of a claim on CPU


def test_a_raise_the_pass_s_own_sigcont_round_explains_is_scored_but_no_finding():
    """Red team round 24b: on the CPU a span starts before the trusted side continues the held child, so an honest
    pass's tree of idle helpers lengthens it by its longer SIGCONT round. The raise is kept (the pass's own cost); the
    round's median excess over eager's is no evidence of a lie. Beyond it, the same raise convicts."""
    eager = SideTiming([0.05] * 3, None, [0.05 + 0.26 + 1.0] * 3, held_ms=[0.26] * 3)
    tree = 7.5 - 0.26  # 48 idle processes of 24 threads
    compiled = SideTiming([0.05] * 3, None, [0.05 + 7.5 + 1.0] * 3, held_ms=[7.5] * 3)
    bound = bound_by_trusted_clock(compiled, eager)
    assert bound.bound_ms > 0.05 + tree - 1.3 and bound.held_excess_ms == pytest.approx(tree)
    assert bound.raised_far and not bound.false_claim and bound.finding() is None
    assert bound.compiled.held_ms == [7.5] * 3
    lied = SideTiming([0.05] * 3, None, [0.05 + 7.5 + 1.0] * 3, held_ms=[0.26] * 3)
    assert bound_by_trusted_clock(lied, eager).false_claim


def test_eager_s_description_in_the_compiled_side_s_order_widens_a_conviction_s_allowance_by_no_more_than_h():
    """Red team round 25b: eager describes in the compiled side's order, which a pass may choose to cost eager a copy;
    there its description counts in a conviction's allowance for at most h (eager's overhead per trial). In its own
    order it counts whole (round 25c: capped, an honest pass whose output has gaps was convicted)."""
    eager = SideTiming([1.0] * 3, None, [1.0 + 10.0] * 3, described_ms=[90.0] * 3, described_elsewhere=True)
    compiled = SideTiming([0.001] * 3, None, [1.0 + 10.0] * 3)
    bound = bound_by_trusted_clock(compiled, eager)
    assert bound.conviction_allowance_ms == pytest.approx((10.0 + 10.0) * CPU_SLACK + OVERHEAD_MARGIN_MS)
    assert bound_by_trusted_clock(compiled, replace(eager, described_ms=[4.0] * 3)).conviction_allowance_ms == (
        pytest.approx((10.0 + 4.0) * CPU_SLACK + OVERHEAD_MARGIN_MS))
    assert bound_by_trusted_clock(compiled, replace(eager, described_elsewhere=False)).conviction_allowance_ms == (
        pytest.approx((10.0 + 90.0) * CPU_SLACK + OVERHEAD_MARGIN_MS))


def test_preempted_trials_do_not_move_the_median():
    eager = _side([1.0] * 5, overhead=0.2)
    compiled = SideTiming([1.0, 0.9, 1.0, 1.1, 1.0], None, [1.2, 1.1, 9.0, 9.0, 1.2])
    bound = bound_by_trusted_clock(compiled, eager)
    assert bound.bound_ms == bound.claimed_ms == 1.0 and not bound.flags()


def test_eager_claims_beyond_what_the_trusted_side_saw_are_cut():
    eager = SideTiming([5.0, 1.0, 1.0], None, [1.2, 1.2, 1.2])
    bound = bound_by_trusted_clock(_side([1.0, 1.0, 1.0], 0.2), eager)
    assert bound.eager.e2e_ms == [1.2, 1.0, 1.0] and bound.eager_cut == 1


def test_a_gpu_claim_far_below_the_e2e_time_is_raised():
    eager = SideTiming([1.0, 1.0, 1.0], [0.95, 0.95, 0.95], [1.2, 1.2, 1.2])
    compiled = SideTiming([1.0, 1.0, 1.0], [0.01, 0.01, 0.01], [1.2, 1.2, 1.2])
    bound = bound_by_trusted_clock(compiled, eager)
    assert bound.compiled.e2e_ms == [1.0, 1.0, 1.0]
    assert bound.compiled.gpu_ms == pytest.approx([1.0 - 0.05 * (1 + OVERHEAD_SLACK["cuda"]) - OVERHEAD_MARGIN_MS] * 3)
    assert any("gpu median" in flag for flag in bound.flags())
