"""Run confined (``STANDIN_DECOY=1 standin.py others.py``): what the child can do to another process of
its user (the decoy, standing for the reference child that times eager) and to its trusted parent,
through calls whose permission is the uid alone: Landlock (up to ABI 7) scopes signals and abstract
sockets, not scheduling, priorities or limits, and seccomp lets them through. Prints one JSON line."""

import ctypes
import errno
import json
import os
import resource
import sys

reference, trusted = int(sys.argv[1]), int(sys.argv[2])
libc = ctypes.CDLL(None, use_errno=True)
IOPRIO_WHO_PROCESS, IOPRIO_CLASS_IDLE = 1, 3


def attempt(action):
    try:
        action()
    except OSError as exc:
        return errno.errorcode.get(exc.errno, str(exc.errno))
    return "ALLOWED"


def ioprio_idle():
    if libc.syscall(251, IOPRIO_WHO_PROCESS, reference, IOPRIO_CLASS_IDLE << 13) < 0:  # ioprio_set, x86_64
        raise OSError(ctypes.get_errno(), "ioprio_set")


def same_limit(pid, limit):
    resource.prlimit(pid, limit, resource.prlimit(pid, limit))


outcomes = {
    "reference_visible": os.path.exists(f"/proc/{reference}"),
    "reference_sched_idle": attempt(lambda: os.sched_setscheduler(reference, os.SCHED_IDLE, os.sched_param(0))),
    "reference_nice_19": attempt(lambda: os.setpriority(os.PRIO_PROCESS, reference, 19)),
    "reference_one_cpu": attempt(lambda: os.sched_setaffinity(reference, {min(os.sched_getaffinity(0))})),
    "reference_io_idle": attempt(ioprio_idle),
    "reference_file_size_0": attempt(lambda: resource.prlimit(reference, resource.RLIMIT_FSIZE, (0, 0))),
    "trusted_prlimit_same": attempt(lambda: same_limit(trusted, resource.RLIMIT_NOFILE)),
    "trusted_nice_same": attempt(lambda: os.setpriority(os.PRIO_PROCESS, trusted, os.getpriority(os.PRIO_PROCESS, trusted))),
    "signal_0_reference": attempt(lambda: os.kill(reference, 0)),
}
try:
    outcomes["reference_scheduler_now"] = os.sched_getscheduler(reference)
except OSError as exc:
    outcomes["reference_scheduler_now"] = errno.errorcode.get(exc.errno)
print(json.dumps(outcomes))
