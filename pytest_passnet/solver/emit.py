"""Writing a sample's ``pass_dir/``: one pass file per pattern, one shared wrapper, Inductor's kernels.

PassBench keeps one replacement function per sample (``docs/protocol.md`` sections 8.3-8.4),
so every pass returns the same wrapper, ``solved``, and appends its own name as a constant
route in ``replacement_args``. ``solved`` picks the pass's launch code by that route, then by the
inputs' shapes, strides and dtypes (Inductor's kernels are compiled for static shapes, one set
per variant the pattern matched). A sample with one pass keeps everything in that pass file;
with more, the kernels and ``solved`` live in ``pass_dir/inductor_kernels.py``, which each pass
imports (a module of its own: a pass file imported twice would give two ``solved``).
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.passes import OUTPUT_LIST
from pytest_passnet.solver.kernel_source import Helpers, standalone_kernel
from pytest_passnet.solver.program import Alias, Allocate, Launch, Program, View

KERNELS_MODULE = "inductor_kernels"
WRAPPER = "solved"
HEADER_IMPORTS = "import torch\nimport triton\nimport triton.language as tl\n"

Signature = tuple  # per input: (size, stride, dtype name)
FITS = '''def _fits(tensor, dtype, size, stride):
    """Whether ``tensor`` is what a set of kernels was compiled for (Inductor's shapes are static)."""
    return tensor.dtype == dtype and tensor.shape == size and tensor.stride() == stride
'''


@dataclass
class Instance:
    """One signature a pass met in the sample's graphs, and the kernels Inductor made for it."""

    signature: Signature
    program: Program
    variants: list[str] = field(default_factory=list)


@dataclass
class Route:
    """One pass: its pattern and the kernels for each signature it matched."""

    name: str
    pattern: str  # the source of def pattern(...) (and any constants it reads)
    arity: int
    operations: list[str]
    instances: list[Instance] = field(default_factory=list)


def signature_of(tensors) -> Signature:
    return tuple((tuple(t.shape), tuple(t.stride()), str(t.dtype)) for t in tensors)


def _contiguous_strides(size: tuple[int, ...]) -> tuple[int, ...]:
    strides, step = [], 1
    for extent in reversed(size):
        strides.append(step)
        step *= max(extent, 1)
    return tuple(reversed(strides))


def _extent(size: tuple[int, ...], stride: tuple[int, ...]) -> int:
    if 0 in size:
        return 0
    return 1 + sum((n - 1) * s for n, s in zip(size, stride))


class _ModuleWriter:
    """The kernels, launch functions, route functions and ``solved`` of one pass_dir, as text."""

    def __init__(self, routes: list[Route]):
        self.routes = routes
        self.helpers = Helpers(any(i.program.for_interpreter for r in routes for i in r.instances))
        self.kernel_names: dict[str, str] = {}  # rewritten source (named '{name}') -> name in the file
        self.kernels: list[str] = []

    def kernel(self, program: Program, inductor_name: str) -> str:
        kernel = program.kernels[inductor_name]
        template = standalone_kernel(kernel.module_source, inductor_name, "KERNEL_NAME", self.helpers)
        if template not in self.kernel_names:
            name = inductor_name
            taken = set(self.kernel_names.values())
            suffix = 1
            while name in taken:
                name, suffix = f"{inductor_name}_v{suffix}", suffix + 1
            self.kernel_names[template] = name
            self.kernels.append(template.replace("def KERNEL_NAME(", f"def {name}(", 1))
        return self.kernel_names[template]

    def launch_function(self, function: str, route: Route, instance: Instance) -> str:
        program = instance.program
        params = [f"in_{i}" for i in range(route.arity)]
        names = dict(zip(program.params, params))
        device = f"{params[0]}.device"
        shapes = ", ".join(f"{s[2].removeprefix('torch.')}{list(s[0])}" for s in instance.signature)
        lines = [f"def {function}({', '.join(params)}):",
                 f'    """{route.name} on {shapes}: {", ".join(instance.variants)}"""']
        for step in program.steps:
            if isinstance(step, Allocate):
                if step.stride == _contiguous_strides(step.size):
                    lines.append(f"    {step.name} = torch.empty({step.size}, dtype={step.dtype}, device={device})")
                else:
                    lines.append(f"    {step.name} = torch.empty(({_extent(step.size, step.stride)},), "
                                 f"dtype={step.dtype}, device={device}).as_strided({step.size}, {step.stride})")
            elif isinstance(step, View):
                lines.append(f"    {step.name} = {names.get(step.base, step.base)}.as_strided("
                             f"{step.size}, {step.stride}, {step.offset})")
            elif isinstance(step, Alias):
                lines.append(f"    {step.name} = {names.get(step.base, step.base)}")
            elif isinstance(step, Launch):
                kernel = program.kernels[step.kernel]
                name = self.kernel(program, step.kernel)
                arguments = [names.get(a, a) if isinstance(a, str) else repr(a) for a in step.arguments]
                constexprs = [p for p, kind in kernel.triton_meta["signature"].items() if kind == "constexpr"]
                meta = [f"{k}={v}" for k, v in step.meta.items() if k in constexprs]
                meta += [f"num_warps={kernel.config.num_warps}", f"num_stages={kernel.config.num_stages}"]
                lines.append(f"    {name}[{step.grid}]({', '.join(arguments + meta)})")
        lines.append(f"    return {names.get(program.output, program.output)}")
        return "\n".join(lines) + "\n"

    def route_function(self, route: Route) -> tuple[str, list[str]]:
        params = [f"in_{i}" for i in range(route.arity)]
        launches, lines = [], [f"def _{route.name}({', '.join(params)}):"]
        for index, instance in enumerate(route.instances):
            function = f"_{route.name}_{index}"
            launches.append(self.launch_function(function, route, instance))
            checks = [f"_fits({param}, {dtype}, {size}, {stride})"
                      for param, (size, stride, dtype) in zip(params, instance.signature)]
            lines.append("    if (" + "\n            and ".join(checks) + "):")
            lines.append(f"        return {function}({', '.join(params)})")
        found = ", ".join(f"{{{p}.dtype}} {{tuple({p}.shape)}} {{{p}.stride()}}" for p in params)
        lines.append(f'    raise ValueError(f"{route.name}: Inductor compiled no kernels for inputs {found}; '
                     f'run passnet-solve on this variant")')
        return "\n".join(lines) + "\n", launches

    def text(self) -> str:
        routes, launches = [], []
        for route in self.routes:
            dispatch, functions = self.route_function(route)
            routes.append(dispatch)
            launches += functions
        solved = [
            "@torch.fx.wrap",
            f"def {WRAPPER}(*args):",
            '    """Every pass of this sample calls this; its last argument names the pass."""',
            "    route = args[-1]",
        ]
        for route in self.routes:
            solved += [f'    if route == "{route.name}":', f"        return _{route.name}(*args[:-1])"]
        solved.append('    raise ValueError("the route names no pass of this pass_dir")')
        parts = [*self.helpers.sources.values(), *self.kernels, *launches, FITS, *routes, "\n".join(solved) + "\n"]
        return "\n\n".join(parts)


def _docstring(text: str) -> str:
    return '"""' + text.replace('"""', "'''") + '"""\n'


def _pass_file(route: Route, provenance: str, kernels: str | None) -> str:
    params = ", ".join(f"in_{i}" for i in range(route.arity))
    operations = ", ".join(route.operations)
    where = "below" if kernels is not None else f"in pass_dir/{KERNELS_MODULE}.py"
    doc = _docstring(f"{route.name}: {operations}, as Inductor's Triton kernels ({where}).\n\n{provenance}\n")
    imports = HEADER_IMPORTS if kernels is not None else f"import torch\n\nfrom pass_dir.{KERNELS_MODULE} import {WRAPPER}\n"
    body = [doc + "\n" + imports, route.pattern + "\n",
            f"def replacement_args({params}):\n    return ({params}, \"{route.name}\")\n",
            f"def replacement_func():\n    return {WRAPPER}\n"]
    if kernels is not None:
        body.insert(1, kernels)
    return "\n\n".join(body)


def write_pass_dir(pass_dir: Path, routes: list[Route], provenance: str) -> list[Path]:
    """Replace ``pass_dir`` with the passes for ``routes`` (in application order); the files written."""
    if pass_dir.exists():
        shutil.rmtree(pass_dir)
    pass_dir.mkdir(parents=True)
    kernels = _ModuleWriter(routes).text()
    written = []
    if len(routes) == 1:
        files = {routes[0].name: _pass_file(routes[0], provenance, kernels)}
    else:
        module = _docstring(f"Inductor's Triton kernels for the passes of this sample, and their shared wrapper.\n\n"
                            f"{provenance}\n") + "\n" + HEADER_IMPORTS + "\n\n" + kernels
        (pass_dir / f"{KERNELS_MODULE}.py").write_text(module)
        written.append(pass_dir / f"{KERNELS_MODULE}.py")
        files = {route.name: _pass_file(route, provenance, None) for route in routes}
    for name, text in files.items():
        (pass_dir / f"{name}.py").write_text(text)
        written.append(pass_dir / f"{name}.py")
    (pass_dir / OUTPUT_LIST).write_text(json.dumps([route.name for route in routes]))
    return written
