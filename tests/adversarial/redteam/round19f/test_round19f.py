"""Round 19f (cheap, in the normal suite): the stop rules of f421231c (``procfs.ending`` over every thread, the exit
allowance per GiB resident, ``stop_all`` leaving the file-table watch's processes to it), by an outside helper. Each
FOOLED attack is a strict xfail asserting the secure behaviour; each held one asserts what held. The README says
what each attack does, where, and how to fix it."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round19f import attacks19f
from tests.sandbox import configurations


@pytest.fixture(scope="module")
def record():
    """``record(name, *how)``: ``attacks19f.standin`` in the configuration ``name``, made once."""
    made: dict[tuple[str, ...], dict] = {}

    def made_once(name: str, *how: str) -> dict:
        reason = configurations.skip_reason(name)
        if reason:
            pytest.skip(f"{name}: {reason}")
        key = (name, *how)
        if key not in made:
            made[key] = attacks19f.standin(name, *how)
        return made[key]

    return made_once


# -- (a) the file-table watch continues what stop_all left to it, while the worker holds no share --------------
# (file_table.py:110-112, process.py:666-670)


@pytest.mark.parametrize("name", ["root-process", "user-bubblewrap"])
def test_a_child_the_file_table_watch_continues_between_shares_is_ended(record, name):
    """Held since stop_all stops, pauses and watches what the file-table watch holds too, and that watch continues
    nothing from stop_all to continue_all (``FileTableWatch.lend``/``take_back``)."""
    found = record(name, "held-by-file-table")
    assert found["held_at_stop"]  # the attack ran as described
    assert found["paused_by_stop_all"]
    assert found["ended"] or (found["used"] and found["used"]["user_ticks"] <= 2)


# -- (b) the exit allowance follows resident pages, which one file mapped many times inflates ----------------
# (process.py:189-190, :248; procfs.resident_bytes, now procfs.exit_frees_bytes)


def test_a_continued_helper_whose_exit_frees_memory_outside_its_resident_set_is_ended(record):
    """Held since the exit's allowance counts each page once (``procfs.exit_frees_bytes``: smaps_rollup's Pss
    where the file and shared-memory pages are many): 5 ticks for the 64 mappings, not 163. The helper is ended
    inside the block, so it no longer reads as ending at its end: its exit is what the finding names."""
    found = record("root-process", "exiting", "64")
    assert found["resident_mib"] >= 4000  # the attack ran as described
    assert found["exit_allowance_ticks"] < 10
    assert found["ended"] and "ended while they stood stopped" in found["ended_for"]


def test_the_same_helper_without_the_inflating_mappings_is_ended(record):
    found = record("root-process", "exiting", "1")
    assert found["exit_allowance_ticks"] < 10  # 81 MiB resident here: 6 ticks
    assert found["ended"] and "ended while they stood stopped" in found["ended_for"]
