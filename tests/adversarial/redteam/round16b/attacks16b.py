"""Round 16b's attacks on the allow-list (``wrapper_rules``) at 99ae4607: what runs at import where the
checks never look (a ``__main__`` guard made true by an import's alias), values typed "not a tensor" that
hold tensors (an exception's ``args`` or a slice's ``stop`` of a list of tensors), and module state that
wrapper code grows with an augmented assignment. Honest passes written with common idioms check the other
side: no false finding.

Each pass is a rule file for the add_relu model (``tests.sample_factory.ADD_RELU_MODEL``: relu(x + y) * 2,
the rule replaces relu(x + y)), checked by every static layer (``attacks15b.static_findings``) and imported
as the child imports it (``attacks15b.load_rule``); the plugin and Harbor's verifier run the ones that
reach a verdict."""

from __future__ import annotations

import json
from pathlib import Path

from tests.adversarial.redteam.round15b import attacks15b
from tests.adversarial.redteam.round15b.attacks15b import _HEAD, _TAIL, RULE, kept_table
from tests.sample_factory import ADD_RELU_PASS

# -- any code at import: the __main__ guard's else, or the guard made true --------------------------------
# ``check_module_level`` skips an ``if __name__ == "__main__":`` statement whole, by the test's syntax
# alone (wrapper_rules.py:603, ``_is_main_guard`` :411), trusting that it "never runs when a pass is
# imported": its ``else`` branch runs on every import, and is skipped with it. And an import may bind any
# name, dunders too: ``check_import_from`` (:613) checks the module, never the alias, and ``bind_import``
# (:523) binds ``__name__`` like any other name, so a helper's constant "__main__" imported as ``__name__``
# makes the guard's own body run. Neither is read as pass code by any layer of ours. The child's rules read
# the block (ast.walk) but refuse only threads, processes, ctypes/importlib/builtins imports, hiding
# builtins called by name and writes rooted in an imported name; PassBench's validator only torch calls
# other than the allocators: redefining the wrapper is none of these. The graph's call then launches a
# kernel that copies one element onto itself (the launch proof) and computes relu(x + y) in NumPy, which no
# torch dispatch sees; in the poisoned warm-up (a tensor subclass) it only allocates.
CONSTS = 'MAIN = "__main__"\n'
_TOUCH = attacks15b._TOUCH
_GUARD = '''\
from pass_dir.consts import MAIN as __name__  # noqa: E402

if __name__ == "__main__":
{body}
'''
_NUMPY_WRAPPER = '''\
    def triton_add_relu(x, y):
        if type(x) is not torch.Tensor:
            return torch.empty_like(x)
        touch_kernel[(1,)](x, BLOCK=16)
        return torch.as_tensor((x.numpy() + y.numpy()).clip(0))
'''
MAIN_ALIAS = {RULE: _HEAD + _TOUCH + _GUARD.format(body=_NUMPY_WRAPPER) + _TAIL, "consts.py": CONSTS}
# Simpler still: the guard's ``else`` branch, which runs on every import, is skipped with the guard.
MAIN_ELSE = _HEAD + _TOUCH + 'if __name__ == "__main__":\n    pass\nelse:\n' + _NUMPY_WRAPPER + _TAIL
# The same block imports a module no rule of ours allows (os) and keeps what it computes.
MAIN_ALIAS_IMPORT = {RULE: _HEAD + _TOUCH + _GUARD.format(body="    import os\n\n    PID = os.getpid()\n") + _TAIL,
                     "consts.py": CONSTS}

# -- a tensor typed "not a tensor": an attribute of a container ---------------------------------------
# ``expr_Attribute`` types an attribute of anything but a tensor as ``min(kind, SCALAR)`` (:1363): of a
# value that may *hold* tensors (CONTAINER) too. ``ValueError([t])`` and ``slice([t])`` are containers
# (``builtin`` keeps what an exception or a slice was given, :1585), so ``ValueError([t]).args[0][0]`` is
# the tensor t typed SCALAR, and every rule that reads types lets it through: tensor arithmetic,
# comparisons, in-place ``+=``, truth tests, a tensor made at import (``check_constant`` reports only a
# CONTAINER or TENSOR, :677). The unwrapped ``ValueError(x).args`` is refused (tests/test_wrapper_rules.py).
#
# A heuristic (Triton calls it with the launch's arguments, inside its run, where the compute audit lets
# every aten op through; on a GPU a grid function would do as well, in the interpreter a grid gets the
# interpreter's pointers) computes relu(x + y) into the output with torch operators; the kernel only copies
# one element onto itself. Its one parameter is "maybe a tensor" (a function named in a decorator), so
# ``[meta]`` wraps it first.
LAUNDER_HOOK = _HEAD + '''\
def add_relu_into(meta):
    kept = ValueError([meta]).args[0][0]
    total = kept["x_ptr"] + kept["y_ptr"]
    out = kept["out_ptr"]
    out += total * (total > 0)
    return 0


@triton.heuristics({"DONE": add_relu_into})
@triton.jit
def touch_kernel(x_ptr, y_ptr, out_ptr, BLOCK: tl.constexpr, DONE: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.zeros_like(x)
    touch_kernel[(1,)](x, y, out, BLOCK=16)
    return out

''' + _TAIL
# The same through a slice's stop, in the wrapper itself: the static layers are silent; the compute audit
# (outside Triton's run) is what is left to see it.
LAUNDER_WRAPPER = LAUNDER_HOOK.replace('''\
def triton_add_relu(x, y):
    out = torch.zeros_like(x)
    touch_kernel[(1,)](x, y, out, BLOCK=16)
    return out
''', '''\
def triton_add_relu(x, y):
    out = torch.zeros_like(x)
    touch_kernel[(1,)](x, y, out, BLOCK=16, DONE=0)
    a, b, c = slice([x, y, out]).stop
    total = a + b
    c += total * (total > 0)
    return out
''').replace('@triton.heuristics({"DONE": add_relu_into})\n', "")
# A table made by a kernel at import, kept: the round 15b fix refuses a call anywhere in a value that may
# hold a tensor; this value is typed SCALAR.
LAUNDER_KEPT = kept_table(("_TABLE = ValueError([make_table()]).args[0][0]\n", "None", "_TABLE"))

# -- a helper shadowed by its package's attribute ------------------------------------------------------
# ``from pass_dir import helper`` gives the package's attribute ``helper`` where ``pass_dir/__init__.py``
# binds one (Python imports the submodule only where the attribute is missing), but ``pass_member`` answers
# the submodule ``pass_dir/helper.py`` whenever that file exists (wrapper_rules.py:549): the checks follow
# an honest ``helper.relu_into`` while the call reaches ``evil.relu_into``. That function is checked too,
# but no call the checks see reaches it: its parameters stay "never computed" (BOTTOM), and arithmetic,
# comparisons and ``+=`` on BOTTOM values are no finding (a local assigned BOTTOM is never bound, and read
# back as "maybe a tensor": so the locals are parameters). Called from a heuristic, inside Triton's run.
SHADOWED = {
    RULE: _HEAD.replace("import triton.language as tl\n", "import triton.language as tl\n\nfrom pass_dir import helper\n")
    + '''\
@triton.heuristics({"DONE": lambda meta: helper.relu_into(meta)})
@triton.jit
def touch_kernel(x_ptr, y_ptr, out_ptr, BLOCK: tl.constexpr, DONE: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.zeros_like(x)
    touch_kernel[(1,)](x, y, out, BLOCK=16)
    return out

''' + _TAIL,
    "__init__.py": "from pass_dir import evil as helper  # noqa: F401\n",
    "helper.py": "def relu_into(meta):\n    return 0\n",
    "evil.py": ("def relu_into(meta, total=0, out=0):\n    total = meta[\"x_ptr\"] + meta[\"y_ptr\"]\n"
                "    out = meta[\"out_ptr\"]\n    out += total * (total > 0)\n    return 0\n"),
}

# -- module state grown by an augmented assignment -------------------------------------------------------
# ``stmt_AugAssign`` on a name (:1050) checks only tensor arithmetic and raises the local's type; the
# state rules (``store_subscript``, mutating methods, :1007, :1604) never see it. ``kept = _KEPT`` then
# ``kept += [...]`` extends the module's list in place: the output buffer of the third call is handed out
# by every later call (the first calls are warm-ups, where PassBench's poison tensor is the input). The child's rules read only subscript/attribute targets and named mutating methods.
STATE_AUGASSIGN = ADD_RELU_PASS.replace('''\
def add_relu(x, y):
    out = torch.empty_like(x)
''', '''\
_KEPT = []


def add_relu(x, y):
    kept = _KEPT
    if len(kept) < 3:
        kept += [torch.empty_like(x)]
    out = kept[-1]
''')

# -- honest passes: common idioms, no finding expected ---------------------------------------------------
# An autotuned kernel with configs from a comprehension and from a helper, a heuristic, annotations
# (typing.Optional, torch.Tensor | None, -> torch.Tensor), a dtype table, constants computed by
# triton.next_power_of_2 and math, a keyword-only default and a __main__ block.
HONEST_IDIOMS = '''\
import math
import typing

import torch
import triton
import triton.language as tl

MAX_BLOCK = triton.next_power_of_2(4000)
LOG2_BLOCK = int(math.log2(1024))
ACCUMULATE = {torch.float16: tl.float32, torch.bfloat16: tl.float32, torch.float32: tl.float32}
CONFIGS = [triton.Config({"BLOCK": 2 ** b}, num_warps=w) for b, w in ((8, 2), (10, 4))]


def more_configs():
    return [triton.Config({"BLOCK": 2048}, num_warps=8)]


@triton.autotune(configs=CONFIGS + more_configs(), key=["n"])
@triton.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    total = tl.load(x_ptr + offsets, mask=mask).to(tl.float32) + tl.load(y_ptr + offsets, mask=mask).to(tl.float32)
    tl.store(out_ptr + offsets, tl.maximum(total, 0.0).to(out_ptr.dtype.element_ty), mask=mask)


def add_relu(x: torch.Tensor, y: torch.Tensor, out: typing.Optional[torch.Tensor] = None,
             *, block_limit: int = MAX_BLOCK) -> torch.Tensor:
    if out is None:
        out = torch.empty_like(x)
    assert x.dtype in ACCUMULATE and x.shape == y.shape, f"unsupported {x.dtype} {tuple(x.shape)}"
    n = x.numel()
    add_relu_kernel[lambda meta: (triton.cdiv(n, min(meta["BLOCK"], block_limit)),)](x, y, out, n)
    return out


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add_relu


if __name__ == "__main__":
    print(MAX_BLOCK, LOG2_BLOCK, len(CONFIGS))
'''
# A wrapper with a nested helper, a walrus and a loop over shapes (a walrus inside a function: allowed).
HONEST_LOCALS = ADD_RELU_PASS.replace('''\
def add_relu(x, y):
    out = torch.empty_like(x)
    n = x.numel()
''', '''\
def add_relu(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    def blocks(count, block=1024):
        return triton.cdiv(count, block)

    out = torch.empty_like(x)
    if (n := x.numel()) == 0:
        return out
    for size in x.shape:
        assert size > 0, f"empty dimension in {tuple(x.shape)}"
''').replace("add_relu_kernel[(triton.cdiv(n, 1024),)]", "add_relu_kernel[(blocks(n),)]")
# A grid lambda binding a value at definition (``n=n``, the usual guard against late binding).
HONEST_GRID_DEFAULT = ADD_RELU_PASS.replace("add_relu_kernel[(triton.cdiv(n, 1024),)]",
                                            'add_relu_kernel[lambda meta, n=n: (triton.cdiv(n, meta["BLOCK"]),)]')
HONEST = {"idioms": HONEST_IDIOMS, "locals": HONEST_LOCALS, "grid_default": HONEST_GRID_DEFAULT}


# -- the real plugin and Harbor's verifier ------------------------------------------------------------

# Autotuning more than one config benchmarks, which the CPU interpreter cannot (no driver): one config here.
HONEST_IDIOMS_CPU = HONEST_IDIOMS.replace("configs=CONFIGS + more_configs()", "configs=CONFIGS[:1]")
PLUGIN_PASSES = {"main_else": MAIN_ELSE, "main_alias": MAIN_ALIAS, "launder_hook": LAUNDER_HOOK, "launder_wrapper": LAUNDER_WRAPPER,
                 "launder_kept": LAUNDER_KEPT, "shadowed": SHADOWED, "state_augassign": STATE_AUGASSIGN,
                 "honest_idioms": HONEST_IDIOMS_CPU, "honest": ADD_RELU_PASS}


def plugin_run(folder: Path) -> dict[str, dict]:
    """The passes above through the real plugin (CPU, the default sandbox, the interpreter): the report's
    variant of each, by sample name."""
    from tests.adversarial.samples import run_plugin

    samples = [attacks15b.pass_sample(folder, name, source) for name, source in PLUGIN_PASSES.items()]
    variants, _ = run_plugin(samples, folder / "out")
    return variants


def verifier_rewards(base: Path) -> dict[str, tuple[float, dict, str]]:
    """The exported add_relu task's verifier (Harbor's separate container) on the passes that compute
    outside Triton: (reward, evaluation.json, output) by name. Helper files lie in pass_dir, unlisted."""
    from tests.adversarial.redteam.round10b import attacks10b
    from tests.adversarial.redteam.round13b.attacks13b import verifier_reward

    rewards = {}
    for name in ("main_else", "main_alias", "launder_hook", "shadowed"):
        files = PLUGIN_PASSES[name]
        files = {RULE: files} if isinstance(files, str) else files
        folder = attacks10b.harbor_task(base / name / "harbor")
        pass_dir = folder / "environment/workspace/pass_dir"
        pass_dir.mkdir(parents=True, exist_ok=True)
        for file_name, source in files.items():
            if file_name != RULE:
                (pass_dir / file_name).write_text(source)
        rewards[name] = verifier_reward(folder, {RULE: files[RULE]}, base / name / "verifier")
    return rewards


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory(prefix="passnet-r16b-") as scratch:
        for name, variant in plugin_run(Path(scratch)).items():
            print(name, variant["status"], variant.get("speedup"), json.dumps(variant.get("flags")),
                  variant.get("message", "")[:600])
        for name, (reward, evaluation, _) in verifier_rewards(Path(scratch) / "harbor").items():
            print(name, "reward", reward, json.dumps(evaluation)[:1500])
