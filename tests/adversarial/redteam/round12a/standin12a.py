"""Round 10a's stand-in (the trusted side's start of one child as ``process.Sandbox`` makes it:
``mode.detect``, the child's folders, ``policy.command``'s environment and plan) for a child that is
stopped mid-way, as ``Sandboxes.others_stopped`` stops the pass's child while eager is timed:
``python standin12a.py END SECONDS SCRIPT [ARG...]``. The confined script prints a JSON line when its
work is queued; the stand-in then stops the child's session (SIGSTOP, every thread), and for SECONDS
measures what the machine did meanwhile: sectors read from the disks, the child's CPU ticks, a fixed
CPU-bound loop standing for eager's trials. END ``continue``: SIGCONT and a line on the child's stdin,
then its last JSON line; ``kill``: SIGKILL to the session as ``Sandbox.kill`` sends it, and how long
its processes lived on after the outer one was reaped. Prints one JSON line."""

import errno
import json
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import folders, identity, mode, policy


def session_processes(session: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rpartition(")")[2].split()[3]) == session:
                    found.append(int(entry.name))
            except (OSError, ValueError, IndexError):
                continue
    return found


def states(pids: list[int]) -> list[str]:
    seen = []
    for pid in pids:
        for task in Path(f"/proc/{pid}/task").glob("*"):
            try:
                seen.append((task / "stat").read_text().rpartition(")")[2].split()[0])
            except OSError:
                continue
    return seen


def cpu_ticks(pids: list[int]) -> int:
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
            total += int(fields[11]) + int(fields[12])
        except OSError:
            continue
    return total


def open_files(pids: list[int]) -> int:
    total = 0
    for pid in pids:
        try:
            total += len(os.listdir(f"/proc/{pid}/fd"))
        except OSError:
            continue
    return total


def sectors_read() -> int:
    total = 0
    for line in Path("/proc/diskstats").read_text().splitlines():
        fields = line.split()
        if not fields[2].startswith(("loop", "ram", "dm-")) and not fields[2][-1].isdigit():  # whole disks
            total += int(fields[5])
    return total


def another_uid_opens() -> str:
    """What a process of another uid without capabilities (the reference child's kind) gets from an
    open now: "opened" or the errno's name."""
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            if os.geteuid() == 0:
                os.setgroups([])
                os.setresgid(65534, 65534, 65534)
                os.setresuid(65534, 65534, 65534)
            os.close(os.open("/etc/hostname", os.O_RDONLY))
        except OSError as exc:
            code = exc.errno
        os._exit(code)
    code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    return errno.errorcode.get(code, str(code)) if code else "opened"


def loop_ms(rounds: int = 15) -> float:
    """The median of a fixed CPU-bound loop, in ms: eager's trials' stand-in."""
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        total = 0
        for i in range(200_000):
            total += i * i
        times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 2)


def main() -> None:
    end, seconds, script = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    found = mode.detect()
    lease = identity.lease() if found.uid_per_child else None
    made = folders.make(lease.uid if lease else None, found.bounded_folders)
    record = {"mode": found.kind, "steps": list(found.steps), "uid_per_child": found.uid_per_child}
    try:
        _, env = policy.command(policy.PLAIN, made, os.environ, "cpu", (), uid=lease.uid if lease else None,
                                steps=found.steps, landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + open(script).read()
        child = subprocess.Popen([sys.executable, "-P", "-c", code, *sys.argv[4:]], env=env, cwd=made.scratch,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                 start_new_session=True)
        first = child.stdout.readline()
        if not first:
            record["child"] = {"stderr": child.stderr.read()[-800:]}
            return
        record["queued"] = json.loads(first)
        pids = session_processes(child.pid)
        os.killpg(child.pid, signal.SIGSTOP)
        while set(states(pids)) - {"T", "t", "Z", "X"}:
            time.sleep(0.001)
        ticks, sectors, begun = cpu_ticks(pids), sectors_read(), time.monotonic()
        record["another_uid_opens_while_stopped"] = another_uid_opens()
        record["loop_ms_while_stopped"] = loop_ms()
        time.sleep(max(0.0, seconds - (time.monotonic() - begun)))
        record["stopped_s"] = round(time.monotonic() - begun, 2)
        record["mib_read_while_stopped"] = (sectors_read() - sectors) * 512 >> 20
        record["child_ticks_while_stopped"] = cpu_ticks(pids) - ticks
        record["loop_ms_after"] = loop_ms()
        if end == "continue":
            os.killpg(child.pid, signal.SIGCONT)
            child.stdin.write("go\n")
            child.stdin.flush()
            record["child"] = json.loads(child.stdout.readline() or "null")
        else:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
            reaped = time.monotonic()
            record["files_still_open_once_reaped"] = open_files(session_processes(child.pid))
            record["another_uid_opens_once_reaped"] = another_uid_opens()
            while session_processes(child.pid):
                time.sleep(0.005)
            record["lived_on_after_reaped_s"] = round(time.monotonic() - reaped, 3)
    finally:
        if "child" in locals() and child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
        if lease:
            lease.release()
        folders.remove(made)
        print(json.dumps(record))


if __name__ == "__main__":
    main()
