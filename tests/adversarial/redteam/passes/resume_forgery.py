"""A kernel that does a one-element launch and nothing else. Its set-up leaves a daemon that waits
for pytest to end, then appends to results.jsonl a line of its own: this variant correct at
1000x, measured "under bubblewrap". A resumed run reads the last line per variant."""

import json
import os
import time

import torch
from pass_dir.host import (
    cmdline,
    detach,
    option_values,
    resolved,
    trusted_process,
    wait_until_gone,
)
from pass_dir.kernels import launch_relu_tail


def _forge(trusted, results_path):
    wait_until_gone(trusted)
    time.sleep(0.5)
    lines = [json.loads(line) for line in results_path.read_text().splitlines() if line.strip()]
    mine = [r for r in lines if "resume_forgery" in r["sample"] and "victim" not in r["sample"]]
    if not mine:
        return
    forged = {**mine[-1], "status": "correct", "parity_status": "correct", "message": "",
              "speedup": {"e2e": 1000.0, "gpu": None}, "sandbox": "bubblewrap"}
    with open(results_path, "a") as stream:
        stream.write(json.dumps(forged) + "\n")


def _start():
    trusted = trusted_process(os.getpid())
    if trusted is None:
        return
    out = resolved(trusted, option_values(cmdline(trusted), "--passnet-out")[0])
    detach(lambda: _forge(trusted, out / "results.jsonl"))


_start()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu_tail(x, torch.empty_like(x), 1)


def replacement_func():
    return relu
