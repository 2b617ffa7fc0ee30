"""Round 39b: every byte a pass's child sends is hostile (attacked at 9e20dbcc).

Quick tests: crafted replies written by a real process into a real pipe, read by the trusted side's own ``Channel``
(as ``Sandbox`` makes it) and ``protocol``'s checks (``premise39b``); the compiled side's claims then through
``measure``'s real trusted clock and statistics and ``score``'s pooled AS. ``-m redteam``: the same claims made by a
real pass's child through the plugin (``plugin39b``)."""

from __future__ import annotations

import math
import warnings

import pytest

from pytest_passnet import protocol
from pytest_passnet.measure import SideTiming, measure_with_retries
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sandbox.channel import ChannelClosed
from tests.adversarial.redteam.round39b import premise39b as p

FLOAT_MAX = "1.7976931348623157e308"


@pytest.mark.parametrize("claim", ["NaN", "Infinity", "-Infinity", "-1", "1e999", '"5"', "true", "[1]"])
def test_a_trial_claim_that_is_no_finite_non_negative_time_is_refused(claim):
    """Held: NaN, infinities (also 1e999, which Python's JSON reads as inf), negatives and non-numbers are
    ``MalformedMessage`` (``protocol._time``), read from a real pipe."""
    reply, _ = p.received(p.message(p.trial_done(claim)))
    assert isinstance(reply, dict), reply
    with pytest.raises(protocol.MalformedMessage):
        protocol.TrialDone.read(reply, False, (1.0,))


@pytest.mark.parametrize("depth", [500, 990, 3_000, 400_000])
def test_a_deeply_nested_reply_is_a_malformed_message_at_once(depth):
    """Held (DEEP_REPLY): lists nested 500 to 400,000 deep (the last fills the 1 MiB reply header) end in the
    decoder's or ``_decode``'s RecursionError, which ``Channel.receive`` turns into ``ChannelClosed`` (a malformed
    message: the child is ended, ``kernel_error``) in milliseconds; nothing else escapes."""
    reply, seconds = p.received(p.message(p.body(p.nested(depth))))
    assert isinstance(reply, ChannelClosed), reply
    assert seconds < 2.0, seconds


def _claimed(claim: float) -> tuple[dict, list[str]]:
    """A compiled side that claims ``claim`` ms for each of 10 trials whose spans the trusted clock saw at 5 ms
    (eager: 1 ms claimed in 1.5 ms spans), measured as ``pipeline`` measures a CPU variant (unguarded) and recorded
    as ``_record_timings`` records it; the numpy warnings raised."""
    compiled = SideTiming([claim] * 10, None, [5.0] * 10, [1.0] * 10, [0.1] * 10)
    eager = SideTiming([1.0] * 10, None, [1.5] * 10, [1.0] * 10, [0.1] * 10)
    with warnings.catch_warnings(record=True) as raised:
        warnings.simplefilter("always")
        measurement = measure_with_retries(lambda: compiled, lambda: eager, 2, guarded=False)
        record = {"timing": {**measurement.timing(), "attempts": [a.record() for a in measurement.attempts]},
                  "speedup": measurement.speedups()}
    return record, [str(w.message) for w in raised]


def test_a_claim_within_the_spans_is_recorded_as_standard_json():
    """The control: a claim within the spans (4.5 ms in 5 ms, eager's overhead 0.5 ms) is scored as claimed, and the
    record is standard JSON."""
    record, raised = _claimed(4.5)
    assert record["timing"]["compiled"]["e2e"]["median"] == 4.5 and not raised
    p.strict_json(record)


def test_a_compiled_claim_is_no_more_than_the_trusted_clock_saw_pass():
    """CLAIM_OVER_SPAN, held since the lead's fix after the round (was FOOLED, low): ``protocol._time`` took any finite
    time up to float max, and ``bound_by_trusted_clock`` cut only eager's claims to their spans. 1.797e308 ms, read
    from a real pipe as a trial's claim, overflowed ``stats`` and ``np.median`` (``Infinity`` in the run's JSON) and
    scored 0.0. Now a time above a day is malformed, and a compiled claim above its span counts as the span."""
    reply, _ = p.received(p.message(p.trial_done(FLOAT_MAX)))
    with pytest.raises(protocol.MalformedMessage, match="from a nanosecond to a day"):
        protocol.TrialDone.read(reply, False, (1.0,))
    record, raised = _claimed(86_400_000.0)
    assert record["timing"]["compiled"]["e2e"]["median"] <= 5.0 and not raised, record
    p.strict_json(record)


def _scored(speedup: float) -> VariantResult:
    return VariantResult(nodeid="n", sample="s", variant="v", status=Status.CORRECT, speedup={"e2e": speedup, "gpu": None},
                         correctness={"correct_at": {str(t): True for t in range(-10, 5)}})


def test_one_variant_s_claim_cannot_zero_the_pooled_score_of_the_run():
    """CLAIM_OVER_SPAN, the score (held since the fix; was FOOLED): an honest variant at speedup 2 pooled with the claimant (speedup 0.0 from 1e150 ms,
    which overflows nothing) gives the run's overall AS (``report.OverallScore.score``, the leaderboard's row) 0, far
    below what a failure's b = 0.1 would leave. The product holds where the pooled AS stays above the failure's."""
    from pytest_passnet.score import aggregated_score, es_curve

    record, raised = _claimed(1e150)
    assert not raised  # no overflow: the claim is silent
    speedup = record["speedup"]["e2e"]
    failed = VariantResult(nodeid="n", sample="s", variant="v", status=Status.KERNEL_ERROR)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        pooled = aggregated_score(es_curve([_scored(2.0), _scored(speedup)]))
        floor = aggregated_score(es_curve([_scored(2.0), failed]))
    print(speedup, pooled, floor)
    assert math.isfinite(pooled) and pooled >= floor > 0, (speedup, pooled, floor)


def test_the_judged_call_s_answer_names_only_inputs_that_exist():
    """HUGE_INDEX, held since the lead's fix after the round (was FOOLED, low: every index is now below
    ``protocol._LARGEST_INDEX``, and the flag that quotes them is bounded). Before, ``_indices`` checked each index
    is a distinct non-negative int, at most 1,024 of them, never below what: a reply's 1 MiB header carries 243 indices of 4,299 digits (Python's int parsing stops at 4,300), which
    ``pipeline._compiled_outputs`` (``pipeline.py:677-681``) quotes whole in a flag of the variant, ``correct`` or
    not: 1 MiB of child-chosen digits per variant in results.jsonl, report.json and the failure text, stated as the
    trusted side's finding. The product holds where an index no graph has (2**20 or more) is refused."""
    digits = "9" * 4299
    count = (p.REPLY_HEADER_BYTES - 200) // 4301
    written = "[" + ",".join(digits[:-3] + f"{i:03d}" for i in range(count)) + "]"
    reply, _ = p.received(p.message(p.body('{"outputs": [1.0], "findings": [], "written": ' + written
                                             + ', "aliases": [], "overlapping": []}')))
    assert isinstance(reply, dict), reply
    with pytest.raises(protocol.MalformedMessage):
        done = protocol.OutputsDone.read(reply)
        print(len(done.written), "indices,", len(str(done.written)), "characters quoted")


# -- through the plugin (-m redteam) ------------------------------------------------------------------------------


@pytest.mark.redteam
def test_the_honest_control_and_victim_are_correct(plugin_run39b):
    for name in ("r39b_control", "r39b_victim"):
        variant = plugin_run39b["variants"][name]
        assert variant["status"] == "correct" and variant["speedup"]["e2e"] > 0, (name, variant["status"],
                                                                                    variant["message"])


@pytest.mark.redteam
def test_a_child_s_claims_leave_report_json_standard_and_the_pooled_score_above_zero(plugin_run39b):
    """CLAIM_OVER_SPAN in the plugin, held since ``39e4f31a`` (was FOOLED, low): the claimant is now ``kernel_error``
    (its claim malformed), report.json is standard JSON and the pooled AS 0.011 (was 0)."""
    claim = plugin_run39b["variants"]["r39b_claim"]
    print(claim["status"], claim["speedup"], plugin_run39b["overall"], plugin_run39b["not_standard_json"])
    assert plugin_run39b["not_standard_json"] is None
    assert plugin_run39b["overall"]["score"] and plugin_run39b["overall"]["score"] > 0


@pytest.mark.redteam
def test_a_child_s_written_inputs_make_no_flag_longer_than_a_text_of_its_own(plugin_run39b):
    """HUGE_INDEX in the plugin, held since ``39e4f31a`` (was FOOLED, low: an 860 KB flag)."""
    flags = plugin_run39b["variants"]["r39b_claim"]["flags"]
    assert max(map(len, flags), default=0) <= protocol.MESSAGE_CHARS, [flag[:200] for flag in flags]
