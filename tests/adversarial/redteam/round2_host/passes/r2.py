"""What the round-2 passes share, imported as ``pass_dir.r2``: the processes a pass can name from
/proc (the trusted pytest process, the other sandbox children, a process of the same user outside
the run), the system calls Python's ``os`` lacks (prlimit, ioprio, pidfd, kcmp, perf_event_open),
and a way to report: a failure message the run records as this variant's.

Imported, it switches off the child's own static layer (``sandbox.child.watch.static_findings``, which reads the
pass files after they were imported, and is a diagnostic: the verdicts come from the trusted side),
as any pass that controls its child can: the attacks that act after loading get there, as they
would past the trusted side's allow-list, which the runs switch off."""

import ctypes
import json
import os
import platform
import sys
from pathlib import Path

from pass_dir.host import children, cmdline, config, started_at, trusted_process

CHILD_MODULE = "pytest_passnet.sandbox.child"
CANARY = "passnet-redteam-canary-"  # in the command line of the harness's host process
libc = ctypes.CDLL(None, use_errno=True)
NUMBERS = {
    "x86_64": {"ioprio_get": 252, "ioprio_set": 251, "kcmp": 312, "perf_event_open": 298, "pidfd_open": 434,
               "pidfd_send_signal": 424, "pidfd_getfd": 438, "userfaultfd": 323, "io_uring_setup": 425,
               "getpid": 39, "keyctl": 250, "process_madvise": 440, "process_vm_readv": 310},
    "aarch64": {"ioprio_get": 31, "ioprio_set": 30, "kcmp": 272, "perf_event_open": 241, "pidfd_open": 434,
                "pidfd_send_signal": 424, "pidfd_getfd": 438, "userfaultfd": 282, "io_uring_setup": 425,
                "getpid": 172, "keyctl": 219, "process_madvise": 440, "process_vm_readv": 270},
}[platform.machine()]
RLIMIT_FSIZE, RLIMIT_NOFILE = 1, 7


def _switch_off_in_child_checks():
    guard = sys.modules.get("pytest_passnet.sandbox.child.watch")
    if guard is not None:
        guard.static_findings = lambda rule_files, sample_dir: []


_switch_off_in_child_checks()


class Limit(ctypes.Structure):
    _fields_ = [("soft", ctypes.c_uint64), ("hard", ctypes.c_uint64)]


def checked(result):
    if result == -1:
        errno = ctypes.get_errno()
        raise OSError(errno, os.strerror(errno))
    return result


def syscall(name, *args):
    return checked(libc.syscall(ctypes.c_long(NUMBERS[name]), *args))


def prlimit(pid, resource, soft=None, hard=None):
    """Read a process's limit; with ``soft``, set it (``hard`` defaults to the hard limit read)."""
    old = Limit()
    checked(libc.prlimit(pid, resource, None, ctypes.byref(old)))
    if soft is not None:
        new = Limit(soft, old.hard if hard is None else hard)
        checked(libc.prlimit(pid, resource, ctypes.byref(new), None))
    return old.soft, old.hard


def threads(pid):
    try:
        return [int(t) for t in os.listdir(f"/proc/{pid}/task")]
    except OSError:
        return [pid]


def me():
    return os.getpid()


def trusted():
    return trusted_process(os.getpid())


def sandbox_children():
    """The trusted process's sandbox children, oldest first: the reference child, then this one
    (the current sample's), then the spare started for the next sample."""
    parent = trusted()
    if parent is None:
        return []
    return sorted((c for c in children(parent) if CHILD_MODULE in " ".join(cmdline(c))), key=started_at)


def reference():
    found = [c for c in sandbox_children() if c != me()]
    return found[0] if found else None


def spare():
    found = [c for c in sandbox_children() if c != me()]
    return found[-1] if len(found) > 1 else None


def host_canary():
    """The harness's process of the same user outside the run (a stand-in for the user's shell,
    an editor, a training job), found by its command line."""
    for name in os.listdir("/proc"):
        if name.isdigit() and any(part.startswith(CANARY) for part in cmdline(int(name))):
            return int(name)
    return None


def log_dir():
    return Path(config()["log_dir"])


def token():
    return config()["token"]


def hint(name):
    """A host path the harness names in launch_config.json (the places a pass would look for)."""
    return config()["hints"][name]


def fail_with(tag, found):
    """End the pass's set-up with a failure whose message carries ``found`` (what the run records)."""
    raise RuntimeError(f"{tag} {json.dumps(found, sort_keys=True)} END")
