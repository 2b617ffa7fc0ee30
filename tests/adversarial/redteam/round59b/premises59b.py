"""Round 59b: the trusted side's static allow-list (``wrapper_rules``, ``guard.sample_static_findings``) from both sides.

Escapes: pass_dir code the allow-list accepts that computes with torch outside a Triton kernel.
False rejections: honest, idiomatic Triton passes that PassBench's validator accepts and the allow-list refuses.

``findings(files)`` writes a sample holding only ``pass_dir/`` (``files`` by name; the rule files are those named
``Rule*``) and returns ``guard.sample_static_findings`` on it with PassBench's verdict on each rule file.
``hook_demo()`` runs HOOK_BOUND_METHOD's pass in this process under Triton's interpreter, with the child's own launch
counter and compute audit around the call (what the plugin's child does on the re-check call)."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import tempfile
import textwrap
import time
from pathlib import Path

# -- HOOK_BOUND_METHOD --------------------------------------------------------------------------------------------------
# A bound method of a module-level dict used as a value: Triton calls a Config's pre_hook with the launch's named
# arguments on every launch, so ``_SEEN.update`` fills ``_SEEN`` with this call's tensors. ``_SEEN.get(...)`` is typed as
# plain data (the display ``{}`` holds none), so a heuristic computes relu with torch arithmetic on them and adds it
# into the (zeroed) output in place; heuristics run inside ``Heuristics.run``, which the child's compute audit counts as Triton's
# own work. The kernel stores nothing (its mask is empty once ``DONE`` is 1): the launch proof is one launch a call.
HOOK_KERNELS = '''\
"""Round 59b's HOOK_BOUND_METHOD: relu computed with torch in a heuristic, fed by a Config pre_hook."""

import torch
import triton
import triton.language as tl

_SEEN = {}


def _fill(meta):
    out = _SEEN.get("out_ptr")
    x = _SEEN.get("x_ptr")
    out += (x + abs(x)) / 2
    return 1


@triton.autotune(configs=[triton.Config({"BLOCK": 16}, pre_hook=_SEEN.update)], key=["n"])
@triton.heuristics({"DONE": _fill})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, DONE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * (1 - DONE)
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.zeros_like(x)
    relu_kernel[(1,)](x, out, x.numel())
    return out
'''
RELU_RULE = '''\
import torch
from pass_dir.{module} import relu


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu
'''


# -- the other escapes' forms and the low ones ---------------------------------------------------------------------------
KERNEL = """\
import torch
import triton
import triton.language as tl
{head}

{decorators}@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu


def relu(x):
    out = torch.empty_like(x)
    {launch}
    {tail}
"""
LAUNCH = "relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)"
AUTOTUNED = "relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel())"


def one_file(head: str = "", decorators: str = "", launch: str = LAUNCH, tail: str = "return out") -> dict[str, str]:
    """A rule file holding the relu kernel, its rule and its wrapper, with the parts given."""
    return {"RuleR59b.py": KERNEL.format(head=head, decorators=decorators, launch=launch, tail=tail)}


# Other slots Triton calls with the launch's tensors, given a bound method of a module-level container: all accepted.
HOOK_FORMS = {
    "autotune_pre_hook": one_file("_SEEN = {}", "@triton.autotune(configs=[triton.Config({'BLOCK': 1024})], "
                                  "key=['n'], pre_hook=_SEEN.update)\n", AUTOTUNED),
    "autotune_post_hook": one_file("_SEEN = {}", "@triton.autotune(configs=[triton.Config({'BLOCK': 1024})], "
                                   "key=['n'], post_hook=_SEEN.update)\n", AUTOTUNED),
    "grid": one_file("_SEEN = {}", launch="relu_kernel[_SEEN.update](x, out, x.numel(), BLOCK=1024)"),
    "list_append": one_file("_SEEN = []", "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}, "
                            "pre_hook=_SEEN.append)], key=['n'])\n", AUTOTUNED),
    "set_add": one_file("_SEEN = set()", "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}, "
                        "pre_hook=_SEEN.add)], key=['n'])\n", AUTOTUNED),
    "bound_method_by_name": one_file("_SEEN = {}\n_KEEP = _SEEN.update", "@triton.autotune(configs=["
                                     "triton.Config({'BLOCK': 1024}, pre_hook=_KEEP)], key=['n'])\n", AUTOTUNED),
}
# The laundered value: what a module-level container holds is typed as plain data, so arithmetic on it is accepted.
LAUNDERED_ARITHMETIC = one_file("_SEEN = {}", "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}, "
                                "pre_hook=_SEEN.update)], key=['n'])\n", AUTOTUNED,
                                "seen = _SEEN.get('x_ptr')\n    return (seen + abs(seen)) / 2")

# REVERSED_FLIP (low): Tensor.__reversed__ is ``self.flip(0)``: a copy computed by torch, accepted as a sequence builtin.
REVERSED_FLIP = one_file(tail="return reversed(x)")
# COUNT_COMPARES (low): ``tuple.count``/``index`` compare each element with a tensor argument (``1.0 == x``: torch's
# eq, then its truth); refused where the receiver holds tensors, accepted where only the argument is one.
COUNT_COMPARES = one_file(tail="return (1.0, 0.0).count(x)")
# GRID_LAMBDA_TENSOR (low): a grid holding a tensor is refused ("its value read as a grid is computed on the host"),
# a grid function returning the launch's tensor is accepted.
GRID_LAMBDA_TENSOR = one_file(launch="relu_kernel[lambda meta: (meta['x_ptr'],)](x, out, x.numel(), BLOCK=1024)")
# IR_OVERRIDE (reasoned, GPU only, not run): a Config's ``ir_override`` names an IR file Triton compiles in place of the
# kernel's checked source; accepted.
IR_OVERRIDE = one_file(decorators="@triton.autotune(configs=[triton.Config({'BLOCK': 1024}, "
                       "ir_override='pass_dir/relu.ttgir')], key=['n'])\n", launch=AUTOTUNED)

# Held: forms that reach the child's objects, all refused (each a finding).
HELD_FORMS = {
    "match_class_dunder": one_file(tail="match relu:\n        case object(__globals__=g):\n            pass\n    return out"),
    "match_globals_eval": one_file(tail="match relu:\n        case object(__globals__={'__builtins__': {'eval': e}}):\n"
                                   "            return e('x.relu()')\n    return out"),
    "match_capture_arith": one_file(tail="match x:\n        case y:\n            return y * 2\n    return out"),
    "config_pre_hook_function": one_file("def _hook(nargs):\n    nargs['out_ptr'].copy_(nargs['x_ptr'])\n",
                                         "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}, pre_hook=_hook)], "
                                         "key=['n'])\n", AUTOTUNED),
    "do_bench_call": one_file("def _bench(fn, quantiles=None):\n    fn()\n    return 1.0\n",
                              "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})],"
                              " key=['n'], do_bench=_bench)\n", AUTOTUNED),
    "perf_model_arith": one_file("def _model(**kw):\n    return kw['x_ptr'] * 2\n",
                                 "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})"
                                 "], key=['n'], prune_configs_by={'perf_model': _model, 'top_k': 1})\n", AUTOTUNED),
    "kernel_attribute": one_file(tail="return relu_kernel.fn"),
    "dict_default_get": one_file(tail="y = {}.get('b', x)\n    return y * 2"),
    "tensor_constexpr": one_file(launch="relu_kernel[(1,)](x, out, x.numel(), BLOCK=x)"),
}

# -- false rejections: honest passes PassBench accepts ---------------------------------------------------------------------
HONEST_KERNEL = """\
import torch
import triton
import triton.language as tl
{head}

{decorators}@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, tl.where(x > 0, x, 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    n = x.numel()
    {launch}
    return out
"""
GRID_LAUNCH = "relu_kernel[lambda meta: (triton.cdiv(n, meta['BLOCK']),)](x, out, n{block})"
PATTERN = """

def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)
"""


def honest(head: str = "", decorators: str = "", launch: str | None = None, rule_head: str = "",
           entry: str = "relu") -> dict[str, str]:
    """An honest relu pass: ``kernels59b.py`` (the kernel and its wrapper), ``RuleRelu59b.py`` importing it."""
    kernels = HONEST_KERNEL.format(head=head, decorators=decorators,
                                   launch=launch or GRID_LAUNCH.format(block="" if decorators else ", BLOCK=1024"))
    rule = (f"import torch\n{rule_head or 'from pass_dir.kernels59b import relu'}\n{PATTERN}\n\n"
            f"def replacement_func():\n    return {entry}\n")
    return {"kernels59b.py": kernels, "RuleRelu59b.py": rule}


AUTOTUNE = ("@triton.autotune(configs=[triton.Config({'BLOCK': b}, num_warps=w) for b in (256, 1024) for w in (4, 8)],"
            " key=['n'])\n")
HONEST_ACCEPTED = {  # held: accepted
    "autotune_comprehension": honest(decorators=AUTOTUNE),
    "autotune_configs_function": honest("\n\ndef get_configs():\n    return [triton.Config({'BLOCK': b}) for b in "
                                        "(256, 1024)]\n", "@triton.autotune(configs=get_configs(), key=['n'])\n"),
    "heuristics_even": honest(decorators="@triton.heuristics({'EVEN': lambda args: args['n'] % args['BLOCK'] == 0})\n",
                              launch=GRID_LAUNCH.format(block=", BLOCK=1024")),
    "dtype_dispatch_dict": honest("_TL = {torch.float16: tl.float16, torch.bfloat16: tl.bfloat16, "
                                  "torch.float32: tl.float32}\n_BLOCK = _TL.get(torch.float32, tl.float32)",
                                  launch=GRID_LAUNCH.format(block=", BLOCK=1024")),
    "next_power_of_2": honest(launch="block = min(triton.next_power_of_2(n), 1024)\n    "
                                     "relu_kernel[(triton.cdiv(n, block),)](x, out, n, BLOCK=block)"),
    "global_constexpr": honest("BLOCK_SIZE: tl.constexpr = 1024",
                               launch="relu_kernel[(triton.cdiv(n, BLOCK_SIZE),)](x, out, n, BLOCK=BLOCK_SIZE)"),
    "annotations": {name: source.replace("def relu(x):", "def relu(x: torch.Tensor, scale: Optional[float] = None) "
                                                         "-> torch.Tensor:")
                    for name, source in honest("from typing import Optional").items()},
    "import_as": honest(rule_head="from pass_dir.kernels59b import relu as fused_relu", entry="fused_relu"),
}
FALSE_REJECTIONS = {  # name -> (severity, pass files)
    # replacement_func returns the wrapper as an attribute of its pass_dir module: PassBench's stability check passes
    # (the same module-level function every call); the allow-list cannot follow it, and then reads the wrapper's
    # parameters as open containers ("passes 'x', which may hold tensors, to a kernel")
    "MODULE_ATTR_ENTRY": ("low-medium", honest(rule_head="from pass_dir import kernels59b", entry="kernels59b.relu")),
    "MODULE_ATTR_ENTRY_import_as": ("low-medium", honest(rule_head="import pass_dir.kernels59b as kernels",
                                                         entry="kernels.relu")),
    # ``__all__``, the export list of a module: refused as a dunder assignment
    "ALL_DUNDER": ("low", honest("\n__all__ = ['relu', 'relu_kernel']")),
    # Triton's tutorials' first line
    "TUTORIAL_DEVICE": ("low", honest("\nDEVICE = triton.runtime.driver.active.get_active_torch_device()")),
    # a frozen dataclass of launch settings
    "CONFIG_CLASS": ("low", honest("from dataclasses import dataclass\n\n\n@dataclass(frozen=True)\nclass LaunchConfig:\n"
                                   "    block: int = 1024\n\n\n_CONFIG = LaunchConfig()",
                                   launch="relu_kernel[(triton.cdiv(n, _CONFIG.block),)](x, out, n, "
                                          "BLOCK=_CONFIG.block)")),
    # a cached block-size helper
    "STDLIB_CACHE": ("low", honest("import functools\n\n\n@functools.lru_cache(maxsize=None)\ndef _block(n):\n"
                                   "    return min(1024, triton.next_power_of_2(n))",
                                   launch="relu_kernel[(triton.cdiv(n, _block(n)),)](x, out, n, BLOCK=_block(n))")),
}


def real_pass_dirs() -> list[Path]:
    """Every sample folder of this repository holding a real pass_dir (the demo sets, tests/data)."""
    repo = Path(__file__).resolve().parents[4]
    found = {p.parent.parent for p in repo.glob("samples/**/pass_dir/*.json")}
    found |= {p.parent.parent for p in (repo / "tests" / "data").glob("**/pass_dir/*.json")}
    return sorted(found)


def findings(files: dict[str, str], rules: list[str] | None = None) -> tuple[list[str], dict[str, list[str]]]:
    """(``guard.sample_static_findings``, PassBench's violations by rule file) for a sample whose ``pass_dir/`` holds
    ``files``; the listed rules are ``rules`` or the files named ``Rule*``."""
    from pytest_passnet.guard import sample_static_findings
    from pytest_passnet.validator import validate_pass_source

    root = Path(tempfile.mkdtemp(prefix="r59b_"))
    pass_dir = root / "pass_dir"
    for name, source in files.items():
        (pass_dir / name).parent.mkdir(parents=True, exist_ok=True)
        (pass_dir / name).write_text(textwrap.dedent(source))
    listed = rules if rules is not None else sorted(n[:-3] for n in files if n.startswith("Rule"))
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(listed))
    passbench = {name: validate_pass_source((pass_dir / f"{name}.py").read_text(), pass_dir / f"{name}.py")
                 for name in listed}
    return sample_static_findings(root), passbench


def hook_files() -> dict[str, str]:
    return {"kernels59b.py": HOOK_KERNELS, "RuleHook59b.py": RELU_RULE.format(module="kernels59b")}


def load_module(source: str, name: str):
    """``source`` imported as a module of its own (a temporary file: Triton reads a jit function's lines)."""
    path = Path(tempfile.mkdtemp(prefix="r59b_mod_")) / f"{name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def hook_demo(shape=(256, 1024)) -> dict:
    """HOOK_BOUND_METHOD's ``relu`` on a random input, in Triton's interpreter, as the child runs a re-check call: the
    launches it made (``launches``), the compute audit's torch ops (``audited``), whether the output is relu's, and its
    time (ms) beside the honest kernel's (``sample_kit.relu_kernels``)."""
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    from pytest_passnet import launches
    from pytest_passnet.sandbox.child.watch import ComputeAudit
    from tests.adversarial.redteam.sample_kit import relu_kernels

    launches.install()
    hook = load_module(HOOK_KERNELS, "r59b_hook_kernels")
    honest = load_module(relu_kernels("Round 59b's honest relu."), "r59b_honest_kernels")
    x = torch.randn(*shape, generator=torch.Generator().manual_seed(59))
    audited: list[str] = []
    before = launches.launch_count()
    with ComputeAudit(audited):
        out = hook.relu(x)
    said = {"launches": launches.launch_count() - before, "audited": audited, "equal": bool(torch.equal(out, x.relu()))}
    for label, module in (("hook_ms", hook), ("honest_ms", honest)):
        module.relu(x)
        started = time.perf_counter()
        module.relu(x)
        said[label] = round((time.perf_counter() - started) * 1000, 1)
    return said


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[4]))
    print(json.dumps(findings(hook_files()), indent=1))
    print(json.dumps(hook_demo()))
