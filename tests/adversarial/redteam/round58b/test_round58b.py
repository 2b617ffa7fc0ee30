"""Round 58b: what persists from one child to the next, and what a pass's child shares with the reference (eager)
child (target c600e16b). See README.md. Nothing FOOLED: every test is a plain one asserting the boundary holds.

INPUTS_ONE_WAY: the shared inputs file carries bytes from the trusted side to the child only. CACHE_PER_CODE: a kept
kernel cache (a planted launcher library, an Inductor module) reaches only a later child of the same pass code and
compiler, never another pass's, the spare before its pass is known, or the reference child. CHILD_FOLDERS_APART: a
pass's child (allow-list off) lists none of the other children's folders, /tmp or /dev/shm, and what it plants in its
HOME/TMPDIR dies with it.

Quick tests run the product's own functions in process; the plugin tests (``-m redteam``, slow) run ``premises58b``'s
three samples through the real plugin, plain-root (the WARNING mode on this host: children as uid 0) and bwrap-root."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round58b import premises58b

# -- INPUTS_ONE_WAY ------------------------------------------------------------------------------------------------------


def test_inputs_one_way_a_child_write_reaches_nothing_trusted():
    said = premises58b.inputs_one_way()
    assert said["trusted_private_unchanged"] and said["trusted_decoys_unchanged"], said
    assert said["other_child_file_unchanged"], said
    assert said["next_write_restores_mapping"] and said["write_after_rename_reaches_mapping"], said
    assert not said["replacing_name_written_by_trusted"], said


# -- CACHE_PER_CODE ------------------------------------------------------------------------------------------------------


def test_cache_per_code_only_the_same_code_and_compiler_restore_it():
    said = premises58b.cache_scope()
    assert said["kept"] == ["inductor/xy/cxy.py", "triton/ABCDEF/__triton_launcher.so"], said  # no link, no FIFO
    assert said["reached"]["other_code"] == [], said
    assert said["reached"]["same_code_other_compiler"] == [], said
    assert said["reached"]["same_code_other_sample"] == said["kept"], said  # by design: the key is the pass code


# -- the plugin runs (-m redteam) ----------------------------------------------------------------------------------------


def _check_reach(run: dict) -> None:
    assert run["allow_list_off"], run
    assert run["statuses"]["r58b_plant"] == "correct", run["messages"]
    look = run["looks"]["r58b_look"]  # another pass's child, started as the spare while P's child ran
    assert look is not None and look["marks"] == [], run["messages"]
    assert look["scratch_top"] == ["home", "kernel-cache", "pass_dir", "tmp"], look
    again = run["looks"]["r58b_plant_again"]  # P's own code in another sample: its kept kernel cache only
    assert again is not None, run["messages"]
    assert sorted(again["marks"]) == ["inductor:r5/cr58b.py", "triton:R58BHASH/__triton_launcher.so"], again
    for seen in (look, again):  # no other child's folder shows: refused (process mode), or another view (bubblewrap)
        for place, listed in seen["others"].items():
            assert isinstance(listed, str) or not any(name.startswith("passnet-sandbox") for name in listed), (place, listed)
            assert "spill" not in place or isinstance(listed, str), (place, listed)


@pytest.mark.redteam
@pytest.mark.slow
def test_child_folders_apart_plain_root(reach_plain_root):
    _check_reach(reach_plain_root)


@pytest.mark.redteam
@pytest.mark.slow
def test_child_folders_apart_bwrap_root(reach_bwrap_root):
    _check_reach(reach_bwrap_root)
