"""Round 12b (cheap, in the normal suite): attempts shaped against the trusted clock's carry rule,
and fingerprints, with the real trusted code (``measure_with_retries``, ``fingerprint``, ``judge``).

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what
held. The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import fingerprint
from pytest_passnet.judge import judge, tensor_disagreement
from pytest_passnet.merge import MergeRefused, merge
from pytest_passnet.result import Status
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance
from tests.adversarial.redteam.round12b import attacks12b as a

# -- attempts: the carry rule of 9f932d09, withdrawn after this round ---------------------------------


def test_an_honest_pass_is_not_convicted_for_one_quick_eager_attempt():
    """Held since the carry was withdrawn: each attempt is judged on its own clock."""
    measurement = a.honest_after_a_quick_eager_attempt()
    assert measurement.attempts[0].false_claim  # what the one quick eager attempt showed
    assert not measurement.false_claim and measurement.scored is measurement.attempts[1], (
        f"{[round(x.clock.bound_ms, 2) for x in measurement.attempts]} ms for a true claim of {a.HONEST_MS} ms")


def test_attempts_rejected_as_false_claims_leave_their_mark():
    """Held since the fix: three proven lies, then the truth, is scored on the truth, and flagged."""
    measurement = a.lie_then_truth()
    assert all(attempt.false_claim for attempt in measurement.attempts[:-1])
    assert measurement.false_claim or measurement.rejections(), (
        f"scored: the fourth attempt, no flag, after {a.RETRIES} rejected")


def test_a_liar_rejected_in_every_attempt_the_clock_saw_gains_nothing_on_cuda(monkeypatch):
    """Three false claims, then a scattered series: ``fluctuation``, which the score counts as a
    failure (as PassBench's does), not ``cheat_detected``: the label differs, the score does not."""
    monkeypatch.delenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", raising=False)
    measurement = a.lie_then_fluctuate_on_cuda()
    assert all(attempt.false_claim for attempt in measurement.attempts[:-1])
    assert measurement.scored is None and measurement.speedups() == {"e2e": None, "gpu": None}


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
