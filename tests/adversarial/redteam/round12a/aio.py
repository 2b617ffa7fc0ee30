"""Run confined (``standin12a.py aio.py FILE COUNT BYTES``): Linux AIO, which seccomp leaves open
(``io_setup``/``io_submit``; io_uring is refused). COUNT reads of BYTES each with ``O_DIRECT`` from
FILE (any file the child may read on a disk: a library of the Python installation), queued with
``io_submit``, are the device's and the interrupts' work from then on, whether the child runs, stands
stopped or was killed. Prints a JSON line when they are queued; after the next line on stdin (the
stand-in continued it), how many had completed without it."""

import ctypes
import json
import mmap
import os
import sys
import time

IO_SETUP, IO_GETEVENTS, IO_SUBMIT = 206, 208, 209  # x86_64
libc = ctypes.CDLL(None, use_errno=True)


class Iocb(ctypes.Structure):
    _fields_ = [("data", ctypes.c_uint64), ("key", ctypes.c_uint32), ("rw_flags", ctypes.c_uint32),
                ("opcode", ctypes.c_uint16), ("reqprio", ctypes.c_int16), ("fildes", ctypes.c_uint32),
                ("buf", ctypes.c_uint64), ("nbytes", ctypes.c_uint64), ("offset", ctypes.c_int64),
                ("reserved2", ctypes.c_uint64), ("flags", ctypes.c_uint32), ("resfd", ctypes.c_uint32)]


class Event(ctypes.Structure):
    _fields_ = [("data", ctypes.c_uint64), ("obj", ctypes.c_uint64), ("res", ctypes.c_int64), ("res2", ctypes.c_int64)]


def call(number, *args):
    result = libc.syscall(number, *args)
    if result < 0:
        raise OSError(ctypes.get_errno(), f"syscall {number}")
    return result


target, count, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
context = ctypes.c_ulong(0)
call(IO_SETUP, count, ctypes.byref(context))
fd = os.open(target, os.O_RDONLY | os.O_DIRECT)
span = (os.fstat(fd).st_size - size) // 4096 * 4096
buffer = mmap.mmap(-1, size)  # page-aligned; every read lands in it
address = ctypes.addressof(ctypes.c_char.from_buffer(buffer))
iocbs = (Iocb * count)()
pointers = (ctypes.c_void_p * count)()
for i in range(count):
    iocbs[i].fildes, iocbs[i].buf, iocbs[i].nbytes = fd, address, size
    iocbs[i].offset = (i * size) % span // 4096 * 4096 if span > 0 else 0
    pointers[i] = ctypes.addressof(iocbs[i])
started = time.monotonic()
queued = call(IO_SUBMIT, context, ctypes.c_long(count), pointers)
print(json.dumps({"queued": queued, "submit_s": round(time.monotonic() - started, 3)}), flush=True)
sys.stdin.readline()
events = (Event * count)()
no_wait = (ctypes.c_long * 2)(0, 0)
done = call(IO_GETEVENTS, context, ctypes.c_long(0), ctypes.c_long(count), events, no_wait)
print(json.dumps({"completed_while_stopped": done, "failed": sum(1 for e in events[:done] if e.res < 0)}), flush=True)
