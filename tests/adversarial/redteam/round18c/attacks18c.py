"""Round 18c's attacks on the allow-list (``wrapper_rules``) at e9989a9b, after round 17b's fixes: what pattern code
may write when traced, which binding of a name a kernel decorator reads, what a tuple written in a launch may hold,
what a heuristic reads of the launch besides the kernel's parameters, what kernel code reaches under
triton.language, what the trusted checks import, what pattern may call by other names; and honest idioms the new
rules refuse.

Each pass is a rule file for the add_relu model (``tests.sample_factory.ADD_RELU_MODEL``), checked by every static
layer (``attacks15b.static_findings``) and imported as the child imports it (``attacks15b.load_rule``); the plugin
runs the ones that reach a verdict."""

from __future__ import annotations

import json
from pathlib import Path

from tests.adversarial.redteam.round15b import attacks15b
from tests.adversarial.redteam.round15b.attacks15b import _HEAD, _TAIL
from tests.adversarial.redteam.round17b.attacks17b import _ARGS_KERNEL
from tests.sample_factory import ADD_RELU_PASS

# -- pattern code filling a module's dict, a kernel reaching ctypes through it ----------------------------------
# Pattern code is traced for real when PassBench applies the rule (before the first call). Its writes into module
# state are refused only where the write's root *is* the module-level name (``store_subscript``,
# wrapper_rules.py:1096-1107, ``module_state`` :1087): through a local alias (``kept = _KEPT; kept["t"] = ...``), by ``|=`` on
# the alias (``stmt_AugAssign`` :1151 reports growth in wrapper code only) or in a pattern-only helper whose
# parameter is the dict, nothing is reported. Pattern may make real tensors (a factory call on constants), so the
# module's dict ``_KEPT`` (a display of numbers: data to the checks) holds a real torch tensor after tracing.
# Kernel code reads module-level names, and calls any method and reads any non-dunder attribute of what is not a
# tensor of the launch (``method`` returns at :1776, before any check outside wrapper code; ``expr_Attribute`` :1479):
# ``_KEPT["t"].numpy().ctypes._ctypes.pythonapi.PyRun_SimpleString(PAYLOAD)`` runs any Python in the kernel's
# body, on every launch. The payload finds the wrapper's frame and writes relu(x + y) into its output with NumPy,
# which no torch dispatch sees (in the poisoned warm-up, a tensor subclass, it leaves the output alone).
PAYLOAD = b'''
import sys
import numpy
import torch
frame = sys._getframe(0)
while frame is not None and frame.f_code.co_name != "triton_add_relu":
    frame = frame.f_back
if frame is not None and type(frame.f_locals["x"]) is torch.Tensor:
    found = frame.f_locals
    numpy.copyto(found["out"].numpy(), numpy.clip(found["x"].numpy() + found["y"].numpy(), 0, None))
'''
_STORE = '    kept = _KEPT\n    kept["t"] = torch.zeros(1)\n'
_PATTERN_STORE = '''\
import torch
import triton
import triton.language as tl

_KEPT = {"t": 0}
PAYLOAD = %r


def pattern(x, y):
%s    tmp = x + y
    return torch.relu(tmp)


def replacement_args(x, y):
    return (x, y)


@triton.jit
def touch_kernel(out_ptr, BLOCK: tl.constexpr):
    _KEPT["t"].numpy().ctypes._ctypes.pythonapi.PyRun_SimpleString(PAYLOAD)
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
_FILL = 'def fill(kept):\n    kept["t"] = torch.zeros(1)\n    return 0\n\n\n'
PATTERN_STORES = {
    "subscript": _PATTERN_STORE % (PAYLOAD, _STORE),
    "augassign": _PATTERN_STORE % (PAYLOAD, '    kept = _KEPT\n    kept |= {"t": torch.zeros(1)}\n'),
    "helper": (_PATTERN_STORE % (PAYLOAD, "    fill(_KEPT)\n")).replace("def replacement_args", _FILL
                                                                            + "def replacement_args"),
    # found while fixing: the augmented operator written as a method (FX writes operators so, pattern may)
    "dunder": _PATTERN_STORE % (PAYLOAD, '    kept = _KEPT\n    kept.__ior__({"t": torch.zeros(1)})\n'),
}
# The module-level name written directly: "writes to '_KEPT['t']', which outlives the call".
CONTROL_STORE = _PATTERN_STORE % (PAYLOAD, '    _KEPT["t"] = torch.zeros(1)\n')

# -- a heuristic by a name the module binds again later ---------------------------------------------------------
# ``check_heuristics`` (:702-726, cb99f0d4/5b02a879/cff10557) looks a heuristic given by name up in ``info.names``/
# ``info.units``, which ``declare`` (:522-540) fills statement by statement, a later binding replacing an earlier
# one: the checks read the module's *last* binding of the name. Python evaluates the decorator when the kernel is
# defined, with the binding of that moment. ``def everything(meta): return meta`` before the kernel, the same name
# bound to ``lambda meta: 0`` (or a def returning 0) after it: Triton calls the first, the checks read the second.
# The first is a unit no call reaches (its parameter stays "never computed"), so ``return meta`` is no finding.
# The kernel's body then computes relu(x + y) in torch on the launch's tensors (round 17b's kernel).
_EARLY = {"def": "def everything(meta):\n    return meta\n\n\n", "lambda": "everything = lambda meta: meta\n\n\n"}
_LATE = {"def": "\ndef everything(meta):\n    return 0\n\n", "lambda": "\neverything = lambda meta: 0\n\n"}
_BY_NAME = '@triton.heuristics({"ARGS": everything})\n'
REBOUND_HOOKS = {form: _HEAD + _EARLY[form] + _BY_NAME + _ARGS_KERNEL + _LATE[form] + _TAIL for form in _EARLY}
# The one binding: "the heuristic for 'ARGS' may return a tensor".
CONTROL_HOOK = _HEAD + _EARLY["def"] + _BY_NAME + _ARGS_KERNEL + _TAIL

# -- a tuple written in the launch, holding a dict of the tensors --------------------------------------------------
# ``launch_arguments`` (:1625-1629) reports an argument that may hold tensors unless it is a tuple written in the
# call ("pass tensors ... in a tuple written in the call"), and checks what a *constexpr* gets only (:1630-1643).
# The CPU interpreter turns a tuple's tensors into pointers and leaves its other elements as they are
# (``interpreter._implicit_cvt``: ``return arg``): ``(0, {"x_ptr": x, ...})`` given to a plain parameter hands the
# kernel's body the dict of torch tensors, and the body computes relu(x + y) with torch's operators.
_PACK_KERNEL = '''\
@triton.jit
def add_relu_kernel(out_ptr, PACK, BLOCK: tl.constexpr):
    ARGS = PACK[1]
    out = ARGS[{out}]
    total = ARGS[{x}] + ARGS[{y}]
    out += total * (total > 0)
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.zeros_like(x)
    add_relu_kernel[(1,)](out, {pack}, BLOCK=16)
    return out

'''
TUPLE_PACKS = {
    "dict": _HEAD + _PACK_KERNEL.format(out='"out_ptr"', x='"x_ptr"', y='"y_ptr"',
                                        pack='(0, {"x_ptr": x, "y_ptr": y, "out_ptr": out})') + _TAIL,
    "list": _HEAD + _PACK_KERNEL.format(out="2", x="0", y="1", pack="(0, [x, y, out])") + _TAIL,
}
# The dict not in a tuple: "passes '{...}', which may hold tensors, to a kernel".
CONTROL_PACK = TUPLE_PACKS["dict"].replace('(0, {"x_ptr": x, "y_ptr": y, "out_ptr": out})',
                                           '{"x_ptr": x, "y_ptr": y, "out_ptr": out}')

# Found while fixing the row above (after the round; held since ``may_be_open``): the inference's top type, "maybe a
# tensor", is also what an element taken out of a container is, and what a tensor joined with a container is; the
# launch refused only a value typed "a container that may hold tensors". A list typed "maybe a tensor" reached the
# kernel's body as it is: an element of a list (``nested[0]``), a helper's parameter that one call gives a tensor
# and another the tuple (the join), a ``*`` of a name (``*packs``, whose elements the launch did not read).
_PACK_WRAPPER = TUPLE_PACKS["list"].split("def triton_add_relu")[1].split("\n\n\n")[0]
_NESTED_WRAPPERS = {
    "element": """(x, y):
    out = torch.zeros_like(x)
    nested = [(0, [x, y, out])]
    add_relu_kernel[(1,)](out, nested[0], BLOCK=16)
    return out""",
    "join": """(x, y):
    out = torch.zeros_like(x)
    if x.dim() > 100:
        launch(out, x)
    return launch(out, (0, [x, y, out]))


def launch(out, pack):
    add_relu_kernel[(1,)](out, pack, BLOCK=16)
    return out""",
    "starred_name": """(x, y):
    out = torch.zeros_like(x)
    packs = ((0, [x, y, out]),)
    add_relu_kernel[(1,)](out, *packs, BLOCK=16)
    return out""",
}
NESTED_PACKS = {form: TUPLE_PACKS["list"].replace(_PACK_WRAPPER, wrapper) for form, wrapper in _NESTED_WRAPPERS.items()}

# -- what a heuristic reads of the launch besides the kernel's parameters -------------------------------------------
# ``launch_argument`` (:910-914) types ``meta[name]`` in a hook as a tensor only where some launch gives the
# *kernel parameter* ``name`` one; everything else is a number. But Triton's ``Heuristics.run`` hands each heuristic
# the launch's positional arguments by name *and all its keywords*, ``grid`` among them (``self.run(grid=grid,
# warmup=False, ...)``). A launch keyword that names no parameter is not checked (``launch_arguments`` :1625-1643
# reports tensors given to constexprs and containers, not a tensor given to a name the kernel lacks; the
# interpreter drops it before the body runs), and a grid tuple's elements are only typed (``grid`` :1586). So
# ``kernel[(1,)](out, BLOCK=16, x_in=x, y_in=y, o_in=out)`` with ``{"X": lambda meta: meta["x_in"], ...}`` hands the
# kernel's body the launch's torch tensors as constexprs typed "numbers", and ``kernel[(one,)]`` with
# ``{"ONE": lambda meta: meta["grid"][0]}`` a one-element tensor (``range`` takes it as 1) whose ``.numpy().ctypes``
# runs the NumPy payload above.
_KEYWORD_KERNEL = '''\
@triton.heuristics({"X": lambda meta: meta["x_in"], "Y": lambda meta: meta["y_in"], "O": lambda meta: meta["o_in"]})
@triton.jit
def add_relu_kernel(out_ptr, X: tl.constexpr, Y: tl.constexpr, O: tl.constexpr, BLOCK: tl.constexpr):
    total = X + Y
    O.copy_(total * (total > 0))
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.zeros_like(x)
    add_relu_kernel[(1,)](out, BLOCK=16, x_in=x, y_in=y, o_in=out)
    return out

'''
_GRID_KERNEL = '''\
@triton.heuristics({"ONE": lambda meta: meta["grid"][0]})
@triton.jit
def touch_kernel(out_ptr, ONE: tl.constexpr, BLOCK: tl.constexpr):
    ONE.numpy().ctypes._ctypes.pythonapi.PyRun_SimpleString(PAYLOAD)
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.empty_like(x)
    one = torch.ones(1, dtype=torch.int64)
    touch_kernel[(one,)](out, BLOCK=16)
    return out

'''
LAUNCH_EXTRAS = {"keywords": _HEAD + _KEYWORD_KERNEL + _TAIL,
                 "grid": _HEAD + "PAYLOAD = %r\n\n\n" % PAYLOAD + _GRID_KERNEL + _TAIL}
# A tensor the launch gives the kernel's parameter 'out_ptr': "the heuristic for 'X' may return a tensor".
CONTROL_EXTRA = LAUNCH_EXTRAS["keywords"].replace('"X": lambda meta: meta["x_in"]', '"X": lambda meta: meta["out_ptr"]')

# -- sys.modules under triton.language ------------------------------------------------------------------------------
# ``triton/language/extra/__init__.py`` does ``from sys import modules``: ``tl.extra.modules`` *is* ``sys.modules``.
# Kernel code may call anything under triton.language whose path stays in triton.language's modules
# (``outside_call`` :1696-1699, ``leaves_package`` :1518-1528 checks only the *modules* on the way: a dict is none), and
# any method of what that returns (``method`` :1776). ``tl.extra.modules.get("builtins").exec(PAYLOAD)`` in a
# kernel's body runs any Python on every launch; 30f4ff89 made ``from triton.language.extra import modules`` an
# accepted import as well. No finding from any layer.
_MODULES_KERNEL = '''\
@triton.jit
def touch_kernel(out_ptr, BLOCK: tl.constexpr):
    {call}.get("builtins").exec(PAYLOAD)
    offsets = tl.arange(0, BLOCK)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


def triton_add_relu(x, y):
    out = torch.empty_like(x)
    touch_kernel[(1,)](out, BLOCK=16)
    return out

'''
_PAYLOAD_TEXT = "PAYLOAD = %r\n\n\n" % PAYLOAD.decode()
SYS_MODULES = {
    "attribute": _HEAD + _PAYLOAD_TEXT + _MODULES_KERNEL.format(call="tl.extra.modules") + _TAIL,
    "import": _HEAD.replace("import triton.language as tl\n", "import triton.language as tl\n"
                            "from triton.language.extra import modules\n")
    + _PAYLOAD_TEXT + _MODULES_KERNEL.format(call="modules") + _TAIL,
}
# The same in wrapper code: "calls 'triton.language.extra.modules.get'".
CONTROL_MODULES = SYS_MODULES["attribute"].replace(
    "    touch_kernel[(1,)](out, BLOCK=16)\n", '    tl.extra.modules.get("builtins")\n    touch_kernel[(1,)](out, BLOCK=16)\n')

# -- pattern calling torch's functions with effects by other names ---------------------------------------------------
# ``_pattern_denied`` (:292-302; the module only for a routine, :300) judges a function by its dotted name and, for a *routine*, by the module that
# defines it; a class is judged by its name alone, and a name needs no ``set_`` prefix past ``torch.<name>``. So
# pattern may flip global switches through classes whose constructor does it, reseed torch's global generator,
# read files into tensors through the private name written in full (``torch._C._VariableFunctions.from_file``, under
# an allowed ``torch._C`` prefix) or through ``torch.ops.aten``, compile TorchScript with torch.jit's
# ``CompilationUnit`` re-exported as ``torch.CompilationUnit``, and turn on torch's logs, all when traced. The
# module docstring promises pattern no "functions with effects when traced (files, native code, processes, global
# switches, hooks, module loaders)". The sandbox confines the child; nothing here was found to reach a verdict.
_PATTERN_LINE = "    t = a + b\n"
PATTERN_EFFECTS = {name: ADD_RELU_PASS.replace(_PATTERN_LINE, line + _PATTERN_LINE) for name, line in {
    "anomaly_switch": "    torch.autograd.set_detect_anomaly(True)\n",
    "grad_switch": "    torch.autograd.grad_mode.set_grad_enabled(True)\n",
    "global_seed": "    torch.default_generator.manual_seed(0)\n",
    "file_private_name": '    torch._C._VariableFunctions.from_file("/etc/passwd", size=1, dtype=torch.uint8)\n',
    "file_operator": '    torch.ops.aten.from_file("/etc/passwd", None, 1, dtype=torch.uint8)\n',
    "torchscript": '    torch.CompilationUnit("def f(x: int) -> int:\\n    return x\\n")\n',
}.items()}
# Through torch.Tensor's class, a denied member is refused: "pattern calls 'torch.Tensor.numpy'".
CONTROL_EFFECT = ADD_RELU_PASS.replace(_PATTERN_LINE, "    torch.Tensor.numpy(torch.zeros(1))\n" + _PATTERN_LINE)

# -- an allocator's fill value through a '*' argument ----------------------------------------------------------------
# ``allocation`` (:1725) reads torch.full's fill value as the second positional argument; a '*' display is one
# starred argument, so ``torch.full(*[shape, t])`` fills from a tensor's value with no finding. The compute audit
# saw nothing either (the fill value is read by torch's argument parser, not through a dispatched op).
FULL_STAR = ADD_RELU_PASS.replace("    out = torch.empty_like(x)\n",
                                  "    out = torch.full(*[x.shape, y.narrow(0, 0, 1).narrow(1, 0, 1).view(())])\n")

# -- the trusted checks importing what the pass names ---------------------------------------------------------------
# To tell data from functions the checks look outside names up in the installation (``_data_ref`` :390-395 and
# ``_pattern_denied`` :299 call ``_lookup`` :353-374), which imports the name's head module and any submodule on the
# way (``_member`` :342), whatever the pass imports: the import itself is a finding ("imports 'venv'"), but the
# walk goes on and looks the value up. ``from venv import __main__ as launcher`` then ``_LAUNCHER = launcher`` makes
# the *trusted* process import ``venv/__main__.py``, whose top level runs venv's command line on the trusted
# process's own ``sys.argv`` and ends in ``sys.exit``: an argv of directories is environments made there. ``_lookup`` catches ImportError, ``_member`` Exception and
# ``guard.sample_static_findings`` ("never raises") Exception: the SystemExit escapes all three. In the plugin the
# variant's test fails with SystemExit and the variant has no result ("partial run"), where it should be
# ``cheat_detected``. (Stdlib modules
# with such a top level: ``venv.__main__``, ``unittest.__main__``, ``lib2to3.__main__``, ``this``,
# ``antigravity``.)
TRUSTED_IMPORT = ADD_RELU_PASS.replace("import triton.language as tl\n", "import triton.language as tl\n"
                                       "from venv import __main__ as launcher\n\n_LAUNCHER = launcher\n")
TRUSTED_CHECK = """\
import os
from pathlib import Path
from pytest_passnet import guard
try:
    findings = guard.sample_static_findings(Path(os.environ["PASSNET_R18C_SAMPLE"]))
except BaseException as exc:
    print("ESCAPED", type(exc).__name__)
    raise
print("FINDINGS", len(findings))
"""


def trusted_check(sample: Path, scratch: Path) -> tuple[int, str]:
    """``guard.sample_static_findings`` on ``sample`` in a fresh interpreter whose argv is what venv's command line
    reads as ``--without-pip <scratch>``: (exit status, output). Where venv's command line runs in the checks, it
    makes an environment in ``scratch`` and exits."""
    import os
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", TRUSTED_CHECK, "--without-pip", str(scratch)], capture_output=True,
                          text=True, timeout=300, cwd=sample, env={**os.environ, "PASSNET_R18C_SAMPLE": str(sample)})
    return done.returncode, done.stdout + done.stderr


# -- honest idioms the new rules refuse --------------------------------------------------------------------------------
_ALLOCATION = "    out = torch.empty_like(x)\n"
_LAUNCH = "    add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)\n"
HONEST_REFUSED = {
    # PyTorch's own factory_kwargs idiom: '**options' is a name (30f4ff89 reads only displays).
    "factory_kwargs": ADD_RELU_PASS.replace(_ALLOCATION, "    options = {'dtype': x.dtype, 'device': x.device}\n"
                                                         "    out = torch.empty(x.shape, **options)\n"),
    # '*tensors' into an autotuned kernel: the Config fills BLOCK, which the checks take a tensor may fill (f93d0eb7
    # leaves out only what heuristics fill), so meta['BLOCK'] is "maybe a tensor" in the grid too.
    "autotune_star": ADD_RELU_PASS.replace(
        "@triton.jit\n", '@triton.autotune(configs=[triton.Config({"BLOCK": 1024})], key=["n"])\n@triton.jit\n').replace(
        _LAUNCH, "    tensors = (x, y, out)\n"
                 "    add_relu_kernel[lambda meta: (triton.cdiv(n, meta['BLOCK']),)](*tensors, n)\n"),
    # Triton's own docstring for triton.heuristics writes the table as 'values=' (cb99f0d4 refuses the keyword
    # instead of reading its display).
    "documented_values": ADD_RELU_PASS.replace(
        "@triton.jit\n", "@triton.heuristics(values={'BLOCK': lambda args: min(1024, triton.next_power_of_2(args['n']))})"
        "\n@triton.jit\n").replace(_LAUNCH, "    add_relu_kernel[lambda meta: (triton.cdiv(n, meta['BLOCK']),)](x, y, out, n)\n"),
    # torch.finfo(...).eps in pattern: a float's attribute, but not a torch.Tensor member (d28aaf4e).
    "finfo_eps": ADD_RELU_PASS.replace(_PATTERN_LINE, "    t = a + b + 0.0 * torch.finfo(torch.float32).eps\n"),
}
HONEST_REFUSALS = {"documented_values": "gives a table the checks cannot read", "factory_kwargs": "passes '**options' to 'torch.empty'",
                   "autotune_star": "through '*tensors' to the constexpr 'BLOCK'",
                   "finfo_eps": "pattern reads 'torch.finfo(torch.float32).eps'"}
# Its neighbour, accepted: torch.finfo(...).min (Tensor has a 'min').
HONEST_ACCEPTED = {"finfo_min": ADD_RELU_PASS.replace(_PATTERN_LINE, "    t = a + b + 0.0 * torch.finfo(torch.float32).min\n")}

# -- the real plugin -----------------------------------------------------------------------------------------------

PLUGIN_PASSES = {"pattern_store": PATTERN_STORES["subscript"], "rebound_hook": REBOUND_HOOKS["def"],
                 "tuple_pack": TUPLE_PACKS["dict"], "launch_keywords": LAUNCH_EXTRAS["keywords"],
                 "launch_grid": LAUNCH_EXTRAS["grid"], "sys_modules": SYS_MODULES["attribute"], "honest": ADD_RELU_PASS}
VERIFIED = ("tuple_pack", "launch_keywords", "sys_modules")


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

    with tempfile.TemporaryDirectory(prefix="passnet-r18c-") as scratch:
        if "verifier" not in sys.argv[1:]:
            for name, variant in plugin_run(Path(scratch)).items():
                print(name, variant["status"], variant.get("speedup"), json.dumps(variant.get("flags")),
                      variant.get("message", "")[:600])
        if "plugin" not in sys.argv[1:]:
            for name, (reward, evaluation, _) in verifier_rewards(Path(scratch) / "harbor").items():
                print(name, "reward", reward, json.dumps(evaluation)[:1500])
