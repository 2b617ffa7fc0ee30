"""Round 48a: session 32's fixes after rounds 46a/46b (``5e301353``: a reply header's lists and objects bounded before
``json.loads``, parsed with the cyclic collector paused; ``cedaf1a2``: the watch's walks ``realtime.set_aside``,
``others_stopped`` leaving out what the file-table watch holds), on the real channel, protocol, ``Sandbox``,
``Sandboxes`` and ``FileTableWatch`` (``premises48a``). Root premises run in a private mount namespace whose /run is
their own (the product's leases from the round's uids, 1,501,500-1,501,599)."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from pytest_passnet.sandbox.process import REPLY_HEADER_CONTAINERS
from tests.adversarial.redteam.needs import needs_bwrap, needs_memcg

from . import premises48a

# Root with unshare: a real-time trusted side, the product's leases in a private /run
needs_root = pytest.mark.skipif(not (os.geteuid() == 0 and shutil.which("unshare")),
                                reason="needs root and unshare (a real-time trusted side, leased uids of no account)")
_LATE_MS = 80.0


def _brief(found: dict, drop: tuple[str, ...] = ()) -> str:
    return json.dumps({k: v for k, v in found.items() if k not in drop})[:3000]


def test_a_reply_of_empty_lists_starts_no_full_collection_while_the_trusted_side_reads_it():
    """GC_AFTER_PARSE (cost): ``Channel.receive`` (as ``Sandbox`` makes the channel) and the protocol's reading of a
    prepare's reply (``Failure.read``, ``Ready.read``) of a body of 65,530 empty lists, interleaved with a control of
    one long string of 1 MiB, in a process that imported what a trusted worker imports, its collector six middle
    collections past its last full one (``premises48a.parse_costs``; from four the reply's own 7 make a full one,
    in most rounds at four, in every round from six: see ``premises48a.CHURN``). A thread doing what
    the memory watch's wake does (``host_memory.room``, a signal, every 5 ms) measures how late it ran. The product
    holds where the reply makes that thread no later than ``_LATE_MS`` in the best of three rounds. Held since the
    lead's fix after the round (was FOOLED 18 of 18 idle: 77-330 ms with the GIL held, the thread late 81-264 ms):
    ``Channel.receive`` decodes with the collector paused too (``channel._collector_paused``), and the trusted process
    freezes what it imported (``hardening.harden_trusted_process``)."""
    found = premises48a.parse_costs(3, ("lists", "text"))
    brief = _brief(found)
    runs = found.get("runs", {})
    assert runs and found["sizes"]["lists"][1] <= REPLY_HEADER_CONTAINERS, brief
    assert all(run["said"] == "MalformedMessage" for shape in runs.values() for run in shape), brief
    assert min(run["late_ms"] for run in runs["text"]) < _LATE_MS, brief  # the control: the thread keeps its pace
    assert min(run["late_ms"] for run in runs["lists"]) < _LATE_MS, brief


def _held(found: dict) -> bool:
    """The watch ended the split filler before the kernel ended anything (round 35b's OOM_SPLIT held)."""
    return found.get("ended", [])[:1] == ["filler"] and found.get("oom_kills") == ["oom_kill 0"]


_GC_BRIEF = ("watch_policy", "gc_counts", "gen2_objects", "room_before_mib", "reply", "receive_ms", "full_gc",
             "watch_silent_s", "ended", "oom_kills", "verdict", "error")


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_a_split_filler_whose_reply_is_one_long_string_is_ended_before_any_oom_kill():
    """GC_AFTER_PARSE's control (held, plain): round 46a's split filler and honest child (root, the real-time watch, a
    1 GiB memory cgroup), the filler's reply a body of one 196 KiB string and a piped tensor, the trusted side's
    collector four middle collections past its last full one: the reply is read in ~3 ms, no collection starts, the
    watch stays within 22-32 ms of its pace and ends the filler first (8 of 8 here)."""
    found = premises48a.gc_hold(False, churn=4)
    brief = premises48a.premises46a.brief(found, _GC_BRIEF)
    assert found.get("watch_policy") == 1 and found.get("reply", "").startswith("the sandboxed process sent"), brief
    assert found.get("full_gc") == [] and _held(found) and found["verdict"].startswith("[passnet limits]"), brief


@needs_root
@needs_memcg
@needs_bwrap
@pytest.mark.slow
def test_a_split_filler_whose_reply_makes_a_full_collection_is_ended_before_any_oom_kill():
    """GC_AFTER_PARSE end to end: the control's filler, its reply's body 65,530 empty lists (within both of the
    channel's bounds: 196 KiB, 65,536 lists and objects), written so that the write returns as the trusted side reads
    the tensor behind it, right before ``_decode``; its pieces fill then. The product holds where the watch ends the
    filler before any OOM kill. Held since the lead's fix (was FOOLED 6 of 12: the collection took 127-153 ms there)."""
    found = premises48a.gc_hold(True, churn=4)
    brief = premises48a.premises46a.brief(found, _GC_BRIEF)
    assert found.get("watch_policy") == 1 and found.get("reply", "").startswith("the sandboxed process sent"), brief
    assert _held(found), brief


@pytest.mark.slow
def test_honest_replies_reach_the_header_s_bytes_long_before_its_lists_and_objects():
    """HONEST_BOUND (held, plain): the replies a child builds with the product's own code (``fingerprint.trial_digests``,
    ``trial_description``, ``OutputsDone``) hold 2, 7 and 3 lists and objects an output; for every output shape but an
    empty one (0 elements) the header's 1 MiB is full before its 65,536 lists and objects, at hundreds to tens of
    thousands of outputs. Only a ``Described`` of 9,362 empty outputs (or a ``TrialDone`` of 32,768) would be refused
    by the new bound while under the bytes: no subgraph returns that many (reasoned). Texts: a compile report's
    brackets count too, but 65,536 of them in 1 MiB is one character in sixteen, beyond an FX graph's code."""
    found = premises48a.honest_containers()
    brief = _brief(found)
    for name, counted in found.items():
        kind, shape = name.split("/")
        if shape == "empty":
            continue
        assert counted["outputs_at_bytes"] < counted["outputs_at_containers"], brief
    assert found["describe/empty"]["outputs_at_containers"] >= 9_000, brief
    assert found["trial/empty"]["outputs_at_containers"] >= 30_000, brief


@needs_root
@needs_bwrap
@pytest.mark.slow
def test_a_held_trial_walks_none_of_the_pass_s_threads_at_real_time_priority():
    """RT_HOLD_LOOK: a pass's child of 58 processes of 17 threads (under ``policy.CHILD_THREADS``), held trials of the
    real ``Sandbox.request`` (a ``protocol.Trial`` with its ``Hold``: armed), alternately real-time and the product's
    fallback (``realtime._refused``), the worker's thread and a timed stand-in on CPU 0
    (``premises48a.hold_look``). Held since the lead's fix after the round (was FOOLED: ``arm`` made the thread
    SCHED_FIFO before ``Hold.__exit__``'s last look, 41-48 ms a trial at FIFO, and the stand-in made 0-245 marks in
    that window against 683-1,540 before): the look runs ``Sandbox.set_aside_realtime``, and the stand-in keeps at
    least half its progress through the real-time trials (1,587-1,685 of 1,619-1,811 after the fix)."""
    found = premises48a.isolated("hold_look", trials=6)
    brief = _brief(found)
    fifo = [trial for trial in found.get("trials", []) if trial["fifo"]]
    assert found.get("threads", 0) >= 900 and "broken" not in found and len(fifo) == 3, brief
    assert all(trial["progress"] * 2 >= trial["progress_before"] for trial in fifo), brief


@needs_root
@needs_bwrap
@pytest.mark.parametrize("fall", ["during", "after"])
@pytest.mark.slow
def test_what_the_file_table_watch_holds_runs_again_once_the_host_s_count_falls_back(fall):
    """HELD_RELEASED (held, plain): since ``cedaf1a2`` ``others_stopped`` leaves what the file-table watch holds out
    of its closing SIGCONT; an honest child held there (another process's files moved the host's count: played, as
    round 46b plays it) is not left stopped for good: once the count falls back, ``during`` the block (the watch could
    not look: the block holds its ``hold``) or ``after`` it, the watch's next turn continues it (29-31 ms here) and
    holds nothing."""
    found = premises48a.isolated("held_released", fall=fall)
    brief = _brief(found)
    assert found.get("held_before", 0) >= 1 and found.get("broke") is None and found.get("stood_after"), brief
    assert found.get("running_after") and found.get("held_after") == 0 and found.get("ended_for") is None, brief
    assert found.get("ran_again_after_ms", 1e9) < 1500, brief
