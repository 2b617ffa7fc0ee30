"""Round 17b's attacks on the allow-list (``wrapper_rules``) at a8910cb2: what a Triton heuristic may return
(``check_heuristics`` reads only a dict display written in the decorator), and what runs at import in a
kernel decorator's arguments (a hook's defaults, computed once, are no "computes ... at import").

Each pass is a rule file for the add_relu model (``tests.sample_factory.ADD_RELU_MODEL``: relu(x + y) * 2,
the rule replaces relu(x + y)), checked by every static layer (``attacks15b.static_findings``) and imported
as the child imports it (``attacks15b.load_rule``); the plugin and Harbor's verifier run the ones that
reach a verdict."""

from __future__ import annotations

import json
from pathlib import Path

from tests.adversarial.redteam.round15b import attacks15b
from tests.adversarial.redteam.round15b.attacks15b import _HEAD, _TAIL, RULE
from tests.sample_factory import ADD_RELU_PASS

# -- a heuristic that hands the kernel the launch's tensors ---------------------------------------------
# A heuristic's value becomes a constexpr, which the CPU interpreter hands to the kernel's Python body as
# it is (wrapper_rules.py:661, the reason ``check_heuristics`` exists). ``check_heuristics`` (:659-670)
# reads the table only where the decorator's first positional argument is a dict display, and there only
# the entries whose key is written and whose value is a lambda or a module-level function by name. The
# table passed as ``values=``, by a module-level name, or spread with ``**`` is never read: a heuristic
# ``lambda meta: meta`` hands the kernel the dict of the launch's tensors. The kernel's body (traced code,
# whose rules allow subscripts, operators and augmented assignment) then computes relu(x + y) into the
# output with torch's operators, inside Triton's run, where the compute audit lets every aten op through
# (round 13b's open item); the kernel's one tl.store copies one element onto itself (the launch proof).
_ARGS_KERNEL = '''\
@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, ARGS: tl.constexpr, BLOCK: tl.constexpr):
    out = ARGS["out_ptr"]
    total = ARGS["x_ptr"] + ARGS["y_ptr"]
    out += total * (total > 0)
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.zeros_like(x)
    add_relu_kernel[(1,)](x, y, out, BLOCK=16)
    return out

'''
_EVERYTHING = '''\
def everything(meta):
    return meta


_HEURISTICS = {"ARGS": everything}


'''
HEURISTIC_TABLES = {  # form -> the decorator (and what it needs at module level)
    "keyword": ("", '@triton.heuristics(values={"ARGS": lambda meta: meta})\n'),
    "name": (_EVERYTHING, "@triton.heuristics(_HEURISTICS)\n"),
    "spread": (_EVERYTHING, "@triton.heuristics({**_HEURISTICS})\n"),
}
# The display itself, as check_heuristics reads it: "the heuristic for 'ARGS' may return a tensor".
CONTROL_TABLE = ("", '@triton.heuristics({"ARGS": lambda meta: meta})\n')


def heuristic_pass(form: tuple[str, str]) -> str:
    module_level, decorator = form
    return _HEAD + module_level + decorator + _ARGS_KERNEL + _TAIL


HEURISTIC_PASSES = {name: heuristic_pass(form) for name, form in HEURISTIC_TABLES.items()}

# -- the launch's own '**' arguments -------------------------------------------------------------------
# The same dict reaches the constexpr straight from the wrapper: ``launch_arguments`` (:1517-1535) looks for
# containers and for tensors given to a constexpr among the arguments with a name (``k.arg is not None``,
# :1524, :1531) and the positional ones not starred (:1526, :1530): a ``**`` or ``*`` argument is neither;
# ``bind`` (:814) only raises the parameters' types. ``ARGS=dict(...)`` is refused ("passes a tensor as the constexpr
# 'ARGS'"); ``**{"ARGS": {...}}``, ``**dict(ARGS=...)`` and ``*[{...}]`` are not.
_LAUNCH = "add_relu_kernel[(1,)](x, y, out, BLOCK=16)"
LAUNCH_KWARGS = {
    "display": _LAUNCH[:-1] + ', **{"ARGS": {"x_ptr": x, "y_ptr": y, "out_ptr": out}})',
    "dict": _LAUNCH[:-1] + ", **dict(ARGS=dict(x_ptr=x, y_ptr=y, out_ptr=out)))",
    "starred": _LAUNCH.replace(", BLOCK=16)", ', *[{"x_ptr": x, "y_ptr": y, "out_ptr": out}], BLOCK=16)'),
}
CONTROL_KWARG = _LAUNCH[:-1] + ", ARGS=dict(x_ptr=x, y_ptr=y, out_ptr=out))"  # a named argument: refused


def kwargs_pass(launch: str) -> str:
    return _HEAD + _ARGS_KERNEL.replace(_LAUNCH, launch) + _TAIL


KWARGS_PASSES = {name: kwargs_pass(launch) for name, launch in LAUNCH_KWARGS.items()}

# -- a table made at import, kept in a kernel decorator's hook ---------------------------------------------
# ``check_definition`` types a kernel decorator's arguments (``module_value(..., in_decorator=True)``,
# :653) and drops the type: no "computes ... at import" as for a constant (:697) or a def's default
# (:664). Inside them ``expr_Lambda`` (:1285) evaluates a lambda's defaults with no such check either. So
# a heuristic (or a Config's pre-hook) ``lambda meta, table=make_table(): ...`` runs a kernel at import
# and keeps its table in the lambda's defaults; on every call Triton calls the hook, which launches the
# real kernel with the table: input-independent work (a rotary table, a mask) done once, read by every
# timed call. The hook's value is a number, as check_heuristics asks.
_TABLE_KERNELS = '''\
@triton.jit
def table_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    ramp = offsets.to(tl.float32) * 0.001 - 1.0
    tl.store(out_ptr + offsets, tl.maximum(ramp, 0.0), mask=mask)


def make_table():
    table = torch.empty(4096)
    table_kernel[(4,)](table, 4096, BLOCK=1024)
    return table


@triton.jit
def add_relu_kernel(x_ptr, y_ptr, t_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    total = tl.load(x_ptr + offsets, mask=mask) + tl.load(y_ptr + offsets, mask=mask)
    kept = tl.load(t_ptr + offsets % 4096, mask=mask)  # what a pass would use the kept table for
    tl.store(out_ptr + offsets, tl.maximum(total + kept * 0.0, 0.0), mask=mask)


'''
_WITH_TABLE = ('lambda {meta}, table=make_table(): (add_relu_kernel[(triton.cdiv({meta}["n"], 1024),)](\n'
               '    {meta}["x_ptr"], {meta}["y_ptr"], table, {meta}["out_ptr"], {meta}["n"], BLOCK=1024), 0)[1]')
HOOK_DECORATORS = {
    "heuristic": '@triton.heuristics({"DONE": ' + _WITH_TABLE.format(meta="meta") + "})\n",
    "pre_hook": ('@triton.autotune(configs=[triton.Config({"DONE": 0}, pre_hook=' + _WITH_TABLE.format(meta="nargs")
                 + ")], key=[])\n"),
}
_LAUNCHER = '''\
@triton.jit
def launch_kernel(x_ptr, y_ptr, out_ptr, n, DONE: tl.constexpr):
    pass


def triton_add_relu(x, y):
    out = torch.empty_like(x)
    launch_kernel[(1,)](x, y, out, x.numel())
    return out

'''
KEPT_IN_HOOKS = {name: _HEAD + _TABLE_KERNELS + decorator + _LAUNCHER + _TAIL
                 for name, decorator in HOOK_DECORATORS.items()}

# -- state kept by a kernel in a dict it is given -----------------------------------------------------------
# In the CPU interpreter a kernel's body is Python, and a constexpr reaches it as it is. A module-level
# ``_STATE = {}`` is data to the checks (a display of nothing: no tensor), so the wrapper may pass it as a
# constexpr (or a Config may hold it), and kernel code may write into it: ``store_subscript`` (:1040-1050)
# and the mutating-method rule (:1649) report a write in kernel code only where its root is a module-level
# name, and the kernel's root is its parameter. Every call's values stay in the module's dict: the "no
# state" promise, and a cache keyed on whatever the kernel can see, in the interpreter (on a GPU a dict is
# no constexpr Triton can hash).
_ADD_RELU_STORE = "    tl.store(out_ptr + offsets, tl.maximum(total, 0.0).to(out_ptr.dtype.element_ty), mask=mask)\n"
_ADD_RELU_LAUNCH = "    add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)\n"
_STATE_KERNEL = ADD_RELU_PASS.replace(
    "def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):",
    "def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr, STATE: tl.constexpr):").replace(
    _ADD_RELU_STORE, _ADD_RELU_STORE + "    STATE[len(STATE)] = total\n")
KERNEL_STATE = {
    "launch": _STATE_KERNEL.replace("@triton.jit\n", "_STATE = {}\n\n\n@triton.jit\n", 1).replace(
        _ADD_RELU_LAUNCH, _ADD_RELU_LAUNCH.replace("BLOCK=1024)", "BLOCK=1024, STATE=_STATE)")),
    "config": _STATE_KERNEL.replace(
        "@triton.jit\n", '_STATE = {}\n\n\n@triton.autotune(configs=[triton.Config({"STATE": _STATE})], key=[])\n'
        "@triton.jit\n", 1),
}

# -- '**' arguments of torch's allocators --------------------------------------------------------------------
# ``allocation`` (:1599-1611) looks for ``out=``, a conversion's ``dtype=``/``device=`` and ``fill_value=``
# by keyword name; ``**{...}`` has none. ``torch.as_tensor(x, **{"dtype": torch.float64})`` converts in
# torch and ``torch.zeros(y.shape, **{"out": y})`` zeroes an input in place, with no static finding. Outside
# Triton's run the compute audit sees both (``aten._to_copy``, ``aten.zeros.out``); inside a hook it would
# not (round 13b's open item).
_ALLOCATION = "    out = torch.empty_like(x)\n"
STAR_ALLOCATORS = {
    "conversion": ADD_RELU_PASS.replace(_ALLOCATION, "    y = torch.as_tensor(y, **{'dtype': torch.float64})\n"
                                        + _ALLOCATION),
    "out": ADD_RELU_PASS.replace(_ALLOCATION, "    torch.zeros(y.shape, **{'out': y})\n" + _ALLOCATION),
}
STAR_ALLOCATOR_OPS = {"conversion": "aten._to_copy.default", "out": "aten.zeros.out"}

# -- an honest import refused -----------------------------------------------------------------------------------
# ``from triton.language.extra import libdevice`` is how Triton 3's own tutorials and Inductor's kernels
# reach tanh, erf and the other CUDA math functions; PassBench's validator reads only torch calls. The
# allow-list refuses the import (``check_import``, :612: triton.language only, not its submodules) but
# accepts the same function by attribute (``tl.extra.libdevice.tanh``): the rule costs an honest GPU pass
# its verdict and buys nothing. (In the CPU interpreter libdevice is not implemented either way.)
_TANH = "    total = total + 0.0 * {call}\n"
LIBDEVICE = {
    "import": ADD_RELU_PASS.replace("import triton.language as tl\n",
                                    "import triton.language as tl\nfrom triton.language.extra import libdevice\n").replace(
        _ADD_RELU_STORE, _TANH.format(call="libdevice.tanh(total)") + _ADD_RELU_STORE),
    "attribute": ADD_RELU_PASS.replace(_ADD_RELU_STORE, _TANH.format(call="tl.extra.libdevice.tanh(total)")
                                       + _ADD_RELU_STORE),
}

# -- pattern code that runs when it is traced ------------------------------------------------------------------
# ``pattern`` is traced code: any torch operator, any method and non-dunder attribute of its values
# (``method`` returns before any check of the method's name outside wrapper code, :1653; ``expr_Attribute``
# lets any non-dunder attribute of a value through, :1408). Round 13b reached libc through a NumPy array's
# ``ctypes`` helper in a pattern that Triton *called*; the fix (df31dfe9) refused pattern as a value, but
# torch.fx's tracer still runs pattern's body for real: a factory call without a Proxy argument
# (``torch.zeros(1)``) makes a real tensor, and ``.numpy().ctypes._ctypes`` is the ctypes module
# (numpy/_core/_internal.py). Its ``pythonapi.PyRun_SimpleString`` runs any Python in the child when
# PassBench traces the pattern, before the first call: here it finds the shared wrapper (``gc``) and gives
# it a body that launches the touch kernel (the launch proof) and computes relu(x + y) in NumPy, which no
# torch dispatch sees; in the poisoned warm-up (a tensor subclass) it only allocates. The payload rides in
# a second listed rule, ``Hook``, whose pattern matches nothing in the model, so the first rule's plain
# pattern is what the trusted work matcher (agent.patterns) confirms (round 13b's layout).
_SWAP_SOURCE = b"""
def _swap():
    import gc

    def numpy_add_relu(x, y):  # its globals are the wrapper's module's: torch, touch_kernel
        if type(x) is not torch.Tensor:
            return torch.empty_like(x)
        touch_kernel[(1,)](x, BLOCK=16)
        return torch.as_tensor((x.numpy() + y.numpy()).clip(0))

    for found in gc.get_objects():
        if type(found).__name__ == "function" and found.__name__ == "triton_add_relu" and "SWAP" in found.__globals__:
            found.__code__ = numpy_add_relu.__code__


_swap()
del _swap
"""
_TRACED_HOOK = """\
import torch
import triton
import triton.language as tl

SWAP = {swap!r}


def pattern(a, b):
    torch.zeros(1).numpy().ctypes._ctypes.pythonapi.PyRun_SimpleString(SWAP)
    return torch.relu(a - b)


def replacement_args(a, b):
    return (a, b)


@triton.jit
def touch_kernel(out_ptr, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.empty_like(x)
    touch_kernel[(1,)](out, BLOCK=16)
    return out


from pass_dir.Hook import triton_add_relu as shared  # noqa: E402  (one function for both rules, as PassBench wants)


def replacement_func():
    return shared
""".format(swap=_SWAP_SOURCE)
_TRACED_RULE = """\
import torch

from pass_dir.Hook import triton_add_relu


def pattern(x, y):
    tmp = x + y
    return torch.relu(tmp)


def replacement_args(x, y):
    return (x, y)


def replacement_func():
    return triton_add_relu
"""
TRACED_PAYLOAD = {RULE: _TRACED_RULE, "Hook": _TRACED_HOOK}


def rules_static_findings(root: Path, name: str, rules: dict[str, str]) -> list[str]:
    """Every static layer on a sample listing ``rules`` (name: source) in order: the trusted allow-list,
    PassBench's validator and the child's rules on each rule file."""
    from pytest_passnet import guard
    from pytest_passnet.sandbox.child.watch import static_findings as child_static_findings
    from pytest_passnet.validator import validate_pass_source
    from tests.sample_factory import ADD_RELU_MODEL, write_sample

    sample = write_sample(root, name, model=ADD_RELU_MODEL, shape=attacks15b.SHAPE, passes=rules)
    files = [sample / "pass_dir" / f"{rule}.py" for rule in rules]
    return (guard.sample_static_findings(sample) + [v for f in files for v in validate_pass_source(f.read_text(), f)]
            + child_static_findings(files, sample))


# -- held: the neighbours of the rows above -------------------------------------------------------------
# A Config's kwargs holding the table (it would reach a non-constexpr parameter as a pointer): "passes a
# tensor to 'triton.Config'". A list default built by a comprehension, which the child's rule on mutable
# defaults (ast.List/Dict/Set/Call only) does not name, grown by '+=': "grows 'kept' in place".
CONFIG_KWARG = _HEAD + _TABLE_KERNELS.replace("t_ptr, out_ptr, n, BLOCK", "out_ptr, n, t_ptr, BLOCK") + '''\
def triton_add_relu(x, y):
    out = torch.empty_like(x)
    n = x.numel()
    tabled_kernel[(triton.cdiv(n, 1024),)](x, y, out, n)
    return out

''' + _TAIL
CONFIG_KWARG = CONFIG_KWARG.replace(
    "@triton.jit\ndef add_relu_kernel",
    '@triton.autotune(configs=[triton.Config({"BLOCK": 1024, "t_ptr": make_table()})], key=[])\n'
    "@triton.jit\ndef tabled_kernel")
COMPREHENSION_DEFAULT = ADD_RELU_PASS.replace('''\
def add_relu(x, y):
    out = torch.empty_like(x)
''', '''\
def add_relu(x, y, kept=[i for i in range(0)]):
    if len(kept) < 3:
        kept += [torch.empty_like(x)]
    out = kept[-1]
''')
HELD = {"config_kwarg": CONFIG_KWARG, "comprehension_default": COMPREHENSION_DEFAULT}

# -- the real plugin and Harbor's verifier ------------------------------------------------------------

PLUGIN_PASSES = {**{f"heuristic_{name}": source for name, source in HEURISTIC_PASSES.items()},
                 **{f"kwargs_{name}": source for name, source in KWARGS_PASSES.items()},
                 **{f"kept_{name}": source for name, source in KEPT_IN_HOOKS.items()},
                 "state_launch": KERNEL_STATE["launch"], "traced_payload": TRACED_PAYLOAD,
                 "honest": ADD_RELU_PASS}
VERIFIED = ("heuristic_keyword", "kwargs_display", "traced_payload")


def plugin_run(folder: Path) -> dict[str, dict]:
    """The passes above through the real plugin (CPU, the default sandbox, the interpreter): the report's
    variant of each, by sample name."""
    from tests.adversarial.redteam.round13b import attacks13b
    from tests.adversarial.samples import run_plugin

    samples = [(attacks13b.pass_sample if isinstance(source, dict) else attacks15b.pass_sample)(folder, name, source)
               for name, source in PLUGIN_PASSES.items()]
    variants, _ = run_plugin(samples, folder / "out")
    return variants


def verifier_rewards(base: Path) -> dict[str, tuple[float, dict, str]]:
    """The exported add_relu task's verifier (Harbor's separate container) on passes that compute outside
    Triton: (reward, evaluation.json, output) by name."""
    from tests.adversarial.redteam.round10b import attacks10b
    from tests.adversarial.redteam.round13b.attacks13b import verifier_reward

    rewards = {}
    for name in VERIFIED:
        folder = attacks10b.harbor_task(base / name / "harbor")
        files = PLUGIN_PASSES[name]
        rewards[name] = verifier_reward(folder, files if isinstance(files, dict) else {RULE: files},
                                        base / name / "verifier")
    return rewards


if __name__ == "__main__":
    import sys
    import tempfile

    with tempfile.TemporaryDirectory(prefix="passnet-r17b-") as scratch:
        if "verifier" not in sys.argv[1:]:
            for name, variant in plugin_run(Path(scratch)).items():
                print(name, variant["status"], variant.get("speedup"), json.dumps(variant.get("flags")),
                      variant.get("message", "")[:600])
        if "plugin" not in sys.argv[1:]:
            for name, (reward, evaluation, _) in verifier_rewards(Path(scratch) / "harbor").items():
                print(name, "reward", reward, json.dumps(evaluation)[:1500])
