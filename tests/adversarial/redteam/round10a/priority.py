"""Run confined (``standin.py priority.py``): whether the child can give itself a real-time
scheduling class or a negative nice value, through a hard rlimit the trusted side inherited and
``policy.LIMITS`` does not name. Prints one JSON line: each attempt's outcome and the limits seen."""

import errno
import json
import os
import resource


def attempt(action):
    try:
        action()
    except (OSError, ValueError) as exc:
        return errno.errorcode.get(getattr(exc, "errno", None) or 0, type(exc).__name__)
    return "ALLOWED"


def raise_soft(limit):
    resource.setrlimit(limit, (resource.getrlimit(limit)[1],) * 2)


outcomes = {
    "limits": {name: resource.getrlimit(getattr(resource, f"RLIMIT_{name}")) for name in ("RTPRIO", "NICE", "MEMLOCK")},
    "uid": os.getuid(),
    "nice_minus_10": attempt(lambda: (raise_soft(resource.RLIMIT_NICE), os.setpriority(os.PRIO_PROCESS, 0, -10))),
    "sched_fifo": attempt(lambda: (raise_soft(resource.RLIMIT_RTPRIO),
                                   os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(1)))),
}
outcomes["scheduler_now"] = os.sched_getscheduler(0)
outcomes["nice_now"] = os.getpriority(os.PRIO_PROCESS, 0)
print(json.dumps(outcomes))
