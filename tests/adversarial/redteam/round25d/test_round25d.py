"""Round 25d, quick (in-process, no child): 127739d9's ``described_elsewhere`` against honest layouts (``layouts25d``)
and what a trial answer's aliases hold in the trusted process (``memory25d``)."""

from __future__ import annotations

import pytest
import torch

from tests.adversarial.redteam.round25d import layouts25d, memory25d


# The CPU-time emulation is noisy on this shared host (one attempt convicted 2-3 of 4 times; any of 4 attempts about 9 in 10): the honest pass is held
# where no attempt of these is convicted.
ATTEMPTS = 2


@pytest.mark.xfail(strict=True, reason="HONEST_PERMUTED_CONVICTED (round 25d): where eager's output is a dense permuted "
                                       "view (attention's k^T) and the honest pass's the same view with gaps (its k of a "
                                       "fused QKV), eager describes in the logical order, not its own, so 127739d9 "
                                       "caps its description at h again and the honest child's copy convicts it")
def test_an_honest_gapped_view_is_not_convicted_where_eager_s_is_a_dense_permute():
    found = [layouts25d.case(name, torch.float16) for name in ("fused_k_transposed", "permuted_eager")
             for _ in range(ATTEMPTS)]
    assert not any(record["convicted"] for record in found), found


@pytest.mark.parametrize("name", ["contiguous_eager", "transposed_eager_clean_pass"])
def test_the_controls_are_not_convicted(name):
    """Round 25c's case (eager contiguous: both orders logical, the description uncapped) and a pass returning eager's
    own dense permuted view (no copy on either side)."""
    found = layouts25d.case(name, torch.float16)
    assert not found["described_elsewhere"] and not found["convicted"], found


def test_the_cap_is_what_applies():
    """Where eager's own order is a dense permute and the pass's output has gaps, eager described elsewhere: its
    description (tens of h: a copy of the permute and the sketch) counts for h in the conviction's allowance."""
    found = layouts25d.case("fused_k_transposed", torch.float16)
    assert found["described_elsewhere"], found
    assert found["conviction_allowance"] * 3 < found["uncapped_conviction_allowance"], found


@pytest.mark.xfail(strict=True, reason="ALIAS_FLOOD (round 25d, low): a trial answer's aliases are bounded by the reply "
                                       "header only; each trial's are kept for the attempt and each pair eager does not "
                                       "declare becomes its own sentence of the variant's message")
def test_a_trial_answer_s_aliases_are_bounded():
    found = memory25d.alias_flood(trials=2)
    assert found["verdict_message_mib"] < 0.1 and found["pairs"] <= 1 << 12, found
