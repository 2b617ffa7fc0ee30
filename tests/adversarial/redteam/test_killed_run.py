"""Issue 23, class 8: a run killed (SIGKILL) while its other children are stopped for a timed
phase. Its children must die with it, none left stopped; what it left in /dev/shm and TMPDIR must
be gone once the next run on the same machine has started, and that run must be correct."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.harness import CONFIGS
from tests.adversarial.redteam.test_redteam import FOOLED, WHAT_BREAKS

pytestmark = pytest.mark.redteam


def _params(check: str) -> list:
    params = []
    for config in CONFIGS:
        key = (config.name, "killed_run", check)
        marks = [pytest.mark.xfail(strict=True, reason=f"issue 23: {WHAT_BREAKS[key[1:]]}")] if key in FOOLED else []
        params.append(pytest.param(config, id=config.name, marks=marks))
    return params


@pytest.mark.parametrize("config", _params("killed_while_stopped"))
def test_the_run_was_killed_while_children_were_stopped(killed_record, config):
    """The harness's own check: the kill came while children were stopped."""
    assert killed_record(config)["stopped_before_kill"], "no child of the run was ever seen stopped"


@pytest.mark.parametrize("config", _params("children_die_with_parent"))
def test_children_die_with_the_killed_run(killed_record, config):
    left = killed_record(config)["left_after_kill"]
    assert not left, "; ".join(f"{p['pid']} ({p['state']}) {p['cmdline'][:80]}" for p in left)


@pytest.mark.parametrize("config", _params("none_left_stopped"))
def test_no_child_is_left_stopped(killed_record, config):
    stopped = [p for p in killed_record(config)["left_after_kill"] if p["state"] == "T"]
    assert not stopped, "; ".join(f"{p['pid']} {p['cmdline'][:80]}" for p in stopped)


@pytest.mark.parametrize("config", _params("stale_removed_at_next_start"))
def test_the_next_run_removes_what_the_killed_run_left(killed_record, config):
    record = killed_record(config)
    left = record["spill_after_next"] + record["scratch_after_next"] + [str(p["pid"]) for p in record["left_after_next"]]
    assert not left, f"still there after the next run: {', '.join(left)}"


@pytest.mark.parametrize("config", _params("next_run_correct"))
def test_the_next_run_is_correct(killed_record, config):
    record = killed_record(config)
    assert record["next_run"] and record["next_run"][0]["status"] == "correct", record["next_run"]
