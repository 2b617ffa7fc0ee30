"""The allow-list for pass code (``wrapper_rules``) through its trusted-side entry point
``guard.sample_static_findings``: every honest pass we have is accepted, every construct off the
list is a finding with its file, line and what to do, and hostile files never make it raise.
"""

from __future__ import annotations

import ast
import json
import os
import re
import textwrap
import time
from pathlib import Path

import pytest

from pytest_passnet import wrapper_rules
from pytest_passnet.guard import sample_static_findings
from tests.adversarial.samples import PASSES, build_sample
from tests.sample_factory import ADD_RELU_PASS

REPO = Path(__file__).resolve().parents[1]
DEMO_PASS_DIRS = sorted(p.parent for p in REPO.glob("samples/*/fusible_subgraphs/*/*/*/pass_dir/*.json"))


def write_pass_dir(root: Path, files: dict[str, str], rules: list[str] | None = None) -> Path:
    """A sample holding only ``pass_dir/``: ``files`` by path, the listed rules (default: the
    files named ``Rule*``)."""
    pass_dir = root / "pass_dir"
    for name, source in files.items():
        (pass_dir / name).parent.mkdir(parents=True, exist_ok=True)
        (pass_dir / name).write_text(textwrap.dedent(source))
    listed = rules if rules is not None else sorted(n[:-3] for n in files if n.startswith("Rule"))
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(listed))
    return root


def readme_example() -> str:
    """The pass of README's "Writing a pass"."""
    text = (REPO / "README.md").read_text()
    return re.search(r"## Writing a pass.*?```python\n(.*?)```", text, re.DOTALL).group(1)


# -- the honest corpus ----------------------------------------------------------------------


def _joined(*parts: str) -> str:
    """Source parts indented each their own way, as one file (a part left indented fails to parse,
    and the checks skip a file whose import fails: the idiom would pass unchecked)."""
    return "".join(textwrap.dedent(part) for part in parts)


KERNEL = '''
    import torch
    import triton
    import triton.language as tl


    @triton.jit
    def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offsets < n
        tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)
'''
RELU_PATTERN = '''

    def pattern(a):
        return torch.relu(a)
'''

# Our own passes in the idioms of the public PassNet passes the allow-list was measured on
# (route dispatch through a shared helper, *args, autotune with lambda grids, shape helpers,
# constants appended by replacement_args, f-string errors, contiguous/reshape preparation).
IDIOMS = {
    "route_dispatch": {
        "RuleRelu.py": '''
            import torch
            from pass_dir.shared import shared_replacement_func


            def pattern(in_0):
                return torch.relu(in_0)


            def replacement_args(in_0):
                return (in_0, "relu", 0.5)


            def replacement_func():
                return shared_replacement_func()
        ''',
        "RuleScale.py": '''
            import torch
            from pass_dir.shared import shared_replacement_func


            def pattern(in_0):
                return in_0 * 0.125


            def replacement_args(in_0):
                return (in_0, "scale", 0.125)


            def replacement_func():
                return shared_replacement_func()
        ''',
        "shared.py": _joined(KERNEL, '''

            @triton.autotune(configs=[triton.Config({"BLOCK": 256}, num_warps=2),
                                      triton.Config({"BLOCK": 1024}, num_warps=4)], key=["n"])
            @triton.jit
            def scale_kernel(x_ptr, out_ptr, n, scale, BLOCK: tl.constexpr):
                offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
                mask = offsets < n
                tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask) * scale, mask=mask)


            def _blocks(n, block):
                return (n + block - 1) // block


            @torch.fx.wrap
            def dispatch(x, route, factor):
                n = x.numel()
                out = torch.empty_like(x)
                if route == "relu":
                    relu_kernel[(_blocks(n, 1024),)](x, out, n, BLOCK=1024)
                elif route == "scale":
                    inverse = 1.0 / factor
                    grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
                    scale_kernel[grid](x, out, n, 1.0 / inverse)
                else:
                    raise ValueError(f"unknown route {route!r} for {tuple(x.shape)}")
                return out


            def shared_replacement_func():
                return dispatch
        '''),
    },
    "varargs_and_views": {
        "RuleLinear.py": _joined(KERNEL + RELU_PATTERN, '''

            def replacement_args(a):
                return (a, "out")


            def _launch(x_2d: torch.Tensor, out_2d: "torch.Tensor", block: int = 1024) -> None:
                n = x_2d.numel()
                sizes = [0, 0]
                for i, t in enumerate((x_2d, out_2d)):
                    sizes[i] = t.numel() + i
                if n >= 2**31:
                    raise RuntimeError(f"{n} elements: too many for 32-bit offsets")
                relu_kernel[(triton.cdiv(n, block),)](x_2d, out_2d, n, BLOCK=block)


            @torch.fx.wrap
            def wrapper(*args):
                x, route = args[0], args[-1]
                assert route == "out" and x.dtype in (torch.float16, torch.bfloat16, torch.float32)
                x_2d = x.reshape(-1, x.shape[-1]) if x.ndim > 2 else x
                if not x_2d.is_contiguous():
                    x_2d = x_2d.contiguous()
                out_shape = list(x.shape[:-1]) + [x.shape[-1]]
                out = torch.empty(out_shape, device=x.device, dtype=x.dtype)
                block = min(4096, triton.next_power_of_2(x.shape[-1]))
                _launch(x_2d, out.view(-1, x.shape[-1]), max(block, 128))
                return out.view(*x.shape)


            def replacement_func():
                return wrapper
        '''),
    },
    "nested_grid_and_heuristics": {
        "RuleRelu.py": '''
            import math

            import torch
            import triton
            import triton.language as tl
            from torch import device

            CONFIGS = [triton.Config({"BLOCK": b}, num_warps=w) for b in (256, 1024) for w in (2, 4)]


            @triton.jit
            def add(a, b):
                return a + b


            @triton.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
            @triton.autotune(configs=CONFIGS, key=["n"])
            @triton.jit
            def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
                offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
                acc = tl.zeros((BLOCK,), dtype=tl.float32)
                for i in range(min(BLOCK, 4)):
                    acc += 0.0
                x = tl.load(x_ptr + offsets, mask=offsets < n, other=0.0).to(tl.float32)
                total = tl.reduce(x, 0, add)
                tl.store(out_ptr + offsets, tl.maximum(x + acc + total * 0.0, 0.0).to(out_ptr.dtype.element_ty),
                         mask=offsets < n)


            def pattern(a):
                return torch.relu(a.to(device(type="cuda", index=0)))


            def replacement_args(a):
                return (a,)


            def fixed_grid(meta):
                return (triton.cdiv(1 << 20, meta["BLOCK"]),)


            @torch.fx.wrap
            def relu(x):
                n = x.numel()
                out = torch.empty_like(x, dtype=x.dtype)

                def grid(meta):
                    return (math.ceil(n / meta["BLOCK"]),)

                relu_kernel[grid if n < (1 << 20) else fixed_grid](x, out, n)
                return out


            def replacement_func():
                return relu


            if __name__ == "__main__":
                import os
                print(os.getcwd())
        ''',
    },
    "identity": {
        "RuleIdentity.py": '''
            import torch


            def pattern(x):
                return torch.nn.functional.dropout(x, 0.0, False, False)


            def replacement_args(x):
                return (x,)


            @torch.fx.wrap
            def identity(x):
                return x


            def replacement_func():
                return identity
        ''',
    },
    "values_and_formats": {
        "RuleTanh.py": '''
            import math

            import torch
            import triton
            import triton.language as tl
            from triton.language.extra import libdevice

            SCALE = math.pi / 4


            def _even(args):
                return args["n"] % args["BLOCK"] == 0


            @triton.heuristics({"EVEN": _even})
            @triton.jit
            def scale_kernel(x_ptr, out_ptr, n, scale, OUT: tl.constexpr, BLOCK: tl.constexpr, EVEN: tl.constexpr):
                offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
                mask = offsets < n
                x = tl.load(x_ptr + offsets, mask=mask, other=0.0).to(tl.float32)
                tanh = libdevice.tanh(x) if OUT == tl.float64 else 2.0 * tl.sigmoid(2.0 * x) - 1.0
                tl.store(out_ptr + offsets, (tanh * scale).to(OUT), mask=mask)


            def pattern(a):
                return torch.tanh(a) * 0.785


            def replacement_args(a):
                return (a,)


            def _describe(x: torch.Tensor) -> str:
                return "{0} of {1:>4} elements, {name}, {0!r}".format(tuple(x.shape), x.numel(), name=str(x.dtype))


            def scaled_tanh(x):
                if not isinstance(x, torch.Tensor) or not isinstance(x.numel(), (int, float)):
                    raise TypeError(f"expected a tensor, got {x.shape}")
                if x.dtype not in (torch.float16, torch.bfloat16, torch.float32):
                    raise ValueError(f"unsupported dtype {x.dtype} for {_describe(x)}: {SCALE:.3f} {x.numel():,}")
                out = torch.empty_like(x)
                n = x.numel()
                out_dtype = tl.float16 if x.dtype == torch.float16 else tl.float32
                grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
                meta = {"OUT": out_dtype, "BLOCK": 1024}
                scale_kernel[grid](*(x, out), n, *[SCALE], **meta, **{"num_warps": 4})
                return out


            def replacement_func():
                return scaled_tanh
        ''',
    },
    "documented_dispatch": {  # round 20a's honest idioms: a doctest in a kernel's docstring, a nested helper, match
        "RuleRelu.py": '''
            import torch
            import triton
            import triton.language as tl


            @triton.autotune(
                configs=[
                    triton.Config({"BLOCK": 1024}),
                ],
                key=["n"],
            )
            @triton.jit
            def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
                """relu, elementwise.

                >>> def relu(x): return torch.relu(x)
                """
                offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
                mask = offsets < n
                tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)
                # the store is masked: the last block may be partial


            def pattern(a):
                return torch.relu(a)


            def replacement_args(a):
                return (a,)


            def relu(x):
                def blocks(m, block=1024):
                    return triton.cdiv(m, block)

                match x.dtype, tuple(x.shape):
                    case (torch.float16 | torch.bfloat16, _):
                        warps = 4
                    case (_, (rows, *rest)) if rows > 1:
                        warps = 8
                    case {"never": extra}:
                        warps = extra
                    case _:
                        warps = 4
                out = torch.empty_like(x)
                n = x.numel()
                assert blocks(n) >= 0 and warps > 0
                relu_kernel[(blocks(n),)](x, out, n)
                return out


            def replacement_func():
                return relu
        ''',
    },
    # round 59b's false rejections: replacement_func returning '<pass module>.<wrapper>' (both import spellings),
    # '__all__', the tutorials' DEVICE line
    "module_attribute_entry": {
        "kernels.py": _joined(KERNEL, '''

            __all__ = ["relu", "relu_kernel"]
            DEVICE = triton.runtime.driver.active.get_active_torch_device()


            def relu(x):
                out = torch.empty(x.shape, dtype=x.dtype, device=DEVICE)
                relu_kernel[lambda meta: (triton.cdiv(x.numel(), meta["BLOCK"]),)](x, out, x.numel(), BLOCK=1024)
                return out
        '''),
        "RuleRelu.py": _joined('''
            import torch
            from pass_dir import kernels
        ''', RELU_PATTERN, '''

            def replacement_args(a):
                return (a,)


            def replacement_func():
                return kernels.relu
        '''),
        "RuleReluAs.py": _joined('''
            import torch
            import pass_dir.kernels as fused
        ''', RELU_PATTERN, '''

            def replacement_args(a):
                return (a,)


            def replacement_func():
                return fused.relu
        '''),
    },
}


def honest_samples(root: Path) -> dict[str, Path]:
    samples = {f"demo:{p.parent.name[:8]}/{p.parents[4].name}": p.parent for p in DEMO_PASS_DIRS}
    for name in ("honest_add_relu", "honest_relu", "honest_cast"):
        samples[f"adversarial:{name}"] = build_sample(root, name, {"honest_cast": "cast", "honest_relu": "relu"}.get(
            name, "add_relu"))
    samples["readme"] = write_pass_dir(root / "readme", {"RuleReadme.py": readme_example()})
    samples["sample_factory"] = write_pass_dir(root / "factory", {"RuleAddRelu.py": ADD_RELU_PASS})
    for name, files in IDIOMS.items():
        samples[f"idiom:{name}"] = write_pass_dir(root / name, files)
    return samples


HONEST = ([f"demo:{p.parent.name[:8]}/{p.parents[4].name}" for p in DEMO_PASS_DIRS]
          + ["adversarial:honest_add_relu", "adversarial:honest_relu", "adversarial:honest_cast", "readme",
             "sample_factory"] + [f"idiom:{name}" for name in IDIOMS])


@pytest.fixture(scope="module")
def honest(tmp_path_factory) -> dict[str, Path]:
    return honest_samples(tmp_path_factory.mktemp("honest"))


def test_the_demo_sets_have_passes():
    assert len(DEMO_PASS_DIRS) == 12  # six passes, in the CPU and the GPU demo set


@pytest.mark.parametrize("name", HONEST)
def test_honest_pass_is_accepted(honest, name):
    for source in honest[name].rglob("*.py"):
        ast.parse(source.read_bytes(), str(source))  # checked, not skipped as an import that fails
    assert sample_static_findings(honest[name]) == []


def graph_forwards() -> list[Path]:
    """The vendored graphs (operators written as dunder methods, torch._C calls) and every 40th
    graph of the repo's sets; all 2,871 pass too (checked by hand, 57 s)."""
    return sorted(REPO.glob("tests/data/**/model.py")) + sorted(REPO.glob("graphs/**/model.py"))[::40]


def test_graph_forwards_are_valid_patterns():
    """A pattern is written as the ops appear in model.py: every forward of the graphs passes as one."""
    checked = 0
    for model in graph_forwards():
        tree = ast.parse(model.read_bytes())
        forward = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "forward")
        forward.name, forward.args.args, forward.decorator_list = "pattern", forward.args.args[1:], []
        first = forward.args.args[0].arg
        rule = ast.parse(f"import torch\nfrom torch import device\nfrom torch import inf\n\n\ndef replacement_args({first}, *rest):\n"
                         f"    return ({first},)\n\n\ndef allocate(x, *rest):\n    return torch.empty_like(x)\n\n\n"
                         "def replacement_func():\n    return allocate\n")
        rule.body.insert(3, forward)  # after the imports model.py has too
        assert wrapper_rules.check([wrapper_rules.Module(model, rule, model.read_bytes(), rule=True)]) == [], model
        checked += 1
    assert checked >= 90


# -- the hacks of the adversarial suite ---------------------------------------------------------

# Every hack there that computes outside Triton, keeps state or tampers, with the first line we give.
HACKS = {
    "args_smuggling": ("add_relu", "args_smuggling.py:14: replacement_args computes '(a + b,)'"),
    "cached_lru": ("add_relu", "cached_lru.py:4: imports 'functools'"),
    "cached_state": ("add_relu", "cached_state.py:22: writes to '_RESULTS[key]', which outlives the call"),
    "decoy_kernel": ("add_relu", "decoy_kernel.py:19: uses type()"),
    "fresh_input_crash": ("add_relu", "fresh_input_crash.py:29: calls 'seen.setdefault()' on something that "
                                      "outlives the call"),
    "fresh_input_exit": ("add_relu", "fresh_input_exit.py:30: imports 'os'"),
    "helper_fallback": ("add_relu", "torch_helpers.py:11: calls 'torch.relu' — compute in the Triton kernel"),
    "nested_def": ("add_relu", "nested_def.py:17: replacement_func returns something the allow-list cannot follow"),
    "method_fallback": ("add_relu", "method_fallback.py:16: calls the tensor method 'x.add()'"),
    "no_kernel": ("cast", "no_kernel.py:15: converts a tensor: 'torch.as_tensor(x, dtype=torch.float16)'"),
    "operator_fallback": ("add_relu", "operator_fallback.py:16: tensor arithmetic 'x + y'"),
    "poison_evasion": ("add_relu", "poison_evasion.py:20: tensor arithmetic 'x + y'"),
    "second_stream": ("add_relu", "second_stream.py:8: uses 'torch.cuda.Stream'"),
    "timer_patch": ("add_relu", "timer_patch.py:16: assigns to 'time.time' at module level"),
    "timer_patch_hidden": ("add_relu", "timer_patch_hidden.py:16: module-level statement "
                                       "'time.__dict__.update(time=_our_clock)'"),
}
# Left to other layers: PassBench's own validator skips the file (torch_fallback); writing into an
# input is the aliasing check's.
NOT_STATIC = {"torch_fallback": "add_relu", "input_aliasing": "relu"}


def test_every_adversarial_pass_is_classified():
    names = {p.stem for p in PASSES.glob("*.py")} - {"kernels", "torch_helpers"}
    assert names == set(HACKS) | set(NOT_STATIC) | {"honest_add_relu", "honest_relu", "honest_cast"}


@pytest.mark.parametrize("name", HACKS)
def test_adversarial_hack_is_rejected(tmp_path, name):
    model, line = HACKS[name]
    findings = sample_static_findings(build_sample(tmp_path, name, model))
    assert any(f.startswith("[passnet static rules] ") and line in f for f in findings), findings


@pytest.mark.parametrize("name", NOT_STATIC)
def test_hacks_the_allow_list_leaves_to_other_layers(tmp_path, name):
    assert sample_static_findings(build_sample(tmp_path, name, NOT_STATIC[name])) == []


# -- the rules, one construct at a time ---------------------------------------------------------

def wrapper_rule(body: str, args: str = "(a,)", head: str = "") -> str:
    """A rule file whose wrapper ``relu(x, *rest)`` has ``body``; the line marked ``# <-`` is the finding's."""
    return (textwrap.dedent(KERNEL) + textwrap.dedent(head) + textwrap.dedent(RELU_PATTERN)
            + f"\n\ndef replacement_args(a):\n    return {args}\n\n\ndef relu(x, *rest):\n"
            + textwrap.indent(textwrap.dedent(body), "    ")
            + "\n\ndef replacement_func():\n    return relu\n")


K3 = "@triton.jit\ndef k3(x_ptr, M: tl.constexpr):\n    pass\n"  # a kernel with a constexpr
# round 60a: relu_kernel autotuned over BLOCK, with a prune_configs_by display (``%`` its entries)
PRUNED = ("@triton.autotune(configs=[triton.Config({'BLOCK': 1024}), triton.Config({'BLOCK': 512})], key=['n'], "
          "prune_configs_by={%s})\n@triton.jit\ndef relu_kernel2(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n    pass\n")
AUTOTUNED_LAUNCH = "out = torch.empty_like(x)\nrelu_kernel2[(1,)](x, out, x.numel())\nreturn out"
LAUNCH = "out = torch.empty_like(x)\nrelu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)\n"
REJECTED = [  # (id, rule source, what the finding says)
    ("arithmetic", wrapper_rule(LAUNCH + "return out * 2  # <-"), "tensor arithmetic 'out * 2'"),
    ("augmented", wrapper_rule(LAUNCH + "out += x  # <-\nreturn out"), "tensor arithmetic 'out += x'"),
    ("negation", wrapper_rule(LAUNCH + "return -out  # <-"), "tensor arithmetic '-out'"),
    ("comparison", wrapper_rule(LAUNCH + "return out > 0  # <-"), "compares a tensor: 'out > 0'"),
    ("container comparison", wrapper_rule(LAUNCH + "return [out] == [x]  # <-"), "compares a tensor"),
    ("indexing", wrapper_rule(LAUNCH + "return out[0]  # <-"), "indexes a tensor: 'out[0]'"),
    ("tensor index", wrapper_rule("n = x.shape[x]  # <-\n" + LAUNCH + "return out"),
     "uses a tensor as an index: 'x'"),
    ("in-place write", wrapper_rule(LAUNCH + "out[:] = x  # <-\nreturn out"), "writes into a tensor: 'out[:]'"),
    ("truth test", wrapper_rule("if x:  # <-\n    pass\n" + LAUNCH + "return out"), "tests a tensor's value: 'x'"),
    ("item", wrapper_rule(LAUNCH + "return out.item()  # <-"), "calls the tensor method 'out.item()'"),
    ("conversion", wrapper_rule(LAUNCH + "return out.to(torch.float16)  # <-"), "calls the tensor method 'out.to()'"),
    ("clone", wrapper_rule(LAUNCH + "return out.clone()  # <-"), "calls the tensor method 'out.clone()'"),
    ("tensor attribute", wrapper_rule(LAUNCH + "return out.data  # <-"), "reads 'out.data' of a tensor"),
    ("as_tensor conversion", wrapper_rule("return torch.as_tensor(x, dtype=torch.float16)  # <-"),
     "converts a tensor: 'torch.as_tensor(x, dtype=torch.float16)'"),
    ("as_tensor stack", wrapper_rule("return torch.as_tensor([x, x])  # <-"), "converts a tensor"),
    ("out=", wrapper_rule("return torch.zeros(3, out=x)  # <-"), "'torch.zeros(..., out=...)' writes into an existing"),
    ("out= through **", wrapper_rule("return torch.zeros(3, **{'out': x})  # <-"),
     "'torch.zeros(..., out=...)' writes into an existing"),
    ("conversion through **dict", wrapper_rule("return torch.as_tensor(x, **dict(dtype=torch.float16))  # <-"),
     "converts a tensor"),
    ("allocator's ** unread", wrapper_rule("kw = {'dtype': x.dtype}\nkw['out'] = x\nreturn torch.zeros(3, **kw)  # <-"),
     "passes '**kw' to 'torch.zeros', whose keywords the checks cannot read"),
    ("out= through a name", wrapper_rule("kw = {'out': x}\nreturn torch.zeros(3, **kw)  # <-"),
     "'torch.zeros(..., out=...)' writes into an existing"),
    ("fill from tensor", wrapper_rule("return torch.full((2,), x)  # <-"), "fills from a tensor's value"),
    ("sum of tensors", wrapper_rule("return sum([x, x])  # <-"), "passes a tensor to sum()"),
    ("max of tensors", wrapper_rule("return max(x, 0)  # <-"), "passes a tensor to max()"),
    ("math of tensors", wrapper_rule("import math\nreturn math.prod([x, x])  # <-"),
     "passes a tensor to 'math.prod'"),
    ("element of a dict", wrapper_rule("d = {'a': x}\nreturn d.get('a') * 2  # <-"), "tensor arithmetic"),
    ("element of *rest", wrapper_rule("return rest[0] + 1  # <-", args="(a, a)"), "tensor arithmetic 'rest[0] + 1'"),
    ("f-string of a tensor", wrapper_rule("raise ValueError(f'{x}')  # <-"), "formats a tensor's values: 'x'"),
    ("tensor helper argument", wrapper_rule("return _twice(x)", head="def _twice(v):\n    return v * 2  # <-\n"),
     "tensor arithmetic 'v * 2'"),
    ("getattr", wrapper_rule("return getattr(torch, 'relu')(x)  # <-"), "uses getattr() — call functions by their"),
    ("eval", wrapper_rule("return eval('x + x')  # <-"), "uses eval()"),
    ("type", wrapper_rule("if type(x) is torch.Tensor:  # <-\n    return x\n" + LAUNCH + "return out"),
     "uses type()"),
    ("__import__", wrapper_rule("return __import__('torch').relu(x)  # <-"), "uses '__import__'"),
    ("dunder attribute", wrapper_rule("return x.__class__  # <-"), "reads 'x.__class__'"),
    ("import", wrapper_rule("import os  # <-\nreturn x"), "imports 'os' — a pass may import only torch, triton"),
    ("relative import", wrapper_rule("return x", head="from . import kernels  # <-\n"),
     "relative import 'from . import ...' — import helpers as 'from pass_dir.<module> import <name>'"),
    ("star import", wrapper_rule("return x", head="from math import *  # <-\n"), "'from math import *'"),
    ("attribute assignment", wrapper_rule("x.cache = x  # <-\nreturn x"), "assigns to 'x.cache'"),
    ("module state", wrapper_rule("_SEEN['x'] = x  # <-\nreturn x", head="_SEEN = {}\n"),
     "writes to '_SEEN['x']', which outlives the call or belongs to the caller"),
    ("module state method", wrapper_rule("_SEEN.append(x)  # <-\nreturn x", head="_SEEN = []\n"),
     "calls '_SEEN.append()' on something that outlives the call"),
    ("state by alias", wrapper_rule("seen = _SEEN\nseen.append(x)  # <-\nreturn x", head="_SEEN = []\n"),
     "calls 'seen.append()' on something that outlives the call"),
    ("mutable default", wrapper_rule("return _keep(x)", head="def _keep(v, memo={}):\n    memo['v'] = v  # <-\n"
                                                            "    return v\n"), "writes to 'memo['v']'"),
    ("tensor made at import", wrapper_rule("return _BUFFER", head="def _make():\n    return torch.empty(4)\n\n\n"
                                                                  "_BUFFER = _make()  # <-\n"),
     "computes '_make()' at import"),
    ("global", wrapper_rule("global _LAST  # <-\n_LAST = x\nreturn x"), "'global' statement"),
    ("try", wrapper_rule("try:  # <-\n    " + LAUNCH.replace("\n", "\n    ") + "return out\nexcept RuntimeError:\n"
                         "    return x"), "'try' block — a fallback lets the wrapper compute another way"),
    ("class", wrapper_rule("return x", head="class Cache:  # <-\n    pass\n"), "module-level statement 'class Cache"),
    ("module-level call", wrapper_rule("return x", head="print('loaded')  # <-\n"), "module-level statement"),
    ("decorator", wrapper_rule("return x", head="import functools\n\n\n@functools.cache  # <-\ndef f():\n"
                                                "    return 1\n"), "decorator '@functools.cache'"),
    ("direct kernel call", wrapper_rule("relu_kernel(x, x, 1, 1)  # <-\nreturn x"),
     "calls the kernel 'relu_kernel' directly — launch kernels as kernel[grid](...)"),
    ("lambda replacement", wrapper_rule("return x").replace("    return relu\n", "    return lambda a: a + 1  # <-\n"),
     "tensor arithmetic 'a + 1'"),
    ("returns a builtin", wrapper_rule("return x").replace("    return relu\n", "    return max  # <-\n"),
     "returns the function 'max'"),
    ("grid computing", wrapper_rule("relu_kernel[lambda m: (x.add_(1).numel(),)](x, x, 1)  # <-\nreturn x"),
     "calls the tensor method 'x.add_()'"),
    ("heuristic mutating", wrapper_rule("return x", head="@triton.heuristics({'B': lambda args: args['x'].add_(1)})"
                                                         "  # <-\n@triton.jit\ndef k2(x):\n    pass\n"),
     "calls 'args['x'].add_()'"),
    ("kernel state", wrapper_rule("return x", head="_L = []\n\n\n@triton.jit\ndef k2(x_ptr):\n"
                                                   "    _L.append(x_ptr)  # <-\n"), "calls '_L.append()'"),
    ("returns a kernel", wrapper_rule("return x").replace("    return relu\n", "    return relu_kernel  # <-\n"),
     "uses the kernel 'relu_kernel' other than by launching it"),
    ("kernel's function", wrapper_rule("return relu_kernel.fn(x, x, 1, 1)  # <-"), "calls 'relu_kernel.fn'"),
    ("grid default", wrapper_rule("g = lambda m, t=x: (t * 2).numel()  # <-\nrelu_kernel[g](x, x, 1)\nreturn x"),
     "tensor arithmetic 't * 2'"),
    ("interpreter internals", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr):\n"
                                                            "    v = tl.load(x_ptr).handle.data.clip(0)  # <-\n"),
     "reads 'tl.load(x_ptr).handle'"),
    ("list to a kernel", wrapper_rule("out = torch.empty_like(x)\nrelu_kernel[(1,)](x, [out], 1, BLOCK=1)  # <-\n"
                                      "return out"), "passes '[out]', which may hold tensors, to a kernel"),
    ("pattern native code", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    torch.utils.cpp_extension.load_inline('m', '')  # <-\n"),
     "pattern calls 'torch.utils.cpp_extension.load_inline' — pattern is traced in the child"),
    ("pattern file", wrapper_rule("return x").replace("def pattern(a):\n", "def pattern(a):\n    torch.save(a, 'f')  # <-\n"),
     "pattern calls 'torch.save'"),
    ("pattern switch", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    torch.set_default_dtype(torch.half)  # <-\n"),
     "pattern calls 'torch.set_default_dtype'"),
    ("pattern dunder", wrapper_rule("return x").replace("def pattern(a):\n", "def pattern(a):\n    a.__class__  # <-\n"),
     "reads 'a.__class__'"),
    ("annotation", wrapper_rule("return x", head="def f(v: print('hi') or int):  # <-\n    return v\n"),
     "calls print()"),
    ("module annotation", wrapper_rule("return x", head="X: print('hi') = 1  # <-\n"), "calls print()"),
    ("nested default", wrapper_rule("def grid(m, t=x.add_(1)):  # <-\n    return (1,)\nrelu_kernel[grid](x, x, 1)\n"
                                    "return x"), "calls the tensor method 'x.add_()'"),
    ("dict default", wrapper_rule("return {}.get('a', x) * 2  # <-"), "tensor arithmetic"),
    ("triton's other parts", wrapper_rule("relu_kernel[triton.testing.do_bench](x, x, 1)  # <-\nreturn x"),
     "uses 'triton.testing.do_bench'"),
    ("default made at import", wrapper_rule("return _keep(x)", head="def _make():\n    return torch.empty(4)\n\n\n"
                                                                   "def _keep(v, out=_make()):  # <-\n    return out\n"),
     "computes the default '_make()' at import"),
    ("pattern import", wrapper_rule("return x").replace("def pattern(a):\n", "def pattern(a):\n    import os  # <-\n"),
     "imports 'os'"),
    ("replacement_args compute", wrapper_rule("return x").replace("    return (a,)\n", "    return (a * 2,)  # <-\n"),
     "replacement_args computes '(a * 2,)'"),
    # Reflection (issue 23, round 2's allow_list_escape and what was tried against the fix): str.format
    # fields, modules and functions as values, names through other packages' modules, kernels' and
    # patterns' Python in the CPU interpreter, values laundered through builtins, launch hooks.
    ("format attribute field", wrapper_rule("s = '{0.sys.modules}'.format(x.shape)  # <-\nreturn x"),
     "formats the field '{0.sys.modules}', which reads attributes or items"),
    ("format item field", wrapper_rule("s = '{0[0][0]:.17g}'.format(x.shape)  # <-\nreturn x"),
     "formats the field '{0[0][0]}'"),
    ("format spec field", wrapper_rule("s = '{0:{1.real}}'.format(1, 2)  # <-\nreturn x"),
     "formats the field '{1.real}'"),
    ("format template constant", wrapper_rule("s = T.format(x.shape)  # <-\nreturn x", head="T = '{0.sys}'\n"),
     "calls 'T.format()' on something other than a string literal"),
    ("format twice", wrapper_rule("s = '{{0.real}}'.format().format(1)  # <-\nreturn x"),
     "calls ''{{0.real}}'.format().format()' on something other than a string literal"),
    ("format_map", wrapper_rule("s = '{a}'.format_map({'a': 1})  # <-\nreturn x"), "calls ''{a}'.format_map()'"),
    ("format a tensor", wrapper_rule("s = '{}'.format(x)  # <-\nreturn x"), "formats a tensor's values: 'x'"),
    ("f-string of a tuple", wrapper_rule("s = f'{(x,)}'  # <-\nreturn x"), "formats a tensor's values: '(x,)'"),
    ("percent of a tuple", wrapper_rule("s = '%s' % (x,)  # <-\nreturn x"), "formats a tensor's values: ''%s' % (x,)'"),
    ("f-string of a function", wrapper_rule("s = f'{relu!r}'  # <-\nreturn x"), "formats the function 'relu'"),
    ("module as a constant", wrapper_rule("return x", head="T = torch  # <-\n"), "uses 'torch' as a value"),
    ("module as a default", wrapper_rule("return x", head="def _g(v, m=torch):  # <-\n    return v\n"),
     "uses 'torch' as a value"),
    ("module in a constexpr", wrapper_rule("return x", head="C = tl.constexpr(torch)  # <-\n"), "uses 'torch' as a value"),
    ("module to a kernel", wrapper_rule("relu_kernel[(1,)](x, x, 1, BLOCK=torch)  # <-\nreturn x"),
     "uses 'torch' as a value"),
    ("function as a value", wrapper_rule("fs = [math.sqrt]  # <-\nreturn x", head="import math\n"),
     "uses 'math.sqrt' as a value"),
    ("class as a value", wrapper_rule("t = (torch.Tensor,)  # <-\nreturn x"), "uses 'torch.Tensor' as a value"),
    ("through another module", wrapper_rule("return x", head="import typing\nX = typing.sys.modules['os'].replace("
                                                              "'/a', '/b')  # <-\n"),
     "uses 'typing.sys.modules': 'typing.sys' is the module 'sys'"),
    ("kernel through another module", wrapper_rule("return x", head="import typing\n\n\n@triton.jit\ndef k2(x_ptr):\n"
                                                                     "    typing.sys.modules['os'].system('true')  # <-\n"),
     "uses 'typing.sys.modules'"),
    ("kernel into the interpreter", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr):\n"
                                                                  "    tl.random.tl.knobs.os.system('true')  # <-\n"),
     "uses 'triton.language.random.tl.knobs.os.system': 'triton.language.random.tl' is the module "
     "'triton.language.core'"),
    ("kernel format", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr):\n"
                                                    "    s = '{0.handle.data}'.format(x_ptr)  # <-\n"),
     "formats the field '{0.handle.data}'"),
    ("kernel reads a kernel", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr):\n    s = relu_kernel.fn  # <-\n"),
     "reads 'relu_kernel.fn' of the function 'relu_kernel'"),
    ("kernel launches", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr):\n"
                                                      "    relu_kernel[(1,)](x_ptr, x_ptr, 1, BLOCK=1)  # <-\n"),
     "launches 'relu_kernel' from kernel code"),
    ("kernel holds a kernel", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr):\n    t = (relu_kernel,)  # <-\n"
                                                            "    t[0].fn(x_ptr)\n"),
     "uses the jit function 'relu_kernel' as a value"),
    ("kernel writes a dict", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr, S: tl.constexpr):\n"
                                                         "    S[0] = x_ptr  # <-\n"), "kernel code writes to 'S[0]'"),
    ("kernel appends", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr, S: tl.constexpr):\n"
                                                    "    S.append(x_ptr)  # <-\n"), "kernel code calls 'S.append()'"),
    ("kernel grows an alias", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr, S: tl.constexpr):\n"
                                                           "    kept = S\n    kept += [x_ptr]  # <-\n"),
     "kernel code grows 'kept' in place"),
    ("kernel updates a constexpr", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr, S: tl.constexpr):\n"
                                                                "    S |= {0: 1}  # <-\n"),
     "kernel code updates the constexpr 'S' in place"),
    ("tensor constexpr", wrapper_rule("k3[(1,)](x, x)  # <-\nreturn x", head=K3),
     "passes a tensor as the constexpr 'M' of 'k3'"),
    ("tensor constexpr through **", wrapper_rule("k3[(1,)](x, **{'M': [x]})  # <-\nreturn x", head=K3),
     "passes a tensor as the constexpr 'M' of 'k3'"),
    ("tensor constexpr through **dict", wrapper_rule("k3[(1,)](x, **dict(M=(x,)))  # <-\nreturn x", head=K3),
     "passes a tensor as the constexpr 'M' of 'k3'"),
    ("tensor constexpr through *", wrapper_rule("k3[(1,)](*[x, [x]])  # <-\nreturn x", head=K3),
     "passes a tensor as the constexpr 'M' of 'k3'"),
    ("tensor constexpr through a name", wrapper_rule("kw = {'M': x}\nk3[(1,)](x, **kw)  # <-\nreturn x", head=K3),
     "passes a tensor as the constexpr 'M' of 'k3'"),
    ("tensor constexpr through *rest", wrapper_rule("k3[(1,)](x, *rest)  # <-\nreturn x", args="(a, a)", head=K3),
     "passes a tensor through '*rest' to the constexpr 'M' of 'k3'"),
    ("*rest where a Config of a helper's sets M", wrapper_rule(
        "k3[(1,)](x, *rest)  # <-\nreturn x", args="(a, a)", head="def _config(kw):\n    return triton.Config(kw)\n\n\n"
        "@triton.autotune(configs=[_config({'M': 1})], key=[])\n" + K3),
     "passes a tensor through '*rest' to the constexpr 'M' of 'k3'"),  # only triton.Config({...}) is read (round 18c)
    ("exception's args", wrapper_rule("return ValueError(x).args[0]  # <-"), "reads 'ValueError(x).args' of a tensor"),
    ("slice's start", wrapper_rule("return slice(x).start  # <-"), "reads 'slice(x).start' of a tensor"),
    ("dict's keys", wrapper_rule("y = [*{x: 0}.keys()][0]\nreturn y + 1  # <-"), "tensor arithmetic 'y + 1'"),
    ("grid reads a tensor", wrapper_rule("relu_kernel[lambda m: (int(m['x_ptr'][0]),)](x, x, 1, BLOCK=4)  # <-\nreturn x"),
     "indexes a tensor: 'm['x_ptr'][0]'"),
    ("heuristic reads a tensor", wrapper_rule("k3[(1,)](x)\nreturn x", head="@triton.heuristics({'M': lambda args: "
                                                                          "float(args['x_ptr'][0]) > 0})  # <-\n" + K3),
     "indexes a tensor: 'args['x_ptr'][0]'"),
    ("heuristic hands a tensor", wrapper_rule("k3[(1,)](x)\nreturn x", head="@triton.heuristics({'M': lambda args: "
                                                                          "args['x_ptr']})  # <-\n" + K3),
     "the heuristic for 'M' may return a tensor"),
    ("heuristic keeps a table", wrapper_rule("k3[(1,)](x)\nreturn x", head="def _table():\n    return torch.empty(4)\n\n\n"
                                                                         "@triton.heuristics({'M': lambda args, t=_table()"
                                                                         ": 1})  # <-\n" + K3),
     "computes the default '_table()' at import"),
    ("pre-hook keeps a table", wrapper_rule("k3[(1,)](x)\nreturn x", head="def _table():\n    return torch.empty(4)\n\n\n"
                                                                        "@triton.autotune(configs=[triton.Config({'M': 1}, "
                                                                        "pre_hook=lambda a, t=_table(): None)], key=[])  # <-\n"
                                                                        + K3),
     "computes the default '_table()' at import"),
    ("decorator computes", wrapper_rule("k3[(1,)](x)\nreturn x", head="def _table():\n    return torch.empty(4)\n\n\n"
                                                                    "@triton.autotune(configs=[], key=[_table()])  # <-\n"
                                                                    + K3),
     "computes '[_table()]' at import, in a decorator"),
    ("heuristic table by name", wrapper_rule("k3[(1,)](x)\nreturn x", head="_H = {'M': lambda args: 1}\n\n\n"
                                                                         "@triton.heuristics(_H)  # <-\n" + K3),
     "'@triton.heuristics(_H)' gives a table the checks cannot read"),
    ("heuristic table by keyword and name", wrapper_rule("k3[(1,)](x)\nreturn x", head="_H = {'M': lambda args: 1}\n\n\n"
                                                                                     "@triton.heuristics(values=_H)  # <-\n"
                                                                                     + K3),
     "'@triton.heuristics(values=_H)' gives a table the checks cannot read"),
    ("heuristic table spread", wrapper_rule("k3[(1,)](x)\nreturn x", head="_H = {'M': lambda args: 1}\n\n\n"
                                                                        "@triton.heuristics({**_H})  # <-\n" + K3),
     "the heuristic entry '**: _H' is not one the checks can read"),
    ("pattern loads a module", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    torch.ops.import_module('os')  # <-\n"),
     "pattern calls 'torch.ops.import_module'"),
    ("pattern imports by name", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    torch._utils._import_dotted_name('os')  # <-\n"),
     "pattern calls 'torch._utils._import_dotted_name'"),
    ("pattern through another module", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    torch.sys.modules['os'].system('true')  # <-\n"),
     "uses 'torch.sys.modules': 'torch.sys' is the module 'sys'"),
    ("pattern calls a value", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    [torch.save][0](a, 'f')  # <-\n"), "calls '[torch.save][0]'"),
    ("pattern global hook", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    torch.nn.modules.module.register_module_forward_hook(relu)  # <-\n"),
     "pattern calls 'torch.nn.modules.module.register_module_forward_hook'"),
    ("pattern leaves torch", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    torch.zeros(1).numpy().ctypes._ctypes  # <-\n"),
     "pattern calls 'torch.zeros(1).numpy()'"),
    ("pattern reads a private name", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    b = a._base  # <-\n"), "pattern reads 'a._base'"),
    ("pattern reads what no tensor has", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    b = a.size().ctypes  # <-\n"), "pattern reads 'a.size().ctypes'"),
    ("pattern calls a method by its class", wrapper_rule("return x").replace(
        "def pattern(a):\n", "def pattern(a):\n    b = torch.Tensor.tolist(a)  # <-\n"),
     "pattern calls 'torch.Tensor.tolist'"),
    # round 19c: the CPU interpreter copies its globals (inspect, np, ast, ...) into the pass module
    ("kernel names what nothing binds", wrapper_rule("return x", head=(
        "@triton.jit\ndef k4(x_ptr):\n    inspect.sys.modules.get('builtins')  # <-\n")),
     "uses 'inspect', which the pass never binds"),
    ("wrapper names what nothing binds", wrapper_rule("np.clip(x, 0, None)  # <-\nreturn x"),
     "uses 'np', which the pass never binds"),
    ("comprehension variable named outside it", wrapper_rule("return x", head=(
        "@triton.jit\ndef k4(x_ptr):\n    a = [0 for tl in (1,)]\n    tl.extra.modules.get('builtins')  # <-\n")),
     "uses 'tl' outside the comprehension that binds it"),
    ("kernel calls a helper of triton.language", wrapper_rule("return x", head=(
        "@triton.jit\ndef k4(x_ptr):\n    tl.str_to_ty('fp32', None)  # <-\n")),
     "calls 'triton.language.str_to_ty', a Python helper of triton.language"),
    ("list by a starred target", wrapper_rule("_, *pack = (0, x)\nk3[(1,)](x, (0, pack), M=1)  # <-\nreturn x",
                                              head=K3.replace("x_ptr,", "x_ptr, pack,")),
     "passes 'pack', which may hold tensors, to a kernel"),
    ("list by a nested default", wrapper_rule(
        "def launch(pack=[x][:]):\n    k3[(1,)](x, (0, pack), M=1)  # <-\nlaunch()\nreturn x",
        head=K3.replace("x_ptr,", "x_ptr, pack,")), "passes 'pack', which may hold tensors, to a kernel"),
    ("new_full's fill value by keyword", wrapper_rule("return x.new_full(x.shape, fill_value=x)  # <-"),
     "fills from a tensor's value"),
    ("new_full's fill value through *", wrapper_rule("return x.new_full(*[x.shape, x])  # <-"),
     "fills from a tensor's value"),
    ("nested helper given a tensor", wrapper_rule("def blocks(m):\n    return triton.cdiv(m, 1024)  # <-\n"
                                                  "return blocks(x)"), "passes a tensor to 'triton.cdiv'"),
    ("nested helper used as a value", wrapper_rule("def blocks(m):\n    return triton.cdiv(m, 1024)  # <-\n"
                                                   "return sorted(x.shape, key=blocks)"),
     "passes a tensor to 'triton.cdiv'"),
    ("match on a tensor", wrapper_rule("match x:  # <-\n    case 0:\n        pass\nreturn x"),
     "matches on what may be a tensor or hold one: 'x'"),
    ("match's class pattern", wrapper_rule("match x.shape:\n    case torch.Size():  # <-\n        pass\nreturn x"),
     "class pattern 'torch.Size()'"),
    ("match in a kernel", wrapper_rule("return x", head="@triton.jit\ndef k2(x_ptr, N: tl.constexpr):\n"
                                                        "    match N:  # <-\n        case 1:\n            pass\n"),
     "'match' statement in kernel code"),
    ("a kernel's def line in a bytes literal", wrapper_rule("return x", head=(
        '@triton.jit\ndef k2(x_ptr):\n    pass\n    b"""\n    def k2(x_ptr):  # <-\n        pass\n    #"""\n')),
     "a line that starts with 'def' in the source of the jit function 'k2' (lines 12-18)"),
    ("a kernel's def line after a backslash-newline", wrapper_rule("return x", head=(
        '@triton.jit\ndef k2(x_ptr):\n    pass\n    """x\\\n    def k2(x_ptr):  # <-\n        pass\n    #"""\n')),
     "a line that starts with 'def' in the source of the jit function 'k2'"),
    ("a kernel's def line in an annotation", wrapper_rule("return x", head=(
        '@triton.jit\ndef k2(x_ptr):\n    hidden: """\n    def k2(x_ptr):  # <-\n        pass\n    #"""\n')),
     "a line that starts with 'def' in the source of the jit function 'k2'"),
    ("a kernel's def line in a decorator", wrapper_rule("return x", head=(
        '@triton.heuristics({"B": lambda meta: len("""\ndef k2(x_ptr, B):  # <-\n""")})\n'
        '@triton.jit\ndef k2(x_ptr, B):\n    pass\n')),
     "a line that starts with 'def' in the source of the jit function 'k2'"),
    ("a def line in a kernel's docstring", wrapper_rule("return x", head=(
        '@triton.jit\ndef k2(x_ptr):\n    """Doc.\n\n    def k2(x_ptr): ...  # <-\n    """\n')),
     "a line that starts with 'def' in the source of the jit function 'k2'"),
    ("a kernel's def with a tab", wrapper_rule("return x", head="@triton.jit\ndef\tk2(x_ptr):  # <-\n    pass\n"),
     "the jit function 'k2' is defined by the line 'def\\tk2(x_ptr):  # <-', not 'def k2('"),
    ("a kernel inspect reads in part", wrapper_rule("return x", head=(
        "@(\n    # lambda\n    triton.jit\n)\ndef k2(x_ptr):  # <-\n    pass\n")),
     "Python's inspect reads lines 13-16 as the jit function 'k2', which ends at line 17"),
    ("* filling Configs' keys a pruning hook may drop", wrapper_rule("pack = (x, x)\nk3[(1,)](*pack)  # <-\nreturn x", head=(
        "@triton.autotune(configs=[triton.Config({'M': 1})], key=[], prune_configs_by={'early_config_prune': "
        "lambda configs, named_args, **kw: configs})\n" + K3)),
     "passes a tensor through '*pack' to the constexpr 'M'"),
    # round 59b: a bound method of plain data used as a value (HOOK_BOUND_METHOD), and what it may fill
    ("a container's method as a Config pre_hook", wrapper_rule("return x", head=(
        "_SEEN = {}\n@triton.autotune(configs=[triton.Config({'M': 1}, pre_hook=_SEEN.update)], key=[])  # <-\n"
        + K3)), "uses the method '_SEEN.update' as a value — call a value's methods where they stand"),
    ("a container's method as autotune's post_hook", wrapper_rule("return x", head=(
        "_SEEN = []\n@triton.autotune(configs=[triton.Config({'M': 1})], key=[], post_hook=_SEEN.append)  # <-\n"
        + K3)), "uses the method '_SEEN.append' as a value"),
    ("a container's method by another name", wrapper_rule("return x", head="_SEEN = set()\n_KEEP = _SEEN.add  # <-\n"),
     "uses the method '_SEEN.add' as a value"),
    ("a container's method as a grid", wrapper_rule(
        "out = torch.empty_like(x)\nrelu_kernel[_SEEN.update](x, out, x.numel(), BLOCK=1024)  # <-\nreturn out",
        head="_SEEN = {}\n"), "uses the method '_SEEN.update' as a value"),
    ("a method kept in the wrapper", wrapper_rule("get = {}.get  # <-\nreturn x"), "uses the method '{}.get' as a value"),
    ("what an escaped method's container holds", wrapper_rule(
        "out = torch.empty_like(x)\nk3[(1,)](x)\nseen = _SEEN.get('x_ptr')\nreturn seen * 2  # <-",
        head=("_SEEN = {}\n@triton.autotune(configs=[triton.Config({'M': 1}, pre_hook=_SEEN.update)], key=[])\n"
              + K3)), "tensor arithmetic 'seen * 2'"),
    # round 59b's low escapes
    ("reversed of a tensor", wrapper_rule("return reversed(x)  # <-"),
     "passes what may be a tensor to reversed(), which flips it: 'reversed(x)'"),
    ("count with a tensor", wrapper_rule("return (1.0, 0.0).count(x)  # <-"),
     "compares tensors with '(1.0, 0.0).count()'"),
    ("index with a tensor", wrapper_rule("return [0, 1].index(x)  # <-"), "compares tensors with '[0, 1].index()'"),
    ("a grid function returning a tensor", wrapper_rule(
        "out = torch.empty_like(x)\nrelu_kernel[lambda meta: (meta['x_ptr'],)](x, out, x.numel(), BLOCK=1024)  # <-\n"
        "return out"), "launches with the grid function 'lambda meta: (meta['x_ptr'],)', which may return a tensor"),
    ("a grid def returning a tensor", wrapper_rule(
        "out = torch.empty_like(x)\nrelu_kernel[_grid](x, out, x.numel(), BLOCK=1024)  # <-\nreturn out",
        head="def _grid(meta):\n    return (meta['x_ptr'],)\n"),
     "launches with the grid function '_grid', which may return a tensor"),
    ("ir_override", wrapper_rule("return x", head=(
        "@triton.autotune(configs=[triton.Config({'M': 1}, ir_override='pass_dir/k3.ttgir')], key=[])  # <-\n" + K3)),
     "'triton.Config({'M': 1}, ir_override='pass_dir/k3.ttgir')' may give an ir_override"),
    ("ir_override by position", wrapper_rule("return x", head=(
        "@triton.autotune(configs=[triton.Config({'M': 1}, 4, 3, 1, None, None, 'k3.ttgir')], key=[])  # <-\n" + K3)),
     "'triton.Config({'M': 1}, 4, 3, 1, None, None, 'k3.ttgir')' may give an ir_override"),
    ("Config keywords of a module dict", wrapper_rule("return x", head=(
        "_KW = {'ir_override': 'k3.ttgir'}\n@triton.autotune(configs=[triton.Config({'M': 1}, **_KW)], key=[])  # <-\n"
        + K3)), "'triton.Config({'M': 1}, **_KW)' may give an ir_override"),
    # round 60a: a module dict read as '**' only where nothing else touches it
    ("Config keywords unread", wrapper_rule("_KW['ir_override'] = 'k3.ttgir'\nreturn x", head=(
        "_KW = {'num_warps': 4}\n@triton.autotune(configs=[triton.Config({'M': 1}, **_KW)], key=[])  # <-\n"
        + K3)), "'triton.Config({'M': 1}, **_KW)' may give an ir_override"),
    # round 61a: an ir_override the checks can see, through the forms now accepted
    ("Config keywords of a table of dicts", wrapper_rule("return x", head=(
        "_C = [{'kwargs': {'M': 1}, 'ir_override': 'k3.ttgir'}]\n"
        "@triton.autotune(configs=[triton.Config(**c) for c in _C], key=[])  # <-\n" + K3)),
     "'triton.Config(**c)' may give an ir_override"),
    ("Config '*row' of list rows reaching ir_override", wrapper_rule("return x", head=(
        "_T = [[4, 3, 1, None, None, 'k3.ttgir']]\n"
        "@triton.autotune(configs=[triton.Config({'M': 1}, *row) for row in _T], key=[])  # <-\n" + K3)),
     "'triton.Config({'M': 1}, *row)' may give an ir_override"),
    ("Config '*' display reaching ir_override", wrapper_rule("return x", head=(
        "@triton.autotune(configs=[triton.Config({'M': 1}, *(4, 3, 1, None, None, 'k3.ttgir'))], key=[])  # <-\n"
        + K3)), "'triton.Config({'M': 1}, *(4, 3, 1, None, None, 'k3.ttgir'))' may give an ir_override"),
    ("Config '*row' of a table reaching ir_override", wrapper_rule("return x", head=(
        "_T = [({'M': 1}, 4, 3, 1, None, None, 'k3.ttgir')]\n"
        "@triton.autotune(configs=[triton.Config(*row) for row in _T], key=[])  # <-\n" + K3)),
     "'triton.Config(*row)' may give an ir_override"),
    ("Config '*row' of a table another function changes", wrapper_rule("_T.append(({'M': 1}, 4, 3, 1, None, None, "
                                                                       "'k3.ttgir'))\nreturn x", head=(
        "_T = [({'M': 1}, 4, 3)]\n@triton.autotune(configs=[triton.Config(*row) for row in _T], key=[])  # <-\n"
        + K3)), "'triton.Config(*row)' may give an ir_override"),
    # round 60a (KEYWORD_DEFAULT): Triton fills a prune_configs_by hook's parameters by keyword, defaulted or not
    ("perf_model's defaulted parameters", wrapper_rule(AUTOTUNED_LAUNCH, head=(
        "def _model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):\n"
        "    out_ptr += (x_ptr + abs(x_ptr)) / 2 - out_ptr  # <-\n    return float(BLOCK)\n"
        + PRUNED % "'perf_model': _model, 'top_k': 1")), "tensor arithmetic"),
    ("perf_model reading values on the host", wrapper_rule(AUTOTUNED_LAUNCH, head=(
        "def _model(x_ptr=None, out_ptr=None, BLOCK=None, **kw):\n"
        "    return float(x_ptr[0])  # <-\n" + PRUNED % "'perf_model': _model, 'top_k': 1")), "indexes a tensor"),
    ("early_config_prune's keyword parameters", wrapper_rule(AUTOTUNED_LAUNCH, head=(
        "def _prune(configs, named_args, x_ptr=None, **kw):\n    y = x_ptr * 2  # <-\n    return configs[:1]\n"
        + PRUNED % "'early_config_prune': _prune")), "tensor arithmetic 'x_ptr * 2'"),
    ("perf_model in prune_configs_by=dict(...)", wrapper_rule(AUTOTUNED_LAUNCH, head=(
        "def _model(x_ptr=None, **kw):\n    return float(x_ptr * 2)  # <-\n"
        + (PRUNED % "").replace("prune_configs_by={}", "prune_configs_by=dict(perf_model=_model, top_k=1)"))),
     "tensor arithmetic 'x_ptr * 2'"),
    ("an early_config_prune lambda's defaulted parameter", wrapper_rule(AUTOTUNED_LAUNCH, head=(
        PRUNED % "'early_config_prune': lambda configs, nargs, x_ptr=None, **kw: configs[:int(x_ptr.sum())]"
        ).replace(")\n", ")  # <-\n", 1)), "calls the tensor method 'x_ptr.sum()'"),
    ("a dunder other than __all__", wrapper_rule("return x", head="__all__ = [relu_kernel]  # <-\n"),
     "assigns the module attribute '__all__'"),
    ("the tutorials' device call with arguments", wrapper_rule("return x", head=(
        "DEVICE = triton.runtime.driver.active.get_active_torch_device(0)  # <-\n")),
     "calls 'triton.runtime.driver.active.get_active_torch_device'"),
]


# Any torch.* call in a rule file already makes PassBench's validator skip it; in a helper module,
# which PassBench never reads, only the allow-list sees it.
HELPER = "import torch\nimport triton\n\n\ndef helper(x):\n"
IN_HELPERS = [
    ("torch op", HELPER + "    return torch.relu(x)  # <-\n", "calls 'torch.relu' — compute in the Triton kernel"),
    ("torch module", HELPER + "    f = torch.nn.functional  # <-\n    return x\n", "uses 'torch.nn.functional'"),
    ("torch alias", "from torch import nn as F\n\n\ndef helper(x):\n    return F.relu(x)  # <-\n",
     "calls 'torch.nn.relu'"),
    ("torch method by class", HELPER + "    return torch.Tensor.add(x, x)  # <-\n", "calls 'torch.Tensor.add'"),
    ("no_grad", HELPER + "    with torch.no_grad():  # <-\n        return x\n", "'with' block"),
    ("stream", HELPER + "    s = torch.cuda.Stream()  # <-\n    return x\n", "calls 'torch.cuda.Stream'"),
    ("synchronize", HELPER + "    torch.cuda.synchronize()  # <-\n    return x\n", "calls 'torch.cuda.synchronize'"),
    ("kernel torch", "import torch\nimport triton\n\n\n@triton.jit\ndef helper(x_ptr):\n"
                     "    torch.relu(x_ptr)  # <-\n", "calls 'torch.relu'"),
]
CALLS_HELPER = wrapper_rule("return helper(x)", head="from pass_dir.helpers import helper\n")
CASES = ([pytest.param("RuleX.py", {"RuleX.py": s}, w, id=i) for i, s, w in REJECTED]
         + [pytest.param("helpers.py", {"RuleX.py": CALLS_HELPER, "helpers.py": s}, w, id=i) for i, s, w in IN_HELPERS])


@pytest.mark.parametrize("file, files, what", CASES)
def test_construct_is_rejected_with_its_line(tmp_path, file, files, what):
    line = next(i for i, text in enumerate(files[file].splitlines(), 1) if text.endswith("# <-"))
    findings = sample_static_findings(write_pass_dir(tmp_path, files))
    expected = f"[passnet static rules] {tmp_path / 'pass_dir' / file}:{line}: {what}"
    assert any(f.startswith(expected) for f in findings), "\n".join(findings)
    assert all(" — " in f for f in findings)  # each says what to do


def test_constants_appended_by_replacement_args_are_numbers_not_tensors(tmp_path):
    """The wrapper's scale is a constant in every rule that returns it: arithmetic on it is fine.
    A second rule that passes a tensor in the same position makes the same line a finding."""
    body = "s = scale * 2\nreturn x"
    constant = wrapper_rule(body, args="(a, 0.5)").replace("def relu(x, *rest):", "def relu(x, scale):")
    assert sample_static_findings(write_pass_dir(tmp_path / "constant", {"RuleA.py": constant})) == []
    second = (constant.replace("return (a, 0.5)", "return (a, a)")
              .replace("def relu(x, scale):\n" + textwrap.indent(body, "    ") + "\n", "")
              .replace("return relu\n", "return _relu\n")
              .replace("import triton.language as tl\n", "import triton.language as tl\nfrom pass_dir.RuleA import "
                                                          "relu as _relu\n"))
    findings = sample_static_findings(write_pass_dir(tmp_path / "joined", {"RuleA.py": constant, "RuleB.py": second}))
    assert any("RuleA.py:" in f and "tensor arithmetic 'scale * 2'" in f for f in findings), findings


THROUGH_HELPERS = {  # what a helper module imports, reached from the rule file: checked as if named there
    "attribute": ({"helpers.py": "import torch\n"}, "from pass_dir import helpers\n",
                  "helpers.torch.sys.modules.get('os')", "uses 'torch.sys'"),
    "imported name": ({"helpers.py": "import typing\n"}, "from pass_dir.helpers import typing as t\n",
                      "t.sys.modules['os']", "uses 'typing.sys.modules': 'typing.sys' is the module 'sys'"),
    "chain of 13": ({**{f"h{i}.py": f"from pass_dir.h{i + 1} import t\n" for i in range(12)},
                     "h12.py": "import typing as t\n"}, "from pass_dir.h0 import t\n", "t.sys.modules['os']",
                    "uses 'typing.sys.modules'"),
}


@pytest.mark.parametrize("case", THROUGH_HELPERS)
def test_names_reached_through_a_helper_are_checked(tmp_path, case):
    helpers, head, reach, what = THROUGH_HELPERS[case]
    rule = wrapper_rule("return x", head=f"{head}\n\n@triton.jit\ndef k2(x_ptr):\n    {reach}.system('true')  # <-\n")
    line = next(i for i, text in enumerate(rule.splitlines(), 1) if text.endswith("# <-"))
    findings = sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule, **helpers}, rules=["RuleX"]))
    assert any(f.startswith(f"[passnet static rules] {tmp_path / 'pass_dir' / 'RuleX.py'}:{line}: {what}")
               for f in findings), findings


def test_findings_of_helper_modules_name_the_helper(tmp_path):
    files = {"RuleA.py": wrapper_rule("return launch(x)", head="from pass_dir.helpers import launch\n"),
             "helpers.py": "import torch\n\n\ndef launch(x):\n    return x.abs()\n"}
    findings = sample_static_findings(write_pass_dir(tmp_path, files))
    assert findings == [f"[passnet static rules] {tmp_path / 'pass_dir' / 'helpers.py'}:5: calls the tensor method "
                        "'x.abs()' — compute in the Triton kernel; of a tensor, wrapper code may call only metadata "
                        "and view methods (size, stride, numel, view, reshape, permute, ...)"]


def test_a_package_init_runs_first_and_is_checked(tmp_path):
    files = {"RuleA.py": wrapper_rule("return launch(x)", head="from pass_dir.tools.launch import launch\n"),
             "__init__.py": "import os\n",
             "tools/__init__.py": "",
             "tools/launch.py": "def launch(x):\n    return x\n"}
    findings = sample_static_findings(write_pass_dir(tmp_path, files, rules=["RuleA"]))
    assert [f.split("pass_dir/")[1].split(" — ")[0] for f in findings] == ["__init__.py:1: imports 'os'"]


def test_files_passbench_rejects_are_left_to_passbench(tmp_path):
    """PassBench's validator skips the file (pass_rejected, as upstream): nothing of it is loaded."""
    source = wrapper_rule("return torch.relu(x)")
    assert sample_static_findings(write_pass_dir(tmp_path, {"RuleA.py": source.replace("import torch\n",
                                                                                        "import torch.nn\n")})) == []


def test_compiled_modules_beside_the_sources_are_findings(tmp_path):
    sample = write_pass_dir(tmp_path, {"RuleA.py": wrapper_rule("return x")})
    (sample / "pass_dir" / "RuleA.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    (sample / "pass_dir" / "__pycache__").mkdir()
    (sample / "pass_dir" / "__pycache__" / "RuleA.cpython-311.pyc").write_bytes(b"")  # not copied to the sandbox
    findings = sample_static_findings(sample)
    assert findings == [f"[passnet static rules] {sample / 'pass_dir' / 'RuleA.cpython-311-x86_64-linux-gnu.so'}:1: "
                        "compiled module 'RuleA.cpython-311-x86_64-linux-gnu.so' — delete it: Python would import it "
                        "in place of the source the checks read"]


def test_a_listed_name_outside_the_folder_is_a_finding(tmp_path):
    sample = write_pass_dir(tmp_path, {"RuleA.py": wrapper_rule("return x")}, rules=["RuleA", "../home/evil"])
    assert sample_static_findings(sample) == [
        f"[passnet static rules] {sample / 'pass_dir' / 'sorted_output_pass_rule_names.json'}:1: lists "
        "'../home/evil', which is not a module in pass_dir/ — list the stems of the pass files only"]


def test_input_rules_in_const_pass_dir_are_checked(tmp_path):
    sample = write_pass_dir(tmp_path, {"RuleA.py": wrapper_rule("return x")})
    (sample / "const_pass_dir").mkdir()
    (sample / "const_pass_dir" / "Input.py").write_text(wrapper_rule("return x + 1"))
    (sample / "const_pass_dir" / "sorted_input_pass_rule_names.json").write_text('["Input"]')
    line = wrapper_rule("return x + 1").splitlines().index("    return x + 1") + 1
    assert [f.split("const_pass_dir/")[1] for f in sample_static_findings(sample)] == [
        f"Input.py:{line}: tensor arithmetic 'x + 1' — compute in the Triton kernel; the wrapper may only allocate, "
        "read metadata, make views and launch"]


# -- hostile inputs: never raise, never hang, bounded time --------------------------------------

def hostile_samples(root: Path) -> dict[str, tuple[Path, str | None]]:
    """name -> (sample, the fragment of its one finding, or None for none)."""
    cases: dict[str, tuple[Path, str | None]] = {}

    def sample(name: str, files: dict[str, bytes], rules: list[str] | None = None, fragment: str | None = None):
        pass_dir = root / name / "pass_dir"
        pass_dir.mkdir(parents=True)
        for file, data in files.items():
            (pass_dir / file).write_bytes(data)
        listed = rules if rules is not None else [f[:-3] for f in files if f.endswith(".py")]
        (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(listed))
        cases[name] = (root / name, fragment)
        return pass_dir

    sample("huge", {"RuleA.py": b"#" * (200 * 1024)}, fragment="more than 128 KiB of source")
    sample("many nodes", {"RuleA.py": b"X = [" + b"1," * 60_000 + b"]\n"},
           fragment="more than 50000 syntax nodes")
    sample("deep nesting", {"RuleA.py": b"X = " + b"-" * 150 + b"1\n"}, fragment="nested more than 100 levels")
    # Deeper than the parser's own stack (6000 levels): Python fails to parse it whatever the
    # recursion limit, which torch.compile raises in this process (below 6000, with a raised limit,
    # the parser builds the tree and the depth check above reports it).
    sample("deeper nesting", {"RuleA.py": b"X = " + b"-" * 10_000 + b"1\n"}, fragment="cannot be parsed (MemoryError)")
    sample("deep parentheses", {"RuleA.py": b"X = " + b"(" * 300 + b"1" + b")" * 300 + b"\n"})  # Python can't either
    sample("nul bytes", {"RuleA.py": b"import torch\n\x00\x01"})
    sample("binary", {"RuleA.py": bytes(range(256)) * 64})
    sample("not utf-8", {"RuleA.py": b"# \xff\xfe\nimport torch\n"})
    sample("list is garbage", {"RuleA.py": b"import os\n"}, rules=None).joinpath(
        "sorted_output_pass_rule_names.json").write_bytes(b"\xff[{")
    sample("list of objects", {"RuleA.py": b"import os\n"}, rules=[{"a": 1}, 3, None])  # type: ignore[list-item]
    link = sample("symlinked rule", {})
    link.joinpath("RuleA.py").symlink_to("/etc/passwd")
    link.joinpath("sorted_output_pass_rule_names.json").write_text('["RuleA"]')
    folder = sample("symlinked helper folder", {"RuleA.py": b"from pass_dir.sub.h import f\n"})
    folder.joinpath("sub").symlink_to("/usr/lib/python3")
    fifo = sample("fifo", {})
    os.mkfifo(fifo / "RuleA.py")
    fifo.joinpath("sorted_output_pass_rule_names.json").write_text('["RuleA"]')
    device = sample("device", {}, rules=["RuleA"])
    device.joinpath("RuleA.py").symlink_to("/dev/zero")
    chain = "import torch\n" + "".join(f"def f{i}(x, n):\n    return f{i + 1}(x, n + 1)\n" for i in range(400))
    chain += ("def f400(x, n):\n    return x\n\n\ndef pattern(a):\n    return torch.relu(a)\n\n\n"
              "def replacement_args(a):\n    return (a, 1)\n\n\ndef replacement_func():\n    return f0\n")
    sample("long call chain", {"RuleA.py": chain.encode()})
    many = sample("many files", {"RuleA.py": b"import torch\n"})
    for i in range(10_001):
        many.joinpath(f"f{i}.txt").touch()
    cases["many files"] = (root / "many files", "more than 10000 files")
    cases["no pass_dir"] = (root / "empty", None)
    (root / "file as pass_dir").mkdir()
    (root / "file as pass_dir" / "pass_dir").write_text("")
    cases["file as pass_dir"] = (root / "file as pass_dir", None)
    return cases


def test_hostile_inputs_never_raise_and_stay_bounded(tmp_path):
    cases = hostile_samples(tmp_path)
    for name, (sample, fragment) in cases.items():
        started = time.monotonic()
        findings = sample_static_findings(sample)
        assert time.monotonic() - started < 10, name
        if fragment is None:
            assert findings == [], (name, findings)
        else:
            assert len(findings) == 1 and fragment in findings[0], (name, findings)


def test_a_star_launch_cannot_fill_what_the_heuristics_fill(tmp_path):
    """Triton adds a heuristic's value to the launch's keywords, so a '*' argument of the launch never reaches it."""
    kernel = ("@triton.heuristics({'EVEN': lambda args: True})\n@triton.jit\n"
              "def k2(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):\n    pass\n")
    rule = wrapper_rule("out = torch.empty_like(x)\nk2[(1,)](x, out, *rest, BLOCK=4)\nreturn out", args="(a, a)",
                        head=kernel)
    assert sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})) == []


def test_the_lines_triton_reads_come_from_the_bytes_the_tree_was_parsed_from(tmp_path):
    """A module's ``source``, the bytes the guard read and parsed, is what its jit functions' lines are read from,
    and is UTF-8."""
    hidden = wrapper_rule("return x", head='@triton.jit\ndef k2(x_ptr):\n    pass\n    b"""\n    def k2(x_ptr):\n'
                                            '        pass\n    #"""\n')
    honest = wrapper_rule("return x")
    absent = tmp_path / "absent.py"
    given = [wrapper_rules.check([wrapper_rules.Module(absent, ast.parse(s), s.encode(), rule=True)])
             for s in (honest, hidden)]
    assert given[0] == [] and any("a line that starts with 'def'" in f.what for f in given[1]), given
    latin = "# -*- coding: latin-1 -*-\n" + honest
    findings = wrapper_rules.check([wrapper_rules.Module(absent, ast.parse(latin), latin.encode(), rule=True)])
    assert [f.what for f in findings] == ["a source encoding other than UTF-8"]


AUDITED = '''
import torch
import triton
import triton.language as tl

SEEN = {}


def _keep(nargs):
    SEEN["x"] = nargs["x_ptr"] * 1


@triton.autotune(configs=[triton.Config({"BLOCK": 16}, pre_hook=_keep)], key=["n"])
@triton.heuristics({"DONE": lambda meta: int((meta["x_ptr"] + 1).sum() > HONEST[0])})
@triton.jit
def hooked(x_ptr, n, BLOCK: tl.constexpr, DONE: tl.constexpr):
    pass


@triton.autotune(configs=[triton.Config({"BLOCK": 16})], key=["n"], reset_to_zero=["x_ptr"])
@triton.heuristics({"EVEN": lambda meta: meta["n"] % meta["BLOCK"] == 0})
@triton.jit
def honest(x_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    pass


HONEST = [float("inf")]
'''


def test_the_compute_audit_counts_a_pass_s_heuristics_and_hooks_as_wrapper_code(tmp_path):
    """Round 59b: torch work in a heuristic or a Config's pre_hook, which Triton's dispatchers call, is the wrapper's
    (the audit saw none of it); Triton's own handling (reset_to_zero, the interpreter's copies) stays let through."""
    import importlib.util

    import torch

    from pytest_passnet import launches
    from pytest_passnet.sandbox.child.watch import ComputeAudit

    launches.install()
    (tmp_path / "audited_kernels.py").write_text(AUDITED)
    spec = importlib.util.spec_from_file_location("audited_kernels", tmp_path / "audited_kernels.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    x = torch.ones(32)
    seen: list[str] = []
    with ComputeAudit(seen):
        module.honest[(1,)](x, 32)
    assert seen == []
    with ComputeAudit(seen):
        module.hooked[(1,)](x, 32)
    assert {"aten.mul.Tensor", "aten.add.Tensor", "aten.sum.default"} <= set(seen), seen
    seen.clear()
    module.hooked[(1,)](x, 32)  # outside an audit, Triton's dispatchers are as they were
    assert seen == [] and all(c.pre_hook is module._keep for c in module.hooked.configs)


# -- round 60a: the honest forms next to KEYWORD_DEFAULT and the rules of 814049ef ---------------------------------------

ROUND60A_HONEST = {
    "prune by the Configs' meta-parameters": wrapper_rule(AUTOTUNED_LAUNCH, head=(
        "def _prune(configs, named_args, **kwargs):\n"
        "    kept = [c for c in configs if c.kwargs['BLOCK'] <= max(named_args['n'], 512) and c.num_warps <= 8]\n"
        "    return [c for c in kept if c.all_kwargs()['BLOCK'] > 0] or configs[:1]\n"
        + PRUNED % "'early_config_prune': _prune")),
    "perf_model of meta-parameters and sizes": wrapper_rule(AUTOTUNED_LAUNCH, head=(
        "def _model(BLOCK=None, num_warps=None, n=None, x_ptr=None, **kw):\n"
        "    return n / BLOCK + num_warps + x_ptr.shape[0]\n" + PRUNED % "'perf_model': _model, 'top_k': 1")),
    "perf_model lambda": wrapper_rule(AUTOTUNED_LAUNCH, head=(
        PRUNED % "'perf_model': lambda BLOCK=None, **kw: float(BLOCK), 'top_k': 1")),
    "Config options of a module dict": wrapper_rule("return x", head=(
        "_OPTS = {'num_warps': 4, 'num_stages': 2}\n"
        "@triton.autotune(configs=[triton.Config({'M': 1}, **_OPTS), triton.Config({'M': 2}, **_OPTS)], key=[])\n"
        + K3)),
    "Configs of a table of tuples": wrapper_rule("return x", head=(
        "_TABLE = [({'M': 1}, 4, 2), ({'M': 2}, 8, 3, 1, None, None)]\n"
        "@triton.autotune(configs=[triton.Config(*row) for row in _TABLE], key=[])\n" + K3)),
    # round 61a: any '*'/'**' of plain data to triton.Config, whatever its source
    "Configs of a table of keyword dicts": wrapper_rule("return x", head=(
        "_CONFIGS = [{'kwargs': {'M': 1}, 'num_warps': 4}]\n"
        "@triton.autotune(configs=[triton.Config(**c) for c in _CONFIGS], key=[])\n" + K3)),
    "Configs of a table of list rows": wrapper_rule("return x", head=(
        "_TABLE = [[{'M': 1}, 4], [{'M': 2}, 8, 3]]\n"
        "@triton.autotune(configs=[triton.Config(*row) for row in _TABLE], key=[])\n" + K3)),
    "Configs of table rows read in a for loop": wrapper_rule("return x", head=(
        "_TABLE = [({'M': 1}, 4)]\n\n\ndef _configs():\n    out = []\n    for row in _TABLE:\n"
        "        out.append(triton.Config(*row))\n    return out\n\n\n"
        "@triton.autotune(configs=_configs(), key=[])\n" + K3)),
    "Config options of layered module dicts": wrapper_rule("return x", head=(
        "_BASE = {'num_stages': 2}\n_OPTS = {**_BASE, 'num_warps': 4}\n"
        "@triton.autotune(configs=[triton.Config({'M': 1}, **_OPTS)], key=[])\n" + K3)),
    "tl.tensor.numel in a kernel": wrapper_rule("return x", head=(
        "@triton.jit\ndef k4(x_ptr, BLOCK: tl.constexpr):\n    v = tl.load(x_ptr + tl.arange(0, BLOCK))\n"
        "    tl.static_assert(v.numel == BLOCK)\n")),
}


@pytest.mark.parametrize("name", ROUND60A_HONEST)
def test_round60a_honest_form_is_accepted(tmp_path, name):
    assert sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": ROUND60A_HONEST[name]})) == []


# round 61a: what Configs and heuristics read from a helper module of the pass
ROUND61A_HELPER = "import triton\n\nTABLE = [({'M': 1}, 4)]\nOPTS = {'num_warps': 4}\n\n\ndef m_for(args):\n    return 1\n"
ROUND61A_HONEST = {
    "Configs of a helper module's table": wrapper_rule("return x", head=(
        "from pass_dir.h61 import TABLE\n"
        "@triton.autotune(configs=[triton.Config(*row) for row in TABLE], key=[])\n" + K3)),
    "Config options of a helper module's dict": wrapper_rule("return x", head=(
        "from pass_dir.h61 import OPTS\n"
        "@triton.autotune(configs=[triton.Config({'M': 1}, **OPTS)], key=[])\n" + K3)),
    "a heuristic of a helper module by attribute": wrapper_rule("return x", head=(
        "from pass_dir import h61\n@triton.heuristics({'M': h61.m_for})\n" + K3)),
}


@pytest.mark.parametrize("name", ROUND61A_HONEST)
def test_round61a_honest_form_is_accepted(tmp_path, name):
    files = {"RuleX.py": ROUND61A_HONEST[name], "h61.py": ROUND61A_HELPER}
    assert sample_static_findings(write_pass_dir(tmp_path, files)) == []


# round 66a's AUG_ALIAS_OPEN: an augmented assignment grows a list, dict or set in place and rebinds anything else
AUG_HEAD = "BLOCK = 512\n_SEEN = []\n\n\ndef _doubled(block):\n    block *= 2\n    return block\n"
ROUND66A_HONEST = {
    "a module constant's number": "block = BLOCK\nblock *= 2\n",
    "a tensor's element count": "n = x.numel()\nn += 1\n",
    "a dimension": "rows = x.shape[0]\nrows -= 1\n",
    "a tuple's elements": "for block in (256, 512):\n    block *= 2\n",
    "a choice of numbers": "warps = 4 if x.numel() > 1024 else 8\nwarps *= 2\n",
    "triton's arithmetic": "size = triton.next_power_of_2(x.numel())\nsize //= 2\n",
    "a helper's parameter given a number": "block = _doubled(BLOCK)\n",
}
ROUND66A_GROWN = {  # (more module code, the wrapper's lines, the finding)
    "a helper's parameter given a module list": ("", "_doubled(_SEEN)\n", "grows 'block' in place"),
    "a helper's list default": ("\n\ndef _count(seen=[]):\n    seen *= 1\n    return len(seen)\n", "_count()\n",
                                "grows 'seen' in place"),
    "a module list by a number": ("", "kept = _SEEN\nkept *= 1\n", "grows 'kept' in place"),
}


@pytest.mark.parametrize("name", ROUND66A_HONEST)
def test_round66a_number_updated_in_place_is_accepted(tmp_path, name):
    rule = wrapper_rule(ROUND66A_HONEST[name] + LAUNCH + "return out", head=AUG_HEAD)
    assert sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})) == []


@pytest.mark.parametrize("name", ROUND66A_GROWN)
def test_round66a_container_grown_in_place_is_refused(tmp_path, name):
    more, body, what = ROUND66A_GROWN[name]
    rule = wrapper_rule(body + LAUNCH + "return out", head=AUG_HEAD + more)
    assert what in " ".join(sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})))


# round 66a's OUTS_LIST: an element of a list or dict made in the call of tensors only is a tensor, not an open value
OUT_LAUNCH = "relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, {out}, x.numel(), BLOCK=1024)\n"
ROUND66A_PLAIN = {
    "a comprehension's element": "outs = [torch.empty_like(x) for _ in range(2)]\n" + OUT_LAUNCH.format(out="outs[0]"),
    "a display's element bound": "outs = [torch.empty_like(x), torch.empty_like(x)]\nout = outs[1]\n"
    + OUT_LAUNCH.format(out="out"),
    "a loop's element": "outs = [torch.empty_like(x)]\nfor o in outs:\n    " + OUT_LAUNCH.format(out="o"),
    "an appended element": "outs = []\nouts.append(torch.empty_like(x))\n" + OUT_LAUNCH.format(out="outs[-1]"),
    "a dict's value": "bufs = {'out': torch.empty_like(x)}\n" + OUT_LAUNCH.format(out="bufs['out']"),
}
ROUND66A_OPEN_ELEMENT = {
    "a list among the elements": "outs = [torch.empty_like(x), [x]]\n" + OUT_LAUNCH.format(out="outs[0]"),
    "a list appended": "outs = [torch.empty_like(x)]\nouts.append([x])\n" + OUT_LAUNCH.format(out="outs[0]"),
    "a list stored": "outs = [torch.empty_like(x)]\nouts[0] = [x]\n" + OUT_LAUNCH.format(out="outs[0]"),
    "a list extended with a list": "outs = [torch.empty_like(x)]\nouts.extend([[x]])\n" + OUT_LAUNCH.format(out="outs[1]"),
    "a tuple holding a list inserted": "outs = []\nouts.insert(0, (x, [x]))\n" + OUT_LAUNCH.format(out="outs[0]"),
    "a dict updated with a list": "bufs = {'out': x}\nbufs.update(out=[x])\n" + OUT_LAUNCH.format(out="bufs['out']"),
    "a comprehension over lists": "outs = [t for t in [[x]]]\nfor o in outs:\n    " + OUT_LAUNCH.format(out="o"),
}


@pytest.mark.parametrize("name", ROUND66A_PLAIN)
def test_round66a_element_of_a_list_of_tensors_goes_to_a_kernel(tmp_path, name):
    rule = wrapper_rule(ROUND66A_PLAIN[name] + "return x", head=AUG_HEAD)
    assert sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})) == []


@pytest.mark.parametrize("name", ROUND66A_OPEN_ELEMENT)
def test_round66a_element_that_may_be_open_does_not_go_to_a_kernel(tmp_path, name):
    rule = wrapper_rule(ROUND66A_OPEN_ELEMENT[name] + "return x", head=AUG_HEAD)
    assert "which may hold tensors, to a kernel" in " ".join(sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})))


# round 67a: what a kernel's constexpr, a size and a module-level value may be
K_STATE = ("_TL = {torch.float32: tl.float32, torch.float16: tl.float16}\n_S = [0]\nBLOCKS = (256, 512)\n"
           "TABLE = [(256, 4), (512, 8)]\nCONFIGS = list(zip(BLOCKS, (4, 8)))\nTOTAL = sum(b for b in BLOCKS)\nSQUARES = [b * b for b in reversed(BLOCKS)]\n"
           "\n\n@triton.jit\ndef k2(x_ptr, BLOCK: tl.constexpr, KIND: tl.constexpr):\n    pass\n")
ROUND67A_HONEST = {
    "a number": "k2[(1,)](x, BLOCK=1024, KIND=0)\n",
    "a dtype": "k2[(1,)](x, BLOCK=1024, KIND=tl.float16)\n",
    "a module table's dtype": "k2[(1,)](x, BLOCK=1024, KIND=_TL[x.dtype])\n",
    "a local settings dict's number": "cfg = {'BLOCK': 1024, 'KIND': 0}\nk2[(1,)](x, BLOCK=cfg['BLOCK'], KIND=cfg['KIND'])\n",
    "a module tuple's element": "k2[(1,)](x, BLOCK=BLOCKS[0], KIND=TABLE[0][1])\n",
    "a size from a shape": "y = x.new_empty(x.shape[0])\nz = torch.empty((x.numel(), 2))\nw = x.view_as(y)\n",
}
ROUND67A_REFUSED = {
    "a tensor as a size": ("b = x.view(-1).select(0, 0)\ny = torch.empty(b)\n", "as a size or an index"),
    "a tensor as an index": ("b = x.view(-1).select(0, 0)\ny = x.view(-1).select(0, b)\n", "as a size or an index"),
}
ROUND67A_ITERATOR = "_IT = enumerate(range(9))\n"


@pytest.mark.parametrize("name", ROUND67A_HONEST)
def test_round67a_honest_constexpr_size_and_module_value_are_accepted(tmp_path, name):
    rule = wrapper_rule(ROUND67A_HONEST[name] + "return x", head=K_STATE)
    assert sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})) == []


@pytest.mark.parametrize("name", ROUND67A_REFUSED)
def test_round67a_state_constexpr_tensor_size_and_module_iterator_are_refused(tmp_path, name):
    body, what = ROUND67A_REFUSED[name]
    rule = wrapper_rule(body + "return x", head=K_STATE)
    assert what in " ".join(sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})))


# round 67a's AUG_KERNEL, round 68a's KERNEL_STATE_ROUTES: kernel code growing what a constexpr or module state hands it
K_GROWN = {
    "module state read by the kernel": "    s = _S\n    s *= 2\n",
    "an alias of an alias": "    s = _S\n    t = s\n    t *= 2\n",
    "an element of it": "    s = _S[0]\n    s += [1]\n",
}
OPEN = pytest.mark.xfail(strict=True, reason="a constexpr's alias grown in kernel code: open (docs/trust.md §7, round 69a)")


@pytest.mark.parametrize("name", [*K_GROWN, pytest.param("an alias of a constexpr", marks=OPEN)])
def test_round67a_kernel_code_growing_a_constexpr_or_module_state_is_refused(tmp_path, name):
    head = K_STATE.replace("    pass\n", K_GROWN.get(name, "    s = KIND\n    s *= 2\n"))
    rule = wrapper_rule("k2[(1,)](x, BLOCK=1024, KIND=_S)\nreturn x", head=head)
    assert "kernel code grows" in " ".join(sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})))


def test_round67a_kernel_code_accumulating_is_accepted(tmp_path):
    head = K_STATE.replace("    pass\n", "    acc = tl.zeros((BLOCK,), dtype=tl.float32)\n    n = BLOCK * 2\n"
                           "    for k in range(4):\n        acc += tl.load(x_ptr + tl.arange(0, BLOCK))\n        n += 1\n")
    rule = wrapper_rule("k2[(1,)](x, BLOCK=1024, KIND=0)\nreturn x", head=head)
    assert sample_static_findings(write_pass_dir(tmp_path, {"RuleX.py": rule})) == []


def test_round67a_module_iterator_is_refused(tmp_path):
    rule = wrapper_rule("return x", head=K_STATE + ROUND67A_ITERATOR)
    assert "keeps the iterator 'enumerate(range(9))'" in " ".join(sample_static_findings(write_pass_dir(tmp_path, {
        "RuleX.py": rule})))


GRID_AUDITED = '''
import torch
import triton
import triton.language as tl


@triton.jit
def store_kernel(out_ptr, value):
    tl.store(out_ptr, value)


def computing_grid(out, x):
    return store_kernel[lambda meta: (int((x + 1).sum() * 0) + 1,)](out, 1.0)


def honest(out, x):
    return store_kernel[lambda meta: (triton.cdiv(meta["value"] > 0, 1),)](out, 1.0)
'''


def test_the_compute_audit_sees_grid_functions(tmp_path):
    """Round 60a: a grid function, which Triton calls inside the launch, is the pass's code (PERF_MODEL_GRID)."""
    import importlib.util

    import torch

    from pytest_passnet import launches
    from pytest_passnet.sandbox.child.watch import ComputeAudit

    launches.install()
    (tmp_path / "grid_audited.py").write_text(GRID_AUDITED)
    spec = importlib.util.spec_from_file_location("grid_audited", tmp_path / "grid_audited.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out, x = torch.zeros(1), torch.ones(4)
    seen: list[str] = []
    with ComputeAudit(seen):
        module.honest(out, x)
    assert seen == []
    with ComputeAudit(seen):
        module.computing_grid(out, x)
    assert {"aten.add.Tensor", "aten.sum.default"} <= set(seen), seen
    seen.clear()
    module.computing_grid(out, x)  # outside an audit, nothing is recorded or changed
    assert seen == [] and float(out[0]) == 1.0
