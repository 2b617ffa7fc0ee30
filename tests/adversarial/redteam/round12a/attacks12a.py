"""Round 12a's mechanisms against the real confinement: confined scripts run by round 10a's
``standin.py`` (a child started as ``process.Sandbox`` starts one) or by ``standin12a.py`` (the same,
stopped mid-way as ``Sandboxes.others_stopped`` stops the pass's child, then continued or killed)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import torch

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round10a import attacks10a

HERE = Path(__file__).parent
# A file every child may read (the Python installation's), on this machine's disk: what O_DIRECT reads.
DISK_FILE = str(Path(torch.__file__).parent / "lib" / "libtorch_cpu.so")


def socket_reach(user: str | None = None, without: str = "") -> dict:
    """What a process-mode child (run by ``user``; ``without``: ``namespaces`` as on a kernel that
    refuses user namespaces) sent through ``dgram.py`` to a world-writable datagram socket of the
    host's (``/dev/log``'s mode) and to an abstract one bound here: its outcomes, and what arrived."""
    folder = Path(tempfile.mkdtemp(prefix="passnet-r12a-"))
    folder.chmod(0o755)
    listening = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    abstract = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    name = f"r12a-{os.getpid()}"
    try:
        listening.bind(str(folder / "log.sock"))
        os.chmod(folder / "log.sock", 0o666)
        abstract.bind("\0" + name)
        found = attacks10a.confined(str(HERE / "dgram.py"), str(folder / "log.sock"), name, user=user,
                                    extra_env={"STANDIN_WITHOUT": without})
        found["received"] = _drained(listening)
        found["abstract_received"] = _drained(abstract)
        return found
    finally:
        listening.close()
        abstract.close()
        shutil.rmtree(folder, ignore_errors=True)


def _drained(sock: socket.socket) -> list[str]:
    sock.setblocking(False)
    seen = []
    while True:
        try:
            seen.append(sock.recv(4096).decode(errors="replace"))
        except BlockingIOError:
            return seen


def block_queue_bytes(path: str, request_bytes: int) -> int:
    """The most the block queue of ``path``'s disk holds at once of ``request_bytes`` reads: what
    ``io_submit`` can leave in flight before it blocks the caller on the queue."""
    device = os.stat(path).st_dev
    queue = Path(f"/sys/dev/block/{os.major(device)}:{os.minor(device)}")
    queue = queue / "queue" if (queue / "queue").is_dir() else queue.resolve().parent / "queue"  # a partition's disk
    largest = int((queue / "max_sectors_kb").read_text()) << 10
    return int((queue / "nr_requests").read_text()) * min(request_bytes, largest)


def stopped(end: str, seconds: float, script: str, *args: str, user: str | None = None) -> dict:
    """``standin12a.py``'s record of ``script`` (a file here) run confined, stopped for ``seconds``, then
    ``end`` (``continue`` or ``kill``); as ``user`` (None: this process's)."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": "/tmp", "PASSNET_SANDBOX": "process",
           "PYTHONPATH": str(attacks10a.REPO), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1"}
    prefix = []
    if user:
        env["HOME"] = os.path.expanduser(f"~{user}")
        prefix = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", "--"]
    done = subprocess.run([*prefix, sys.executable, str(HERE / "standin12a.py"), end, str(seconds), str(HERE / script),
                           *args], env=env, cwd="/", capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


# -- the plugin run ------------------------------------------------------------------------------

RUN_ORDER = ("wrong_control", "file_table_fill", "victim")


class FileTablePeak:
    """The most files open on the host at once (``/proc/sys/fs/file-nr``), read every 0.1 s until stopped."""

    def __init__(self):
        self.highest = 0
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()

    def _watch(self) -> None:
        while not self._done.wait(0.1):
            self.highest = max(self.highest, int(Path("/proc/sys/fs/file-nr").read_text().split()[0]))

    def stop(self) -> None:
        self._done.set()
        self._thread.join()


def file_table_run(config: harness.Config) -> dict:
    """wrong_control (a wrong relu: a failure the score counts), file_table_fill (the same wrong relu,
    which fills the system's file table in its last timed trial), victim (honest relu) in ``config``:
    each variant's status and message, and what the score counts."""
    layout = harness.Layout(config)
    try:
        samples = [harness.build_sample(layout, name, "honest_relu", "light") for name in RUN_ORDER]
        attack = (HERE / "passes" / "file_table_fill.py").read_text()
        for sample, code in ((samples[0], attack.replace("FILL = True", "FILL = False")), (samples[1], attack)):
            (sample / "pass_dir" / "honest_relu.py").write_text(code)
            shutil.copyfile(harness.PASSES / "timing.py", sample / "pass_dir" / "timing.py")
        layout.hand_over()
        peak = FileTablePeak()
        try:
            code, duration = harness._run_pytest(layout, layout.command(samples), "run")
        finally:
            peak.stop()
        report = harness._read(str(layout.out / "report.json")) or None
        variants = harness._report_variants(report) or {}
        return {
            "config": config.name,
            "exit_code": code,
            "duration_s": round(duration, 1),
            "statuses": {name: [(v["status"], (v.get("message") or "")[-400:]) for v in found]
                         for name, found in variants.items()},
            "report_written": report is not None,
            "file_table_peak": peak.highest,
            "file_max": int(Path("/proc/sys/fs/file-max").read_text()),
            "stdout_tail": harness._read(str(layout.base / "run.out"))[-3000:].decode(errors="replace"),
            "stderr_tail": harness._read(str(layout.base / "run.err"))[-3000:].decode(errors="replace"),
        }
    finally:
        layout.remove()
