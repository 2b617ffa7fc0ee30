"""What a child does to itself first, before torch and before any pass or sample code: it gives
up every privilege the kernel lets it give up, for good.

The trusted side decides the plan (``policy.command``) and passes it in the environment; the child
applies all of it or exits, so what a report records as enforced was enforced. Which parts this
machine supports, a probe child found out first (``mode``): the plan asks for those only.

Imports nothing but the standard library and the sandbox's own ctypes modules.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import sys

from pytest_passnet.sandbox import landlock, seccomp, syscalls

PLAN_VARIABLE = "PASSNET_CONFINEMENT"
FAILED_EXIT = 70  # EX_SOFTWARE: the child could not confine itself and never ran anything


def _limits(plan: dict) -> str:
    for name, value in plan["limits"].items():
        limit = getattr(resource, f"RLIMIT_{name.upper()}")
        _, hard = resource.getrlimit(limit)
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        resource.setrlimit(limit, (value, value))
    return "rlimits"


def _first_to_go_on_oom(plan: dict) -> str:
    """Raising one's own OOM score needs no privilege: when memory runs out, a child goes first."""
    with open("/proc/self/oom_score_adj", "w") as adj:
        adj.write("1000")
    return "oom_first"


def _identity(plan: dict) -> str:
    """Root gives way to the dedicated uid (no groups); root without one keeps no capability."""
    uid, gid = plan.get("uid"), plan.get("gid")
    if os.geteuid() == 0 and uid is not None:
        os.setgroups([])
        os.setresgid(gid, gid, gid)
        os.setresuid(uid, uid, uid)
    if uid is not None:
        if os.getresuid() != (uid, uid, uid) or os.getgroups() not in ([], [gid]):
            raise OSError(f"still uid {os.getresuid()}, groups {os.getgroups()}, not {uid}")
        return "uid"
    if os.geteuid() == 0:
        syscalls.drop_all_capabilities()
        return "no_caps"
    return ""


def _no_new_privs(plan: dict) -> str:
    syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
    return "no_new_privs"


def _dies_with_parent(plan: dict) -> str:
    """SIGKILL when the trusted process ends (set after the uid change, which clears it); a parent
    gone already is noticed here."""
    syscalls.prctl(syscalls.PR_SET_PDEATHSIG, signal.SIGKILL)
    if plan.get("parent") and os.getppid() != plan["parent"]:
        os._exit(FAILED_EXIT)
    return "pdeathsig"


def _non_dumpable(plan: dict) -> str:
    """No process of the same uid may read this one's memory or /proc files (the reference child's)."""
    syscalls.prctl(syscalls.PR_SET_DUMPABLE, 0)
    return "non_dumpable"


def _landlock(plan: dict) -> str:
    rules = {path: landlock.READ for path in plan["landlock"]["read"]}
    rules.update({path: landlock.DEVICE for path in plan["landlock"]["devices"]})
    rules.update({path: landlock.ALL for path in plan["landlock"]["write"]})
    abi = plan["landlock"]["abi"]
    landlock.restrict(abi, rules)
    return f"landlock-v{abi}"


def _seccomp(plan: dict) -> str:
    seccomp.install()
    return "seccomp"


# In this order: limits and the OOM score while allowed to raise them, the uid change before the
# parent-death signal (which it clears), no_new_privs before Landlock and seccomp (which need it),
# seccomp last (it refuses prctl calls made before it).
STEPS = {"rlimits": _limits, "oom_first": _first_to_go_on_oom, "identity": _identity, "no_new_privs": _no_new_privs,
         "pdeathsig": _dies_with_parent, "non_dumpable": _non_dumpable, "landlock": _landlock, "seccomp": _seccomp}


def apply(plan: dict, strict: bool = True) -> dict[str, str]:
    """Apply the steps ``plan`` names, in STEPS' order; for each that held, what it enforced ("":
    nothing to do here, as a uid change for a normal user). ``strict``: a step that fails raises
    (a real child, whose plan names only the steps the probe saw hold); otherwise it is left out
    (the probe, which tries them all)."""
    os.umask(0o077)
    held = {}
    for name, step in STEPS.items():
        if name not in plan["steps"]:
            continue
        try:
            held[name] = step(plan)
        except (OSError, ValueError) as exc:
            if strict:
                raise OSError(f"sandbox confinement: {name} failed: {exc}") from exc
    return held


def confine_child() -> None:
    """A child's first act: the plan the trusted side put in its environment, all of it, or exit."""
    plan = os.environ.get(PLAN_VARIABLE)
    if plan is None:
        return
    try:
        apply(json.loads(plan))
    except OSError as exc:
        print(exc, file=sys.stderr, flush=True)
        os._exit(FAILED_EXIT)

