"""Round 14 (cheap, in the normal suite): the fixes of 6d13aed0..6b369f99 (the file-table watch that stops
the child first, pattern as a value, read_pass_dir's depth).

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what held.
The README says what each attack does, where, and how to fix it. The file-table watch is attacked at a
small scale: the product's ``FileTableWatch`` with ``GROWTH_FILES`` lowered to 16,384 (``standin14.py``).
"""

from __future__ import annotations

import pytest

from agent.snapshot import MAX_DEPTH, read_pass_dir
from pytest_passnet.sandbox import file_table
from tests.adversarial.redteam.round13b import attacks13b
from tests.adversarial.redteam.round14 import attacks14 as a

# Fills the host's file table (``host_file_table.alone`` inside): collected with the other fillers, first, and keeps
# the turn from the filler before it (tests/conftest.py).
FILLS = pytest.mark.usefixtures("alone_on_the_file_table")

needs_table = pytest.mark.skipif(file_table.allocated_files() is None, reason="no /proc/sys/fs/file-nr here")


# -- the file-table watch's window (file_table.py:66-78) ----------------------------------------------------


@needs_table
@FILLS
def test_the_watch_ends_a_filler_that_stands_stopped():
    record = a.filled(hook=False)
    assert not record["alive"] and "may not fill the host's file table" in (record["ended_for"] or ""), record


@needs_table
@FILLS
def test_a_filler_that_continues_itself_through_its_stderr_is_ended():
    """Since 4354fff6 the seccomp filter refuses the hook itself (F_SETOWN, F_SETSIG, O_ASYNC)."""
    record = a.filled(hook=True)
    if record["lines"] and "hook" in record["lines"][-1]:
        assert record["lines"][-1]["hook"].startswith("refused"), record["lines"]
        return
    over = max(line.get("peak", line.get("held", 0)) for line in record["lines"]) if record["lines"] else 0
    assert not record["alive"] and record["ended_for"], (
        f"held {over:,} files ({over / a.GROWTH:.1f}x GROWTH_FILES), alive, not ended; the watch sent "
        f"{record['watch_sent']}; host growth {record.get('host_growth')}")


# -- the watch's SIGCONT inside others_stopped (file_table.py:76, process.py:560-606) ----------------------


def test_an_honest_child_the_watch_continues_is_not_convicted(alone_on_the_file_table, monkeypatch):
    found = a.stopped_for_the_reference_after_the_watch(monkeypatch)
    assert found["ran"] is None, f"convicted: 'ran while it stood stopped ({found['ran']})'"


# -- pattern reached by other routes (wrapper_rules.py:935-937) ---------------------------------------------


@pytest.mark.parametrize("route", sorted(a.PATTERN_ROUTES))
def test_pattern_reached_by_another_route_is_refused(tmp_path, route):
    assert attacks13b.static_findings(tmp_path, route, a.routed_hook(route)), f"{route}: no finding"


# -- read_pass_dir's depth (agent/snapshot.py:41-43) --------------------------------------------------------


def test_a_pass_dir_deeper_than_the_limit_is_read_with_a_note(tmp_path):
    pass_dir = tmp_path / "pass_dir"
    attacks13b.deep_pass_dir(pass_dir, 40)
    try:
        found = read_pass_dir(pass_dir)
    finally:
        attacks13b.remove_deep(pass_dir)
    assert any(f"more than {MAX_DEPTH} levels deep" in note for note in found.skipped), found.skipped


# -- two watches on one host (file_table.py:66-90) ---------------------------------------------------------


def test_an_honest_child_beside_a_filler_stopped_by_its_own_watch_is_not_convicted(alone_on_the_file_table, monkeypatch):
    verdicts = a.two_watches_at_once(monkeypatch)
    assert "may not fill the host's file table" in (verdicts["filler"] or ""), verdicts
    assert "may not fill" not in (verdicts["honest"] or ""), f"the honest child convicted: {verdicts['honest']}"
