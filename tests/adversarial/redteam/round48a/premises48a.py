"""Round 48a's premises: the fixes of session 32 after rounds 46a/46b (``5e301353``, ``cedaf1a2``), on real confined
children where a child is needed.

- ``parse_costs()``: what each JSON shape a child may send within ``REPLY_HEADER_BYTES`` and
  ``REPLY_HEADER_CONTAINERS`` costs the trusted side, through the real ``Channel.receive`` and the protocol's reading
  (``Failure.read``, ``Ready.read``), in a process that imported what a trusted worker imports (torch, pytest, the
  plugin): the longest a watch-like thread (``host_memory.room`` and a signal every 5 ms) waited, and the cyclic
  collector's full collections meanwhile. Interleaved shape by shape.
- ``gc_hold(shape)``: GC_AFTER_PARSE end to end: round 46a's GIL_HOLD premise (``premises46a``: its split filler,
  honest child, root driver with the real-time watch, 1 GiB v1 memory cgroup), the filler's reply swapped for one of
  65,530 empty lists in its body (within both bounds) and a piped tensor behind it, so that its write returns as the
  trusted side reads the tensor, right before ``_decode``; the driver then reads it as the pipeline does. ``shape``
  "text": the control, a body of one long string (3 containers).
- ``honest_containers()``: the most lists and objects honest replies hold per byte, from the product's own
  fingerprint and channel code, against the two bounds.

    python -m tests.adversarial.redteam.round48a.premises48a [costs | gc | gc_control | honest]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.adversarial.redteam.round35a import premises35a
from tests.adversarial.redteam.round46a import premises46a

FIRST_UID = 1_501_500  # the round's uids of no account: 1,501,500-1,501,599 (leased from here as root, 16 of them)

# --------------------------------------------------------------------------------------------------------------------
# What a header costs the trusted side.

_COSTS = r'''
import gc, json, os, sys, tempfile, threading, time
import torch, pytest, numpy, rich
import pytest_passnet.plugin, pytest_passnet.session, pytest_passnet.pipeline
from pytest_passnet import protocol
from pytest_passnet.sandbox import channel, host_memory
from pytest_passnet.sandbox.process import REPLY_HEADER_BYTES as B, REPLY_HEADER_CONTAINERS as C
rounds, names, churn = int(sys.argv[1]), sys.argv[2].split(","), int(sys.argv[3])
TAIL = b'},"tensors":[]}'

def framed(body):
    return b'{"body":{' + body + TAIL

def most(unit, start):  # as many units as the header holds
    n = (B - len(b'{"body":{') - len(start) - len(TAIL) - 1) // (len(unit) + 1)
    return b",".join([unit] * n)

def keys(size=40):
    parts, i = [], 0
    while True:
        part = b'"k%x":0' % i
        if size + len(part) + 1 > B:
            return b",".join(parts)
        parts.append(part)
        size += len(part) + 1
        i += 1

SHAPES = {
    "lists": lambda: framed(b'"a":[' + b",".join([b"[]"] * (C - 6)) + b"]"),  # 65,530 empty lists
    "dicts": lambda: framed(b'"a":[' + b",".join([b"{}"] * (C - 6)) + b"]"),
    "keys": lambda: framed(keys()),  # ~150,000 distinct keys: one object
    "lists_keys": lambda: framed(b'"a":[' + b",".join([b"[]"] * (C - 6)) + b"]," + keys(3 * C + 40)),  # both
    "floats": lambda: framed(b'"a":[' + most(b"0.1", b'"a":[') + b"]"),
    "ints_4300": lambda: framed(b'"a":[' + most(b"9" * 4300, b'"a":[') + b"]"),
    "text": lambda: framed(b'"a":"' + b"x" * (B - 40) + b'"'),  # the control: one long string
}

def watch_like(stop, lateness):
    while not stop.is_set():
        due = time.perf_counter() + 0.005
        time.sleep(0.005)
        host_memory.room()
        os.kill(os.getpid(), 0)
        host_memory.room()
        lateness.append(time.perf_counter() - due)

full = []
def _timed(phase, info, _at=[0.0]):
    if info["generation"] == 2:
        if phase == "start":
            _at[0] = time.perf_counter()
        else:
            full.append(time.perf_counter() - _at[0])
gc.callbacks.append(_timed)

def churned():
    """As ``CHURN`` in ``gc_hold``'s driver: ``churn`` middle collections since the last full one (the executor's
    collect after each variant), no survivors pending."""
    gc.collect()
    while gc.get_count()[2] < churn:
        junk = [[] for _ in range(1000)]
        del junk

def one(raw):
    churned()
    with tempfile.TemporaryFile() as f:
        f.write(len(raw).to_bytes(8, "little") + raw)
        f.flush()
        f.seek(0)
        read_fd = os.dup(f.fileno())
    sink = os.open(os.devnull, os.O_WRONLY)
    ch = channel.Channel(read_fd, sink, None, role="trusted", max_header=B, max_containers=C)  # as Sandbox makes it
    stop, lateness = threading.Event(), []
    thread = threading.Thread(target=watch_like, args=(stop, lateness))
    thread.start()
    time.sleep(0.03)
    lateness.clear()
    full.clear()
    started = time.perf_counter()
    try:
        reply = ch.receive(timeout=5)
        protocol.Failure.read(reply)
        protocol.Ready.read(reply)  # as pipeline reads a prepare's reply: malformed, a kernel_error
        said = "read"
    except (channel.ChannelClosed, protocol.MalformedMessage) as exc:
        said = type(exc).__name__
    reply = None
    took = time.perf_counter() - started
    time.sleep(0.03)
    stop.set()
    thread.join()
    os.close(read_fd)
    os.close(sink)
    return {"ms": round(took * 1e3, 1), "late_ms": round(max(lateness) * 1e3, 1),
            "full_gc_ms": [round(x * 1e3, 1) for x in full], "said": said}

raws = {name: SHAPES[name]() for name in names}
gc.collect()
out = {"gen2_objects": len(gc.get_objects(2)), "sizes": {n: [len(r), r.count(b"[") + r.count(b"{")] for n, r in raws.items()},
       "runs": {n: [] for n in names}}
for _ in range(rounds):
    for name in names:  # interleaved, shape by shape
        out["runs"][name].append(one(raws[name]))
print(json.dumps(out), flush=True)
'''

COST_SHAPES = ("lists", "lists_keys", "dicts", "keys", "floats", "ints_4300", "text")


def parse_costs(rounds: int = 3, shapes: tuple[str, ...] = COST_SHAPES, churn: int = 6) -> dict:
    """Each shape's cost through the real channel and protocol, in a fresh process that imported what a trusted worker
    imports (see the module's docstring), its collector ``churn`` middle collections past its last full one before
    each reply (``CHURN``: at 4, the least, the reply's full collection came inside its reading in most rounds, not
    all; from 6 in every round). Under 20 s for 3 rounds here."""
    done = subprocess.run([sys.executable, "-c", _COSTS, str(rounds), ",".join(shapes), str(churn)], capture_output=True,
                          text=True, timeout=120, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else {"error": done.stderr[-1500:]}


# --------------------------------------------------------------------------------------------------------------------
# GC_AFTER_PARSE end to end: round 46a's GIL_HOLD premise with another reply.

# The filler's reply: a body of 65,530 empty lists (or, "text", one long string), a uint8 tensor piped behind it of
# 1 MiB and 16 KiB: with the pipe at 1 MiB (``AnswerStop``'s size) the write returns once the trusted side has read the
# header and 16 KiB of the tensor, i.e. parsed the header and reading the tensor; ``_decode`` comes next.
_REPLY = r'''
tensor = (1 << 20) + (16 << 10)
spec = b'{"dtype":"torch.uint8","shape":[%d],"bytes":%d}' % (tensor, tensor)
if heavy == 1:  # 65,530 empty lists
    body = b'{"a":[' + b",".join([b"[]"] * (65536 - 6)) + b"]}"
elif heavy == 2:  # distinct keys: one object, as many as 1 MiB holds
    keys, size, i = [], 120, 0
    while size < (1 << 20) - 200:
        keys.append(b'"k%x":0' % i)
        size += len(keys[-1]) + 1
        i += 1
    body = b"{" + b",".join(keys) + b"}"
else:  # the control: one string as long as the lists
    body = b'{"a":"' + b"x" * (65536 * 3 - 16) + b'"}'
header = b'{"body":' + body + b',"tensors":[' + spec + b"]}"
message = len(header).to_bytes(8, "little") + header + b"t" * tensor
def write_all(fd, data):  # a look's SIGSTOP cuts a pipe write short: the rest written after it
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
'''

_WRITE_OLD = "os.write(1, message)  # returns"
_WRITE_NEW = "write_all(1, message)  # returns"
_FILLER_OLD = (
    'unit = b"[" * 200 + b"]" * 200  # nests of empty lists: the slowest JSON per byte found (~100 ms a MiB unloaded)\n'
    'header = b"[" + b",".join([unit] * (((1 << 20) - 8 - 2) // (len(unit) + 1))) + b"]" if heavy else b"[0]"\n'
    "# The header, then a piped tensor's bytes: all but a page's worth past the pipe's 1 MiB fit once the header is read\n"
    'message = len(header).to_bytes(8, "little") + header + b"t" * ((1 << 20) - (16 << 10))\n')

# The driver: no 1 MiB sample parse first (it would run full collections of its own and reset the collector's
# counts), the reply read as the pipeline reads a prepare's (``Failure.read``, ``Ready.read``), the full collections
# timed, and a trusted worker's modules imported (pytest, the plugin): the heap a full collection walks.
_DRIVER_OLD = (
    'unit = b"[" * 200 + b"]" * 200  # what the heavy header\'s parse costs this process here, then freed\n'
    'sample = b"[" + b",".join([unit] * (((1 << 20) - 10) // 401)) + b"]"\n'
    "t = time.monotonic()\n"
    "parsed = json.loads(sample)\n"
    'said["json_ms"] = round((time.monotonic() - t) * 1e3, 1)\n'
    "del parsed, sample\n")
# The collector's counts at the reply: rounds of 1,000 short-lived lists (no survivor; each round one young collection,
# each eleventh a middle one) until CHURN middle collections have passed since the last full one. The reply's decode
# makes 7 more (65,530 lists copied: 86-87 young collections), and a full collection waits only for the eleventh
# (CPython 3.11's ``collect_generations``: the third generation's count over 10) and survivors of a quarter of the heap
# (the reply's 131,060 lists pass it). A worker's executor collects after each variant (counts 0); within a variant a
# pass of ~950 threads makes ~0.9 young collections per held trial (``hold_look``'s ``collections_per_trial``): 4
# middle ones after ~44 held trials. 4 is the least that triggers; 0: a driver fresh from its imports.
CHURN = 4
_DRIVER_NEW = r'''
import gc, pytest, pytest_passnet.plugin, pytest_passnet.session, pytest_passnet.pipeline
from pytest_passnet import protocol
FULL = []
def _timed(phase, info, _at=[0.0]):
    if info["generation"] == 2:
        if phase == "start":
            _at[0] = time.monotonic()
        else:
            FULL.append((round(_at[0], 4), round((time.monotonic() - _at[0]) * 1e3, 1)))
gc.callbacks.append(_timed)
said["gen2_objects"] = len(gc.get_objects(2))
rounds = 0
while rounds < 3000 and gc.get_count()[2] < CHURN:  # a trusted side that has run a while: short-lived containers
    junk = [[] for _ in range(1000)]
    del junk
    rounds += 1
said["gc_counts"] = gc.get_count()
'''
_RECEIVE_OLD = '''    channel.receive(timeout=10)
    said["reply"] = "parsed"
except ChannelClosed as exc:'''
_RECEIVE_NEW = '''    reply = channel.receive(timeout=10)
    said["reply"] = "parsed"
    protocol.Failure.read(reply)
    protocol.Ready.read(reply)  # as pipeline reads a prepare's reply
except (ChannelClosed, protocol.MalformedMessage) as exc:'''
_SILENT_OLD = 'said["returncodes"] = {'
_SILENT_NEW = ('said["full_gc"] = [(round(at - started, 3), ms) for at, ms in FULL if at >= started - 0.01]\n'
               'said["returncodes"] = {')


def gc_hold(heavy: bool | int = True, realtime: bool = True, loops: int = 0, churn: int = CHURN) -> dict:
    """GC_AFTER_PARSE (``heavy`` True or 1: the lists; 2: ~150,000 distinct keys instead, one object) or its control
    (False: a body of one string as long as the lists): which child ends first, the OOM kills, the watch's verdict, the
    full collections in the driver from the reply on. Under 20 s."""
    filler, driver = premises46a._GIL_FILLER, premises46a._GIL_DRIVER
    for old, new, text in ((_FILLER_OLD, _REPLY, "filler"), (_WRITE_OLD, _WRITE_NEW, "filler"), (_DRIVER_OLD, _DRIVER_NEW, "driver"),
                           (_RECEIVE_OLD, _RECEIVE_NEW, "driver"), (_SILENT_OLD, _SILENT_NEW, "driver")):
        if text == "filler":
            assert filler.count(old) == 1, old
            filler = filler.replace(old, new)
        else:
            assert driver.count(old) == 1, old
            driver = driver.replace(old, new)
    driver = driver.replace("CHURN", str(churn))
    code = premises46a.as_root_driver(driver.replace("WATCH_THREAD\n", premises46a._WATCH_THREAD), realtime,
                                      first_uid=FIRST_UID).replace(
        "start(HONEST", "start(" + repr(premises35a._HONEST)).replace("start(FILLER", "start(" + repr(filler))
    with premises46a.busy(loops):
        found, kills = premises46a.in_group(
            code, [str(premises46a.HONEST_MIB), f"{premises46a.PIECE_MIB},{premises46a.REST_MIB},{int(heavy)}",
                   str(premises46a.ABOVE_MIB)], timeout=90)
    found["oom_kills"] = kills
    return found


# --------------------------------------------------------------------------------------------------------------------
# HONEST_BOUND: what honest replies hold, built by the product's own child code.

HONEST_SHAPES = {"empty": (0,), "scalar": (), "one": (1,), "small": (3, 4), "row": (256,), "chunks": (3 << 18,)}


def _header(payload: dict) -> bytes:
    """The header ``Channel.send`` writes for ``payload`` (its tensors' specs; no spill folder)."""
    from pytest_passnet.sandbox import channel
    tensors: list = []
    body = channel._encode(payload, tensors)
    specs = [{"dtype": str(t.dtype), "shape": list(t.shape), "bytes": t.numel() * t.element_size()} for t in tensors]
    return json.dumps({"body": body, "tensors": specs}).encode()


def honest_containers(outputs: int = 8) -> dict:
    """For each output shape of ``HONEST_SHAPES`` (float32, values drawn), ``outputs`` of them and twice as many: the
    replies a child builds for them (``TrialDone``, ``Described``, ``OutputsDone``: ``fingerprint.trial_digests``,
    ``trial_description``, the child's messages) as headers: bytes and lists-and-objects per output, and how many
    outputs reach each bound (``REPLY_HEADER_BYTES``, ``REPLY_HEADER_CONTAINERS``). Under a second."""
    import torch

    from pytest_passnet import fingerprint, protocol
    from pytest_passnet.sandbox.process import REPLY_HEADER_BYTES, REPLY_HEADER_CONTAINERS

    def replies(count: int, shape: tuple) -> dict[str, bytes]:
        torch.manual_seed(0)
        made = tuple(torch.randn(shape) for _ in range(count))
        orders = fingerprint.memory_orders(made)
        staging = fingerprint.Staging()
        trial = protocol.TrialDone(1.0, None, fingerprint.trial_digests(made, orders, 7, staging), orders, [])
        described = protocol.Described(fingerprint.trial_description(made, orders, 7, staging), [])
        done = protocol.OutputsDone(made, [], [], [], [])
        return {"trial": _header(trial.message()), "describe": _header(described.message()),
                "outputs": _header(done.message())}

    found = {}
    for name, shape in HONEST_SHAPES.items():
        small, large = replies(outputs, shape), replies(2 * outputs, shape)
        for kind in small:
            per_byte = (len(large[kind]) - len(small[kind])) / outputs
            per_box = (large[kind].count(b"[") + large[kind].count(b"{") - small[kind].count(b"[")
                       - small[kind].count(b"{")) / outputs
            found[f"{kind}/{name}"] = {"bytes_per_output": round(per_byte, 1), "containers_per_output": per_box,
                                       "outputs_at_bytes": int(REPLY_HEADER_BYTES // per_byte),
                                       "outputs_at_containers": int(REPLY_HEADER_CONTAINERS // per_box) if per_box
                                       else None}
    return found


# --------------------------------------------------------------------------------------------------------------------
# RT_HOLD_LOOK: what a held trial runs real-time on the worker's own thread (``AnswerStop.arm`` makes it SCHED_FIFO
# inside ``Sandbox.request``'s ``with hold``, before ``Hold.__exit__``'s last look and SIGCONT round; ``wait``'s
# ``stop_threads`` after the answer; ``_unscheduled`` at its end).

# A pass's child of PROCS processes of THREADS threads each (sleeping), answering every request at once.
_WIDE = r"""
import os, threading, time
from pytest_passnet.sandbox.channel import Channel
read_fd, write_fd = os.dup(0), os.dup(1)
os.dup2(2, 1)
channel = Channel(read_fd, write_fd, None, role="child")
def sleeper():
    while True:
        time.sleep(60)
def threads(count):
    for _ in range(count):
        threading.Thread(target=sleeper, daemon=True).start()
for _ in range(PROCS - 1):
    if os.fork() == 0:
        threads(THREADS - 1)
        sleeper()
threads(THREADS - 1)
channel.send({"ready": True})
while True:
    channel.receive()
    channel.send({})
"""

# Another run's timed process on the trusted thread's CPU (a busy loop counting its progress: a mark each 2,000 loops).
_MARKS = r"""
import json, os, signal, sys, time
os.sched_setaffinity(0, {0})
marks, going = [], [True]
signal.signal(signal.SIGUSR1, lambda *_: going.clear())
while going:
    for _ in range(2000):
        pass
    marks.append(round(time.monotonic(), 5))
print(json.dumps({"marks": marks}), flush=True)
"""

HOLD_PROCS, HOLD_THREADS = 56, 17  # 952 threads: under policy.CHILD_THREADS (1,024 on a host of up to 448 CPUs)


def _uids_of_the_round(offset: int) -> None:
    """The product's leases from this round's range (in a private /run: ``isolated``)."""
    from pytest_passnet.sandbox import identity
    identity.FIRST, identity.COUNT = FIRST_UID + offset, 16


def hold_look(trials: int = 16, procs: int = HOLD_PROCS, threads: int = HOLD_THREADS, kind: str | None = None) -> dict:
    """RT_HOLD_LOOK: ``trials`` held trials of the real ``Sandbox.request`` (a ``protocol.Trial`` in
    ``Sandboxes.held``: armed), alternately with real time and with the product's fallback (``realtime._refused``),
    the worker's thread and a timed stand-in (``_MARKS``) on CPU 0. Per trial: how long the thread was FIFO (from
    ``make_realtime`` in ``arm`` to ``_unscheduled``), how long ``Hold.__exit__``'s last look (``_Watch.finish``) took
    in it, and the stand-in's progress over that window against the same length right before. As root; run
    ``isolated`` (its leases)."""
    import gc
    import shutil
    import signal
    import tempfile
    import time
    from pathlib import Path

    from pytest_passnet.protocol import Trial
    from pytest_passnet.sandbox import answer_stop, mode, process, realtime
    from tests.sandbox.held_children import confined_standin, sandboxes_holding
    _uids_of_the_round(0)
    if kind:
        os.environ["PASSNET_SANDBOX"] = kind
    found = mode.detect()
    folder = Path(tempfile.mkdtemp(prefix="round48a-"))
    script = folder / "child.py"
    script.write_text(_WIDE.replace("PROCS", str(procs)).replace("THREADS", str(threads)))
    windows: list[dict] = []
    real_make, real_unscheduled, real_finish = realtime.make_realtime, answer_stop.AnswerStop._unscheduled, \
        process._Watch.finish

    def make():
        made = real_make()
        windows.append({"from": time.monotonic(), "fifo": made is not None, "cpu": time.thread_time()})
        return made

    def unscheduled(self):
        real_unscheduled(self)
        if windows and "to" not in windows[-1]:
            windows[-1]["to"], windows[-1]["cpu"] = time.monotonic(), time.thread_time() - windows[-1]["cpu"]

    def finish(self, alive):
        started = time.monotonic()
        try:
            return real_finish(self, alive)
        finally:
            if windows and "to" not in windows[-1]:
                windows[-1]["finish_ms"] = round((time.monotonic() - started) * 1e3, 2)

    child = confined_standin(found, script, 60.0)
    shutil.rmtree(folder, ignore_errors=True)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and sum(len(os.listdir(f"/proc/{pid}/task")) for pid in child.processes()) \
            < (procs * threads):  # every fork's threads started
        time.sleep(0.05)
    time.sleep(0.5)
    said: dict = {"kind": found.kind, "processes": len(child.processes()),
                  "threads": sum(len(os.listdir(f"/proc/{pid}/task")) for pid in child.processes())}
    realtime.make_realtime, answer_stop.AnswerStop._unscheduled, process._Watch.finish = make, unscheduled, finish
    marks_process = None
    try:
        sandboxes = sandboxes_holding(child)
        os.sched_setaffinity(0, {0})  # this thread on CPU 0, where the stand-in runs (the child was started before)
        marks_process = subprocess.Popen([sys.executable, "-c", _MARKS], stdout=subprocess.PIPE, text=True)
        time.sleep(0.3)
        gc.collect()  # as the executor after each variant: the collector's counts from 0
        collections = [stats["collections"] for stats in gc.get_stats()]
        for trial in range(trials):
            realtime._refused = bool(trial % 2)  # interleaved: FIFO, the fallback, FIFO, ...
            try:  # as pipeline._drive: the hold given to the request, which enters it
                child.request(Trial(seed=trial, written=[]), 30.0, sandboxes.held(child))
            except process.HoldBroken as exc:
                said["broken"] = {"trial": trial, "said": str(exc)[:300]}
                break
            time.sleep(0.05)
        said["collections_per_trial"] = [round((stats["collections"] - before) / max(1, trial + 1), 2)
                                         for stats, before in zip(gc.get_stats(), collections)]  # young, middle, full
        said["gc_counts_after"] = gc.get_count()
        marks_process.send_signal(signal.SIGUSR1)
        marks = json.loads(marks_process.stdout.readline())["marks"]
    finally:
        realtime.make_realtime, answer_stop.AnswerStop._unscheduled, process._Watch.finish = \
            real_make, real_unscheduled, real_finish
        realtime._refused = False
        if marks_process is not None:
            marks_process.kill()
            marks_process.wait()
        child.close()

    def progress(a: float, b: float) -> int:
        return sum(1 for mark in marks if a <= mark < b)

    said["trials"], said["elapsed_s"] = [], round(marks[-1] - marks[0], 2) if marks else None
    for window in windows:
        if "to" not in window:
            continue
        took = window["to"] - window["from"]
        said["trials"].append({"fifo": window["fifo"], "ms": round(took * 1e3, 2), "cpu_ms": round(window["cpu"] * 1e3, 2),
                               "finish_ms": window.get("finish_ms"),
                               "progress": progress(window["from"], window["to"]),
                               "progress_before": progress(window["from"] - took, window["from"])})
    return said


# --------------------------------------------------------------------------------------------------------------------
# HELD_RELEASED: what the file-table watch holds, left out of ``others_stopped``'s closing SIGCONT (``cedaf1a2``), is
# still continued once the host's count falls back, also where it fell back during the block (the watch could not look
# then: the block holds its ``hold``).

def held_released(kind: str | None = None, fall: str = "during") -> dict:
    """The watch holds the pass's child (the host's count played: grown and moving, as round 46b's premise plays it);
    an ``others_stopped`` block; the count falls back ``fall`` ("during" the block, or "after" it). Whether the child
    stood stopped after the block, and how long until it ran again and the watch held nothing. Run ``isolated``."""
    import shutil
    import tempfile
    import time

    from pytest_passnet.sandbox import file_table
    from tests.adversarial.redteam.round46b import premises46b
    from tests.sandbox.held_children import sandboxes_holding
    _uids_of_the_round(16)
    turn_folder = tempfile.mkdtemp(prefix="round48a-turn-")
    real_count, real_turn = file_table.allocated_files, file_table.turn_path
    host = {"base": real_count(), "moving": False, "reads": 0}

    def played() -> int:
        host["reads"] += 1
        return host["base"] + (file_table.GROWTH_FILES + 1_000 + 40_000 * host["reads"] if host["moving"] else 0)

    file_table.allocated_files = played
    file_table.turn_path = lambda: os.path.join(turn_folder, "turn.lock")
    said: dict = {"fall": fall}
    child = None
    try:
        found, child = premises46b._child(premises46b._TICKER, kind)
        said["kind"] = found.kind
        sandboxes = sandboxes_holding(child)
        host["moving"] = True
        deadline = time.monotonic() + 10
        while not (child.file_table.held() and all(premises46b._stood(child).values())) and time.monotonic() < deadline:
            time.sleep(0.005)
        said["held_before"] = len(child.file_table.held())
        time.sleep(0.6)  # the watch's judgement over: the block starts while it holds the child
        with sandboxes.others_stopped(None) as window:
            time.sleep(0.02)
            if fall == "during":
                host["moving"] = False
                time.sleep(0.2)  # the watch's turns come and wait for ``hold``
        said["broke"] = window.broke
        said["stood_after"] = all(premises46b._stood(child).values())
        ended = time.monotonic()
        if fall == "after":
            host["moving"] = False
        cpu = premises46b._cpu_ns(child)
        while (child.file_table.held() or all(premises46b._stood(child).values())) and time.monotonic() - ended < 5:
            time.sleep(0.002)
        said["ran_again_after_ms"] = round((time.monotonic() - ended) * 1e3, 1)
        time.sleep(0.1)
        said["held_after"] = len(child.file_table.held())
        said["running_after"] = not all(premises46b._stood(child).values())
        said["cpu_after_ms"] = round((premises46b._cpu_ns(child) - cpu) / 1e6, 2)
        said["ended_for"] = child.file_table.ended_for
    finally:
        host["moving"] = False
        if child is not None:
            child.close()
        file_table.allocated_files, file_table.turn_path = real_count, real_turn
        shutil.rmtree(turn_folder, ignore_errors=True)
    return said


def isolated(name: str, **arguments) -> dict:
    """``name(**arguments)`` in a process of its own, as root in a private mount namespace whose /run is its own tmpfs
    (the product's leases from this round's uids, never CI's); its result."""
    from pathlib import Path
    script = ("mount -t tmpfs -o size=1m,mode=0755 none /run && exec " + sys.executable
              + " -m tests.adversarial.redteam.round48a.premises48a json \"$0\" \"$1\"")
    done = subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script, name,
                           json.dumps(arguments)], capture_output=True, text=True, timeout=120, check=False,
                          cwd=Path(__file__).parents[4])
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else {"error": done.stderr[-1500:]}


BRIEF = ("watch_policy", "gen2_objects", "gc_counts", "room_before_mib", "reply", "receive_ms", "full_gc", "watch_silent_s",
         "lowest_mib", "ended", "oom_kills", "verdict", "returncodes", "error")


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "costs"
    if what == "json":
        print(json.dumps(globals()[sys.argv[2]](**json.loads(sys.argv[3]))), flush=True)
        sys.exit(0)
    if what == "costs":
        print(json.dumps(parse_costs()))
    elif what in ("gc", "gc_control"):
        print(premises46a.brief(gc_hold(what == "gc"), BRIEF))
