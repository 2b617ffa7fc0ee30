"""A child's OOM score stays at 1000 (red team round 35a's OOM_SELF_RESCUE), with real confined processes.

A process may lower its own ``oom_score_adj`` down to its floor, which only a writer holding CAP_SYS_RESOURCE raises
(never a user, nor root in Docker's default capabilities): so the child keeps the file out of its own reach. It may not
make itself dumpable again (seccomp), which would give its /proc files back to its uid, and off a GPU host Landlock
grants no write under /proc at all, so that even after an exec (which makes a process dumpable) the file stays shut.
On a GPU host Landlock's rule for CUDA's thread names covers the child's own task folder, its ``oom_score_adj``
included: a child that execs itself can lower its score there, and the trusted side's stop watch ends it at its next
stop, naming the process. Run as a uid of no account where the tests run as root (a user's child is the case)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pytest_passnet.sandbox import confine, landlock, mode, policy, procfs, seccomp
from pytest_passnet.sandbox.process import Sandbox
from tests.sandbox.held_children import gpu_host_standin, sandboxes_holding

ROOT = Path(__file__).parents[2]
NO_ACCOUNT_UID = 1_500_381  # a uid of no account (round 35a's premises use 1,500,371-1,500,379)

# After confining itself as a child on a host without a GPU does (no thread-name rule), the process tries both routes
# to a lower score: prctl(PR_SET_DUMPABLE, 1) and its own task file, then an exec of itself (an exec makes a process
# dumpable) that tries the task file again.
_LOWER = textwrap.dedent("""
    import ctypes, json, os, sys
    libc = ctypes.CDLL(None, use_errno=True)

    def lower():
        try:
            with open(f"/proc/self/task/{libc.syscall(186 if os.uname().machine == 'x86_64' else 178)}/oom_score_adj",
                      "w") as adj:
                adj.write("0")
            return "lowered"
        except OSError as exc:
            return exc.strerror

    if sys.argv[1] == "confine":
        from pytest_passnet.sandbox import confine, landlock, policy
        rules = {"abi": landlock.abi_version(), "read": [*policy.read_only_roots(), "/proc"], "write": [],
                 "devices": [], "thread_names": False}
        confine.apply({"steps": ["oom_first", "no_new_privs", "non_dumpable", "landlock", "seccomp"],
                       "landlock": rules})
        made_dumpable = libc.prctl(4, 1, 0, 0, 0)  # PR_SET_DUMPABLE
        said = {"prctl": "refused" if made_dumpable == -1 else "made dumpable", "before_exec": lower()}
        print(json.dumps(said), flush=True)
        os.execv(sys.executable, [sys.executable, "-c", CODE, "exec"])
    said = {"dumpable_after_exec": libc.prctl(3, 0, 0, 0, 0), "after_exec": lower(),
            "score": open("/proc/self/oom_score_adj").read().strip()}
    print(json.dumps(said), flush=True)
""")


def _as_no_account() -> list[str]:
    return ["setpriv", f"--reuid={NO_ACCOUNT_UID}", f"--regid={NO_ACCOUNT_UID}", "--clear-groups"] if os.geteuid() == 0 else []


@pytest.mark.skipif(landlock.abi_version() == 0 or not seccomp.supported(), reason="needs Landlock and seccomp")
@pytest.mark.skipif(os.geteuid() == 0 and not shutil.which("setpriv"), reason="root needs setpriv for a uid of no account")
def test_a_child_without_a_gpu_cannot_lower_its_oom_score_by_prctl_or_by_an_exec():
    code = _LOWER.replace("CODE", repr(_LOWER))
    done = subprocess.run([*_as_no_account(), sys.executable, "-c", code, "confine"], capture_output=True, text=True,
                          timeout=60, cwd="/", env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                                                    "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1",
                                                    "HOME": "/nonexistent"})
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 2, done.stderr[-2000:]
    before, after = lines
    assert before == {"prctl": "refused", "before_exec": "Permission denied"}, lines
    assert after["dumpable_after_exec"] == 1, lines  # the exec made it dumpable: Landlock alone holds the file
    assert after["after_exec"] == "Permission denied" and after["score"] == str(confine.OOM_SCORE), lines


# A stand-in for a pass's child on a GPU host (Landlock's thread-name rule on): it greets as the real child does, then
# (``lower``) execs itself, which makes it dumpable, and writes 0 to its own task folder's oom_score_adj.
_STANDIN = textwrap.dedent("""
    import ctypes, json, os, struct, sys, time
    if sys.argv[-1] != "exec":
        from pytest_passnet.sandbox.confine import confine_child
        confine_child()
        os.dup2(0, 3, inheritable=True)
        os.dup2(1, 4, inheritable=True)
        os.dup2(2, 1)
        if LOWER:
            os.execv(sys.executable, [sys.executable, "-c", CODE, "exec"])
    else:
        libc = ctypes.CDLL(None, use_errno=True)
        with open(f"/proc/self/task/{libc.syscall(186 if os.uname().machine == 'x86_64' else 178)}/oom_score_adj",
                  "w") as adj:
            adj.write("0")
    greeting = json.dumps({"body": {"ready": True}, "tensors": []}).encode()  # as Channel.send writes it
    os.write(4, struct.pack("<Q", len(greeting)) + greeting)
    time.sleep(120)
""")


def _gpu_host_standin(found: mode.Mode, lower: bool) -> Sandbox:
    """The real ``Sandbox`` running ``_STANDIN``, its plan as a GPU host's (the thread-name rule), greeted."""
    code = _STANDIN.replace("LOWER", repr(lower))
    return gpu_host_standin(found, code.replace("CODE", repr(code)))


@pytest.mark.skipif(os.geteuid() != 0, reason="as root each child has a uid of its own (a user's plain child shares the "
                    "trusted side's, whose lowered score the test could not tell from the pass's)")
def test_the_stop_watch_ends_a_child_whose_process_lowered_its_oom_score():
    """The GPU host's route (an exec under the thread-name rule) is open; the watch ends the pass's child at its stop,
    naming the process; an honest child (bubblewrap's processes keep the trusted side's score) stands."""
    found = mode.detect()
    if "landlock" not in found.steps or "oom_first" not in found.steps:
        pytest.skip("this host's mode has no Landlock or no oom_first")
    for lower in (False, True):
        child = _gpu_host_standin(found, lower)
        sandboxes = sandboxes_holding(child)
        try:
            pids = child.processes()
            launchers = {child.process.pid, *procfs.children(child.process.pid)} if found.kind == policy.BWRAP else set()
            scores = {pid: int(Path(f"/proc/{pid}/oom_score_adj").read_text()) for pid in pids if pid not in launchers}
            with sandboxes.others_stopped(active=None) as window:
                pass
            if not lower:
                assert window.broke is None and child.process.poll() is None, (window.broke, scores)
                continue
            lowered = [pid for pid, score in scores.items() if score == 0]
            assert len(lowered) == 1, scores  # the attack happened: the exec'd process stands at 0
            assert window.broke and f"had process {lowered[0]} at oom_score_adj 0 when it was stopped" in window.broke
            assert "A pass may not write oom_score_adj" in window.broke
            assert sandboxes.current is None and child.process.poll() is not None  # ended
        finally:
            if sandboxes.current is child:  # not ended (and closed) by the watch
                child.close()

