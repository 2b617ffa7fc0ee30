"""The seccomp filter's refusals beyond sockets: kernel timers in every child (round 9a's timer
storm), signals sent on a file's behalf (round 18a: a stopped child's stderr sent it SIGCONT) or by a process's
death (round 19a: clone's exit signal), and, where a child has no PID namespace of its own, the calls that would set another
process's limits, scheduling or priorities (round 10a: the reference child set to SCHED_IDLE)."""

import json
import subprocess
import sys
import textwrap

import pytest

from pytest_passnet.sandbox import seccomp

# What each call did in the child: "done", or the errno it failed with.
_OUTCOME = textwrap.dedent("""
    def outcome(call):
        try:
            call()
            return "done"
        except OSError as exc:
            return exc.errno
""")

_TRY = textwrap.dedent("""
    import ctypes, fcntl, json, os, resource, signal, struct, sys, termios, threading
    from pytest_passnet.sandbox import seccomp, syscalls
    other = int(sys.argv[2])
    syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
    seccomp.install(others_reachable=sys.argv[1] == "reachable")
    libc = ctypes.CDLL(None, use_errno=True)
""") + _OUTCOME + textwrap.dedent("""

    def raw(result):
        if result == -1:
            raise OSError(ctypes.get_errno(), "")

    def clone(exit_signal):  # fork(), but the child's death sends ``exit_signal`` to this process
        pid = libc.syscall(syscalls.NUMBERS["clone"], ctypes.c_ulong(exit_signal), *[ctypes.c_ulong(0)] * 4)
        raw(pid)
        if pid == 0:
            os._exit(0)
        os.waitpid(pid, 0x40000000)  # __WALL

    print(json.dumps({
        "timer_create": outcome(lambda: raw(libc.timer_create(1, None, ctypes.byref(ctypes.c_void_p())))),
        "timerfd_create": outcome(lambda: raw(libc.timerfd_create(1, 0))),
        "own nice": outcome(lambda: os.setpriority(os.PRIO_PROCESS, 0, 5)),
        "own limit": outcome(lambda: resource.setrlimit(resource.RLIMIT_CORE, (0, 0))),
        "other's nice": outcome(lambda: os.setpriority(os.PRIO_PROCESS, other, 19)),
        "the uid's nice": outcome(lambda: os.setpriority(os.PRIO_USER, 0, 19)),
        "other's limit": outcome(lambda: resource.prlimit(other, resource.RLIMIT_FSIZE, (0, 0))),
        "other's scheduler": outcome(lambda: os.sched_setscheduler(other, os.SCHED_IDLE, os.sched_param(0))),
        "F_SETSIG": outcome(lambda: fcntl.fcntl(2, 10, signal.SIGCONT)),
        "F_SETOWN": outcome(lambda: fcntl.fcntl(2, fcntl.F_SETOWN, os.getpid())),
        "O_ASYNC": outcome(lambda: fcntl.fcntl(2, fcntl.F_SETFL, fcntl.fcntl(2, fcntl.F_GETFL) | os.O_ASYNC)),
        "FIOASYNC": outcome(lambda: fcntl.ioctl(2, termios.FIOASYNC, struct.pack("i", 1))),
        "O_NONBLOCK": outcome(lambda: os.set_blocking(2, False)),
        "clone, exit signal SIGCONT": outcome(lambda: clone(signal.SIGCONT)),
        "fork": outcome(lambda: clone(signal.SIGCHLD)),
        "a thread": outcome(lambda: threading.Thread(target=int).start()),
    }))
""")


def _outcomes(reachable: str) -> dict:
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        done = subprocess.run([sys.executable, "-c", _TRY, reachable, str(other.pid)], capture_output=True, text=True,
                              timeout=60, check=True)
        return json.loads(done.stdout)
    finally:
        other.kill()
        other.wait()


@pytest.mark.skipif(not seccomp.supported(), reason="no seccomp on this machine")
def test_without_a_pid_namespace_a_child_sets_only_its_own_limits_and_priorities():
    seen = _outcomes("reachable")
    assert seen == {"timer_create": 1, "timerfd_create": 1, "own nice": "done", "own limit": "done",
                    "other's nice": 1, "the uid's nice": 1, "other's limit": 1, "other's scheduler": 1,
                    "F_SETSIG": 1, "F_SETOWN": 1, "O_ASYNC": 1, "FIOASYNC": 1, "O_NONBLOCK": "done",
                    "clone, exit signal SIGCONT": 1, "fork": "done", "a thread": "done"}, seen


@pytest.mark.skipif(not seccomp.supported(), reason="no seccomp on this machine")
def test_with_a_pid_namespace_only_the_timers_are_refused():
    """Inside its own PID namespace nothing else is in reach anyway (ESRCH): the filter leaves those
    calls alone, so nothing a thread pool does to its own threads by thread id is refused."""
    seen = _outcomes("alone")
    assert (seen["timer_create"], seen["timerfd_create"]) == (1, 1)
    assert seen["other's nice"] == "done" and seen["other's limit"] == "done", seen


_TRUNCATE = textwrap.dedent("""
    import ctypes, json, os, sys
    from pytest_passnet.sandbox import seccomp, syscalls
    unhandled, victim, own = sys.argv[1] == "unhandled", sys.argv[2], sys.argv[3]
    syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
    seccomp.install(truncation_unhandled=unhandled)
    libc = ctypes.CDLL(None, use_errno=True)
""") + _OUTCOME + textwrap.dedent("""

    def openat2():
        if libc.syscall(syscalls.NUMBERS["openat2"], -100, victim.encode(), None, 0) == -1:
            raise OSError(ctypes.get_errno(), "")

    def written(name, flags):
        fd = os.open(os.path.join(own, name), flags | os.O_CREAT, 0o600)
        os.write(fd, b"kept")
        os.ftruncate(fd, 2)
        os.close(fd)

    print(json.dumps({
        "truncate": outcome(lambda: os.truncate(victim, 0)),
        "O_RDONLY|O_TRUNC": outcome(lambda: os.close(os.open(victim, os.O_RDONLY | os.O_TRUNC))),
        "openat2": outcome(openat2),
        "O_WRONLY|O_TRUNC, ftruncate": outcome(lambda: written("a", os.O_WRONLY | os.O_TRUNC)),
        "O_RDWR|O_TRUNC, ftruncate": outcome(lambda: written("b", os.O_RDWR | os.O_TRUNC)),
        "open(w)": outcome(lambda: open(os.path.join(own, "c"), "w").write("kept")),
        "read": outcome(lambda: open(victim).read()),
    }))
""")


@pytest.mark.skipif(not seccomp.supported(), reason="no seccomp on this machine")
def test_where_landlock_handles_no_truncation_a_child_truncates_only_what_it_opened_for_writing(tmp_path):
    """Round 47a's TRUNCATE_OUTSIDE_OLD_LANDLOCK: Landlock below ABI 3 handles no truncation, and without read-only
    mounts ``truncate`` of a path, or an open for reading with O_TRUNC, emptied files the child may only read (the
    run's results.jsonl among them). There the filter refuses both (and ``openat2``, whose flags it cannot read);
    what the child opened for writing it still truncates. The control: without the rule the file is emptied."""
    seen = {}
    for how in ("unhandled", "handled"):
        victim = tmp_path / f"{how}.jsonl"
        victim.write_text("a line the trusted side wrote\n")
        own = tmp_path / f"{how}-scratch"
        own.mkdir()
        done = subprocess.run([sys.executable, "-c", _TRUNCATE, how, str(victim), str(own)], capture_output=True,
                              text=True, timeout=60, check=True)
        seen[how] = {**json.loads(done.stdout), "left": victim.read_text()}
    writes = {"O_WRONLY|O_TRUNC, ftruncate": "done", "O_RDWR|O_TRUNC, ftruncate": "done", "open(w)": "done",
              "read": "done"}
    assert seen["unhandled"] == {"truncate": 1, "O_RDONLY|O_TRUNC": 1, "openat2": 38, **writes,
                                 "left": "a line the trusted side wrote\n"}, seen
    assert seen["handled"]["truncate"] == "done" and seen["handled"]["left"] == "", seen
