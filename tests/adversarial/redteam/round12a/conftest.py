"""Round 12a's heavier runs (the file table filled, Linux AIO while stopped, a killed child's
leftovers; the plugin run of file_table_fill) run only with ``-m redteam``, as rounds 1-11's runs."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.records import once_per_session, skip_unless_selected
from tests.adversarial.redteam.round12a import attacks12a
from tests.sandbox import host_file_table

HEAVY = ("round12a_run", "aio_stopped", "file_table_held")


def pytest_collection_modifyitems(config, items):
    for fixture in HEAVY:
        skip_unless_selected(config, items, fixture, "round 12a's heavier runs fill the system's file table or the "
                                                     "disk queue, or take a minute: select them with -m redteam")


@pytest.fixture(scope="session")
def round12a_run(tmp_path_factory):
    return once_per_session(tmp_path_factory, "round12a", attacks12a.file_table_run)


@pytest.fixture(params=[pytest.param(c, id=c.name) for c in CONFIGS])
def config(request):
    return request.param


@pytest.fixture(scope="module")
def aio_stopped():
    """1 MiB O_DIRECT reads of a library, queued with io_submit, the child then stopped for 2 s."""
    return attacks12a.stopped("continue", 2.0, "aio.py", attacks12a.DISK_FILE, "300", str(1 << 20))


@pytest.fixture(scope="module")
def file_table_held():
    """The system's file table filled by 320 processes of a root-mode child (its own uid), then killed."""
    with host_file_table.alone():
        return attacks12a.stopped("kill", 0.5, "enfile.py", "320")

