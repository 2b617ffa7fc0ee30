"""Round 6a through the real plugin (``attacks6.run``: a subprocess, the committed package, the default
sandbox, the allow-list on)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.redteam


def test_run_completed(round6a_run):
    assert round6a_run["variants"] is not None, round6a_run["stdout"][-3000:]
    assert round6a_run["variants"]["control"]["status"] == "correct", round6a_run["variants"]["control"]


def test_run_is_in_the_default_sandbox(round6a_run):
    assert round6a_run["sandbox"]["mode"] == "bubblewrap", round6a_run["sandbox"]


@pytest.mark.xfail(strict=True, reason="FOOLED: fixed_tell reads in_0[0]; only the re-check's varied values "
                   "(materialize.py vary_fixed_integers) differ from the replayed 0, so it is honest only there")
def test_kernel_that_ignores_its_input_is_not_correct(round6a_run):
    variant = round6a_run["variants"]["fixed_tell"]
    assert variant["status"] != "correct", variant
