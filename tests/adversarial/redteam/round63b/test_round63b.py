"""Round 63b: the trusted side's reading of what a child sends (replies, exits, texts) and the timing protocol. See
README.md.

All fixed in the commit after the round (``process._signal_name``, ``protocol.bounded`` escaping before its cut,
``Sandbox.real_paths`` bounded, ``pipeline._REPORT_FLAGS``, ``guard.listed_rule_files``); its strict xfails are plain.
Were FOOLED: RT_SIGNAL_EXIT (a child ended by a real-time signal makes ``Sandbox._describe_exit`` raise
ValueError: the variant's message blames pytest-passnet, the child's stderr tail is lost, ``_blame`` is skipped and the
reference child restarted), PATH_EXPANSION (a child's texts are bounded before ``Sandbox.real_paths`` writes the real
paths into them: bubblewrap's ``/models/1/model.py`` 5.5x longer, a failure message of 20,000 characters kept at
105,200, a compile report 5.1x its bound).
Held: ``channel._decode``'s index forms (one received tensor twice, a value), spilled tensors named outside the spill
folder, hidden or linked (refused), the trusted side's own spill file named as a reply's (the child's folder only)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round63b import premises63b as p


# -- RT_SIGNAL_EXIT ------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def rt_exit():
    return p.rt_signal_exit()


def test_premise_control_names_a_signal_the_enum_knows(rt_exit):
    assert rt_exit["control_sigsegv"]["returncode"] == -11
    assert "SIGSEGV" in rt_exit["control_sigsegv"]["message"]
    assert "the pass said" in rt_exit["control_sigsegv"]["message"]  # the stderr tail


@pytest.mark.parametrize("mode", ["plain", "bwrap"])
def test_a_child_ended_by_a_real_time_signal_is_a_sandbox_failure(rt_exit, mode):
    said = rt_exit[mode]
    assert said["raised"] is None, said
    assert said["sandbox_failed"] and "the pass said" in said["message"]


# -- PATH_EXPANSION ------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def paths():
    return p.path_expansion()


def test_premise_the_view_is_shorter_than_the_real_path(paths):
    assert paths["ratio"] > 4
    assert paths["failure"]["bounded_chars"] <= paths["failure"]["bound"]


def test_a_failure_message_stays_within_its_bound(paths):
    # real_paths may lengthen a text by a tenth and 200 characters (a traceback's paths written out), no more
    assert paths["failure"]["kept_chars"] <= paths["failure"]["bound"] * 1.1 + 250, paths["failure"]


def test_a_compile_report_stays_within_its_bounds(paths):
    report = paths["report"]
    assert report["longest_diagnostic_chars"] <= report["diagnostic_bound_chars"] * 1.1 + 250, report
    assert report["growth"] < 1.25, report


def test_one_variants_child_texts_stay_within_one_reply():
    said = p.report_growth()  # one reply's 400 diagnostic lines and 64 flags, their paths written out: 1.15 MB (7 MB)
    assert said["result_json_bytes"] <= 1.25 * (1 << 20) and said["flags"] <= 65, said


def test_a_failure_of_invisible_characters_stays_within_its_bound(paths):
    assert paths["escapes"]["kept_chars"] <= paths["escapes"]["bound"] + 200, paths["escapes"]


def test_a_replys_dropped_map_costs_the_trusted_side_little():
    said = p.dropped_cost()
    assert said["seconds"] < 0.25, said


# -- held ----------------------------------------------------------------------------------------------------------------


def test_decode_index_forms_give_values_only():
    said = p.decode_index()
    assert not said["fooled"]
    assert all("raised" in said[k] or said[k]["outputs"] == 2 for k in ("negative", "true"))


def test_reply_parsing_stays_cheap_and_bounded():
    said = p.parse_costs()
    assert not said["fooled"], said
    assert said["nested_900"]["outcome"].startswith("ChannelClosed") and said["nested_60000"]["outcome"].startswith(
        "ChannelClosed")


def test_spilled_tensors_are_read_from_the_spill_folder_only():
    said = p.spill_names()
    assert all(said["refused_outside_names"].values()), said
    assert said["read_trusted_file_as_reply"]  # the child's own spill folder: it can read that file itself


# -- plugin run (``-m "redteam and slow"``; conftest's ``run63b``, bwrap-root, allow-list off) ---------------------------


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_honest_victim_is_correct(run63b):
    assert run63b["variants"]["r63b_relu"]["status"] == "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_rt_signal_exit_says_how_the_child_ended(run63b):
    variant = run63b["variants"]["r63b_rtsig"]
    assert variant["status"] == "kernel_error"
    assert "ValueError" not in variant["message"] and "signal" in variant["message"].lower(), variant["message"][:300]


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_failure_message_within_its_bound(run63b):
    variant = run63b["variants"]["r63b_paths"]
    assert variant["status"] == "kernel_error"
    assert len(variant["message"]) <= 22_000 + 500, len(variant["message"])  # paths written out: a tenth and 200


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_invisible_failure_message_within_its_bound(run63b):
    variant = run63b["variants"]["r63b_escapes"]
    assert variant["status"] == "kernel_error"
    assert len(variant["message"]) <= 20_000 + 500, len(variant["message"])


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_one_variants_child_texts_stay_within_one_reply(run63b):
    import json

    variant = run63b["variants"]["r63b_growth"]
    assert len(json.dumps(variant)) <= 1.25 * (1 << 20), (variant["status"], len(variant["flags"]),
                                                          len(json.dumps(variant)))
