"""The v2 layout: UIDs, the sample-id rule, sample dirs and the list files."""

from __future__ import annotations

import csv
import re

from pytest_passnet.dataset.dedup import Family
from pytest_passnet.dataset.decompose import Subgraph
from pytest_passnet.dataset.layout import (
    SampleRecord,
    VariantRecord,
    sample_hash,
    variant_path,
    variant_uid,
    write_lists,
    write_sample,
)
from tests.sample_factory import EXAMPLES


def test_sample_id_rule_matches_the_public_examples():
    for uids_file in EXAMPLES.glob("*/samples/hf_subgraphs_v2/*/*/*/*/sample_uids.txt"):
        uids = uids_file.read_text().split(",")
        assert sample_hash(uids) == uids_file.parent.name


def test_uids_are_uuid4_hex_and_stable():
    uid = variant_uid("graphs/passnet_subgraphs/sole_op_subgraphs/float32/samples/timm/x/_decomposed/x_start1_end2_1")
    assert re.fullmatch(r"[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}", uid)
    assert uid == variant_uid("graphs/passnet_subgraphs/sole_op_subgraphs/float32/samples/timm/x/_decomposed/x_start1_end2_1")


def test_variant_paths_have_a_bucket_level_except_for_sole_op():
    sub = Subgraph(0, 1, "", [])
    sole = Family("sole_op", "samples/timm/m", "m_start3_end4_3", {("float32", None): sub})
    typical = Family("typical", "samples/timm/m", "m_start3_end9_0", {("float16", 1): sub})
    assert variant_path(sole, "float32", None) == (
        "graphs/passnet_subgraphs/sole_op_subgraphs/float32/samples/timm/m/_decomposed/m_start3_end4_3")
    assert variant_path(typical, "float16", 1) == (
        "graphs/passnet_subgraphs/typical_subgraphs/float16/1/samples/timm/m/_decomposed/m_start3_end9_0")


def _variants(name: str, big_bucket_1: bool = False) -> list[VariantRecord]:
    records = []
    for dtype in ("float32", "float16", "bfloat16"):
        for bucket in (0, 1):
            path = f"graphs/passnet_subgraphs/fusible_subgraphs/{dtype}/{bucket}/samples/timm/m/_decomposed/{name}"
            cpu_sized = not (big_bucket_1 and bucket == 1)
            records.append(VariantRecord(path, variant_uid(path), dtype, bucket, "timm", "m", cpu_sized))
    return records


def test_sample_dir_files(tmp_path):
    sample = write_sample(tmp_path, "fusible", _variants("m_start0_end3_0"))
    directory = tmp_path / sample.path
    assert directory.parent.name == directory.name[2:4] and directory.parent.parent.name == directory.name[:2]
    assert (directory / "pass_dir").is_dir()
    lines = (directory / "graph_list.txt").read_text()
    assert lines.endswith("\n") and all(line.startswith("graphs/") for line in lines.splitlines())
    uids = (directory / "sample_uids.txt").read_text()
    assert not uids.endswith("\n") and uids.split(",") == sorted(uids.split(","))
    assert sample_hash(uids.split(",")) == directory.name


FLOAT_INPUT = """class Program_weight_tensor_meta_in_0:
    name = "in_0"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 1.0
    data = None
"""


def test_lists_split_eval_from_train_and_give_eval_twice(tmp_path):
    ops = [("conv2d", "relu"), ("conv2d", "relu"), ("linear", "gelu"), ("add", "layer_norm"), ("mul", "add"), ("mul", "add")]
    samples = [write_sample(tmp_path, "fusible", _variants(f"m_start{i}_end{i + 2}_{i}", big_bucket_1=True), ops[i])
               for i in range(6)]
    for variant in (v for s in samples for v in s.variants):  # eval choice reads each variant's inputs
        (tmp_path / variant.path).mkdir(parents=True, exist_ok=True)
        (tmp_path / variant.path / "weight_meta.py").write_text(FLOAT_INPUT)
    write_lists(tmp_path, samples, eval_count=2)
    train = (tmp_path / "sample_lists/train/passnet_fusible_train_samples.txt").read_text().splitlines()
    gpu = (tmp_path / "sample_lists/eval/gpu_passnet_fusible_eval_samples.txt").read_text().splitlines()
    cpu = (tmp_path / "sample_lists/eval/passnet_fusible_eval_samples.txt").read_text().splitlines()
    assert len(train) == 4 and len(gpu) == 2 and not set(train) & set(gpu)
    assert {s.ops for s in samples if s.path in gpu} == {("linear", "gelu"), ("add", "layer_norm")}  # coverage
    assert len(cpu) == 2 and not set(cpu) & set(gpu)  # own sample dirs: their variant sets differ
    for path in cpu:
        assert all("/0/samples/" in line for line in (tmp_path / path / "graph_list.txt").read_text().split())
    csv_rows = list(csv.DictReader((tmp_path / "sample_lists/eval/passnet_fusible_eval_samples.csv").open()))
    assert [r["sample_path"] for r in csv_rows] == cpu
    graph_rows = list(csv.DictReader((tmp_path / "sample_lists/eval/gpu_passnet_fusible_eval_graph_lists.csv").open()))
    assert len(graph_rows) == 12 and {r["sample_id"] for r in graph_rows} == {"0", "1"}
    assert set(graph_rows[0]) == {"sample_id", "graph_path", "dtype", "bucket", "framework", "model"}
    graph_list = (tmp_path / "graphs/passnet_subgraphs/passnet_fusible_subgraphs.txt").read_text().splitlines()
    uids = [line.split("\t")[0] for line in graph_list]
    assert len(graph_list) == 36 and uids == sorted(uids)
    grouped = (tmp_path / "graphs/passnet_subgraphs/passnet_grouped_fusible_subgraph_uids.txt").read_text()
    assert len(grouped.splitlines()) == 8  # six samples and the two CPU-sized eval copies


def test_sole_op_has_no_eval_list(tmp_path):
    record = VariantRecord("graphs/passnet_subgraphs/sole_op_subgraphs/float32/samples/timm/m/_decomposed/m_start1_end2_1",
                           "a" * 32, "float32", None, "timm", "m")
    write_lists(tmp_path, [SampleRecord("sole_op", "samples/x", [record])], eval_count=50)
    assert (tmp_path / "sample_lists/train/passnet_sole_op_train_samples.csv").read_text() == "sample_path\nsamples/x\n"
    assert not (tmp_path / "sample_lists/eval/passnet_sole_op_eval_samples.txt").exists()
