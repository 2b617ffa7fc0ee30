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
import re
import resource
import select
import signal
import sys

from pytest_passnet.sandbox import landlock, seccomp, syscalls

PLAN_VARIABLE = "PASSNET_CONFINEMENT"
FAILED_EXIT = 70  # EX_SOFTWARE: the child could not confine itself and never ran anything
OWN_THREAD_NAMES = ("/proc/self/task", "/proc/self/comm")
OOM_SCORE = 1000  # a child's oom_score_adj: the most there is, the OOM killer's first choice
_PINNED: list[int] = []


def _limits(plan: dict) -> str:
    for name, value in plan["limits"].items():
        limit = getattr(resource, f"RLIMIT_{name.upper()}")
        _, hard = resource.getrlimit(limit)
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        resource.setrlimit(limit, (value, value))
    return "rlimits"


def _first_to_go_on_oom(plan: dict) -> str:
    """Raising one's own OOM score needs no privilege: when memory runs out, a child goes first. A
    process may lower its score again down to its floor (``oom_score_adj_min``), which only a write
    by a holder of CAP_SYS_RESOURCE raises (to the value written): this one where root holds it, as
    root (the floor is then 1000); never a user's, nor root's in Docker's default capabilities. So
    the child keeps its /proc files out of its own reach (``non_dumpable``, seccomp, Landlock) and
    the trusted side ends one whose process stands lower (``process.Sandbox.lowered_oom_score``)."""
    with open("/proc/self/oom_score_adj", "w") as adj:
        adj.write(str(OOM_SCORE))
    return "oom_first"


def _namespaces(plan: dict) -> str:
    """Without bubblewrap a child takes what bubblewrap would give: PID, mount, IPC and network
    namespaces of its own, and a /proc of its PID namespace (hidepid=invisible besides). Nothing
    of the host's processes, System V or POSIX IPC objects, abstract sockets or network is left
    in reach, and every process the pass starts dies with the namespace's first process. Root
    may; a normal user where the kernel lets it make a user namespace (mapping only its own uid;
    the capabilities it holds there are dropped once the mounts are made). The process the
    trusted side started stays outside: it waits for the inside and ends as it did
    (``_stand_outside``)."""
    as_user = os.geteuid() != 0
    uid, gid = os.getuid(), os.getgid()
    syscalls.unshare(syscalls.CLONE_NEWNS | syscalls.CLONE_NEWIPC | syscalls.CLONE_NEWNET | syscalls.CLONE_NEWPID
                     | (syscalls.CLONE_NEWUSER if as_user else 0))
    if as_user:
        for name, text in (("setgroups", "deny"), ("uid_map", f"{uid} {uid} 1"), ("gid_map", f"{gid} {gid} 1")):
            with open(f"/proc/self/{name}", "w") as mapping:
                mapping.write(text)
    outside_alive, outside_holds = os.pipe()  # reads as ended once the outside process is gone
    settled_read, settled_write = os.pipe()  # reads as ended once the outside holds no end of the channel
    inside = os.fork()
    if inside:
        os.close(outside_alive)
        os.close(settled_read)
        _stand_outside(inside, plan, settled_write)
    os.close(outside_holds)
    os.close(settled_write)
    # A pass's stop of its group would otherwise find the outside before it let go of the channel (round 34a).
    os.read(settled_read, 1)
    os.close(settled_read)
    plan["outside"] = outside_alive
    # Private: nothing mounted here reaches the host, nor what the host mounts later: the next sample's child's
    # folders, which a child that owns them (root's without a uid of its own) could close (round 49b's SPARE_CHMOD).
    # What is mounted at other children's folders now is let go below.
    syscalls.mount(None, "/", None, syscalls.MS_REC | syscalls.MS_PRIVATE)
    read_only = plan.get("uid") is None and _read_only_but(plan["folders"]["writable"])
    syscalls.mount("proc", "/proc", "proc", syscalls.MS_NOSUID | syscalls.MS_NODEV | syscalls.MS_NOEXEC,
                   "hidepid=invisible")
    _let_go_of_other_folders(plan["folders"]["own"], plan["folders"]["prefix"])
    if as_user:
        syscalls.drop_all_capabilities()  # they held only in the new user namespace, for the mounts
    return "pid-mount-ipc-net-namespaces" + ("+user-namespace" if as_user else "") + ("+read-only" if read_only else "")


def _read_only_but(writable: list[str]) -> bool:
    """Every mount in this view read-only but the child's own folders, bound over themselves: a
    child with the user's uid, or root's without a uid of its own, can then change no mode, time or
    attribute of the files it owns, which Landlock does not govern (round 10a's chmod sabotage, round
    49b's ROOT_NO_UID_METADATA: a set-uid root program). False where the kernel has no
    mount_setattr (before 5.12): Landlock alone then."""
    for path in writable:
        syscalls.mount(path, path, None, syscalls.MS_BIND | syscalls.MS_REC)
    try:
        syscalls.set_read_only("/", True)
    except OSError:
        return False
    for path in writable:
        syscalls.set_read_only(path, False)
    os.chdir(os.getcwd())  # the working folder as the bind shows it (the old one is on a read-only mount now)
    return True


def _let_go_of_other_folders(own: str, prefix: str) -> None:
    """Detach, in this mount namespace, what is mounted at other children's folders: its copy of
    their tmpfs would keep their memory after the trusted side unmounts them."""
    with open("/proc/self/mountinfo") as table:
        points = [re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), line.split()[4]) for line in table]
    for point in reversed(points):  # the last mounted first
        if point.startswith(prefix) and point != own and not point.startswith(own + "/"):
            try:
                syscalls.umount(point, syscalls.MNT_DETACH)
            except OSError:
                pass  # gone with one detached before: its memory is not this view's to keep either way


def _stand_outside(inside: int, plan: dict, settled: int) -> None:
    """The outside process: it dies with the trusted process (and the inside, the first process of
    its PID namespace, with it, which takes every process of the namespace along), and otherwise
    waits for the inside and ends as it did. It keeps no end of the channel, and closes ``settled``
    once it holds none."""
    syscalls.prctl(syscalls.PR_SET_PDEATHSIG, signal.SIGKILL)
    if plan.get("parent") and os.getppid() != plan["parent"]:
        os.kill(inside, signal.SIGKILL)
        os._exit(FAILED_EXIT)
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    os.close(devnull)
    os.close(settled)
    _, status = os.waitpid(inside, 0)
    if os.WIFSIGNALED(status):
        # Forked before the rlimits: its own end writes no core (the inside's fatal signal, raised again here,
        # wrote a root-owned copy of this process into the child's folder where core dumps were on: round 33a).
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        number = os.WTERMSIG(status)
        if number not in (signal.SIGKILL, signal.SIGSTOP):
            signal.signal(number, signal.SIG_DFL)
        os.kill(os.getpid(), number)
    os._exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else FAILED_EXIT)


def _identity(plan: dict) -> str:
    """Root gives way to the dedicated uid (no groups); root without one keeps no capability, nor a
    user's child any. Every way the capability sets are read back empty: a uid change keeps them
    where the trusted process inherited SECBIT_NO_SETUID_FIXUP, root without CAP_SETPCAP keeps its
    bounding set (``no_new_privs``, the next step, keeps an exec from using it), a user's service
    may hand down ambient ones (red team round 51a's CAPS_KEPT_WITH_UID and CAPS_KEPT_WITHOUT_UID:
    the host's clock set, root's opens vetoed through fanotify; round 52a's CAPS_KEPT_AS_USER)."""
    uid, gid = plan.get("uid"), plan.get("gid")
    if os.geteuid() == 0 and uid is not None:
        os.setgroups([])
        os.setresgid(gid, gid, gid)
        os.setresuid(uid, uid, uid)
    if uid is not None:
        if os.getresuid() != (uid, uid, uid) or os.getgroups() not in ([], [gid]):
            raise OSError(f"still uid {os.getresuid()}, groups {os.getgroups()}, not {uid}")
        syscalls.clear_capabilities()
        label = "uid"
    elif os.geteuid() == 0:
        syscalls.drop_all_capabilities()
        label = "no_caps"
    else:  # a user's process may hold some too: ambient ones a service gave it (round 52a's CAPS_KEPT_AS_USER)
        syscalls.clear_capabilities()
        label = ""
    if held := syscalls.capabilities_held():
        raise OSError(f"capabilities still held: {held}")
    return label


def _no_new_privs(plan: dict) -> str:
    syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
    return "no_new_privs"


def _dies_with_parent(plan: dict) -> str:
    """SIGKILL when the parent ends (set after the uid change, which clears it): the trusted
    process, or inside namespaces the process left outside; a parent gone already is noticed here."""
    syscalls.prctl(syscalls.PR_SET_PDEATHSIG, signal.SIGKILL)
    if "outside" in plan:  # the parent's pid is not visible from inside: its pipe end tells
        if select.select([plan["outside"]], [], [], 0)[0]:
            os._exit(FAILED_EXIT)
        os.close(plan.pop("outside"))
    elif plan.get("parent") and os.getppid() != plan["parent"]:
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
    # CUDA names its threads at cuInit by writing /proc/self/task/<tid>/comm and fails with error
    # 304 where it may not: on a GPU host only (``thread_names``). Resolved here, by the child itself:
    # its own threads' folder only, held open for the child's life (a rule binds an inode; procfs
    # makes a new one for a dentry it drops). Landlock cannot narrow a folder's rule to its ``comm``
    # files: the rule also covers task/<tid>/oom_score_adj, which non_dumpable keeps root's (and seccomp
    # refuses making the process dumpable again) until the process execs; then the trusted side's
    # stop watch sees the lowered score (``process.Sandbox.lowered_oom_score``; round 35a).
    if plan["landlock"].get("thread_names"):
        _PINNED.extend(os.open(path, os.O_PATH | os.O_CLOEXEC) for path in OWN_THREAD_NAMES)
        rules.update({path: landlock.WRITE_FILE | landlock.TRUNCATE for path in OWN_THREAD_NAMES})
    abi = plan["landlock"]["abi"]
    landlock.restrict(abi, rules)
    return f"landlock-v{abi}"


def _seccomp(plan: dict) -> str:
    seccomp.install(unix_sockets=plan.get("unix_sockets", False), others_reachable=not plan.get("pid_namespace"),
                    pinned=plan.get("pinned", False), truncation_unhandled=plan.get("truncation_unhandled", False))
    return "seccomp" + "".join(f"+{said}" for key, said in (("unix_sockets", "unix-sockets"), ("pinned", "pinned"),
                                                            ("truncation_unhandled", "no-truncate")) if plan.get(key))


# In this order: limits and the OOM score while allowed to raise them, namespaces while root, the
# uid change before the parent-death signal (which it clears), no_new_privs before Landlock and
# seccomp (which need it), seccomp last (it refuses prctl calls made before it).
# The limits come after the namespaces: RLIMIT_NPROC set before a user namespace is made would bound the user's
# count outside it too (``policy.limits``).
STEPS = {"oom_first": _first_to_go_on_oom, "namespaces": _namespaces, "rlimits": _limits, "identity": _identity,
         "no_new_privs": _no_new_privs, "pdeathsig": _dies_with_parent, "non_dumpable": _non_dumpable,
         "landlock": _landlock, "seccomp": _seccomp}


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

