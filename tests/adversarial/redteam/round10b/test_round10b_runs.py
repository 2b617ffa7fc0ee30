"""Round 10b's plugin runs (``-m redteam``): --passnet-resume after the pass code changed."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def test_the_honest_pass_and_the_broken_one_differ(round10b_resume):
    assert "correct" in round10b_resume["honest"].values(), round10b_resume["honest"]
    assert "correct" not in round10b_resume["fresh"].values(), round10b_resume["fresh"]


def test_a_resumed_report_holds_only_results_of_the_pass_code_in_pass_dir(round10b_resume):
    assert round10b_resume["resumed"] == round10b_resume["fresh"], \
        (round10b_resume["resumed"], round10b_resume["resumed_notes"])
