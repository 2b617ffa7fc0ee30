"""Hooks that pytest-passnet adds to pytest; implement them in a conftest.py or a plugin."""

from __future__ import annotations

import pytest


@pytest.hookspec
def pytest_passnet_compilers() -> dict:
    """Return ``{name: factory}`` of extra compilers for ``--passnet-compiler``.

    A factory is called as ``factory(context)`` with a
    :class:`pytest_passnet.compilers.CompileContext` and returns an object with
    the :class:`pytest_passnet.compilers.Compiler` interface. Results of all
    implementations are merged; later plugins win on equal names.

    .. versionadded:: 0.1
    """


@pytest.hookspec
def pytest_passnet_variant_result(result: dict) -> None:
    """Called on the controller with each variant's result dict as it arrives.

    .. versionadded:: 0.1
    """


@pytest.hookspec
def pytest_passnet_sample_score(sample: dict) -> None:
    """Called on the controller with each sample's score record (``path``, ``es``, ``score``).

    .. versionadded:: 0.1
    """
