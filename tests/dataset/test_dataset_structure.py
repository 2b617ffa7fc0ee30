"""Structural variants: a bucket whose graph is not bucket 0's takes its statistics from a
real run of its own op sequence at a smaller shape, and ranges carry over where the ops agree."""

from __future__ import annotations

import json

from pytest_passnet.dataset.build import STRUCTURAL_MARKER, extract_model
from pytest_passnet.dataset.sources import ModelSpec
from pytest_passnet.dataset.structure import OpAlignment, statistics_shapes

from tests.dataset.tiny_models import ExpandsAboveBatchOne, RealOnlyContiguous, wide_vector_input


def test_statistics_shapes_are_the_smaller_shapes_of_the_family_smallest_first():
    # nlp bucket 4 is (batch 4, sequence 256): (4,16), then the original (1,128), then (1,256).
    assert statistics_shapes("nlp", 4, exclude=0) == [1, 9, 2]
    # (16, 4096): every other shape is smaller; (256, 16) has a larger batch and is not.
    assert 5 not in statistics_shapes("nlp", 8, exclude=0)
    assert statistics_shapes("nlp", 0, exclude=0) == []


def test_ranges_carry_over_where_the_op_sequences_agree():
    source = ["embedding", "arange", "le", "linear", "linear", "sdpa", "+"]
    target = ["embedding", "arange", "le", "Tensor.expand", "linear", "linear", "sdpa", "+"]
    alignment = OpAlignment(source, target)
    assert alignment.carry(0, 3) == (0, 3)
    assert alignment.carry(3, 7) == (4, 8)
    assert alignment.carry(2, 5) is None  # the inserted expand sits inside it


def test_a_bucket_with_another_op_sequence_takes_statistics_from_a_real_run_of_that_sequence(tmp_path):
    spec = ModelSpec("tiny", "expands", ExpandsAboveBatchOne, wide_vector_input, "other", "cv_fixed_size")
    assert extract_model(spec, tmp_path, (0, 4)) == {}

    def records(*parts):
        return json.loads(tmp_path.joinpath(*parts, "samples/tiny/expands/nodes.json").read_text())

    small, big = records("extracted", "0"), records("extracted", "4")
    assert [r["op"] for r in big] != [r["op"] for r in small]
    # cv_fixed_size bucket 1 is batch 4: the smallest batch above 1, run for real.
    assert (tmp_path / "extracted/4/samples/tiny/expands" / STRUCTURAL_MARKER).read_text().strip() == \
        "statistics/1/samples/tiny/expands"
    real = records("statistics", "1")
    assert [r["op"] for r in real] == [r["op"] for r in big]
    for measured, traced in zip(real, big):
        assert traced["meta"]["shape"][0] == 32  # bucket 4 is batch 32, traced on meta
        assert {k: traced["meta"][k] for k in ("mean", "std", "min_val", "max_val")} == \
            {k: measured["meta"][k] for k in ("mean", "std", "min_val", "max_val")}


def test_a_bucket_no_real_run_matches_is_reported_after_one_small_real_run(tmp_path):
    spec = ModelSpec("tiny", "real_only", RealOnlyContiguous, wide_vector_input, "other", "cv_fixed_size")
    failed = extract_model(spec, tmp_path, (0, 4))
    assert list(failed) == [4] and "no real run" in failed[4]
    assert not (tmp_path / "extracted/4/samples/tiny/real_only").exists()
    # Meta traces find batch 4 first; only that shape is run for real, not every larger one.
    assert [p.name for p in (tmp_path / "statistics").iterdir()] == ["1"]
