"""What a default Docker container leaves a normal user: no user namespace. A launcher that installs, on itself and
everything it starts, the part of Docker's default seccomp profile that matters here (``unshare``, ``setns`` and
``clone`` with a ``CLONE_NEW*`` flag refused with ``EPERM`` for a process without ``CAP_SYS_ADMIN``; ``clone3``
``ENOSYS``, so that C libraries fall back to ``clone``), then runs the command given. The kernel, not a patch of the
product, refuses the namespaces: the product's probe (``mode.detect``) finds them refused as it would in a container.

    python -m tests.adversarial.redteam.round47a.docker47a COMMAND [ARG...]

Needs no privilege (``no_new_privs`` first, which a container's processes may hold anyway). x86_64 only."""

from __future__ import annotations

import ctypes
import os
import platform
import sys

_PR_SET_NO_NEW_PRIVS, _PR_SET_SECCOMP, _SECCOMP_MODE_FILTER = 38, 22, 2
_AUDIT_ARCH_X86_64 = 0xC000003E
_NR = {"unshare": 272, "setns": 308, "clone": 56, "clone3": 435}
_CLONE_NEW = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x00000080
_LD, _JEQ, _JSET, _RET = 0x20, 0x15, 0x45, 0x06
_ALLOW, _EPERM, _ENOSYS = 0x7FFF0000, 0x00050001, 0x00050026


class _Instruction(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]


class _Program(ctypes.Structure):
    _fields_ = [("len", ctypes.c_uint16), ("filter", ctypes.POINTER(_Instruction))]


def supported() -> bool:
    return platform.machine() == "x86_64"


def _filter() -> list[tuple[int, int, int, int]]:
    return [
        (_LD, 0, 0, 4), (_JEQ, 1, 0, _AUDIT_ARCH_X86_64), (_RET, 0, 0, _ALLOW),  # another ABI: not this filter's
        (_LD, 0, 0, 0),
        (_JEQ, 6, 0, _NR["unshare"]), (_JEQ, 5, 0, _NR["setns"]), (_JEQ, 5, 0, _NR["clone3"]),
        (_JEQ, 0, 2, _NR["clone"]), (_LD, 0, 0, 16), (_JSET, 1, 0, _CLONE_NEW),
        (_RET, 0, 0, _ALLOW),
        (_RET, 0, 0, _EPERM),
        (_RET, 0, 0, _ENOSYS),
    ]


def install() -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0):
        raise OSError(ctypes.get_errno(), "PR_SET_NO_NEW_PRIVS")
    code = _filter()
    array = (_Instruction * len(code))(*[_Instruction(*step) for step in code])
    program = _Program(len(code), array)
    if libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.byref(program), 0, 0):
        raise OSError(ctypes.get_errno(), "PR_SET_SECCOMP")


if __name__ == "__main__":
    install()
    os.execvp(sys.argv[1], sys.argv[1:])
