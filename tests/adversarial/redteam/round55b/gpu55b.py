"""Round 55b on a GPU host (run there as root; stdlib and ctypes only, torch where installed): does the CUDA driver's
start (``cuInit``, a context, what ``mode._cuda_error``'s ``torch.cuda.init()`` and a real child's first kernel need)
use what the kernel counts per user, which a pass's child of the same user can hold: inotify instances, fanotify
groups, queued real-time signals (``RLIMIT_SIGPENDING``), pipe pages; and the host's AIO contexts (``fs.aio-max-nr``)?
Where it does, a probe started beside such a child reads "CUDA did not start" and ``mode.detect`` tries the candidate
again without Landlock, seccomp or namespaces (``mode._MAY_STOP_CUDA``).

    python3 tests/adversarial/redteam/round55b/gpu55b.py [uid]        (a JSON line each)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

UID = int(sys.argv[1]) if len(sys.argv) > 1 else 1_502_451
AS_UID: list[str] = []


def _as_uid() -> None:
    os.setgroups([])
    os.setresgid(UID, UID, UID)
    os.setresuid(UID, UID, UID)

CUDA = r'''
import ctypes, json, sys
said = {}
try:
    cuda = ctypes.CDLL("libcuda.so.1")
    said["cuInit"] = cuda.cuInit(0)
    device = ctypes.c_int(0)
    said["cuDeviceGet"] = cuda.cuDeviceGet(ctypes.byref(device), 0)
    context = ctypes.c_void_p()
    said["cuCtxCreate"] = cuda.cuCtxCreate_v2(ctypes.byref(context), 0, device)
    pointer = ctypes.c_uint64()
    said["cuMemAlloc"] = cuda.cuMemAlloc_v2(ctypes.byref(pointer), 1 << 20)
except OSError as exc:
    said["error"] = str(exc)
if sys.argv[-1] == "torch":
    try:
        import torch
        torch.cuda.init()
        said["torch"] = float(torch.ones(4, device="cuda").sum())
    except Exception as exc:  # noqa: BLE001
        said["torch"] = f"{type(exc).__name__}: {exc}"[-300:]
print(json.dumps(said), flush=True)
'''

HOG = r'''
import ctypes, errno, fcntl, json, os, signal, struct, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
kinds = sys.argv[1].split(",")
held, said = [], {}
def count(make, cap=100000):
    n = 0
    for _ in range(cap):
        ctypes.set_errno(0)
        r = make()
        if r == -1:
            return n, errno.errorcode.get(ctypes.get_errno())
        held.append(r)
        n += 1
    return n, ""
if "inotify" in kinds:
    said["inotify"] = count(lambda: libc.syscall(294, 0o2000000), 4096)
if "fanotify" in kinds:
    said["fanotify"] = count(lambda: libc.syscall(300, 0x200, 0), 4096)
if "signals" in kinds:
    sig = signal.SIGRTMIN + 1
    signal.signal(sig, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_BLOCK, {sig})
    info = ctypes.create_string_buffer(128)
    struct.pack_into("iii", info, 0, sig, 0, -1)
    struct.pack_into("ii", info, 16, os.getpid(), os.getuid())
    n, last = 0, ""
    for _ in range(10_000_000):
        ctypes.set_errno(0)
        if libc.syscall(129, os.getpid(), sig, info) == -1:
            last = errno.errorcode.get(ctypes.get_errno())
            break
        n += 1
    said["signals"] = (n, last)
if "pipes" in kinds:
    n, last = 0, ""
    for _ in range(400):
        r, w = os.pipe()
        try:
            fcntl.fcntl(w, fcntl.F_SETPIPE_SZ, 1 << 20)
        except OSError as exc:
            last = errno.errorcode.get(exc.errno)
            break
        held += [r, w]
        n += 1
    for _ in range(50):
        held += list(os.pipe())
    said["pipes"] = (n, last)
if "aio" in kinds:
    n, last = 0, ""
    for events in [32768] * 4 + [1] * 64:
        ctx = ctypes.c_ulong(0)
        ctypes.set_errno(0)
        if libc.syscall(206, ctypes.c_uint(events), ctypes.byref(ctx)) == -1:
            last = errno.errorcode.get(ctypes.get_errno())
            continue
        n += 1
    said["aio"] = (n, last)
print(json.dumps(said), flush=True)
sys.stdin.read()
'''


def cuda_start(extra: str) -> dict:
    done = subprocess.run([*AS_UID, sys.executable, "-c", CUDA, extra], capture_output=True, text=True, timeout=45,
                          preexec_fn=_as_uid, cwd="/")
    lines = done.stdout.strip().splitlines()
    return json.loads(lines[-1]) if lines else {"rc": done.returncode, "stderr": done.stderr[-1500:]}


def with_hog(kinds: str, extra: str) -> dict:
    hog = subprocess.Popen([*AS_UID, sys.executable, "-c", HOG, kinds], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, preexec_fn=_as_uid, cwd="/")
    try:
        line = hog.stdout.readline()
        held = json.loads(line) if line.strip() else {"hog_failed": hog.stderr.read()[-1500:]}
        started = time.monotonic()
        got = cuda_start(extra)
        return {"hog": held, "cuda": got, "cuda_s": round(time.monotonic() - started, 2)}
    finally:
        hog.stdin.close()
        hog.wait(timeout=60)


if __name__ == "__main__":
    extra = os.environ.get("R55B_WITH", "driver")  # "torch": torch.cuda.init() and a kernel too
    out = {"uid": UID, "python": sys.executable, "with": extra,
           "limits": {name: open(f"/proc/sys/{name}").read().strip() for name in
                      ("fs/inotify/max_user_instances", "fs/pipe-user-pages-soft", "fs/aio-max-nr", "kernel/pid_max")},
           "nodes": sorted(os.listdir("/dev"))[:0] or [n for n in os.listdir("/dev") if n.startswith("nvidia")]}
    print(json.dumps(out), flush=True)
    print(json.dumps({"control": cuda_start(extra)}), flush=True)
    for kinds in ("signals", "inotify,fanotify", "pipes", "aio", "inotify,fanotify,signals,pipes,aio"):
        print(json.dumps({kinds: with_hog(kinds, extra)}), flush=True)
    print(json.dumps({"control_after": cuda_start(extra)}), flush=True)
