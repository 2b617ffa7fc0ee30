"""Round 10b's plugin runs only with ``-m redteam``, as earlier rounds'."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.records import skip_unless_selected


def pytest_collection_modifyitems(config, items):
    skip_unless_selected(config, items, "round10b_resume", "round 10b's plugin runs take a minute: select them with "
                         "-m redteam")


@pytest.fixture(scope="module")
def round10b_resume(tmp_path_factory) -> dict:
    """Two real plugin runs on one --passnet-out: the fused add + relu pass, then, with pass_dir
    replaced by a pass that does not parse, --passnet-resume. The statuses each report.json gives."""
    from tests.adversarial.redteam.round10b import attacks10b as a

    root = tmp_path_factory.mktemp("round10b_resume")
    workspace, out = a.task_copy(root / "task"), root / "out"
    a.write_honest_pass(workspace)
    first = a.plugin(workspace, out)
    assert (out / "report.json").is_file(), first.stdout[-3000:] + first.stderr[-3000:]
    honest = a.statuses(out)
    a.write_broken_pass(workspace)
    resumed = a.plugin(workspace, out, "--passnet-resume")
    assert (out / "report.json").is_file(), resumed.stdout[-3000:] + resumed.stderr[-3000:]
    fresh_out = root / "fresh"
    a.plugin(workspace, fresh_out)
    return {"honest": honest, "resumed": a.statuses(out), "fresh": a.statuses(fresh_out),
            "resumed_notes": a.report_notes(out)}
