"""Round 55b through the real plugin (``harness.py``): a normal user's run started while another process of that user
(standing for another worker's or another run's pass child, round 53a's hog) already holds the user's pipe pages, so
that the run's first child finds no room to make its reserve of grown reply pipes (``answer_stop.reply_pipe``): is the
honest variant then flagged ``[passnet answer stop]`` (``pipeline.ANSWER_STOP_UNARMED``), or timed silently?

    python -m tests.adversarial.redteam.round55b.plugin55b [plain-user|bwrap-user] [hog|all|control]"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.adversarial.redteam import harness

HOG = r'''
import ctypes, errno, fcntl, json, os, signal, struct, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
held, grown, said = [], 0, {}
if sys.argv[-1] == "all":  # besides the pipe pages: every other count a child may take (premises55b's "hold")
    for name, number, args in (("inotify", 294, (0o2000000,)), ("fanotify", 300, (0x200, 0))):
        n = 0
        while n < 4096 and (fd := libc.syscall(number, *args)) != -1:
            held.append(fd)
            n += 1
        said[name] = n
    n = 0
    for events in [32768] * 4 + [1] * 64:
        context = ctypes.c_ulong(0)
        n += libc.syscall(206, ctypes.c_uint(events), ctypes.byref(context)) == 0
    said["aio_contexts"] = n
    sig = signal.SIGRTMIN + 1
    signal.signal(sig, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_BLOCK, {sig})
    info = ctypes.create_string_buffer(128)
    struct.pack_into("iii", info, 0, sig, 0, -1)
    struct.pack_into("ii", info, 16, os.getpid(), os.getuid())
    n = 0
    while n < 10_000_000 and libc.syscall(129, os.getpid(), sig, info) == 0:
        n += 1
    said["queued_signals"] = n
for _ in range(200):
    r, w = os.pipe()
    try:
        fcntl.fcntl(w, fcntl.F_SETPIPE_SZ, 1 << 20)
    except OSError:
        os.close(r)
        os.close(w)
        break
    held += [r, w]
    grown += 1
for _ in range(20):
    held += list(os.pipe())
r, w = os.pipe()
print(json.dumps({"grown": grown, "new_pipe_bytes": fcntl.fcntl(r, fcntl.F_GETPIPE_SZ), **said}), flush=True)
sys.stdin.read()
'''


def hogged_run(config_name: str = "plain-user", hog: bool = True, everything: bool = False) -> dict:
    """One honest sample (``honest_relu``) through the plugin in ``config_name``, with the user's pipe pages held by
    another process of the user from before the run's start to its end (``hog``), and with ``everything`` its
    inotify instances, fanotify groups, queued real-time signals and the host's AIO contexts too; its variant's status
    and flags."""
    config = next(c for c in harness.CONFIGS if c.name == config_name)
    layout = harness.Layout(config)
    holder = None
    try:
        sample = harness.build_sample(layout, "honest", "honest_relu", "light")
        layout.hand_over()
        held = None
        if hog:
            holder = subprocess.Popen([*harness._as_user_prefix(layout.base, *layout.user), sys.executable, "-c", HOG,
                                       "all" if everything else "pipes"],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd="/")
            held = json.loads(holder.stdout.readline())
        code, seconds = harness._run_pytest(layout, layout.command([sample]), "run")
        report_file = layout.out / "report.json"
        if not report_file.is_file():
            raise AssertionError(f"no report.json (exit {code}): "
                                 f"{(layout.base / 'run.out').read_text(errors='replace')[-3000:]}")
        report = json.loads(report_file.read_text())
        variant = report["variants"][0]
        return {"hog": held, "exit": code, "seconds": round(seconds, 1), "status": variant.get("status"),
                "flags": variant.get("flags"), "speedup": variant.get("speedup"),
                "sandbox": (report.get("sandbox") or {}).get("mode"), "sample": Path(variant["sample"]).name}
    finally:
        if holder is not None:
            holder.stdin.close()
            holder.wait(timeout=30)
        layout.remove()


if __name__ == "__main__":
    arguments = sys.argv[1:]
    what = arguments[1] if len(arguments) > 1 else "hog"
    print(json.dumps(hogged_run(arguments[0] if arguments else "plain-user", what != "control", what == "all"), indent=1))
