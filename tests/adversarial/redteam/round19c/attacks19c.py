"""Round 19c's attacks on the allow-list (``wrapper_rules``) at 30104096, after round 18c's fixes (6e78d677 ...
8a1baab4): names kernel code uses that the pass never binds, what triton.language's own functions do when kernel code
calls them, what else makes a list that reaches a kernel's body, what an autotuned kernel's Configs really fill, and
the fill value of ``Tensor.new_full``.

Each pass is a rule file for the add_relu model (``tests.sample_factory.ADD_RELU_MODEL``), checked by every static
layer (``attacks15b.static_findings``) and imported as the child imports it (``attacks15b.load_rule``); the
plugin runs the ones that reach a verdict."""

from __future__ import annotations

import json
from pathlib import Path

from tests.adversarial.redteam.round15b import attacks15b
from tests.adversarial.redteam.round15b.attacks15b import _HEAD, _TAIL
from tests.adversarial.redteam.round18c.attacks18c import _KEYWORD_KERNEL, PAYLOAD, TUPLE_PACKS
from tests.sample_factory import ADD_RELU_PASS

_PAYLOAD_TEXT = PAYLOAD.decode()

# -- names the pass never binds: the interpreter's own globals ------------------------------------------------------
# ``_Body.expr_Name`` (wrapper_rules.py:1604-1615) types a name no scope binds as a tensor in wrapper code and as a
# number elsewhere ("an undefined name fails where it runs"), and kernel code may read any non-dunder attribute and
# call any method of a number (``method`` :2155-2156 returns before any check outside wrapper code; ``expr_Attribute``
# :1765-1801). But the CPU interpreter's ``FunctionRewriter._compile_and_exec`` (triton/runtime/interpreter.py:1653-1659)
# copies every global of the interpreter module the pass module lacks into the pass module's namespace before the
# kernel's first run: ``inspect``, ``np``, ``time``, ``ast``, ``partial``, ``interpreter_builder``, ... So a kernel
# naming ``inspect``, which the pass never imports, gets the inspect module, and through its own import of ``sys``
# every module: ``inspect.sys.modules.get("builtins").exec(PAYLOAD)`` runs any Python in the child on every launch
# (round 18c's payload: relu(x + y) into the wrapper's output with NumPy, no torch dispatch).
_GLOBALS_KERNEL = '''\
@triton.jit
def touch_kernel(out_ptr, BLOCK: tl.constexpr):
    {module}.sys.modules.get("builtins").exec(PAYLOAD)
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.empty_like(x)
    touch_kernel[(1,)](out, BLOCK=16)
    return out

'''
_PAYLOAD_CONSTANT = "PAYLOAD = %r\n\n\n" % _PAYLOAD_TEXT
INTERPRETER_GLOBALS = {module: _HEAD + _PAYLOAD_CONSTANT + _GLOBALS_KERNEL.format(module=module) + _TAIL
                       for module in ("inspect", "ast")}
# The same module imported by the pass: "imports 'inspect'".
CONTROL_GLOBALS = INTERPRETER_GLOBALS["inspect"].replace("import triton\n", "import triton\nimport inspect\n", 1)

# -- triton.language's own functions: tl.str_to_ty evaluates a string ------------------------------------------------
# ce79a1b5 lets kernel code call any function *defined in* triton.language (``_defined_in`` :376-386, ``_lookup`` :409, ``outside_call``
# :2074-2080), public or not, builtin (a Triton operation) or plain Python helper. ``triton.language.str_to_ty``
# (triton/language/__init__.py:295) is such a helper (it parses Triton's type strings for the compiler): for a name ``tensordesc<dtype[shape],LAYOUT>``
# it imports Gluon's layout classes and ``eval``s LAYOUT with Python's builtins. The interpreter runs kernel code as
# Python, so ``tl.str_to_ty("tensordesc<fp32[16],exec(...)>", None)`` in a kernel's body runs any Python in the child,
# on every launch. The string is a constant of the module (data to every layer).
_EVAL_NAME = "tensordesc<fp32[16],exec(%r)>" % _PAYLOAD_TEXT
_EVAL_KERNEL = '''\
@triton.jit
def touch_kernel(out_ptr, BLOCK: tl.constexpr):
    tl.str_to_ty(TYPE_NAME, None)
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.empty_like(x)
    touch_kernel[(1,)](out, BLOCK=16)
    return out

'''
TL_EVAL = _HEAD + "TYPE_NAME = %r\n\n\n" % _EVAL_NAME + _EVAL_KERNEL + _TAIL
# The same call in wrapper code: "calls 'triton.language.str_to_ty'".
CONTROL_TL_EVAL = TL_EVAL.replace("    touch_kernel[(1,)](out, BLOCK=16)\n",
                                  "    tl.str_to_ty('fp32', None)\n    touch_kernel[(1,)](out, BLOCK=16)\n")

# -- lists that reach a kernel's body by routes may_be_open does not follow -----------------------------------------
# 184dea0c follows lists, dicts, iterators, exceptions and slices holding tensors through bindings (``_bindings``
# :526-537, ``open_locals`` :1281-1292), elements, calls and returns, and refuses one given to a kernel. Two bindings
# make a list it does not see: a starred assignment target (``_, *rest = (0, x, y, out)``: ``rest`` is a *list*,
# bound from a tuple display, which is not open; its type is an element's, "maybe a tensor"), and a nested function's
# default (``def launch(pack=[x, y, out][:])``: ``bind_defaults`` :978-986, from :1551, types the parameter, "maybe a tensor"
# for a slice of a list; nothing marks it open). ``container_to_kernel`` (:2015-2025) refuses "maybe a tensor" only
# where ``may_be_open`` says so. The interpreter hands a list to the kernel's Python body as it is (``_implicit_cvt``:
# ``return arg``), and round 18c's kernel computes relu(x + y) with torch's operators on it.
_LIST_WRAPPER = TUPLE_PACKS["list"].split("def triton_add_relu")[1].split("\n\n\n")[0]
_LIST_WRAPPERS = {
    "starred_target": """(x, y):
    out = torch.zeros_like(x)
    _, *rest = (0, x, y, out)
    add_relu_kernel[(1,)](out, (0, rest), BLOCK=16)
    return out""",
    "nested_default": """(x, y):
    out = torch.zeros_like(x)

    def launch(pack=[x, y, out][:]):
        add_relu_kernel[(1,)](out, (0, pack), BLOCK=16)

    launch()
    return out""",
}
LIST_ROUTES = {form: TUPLE_PACKS["list"].replace(_LIST_WRAPPER, wrapper) for form, wrapper in _LIST_WRAPPERS.items()}
# The list bound by a plain assignment: "passes '(0, rest)' ... which may hold tensors, to a kernel".
CONTROL_LIST = LIST_ROUTES["starred_target"].replace("    _, *rest = (0, x, y, out)\n", "    rest = [x, y, out]\n")

# -- an autotuned kernel whose pruning drops the Configs' keys ------------------------------------------------------
# da112a5d/835b0e71 leave out of a '*' launch argument's reach every constexpr that all of an autotune's
# ``triton.Config({...})`` set (``config_keys`` :1059-1073, ``decorator_filled`` :1047-1057): Triton adds a Config's
# keys to the launch, so a '*' that filled one too would fail. But ``prune_configs_by={'early_config_prune': f}`` may
# return Configs of its own, and where one is left Triton launches with it and nothing else
# (triton/runtime/autotuner.py:247-249, 291-295; the hook at :302). ``f`` returns ``[triton.Config({})]``: no key is filled by the
# autotuner, and ``*tensors`` fills the constexprs X, Y, O with the launch's torch tensors, which the interpreter hands
# the kernel's body as they are (round 18c's keyword kernel computes on them with torch's operators).
_AUTOTUNE = ('@triton.autotune(configs=[triton.Config({"X": 0, "Y": 0, "O": 0, "BLOCK": 16}), '
             'triton.Config({"X": 1, "Y": 1, "O": 1, "BLOCK": 16})],'
             ' key=[], prune_configs_by={"early_config_prune": lambda configs, named_args, **kwargs: '
             '[triton.Config({})]})\n')
_HEURISTIC_LINE = _KEYWORD_KERNEL.split("\n")[0] + "\n"
AUTOTUNE_PRUNE = _HEAD + _KEYWORD_KERNEL.replace(_HEURISTIC_LINE, _AUTOTUNE).replace(
    "    add_relu_kernel[(1,)](out, BLOCK=16, x_in=x, y_in=y, o_in=out)\n",
    "    tensors = (out, x, y, out, 16)\n    add_relu_kernel[(1,)](*tensors)\n") + _TAIL
# Without the pruning hook's Config the constexprs stay the Configs' (an honest idiom, accepted since da112a5d); with
# a Config that leaves 'O' out of every Config, '*tensors' reaches it: "passes a tensor through '*tensors' to the
# constexpr 'O'".
CONTROL_AUTOTUNE = AUTOTUNE_PRUNE.replace('triton.Config({"X": 1, "Y": 1, "O": 1, "BLOCK": 16})',
                                         'triton.Config({"X": 1, "Y": 1, "BLOCK": 16})')

# -- Tensor.new_full's fill value by keyword or '*' ----------------------------------------------------------------
# ``method`` (:2163-2164) reads new_full's fill value as its second positional argument only; ``fill_value=`` and a
# '*' display are not read (da112a5d made torch.full's '*' count, not the method's). Round 18c's ``torch.full`` row
# again: one input element broadcast, read by torch's argument parser (no dispatched op for the compute audit).
_ALLOCATION = "    out = torch.empty_like(x)\n"
_ELEMENT = "y.narrow(0, 0, 1).narrow(1, 0, 1).view(())"
NEW_FULL = {
    "keyword": ADD_RELU_PASS.replace(_ALLOCATION, f"    out = x.new_full(x.shape, fill_value={_ELEMENT})\n"),
    "starred": ADD_RELU_PASS.replace(_ALLOCATION, f"    out = x.new_full(*[x.shape, {_ELEMENT}])\n"),
}
# Positionally: "fills from a tensor's value".
CONTROL_NEW_FULL = ADD_RELU_PASS.replace(_ALLOCATION, f"    out = x.new_full(x.shape, {_ELEMENT})\n")

# -- held: pattern writing into module state through other aliases ---------------------------------------------------
# 20ab2667's state set follows every binding of pattern code to a fixed point: a walrus inside a comprehension (which
# binds in pattern's scope), a for loop's target, an element of a tuple, a dict display holding it.
_PATTERN_STORE = '''\
import torch
import triton
import triton.language as tl

_KEPT = {"t": 0}


def pattern(x, y):
%s    tmp = x + y
    return torch.relu(tmp)


def replacement_args(x, y):
    return (x, y)


@triton.jit
def touch_kernel(out_ptr, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.empty_like(x)
    touch_kernel[(1,)](out, BLOCK=16)
    return out


def replacement_func():
    return triton_add_relu
'''
PATTERN_ALIASES = {
    "comprehension_walrus": _PATTERN_STORE % '    [(kept := k) for k in (_KEPT,)]\n    kept["t"] = torch.zeros(1)\n',
    "for_target": _PATTERN_STORE % '    for kept in (_KEPT, _KEPT):\n        kept["t"] = torch.zeros(1)\n',
    "tuple_element": _PATTERN_STORE % '    kept = (_KEPT, 0)[0]\n    kept["t"] = torch.zeros(1)\n',
    "dict_display": _PATTERN_STORE % '    box = {"k": _KEPT}\n    box["k"]["t"] = torch.zeros(1)\n',
}

# -- held: the trusted checks on torch.ops names -----------------------------------------------------------------------
# 6e78d677's lookups read only modules the checks imported themselves or that sys.modules holds; torch.ops' tables make
# namespaces and operators on lookup (``_member`` :365-369 calls ``getattr`` there): torch's own registry, no import.
_OPS_NAMES = ("torch.ops.fbgemm.jagged_to_padded_dense", "torch.ops.torchvision.nms", "torch.ops.image.decode_png",
              "torch.ops.higher_order.cond", "torch.ops.quantized.linear")
OPS_LOOKUPS = ADD_RELU_PASS.replace("    t = a + b\n", "".join(f"    u{i} = {name}\n" for i, name in enumerate(_OPS_NAMES))
                                    + "    t = a + b\n")

# -- honest idioms still refused --------------------------------------------------------------------------------------
# ``outside_value`` (:1839) lets wrapper code name of torch's values only its dtypes (``TORCH_VALUES``), though
# ``DATA_TYPES`` counts memory formats and layouts as plain data: PyTorch's own idiom for an output laid out densely is
# refused ("uses 'torch.contiguous_format'"); PassBench's validator accepts it.
HONEST_REFUSED = {
    "memory_format": ADD_RELU_PASS.replace(_ALLOCATION, "    out = torch.empty_like(x, memory_format=torch.contiguous_format)\n"),
}
HONEST_REFUSALS = {"memory_format": "uses 'torch.contiguous_format'"}

# -- the real plugin -----------------------------------------------------------------------------------------------

PLUGIN_PASSES = {"interpreter_globals": INTERPRETER_GLOBALS["inspect"], "tl_eval": TL_EVAL,
                 "starred_target": LIST_ROUTES["starred_target"], "nested_default": LIST_ROUTES["nested_default"],
                 "autotune_prune": AUTOTUNE_PRUNE, "honest": ADD_RELU_PASS}
VERIFIED = ("interpreter_globals", "tl_eval", "autotune_prune")


def plugin_run(folder: Path) -> dict[str, dict]:
    """The passes above through the real plugin (CPU, the default sandbox, the interpreter): the report's variant
    of each, by sample name."""
    from tests.adversarial.samples import run_plugin

    samples = [attacks15b.pass_sample(folder, name, source) for name, source in PLUGIN_PASSES.items()]
    variants, _ = run_plugin(samples, folder / "out")
    return variants


def verifier_rewards(base: Path) -> dict[str, tuple[float, dict, str]]:
    """The exported add_relu task's verifier (Harbor's separate container) on passes that compute outside Triton:
    (reward, evaluation.json, output) by name."""
    from tests.adversarial.redteam.round10b import attacks10b
    from tests.adversarial.redteam.round13b.attacks13b import verifier_reward

    rewards = {}
    for name in VERIFIED:
        folder = attacks10b.harbor_task(base / name / "harbor")
        rewards[name] = verifier_reward(folder, {attacks15b.RULE: PLUGIN_PASSES[name]}, base / name / "verifier")
    return rewards


if __name__ == "__main__":
    import sys
    import tempfile

    with tempfile.TemporaryDirectory(prefix="passnet-r19c-") as scratch:
        if "verifier" not in sys.argv[1:]:
            for name, variant in plugin_run(Path(scratch)).items():
                print(name, variant["status"], variant.get("speedup"), json.dumps(variant.get("flags")),
                      variant.get("message", "")[:600])
        if "plugin" not in sys.argv[1:]:
            for name, (reward, evaluation, _) in verifier_rewards(Path(scratch) / "harbor").items():
                print(name, "reward", reward, json.dumps(evaluation)[:1500])
