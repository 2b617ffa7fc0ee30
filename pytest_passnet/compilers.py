"""The compilers a variant can be run with: ``pass_mgr`` (PassBench's), ``pass_mgr_direct``,
``inductor`` and ``eager``. More come from the ``pytest_passnet_compilers`` hook.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path

import torch

from pytest_passnet.diagnose import diagnose
from pytest_passnet.passes import PassSet, SourceValidator, load_pass_set
from pytest_passnet.rewrite import RewriteReport, apply_rules


class PassNotMatched(RuntimeError):
    """No pass modified a captured graph (PassBench: "No passes modified the graph.")."""

    def __init__(self):
        super().__init__("[PassMgrBackend] No passes modified the graph.")


@dataclass
class CompileContext:
    sample_dir: Path
    device: str
    validators: list[SourceValidator] = field(default_factory=list)


class Compiler:
    """The identity compiler (PassBench's ``nope``): eager against eager."""

    name = "eager"
    needs_passes = False

    def __init__(self, context: CompileContext):
        self.context = context
        self.rewrites: list[RewriteReport] = []

    def compile(self, model: torch.nn.Module) -> Callable:
        return model

    def warmup_guard(self):
        """Context active during the warm-up calls of the compiled side."""
        return nullcontext()

    @property
    def applied(self) -> dict[str, int]:
        totals: dict[str, int] = {}
        for report in self.rewrites:
            for name, count in report.applied.items():
                totals[name] = totals.get(name, 0) + count
        return totals

    @property
    def diagnostics(self) -> dict[str, list[str]]:
        merged: dict[str, list[str]] = {}
        for report in self.rewrites:
            merged.update(report.diagnostics)
        return merged


class InductorCompiler(Compiler):
    name = "inductor"

    def compile(self, model: torch.nn.Module) -> Callable:
        return torch.compile(model, backend="inductor")


class PassManagerCompiler(Compiler):
    """PassBench's ``pass_mgr``: a Dynamo backend that runs the sample's passes and
    returns the rewritten graph as Python (no Inductor). Every captured graph must
    be modified, as upstream requires.
    """

    name = "pass_mgr"
    needs_passes = True

    def __init__(self, context: CompileContext):
        super().__init__(context)
        self.pass_set: PassSet = load_pass_set(context.sample_dir, context.validators)
        self.kernel_call = self._make_kernel_call()

    def _make_kernel_call(self) -> Callable:
        """The opaque graph node every replacement calls; one function object per compiler."""
        kernel = self.pass_set.kernel

        def passnet_kernel(*args):
            return kernel(*args)

        return passnet_kernel

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


BUILTIN_COMPILERS: dict[str, type[Compiler]] = {
    "pass_mgr": PassManagerCompiler,
    "eager": Compiler,
    "inductor": InductorCompiler,
}
