"""A seccomp filter for the child: the system calls a pass has no use for, refused.

Refused with EPERM: tracing or reading other processes (ptrace, process_vm_*), new namespaces
(unshare, setns, clone with a CLONE_NEW* flag), mounts, BPF, the kernel keyring, leaving the
process group or session (setsid, setpgid: what the pass starts stays in the group the trusted
side kills), clearing the parent-death signal, making the process dumpable again (its /proc files, its
``oom_score_adj`` among them, would be its uid's to write: round 35a), every socket (a unix one reaches whatever
world-writable socket a path names, and Landlock has no right for connecting to one) but, on a GPU
host, unix ones (the CUDA driver makes one at cuInit and fails with error 304 without it), and
elsewhere every ``socketpair`` but a unix stream pair (a datagram one sends to any path too),
System V and POSIX IPC (their objects outlive the process, and another user's are reachable by
number), and kernel timers and perf events (timer_create,
timerfd_create, perf_event_open): a timer armed before the child's SIGSTOP fires in the interrupt of the
CPU that armed it, charged to whatever runs there, so a stopped child slowed eager's timed trials 2-20x
using no CPU of its own (round 9a's timer storm; an itimer, one per process, stays), and signals the
kernel sends on a file's behalf (F_SETSIG, F_SETOWN, O_ASYNC and their ioctls: SIGCONT through its own
stderr ran a stopped child again, round 18a) or a process's death (clone's exit signal other than
SIGCHLD, round 19a). Where the child
has no PID namespace of its own (``others_reachable``: user namespaces refused), the calls that set
another process's limits, scheduling or priorities are refused unless they name the caller itself
(0): the reference child that times eager and the trusted process share the child's uid there
(round 10a: SCHED_IDLE and nice 19 on the reference). CPU affinity stays (thread pools set their own threads' by
thread id) but where the trusted process runs on fewer CPUs than the host has (``policy.pinned``: the agent's local
runtime pins each evaluation to a slot of cores), as an affinity is advisory to its holder: a child widened its own
to every core while eager stayed on the slot (round 32a's SLOT_ESCAPE). Refused with ENOSYS: clone3 (its flags sit behind a pointer a filter cannot read; C libraries fall back to
clone) and io_uring (its operations bypass the filter), and any call of another ABI (x32, i386); and,
but on a GPU host (whose driver's needs are not known here), memfd_create and memfd_secret: a memfd
written and never mapped holds the host's memory in no process's resident set, so the OOM killer,
whose first choice every child is by its score, scores it at nearly nothing (round 15a). Callers
(asmjit's dual mapping) take ENOSYS for an old kernel and fall back.
"""

from __future__ import annotations

import ctypes

from pytest_passnet.sandbox import syscalls

_DENIED = ("ptrace", "process_vm_readv", "process_vm_writev", "setns", "unshare", "mount", "umount2",
           "pivot_root", "move_mount", "open_tree", "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr",
           "bpf", "keyctl", "add_key", "request_key", "setsid", "setpgid", "userfaultfd", "open_by_handle_at",
           "kexec_load", "kexec_file_load", "init_module", "finit_module", "socket",
           "shmget", "shmat", "shmctl", "shmdt", "semget", "semop", "semctl", "semtimedop", "msgget", "msgsnd",
           "msgrcv", "msgctl", "mq_open", "timer_create", "timerfd_create", "perf_event_open")
# inotify and fanotify: their instances are counted per user, which a normal user's child shares with the trusted
# process (red team round 55b's USER_COUNTS); ENOSYS, which a library that watches files takes for "poll instead".
_NOT_IMPLEMENTED = ("clone3", "io_uring_setup", "io_uring_enter", "io_uring_register", "inotify_init", "inotify_init1",
                    "fanotify_init")
_NOT_IMPLEMENTED_BUT_ON_GPU_HOSTS = ("memfd_create", "memfd_secret")
# CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET, NEWTIME
_NEW_NAMESPACE = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x00000080
_X32_BIT = 0x40000000
# The signal clone's child sends its parent when it ends (the flags' low byte): threads send none and
# processes SIGCHLD; SIGCONT would continue a stopped parent when a helper is killed (round 19a).
_CLONE_EXIT_SIGNAL, _SIGCHLD = 0xFF, 17

_LD_ABS, _AND, _JEQ, _JGE, _JSET, _RET = 0x20, 0x54, 0x15, 0x35, 0x45, 0x06
_ALLOW, _ERRNO = 0x7FFF0000, 0x00050000
_EPERM, _ENOSYS = 1, 38
_AF_UNIX = 1
_SOCK_STREAM, _SOCK_TYPE_MASK = 1, 0xF  # the mask leaves out SOCK_CLOEXEC and SOCK_NONBLOCK, which Python adds
_NR, _ARCH, _ARG0, _ARG1, _ARG2, _ARG3 = 0, 4, 16, 24, 32, 40  # offsets in struct seccomp_data (an arg's low 32 bits:
# little-endian)
# Where Landlock below ABI 3 is all that keeps a child off the user's files (no read-only mounts: no namespaces),
# truncation is a right no ruleset handles, and the kernel allows a right a ruleset does not handle: ``truncate`` of a
# path, and an open for reading with O_TRUNC, emptied the run's results.jsonl, samples' files and the user's (red team
# round 47a's TRUNCATE_OUTSIDE_OLD_LANDLOCK). Both are refused there (an honest child truncates what it opened for
# writing: ``ftruncate``, O_WRONLY or O_RDWR with O_TRUNC, which Landlock's write right governs); ``openat2``, whose
# flags sit behind a pointer, is not implemented there (C libraries fall back to openat).
_O_TRUNC, _O_ACCMODE = 0o1000, 3
_OPEN_FLAGS = {"open": _ARG1, "openat": _ARG2}
# Calls allowed only on the caller itself: (argument, value) pairs each must hold. 0 names the caller;
# setpriority and ioprio_set also need their "which" to be a process (PRIO_PROCESS 0, IOPRIO_WHO_PROCESS 1),
# as 0 for a user or a group means the caller's whole uid or group.
_SELF_ONLY = {"prlimit64": ((_ARG0, 0),), "sched_setparam": ((_ARG0, 0),), "sched_setscheduler": ((_ARG0, 0),),
              "sched_setattr": ((_ARG0, 0),), "setpriority": ((_ARG0, 0), (_ARG1, 0)),
              "ioprio_set": ((_ARG0, 1), (_ARG1, 0))}

# Signals the kernel sends on a file's behalf: F_SETSIG picks any signal, SIGCONT too, and a stopped
# child whose stderr the trusted side drains at all times ran again at each read (round 18a); F_SETOWN
# and its ioctl twins aim them at a process, O_ASYNC (F_SETFL or FIOASYNC) arms them.
_SIGNAL_OWNER_FCNTL = (8, 10, 15)  # F_SETOWN, F_SETSIG, F_SETOWN_EX
# A lease on a file the child may read holds every writer of it up to lease-break-time (45 s here): a user's own files
# under a user's child (red team round 68b's LEASE_ON_USER_FILES). Triton, Inductor, torch and CUDA take none.
_F_SETLEASE = 1024
# The page cache is the host's: POSIX_FADV_DONTNEED and NOREUSE on a file a child may only read dropped its cached pages
# for everyone (red team round 64b's PAGE_CACHE_EVICT: the next child's imports read from disk again). Answered as
# done, doing nothing: the advice is only advice.
_FADVISE_DROPS = (4, 5)
_F_SETFL, _O_ASYNC = 4, 0o20000
_SIGNAL_OWNER_IOCTL = (0x5452, 0x8901, 0x8902)  # FIOASYNC, FIOSETOWN, SIOCSPGRP


class _Instruction(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]


class _Program(ctypes.Structure):
    _fields_ = [("len", ctypes.c_uint16), ("filter", ctypes.POINTER(_Instruction))]


def supported() -> bool:
    """Whether this architecture's call numbers are known here and the kernel filters at all."""
    if syscalls.ARCH not in syscalls.AUDIT_ARCH:
        return False
    try:
        syscalls.prctl(syscalls.PR_GET_SECCOMP)
    except OSError:
        return False
    return True


def _program(unix_sockets: bool, others_reachable: bool, pinned: bool,
             truncation_unhandled: bool = False) -> list[tuple[int, int | str, int | str, int]]:
    """The filter as (code, jump-if-true, jump-if-false, k); jumps name a label or skip 0."""
    number = syscalls.NUMBERS
    code: list = [(_LD_ABS, 0, 0, _ARCH), (_JEQ, 0, "enosys", syscalls.AUDIT_ARCH[syscalls.ARCH]), (_LD_ABS, 0, 0, _NR)]
    if syscalls.ARCH == "x86_64":
        code.append((_JGE, "enosys", 0, _X32_BIT))
    if unix_sockets:
        code += [(_JEQ, 0, "other calls", number["socket"]), (_LD_ABS, 0, 0, _ARG0),
                 (_JEQ, "allow", "eperm", _AF_UNIX), "other calls"]
    code += [(_JEQ, "eperm", 0, number[name]) for name in _DENIED + (("sched_setaffinity",) if pinned else ())]
    if not unix_sockets:
        # A datagram socket of a pair still sends to (and connects to) any pathname socket its uid may
        # write, /dev/log's kind, descriptors included (round 12a); a stream pair is connected to its
        # twin and to nothing else. Python's multiprocessing, asyncio and subprocess make stream pairs
        # (or pipes), as do torch's compile workers and Triton. Where socket() may make unix ones,
        # a pair adds nothing, so it stays open there.
        code += [(_JEQ, 0, "not socketpair", number["socketpair"]),
                 (_LD_ABS, 0, 0, _ARG0), (_JEQ, 0, "eperm", _AF_UNIX),
                 (_LD_ABS, 0, 0, _ARG1), (_AND, 0, 0, _SOCK_TYPE_MASK), (_JEQ, "allow", "eperm", _SOCK_STREAM),
                 "not socketpair"]
    code += [(_JEQ, "enosys", 0, number[name])
             for name in _NOT_IMPLEMENTED + (() if unix_sockets else _NOT_IMPLEMENTED_BUT_ON_GPU_HOSTS)
             if name in number]  # aarch64 has no inotify_init
    if truncation_unhandled:
        code += [(_JEQ, "eperm", 0, number["truncate"]), (_JEQ, "enosys", 0, number["openat2"])]
        for name, flags in _OPEN_FLAGS.items():
            if name in number:
                code += [(_JEQ, 0, f"not {name}", number[name]), (_LD_ABS, 0, 0, flags),
                         (_JSET, 0, "allow", _O_TRUNC), (_AND, 0, 0, _O_ACCMODE), (_JEQ, "eperm", "allow", 0),
                         f"not {name}"]
    if others_reachable:
        for name, required in _SELF_ONLY.items():
            code += [(_JEQ, 0, f"not {name}", number[name])]
            code += [step for offset, value in required
                     for step in ((_LD_ABS, 0, 0, offset), (_JEQ, 0, "eperm", value))]
            code += [(_JEQ, "allow", "allow", 0), f"not {name}"]  # every check held: an unconditional jump
    code += [(_JEQ, 0, "clone?", number["fadvise64"]), (_LD_ABS, 0, 0, _ARG3)]
    code += [(_JEQ, "done", 0, advice) for advice in _FADVISE_DROPS] + [(_JEQ, "allow", "allow", 0), "clone?"]
    code += [(_JEQ, 0, "prctl?", number["clone"]), (_LD_ABS, 0, 0, _ARG0), (_JSET, "eperm", 0, _NEW_NAMESPACE),
             (_AND, 0, 0, _CLONE_EXIT_SIGNAL), (_JEQ, "allow", 0, 0), (_JEQ, "allow", "eperm", _SIGCHLD)]
    # prctl: no clearing the parent-death signal, and no making the process dumpable again: that gives its
    # /proc files (oom_score_adj among them) back to its uid (red team round 35a's OOM_SELF_RESCUE).
    code += ["prctl?", (_JEQ, 0, "fcntl?", number["prctl"]), (_LD_ABS, 0, 0, _ARG0),
             (_JEQ, "eperm", 0, syscalls.PR_SET_PDEATHSIG), (_JEQ, 0, "allow", syscalls.PR_SET_DUMPABLE),
             (_LD_ABS, 0, 0, _ARG1), (_JEQ, "allow", "eperm", 0)]  # PR_SET_DUMPABLE 0 stays: it only narrows
    code += ["fcntl?", (_JEQ, 0, "ioctl?", number["fcntl"]), (_LD_ABS, 0, 0, _ARG1)]
    code += [(_JEQ, "eperm", 0, command) for command in (*_SIGNAL_OWNER_FCNTL, _F_SETLEASE)]
    code += [(_JEQ, 0, "allow", _F_SETFL), (_LD_ABS, 0, 0, _ARG2), (_JSET, "eperm", "allow", _O_ASYNC)]
    code += ["ioctl?", (_JEQ, 0, "allow", number["ioctl"]), (_LD_ABS, 0, 0, _ARG1)]
    code += [(_JEQ, "eperm", 0, request) for request in _SIGNAL_OWNER_IOCTL]  # else on to "allow"
    code += ["allow", (_RET, 0, 0, _ALLOW), "eperm", (_RET, 0, 0, _ERRNO | _EPERM), "enosys", (_RET, 0, 0, _ERRNO | _ENOSYS),
             "done", (_RET, 0, 0, _ERRNO)]
    return code


def _assemble(code: list) -> list[tuple[int, int, int, int]]:
    labels, position = {}, 0
    for entry in code:
        if isinstance(entry, str):
            labels[entry] = position
        else:
            position += 1
    instructions = [entry for entry in code if not isinstance(entry, str)]
    return [(op, labels[jt] - i - 1 if isinstance(jt, str) else jt, labels[jf] - i - 1 if isinstance(jf, str) else jf, k)
            for i, (op, jt, jf, k) in enumerate(instructions)]


def install(unix_sockets: bool = False, others_reachable: bool = False, pinned: bool = False,
            truncation_unhandled: bool = False) -> None:
    """Filter every later call of this thread and of what it starts (needs no_new_privs; call it
    before any other thread exists). ``unix_sockets``: socket() may make unix ones;
    ``others_reachable``: the child has no PID namespace of its own (``_SELF_ONLY`` applies); ``pinned``: the child
    keeps the CPUs it started on (``policy.pinned``); ``truncation_unhandled``: Landlock below ABI 3 keeps the child
    off the user's files, without read-only mounts (``_O_TRUNC``'s refusals apply)."""
    instructions = _assemble(_program(unix_sockets, others_reachable, pinned, truncation_unhandled))
    array = (_Instruction * len(instructions))(*[_Instruction(*i) for i in instructions])
    program = _Program(len(instructions), array)
    syscalls.prctl_pointer(syscalls.PR_SET_SECCOMP, 2, ctypes.byref(program))  # SECCOMP_MODE_FILTER
