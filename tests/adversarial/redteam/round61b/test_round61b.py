"""Round 61b: this session's verdict-path changes (0a94e3c6, 2194a7a3, 757474d3, d878efc7, 5467b57a) attacked again:
``guard.versionless_writes`` against the dataset the product ships packed, public torch routes the scan lacks,
``protocol._flags`` at the cut, ``pipeline._graph_outputs`` at its edges. See README.md.

FOOLED: V2_ROUTED (21 shipped v2 dataset variants, listed by 6 samples, take the every-input path on honest code: the
"no graph of the dataset" premise under DECOYS_OFF / EVERY_INPUT_BLINDS_CLOCK is false), NN_UTILS_ROUTE
(``torch.nn.utils.vector_to_parameters`` sets an input's ``.data`` inside torch: the scan finds nothing, the probe
names ``[2]``). Held: the cut line at 63/64/65 with posing texts either side, ``_graph_outputs``' edges.

Quick tests run the product's own functions; the v2 premise unpacks the shipped archive (slow)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round61b import premises61b


# -- V2_ROUTED: guard.versionless_writes on the shipped v2 dataset ------------------------------------------------------


@pytest.fixture(scope="module")
def v2_routes():
    return premises61b.v2_routes()


@pytest.mark.slow
def test_v2_routes_premise(v2_routes):
    """The premise: every dataset graph is scanned, the unpacked ones and the packed v2 ones (which took the
    every-input path on honest guards and asserts before the fix: 21 of them)."""
    assert v2_routes["unpacked_graphs"] == 3217 and v2_routes["unpacked_routed"] == 0, v2_routes
    assert v2_routes["v2_variants"] == 1954, v2_routes


@pytest.mark.slow
def test_no_shipped_dataset_graph_takes_a_route(v2_routes):
    assert v2_routes["v2_routed"] == 0, {k: v2_routes[k] for k in ("v2_routed", "routes", "samples_listing_routed")}


# -- NN_UTILS_ROUTE: public torch that writes past the version counter -------------------------------------------------


@pytest.fixture(scope="module")
def nn_utils():
    return premises61b.nn_utils_routes()


def test_nn_utils_premise(nn_utils):
    for label in ("torch.nn.utils.vector_to_parameters", "torch.utils.swap_tensors", "Tensor.__setstate__ (5-tuple)"):
        assert nn_utils[label] == {"version_moved": False, "values_changed": True}, nn_utils
    assert nn_utils["add_ (control)"]["version_moved"], nn_utils
    assert nn_utils["scan (.data control)"], nn_utils


def test_nn_utils_routes_are_scanned(nn_utils):
    assert nn_utils["scan"], nn_utils


def test_v2p_write_is_judged():
    said = premises61b.v2p_eager_writes()
    assert said["data (control)"]["eager_writes"] == [0, 1, 2, 3], said
    assert 1 in said["vector_to_parameters"]["eager_writes"], said


# -- held ---------------------------------------------------------------------------------------------------------------


def test_cut_line_exact_holds():
    said = premises61b.cut_line_exact()
    for label, kept in (("63 honest", 63), ("64 honest", 64), ("65 honest", 65)):
        assert said[label]["accepted"] and said[label]["kept"] == kept and not said[label]["posing_kept"], said
    assert said["65 honest"]["last"].startswith("[... 1 more rejected cut]"), said
    for label in ("posing at 63 (last kept)", "posing at 0 of 66", "blank-prefixed start"):
        assert not said[label]["accepted"], said
    # a posing text past the 64th is cut unread: never a flag
    assert said["posing at 64 (first cut)"]["accepted"] and not said["posing at 64 (first cut)"]["posing_kept"], said


def test_graph_outputs_edges_hold():
    said = premises61b.graph_outputs_edges()
    assert said["every input, no inputs"] == [[3]], said
    assert said["every input, 2 inputs"] == [[3]], said
    assert said["probe named 1"] == [[3], [2]], said
    assert said["every input, fewer outputs than written (malformed)"] == [], said


# -- plugin run (``-m "redteam and slow"``; conftest's ``run61b``, allow-list on) --------------------------------------


@pytest.mark.redteam
@pytest.mark.slow
def test_nn_utils_route_the_skipping_pass_is_not_correct(run61b):
    variant = run61b["variants"]["r61b_v2p_repeat"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"], variant["flags"])


@pytest.mark.redteam
@pytest.mark.slow
def test_v2_routed_no_false_written_inputs_flag(run61b):
    variant = run61b["variants"]["r61b_log_api"]
    assert variant["status"] == "correct", (variant["status"], variant["message"][:300])
    assert not any("past their version counters" in flag for flag in variant["flags"]), variant["flags"]
