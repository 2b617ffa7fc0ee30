"""Round 20d (cheap, in the normal suite): the per-position key (bca1110c) against a precision downgrade on the timed
calls: a float32 linear layer computed in TF32, its own fingerprint committed, the audits answered after the trial's
span with eager's product nudged within the tolerance. One attempt at CUDA's counts (100 trials, 8 audited),
in-process on round 20b's harness.

The FOOLED attack was a strict xfail asserting the secure behaviour; since each chunk commits the digest of its
bytes (``fingerprint.same_bytes``) it is a plain test. Preconditions raise other than AssertionError; each test
asserts what held.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from pytest_passnet import fingerprint, pipeline, protocol
from pytest_passnet.result import Status
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance
from tests.adversarial.redteam.round19d.attacks19d import digest
from tests.adversarial.redteam.round20b import attacks20b as harness
from tests.adversarial.redteam.round20d import attacks20d as a

SEEDS = list(range(harness.CUDA_TRIALS))
AUDITED = harness.audited_trials()
JUDGED_SEED = 10_000
TF32_SPEEDUP = 7.0  # TF32 against float32 matmul on an H100/H200 (989 against 67 dense TFLOPS): what it would claim


def _require(condition: bool, what: str) -> None:
    """A precondition: raises other than AssertionError, so that it fails the test, not the assertion."""
    if not condition:
        raise RuntimeError(f"precondition: {what}")


def _wrong_share(eager: torch.Tensor, compiled: torch.Tensor, level: int = BASELINE_LEVEL) -> float:
    atol, rtol = tolerance(level, "float32")
    return float((~torch.isclose(eager, compiled, atol=atol, rtol=rtol)).float().mean())


def _commit_own(stand_in):
    return lambda seed: digest(stand_in(seed), seed)


@pytest.mark.slow
def test_a_tf32_stand_in_answering_audits_with_eagers_product_fitted_is_not_correct():
    """Held since each chunk commits the digest of its bytes (was FOOLED, high): the fitted answer still has the
    TF32 commitment's norms, P and sketch (``fingerprint.describes``), but not its bytes, so it does not match."""
    (eager,), (tf32,) = a.linear_eager(SEEDS[0]), a.tf32_stand_in(SEEDS[0])
    _require(_wrong_share(eager, tf32) > 0.9, "the TF32 output is beyond the baseline tolerance almost everywhere")
    _require(_wrong_share(eager, tf32, BASELINE_LEVEL + 1) > 0.5, "and at the next level")
    committed = digest((tf32,), SEEDS[0])
    answer = a.lazy_answer(SEEDS[0], committed)
    _require(_wrong_share(eager.reshape(-1), answer) == 0, "the fitted answer is within the baseline tolerance")
    _require(fingerprint.describes(committed[0], 0, answer, SEEDS[0], output=0),
             "the fitted answer has the TF32 commitment's norms, P and sketch")
    assert not fingerprint.same_bytes(committed[0], 0, answer, SEEDS[0], 0)
    checks = harness.attempt(SEEDS, a.linear_eager, _commit_own(a.tf32_stand_in), a.lazy_answer, AUDITED)
    status, _, score = harness.full_verdict(checks, a.linear_eager(JUDGED_SEED), TF32_SPEEDUP)
    assert status != "correct", (f"TF32 on all {len(SEEDS)} timed trials ({len(AUDITED)} audited): {status}, "
                                 f"AS {score:.3g} at {TF32_SPEEDUP:g}x")


def test_the_fitted_answer_is_convicted_at_the_audit_as_not_the_bytes_committed():
    """``pipeline._audit`` itself, the audit's answer coming from a child: the conviction names what happened."""
    outputs = a.tf32_stand_in(SEEDS[0])
    committed, orders = digest(outputs, SEEDS[0]), fingerprint.memory_orders(outputs)
    trials = pipeline.Trials([SEEDS[0]], {0: [[0, 0]]}, digests=[committed], hashed_in=[orders], orders=[orders])
    child = SimpleNamespace(request=lambda request, timeout: protocol.Chunks([a.lazy_answer(SEEDS[0], committed)]).message())
    with pytest.raises(pipeline.Stop, match="the audited chunk is not the bytes the timed call committed to: its "
                                            "outputs were recomputed or changed after the trial") as stopped:
        pipeline._audit(child, lambda reply: reply, 30, trials, 0, a.linear_eager(JUDGED_SEED))
    assert stopped.value.status is Status.CHEAT_DETECTED


@pytest.mark.slow
def test_the_tf32_stand_in_answering_audits_with_what_it_computed_is_convicted():
    checks = harness.attempt(SEEDS, a.linear_eager, _commit_own(a.tf32_stand_in),
                             lambda seed, committed: a.tf32_stand_in(seed)[0].reshape(-1), AUDITED)
    assert harness.attempt_verdict(checks)[0] == "cheat_detected"


def test_a_bf16_stand_in_is_convicted():
    """bfloat16's 7 mantissa bits: eager's product is outside the commitment's sketch by more than ``matches``'
    rounding, so the lazy answer does not match (``_audit`` convicts at once)."""
    checks = harness.attempt(SEEDS, a.linear_eager, _commit_own(a.bf16_stand_in), a.lazy_answer, AUDITED)
    assert harness.attempt_verdict(checks)[0] == "cheat_detected"
