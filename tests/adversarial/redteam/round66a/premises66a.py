"""Round 66a: the allow-list's type/state rules at ``10acfe25`` (over ``47ffdf11``, round 65a's fixes): ``_Body.holds``,
``given``/``no_ones``, ``_COPIES``, ``shadows_copies``, ``bind_imported``, ``shared_receiver`` + ``Unit.holds_shared``,
``store_subscript`` holding keys, ``stmt_AugAssign``; allow-list on as shipped.

Rounds 63a-65a's helpers are reused (``static``, ``relu_files``, ``wrapper``, ``state_module``, ``honest_module``,
``demo``). Groups:

- ``AUG_ALIAS_STATE`` (FOOLED): a module container bound to a local name, then grown by an augmented assignment
  (``s = _S; s += [1]``, ``s *= 2``, ``d |= {...}``, ``z |= {...}``, through an element, a for target, an annotated
  or walrus binding, a parameter default). ``list.__iadd__``/``dict.__ior__``/``set.__ior__`` mutate in place, so the
  module's container grows call after call: state between calls (a call counter: the audited re-check's index).
  ``stmt_AugAssign``'s Name branch refuses the growth only when the name's *type* is ``CONTAINER`` (may hold tensors):
  a module list of constants is "data", so the ``module_state``/``shared_receiver`` test never runs for it. The same
  alias grown by ``s.append(1)`` / ``s.extend([1])`` is refused ("on something that outlives the call"), and so is
  ``s += [x]`` (a tensor makes the type ``CONTAINER``).
  Fixed at ``f0568c09`` for a *display* operand; ``AUG_ALIAS_OPEN``: the same with any other operand (a local list's
  name, ``list(...)``, ``dict(...)``, ``range``, a string, ``*= n``) stays accepted there (``COUNTER_NAME``).
- ``COUNTER``: the full pass (the honest kernel, a call counter kept that way, its count picking the launch's BLOCK):
  statically accepted; in process the module's list grows one element a call.
- ``OUTS_LIST`` (FALSE_REJECTION): an output tensor taken from a list or dict of tensors
  (``outs = [torch.empty_like(x) for _ in range(2)]`` then ``relu_kernel[grid](x, outs[0], ...)``, a display, an
  unpacking, a for loop over the list, ``outs.append(...)``, ``bufs['out']``): refused ("passes 'outs[0]', which may
  hold tensors, to a kernel"), while the same with a tuple is accepted (``OUTS_TUPLE``). (``*outs`` spread into a
  launch is round 17b's deliberate ``may_be_open`` refusal: observation.)
- ``HELD_LAUNDER`` / ``HELD_STATE`` / ``HONEST_HELD``: the brief's other routes (40 laundering forms, 26 state forms,
  all refused) and honest idioms (accepted).

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round66a/premises66a.py [name ...]`` prints them.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam.round60a import premises60a as p60
from tests.adversarial.redteam.round64a import premises64a as p64
from tests.adversarial.redteam.round65a import premises65a as p65

HEAD = p65.HEAD
KERNEL = p65.KERNEL
relu_files = p65.relu_files
wrapper = p65.wrapper
honest_module = p65.honest_module
state_module = p64.state_module
static = p65.static
short = p65.short
demo = p65.demo

# -- AUG_ALIAS_STATE: a module container grown in place through a local alias ------------------------------------------
AUG_ALIAS_STATE = {
    "alias_list_iadd": ("_S = []\n", "    s = _S\n    s += [1]\n"),
    "alias_dict_ior": ("_D = {}\n", "    d = _D\n    d |= {len(d): 0}\n"),
    "alias_set_ior": ("_Z = set()\n", "    z = _Z\n    z |= {len(z)}\n"),
    "alias_element_iadd": ("_S = [[]]\n", "    s = _S[0]\n    s += [1]\n"),
    "alias_for_target_iadd": ("_S = []\n", "    for s in (_S,):\n        s += [1]\n"),
    "alias_annotated_iadd": ("_S = []\n", "    s: list = _S\n    s += [1]\n"),
    "alias_walrus_iadd": ("_S = []\n", "    if (s := _S) is not None:\n        s += [1]\n"),
    "alias_default_iadd": ("_S = []\n", "    def bump(s=_S):\n        s += [1]\n    bump()\n"),
    "alias_metadata_iadd": ("_S = []\n", "    s = _S\n    s += [x.shape[0]]\n"),
    "alias_unpacked_iadd": ("_S = []\n", "    (s,) = (_S,)\n    s += [1]\n"),
    "alias_dict_element_iadd": ("_D = {'n': []}\n", "    s = _D['n']\n    s += [1]\n"),
    "alias_get_iadd": ("_D = {'n': []}\n", "    s = _D.get('n')\n    s += [1]\n"),
    "alias_tuple_iadd": ("_S = []\n", "    s = _S\n    s += (1,)\n"),
    "alias_set_isub": ("_Z = {1, 2, 3}\n", "    z = _Z\n    z -= {len(z)}\n"),
    "alias_dict_element_ior": ("_D = {'a': {}}\n", "    d = _D['a']\n    d |= {len(d): 1}\n"),
    # a helper's mutable default (one list for the module's life) and a helper's parameter given the module's list
    "helper_mutable_default_iadd": ("def _count(seen=[]):\n    seen += [1]\n    return len(seen)\n", "    _count()\n"),
    "helper_parameter_iadd": ("def _bump(s):\n    s += [1]\n\n\n_S = []\n", "    _bump(_S)\n"),
}
# Still open at f0568c09 (its fix refuses a *display* grown into module state): a value that is not a display.
AUG_ALIAS_OPEN = {
    "alias_list_imul": ("_S = [0]\n", "    s = _S\n    s *= 2\n"),
    "alias_list_imul_name": ("_S = [0]\n", "    s = _S\n    n = 2\n    s *= n\n"),
    "alias_iadd_local_list": ("_S = []\n", "    s = _S\n    t = [1]\n    s += t\n"),
    "alias_iadd_list_call": ("_S = []\n", "    s = _S\n    s += list((1,))\n"),
    "alias_ior_dict_call": ("_D = {}\n", "    d = _D\n    d |= dict(a=len(d))\n"),
    "alias_iadd_range": ("_S = []\n", "    s = _S\n    s += range(1)\n"),
    "alias_iadd_string": ("_S = []\n", "    s = _S\n    s += 'a'\n"),
}
# The counter again, grown by a local list's name: accepted at f0568c09.
COUNTER_NAME = None  # set below

# The same alias grown by a method, or with a tensor: refused.
AUG_ALIAS_CONTROLS = {
    "alias_append": ("_S = []\n", "    s = _S\n    s.append(1)\n"),
    "alias_extend": ("_S = []\n", "    s = _S\n    s.extend([1])\n"),
    "alias_tensor_iadd": ("_S = []\n", "    s = _S\n    s += [x]\n"),
    "module_element_iadd": ("_S = [0]\n", "    _S[0] += 1\n"),
    "alias_slice_store": ("_S = []\n", "    s = _S\n    s[len(s):] = [1]\n"),
    "alias_element_aug": ("_S = [0]\n", "    s = _S\n    s[0] += 1\n"),
    "helper_mutable_default_append": ("def _count(seen=[]):\n    seen.append(1)\n    return len(seen)\n", "    _count()\n"),
    "helper_parameter_append": ("def _bump(s):\n    s.append(1)\n\n\n_S = []\n", "    _bump(_S)\n"),
}

# The full pass: the honest kernel, a call counter kept in the module's list, its count choosing the launch's BLOCK
# (any call-index-dependent behaviour: the audited re-check is the variant's last call, warm-ups + 1 + trials).
COUNTER = f'''{HEAD}
{KERNEL}

_CALLS = []


def relu(x):
    calls = _CALLS
    calls += [1]                     # list.__iadd__: the module's list, one element longer every call
    block = 1024 if len(calls) % 2 else 512
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), block),)](x, out, x.numel(), BLOCK=block)
    return out
'''
# The same counter in a heuristic (where round 65a's COUNT_DODGE chose its path) and in a grid function: accepted.
COUNTER_HEURISTIC = HEAD + '''
_SEEN = []


def _block(meta):
    seen = _SEEN
    seen += [1]                      # one element a launch: the launch's index among the variant's calls
    return 1024 if len(seen) % 2 else 512


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
'''
COUNTER_GRID = HEAD + KERNEL + '''
_SEEN = []


def _grid(meta):
    seen = _SEEN
    seen += [1]
    return (triton.cdiv(meta['n'], 1024),)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[_grid](x, out, x.numel(), BLOCK=1024)
    return out
'''
COUNTER_NAME = COUNTER.replace("    calls += [1]  ", "    one = [1]\n    calls += one")
assert COUNTER_NAME != COUNTER
COUNTER_CONTROL = COUNTER.replace("calls += [1]  ", "calls.append(1)")
assert COUNTER_CONTROL != COUNTER


def counter_run(calls: int = 3) -> dict:
    """COUNTER loaded and called ``calls`` times in the interpreter (round 60a's ``demo``), then its module list."""
    said = demo(COUNTER, "relu", (16, 16), calls=calls)
    module = p60.load_module(COUNTER, f"r66a_counter_{calls}")
    lengths = []
    import torch

    for seed in range(calls):
        module.relu(torch.randn(16, 16, generator=torch.Generator().manual_seed(seed)))
        lengths.append(len(module._CALLS))
    return {**said, "lengths": lengths}


# -- OUTS_LIST: outputs taken from a list or dict of tensors (false rejection) ----------------------------------------------
LAUNCH = "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, {out}, x.numel(), BLOCK=1024)\n"
OUTS_LIST = {  # refused, each honest (one launch, audit [], equal)
    "outs_comprehension_index": "def relu(x):\n    outs = [torch.empty_like(x) for _ in range(2)]\n"
    + LAUNCH.format(out="outs[0]") + "    return outs[0]\n",
    "outs_display_index": "def relu(x):\n    outs = [torch.empty_like(x), torch.empty_like(x)]\n"
    + LAUNCH.format(out="outs[0]") + "    return outs[0]\n",
    "outs_comprehension_bound": "def relu(x):\n    outs = [torch.empty_like(x) for _ in range(2)]\n    out = outs[0]\n"
    + LAUNCH.format(out="out") + "    return out\n",
    "outs_comprehension_unpacked": "def relu(x):\n    out, spare = [torch.empty_like(x) for _ in range(2)]\n"
    + LAUNCH.format(out="out") + "    return out\n",
    "outs_dict_of_buffers": "def relu(x):\n    bufs = {'out': torch.empty_like(x)}\n"
    + LAUNCH.format(out="bufs['out']") + "    return bufs['out']\n",
    "outs_for_over_list": "def relu(x):\n    outs = [torch.empty_like(x)]\n    for o in outs:\n    "
    + LAUNCH.format(out="o") + "    return outs[0]\n",
    "outs_appended": "def relu(x):\n    outs = []\n    outs.append(torch.empty_like(x))\n"
    + LAUNCH.format(out="outs[-1]") + "    return outs[0]\n",
}
OUTS_TUPLE = {  # accepted: the same with a tuple
    "outs_tuple_index": "def relu(x):\n    outs = (torch.empty_like(x),)\n" + LAUNCH.format(out="outs[0]") + "    return outs[0]\n",
    "outs_tuple_unpacked": "def relu(x):\n    (out,) = (torch.empty_like(x),)\n" + LAUNCH.format(out="out") + "    return out\n",
    "outs_for_over_tuple": "def relu(x):\n    out = torch.empty_like(x)\n    for o in (out,):\n    "
    + LAUNCH.format(out="o") + "    return out\n",
}
# Observation: a list spread into a launch, round 17b's deliberate refusal.
OUTS_SPREAD = ("def relu(x):\n    outs = [torch.empty_like(x) for _ in range(1)]\n"
               "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, *outs, x.numel(), BLOCK=1024)\n    return outs[0]\n")

# -- held ------------------------------------------------------------------------------------------------------------------
HELD_LAUNDER = {  # each body binds y from x; 'return y + 1' refused, or the route itself refused
    "comprehension_nested_display": "    l = [[x] for _ in range(1)]\n    y = l[0][0]",
    "generator_stored": "    g = (t for t in (x,))\n    y = list(g)[0]",
    "generator_iterated_later": "    g = (t for t in [x])\n    for y in g:\n        pass",
    "dict_unpack_display": "    d = {}\n    e = {**d, 'k': x}\n    y = e['k']",
    "dict_unpack_of_holder": "    d = {'k': x}\n    e = {**d}\n    y = e['k']",
    "list_copy_method": "    l = []\n    l.append(x)\n    m = l.copy()\n    y = m[0]",
    "reversed_list": "    l = [x]\n    y = list(reversed(l))[0]",
    "iadd_dunder_method": "    l = []\n    l.__iadd__([x])\n    y = l[0]",
    "sum_of_lists": "    y = sum([[x]], [])[0]",
    "map_lambda": "    y = list(map(lambda t: t, [x]))[0]",
    "filter_none": "    y = list(filter(None, [x]))[0]",
    "max_key_id": "    y = max([x], key=id)",
    "sorted_key_id": "    y = sorted([x, x], key=id)[0]",
    "unpack_box": "    box = [x]\n    (y,) = box",
    "star_unpack_box": "    box = [x]\n    *z, = box\n    y = z[0]",
    "for_tuple_target": "    for (y,) in [[x]]:\n        pass",
    "while_pop": "    l = [x]\n    while l:\n        y = l.pop()",
    "exception_args": "    try:\n        raise ValueError(x)\n    except ValueError as e:\n        y = e.args[0]",
    "with_nullcontext": "    import contextlib\n    with contextlib.nullcontext(x) as y:\n        pass",
    "class_instance": "    class B:\n        pass\n    b = B()\n    b.v = x\n    y = b.v",
    "list_copy_of_holder": "    box = []\n    box.append(x)\n    c = list(box)\n    y = c[0]",
    "tuple_copy_of_holder": "    box = []\n    box.append(x)\n    c = tuple(box)\n    y = c[0]",
    "dict_keyword": "    d = dict(k=x)\n    y = d['k']",
    "closure_writes_enclosing": "    box = []\n    def put():\n        box.append(x)\n    put()\n    y = box[0]",
    "closure_nonlocal": "    y = 0\n    def put():\n        nonlocal y\n        y = x\n    put()",
    "no_ones_name_given_later": "    n = 0\n    box = []\n    box.append(n)\n    n = x\n    box.append(n)\n    y = box[1]",
    "slice_store": "    box = [0]\n    box[0:1] = [x]\n    y = box[0]",
    "dict_fromkeys_key": "    d = dict.fromkeys([x])\n    y = list(d)[0]",
    "dict_fromkeys_value": "    d = dict.fromkeys(['k'], x)\n    y = d['k']",
    "set_comprehension": "    s = {t for t in (x,)}\n    y = s.pop()",
    "dict_comprehension_key": "    d = {t: 0 for t in (x,)}\n    y = list(d)[0]",
    "enumerate_list": "    for i, y in enumerate([x]):\n        pass",
    "alias_in_display_written_later": "    a = []\n    b = {'a': a}\n    a.append(x)\n    y = b['a'][0]",
    "alias_in_comprehension_written_later": "    a = []\n    b = [a for _ in range(1)]\n    a.append(x)\n    y = b[0][0]",
    "lambda_default": "    f = lambda t=x: t\n    y = f()",
    "lambda_closure": "    f = lambda: x\n    y = f()",
    "locals_lookup": "    y = locals()['x']",
    "chained_element_store": "    a = [0]\n    b = [0]\n    a[0] = b[0] = x\n    y = a[0]",
    "walrus_in_comprehension": "    l = [(z := t) for t in (x,)]\n    y = z",
    "starred_display": "    a = [x]\n    b = [*a]\n    y = b[0]",
}
HELD_STATE = {
    "comprehension_of_state": ("_S = []\n", "    box = [_S for _ in range(1)]\n    box[0].append(1)\n"),
    "dict_keyword_state": ("_S = []\n", "    d = dict(s=_S)\n    d['s'].append(1)\n"),
    "dict_unpack_state": ("_S = []\n", "    d = {**{'s': _S}}\n    d['s'].append(1)\n"),
    "list_copy_state": ("_S = []\n", "    box = list([_S])\n    box[0].append(1)\n"),
    "unpack_state": ("_S = []\n", "    (s,) = [_S]\n    s.append(1)\n"),
    "star_unpack_state": ("_S = []\n", "    *s, = [_S]\n    s[0].append(1)\n"),
    "reversed_state": ("_S = []\n", "    for s in reversed([_S]):\n        s.append(1)\n"),
    "dict_values_state": ("_S = []\n", "    for s in {'s': _S}.values():\n        s.append(1)\n"),
    "lambda_default_state": ("_S = []\n", "    f = lambda s=_S: s\n    f().append(1)\n"),
    "local_def_returns_state": ("_S = []\n", "    def f():\n        return _S\n    s = f()\n    s.append(1)\n"),
    "module_tuple_unpacked": ("_T = ([],)\n", "    (s,) = _T\n    s.append(1)\n"),
    "module_dict_get": ("_D = {'s': []}\n", "    s = _D.get('s')\n    s.append(1)\n"),
    "copy_of_container_given_state": ("_S = []\n", "    box = [0]\n    box[0] = _S\n    c = list(box)\n    c[0].append(1)\n"),
    "setdefault_returns_state": ("_S = []\n", "    d = {}\n    d.setdefault('s', _S).append(1)\n"),
    "slice_store_state": ("_S = []\n", "    box = [0]\n    box[0:1] = [_S]\n    box[0].append(1)\n"),
    "or_state": ("_S = []\n", "    s = [] or _S\n    s.append(1)\n"),
    "generator_state": ("_S = []\n", "    g = (t for t in (_S,))\n    for s in g:\n        s.append(1)\n"),
    "dict_update_keyword_state": ("_S = {}\n", "    d = {}\n    d.update(s=_S)\n    d['s']['k'] = 1\n"),
    "list_copy_of_state_elements": ("_S = [[]]\n", "    c = list(_S)\n    c[0].append(1)\n"),
    "slice_copy_of_state_elements": ("_S = [[]]\n", "    c = _S[:]\n    c[0].append(1)\n"),
    "dict_unpack_of_state_elements": ("_S = {'s': []}\n", "    c = {**_S}\n    c['s'].append(1)\n"),
    # given/no_ones: a local "made here" that is, or later holds, someone's
    "rebound_in_loop_after_given": ("_S = []\n", "    a = []\n    d = {}\n    for _ in range(2):\n"
                                    "        d['k'] = a\n        d['k'].append(1)\n        a = _S\n"),
    "tuple_copy_is_identity": ("_T = ([],)\n", "    d = {}\n    d['k'] = tuple(_T)\n    d['k'][0].append(1)\n"),
    "max_returns_an_argument": ("_S = [1]\n", "    d = {}\n    d['k'] = max([], _S)\n    d['k'].append(1)\n"),
    "local_given_then_appended_state": ("_S = []\n", "    a = []\n    d = {}\n    d['k'] = a\n    a.append(_S)\n"
                                        "    d['k'][0].append(1)\n"),
    "local_given_then_grown_by_state": ("_S = []\n", "    a = []\n    d = {}\n    d['k'] = a\n    a += [_S]\n"
                                        "    d['k'][0].append(1)\n"),
}
HONEST_HELD = {  # accepted
    "meta_dict_keyword_store": "def relu(x):\n    out = torch.empty_like(x)\n    meta = dict(BLOCK=1024)\n"
    "    meta['num_warps'] = 4\n"
    "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), **meta)\n    return out\n",
    "grid_three_store": "def relu(x):\n    out = torch.empty_like(x)\n    grid = [1, 1, 1]\n"
    "    grid[0] = triton.cdiv(x.numel(), 1024)\n"
    "    relu_kernel[tuple(grid)](x, out, x.numel(), BLOCK=1024)\n    return out\n",
    "shape_last_store_new_empty": "def relu(x):\n    shape = list(x.shape)\n    shape[-1] = x.shape[-1]\n"
    "    out = x.new_empty(shape)\n" + LAUNCH.format(out="out") + "    return out\n",
    "meta_copy_store": "def relu(x):\n    out = torch.empty_like(x)\n    base = {'BLOCK': 1024}\n    meta = dict(base)\n"
    "    meta['num_warps'] = 4\n"
    "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), **meta)\n    return out\n",
    "meta_unpack_display": "def relu(x):\n    out = torch.empty_like(x)\n    base = {'BLOCK': 1024}\n"
    "    meta = {**base, 'num_warps': 4}\n"
    "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), **meta)\n    return out\n",
    "dims_comprehension_store": "def relu(x):\n    dims = [d for d in x.shape]\n    dims[0] = x.shape[0]\n"
    "    out = x.new_empty(dims)\n" + LAUNCH.format(out="out") + "    return out\n",
    "local_list_augmented": "def relu(x):\n    out = torch.empty_like(x)\n    sizes = []\n    sizes += [x.numel()]\n"
    "    relu_kernel[(triton.cdiv(sizes[0], 1024),)](x, out, x.numel(), BLOCK=1024)\n    return out\n",
}


# -- premises ---------------------------------------------------------------------------------------------------------------

def state_verdicts(forms: dict) -> dict:
    return {name: short(static(relu_files(state_module(*form)))) for name, form in forms.items()}


def launder_verdicts(forms: dict) -> dict:
    return {name: short(static(relu_files(wrapper(body)))) for name, body in forms.items()}


def honest_verdicts(forms: dict) -> dict:
    return {name: short(static(relu_files(honest_module(body)))) for name, body in forms.items()}


def aug_alias_static() -> dict:
    return {**state_verdicts(AUG_ALIAS_STATE), **state_verdicts(AUG_ALIAS_OPEN), **state_verdicts(AUG_ALIAS_CONTROLS),
            "COUNTER_NAME": short(static(relu_files(COUNTER_NAME))),
            "COUNTER": short(static(relu_files(COUNTER))), "COUNTER_HEURISTIC": short(static(relu_files(COUNTER_HEURISTIC))),
            "COUNTER_GRID": short(static(relu_files(COUNTER_GRID))), "COUNTER_CONTROL": short(static(relu_files(COUNTER_CONTROL)))}


def outs_static() -> dict:
    return {**honest_verdicts(OUTS_LIST), **honest_verdicts(OUTS_TUPLE),
            "spread": short(static(relu_files(honest_module(OUTS_SPREAD))))}


def outs_runs() -> dict:
    return {name: demo(honest_module(body), "relu", (16, 16), calls=1) for name, body in OUTS_LIST.items()}


def held_static() -> dict:
    return {**launder_verdicts(HELD_LAUNDER), **state_verdicts(HELD_STATE), **honest_verdicts(HONEST_HELD)}


PREMISES = {"aug_alias_static": aug_alias_static, "counter_run": counter_run, "outs_static": outs_static,
            "outs_runs": outs_runs, "held_static": held_static}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), indent=1))
