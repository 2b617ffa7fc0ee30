"""Round 25d, quick (in-process, no child): 127739d9's ``described_elsewhere`` against honest layouts (``layouts25d``)
and what a trial answer's aliases hold in the trusted process (``memory25d``)."""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import protocol
from tests.adversarial.redteam.round25d import layouts25d, memory25d


# The CPU-time emulation is noisy on this shared host (one attempt convicted 2-3 of 4 times; any of 4 attempts about 9 in 10): the honest pass is held
# where no attempt of these is convicted.
ATTEMPTS = 2


@pytest.fixture(autouse=True)
def one_thread():
    """One torch thread, as the rounds' other CPU-time emulations: on a loaded 2-core host each parallel copy waits for
    a descheduled thread, which costs CPU time too (eager's description 1.3 s instead of 60 ms)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.mark.slow
def test_an_honest_gapped_view_is_not_convicted_where_eager_s_is_a_dense_permute():
    """HONEST_PERMUTED_CONVICTED, held since the round: eager described in the logical order (the compiled side's,
    whose output has gaps) is no order a pass chose, and its description is not capped
    (``pipeline._described_elsewhere``)."""
    found = [layouts25d.case(name, torch.float16) for name in ("fused_k_transposed", "permuted_eager")
             for _ in range(ATTEMPTS)]
    assert not any(record["convicted"] for record in found), found


@pytest.mark.parametrize("name", ["contiguous_eager", "transposed_eager_clean_pass"])
@pytest.mark.slow
def test_the_controls_are_not_convicted(name):
    """Round 25c's case (eager contiguous: both orders logical, the description uncapped) and a pass returning eager's
    own dense permuted view (no copy on either side)."""
    found = layouts25d.case(name, torch.float16)
    assert not found["described_elsewhere"] and not found["convicted"], found


def test_the_cap_no_longer_applies():
    """Where eager's own order is a dense permute and the pass's output has gaps, eager describes in the logical order:
    not elsewhere since the round, so its description (tens of h) counts whole in the conviction's allowance."""
    found = layouts25d.case("fused_k_transposed", torch.float16)
    assert not found["described_elsewhere"], found
    assert found["conviction_allowance"] == found["uncapped_conviction_allowance"], found


@pytest.mark.slow
def test_a_trial_answer_s_aliases_are_bounded():
    """ALIAS_FLOOD, held since the round: at most 1024 distinct pairs, outputs in range (``protocol._index_pairs``): the
    flood is a malformed answer (the pass's kernel_error), an answer of a few pairs reads as before."""
    with pytest.raises(protocol.MalformedMessage, match="at most 1024 distinct"):
        memory25d.alias_flood(trials=1)
    assert memory25d.alias_flood(trials=1, pairs=8)["findings"] == 7