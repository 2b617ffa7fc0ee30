"""Two xdist workers' pass children, started as ``process.Sandbox`` starts them (``mode.detect``, the child's
folders and uid lease, ``policy.command``'s confinement plan, under bubblewrap where the mode is that), each
running a script of ours instead of the serve loop: ``python workers17a.py THREADS BURNERS HOW``.

Worker 1 times eager as ``Sandboxes.others_stopped`` does: its pass's child (``signal17a.py``) stopped and
held to it by the product's ``_until_stopped`` and ``_Watch``; "eager" is a process of its own session, as
the reference child is, whose two threads hash a fixed amount (torch's two intra-op threads on this host).
Worker 2's trusted side is waiting for the device's turn (``device_lock``), so its pass's child
(``burn17a.py``) is idle; holding no share, it has stopped its children (``Sandboxes.stop_all``, the
fix of this round: before it, nothing stopped them). Blocks alternate: ``control`` (worker 1's pass raised
nothing) and ``signalled`` (it raised THREADS waiting threads first). Prints one JSON line: per block, the
eager times, worker 2's child's CPU seconds over the block, and what worker 1's watch saw."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import folders, hardening, identity, mode, policy, procfs, process
from tests.sandbox.held_children import sandboxes_holding

HERE = Path(__file__).parent
TICKS_PER_S = os.sysconf("SC_CLK_TCK")
EAGER_REPS = 3
EAGER_MIB = 160  # per thread and call: about 100-300 ms here
EAGER = r"""
import hashlib, sys, threading, time
block = bytes(1 << 20)
def work(count):
    for _ in range(count):
        hashlib.sha256(block).digest()
for line in sys.stdin:
    workers = [threading.Thread(target=work, args=(int(line),)) for _ in range(2)]
    started = time.perf_counter()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    print(round((time.perf_counter() - started) * 1000, 1), flush=True)
"""


class Child:
    """One worker's pass child running ``script`` confined; its processes, CPU time and end."""

    file_table = None

    def __init__(self, found: mode.Mode, script: str, *args: str):
        self.lease = identity.lease() if found.uid_per_child else None
        uid = self.lease.uid if self.lease else None
        self.made = folders.make(uid, found.bounded_folders)
        argv, env = policy.command(found.kind, self.made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                   landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + (HERE / script).read_text()
        ours = [sys.executable, "-P", "-c", code, *args]
        argv = argv[: argv.index("--") + 1] + ours if found.kind == policy.BWRAP else ours
        self.process = subprocess.Popen(argv, env=env, cwd=self.made.scratch, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                        start_new_session=True)

    def said(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"a confined child ended: {self.process.stderr.read()[-1500:]}")
        return json.loads(line)

    def tell(self, line: str) -> dict:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return self.said()

    def processes(self) -> list[int]:
        return process._process_trees([self.process.pid] if self.process.poll() is None else [])

    def cpu_s(self) -> float:
        return sum(procfs.cpu_ticks(pid) or 0 for pid in self.processes()) / TICKS_PER_S

    def kill(self) -> None:
        procfs.send(self.processes(), signal.SIGKILL)

    def close(self) -> None:
        procfs.send(self.processes(), signal.SIGKILL)
        self.process.wait()
        if self.lease:
            self.lease.release()
        folders.remove(self.made)


def eager_block(pass_child: Child, colluder: Child, eager: subprocess.Popen) -> dict:
    """Worker 1's timed eager block: its pass's child stopped and held (``others_stopped``)."""
    pids = pass_child.processes()
    since = {pid: procfs.cpu_ticks(pid) for pid in pids}
    procfs.send(pids, signal.SIGSTOP)
    outran = process._until_stopped(pids, since)
    watch = process._Watch({pass_child: pids})
    colluder_before, started = colluder.cpu_s(), time.monotonic()
    times = []
    for _ in range(EAGER_REPS):
        eager.stdin.write(f"{EAGER_MIB}\n")
        eager.stdin.flush()
        times.append(float(eager.stdout.readline()))
    block_s = time.monotonic() - started
    colluder_s = colluder.cpu_s() - colluder_before
    ran = watch.finish(lambda child: True)
    procfs.send(pids, signal.SIGCONT)
    return {"eager_ms": times, "block_s": round(block_s, 3), "colluder_cpu_s": round(colluder_s, 3),
            "pass_outran": sorted(outran), "pass_ran": ran.get(pass_child)}


def main() -> None:
    threads, burners, how = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    hardening.harden_trusted_process()
    found = mode.detect()
    children: list[Child] = []
    eager = subprocess.Popen([sys.executable, "-c", EAGER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                             start_new_session=True)
    try:
        pass_child = Child(found, "signal17a.py", str(threads))
        children.append(pass_child)
        colluder = Child(found, "burn17a.py", str(burners), how, str(threads // 2))
        children.append(colluder)
        pass_child.said(), colluder.said()
        # worker 2 waits for the device's turn: it holds no share, so its children stand stopped
        sandboxes_holding(colluder).stop_all()
        blocks: dict[str, list[dict]] = {"control": [], "signalled": []}
        for kind in ("control", "signalled", "control", "signalled"):
            if kind == "signalled":
                pass_child.tell("up")
                time.sleep(0.05)  # the colluder looks every 5 ms
            blocks[kind].append(eager_block(pass_child, colluder, eager))
            if kind == "signalled":
                pass_child.tell("down")
            time.sleep(0.1)
    finally:
        for child in children:
            child.close()
        eager.kill()
        eager.wait()
    print(json.dumps({"mode": found.kind, "uid_per_child": found.uid_per_child, "steps": list(found.steps),
                      "blocks": blocks}))


if __name__ == "__main__":
    main()
