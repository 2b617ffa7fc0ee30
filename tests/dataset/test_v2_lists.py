"""PassNet's v2 eval lists as vendored: upstream's bytes, counts and the sample-dir rule."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from pytest_passnet.dataset.layout import sample_hash
from pytest_passnet.dataset.passnet_v2.lists import (
    eval_list,
    plan_from_lists,
    read_list_paths,
    sample_list_csv,
    sample_list_txt,
    typical_eval_graph_lists,
)
from pytest_passnet.dataset.passnet_v2.names import VariantName

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("category", ["fusible", "typical"])
def test_eval_lists_are_upstreams_bytes(category):
    txt = REPO / eval_list(category)
    paths = read_list_paths(txt)
    assert len(paths) == len(set(paths)) == 200
    # Upstream's file sizes (PassNet at 5bb6cb7e / 003b0ac2 / ab5cc0f3): 22,600 and 22,813 bytes.
    assert txt.read_bytes() == sample_list_txt(paths).encode() and len(txt.read_bytes()) == 22600
    assert (REPO / eval_list(category).replace(".txt", ".csv")).read_bytes() == sample_list_csv(paths).encode()
    assert len(sample_list_csv(paths)) == 22813
    for path in paths:
        digest = path.rsplit("/", 1)[-1]
        assert path == f"samples/hf_subgraphs_v2/{category}_subgraphs/{digest[:2]}/{digest[2:4]}/{digest}"


def test_eval_plans_name_the_published_variant_counts():
    """2,060 fusible variants is the task count of PassNet's leaderboard; typical has 2,693."""
    plan = plan_from_lists(REPO, [REPO / eval_list("fusible"), REPO / eval_list("typical")])
    assert plan.problems == []
    by_category = {c: [v for v in plan.variants() if v.category == c] for c in ("fusible", "typical")}
    assert len(plan.samples) == 400
    assert {c: len(v) for c, v in by_category.items()} == {"fusible": 2060, "typical": 2693}
    for sample in plan.samples:
        assert all(v.category == sample.category for v in sample.variants)
        assert all(VariantName.parse(v.path) == v for v in sample.variants)


def test_typical_graph_lists_are_the_graph_csv_rows_in_order():
    csv_path = REPO / "sample_lists/eval/hf_typical_eval_graph_lists_v2.csv"
    data = csv_path.read_bytes()
    assert len(data) == 514954 and data.count(b"\r\n") == 2694  # header + 2,693 rows, CRLF as upstream
    rows = typical_eval_graph_lists(REPO)
    samples = read_list_paths(REPO / eval_list("typical"))
    for index, sample in enumerate(samples):
        listed = (REPO / sample / "graph_list.txt").read_text()
        assert listed == "".join(f"{p}\n" for p in rows[index])
    # dtype and bucket columns say what the path says
    for row in csv.DictReader(io.StringIO(data.decode())):
        name = VariantName.parse(row["graph_path"])
        assert (name.dtype, str(name.bucket)) == (row["dtype"], row["bucket"])


def test_a_sample_dir_is_the_sha256_of_its_sorted_uids():
    sample = REPO / "samples/hf_subgraphs_v2/typical_subgraphs/04/d0"
    (directory,) = sample.iterdir()
    uids = (directory / "sample_uids.txt").read_text().split(",")
    assert uids == sorted(uids) and sample_hash(uids) == directory.name


@pytest.mark.parametrize("subset", ["passnet_v2_cpu_subset.txt", "passnet_v2_gpu_subset_fusible.txt",
                                    "passnet_v2_gpu_subset_typical.txt"])
def test_the_shipped_archive_holds_every_variant_of_our_subsets_of_the_eval_lists(subset):
    import tarfile

    plan = plan_from_lists(REPO, [REPO / "sample_lists/eval" / subset])
    assert plan.problems == [] and plan.samples
    upstream = {p for c in ("fusible", "typical") for p in read_list_paths(REPO / eval_list(c))}
    assert {s.path for s in plan.samples} <= upstream  # PassNet's own samples, none of ours
    with tarfile.open(REPO / "graphs/hf_subgraphs_v2.tar.xz") as tar:
        shipped = set(tar.getnames())
    for variant in plan.variants():
        inside = variant.path.removeprefix("graphs/")
        assert {f"{inside}/model.py", f"{inside}/weight_meta.py", f"{inside}/graph_hash.txt"} <= shipped, inside
