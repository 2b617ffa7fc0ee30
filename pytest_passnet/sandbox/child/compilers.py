"""The compilers a variant can be run with: ``pass_mgr`` (PassBench's), ``pass_mgr_direct``,
``inductor`` and ``eager``. More come from the ``pytest_passnet_compilers`` hook.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path

import torch

from pytest_passnet import launches, poison, triton_interpreter, validator
from pytest_passnet.diagnose import diagnose
from pytest_passnet.passes import PassSet, load_pass_set
from pytest_passnet.options import GUARD_MODES
from pytest_passnet.protocol import CompileReport
from pytest_passnet.rewrite import RewriteReport, apply_rules
from pytest_passnet.sandbox.child import watch

FULL_GUARD = GUARD_MODES[0]


class PassNotMatched(RuntimeError):
    """No pass modified a captured graph (PassBench: "No passes modified the graph.")."""

    def __init__(self):
        super().__init__("[PassMgrBackend] No passes modified the graph.")


@dataclass
class CompileContext:
    sample_dir: Path
    device: str
    guard: str = FULL_GUARD  # "passbench": PassBench's own checks only (strict parity)


class Compiler:
    """The identity compiler (PassBench's ``nope``): eager against eager."""

    name = "eager"
    monitor: watch.RegionMonitor | None = None  # set where the guard can watch the replaced regions

    def __init__(self, context: CompileContext):
        self.context = context
        self.rewrites: list[RewriteReport] = []

    def compile(self, model: torch.nn.Module) -> Callable:
        return model

    def warmup_guard(self):
        """Context active during the warm-up calls of the compiled side."""
        return nullcontext()

    def timed_guard(self):
        """Context active during the timed trials and the final call of the compiled side."""
        return nullcontext()

    def guard_findings(self) -> list[str]:
        """What the passnet guard saw on the compiled side; empty when it is off."""
        return []

    def report(self) -> CompileReport:
        """What the compiler did with the sample's passes, as the child reports it (``protocol.CompileReport``)."""
        applied: dict[str, int] = {}
        failed: dict[str, list[str]] = {}
        for rewrite in self.rewrites:
            for name, count in rewrite.applied.items():
                applied[name] = applied.get(name, 0) + count
            failed.update(rewrite.diagnostics)
        diagnostics = [line for name, lines in failed.items()
                       for line in [f"Pass {name} failed to match; diagnostic (best attempt):", *lines]]
        replaced = sorted({line for rewrite in self.rewrites for line in rewrite.replaced_lines})
        rejected, dropped = self._left_out()
        return CompileReport(applied, diagnostics, rejected, replaced, dropped)

    def _left_out(self) -> tuple[list[str], dict[str, str]]:
        """The pass files the loading left out: a line per file the validator rejected, and why
        PassBench's limits dropped each dropped one (by rule name)."""
        return [], {}


class InductorCompiler(Compiler):
    name = "inductor"

    def compile(self, model: torch.nn.Module) -> Callable:
        return torch.compile(model, backend="inductor")


class PassManagerCompiler(Compiler):
    """PassBench's ``pass_mgr``: a Dynamo backend that runs the sample's passes and
    returns the rewritten graph as Python (no Inductor). Every captured graph must
    be modified, as upstream requires. The replacement runs poisoned during warm-up
    (PassBench); with the full guard, its timed calls are watched too.
    """

    name = "pass_mgr"

    def __init__(self, context: CompileContext):
        super().__init__(context)
        launches.install()  # before the passes define kernels; the poison needs it in the interpreter
        self.guarded = context.guard == FULL_GUARD
        self.harness = watch.HarnessSnapshot()
        # PassBench's validator is part of its backend's construction; the context may add more.
        validators = validator.passbench_validators()
        try:
            self.pass_set: PassSet = load_pass_set(context.sample_dir, validators)
            if self.guarded:
                findings = watch.static_findings([r.file for r in self.pass_set.rules], context.sample_dir)
                if findings:
                    raise watch.CheatDetected(findings)
        except BaseException:
            self.harness.check_and_restore()  # a pass may have patched the timers while it was imported
            raise
        self.monitor = watch.RegionMonitor()
        self.kernel_call = self._make_kernel_call()

    def _make_kernel_call(self) -> Callable:
        """The opaque graph node every replacement calls; one function object per compiler."""
        kernel, monitor = self.pass_set.kernel, self.monitor

        def passnet_kernel(*args):
            if poison.is_enabled():
                return poison.call_poisoned(kernel, args)
            return monitor.call(kernel, args)

        return passnet_kernel

    def _left_out(self) -> tuple[list[str], dict[str, str]]:
        return self.pass_set.rejection_lines(), dict(self.pass_set.dropped)

    def warmup_guard(self):
        return poison.poisoned()

    def timed_guard(self):
        return self.monitor.watching("timed") if self.guarded else nullcontext()

    def guard_findings(self) -> list[str]:
        replaced = self.harness.check_and_restore()  # restored in either mode: later variants need real timers
        return replaced + self.monitor.launch_findings() if self.guarded else []

    def rewrite(self, gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
        report = apply_rules(gm, self.pass_set.rules, self.kernel_call, explain=diagnose)
        self.rewrites.append(report)
        if not report.modified:
            raise PassNotMatched()
        return gm

    def _backend(self, gm: torch.fx.GraphModule, example_inputs) -> Callable:
        return self.rewrite(gm)

    def compile(self, model: torch.nn.Module) -> Callable:
        return torch.compile(model, backend=self._backend)


@dataclass
class _Capture:
    gm: torch.fx.GraphModule
    example_inputs: list
    outputs: object = None  # what the graph returned on the first call


class DirectPassManagerCompiler(PassManagerCompiler):
    """PassBench's ``pass_mgr_direct`` (``docs/protocol.md`` section 20): the first call goes
    through Dynamo with a backend that only rewrites; afterwards the rewritten GraphModule is
    called directly, its placeholders fed from the call's tensors matched by identity, so later
    calls pay no guard checks. Upstream runs the raw replacement here: no poison. Where the
    capture cannot be called directly (graph breaks, inputs that are not call arguments or
    model tensors, outputs rebuilt by Dynamo), calls stay on the Dynamo path. A run in which
    no pass matched fails as with ``pass_mgr`` (upstream would time eager against eager).
    """

    name = "pass_mgr_direct"

    def __init__(self, context: CompileContext):
        super().__init__(context)
        self.captures: list[_Capture] = []

    def warmup_guard(self):
        return nullcontext()

    def _backend(self, gm: torch.fx.GraphModule, example_inputs) -> Callable:
        self.rewrites.append(apply_rules(gm, self.pass_set.rules, self.kernel_call, explain=diagnose))
        capture = _Capture(gm, list(example_inputs))
        self.captures.append(capture)

        def first_call(*args):
            capture.outputs = gm(*args)
            return capture.outputs

        return first_call

    def _direct_call(self, model: torch.nn.Module, args: tuple, kwargs: dict, outputs) -> Callable | None:
        if len(self.captures) != 1:
            return None
        capture = self.captures[0]
        sources = [*args, *kwargs.values(), *model.parameters(), *model.buffers()]
        positions = {id(t): i for i, t in reversed(list(enumerate(sources)))}
        if not all(id(x) in positions for x in capture.example_inputs):
            return None
        order = [positions[id(x)] for x in capture.example_inputs]
        graph_outputs = capture.outputs
        if not isinstance(graph_outputs, (tuple, list)):
            return None
        single = isinstance(outputs, torch.Tensor)
        expected = (outputs,) if single else outputs
        if not isinstance(expected, (tuple, list)) or len(expected) != len(graph_outputs) or any(
            e is not g for e, g in zip(expected, graph_outputs)
        ):
            return None
        gm, state = capture.gm, [*model.parameters(), *model.buffers()]

        def direct(*call_args, **call_kwargs):
            current = [*call_args, *call_kwargs.values(), *state]
            result = gm(*(current[i] for i in order))
            return result[0] if single else type(outputs)(result)

        return direct

    def compile(self, model: torch.nn.Module) -> Callable:
        compiled = torch.compile(model, backend=self._backend)
        chosen: list[Callable] = []

        def run(*args, **kwargs):
            if chosen:
                return chosen[0](*args, **kwargs)
            outputs = compiled(*args, **kwargs)
            if not any(report.modified for report in self.rewrites):
                raise PassNotMatched()
            chosen.append(self._direct_call(model, args, kwargs, outputs) or compiled)
            for capture in self.captures:
                capture.outputs = None  # the first call's outputs are not kept alive
            return outputs

        return run


BUILTIN_COMPILERS: dict[str, type[Compiler]] = {
    "pass_mgr": PassManagerCompiler,
    "pass_mgr_direct": DirectPassManagerCompiler,
    "eager": Compiler,
    "inductor": InductorCompiler,
}


def _import_factory(reference: str) -> Callable[[CompileContext], Compiler]:
    """``/path/to/file.py:Qualname``: a compiler a plugin added through ``pytest_passnet_compilers``."""
    file, _, qualname = reference.rpartition(":")
    spec = importlib.util.spec_from_file_location(f"passnet_compiler_{abs(hash(file))}", file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    factory = module
    for part in qualname.split("."):
        factory = getattr(factory, part)
    return factory


def build(name: str, sample_dir: str, device: str, guard_mode: str) -> Compiler:
    """The compiler ``name`` (built in, or a plugin's ``file:qualname``) for one sample."""
    triton_interpreter.install()  # before any pass kernel runs: bf16 on CPU computed as on a GPU
    factory = BUILTIN_COMPILERS.get(name) or _import_factory(name)
    return factory(CompileContext(Path(sample_dir), device, guard_mode))
