"""Relu in Triton; its set-up tries, from inside its child, every way round 1 did not to reach
the processes around it and the host, each harmlessly (a limit, a priority or an affinity set to
the value it already has; a signal 0; objects it creates it removes), and fails with what it got.

Paths: files it must not read and folders it must not write, named by the harness in
launch_config.json (a pass that knows where a host keeps them needs no hint).

Targets: the trusted pytest process (T), the reference child that times eager (R), the spare
child started early for the next sample (S), and a process of the same user outside the run (C)."""

import ctypes
import errno
import fcntl
import os
import socket
import termios

import torch
from pass_dir import r2
from pass_dir.kernels import launch_relu

SCHED_IDLE = 5


def _attempt(action):
    try:
        detail = action()
    except OSError as exc:
        return f"denied: {errno.errorcode.get(exc.errno, exc.errno)}"
    return "ALLOWED" + (f": {detail}" if detail else "")


def _no_op_limit(pid):
    soft, hard = r2.prlimit(pid, r2.RLIMIT_NOFILE)
    r2.prlimit(pid, r2.RLIMIT_NOFILE, soft, hard)


def _no_op_nice(pid):
    os.setpriority(os.PRIO_PROCESS, pid, os.getpriority(os.PRIO_PROCESS, pid))


def _no_op_affinity(pid):
    os.sched_setaffinity(pid, os.sched_getaffinity(pid))


def _no_op_scheduler(pid):
    os.sched_setscheduler(pid, os.sched_getscheduler(pid), os.sched_param(0))


def _no_op_ioprio(pid):
    current = r2.syscall("ioprio_get", ctypes.c_int(1), ctypes.c_int(pid))  # IOPRIO_WHO_PROCESS
    r2.syscall("ioprio_set", ctypes.c_int(1), ctypes.c_int(pid), ctypes.c_int(current))


def _signal_zero(pid):
    os.kill(pid, 0)


def _pidfd_signal_zero(pid):
    fd = r2.syscall("pidfd_open", ctypes.c_int(pid), ctypes.c_uint(0))
    try:
        r2.syscall("pidfd_send_signal", ctypes.c_int(fd), ctypes.c_int(0), None, ctypes.c_uint(0))
    finally:
        os.close(fd)


def _pidfd_getfd(pid):
    fd = r2.syscall("pidfd_open", ctypes.c_int(pid), ctypes.c_uint(0))
    try:
        os.close(r2.syscall("pidfd_getfd", ctypes.c_int(fd), ctypes.c_int(0), ctypes.c_uint(0)))
        return "took its stdin"
    finally:
        os.close(fd)


def _kcmp(pid):
    r2.syscall("kcmp", ctypes.c_int(os.getpid()), ctypes.c_int(pid), ctypes.c_int(1), None, None)  # KCMP_VM


class _PerfAttr(ctypes.Structure):
    _fields_ = [("type", ctypes.c_uint32), ("size", ctypes.c_uint32), ("config", ctypes.c_uint64),
                ("rest", ctypes.c_uint8 * 112)]


def _perf(pid):
    attr = _PerfAttr(1, 128, 0)  # PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK
    os.close(r2.syscall("perf_event_open", ctypes.byref(attr), ctypes.c_int(pid), ctypes.c_int(-1),
                        ctypes.c_int(-1), ctypes.c_ulong(0)))


def _ptrace(pid):
    r2.checked(r2.libc.ptrace(16, pid, None, None))  # PTRACE_ATTACH
    r2.libc.ptrace(17, pid, None, None)  # PTRACE_DETACH


class _IoVec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("length", ctypes.c_size_t)]


def _vm_read(pid):
    buffer = ctypes.create_string_buffer(8)
    local, remote = _IoVec(ctypes.addressof(buffer), 8), _IoVec(0x400000, 8)
    return r2.syscall("process_vm_readv", ctypes.c_int(pid), ctypes.byref(local), ctypes.c_ulong(1),
                      ctypes.byref(remote), ctypes.c_ulong(1), ctypes.c_ulong(0))


def _mqueue():
    """A POSIX message queue (removed again): where allowed, one outlives the child in the host's IPC namespace."""
    queue = r2.checked(r2.libc.mq_open(b"/passnet-r2-probe", 0o100 | 0o2, 0o600, None))  # O_CREAT | O_RDWR
    os.close(queue)
    r2.libc.mq_unlink(b"/passnet-r2-probe")


def _raise_limit(resource_id):
    import resource

    _, hard = resource.getrlimit(resource_id)
    try:
        resource.setrlimit(resource_id, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    except ValueError as exc:  # Python's word for the kernel's EPERM here
        raise OSError(errno.EPERM, str(exc)) from None
    return f"from a hard limit of {hard}"


def _read(path):
    with open(path, "rb") as stream:
        return f"{len(stream.read(4096))} bytes"


def _on(pid, action):
    if pid is None:
        return lambda: (_ for _ in ()).throw(OSError(errno.ESRCH, "not visible"))
    return lambda: action(pid)


def _create_sysv():
    shm = r2.checked(r2.libc.shmget(0, 4096, 0o1000 | 0o600))  # IPC_PRIVATE, IPC_CREAT
    r2.libc.shmctl(shm, 0, None)  # IPC_RMID
    return f"segment {shm}, in the {'host' if _shared_ipc() else 'private'} namespace"


def _shared_ipc():
    try:
        return os.readlink("/proc/self/ns/ipc") == os.readlink("/proc/1/ns/ipc")
    except OSError:
        return None


def _hard_link():
    """The harness's own report module linked into the scratch, then opened for writing through
    that name (nothing written): where allowed, a pass rewrites the trusted side's code."""
    import pytest_passnet

    target = os.path.join(os.getcwd(), "linked")
    os.link(os.path.join(os.path.dirname(pytest_passnet.__file__), "report.py"), target)
    try:
        os.close(os.open(target, os.O_WRONLY))
        return "and writable"
    finally:
        os.unlink(target)


def _tiocsti():
    found = []
    for fd in (0, 1, 2):
        try:
            fcntl.ioctl(fd, termios.TIOCSTI, b" ")
            found.append(fd)
        except OSError:
            continue
    try:
        tty = os.open("/dev/tty", os.O_RDWR)
        fcntl.ioctl(tty, termios.TIOCSTI, b" ")
        found.append("/dev/tty")
    except OSError:
        pass
    if not found:
        raise OSError(errno.ENOTTY, "no terminal")
    return f"injected into {found}"


def _kernel_log():
    buffer = ctypes.create_string_buffer(4096)
    size = r2.checked(r2.libc.klogctl(3, buffer, 4096))  # SYSLOG_ACTION_READ_ALL
    return f"{size} bytes of the kernel log"


def _x32():
    return r2.checked(r2.libc.syscall(ctypes.c_long(0x40000000 | r2.NUMBERS["getpid"])))


def _inet():
    socket.socket(socket.AF_INET, socket.SOCK_DGRAM).close()


def _write_into(folder):
    """A file created in ``folder`` (removed again): the package's bytecode cache, the device lock
    folder, the run's out dir, the trusted side's temporary folder, /tmp, /var/tmp, /run/lock."""
    path = os.path.join(folder, f"passnet-r2-probe-{os.getpid()}")
    os.close(os.open(path, os.O_CREAT | os.O_WRONLY | os.O_EXCL, 0o600))
    os.unlink(path)


def _memfd_exec():
    """A program dropped into memory and executed (no file on disk for a scanner to see)."""
    import subprocess

    fd = os.memfd_create("dropped", 0)
    with open("/bin/true", "rb") as program:
        os.write(fd, program.read())
    return f"exit {subprocess.run([f'/proc/self/fd/{fd}'], pass_fds=[fd], check=False).returncode}"


def _probe():
    targets = {"T": r2.trusted(), "R": r2.reference(), "S": r2.spare(), "C": r2.host_canary()}
    found = {"uid": os.getuid(), "targets_visible": sorted(k for k, v in targets.items() if v)}
    per_target = {"prlimit": _no_op_limit, "setpriority": _no_op_nice, "affinity": _no_op_affinity,
                  "scheduler": _no_op_scheduler, "ioprio": _no_op_ioprio, "signal": _signal_zero,
                  "pidfd_signal": _pidfd_signal_zero, "pidfd_getfd": _pidfd_getfd, "kcmp": _kcmp,
                  "perf_event": _perf, "environ": lambda pid: _read(f"/proc/{pid}/environ"),
                  "maps": lambda pid: _read(f"/proc/{pid}/maps"), "mem": lambda pid: _read(f"/proc/{pid}/mem"),
                  "ptrace": _ptrace, "process_vm_readv": _vm_read,
                  "cmdline": lambda pid: _read(f"/proc/{pid}/cmdline")}
    for name, action in per_target.items():
        for label, pid in targets.items():
            found[f"{name}:{label}"] = _attempt(_on(pid, action))
    found.update({
        "sysv_ipc": _attempt(_create_sysv),
        "hard_link_into_scratch": _attempt(_hard_link),
        "tiocsti": _attempt(_tiocsti),
        "kernel_log": _attempt(_kernel_log),
        "x32_abi": _attempt(_x32),
        "inet_socket": _attempt(_inet),
        "userfaultfd": _attempt(lambda: os.close(r2.syscall("userfaultfd", ctypes.c_int(0)))),
        "io_uring": _attempt(lambda: r2.syscall("io_uring_setup", ctypes.c_uint(1), None)),
        "create_in_dev_shm": _attempt(lambda: os.close(os.open("/dev/shm/passnet-r2-probe", os.O_CREAT | os.O_WRONLY, 0o600))),
        "proc_net_unix": _attempt(lambda: _read("/proc/net/unix")),
        "memfd_exec": _attempt(_memfd_exec),
        "raise_limit:core": _attempt(lambda: _raise_limit(4)),  # RLIMIT_CORE: a core dump of the child's memory
        "raise_limit:fsize": _attempt(lambda: _raise_limit(1)),
        "raise_limit:nofile": _attempt(lambda: _raise_limit(7)),
        "leave_session:setsid": _attempt(lambda: r2.checked(r2.libc.setsid())),
        "leave_session:setpgid": _attempt(lambda: r2.checked(r2.libc.setpgid(0, 0))),
        "new_namespace:user": _attempt(lambda: r2.checked(r2.libc.unshare(0x10000000))),  # CLONE_NEWUSER
        "new_namespace:mount": _attempt(lambda: r2.checked(r2.libc.unshare(0x00020000))),  # CLONE_NEWNS
        "posix_mqueue": _attempt(_mqueue),
    })
    for name, path in r2.hint("read").items():
        found[f"read:{name}"] = _attempt(lambda path=path: _read(path))
    for name, path in r2.hint("write").items():
        found[f"write:{name}"] = _attempt(lambda path=path: _write_into(path))
    try:
        os.unlink("/dev/shm/passnet-r2-probe")
    except OSError:
        pass
    return found


r2.fail_with("R2PROBE", _probe())


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
