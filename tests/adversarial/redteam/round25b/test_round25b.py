"""Round 25b, emulated (``attacks25b``): the product's trial, describe and audit handlers, its reading of the replies,
its trusted clock and trial checks, on this process's CPU time (one torch thread, one attempt of 3 trials). About
20-30 s here; the views with gaps and the plugin run only with ``-m redteam``.

Both findings are held since 615add14: the digests are BLAKE3, which the product hashes faster than the eight-lane
BLAKE2b did (whose digests are no longer the product's: the liar is convicted at its first audit), and eager's
description counts for at most h in a conviction's allowance (the reversed order shelters nothing). Plain tests for
the rest: an honest pass in that order is scored at its call, the SIGCONT round's shelter buys no score, and
(``-m redteam``) the views-with-gaps liars stay within round 24a's factor of their controls."""

from __future__ import annotations

import time

import pytest
import torch

from pytest_passnet import fingerprint, measure
from pytest_passnet.result import Status
from tests.adversarial.redteam.round25b import attacks25b, fasthash

HELD_FACTOR = 3.0  # round 24a's: a liar scored no more than this many times its control's speedup is held
NEAR_CALL = 1 + measure.OVERHEAD_SLACK["cpu"]
needs_avx512 = pytest.mark.skipif(not fasthash.available(), reason="needs gcc and AVX-512F")


@pytest.fixture(scope="module")
def outcomes():
    made = {}

    def outcome(name: str) -> attacks25b.Outcome:
        if name not in made:
            made[name] = attacks25b.run_case(name, attacks25b.CASES[name])
        return made[name]

    return outcome


@needs_avx512
@pytest.mark.slow
def test_the_product_hashes_faster_than_the_eight_lane_blake2b():
    """The lever's premise gone (615add14): the product's BLAKE3 digests of 64 MiB take less time than the eight-lane
    BLAKE2b's (8 against 19 ms here), which are no longer the product's digests."""
    staging, output = fingerprint.Staging(), (torch.randn(4096, 4096),)
    orders = fingerprint.memory_orders(output)
    assert fasthash.trial_digests(output, orders, 99, staging) != fingerprint.trial_digests(output, orders, 99, staging)
    # Turn by turn, the least of each: a burst of load on the host falls on both (one side's block, then the other's,
    # put one on the product's threads alone: 35.7 against 26.0 ms under a helper's load).
    times = [(_wall_ms(lambda: fingerprint.trial_digests(output, orders, 99, staging)),
              _wall_ms(lambda: fasthash.trial_digests(output, orders, 99, staging))) for _ in range(7)]
    product, lanes = (min(side) for side in zip(*times))
    assert product < lanes, times


def _wall_ms(work) -> float:
    started = time.perf_counter()
    work()
    return (time.perf_counter() - started) * 1000


@needs_avx512
@pytest.mark.slow
def test_a_child_hashing_faster_than_hashlib_keeps_no_thousandth_claim(outcomes):
    """Held since 615add14: the eight-lane BLAKE2b's digests are not the product's BLAKE3: the audit convicts."""
    liar, control = outcomes("fast_hash_unpadded"), outcomes("fast_hash_control")
    assert liar.status is Status.CHEAT_DETECTED or liar.speedup <= HELD_FACTOR * control.speedup, (
        attacks25b.describe(liar), attacks25b.describe(control))


@pytest.mark.slow
def test_a_contiguous_liar_on_a_long_call_is_convicted(outcomes):
    """The orders attack's control: a thousandth claimed of a 340 ms call, eager's order."""
    liar = outcomes("orders_contiguous_liar")
    assert liar.status is Status.CHEAT_DETECTED, attacks25b.describe(liar)


@pytest.mark.slow
def test_an_order_costly_to_eager_s_description_shelters_no_false_claim(outcomes):
    """Held since 615add14: eager's description, twice as costly in the reversed order, counts for at most h."""
    liar = outcomes("orders_reversed_liar")
    assert liar.status is Status.CHEAT_DETECTED, attacks25b.describe(liar)


@pytest.mark.slow
def test_an_honest_pass_in_the_reversed_order_is_scored_at_its_call(outcomes):
    honest = outcomes("orders_reversed_honest")
    clock = honest.measurement.attempts[-1].clock
    assert honest.status is Status.CORRECT and clock.bound_ms <= NEAR_CALL * clock.claimed_ms, (
        attacks25b.describe(honest))


def test_the_sigcont_round_s_shelter_buys_no_score():
    """b699ec1b: a round as long as the call, the call run beside it: the lie is not convicted, but bounded exactly as
    the convicted one (the excess stays in the bound)."""
    bounds = attacks25b.continued_shelter()
    sheltered, ordinary = bounds["sheltered"], bounds["ordinary"]
    assert ordinary.false_claim and not sheltered.false_claim
    assert sheltered.bound_ms == ordinary.bound_ms >= 200.0 - sheltered.allowance_ms


@pytest.mark.parametrize("name", ["split", "rope", "column_slow"])
def test_a_dense_pass_where_eager_returns_views_with_gaps_is_held_near_its_control(gaps25b, name):
    """-m redteam: the reference child's copy of views with gaps is saved by a pass returning them dense; measured,
    within round 24a's factor of the control (docs/trust.md §7, medium-low)."""
    liar, control = gaps25b[f"{name}_liar"], gaps25b[f"{name}_control"]
    assert liar.status is Status.CHEAT_DETECTED or liar.speedup <= HELD_FACTOR * control.speedup, (
        attacks25b.describe(liar), attacks25b.describe(control))


def test_the_plugin_s_fast_hash_liar_is_held(plugin_run25b):
    """Held since 615add14 (BLAKE3): the eight-lane BLAKE2b's digests are not the product's."""
    liar, control = plugin_run25b["r25b_fast_hash_liar"], plugin_run25b["r25b_plain_control"]
    assert liar["status"] != "correct" or liar["speedup"]["e2e"] <= HELD_FACTOR * control["speedup"]["e2e"], (
        liar, control)
