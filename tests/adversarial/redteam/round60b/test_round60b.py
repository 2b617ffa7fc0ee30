"""Round 60b: this session's verdict-path changes 0a94e3c6, 5467b57a, 2194a7a3, 757474d3 attacked by someone who did not
write them (``guard.versionless_writes``, ``pipeline._eager_writes`` / ``_graph_outputs``, ``protocol._flags``' fixed
starts, ``measure.measure_with_retries``' order, ``[passnet retries]``). See README.md.

FOOLED: UNSAFE_VIEW_ROUTE (``aten._unsafe_view``, ``Tensor.unsafe_split``, ``torch.unsafe_chunk``: public torch writes
past the version counter the scan does not list), CUT_LINE (an honest child's 65th rejection line: ``_texts``' own
``[... N more rejected cut]`` refused by ``_flags`` as a malformed reply), DECOYS_OFF (every input judged: every input
aliased by an appended output, so the decoy fill after each CPU span writes none), FLOOR_DROPS_REAL_WRITES
(``_graph_outputs`` drops the bytes of inputs the probe saw written too), COMPILED_FLUCT_MASKS (a lie with spread claims
is ``fluctuation`` on every attempt, never a false claim). Held: ``_graph_outputs`` on every output shape, the judged
inputs (inf, integers, bool, empty, half, 0-d), the fixed-start kernel note.

Quick tests run the product's own functions; the plugin tests (``-m "redteam and slow"``) run ``plugin60b``'s samples."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round60b import premises60b

# -- UNSAFE_VIEW_ROUTE: guard.versionless_writes -------------------------------------------------------------------------

UNLISTED = ("_unsafe_view", "_unsafe_view.default", "Tensor.unsafe_split", "torch.unsafe_chunk")


@pytest.fixture(scope="module")
def unsafe_view():
    return premises60b.unsafe_view()


@pytest.mark.slow
def test_unsafe_view_premise_writes_without_moving_the_version(unsafe_view):
    for label in UNLISTED:
        row = unsafe_view[label]
        assert row["bytes_changed"] and not row["version_moved"], (label, row)
    assert unsafe_view["data (control)"]["eager_writes"] == [0, 1, 2, 3], unsafe_view["data (control)"]
    assert unsafe_view["split (control)"]["version_moved"], unsafe_view["split (control)"]


@pytest.mark.slow
def test_unsafe_view_route_every_unlisted_write_is_judged(unsafe_view):
    unjudged = [label for label in UNLISTED if 1 not in unsafe_view[label]["eager_writes"]]
    assert unjudged == [], {label: unsafe_view[label] for label in unjudged}


# -- CUT_LINE: protocol._texts' own cut line against _flags' fixed start ---------------------------------------------------


def test_cut_line_premise_64_rejections_are_read():
    said = premises60b.cut_line()
    assert said["64 rejected"]["accepted"] and said["64 rejected"]["flags"] == 64, said
    assert all(row["all_start_fixed"] for row in said.values()), said


def test_cut_line_an_honest_report_of_65_rejections_is_read():
    said = premises60b.cut_line()
    assert said["65 rejected"]["accepted"], said["65 rejected"]
    assert said["100 rejected"]["accepted"], said["100 rejected"]


# -- DECOYS_OFF: the decoy fill where every input is judged ---------------------------------------------------------------


def test_decoys_premise_probe_paths_decoy_the_unwritten_inputs():
    said = premises60b.decoys_off()
    assert said["probe named none"]["decoyed_inputs"] == [0, 1, 2, 3], said
    assert said["probe named input 2"]["decoyed_inputs"] == [0, 1, 3], said


@pytest.mark.xfail(strict=True, reason="DECOYS_OFF: with every input appended to the outputs, every input is aliased by "
                                       "an output and _taken_back keeps all of them from the decoy fill")
def test_decoys_off_every_input_judged_still_decoys_the_inputs_no_graph_output_aliases():
    said = premises60b.decoys_off()["every input judged (route or failed probe)"]
    assert said["decoyed_inputs"] == [0, 1, 2, 3], said


# -- FLOOR_DROPS_REAL_WRITES: _graph_outputs --------------------------------------------------------------------------------


def test_floor_premise_honest_in_place_write_is_not_raised():
    said = premises60b.floor_real_writes()
    for label in ("probe named input 0 (as shipped), honest", "the write's bytes counted (59a's pre-fix count), honest"):
        assert not said[label]["floor_flag"] and said[label]["kernel_us_scored"] == said[label]["kernel_us_claimed"], said


def test_floor_drops_real_writes_a_claimed_hundredth_is_raised():
    said = premises60b.floor_real_writes()["probe named input 0 (as shipped), claims a hundredth"]
    assert said["floor_flag"] and said["kernel_us_scored"] > said["kernel_us_claimed"], said


# -- held: _graph_outputs' shapes, the judged inputs, the kernel note -------------------------------------------------------


def test_graph_outputs_match_the_graph_on_every_shape():
    said = premises60b.graph_outputs_shapes()
    assert all(said.values()), said


def test_judged_inputs_that_both_sides_leave_are_correct():
    """Held: with every input judged, inputs holding +-inf, integers, bool, 0 elements, half and 0-d are `correct`
    (NaN would be `accuracy`, PassBench's allclose; the replayed inputs are repaired finite, ``materialize``)."""
    import torch

    from pytest_passnet.judge import judge

    out = torch.relu(torch.randn(64))
    inf = torch.randn(64)
    inf[::5] = float("inf")
    inf[1::5] = float("-inf")
    inputs = (inf, torch.randint(0, 50_000, (64,)), torch.rand(64) > 0.5, torch.empty(0, 4),
              torch.randn(64, dtype=torch.float16), torch.tensor(3.5))
    status, _ = judge((out, *inputs), (out.clone(), *(t.clone() for t in inputs)))
    assert status.value == "correct"


def test_kernel_note_of_an_honest_child_is_read():
    """Held: the child's only note (``CompiledSide.kernel_time``) starts with ``KERNEL_NOTE_START``, and ``bounded``
    cuts a long one at its end."""
    from pytest_passnet import protocol

    note = f"{protocol.KERNEL_NOTE_START}RuntimeError: {'x' * 5000}\nsecond line"
    read = protocol.KernelDone.read({"kernel": None, "note": note})
    assert read.note.startswith(protocol.KERNEL_NOTE_START)


# -- COMPILED_FLUCT_MASKS: measure_with_retries (guarded, as on CUDA) ---------------------------------------------------------


def test_compiled_fluct_premise_steady_lie_is_convicted():
    said = premises60b.compiled_fluct()
    assert said["lie, claims steady"]["false_claim"], said
    assert not said["honest, claims spread (control)"]["false_claim"], said


@pytest.mark.xfail(strict=True, reason="COMPILED_FLUCT_MASKS: the compiled side's own fluctuation voids each attempt "
                                       "before the clock reads it: a 10x lie with spread claims is `fluctuation`")
def test_compiled_fluct_masks_a_spread_lie_is_a_false_claim():
    said = premises60b.compiled_fluct()["lie, claims spread"]
    assert said["false_claim"], said


# -- the plugin run (-m "redteam and slow") ------------------------------------------------------------------------------------


@pytest.mark.redteam
@pytest.mark.slow
def test_unsafe_view_route_the_skipping_pass_is_not_correct(run60b):
    bad = {name: run60b["variants"][name]["status"] for name in ("r60b_unsafe_view_repeat", "r60b_unsafe_chunk_repeat")
           if run60b["variants"][name]["status"] == "correct"}
    assert bad == {}, bad


@pytest.mark.redteam
@pytest.mark.slow
def test_cut_line_the_honest_relu_is_correct(run60b):
    variant = run60b["variants"]["r60b_cut_line"]
    assert variant["status"] == "correct", (variant["status"], variant["message"][:300])


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="DECOYS_OFF: on the every-input graph the mapped clone is correct (no decoy)")
def test_decoys_off_the_mapped_clone_is_convicted_on_the_every_input_graph(decoy_run60b):
    variant = decoy_run60b["r60b_clone_mapped_route"]
    assert variant["status"] == "cheat_detected", (variant["status"], variant["speedup"], variant["flags"])


@pytest.mark.redteam
@pytest.mark.slow
def test_decoys_the_mapped_clone_is_convicted_where_the_probe_names_none(decoy_run60b):
    """Held (round 25a's decoy, af1ece38): the same pass on the graph without a route: `cheat_detected`."""
    variant = decoy_run60b["r60b_clone_mapped"]
    assert variant["status"] == "cheat_detected", (variant["status"], variant["message"][:300])
