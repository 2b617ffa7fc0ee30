"""Round 69a: the allow-list's rules of ``b0aac55b`` (``_Body.kernel_alias`` + ``_identity_roots``,
``_Checker.makes_iterator`` + ``_returned``, ``immutable_items`` and the AugAssign-value skip in ``immutable_name``,
``no_ones`` taking ``immutable`` values and comprehensions, the slice exclusion in ``may_be_open``).

Rounds 67a/68a's helpers are reused (``static``, ``short``, ``relu_files``, ``state_module``, ``HEAD``). Groups:

- ``KERNEL_ALIAS_ROUTES`` (FOOLED, state, CPU interpreter): ``kernel_alias`` follows a kernel local's binding only
  through ``_identity_roots``, which knows names, attributes, subscripts *of a name*, displays, ``IfExp``/``BoolOp``/
  walrus; a subscript of a display (``[STATE][0]``, ``{0: STATE}[0]``), a comprehension's element, a builtin call that
  returns its argument (``max(STATE, [])``), ``.get()`` of a display or a module dict, and a ``@triton.jit`` helper
  returning its parameter or a module global give no root: kernel code grows the module's list each call as before.
- ``ITER_LOCAL_FACTORY`` (FOOLED, state): ``makes_iterator`` follows only a call of a *module-level* function (or a
  lambda written at the call) and ``_returned`` only a returned *name*'s bindings: a factory that returns a local
  lambda's call, or a local list's element, hands its iterator to module state unseen.
- ``AUG_REBIND_LAUNDER`` (FOOLED, state): ``immutable_name`` skips every ``AugAssign``'s own value (round 68a's
  AUG_FALSE_REJECTIONS fix), so ``a = 1; a *= _S`` is "immutable" though ``a`` is then a new list holding ``_S``'s
  elements; ``no_ones`` now trusts ``immutable``: a container made of ``a`` (``[a]``, ``(a,)``, ``{'k': a}``,
  ``list(a)``) is "no one's", and writes into its elements grow the module's inner list each call.
- ``KERNEL_ALIAS_FALSE_REJECTIONS`` (FALSE_REJECTION): ``kernel_alias`` refuses an augmented update of any kernel
  local whose binding has a constexpr root, a number included: ``rem = BLOCK; rem -= 1``, ``base = BLOCK; base *=
  tl.program_id(0)``, ``start, step = pid * BLOCK, BLOCK; start += 0`` (an unpacking gives every target every root),
  ``start = BLOCK if BLOCK > 0 else 0``. All accepted at ``b0aac55b^``.
- ``*_HELD``: routes tried and refused.

``PYTHONPATH=. TRITON_INTERPRET=1 .venv/bin/python tests/adversarial/redteam/round69a/premises69a.py`` prints them.
"""

from __future__ import annotations

import json
import os
import sys

from tests.adversarial.redteam.round60a import premises60a as p60
from tests.adversarial.redteam.round67a import premises67a as p67
from tests.adversarial.redteam.round68a import premises68a as p68

HEAD = p68.HEAD
relu_files = p68.relu_files
state_module = p68.state_module
static = p68.static
short = p68.short

# -- KERNEL_ALIAS_ROUTES: kernel locals that are the constexpr's (module list's) object, with no identity root -----------
AK = p67.AUG_KERNEL  # '_S = [0]'; kernel: 's = STATE; s *= 2'; launch: STATE=_S (the launch-side check is gone)
_L = "    s = STATE\n    s *= 2\n"
_NO_CONSTEXPR = (", STATE=_S)", ")"), (", STATE: tl.constexpr)", ")")
_BEFORE_KERNEL = "@triton.jit\ndef relu_kernel"


def _alias(line: str, plain: bool = False, helper: str = "", prelude: str = "") -> str:
    src = AK.replace(_L, f"    s = {line}\n    s *= 2\n")
    if plain:
        for old, new in _NO_CONSTEXPR:
            src = src.replace(old, new)
    if helper:
        src = src.replace(_BEFORE_KERNEL, f"@triton.jit\n{helper}\n\n{_BEFORE_KERNEL}")
    if prelude:
        src = src.replace("_S = [0]\n", f"_S = [0]\n{prelude}")
    return src


KERNEL_ALIAS_ROUTES = {  # each: static [], the module list doubles each call (CPU interpreter)
    "list_display_subscript": _alias("[STATE][0]"),
    "dict_display_subscript": _alias("{0: STATE}[0]"),
    "dict_display_get": _alias("{0: STATE}.get(0)"),
    "comprehension_element": _alias("[t for t in (STATE,)][0]"),
    "max_returns_argument": _alias("max(STATE, [])"),
    "module_dict_get": _alias("_D.get(0)", plain=True, prelude="_D = {0: _S}\n"),
    "jit_helper_identity": _alias("_id(STATE)", helper="def _id(t):\n    return t\n"),
    "jit_helper_returns_global": _alias(
        "_get()", plain=True, helper="def _get():\n    return _S\n"
    ),
}
KERNEL_ALIAS_HELD = {  # each refused (its first finding in the test)
    "control_name": AK,
    "for_target": AK.replace(_L, "    for s in (STATE,):\n        s *= 2\n"),
    "walrus": AK.replace(_L, "    if (s := STATE) is not None:\n        s *= 2\n"),
    "chained_assign": _alias("t = STATE"),
    "tuple_unpack": AK.replace(_L, "    s, t = STATE, 0\n    s *= 2\n"),
    "subscript_target": AK.replace(_L, "    s = (STATE,)\n    s[0] *= 2\n"),
    "del_item": AK.replace(_L, "    s = STATE\n    del s[0]\n"),
    "slice_assign": AK.replace(_L, "    s = STATE\n    s[0:0] = [1]\n"),
    "extend_method": AK.replace(_L, "    s = STATE\n    s.extend(s)\n"),
    "global_statement": _alias("_S", plain=True).replace(
        "    s = _S\n", "    global _S\n    s = _S\n"
    ),
    "next_iter": _alias("next(iter((STATE,)))"),
    "sorted_subscript": _alias("sorted([STATE])[0]"),
    "lambda_call": _alias("(lambda: STATE)()"),
    "min_key": _alias("min((STATE,), key=len)"),
}


def kernel_alias_run(form: str, calls: int = 3) -> dict:
    """The form ``calls`` times on one input: its largest difference from torch.relu each call (len(s)) and the
    module list's length at the end."""
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    module = p60.load_module(KERNEL_ALIAS_ROUTES[form], f"r69a_kernel_alias_{form}")
    x = torch.randn(8, generator=torch.Generator().manual_seed(69))
    diffs = [float((module.relu(x) - torch.relu(x)).max()) for _ in range(calls)]
    return {"diffs": diffs, "length": len(module._S)}


# -- ITER_LOCAL_FACTORY: an iterator made at import by a factory whose return makes_iterator cannot follow -------------
_TICK = "    for i, _ in _CALLS:\n        break\n"
ITER_LOCAL_FACTORY = {  # (prelude, body): static [], the module iterator one further each call
    "local_lambda_call": (
        "def _counter():\n    make = lambda: enumerate(range(1 << 30))\n    return make()\n\n\n"
        "_CALLS = _counter()\n",
        _TICK,
    ),
    "local_list_element": (
        "def _counter():\n    its = [enumerate(range(1 << 30))]\n    return its[0]\n\n\n"
        "_CALLS = _counter()\n",
        _TICK,
    ),
}
_FACTORY = "def _counter():\n    return enumerate(range(1 << 30))\n\n\n"
ITER_HELD = {
    "control": (_FACTORY + "_CALLS = _counter()\n", _TICK),
    "nested_def": (
        "def _counter():\n    def _inner():\n        return enumerate(range(1 << 30))\n"
        "    return _inner()\n\n\n_CALLS = _counter()\n",
        _TICK,
    ),
    "function_alias": (_FACTORY + "_mk = _counter\n_CALLS = _mk()\n", _TICK),
    "subscript_callee": (_FACTORY + "_CALLS = [_counter][0]()\n", _TICK),
    "dict_callee": (_FACTORY + "_CALLS = {'c': _counter}['c']()\n", _TICK),
    "caller_of_parameter": (
        "def _call(f):\n    return f()\n\n\n" + _FACTORY + "_CALLS = _call(_counter)\n",
        _TICK,
    ),
    "returns_parameter": (
        "def _keep(it):\n    return it\n\n\n_CALLS = _keep(enumerate(range(1 << 30)))\n",
        _TICK,
    ),
    "tuple_return_unpacked": (
        "def _counter():\n    return enumerate(range(1 << 30)), 0\n\n\n_CALLS, _ = _counter()\n",
        _TICK,
    ),
    "returns_loop_target": (
        "def _counter():\n    for it in [enumerate(range(1 << 30))]:\n        return it\n\n\n"
        "_CALLS = _counter()\n",
        _TICK,
    ),
    "returns_walrus": (
        "def _counter():\n    return (it := enumerate(range(1 << 30)))\n\n\n_CALLS = _counter()\n",
        _TICK,
    ),
    "returns_dunder_iter": (
        "def _counter():\n    return range(1 << 30).__iter__()\n\n\n_CALLS = _counter()\n",
        _TICK,
    ),
    "default_from_nested_factory": (
        "def _counter():\n    def _inner():\n        return enumerate(range(1 << 30))\n"
        "    return _inner()\n\n\ndef _tick(it=_counter()):\n    for i, _ in it:\n        return i\n",
        "    n = _tick()\n",
    ),
}


_HELPER_FACTORY = "def _counter():\n    return enumerate(range(1 << 30))\n"


def imported_factory_files(form: str) -> dict[str, str]:
    """A factory (or its iterator) in a second pass module, imported by the kernels module: refused (held)."""
    if form == "imported_factory":
        prelude, helpers = (
            "from pass_dir.helpers69a import _counter\n\n_CALLS = _counter()\n",
            _HELPER_FACTORY,
        )
    else:  # "imported_iterator"
        prelude, helpers = (
            "from pass_dir.helpers69a import _CALLS\n",
            _HELPER_FACTORY + "\n\n_CALLS = _counter()\n",
        )
    return {**relu_files(state_module(prelude, _TICK)), "helpers69a.py": helpers}


def iter_local_run(form: str, calls: int = 3) -> int:
    """The form ``calls`` times; the index its module iterator hands out next (``calls`` if each call took one)."""
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    module = p60.load_module(
        state_module(*ITER_LOCAL_FACTORY[form]), f"r69a_iter_local_{form}"
    )
    x = torch.randn(8, generator=torch.Generator().manual_seed(69))
    for _ in range(calls):
        module.relu(x)
    return next(module._CALLS)[0]


# -- AUG_REBIND_LAUNDER: 'a = 1; a *= _S' is immutable to immutable_name, so a container of 'a' is no one's ---------------
_AUG = "    a = 1\n    a *= _S                          # a new list: _S's elements\n"
AUG_REBIND_LAUNDER = {  # (prelude, body): static [], _S[0] one longer each call
    "list_box_append": (
        "_S = [[]]\n",
        _AUG + "    box = [a]\n    box[0][0].append(1)\n",
    ),
    "tuple_box_append": (
        "_S = [[]]\n",
        _AUG + "    box = (a,)\n    box[0][0].append(1)\n",
    ),
    "dict_box_append": (
        "_S = [[]]\n",
        _AUG + "    box = {'k': a}\n    box['k'][0].append(1)\n",
    ),
    "list_copy_append": ("_S = [[]]\n", _AUG + "    b = list(a)\n    b[0].append(1)\n"),
    "list_box_iadd": ("_S = [[]]\n", _AUG + "    box = [a]\n    box[0][0] += [1]\n"),
    # the same with a tuple: 'a = (); a += (_S[0],)' is the module's own inner list in a tuple, "immutable"
    "tuple_iadd_box_append": (
        "_S = [[]]\n",
        "    a = ()\n    a += (_S[0],)\n    box = [a]\n    box[0][0].append(1)\n",
    ),
    "list_box_dict_store": (
        "_S = [{}]\n",
        _AUG + "    box = [a]\n    box[0][0][len(box[0][0])] = 1\n",
    ),
}
AUG_REBIND_HELD = {
    "direct_append": ("_S = [[]]\n", _AUG + "    a[0].append(1)\n"),
    "tuple_add_direct": (
        "_S = [[]]\n",
        "    a = ()\n    a += tuple(_S)\n    a[0].append(1)\n",
    ),
    "element_alias_iadd": ("_S = [[]]\n", _AUG + "    e = a[0]\n    e += [1]\n"),
    "nested_item_iadd": ("_S = [[0]]\n", _AUG + "    a[0][0] += 1\n"),
    "box_tensor_method": (
        "",
        "    a = 1\n    a *= (x,)\n    box = [a]\n    box[0][0].mul_(2)\n",
    ),
    "box_element_alias": (
        "_S = [[]]\n",
        _AUG + "    box = [a]\n    e = box[0][0]\n    e.append(1)\n",
    ),
    "comprehension_of_module": (
        "_S = [[]]\n",
        "    box = [t for t in _S]\n    box[0].append(1)\n",
    ),
    "comprehension_subscript": (
        "_S = [[[]]]\n",
        "    box = [t[0] for t in _S]\n    box[0].append(1)\n",
    ),
    "comprehension_tuple": (
        "_S = [[]]\n",
        "    box = [(t,) for t in _S]\n    box[0][0].append(1)\n",
    ),
    "dict_comprehension": (
        "_S = [[]]\n",
        "    box = {0: t for t in _S}\n    box[0].append(1)\n",
    ),
    "comprehension_ifexp": (
        "_S = [[]]\n",
        "    box = [t if 1 else 0 for t in _S]\n    box[0].append(1)\n",
    ),
    "comprehension_walrus": (
        "_S = [[]]\n",
        "    box = [0 for t in _S if (k := t)]\n    k.append(1)\n",
    ),
    "comprehension_nested_loop": (
        "_S = [[[]]]\n",
        "    box = [u for t in _S for u in t]\n    box[0].append(1)\n",
    ),
    "module_tuple_subscript": (
        "_S = [[]]\n_T = (_S,)\n",
        "    box = [_T[0]]\n    box[0].append(1)\n",
    ),
    "display_subscript": (
        "_S = [[]]\n",
        "    box = [(_S, 0)[0]]\n    box[0].append(1)\n",
    ),
    "control_element": ("_S = [[]]\n", "    box = [_S[0]]\n    box[0].append(1)\n"),
}


def aug_rebind_run(form: str, calls: int = 3) -> dict:
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    module = p60.load_module(
        state_module(*AUG_REBIND_LAUNDER[form]), f"r69a_aug_{form}"
    )
    x = torch.randn(8, generator=torch.Generator().manual_seed(69))
    equal = all(bool((module.relu(x) == torch.relu(x)).all()) for _ in range(calls))
    return {"equal": equal, "grown": len(module._S[0])}


# -- KERNEL_ALIAS_FALSE_REJECTIONS: a number constexpr copied into a local and updated --------------------------------------
_STORE = "    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)\n"


def kernel_pass(body: str) -> str:
    return f"""{HEAD}

@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
{body}{_STORE}

def relu(x):
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out
"""


_OFFSETS = "    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n    mask = offsets < n\n"
KERNEL_ALIAS_FALSE_REJECTIONS = {  # each honest (equal), refused at b0aac55b, accepted at b0aac55b^
    "constexpr_copy_decrement": kernel_pass(
        _OFFSETS + "    rem = BLOCK\n    rem -= 1\n"
    ),
    "constexpr_copy_scaled": kernel_pass(
        "    base = BLOCK\n    base *= tl.program_id(0)\n    offsets = base + tl.arange(0, BLOCK)\n"
        "    mask = offsets < n\n"
    ),
    "tuple_unpack_start_step": kernel_pass(
        "    start, step = tl.program_id(0) * BLOCK, BLOCK\n    start += 0\n"
        "    offsets = start + tl.arange(0, BLOCK)\n    mask = offsets < n\n"
    ),
    "ifexp_of_constexpr": kernel_pass(
        "    start = BLOCK if BLOCK > 0 else 0\n    start *= tl.program_id(0)\n"
        "    offsets = start + tl.arange(0, BLOCK)\n    mask = offsets < n\n"
    ),
}
KERNEL_ALIAS_ACCEPTED = {
    "parameter_copy_decrement": kernel_pass(
        "    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n    m = n\n    m -= 0\n"
        "    mask = offsets < m\n"
    ),
}


def kernel_honest_run(form: str) -> bool:
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    source = {**KERNEL_ALIAS_FALSE_REJECTIONS, **KERNEL_ALIAS_ACCEPTED}[form]
    module = p60.load_module(source, f"r69a_honest_{form}")
    x = torch.randn(3000, generator=torch.Generator().manual_seed(69))
    return bool(torch.equal(module.relu(x), torch.relu(x)))


def verdicts() -> dict:
    said = {}
    for group in (
        "KERNEL_ALIAS_ROUTES",
        "KERNEL_ALIAS_HELD",
        "KERNEL_ALIAS_FALSE_REJECTIONS",
        "KERNEL_ALIAS_ACCEPTED",
    ):
        said[group] = {
            n: short(static(relu_files(s))) for n, s in globals()[group].items()
        }
    for group in (
        "ITER_LOCAL_FACTORY",
        "ITER_HELD",
        "AUG_REBIND_LAUNDER",
        "AUG_REBIND_HELD",
    ):
        said[group] = {
            n: short(static(relu_files(state_module(*f))))
            for n, f in globals()[group].items()
        }
    return said


def runs() -> dict:
    return {
        "kernel_alias": {n: kernel_alias_run(n) for n in KERNEL_ALIAS_ROUTES},
        "iter_local": {n: iter_local_run(n) for n in ITER_LOCAL_FACTORY},
        "aug_rebind": {n: aug_rebind_run(n) for n in AUG_REBIND_LAUNDER},
        "honest": {
            n: kernel_honest_run(n)
            for n in {**KERNEL_ALIAS_FALSE_REJECTIONS, **KERNEL_ALIAS_ACCEPTED}
        },
    }


if __name__ == "__main__":
    wanted = sys.argv[1:] or ["verdicts", "runs"]
    print(json.dumps({name: globals()[name]() for name in wanted}, indent=1))
