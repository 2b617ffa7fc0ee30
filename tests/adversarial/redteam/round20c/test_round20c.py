"""Round 20c (cheap, in the normal suite): stop_all and the lent file-table watch (dcb69ae0), the exit allowance's
smaps_rollup walk and its 8 GiB budget (387d2fe1, 2009eefc), by an outside helper. Each FOOLED attack is a strict
xfail asserting the secure behaviour; each held one asserts what held. The README says what each attack does,
where, and how to fix it."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round20c import attacks20c
from tests.sandbox import configurations

HELPER_MIB = "512"
SHARED_MIB, ZERO_GIB = "136", "32"  # 136 MiB of shared memory (walked past 128 MiB), 32 GiB of zero pages (64 MiB of page tables)
# What the walk of 145 MiB counted may take by 2009eefc's own figure (15-45 ms per GiB), with room for a busy host.
WALK_S_FOR_WHAT_IT_COUNTS = 0.1


@pytest.fixture(scope="module")
def record():
    """``record(name, *how)``: ``attacks20c.standin`` in the configuration ``name``, made once."""
    made: dict[tuple[str, ...], dict] = {}

    def made_once(name: str, *how: str) -> dict:
        reason = configurations.skip_reason(name)
        if reason:
            pytest.skip(f"{name}: {reason}")
        key = (name, *how)
        if key not in made:
            # Not alone on the host's file table: the lent play's watch reads a count the stand-in plays and takes
            # a turn file of the stand-in's own, so no other test's watch waits for it.
            made[key] = attacks20c.standin(name, *how)
        return made[key]

    return made_once


# -- (a) the lent file-table watch ends the child while its worker holds no share ----------------------------------
# (file_table.py:104-126 while lent; process.py:256-270, :730-733, :782-792)


@pytest.mark.parametrize("name", ["root-process", "user-bubblewrap"])
@pytest.mark.slow
def test_an_honest_child_the_lent_file_table_watch_ends_is_not_convicted_by_the_stop_watch(record, name):
    """Fixed: the watch ends the child at ``take_back`` (``continue_all``), after the stop watch's last look. The
    play's ``ended`` (the stand-in's ``Child.closed``) was set by the stop watch's ``_end_for``, the finding itself:
    the watch's verdict, set once its kill has ended the child, stands for it now."""
    found = record(name, "lent", HELPER_MIB)
    assert found["paused"] and found["watch_verdict"]  # the play ran as described: stopped by stop_all, ended by the watch
    assert "run the variant again" in found["watch_verdict"]
    assert not found["ended_for"] or not found["ended_for"].startswith("[passnet stop]")


@pytest.mark.parametrize("name", ["root-process", "user-bubblewrap"])
def test_the_lent_file_table_watch_ends_no_child_while_its_worker_holds_no_share(record, name):
    found = record(name, "lent", HELPER_MIB)
    assert found["paused"] and found["watch_verdict"]  # ended still, at continue_all
    assert found["killed_in_other_share_after_s"] is None


# -- (b) the exit allowance's walk costs what the page tables hold, which its budget does not count -----------------
# (process.py:163-184, procfs.py:101-110)


def test_the_exit_allowance_walk_costs_no_more_than_its_budget_counts(record):
    """Fixed: the walk is charged at least what the page tables map (VmPTE x 512): 64 MiB of them map 32 GiB,
    past the stop's 8 GiB, so the walker is not walked."""
    found = record("root-process", "walk", SHARED_MIB, ZERO_GIB)
    assert found["page_tables_mib"] >= 60 and found["counted_mib"] < 200  # the play ran as described
    assert found["walk_s"] < WALK_S_FOR_WHAT_IT_COUNTS


def test_the_walked_child_keeps_an_allowance_of_its_pages_once_and_lives(record):
    """Held: the zero pages add nothing to the allowance (they are no resident page), and the child is not ended."""
    found = record("root-process", "walk", SHARED_MIB, ZERO_GIB)
    assert found["allowance_ticks"] <= 10  # 2 + 40 ticks per GiB of 145 MiB
    assert not found["ended"]
