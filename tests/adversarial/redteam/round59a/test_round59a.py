"""Round 59a: this session's fixes 0a94e3c6 (``guard.versionless_writes``, ``protocol._flags``' fixed starts),
5467b57a (``measure.measure_with_retries``: the clock's finding first; ``[passnet retries]``) and 2194a7a3 (every
input judged where eager's probe fails) attacked. See README.md.

SCAN_SPELLING: ``versionless_writes`` looks for the route's word in the file's text before it parses, and reads only
attribute names and whole string constants: ``getattr(in_1, "\\x64ata")``, ``in_1.\\uff44ata`` (NFKC), ``"da" + "ta"``
and ``"da" "ta"`` each write past the version counter with no route found; round 57a's repeat graph so spelled is
``correct`` with its write skipped. SCAN_ROUTES: ``torch._C._AutoDispatchBelowADInplaceOrView``,
``_ExcludeDispatchKeyGuard`` and ``_unsafe_set_version_counter`` leave a plain ``add_``'s version unmoved, no word of the
list in sight. EVERY_INPUT_AS_WRITTEN: once every input is judged (a route, or a failed probe), eager_out holds every
input, and the CUDA floors read those bytes as written by the call: an honest gather's kernel time raised 101x behind a
``[passnet trusted clock]`` flag, an honest relu at 85% of peak flagged ``implausible speedup``.
Held: plain in-place forms move the version; child flags past the fixed start start no line; the clock's finding does
not read eager's spread.

Quick tests run the product's own functions; the plugin test (``-m redteam``) runs ``plugin59a``'s samples."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round59a import premises59a

# -- SCAN_SPELLING / SCAN_ROUTES: guard.versionless_writes ------------------------------------------------------------------


def test_scan_premise_each_form_writes_without_moving_the_version():
    said = premises59a.scan_forms()
    for label in (*premises59a.SPELLINGS, *premises59a.GUARDED):
        assert said[label]["bytes_changed"] and not said[label]["version_moved"], (label, said[label])
    assert said["data (control)"]["scan"], said["data (control)"]


def test_scan_spelling_every_spelling_of_data_is_seen():
    said = premises59a.scan_forms()
    missed = [label for label in premises59a.SPELLINGS if not said[label]["scan"]]
    assert missed == [], missed


def test_scan_routes_switched_off_version_bumps_are_seen():
    said = premises59a.scan_forms()
    missed = [label for label in premises59a.GUARDED if not said[label]["scan"]]
    assert missed == [], missed


def test_scan_plain_in_place_forms_move_the_version():
    """Held: no_grad, inference_mode, aten ops, _foreach_, out= and detach() writes move the input's version (the probe
    names them on any draw)."""
    said = premises59a.scan_forms()
    assert all(said[label]["version_moved"] for label in premises59a.PLAIN), said


@pytest.mark.slow
def test_scan_spelling_eager_writes_judges_input_1():
    said = premises59a.eager_writes()
    assert said["data (control)"]["judged_as_outputs"] == [0, 1, 2, 3], said["data (control)"]
    assert all(row["second_call_moves_in_1"] for row in said.values()), said
    assert all(1 in row["judged_as_outputs"] for row in said.values()), said


# -- EVERY_INPUT_AS_WRITTEN: the CUDA floors once every input is an output ---------------------------------------------------


def test_every_input_honest_gather_kernel_time_stands():
    said = premises59a.every_input_floors()["gather"]
    assert said["probe named none"]["kernel_raised_x"] == 1.0, said
    assert said["every input judged"]["kernel_raised_x"] == 1.0, said["every input judged"]


def test_every_input_honest_relu_is_not_implausible():
    said = premises59a.every_input_floors()["relu"]
    assert said["probe named none"]["implausible"] == [], said
    assert said["every input judged"]["implausible"] == [], said["every input judged"]


# -- held: flags past the fixed start, the clock's precedence ------------------------------------------------------------------


def test_posing_after_the_fixed_start_starts_no_line():
    said = premises59a.posing_after_start()
    assert "refused" in said["start behind a combining mark"], said
    assert "refused" in said["note not at the start"], said
    accepted = {k: v for k, v in said.items() if v.get("accepted")}
    assert len(accepted) == 4, said
    assert all(not row.get("a_line_starts_as_trusted", False) for row in accepted.values()), accepted
    assert all(row.get("flag_starts_with_fixed_start", row.get("starts_with_fixed_start")) for row in accepted.values())


def test_precedence_eager_spread_convicts_no_honest_pass():
    said = premises59a.precedence()
    assert said["honest, eager spread"]["fired"].startswith("eager "), said
    assert not said["honest, eager spread"]["false_claim"], said
    assert said["honest, eager steady"]["fired"] is None, said
    assert said["liar (claims a tenth), eager spread"]["false_claim"], said


# -- the plugin run (-m redteam) --------------------------------------------------------------------------------------------------


@pytest.mark.redteam
@pytest.mark.slow
def test_scan_spelling_the_skipping_pass_is_not_correct(spelling_run59a):
    variant = spelling_run59a["variants"]["r59a_escape_repeat"]
    assert variant["status"] != "correct", (variant["speedup"], variant["flags"])


@pytest.mark.redteam
@pytest.mark.slow
def test_scan_data_control_is_not_correct(spelling_run59a):
    """Held (0a94e3c6): the `.data` spelling's every input judged: `accuracy`."""
    variant = spelling_run59a["variants"]["r59a_data_repeat"]
    assert variant["status"] != "correct", (variant["speedup"], variant["flags"])
