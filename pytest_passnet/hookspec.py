"""Hooks that pytest-passnet adds to pytest; implement them in a conftest.py or a plugin."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from pytest_passnet.sandbox.child.compilers import CompileContext, Compiler
    from pytest_passnet.report import SampleScore
    from pytest_passnet.result import VariantResult


@pytest.hookspec
def pytest_passnet_compilers() -> dict[str, Callable[[CompileContext], Compiler]]:
    """Return ``{name: factory}`` of extra compilers for ``--passnet-compiler``.

    A factory is a class (or function) defined at module level in a file: the sandboxed child
    that runs the compiled side imports it from that file, since it cannot call hooks. It is
    called as ``factory(context)`` with a :class:`pytest_passnet.sandbox.child.compilers.CompileContext` and
    returns a :class:`pytest_passnet.sandbox.child.compilers.Compiler`. Later plugins win on equal names.

    Example (conftest.py)::

        from pytest_passnet.sandbox.child.compilers import Compiler

        class CudaGraphs(Compiler):
            name = "cudagraphs"

            def compile(self, model):
                return torch.compile(model, backend="cudagraphs")

        def pytest_passnet_compilers():
            return {"cudagraphs": CudaGraphs}
    """


@pytest.hookspec
def pytest_passnet_variant_result(result: VariantResult) -> None:
    """Called on the controller with each variant's final result, as it arrives: a
    :class:`pytest_passnet.result.VariantResult` (``status``, ``speedup``, ``nodeid``, ...).

    Example::

        def pytest_passnet_variant_result(result):
            if result.passed and result.speedup["e2e"] > 2:
                print(f"{result.nodeid}: {result.speedup['e2e']:.2f}x")
    """


@pytest.hookspec
def pytest_passnet_sample_score(sample: SampleScore) -> None:
    """Called on the controller with each sample's score once the run is scored: a
    :class:`pytest_passnet.report.SampleScore` (``path``, ``id``, ``es``, ``score``,
    ``counted_as_failure``, ...), the record ``report.json`` lists under ``samples``.

    Example::

        def pytest_passnet_sample_score(sample):
            metrics.gauge("passnet.as", sample.score or 0.0, tags={"sample": sample.path})
    """
