"""Round 68b: cross-sample and cross-run influence, and what persists (target 69e2f7e93). See README.md.

KEEP_LEFTOVER (FOOLED, low): a trusted process ended during ``kernel_cache.keep`` leaves its staged copy under the
user's kept caches, which nothing removed (fixed in session 37: a later keep removes the stages of dead processes). LOCKS_ACROSS_CHILDREN (held, observation): file locks on files every child reads cross every isolation, but
nothing honest reads them. The plugin tests (``-m redteam``, slow) run ``plugin68b``'s samples twice on one HOME,
plain-root and bwrap-root: every IPC channel refused, the next sample and the next run see nothing of the pass, a
model made to read the locks fails the pass's own variant (never the sample's), the kept cache only for P's code."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round68b import premises68b

# -- KEEP_LEFTOVER -------------------------------------------------------------------------------------------------------


def test_keep_leftover_a_killed_keep_leaves_nothing_behind():
    said = premises68b.keep_leftover()
    assert said["killed"], said  # the premise: the keep was ended part way
    assert said["kept_entries"] == ["r68b" + "1" * 28], said
    assert said["dot_entries_left"] == 0 and said["left_files"] == 0, said


# -- LOCKS_ACROSS_CHILDREN (the premise: the lock is the inode's) --------------------------------------------------------


def test_lock_across_views_a_read_only_descriptor_locks_for_everyone():
    said = premises68b.lock_across_views()
    assert (
        said["flock_seen"] == "held"
        and said["posix_lock_seen"]
        and said["holder_is_child"]
    ), said


# -- LEASE_ON_USER_FILES -------------------------------------------------------------------------------------------------


def test_lease_a_stopped_holder_blocks_no_writer():
    said = premises68b.lease_blocks_writers(wait_s=0.5)
    if (
        said["lease_break_time_s"] <= 0
    ):  # the premise: a host that breaks leases at once is not the finding
        raise RuntimeError(f"leases break at once here: {said}")
    assert not said["lease_granted"], said  # under the children's seccomp filter
    assert said["nonblocking_open_for_write"] == "opened", said
    assert not said["blocking_open_still_waiting"], said


# -- the plugin runs (-m redteam) ----------------------------------------------------------------------------------------

REFUSED = {
    "abstract_socket": "errno EPERM",
    "pathname_socket": "errno EPERM",
    "sysv_shm": "errno EPERM",
    "sysv_sem": "errno EPERM",
    "sysv_msg": "errno EPERM",
    "mqueue": "errno EPERM",
    "key_user": "errno EPERM",
    "key_session": "errno EPERM",
    "posix_shm": "errno EACCES",
    "posix_sem": "errno EACCES",
}


def _check(record: dict) -> None:
    assert record["allow_list_off"], record
    first, second = record["runs"]
    variants = first["variants"]
    # what P's child could do (its record, raised by P's code in a later child through its kept cache)
    plant = variants["r68b_plant_again"]["said"]["R68B-RECORD"]["plant"]
    for channel, refused in REFUSED.items():
        assert plant[channel] == refused, (channel, plant)
    for channel, what in plant.items():
        if channel.startswith(("file:", "lease:", "xattr:", "utime:")):
            assert what.startswith("errno "), (channel, plant)
    assert plant["flock:python3.11/os.py"] == "ok", (
        plant
    )  # the one thing that holds: a lock (no honest reader)
    # P's own sample: a model made to read the locks fails beside the pass; never the sample's (ABSENT) failure
    assert variants["r68b_plant"]["status"] in ("kernel_error", "eager_error"), (
        variants["r68b_plant"]
    )
    assert set(variants["r68b_plant"]["said"]["R68B-REF-SAW"]) <= {
        "locks:python3.11/os.py",
        "locks:torch/__init__.py",
        "locks:pytest_passnet/__init__.py",
    }, variants["r68b_plant"]
    # the next sample (other pass code): its child and its reference see nothing of P; correct
    assert variants["r68b_after"]["status"] == "correct", variants["r68b_after"]
    # the next run on the same HOME: the same; the kept caches are P's code's only, no staged leftovers
    assert second["variants"]["r68b_after"]["status"] == "correct", second["variants"][
        "r68b_after"
    ]
    assert "R68B-RECORD" in second["variants"]["r68b_plant_again"]["said"], second[
        "variants"
    ]
    assert len(second["kept"]) == 1 and list(second["kept"].values()) == [
        ["r68b-record.json"]
    ], second["kept"]


@pytest.mark.redteam
@pytest.mark.slow
def test_nothing_of_the_pass_reaches_another_child_plain_root(run68b_plain_root):
    _check(run68b_plain_root)


@pytest.mark.redteam
@pytest.mark.slow
def test_nothing_of_the_pass_reaches_another_child_bwrap_root(run68b_bwrap_root):
    _check(run68b_bwrap_root)
