"""Round 64a: the allow-list's newest rules at ``003dc245``/``d22a1423`` (``_Body.holds``, ``shared_receiver`` +
``Unit.holds_shared`` + ``_made_of_constants``, ``assign_name`` ignoring ``Blocked``), allow-list on as shipped.

Round 63a's harness is reused: ``static(files)`` (``guard.sample_static_findings`` on a sample holding only
``pass_dir/`` and PassBench's verdict per rule file), ``demo`` (round 60a's in-process audit of one call) and
``dodge_run`` (the child's order of calls in process: poisoned warm-ups, timed calls on one refilled buffer, the
audited re-check on fresh inputs).

Groups:

- ``ALIAS_LAUNDER``: one list bound to two names in one statement (``a = b = []``; ``a = (b := [])``): a write
  through one name raises that name's type only (``_Body.holds`` raises the root *name*, and the two names' types
  are copied once from the display, never tied), so the tensor read back through the other is "plain data".
- ``SHADOW_FORMS``: the pass's own function named ``list``/``dict``/``set`` (module level, nested, or imported under
  that name): ``_fresh`` reads ``list(...)`` by its spelling as a copy made in the call, so what it returns (a
  module's list, its argument) is not ``shared``: module state written, and (through the argument) a tensor laundered.
- ``STORE_FORMS``: a local made of constants (``box = [None]``, ``d = {}``), a module's list stored into it afterwards
  (``box[0] = _S``, ``box.append(_S)``, ``d.update(s=_S)``), then written through it (``box[0].append(1)``):
  ``holds_shared`` is decided by the binding's source alone, so the write is a write into a local.
- ``LOCAL_IMPORT_FORMS``: a module's list imported inside the function (``from pass_dir.kernels64a import _SEEN``,
  ``import pass_dir.kernels64a as k``): the import binds a local the checks never put in ``shared`` or
  ``holds_shared`` (``stmt_ImportFrom`` updates ``env`` directly), and ``module_state`` is False for a local: the
  module's list is written, call after call.
- Full escapes: ``ALIAS_CONSTEXPR`` (round 61a's constexpr kernel fed ``tuple(b)`` after ``a.append(x)``), and
  ``IMPORT_DODGE``/``IMPORT_DODGE_MM`` (round 63a's ADDRESS_DODGE rebuilt from LOCAL_IMPORT state and ALIAS
  laundering: torch on every timed call, the honest kernel on new input addresses only) and ``ALIAS_VERSION_DODGE``
  (round 63a's VERSION_DODGE, stateless, on an alias-laundered input).
- ``FALSE_REJECTIONS``: honest wrappers the new ``holds_shared`` rule refuses: an element write into a list or dict
  made by a comprehension (``shapes = [list(t.shape) for t in (x, y)]; shapes[1][0] = 1``) or a nested display of
  metadata (``meta = {'fwd': {'BLOCK': b}}; meta['fwd']['num_warps'] = 4``).

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round64a/premises64a.py [name ...]`` prints them.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round63a import premises63a as p63

findings = p63.findings
demo = p63.demo
MODULE = "kernels64a"
HEAD = p63.HEAD
KERNEL = p63.KERNEL
TAIL = p63.TAIL  # launches the honest kernel, then 'return y + 1'
RELU_RULE = p63.RELU_RULE
MM_RULE = p63.MM_RULE
STATE_TAIL = p63.STATE_TAIL  # launches the honest kernel, returns out


def relu_files(kernels: str) -> dict[str, str]:
    return {f"{MODULE}.py": kernels, "Rule64a.py": RELU_RULE.format(module=MODULE)}


def mm_files(kernels: str) -> dict[str, str]:
    return {f"{MODULE}.py": kernels, "Rule64a.py": MM_RULE.format(module=MODULE)}


def wrapper(body: str, prelude: str = "") -> str:
    """A kernels module (``prelude`` at module level) whose ``relu`` runs ``body`` (binding ``y``), launches the
    kernel and returns ``y + 1``: tensor arithmetic, refused wherever ``y`` is typed as a tensor."""
    return f"{HEAD}\n{KERNEL}\n{prelude}\n\ndef relu(x):\n{body}{TAIL}"


def static(files: dict[str, str]) -> dict:
    return p63.static(files)


# -- ALIAS_LAUNDER: two names for one list made in one statement ---------------------------------------------------------
ALIAS_LAUNDER = {
    "chained_append": "    a = b = []\n    a.append(x)\n    y = b[0]",
    "chained_subscript_store": "    a = b = [None]\n    a[0] = x\n    y = b[0]",
    "chained_dict_update": "    a = b = {}\n    a.update(k=x)\n    y = b['k']",
    "chained_dict_comprehension": "    a = b = {k: None for k in 'k'}\n    a['k'] = x\n    y = b['k']",
    "walrus_in_assignment": "    a = (b := [])\n    b.append(x)\n    y = a[0]",
}
# The same with one name: refused ("tensor arithmetic 'y + 1'"), the rule the forms step round.
ALIAS_CONTROLS = {
    "one_name_append": "    b = []\n    b.append(x)\n    y = b[0]",
    "copied_name": "    b = []\n    a = b\n    b.append(x)\n    y = a[0]",
    "walrus_then_copied": "    n = len(b := [])\n    a = b\n    b.append(x)\n    y = a[n]",
}

# Held: the brief's other containers and scopes, each refused (its body ends in 'y + 1' on what it reads back).
HELD_FORMS = {
    "dict_fromkeys": ("", "    d = dict.fromkeys(['k'], x)\n    y = d['k']"),
    "dict_keywords": ("", "    d = dict(k=x)\n    y = d['k']"),
    "zip_pairs": ("", "    z = list(zip([x], [1]))\n    y = z[0][0]"),
    "starred_rest": ("", "    first, *rest = (1, x)\n    y = rest[0]"),
    "slice_of_list": ("", "    l = [x, x]\n    y = l[1:][0]"),
    "exception_args": ("", "    e = ValueError(x)\n    y = e.args[0]"),
    "lambda_default": ("", "    f = lambda t=x: t\n    y = f()"),
    "closure": ("", "    def f():\n        return x\n    y = f()"),
    "walrus_in_comprehension": ("", "    [(z := t) for t in (x,)]\n    y = z"),
    "nonlocal_cell": ("", "    c = [0]\n    def f():\n        nonlocal c\n        c = x\n    f()\n    y = c[0]"),
    "mutable_default_write": ("def keep(v, box=[]):\n    box.append(v)\n    return box\n", "    y = keep(x)[0]"),
    "nested_write_into_parent": ("", "    box = []\n    def put(v):\n        box.append(v)\n    put(x)\n    y = box[0]"),
}


# -- SHADOW_FORMS: the pass's own 'list' taken for the builtin copy ---------------------------------------------------------
# State: each writes the module's list through a name the checks take for a fresh copy, and keeps something.
SHADOW_FORMS = {
    "module_def_list": ("_S = []\n\n\ndef list():\n    return _S\n", "    seen = list()\n    seen.append(1)\n"),
    "module_def_identity": ("_S = []\n\n\ndef list(v):\n    return v\n", "    seen = list(_S)\n    seen.append(1)\n"),
    "module_lambda_default": ("list = lambda keep=[]: keep\n", "    seen = list()\n    seen.append(1)\n"),
    "nested_def_dict": ("_D = {}\n", "    def dict():\n        return _D\n    seen = dict()\n    seen['n'] = 1\n"),
    "set_identity": ("_S = {0}\n\n\ndef set(v):\n    return v\n", "    seen = set(_S)\n    seen.add(1)\n"),
}
SHADOW_CONTROL = ("_S = []\n\n\ndef keep():\n    return _S\n", "    seen = keep()\n    seen.append(1)\n")
# Laundering: the identity named 'list' gives the same list back under a name typed on its own.
SHADOW_LAUNDER = ("def list(v):\n    return v\n", "    box = []\n    alias = list(box)\n    alias.append(x)\n    y = box[0]")


def state_module(prelude: str, body: str) -> str:
    return f"{HEAD}\n{KERNEL}\n\n{prelude}\n\ndef relu(x):\n{body}{STATE_TAIL}"


# -- LOCAL_IMPORT_FORMS: the module's own list imported inside the function ----------------------------------------------
LOCAL_IMPORT_FORMS = {
    "from_import_append": ("_SEEN = []\n", f"    from pass_dir.{MODULE} import _SEEN\n    _SEEN.append(1)\n"),
    "from_import_as": ("_SEEN = []\n", f"    from pass_dir.{MODULE} import _SEEN as seen\n    seen.append(1)\n"),
    "from_import_dict_store": ("_SEEN = {}\n", f"    from pass_dir.{MODULE} import _SEEN\n"
                                                "    _SEEN['n'] = _SEEN.get('n', 0) + 1\n"),
    "import_module_attribute": ("_SEEN = []\n", f"    import pass_dir.{MODULE} as k\n    k._SEEN.append(1)\n"),
}
# The same module list written by its module-level name: refused ("outlives the call").
LOCAL_IMPORT_CONTROL = ("_SEEN = []\n", "    _SEEN.append(1)\n")
# At module level the import is read as state (module_state / a root not in env): refused too.
MODULE_IMPORT_CONTROL = ("_SEEN = []\n", "    k._SEEN.append(1)\n")

# -- STORE_THEN_WRITE: a display of constants, then a module's object stored into it, then written through it ------------
# ``holds_shared`` is decided once, by the binding's source (``_made_of_constants``); an element stored later (a module's
# list by name: reading module state is allowed) leaves the local "made of constants", so writes into that element are
# writes into a local.
STORE_FORMS = {
    "subscript_store_then_append": ("_S = []\n", "    box = [None]\n    box[0] = _S\n    box[0].append(1)\n"),
    "append_then_append": ("_S = []\n", "    box = []\n    box.append(_S)\n    box[0].append(1)\n"),
    "dict_store_then_store": ("_S = {}\n", "    d = {}\n    d['s'] = _S\n    d['s']['n'] = d['s'].get('n', 0) + 1\n"),
    "update_then_append": ("_S = []\n", "    d = {}\n    d.update(s=_S)\n    d['s'].append(1)\n"),
}
# The module's list in the display as it is made: refused since 003dc245 (round 63a's STATE_BY_DISPLAY), the control.
STORE_CONTROL = ("_S = []\n", "    box = [_S]\n    box[0].append(1)\n")


# -- the full escapes -----------------------------------------------------------------------------------------------------
# Round 61a's kernel: relu computed with torch by the kernel's Python (CPU interpreter) on a constexpr holding (x, out),
# its own store masked off; the pair laundered through 'a = b = []'.
ALIAS_CONSTEXPR = p63.LAUNDER_CONSTEXPR.replace(
    "    pair = []\n    pair.append(x)\n    pair.append(out)\n", "    a = pair = []\n    a.append(x)\n    a.append(out)\n"
).replace("Round 63a: (x, out) laundered through a local list", "Round 64a: (x, out) laundered through a second name")
assert "a = pair = []" in ALIAS_CONSTEXPR

# ADDRESS_DODGE (round 63a) rebuilt: the addresses seen kept in the module's list, imported in the heuristic
# (LOCAL_IMPORT state); the torch path's tensors laundered through 'a = b = []' (ALIAS_LAUNDER). On an address seen
# before (every timed call: warm-ups 2.., prime, outputs, trials) the heuristic computes relu with torch and the kernel
# stores nothing; on a new one (the first warm-up, the audited re-check's fresh draw) the kernel is honest.
IMPORT_DODGE = f'''\
"""Round 64a: torch relu in a heuristic on input addresses seen before, the honest kernel on new ones."""

import torch
import triton
import triton.language as tl

_SEEN = []


def _done(meta):
    from pass_dir.{MODULE} import _SEEN as seen
    x = meta['x_ptr']
    if x.data_ptr() in seen:
        a = b = []
        a.append(x)
        a.append(meta['out_ptr'])
        o = b[1]
        o += (b[0] + abs(b[0])) * 0.5
        return 1
    seen.append(x.data_ptr())
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
# The same with the state of STORE_THEN_WRITE (no import, no shadowing): 'box = [None]; box[0] = _SEEN'.
STORE_DODGE = IMPORT_DODGE.replace(
    f"    from pass_dir.{MODULE} import _SEEN as seen\n    x = meta['x_ptr']\n    if x.data_ptr() in seen:\n",
    "    box = [None]\n    box[0] = _SEEN\n    x = meta['x_ptr']\n    if x.data_ptr() in box[0]:\n").replace(
    "    seen.append(x.data_ptr())\n", "    box[0].append(x.data_ptr())\n")
assert "import" not in STORE_DODGE.split("_SEEN = []")[1] and "box[0].append(x.data_ptr())" in STORE_DODGE
# Diagnostic: the torch path off by one (relu + 1): not `correct` shows the judged/timed calls took it.
IMPORT_DODGE_MARKED = IMPORT_DODGE.replace("o += (b[0] + abs(b[0])) * 0.5", "o += (b[0] + abs(b[0])) * 0.5 + 1.0")
assert IMPORT_DODGE_MARKED != IMPORT_DODGE

# The matmul form: torch's '@' (cuBLAS on a GPU) on every timed call, round 63a's honest tiled Triton matmul otherwise.
IMPORT_DODGE_MM = p63.MM_DODGE.replace(
    "    a = meta['a_ptr']\n    box = [_SEEN]\n    if a.data_ptr() in box[0]:\n        trio = []\n",
    f"    from pass_dir.{MODULE} import _SEEN as seen\n    a = meta['a_ptr']\n    if a.data_ptr() in seen:\n"
    "        trio = alias = []\n").replace(
    "        c = trio[2]\n        c += trio[0] @ trio[1]\n", "        c = alias[2]\n        c += alias[0] @ alias[1]\n").replace(
    "    box[0].append(a.data_ptr())\n", "    seen.append(a.data_ptr())\n")
assert "from pass_dir" in IMPORT_DODGE_MM and "box" not in IMPORT_DODGE_MM and "alias[0] @ alias[1]" in IMPORT_DODGE_MM

# VERSION_DODGE (round 63a) with no module state at all: the input laundered through a second name, its '_version'
# (an attribute of "plain data") 0 on the CPU's mapped trial inputs, 1 on the re-check's clamped fresh draw.
ALIAS_VERSION_DODGE = p63.VERSION_DODGE.replace(
    "    box = []\n    box.append(meta['x_ptr'])\n    x = box[0]\n",
    "    box = other = []\n    box.append(meta['x_ptr'])\n    x = other[0]\n").replace(
    "        box.append(meta['out_ptr'])\n        o = box[1]\n", "        box.append(meta['out_ptr'])\n        o = other[1]\n"
).replace("Round 63a: torch on calls", "Round 64a: torch on calls")
assert "box = other = []" in ALIAS_VERSION_DODGE and "o = other[1]" in ALIAS_VERSION_DODGE

# ALIGN_DODGE: no state, no private attribute: the CPU's timed inputs are views of the trusted side's inputs file, mapped
# at a page (high in the address space, 0x7f...) with the first input 64 bytes in (``shared_inputs.layout_of``); the
# re-check's fresh draw of a small input (16 KiB) comes from the heap (0x55..., rarely 64 past a page). ``data_ptr()`` is
# an allowed metadata method: the tell needs no laundering; the torch path does (ALIAS_LAUNDER).
ALIGN_DODGE = IMPORT_DODGE.replace(
    f"    from pass_dir.{MODULE} import _SEEN as seen\n    x = meta['x_ptr']\n    if x.data_ptr() in seen:\n",
    "    x = meta['x_ptr']\n    if x.data_ptr() % 4096 == 64 and x.data_ptr() >> 44 == 7:\n").replace(
    "    seen.append(x.data_ptr())\n", "").replace("_SEEN = []\n\n\n", "").replace(
    "on input addresses seen before, the honest kernel on new ones", "on mapped input addresses, the honest kernel on others")
assert "seen" not in ALIGN_DODGE and "_SEEN" not in ALIGN_DODGE and ">> 44 == 7" in ALIGN_DODGE
ALIGN_DODGE_MARKED = ALIGN_DODGE.replace("o += (b[0] + abs(b[0])) * 0.5", "o += (b[0] + abs(b[0])) * 0.5 + 1.0")
assert ALIGN_DODGE_MARKED != ALIGN_DODGE


def align_tell() -> dict:
    """Where the CPU child's inputs lie: a view of a mapped inputs file at the layout's offset (as ``map_inputs``
    makes them) against fresh draws (as ``draw_fresh`` makes them), for the 64x64 float32 input of the plugin run."""
    import os
    import tempfile

    import torch

    from pytest_passnet.sandbox.shared_inputs import layout_of, map_inputs

    x = torch.randn(64, 64)
    slots = layout_of({"in_0": x})
    with tempfile.TemporaryDirectory() as folder:
        size = max(s.offset + s.nbytes for s in slots)
        with open(os.path.join(folder, "inputs"), "wb") as f:
            f.write(b"\0" * size)
        mapped = map_inputs(folder, {"file": "inputs", "layout": [s._asdict() for s in slots]})["in_0"]
    def tell(p):
        return p % 4096 == 64 and p >> 44 == 7

    fresh = [torch.randn(64, 64).clamp_(-100.0, 100.0).data_ptr() for _ in range(200)]
    return {"mapped": hex(mapped.data_ptr()), "mapped_tell": tell(mapped.data_ptr()),
            "fresh_examples": [hex(p) for p in fresh[:3]], "fresh_tell": sum(map(tell, fresh)), "fresh_draws": len(fresh)}


# -- false rejections: honest element writes the new holds_shared rule refuses -------------------------------------------
FALSE_REJECTIONS = {
    # broadcasting strides: y's stride along a broadcast dimension set to 0 (its shape is 1 there)
    "comprehension_of_stride_lists": '''
def relu(x):
    out = torch.empty_like(x)
    strides = [list(t.stride()) for t in (x, out)]
    if x.shape[0] == 1:
        strides[0][0] = 0
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out
''',
    # a table of per-row sizes built by a comprehension, one entry adjusted
    "comprehension_of_row_lists": '''
def relu(x):
    out = torch.empty_like(x)
    rows = [[0] * 2 for _ in range(x.dim())]
    rows[0][1] = x.shape[0]
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out
''',
    # launch settings kept per direction in a nested dict of metadata, one adjusted
    "nested_dict_of_settings": '''
def relu(x):
    out = torch.empty_like(x)
    block = triton.next_power_of_2(min(x.numel(), 1024))
    meta = {'fwd': {'BLOCK': block}}
    meta['fwd']['num_warps'] = 4 if block >= 512 else 2
    relu_kernel[(triton.cdiv(x.numel(), meta['fwd']['BLOCK']),)](x, out, x.numel(), BLOCK=meta['fwd']['BLOCK'],
                                                                  num_warps=meta['fwd']['num_warps'])
    return out
''',
}
# The same writes with the inner values constants: accepted (made of constants), the control.
FALSE_REJECTION_CONTROLS = {
    "constant_nested_list": '''
def relu(x):
    out = torch.empty_like(x)
    rows = [[0, 0], [0, 0]]
    rows[0][1] = x.shape[0]
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out
''',
}


def honest_module(body: str) -> str:
    return f"{HEAD}\n{KERNEL}\n{body}"


HONEST = sample_kit.relu_kernels("Round 64a's honest relu.")


# -- premises ---------------------------------------------------------------------------------------------------------------

def alias_static() -> dict:
    return {name: static(relu_files(wrapper(body))) for name, body in {**ALIAS_LAUNDER, **ALIAS_CONTROLS}.items()}


def held_static() -> dict:
    return {name: static(relu_files(wrapper(body, prelude))) for name, (prelude, body) in HELD_FORMS.items()}


def shadow_static() -> dict:
    said = {name: static(relu_files(state_module(*form))) for name, form in
            {**SHADOW_FORMS, "control": SHADOW_CONTROL}.items()}
    said["launder"] = static(relu_files(wrapper(SHADOW_LAUNDER[1], SHADOW_LAUNDER[0])))
    return said


def store_static() -> dict:
    said = {name: static(relu_files(state_module(*form))) for name, form in STORE_FORMS.items()}
    said["control_display"] = static(relu_files(state_module(*STORE_CONTROL)))
    return said


def import_static() -> dict:
    said = {name: static(relu_files(state_module(*form))) for name, form in LOCAL_IMPORT_FORMS.items()}
    said["control_by_name"] = static(relu_files(state_module(*LOCAL_IMPORT_CONTROL)))
    said["control_module_import"] = static(relu_files(
        state_module(f"import pass_dir.{MODULE} as k\n\n" + MODULE_IMPORT_CONTROL[0], MODULE_IMPORT_CONTROL[1])))
    return said


def false_rejections() -> dict:
    return {name: static(relu_files(honest_module(body))) for name, body in
            {**FALSE_REJECTIONS, **FALSE_REJECTION_CONTROLS}.items()}


def escapes() -> dict:
    """Static findings and the in-process audit of the constexpr escape; the dodges in the child's order of calls."""
    return {
        "ALIAS_CONSTEXPR": {**static(relu_files(ALIAS_CONSTEXPR)), "demo": demo(ALIAS_CONSTEXPR, "relu", (256, 1024))},
        "IMPORT_DODGE": {**static(relu_files(IMPORT_DODGE)), "run": dodge_run(IMPORT_DODGE)},
        "ALIAS_VERSION_DODGE": {**static(relu_files(ALIAS_VERSION_DODGE)),
                                "run": dodge_run(ALIAS_VERSION_DODGE, mapped_versions=True)},
        "STORE_DODGE": {**static(relu_files(STORE_DODGE)), "run": dodge_run(STORE_DODGE)},
        "IMPORT_DODGE_MM": static(mm_files(IMPORT_DODGE_MM)),
        "ALIGN_DODGE": static(relu_files(ALIGN_DODGE)),
    }


def dodge_run(kernels: str, **kw) -> dict:
    """Round 63a's ``dodge_run`` with the module importable as ``pass_dir.kernels64a`` (the heuristic imports it)."""
    import os
    import types

    os.environ["TRITON_INTERPRET"] = "1"  # before the module's @triton.jit runs
    module_name = f"pass_dir.{MODULE}"
    saved = {n: sys.modules.get(n) for n in ("pass_dir", module_name)}
    package = types.ModuleType("pass_dir")
    package.__path__ = []
    sys.modules["pass_dir"] = package
    loaded = p63.premises59b.load_module(kernels, f"r64a_dodge_{abs(hash(kernels)) % 10**8}")
    sys.modules[module_name] = loaded
    try:
        return _dodge_loaded(loaded, **kw)
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module


def _dodge_loaded(module, shape=(64, 64), warmups: int = 2, trials: int = 3, mapped_versions: bool = False) -> dict:
    """``premises63a.dodge_run``'s body on an already loaded module."""
    import os
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    from pytest_passnet import launches, poison
    from pytest_passnet.sandbox.child.watch import ComputeAudit

    launches.install()
    heuristics = module.relu_kernel
    done_values: list[int] = []
    original = heuristics.values["DONE"]

    def recorded(meta):
        done_values.append(original(meta))
        return done_values[-1]

    heuristics.values = {**heuristics.values, "DONE": recorded}
    x = torch.randn(*shape, generator=torch.Generator().manual_seed(63))
    said: dict = {"warm_ups": [], "timed": [], "recheck": None}
    for _ in range(warmups):
        with poison.poisoned():
            out = poison.call_poisoned(module.relu, (x,))
        said["warm_ups"].append({"equal": bool(torch.equal(out, torch.relu(x))), "done": done_values[-1]})
    for seed in range(trials):
        fresh_values = torch.randn(*shape, generator=torch.Generator().manual_seed(seed))
        if mapped_versions:
            x.data.view(-1).numpy()[:] = fresh_values.view(-1).numpy()
        else:
            x.copy_(fresh_values)
        before = launches.launch_count()
        out = module.relu(x)
        said["timed"].append({"launches": launches.launch_count() - before, "equal": bool(torch.equal(out, torch.relu(x))),
                              "done": done_values[-1]})
    fresh = torch.randn(*shape, generator=torch.Generator().manual_seed(99)).clamp_(-100.0, 100.0)  # draw_fresh
    audited: list[str] = []
    before = launches.launch_count()
    with ComputeAudit(audited):
        out = module.relu(fresh)
    said["recheck"] = {"launches": launches.launch_count() - before, "equal": bool(torch.equal(out, torch.relu(fresh))),
                       "done": done_values[-1], "audited": audited}
    return said


PREMISES = {"alias_static": alias_static, "held_static": held_static, "shadow_static": shadow_static, "import_static": import_static,
            "store_static": store_static,
            "false_rejections": false_rejections, "escapes": escapes,
            "align_tell": align_tell}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), indent=1))
