"""Round 54b's plugin runs (``plugin54b.series`` of the alternate arm under ``-n 2``, 80-100 s a run here), run only
with ``-m redteam``."""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round54b import plugin54b


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "aim_series54b", "round 54b's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def aim_series54b():
    """``plugin54b.series`` of the alternate arm (a burst on every other signal, the bare wait on the others),
    ``PASSNET_R54B_REPS`` runs (default 4), in ``PASSNET_R54B_CONFIG`` (default plain-root); every run's brief and
    the arms' summary; ``PASSNET_R54B_OUT``: a file each run's brief is appended to (JSON lines)."""
    reps = int(os.environ.get("PASSNET_R54B_REPS", "4"))
    records = plugin54b.series(("alternate",), reps, os.environ.get("PASSNET_R54B_CONFIG", "plain-root"),
                               os.environ.get("PASSNET_R54B_OUT"))
    return {"records": records, "summary": plugin54b.summary(records)}
