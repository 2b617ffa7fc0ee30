"""Round 53a: the sandbox at c5bc4103, each mode ``mode.detect`` accepts on this host (root with a leased uid, plain
and bubblewrap; a normal user, plain in a user namespace and bubblewrap), asked what ``/proc/self/status`` does not
show.

- PIPE_PAGES (FOOLED, medium-low where it applies: a normal user's runs): a pass's child shares its uid, and so the
  kernel's per-user pipe accounting (``fs.pipe-user-pages-soft``, 16,384 pages), with the trusted process. It makes
  63 pipes of 1 MiB (``F_SETPIPE_SZ``, no privilege) and 20 more: while it holds them, every pipe the trusted side
  makes is 8 KiB instead of 64 KiB, and ``answer_stop._grown`` cannot make a new child's reply pipe hold a reply
  header: a ``process.Sandbox`` started then has an 8 KiB reply pipe and its ``AnswerStop`` is never armed (round 25c's WINDOW_COPY defence off, silently). Root is
  exempt (``CAP_SYS_RESOURCE``): held.
- Held: every mode's child holds no capability, ``no_new_privs``, seccomp; its descriptors are 0-2 only; it sees no
  process but itself and, under bubblewrap, bubblewrap's own pid 1, which it can neither signal nor read (environ,
  mem, root, cwd).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.adversarial.redteam.needs import needs_bwrap, needs_root
from tests.adversarial.redteam.round53a import premises53a as p

HOG = {"hog": 200, "extra": 20, "sandbox": True}  # sandbox: a process.Sandbox started while the child holds them
_FULL = 64 << 10  # a pipe's default size


@pytest.fixture(scope="module")
def layout():
    base = p.layout()
    try:
        yield base
    finally:
        p.remove_layout(base)


def _run(layout, state: str, action: dict | None = None) -> dict:
    if state.endswith("bwrap") and not shutil.which("bwrap"):
        pytest.skip("bubblewrap not installed")
    said = p.run_premise(layout, state, action)
    assert "refused" not in said, said
    assert said["kind"] == ("bubblewrap" if state.endswith("bwrap") else "process"), said["sandbox"]
    assert "uid" in said["child"], said["child"]
    return said


def _pipes_hold(said: dict) -> None:
    """What the product holds: a child started while a pass's child holds the user's pipe pages has a reply pipe that
    holds a header whole and an answer stop (``answer_stop.reply_pipe``'s reserve, grown before)."""
    assert said["child"]["hog_pages"] >= 15_000, said["child"]  # the child made what it could (the reserve holds 512)
    assert said["before"] == {"pipe_bytes": _FULL, "answer_stop_usable": True}, said["before"]
    during = said["during"]
    assert during["sandbox_answer_stop_usable"] and during["sandbox_reply_pipe_bytes"] == 1 << 20, during


def _new_pipes_shrink(said: dict) -> None:
    """The premise, as a user: while the child holds them, a pipe the trusted side makes anew is small and would not
    arm (what the reserve is for)."""
    assert said["during"]["pipe_bytes"] < _FULL and not said["during"]["answer_stop_usable"], said["during"]


def _pipe_pages_limited() -> bool:
    try:
        return int(Path("/proc/sys/fs/pipe-user-pages-soft").read_text()) > 0
    except (OSError, ValueError):
        return False


@needs_root
@pytest.mark.skipif(not _pipe_pages_limited(), reason="the kernel counts no user's pipe pages here "
                                                       "(fs.pipe-user-pages-soft 0): the premise cannot be made")
@pytest.mark.parametrize("state", ["user_process", "user_bwrap"])
def test_pipe_pages_as_a_user(layout, state):
    """PIPE_PAGES, fixed: the new child's reply pipe comes from the reserve."""
    said = _run(layout, state, HOG)
    assert said["trusted_uid"] == p.UID_OF_NO_ACCOUNT
    _new_pipes_shrink(said)
    _pipes_hold(said)


@needs_root
@pytest.mark.parametrize("state", ["root_process", "root_bwrap"])
@pytest.mark.slow
def test_pipe_pages_as_root_held(layout, state):
    said = _run(layout, state, HOG)
    assert said["trusted_uid"] == 0 and said["child_uid"] is not None and said["child"]["uid"] == said["child_uid"]
    _pipes_hold(said)
    assert said["after"] == said["before"]


@needs_root
@needs_bwrap
@pytest.mark.parametrize("state", list(p.STATES))
def test_capabilities_descriptors_and_neighbours_held(layout, state):
    said = _run(layout, state)
    child = said["child"]
    for name in ("CapInh", "CapPrm", "CapEff", "CapAmb"):
        assert int(child[name], 16) == 0, (name, child[name])
    assert child["NoNewPrivs"] == "1" and child["Seccomp"] == "2", child
    if state.startswith("root"):
        assert child["uid"] == said["child_uid"] >= 1_600_000_000, child
    else:
        assert child["uid"] == p.UID_OF_NO_ACCOUNT and int(child["CapBnd"], 16) == 0, child
    held = {int(fd) for fd, what in child["fds"].items() if isinstance(what, dict)}
    assert held == {0, 1, 2}, child["fds"]  # the fourth was the listing's own, gone when read
    others = child["others"]
    assert set(map(int, others)) <= {1} and child["pid"] in (1, 2), (child["visible_pids"], child["pid"])
    for pid, seen in others.items():  # bubblewrap's pid 1: nothing of it to read or signal
        for what in ("environ", "mem", "root/", "cwd/", "kill_0", "kill_19", "kill_18"):
            assert str(seen[what]).startswith("PermissionError"), (pid, what, seen[what])
    assert os.geteuid() == 0
