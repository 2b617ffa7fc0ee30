"""Which inputs eager writes in place where no version counter tells: ``guard.versionless_writes`` reads the graph's
``model.py`` for a name no dataset graph uses (``guard.GRAPH_NAMES``, an allow-list: red team rounds 57a-62a each found a
route past the counter a word list missed); ``pipeline._eager_writes`` then judges every input as an output (round
57a's tests run that end to end)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from pytest_passnet import guard, pipeline
from pytest_passnet.result import Status

GRAPH = """import torch
class GraphModule(torch.nn.Module):
    def forward(self, in_0, in_1):
        {body}
        return (in_0 * 2,)
"""


_NORM = "`.batch_norm` but called with training=False (a training one writes its running statistics) at line 4"


@pytest.mark.parametrize(("body", "found"), [
    ("t = in_1.data.relu_()", ["`.data` at line 4"]),
    ("t = in_1.untyped_storage().copy_(in_0.untyped_storage())", ["`.untyped_storage` at line 4"] * 2
     + ["`.copy_` at line 4"]),
    ("t = getattr(in_1, 'data').clamp_(-1, 1)", ["`getattr` at line 4"]),
    ("t = in_1.numpy().__iadd__(1)", ["`.numpy` at line 4", "`.__iadd__` at line 4"]),
    ("t = torch.from_numpy(in_1.cpu().numpy())", ["`.from_numpy` at line 4", "`.cpu` at line 4", "`.numpy` at line 4"]),
    ("t = in_1.add_(1)  # a public in-place method no dataset graph names", ["`.add_` at line 4"]),
    ("t = torch.nn.functional.relu(in_1, inplace=True); x = in_1.clamp_(-1, 1); y = torch.cat([x, x])", []),
    ("in_1[(slice(None, None, None), 0)] = in_0[0]; in_1 += 1", []),  # the dataset's own in-place writes
    ("t = __builtins__['getattr'](in_1, 'da' + 'ta').relu_()", ["`__builtins__` at line 4"]),
    ("getattr = torch.relu; t = getattr(in_1)", ["`getattr` at line 4"] * 2),  # bound here, the builtin elsewhere
    ("t = torch.nn.functional.batch_norm(in_0, in_1, in_1, None, None, False, 0.1, 1e-05)", []),
    ("t = torch.nn.functional.batch_norm(in_0, in_1, in_1, None, None, True, 0.1, 1e-05)", [_NORM]),
    ("norm = torch.nn.functional.batch_norm; t = norm(in_0, in_1, in_1, None, None, False)", [_NORM]),
    ("t = torch.batch_norm(in_0, None, None, in_1, *[in_1, True, 0.5, 1e-5], False)",  # round 63c's BN_STARRED
     ["a `Starred` at line 4", _NORM]),
    ("t = torch._C._log_api_usage_once('x'); u = torch._check_is_size(2)", []),  # the packed v2 graphs' guards
    ("t = torch._C._log_api_usage_once.__self__", ["`._C` at line 4", "`._log_api_usage_once` at line 4",
                                                   "`.__self__` at line 4"]),
    ("in_1.tril = 1", ["`.tril` set at line 4"]),  # round 63c's IDENTITY_GATE tagged the tensor so
    ("t = in_1 if in_0 is None else in_0", ["a `IfExp` at line 4", "a `Is` at line 4"]),
    ("match in_1:\n            case torch.Tensor(data=t): pass", ["a `Match` at line 4", "a `match_case` at line 4",
                                                                  "a `MatchClass` at line 5", "a `MatchAs` at line 5",
                                                                  "a `Pass` at line 5"]),
    ("from torch import device, inf", ["a `ImportFrom` in a `FunctionDef`'s body at line 4"]),
    ("import numpy", ["a `Import` in a `FunctionDef`'s body at line 4", "an import of numpy at line 4"]),
])
def test_a_route_past_the_version_counter_is_found_where_the_graph_takes_it(tmp_path, body, found):
    (tmp_path / "model.py").write_text(GRAPH.format(body=body))
    assert sorted(guard.versionless_writes(tmp_path / "model.py")) == sorted(found)


def test_a_graph_that_cannot_be_parsed_counts_as_taking_one(tmp_path):
    (tmp_path / "model.py").write_text("def forward(in_0):\n    return in_0.data +\n")
    assert guard.versionless_writes(tmp_path / "model.py") == ["model.py not read (SyntaxError)"]


def _probed_run(tmp_path, body: str, answer):
    (tmp_path / "model.py").write_text(GRAPH.format(body=body))
    return SimpleNamespace(variant=SimpleNamespace(path=tmp_path), result=SimpleNamespace(flags=[]), varying=[],
                           metas=[None] * 3, ask_reference=answer)


@pytest.fixture()
def no_reference_child(monkeypatch):
    """``_eager_writes`` with the reference child's load and draw left out: the test's ``ask_reference`` answers."""
    monkeypatch.setattr(pipeline, "_load_and_prepare_eager", lambda run, warmup=None: None)
    monkeypatch.setattr(pipeline, "_recheck_metas", lambda run, seed: [])
    monkeypatch.setattr(pipeline, "_fresh_reference_if_broken", lambda run: None)


def test_every_input_is_judged_where_the_graph_takes_a_route_and_the_probe_is_not_asked(tmp_path, no_reference_child):
    def unasked(request):
        raise AssertionError("no probe where the graph takes a route past the version counter")

    run = _probed_run(tmp_path, "in_1.data.relu_()", unasked)
    assert pipeline._eager_writes(run) == [0, 1, 2]
    assert "`.data` at line 4" in run.result.flags[0]


def test_every_input_is_judged_where_eager_fails_on_the_probe(tmp_path, no_reference_child):
    """Red team round 58b: a probe made to fail (the previous variant's pass child runs beside it) must not leave an
    input eager writes unjudged in the timed trials."""
    def fails(request):
        raise pipeline.Stop(Status.EAGER_ERROR, "ended with signal SIGKILL")

    run = _probed_run(tmp_path, "in_1.relu_()", fails)
    assert pipeline._eager_writes(run) == [0, 1, 2]
    assert "every input is judged as an output" in run.result.flags[0]


def test_no_graph_of_the_unpacked_dataset_takes_a_route():
    """Every input judged in every trial costs their digests inside each span (263 MB a trial on one v2 graph, round
    61b's V2_ROUTED): an honest dataset graph must take no route (the packed v2 set: round 61b's slow test)."""
    repo = Path(__file__).resolve().parent.parent
    graphs = [path for folder in ("graphs", "samples") for path in (repo / folder).rglob("model.py")]
    assert len(graphs) > 3000
    assert [(path, routes) for path in graphs if (routes := guard.versionless_writes(path))] == []

