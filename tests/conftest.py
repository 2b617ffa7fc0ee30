"""Fixtures shared by the project's tests."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from filelock import FileLock

from tests.sandbox import host_file_table


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "expensive: makes long real runs; collected first, so xdist starts it early")
    config.addinivalue_line("markers", "slow: a red-team round's test of 4 s or more on CI's two cores (a timed "
                                       "premise, a plugin run), or a timed premise that fails beside another worker's "
                                       "load: left out of the default run, selected with -m slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The expensive tests first, in their own order: xdist hands tests out in collection order, and
    a long one that started last would run on while the other worker, done, waits for it. Before them, the
    tests that take the host's file table alone (``alone_on_the_file_table``): xdist hands a worker a run of
    neighbours, and the worker keeps the turn from one to the next (``host_file_table.kept_for``). Each took it
    apart, scattered, and waited, idle, for the other worker's test of the moment to end (one 41 s in CI); at the
    start that is the other worker's first test, if any."""
    items.sort(key=lambda item: (not _filler(item), item.get_closest_marker("expensive") is None))
    if "slow" not in (config.getoption("markexpr") or ""):  # they took official CI past 15 minutes, and failed there
        slow = pytest.mark.skip(reason="a slow or load-timed test: select it with -m slow")
        for item in items:
            if item.get_closest_marker("slow"):
                item.add_marker(slow)


def _filler(item: pytest.Item) -> bool:
    return "alone_on_the_file_table" in getattr(item, "fixturenames", ())


@pytest.fixture
def outside_xdist(monkeypatch: pytest.MonkeyPatch) -> None:
    """Inner pytest runs are top-level sessions, not xdist workers, even when this suite runs under -n."""
    for name in ("PYTEST_XDIST_WORKER", "PYTEST_XDIST_WORKER_COUNT", "PYTEST_XDIST_TESTRUNUID"):
        monkeypatch.delenv(name, raising=False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[object]:
    """Each test, its module's fixtures included, waits while another worker's test fills the host's
    file table (``host_file_table``); a filler keeps its turn for the filler that follows it here."""
    with host_file_table.kept_for(_filler(item), nextitem is not None and _filler(nextitem)), host_file_table.beside():
        return (yield)


@pytest.fixture
def alone_on_the_file_table() -> Iterator[None]:
    """This test's turn among those that fill the host's file table or make its watch take the host's turn."""
    with host_file_table.alone():
        yield


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    """An empty dataset root; build samples in it with ``tests.sample_factory.write_sample``."""
    root = tmp_path / "dataset"
    root.mkdir()
    return root


@pytest.fixture(scope="session")
def once(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Callable[[str, Callable[[], object]], object]:
    """``once(name, make)``: ``make()``'s value (JSON), made once per test session, not once per
    xdist worker: the first worker to ask makes it, a worker that asks meanwhile waits for it. For
    an expensive real run that tests of several modules, or many tests of one module, read (xdist
    deals a module's tests out to both workers, so a session fixture would be made on each)."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if worker_id != "master" else base  # the workers' basetemps share a parent

    def get(name: str, make: Callable[[], object]) -> object:
        made = shared / f"once-{name}.json"
        with FileLock(f"{made}.lock"):
            if not made.is_file():
                made.write_text(json.dumps(make()))
            return json.loads(made.read_text())

    return get
