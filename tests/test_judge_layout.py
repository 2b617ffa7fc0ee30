"""What the judge cannot see in the values it receives (the channel sends every tensor dense): an
output that overlaps itself or an earlier output where eager's does not is a finding, a layout that only differs is not;
and the comparison of calls on inputs drawn afresh, where NaN in eager's outputs is no fault of the
pass's (as in the audits of timed calls)."""

from __future__ import annotations

import torch

from pytest_passnet.judge import disagreement, layout_findings
from pytest_passnet.sandbox.child.watch import overlapping_outputs


def test_outputs_whose_elements_share_memory_are_the_ones_that_overlap_themselves():
    outputs = (torch.zeros(1, 4).expand(3, 4), torch.zeros(6, 4).t(), torch.zeros(6, 4)[::2], torch.zeros(10).as_strided((3, 4), (2, 1)),
               torch.zeros(4, 1).expand(4, 1), torch.tensor(1.0), torch.zeros(0, 4).expand(0, 4), 3,
               torch.zeros(5).expand(1, 3, 5)[:, :1], torch.zeros(5).expand(2, 3, 5)[:, :1])
    assert overlapping_outputs(outputs) == [0, 3, 9]  # stride 0 counts only along a dimension longer than 1


def test_an_output_that_shares_an_element_with_an_earlier_one_overlaps_it():
    """Round 9b shared_output: ``(out, out.t())`` where eager returns a contiguous copy. Views that only
    interleave, or lie side by side in one buffer, share no element; a view of another dtype can."""
    out, buffer = torch.zeros(8, 4), torch.zeros(8, 6)
    assert overlapping_outputs((out, out.t())) == [1]
    assert overlapping_outputs((torch.ones(3), out, out[2:4, 1:3], torch.zeros(2))) == [2]
    assert overlapping_outputs((buffer[:, 0::2], buffer[:, 1::2], buffer[:4], buffer[4:])) == [2, 3]
    assert overlapping_outputs((buffer[4:], buffer.view(torch.float16)[0, :2])) == []
    assert overlapping_outputs((buffer[:4], buffer.view(torch.float16)[0, :2])) == [1]


def test_an_overlap_eager_does_not_have_is_a_finding_of_the_call_it_was_in():
    assert layout_findings([0, 2], [2], "timed trial 3") == [layout_findings([0], [], "timed trial 3")[0]]
    assert "output 0 of timed trial 3 overlaps itself or an earlier output" in layout_findings([0], [], "timed trial 3")[0]
    assert layout_findings([], [1], "the judged call") == []


def test_fresh_input_outputs_agree_where_eager_has_nan_too_and_differ_otherwise():
    eager = torch.tensor([1.0, float("nan"), 3.0])
    assert disagreement((eager, torch.arange(3)), (eager.clone(), torch.arange(3))) is None
    assert disagreement((eager,), (torch.tensor([1.0, 2.0, 3.0]),)) == "output 0 differs by up to inf (atol 1e-05, rtol 1.3e-06)"
    assert disagreement((eager, torch.arange(3)), (eager, torch.arange(3) + 1)).startswith("output 1 differs")
    assert disagreement((eager,), (eager.half(),)) == "outputs have dtypes ['float16'], eager's ['float32']"
