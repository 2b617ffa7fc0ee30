"""Which inputs eager writes in place where no version counter tells: ``guard.versionless_writes`` reads the graph's
``model.py`` for a route past the counter (red team round 57a's QUIET_VERSIONLESS); ``pipeline._eager_writes`` then
judges every input as an output (round 57a's tests run that end to end)."""

from __future__ import annotations

import pytest

from pytest_passnet import guard

GRAPH = """import torch
class GraphModule(torch.nn.Module):
    def forward(self, in_0, in_1):
        {body}
        return (in_0 * 2,)
"""


@pytest.mark.parametrize(("body", "found"), [
    ("in_1.data.add_(in_0)", ["`.data` at line 4"]),
    ("in_1.untyped_storage().copy_(in_0.untyped_storage())", ["`.untyped_storage` at line 4"] * 2),
    ("getattr(in_1, 'data').clamp_(-1, 1)", ["`.data` at line 4"]),
    ("in_1.numpy().__iadd__(1)", ["`.numpy` at line 4"]),
    ("torch.from_numpy(in_1.cpu().numpy())", ["`.from_numpy` at line 4", "`.numpy` at line 4"]),
    ("in_1.add_(1)  # data and storage in words only", []),
    ("input_data = in_1.sin_(); numpy_like = input_data", []),
])
def test_a_route_past_the_version_counter_is_found_where_the_graph_takes_it(tmp_path, body, found):
    (tmp_path / "model.py").write_text(GRAPH.format(body=body))
    assert sorted(guard.versionless_writes(tmp_path / "model.py")) == sorted(found)


def test_a_graph_that_cannot_be_parsed_counts_as_taking_one(tmp_path):
    (tmp_path / "model.py").write_text("def forward(in_0):\n    return in_0.data +\n")
    assert guard.versionless_writes(tmp_path / "model.py") == ["model.py not read (SyntaxError)"]
