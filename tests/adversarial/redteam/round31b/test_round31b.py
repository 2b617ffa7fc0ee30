"""Round 31b: containment and verdicts across xdist workers as a plain user. NPROC_SQUEEZE: every child's RLIMIT_NPROC
is 4096 plus the tasks the user ran when *it* started (``policy.limits``), and a plain user's children share the user's
uid, so a pass child started after others holds the user's count above their limits: they can start no thread or
process while it lives (the premise, emulated in a few seconds as a uid of no account; the plugin run under ``-n 2``
behind ``-m redteam``); held since e5fc444e, where the limit is set inside the child's own user namespace. SHM_ACROSS_WORKERS: every user child's spill folder is in the one /dev/shm, so a pass child
that fills it leaves another worker no room for its honest victim's inputs file (a plugin run under ``-n 2`` in a
private 64 MiB /dev/shm, behind ``-m redteam``); held since the spill folders left /dev/shm."""

from __future__ import annotations

import os
import shutil

import pytest

from pytest_passnet.validator import validate_pass_source
from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round31b import squeeze31b

@pytest.mark.parametrize("path", sorted((squeeze31b.HERE / "passes").glob("*.py")), ids=lambda p: p.stem)
def test_passbench_validator_accepts_the_pass(path):
    """The round's passes are ordinary pass_dirs: PassBench's own static validator accepts each."""
    assert validate_pass_source(path.read_text(), path) == []


needs_root = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv"),
                                reason="starts the premise's children as another uid (root, setpriv)")


@needs_root
def test_a_plain_user_child_keeps_room_for_a_thread_beside_a_later_one():
    """Two children confined as a plain user's (a user namespace of their own and the rlimits, in the product's order),
    the earlier's limit read first: while the later one holds all the threads it may start, the earlier still starts a
    thread. Held since e5fc444e (the limit set inside the namespace); was FOOLED (medium): the earlier, at 4,097, got
    "can't start new thread" and fork's EAGAIN."""
    record = squeeze31b.premise("plain")
    assert record["squeezer"]["held"] >= 4000, record  # the squeezer filled the count
    assert record["earlier"]["thread"] == "started" and record["earlier"]["fork"] == "forked", record


@needs_root
@pytest.mark.skipif(not shutil.which("bwrap"), reason="bubblewrap is not installed")
def test_under_bubblewrap_a_user_child_keeps_room_beside_a_later_one():
    """The same two children each in a bubblewrap of its own (its user namespace made by bubblewrap, under the trusted
    process's own limit): the later one's threads count against the user there, the earlier's limit only inside its
    own namespace, so it starts its thread and its process."""
    record = squeeze31b.premise("bwrap")
    assert record["squeezer"]["held"] >= 4000, record
    assert record["earlier"]["thread"] == "started" and record["earlier"]["fork"] == "forked", record


# -- the plugin run under -n 2 (-m redteam) ------------------------------------------------------------------------


def _config(name: str):
    return pytest.param(next(c for c in harness.CONFIGS if c.name == name), id=name)


HELD_CONFIGS = [_config(name) for name in ("bwrap-root", "plain-root", "bwrap-user")]
PLAIN_USER = _config("plain-user")


def _victim(record: dict) -> dict:
    (victim,) = record["samples"]["victim"]
    return victim


@pytest.mark.redteam
@pytest.mark.parametrize("config", [PLAIN_USER])
def test_run_the_other_worker_s_honest_victim_is_correct(squeeze_record, config):
    """NPROC_SQUEEZE in the plugin (FOOLED at 8b5b791e: the victim eager_error in 3 of 3 runs; held since cac77c9d,
    which ends a pass's child of more than 1,024 threads at its worker's give-back, before the other worker's timed
    block, where the victim's reference child makes its thread pools on the CPU)."""
    reason = config.unavailable()
    if reason:
        pytest.skip(reason)
    record = squeeze_record(config)
    assert _victim(record)["status"] == "correct", record


@pytest.mark.redteam
@pytest.mark.parametrize("config", HELD_CONFIGS)
def test_run_the_other_worker_s_honest_victim_is_correct_held(squeeze_record, config):
    """As root each child has a uid of its own; under bubblewrap as a user each counts its limit in a namespace of its
    own: the squeezer fills only what is its own."""
    reason = config.unavailable()
    if reason:
        pytest.skip(reason)
    record = squeeze_record(config)
    assert _victim(record)["status"] == "correct", record


USER_CONFIGS = [_config(name) for name in ("bwrap-user", "plain-user")]
ROOT_CONFIGS = [_config(name) for name in ("bwrap-root", "plain-root")]


@pytest.mark.redteam
@pytest.mark.parametrize("config", USER_CONFIGS)
def test_run_the_other_worker_s_victim_is_correct_beside_a_full_shm(shm_record, config):
    """SHM_ACROSS_WORKERS as a user: held since a user child's spill folder (and the trusted side's inputs file in it)
    is in its private folder on the temporary folder's disk (``folders.make``), never in the /dev/shm the filler fills.
    Was FOOLED (medium-low): worker 0's filler filled /dev/shm through its spill folder there, worker 1 found no room
    for its honest victim's inputs file (``Sandbox.share_inputs``), its retry alone none either: eager_error."""
    reason = config.unavailable()
    if reason:
        pytest.skip(reason)
    assert _victim(shm_record(config))["status"] == "correct", shm_record(config)


@pytest.mark.redteam
@pytest.mark.parametrize("config", ROOT_CONFIGS)
def test_run_the_other_worker_s_victim_is_correct_beside_a_full_shm_held(shm_record, config):
    """As root a child's folders are one bounded tmpfs of its own (``folders.make``): the filler fills only that."""
    reason = config.unavailable()
    if reason:
        pytest.skip(reason)
    assert _victim(shm_record(config))["status"] == "correct", shm_record(config)
