"""Each dataset rule beside upstream's own code, vendored in tests/data/graphnet_rules (PROVENANCE.md)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from pytest_passnet.dataset.eval_choice import select_for_coverage, weak_target
from pytest_passnet.dataset.grammar import fold, typical_ranges
from pytest_passnet.dataset.grouping import Candidate, drop_identical, group_by_op_sequence, pick, shape_bucket
from pytest_passnet.dataset.kernels import fusible_ranges
from tests.data.graphnet_rules.fusible_subgraph_ranges_analyzer import FusibleSubgraphRangesAnalyzer
from tests.data.graphnet_rules.graph_sample_groups import Candidate as UpstreamCandidate
from tests.data.graphnet_rules.graph_sample_groups import generate_v2_groups
from tests.data.graphnet_rules.select_evaluation_subset import select_evaluation_subset
from tests.data.graphnet_rules.typical_ranges import upstream_typical_ranges

RULES = Path(__file__).parents[1] / "data" / "graphnet_rules"
BLOCK = ["linear", "layer_norm", "gelu", "linear", "add", "dropout"]
GNN = ["linear", "relu", "dropout", "linear", "add", "relu", "linear", "log_softmax", "getitem"]


def upstream_fusible(counts: list[int]) -> list[tuple[int, int]]:
    return FusibleSubgraphRangesAnalyzer(counts, list(range(1, len(counts) + 1)), 0).analyze()


def test_a_count_that_rises_and_falls_back_is_one_fusible_range_as_upstream():
    assert upstream_fusible([1, 1, 2, 2, 1, 1]) == fusible_ranges([1, 1, 2, 2, 1, 1]) == [(0, 6)]


def test_fusible_ranges_of_upstream_s_resnet18_cuda_counts_are_upstream_s():
    recorded = json.loads((RULES / "resnet18_cumsum_num_kernels.json").read_text())
    assert recorded["num_subgraph_ops"] == list(range(1, 70))
    ours = fusible_ranges(recorded["num_subgraph_kernels"])
    assert ours == upstream_fusible(recorded["num_subgraph_kernels"])
    assert ours[:3] == [(0, 3), (4, 7), (7, 11)]


def test_fusible_ranges_agree_with_upstream_on_random_count_series():
    rng = random.Random(0)
    for _ in range(300):
        counts, level = [], rng.randint(1, 3)
        for _ in range(rng.randint(2, 24)):
            level = max(1, level + rng.choice((-1, 0, 0, 0, 1, 1)))
            counts.append(level)
        assert fusible_ranges(counts) == upstream_fusible(counts), counts


def ours_typical(sequences: list[list[str]], **kw) -> list[list[tuple[int, int]]]:
    grammar = fold(sequences, window=kw.pop("window", 64))
    return [typical_ranges(grammar, i, **kw) for i in range(len(sequences))]


def test_a_model_under_64_ops_is_one_typical_range_as_upstream():
    corpus = [GNN, ["embedding", *BLOCK * 3, "pool"]]
    assert ours_typical(corpus) == upstream_typical_ranges(corpus) == [[(0, 9)], [(0, 20)]]


def test_a_non_repeated_run_between_repeated_blocks_is_a_typical_range_as_upstream():
    big = ["embedding", "a", "b", "c", "d", "e", *BLOCK * 12, "pool", *["x", "y"] * 40]
    corpus = [GNN, big]
    expected = [[(0, 9)], [(0, 6), (6, 42), (42, 78), (79, 119), (119, 159)]]
    assert ours_typical(corpus) == upstream_typical_ranges(corpus) == expected


def test_a_node_over_the_maximum_is_opened_and_a_plain_op_body_gives_nothing_as_upstream():
    corpus = [[*BLOCK * 4], [*BLOCK * 4]]
    for max_ops, expected in ((13, [(0, 12), (12, 24)]), (7, [])):
        assert ours_typical(corpus, window=12, max_ops=max_ops) == [expected, expected]
        assert upstream_typical_ranges(corpus, window_size=12, max_seq_ops=max_ops) == [expected, expected]


def test_ten_real_graphnet_graphs_get_upstream_s_typical_ranges():
    """Recorded by record_typical.py from upstream's parser (a minute); the graphs are vendored."""
    from pytest_passnet.dataset.stats import ops_in

    recorded = json.loads((RULES / "typical_real_graphs.json").read_text())
    samples = RULES.parent / "graphnet" / "samples"
    sequences = [r["ops"] for r in recorded.values()]
    assert sequences == [ops_in((samples / g / "model.py").read_text()) for g in recorded]
    assert ours_typical(sequences) == [[tuple(r) for r in rec["upstream_ranges"]] for rec in recorded.values()]
    assert [tuple(r) for r in recorded["torchgeometric/GAE"]["upstream_ranges"]] == [(0, 28)]  # whole, under 64 ops


def test_the_eval_choice_is_upstream_s_selection():
    rng = random.Random(1)
    ops = ["conv2d", "relu", "add", "linear", "gelu", "softmax", "mul", "layer_norm"]
    sequences = list(dict.fromkeys(tuple(rng.choice(ops) for _ in range(rng.randint(1, 6))) for _ in range(60)))
    for k in (1, 5, 12):
        ours = [sequences[i] for i in select_for_coverage(sequences, k)]
        assert ours == select_evaluation_subset(sequences, k)


def candidate(path: str, dtype: str, bucket: int, shape: tuple[int, ...], ops=("linear", "gelu"), content=None):
    return Candidate(path, path[::-1], dtype, bucket, ops, (shape,), (dtype,), content or path)


def test_grouping_picks_what_upstream_s_rule_4_picks():
    rng = random.Random(2)
    found = [candidate(f"m{m}/{d}/{b}", d, b, (2 ** rng.randint(0, 13), 768), ops=(("linear",), ("conv2d",))[m % 2])
             for m in range(4) for d in ("float32", "float16", "bfloat16") for b in (0, 4, 8, 9)]
    upstream = [UpstreamCandidate(c.uid, "fusible", c.ops, shape_bucket(c.shapes), c.dtypes) for c in found]
    ordered = sorted(upstream, key=lambda c: (c.sample_type, c.op_seq, c.shapes, c.dtypes, c.uid))
    rule4 = {}
    for _, uid, group, rule in generate_v2_groups(ordered, 3):
        if rule == "rule4":
            rule4.setdefault(group, set()).add(uid)
    ours = {frozenset(c.uid for c in pick(members)) for members in group_by_op_sequence(found).values()}
    assert ours == {frozenset(uids) for uids in rule4.values()}


def test_identical_variants_are_dropped_and_the_cap_leaves_every_dtype_a_slot():
    twins = [candidate("a/float32/0", "float32", 0, (1, 8), content="same"),
             candidate("a/float32/9", "float32", 9, (1, 8), content="same")]
    kept, dropped = drop_identical(twins)
    assert [c.path for c in kept] == ["a/float32/0"] and [c.path for c in dropped] == ["a/float32/9"]
    many = [candidate(f"{m}/{d}/{b}", d, b, (2 ** (4 * i), 64))
            for i, (m, b) in enumerate((m, b) for m in "abc" for b in (0, 4, 8, 9)) for d in ("float32", "float16", "bfloat16")]
    chosen = pick(many, 12)
    assert len(chosen) == 12 and {d: sum(c.dtype == d for c in chosen) for d in ("float32", "float16", "bfloat16")} == {
        "float32": 4, "float16": 4, "bfloat16": 4}
    assert [c.dtype for c in chosen[:3]] == ["float32", "float16", "bfloat16"]


def test_weak_targets_are_named():
    mask = [[((1, 128), "torch.int64"), ((1, 1, 128, 128), "torch.bool")]]
    assert weak_target(("Tensor.eq", "Tensor.to", "Tensor.new_zeros"), mask) == "no floating-point input"
    assert weak_target(("Tensor.view", "Tensor.new_zeros"), [[((4096, 4096), "torch.float32")]]) == "nothing to fuse"
    big = [[((4096, 4096), "torch.float32")]]
    assert weak_target(("linear", "Tensor.view", "Tensor.permute"), big) == "one library call (linear) and views"
    assert weak_target(("linear", "dropout"), big) == "one library call (linear) and views"
    assert weak_target(("scaled_dot_product_attention", "Tensor.transpose", "Tensor.contiguous"), big) is None
    assert weak_target(("conv2d", "batch_norm"), big) is None
    assert weak_target(("layer_norm",), [[((16, 768), "torch.float32")]]).startswith("tiny")
    assert weak_target(("layer_norm",), [[((16, 768), "torch.float32")], [((4096, 768), "torch.float16")]]) is None
