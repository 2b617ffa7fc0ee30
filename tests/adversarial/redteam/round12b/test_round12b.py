"""Round 12b (cheap, in the normal suite): attempts shaped against the trusted clock's carry rule,
and fingerprints, with the real trusted code (``measure_with_retries``, ``fingerprint``, ``judge``).

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what
held. The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import random

import pytest
import torch

from pytest_passnet import fingerprint
from pytest_passnet.judge import judge, tensor_disagreement
from pytest_passnet.measure import bound_by_trusted_clock
from pytest_passnet.merge import MergeRefused, merge
from pytest_passnet.result import Status
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance
from tests.adversarial.redteam.round12b import attacks12b as a

# -- the carry rule (9f932d09) ----------------------------------------------------------------------


def test_a_liar_whose_attempts_take_as_long_is_carried_to_its_verdict():
    """measure.py's own case, the load on eager's loop in the last attempt: the first bound holds."""
    measurement = a.liar(padded=False)
    assert measurement.false_claim, [attempt.fired for attempt in measurement.attempts]
    assert measurement.attempts[-1].clock.carried


@pytest.mark.xfail(strict=True, reason="the carry holds only while the later trials take no less than the rejected "
                                       "bound, and the liar sets how long they take: 2 ms less per attempt frees each "
                                       "one (README: padded attempts)")
def test_a_liar_cannot_escape_the_carry_by_shortening_its_attempts():
    for loaded in range(1, a.RETRIES + 1):  # a load in the first attempt is the documented residual
        measurement = a.liar(padded=True, loaded_attempt=loaded)
        assert measurement.false_claim, (f"load on eager's loop in attempt {loaded + 1}: scored at "
                                         f"{measurement.scored.compiled.summary()['e2e']['median']} ms for a 50 ms call, "
                                         f"bounds {[round(x.clock.bound_ms, 2) for x in measurement.attempts]}")


@pytest.mark.xfail(strict=True, reason="one attempt in which eager's loop ran quick is carried into every later one: "
                                       "an honest pass's trials always take as long (README: honest carried)")
def test_an_honest_pass_is_not_convicted_for_one_quick_eager_attempt():
    measurement = a.honest_after_a_quick_eager_attempt()
    alone = bound_by_trusted_clock(a.driven(a.HONEST_MS, a.HONEST_MS + a.HONEST_LOOP_MS), a.driven(2.0, 8.0))
    assert not alone.false_claim  # what each later attempt shows on its own
    assert not measurement.false_claim, ("cheat_detected: every later attempt carried "
                                         f"{[round(x.clock.bound_ms, 2) for x in measurement.attempts]} ms "
                                         f"for a true claim of {a.HONEST_MS} ms")


@pytest.mark.xfail(strict=True, reason="a false claim convicts only on the last attempt, which the child can count: "
                                       "three proven lies, then the truth, is correct with no flag (README: free lies)")
def test_attempts_rejected_as_false_claims_leave_their_mark():
    measurement = a.lie_then_truth()
    assert all(attempt.false_claim for attempt in measurement.attempts[:-1])
    assert measurement.false_claim or measurement.scored.clock.flags(), (
        f"scored: the fourth attempt, no flag, after {a.RETRIES} rejected")


@pytest.mark.xfail(strict=True, reason="on CUDA a compiled series that scatters ends the last attempt before the clock "
                                       "looks: three false claims end as fluctuation, not cheat_detected (README: free lies)")
def test_a_liar_rejected_in_every_attempt_the_clock_saw_is_convicted_on_cuda(monkeypatch):
    monkeypatch.delenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", raising=False)
    measurement = a.lie_then_fluctuate_on_cuda()
    assert all(attempt.false_claim for attempt in measurement.attempts[:-1])
    assert measurement.false_claim, f"{measurement.attempts[-1].fired}: fluctuation, not cheat_detected"


def test_the_carry_never_lowers_a_bound_nor_clears_a_false_claim():
    """Random attempts, each against a random earlier rejected one: the carried bound is never below
    the attempt's own, and an attempt false on its own stays false."""
    draw = random.Random(12).uniform
    checked = 0
    for _ in range(3000):
        earlier = bound_by_trusted_clock(a.driven(draw(0, 5), draw(0, 100)), a.driven(draw(0, 5), draw(0, 60)))
        if not earlier.false_claim:
            continue
        compiled, eager = a.driven(draw(0, 5), draw(0, 100)), a.driven(draw(0, 5), draw(0, 60))
        alone, carried = bound_by_trusted_clock(compiled, eager), bound_by_trusted_clock(compiled, eager, earlier)
        assert carried.bound_ms >= alone.bound_ms
        assert carried.false_claim or not alone.false_claim
        checked += 1
    assert checked > 300


# -- fingerprints ------------------------------------------------------------------------------------


def test_knowing_the_audits_are_spent_buys_no_stand_in():
    """After the last of a trial's 8 audits the child knows the trials left are not audited; a stand-in
    with eager's statistics (relu of another draw of the same distribution: the same L1 and L2 up to
    noise) still fails every chunk's keyed projection at the baseline."""
    shape, seed = (256, 1024), 7
    eager = torch.relu(torch.randn(shape, generator=torch.Generator().manual_seed(1)))
    stand_in = torch.relu(torch.randn(shape, generator=torch.Generator().manual_seed(2)))
    eager_print, stand_in_print = a.keyed_print(eager, seed), a.keyed_print(stand_in, seed)
    l1_gap = max(abs(x - y) / x for x, y in zip(eager_print[2], stand_in_print[2]))
    assert l1_gap < 0.01  # the norms alone would not tell
    assert not fingerprint.consistent(eager_print, stand_in_print, *tolerance(BASELINE_LEVEL, "float32"))


@pytest.mark.xfail(strict=True, reason="an honest output one ulp from eager's, on the other side of fingerprint.HUGE, "
                                       "moves between the ordinary and huge parts: timed-call fingerprints finding "
                                       "(README: huge edge)")
def test_an_honest_output_at_the_huge_edge_keeps_a_consistent_fingerprint():
    eager, compiled = a.huge_edge_outputs()
    assert judge((eager,), (compiled,))[0] is Status.CORRECT
    assert tensor_disagreement(eager, compiled, BASELINE_LEVEL) is None  # an audit of the chunk agrees
    assert fingerprint.consistent(a.keyed_print(eager, 3), a.keyed_print(compiled, 3),
                                  *tolerance(BASELINE_LEVEL, "float32")), "consistent() says the timed calls differ"


# -- merging shards ----------------------------------------------------------------------------------


def test_a_shard_whose_failing_line_lost_its_signature_is_refused(tmp_path, capsys):
    shard = tmp_path / "shard"
    written = a.shard_with_a_failure(shard)
    a.drop_signature_of(shard, "kernel_error")
    try:
        merged = merge([shard], tmp_path / "merged")
    except MergeRefused as refused:
        assert f"{shard}: 1 of the 2 variants" in str(refused) and "samples/s/graphs/b" in str(refused)
        assert "--passnet-resume" in str(refused)
        return
    assert merged.samples[0].score == written["samples"][0]["score"], (
        f"merged AS {merged.samples[0].score} from {len(merged.variants)} variant; the shard's report: "
        f"{written['samples'][0]['score']:.3f} from {len(written['variants'])}")


def test_a_shard_whose_key_the_merging_user_cannot_trust_is_refused(tmp_path):
    """A key others may read signs nothing: every line is refused, and the shard with them."""
    shard = tmp_path / "shard"
    a.shard_with_a_failure(shard)
    (shard / ".results-key").chmod(0o644)
    with pytest.raises(MergeRefused, match="2 of the 2 variants .* no key"):
        merge([shard], tmp_path / "merged")


def test_shards_measured_under_different_guards_are_refused(tmp_path):
    with pytest.raises(MergeRefused, match=r"different --passnet-guard: 'full' \(.*shard1\); 'passbench' \(.*shard2\)"):
        merge(a.shards_of_two_guards(tmp_path), tmp_path / "merged")
