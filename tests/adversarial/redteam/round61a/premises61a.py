"""Round 61a: the allow-list (``wrapper_rules.py``) and the in-child compute audit (``launches.py``,
``sandbox/child/watch.py``) after 814049ef (round 59b's fixes) and fa90941a (round 60a's), against every other way
Triton calls back into Python with a launch's arguments, the newly accepted Config forms (``**module_dict``,
``*table_row``) and ``numel``/``T``/... in kernels.

Each pass here is a ``pass_dir`` whose files PassBench's validator accepts; ``findings(files)`` (round 59b's) gives
``guard.sample_static_findings`` on a sample holding only ``pass_dir/`` (the allow-list on, as shipped) and PassBench's
verdict. ``demo(kernels, graph)`` (round 60a's) runs the entry on fresh inputs as the child's re-check call does
(launch counter + ``watch.ComputeAudit``): launches a call, audited torch ops, equal to torch.

Groups:

- ``ATTACKS``: the attacks (all refused by the static check as shipped: held).
- ``CONSTEXPR_TENSOR_KERNELS``: a premise of the audit's blind spot behind one of them: a torch tensor that reaches a
  kernel's constexpr is computed on by the kernel's Python in the CPU interpreter, inside ``InterpretedFunction.run``
  (``launches.inside_triton()``): the audit records nothing. Held by the static check alone (it refuses every route
  found for a tensor into a constexpr).
- ``ACCEPTED_HARMLESS``: autotune slots the allow-list accepts whose callbacks are Triton's own (restore_value,
  reset_to_zero, warmup, rep, cache_results, use_cuda_graph, a do_bench that does not call its kernel_call) or GPU-only
  (launch_metadata): accepted, nothing of the pass runs on the launch's tensors.
- ``HONEST_ACCEPTED``: honest Config-building idioms near the new rules, accepted.
- ``FALSE_REJECTIONS``: honest idioms refused (low).
"""

from __future__ import annotations

from tests.adversarial.redteam.round60a import premises60a

findings = premises60a.findings
demo = premises60a.demo
SUM_RULE = premises60a.SUM_RULE
RELU_RULE = premises60a.RELU_RULE


def relu_files(kernels: str, helpers: str | None = None) -> dict[str, str]:
    files = {"kernels61a.py": kernels, "Rule61a.py": RELU_RULE.format(module="kernels61a")}
    if helpers is not None:
        files["helpers61a.py"] = helpers
    return files


def sum_files(kernels: str) -> dict[str, str]:
    return {"kernels61a.py": kernels, "Rule61a.py": SUM_RULE.format(module="kernels61a")}


# -- templates ---------------------------------------------------------------------------------------------------------
# An autotuned relu whose kernel stores nothing (mask offsets < n * 0): whatever fills ``out`` is the attack's.
STUB = '''\
import torch
import triton
import triton.language as tl

{head}


{dec}@triton.jit{jitargs}
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr{params}):
{kbody}
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * 0
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)

{tail}

def relu(x):
    out = torch.zeros_like(x)
{pre}    relu_kernel[(1,)](x, out, x.numel(){launch})
    return out
'''
# An honest relu (mask offsets < n), a grid function, for the honest forms.
HONEST = '''\
import torch
import triton
import triton.language as tl

{head}


{dec}@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[lambda meta: (triton.cdiv(x.numel(), meta["BLOCK"]),)](x, out, x.numel())
    return out
'''
# A sum: the host computes, a one-line kernel stores the Python value (round 60a's HOST_SUM shape).
HOST = '''\
import math
import torch
import triton
import triton.language as tl


@triton.jit
def _store_kernel(out_ptr, value):
    tl.store(out_ptr, value)


def total(x):
    out = torch.zeros((), dtype=x.dtype, device=x.device)
    flat = x.reshape(-1)
{body}
    _store_kernel[(1,)](out, s)
    return out
'''


def stub(head="", dec="", jitargs="", params="", kbody="    pass", tail="", pre="", launch=", BLOCK=16") -> str:
    return STUB.format(head=head, dec=dec, jitargs=jitargs, params=params, kbody=kbody, tail=tail, pre=pre,
                       launch=launch)


def honest(head="", dec="") -> str:
    return HONEST.format(head=head, dec=dec)


AT = "@triton.autotune(configs={}, key=['n'])\n"
AT2 = "@triton.autotune(configs=[triton.Config({{'BLOCK': 16}}), triton.Config({{'BLOCK': 32}})], key=['n']{})\n"
FILL_DEF = ("def _fill(nargs):\n    out = nargs['out_ptr']\n    out += (nargs['x_ptr'] + abs(nargs['x_ptr'])) / 2\n")
FILL_LAMBDA = "lambda nargs: nargs['out_ptr'].add_((nargs['x_ptr'] + abs(nargs['x_ptr'])) / 2)"
HOOK_KW = "def _h(x_ptr=None, out_ptr=None, *a, **k):\n    out_ptr += (x_ptr + abs(x_ptr)) / 2\n"
# kernel code computing relu with torch on a constexpr X = (x, out) (host tensors in the interpreter): a local alias,
# so the "updates the constexpr in place" rule does not name it (accepted in kernel code: KERNEL_ALIAS below)
ALIAS = "    Z = X[1]\n    Z += (X[0] + abs(X[0])) / 2"
X = ", X: tl.constexpr"

# -- CONSTEXPR_TENSOR (audit blind, static held): a host tensor in a constexpr, computed on by the kernel's Python ------
CONSTEXPR_TENSOR_KERNELS = stub(dec="@triton.heuristics({'X': lambda args: (args['x_ptr'], args['out_ptr'])})\n",
                                params=X, kbody=ALIAS)
# the kernel side alone (a tuple of numbers in X): accepted, as kernel code should be
KERNEL_ALIAS = stub(dec=AT.format("[triton.Config({'BLOCK': 16, 'X': (1, 2)})]"), params=X, kbody=ALIAS, launch="")

PICK = "def pick(args):\n    return (args['x_ptr'], args['out_ptr'])\n"
MODEL = ("def model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):\n    if BLOCK == 1024:\n"
         "        out_ptr += (x_ptr + abs(x_ptr)) / 2 - out_ptr\n    return float(BLOCK)\n")
MODEL_LAMBDA = ("model = lambda x_ptr=None, out_ptr=None, BLOCK=None, **kw: float(BLOCK) + float((out_ptr.add_((x_ptr + "
                "abs(x_ptr)) / 2 - out_ptr)).numel() * 0)\n")
RULE_OWN_WRAPPER = '''\
import torch
{imports}


def relu(x):
    out = torch.zeros_like(x)
    {launch}(x, out, x.numel())
    return out


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu
'''


def _perf_model_variants() -> dict[str, dict[str, str]]:
    base = premises60a.PERF_MODEL_KERNELS
    launch = "relu_kernel[(1,)](x, out, x.numel())"
    kernel_only = base.split("def relu(x):")[0]

    def hooked(head: str, prune: str) -> str:
        text = base.replace('prune_configs_by={"perf_model": _model, "top_k": 1}', "prune_configs_by=" + prune)
        return text.split("def _model")[0] + head + "\n\n@triton.autotune" + text.split("@triton.autotune")[1]

    def rule(imports: str, how: str) -> dict[str, str]:
        return {"kernels61a.py": kernel_only, "Rule61a.py": RULE_OWN_WRAPPER.format(imports=imports, launch=how)}

    return {
        "star_local": relu_files(base.replace(launch, "args = (x, out)\n    relu_kernel[(1,)](*args, x.numel())")),
        "star_list_local": relu_files(base.replace(launch, "args = [x, out, x.numel()]\n    relu_kernel[(1,)](*args)")),
        "star_helper": relu_files(base.replace(launch, "relu_kernel[(1,)](*_pair(x, out), x.numel())").replace(
            "def relu(x):", "def _pair(a, b):\n    return (a, b)\n\n\ndef relu(x):")),
        "keyword_spread_local": relu_files(base.replace(
            launch, "kw = {'x_ptr': x, 'out_ptr': out}\n    relu_kernel[(1,)](n=x.numel(), **kw)")),
        "launched_as_module_attribute": rule("from pass_dir import kernels61a", "kernels61a.relu_kernel[(1,)]"),
        "launched_import_as": rule("import pass_dir.kernels61a as kernels61a", "kernels61a.relu_kernel[(1,)]"),
        "launched_from_alias": rule("from pass_dir.kernels61a import relu_kernel as rk", "rk[(1,)]"),
        "helper_prune_dict": relu_files(hooked("from pass_dir.helpers61a import P", "P"),
                                        MODEL + "\n\nP = {'perf_model': model, 'top_k': 1}\n"),
        "helper_lambda": relu_files(hooked("from pass_dir.helpers61a import model", "{'perf_model': model, 'top_k': 1}"),
                                    MODEL_LAMBDA),
        "module_lambda": relu_files(hooked(MODEL_LAMBDA, "{'perf_model': model, 'top_k': 1}")),
        "module_prune_dict_lambda": relu_files(hooked(MODEL_LAMBDA + "\n_P = {'perf_model': model, 'top_k': 1}", "_P")),
    }


ATTACKS: dict[str, dict[str, str]] = {
    # a tensor into a constexpr (then ALIAS computes in the interpreter, unseen by the audit)
    "heuristic_returns_tuple": relu_files(CONSTEXPR_TENSOR_KERNELS),
    "heuristic_returns_dict": relu_files(stub(dec="@triton.heuristics({'X': lambda a: a})\n", params=X)),
    "heuristic_returns_values": relu_files(stub(dec="@triton.heuristics({'X': lambda a: tuple(a.values())})\n",
                                                params=X)),
    "heuristic_returns_get": relu_files(stub(dec="@triton.heuristics({'X': lambda a: a.get('x_ptr')})\n", params=X)),
    "heuristic_keyword_default": relu_files(stub(head="def _hx(a, k='x_ptr'):\n    return a[k]\n",
                                                 dec="@triton.heuristics({'X': _hx})\n", params=X)),
    "heuristic_ifexp": relu_files(stub(dec="@triton.heuristics({'X': lambda a: a['x_ptr'] if a['n'] else 0})\n",
                                       params=X)),
    "pruned_config_holds_tensor": relu_files(stub(
        head="def _prune(configs, named_args, **kw):\n"
             "    return [triton.Config({'BLOCK': 16, 'X': named_args['x_ptr']})]\n",
        dec=AT2.format(", prune_configs_by={'early_config_prune': _prune}"), params=X, launch="")),
    "pruned_config_keyword_tensor": relu_files(stub(
        head="def _prune(configs, named_args, x_ptr=None, **kw):\n    return [triton.Config({'BLOCK': 16, 'X': x_ptr})]\n",
        dec=AT2.format(", prune_configs_by={'early_config_prune': _prune}"), params=X, launch="")),
    "prune_updates_config_kwargs": relu_files(stub(
        head="def _prune(configs, named_args, **kw):\n"
             "    configs[0].kwargs.update(X=(named_args['x_ptr'], named_args['out_ptr']))\n    return configs[:1]\n",
        dec=AT2.format(", prune_configs_by={'early_config_prune': _prune}"), params=X, kbody=ALIAS, launch="")),
    "prune_stores_config_kwargs": relu_files(stub(
        head="def _prune(configs, named_args, **kw):\n    c = configs[0]\n    c.kwargs['X'] = named_args\n"
             "    return [c]\n",
        dec=AT2.format(", prune_configs_by={'early_config_prune': _prune}"), params=X, launch="")),
    "pre_hook_stores_nargs": relu_files(stub(head="def _h(nargs):\n    nargs['X'] = nargs['x_ptr']\n",
                                             dec=AT.format("[triton.Config({'BLOCK': 16}, pre_hook=_h)]"),
                                             params=X, launch=", X=0")),
    "launch_constexpr_keyword": relu_files(stub(params=X, launch=", BLOCK=16, X=x")),
    # the new table / module-dict forms: rows and dicts mutated indirectly, or holding hooks
    "table_row_mutated_in_loop": relu_files(stub(
        head="_TABLE = [({'BLOCK': 16, 'X': 0}, 4, 2)]", dec=AT.format("[triton.Config(*row) for row in _TABLE]"),
        params=X, kbody=ALIAS, launch="", pre="    for row in _TABLE:\n        row[0]['X'] = (x, out)\n")),
    "table_row_updated_in_loop": relu_files(stub(
        head="_TABLE = [({'BLOCK': 16, 'X': 0}, 4, 2)]", dec=AT.format("[triton.Config(*row) for row in _TABLE]"),
        params=X, kbody=ALIAS, launch="", pre="    for kw, w, s in _TABLE:\n        kw.update(X=(x, out))\n")),
    "table_row_lambda_pre_hook": relu_files(stub(
        head=f"_TABLE = [({{'BLOCK': 1024}}, 4, 2, 1, None, {FILL_LAMBDA})]",
        dec=AT.format("[triton.Config(*row) for row in _TABLE]"), launch="")),
    "table_row_named_pre_hook": relu_files(stub(
        head=FILL_DEF + "\n_TABLE = [({'BLOCK': 1024}, 4, 2, 1, None, _fill)]",
        dec=AT.format("[triton.Config(*row) for row in _TABLE]"), launch="")),
    "table_row_ifexp_pre_hook": relu_files(stub(
        head=FILL_DEF + "\n_TABLE = [({'BLOCK': 1024}, 4, 2, 1, None, _fill if 1 else None)]",
        dec=AT.format("[triton.Config(*row) for row in _TABLE]"), launch="")),
    "hook_table_comprehension": relu_files(stub(
        head=FILL_DEF + "\n_HOOKS = (_fill,)",
        dec=AT.format("[triton.Config({'BLOCK': 1024}, pre_hook=h) for h in _HOOKS]"), launch="")),
    "module_dict_lambda_pre_hook": relu_files(stub(
        head=f"_OPTS = {{'num_warps': 4, 'pre_hook': {FILL_LAMBDA}}}",
        dec=AT.format("[triton.Config({'BLOCK': 1024}, **_OPTS)]"), launch="")),
    "module_dict_named_pre_hook": relu_files(stub(
        head=FILL_DEF + "\n_OPTS = {'num_warps': 4, 'pre_hook': _fill}",
        dec=AT.format("[triton.Config({'BLOCK': 1024}, **_OPTS)]"), launch="")),
    "module_dict_ifexp_pre_hook": relu_files(stub(
        head=FILL_DEF + "\n_OPTS = {'pre_hook': _fill if 1 else None}",
        dec=AT.format("[triton.Config({'BLOCK': 1024}, **_OPTS)]"), launch="")),
    "module_lambda_pre_hook": relu_files(stub(
        head=f"_FILL = {FILL_LAMBDA}", dec=AT.format("[triton.Config({'BLOCK': 1024}, pre_hook=_FILL)]"), launch="")),
    # JITFunction hooks, knobs, do_bench
    "pre_run_hook_at_import": relu_files(stub(head=HOOK_KW, tail="relu_kernel.add_pre_run_hook(_h)\n")),
    "pre_run_hook_in_wrapper": relu_files(stub(head=HOOK_KW, pre="    relu_kernel.add_pre_run_hook(_h)\n")),
    "pre_run_hooks_list": relu_files(stub(head=HOOK_KW, pre="    relu_kernel.pre_run_hooks.append(_h)\n")),
    "knobs_launch_enter_hook": relu_files(stub(head=HOOK_KW,
                                               pre="    triton.knobs.runtime.launch_enter_hook = _h\n")),
    "do_bench_calls_kernel_call": relu_files(stub(
        head="def _bench(kernel_call, quantiles=None):\n    kernel_call()\n    return [1.0, 1.0, 1.0]",
        dec=AT2.format(", do_bench=_bench"), launch="")),
    # containers of tensors into a kernel position (the interpreter hands lists and dicts to the kernel as they are)
    "list_argument": relu_files(stub(params=", L", kbody=ALIAS.replace("X", "L"), launch=", [x, out], BLOCK=16")),
    "dict_argument": relu_files(stub(params=", L", kbody=ALIAS.replace("X", "L"), launch=", {0: x, 1: out}, BLOCK=16")),
    "local_list_argument": relu_files(stub(params=", L", kbody=ALIAS.replace("X", "L"), launch=", pair, BLOCK=16",
                                           pre="    pair = [x, out]\n")),
    "slice_argument": relu_files(stub(params=", L", launch=", slice(x, out), BLOCK=16")),
    # the host reading values (a sum computed in Python, stored by a one-line kernel)
    "str_format_index_field": sum_files(HOST.format(
        body="    s = 0.0\n    for i in range(flat.numel()):\n        s += float(('{0[%d]}' % i).format(flat))")),
    "str_format_keyword_field": sum_files(HOST.format(body="    s = float('{v[0]}'.format(v=flat))")),
    "str_format_map": sum_files(HOST.format(body="    s = float('{v[0]}'.format_map({'v': flat}))")),
    "fstring_element": sum_files(HOST.format(body="    s = float(f'{flat[0]}')")),
    "percent_format": sum_files(HOST.format(body="    s = float('%s' % flat)")),
    "math_fsum": sum_files(HOST.format(body="    s = math.fsum(flat)")),
    "math_fsum_comprehension": sum_files(HOST.format(body="    s = math.fsum([v for v in flat])")),
    "math_prod": sum_files(HOST.format(body="    s = math.prod(flat)")),
    "math_hypot_star": sum_files(HOST.format(body="    s = math.hypot(*flat)")),
    "math_floor": sum_files(HOST.format(body="    s = math.floor(flat)")),
    "chained_compare": sum_files(HOST.format(body="    s = 1.0 if 0 < flat < 1 else 0.0")),
    "list_repeat": sum_files(HOST.format(body="    s = len([0] * flat)")),
    # laundering what a heuristic returns (each refused: "the heuristic for 'X' may return a tensor" or earlier)
    **{f"heuristic_{name}": relu_files(stub(head="def _heur(a):\n" + body + "\n",
                                            dec="@triton.heuristics({'X': _heur})\n", params=X, kbody=ALIAS))
       for name, body in {
           "try_except_args": "    try:\n        raise ValueError(a['x_ptr'], a['out_ptr'])\n    except ValueError as e:\n"
                              "        return e.args",
           "comprehension_filter": "    return [v for k, v in a.items() if k in ('x_ptr', 'out_ptr')]",
           "dict_comprehension": "    return {k: v for k, v in a.items()}",
           "star_list": "    return [*a.values()]",
           "star_unpack": "    first, second, *rest = a.values()\n    return (first, second)",
           "loop_variable": "    v = 0\n    for v in a.values():\n        pass\n    return v",
           "tuple_index": "    return (0, a['x_ptr'])[1]",
           "lambda_star": "    return (lambda *t: t)(a['x_ptr'], a['out_ptr'])",
           "nested_def": "    def inner(t):\n        return t\n    return inner(a['x_ptr'])",
           "zip": "    return tuple(zip(a.values()))",
           "augmented_tuple": "    t = ()\n    t += (a['x_ptr'], a['out_ptr'])\n    return t",
           "type_of": "    return type(a['x_ptr'])",
           "next_iter": "    return next(iter(a.values()))",
           "pop_of_copy": "    return dict(a).pop('x_ptr')",
       }.items()},
    # round 60a's PERF_MODEL_KEYWORD through other launch forms and other ways of naming the hook
    **{f"perf_model_{name}": files for name, files in _perf_model_variants().items()},
    # a heuristic returning the tensors, given other ways
    **{f"heuristic_{name}": relu_files(stub(head=head, dec=dec, params=X, kbody=ALIAS), helper)
       for name, (head, dec, helper) in {
           "from_helper_import": ("from pass_dir.helpers61a import pick", "@triton.heuristics({'X': pick})\n", PICK),
           "lambda_calls_helper": ("from pass_dir.helpers61a import pick",
                                   "@triton.heuristics({'X': lambda a: pick(a)})\n", PICK),
           "module_dict": (PICK + "\n_HEUR = {'X': pick}", "@triton.heuristics(_HEUR)\n", None),
           "dict_call": (PICK, "@triton.heuristics(dict(X=pick))\n", None),
           "spread_dict": (PICK + "\n_HEUR = {'X': pick}", "@triton.heuristics({**_HEUR})\n", None),
           "helper_dict": ("from pass_dir.helpers61a import HEUR", "@triton.heuristics(HEUR)\n",
                           PICK + "\n\nHEUR = {'X': pick}\n"),
       }.items()},
}

ACCEPTED_HARMLESS = {
    # Triton's own pre/post hooks: zero_, clone, copy_ of one named tensor onto itself, during benchmarking only
    "restore_value_reset_to_zero": relu_files(stub(
        dec="@triton.autotune(configs=[triton.Config({'BLOCK': 16}), triton.Config({'BLOCK': 16}, num_warps=2)], "
            "key=['n'], restore_value=['out_ptr'], reset_to_zero=['out_ptr'])\n", launch="")),
    # Triton calls do_bench(kernel_call, quantiles=(0.5, 0.2, 0.8)): no tensor reaches a defaulted parameter
    "do_bench_defaulted_parameter": relu_files(stub(
        head="def _bench(kernel_call, quantiles=None, x_ptr=None):\n    return [1.0, 1.0, 1.0]",
        dec=AT2.format(", do_bench=_bench"), launch="")),
    "warmup_rep_cache_graph": relu_files(stub(dec=AT2.format(
        ", warmup=1, rep=1, use_cuda_graph=False, cache_results=True"), launch="")),
    # called only on a GPU with a launch_enter_hook set; its parameters are typed as the launch's (round 59b)
    "launch_metadata": relu_files(stub(head="def _lm(grid, metadata, args):\n    return {}\n",
                                       jitargs="(launch_metadata=_lm)")),
    "kernel_alias_of_constexpr_tuple": relu_files(KERNEL_ALIAS),
    # a tensor iterated in wrapper code (unbind: views) and handed to a kernel as a pointer: no value read
    "iterate_tensor_to_kernel": sum_files(HOST.format(body="    s = 0.0\n    for v in flat:\n        s = v")),
}

HONEST_ACCEPTED = {
    "nested_comprehension": relu_files(honest(dec=AT.format(
        "[triton.Config({'BLOCK': b}, num_warps=w) for b in (64, 128) for w in (4, 8)]"))),
    "config_kwargs_keyword": relu_files(honest(dec=AT.format("[triton.Config(kwargs={'BLOCK': 1024}, num_warps=4)]"))),
    "table_of_dicts": relu_files(honest(head="_CONFIGS = [{'BLOCK': 64}, {'BLOCK': 128}]",
                                        dec=AT.format("[triton.Config(kw) for kw in _CONFIGS]"))),
    "table_unpacked": relu_files(honest(head="_TABLE = [(64, 4), (128, 8)]", dec=AT.format(
        "[triton.Config({'BLOCK': b}, num_warps=w) for b, w in _TABLE]"))),
    "table_zip": relu_files(honest(head="_BLOCKS = (64, 128)\n_WARPS = (4, 8)", dec=AT.format(
        "[triton.Config({'BLOCK': b}, num_warps=w) for b, w in zip(_BLOCKS, _WARPS)]"))),
    "module_dict_call": relu_files(honest(head="_OPTS = dict(num_warps=4, num_stages=2)",
                                          dec=AT.format("[triton.Config({'BLOCK': 1024}, **_OPTS)]"))),
    "module_dict_two_configs": relu_files(honest(head="_OPTS = {'num_warps': 4}", dec=AT.format(
        "[triton.Config({'BLOCK': 1024}, **_OPTS), triton.Config({'BLOCK': 512}, **_OPTS)]"))),
    "local_dict_spread": relu_files(honest(
        head="def _configs():\n    opts = {'num_warps': 4, 'num_stages': 2}\n"
             "    return [triton.Config({'BLOCK': b}, **opts) for b in (64, 128)]", dec=AT.format("_configs()"))),
    "heuristic_from_helper_module": relu_files(
        honest(head="from pass_dir.helpers61a import block_for", dec="@triton.heuristics({'BLOCK': block_for})\n"),
        "import triton\n\n\ndef block_for(args):\n    return triton.next_power_of_2(min(args['n'], 1024))\n"),
}

# one row each, so that the CPU interpreter runs them (two Configs make Triton benchmark, which needs a GPU driver)
FALSE_REJECTIONS = {  # name -> (pass files, what the allow-list says, in part)
    "CONFIG_KEYWORD_TABLE": (relu_files(honest(
        head="_CONFIGS = [{'kwargs': {'BLOCK': 1024}, 'num_warps': 4}]",
        dec=AT.format("[triton.Config(**c) for c in _CONFIGS]"))), "passes '**c' to 'triton.Config'"),
    "CONFIG_LIST_ROWS": (relu_files(honest(
        head="_TABLE = [[{'BLOCK': 1024}, 4]]",
        dec=AT.format("[triton.Config(*row) for row in _TABLE]"))), "may give an ir_override"),
    "CONFIG_ROWS_IN_A_LOOP": (relu_files(honest(
        head="_TABLE = [({'BLOCK': 1024}, 4)]\n\n\ndef _configs():\n    out = []\n"
             "    for row in _TABLE:\n        out.append(triton.Config(*row))\n    return out",
        dec=AT.format("_configs()"))), "may give an ir_override"),
    "INIT_TO_ZERO": (relu_files(honest(
        head="def init_to_zero(name):\n    return lambda nargs: nargs[name].zero_()",
        dec=AT.format("[triton.Config({'BLOCK': 1024}, pre_hook=init_to_zero('out_ptr'))]"))),
        "calls the tensor method 'nargs[name].zero_()'"),
    "TUTORIAL_IS_CUDA": (relu_files(honest(
        head="def is_cuda():\n    return triton.runtime.driver.active.get_current_target().backend == 'cuda'\n\n\n"
             "def get_autotune_config():\n    if is_cuda():\n        return [triton.Config({'BLOCK': 1024}, num_warps=4)]\n"
             "    return [triton.Config({'BLOCK': 1024}, num_warps=8)]",
        dec=AT.format("get_autotune_config()"))), "calls 'triton.runtime.driver.active.get_current_target'"),
    "CONFIG_TABLE_FROM_HELPER": (relu_files(honest(
        head="from pass_dir.helpers61a import TABLE", dec=AT.format("[triton.Config(*row) for row in TABLE]")),
        "TABLE = [({'BLOCK': 1024}, 4)]\n"), "passes a tensor to 'triton.Config'"),
    "CONFIG_OPTIONS_FROM_HELPER": (relu_files(honest(
        head="from pass_dir.helpers61a import OPTS", dec=AT.format("[triton.Config({'BLOCK': 1024}, **OPTS)]")),
        "OPTS = {'num_warps': 4}\n"), "passes '**OPTS' to 'triton.Config'"),
    "HEURISTIC_MODULE_ATTRIBUTE": (relu_files(
        honest(head="from pass_dir import helpers61a", dec="@triton.heuristics({'BLOCK': helpers61a.block_for})\n"),
        "import triton\n\n\ndef block_for(args):\n    return triton.next_power_of_2(min(args['n'], 1024))\n"),
        "is not one the checks can read"),
    "CONFIG_LAYERED_OPTIONS": (relu_files(honest(
        head="_BASE = {'num_stages': 2}\n_OPTS = {**_BASE, 'num_warps': 4}",
        dec=AT.format("[triton.Config({'BLOCK': 1024}, **_OPTS)]"))), "passes '**_OPTS' to 'triton.Config'"),
}
# runnable on this CPU host as a module of its own (the tutorial's is_cuda() needs a GPU driver: 0 active drivers in the
# interpreter; the helper-module ones import pass_dir)
RUNNABLE_FALSE_REJECTIONS = ("CONFIG_KEYWORD_TABLE", "CONFIG_LIST_ROWS", "CONFIG_ROWS_IN_A_LOOP", "INIT_TO_ZERO",
                             "CONFIG_LAYERED_OPTIONS")


def static(files: dict[str, str]) -> list[str]:
    """The allow-list's findings (message part only); asserts PassBench's validator accepts every rule file."""
    found, passbench = findings(files)
    assert not any(passbench.values()), passbench
    return [f.split(": ", 1)[1] if ": " in f else f for f in found]


def kernels(files: dict[str, str]) -> str:
    return files["kernels61a.py"]
