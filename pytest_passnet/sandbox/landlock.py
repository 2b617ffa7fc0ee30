"""Landlock: filesystem, network and IPC rules an unprivileged process puts on itself, for good.

What a ruleset handles is denied unless a rule allows it, so the rights handled are those of the
kernel's ABI version: a newer kernel denies more (ABI 4: TCP bind and connect; ABI 6: signals
and abstract unix sockets outside the process's own domain). Landlock also keeps a confined
process from tracing, or reading the memory of, any process outside its domain.
"""

from __future__ import annotations

import ctypes
import os
import stat

from pytest_passnet.sandbox import syscalls

EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
REFER, TRUNCATE, IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
_FILE_RIGHTS = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV  # what a rule on a file (not a folder) may hold
READ = EXECUTE | READ_FILE | READ_DIR
ALL = (1 << 16) - 1  # a writable folder: whatever the kernel's ABI can grant
DEVICE = READ_FILE | WRITE_FILE | TRUNCATE | IOCTL_DEV
_SCOPE_ABSTRACT_UNIX_SOCKET, _SCOPE_SIGNAL = 1 << 0, 1 << 1
_RULE_PATH_BENEATH = 1
_CREATE_RULESET_VERSION = 1


def _fs_rights(abi: int) -> int:
    """Every filesystem right the ABI knows: EXECUTE..MAKE_SYM (v1), REFER (v2), TRUNCATE (v3), IOCTL_DEV (v5)."""
    rights = (1 << 13) - 1
    rights |= REFER if abi >= 2 else 0
    rights |= TRUNCATE if abi >= 3 else 0
    rights |= IOCTL_DEV if abi >= 5 else 0
    return rights


class _RulesetAttr(ctypes.Structure):
    _fields_ = [("handled_access_fs", ctypes.c_uint64), ("handled_access_net", ctypes.c_uint64),
                ("scoped", ctypes.c_uint64)]


class _PathBeneathAttr(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


def abi_version() -> int:
    """The kernel's Landlock ABI version; 0 where there is none (older kernels, gVisor, disabled)."""
    try:
        return syscalls.syscall("landlock_create_ruleset", None, ctypes.c_size_t(0), ctypes.c_uint32(_CREATE_RULESET_VERSION))
    except OSError:
        return 0


def restrict(abi: int, rules: dict[str, int]) -> list[str]:
    """Confine this process (and all it starts) to ``rules``: path -> rights (READ, DEVICE, ALL).
    Paths that do not exist are skipped.
    Returns what was enforced beyond the filesystem ("tcp", "scoped"). Needs no_new_privs."""
    fs = _fs_rights(abi)
    attr = _RulesetAttr(fs, (1 << 0 | 1 << 1) if abi >= 4 else 0, (_SCOPE_ABSTRACT_UNIX_SOCKET | _SCOPE_SIGNAL) if abi >= 6 else 0)
    size = {1: 8, 2: 8, 3: 8, 4: 16, 5: 16}.get(abi, 24)  # the struct grew with the ABI
    ruleset = syscalls.syscall("landlock_create_ruleset", ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0))
    try:
        for path, rights in rules.items():
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue  # not on this machine
            try:
                allowed = rights & fs
                if not stat.S_ISDIR(os.fstat(fd).st_mode):
                    allowed &= _FILE_RIGHTS
                rule = _PathBeneathAttr(allowed, fd)
                syscalls.syscall("landlock_add_rule", ctypes.c_int(ruleset), ctypes.c_int(_RULE_PATH_BENEATH),
                                 ctypes.byref(rule), ctypes.c_uint32(0))
            finally:
                os.close(fd)
        syscalls.syscall("landlock_restrict_self", ctypes.c_int(ruleset), ctypes.c_uint32(0))
    finally:
        os.close(ruleset)
    return (["tcp"] if abi >= 4 else []) + (["scoped-signals-and-abstract-sockets"] if abi >= 6 else [])

