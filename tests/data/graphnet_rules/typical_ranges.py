"""Upstream's typical ranges for in-memory op sequences.

The body of ``SplitAnalyzer.analyze`` (graph_net/torch/typical_sequence_split_points.py)
without its file reading and printing: parse, build the nested ranges, filter by size, keep
ranges longer than one op, sorted and made disjoint. The lines that compute ranges are
upstream's; only the loop's input and output are adapted (PROVENANCE.md).
"""

from .rp_expr.rp_expr_parser import RpExprParser
from .rp_expr.rp_expr_util import MakeNestedIndexRangeFromLetsListTokenRpExpr


def upstream_typical_ranges(inputs_seqs, window_size=64, fold_policy="default", fold_times=16,
                            min_seq_ops=4, max_seq_ops=64):
    rp_parser = RpExprParser(window_size=window_size, fold_policy=fold_policy, fold_times=fold_times)
    rp_expr, token_id2primitive_id = rp_parser(inputs_seqs)
    trees = MakeNestedIndexRangeFromLetsListTokenRpExpr(rp_expr)
    result = []
    for i in range(len(inputs_seqs)):
        if i >= len(rp_expr.body_rp_expr):
            break
        tree = trees[i]
        subgraph_ranges = list(tree.FilterSubTreeRangeBySize(min_seq_ops, max_seq_ops))
        sorted_subgraph_ranges = sorted(
            set((start, end) for start, end in subgraph_ranges if end - start > 1)
        )
        # make sorted_subgraph_ranges is a disjoint set
        sorted_subgraph_ranges = [
            sorted_subgraph_ranges[i]
            for i in range(len(sorted_subgraph_ranges))
            if i == 0
            or sorted_subgraph_ranges[i][0] >= sorted_subgraph_ranges[i - 1][1]
        ]
        result.append(sorted_subgraph_ranges)
    return result
