"""Round 19b (cheap, in the normal suite): the stop rules of 4354fff6, 1bbe36f4 and 13cdc47c, by an outside helper.
Each FOOLED attack is a strict xfail asserting the secure behaviour; each held one asserts what held. The README
says what each attack does, where, and how to fix it. Each runs in two configurations (root's without bubblewrap,
a user's with it): the kernel's side does not depend on the sandbox."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round19b import attacks19b
from tests.sandbox import configurations

TWO_NAMES = pytest.mark.parametrize("name", ["root-process", "user-bubblewrap"])
# An Inductor compile worker imports torch (a few hundred MiB); freeing 384 MiB takes 10-15 ms of CPU here, in the
# killed process's own context, while the watch allows a stopped process 1 ms (its threads) or 2 ticks (a zombie).
LARGE_MIB = "384"


@pytest.fixture(scope="module")
def record():
    """``record(name, *how)``: ``attacks19b.standin`` in the configuration ``name``, made once."""
    made: dict[tuple[str, ...], dict] = {}

    def made_once(name: str, *how: str) -> dict:
        reason = configurations.skip_reason(name)
        if reason:
            pytest.skip(f"{name}: {reason}")
        key = (name, *how)
        if key not in made:
            made[key] = attacks19b.standin(name, *how)
        return made[key]

    return made_once


# -- (a) an honest child's stopped process killed from outside (process.py:203-233, 13cdc47c) --------------------


@TWO_NAMES
def test_a_small_stopped_helper_killed_in_the_block_is_not_held_against_the_child(record, name):
    """Held (13cdc47c): a small helper (16 MiB, 32 sleeping threads) killed as the OOM killer kills, in the
    reference's block: its exit takes under a tick, and its threads' exits were not caught between two looks."""
    rounds = record(name, "helpers", "16", "32", "others_stopped")["rounds"]
    assert rounds[0]["helpers"], rounds
    assert not any(r["broke"] for r in rounds), rounds


@TWO_NAMES
def test_the_oom_killers_pick_killed_in_the_block_is_not_held_against_the_child(record, name):
    """The OOM killer picks the largest process: an honest helper of 384 MiB killed in the reference's block spends
    10-15 ms of CPU freeing its memory as it exits, which the watch read as a continued process (``[passnet stop]``,
    ``cheat_detected`` for an honest pass). Held since the watch holds a process on its way out to what it used in
    user code, its exit's kernel work to ``_EXIT_CPU_TICKS``."""
    rounds = record(name, "helpers", LARGE_MIB, "0", "others_stopped")["rounds"]
    assert rounds[0]["helpers"], rounds
    assert not any(r["broke"] for r in rounds), rounds


def test_the_oom_killers_pick_killed_between_shares_is_not_held_against_the_child(record):
    """The same while the worker holds no share (``stop_all`` to ``continue_all``, watched since 06289047): another
    worker's block runs then, and its allocations are what drives a host to the OOM killer."""
    rounds = record("root-process", "helpers", LARGE_MIB, "0", "stop_all")["rounds"]
    assert rounds[0]["helpers"], rounds
    assert not any(r["ended"] for r in rounds), rounds


# -- (b) the clone exit-signal rule of 1bbe36f4 from other angles (seccomp.py:119-120) ----------------------------


@TWO_NAMES
def test_the_clone_exit_signal_rule_holds_from_other_angles(record, name):
    probes = record(name, "clone")["first"]["probes"]
    # The kernel takes the exit signal from the flags' low 32 bits and CLONE_VFORK's too; the filter reads the same.
    for call in ("clone_sigcont_high_bits", "clone_vfork_sigcont", "clone_parent_sigcont"):
        assert probes[call]["result"] == "EPERM", probes
    assert probes["thread_sigcont_byte"] == "EPERM", probes  # refused before the kernel's EINVAL
    for call in ("clone_sigchld", "clone_vfork_sigchld", "clone_no_exit_signal"):
        assert probes[call]["result"] == "ok", probes
    # CLONE_PARENT takes its maker's exit signal, never the flags': SIGCHLD (or EINVAL from a PID namespace's init).
    assert probes["clone_parent_sigchld"].get("exit_signal") in (17, None), probes
    assert probes["own_exit_signal"] == 17, probes
