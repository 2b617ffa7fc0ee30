"""Round 60a: the allow-list and compute audit after 814049ef (round 59b's fixes), from both sides.

Escapes: pass_dir code ``guard.sample_static_findings`` accepts (allow-list on, as shipped) that computes the result on
the host from the tensors' values. False rejections / false convictions: honest passes refused or accused.

The hole: Triton calls two of autotune's hooks with the launch's arguments *by keyword*: ``perf_model`` gets
``**nargs, **kwargs, **config.all_kwargs()`` (``autotuner.py:320``) and ``early_config_prune`` gets the launch's own
keyword arguments (``autotuner.py:302``). The allow-list types a hook's parameters as "the launch's arguments alone",
positionally (``wrapper_rules.py:1595-1597``: ``bind_all(unit, CONTAINER, defaulted=False)``): a parameter with a
default keeps its default's type. So ``def _model(x_ptr=None, out_ptr=None, **kw)`` has ``x_ptr``/``out_ptr`` typed
as ``None`` (plain data) while Triton hands it the input and the output tensors: any arithmetic on them is accepted.

``findings(files)`` is round 59b's (a sample holding only ``pass_dir/``, PassBench's verdict beside it).
``demo(source, graph)`` imports a kernels module and calls its entry as the child's re-check call does (launch counter
and ``watch.ComputeAudit`` around it)."""

from __future__ import annotations

import os
import time

from tests.adversarial.redteam.round59b import premises59b
from tests.adversarial.redteam.round59b.premises59b import AUTOTUNED, one_file

findings = premises59b.findings
load_module = premises59b.load_module

# -- PERF_MODEL_KEYWORD (high, static): torch arithmetic on the launch's tensors in autotune's perf_model ------------------
# perf_model is called once per config on each autotune cache miss; ``key=['out_ptr']`` (the output, allocated afresh
# each call) makes every call a miss. ``top_k: 1`` keeps one config, so Triton never benchmarks. The kernel stores
# nothing (its mask is empty); the whole relu is torch's, in perf_model, which the static check types as plain data.
PERF_MODEL_KERNELS = '''\
"""Round 60a's PERF_MODEL_KEYWORD: relu computed with torch in autotune's perf_model, whose defaulted parameters
Triton fills by keyword with the launch's tensors."""

import torch
import triton
import triton.language as tl


def _model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):
    if BLOCK == 1024:
        out_ptr += (x_ptr + abs(x_ptr)) / 2 - out_ptr
    return float(BLOCK)


@triton.autotune(configs=[triton.Config({"BLOCK": 1024}), triton.Config({"BLOCK": 512})], key=["out_ptr"],
                 prune_configs_by={"perf_model": _model, "top_k": 1})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * 0
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.zeros_like(x)
    relu_kernel[(1,)](x, out, x.numel())
    return out
'''

# -- PRUNE_KEYWORD (high, static): the same through early_config_prune, given the launch's keyword arguments -------------
PRUNE_KERNELS = PERF_MODEL_KERNELS.replace('''def _model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):
    if BLOCK == 1024:
        out_ptr += (x_ptr + abs(x_ptr)) / 2 - out_ptr
    return float(BLOCK)''', '''def _prune(configs, named_args, x_ptr=None, out_ptr=None, **kw):
    out_ptr += (x_ptr + abs(x_ptr)) / 2 - out_ptr
    return configs[:1]''').replace('"perf_model": _model, "top_k": 1', '"early_config_prune": _prune').replace(
    "relu_kernel[(1,)](x, out, x.numel())", "relu_kernel[(1,)](x_ptr=x, out_ptr=out, n=x.numel())").replace(
    "PERF_MODEL_KEYWORD: relu computed with torch in autotune's perf_model",
    "PRUNE_KEYWORD: relu computed with torch in autotune's early_config_prune")

# -- HOST_SUM (high: static and audit both blind) ---------------------------------------------------------------------
# The same hole, with the result computed in Python from the input's values: ``float(x_ptr[i, j])`` is aten.select
# (a view) and aten._local_scalar_dense, both on the compute audit's allowed list (``watch.py:84-89``); the sum is
# Python's, and a one-line kernel stores it. The audit sees nothing, the launch proof sees launches.
HOST_SUM_KERNELS = '''\
"""Round 60a's HOST_SUM: torch.sum computed in Python on the host, in autotune's perf_model, from the input's values."""

import torch
import triton
import triton.language as tl


@triton.jit
def _store_kernel(out_ptr, value):
    tl.store(out_ptr, value)


def _model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):
    if BLOCK == 1024:
        total = 0.0
        for i in range(x_ptr.shape[0]):
            for j in range(x_ptr.shape[1]):
                total += float(x_ptr[i, j])
        _store_kernel[(1,)](out_ptr, total)
    return float(BLOCK)


@triton.autotune(configs=[triton.Config({"BLOCK": 1024}), triton.Config({"BLOCK": 512})], key=["out_ptr"],
                 prune_configs_by={"perf_model": _model, "top_k": 1})
@triton.jit
def sum_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=offsets < 1), mask=offsets < 1)


def total(x):
    out = torch.zeros((), dtype=x.dtype, device=x.device)
    sum_kernel[(1,)](x, out, x.numel())
    return out
'''
SUM_RULE = '''\
import torch
from pass_dir.{module} import total


def pattern(a):
    return torch.sum(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return total
'''
RELU_RULE = premises59b.RELU_RULE


def kernel_files(kernels: str, graph: str = "relu") -> dict[str, str]:
    rule = SUM_RULE if graph == "sum" else RELU_RULE
    return {"kernels60a.py": kernels, "Rule60a.py": rule.format(module="kernels60a")}


ESCAPES = {  # name -> (kernels module, graph)
    "PERF_MODEL_KEYWORD": (PERF_MODEL_KERNELS, "relu"),
    "PRUNE_KEYWORD": (PRUNE_KERNELS, "relu"),
    "HOST_SUM": (HOST_SUM_KERNELS, "sum"),
}

# -- held: the same typing where Triton calls positionally, and the state routes --------------------------------------
PH = "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}, pre_hook=%s)], key=['n'])\n"
ARITH = "    out = {p}['out_ptr']\n    x = {p}['x_ptr']\n    out += (x + abs(x)) / 2\n"
RD = "s = _SEEN[0]['x_ptr']\n    return s * 2"
HELD = {
    # a defaulted first parameter of a hook Triton calls positionally: typed as open
    "grid_defaulted_param": one_file("def _grid(meta=None):\n" + ARITH.format(p="meta") + "    return (1,)\n",
                                     launch="relu_kernel[_grid](x, out, 0, BLOCK=1024)"),
    "pre_hook_defaulted_param": one_file("def _hook(nargs=None):\n" + ARITH.format(p="nargs"), PH % "_hook", AUTOTUNED),
    "heuristic_defaulted_param": one_file("def _heur(args=None):\n" + ARITH.format(p="args") + "    return 1\n",
                                          "@triton.heuristics({'D': _heur})\n",
                                          "relu_kernel[(1,)](x, out, 0, BLOCK=1024)"),
    # a pruned Config's pre_hook (which the audit does not swap) capturing prune's parameters by default
    "pruned_config_hook_defaults": one_file(
        "def _prune(configs, named_args, out_ptr=None, x_ptr=None, **kw):\n"
        "    def _fill(nargs, out=out_ptr, x=x_ptr):\n        out += (x + abs(x)) / 2 - out\n"
        "    return [triton.Config({'BLOCK': 1024}, pre_hook=_fill)]\n",
        "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})], key=['out_ptr'], "
        "prune_configs_by={'early_config_prune': _prune})\n",
        "relu_kernel[(triton.cdiv(x.numel(), 1024),)](x_ptr=x, out_ptr=out, n=x.numel())"),
    # storing the launch's tensors in module state without a method read
    "subscript_store": one_file("_SEEN = [None]\ndef _h(a):\n    _SEEN[0] = a", PH % "_h", AUTOTUNED, RD),
    "alias_iadd": one_file("_SEEN = []\ndef _h(a):\n    s = _SEEN\n    s += [a]", PH % "_h", AUTOTUNED, RD),
    "default_alias_iadd": one_file("_SEEN = []\ndef _h(a, s=_SEEN):\n    s += [a]", PH % "_h", AUTOTUNED, RD),
    "for_target_store": one_file("_SEEN = [None]\ndef _h(a):\n    for _SEEN[0] in [a]:\n        pass", PH % "_h",
                                 AUTOTUNED, RD),
    "comprehension_target_store": one_file("_SEEN = [None]", PH % "lambda a: [None for _SEEN[0] in [a]]", AUTOTUNED,
                                           RD),
    "subscript_ior": one_file("_SEEN = [{}]\ndef _h(a):\n    _SEEN[0] |= a", PH % "_h", AUTOTUNED, RD),
    "starred_slice_store": one_file("_SEEN = [None]\ndef _h(a):\n    *_SEEN[0:1], = [a]", PH % "_h", AUTOTUNED, RD),
    "lambda_update_call": one_file("_SEEN = {}", PH % "lambda a: _SEEN.update(a)", AUTOTUNED,
                                   "s = _SEEN.get('x_ptr')\n    return s * 2"),
    "unbound_dict_update": one_file("_SEEN = {}", PH % "lambda a: dict.update(_SEEN, a)", AUTOTUNED,
                                    "s = _SEEN.get('x_ptr')\n    return s * 2"),
    "setitem_dunder": one_file("_SEEN = [None]", PH % "lambda a: _SEEN.__setitem__(0, a)", AUTOTUNED, RD),
    "perf_model_kwargs_dict": one_file(
        "def _model(**kw):\n    x = kw['x_ptr']\n    return float(x * 2)\n",
        "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})], key=['n'], "
        "prune_configs_by={'perf_model': _model, 'top_k': 1})\n", AUTOTUNED),
    "elementwise_store_in_perf_model": one_file(
        "def _model(x_ptr=None, out_ptr=None, **kw):\n    out_ptr[0, 0] = float(x_ptr[0, 0])\n    return 1.0\n",
        "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})], key=['n'], "
        "prune_configs_by={'perf_model': _model, 'top_k': 1})\n", AUTOTUNED),
}


def demo(kernels: str, graph: str = "relu", shape=(64, 64), calls: int = 3) -> dict:
    """The kernels module's entry on a fresh input each call, in Triton's interpreter, as the child's re-check call
    runs it (``launches`` counted, ``watch.ComputeAudit`` around it): launches a call, the audited torch ops, whether
    every output equals torch's, and the last call's time (ms)."""
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    from pytest_passnet import launches
    from pytest_passnet.sandbox.child.watch import ComputeAudit

    launches.install()
    module = load_module(kernels, f"r60a_{graph}_{abs(hash(kernels)) % 10**8}")
    entry, reference = (module.total, torch.sum) if graph == "sum" else (module.relu, torch.relu)
    audited: list[str] = []
    equal, counts, ms = True, [], 0.0
    for seed in range(calls):
        x = torch.randn(*shape, generator=torch.Generator().manual_seed(60 + seed))
        before = launches.launch_count()
        started = time.perf_counter()
        with ComputeAudit(audited):
            out = entry(x)
        ms = round((time.perf_counter() - started) * 1000, 1)
        counts.append(launches.launch_count() - before)
        equal &= bool(torch.allclose(out, reference(x), rtol=1e-4, atol=1e-4))
    return {"launches": counts, "audited": audited, "equal": equal, "last_ms": ms}

# -- false rejections: honest idioms 814049ef's new rules refuse (accepted at 814049ef^) ----------------------------------
KERNEL_NUMEL = '''\
import torch
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.static_assert(x.numel == BLOCK)
    tl.store(out_ptr + offsets, tl.maximum(x, 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out
'''
FALSE_REJECTIONS = {  # name -> (severity, pass files, what the allow-list says)
    # common launch options shared by every Config through '**'
    "CONFIG_SPREAD_OPTIONS": ("low", one_file("_OPTS = {'num_warps': 4, 'num_stages': 2}",
                                              "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}, **_OPTS), "
                                              "triton.Config({'BLOCK': 512}, **_OPTS)], key=['n'])\n", AUTOTUNED),
                              "passes '**_OPTS' to 'triton.Config'"),
    # Configs from a table of (kwargs, num_warps, num_stages) tuples
    "CONFIG_STAR_TABLE": ("low", one_file("_TABLE = [({'BLOCK': 1024}, 4, 2), ({'BLOCK': 512}, 4, 2)]",
                                          "@triton.autotune(configs=[triton.Config(*row) for row in _TABLE], "
                                          "key=['n'])\n", AUTOTUNED),
                          "may give an ir_override"),
    # tl.tensor's constexpr attribute 'numel' read in a kernel (str/Size have a method of that name)
    "KERNEL_NUMEL_ATTRIBUTE": ("low", {"kernels60a.py": KERNEL_NUMEL,
                                       "Rule60a.py": RELU_RULE.format(module="kernels60a")},
                               "uses the method 'x.numel' as a value"),
    # (before 814049ef too) early_config_prune filtering Configs by their meta-parameters, as Triton's own matmul
    # did: the hook's 'configs' is typed as holding the launch's tensors, so 'c.kwargs' is "of a tensor"
    "PRUNE_CONFIG_KWARGS": ("medium", one_file(
        "def _prune(configs, named_args, **kwargs):\n    return [c for c in configs if c.kwargs['BLOCK'] <= "
        "max(named_args['n'], 512)]\n",
        "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})], key=['n'], "
        "prune_configs_by={'early_config_prune': _prune})\n", AUTOTUNED), "reads 'c.kwargs' of a tensor"),
    # the best entry of a dict of numbers by value
    "MAX_KEY_GET": ("low", one_file(tail="sizes = {256: 1.0, 1024: 2.0}\n    best = max(sizes, key=sizes.get)\n"
                                         "    relu_kernel[(triton.cdiv(x.numel(), best),)](x, out, x.numel(), "
                                         "BLOCK=best)\n    return out"),
                    "uses the method 'sizes.get' as a value"),
}

# -- more held forms (the brief's routes: imports, map, generators, nonlocal, Config dicts, def-time defaults) -----------
HELD.update({
    "generator_launder": one_file("def _g(t):\n    yield t\n", tail="for v in _g(x):\n        return v * 2\n    return out"),
    "nonlocal_closure": one_file("def _outer(t):\n    box = None\n    def _set():\n        nonlocal box\n        box = t\n"
                                 "    _set()\n    return box\n", tail="return _outer(x) * 2"),
    "operator_methodcaller": one_file("import operator\n_SEEN = {}", PH % "operator.methodcaller('update')", AUTOTUNED),
    "functools_partial": one_file("import functools\n_SEEN = {}", PH % "functools.partial(dict.update, _SEEN)",
                                  AUTOTUNED),
    "map_bound_method": one_file("_SEEN = {}", PH % "lambda a: list(map(_SEEN.update, [a]))", AUTOTUNED),
    "config_dict_of_configs_hook": one_file("def _h(nargs):\n    return nargs['x_ptr'] * 2\n"
                                            "_CFGS = {'big': triton.Config({'BLOCK': 1024}, pre_hook=_h)}",
                                            "@triton.autotune(configs=list(_CFGS.values()), key=['n'])\n", AUTOTUNED),
    "def_time_default_list": one_file("def _h(nargs, keep=[]):\n    keep.append(nargs)\n    return keep[0]['x_ptr'] * 2",
                                      PH % "_h", AUTOTUNED),
    # the same perf_model as a module-level dict given to prune_configs_by (a function used as a value: typed as
    # called with tensors)
    "perf_model_through_module_dict": one_file(
        "def _model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):\n    if BLOCK == 1024:\n"
        "        out_ptr += (x_ptr + abs(x_ptr)) / 2 - out_ptr\n    return float(BLOCK)\n"
        "_PRUNE = {'perf_model': _model, 'top_k': 1}",
        "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})], key=['out_ptr'], "
        "prune_configs_by=_PRUNE)\n", AUTOTUNED),
})

# KEYWORD_DEFAULT through a helper module's function (static only)
PERF_MODEL_HELPER_FILES = {
    "helpers60a.py": "def model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):\n    if BLOCK == 1024:\n"
                     "        out_ptr += (x_ptr + abs(x_ptr)) / 2 - out_ptr\n    return float(BLOCK)\n",
    "RuleR59b.py": one_file("from pass_dir import helpers60a",
                            "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})], "
                            "key=['out_ptr'], prune_configs_by={'perf_model': helpers60a.model, 'top_k': 1})\n",
                            AUTOTUNED)["RuleR59b.py"],
}

# -- PERF_MODEL_GRID (high: both layers blind, torch's own vectorised relu) --------------------------------------------
# The same keyword-typed tensors, handed by perf_model to a grid lambda (a closure over the hook's locals, as honest grids
# close over 'n'). Triton calls a grid inside the leaf launch (jit.py:778, interpreter.py:1502), where the compute audit
# counts everything as Triton's own; the helper's arithmetic is on values typed as plain data.
PERF_MODEL_GRID_KERNELS = '''\
"""Round 60a's PERF_MODEL_GRID: relu computed with torch in a grid function that autotune's perf_model launches with the
tensors Triton gave it by keyword."""

import torch
import triton
import triton.language as tl


@triton.jit
def _noop_kernel(out_ptr):
    pass


def _fill(out, x):
    out += (x + abs(x)) / 2 - out
    return (1,)


def _model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):
    if BLOCK == 1024:
        _noop_kernel[lambda meta: _fill(out_ptr, x_ptr)](out_ptr)
    return float(BLOCK)


@triton.autotune(configs=[triton.Config({"BLOCK": 1024}), triton.Config({"BLOCK": 512})], key=["out_ptr"],
                 prune_configs_by={"perf_model": _model, "top_k": 1})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * 0
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.zeros_like(x)
    relu_kernel[(1,)](x, out, x.numel())
    return out
'''
ESCAPES["PERF_MODEL_GRID"] = (PERF_MODEL_GRID_KERNELS, "relu")

# -- held: an honest pass using every hook the audit now runs as wrapper code -----------------------------------------
HONEST_HOOKS_KERNELS = '''\
"""Round 60a's honest relu with every autotune hook: heuristics, a Config pre_hook, early_config_prune, perf_model."""

import torch
import triton
import triton.language as tl


def _prune(configs, named_args, **kwargs):
    return configs if named_args["n"] > 64 else configs[:2]


def _model(n=0, BLOCK=1, num_warps=4, **kwargs):
    return triton.cdiv(n, BLOCK) * 1.0 + num_warps * 0.01


@triton.autotune(configs=[triton.Config({"BLOCK": b}, num_warps=w, pre_hook=lambda nargs: None)
                          for b in (64, 256, 1024) for w in (2, 4)], key=["n"],
                 prune_configs_by={"early_config_prune": _prune, "perf_model": _model, "top_k": 1})
@triton.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0,
                    "WIDE": lambda args: args["x_ptr"].stride(0) == 1 and args["x_ptr"].element_size() == 4})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr, WIDE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, tl.where(x > 0, x, 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    n = x.numel()
    relu_kernel[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, out, n)
    return out
'''

# -- held: honest forms near the new rules, still accepted ----------------------------------------------------------------
HONEST_ACCEPTED = {
    "reversed_shape": one_file(tail="dims = [d for d in reversed(x.shape)]\n    return out"),
    "reversed_stride_list": one_file(tail="strides = list(reversed(list(x.stride())))\n    return out"),
    "shape_index": one_file(tail="k = x.shape.index(x.shape[-1])\n    return out"),
    "shape_count": one_file(tail="k = list(x.shape).count(1)\n    return out"),
    "tuple_index_dim": one_file(tail="k = (0, 1).index(x.dim() - 1)\n    return out"),
    "grid_nested_def": one_file(launch="def grid(meta):\n        return (triton.cdiv(x.numel(), meta['BLOCK']),)\n"
                                       "    relu_kernel[grid](x, out, x.numel(), BLOCK=1024)"),
    "grid_module_def": one_file("def _grid(meta):\n    return (triton.cdiv(meta['n'], meta['BLOCK']),)",
                                launch="relu_kernel[_grid](x, out, x.numel(), BLOCK=1024)"),
    "grid_module_def_numel": one_file("def _grid(meta):\n    return (triton.cdiv(meta['x_ptr'].numel(), meta['BLOCK']),)",
                                      launch="relu_kernel[_grid](x, out, x.numel(), BLOCK=1024)"),
    "prune_slice": one_file("def _prune(configs, named_args, **kwargs):\n    return configs[:1]\n",
                            "@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})], "
                            "key=['n'], prune_configs_by={'early_config_prune': _prune})\n", AUTOTUNED),
}
