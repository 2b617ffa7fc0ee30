"""Round 54b's plugin runs (AIMED_RELEASE, README.md): what one variant's pass child can do to another xdist worker's
variants. Line numbers are ``7ba51ae8``'s.

The device lock (``device_lock.py``) gives each timed block the device alone, and a worker that holds neither work nor
a turn stops its children (``Sandboxes.stop_all``, round 17a): no child of worker B runs during worker A's timed block.
What still runs there is what B set going before its stop: work the kernel does for it on its own threads (round 39c's
DEFERRED_RELEASE: a file in flight in a unix pair's own queue, freed by a kworker once the pair's ends are closed) and
B's trusted process itself. Two facts make that aimable at A's *eager* block:

- B's child knows when its worker is about to give its share back: after its answer to ``Outputs`` (right before
  ``_drive``'s ``_alone``, ``pipeline.py:663``) and to ``Recheck`` (the variant's last request, then ``working`` ends,
  ``pipeline.py:1307``), and it may take its time answering (untimed requests; the variant's ``--passnet-timeout``,
  600 s, is the only bound). While it waits its worker holds its share, so A's timed block waits too, and starts as
  soon as B's share ends (``DeviceLock.alone``: A holds the gate).
- Which block A waits for is visible on the host: the pass's child of A's sample (the same author's pass) knows its
  compiled trials are over at its ``Findings`` request (``pipeline.py:665``; eager's block follows eager's load) and
  raises a signal every process reads in ``/proc/meminfo`` (round 17a's channel): ``SIGNAL_MIB`` in a file of its
  spill folder (``Shmem`` as root, the folder a tmpfs; ``Dirty`` and ``Writeback`` as a user, on the disk), with a
  heartbeat (``BEAT_MIB`` appended and cut every few ms) that stops when A stops its children to wait for the turn.

B's child waits at those two answers while the signal stands, until the heartbeat has been silent ``SILENCE_S``, then
closes the ends of the pair whose own queue holds its ballast (``BALLAST_MIB``: of its tmpfs as root, page cache read
through on a user's disk), and answers: its worker gives the share back, A's eager block starts, a kworker frees the
ballast beside it. Arms: ``honest`` (an honest relu in both samples), ``stall`` (the signal and the waits, no ballast),
``burst`` (the ballast freed at each firing), ``alternate`` (freed at every other firing, the same wait alone at the
others: the paired comparison in one run, ``paired``).

Samples: ``vic`` (the heavy model, relu then a 256x1024 @ 1024x1024 matmul, its relu replaced by an honest Triton
kernel, ``VIC_VARIANTS`` variants) on one worker; ``atk`` (the light model, relu, honest Triton kernel plus the arm's
machinery, ``ATK_VARIANTS`` variants) on the other. Each child logs what it did (epoch seconds) into its kernel
cache, which the trusted side keeps after it ends (``kernel_cache.keep``), as round 17a did.

    python -m tests.adversarial.redteam.round54b.plugin54b ARM [config] [reps]     ARM: honest | stall | burst | alternate
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path

from tests.adversarial.redteam import harness, sample_kit

VIC_VARIANTS = 6
ATK_VARIANTS = 12
TRIALS = 5
BALLAST_MIB = {"root": 1536, "user": 8192}  # root: the child's own tmpfs (2 GiB and the requests' room); a user's
# scratch is on the temporary folder's disk (16 GiB a file): page cache read through
SIGNAL_MIB = 384
RISE_MIB = 192
STALL_S = 6.0
BEAT_MIB = 4
SILENCE_S = 0.08
SIGNAL_WAIT_S = 1.5
# From the answer to its worker's share given back: about 0.03 s as root, 0.34-0.37 s as a user here (the user's
# file-table watches share a turn): the user's collection is asked for that much later, from a thread.
FIRE_DELAY_S = {"root": 0.0, "user": 0.25}

KERNELS = f'''\
"""An honest relu in Triton (round 54b)."""

import triton
import triton.language as tl

BLOCK = 8192


{sample_kit.RELU_JIT}

def launch_relu(x, out):
    _relu_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), BLOCK=BLOCK)
    return out
'''

RULE = '''\
import torch
from pass_dir.kernels54b import launch_relu
{prelude}

def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
'''

# The child's harness is reached as red team passes reach it (``passes/host.py``'s ``child_class``): its own
# ``CompiledSide``, whose request methods are wrapped. Each child logs its events into its kernel cache.
COMMON = '''
import json as _json
import os as _os
import sys as _sys
import time as _time


def _side():
    for module in list(_sys.modules.values()):
        found = module.__dict__.get("CompiledSide") if hasattr(module, "__dict__") else None
        if isinstance(found, type) and found.__module__ in ("__main__", "pytest_passnet.sandbox.child"):
            return found
    raise LookupError("no CompiledSide")


_LOG = _os.path.join(_os.path.dirname(_os.environ["TRITON_CACHE_DIR"]), "{name}.r54b")


def _log(event, **more):
    _os.makedirs(_os.path.dirname(_LOG), exist_ok=True)
    with open(_LOG, "a") as log:
        log.write(_json.dumps({{"t": _time.time(), "event": event, **more}}) + "\\n")


def _shmem_mib():
    """The host-wide count the children signal through: ``Shmem`` where their folders are a tmpfs (root), ``Dirty``
    where they are on the temporary folder's disk (a user: the signal's pages are dirty until written back)."""
    with open("/proc/meminfo") as meminfo:
        return sum(int(line.split()[1]) for line in meminfo if line.startswith({channel})) / 1024


def _wrap(name, before=None, after=None):
    side = _side()
    real = side.__dict__[name]

    def wrapped(self, *args):
        if before:
            before(name)
        answer = real(self, *args)
        if after:
            after(name)
        return answer

    type.__setattr__(side, name, wrapped)
'''

# The victim's pass: honest kernels; its compiled trials over (its Findings request), a signal of SIGNAL_MIB in its
# spill folder (Shmem), taken down at its next fresh-input re-check (after eager's block) or Prepare.
SIGNAL = COMMON + '''
_SIGNAL = _os.path.join(_sys.argv[1], "signal54b.bin")  # the child's spill folder (a tmpfs as root)


class _Beat:
    """While the signal stands, a heartbeat in Shmem (BEAT_MIB appended and cut every few ms): it stops when the
    child is stopped, which its worker does right before it waits for eager's turn (``DeviceLock.alone``)."""

    def __init__(self):
        self.going = None
        self.thread = None

    def start(self):
        threading = _sys.modules["threading"]
        self.going = threading.Event()
        self.going.set()
        self.thread = threading.Thread(target=self.beat, args=(self.going,), daemon=True)
        self.thread.start()

    def stop(self):
        if self.going is not None:
            self.going.clear()
            self.thread.join()
            self.going = self.thread = None

    def beat(self, going):
        block = bytes({beat_mib} << 20)
        size = _os.path.getsize(_SIGNAL)
        with open(_SIGNAL, "r+b") as signal:
            while going.is_set():
                signal.seek(size)
                signal.write(block)
                signal.flush()
                _time.sleep(0.003)
                signal.truncate(size)
                _time.sleep(0.003)


_beat = _Beat()


def _raise(name):
    block = bytes(1 << 20)
    with open(_SIGNAL, "ab") as signal:  # short writes: a stop lands between them
        for _ in range({signal_mib}):
            signal.write(block)
            signal.flush()
    _beat.start()
    _log("signal_up")


def _lower(name):
    _beat.stop()
    if _os.path.exists(_SIGNAL) and _os.path.getsize(_SIGNAL):
        _os.truncate(_SIGNAL, 0)
        _log("signal_down", at=name)


if "_r54b" not in _side().__dict__:
    _wrap("recheck", before=_lower)
    _wrap("prepare", before=_lower)
    side = _side()
    real_findings = side.__dict__["findings"]
    real_outputs = side.__dict__["outputs"]

    def outputs(self):
        self._r54b_in_outputs = True
        try:
            return real_outputs(self)
        finally:
            self._r54b_in_outputs = False

    def findings(self):
        found = real_findings(self)
        if not self.__dict__.get("_r54b_in_outputs"):  # the Findings request: the compiled trials are over
            _raise("findings")
        return found

    type.__setattr__(side, "outputs", outputs)
    type.__setattr__(side, "findings", findings)
    type.__setattr__(side, "_r54b", True)
'''

# The other worker's pass: honest kernels; at its answers to Outputs and Recheck (its worker gives its share back
# right after each) it waits up to STALL_S for a fresh rise of the host's Shmem by RISE_MIB (another child's signal,
# its own ballast aside), and in the burst arm closes the pair that has its ballast freed by the kernel's collector.
BURST = COMMON + '''
import array as _array
import socket as _socket

_MODE = "{mode}"
_BALLAST = {ballast_mib} << 20


class _Burster:
    def __init__(self):
        self.pairs = None
        self.own = 0.0
        self.least = None
        self.seen = 0  # signals answered so far (the alternate mode bursts on every other one)

    def arm(self):
        path = _os.path.join(_os.getcwd(), "ballast54b")  # the scratch (the child's tmpfs as root)
        fd = _os.open(path, _os.O_RDWR | _os.O_CREAT | _os.O_EXCL, 0o600)
        piece = 64 << 20
        buffer = bytearray(piece)
        for start in range(0, _BALLAST, piece):  # short calls: a stop lands between them
            _os.posix_fallocate(fd, start, min(piece, _BALLAST - start))
            # On a disk (a user's scratch) the blocks are unwritten extents, which hold no page: read back, each is a
            # page of the page cache that the file's release will free (on a tmpfs the pages are there already).
            _os.preadv(fd, [buffer], start)
        _os.unlink(path)
        a, b = _socket.socketpair(_socket.AF_UNIX, _socket.SOCK_STREAM)
        # b's own queue holds b and the file; both stay open until the trigger (on 6.18 the collector runs once any
        # unix socket is released while the graph holds a cycle: closing them here freed the ballast at once)
        a.sendmsg([b"x"], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, _array.array("i", [b.fileno(), fd]))])
        _os.close(fd)
        self.pairs = (a, b)
        self.own = _BALLAST / (1 << 20) if {channel} == ("Shmem:",) else 0.0  # a disk's ballast: clean page cache

    def observe(self, name=None):
        seen = _shmem_mib() - self.own
        self.least = seen if self.least is None else min(self.least, seen)
        return seen

    def wait(self, name):
        """At an answer its worker gives its share back after: while another child's signal stands, wait until its
        heartbeat has stopped (that child's worker now waits for eager's turn, which this worker's share holds up)
        and fire; no signal within SIGNAL_WAIT_S: answer (a worker waiting for its compiled block waits on this share
        too)."""
        if _MODE in ("burst", "alternate") and self.pairs is None:
            self.arm()
        started = last_change = _time.monotonic()
        last = self.observe()
        while True:
            now = _time.monotonic()
            seen = self.observe()
            if abs(seen - last) >= 1:
                last, last_change = seen, now
            up = seen - self.least >= {rise_mib}
            if not up and now - started > {signal_wait_s}:
                _log("no_signal", at=name, seen=round(seen), least=round(self.least))
                return
            if up and now - last_change >= {silence_s}:
                self.seen += 1
                burst = _MODE == "burst" or (_MODE == "alternate" and self.seen % 2 == 1)
                if burst:
                    pairs, self.pairs, self.own = self.pairs, None, 0.0
                    if {fire_delay_s}:  # a user's worker gives its share back later after an answer: close then
                        threading = _sys.modules["threading"]
                        threading.Thread(target=_close_later, args=(pairs, {fire_delay_s}), daemon=True).start()
                    else:
                        _close_later(pairs, 0.0)
                _log("fired", at=name, mode=_MODE, burst=burst, waited=round(now - started, 3))
                return
            if now - started > {stall_s}:
                _log("gave_up", at=name, up=up)
                return
            _time.sleep(0.001)


def _close_later(pairs, delay):
    if delay:
        _time.sleep(delay)
    a, b = pairs
    b.close()  # b lives on only in its own queue: garbage
    a.close()  # a's release asks for a collection: a kworker frees b and the ballast


_burster = _Burster()


if "_r54b" not in _side().__dict__:
    for _name in ("prepare", "warm_up", "describe", "audit", "findings"):
        _wrap(_name, before=_burster.observe)
    for _name in ("outputs", "recheck"):
        _wrap(_name, after=_burster.wait)
    type.__setattr__(_side(), "_r54b", True)
'''


def _pass_source(kind: str, name: str, ballast_mib: int = BALLAST_MIB["root"], channel: tuple = ("Shmem:",),
                 fire_delay_s: float = 0.0) -> str:
    if kind == "honest":
        return RULE.format(prelude="")
    if kind == "signal":
        prelude = SIGNAL.format(name=name, signal_mib=SIGNAL_MIB, beat_mib=BEAT_MIB, channel=channel)
    else:
        prelude = BURST.format(name=name, mode=kind, ballast_mib=ballast_mib, stall_s=STALL_S, rise_mib=RISE_MIB,
                               silence_s=SILENCE_S, channel=channel, signal_wait_s=SIGNAL_WAIT_S,
                               fire_delay_s=fire_delay_s)
    return RULE.format(prelude=prelude)


ARMS = {"honest": ("honest", "honest"), "stall": ("signal", "stall"), "burst": ("signal", "burst"),
        "alternate": ("signal", "alternate")}


def build(layout: harness.Layout, name: str, model: str, variants: int, kind: str) -> Path:
    ballast = BALLAST_MIB["root" if layout.config.as_root else "user"]
    from tests.sample_factory import write_variant

    source, inputs = harness.MODELS[model]
    sample = layout.samples / name
    listed = [f"graphs/float32/{name}_{chr(ord('a') + i)}" for i in range(variants)]
    for rel in listed:
        write_variant(sample / rel, source, inputs)
    (sample / "graph_list.txt").write_text("".join(f"{rel}\n" for rel in listed))
    channel = ("Shmem:",) if layout.config.as_root else ("Dirty:", "Writeback:")
    delay = FIRE_DELAY_S["root" if layout.config.as_root else "user"]
    sample_kit.write_pass_dir(sample, "kernels54b", KERNELS, {"Relu54b": _pass_source(kind, name, ballast, channel, delay)})
    return sample


class KworkerClock:
    """The host's kernel time (``/proc/stat``: system, irq and softirq of every CPU, in clock ticks), sampled every
    ``PERIOD_S`` while a run goes on: the kernel work a stopped child left (round 39c: a kworker's delayed ``fput``)
    shows there, beside every other process's system calls; ``within`` reads what ran inside a timed block."""

    PERIOD_S = 0.01

    def __init__(self):
        self.samples: list[tuple[float, float]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._tick = os.sysconf("SC_CLK_TCK")

    def __enter__(self):
        self.samples.append((time.time(), self._kernel_s()))
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()

    def _kernel_s(self) -> float:
        with open("/proc/stat") as stat:
            fields = stat.readline().split()[1:]
        return (int(fields[2]) + int(fields[5]) + int(fields[6])) / self._tick

    def _loop(self) -> None:
        while not self._stop.wait(self.PERIOD_S):
            self.samples.append((time.time(), self._kernel_s()))

    def within(self, start: float, end: float) -> float:
        """Kernel CPU seconds of the whole host between the last sample before ``start`` and the first after ``end``
        (the most that can have run inside the interval; clock ticks)."""
        before = [cpu for t, cpu in self.samples if t <= start]
        after = [cpu for t, cpu in self.samples if t >= end]
        if not before or not after:
            return float("nan")
        return round(after[0] - before[-1], 3)


def run(arm: str, config_name: str = "plain-root") -> dict:
    """One ``-n 2`` run of the arm: each variant's status, speedup, medians and timed blocks (``turns``: compiled,
    eager, in turn), and each child's log."""
    vic_kind, atk_kind = ARMS[arm]
    layout = harness.Layout(next(c for c in harness.CONFIGS if c.name == config_name))
    try:
        samples = [build(layout, "vic", "heavy", VIC_VARIANTS, vic_kind),
                   build(layout, "atk", "light", ATK_VARIANTS, atk_kind)]
        layout.hand_over()
        command = layout.command(samples, "-n", "2", "-p", "no:randomly")
        command[command.index("--passnet-trials") + 1] = str(TRIALS)
        with KworkerClock() as kworkers:
            code, seconds = harness._run_pytest(layout, command, "run")
        report = json.loads((layout.out / "report.json").read_text()) if (layout.out / "report.json").is_file() else {}
        logs = {}
        for log in sorted((layout.home / ".cache" / "pytest-passnet" / "kernels").glob("*/*.r54b")):
            logs.setdefault(log.stem, []).extend(json.loads(line) for line in log.read_text().splitlines())
        variants = [{"sample": Path(v["sample"]).name, "variant": v["variant"], "status": v["status"],
                     "speedup": (v.get("speedup") or {}).get("e2e"),
                     "eager_ms": ((v.get("timing") or {}).get("eager") or {}).get("e2e", {}).get("median"),
                     "compiled_ms": ((v.get("timing") or {}).get("compiled") or {}).get("e2e", {}).get("median"),
                     "turns": v.get("turns"), "message": (v.get("message") or "")[:300],
                     "kworker_s": [kworkers.within(*turn) for turn in v.get("turns") or []]}
                    for v in report.get("variants", [])]
        return {"arm": arm, "config": config_name, "exit": code, "seconds": round(seconds, 1), "variants": variants,
                "logs": logs, "tail": "" if report else harness._read(str(layout.base / "run.out"))[-3000:].decode(
                    errors="replace")}
    finally:
        layout.remove()


def hits(record: dict) -> dict:
    """For each of the victim's variants: its eager block (its second turn), the host's kernel CPU inside it, and the
    firings of the other worker's child within 2 s before the block began (seconds before, and whether each burst)."""
    fired = [e for e in record["logs"].get("atk", []) if e["event"] == "fired"]
    found = {}
    for v in record["variants"]:
        if v["sample"] != "vic" or not v["turns"] or len(v["turns"]) < 2:
            continue
        start, end = v["turns"][1]
        near = [e for e in fired if 0 <= start - e["t"] <= 2.0]
        found[v["variant"]] = {"eager_block_s": round(end - start, 3),
                               "kernel_s": (v.get("kworker_s") or [None, None])[1],
                               "compiled_kernel_s": (v.get("kworker_s") or [None])[0],
                               "fired_before_s": [round(start - e["t"], 3) for e in near],
                               "burst": any(e.get("burst", e.get("mode") == "burst") for e in near
                                            if start - e["t"] <= 0.5)}
    return found


def brief(record: dict) -> dict:
    hit = hits(record)
    vic = [{"variant": v["variant"].rsplit("_", 1)[-1], "status": v["status"], "speedup": v["speedup"],
            "eager_ms": v["eager_ms"], "compiled_ms": v["compiled_ms"], **hit.get(v["variant"], {})}
           for v in record["variants"] if v["sample"] == "vic"]
    return {"arm": record["arm"], "config": record["config"], "exit": record["exit"], "seconds": record["seconds"],
            "vic": vic, "vic_speedup_median": statistics.median([v["speedup"] for v in vic if v["speedup"]] or [0]),
            "atk_status": sorted({v["status"] for v in record["variants"] if v["sample"] == "atk"}),
            "atk_failures": [v["message"] for v in record["variants"] if v["sample"] == "atk" and v["status"] != "correct"],
            "events": {k: [e["event"] for e in v] for k, v in record["logs"].items()}, "tail": record["tail"][-1500:]}


if __name__ == "__main__":
    arm = sys.argv[1]
    config = sys.argv[2] if len(sys.argv) > 2 else "plain-root"
    reps = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    for _ in range(reps):
        print(json.dumps(brief(run(arm, config))), flush=True)


def series(arms: tuple[str, ...] = ("honest", "stall", "burst"), reps: int = 3, config_name: str = "plain-root",
           out: str | None = None) -> list[dict]:
    """The arms in turn, ``reps`` times (interleaved, so that the host's load falls on each alike); each run's
    ``brief``, appended to ``out`` (JSON lines) where given."""
    done = []
    for _ in range(reps):
        for arm in arms:
            record = brief(run(arm, config_name))
            done.append(record)
            if out:
                with open(out, "a") as stream:
                    stream.write(json.dumps(record) + "\n")
    return done


def summary(records: list[dict]) -> dict:
    """Per arm: the victim's speedups and eager medians over every variant of every run, their medians; apart, the
    variants whose eager block began within 0.5 s of a burst's firing (``hits``)."""
    found: dict[str, dict] = {}
    for record in records:
        arm = found.setdefault(record["arm"], {"speedup": [], "eager_ms": [], "hit_speedup": [], "hit_eager_ms": [],
                                               "runs": 0, "statuses": []})
        arm["runs"] += 1
        for v in record["vic"]:
            arm["statuses"].append(v["status"])
            if v["speedup"] is None:
                continue
            arm["speedup"].append(v["speedup"])
            arm["eager_ms"].append(v["eager_ms"])
            if any(0 <= s <= 0.5 for s in v.get("fired_before_s", [])):
                arm["hit_speedup"].append(v["speedup"])
                arm["hit_eager_ms"].append(v["eager_ms"])
    for arm in found.values():
        for key in ("speedup", "eager_ms", "hit_speedup", "hit_eager_ms"):
            arm[f"{key}_median"] = round(statistics.median(arm[key]), 5) if arm[key] else None
    return found


def paired(records: list[dict]) -> dict:
    """The alternate arm: the victim's variants whose eager block began within 0.5 s of a firing, split by whether that
    firing closed the pair (``burst``) or only answered (the same wait, the same order of blocks): eager medians,
    speedups and the host's kernel CPU inside the eager block, each list and its median."""
    found = {True: {"eager_ms": [], "speedup": [], "kernel_s": []}, False: {"eager_ms": [], "speedup": [], "kernel_s": []}}
    for record in records:
        for v in record["vic"]:
            if v["speedup"] is None or not any(0 <= s <= 0.5 for s in v.get("fired_before_s", [])):
                continue
            side = found[bool(v.get("burst"))]
            side["eager_ms"].append(v["eager_ms"])
            side["speedup"].append(v["speedup"])
            side["kernel_s"].append(v.get("kernel_s"))
    out = {}
    for burst, side in found.items():
        out["burst" if burst else "no_burst"] = {
            **side, **{f"{key}_median": round(statistics.median(values), 5) if values else None
                       for key, values in side.items() if key != "kernel_s"},
            "kernel_s_median": round(statistics.median([k for k in side["kernel_s"] if k is not None]), 3)
            if any(k is not None for k in side["kernel_s"]) else None}
    return out
