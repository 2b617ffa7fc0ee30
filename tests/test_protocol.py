"""The child protocol (``pytest_passnet/protocol.py``): requests as the child reads them, replies as
the trusted side reads them, and the child's answer to a request it cannot read."""

from __future__ import annotations

import math
import os
import threading

import pytest
import torch

from pytest_passnet import protocol
from pytest_passnet.fingerprint import BUCKETS, chunk_length
from pytest_passnet.passes import REJECTION_START
from pytest_passnet.result import Status
from pytest_passnet.sandbox.channel import Channel

REQUESTS = [
    protocol.Load("pass_mgr", "/scratch", "cpu", "full", side="eager"),
    protocol.Prepare("/models/1/model.py", 3, {"x": torch.ones(2)}, [{"name": "x"}]),
    protocol.Prepare("/models/1/model.py", 3, {}, None),
    protocol.PrepareAgain(3), protocol.Time(10), protocol.Prime(), protocol.Trial((1 << 63) - 1, [0, 2]),
    protocol.Describe([[1, 0, 2], None, []]),
    protocol.Audit([[0, 2]]),
    protocol.Outputs([1]), protocol.Findings(), protocol.KernelTime(), protocol.Recheck(7, []),
]


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: r.command.value)
def test_every_request_reads_back_as_sent(request_):
    assert protocol.read_request(request_.message()) == request_


@pytest.mark.parametrize(("message", "said"), [
    ({"command": "shutdown"}, "an unknown command"),
    ({"seed": 1}, "an unknown command"),
    ([], "a message must be a mapping"),
    ({"command": "trial"}, "the keys must be"),
    ({"command": "trial", "seed": 1, "written": [], "extra": 0}, "the keys must be"),
    ({"command": "trial", "seed": -1, "written": []}, "trial.seed must be"),
    ({"command": "trial", "seed": 1 << 63, "written": []}, "trial.seed must be"),
    ({"command": "trial", "seed": True, "written": []}, "trial.seed must be"),
    ({"command": "trial", "seed": 1, "written": [-1]}, "trial.written must be"),
    ({"command": "time", "trials": 2.0}, "time.trials must be"),
    ({"command": "audit", "chunks": [[0, "1"]]}, "audit.chunks must be"),
    ({"command": "describe", "seed": 1}, "the keys must be"),
    ({"command": "prepare", "model": "m", "warmup": 1, "inputs": {"x": [1.0]}, "metas": None}, "prepare.inputs must be"),
    ({"command": "load", "compiler": "eager", "sample_dir": "/s", "device": "cpu", "guard": "full", "side": "x"}, "side must"),
])
def test_a_request_that_breaks_the_protocol_is_refused_saying_how(message, said):
    with pytest.raises(protocol.MalformedMessage, match=said):
        protocol.read_request(message)


def test_the_child_answers_a_request_it_cannot_read_with_a_failure_and_serves_on():
    """Not left unanswered (the trusted side would wait for its timeout), not a crash: a kernel_error."""
    from pytest_passnet.sandbox.child.__main__ import serve

    to_child, from_child = os.pipe(), os.pipe()
    child = Channel(to_child[0], from_child[1], role="child")
    trusted = Channel(from_child[0], to_child[1], role="trusted")
    threading.Thread(target=serve, args=(child,), daemon=True).start()
    assert protocol.Ready.read(trusted.receive(timeout=30)) == protocol.Ready()
    said = []
    for message in ({"command": "shutdown"}, {"command": "trial", "seed": "1", "written": []}, {"command": "findings"}):
        trusted.send(message)
        failure = protocol.Failure.read(trusted.receive(timeout=30))
        assert failure.status is Status.KERNEL_ERROR and failure.stage == "run"
        said.append(failure.text)
    assert "an unknown command" in said[0] and "trial.seed must be" in said[1]
    assert "NoneType" in said[2]  # read, then failed for want of a loaded side


BYTES = "0123456789abcdef" * 2  # a chunk's byte digest: 32 lowercase hex characters
SKETCH = [[0.0] * BUCKETS, [0.0] * BUCKETS]  # a chunk's bucket sums and bucket L1s
JUDGED = (torch.ones(2),)  # one float32 output of 2 elements: one chunk


def _trial(**changed) -> dict:
    return {**protocol.TrialDone(1.0, None, [[BYTES]], [[0]], []).message(), **changed}


@pytest.mark.parametrize(("reply", "said"), [
    (_trial(e2e_ms=math.nan), "e2e_ms must be 0 or a number of ms from a nanosecond to a day"),
    (_trial(e2e_ms=-1.0), "e2e_ms must be 0 or a number of ms"),
    (_trial(e2e_ms=10 ** 400), "e2e_ms must be 0 or a number of ms"),  # JSON's ints have no bound; math.isfinite overflows
    (_trial(e2e_ms=1.7976931348623157e308), "e2e_ms must be 0 or a number of ms"),  # overflowed the medians (round 39b)
    (_trial(e2e_ms=5e-324), "e2e_ms must be 0 or a number of ms"),  # a speedup of Infinity (round 41b)
    (_trial(digests=[[BYTES[:-1]]]), "chunk digests, each 32 lowercase hex characters"),
    (_trial(digests=[[BYTES + "0"]]), "lowercase hex"),
    (_trial(digests=[[BYTES.upper()]]), "lowercase hex"),
    (_trial(digests=[["g" * 32]]), "lowercase hex"),
    (_trial(digests=[[int(BYTES, 16)]]), "lowercase hex"),
    (_trial(digests=[BYTES]), "at most 64 chunk digests"),
    (_trial(digests=[[BYTES] * 65]), "at most 64 chunk digests"),
    (_trial(digests=[[BYTES], None]), "one entry per output"),
    (_trial(digests=[None]), "at most 64 chunk digests"),
    (_trial(gpu_ms=1.0), "gpu_ms must be null off CUDA"),
    (_trial(orders=[[1]]), "a permutation of its dimensions"),
    (_trial(orders=[[0, 0]]), "a permutation of its dimensions"),
    (_trial(orders=[[]]), "a permutation of its dimensions"),
    (_trial(orders=[[True]]), "a permutation of its dimensions"),
    (_trial(orders=[None]), "a permutation of its dimensions"),
    (_trial(orders=[[0], [0]]), "one entry per output"),
    (_trial(extra=1), "the keys must be"),
    (_trial(overlapping=[]), "the keys must be"),  # it comes after the span (red team round 22a)
    (_trial(aliases=[[0]]), "aliases must list"),
    (_trial(aliases=[[1, 0]]), "each output below 1"),  # one output
    (_trial(aliases=[[0, 0], [0, 0]]), "distinct"),
    (_trial(aliases=[[0, j] for j in range(1025)]), "at most 1024 distinct"),  # red team round 25d's flood
    (_trial(digest=[[2, 2, [1.0], [1.0], [0.5], [], *SKETCH, [BYTES]]]), "the keys must be"),  # the whole entry
    ({k: v for k, v in _trial().items() if k != "digests"}, "the keys must be"),
])
def test_a_trial_answer_that_breaks_the_protocol_is_malformed(reply, said):
    with pytest.raises(protocol.MalformedMessage, match=said):
        protocol.TrialDone.read(reply, cuda=False, judged=JUDGED)


def test_a_sound_trial_answer_reads_as_a_record():
    done = protocol.TrialDone.read(_trial(), cuda=False, judged=JUDGED)
    assert (done.e2e_ms, done.gpu_ms, done.digests, done.orders, done.aliases) == (1.0, None, [[BYTES]], [[0]], [])
    assert protocol.TrialDone.read(_trial(digests=[None], orders=[None]), cuda=False, judged=(1.0,)).digests == [None]
    with pytest.raises(protocol.MalformedMessage, match="null where it is not a tensor"):
        protocol.TrialDone.read(_trial(digests=[None], orders=[[0]]), cuda=False, judged=(1.0,))


def _described(**changed) -> dict:
    return {**protocol.Described([[2, 2, [1.0], [1.0], [0.5], [], *SKETCH]], []).message(), **changed}


@pytest.mark.parametrize(("reply", "said"), [
    (_described(description=[[2, 2, [10 ** 400], [1.0], [0.5], [], *SKETCH]]), "L1 and L2 norms"),
    (_described(description=[[2, 2, [1.0], [1.0], [-10 ** 400], [], *SKETCH]]), "finite Ps"),
    (_described(description=[[2, 2, [1.0], [1.0], [0.5], []]]), "a description entry is"),  # no sketch (round 21a)
    (_described(description=[[2, 2, [1.0], [1.0], [0.5], [], *SKETCH, [BYTES]]]), "a description entry is"),
    (_described(description=[[2, 3, [1.0], [1.0], [0.5], [], *SKETCH]]), "a description entry is"),
    (_described(description=[[2, 2, [1.0], [1.0], [0.5], [], [0.0], [0.0]]]), "finite bucket sums"),
    (_described(description=[[2, 2, [1.0], [1.0], [0.5], [[1] + [0.0] * 11], *SKETCH]]), "special chunks are"),
    (_described(description=[None]), "a description entry is"),
    (_described(description=[]), "one entry per output"),
    (_described(aliases=[]), "the keys must be"),  # inside the span: the inputs kept after it (red team round 25a)
    ({k: v for k, v in _described().items() if k != "overlapping"}, "the keys must be"),
])
def test_a_description_that_breaks_the_protocol_is_malformed(reply, said):
    with pytest.raises(protocol.MalformedMessage, match=said):
        protocol.Described.read(reply, JUDGED, [[BYTES]])


@pytest.mark.parametrize(("numel", "digests"), [(2, [BYTES, BYTES]), (2, []), (300_000, [BYTES])])
def test_a_description_of_other_chunks_than_the_span_committed_is_refused(numel, digests):
    """The description comes after the span: its element count and chunk length must make as many chunks as the
    span's digests (one for 2 float32 elements, two for 300,000), whatever else it holds."""
    length = chunk_length(numel, 4)
    chunks = -(-numel // length)
    entry = [numel, length, [1.0] * chunks, [1.0] * chunks, [0.5] * chunks, [], [0.0] * (chunks * BUCKETS),
             [0.0] * (chunks * BUCKETS)]
    with pytest.raises(protocol.MalformedMessage, match=f"must make the {len(digests)} chunks whose digests the trial "
                                                        f"committed \\(they make {chunks}\\)"):
        protocol.Described.read(_described(description=[entry]), JUDGED, [digests])


def test_a_sound_description_reads_as_the_whole_fingerprint():
    """Read back, each entry ends with the chunk digests the span committed: the entry ``fingerprint``'s checks read."""
    described = protocol.Described.read(_described(overlapping=[0]), JUDGED, [[BYTES]])
    assert described.description == [[2, 2, [1.0], [1.0], [0.5], [], *SKETCH, [BYTES]]]
    assert described.overlapping == [0]
    assert protocol.Described.read(_described(description=[None]), (1.0,), [None]).description == [None]


def test_a_failure_names_only_a_status_a_child_may_cause():
    failure = protocol.Failure.read({"failure": {"status": "correct", "message": "trust me", "stage": "run"}})
    assert failure.status is Status.KERNEL_ERROR and "may not cause" in failure.text
    for broken in ({"failure": {"status": "kernel_error", "message": "m"}},  # no stage
                   {"failure": {"status": "kernel_error", "message": 1, "stage": "run"}},
                   {"failure": {"status": "kernel_error", "message": "m", "stage": "later"}},
                   {"failure": {"status": "kernel_error", "message": "m", "stage": "run"}, "ready": True}):
        with pytest.raises(protocol.MalformedMessage):
            protocol.Failure.read(broken)
    assert protocol.Failure.read(protocol.Ready().message()) is None


@pytest.mark.parametrize("reply", [
    {"outputs": torch.ones(1), "findings": [], "written": [], "aliases": []},  # overlapping missing
    {"outputs": {"a": torch.ones(1)}, "findings": [], "written": [], "aliases": [], "overlapping": []},
    {"outputs": torch.ones(1), "findings": [1], "written": [], "aliases": [], "overlapping": []},
    {"outputs": torch.ones(1), "findings": [], "written": [-1], "aliases": [], "overlapping": []},
    {"outputs": torch.ones(1), "findings": [], "written": [], "aliases": [], "overlapping": [], "eager": 1},
])
def test_an_outputs_answer_that_breaks_the_protocol_is_malformed(reply):
    with pytest.raises(protocol.MalformedMessage):
        protocol.OutputsDone.read(reply)


def test_ready_and_the_compile_report_are_checked_too():
    with pytest.raises(protocol.MalformedMessage, match="ready must be true"):
        protocol.Ready.read({"ready": 1})
    with pytest.raises(protocol.MalformedMessage, match="a compile report has the keys"):
        protocol.CompileReport.read({"applied": {}, "diagnostics": []})
    with pytest.raises(protocol.MalformedMessage, match="replaced_lines must list"):
        protocol.CompileReport.read({**protocol.CompileReport({}, [], [], []).message(), "replaced_lines": [0]})
    report = protocol.CompileReport({"P": 2}, ["d"], [], [3, 1, 3], {"Q": "rules"}).message()
    assert protocol.CompileReport.read(report) == protocol.CompileReport({"P": 2}, ["d"], [], [1, 3], {"Q": "rules"})


@pytest.mark.parametrize(("changed", "said"), [
    ({"dropped": {"Q": "bad luck"}}, "dropped must map"),
    ({"dropped": {"Q": ["rules"]}}, "dropped must map"),
    ({"dropped": ["Q"]}, "dropped must map"),
    ({"rejected": ["[PassBench limits] Q.py dropped: all good"]}, "rejected must start .\\[PassBench static validator"),
    ({"rejected": ["implausible speedup: not mine"]}, "rejected must start .\\[PassBench static validator"),
])
def test_a_compile_report_names_dropped_files_only_by_name_and_reason(changed, said):
    """The trusted side writes the lines for dropped files; a child's text may not pose as one."""
    with pytest.raises(protocol.MalformedMessage, match=said):
        protocol.CompileReport.read({**protocol.CompileReport({}, [], [], []).message(), **changed})


def test_a_childs_one_line_texts_stay_on_one_line():
    report = protocol.CompileReport.read(protocol.CompileReport(
        {"P\nx": 1}, ["d\n## h"], [REJECTION_START + "r\u2028overall: AS 1.0"], []).message())
    assert report.applied == {"P\\x0ax": 1} and report.diagnostics == ["d\\x0a## h"]
    assert report.rejected == [REJECTION_START + "r\\u2028overall: AS 1.0"]
    kernel = {"median": 1.0, "method": "m\nx", "note": "n\ny"}
    done = protocol.KernelDone.read({"kernel": kernel, "note": protocol.KERNEL_NOTE_START + "why\nlaunch-bound"})
    assert (done.note, done.kernel["method"], done.kernel["note"]) == (
        protocol.KERNEL_NOTE_START + "why\\x0alaunch-bound", "m\\x0ax", "n\\x0ay")
    with pytest.raises(protocol.MalformedMessage, match="kernel.median must be 0 or a number of ms"):
        protocol.KernelDone.read({"kernel": {**kernel, "median": 10 ** 400}, "note": None})
    with pytest.raises(protocol.MalformedMessage, match="note must start .kernel time not measured"):
        protocol.KernelDone.read({"kernel": None, "note": "launch-bound: mine"})
