"""Honest relu in Triton. Its set-up, in its child as its passes load, closes the *next* sample's child (the spare,
which ``Sandboxes.for_sample`` starts right after it gives this child its sample) to its owner: ``chmod 000`` of the
spare's scratch, where the trusted side copies the next sample's pass files. Landlock governs no mode of a file; a
child that runs as root without a uid of its own owns every child's folders. The spare's folder is found where this
child can see it: its own mount table (a bounded folder is a tmpfs; the child's mount namespace is a slave of the
host's, so a mount made after it started shows here), else another child's command line (no PID namespace), which
names its spill folder."""

import os
import sys
import time

import torch
from pass_dir.kernels import launch_relu

PREFIX = "passnet-sandbox-"


def _own() -> str:
    return os.path.dirname(os.path.realpath(sys.argv[1]))  # the child's argv: its spill folder, in its private one


def _others() -> set[str]:
    found = set()
    try:
        with open("/proc/self/mountinfo") as table:
            found |= {line.split()[4] for line in table if os.path.basename(line.split()[4]).startswith(PREFIX)}
    except OSError:
        pass
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                    argv = cmdline.read().split(b"\0")
            except OSError:
                continue
            if b"pytest_passnet.sandbox.child" in argv and len(argv) > argv.index(b"pytest_passnet.sandbox.child") + 1:
                spill = argv[argv.index(b"pytest_passnet.sandbox.child") + 1].decode(errors="replace")
                if os.path.basename(os.path.dirname(spill)).startswith(PREFIX):
                    found.add(os.path.dirname(spill))
    return found - {_own()}


def _close_the_spare():
    deadline, closed = time.monotonic() + 3, set()
    while time.monotonic() < deadline and not closed:
        for folder in _others():
            try:
                os.chmod(os.path.join(folder, "scratch"), 0)
                closed.add(folder)
            except OSError as exc:
                print(f"chmod_spare: {folder}: {exc}", file=sys.stderr, flush=True)
        time.sleep(0.05)
    print(f"chmod_spare: closed {sorted(closed)}", file=sys.stderr, flush=True)


_close_the_spare()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
