"""Round 37b: honest twins of eager through the real plugin under the children's allocator (04e94225: tcache and
fastbins off, no mmap, no trim), and passes whose child changes its own allocator. The quick test checks the round's
passes are ordinary ones; the plugin run (``-m redteam``, about 2 minutes) scores them. CPU, plain process as root,
the trusted allow-list off as in every red-team run."""

from __future__ import annotations

import pytest

from pytest_passnet.validator import passnet_rules, validate_pass_source
from tests.adversarial.redteam.round37b import plugin37b

# An honest twin runs eager's torch calls plus one interpreted token launch (about 0.5 ms here): it should score within
# this band, and correct, with no flag other than PassBench's note of a rule its limits dropped.
# The brief's band is 0.5-2x; the tests take a margin for this loaded 2-core host (observed with the guard on: 0.51-1.35x
# but for one 0.38x, see README).
BAND = (0.4, 2.5)
# Graphs whose eager call takes under ~2 ms in the child, where the token launch alone puts an honest twin below the
# band's floor (the interpreter's cost, not the verdict's): scored for correctness only (0.30-0.51x in 7 runs).
LAUNCH_BOUND = ("r37b_chain",)
# A liar is held where it scores no more than this many times its honest twin (the same graph, the same torch calls):
# THREAD_ARENA's liar scored 0.80-2.03x its twin (8 runs); FASTBIN_TAX's 0.82-1.40x (6 runs, a launch-bound graph).
ARENA_FACTOR = 1.25
TCACHE_FACTOR = 2.0


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


def _bad_flags(variant: dict) -> list[str]:
    """Flags but PassBench's dropped-rule note and the trusted clock's bound (scored at it); the clock's accusation
    (``the child's clocks do not tell the truth``) counts."""
    return [flag for flag in variant["flags"] if not flag.startswith("[PassBench limits]")
            and not (flag.startswith("[passnet trusted clock]") and "allows no less than" in flag)]


@pytest.mark.parametrize("rule", sorted(plugin37b.RULES))
def test_every_rule_of_the_round_is_an_ordinary_pass(rule):
    """PassBench's validator and the child's own rules accept each rule file, and the child's rules the helper (only
    the trusted allow-list, off in these runs, refuses its torch calls)."""
    text = plugin37b._rule_text(rule)
    helper = plugin37b.HELPER.replace("{mode}", "honest").replace("{computes}", plugin37b._computes([rule]))
    assert validate_pass_source(text) == [] and passnet_rules(text) == [] and passnet_rules(helper) == []


HONEST = [name for name, (_, mode) in plugin37b.SAMPLES.items() if mode == "honest"]


# Not strict: the gain is eager's faults against none, which the host's load can hide (2 cores here).
@pytest.mark.xfail(strict=False, reason="THREAD_ARENA (round 29a, open): eager's CPU topk over long rows maps and "
                                       "faults a 64 MiB queue on the intra-op worker every call (its arena's heaps are "
                                       "64 MiB at most, so MALLOC_MMAP_MAX_=0 does not hold there); a pass's child "
                                       "that sets M_ARENA_MAX to 1 at import pays none")
@pytest.mark.slow
def test_eager_s_parallel_topk_costs_no_more_than_with_the_one_arena_a_pass_s_child_can_give_itself():
    """``arena37b``: eager's topk in the children's settings (the reference child's) and with ``mallopt(M_ARENA_MAX,
    1)`` made by the process before its first parallel op (a pass's child at import), fresh interpreters taken in
    turn; the product holds where eager's median call is within 15 % of the one-arena process's."""
    from tests.adversarial.redteam import harness
    from tests.adversarial.redteam.round37b import arena37b

    runs = [arena37b.measured_apart(harness.children_allocator(), 6, arena) for arena in (0, 1, 0, 1)]
    medians = {arena: sorted(ms for run in runs if run["arena_max"] == arena for ms in run["ms"][1:])
               for arena in (0, 1)}
    eager, one_arena = (values[len(values) // 2] for values in medians.values())
    assert eager <= 1.15 * one_arena, runs


@pytest.mark.slow
def test_a_child_that_sets_one_arena_at_import_faults_no_topk_queue_after_its_first_call():
    """The liar's lever (control, counted in faults): after ``mallopt(M_ARENA_MAX, 1)`` made before the first parallel
    op, no topk call after the first faults its queue in (eager's every call does: round 29a's strict xfail
    ``test_eager_s_parallel_topk_faults_nothing_in_its_trials_in_the_children_s_settings``)."""
    from tests.adversarial.redteam import harness
    from tests.adversarial.redteam.round37b import arena37b

    one_arena = arena37b.measured_apart(harness.children_allocator(), 4, 1)
    assert all(faults < 1_000 for faults in one_arena["faults"][1:]), one_arena


@pytest.mark.redteam
@pytest.mark.parametrize("sample", HONEST)
def test_an_honest_twin_is_correct_and_scored_near_its_eager(plugin_run37b, sample):
    """Eager's own torch calls plus one token launch: ``correct``, no flag but PassBench's dropped-rule note and the
    trusted clock's bound (which only raises the compiled time), and within ``BAND`` unless launch-bound."""
    variant = plugin_run37b[sample]
    assert variant["status"] == "correct" and not _bad_flags(variant), (variant["status"], variant["message"],
                                                                          variant["flags"])
    if sample not in LAUNCH_BOUND:
        assert BAND[0] <= _speedup(variant) <= BAND[1], (_speedup(variant), variant["timing"])


# Not strict: the liar's gain is eager's faults, which the host's load can hide or enlarge (0.80-2.03x its twin here).
@pytest.mark.redteam
@pytest.mark.xfail(strict=False, reason="THREAD_ARENA (round 29a, open): a pass's child with mallopt(M_ARENA_MAX, 1) "
                                       "at import runs topk without mapping its 64 MiB queue afresh every call, as "
                                       "eager's reference child does")
def test_a_child_on_one_arena_scores_as_its_honest_topk_twin(plugin_run37b):
    liar, twin = plugin_run37b["r37b_topk_arena1"], plugin_run37b["r37b_topk"]
    held = liar["status"] != "correct" or _speedup(liar) <= ARENA_FACTOR * _speedup(twin)
    assert held, (_speedup(liar), _speedup(twin), liar["timing"], twin["timing"])


@pytest.mark.redteam
def test_a_child_with_tcache_and_fastbins_back_scores_near_its_honest_chain_twin(plugin_run37b):
    """FASTBIN_TAX through the plugin (round 36c, open, 5-10 %): no more than ``TCACHE_FACTOR`` its twin."""
    liar, twin = plugin_run37b["r37b_chain_tcache"], plugin_run37b["r37b_chain"]
    held = liar["status"] != "correct" or _speedup(liar) <= TCACHE_FACTOR * _speedup(twin)
    assert held, (_speedup(liar), _speedup(twin), liar["timing"], twin["timing"])
