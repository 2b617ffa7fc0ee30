from itertools import groupby
from dataclasses import dataclass
from collections import defaultdict


class FusibleSubgraphRangesAnalyzer:
    def __init__(
        self,
        num_subgraph_kernels_list: list[int],
        num_subgraph_ops_list: list[int],
        start_offset_in_original_graph: int,
    ):
        assert len(num_subgraph_kernels_list) == len(num_subgraph_ops_list)
        self.num_subgraph_kernels_list = num_subgraph_kernels_list
        self.num_subgraph_ops_list = num_subgraph_ops_list
        self.start_offset_in_original_graph = start_offset_in_original_graph

    def analyze(self):
        analysis_ctx = self._make_analysis_ctx()
        num_kernels_and_num_ops_list = analysis_ctx.num_kernels_and_num_ops_list
        # The tail num_kernels equals the head num_kernels for each num_ops_list
        naive_proposal_fused_num_ops_lists = [
            sorted(set(num_ops_list))
            for _, num_ops_list in num_kernels_and_num_ops_list
        ]
        proposal_fused_num_ops_lists = self._merge_all_decreasing_num_ops_lists(
            analysis_ctx, naive_proposal_fused_num_ops_lists
        )
        return self._create_subgraph_ranges_from_proposal(
            analysis_ctx,
            proposal_fused_num_ops_lists,
        )

    def _merge_all_decreasing_num_ops_lists(self, analysis_ctx, num_ops_lists):
        dead_loop_detect_cnt = 0
        kLimit = 99999
        while True:
            last_len_num_ops_lists = len(num_ops_lists)
            num_ops_lists = self._merge_one_decreasing_num_ops_lists(
                analysis_ctx, num_ops_lists
            )
            assert last_len_num_ops_lists >= len(num_ops_lists)
            if last_len_num_ops_lists == len(num_ops_lists):
                break
            dead_loop_detect_cnt += 1
            assert dead_loop_detect_cnt < kLimit, f"{dead_loop_detect_cnt=}"
        num_ops_lists = [op_list for op_list in num_ops_lists if len(op_list) > 1]
        return num_ops_lists

    def _merge_one_decreasing_num_ops_lists(self, analysis_ctx, num_ops_lists):
        merge_pos = self._detect_mergable_decreasing_position(
            analysis_ctx, num_ops_lists
        )
        if merge_pos is None:
            return num_ops_lists
        assert merge_pos >= 0
        assert merge_pos < len(num_ops_lists) - 1
        return [
            *num_ops_lists[:merge_pos],
            [*num_ops_lists[merge_pos], *num_ops_lists[merge_pos + 1]],
            *num_ops_lists[merge_pos + 2 :],
        ]

    def _detect_mergable_decreasing_position(self, analysis_ctx, num_ops_lists):
        def get_cur_tail_num_kernels(i):
            return analysis_ctx.num_kernels4num_ops(num_ops_lists[i][-1])

        def get_next_head_num_kernels(i):
            return analysis_ctx.num_kernels4num_ops(num_ops_lists[i + 1][0])

        for i in range(len(num_ops_lists) - 1):
            if get_cur_tail_num_kernels(i) >= get_next_head_num_kernels(i):
                return i
        return None

    def _create_subgraph_ranges_from_proposal(
        self, analysis_ctx, proposal_fused_num_ops_lists
    ):
        # filter valid num_ops_list

        def is_a_range(int_list):
            assert len(int_list) > 1
            return (int_list[-1] + 1) - int_list[0] == len(int_list)

        def have_tail_increasing(num_ops_list: list[int]):
            for i in range(len(num_ops_list) - 1, 0, -1):
                cur_num_kernels = analysis_ctx.num_kernels4num_ops(num_ops_list[i])
                prev_num_kernels = analysis_ctx.num_kernels4num_ops(num_ops_list[i - 1])
                if cur_num_kernels > prev_num_kernels:
                    return True
                elif cur_num_kernels < prev_num_kernels:
                    return False
            return False

        def head_eq_tail(num_ops_list: list[int]):
            return analysis_ctx.num_kernels4num_ops(
                num_ops_list[0]
            ) == analysis_ctx.num_kernels4num_ops(num_ops_list[-1])

        def head_gt_tail(num_ops_list: list[int]):
            return analysis_ctx.num_kernels4num_ops(
                num_ops_list[0]
            ) > analysis_ctx.num_kernels4num_ops(num_ops_list[-1])

        def valid_fused_ops(num_ops_list: list[int]):
            if head_gt_tail(num_ops_list):
                return not have_tail_increasing(num_ops_list)
            if head_eq_tail(num_ops_list):
                return not have_tail_increasing(num_ops_list)
            return False

        proposal_fused_num_ops_lists = [
            sorted(set(num_ops_list)) for num_ops_list in proposal_fused_num_ops_lists
        ]
        num_ops_lists = [
            num_ops_list
            for num_ops_list in proposal_fused_num_ops_lists
            if len(num_ops_list) > 1
            if is_a_range(num_ops_list)
            if valid_fused_ops(num_ops_list)
        ]
        offset = self.start_offset_in_original_graph
        fusible_subgraph_ranges = [
            (start, end)
            for num_ops_list in num_ops_lists
            for start in [num_ops_list[0] - 1 + offset]
            for end in [num_ops_list[-1] + offset]
        ]

        # sorted by `start`
        def range_sort_key(pair):
            start, end = pair
            # smaller `start` first
            # bigger `end` first
            return (start, -end)

        fusible_subgraph_ranges = sorted(fusible_subgraph_ranges, key=range_sort_key)
        # remove shadowed
        fusible_subgraph_ranges = [
            fusible_subgraph_ranges[i]
            for i in range(len(fusible_subgraph_ranges))
            if i == 0
            or (fusible_subgraph_ranges[i][0] >= fusible_subgraph_ranges[i - 1][1])
        ]
        return fusible_subgraph_ranges

    def _make_analysis_ctx(self):
        return AnalysisContext(
            num_kernels_and_num_ops_list=self._make_num_kernels_and_num_ops_list(),
            num_ops2num_kernels=self._make_num_ops2num_kernels(),
        )

    def _make_num_ops2num_kernels(self):
        return dict(zip(self.num_subgraph_ops_list, self.num_subgraph_kernels_list))

    def _make_num_kernels_and_num_ops_list(self):
        num_kernels_and_num_ops = zip(
            self.num_subgraph_kernels_list,
            self.num_subgraph_ops_list,
        )

        def get_num_kernels(pair):
            return pair[0]

        def get_num_ops(pair):
            return pair[1]

        num_kernels_and_num_ops = sorted(num_kernels_and_num_ops, key=get_num_ops)
        grouped_num_kernels_and_num_ops = groupby(
            num_kernels_and_num_ops, key=get_num_kernels
        )
        num_kernels_and_num_ops_list = [
            (num_kernels, [num_ops for _, num_ops in group])
            for num_kernels, group in grouped_num_kernels_and_num_ops
        ]

        num_kernels_to_indexes = defaultdict(list)

        for i, (num_kernels, _) in enumerate(num_kernels_and_num_ops_list):
            num_kernels_to_indexes[num_kernels].append(i)

        num_kernels_and_num_ops_closure_list = [
            (num_kernels, num_ops)
            for num_kernels, indexes in num_kernels_to_indexes.items()
            for i in range(min(indexes), max(indexes) + 1)
            for num_ops in num_kernels_and_num_ops_list[i][1]
        ]
        num_kernels_and_num_ops_closure_list = sorted(
            num_kernels_and_num_ops_closure_list, key=lambda pair: pair[1]
        )
        num_ops_and_grouped_num_kernels_list = groupby(
            num_kernels_and_num_ops_closure_list, key=lambda pair: pair[1]
        )

        min_num_kernels_and_num_ops_list = [
            (
                min(num_kernels for num_kernels, _, in num_kernels_and_num_ops_list),
                num_ops,
            )
            for num_ops, num_kernels_and_num_ops_list in num_ops_and_grouped_num_kernels_list
        ]

        min_num_kernels_and_num_ops = sorted(
            min_num_kernels_and_num_ops_list, key=lambda pair: pair[1]
        )
        grouped_min_num_kernels_and_num_ops = groupby(
            min_num_kernels_and_num_ops, key=lambda pair: pair[0]
        )
        min_num_kernels_and_num_ops_list = [
            (num_kernels, [num_ops for _, num_ops in group])
            for num_kernels, group in grouped_min_num_kernels_and_num_ops
        ]
        return min_num_kernels_and_num_ops_list


@dataclass
class AnalysisContext:
    num_kernels_and_num_ops_list: list[(int, list[int])]
    num_ops2num_kernels: dict[int, int]

    def num_kernels4num_ops(self, num_ops: int):
        return self.num_ops2num_kernels[num_ops]
