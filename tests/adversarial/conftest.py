"""Fixtures of the adversarial suite."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.adversarial.samples import build_sample


@pytest.fixture(scope="session")
def build_suite(tmp_path_factory):
    """Build every (pass, model) sample once under a fresh directory; returns their paths by pass name."""

    def build(cases: dict[str, str]) -> dict[str, Path]:
        root = tmp_path_factory.mktemp("adversarial")
        return {name: build_sample(root, name, model) for name, model in cases.items()}

    return build
