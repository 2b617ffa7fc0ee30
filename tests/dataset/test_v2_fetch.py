"""`passnet-dataset v2 fetch-lists` against a local stand-in for GitHub's raw-file server."""

from __future__ import annotations

import functools
import http.server
import json
import threading

import pytest

from pytest_passnet.dataset.cli import main
from pytest_passnet.dataset.passnet_v2.fetch import MANIFEST, fetch, list_files
from pytest_passnet.dataset.passnet_v2.lists import plan_all


@pytest.fixture
def upstream(tmp_path, monkeypatch):
    """``<served>/<ref>/<path>``: one category's UID lists and one changed eval list."""
    monkeypatch.setenv("no_proxy", "*")  # the stand-in is local, whatever proxy CI sets
    served = tmp_path / "served" / "abc123"
    files = {
        "graph_lists/hf_sole_op_subgraphs_v2.txt":
            "u2\tbfloat16/samples/timm/m/_decomposed/m_start1_end2_1\n"
            "u1\tfloat32/samples/timm/m/_decomposed/m_start1_end2_1\n",
        "graph_lists/hf_grouped_sole_op_subgraph_uids_v2.txt": "u1,u2\n",
        "sample_lists/eval/hf_fusible_eval_samples_v2.txt": "samples/hf_subgraphs_v2/fusible_subgraphs/x\n",
    }
    for path, text in files.items():
        (served / path).parent.mkdir(parents=True, exist_ok=True)
        (served / path).write_text(text)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(served.parent))
    handler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_fetched_lists_land_at_upstream_paths_and_make_the_full_plan(upstream, tmp_path):
    root = tmp_path / "root"
    (root / "sample_lists/eval").mkdir(parents=True)
    vendored = root / "sample_lists/eval/hf_fusible_eval_samples_v2.txt"
    vendored.write_text("ours\n")
    report = fetch(root, list_files(), ref="abc123", base_url=upstream)
    assert sorted(report.written) == ["graph_lists/hf_grouped_sole_op_subgraph_uids_v2.txt",
                                      "graph_lists/hf_sole_op_subgraphs_v2.txt"]
    assert report.differs == ["sample_lists/eval/hf_fusible_eval_samples_v2.txt"]
    assert vendored.read_text() == "ours\n"  # kept until --refresh
    assert "sample_lists/train/hf_typical_train_samples_v2.csv" in report.failed  # 404, named
    manifest = json.loads((root / MANIFEST).read_text())
    assert manifest["graph_lists/hf_sole_op_subgraphs_v2.txt"]["ref"] == "abc123"
    plan = plan_all(root, ("sole_op",))
    (sample,) = plan.samples
    assert sample.uids == ["u1", "u2"] and len(sample.path.rsplit("/", 1)[-1]) == 64
    assert [v.dtype for v in sample.variants] == ["float32", "bfloat16"]  # UID order without a graph_list.txt


def test_cli_exits_nonzero_when_a_list_cannot_be_fetched(upstream, tmp_path, capsys):
    code = main(["v2", "fetch-lists", "--root", str(tmp_path), "--ref", "abc123", "--base-url", upstream])
    assert code == 1
    assert "failed sample_lists/free_to_use/hf_sole_op_free_to_use_samples_v2.txt" in capsys.readouterr().err
