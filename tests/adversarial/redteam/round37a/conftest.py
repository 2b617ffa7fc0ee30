"""Round 37a's plugin runs (``premises37a``), run only with ``-m redteam``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round37a import premises37a

_PLUGIN_RUNS = ("problem_resume37a", "full_disk_resume37a", "honest_resumes37a", "identical_variants37a")


def pytest_collection_modifyitems(config, items):
    for fixture in _PLUGIN_RUNS:
        skip_unless_selected(config, items, fixture, "round 37a's plugin runs: select them with -m redteam")


@pytest.fixture(scope="module")
def problem_resume37a(tmp_path_factory):
    """Two eager plugin runs (about 10 s): a and a missing sample; the same resumed."""
    return premises37a.problem_resume(tmp_path_factory.mktemp("problem"))


@pytest.fixture(scope="module")
def full_disk_resume37a(tmp_path_factory):
    """Two eager plugin runs into a 256 KiB tmpfs (about 10 s; root)."""
    return premises37a.full_disk_resume(tmp_path_factory.mktemp("full"))


@pytest.fixture(scope="module")
def honest_resumes37a(tmp_path_factory):
    """Four eager plugin runs (about 20 s)."""
    return premises37a.honest_resumes(tmp_path_factory.mktemp("honest"))


@pytest.fixture(scope="module")
def identical_variants37a(tmp_path_factory):
    """One pass_mgr plugin run of three variants (about 10 s, Triton's interpreter)."""
    return premises37a.identical_variants(tmp_path_factory.mktemp("identical"))
