"""Round 19e (cheap, in the normal suite): the stop watch of 06289047, 13cdc47c and 75526134, by an outside helper.
Each FOOLED attack is a strict xfail asserting the secure behaviour; each held one asserts what held. The README
says what each attack does, where, and how to fix it. The continuation (a SIGCONT while the worker holds no share)
is played by the stand-in, as round 19b plays the OOM killer: the watch is there because a stopped process can be
continued, and these attacks ask what it sees once one is."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round19e import attacks19e
from tests.sandbox import configurations

TWO_NAMES = pytest.mark.parametrize("name", ["root-process", "user-bubblewrap"])
# 0.2 s of kernel CPU per GiB here (4 GiB: about 80 ticks); 75526134 allows an ending process 50.
LARGE_MIB = "4096"


@pytest.fixture(scope="module")
def record():
    """``record(name, *how)``: ``attacks19e.standin`` in the configuration ``name``, made once."""
    made: dict[tuple[str, ...], dict] = {}

    def made_once(name: str, *how: str) -> dict:
        reason = configurations.skip_reason(name)
        if reason:
            pytest.skip(f"{name}: {reason}")
        key = (name, *how)
        if key not in made:
            made[key] = attacks19e.standin(name, *how)
        return made[key]

    return made_once


# -- (a) a zombie leader makes a live process "ending" (procfs.ending, process.py:213-218, 75526134) -------------


@TWO_NAMES
def test_a_continued_process_with_a_zombie_leader_is_ended(record, name):
    found = record(name, "zombie-leader")
    assert found["states_before"] and found["states_before"][0] == "Z"  # the attack ran as described
    assert found["ended"] and "[passnet stop]" in found["ended_for"]


@TWO_NAMES
def test_the_same_process_with_its_leader_alive_is_ended(record, name):
    found = record(name, "control")
    assert found["ended"] and "[passnet stop]" in found["ended_for"]


# -- (b) a process that stands stopped by its own SIGSTOP is known, not watched (process.py:639-643, 06289047) ---


@TWO_NAMES
def test_a_self_stopped_process_is_watched_between_shares(record, name):
    found = record(name, "self-stopped")
    assert found["hider"] is not None
    assert found["watched"] or found["ended"]


# -- (c) the OOM killer's pick is larger than 50 ticks' worth (held since: its allowance follows what it held) (process.py:241-244, 75526134) -------------------


@pytest.mark.slow
def test_an_honest_child_whose_large_helper_is_killed_between_shares_is_not_ended(record):
    found = record("root-process", "large", LARGE_MIB, "1.5")
    assert found["helpers"] == 1
    assert not found["ended"], found["ended_for"]
