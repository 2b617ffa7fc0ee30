"""Round 19a (cheap, in the normal suite): child control at 4354fff6, by an outside helper. Each FOOLED attack is
a strict xfail asserting the secure behaviour; each held one asserts what held. The README says what each
attack does, where, and how to fix it. The kernel's side of these does not depend on the sandbox: each runs in
two configurations (root's without bubblewrap, a user's with it), as round 18a's costlier checks do."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round19a import attacks19a
from tests.sandbox import configurations

TWO_NAMES = pytest.mark.parametrize("name", ["root-process", "user-bubblewrap"])
# A stopped child uses no CPU; two burners that run use 0.2-0.5 s of a 0.5 s window here.
STOPPED_CPU_S = 0.05


@pytest.fixture(scope="module")
def record():
    """``record(name, how, loop)``: ``attacks19a.standin`` in the configuration ``name``, made once."""
    made: dict[tuple[str, str, str], dict] = {}

    def made_once(name: str, how: str, loop: str = "stop_all") -> dict:
        reason = configurations.skip_reason(name)
        if reason:
            pytest.skip(f"{name}: {reason}")
        if (name, how, loop) not in made:
            made[name, how, loop] = attacks19a.standin(name, how, loop)
        return made[name, how, loop]

    return made_once


# -- (a) a SIGCONT that no system call of the pass sends: a stopped helper's death (process.py:615-642) ----------


@TWO_NAMES
def test_a_stopped_childs_forked_helper_dying_continues_nothing(record, name):
    """The control: helpers with the usual exit signal (SIGCHLD); one killed after ``stop_all``: all stay stopped."""
    for window in record(name, "sigchld")["windows"]:
        assert window["cpu_s"] < STOPPED_CPU_S, window


@TWO_NAMES
def test_a_helper_whose_death_sends_sigcont_leaves_its_parent_stopped_after_stop_all(record, name):
    """Held since the seccomp filter refuses clone with an exit signal other than SIGCHLD (or none)."""
    found = record(name, "exit_signal")
    assert found["first"]["clone"].startswith("refused"), found["first"]
    windows = found["windows"]
    assert max(window["cpu_s"] for window in windows) < STOPPED_CPU_S, (
        f"the pass's child used {[w['cpu_s'] for w in windows]} s of CPU in each 0.5 s after Sandboxes.stop_all "
        f"returned (threads: {windows[-1]['states']})")


@TWO_NAMES
def test_a_terminal_hangup_cannot_continue_the_session_leader(record, name):
    """Held: /dev/ptmx does not open in the child (Landlock), so no terminal of its own sends SIGHUP and SIGCONT."""
    found = record(name, "pty")
    assert not found["first"]["terminal"].startswith("controlling"), found["first"]
    for window in found["windows"]:
        assert window["cpu_s"] < STOPPED_CPU_S, window


# -- (c) an honest child convicted or ended (process.py:123-143, :161-236, :637-642) ----------------------------


@TWO_NAMES
def test_an_honest_child_whose_stopped_process_is_killed_is_not_convicted(record, name):
    """Held since the watch holds a process that ended while stopped to the CPU its zombie shows."""
    rounds = record(name, "honest", "others_stopped")["rounds"]
    assert rounds[0]["helpers"], rounds
    assert not any(r["broke"] for r in rounds), rounds


@pytest.mark.parametrize("name, loop", [("root-process", "stop_all"), ("user-bubblewrap", "others_stopped")])
def test_an_honest_child_freeing_memory_as_it_is_stopped_is_not_ended(record, name, loop):
    """Held since ``_until_stopped`` holds against a process only what it runs past the stop's limit."""
    rounds = record(name, "free", loop)["rounds"]
    assert not any(r["ended"] for r in rounds), rounds


# -- (b) the fcntl/ioctl rules of 4354fff6 from other angles (seccomp.py:56-61, :111-115) --------------------------


@TWO_NAMES
def test_the_signal_owner_rules_hold_from_other_angles(record, name):
    probes = record(name, "seccomp")["first"]["probes"]
    for call in ("setfl_async_high_bits", "setsig_high_bits", "fioasync_high_bits", "fiosetown_high_bits"):
        assert probes[call] == "EPERM", probes
    # F_NOTIFY and F_SETLEASE make the caller the owner by themselves, but their signal stays SIGIO (0), which
    # continues no stopped process; O_ASYNC given to open() is kept in the flags but arms nothing.
    assert probes["dnotify_signal"] == 0 and probes["lease_signal"] == 0, probes
    assert probes["open_o_async_sigio"] == 0, probes
    assert probes["clone_exit_signal_sigcont"] == "EPERM", probes
