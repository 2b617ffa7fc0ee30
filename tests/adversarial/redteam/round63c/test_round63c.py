"""Round 63c: daad9ca9's allow-list over a graph's model.py (``guard.versionless_writes``, ``GRAPH_NAMES``). See
README.md.

All fixed in the commit after the round (``guard.GRAPH_NODES``: the dataset's straight-line shape, attributes only
read; ``_evaluating_batch_norm`` refuses ``*``/``**``; model.py read as bytes by the scan and the loader alike); the
strict xfails are plain. Were FOOLED: IDENTITY_GATE (syntax only: ``if in_1.tril is SEEN: in_1[...] = tmp_0`` then
``in_1.tril = SEEN``, a tag on the tensor object), MATCH_CLASS_ATTRIBUTE (``match in_1: case torch.Tensor(data=t)``
reads ``in_1.data`` with no ``ast.Attribute``: the allow-list never sees the name; also ``untyped_storage``, ``numpy``, a Module's ``__dict__``),
the list form of the gate (a write made only where ``in_1`` is the tensor object of the call before: the probe's and
the re-check's fresh tensors are never written, the judged call and every timed trial are), BN_STARRED (a ``*`` argument
before the sixth shifts ``training``: ``torch.batch_norm(x, None, None, rm, *[rv, True, 0.5, 1e-5], False)`` trains,
exempt), LOCALE_READ (``load_model`` reads model.py in the locale's encoding, the scan in UTF-8).
Held: every write a GRAPH_NAMES name makes moves the version (``out=``, ``inplace=True``, ``max_norm``, aliases, views);
unicode spellings (NFKC), null bytes, coding cookies; a Tensor subclass's ``__torch_function__``; the attribute
control; the list form of the gate without the match write under ``pass_mgr`` (convicted by the re-check, by accident:
Dynamo guards no ``is`` and the compiled side writes the fresh tensor too)."""

from __future__ import annotations

import ast
import pathlib

import pytest

from tests.adversarial.redteam.round63c import premises63c as p
from tests.adversarial.redteam.round63c import plugin63c

MATCH_FORMS = [label for label in p.WRITES if label.startswith("match")]


@pytest.fixture(scope="module")
def scans():
    return p.scan_forms()


def test_premise_every_form_writes_past_the_version_counter(scans):
    for label in p.WRITES:
        assert scans[label]["bytes_changed"] and not scans[label]["version_moved"], (label, scans[label])


def test_data_attribute_is_seen(scans):
    assert scans["data attribute (control)"]["scan"] == ["`.data` at line 6"]


@pytest.mark.parametrize("label", MATCH_FORMS)
def test_match_class_pattern_is_seen(scans, label):
    assert scans[label]["scan"] != []


@pytest.mark.parametrize("label", sorted(p.READS))
def test_match_class_pattern_reads_are_seen(scans, label):
    assert scans["read: " + label]["scan"] != []


@pytest.fixture(scope="module")
def eager():
    return p.eager_writes()


def test_eager_writes_control_takes_every_input(eager):
    assert eager["data_control"]["named"] == [0, 1, 2]


@pytest.mark.parametrize("name", ["match_gate", "match_repeat"])
def test_eager_writes_judges_the_match_write(eager, name):
    assert 1 in eager[name]["named"]


@pytest.mark.parametrize("name", ["tag_gate", "tag_gate_and", "gate_syntax", "gate_default"])
def test_eager_writes_judges_the_gated_write(eager, name):
    assert 1 in eager[name]["named"]


@pytest.fixture(scope="module")
def sequence():
    return p.call_sequence()


@pytest.mark.parametrize("name", ["tag_gate", "tag_gate_and", "match_gate", "gate_syntax", "gate_default"])
def test_premise_gate_writes_only_the_replayed_tensors(sequence, name):
    rows = sequence[name]
    assert rows["probe (fresh tensors)"] == [] and rows["re-check (fresh tensors)"] == []
    judged = rows["judged call"]  # the and-form's clamp_ left the warm-up's clamped values as they were: version only
    assert (judged["bytes_changed"] or judged["version_moved"]) and rows["timed trial"]["bytes_changed"]
    assert rows["timed trial"]["version_moved"] == (name != "match_gate")


@pytest.mark.slow
def test_premise_dynamo_and_the_gates():
    """Dynamo's view of the gates. The list gate (``is`` of a global list's tensor) is guarded by nothing: the compiled
    side writes the re-check's fresh in_1 too, version moved, where eager does not (why ``r63c_gate_syntax`` is
    convicted under pass_mgr); with the match write that extra write is past the counter, and the cheat's bytes are
    in_1's own. The tag gate (an instance attribute) is read as the method: the compiled side never writes."""
    said = p.dynamo_gate()
    assert said["gate_syntax"] == dict.fromkeys(said["gate_syntax"], True)
    assert said["match_gate"] == {"replayed_bytes_changed": True, "replayed_version_moved": False,
                                  "fresh_bytes_changed": True, "fresh_version_moved": False}
    assert said["tag_gate"] == dict.fromkeys(said["tag_gate"], False)


@pytest.fixture(scope="module")
def batch_norms():
    return p.batch_norm_forms()


@pytest.mark.parametrize("label", ["training=False keyword (dataset form)", "positional False"])
def test_evaluating_batch_norm_is_exempt_and_does_not_train(batch_norms, label):
    said = batch_norms[label]
    assert said["exempt"] and said["scan"] == [] and not said["stats_bytes_changed"]


def test_training_batch_norm_is_seen(batch_norms):
    said = batch_norms["positional True (control)"]
    assert not said["exempt"] and said["scan"] and said["stats_bytes_changed"] and not said["stats_version_moved"]


def test_starred_training_batch_norm_is_seen(batch_norms):
    said = batch_norms["torch.batch_norm, starred"]
    assert said["stats_bytes_changed"] and not said["stats_version_moved"], said  # the premise
    assert not said["exempt"] and said["scan"] != []


@pytest.fixture(scope="module")
def name_writes():
    return p.graph_name_writes()


@pytest.mark.parametrize("label", sorted(p.GRAPH_NAME_WRITES))
def test_graph_name_writes_move_the_version(name_writes, label):
    said = name_writes[label]
    no_write = label in ("torch.index_add (out-of-place)", "Module subclass .to() of a module holding x")
    # Held by the version counter itself; the scan may still name the form's shape (a bare call, a class: GRAPH_NODES)
    assert bool(said["bytes_changed"]) != no_write and said["version_unmoved"] == [], said


@pytest.fixture(scope="module")
def robust():
    return p.robustness()


@pytest.mark.parametrize("label", ["fullwidth getattr (NFKC)", "mathematical bold d in .data (NFKC)",
                                   "form feed before a line", "null byte"])
def test_scan_robust_spellings(robust, label):
    assert robust[label] != []


def test_coding_cookie_is_ignored_alike():
    """Both readers parse a ``str``: a cookie changes neither (``+AC4-`` stays ``+ AC4 - data``, no attribute)."""
    source = "# coding: utf-7\n" + p.graph_source("tmp_3 = in_1+AC4-data")
    assert not [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Attribute) and n.attr == "data"]


def test_the_child_adds_no_builtin(robust):
    assert robust["builtins the child adds"] == []


def test_load_model_reads_what_the_scan_reads(monkeypatch, tmp_path):
    from pytest_passnet import guard, materialize

    model = tmp_path / "model.py"
    model.write_bytes(p.sjis_source())
    assert guard.versionless_writes(model) == []  # the premise: UTF-8 sees a string
    real = pathlib.Path.read_text

    def as_locale(self, encoding=None, errors=None):  # a host whose LANG/LC_* is ja_JP.SJIS (the child inherits it)
        return real(self, encoding=encoding or "shift_jis", errors=errors)

    monkeypatch.setattr(pathlib.Path, "read_text", as_locale)
    assert guard.versionless_writes(model) == []  # the scan names its encoding: unchanged
    import torch

    module = materialize.load_model(model, "cpu")
    in_1 = torch.zeros(8)
    module(torch.ones(2), in_1, torch.ones(8))
    assert not in_1.any(), "the loaded graph wrote in_1 through .data, which the scan never read"


# -- plugin runs (``-m "redteam and slow"``; conftest's ``run63c``, ``direct63c``, allow-list on) -------------------


@pytest.mark.redteam
@pytest.mark.slow
def test_tag_gate_is_not_correct(run63c):
    variant = run63c["variants"]["r63c_tag_gate"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"])


@pytest.mark.redteam
@pytest.mark.slow
def test_match_gate_is_not_correct(run63c):
    variant = run63c["variants"]["r63c_match_gate"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"])


@pytest.mark.redteam
@pytest.mark.slow
def test_match_repeat_is_not_correct(run63c):
    variant = run63c["variants"]["r63c_match_repeat"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"])


@pytest.mark.redteam
@pytest.mark.slow
def test_gate_syntax_direct_is_not_correct(direct63c):
    variant = direct63c["variants"]["r63c_gate_syntax"]
    assert variant["status"] != "correct", (variant["status"], variant["speedup"])


def test_plugin_samples_pass_the_allow_list():
    said = plugin63c.static_findings()
    assert all(v["static"] == [] for v in said.values()), said
    # every gate's shape is a place now (GRAPH_NODES: `if`, `match`, a set attribute), as the control's `.data` and the
    # honest graph's `torch.add` are names
    assert all(v["routes"] for v in said.values()), said


@pytest.mark.redteam
@pytest.mark.slow
def test_honest_graph_off_the_list_stays_correct(honest63c):
    """An honest graph naming ``torch.add`` takes the every-input path: a flag, no verdict."""
    variant = honest63c["variants"]["r63c_honest_add"]
    assert variant["status"] == "correct", variant["message"]
    assert any(f.startswith("[passnet written inputs]") for f in variant["flags"])


@pytest.mark.parametrize("name", ["tag_gate", "gate_syntax"])
def test_premise_the_judged_call_already_says_eager_wrote(sequence, name):
    """The signal fix (b) would read: the reference child's judged call reports in_1's moved version
    (``OutputsDone.written``), which ``pipeline._eager_outputs`` drops; the match form moves none (bytes only)."""
    assert 1 in sequence[name]["judged call"]["OutputsDone.written"]
    assert 1 not in sequence["match_gate"]["judged call"]["OutputsDone.written"]
