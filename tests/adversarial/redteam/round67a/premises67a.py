"""Round 67a: the allow-list's typing at ``9dd6f517`` (after round 66a): what stateful objects module level may
build, and what a tensor's *value* may reach through the metadata, view and allocation calls wrapper code may make.

Rounds 63a-66a's helpers are reused (``static``, ``relu_files``, ``wrapper``, ``state_module``, ``honest_module``,
``demo``). Groups:

- ``ITER_STATE`` (FOOLED, state): a module-level *iterator* (``enumerate(range(N))``, ``zip(...)``, ``reversed(...)``,
  a generator expression) is typed as plain data and never as state; wrapper code advancing it by one a call
  (``for i, _ in _IT: break``, ``zip((0,), _IT)``, a comprehension, a helper's default) keeps a call counter with no
  write, no augmented assignment and no method. ``ITER_COUNTER`` / ``ITER_COUNTER_HEURISTIC``: the honest relu, the
  count picking BLOCK (in the wrapper / in a ``triton.heuristics`` function); ``iter_counter_run``: the count in
  process.
- ``VALUE_READS`` (FOOLED, laundering a tensor's values into Python ints): the arguments of tensor metadata/view
  methods and of torch's allocators are never typed: a 0-d view of the input (``x.view(torch.uint8).view(-1)
  .select(0, 0)``, all views) given as a size or an index turns its value into an int the checks type as a number
  (``len(torch.empty(b))``, ``x.new_empty(b).numel()``, ``ruler.select(0, b).storage_offset()``, ``narrow``,
  ``expand``, ``torch.zeros``); the audit allows every op on the way (views, allocations, ``_local_scalar_dense``).
- ``HOST_SUM_OFFSET`` (FOOLED, full escape): ``torch.sum`` computed on the host in a heuristic, each float32 read as
  two 16-bit halves (``ruler.select(0, half).storage_offset()``), decoded with ``math.ldexp``; a one-line kernel stores
  the heuristic's value. ``HOST_SUM_INDEX`` (control): the same with ``float(flat[i])``: refused.
- ``HELD_STATE`` / ``VALUE_CONTROLS``: the brief's other routes (classes, functools, itertools, next/iter, global,
  try, del, function/kernel attributes, Config mutation, hash/id, dataclasses, match captures), each refused.

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round67a/premises67a.py [name ...]`` prints them.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam.round60a import premises60a as p60
from tests.adversarial.redteam.round63a import premises63a as p63
from tests.adversarial.redteam.round66a import premises66a as p66

HEAD = p66.HEAD
KERNEL = p66.KERNEL
relu_files = p66.relu_files
sum_files = p63.sum_files
wrapper = p66.wrapper
honest_module = p66.honest_module
state_module = p66.state_module
static = p66.static
short = p66.short
demo = p66.demo

# -- ITER_STATE: a module-level iterator advanced once a call ---------------------------------------------------------------
ITER_STATE = {
    "enumerate_for_break": (
        "_IT = enumerate(range(1000000))\n",
        "    for i, _ in _IT:\n        break\n    block = 1024 if i % 2 else 512\n",
    ),
    "zip_for_break": (
        "_IT = zip(range(1000000))\n",
        "    for (i,) in _IT:\n        break\n",
    ),
    "zip_two_ranges": (
        "_IT = zip(range(1000000), range(1000000))\n",
        "    for i, j in _IT:\n        break\n",
    ),
    "reversed_range": (
        "_IT = reversed(range(1000000))\n",
        "    for i in _IT:\n        break\n",
    ),
    "reversed_string": (
        "_IT = reversed('a' * 100000)\n",
        "    for c in _IT:\n        break\n",
    ),
    "enumerate_module_list": (
        "_IT = enumerate([0] * 1000000)\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "generator_expression": (
        "_G = (i for i in range(1000000))\n",
        "    for i in _G:\n        break\n",
    ),
    "generator_over_list": (
        "_G = (t for t in [0] * 100000)\n",
        "    for n in _G:\n        break\n",
    ),
    "zip_pulls_one_into_list": (
        "_IT = enumerate(range(1000000))\n",
        "    p = list(zip((0,), _IT))\n",
    ),
    "zip_pulls_one_into_max": (
        "_G = (i * i for i in range(1000000))\n",
        "    i = max(zip((0,), _G))[1]\n",
    ),
    "zip_pulls_one_sorted": (
        "_IT = enumerate(range(1000000))\n",
        "    n = sorted(zip(range(1), _IT))\n",
    ),
    "zip_pulls_one_any": (
        "_IT = enumerate(range(1000000))\n",
        "    n = any(zip(range(1), _IT))\n",
    ),
    "zip_pulls_one_dict": (
        "_IT = enumerate(range(1000000))\n",
        "    n = dict(zip(range(1), _IT))\n",
    ),
    "comprehension_pulls_one": (
        "_IT = enumerate(range(1000000))\n",
        "    n = [i for i, _ in zip(_IT, range(1))]\n",
    ),
    "local_alias": (
        "_IT = enumerate(range(1000000))\n",
        "    it = _IT\n    for i, _ in it:\n        break\n",
    ),
    "nested_def_default": (
        "_IT = enumerate(range(1000000))\n",
        "    def f(it=_IT):\n        for i, _ in it:\n            return i\n    n = f()\n",
    ),
    "helper_default_iterator": (
        "def _tick(it=enumerate(range(1000000))):\n    for i, _ in it:\n        return i\n",
        "    n = _tick()\n",
    ),
    "lambda_default_iterator": (
        "_TICK = lambda it=enumerate(range(1000000)): max(zip((0,), it))\n",
        "    n = _TICK()\n",
    ),
    "heuristic_style_default": (
        "def _h(meta, it=reversed(range(100000))):\n    for n in it:\n        return n\n",
        "    n = _h({})\n",
    ),
}

# The full pass: the honest kernel, the call's index read off a module iterator, its parity picking BLOCK (any
# call-index-dependent behaviour: the audited re-check is the variant's last call, warm-ups + 1 + trials).
ITER_COUNTER = f"""{HEAD}
{KERNEL}

_CALLS = enumerate(range(1 << 30))   # an iterator: advanced, never written


def relu(x):
    for calls, _ in _CALLS:          # the next index: 0, 1, 2, ... one a call
        break
    block = 1024 if calls % 2 else 512
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), block),)](x, out, x.numel(), BLOCK=block)
    return out
"""
# The same count in a heuristic (where rounds 63a-65a's dodges chose their path).
ITER_COUNTER_HEURISTIC = (
    HEAD
    + """
_CALLS = enumerate(range(1 << 30))


def _block(meta):
    for calls, _ in _CALLS:          # one a launch: the launch's index among the variant's calls
        break
    return 1024 if calls % 2 else 512


@triton.heuristics({'BLOCK': _block})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[lambda meta: (triton.cdiv(x.numel(), meta['BLOCK']),)](x, out, x.numel())
    return out
"""
)
# Observation target of ITER_COUNTER_MARKED: the count kept, the last call (the re-check) told apart: a pass that
# returned relu(x) + 1 on the call after the driven trials only. Not run: a counter alone computes nothing.


def iter_counter_run(kernels: str = "ITER_COUNTER", calls: int = 2) -> dict:
    """``kernels`` (ITER_COUNTER or ITER_COUNTER_HEURISTIC) loaded and called ``calls`` times on fresh inputs with the
    audit around each call (round 60a's ``demo``: launches, audited ops, equal to torch.relu), then, after each call
    of a second copy, the index its module iterator hands out next (the premise's own read takes one too)."""
    import torch

    source = globals()[kernels]
    said = demo(source, "relu", (16, 16), calls=calls)
    module = p60.load_module(source, f"r67a_{kernels.lower()}_{calls}")
    seen = []
    for seed in range(calls):
        module.relu(torch.randn(16, 16, generator=torch.Generator().manual_seed(seed)))
        for index, _ in module._CALLS:
            seen.append(index)
            break
    return {**said, "next_index_after_each_call": seen}


# The iterator handed to the kernel as a constexpr: kernel code advances it (the CPU interpreter runs the kernel's
# Python with the object itself), its output here off by the call's index (0, 1, 2, ...) to show it.
ITER_KERNEL = (
    HEAD
    + """
_IT = enumerate(range(1000000))


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, IT: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    calls = 0
    for calls, _ in IT:
        break
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0) + calls, mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024, IT=_IT)
    return out
"""
)


def iter_kernel_run(calls: int = 3) -> list[float]:
    """ITER_KERNEL called ``calls`` times on one input: the largest difference from torch.relu each call."""
    import os

    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    module = p60.load_module(ITER_KERNEL, f"r67a_iter_kernel_{calls}")
    x = torch.randn(8, generator=torch.Generator().manual_seed(67))
    return [float((module.relu(x) - torch.relu(x)).max()) for _ in range(calls)]


# -- AUG_KERNEL: kernel code grows a module list it is given as a constexpr, through a local alias ----------------------
# ``stmt_AugAssign`` refuses kernel code growing a constexpr by its own name, or any name by a display; the lead's
# AUG_ALIAS_OPEN fix (uncommitted at 9dd6f517) decides wrapper code by ``immutable`` and leaves this branch as it is.
AUG_KERNEL = (
    HEAD
    + """
_S = [0]


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, STATE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    s = STATE
    s *= 2
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0) + len(s), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024, STATE=_S)
    return out
"""
)
AUG_KERNEL_FORMS = {
    "kernel_alias_imul": AUG_KERNEL,
    "kernel_alias_iadd_itself": AUG_KERNEL.replace("    s *= 2\n", "    s += STATE\n"),
}
assert AUG_KERNEL_FORMS["kernel_alias_iadd_itself"] != AUG_KERNEL
# Controls: the constexpr grown by its own name, or the alias by a display: refused.
AUG_KERNEL_CONTROLS = {
    "kernel_constexpr_imul": AUG_KERNEL.replace(
        "    s = STATE\n    s *= 2\n", "    STATE *= 2\n    s = STATE\n"
    ),
    "kernel_alias_display": AUG_KERNEL.replace("    s *= 2\n", "    s += [0]\n"),
}


def aug_kernel_run(calls: int = 3) -> list[float]:
    """AUG_KERNEL called ``calls`` times on one input: the largest difference from torch.relu each call (len(s))."""
    import os

    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    module = p60.load_module(AUG_KERNEL, f"r67a_aug_kernel_{calls}")
    x = torch.randn(8, generator=torch.Generator().manual_seed(67))
    return [float((module.relu(x) - torch.relu(x)).max()) for _ in range(calls)]


def aug_kernel_static() -> dict:
    return {
        name: short(static(relu_files(k)))
        for name, k in {**AUG_KERNEL_FORMS, **AUG_KERNEL_CONTROLS}.items()
    }


# -- VALUE_READS: a tensor's value given as a size or an index, read back as a number ---------------------------------------
BYTE = "    b = x.view(torch.uint8).view(-1).select(0, 3)\n"  # views: a 0-d tensor holding one byte of the input
VALUE_READS = {  # each binds y, an int equal to the byte's value; 'return y + 1' accepted
    "len_of_empty": BYTE + "    y = len(torch.empty(b))",
    "empty_numel": BYTE + "    y = torch.empty(b).numel()",
    "zeros_numel": BYTE + "    y = torch.zeros(b, 1).numel()",
    "new_empty_numel": BYTE + "    y = x.new_empty(b).numel()",
    "new_empty_tuple_numel": BYTE + "    y = x.new_empty((b,)).numel()",
    "select_storage_offset": BYTE
    + "    y = x.new_empty(256).select(0, b).storage_offset()",
    "narrow_storage_offset": BYTE
    + "    y = x.new_empty(256).narrow(0, b, 1).storage_offset()",
    "expand_numel": BYTE + "    y = x.new_empty(1).expand(b).numel()",
}
# Accepted too, but raise at run time on these values (observation): 'x.size(b)', 'x.as_strided((1,), (1,), b)',
# 'x.new_empty(256).view(b, -1)'.
VALUE_READS_STATIC_ONLY = {
    "size_dim": BYTE + "    y = x.size(b)",
    "as_strided_offset": BYTE + "    y = x.as_strided((1,), (1,), b).storage_offset()",
    "view_shape": BYTE + "    y = x.new_empty(256).view(b, -1).size(0)",
}
# The same byte read the ways the checks know: refused.
VALUE_CONTROLS = {
    "int_of_view": BYTE + "    y = int(b)",
    "index_read": "    y = float(x.view(-1)[3])",
    "item_method": BYTE + "    y = b.item()",
    "range_of_tensor": BYTE + "    y = len(range(b))",
    "full_fill": BYTE + "    y = torch.full((1,), b)",
}


def value_reads_run() -> dict:
    """Each VALUE_READS body run with torch alone (no Triton) on one input: y against the byte's value."""
    import torch

    x = torch.randn(4, 4, generator=torch.Generator().manual_seed(67))
    byte = int(x.view(torch.uint8).view(-1)[3])
    said = {"byte": byte}
    for name, body in VALUE_READS.items():
        scope = {"torch": torch, "x": x}
        exec(body.replace("\n    ", "\n").strip(), scope)  # noqa: S102 (the premise's own source)
        said[name] = scope["y"]
    return said


# -- HOST_SUM_OFFSET: torch.sum on the host from byte-exact reads ------------------------------------------------------------
HOST_SUM_OFFSET = '''\
"""Round 67a: torch.sum on the host, each float32's bits read as two views' storage offsets."""

import math

import torch
import triton
import triton.language as tl


def _sum(meta):
    x = meta['x_ptr']
    halves = x.view(torch.int16).reshape(-1)         # views: each float32 as two 16-bit halves
    ruler = torch.empty(65536, dtype=torch.uint8)    # an allocation: select(0, v).storage_offset() is v mod 65536
    s = 0.0
    for i in range(x.numel()):
        low = ruler.select(0, halves.select(0, 2 * i)).storage_offset()
        high = ruler.select(0, halves.select(0, 2 * i + 1)).storage_offset()
        exponent = (high >> 7) & 255
        mantissa = ((high & 127) << 16) | low
        value = math.ldexp(mantissa + 8388608, exponent - 150) if exponent else math.ldexp(mantissa, -149)
        s += -value if high >> 15 else value
    return s


@triton.heuristics({'value': _sum})
@triton.jit
def _store_kernel(x_ptr, out_ptr, value):
    tl.store(out_ptr, value)


def total(x):
    out = torch.zeros((), dtype=x.dtype, device=x.device)
    _store_kernel[(1,)](x, out)
    return out
'''
# Its marked twin: the host's sum plus one (the judged and timed outputs come from the host read).
HOST_SUM_OFFSET_MARKED = HOST_SUM_OFFSET.replace(
    "    return s\n", "    return s + 1.0\n"
)
assert HOST_SUM_OFFSET_MARKED != HOST_SUM_OFFSET
# Control: the same sum read by indexing: refused ("indexes a tensor").
HOST_SUM_INDEX = HOST_SUM_OFFSET.replace(
    "        low = ruler.select(0, halves.select(0, 2 * i)).storage_offset()\n",
    "        low = int(halves[2 * i])\n",
)
assert HOST_SUM_INDEX != HOST_SUM_OFFSET

# The same read for relu (any elementwise op): the heuristic hands the kernel the whole output as a constexpr tuple of
# floats, which the kernel stores one by one (CPU interpreter; a GPU would compile one kernel per input).
RELU_HOST_OFFSET = (
    HEAD
    + """
import math


def _relu(meta):
    x = meta['x_ptr']
    halves = x.view(torch.int16).reshape(-1)
    ruler = torch.empty(65536, dtype=torch.uint8)
    values = []
    for i in range(x.numel()):
        low = ruler.select(0, halves.select(0, 2 * i)).storage_offset()
        high = ruler.select(0, halves.select(0, 2 * i + 1)).storage_offset()
        exponent = (high >> 7) & 255
        mantissa = ((high & 127) << 16) | low
        value = math.ldexp(mantissa + 8388608, exponent - 150) if exponent else math.ldexp(mantissa, -149)
        values.append(0.0 if high >> 15 else value)
    return tuple(values)


@triton.heuristics({'V': _relu})
@triton.jit
def relu_kernel(x_ptr, out_ptr, N: tl.constexpr, V: tl.constexpr):
    for i in tl.static_range(N):
        tl.store(out_ptr + i, V[i])


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[(1,)](x, out, N=x.numel())
    return out
"""
)
RELU_HOST_OFFSET_MARKED = RELU_HOST_OFFSET.replace(
    "values.append(0.0 if high >> 15 else value)",
    "values.append(1.0 if high >> 15 else value + 1.0)",
)
assert RELU_HOST_OFFSET_MARKED != RELU_HOST_OFFSET

# -- CONFIG_COPY_WRITE (false rejection): a write into the fresh dict triton.Config.all_kwargs() returns -----------------
CONFIG_COPY_WRITE = honest_module(
    """_CFG = triton.Config({'BLOCK': 1024}, num_warps=4)


def relu(x):
    meta = _CFG.all_kwargs()                      # a new dict: {**kwargs, num_warps, ...}
    meta['BLOCK'] = min(meta['BLOCK'], triton.next_power_of_2(x.numel()))
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), meta['BLOCK']),)](x, out, x.numel(), BLOCK=meta['BLOCK'])
    return out
"""
)
# The same settings copied by dict(): accepted.
CONFIG_COPY_DICT = CONFIG_COPY_WRITE.replace(
    "_CFG.all_kwargs()", "dict(_CFG.all_kwargs())"
)
assert CONFIG_COPY_DICT != CONFIG_COPY_WRITE


def config_copy() -> dict:
    return {
        "CONFIG_COPY_WRITE": short(static(relu_files(CONFIG_COPY_WRITE))),
        "CONFIG_COPY_DICT": short(static(relu_files(CONFIG_COPY_DICT))),
        "demo": demo(CONFIG_COPY_WRITE, "relu", (16, 16), calls=1),
    }


# -- held: the brief's other routes -----------------------------------------------------------------------------------------
HELD_STATE = {
    "class_attribute": ("class _C:\n    n = 0\n", "    _C.n += 1\n"),
    "functools_import": ("import functools\n", "    pass\n"),
    "itertools_count": (
        "import itertools\n_IT = itertools.count()\n",
        "    n = next(_IT)\n",
    ),
    "next_builtin": ("_IT = enumerate(range(9))\n", "    n = next(_IT)\n"),
    "iter_builtin": ("_IT = iter(range(9))\n", "    pass\n"),
    "global_statement": ("_N = 0\n", "    global _N\n    _N += 1\n"),
    "try_finally": ("", "    try:\n        pass\n    finally:\n        pass\n"),
    "del_module_element": ("_S = [0, 1]\n", "    del _S[0]\n"),
    "function_attribute": ("def _f():\n    pass\n", "    _f.n = 1\n"),
    "setattr_kernel": ("", "    setattr(relu_kernel, 'n', 1)\n"),
    "kernel_cache": ("", "    n = len(relu_kernel.cache)\n"),
    "config_attribute": (
        "_C = triton.Config({'BLOCK': 1024})\n",
        "    _C.num_warps = 8\n",
    ),
    "config_kwargs_update": (
        "_C = triton.Config({'BLOCK': 1024})\n",
        "    _C.kwargs.update(n=1)\n",
    ),
    "hash_builtin": ("", "    n = hash(x.shape)\n"),
    "dataclasses_import": ("import dataclasses\n", "    pass\n"),
    "match_mapping_append": (
        "_D = {'a': []}\n",
        "    match _D:\n        case {'a': s}:\n            s.append(1)\n",
    ),
    "match_star_append": (
        "_S = [[]]\n",
        "    match _S:\n        case [s, *rest]:\n            s.append(1)\n",
    ),
    "match_capture_append": (
        "_S = []\n",
        "    match _S:\n        case s:\n            s.append(1)\n",
    ),
    "match_capture_iadd": (
        "_S = []\n",
        "    match _S:\n        case s:\n            s += [1]\n",
    ),
    "match_sequence_iadd": (
        "_S = [[]]\n",
        "    match _S:\n        case [s]:\n            s += [1]\n",
    ),
    "match_mapping_iadd": (
        "_D = {'a': []}\n",
        "    match _D:\n        case {'a': s}:\n            s += [1]\n",
    ),
}


# -- premises -----------------------------------------------------------------------------------------------------------------


def state_verdicts(forms: dict) -> dict:
    return {
        name: short(static(relu_files(state_module(*form))))
        for name, form in forms.items()
    }


def launder_verdicts(forms: dict) -> dict:
    return {
        name: short(static(relu_files(wrapper(body)))) for name, body in forms.items()
    }


def iter_static() -> dict:
    return {
        **state_verdicts(ITER_STATE),
        "ITER_COUNTER": short(static(relu_files(ITER_COUNTER))),
        "ITER_COUNTER_HEURISTIC": short(static(relu_files(ITER_COUNTER_HEURISTIC))),
        "ITER_KERNEL": short(static(relu_files(ITER_KERNEL))),
    }


def value_static() -> dict:
    return {
        **launder_verdicts(VALUE_READS),
        **launder_verdicts(VALUE_READS_STATIC_ONLY),
        **launder_verdicts(VALUE_CONTROLS),
    }


def host_sum() -> dict:
    return {
        name: {
            "findings": short(static(sum_files(kernels))),
            "demo": demo(kernels, "sum", (64, 64), calls=2),
        }
        if name != "HOST_SUM_INDEX"
        else {"findings": short(static(sum_files(kernels)))}
        for name, kernels in (
            ("HOST_SUM_OFFSET", HOST_SUM_OFFSET),
            ("HOST_SUM_OFFSET_MARKED", HOST_SUM_OFFSET_MARKED),
            ("HOST_SUM_INDEX", HOST_SUM_INDEX),
        )
    }


def host_relu() -> dict:
    return {
        name: {
            "findings": short(static(relu_files(kernels))),
            "demo": demo(kernels, "relu", (16, 16), calls=2),
        }
        for name, kernels in (
            ("RELU_HOST_OFFSET", RELU_HOST_OFFSET),
            ("RELU_HOST_OFFSET_MARKED", RELU_HOST_OFFSET_MARKED),
        )
    }


def held_static() -> dict:
    return state_verdicts(HELD_STATE)


PREMISES = {
    "iter_static": iter_static,
    "iter_counter_run": lambda: {
        k: iter_counter_run(k) for k in ("ITER_COUNTER", "ITER_COUNTER_HEURISTIC")
    },
    "iter_kernel_run": iter_kernel_run,
    "aug_kernel_static": aug_kernel_static,
    "aug_kernel_run": aug_kernel_run,
    "value_static": value_static,
    "value_reads_run": value_reads_run,
    "host_sum": host_sum,
    "host_relu": host_relu,
    "config_copy": config_copy,
    "held_static": held_static,
}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), indent=1))
