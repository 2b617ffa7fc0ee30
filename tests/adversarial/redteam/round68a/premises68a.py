"""Round 68a: the allow-list's rules of session 37 at ``49ad0c32`` (``_Body.immutable`` / ``given_mutable``,
``plain_values`` / ``elements_may_be_open``, ``sizes``, ``_kept_iterators``, ``may_hold_state`` at launches).

Rounds 63a-67a's helpers are reused (``static``, ``relu_files``, ``wrapper``, ``state_module``, ``honest_module``,
``demo``). Groups:

- ``OUTS_SLICE`` (FOOLED, full escape, CPU interpreter): ``plain_values`` says an element read from a local list of
  tensors is not open, and ``may_be_open`` applies it to *every* subscript of such a list, a slice too: ``bufs[0:2]``
  and ``bufs[:]`` are new lists, typed "not open", and reach a kernel's Python body as lists of torch tensors. Kernel
  code indexing a pointer parameter (``o = out_ptr[0]``, the tuple-of-pointers idiom) gets the torch tensors and
  computes the output with torch's in-place operators on the host (``o += i; o *= i > 0``): no Triton compute at
  all, static ``[]``, audit ``[]``, equal to ``torch.relu``. Refused at ``14b873a9`` (before OUTS_LIST's fix).
- ``ITER_FACTORY`` (FOOLED, state): ``_kept_iterators`` looks for iterator *builtins* and generator expressions in a
  module-level value; an iterator returned by the pass's own function (or a lambda) called at import is not seen:
  ``_CALLS = _counter()`` with ``def _counter(): return enumerate(range(N))``, a default ``it=_counter()``. Round
  67a's call counter comes back (``ITER_FACTORY``: the wrapper picks its launch by the count's parity;
  ``ITER_FACTORY_HEURISTIC``: a heuristic picks BLOCK).
- ``KERNEL_STATE_ROUTES`` (FOOLED, state, CPU interpreter): AUG_KERNEL's fix checks the launch's own arguments;
  a module list handed to the constexpr by a heuristic, an autotune ``Config``, a kernel parameter's default or the
  pass's own helper (``STATE=_state()``) is grown by kernel code as before. ``KERNEL_STATE_COUNTER``: the full pass
  (a heuristic gives ``_S``, kernel code ``s += ONE``, the wrapper's path by ``len(_S) % 2``).
- ``CONSTEXPR_FALSE_REJECTIONS`` (FALSE_REJECTION): ``may_hold_state`` at a launch refuses a constexpr made with
  a parameter (``x``) or module state unless ``immutable`` proves it a number; ``immutable`` knows no loop element of
  a list, no method (``.get``), no call of the pass's own functions, no ``max``/``sorted`` of a list display: 11 common
  honest block-size idioms are refused at HEAD and were accepted at ``14b873a9``.
- ``AUG_FALSE_REJECTIONS`` (FALSE_REJECTION): a helper ``def _cdiv(a, b): a += b - 1`` is refused ("grows 'a' in
  place") when some call gives ``b`` (or ``a``) what ``immutable`` cannot prove a number: a grid lambda's
  ``meta['BLOCK']``, ``math.prod(x.shape)``, a local dict's value, a loop element of a list display.
- ``HELD_*``: augmented assignments (``AUG_HELD``), value reads (``SIZE_HELD``), import-time state (``ITER_HELD``),
  containers laundered through ``plain_values`` (``PLAIN_HELD``), the kernel-side list-of-tensors controls: refused.

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round68a/premises68a.py [name ...]`` prints them.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam.round60a import premises60a as p60
from tests.adversarial.redteam.round67a import premises67a as p67

HEAD = p67.HEAD
KERNEL = p67.KERNEL
relu_files = p67.relu_files
wrapper = p67.wrapper
honest_module = p67.honest_module
state_module = p67.state_module
static = p67.static
short = p67.short
demo = p67.demo


# -- OUTS_SLICE: a slice of a plain list of tensors reaches the kernel's Python as a list ------------------------------------
def outs_slice_pass(
    argument: str = "bufs[0:2]", kernel_body: str = "", mark: str = ""
) -> str:
    """A relu pass: the wrapper hands ``argument`` (made from ``bufs = [out, x]``) as the kernel's ``out_ptr``; the
    kernel's body runs as Python in the CPU interpreter and computes relu with torch's in-place operators."""
    body = kernel_body or (
        "    o = out_ptr[0]                   # the output tensor itself (a list reached the body as it is)\n"
        "    i = out_ptr[1]                   # the input tensor\n"
        "    o += i                           # torch, on the host, inside the 'kernel'\n"
        "    o *= i > 0\n" + mark
    )
    return f"""{HEAD}

@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
{body}

def relu(x):
    out = torch.zeros_like(x)
    bufs = [out, x]                      # a list whose every element is a tensor: 'plain_values'
    relu_kernel[(1,)](x, {argument}, x.numel(), BLOCK=1024)
    return out
"""


OUTS_SLICE_HOST = outs_slice_pass()
OUTS_SLICE_HOST_MARKED = outs_slice_pass(
    mark="    o += 1\n"
)  # the host's relu + 1: shows whose output is judged
OUTS_SLICE_FORMS = {  # each accepted at 49ad0c32, refused at 14b873a9
    "slice_two": OUTS_SLICE_HOST,
    "slice_all": outs_slice_pass("bufs[:]"),
    "slice_negative": outs_slice_pass("bufs[-2:]"),
    "slice_step": outs_slice_pass("bufs[::1]"),
    "slice_bound_first": OUTS_SLICE_HOST.replace(
        "    relu_kernel[(1,)](x, bufs[0:2]",
        "    both = bufs[:]\n    relu_kernel[(1,)](x, both",
    ),
    "slice_in_plain_display": OUTS_SLICE_HOST.replace(
        "    relu_kernel[(1,)](x, bufs[0:2]",
        "    box = [bufs[:]]\n    relu_kernel[(1,)](x, box[0]",
    ),
    # the slice stored back into the plain list (a cycle 'plain_asked' lets through) or into a plain dict
    "own_slice_appended": OUTS_SLICE_HOST.replace(
        "    relu_kernel[(1,)](x, bufs[0:2]",
        "    bufs.append(bufs[0:2])\n    relu_kernel[(1,)](x, bufs[2]",
    ),
    "slice_in_plain_dict": OUTS_SLICE_HOST.replace(
        "    relu_kernel[(1,)](x, bufs[0:2]",
        "    d = {'b': bufs[:]}\n    relu_kernel[(1,)](x, d['b']",
    ),
}
# The same list by name, in a display, or copied by list(): refused ("which may hold tensors"). A tuple is turned into
# Triton pointers by the interpreter (no torch tensor reaches the body); an element is a tensor.
OUTS_SLICE_CONTROLS = {
    "list_by_name": outs_slice_pass("bufs"),
    "list_display": outs_slice_pass("[out, x]"),
    "list_copy_call": outs_slice_pass("list(bufs)"),
}


# The honest relu of the same size: the plugin run's baseline for the score OUTS_SLICE gains.
HONEST = honest_module(
    "def relu(x):\n    out = torch.empty_like(x)\n"
    "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)\n    return out\n"
)


def outs_slice_static() -> dict:
    return {
        name: short(static(relu_files(k)))
        for name, k in {**OUTS_SLICE_FORMS, **OUTS_SLICE_CONTROLS}.items()
    }


def outs_slice_run(marked: bool = False, calls: int = 2) -> dict:
    """The host relu (or its marked twin) in process (launches, audited ops, equal to torch.relu)."""
    return demo(
        OUTS_SLICE_HOST_MARKED if marked else OUTS_SLICE_HOST,
        "relu",
        (16, 16),
        calls=calls,
    )


# -- ITER_FACTORY: an iterator made at import by the pass's own function -----------------------------------------------------
FACTORY = (
    "def _counter():\n    return enumerate(range(1 << 30))\n\n\n_CALLS = _counter()"
)
ITER_FACTORY_FORMS = {  # (prelude, body): module state, advanced once a call
    "function_returns_enumerate": (
        FACTORY + "\n",
        "    for i, _ in _CALLS:\n        break\n",
    ),
    "function_returns_generator": (
        "def _counter():\n    return (i for i in range(1 << 30))\n\n\n_CALLS = _counter()\n",
        "    for i in _CALLS:\n        break\n",
    ),
    "function_returns_zip": (
        "def _counter():\n    return zip(range(1 << 30))\n\n\n_CALLS = _counter()\n",
        "    for (i,) in _CALLS:\n        break\n",
    ),
    "lambda_called_at_import": (
        "_CALLS = (lambda: enumerate(range(1 << 30)))()\n",
        "    for i, _ in _CALLS:\n        break\n",
    ),
    "default_from_function": (
        "def _counter():\n    return enumerate(range(1 << 30))\n\n\ndef _tick(it=_counter()):\n"
        "    for i, _ in it:\n        return i\n",
        "    n = _tick()\n",
    ),
}
ITER_FACTORY = f"""{HEAD}
{KERNEL}

{FACTORY}                  # an iterator: made by the pass's own function, advanced, never written


def relu(x):
    for calls, _ in _CALLS:          # the next index: 0, 1, 2, ... one a call
        break
    out = torch.empty_like(x)
    if calls % 2:                    # any call-index-dependent path (the audited re-check is a known call)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    else:
        relu_kernel[(triton.cdiv(x.numel(), 512),)](x, out, x.numel(), BLOCK=512)
    return out
"""
ITER_FACTORY_HEURISTIC = p67.ITER_COUNTER_HEURISTIC.replace(
    "_CALLS = enumerate(range(1 << 30))", FACTORY
)
assert ITER_FACTORY_HEURISTIC != p67.ITER_COUNTER_HEURISTIC
# The same iterator advanced by kernel code reading it as a module global (CPU interpreter).
ITER_FACTORY_KERNEL = (
    f"{HEAD}\n{FACTORY}\n"
    + KERNEL.replace(
        "    mask = offsets < n\n",
        "    mask = offsets < n\n    for calls, _ in _CALLS:\n        break\n",
    )
    + "\n\ndef relu(x):\n    out = torch.empty_like(x)\n"
    "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)\n    return out\n"
)
assert "for calls, _ in _CALLS" in ITER_FACTORY_KERNEL
# Round 67a's spelling of the same counter in the wrapper, refused since its fix: the control.
ITER_FACTORY_CONTROL = ITER_FACTORY.replace(
    FACTORY, "_CALLS = enumerate(range(1 << 30))"
)


def iter_factory_static() -> dict:
    said = {
        name: short(static(relu_files(state_module(*form))))
        for name, form in ITER_FACTORY_FORMS.items()
    }
    for name in (
        "ITER_FACTORY",
        "ITER_FACTORY_HEURISTIC",
        "ITER_FACTORY_KERNEL",
        "ITER_FACTORY_CONTROL",
    ):
        said[name] = short(static(relu_files(globals()[name])))
    return said


def iter_factory_run(kernels: str = "ITER_FACTORY", calls: int = 2) -> dict:
    """As round 67a's ``iter_counter_run``: the pass ``calls`` times with the audit around it, then the index a second
    copy's module iterator hands out after each call (the premise's read takes one too)."""
    p67.ITER_FACTORY = ITER_FACTORY  # iter_counter_run reads its module's globals
    p67.ITER_FACTORY_HEURISTIC = ITER_FACTORY_HEURISTIC
    p67.ITER_FACTORY_KERNEL = ITER_FACTORY_KERNEL
    return p67.iter_counter_run(kernels, calls)


# -- KERNEL_STATE_ROUTES: a module list reaches a constexpr other than by the launch's own argument ------------------------------
# AUG_KERNEL's fix (may_hold_state) looks at the launch's arguments only, and at the names in them: a heuristic, an
# autotune Config, a kernel parameter's default and the pass's own helper hand ``_S`` to the constexpr ``STATE`` as it
# is, and kernel code grows it (``s = STATE; s *= 2``): the module's list doubles each call (CPU interpreter).
_AK_LAUNCH = ", STATE=_S)"
KERNEL_STATE_ROUTES = {
    "heuristic_lambda": p67.AUG_KERNEL.replace(
        "@triton.jit", "@triton.heuristics({'STATE': lambda meta: _S})\n@triton.jit"
    ).replace(_AK_LAUNCH, ")"),
    "heuristic_function": p67.AUG_KERNEL.replace(
        "@triton.jit",
        "def _state(meta):\n    return _S\n\n\n@triton.heuristics({'STATE': _state})\n@triton.jit",
    ).replace(_AK_LAUNCH, ")"),
    "autotune_config": p67.AUG_KERNEL.replace(
        "@triton.jit",
        "@triton.autotune(configs=[triton.Config({'STATE': _S})], key=['n'])\n@triton.jit",
    ).replace(_AK_LAUNCH, ")"),
    "kernel_parameter_default": p67.AUG_KERNEL.replace(
        "STATE: tl.constexpr)", "STATE: tl.constexpr = _S)"
    ).replace(_AK_LAUNCH, ")"),
    "helper_returns_state": p67.AUG_KERNEL.replace(
        _AK_LAUNCH, ", STATE=_state())"
    ).replace("def relu(x):", "def _state():\n    return _S\n\n\ndef relu(x):"),
    # no constexpr at all: kernel code reads the module's list as a global (the interpreter runs its Python)
    "kernel_reads_module_global": p67.AUG_KERNEL.replace(_AK_LAUNCH, ")")
    .replace(", STATE: tl.constexpr)", ")")
    .replace("    s = STATE\n", "    s = _S\n"),
    # a @triton.jit helper grows the parameter it is given (the constexpr, from a parameter default)
    "jit_helper_grows_its_parameter": p67.AUG_KERNEL.replace(_AK_LAUNCH, ")")
    .replace("STATE: tl.constexpr)", "STATE: tl.constexpr = _S)")
    .replace("    s = STATE\n    s *= 2\n", "    s = _grow(STATE)\n")
    .replace(
        "@triton.jit\ndef relu_kernel",
        "@triton.jit\ndef _grow(t):\n    u = t\n    u *= 2\n    return u\n\n\n@triton.jit\ndef relu_kernel",
    ),
}
# Controls: '_S' by the launch, spread from a dict, or from a '*' tuple: refused.
KERNEL_STATE_CONTROLS = {
    "launch_argument": p67.AUG_KERNEL,
    "dict_spread": p67.AUG_KERNEL.replace(_AK_LAUNCH, ", **{'STATE': _S})"),
    "star_tuple": p67.AUG_KERNEL.replace(
        "x.numel(), BLOCK=1024, STATE=_S)", "*(x.numel(), 1024, _S))"
    ),
}


def kernel_state_run(form: str, calls: int = 3) -> dict:
    """The form called ``calls`` times on one input: its largest difference from torch.relu each call (len(s), the
    module list's length after kernel code doubled it) and the module list's length at the end."""
    import os

    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    module = p60.load_module(
        KERNEL_STATE_ROUTES[form], f"r68a_kernel_state_{form}_{calls}"
    )
    x = torch.randn(8, generator=torch.Generator().manual_seed(68))
    diffs = [float((module.relu(x) - torch.relu(x)).max()) for _ in range(calls)]
    return {"diffs": diffs, "length": len(module._S)}


# The full pass: a heuristic hands the module's list to the kernel, kernel code grows it by one a launch, the wrapper
# reads its length (reading module state is allowed) and picks its launch by the parity: a call counter, the building
# block of the re-check dodges (the audited re-check is a known call: warm-ups + 1 + trials).
KERNEL_STATE_COUNTER = f"""{HEAD}
_S = []


@triton.heuristics({{'STATE': lambda meta: _S}})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, ONE: tl.constexpr, STATE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    s = STATE
    s += ONE                         # list.__iadd__ in the interpreter: the module's list, one longer a launch
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    if len(_S) % 2:                  # the launch's index among the variant's calls picks the path
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024, ONE=(0,))
    else:
        relu_kernel[(triton.cdiv(x.numel(), 512),)](x, out, x.numel(), BLOCK=512, ONE=(0,))
    return out
"""


def kernel_state_counter_run(calls: int = 2) -> dict:
    """KERNEL_STATE_COUNTER with the audit around each call (``demo``), then a second copy's list length after each
    call."""
    import torch

    said = demo(KERNEL_STATE_COUNTER, "relu", (16, 16), calls=calls)
    module = p60.load_module(KERNEL_STATE_COUNTER, f"r68a_kernel_state_counter_{calls}")
    lengths = []
    for seed in range(calls):
        module.relu(torch.randn(16, 16, generator=torch.Generator().manual_seed(seed)))
        lengths.append(len(module._S))
    return {**said, "lengths": lengths}


def kernel_state_static() -> dict:
    forms = {
        **KERNEL_STATE_ROUTES,
        **KERNEL_STATE_CONTROLS,
        "KERNEL_STATE_COUNTER": KERNEL_STATE_COUNTER,
    }
    return {name: short(static(relu_files(k))) for name, k in forms.items()}


# -- CONSTEXPR_FALSE_REJECTIONS: honest block-size idioms refused by may_hold_state ---------------------------------------------
def _honest(pre: str, block: str = "block", module: str = "") -> str:
    return honest_module(
        f"{module}\ndef relu(x):\n{pre}    out = torch.empty_like(x)\n"
        f"    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK={block})\n    return out\n"
    )


PICK = "def _pick_block(n, cap=1024):\n    return min(triton.next_power_of_2(n), cap)\n"
FIRST_FIT = "    n = x.numel()\n    block = 1024\n    for b in {table}:\n        if n <= b:\n            block = b\n            break\n"
CONSTEXPR_FALSE_REJECTIONS = {  # each: one launch, audit [], equal (constexpr_honest_run); accepted at 14b873a9
    "helper_pick_block": _honest("    block = _pick_block(x.numel())\n", module=PICK),
    "helper_call_in_launch": _honest("", block="_pick_block(x.numel())", module=PICK),
    "for_over_literal_list": _honest(FIRST_FIT.format(table="[256, 512, 1024]")),
    "for_over_module_list": _honest(
        FIRST_FIT.format(table="_BLOCKS"), module="_BLOCKS = [256, 512, 1024]\n"
    ),
    "for_over_module_configs": _honest(
        "    n = x.numel()\n    block = 1024\n    for b, warps in _CONFIGS:\n        if n <= b:\n            block = b\n"
        "            break\n",
        module="_CONFIGS = [(256, 2), (1024, 4)]\n",
    ),
    "module_config_get": _honest(
        "    block = _CONFIG.get('BLOCK', 1024)\n", module="_CONFIG = {'BLOCK': 1024}\n"
    ),
    "local_config_dict": _honest(
        "    config = {'BLOCK': 1024, 'num_warps': 4}\n    block = config['BLOCK']\n"
    ),
    "local_config_get": _honest(
        "    config = {'BLOCK': 1024}\n    block = config.get('BLOCK', 512)\n"
    ),
    "dtype_table_get": _honest(
        "    block = _BLOCK_FOR.get(x.dtype, 1024)\n",
        module="_BLOCK_FOR = {torch.float32: 1024, torch.float16: 2048}\n",
    ),
    "max_of_list_display": _honest(
        "    block = max([256, triton.next_power_of_2(x.numel() // 4)])\n    block = min(block, 1024)\n"
    ),
    "enumerate_shape": _honest(
        "    block = 1024\n    for i, s in enumerate(x.shape):\n        block = min(block, 1024 + 0 * s)\n"
    ),
}
# The same for a dtype constexpr (the kernel casts its result to DTYPE): dtype maps, the commonest LLM idiom.
_DTYPE_PASS = (
    HEAD
    + """
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, DTYPE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0).to(DTYPE), mask=mask)

{module}
def relu(x):
{pre}    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK={block}, DTYPE={dtype})
    return out
"""
)
_TL_MAP = "{torch.float16: tl.float16, torch.float32: tl.float32}"
CONSTEXPR_FALSE_REJECTIONS.update(
    {
        "dtype_map_display_subscript": _DTYPE_PASS.format(
            module="",
            pre=f"    dtype = {_TL_MAP}[x.dtype]\n",
            block="1024",
            dtype="dtype",
        ),
        "dtype_map_local": _DTYPE_PASS.format(
            module="",
            pre=f"    table = {_TL_MAP}\n    dtype = table[x.dtype]\n",
            block="1024",
            dtype="dtype",
        ),
        "dtype_map_module_get": _DTYPE_PASS.format(
            module=f"_TL = {_TL_MAP}\n",
            pre="    dtype = _TL.get(x.dtype, tl.float32)\n",
            block="1024",
            dtype="dtype",
        ),
        "dtype_map_by_name": _DTYPE_PASS.format(
            module="_TL = {'float16': tl.float16, 'float32': tl.float32}\n",
            pre="    name = str(x.dtype).replace('torch.', '')\n    dtype = _TL[name]\n",
            block="1024",
            dtype="dtype",
        ),
        "helper_returns_block_and_warps": _DTYPE_PASS.format(
            module="def _pick(n):\n    return (1024, 4) if n > 4096 else (512, 2)\n",
            pre="    block, warps = _pick(x.numel())\n",
            block="block",
            dtype="tl.float32",
        ),
    }
)
# The same choices spelled the ways immutable knows: accepted (a tuple loop, a module dict's subscript, min of shapes).
CONSTEXPR_ACCEPTED = {
    "for_over_literal_tuple": _honest(FIRST_FIT.format(table="(256, 512, 1024)")),
    "for_over_module_tuple": _honest(
        FIRST_FIT.format(table="_BLOCKS"), module="_BLOCKS = (256, 512, 1024)\n"
    ),
    "module_config_subscript": _honest(
        "    block = _CONFIG['BLOCK']\n", module="_CONFIG = {'BLOCK': 1024}\n"
    ),
    "dtype_table_subscript": _honest(
        "    block = _BLOCK_FOR[x.dtype]\n",
        module="_BLOCK_FOR = {torch.float32: 1024, torch.float16: 2048}\n",
    ),
    "min_of_shape": _honest(
        "    block = min(1024, triton.next_power_of_2(x.shape[-1]))\n"
    ),
    "dtype_map_module_subscript": _DTYPE_PASS.format(
        module=f"_TL = {_TL_MAP}\n",
        pre="    dtype = _TL[x.dtype]\n",
        block="1024",
        dtype="dtype",
    ),
    "dtype_conditional": _DTYPE_PASS.format(
        module="",
        pre="    dtype = tl.float16 if x.dtype == torch.float16 else tl.float32\n",
        block="1024",
        dtype="dtype",
    ),
    "blocks_unpacked_from_conditional": _DTYPE_PASS.format(
        module="",
        pre="    block, warps = (1024, 4) if x.numel() > 4096 else (512, 2)\n",
        block="block",
        dtype="tl.float32",
    ),
    "helper_given_block": "".join(
        (
            honest_module(""),
            "\ndef _launch(x, out, block=1024):\n",
            "    relu_kernel[(triton.cdiv(x.numel(), block),)](x, out, x.numel(), BLOCK=block)\n\n\n",
            "def relu(x):\n    out = torch.empty_like(x)\n    _launch(x, out, 512)\n    return out\n",
        )
    ),
}


def constexpr_static() -> dict:
    return {
        name: short(static(relu_files(k)))
        for name, k in {**CONSTEXPR_FALSE_REJECTIONS, **CONSTEXPR_ACCEPTED}.items()
    }


def constexpr_honest_run() -> dict:
    return {
        name: demo(k, "relu", (16, 16), calls=1)
        for name, k in CONSTEXPR_FALSE_REJECTIONS.items()
    }


# -- AUG_FALSE_REJECTIONS: a helper's augmented assignment on a number given by a value immutable cannot prove --------------
# ``immutable_name`` asks of every binding of the target, its own augmented value included (``a += b - 1``: ``b``), and a
# parameter is "given mutable" by any call whose argument is not provably immutable: a grid lambda's ``meta['BLOCK']``,
# ``math.prod``, a local dict's value, a loop element of a list display. Each accepted at 14b873a9.
CDIV = "def _cdiv(a, b):\n    a += b - 1\n    return a // b\n"


def _grid_pass(module: str, grid: str, pre: str = "") -> str:
    return honest_module(
        f"{module}\n\ndef relu(x):\n{pre}    out = torch.empty_like(x)\n"
        f"    relu_kernel[{grid}](x, out, x.numel(), BLOCK=1024)\n    return out\n"
    )


AUG_FALSE_REJECTIONS = {
    "helper_in_grid_lambda": _grid_pass(
        CDIV, "lambda meta: (_cdiv(x.numel(), meta['BLOCK']),)"
    ),
    "helper_given_math_prod": _grid_pass(
        "import math\n" + CDIV, "(_cdiv(math.prod(x.shape), 1024),)"
    ),
    "helper_given_dict_value": _grid_pass(
        CDIV, "(_cdiv(sizes['n'], 1024),)", "    sizes = {'n': x.numel()}\n"
    ),
    "helper_given_loop_element": _grid_pass(
        CDIV,
        "(_cdiv(m, 1024),)",
        "    m = 0\n    for d in [x.numel()]:\n        m = d\n",
    ),
}
AUG_ACCEPTED = {  # the same helper given what immutable knows, and local accumulations: accepted
    "helper_given_local_number": _grid_pass(
        CDIV, "(_cdiv(n, 1024),)", "    n = x.numel()\n"
    ),
    "helper_given_int_call": _grid_pass(CDIV, "(_cdiv(int(x.numel()), 1024),)"),
    "accumulate_over_list_of_shape": _grid_pass(
        "",
        "(triton.cdiv(total, 1024),)",
        "    total = 0\n    for d in list(x.shape):\n        total += d\n",
    ),
    "accumulate_string": _grid_pass(
        "",
        "(triton.cdiv(x.numel(), 1024),)",
        "    key = ''\n    for d in x.shape:\n        key += str(d)\n",
    ),
    "accumulate_tuple": _grid_pass(
        "",
        "(triton.cdiv(x.numel(), 1024),)",
        "    shape = ()\n    for d in x.shape:\n        shape += (d,)\n",
    ),
}


def aug_static() -> dict:
    return {
        name: short(static(relu_files(k)))
        for name, k in {**AUG_FALSE_REJECTIONS, **AUG_ACCEPTED}.items()
    }


def aug_honest_run() -> dict:
    return {
        name: demo(k, "relu", (16, 16), calls=1)
        for name, k in AUG_FALSE_REJECTIONS.items()
    }


# -- held ----------------------------------------------------------------------------------------------------------------------
AUG_HELD = {  # (prelude, body): each refused ("grows ... in place", or the route)
    "tuple_element_list": ("_T = ([],)\n", "    s = _T[0]\n    s += [1]\n"),
    "boolop_list": ("_S = [0]\n", "    s = 1 and _S\n    s *= 2\n"),
    "ifexp_list": ("_S = [0]\n", "    s = _S if 1 else 0\n    s *= 2\n"),
    "max_of_lists": ("_S = [0]\n", "    s = max(_S, [])\n    s *= 2\n"),
    "sum_of_lists": ("_S = [0]\n", "    s = sum([], _S)\n    s *= 2\n"),
    "abs_of_list": ("_S = [0]\n", "    s = abs(_S)\n    s *= 2\n"),
    "element_of_module_list": ("_S = [[0]]\n", "    s = _S[0]\n    s *= 2\n"),
    "rebound_after_number": (
        "_S = [0]\n",
        "    s = 0\n    for _ in range(1):\n        s = s\n    s = _S\n    s *= 2\n",
    ),
    "closure_alias": (
        "_S = [0]\n",
        "    s = _S\n    def g():\n        t = s\n        t *= 2\n    g()\n",
    ),
    "nested_default": ("_S = [0]\n", "    def g(t=_S):\n        t *= 2\n    g()\n"),
    "module_helper_default": ("_S = [0]\ndef _g(t=_S):\n    t *= 2\n", "    _g()\n"),
    "module_helper_param": ("_S = [0]\ndef _g(t):\n    t *= 2\n", "    _g(_S)\n"),
    "module_helper_star": ("_S = [0]\ndef _g(t):\n    t *= 2\n", "    _g(*(_S,))\n"),
    "module_helper_double_star": (
        "_S = [0]\ndef _g(t):\n    t *= 2\n",
        "    _g(**{'t': _S})\n",
    ),
    "for_over_module_tuple": ("_T = ([0],)\n", "    for s in _T:\n        s *= 2\n"),
    "for_over_module_dict_values": (
        "_D = {'a': [0]}\n",
        "    for s in _D.values():\n        s *= 2\n",
    ),
    "star_target_rebound": ("_S = [0]\n", "    a, *s = 1, 2\n    s = _S\n    s *= 2\n"),
    "shape_then_state": ("_S = [0]\n", "    s = x.shape\n    s = _S\n    s *= 2\n"),
    "module_subscript_store": (
        "_D = {'a': 1}\n_D['a'] = []\n",
        "    s = _D['a']\n    s += [1]\n",
    ),
    "module_setdefault_at_import": (
        "_D = {'a': 1}\n_X = _D.setdefault('b', [])\n",
        "    s = _D['b']\n    s += [1]\n",
    ),
    "helper_through_map": (
        "_S = [0]\ndef _g(t):\n    t *= 2\n    return 0\n",
        "    n = list(map(_g, (_S,)))\n",
    ),
    "helper_as_sort_key": (
        "_S = [0]\ndef _g(t):\n    t *= 2\n    return 0\n",
        "    n = sorted((_S,), key=_g)\n",
    ),
    "helper_through_alias": (
        "_S = [0]\ndef _g(t):\n    t *= 2\n",
        "    f = _g\n    f(_S)\n",
    ),
    "helper_default_none_then_state": (
        "_S = [0]\ndef _g(t=None):\n    t = t or _S\n    t *= 2\n",
        "    _g()\n",
    ),
    "helper_returns_its_parameter": (
        "_S = [0]\ndef _id(t):\n    return t\n",
        "    s = _id(_S)\n    s *= 2\n",
    ),
    "helper_returns_state": (
        "_S = [0]\ndef _get():\n    return _S\n",
        "    s = _get()\n    s *= 2\n",
    ),
    "dict_display_value": ("_S = [0]\n", "    s = {'a': _S}['a']\n    s *= 2\n"),
}
BYTE = p67.BYTE
SIZE_HELD = {  # each binds y from a 0-d view's value; refused
    "str": BYTE + "    y = len(str(b))\n",
    "repr": BYTE + "    y = len(repr(b))\n",
    "f_string": BYTE + "    y = len(f'{b}')\n",
    "format": BYTE + "    y = len(format(b))\n",
    "str_format": BYTE + "    y = len('{}'.format(b))\n",
    "percent": BYTE + "    y = len('%s' % b)\n",
    "compare": BYTE + "    y = 1 if b > 100 else 0\n",
    "membership": BYTE + "    y = 1 if b in (191,) else 0\n",
    "tuple_index": BYTE + "    y = tuple(range(256)).index(b)\n",
    "range_index": BYTE + "    y = range(256).index(b)\n",
    "range_count": BYTE + "    y = range(256).count(b)\n",
    "bool": BYTE + "    y = bool(b)\n",
    "not": BYTE + "    y = 0 if not b else 1\n",
    "while": BYTE + "    y = 0\n    while b > y:\n        y += 1\n",
    "min_key": BYTE + "    y = min(range(256), key=lambda k: k != b)\n",
    "max": BYTE + "    y = max(b, 0)\n",
    "sorted": BYTE + "    y = sorted((b, 100))[0] is b\n",
    "divmod": BYTE + "    y = divmod(b, 7)[1]\n",
    "hash": BYTE + "    y = hash(b)\n",
    "torch_size": BYTE + "    y = torch.Size((b,))\n",
    "torch_narrow": BYTE
    + "    y = torch.narrow(x.new_empty(256), 0, b, 1).storage_offset()\n",
    "torch_split": BYTE + "    y = len(torch.split(x.new_empty(256), b))\n",
    "torch_arange": BYTE + "    y = torch.arange(b).numel()\n",
    "empty_starred": BYTE + "    y = torch.empty(*(b,)).numel()\n",
    "empty_list": BYTE + "    y = torch.empty([b]).numel()\n",
    "new_empty_starred": BYTE + "    y = x.new_empty(*(b,)).numel()\n",
    "view_starred": BYTE + "    y = x.new_empty(256).view(*(b, -1)).shape[0]\n",
    "as_strided_keywords": BYTE
    + "    y = x.new_empty(256).as_strided(size=(1,), stride=(1,), storage_offset=b).storage_offset()\n",
    "slice_of_tensor": BYTE + "    y = x.new_empty(256)[b:].numel()\n",
    "slice_object": BYTE + "    y = x.new_empty(256)[slice(b, None)].numel()\n",
    "slice_of_range": BYTE + "    y = len(range(256)[b:])\n",
    "list_repeat": BYTE + "    y = len([0] * b)\n",
    "shape_repeat": BYTE + "    y = x.new_empty(x.shape[:1] * b).numel()\n",
    "cdiv": BYTE + "    y = triton.cdiv(b, 1)\n",
    "next_power_of_2": BYTE + "    y = triton.next_power_of_2(b)\n",
    "round": BYTE + "    y = round(b)\n",
    "pow": BYTE + "    y = pow(2, b)\n",
    "chunk": BYTE + "    y = len(x.new_empty(256).chunk(b))\n",
    "unflatten": BYTE + "    y = x.new_empty(256).unflatten(0, (b, -1)).shape[0]\n",
    "size_dim": BYTE + "    y = x.new_empty(256).size(b)\n",
}
_V = "view(torch.uint8).view(-1).select(0, 3)"
SIZE_HELD.update(  # the 0-d view carried through elements, unpackings, joins and size lists first: refused
    {
        "through_plain_list_element": f"    bufs = [x]\n    b = bufs[0].{_V}\n    y = len(torch.empty(b))\n",
        "plain_list_of_views": f"    bufs = [x.{_V}]\n    y = len(torch.empty(bufs[0]))\n",
        "plain_dict_value": f"    d = {{'b': x.{_V}}}\n    y = len(torch.empty(d['b']))\n",
        "unbind_element": "    b = x.view(torch.uint8).view(-1).unbind(0)[3]\n    y = len(torch.empty(b))\n",
        "chunk_element": "    b = x.view(torch.uint8).view(-1).chunk(4)[0].select(0, 0)\n    y = len(torch.empty(b))\n",
        "tuple_display_element": f"    t = (x.{_V},)\n    y = len(torch.empty(t[0]))\n",
        "conditional_join": f"    b = x.{_V} if True else 0\n    y = len(torch.empty(b))\n",
        "or_join": f"    b = 0 or x.{_V}\n    y = len(torch.empty(b))\n",
        "walrus": f"    y = len(torch.empty((b := x.{_V})))\n",
        "shape_list_slot": f"    shape = [1]\n    shape[0] = x.{_V}\n    y = torch.empty(shape).numel()\n",
        "shape_list_appended": f"    shape = []\n    shape.append(x.{_V})\n    y = torch.empty(shape).numel()\n",
        "shape_list_comprehension": f"    shape = [x.{_V} for _ in range(1)]\n    y = torch.empty(shape).numel()\n",
    }
)
ITER_HELD = {  # (prelude, body): each refused
    "builtin_alias": (
        "_E = enumerate\n_IT = _E(range(1000000))\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "builtin_parenthesised": (
        "_IT = (enumerate)(range(1000000))\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "builtin_from_list": (
        "_IT = [enumerate][0](range(1000000))\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "dunder_iter": (
        "_IT = range(1000000).__iter__()\n",
        "    for i in _IT:\n        break\n",
    ),
    "generator_function": (
        "def _gen():\n    n = 0\n    while True:\n        yield n\n        n += 1\n\n\n_IT = _gen()\n",
        "    for i in _IT:\n        break\n",
    ),
    "module_for_target": (
        "for _IT in (enumerate(range(1000000)),):\n    pass\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "max_keeps_argument": (
        "_IT = max([enumerate(range(1000000))], key=id)\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "list_of_zip_keeps_element": (
        "_IT = list(zip([enumerate(range(1000000))]))[0][0]\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "walrus": (
        "_X = [(_IT := enumerate(range(1000000)))]\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "annotated": (
        "_IT: object = enumerate(range(1000000))\n",
        "    for i, _ in _IT:\n        break\n",
    ),
    "in_a_list": (
        "_IT = [(i for i in range(9))][0]\n",
        "    for i in _IT:\n        break\n",
    ),
    "map_in_tuple": (
        "_T = (map(int, range(1000000)),)\n",
        "    for i in _T[0]:\n        break\n",
    ),
    "bytearray": ("_B = bytearray(b'x')\n", "    b = _B\n    b *= 2\n"),
    "closure_nonlocal": (
        "def _mk():\n    n = 0\n    def tick():\n        nonlocal n\n        n = n + 1\n        return n\n    return tick\n\n\n"
        "_TICK = _mk()\n",
        "    c = _TICK()\n",
    ),
    "closure_cell_write": (
        "def _mk():\n    box = [0]\n    def tick():\n        box[0] = box[0] + 1\n        return box[0]\n    return tick\n\n\n"
        "_TICK = _mk()\n",
        "    c = _TICK()\n",
    ),
}
PLAIN_LAUNCH = "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, v, x.numel(), BLOCK=1024)\n    return x\n"
PLAIN_HELD = {  # a list or dict read back from a plain_values local and passed to a kernel: refused
    name: honest_module(f"def relu(x):\n{pre}" + PLAIN_LAUNCH)
    for name, pre in {
        "list_of_tuples_of_lists": "    outs = [(x, [x])]\n    v = outs[0]\n",
        "extend_with_tuple_of_lists": "    outs = [x]\n    outs.extend(([x],))\n    v = outs[1]\n",
        "iadd_of_list_of_lists": "    a = [[x]]\n    outs = [x]\n    outs += a\n    v = outs[1]\n",
        "insert": "    outs = [x]\n    outs.insert(0, [x])\n    v = outs[0]\n",
        "slice_store": "    outs = [x]\n    outs[0:1] = [[x]]\n    v = outs[0]\n",
        "setdefault": "    d = {'a': x}\n    d.setdefault('b', [x])\n    v = d['b']\n",
        "update_keyword": "    d = {'a': x}\n    d.update(b=[x])\n    v = d['b']\n",
        "update_with_dict_of_lists": "    e = {'b': [x]}\n    d = {'a': x}\n    d.update(e)\n    v = d['b']\n",
        "ior": "    d = {'a': x}\n    d |= {'b': [x]}\n    v = d['b']\n",
        "walrus_rebind": "    d = {'a': x}\n    (d := {'a': [x]})\n    v = d['a']\n",
        "pop": "    d = [x]\n    v = d.pop()\n",
        "dict_comprehension": "    d = {k: x for k in 'ab'}\n    v = d['a']\n",
        "list_comprehension_of_lists": "    d = [t for t in ([x],)]\n    v = d[0]\n",
        "list_repeat": "    d = [x] * 2\n    v = d[0]\n",
        "alias_appended": "    d = [x]\n    e = d\n    e.append([x])\n    v = d[1]\n",
        "alias_stored": "    d = [x]\n    e = d\n    e[0] = [x]\n    v = d[0]\n",
        "closure_appended": "    d = [x]\n    def g():\n        d.append([x])\n    g()\n    v = d[1]\n",
    }.items()
}
# A module list through a plain local to a kernel's constexpr (AUG_KERNEL's route): refused by may_hold_state.
_AUG = p67.AUG_KERNEL
KERNEL_STATE_HELD = {
    name: _AUG.replace(
        "    out = torch.empty_like(x)\n    relu_kernel",
        pre + "    out = torch.empty_like(x)\n    relu_kernel",
    )
    .replace("STATE=_S)", f"STATE={argument})")
    .replace("    s = STATE\n    s *= 2\n", kernel)
    for name, (pre, argument, kernel) in {
        "element_of_plain_box": (
            "    box = [_S]\n",
            "box[0]",
            "    s = STATE\n    s *= 2\n",
        ),
        "slice_of_plain_box": (
            "    box = [_S]\n",
            "box[0:1]",
            "    s = STATE[0]\n    s *= 2\n",
        ),
        "dict_value_of_plain_box": (
            "    box = {'s': _S}\n",
            "box['s']",
            "    s = STATE\n    s *= 2\n",
        ),
        "nested_plain_box": (
            "    box = [_S]\n    b2 = [box[0]]\n",
            "b2[0]",
            "    s = STATE\n    s *= 2\n",
        ),
        "tuple_of_plain_element": (
            "    box = [_S]\n    t = (box[0],)\n",
            "t",
            "    s = STATE[0]\n    s *= 2\n",
        ),
        "slice_of_tensors_as_constexpr": (
            "    box = [x]\n",
            "box[0:1]",
            "    s = STATE\n",
        ),
    }.items()
}


# Honest size, shape and dimension arguments: accepted (no false rejection from the sizes rule found).
_SIZE_LAUNCH = "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)\n    return out\n"
SIZE_HONEST = {
    name: honest_module(f"def relu(x):\n{pre}" + _SIZE_LAUNCH)
    for name, pre in {
        "new_empty_size": "    out = x.new_empty(x.size())\n",
        "empty_list_shape": "    size = list(x.shape)\n    size[-1] = x.shape[-1]\n"
        "    out = torch.empty(size, device=x.device, dtype=x.dtype)\n",
        "empty_shape_concat": "    out = torch.empty(x.shape[:-1] + (x.shape[-1],), device=x.device, dtype=x.dtype)\n",
        "empty_starred_shape": "    out = torch.empty(*x.shape, device=x.device, dtype=x.dtype)\n",
        "reshape_starred_shape": "    out = torch.empty_like(x).reshape(*x.shape)\n",
        "view_shape_list": "    out = torch.empty_like(x.view(-1)).view(list(x.shape))\n",
        "empty_dims_from_zip": "    dims = [a for a, b in zip(x.shape, x.shape)]\n"
        "    out = torch.empty(dims, device=x.device, dtype=x.dtype)\n",
        "empty_size_keyword": "    out = torch.empty(size=x.shape, dtype=x.dtype)\n",
        "new_empty_dtype": "    out = x.new_empty(x.shape, dtype=x.dtype)\n",
        "stride_of_last": "    out = torch.empty_like(x)\n    s = out.stride(-1)\n",
        "size_loop": "    out = torch.empty_like(x)\n    n = 1\n    for d in range(x.dim()):\n        n *= x.size(d)\n",
        "flatten_view_as": "    out = torch.empty_like(x.flatten(0, -1)).view_as(x)\n",
        "permute_range": "    out = torch.empty_like(x.permute(*range(x.dim())))\n",
        "transpose_ndim": "    out = torch.empty_like(x).transpose(0, x.ndim - 1).transpose(0, x.ndim - 1)\n",
    }.items()
}


def held_static() -> dict:
    return {
        **{
            f"aug/{n}": short(static(relu_files(state_module(*f))))
            for n, f in AUG_HELD.items()
        },
        **{
            f"size/{n}": short(static(relu_files(wrapper(b))))
            for n, b in SIZE_HELD.items()
        },
        **{
            f"iter/{n}": short(static(relu_files(state_module(*f))))
            for n, f in ITER_HELD.items()
        },
        **{f"plain/{n}": short(static(relu_files(k))) for n, k in PLAIN_HELD.items()},
        **{
            f"kernel/{n}": short(static(relu_files(k)))
            for n, k in KERNEL_STATE_HELD.items()
        },
    }


PREMISES = {
    "outs_slice_static": outs_slice_static,
    "outs_slice_run": lambda: {
        "host": outs_slice_run(),
        "marked": outs_slice_run(True, 1),
    },
    "iter_factory_static": iter_factory_static,
    "iter_factory_run": lambda: {
        k: iter_factory_run(k, 2) for k in ("ITER_FACTORY", "ITER_FACTORY_HEURISTIC")
    },
    "kernel_state_static": kernel_state_static,
    "kernel_state_run": lambda: {f: kernel_state_run(f) for f in KERNEL_STATE_ROUTES},
    "kernel_state_counter_run": kernel_state_counter_run,
    "aug_static": aug_static,
    "aug_honest_run": aug_honest_run,
    "constexpr_static": constexpr_static,
    "constexpr_honest_run": constexpr_honest_run,
    "held_static": held_static,
}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), indent=1))
