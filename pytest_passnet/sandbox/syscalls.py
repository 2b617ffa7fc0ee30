"""The few Linux calls the sandbox needs that Python's ``os`` module lacks (prctl, capabilities,
raw system calls), through ctypes. Each raises ``OSError`` with the kernel's errno.

Imported by the child before torch, so it imports nothing heavy.
"""

from __future__ import annotations

import ctypes
import os
import platform

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_CAPBSET_DROP = 24
PR_SET_SECUREBITS = 28
PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 47, 4
PR_SET_NO_NEW_PRIVS = 38
PR_SET_CHILD_SUBREAPER = 36
PR_GET_SECCOMP = 21
PR_SET_SECCOMP = 22

# System call numbers per architecture: only those the sandbox calls or filters.
_NUMBERS = {
    "x86_64": {
        "ptrace": 101, "process_vm_readv": 310, "process_vm_writev": 311, "setns": 308, "unshare": 272,
        "clone": 56, "clone3": 435, "mount": 165, "umount2": 166, "pivot_root": 155, "move_mount": 429,
        "open_tree": 428, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433, "mount_setattr": 442,
        "bpf": 321, "keyctl": 250, "add_key": 248, "request_key": 249, "setsid": 112, "setpgid": 109,
        "prctl": 157, "socket": 41, "io_uring_setup": 425, "io_uring_enter": 426, "io_uring_register": 427,
        "userfaultfd": 323, "open_by_handle_at": 304, "kexec_load": 246, "kexec_file_load": 320,
        "init_module": 175, "finit_module": 313, "landlock_create_ruleset": 444, "landlock_add_rule": 445,
        "landlock_restrict_self": 446, "shmget": 29, "shmat": 30, "shmctl": 31, "shmdt": 67,
        "semget": 64, "semop": 65, "semctl": 66, "semtimedop": 220, "msgget": 68, "msgsnd": 69, "msgrcv": 70,
        "msgctl": 71, "mq_open": 240, "timer_create": 222, "timerfd_create": 283, "perf_event_open": 298,
        "prlimit64": 302, "sched_setaffinity": 203, "sched_setparam": 142, "sched_setscheduler": 144, "sched_setattr": 314,
        "setpriority": 141, "ioprio_set": 251, "socketpair": 53, "memfd_create": 319, "memfd_secret": 447,
        "fcntl": 72, "ioctl": 16, "kcmp": 312, "open": 2, "openat": 257, "openat2": 437, "truncate": 76,
        "inotify_init": 253, "inotify_init1": 294, "fanotify_init": 300, "fadvise64": 221,
    },
    "aarch64": {
        "ptrace": 117, "process_vm_readv": 270, "process_vm_writev": 271, "setns": 268, "unshare": 97,
        "clone": 220, "clone3": 435, "mount": 40, "umount2": 39, "pivot_root": 41, "move_mount": 429,
        "open_tree": 428, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433, "mount_setattr": 442,
        "bpf": 280, "keyctl": 219, "add_key": 217, "request_key": 218, "setsid": 157, "setpgid": 154,
        "prctl": 167, "socket": 198, "io_uring_setup": 425, "io_uring_enter": 426, "io_uring_register": 427,
        "userfaultfd": 282, "open_by_handle_at": 265, "kexec_load": 104, "kexec_file_load": 294,
        "init_module": 105, "finit_module": 273, "landlock_create_ruleset": 444, "landlock_add_rule": 445,
        "landlock_restrict_self": 446, "shmget": 194, "shmat": 196, "shmctl": 195, "shmdt": 197,
        "semget": 190, "semop": 193, "semctl": 191, "semtimedop": 192, "msgget": 186, "msgsnd": 189, "msgrcv": 188,
        "msgctl": 187, "mq_open": 180, "timer_create": 107, "timerfd_create": 85, "perf_event_open": 241,
        "prlimit64": 261, "sched_setaffinity": 122, "sched_setparam": 118, "sched_setscheduler": 119, "sched_setattr": 274,
        "setpriority": 140, "ioprio_set": 30, "socketpair": 199, "memfd_create": 279, "memfd_secret": 447,
        "fcntl": 25, "ioctl": 29, "kcmp": 272, "openat": 56, "openat2": 437, "truncate": 45,
        "inotify_init1": 26, "fanotify_init": 262, "fadvise64": 223,
    },
}  # fmt: skip
# The architecture field of seccomp's view of a call (AUDIT_ARCH_*).
AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
ARCH = platform.machine()
NUMBERS = _NUMBERS.get(ARCH, {})

CLONE_NEWNS, CLONE_NEWIPC, CLONE_NEWNET, CLONE_NEWPID = 0x00020000, 0x08000000, 0x40000000, 0x20000000
CLONE_NEWUSER = 0x10000000
MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 0x2, 0x4, 0x8, 0x20, 0x1000, 0x4000, 0x40000
MNT_DETACH, UMOUNT_NOFOLLOW = 0x2, 0x8

_libc = ctypes.CDLL(None, use_errno=True)
_libc.syscall.restype = ctypes.c_long
_libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
_libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
_libc.umount2.argtypes = [ctypes.c_char_p, ctypes.c_int]
_libc.unshare.argtypes = [ctypes.c_int]


def _checked(result: int) -> int:
    if result == -1:
        errno = ctypes.get_errno()
        raise OSError(errno, os.strerror(errno))
    return result


def prctl(option: int, arg2: int = 0, arg3: int = 0) -> int:
    return _checked(_libc.prctl(option, arg2, arg3, 0, 0))


def prctl_pointer(option: int, arg2: int, pointer) -> int:
    """prctl with a pointer as its third argument (PR_SET_SECCOMP's filter)."""
    return _checked(_libc.prctl(option, arg2, ctypes.cast(pointer, ctypes.c_void_p).value or 0, 0, 0))


def _bytes(text: str | None) -> bytes | None:
    return None if text is None else os.fsencode(text)


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    _checked(_libc.mount(_bytes(source), _bytes(target), _bytes(fstype), flags, _bytes(data)))


def umount(target: str, flags: int) -> None:
    _checked(_libc.umount2(_bytes(target), flags))


class _MountAttr(ctypes.Structure):
    _fields_ = [("attr_set", ctypes.c_uint64), ("attr_clr", ctypes.c_uint64), ("propagation", ctypes.c_uint64),
                ("userns_fd", ctypes.c_uint64)]


_AT_FDCWD, _AT_RECURSIVE, _MOUNT_ATTR_RDONLY = -100, 0x8000, 0x1


def set_read_only(path: str, read_only: bool) -> None:
    """Every mount at and below ``path`` read-only, or writable again (mount_setattr: Linux 5.12+)."""
    attr = _MountAttr(_MOUNT_ATTR_RDONLY if read_only else 0, 0 if read_only else _MOUNT_ATTR_RDONLY, 0, 0)
    syscall("mount_setattr", ctypes.c_int(_AT_FDCWD), ctypes.c_char_p(_bytes(path)), ctypes.c_uint(_AT_RECURSIVE),
            ctypes.byref(attr), ctypes.c_size_t(ctypes.sizeof(attr)))


def unshare(flags: int) -> None:
    _checked(_libc.unshare(flags))


def remove_ipc_object(kind: str, ident: int) -> None:
    """IPC_RMID of a System V object; ``kind``: "shm", "msg" or "sem", as /proc/sysvipc names them."""
    if kind == "sem":
        _checked(_libc.semctl(ident, 0, 0))
    else:
        _checked((_libc.shmctl if kind == "shm" else _libc.msgctl)(ident, 0, None))


def syscall(name: str, *args) -> int:
    """A raw system call by name; ENOSYS where this architecture's number is not known here."""
    if name not in NUMBERS:
        raise OSError(38, f"{name} on {ARCH}: not supported here")
    return _checked(_libc.syscall(ctypes.c_long(NUMBERS[name]), *args))


_KCMP_VM = 1


def same_address_space(a: int, b: int) -> bool:
    """Whether processes ``a`` and ``b`` share one address space (``kcmp``'s KCMP_VM: a vfork child before its exec);
    OSError where the kernel will not say (no ptrace access to both, or no kcmp)."""
    return syscall("kcmp", ctypes.c_int(a), ctypes.c_int(b), ctypes.c_int(_KCMP_VM), ctypes.c_ulong(0),
                   ctypes.c_ulong(0)) == 0


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def drop_all_capabilities() -> None:
    """No capability now, and none regained by executing anything (root's exec grants them anew
    otherwise): the bounding set emptied, the root exemptions locked off, then every set cleared.
    Without CAP_SETPCAP (root in a pod that dropped it) the bounding set and the bits stay: the sets
    are cleared all the same, and ``no_new_privs`` keeps an exec from granting any again."""
    with open("/proc/sys/kernel/cap_last_cap") as listing:
        last = int(listing.read())
    try:
        for cap in range(last + 1):
            prctl(PR_CAPBSET_DROP, cap)
        # SECBIT_NOROOT, SECBIT_NO_SETUID_FIXUP, SECBIT_KEEP_CAPS off, SECBIT_NO_CAP_AMBIENT_RAISE, each locked.
        prctl(PR_SET_SECUREBITS, 0x01 | 0x02 | 0x04 | 0x08 | 0x20 | 0x40 | 0x80)
    except OSError:
        pass  # the sets below still go, and capabilities_held says whether they did
    clear_capabilities()


def clear_capabilities() -> None:
    """The permitted, effective, inheritable and ambient sets emptied: lowering them needs no privilege."""
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL)
    header = _CapHeader(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3: two data structs
    data = (_CapData * 2)()
    _checked(_libc.capset(ctypes.byref(header), data))


def capabilities_held() -> dict[str, str]:
    """This process's capability sets that are not empty (``/proc/self/status``: CapInh, CapPrm, CapEff, CapAmb)."""
    with open("/proc/self/status") as status:
        sets = dict(line.split(":\t", 1) for line in status if line.startswith(("CapInh", "CapPrm", "CapEff", "CapAmb")))
    return {name: value.strip() for name, value in sets.items() if int(value, 16)}
