"""Run confined (round 10a's ``standin.py`` with ``STANDIN_DECOY=1``: the last two arguments are a
process of the trusted side's user, standing for the reference child, and the trusted process) or
plainly (the control): what a child reaches past seccomp's socket rules (``seccomp.py:29-35, 83-92``).
Prints one JSON line of outcomes ("ALLOWED ..." or the errno's name)."""

import ctypes
import errno
import json
import mmap
import os
import socket
import sys

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
NR_PIDFD_OPEN, NR_PIDFD_GETFD, NR_SOCKETPAIR = 434, 438, 53
found = {}


def call(*args: int) -> int:
    result = libc.syscall(*(ctypes.c_long(a) for a in args))
    return result if result >= 0 else -ctypes.get_errno()


def named(result: int, what: str = "ALLOWED") -> str:
    return errno.errorcode.get(-result, str(result)) if result < 0 else f"{what} {result}"


def steal(pid: int) -> str:
    """pidfd_getfd of ``pid``'s descriptors 0-9: another process's pipes, files or sockets."""
    pidfd = call(NR_PIDFD_OPEN, pid, 0)
    if pidfd < 0:
        return "pidfd_open " + named(pidfd)
    outcomes = {named(call(NR_PIDFD_GETFD, pidfd, fd, 0)).split()[0] for fd in range(10)}
    return ",".join(sorted(outcomes))


def reopen(pid: int) -> str:
    outcomes = set()
    for fd in range(10):
        try:
            os.close(os.open(f"/proc/{pid}/fd/{fd}", os.O_RDWR))
            outcomes.add("ALLOWED")
        except OSError as exc:
            outcomes.add(errno.errorcode.get(exc.errno, str(exc.errno)))
    return ",".join(sorted(outcomes))


def socketcall_i386() -> str:
    """socketcall(SYS_SOCKETPAIR, NULL) through ``int 0x80`` (the i386 ABI), in a forked process (a
    kernel without 32-bit emulation answers with SIGSEGV): EFAULT means the call was reached."""
    code = bytes([0x53, 0xB8, 102, 0, 0, 0, 0xBB, 8, 0, 0, 0, 0x31, 0xC9, 0xCD, 0x80, 0x5B, 0xC3])
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        page = mmap.mmap(-1, mmap.PAGESIZE, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
        page.write(code)
        address = ctypes.addressof(ctypes.c_char.from_buffer(page))
        result = ctypes.CFUNCTYPE(ctypes.c_int)(address)()
        os.write(write_end, str(result).encode())
        os._exit(0)
    os.close(write_end)
    _, status = os.waitpid(pid, 0)
    answer = os.read(read_end, 64).decode()
    if not answer:
        return f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) else "nothing"
    return named(int(answer))


def socketpair_high_bits() -> dict[str, str]:
    """The family and type with bits above the 32 the filter reads (the kernel reads an int too)."""
    outcomes = {}
    for name, family, kind in (("stream_high", (1 << 32) | 1, (2 << 32) | 1), ("dgram_high", (1 << 32) | 1, (1 << 32) | 2)):
        pair = (ctypes.c_int * 2)()
        result = call(NR_SOCKETPAIR, family, kind, 0, ctypes.addressof(pair))
        if result == 0:
            with socket.socket(fileno=pair[0]) as one, socket.socket(fileno=pair[1]):
                outcomes[name] = f"ALLOWED type {one.getsockopt(socket.SOL_SOCKET, socket.SO_TYPE)}"
        else:
            outcomes[name] = named(result)
    return outcomes


def in_flight() -> dict:
    """Files put in flight on a stream pair (SCM_RIGHTS, never received, the sender's copies closed):
    held by the kernel, in no /proc/<pid>/fd. How many before the kernel refuses."""
    left, right = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    left.setblocking(False)
    sent, why = 0, "done"
    try:
        while sent < 200_000:
            batch = [os.open("/dev/null", os.O_RDONLY) for _ in range(200)]
            try:
                left.sendmsg([b"x"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, b"".join(fd.to_bytes(4, "little") for fd in batch))])
                sent += len(batch)
            finally:
                for fd in batch:
                    os.close(fd)
    except OSError as exc:
        why = errno.errorcode.get(exc.errno, str(exc.errno))
    finally:
        left.close()
        right.close()
    return {"files": sent, "stopped_by": why}


decoy, trusted = (int(a) for a in sys.argv[1:3]) if len(sys.argv) > 2 else (os.getppid(), os.getppid())
found["pidfd_getfd_reference"] = steal(decoy)
found["pidfd_getfd_trusted"] = steal(trusted)
found["proc_fd_reopen_trusted"] = reopen(trusted)
found["socketcall_i386"] = socketcall_i386()
found.update(socketpair_high_bits())
found["in_flight"] = in_flight()
print(json.dumps(found))
