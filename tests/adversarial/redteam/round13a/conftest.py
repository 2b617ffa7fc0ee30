"""Round 13a's heavier run (the plugin run of hidden_files per configuration) runs only with
``-m redteam``, as rounds 1-12's runs."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round13a import attacks13a

HEAVY = ("round13a_run",)


def pytest_collection_modifyitems(config, items):
    for fixture in HEAVY:
        skip_unless_selected(config, items, fixture, "round 13a's plugin runs take a minute each: select them "
                                                     "with -m redteam")


@pytest.fixture(scope="session")
def round13a_run(tmp_path_factory):
    return once_per_session(tmp_path_factory, "round13a", attacks13a.hidden_files_run)


@pytest.fixture(params=[pytest.param(c, id=c.name) for c in CONFIGS])
def config(request):
    return request.param
