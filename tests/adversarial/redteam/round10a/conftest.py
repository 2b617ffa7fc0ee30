"""Round 10a's plugin runs (``attacks10a.chmod_run``) as a normal user, with and without bubblewrap,
made once per session (``records``); their tests run only with ``-m redteam``, as rounds 1-9."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round10a import attacks10a


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round10a_run", "round 10a's plugin runs take a minute each: select them with -m redteam")


@pytest.fixture(scope="session")
def round10a_run(tmp_path_factory):
    return once_per_session(tmp_path_factory, "round10a", attacks10a.chmod_run)


@pytest.fixture(params=[pytest.param(c, id=c.name) for c in CONFIGS if c.name in ("plain-user", "bwrap-user")])
def user_config(request):
    return request.param
