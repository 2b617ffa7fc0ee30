"""Round 67b's premises (target 9dd6f517): what a child sends and does, read by the trusted side's own classes.

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round67b/premises67b.py [name ...]`` prints one JSON line per
premise.

- ``announced`` (ZEROED_ANNOUNCEMENT): a reply header (one write of ~150 bytes) announcing one tensor of N bytes
  through the pipe (no ``file``: the spill folder's disk full, as ``Channel._spilled`` falls back to), then nothing.
  The real ``Channel.receive`` (the trusted side's, with ``process.REPLY_HEADER_BYTES``/``REPLY_HEADER_CONTAINERS`` and
  the reply bound ``_REPLY_BYTES_FLOOR``, 1 GiB, the least any child gets) checks the announcement and then
  ``Channel._read(count)`` makes ``bytearray(count)``: zero-filled, every page touched, in one C call that holds the
  GIL, before one byte of the tensor came. Measured: the longest gap of a thread that wakes every millisecond (the
  file-table/memory watch's thread needs the GIL for each 5 ms look, the stop watch's for each 20 ms one), the
  trusted process's resident growth while it waits for the bytes, and the time to the ``ChannelTimeout``.
- ``spill_repeated`` (SPILL_REPEATED): one spill file named by many tensor specs, each read into a buffer of its own.
- ``trusted_oom``: the bound a large sample's inputs give (16 bytes a byte of input), in a 1 GiB memory cgroup beside
  a process at the children's OOM score: the trusted process itself is OOM-killed.
- ``zeroed_oom`` / ``zeroed_ballast`` / ``zeroed_oom_control``: round 46a's GIL_HOLD driver with the announcing header.
- ``announced_control``: the same tensor honestly spilled (a file of N bytes in the spill folder, sparse: what the
  page cache holds is not the question), read by the real ``Channel._read_spilled``: ``torch.empty`` (no page
  touched) and ``preadv`` (the GIL released).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

from pytest_passnet.sandbox import process
from pytest_passnet.sandbox.channel import (
    _LENGTH,
    Channel,
    ChannelClosed,
    ChannelTimeout,
)

PAGE = os.sysconf("SC_PAGE_SIZE")


def _rss() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * PAGE


class _Ticker:
    """A thread that wakes every millisecond and keeps the longest gap between its wakes, and the most resident memory
    the process held (read at each wake)."""

    def __init__(self):
        self.gaps: list[float] = []
        self.most_rss = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        last = time.perf_counter()
        while not self._stop.is_set():
            time.sleep(0.001)
            now = time.perf_counter()
            self.gaps.append(now - last)
            self.most_rss = max(self.most_rss, _rss())
            last = now

    def __enter__(self):
        self._thread.start()
        time.sleep(0.02)
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()


def _header(count: int, file: str | None = None) -> bytes:
    spec = {"dtype": "torch.uint8", "shape": [count], "bytes": count}
    if file is not None:
        spec["file"] = file
    header = json.dumps(
        {"body": {"outputs": {"tensor": 0}, "findings": []}, "tensors": [spec]}
    ).encode()
    return _LENGTH.pack(len(header)) + header


def _trusted_channel(read_fd: int, spill: Path | None) -> Channel:
    _, unused_w = os.pipe()
    return Channel(
        read_fd,
        unused_w,
        spill,
        role="trusted",
        max_header=process.REPLY_HEADER_BYTES,
        max_containers=process.REPLY_HEADER_CONTAINERS,
    )


def announced(mib: int, timeout_s: float = 0.5) -> dict:
    """ZEROED_ANNOUNCEMENT: ``mib`` MiB announced through the pipe, none sent."""
    count = mib << 20
    read_fd, write_fd = os.pipe()
    channel = _trusted_channel(read_fd, None)
    message = _header(count)
    os.write(write_fd, message)  # the child's one write: the header only
    base = _rss()
    began = time.perf_counter()
    with _Ticker() as ticker:
        try:
            channel.receive(timeout_s, process._REPLY_BYTES_FLOOR)
            outcome = "received"
        except (
            ChannelTimeout,
            ChannelClosed,
        ) as exc:  # the tensor's wait timing out reads as a malformed message
            outcome = f"{type(exc).__name__}: {exc}"
        took = time.perf_counter() - began
    os.close(read_fd)
    os.close(write_fd)
    return {
        "premise": "announced",
        "announced_mib": mib,
        "header_bytes": len(message),
        "sent_tensor_bytes": 0,
        "reply_bound_mib": process._REPLY_BYTES_FLOOR >> 20,
        "outcome": outcome,
        "timeout_s": timeout_s,
        "took_s": round(took, 3),
        "longest_gap_s": round(max(ticker.gaps), 3),
        "rss_growth_mib": round((ticker.most_rss - base) / (1 << 20), 1),
    }


def announced_control(mib: int) -> dict:
    """The same tensor spilled, as an honest child sends it."""
    count = mib << 20
    with tempfile.TemporaryDirectory(prefix="r67b-spill-") as folder:
        spill = Path(folder)
        with open(spill / "child-0.bin", "wb") as blob:
            blob.truncate(count)
        read_fd, write_fd = os.pipe()
        channel = _trusted_channel(read_fd, spill)
        os.write(write_fd, _header(count, "child-0.bin"))
        began = time.perf_counter()
        with _Ticker() as ticker:
            reply = channel.receive(5.0, process._REPLY_BYTES_FLOOR)
            took = time.perf_counter() - began
        received = reply["outputs"].numel()
        del reply
        os.close(read_fd)
        os.close(write_fd)
    return {
        "premise": "announced_control",
        "announced_mib": mib,
        "received_bytes": received,
        "took_s": round(took, 3),
        "longest_gap_s": round(max(ticker.gaps), 3),
    }


PREMISES = {
    "spill_repeated": lambda: spill_repeated(1, 1000),
    "announced": lambda: announced(1024, 1.0),
    "announced_control": lambda: announced_control(1024),
}


def spill_repeated(file_mib: int = 1, times: int = 1024) -> dict:
    """A reply naming one spill file of ``file_mib`` MiB ``times`` times (one spec each, ``{"tensor": i}`` for each in a
    list): the real ``receive`` reads the file once per spec into a buffer of its own (``_read_spilled``), the sum of
    the specs within the bound. What the trusted process then holds, against what the child holds."""
    count = file_mib << 20
    with tempfile.TemporaryDirectory(prefix="r67b-spill-") as folder:
        spill = Path(folder)
        with open(spill / "child-0.bin", "wb") as blob:
            blob.write(os.urandom(count))
        spec = {
            "dtype": "torch.uint8",
            "shape": [count],
            "bytes": count,
            "file": "child-0.bin",
        }
        header = json.dumps(
            {
                "body": {
                    "outputs": [{"tensor": i} for i in range(times)],
                    "findings": [],
                },
                "tensors": [spec] * times,
            }
        ).encode()
        read_fd, write_fd = os.pipe()
        channel = _trusted_channel(read_fd, spill)
        message = (
            _LENGTH.pack(len(header)) + header
        )  # over a pipe's 64 KiB: written by a thread
        writer = threading.Thread(
            target=os.write, args=(write_fd, message), daemon=True
        )
        base = _rss()
        began = time.perf_counter()
        with _Ticker() as ticker:
            writer.start()
            reply = channel.receive(30.0, process._REPLY_BYTES_FLOOR)
            took = time.perf_counter() - began
            time.sleep(0.01)
        held = len(reply["outputs"])
        del reply
        os.close(read_fd)
        os.close(write_fd)
    return {
        "premise": "spill_repeated",
        "file_mib": file_mib,
        "times": times,
        "header_bytes": len(header),
        "tensors_received": held,
        "took_s": round(took, 3),
        "longest_gap_s": round(max(ticker.gaps), 3),
        "rss_growth_mib": round((ticker.most_rss - base) / (1 << 20), 1),
    }


# -- ZEROED_ANNOUNCEMENT's consequence: round 46a's GIL_HOLD driver (real FileTableWatch, bubblewrap children, leased
# uids, a 1 GiB v1 memory cgroup, the trusted side as root and real-time) with the filler's reply header replaced. ------

_ANNOUNCING_HEADER = (
    "count = ANNOUNCE << 20\n"
    'header = json.dumps({"body": {"outputs": {"tensor": 0}, "findings": []}, "tensors": [{"dtype": "torch.uint8", '
    '"shape": [count], "bytes": count}]}).encode() if heavy else b"[0]"\n'
)


def _filler(announce_mib: int) -> str:
    from tests.adversarial.redteam.round46a import premises46a

    old = (
        'header = b"[" + b",".join([unit] * (((1 << 20) - 8 - 2) // (len(unit) + 1))) + b"]" if heavy else '
        'b"[0]"\n'
    )
    assert premises46a._GIL_FILLER.count(old) == 1
    return premises46a._GIL_FILLER.replace(
        old, _ANNOUNCING_HEADER.replace("ANNOUNCE", str(announce_mib))
    )


def zeroed_oom(
    heavy: bool = True,
    announce_mib: int = 256,
    rest_mib: int | None = None,
    above_mib: int | None = None,
) -> dict:
    """The split filler's reply announces ``announce_mib`` MiB through the pipe (``heavy``; else 46a's control, a header
    ``[0]`` refused at once): which child ends first, the OOM kills, the watch's verdict. ``rest_mib``: the pieces the
    filler forks after its write (46a's 864; 0: none, the trusted side's buffer alone); ``above_mib``: the room the filler leaves
    above low_mark before its reply (46a's 16: the buffer alone takes more; 400: the buffer fits, the GIL's hold is
    what is left). Root and cgroup v1 only."""
    from tests.adversarial.redteam.round35a import premises35a
    from tests.adversarial.redteam.round46a import premises46a

    driver = premises46a._GIL_DRIVER.replace(
        "WATCH_THREAD\n", premises46a._WATCH_THREAD
    )
    old = "    channel.receive(timeout=10)\n"
    assert driver.count(old) == 1
    driver = driver.replace(
        old,
        "    channel.receive(10, 1 << 30)  # the reply bound's floor (process._REPLY_BYTES_FLOOR)\n",
    )
    code = (
        premises46a.as_root_driver(driver, True, first_uid=1_507_100)
        .replace("start(HONEST", "start(" + repr(premises35a._HONEST))
        .replace("start(FILLER", "start(" + repr(_filler(announce_mib)))
    )
    rest = premises46a.REST_MIB if rest_mib is None else rest_mib
    above = premises46a.ABOVE_MIB if above_mib is None else above_mib
    found, kills = premises46a.in_group(
        code,
        [
            str(premises46a.HONEST_MIB),
            f"{premises46a.PIECE_MIB},{rest},{int(heavy)}",
            str(above),
        ],
        timeout=90,
    )
    found["oom_kills"] = kills
    found["announce_mib"], found["heavy"], found["rest_mib"], found["above_mib"] = (
        announce_mib,
        heavy,
        rest,
        above,
    )
    return found


def zeroed_brief(found: dict) -> str:
    keys = (
        "heavy",
        "announce_mib",
        "rest_mib",
        "above_mib",
        "watch_policy",
        "room_before_mib",
        "low_mark_mib",
        "reply",
        "receive_ms",
        "watch_silent_s",
        "lowest_mib",
        "ended",
        "oom_kills",
        "verdict",
        "returncodes",
        "error",
    )
    return json.dumps({key: found.get(key) for key in keys})


PREMISES.update(
    {
        "zeroed_oom": lambda: zeroed_oom(True),
        "zeroed_oom_control": lambda: zeroed_oom(False),
        "zeroed_ballast": lambda: zeroed_oom(True, 256, 0),
    }
)


# -- ZEROED_ANNOUNCEMENT to its end: the reply bound follows the inputs (16 bytes of reply per byte of input), so on a
# sample whose inputs are large (PassBench graphs take their weights as inputs) one header announces more than the run
# has, and the trusted process itself is the last the OOM killer takes. -------------------------------------------------

_TRUSTED_DRIVER = r"""
import json, os, subprocess, sys, time
from pytest_passnet.sandbox import process
from pytest_passnet.sandbox.channel import Channel, _LENGTH

inputs_mib, announce_mib, helper_mib = (int(x) for x in sys.argv[1:4])
bound = max(process._REPLY_BYTES_FLOOR, (inputs_mib << 20) * process._REPLY_BYTES_PER_INPUT_BYTE)  # Sandbox._reply_limit
# Another worker's honest child: a process at the children's OOM score holding its memory.
helper = subprocess.Popen([sys.executable, "-c", "import sys, time\nopen('/proc/self/oom_score_adj', 'w').write('1000')\n"
                           f"held = bytearray({helper_mib} << 20)\nprint('held', flush=True)\ntime.sleep(60)"],
                          stdout=subprocess.PIPE, text=True)
helper.stdout.readline()
count = announce_mib << 20
header = json.dumps({"body": {"outputs": {"tensor": 0}, "findings": []},
                     "tensors": [{"dtype": "torch.uint8", "shape": [count], "bytes": count}]}).encode()
read_fd, write_fd = os.pipe()
_, unused = os.pipe()
channel = Channel(read_fd, unused, None, role="trusted", max_header=process.REPLY_HEADER_BYTES,
                  max_containers=process.REPLY_HEADER_CONTAINERS)
os.write(write_fd, _LENGTH.pack(len(header)) + header)
print(json.dumps({"stage": "receiving", "bound_mib": bound >> 20, "helper": helper.pid}), flush=True)
try:
    channel.receive(2.0, bound)
    outcome = "received"
except Exception as exc:  # noqa: BLE001
    outcome = f"{type(exc).__name__}: {str(exc)[:160]}"
helper.poll()
print(json.dumps({"stage": "done", "outcome": outcome, "helper_rc": helper.returncode}), flush=True)
helper.kill()
"""


def trusted_oom(
    inputs_mib: int, announce_mib: int, limit_mib: int = 1024, helper_mib: int = 200
) -> dict:
    """The trusted side's receive (bound as ``Sandbox`` sets it for ``inputs_mib`` of inputs) of one header announcing
    ``announce_mib`` through the pipe, run as root in a fresh v1 memory cgroup of ``limit_mib`` beside a helper at the
    children's OOM score holding ``helper_mib``: the driver's exit, its last line, the helper's end, the OOM kills."""
    import signal
    import subprocess

    from tests.adversarial.redteam.round35a import premises35a

    group = Path(f"/sys/fs/cgroup/memory/round67b-{os.getpid()}")
    group.mkdir()
    try:
        (group / "memory.limit_in_bytes").write_text(str(limit_mib << 20))
        script = f'echo $$ > {group}/cgroup.procs && exec {sys.executable} -c "$0" "$@"'
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[4])}
        done = subprocess.run(
            [
                "sh",
                "-c",
                script,
                _TRUSTED_DRIVER,
                str(inputs_mib),
                str(announce_mib),
                str(helper_mib),
            ],
            capture_output=True,
            text=True,
            timeout=60,
            env=env,
        )
        lines = [
            json.loads(line)
            for line in done.stdout.splitlines()
            if line.startswith("{")
        ]
        kills = [
            line
            for line in (group / "memory.oom_control").read_text().splitlines()
            if line.startswith("oom_kill ")
        ]
    finally:
        premises35a.remove_group(group)
    rc = done.returncode
    return {
        "premise": "trusted_oom",
        "inputs_mib": inputs_mib,
        "announce_mib": announce_mib,
        "limit_mib": limit_mib,
        "bound_mib": lines[0]["bound_mib"] if lines else None,
        "trusted_exit": f"signal {signal.Signals(-rc).name}" if rc < 0 else rc,
        "last": lines[-1] if lines else done.stderr[-500:],
        "oom_kills": kills,
    }


PREMISES.update(
    {
        "trusted_oom": lambda: trusted_oom(256, 2048),
        "trusted_oom_control": lambda: trusted_oom(4, 2048),
    }
)

if __name__ == "__main__":
    for name in sys.argv[1:] or list(PREMISES):
        print(json.dumps(PREMISES[name]()), flush=True)
