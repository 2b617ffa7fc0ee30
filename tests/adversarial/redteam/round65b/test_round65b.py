"""Round 65b: 088ba44a's shape allow-list over a graph's model.py (``guard.GRAPH_NODES``, ``_BODIES``) beside the names
(``GRAPH_NAMES``), ``materialize.load_model`` and ``pipeline._eager_writes``'s one probe call. See README.md.

FOOLED: DRAW_PRECISION_GATE (fixed during the round, 2d84f2f7; its premises run at the target through
``premises65b.pre_fix``: a float64 input drawn by ``draw_fresh``, the probe's and the re-check's, is float32 values
cast up; a timed trial's ``FreshFill`` and the replay draw float64 bits: a graph of listed names in the dataset's shape
writes an input on every timed trial and never on the probe or re-check), its trials-only form (off on the replay's
known values too: the judged call does not write either), REPLAY_VALUE_GATE (low: the replay's values are PassBench's
fixed seed's, so a float32 graph writes on the warm-up and judged call alone; unjudged). Held: the shape forms (a
class-level ``forward``, defaults, decorators, docstrings, f-strings, walrus, ``del``, nested defs, other classes,
``metaclass=``, slices, ``*``, ``global``, attribute stores), the global RNG (reseeded before every call), no mutable
object reachable by listed attribute chains, ``_DeviceRewriter`` (removes code, adds none), deep nesting (the loader
fails: eager fails)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round65b import plugin65b
from tests.adversarial.redteam.round65b import premises65b as p

GATES = ["f64_gate", "f64_gate_aug", "f64_gate_flag", "f64_trials_only", "f64_flag_trials_only"]


@pytest.fixture(scope="module")
def tell():
    return p.draw_tell()


@pytest.fixture(scope="module")
def tell_then():
    return p.at_target(p.draw_tell)


@pytest.fixture(scope="module")
def sequence():
    """At the target (``p.pre_fix``: the draws before 2d84f2f7)."""
    return p.at_target(p.call_sequence)


@pytest.fixture(scope="module")
def eager():
    return p.eager_writes()


@pytest.fixture(scope="module")
def eager_then():
    return p.at_target(p.eager_writes)


def test_premise_gates_pass_the_scan():
    assert p.gate_scan() == {name: [] for name in ("f64_gate", "f64_gate_aug", "f64_gate_flag", "ungated", "coin_gate",
                                                   "replay_gate", "f64_trials_only", "f64_flag_trials_only")}


def test_probe_draw_is_a_trial_draw(tell):
    """DRAW_PRECISION_GATE, fixed in 2d84f2f7 (the draws in the input's own floating dtype)."""
    assert tell["float64"]["draw_fresh_float32_exact"] == tell["float64"]["FreshFill_float32_exact"], tell["float64"]


def test_premise_at_the_target_the_probe_draw_was_told_apart(tell_then):
    assert tell_then["float64"]["draw_fresh_float32_exact"] == "20/20"
    assert tell_then["float64"]["FreshFill_float32_exact"] == "0/20"


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16"])
def test_narrow_dtypes_tell_nothing(tell, dtype):
    assert tell[dtype]["draw_fresh_float32_exact"] == tell[dtype]["FreshFill_float32_exact"] == "20/20"


@pytest.mark.parametrize("name", GATES)
def test_premise_the_gate_writes_on_every_trial_only(sequence, name):
    rows = sequence[name]
    assert rows["probe (draw_fresh into the replayed tensors)"] == [] and rows["closing re-check"] == []
    assert rows["timed trials writing in_1 (FreshFill)"] == "3/3"


@pytest.mark.parametrize("name", GATES)
def test_gated_write_is_judged(eager, name):
    """DRAW_PRECISION_GATE, fixed in 2d84f2f7: the probe names in_1 at HEAD."""
    assert 1 in eager[name]["named"], eager[name]


@pytest.mark.parametrize("name", GATES)
def test_premise_at_the_target_the_probe_named_nothing(eager_then, name):
    assert eager_then[name]["named"] == [], eager_then[name]


def test_trials_only_gate_moves_nothing_on_the_judged_call(sequence):
    """Reading eager's judged call (``OutputsDone.written``, dropped today) would not be enough: the trials-only form
    writes nothing there."""
    assert sequence["f64_trials_only"]["judged call (replay, after warm-up)"]["OutputsDone.written (dropped)"] == []
    assert sequence["f64_gate"]["judged call (replay, after warm-up)"]["OutputsDone.written (dropped)"] == [1]


@pytest.mark.xfail(strict=True, reason="REPLAY_VALUE_GATE (low): the replay's values are PassBench's fixed seed's; a "
                                       "graph writing only where in_3[0] is that value writes on the judged call alone")
def test_replay_gate_is_judged(eager):  # at HEAD
    assert 1 in eager["replay_gate"]["named"], eager["replay_gate"]


def test_premise_replay_gate_writes_on_the_judged_call(sequence):
    rows = sequence["replay_gate"]
    assert rows["judged call (replay, after warm-up)"]["in_1_bytes_changed"]
    assert rows["timed trials writing in_1 (FreshFill)"] == "0/3"


def test_ungated_control_is_named(eager, eager_then, sequence):
    assert eager["ungated"]["named"] == eager_then["ungated"]["named"] == [1]
    assert sequence["ungated"]["timed trials writing in_1 (FreshFill)"] == "3/3"


@pytest.mark.slow
def test_premise_dynamo_keeps_the_gate():
    """The compiled side (Dynamo breaks at the tuple index's ``__index__``) writes where eager does: by the draw."""
    said = p.at_target(p.dynamo_gate)
    for name, rows in said.items():
        assert not rows["re-check draw"]["in_1_written"] and rows["trial draw"]["in_1_written"], (name, rows)
        assert not rows["re-check draw again"]["in_1_written"], (name, rows)


# -- held ------------------------------------------------------------------------------------------------------------
CLEAN = {"** of a name", "two forwards in one class (the last wins)", "a subscript store on self",
         "self shadowed, then a listed attribute", "torch rebound in forward", "import torch as relu (alias names)",
         "from torch import device, then device rebound", "the dataset's shape (control)"}


@pytest.fixture(scope="module")
def shapes():
    return p.shape_forms()


@pytest.mark.parametrize("label", sorted(set(p.SHAPE_FORMS) - CLEAN))
def test_shape_form_is_a_place(shapes, label):
    assert shapes[label] != [], label


@pytest.mark.parametrize("label", sorted(CLEAN))
def test_shape_form_in_the_dataset_shape(shapes, label):
    """Accepted, and no state: no mapping is reachable for ``**``, a Module takes no item, the last ``forward`` is
    the one the scan read too, a rebound ``torch``/``self``/``device`` reaches only listed attributes."""
    assert shapes[label] == [], (label, shapes[label])


@pytest.fixture(scope="module")
def state():
    return p.state_forms()


def test_global_rng_is_reseeded_every_call(state):
    assert state["torch.rand across seeded calls"]["alike"]


def test_no_mutable_object_by_listed_attributes(state):
    assert state["mutable objects reachable by listed attribute chains"] == []


def test_premise_grad_mode_persists_but_nothing_listed_reads_it(state):
    said = state["torch.set_grad_enabled(False) as a call"]
    assert said["scan"] == [] and said["grad_mode_before"] and not said["grad_mode_after_the_call"]
    assert said["readers_in_GRAPH_NAMES"] == ["set_grad_enabled"]


def test_module_methods_keep_no_state(state):
    assert state["self.to(in_0) / self.float()"]["state"] == ["training"]


@pytest.fixture(scope="module")
def loader():
    return p.loader_forms()


def test_device_rewriter_removes_code_only(loader):
    said = loader["device(...) with a write in its other argument"]
    assert not said["write_ran_after_the_rewrite"]


def test_deep_nesting_fails_the_loader_not_the_probe(loader):
    """Scanned (2,000 terms) or not read (50,000: every input), the loader's RecursionError fails eager: the sample's
    failure, no write unjudged."""
    assert loader["left-nested a + a ... (2000 terms)"]["load_model"] == "RecursionError"
    assert loader["left-nested a + a ... (50000 terms)"]["scan"] == ["model.py not read (RecursionError)"]


def test_plugin_samples_pass_the_allow_list():
    said = plugin65b.static_findings()
    assert all(v["static"] == [] and v["routes"] == [] for v in said.values()), said


# -- plugin run (``-m "redteam and slow"``; conftest's ``run65b``, allow-list on) --------------------------------------


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="DRAW_PRECISION_GATE at the target (plugin65b.PRE_FIX's materialize.py): the add "
                                       "that never adds would be correct with a speedup; not run by the round (see README)")
def test_f64_flag_is_not_correct(run65b):
    variant = run65b["variants"]["r65b_f64_flag"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"])


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="DRAW_PRECISION_GATE, trials only, at the target: correct with a speedup; not "
                                       "run by the round (see README)")
def test_f64_flag_trials_is_not_correct(run65b):
    variant = run65b["variants"]["r65b_f64_flag_trials"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"])


def test_suggested_fix_names_the_gated_input():
    """``_FreshDraws.normal`` drawing in the input's dtype (as ``FreshFill`` does): the probe names in_1."""
    said = p.with_fix()
    assert said["draw_tell_float64"]["draw_fresh_float32_exact"] == "0/20"
    assert all(row["named"] == [1] for row in said["eager_writes"].values()), said


@pytest.mark.xfail(strict=True, reason="ONE_DRAW_COIN (low): a write on half the draws (in_3[0] > 0) escapes one probe "
                                       "13 times in 20, and writes in 11 of 20 trials; the fix to the draws leaves it")
def test_coin_gate_is_named_every_time():
    said = p.coin_gate()
    assert said["scan"] == [] and said["probes_naming_in_1"] == "20/20", said


def test_premise_dataset_has_none_of_the_gate_spellings():
    """What a static complement could refuse with no dataset graph lost (the unpacked 3,217; the packed v2 set not
    measured here)."""
    said = p.dataset_measure()
    if said["graphs"] == 0:
        pytest.skip("no unpacked graphs in this checkout")
    assert {k: v for k, v in said.items() if k != "graphs"} == dict.fromkeys(
        ("subscript of a display", "display bound to a name", "subscript store", "inplace= not a constant",
         "weight_meta with float64"), 0), said
