"""Round 21b (cheap, in the normal suite, about 3-7 s): the worker's stop rules between device shares as ``run_variant``
drives them (dcb69ae0, c858d7ff, 682509aa), the file-table watch's give-back under the host's turn, the exit
allowance over a shared address space (387d2fe1, 2009eefc, d3c6f400) and the jit-source rule (d1b8aa2d, f7e1369f), by
an outside helper. Each FOOLED attack is a strict xfail asserting the secure behaviour; each held one asserts what
held. The README says what each attack does, where, and how to fix it."""

from __future__ import annotations

import pytest

from pytest_passnet.sandbox import process
from tests.adversarial.redteam.round21b import attacks21b
from tests.sandbox import host_file_table


@pytest.fixture(scope="module")
def switch(tmp_path_factory):
    """``attacks21b.sample_switch``, made once (its own monkeypatch: a module fixture), on this user's host turn."""
    with pytest.MonkeyPatch.context() as monkeypatch, host_file_table.alone():
        return attacks21b.sample_switch(monkeypatch, tmp_path_factory.mktemp("locks"))


def _played_as_described(found: dict) -> None:
    """Sample 1's share, then sample 2's, whose child is the spare."""
    assert found["events"][:2] == ["continue_all", "stop_all"] and "assigned B" in found["events"]


# -- (1) the spare made the child between shares: a file-table watch never lent ---------------------------------------
# (process.py:773-779 for_sample, :384 assign; file_table.py:105-134 _judge not lent; process.py:256-278, :738-741)


@pytest.mark.xfail(strict=True, reason="round 21b (1): for_sample makes the paused spare the child between shares with a "
                                       "file-table watch that was never lent; it ends the child in another worker's share")
def test_a_child_assigned_between_shares_is_not_ended_in_another_workers_share(switch):
    _played_as_described(switch)
    assert switch["spare_ended_in_other_share_after_s"] is None
    assert switch["spare_alive_at_continue_all"]


@pytest.mark.xfail(strict=True, reason="round 21b (1): the stop watch reads the processes the un-lent watch ended as "
                                       "'ended': [passnet stop] ... it was continued, for an honest child")
def test_a_child_assigned_between_shares_and_ended_for_anothers_files_is_not_called_continued(switch):
    _played_as_described(switch)
    says = switch["sample_2_child_says"]
    assert not says or not says.startswith("[passnet stop]")


# -- (2) the previous sample's child ended between shares --------------------------------------------------------------
# (pipeline.py:1077-1083, process.py:769-786; the class 682509aa closed for failed variants)


@pytest.mark.xfail(strict=True, reason="round 21b (2): at a sample switch for_sample ends the previous sample's child "
                                       "(a passing one too) while its worker holds no share: its exit runs beside "
                                       "another worker's timed block")
def test_the_previous_samples_child_is_ended_inside_a_share(switch):
    _played_as_described(switch)
    assert switch["first_closed_after"] != "stop_all" and not switch["first_alive_after"]


# -- (5) signals to numbers the trusted side already reaped ------------------------------------------------------------
# (process.py:248-254 _Watch._look, :277 "a reused id")


@pytest.mark.xfail(strict=True, reason="round 21b (5): the paused stop watch sends SIGKILL to the processes of a child "
                                       "the trusted side ended and reaped meanwhile: their numbers may be another "
                                       "process's by then")
def test_no_signal_goes_to_a_process_number_after_it_was_reaped(switch):
    _played_as_described(switch)
    assert switch["signalled_after_reaped"] == []


# -- (3) a filler ended by its own worker inside an honest child's give-back -------------------------------------------
# (file_table.py:136-170 _end/_given_back, :235-255 _host_turn; pipeline.py:1042-1059; process.py:536-560)


@pytest.mark.xfail(strict=True, reason="round 21b (3): the host's turn orders watches only; a filler its own worker ends "
                                       "(a failed variant) inside an honest child's give-back reads as the honest child's "
                                       "files: 'a pass may not fill the host's file table'")
def test_an_honest_child_is_not_convicted_for_files_another_worker_ended(monkeypatch, alone_on_the_file_table):
    found = attacks21b.give_back_from_another_end(monkeypatch)
    assert found["honest_ended"] and found["filler_ended"] and found["says"]  # the play ran as described
    assert "may not fill" not in found["says"]


# -- (4) one address space shared by several processes: its memory allowed once per process ----------------------------
# (process.py:174-196 _exit_ticks, :259-268 the sum over processes ending)


@pytest.mark.skipif(not attacks21b.can_share_address_spaces(), reason="the stand-in clones through x86_64's pause")
@pytest.mark.xfail(strict=True, reason="round 21b (4): processes sharing one address space (clone CLONE_VM) each get "
                                       "the exit allowance of all its memory")
def test_an_address_space_shared_by_several_processes_is_allowed_once():
    found = attacks21b.shared_address_space()
    assert found["processes"] == attacks21b.SHARERS + 1  # the play ran as described: the holder and its sharers
    assert min(found["resident_mib"]) >= attacks21b.SHARED_MIB  # each reads the whole address space
    assert found["allowance_together"] <= found["allowance_alone"] + attacks21b.SHARERS * process.STOPPED_CPU_TICKS


# -- held: the jit-source rule against a form feed ----------------------------------------------------------------------


def test_a_kernel_hidden_behind_a_form_feed_is_refused(tmp_path):
    findings = attacks21b.static_findings(tmp_path, "form_feed", attacks21b.FORM_FEED)
    assert any("a line that starts with 'def'" in finding for finding in findings)
