"""Round 13a's heavier runs (the host's file table filled through mappings; the plugin run of
hidden_files per configuration) run only with ``-m redteam``, as rounds 1-12's runs."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round13a import attacks13a

HEAVY = ("round13a_run", "table_filled_through_mappings")


def pytest_collection_modifyitems(config, items):
    for fixture in HEAVY:
        skip_unless_selected(config, items, fixture, "round 13a's heavier runs fill the host's file table for seconds "
                                                     "or take a minute: select them with -m redteam")


@pytest.fixture(scope="session")
def round13a_run(tmp_path_factory):
    return once_per_session(tmp_path_factory, "round13a", attacks13a.hidden_files_run)


@pytest.fixture(params=[pytest.param(c, id=c.name) for c in CONFIGS])
def config(request):
    return request.param


@pytest.fixture(scope="module")
def table_filled_through_mappings():
    """40 processes of a root-mode child (its own uid) mapping 62,000 files each: 2.48 M, the host's
    whole table (fs.file-max 2,466,093 here), with 40 descriptors among them."""
    return attacks13a.watched("mapped", 40, 62_000, wait_s=1.0)
