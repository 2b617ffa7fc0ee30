"""Round 11's plugin run of the control (``resumed_control``: ~30 s, the broken pass run again) runs
only with ``-m redteam``, as rounds 1-10b's runs."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected
from tests.adversarial.redteam.round11 import attacks11


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "resumed_control", "the control's plugin run takes ~30 s: select it with -m redteam")


@pytest.fixture
def resumed_control(tmp_path):
    return attacks11.resume_after_broken_pass(tmp_path, large_variant_folders=False)
