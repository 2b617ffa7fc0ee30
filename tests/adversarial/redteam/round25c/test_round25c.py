"""Round 25c, quick (about 25 s): real confined children driven as ``pipeline._drive`` drives a CPU trial, with the
product's own ``pipeline._taken_back`` after each span (``window25c.py`` as root, plain process), scored by
``measure.bound_by_trusted_clock``; and 615add14's conviction threshold against an honest layout (``layouts25c``)."""

from __future__ import annotations

import pytest
import torch

from tests.adversarial.redteam.round25c import layouts25c, runs25c

CONFIGURATION = "root-process"
# A pass is held where it is scored no more than this many times faster than its honest twin (round 22a's factor).
HELD_FACTOR = 3.0


@pytest.fixture(scope="module")
def record() -> dict:
    found = runs25c.driven(CONFIGURATION)
    if isinstance(found, str):
        pytest.skip(found)
    return found


def _held(record: dict, liar: str, eager: str, twin: str) -> tuple[bool, dict, dict]:
    """Whether ``liar`` is held: convicted by the audits (its outputs after the decoy are not what its span committed
    to), or scored within ``HELD_FACTOR`` of its honest twin."""
    scored, control = runs25c.scored(record[liar], record[eager]), runs25c.scored(record[twin], record[eager])
    held = scored["convicted_by_audits"] or scored["false_claim"] or (
        scored["speedup"] <= HELD_FACTOR * max(control["speedup"], 1.0))
    return held, scored, control


@pytest.mark.slow
def test_the_honest_twin_is_scored_near_eager_and_kept_its_bytes(record):
    """Measured up to twice more where it falls outside the band, as the product measures again an attempt whose claims
    its clock finds false: the two sides run one after the other, and CI load on one alone scored the twin 0.14x and
    0.24x (local CI 9 and 6; within the band in 3 of 3 runs alone)."""
    twin = runs25c.scored(record["honest_twin"], record["honest"])
    for _ in range(2):
        if 1 / HELD_FACTOR <= twin["speedup"] <= HELD_FACTOR:
            break
        again = runs25c.driven(CONFIGURATION, ("honest", "honest_twin"))
        twin = runs25c.scored(again["honest_twin"], again["honest"])
    assert 1 / HELD_FACTOR <= twin["speedup"] <= HELD_FACTOR, twin
    assert all(record["honest_twin"]["intact_after_decoy"]) and all(record["honest_twin"]["committed_eager_s_bytes"])


@pytest.mark.slow
def test_the_decoy_convicts_round_25a_s_clone_liar(record):
    """af1ece38 held: the output that is a second mapping of the inputs file holds the decoy after the span, not the
    bytes its span committed to (eager's: ``committed_eager_s_bytes``), so every audit convicts it."""
    mapped = record["mapped"]
    assert all(mapped["committed_eager_s_bytes"]), mapped
    assert not any(mapped["intact_after_decoy"]), mapped


def test_an_honest_output_that_is_an_input_s_view_keeps_its_bytes(record):
    """No false finding from the decoy: the input an honest output aliases (as eager's does) is kept out of it."""
    pair = record["honest_pair"]
    assert pair["aliases"] == [[0, 0]] and all(pair["intact_after_decoy"]), pair


def test_a_copy_after_the_answer_does_not_escape_the_decoy(record):
    """WINDOW_COPY, held since the answer stops the child (``sandbox.answer_stop``): the copy its main thread starts
    right after the answer runs only once the take-back continues the child, on the decoy's bytes."""
    held, scored, control = _held(record, "window", "honest", "honest_twin")
    assert held, (scored, control, record["window"]["decoy_fill_ms"], record["window"]["copy_outside_span_ms"])


def test_a_copy_on_a_second_thread_does_not_escape_the_decoy(record):
    """The same copy on a thread started as the answer goes out: it runs until the trusted side's stop reaches it
    (here the plain mode's child is its PID namespace's init, which the group's stop does not reach), all of it inside
    the span; a 32 MiB copy never finished there."""
    held, scored, control = _held(record, "window_thread", "honest", "honest_twin")
    assert held, (scored, control, record["window_thread"]["copy_outside_span_ms"])


@pytest.mark.xfail(strict=False, reason="ALIAS_SHELTER: an input eager's output aliases is kept out of the decoy, and a "
                                        "clone of it returned as the mapped view keeps its bytes (round 25c, open, "
                                        "narrowed in session 29: 3.85x against the honest pair's 0.73x here, 1.44x "
                                        "in the plugin; held once in CI 40, where the host's load hid its saving)")
def test_an_input_kept_for_an_alias_shelters_no_mapped_clone(record):
    held, scored, control = _held(record, "mapped_pair", "honest_pair", "honest_pair")
    assert held, (scored, control, record["mapped_pair"]["aliases"])


@pytest.fixture
def one_thread():
    """One torch thread, as ``layouts25c``'s own command runs: on a loaded 2-core host each parallel copy waits for a
    descheduled thread, which costs CPU time too (about twice the emulation's whole time)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.mark.slow
def test_an_honest_gapped_permuted_view_is_not_convicted(one_thread):
    """HONEST_GAPS_CONVICTED, held since 127739d9: eager's description is capped at h only where eager described in
    the compiled side's order (here both orders are the logical one: the compiled output has gaps)."""
    found = [layouts25c.case("gapped_permute", dtype) for dtype in (torch.float16, torch.bool)]
    assert not any(record["convicted"] for record in found), found
