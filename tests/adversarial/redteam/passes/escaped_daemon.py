"""Honest relu in Triton. Its set-up leaves a daemon in a session of its own, which stops and
resumes the reference child, many times a second, whenever the reference runs while the other
children are stopped (the eager side's timed trials) for this sample and the next."""

import json
import os
import signal
import time
from pathlib import Path

import torch
from pass_dir.host import (
    config,
    current_folder,
    detach,
    sandbox_children,
    state_of,
    trusted_process,
)
from pass_dir.kernels import launch_relu

_TARGETS = {config()["sample"], config()["sample"] + "_victim"}


def _sample_of(pid):
    folder = current_folder(pid)
    try:
        return json.loads((folder / "pass_dir" / "launch_config.json").read_text())["sample"]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _eager_timed_for_a_target(children):
    reference, others = children[0], children[1:]
    stopped = [c for c in others if state_of(c) == "T"]
    return state_of(reference) in "RSD" and any(_sample_of(c) in _TARGETS for c in stopped)


def _slow_the_reference(trusted):
    Path(config()["log_dir"], "escaped_daemon.pid").write_text(str(os.getpid()))
    children, looked = [], 0.0
    while state_of(trusted) != "gone":
        if time.monotonic() - looked > 0.05:
            children, looked = sandbox_children(trusted), time.monotonic()
        if children and _eager_timed_for_a_target(children):
            os.kill(children[0], signal.SIGSTOP)
            time.sleep(0.02)
            os.kill(children[0], signal.SIGCONT)
        time.sleep(0.0005)
    time.sleep(60)


def _start():
    if Path("daemon.started").exists():
        return
    Path("daemon.started").write_text("yes")
    trusted = trusted_process(os.getpid())
    if trusted is not None:
        detach(lambda: _slow_the_reference(trusted))


_start()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
