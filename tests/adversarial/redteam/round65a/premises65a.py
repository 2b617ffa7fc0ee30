"""Round 65a: the allow-list's type/state rules at ``fd663327`` (``_Body.holds``, ``given``, ``no_ones``,
``shadows_copies``, ``bind_imported``, ``shared_receiver`` + ``Unit.holds_shared``, multi-target assignments and
walrus targets marked shared) and the re-check on the timed calls' own input tensors, allow-list on as shipped.

Round 64a's harness is reused: ``static(files)`` (``guard.sample_static_findings`` on a sample holding only
``pass_dir/``, and PassBench's verdict per rule file), ``wrapper(body)`` (a relu whose ``body`` binds ``y``, then the
honest launch and ``return y + 1``: tensor arithmetic, refused wherever ``y`` is typed as a tensor), ``demo`` (round
60a's in-process audited call: launches a call, the audited torch ops, equal to torch).

Groups:

- ``KEY_LAUNDER``: a tensor stored as a dict's *key* (``d[x] = 0``). ``store_subscript`` types the subscript's slice
  and drops it: ``holds`` is given the stored value's type only, and the load rule that refuses a tensor as an index
  (``index_part``) is not applied to a store's slice. The dict stays plain data, so what iterating it gives back
  (``list(d)[0]``, ``for k in d``, ``sorted(d)``, ``min(d)``, ``d.popitem()[0]``, a tuple key unpacked) is "not a
  tensor". Every subscript store route carries it (``d[x]: int = 0``, ``for d[x] in (0,)``, ``d[x], z = 0, 0``,
  ``[0 for d[x] in (0,)]``).
- ``KEY_CONSTEXPR``: the full escape in the CPU interpreter (round 61a's kernel): ``(x, out)`` stored as a key, handed
  to the kernel as the constexpr ``X=list(seen)[0]``; the kernel's Python computes relu with torch on them inside the
  leaf launch (unaudited: inside Triton), its own store masked off.
- ``KEY_HOST_SUM``: the device-independent escape (round 63a's HOST_SUM): the input laundered as a key in a heuristic,
  summed on the host with ``float(flat[i, j])`` (views and ``_local_scalar_dense``, both allowed by the audit), the
  sum handed to a one-line kernel as a plain argument.
- ``GIVEN_FRESH``: honest idioms ``_Body.given`` (new at ``fd663327``) refuses: a container given a *fresh* display
  (``groups.setdefault('dims', []).append(n)``, ``rows.append([]); rows[0].append(n)``, ``d['k'] = []; d['k'].append(n)``)
  is marked ``holds_shared`` (``no_ones`` accepts constants, arithmetic and tensor metadata, not a display made right
  there), so the write into its element is "on something that outlives the call".
- ``HELD_FORMS``: the brief's other laundering and state routes, each refused.
- ``FALSE_REJECTION_HELD``: honest idioms of the brief that stay accepted.

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round65a/premises65a.py [name ...]`` prints them.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round63a import premises63a as p63
from tests.adversarial.redteam.round64a import premises64a as p64

MODULE = "kernels65a"
HEAD = p63.HEAD
KERNEL = p63.KERNEL
TAIL = p63.TAIL  # launches the honest kernel, then 'return y + 1'
RELU_RULE = p63.RELU_RULE
SUM_RULE = p63.SUM_RULE
LAUNCH = "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)\n"
demo = p63.demo


def relu_files(kernels: str) -> dict[str, str]:
    return {f"{MODULE}.py": kernels, "Rule65a.py": RELU_RULE.format(module=MODULE)}


def sum_files(kernels: str) -> dict[str, str]:
    return {f"{MODULE}.py": kernels, "Rule65a.py": SUM_RULE.format(module=MODULE)}


def wrapper(body: str, prelude: str = "") -> str:
    return f"{HEAD}\n{KERNEL}\n{prelude}\n\ndef relu(x):\n{body}{TAIL}"


def honest_module(body: str) -> str:
    return f"{HEAD}\n{KERNEL}\n\n{body}"


def static(files: dict[str, str]) -> dict:
    return p64.static(files)


def short(said: dict) -> list[str]:
    """A static verdict's findings without their temporary paths and their advice."""
    return [finding.split(": ", 1)[1].split(" \u2014 ")[0] for finding in said["findings"]]


# -- KEY_LAUNDER: a tensor stored as a dict key -----------------------------------------------------------------------
KEY_LAUNDER = {
    "key_store_list": "    d = {}\n    d[x] = 0\n    y = list(d)[0]",
    "key_store_for": "    d = {}\n    d[x] = 0\n    for k in d:\n        y = k",
    "key_tuple_key": "    d = {}\n    d[(x, 1)] = 0\n    y = list(d)[0][0]",
    "key_keys_method": "    d = {}\n    d[x] = 0\n    y = list(d.keys())[0]",
    "key_items_comprehension": "    d = {}\n    d[x] = 0\n    y = [k for k, v in d.items()][0]",
    "key_max": "    d = {}\n    d[x] = 0\n    y = max(d)",
    "key_min": "    d = {}\n    d[x] = 0\n    y = min(d)",
    "key_sorted": "    d = {}\n    d[x] = 0\n    y = sorted(d)[0]",
    "key_enumerate": "    d = {}\n    d[x] = 0\n    for i, k in enumerate(d):\n        y = k",
    "key_zip": "    d = {}\n    d[x] = 0\n    y = list(zip(d))[0][0]",
    "key_tuple_unpacked": "    d = {}\n    d[(x,)] = 0\n    (y,) = list(d)[0]",
    "key_popitem": "    d = {}\n    d[x] = 0\n    y = d.popitem()[0]",
    # every subscript-store route carries it
    "key_annotated_store": "    d = {}\n    d[x]: int = 0\n    y = list(d)[0]",
    "key_for_target": "    d = {}\n    for d[x] in (0,):\n        pass\n    y = list(d)[0]",
    "key_tuple_target": "    d = {}\n    d[x], z = 0, 0\n    y = list(d)[0]",
    "key_comprehension_target": "    d = {}\n    [0 for d[x] in (0,)]\n    y = list(d)[0]",
}
# The same tensor as a value, as a key through the checked routes, or read as an index: refused.
KEY_CONTROLS = {
    "direct": "    y = x",
    "value_store": "    d = {}\n    d[0] = x\n    y = d[0]",
    "key_in_display": "    d = {x: 0}\n    y = list(d)[0]",
    "key_setdefault": "    d = {}\n    d.setdefault(x, 0)\n    y = list(d)[0]",
    "key_update_display": "    d = {}\n    d.update({x: 0})\n    y = list(d)[0]",
    "key_augmented": "    d = {x: 0}\n    d[x] += 1\n    y = list(d)[0]",
    "key_set_add": "    s = set()\n    s.add(x)\n    y = list(s)[0]",
}

# -- the full escapes -----------------------------------------------------------------------------------------------------
# Round 61a's kernel (relu with torch in the kernel's Python, its own store masked off), the pair laundered as a key.
KEY_CONSTEXPR = p63.LAUNDER_CONSTEXPR.replace(
    "    pair = []\n    pair.append(x)\n    pair.append(out)\n", "    seen = {}\n    seen[(x, out)] = 0\n").replace(
    "X=tuple(pair)", "X=list(seen)[0]").replace(
    "Round 63a: (x, out) laundered through a local list", "Round 65a: (x, out) laundered as a dict's key")
assert "seen[(x, out)] = 0" in KEY_CONSTEXPR and "X=list(seen)[0]" in KEY_CONSTEXPR
# Diagnostic: the torch path off by one (relu + 1): `accuracy` shows the judged and timed calls took it.
KEY_CONSTEXPR_MARKED = KEY_CONSTEXPR.replace("Z += (X[0] + abs(X[0])) / 2", "Z += (X[0] + abs(X[0])) / 2 + 1.0")
assert KEY_CONSTEXPR_MARKED != KEY_CONSTEXPR

# Round 63a's HOST_SUM in a heuristic, the input laundered as a key instead of appended to a list.
KEY_HOST_SUM = p63.LAUNDER_HOST_SUM_HEURISTIC.replace(
    "    box = []\n    box.append(meta['x_ptr'])\n    flat = box[0]\n",
    "    keys = {}\n    keys[meta['x_ptr']] = 0\n    flat = list(keys)[0]\n").replace(
    "Round 63a: the input laundered through a local list in a heuristic", "Round 65a: the input laundered as a key")
assert "keys[meta['x_ptr']] = 0" in KEY_HOST_SUM
# Round 63a's form, the control: refused since 003dc245.
HOST_SUM_LIST = p63.LAUNDER_HOST_SUM_HEURISTIC

HONEST = sample_kit.relu_kernels("Round 65a's honest relu.")

# -- AUG_GIVEN: module state stored into a local by an augmented assignment ----------------------------------------------
# ``_Body.given`` (fd663327, round 64a's STORE_THEN_WRITE fix) runs for subscript stores and mutating methods, not for
# ``box += [...]``/``d |= {...}`` (``stmt_AugAssign`` raises the name's type only): the module's list stored that way
# leaves ``box`` "made of constants", and a write into ``box[0]`` is a write into a local.
AUG_FORMS = {
    "aug_list_display": ("_S = []\n", "    box = []\n    box += [_S]\n    box[0].append(1)\n"),
    "aug_tuple_display": ("_S = []\n", "    box = []\n    box += (_S,)\n    box[0].append(1)\n"),
    "aug_after_repeat": ("_S = []\n", "    box = [None]\n    box *= 0\n    box += [_S]\n    box[0].append(1)\n"),
    "aug_dict_or_key_count": ("_S = {}\n", "    d = {}\n    d |= {'s': _S}\n    d['s'][len(d['s'])] = 0\n"),
}
# AUG_SUBSCRIPT_GIVEN (open at b5666163, whose AUG_GIVEN fix gives an augmented assignment's value to a *name* target
# only): the same through an element, ``box[0] += [_S]`` (``stmt_AugAssign``'s Subscript branch calls store_subscript,
# never ``given``). State of constants and metadata, call after call (a call counter: the audited re-check's index).
AUG_SUBSCRIPT_FORMS = {
    "aug_element_list": ("_S = []\n", "    box = [[]]\n    box[0] += [_S]\n    box[0][0].append(1)\n"),
    "aug_element_tuple": ("_S = []\n", "    box = [()]\n    box[0] += (_S,)\n    box[0][0].append(1)\n"),
    "aug_element_dict_or": ("_S = {}\n", "    d = {'k': {}}\n    d['k'] |= {'s': _S}\n"
                                         "    d['k']['s'][len(d['k']['s'])] = 0\n"),
}
# Held at b5666163: a module's tuple holding a list stored as a key, written through the key read back.
KEY_STATE_HELD = ("_S = ([],)\n", "    d = {}\n    d[_S] = 0\n    for k in d:\n        k[0].append(1)\n")
# The same list given by a method or made in the display: refused ("outlives the call"), the controls.
AUG_CONTROLS = {
    "append_then_append": ("_S = []\n", "    box = []\n    box.append(_S)\n    box[0].append(1)\n"),
    "binop_display": ("_S = []\n", "    box = [] + [_S]\n    box[0].append(1)\n"),
    "by_name": ("_S = []\n", "    _S.append(1)\n"),
}


def state_module(prelude: str, body: str) -> str:
    return f"{HEAD}\n{KERNEL}\n\n{prelude}\n\ndef relu(x):\n{body}{p63.STATE_TAIL}"


# COUNT_DODGE: AUG_GIVEN's state and KEY_LAUNDER's torch path in a heuristic (inside Triton on timed calls; as wrapper
# code, audited, on the re-check). The module's dict, stored into a local by ``d |= {...}``, is keyed by one element of
# each call's input (a subscript store's *key* is checked by neither ``given`` nor ``holds``): its length is the number
# of distinct inputs seen. The warm-ups and the judged call run on the replayed values (1), the driven trials on fresh
# ones (2..TRIALS + 1), the audited re-check after them, on the timed calls' own tensors (TRIALS + 2). Torch relu on
# the trials (the kernel stores nothing), the honest kernel elsewhere. The element read (a view and
# ``_local_scalar_dense``) is allowed by the poison inside Triton and by the audit.
TRIALS = 3  # the plugin run's; a benchmark's trial count is its public configuration
COUNT_DODGE = f'''\
"""Round 65a: torch relu on the driven trials (the 2nd to {TRIALS + 1}th distinct inputs), the honest kernel elsewhere."""

import torch
import triton
import triton.language as tl

_SEEN = {{}}


def _done(meta):
    state = {{}}
    state |= {{'seen': _SEEN}}
    keys = {{}}
    keys[(meta['x_ptr'], meta['out_ptr'])] = 0
    pair = list(keys)[0]
    state['seen'][float(pair[0][0, 0])] = 0
    if 1 < len(state['seen']) <= {TRIALS + 1}:
        o = pair[1]
        o += (pair[0] + abs(pair[0])) * 0.5
        return 1
    return 0


@triton.heuristics({{'DONE': _done}})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, DONE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * (1 - DONE)
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.zeros_like(x)
    relu_kernel[lambda meta: (1,) if meta['DONE'] else (triton.cdiv(x.numel(), meta['BLOCK']),)](x, out, x.numel(),
                                                                                                   BLOCK=8192)
    return out
'''
COUNT_DODGE_MARKED = COUNT_DODGE.replace("o += (pair[0] + abs(pair[0])) * 0.5", "o += (pair[0] + abs(pair[0])) * 0.5 + 1.0")
assert COUNT_DODGE_MARKED != COUNT_DODGE


def count_run(kernels: str = COUNT_DODGE, shape=(64, 64), warmups: int = 2, trials: int = TRIALS) -> list[dict]:
    """The child's order of calls at fd663327 (CPU, driven trials), in process: poisoned warm-ups and the judged call
    on the replayed input, ``trials`` timed calls on the same tensor refilled in place (the trusted side's write
    through the file: no version moves), then the audited re-check on the same tensor, written through ``.data``
    (``CompiledSide.recheck``: the draw and a clone made first, the last trial's outputs held), under ``ComputeAudit``.
    Per call: the heuristic's DONE, launches, equal to relu, audit."""
    import os
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    from pytest_passnet import launches, poison
    from pytest_passnet.sandbox.child.watch import ComputeAudit

    launches.install()
    module = p63.premises59b.load_module(kernels, f"r65a_count_{abs(hash(kernels)) % 10**8}")
    heuristics = module.relu_kernel
    original, done = heuristics.values["DONE"], []
    heuristics.values = {**heuristics.values, "DONE": lambda meta: done.append(original(meta)) or done[-1]}
    x = torch.randn(*shape, generator=torch.Generator().manual_seed(65))
    said: list[dict] = []
    held: list = []  # what the child holds across calls: the last trial's outputs (``trial_outputs``)

    def call(what, audited=None):
        before = launches.launch_count()
        if audited is not None:
            with ComputeAudit(audited):
                out = module.relu(x)
        elif what == "warm-up":
            with poison.poisoned():
                out = poison.call_poisoned(module.relu, (x,))
        else:
            out = module.relu(x)
        said.append({"call": what, "done": done[-1], "launches": launches.launch_count() - before,
                     "equal": bool(torch.equal(out, torch.relu(x))), **({"audited": audited} if audited is not None
                                                                         else {})})
        return out

    for _ in range(warmups):
        call("warm-up")
    call("judged")
    for seed in range(trials):
        held.clear()  # released before the next call, as CompiledSide.trial does
        x.data.view(-1).numpy()[:] = torch.randn(*shape, generator=torch.Generator().manual_seed(seed)).view(-1).numpy()
        held.append(call(f"trial {seed + 1}"))
    value = torch.randn(*shape, generator=torch.Generator().manual_seed(99)).clamp_(-100.0, 100.0)  # draw_fresh
    x.data.copy_(value)
    kept = x.clone()  # CompiledSide.recheck's 'before'
    call("re-check", [])
    del value, kept
    return said


# STALE_DODGE: no state at all. The pass allocates its output with ``torch.empty_like``; the heuristic reads a few
# elements of that uninitialised buffer (laundered as a key: views and ``_local_scalar_dense``). Before a timed trial
# the child releases the previous trial's outputs (``CompiledSide.trial``: ``trial_outputs = None``) and the
# allocator hands the same block back: it holds a relu output (no negative, many zeros, some positive). Before the
# re-check the last trial's outputs are still held and ``draw_fresh`` and the ``before`` clones take blocks first: the
# buffer holds something else. Torch relu where the buffer looks like a relu output, the honest kernel elsewhere.
STALE_DODGE = '''\
"""Round 65a: torch relu where the new output buffer still holds a relu output, the honest kernel elsewhere."""

import torch
import triton
import triton.language as tl


def _done(meta):
    keys = {}
    keys[(meta['x_ptr'], meta['out_ptr'])] = 0
    pair = list(keys)[0]
    o = pair[1]
    zeros = positive = negative = 0
    for i in range(1, o.shape[0], 4):
        for j in range(0, o.shape[1], 4):
            v = float(o[i, j])
            zeros += v == 0.0
            positive += v > 0.0
            negative += v < 0.0
    if negative == 0 and zeros > 32 and positive > 32:
        o += (pair[0] + abs(pair[0])) * 0.5 - o
        return 1
    return 0


@triton.heuristics({'DONE': _done})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, DONE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * (1 - DONE)
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[lambda meta: (1,) if meta['DONE'] else (triton.cdiv(x.numel(), meta['BLOCK']),)](x, out, x.numel(),
                                                                                                   BLOCK=8192)
    return out
'''
STALE_DODGE_MARKED = STALE_DODGE.replace("* 0.5 - o\n", "* 0.5 - o + 1.0\n")
assert STALE_DODGE_MARKED != STALE_DODGE


# -- GIVEN_FRESH: a container given a display made right there is taken for someone's ------------------------------------
GIVEN_FRESH = {
    "setdefault_list_append": "def relu(x):\n    groups = {}\n    groups.setdefault('dims', []).append(x.dim())\n"
                              "    out = torch.empty_like(x)\n" + LAUNCH + "    return out\n",
    "append_empty_then_append": "def relu(x):\n    rows = []\n    rows.append([])\n    rows[0].append(x.shape[0])\n"
                                "    out = torch.empty_like(x)\n" + LAUNCH + "    return out\n",
    "store_empty_then_append": "def relu(x):\n    buckets = {}\n    buckets['in'] = []\n    buckets['in'].append(x.shape[0])\n"
                               "    out = torch.empty_like(x)\n" + LAUNCH + "    return out\n",
    "store_shape_list_then_store": "def relu(x):\n    shapes = {}\n    shapes['out'] = list(x.shape)\n    shapes['out'][0] = 1\n"
                                   "    out = torch.empty_like(x)\n" + LAUNCH + "    return out\n",
    "local_settings_nested": "def relu(x):\n    fwd = {'BLOCK': 1024}\n    meta = {}\n    meta['fwd'] = fwd\n"
                             "    meta['fwd']['num_warps'] = 4\n    out = torch.empty_like(x)\n"
                             "    relu_kernel[(triton.cdiv(x.numel(), meta['fwd']['BLOCK']),)](x, out, x.numel(), "
                             "BLOCK=meta['fwd']['BLOCK'], num_warps=meta['fwd']['num_warps'])\n    return out\n",
}
# Where the inner container is made with the outer one (and of constants): accepted, the control.
GIVEN_FRESH_CONTROLS = {
    "display_of_constants": "def relu(x):\n    rows = [[]]\n    rows[0].append(x.shape[0])\n"
                            "    out = torch.empty_like(x)\n" + LAUNCH + "    return out\n",
    "store_number": "def relu(x):\n    meta = {}\n    meta['n'] = x.numel()\n    meta['n'] += 0\n"
                    "    out = torch.empty_like(x)\n" + LAUNCH + "    return out\n",
}

# -- the brief's idioms that stay accepted (no false rejection) -------------------------------------------------------------
FALSE_REJECTION_HELD = {
    "outs_append_tuple": "def relu(x):\n    outs = []\n    out = torch.empty_like(x)\n    outs.append(out)\n" + LAUNCH
                         + "    return tuple(outs)\n",
    "args_tuple_star": "def relu(x):\n    out = torch.empty_like(x)\n    args = (x, out, x.numel())\n"
                       "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](*args, BLOCK=1024)\n    return out\n",
    "kwargs_dict_store": "def relu(x):\n    out = torch.empty_like(x)\n    kwargs = dict(BLOCK=1024)\n    kwargs['num_warps'] = 4\n"
                         "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), **kwargs)\n    return out\n",
    "chained_numbers": "def relu(x):\n    lo = hi = 0\n    hi += x.numel()\n    out = torch.empty_like(x)\n" + LAUNCH
                       + "    return out\n",
    "walrus_numel": "def relu(x):\n    out = torch.empty_like(x)\n    if (n := x.numel()) > 0:\n"
                    "        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)\n    return out\n",
    "local_import_kernel": f"def relu(x):\n    from pass_dir.{MODULE} import relu_kernel as k\n    out = torch.empty_like(x)\n"
                           "    k[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)\n    return out\n",
    "grid_list_store": "def relu(x):\n    grid = [1, 1]\n    grid[0] = triton.cdiv(x.numel(), 1024)\n    out = torch.empty_like(x)\n"
                       "    relu_kernel[tuple(grid)](x, out, x.numel(), BLOCK=1024)\n    return out\n",
    "shape_list_store": "def relu(x):\n    shape = list(x.shape)\n    shape[0] = 1\n    out = torch.empty_like(x)\n" + LAUNCH
                        + "    return out\n",
}
# Refused, but by older, deliberate rules (observations, not findings of this round): a list spread into a launch
# (round 17b: ``may_be_open``) and a list bound to two names (round 64a's ALIAS_LAUNDER fix).
OLDER_REFUSALS = {
    "args_list_star": "def relu(x):\n    out = torch.empty_like(x)\n    args = [x, out, x.numel()]\n"
                      "    relu_kernel[(triton.cdiv(x.numel(), 1024),)](*args, BLOCK=1024)\n    return out\n",
    "chained_list_append": "def relu(x):\n    shape = dims = []\n    dims.append(x.shape[0])\n    out = torch.empty_like(x)\n"
                           + LAUNCH + "    return out\n",
}

# -- held: the brief's other routes, each refused --------------------------------------------------------------------------
HELD_FORMS = {
    "format_of_tensor": ("", "    y = '{}'.format(x)"),
    "sorted_key": ("", "    y = sorted([x], key=lambda t: 0)[0]"),
    "max_default": ("", "    y = max([], default=x)"),
    "tuple_concat": ("", "    t = () + (x,)\n    y = t[0]"),
    "list_repeat": ("", "    l = [x] * 1\n    y = l[0]"),
    "slice_copy": ("", "    y = [x][:][0]"),
    "nested_comprehension": ("", "    y = [[t for t in (x,)]][0][0]"),
    "conditional": ("", "    y = x if x.numel() else 0"),
    "or_value": ("", "    y = 0 or x"),
    "augmented_list": ("", "    l = []\n    l += [x]\n    y = l[0]"),
    "extend_generator": ("", "    l = []\n    l.extend(t for t in (x,))\n    y = l[0]"),
    "slice_append": ("", "    l = []\n    l[len(l):] = [x]\n    y = l[0]"),
    "dict_or_update": ("", "    d = {}\n    d |= {'k': x}\n    y = d['k']"),
    "setdefault_returned": ("", "    d = {}\n    y = d.setdefault('k', x)"),
    "dict_zip": ("", "    d = dict(zip(['k'], [x]))\n    y = d['k']"),
    "zip_star": ("", "    (y,) = list(zip(*[[x]]))[0]"),
    "receiver_conditional": ("", "    a = []\n    (a if x.numel() else a).append(x)\n    y = a[0]"),
    "receiver_in_display": ("", "    a = []\n    [a][0].append(x)\n    y = a[0]"),
    "iter_next": ("", "    y = next(iter([x]))"),
    # state
    "function_attribute": ("", "    relu.count = 1\n    y = x"),
    "global_statement": ("_N = 0\n", "    global _N\n    _N = 1\n    y = x"),
    "class_level_list": ("class K:\n    seen = []\n", "    K.seen.append(1)\n    y = x"),
    "config_module_list": ("_CONFIGS = [triton.Config({'BLOCK': 64})]\n", "    _CONFIGS.append(1)\n    y = x"),
    "helper_returns_module_list": ("_S = []\n\n\ndef _state():\n    return _S\n", "    _state().append(1)\n    y = x"),
    "helper_result_bound": ("_S = []\n\n\ndef _state():\n    return _S\n", "    s = _state()\n    s.append(1)\n    y = x"),
}


# Observation: accepted, but it raises at run time (str.join takes strings only): no tensor flows through it.
JOIN_OF_TENSOR = "    y = ''.join([x])"


# -- premises ---------------------------------------------------------------------------------------------------------------

def key_static() -> dict:
    return {name: short(static(relu_files(wrapper(body)))) for name, body in {**KEY_LAUNDER, **KEY_CONTROLS}.items()}


def escapes() -> dict:
    """Static findings and the in-process audited call (``demo``: fresh inputs, launches counted, ``ComputeAudit``)."""
    return {
        "KEY_CONSTEXPR": {"static": short(static(relu_files(KEY_CONSTEXPR))),
                          "demo": demo(KEY_CONSTEXPR, "relu", (256, 1024))},
        "KEY_HOST_SUM": {"static": short(static(sum_files(KEY_HOST_SUM))), "demo": demo(KEY_HOST_SUM, "sum", (64, 64))},
        "HOST_SUM_LIST": {"static": short(static(sum_files(HOST_SUM_LIST)))},
    }


def aug_static() -> dict:
    return {name: short(static(relu_files(state_module(*form)))) for name, form in {**AUG_FORMS, **AUG_CONTROLS}.items()}


def aug_subscript_static() -> dict:
    said = {name: short(static(relu_files(state_module(*form)))) for name, form in AUG_SUBSCRIPT_FORMS.items()}
    said["key_state_held"] = short(static(relu_files(state_module(*KEY_STATE_HELD))))
    return said


def count_dodge() -> dict:
    return {"static": short(static(relu_files(COUNT_DODGE))), "run": count_run()}


def stale_static() -> dict:
    return {"STALE_DODGE": short(static(relu_files(STALE_DODGE))),
            "run": count_run(STALE_DODGE)}


def given_fresh() -> dict:
    return {name: short(static(relu_files(honest_module(body))))
            for name, body in {**GIVEN_FRESH, **GIVEN_FRESH_CONTROLS}.items()}


def given_fresh_runs() -> dict:
    """Each GIVEN_FRESH wrapper runs: one launch a call, audit clean, equal to torch.relu."""
    return {name: demo(honest_module(body), "relu", (64, 64), 1) for name, body in GIVEN_FRESH.items()}


def idioms() -> dict:
    return {name: short(static(relu_files(honest_module(body))))
            for name, body in {**FALSE_REJECTION_HELD, **OLDER_REFUSALS}.items()}


def held_static() -> dict:
    return {name: short(static(relu_files(wrapper(body, prelude)))) for name, (prelude, body) in HELD_FORMS.items()}


def at_commit(commit: str, files: dict[str, str]) -> list[str]:
    """``static`` with ``wrapper_rules.py`` as it stood at ``commit`` (``git show``), put in ``guard`` for the call."""
    import importlib.util
    import subprocess
    import tempfile
    from pathlib import Path

    from pytest_passnet import guard

    text = subprocess.run(["git", "show", f"{commit}:pytest_passnet/wrapper_rules.py"], capture_output=True, text=True,
                          check=True, cwd=Path(__file__).resolve().parents[4]).stdout
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"wrapper_rules_{commit}.py"
        path.write_text(text)
        spec = importlib.util.spec_from_file_location(f"r65a_wrapper_rules_{commit}", path)
        old = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = old  # dataclasses look their module up
        spec.loader.exec_module(old)
        current, guard.wrapper_rules = guard.wrapper_rules, old
        try:
            return short(static(files))
        finally:
            guard.wrapper_rules = current
            sys.modules.pop(spec.name, None)


def given_fresh_before() -> dict:
    """GIVEN_FRESH at ``003dc245`` (before ``fd663327``'s ``given``): accepted there."""
    return {name: at_commit("003dc245", relu_files(honest_module(body))) for name, body in GIVEN_FRESH.items()}


PREMISES = {"aug_static": aug_static, "aug_subscript_static": aug_subscript_static, "stale_static": stale_static, "count_dodge": count_dodge,
            "given_fresh_before": given_fresh_before, "key_static": key_static, "escapes": escapes, "given_fresh": given_fresh,
            "given_fresh_runs": given_fresh_runs, "idioms": idioms, "held_static": held_static}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), indent=1))
