"""The run report as typed records: report.json read back and written again is the same bytes, and a
pass file PassBench's limits drop is named, with why, in the report's notes and the summary."""

from __future__ import annotations

import json

from pytest_passnet.passes import DROPPED_BY_LIMITS, load_pass_set
from pytest_passnet.report import RunReport, SampleScore, build_report
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sandbox.child.compilers import CompileContext, PassManagerCompiler
from pytest_passnet.summary import render
from tests.sample_factory import ADD_RELU_PASS, write_sample

# Two passes whose replacement_func() return different functions: PassBench keeps one of them.
OTHER_KERNEL_PASS = ADD_RELU_PASS.replace("add_relu(", "add_relu_other(").replace("return add_relu\n",
                                                                                  "return add_relu_other\n")


def result(sample: str, status: Status, speedup: float | None = None, flags: list[str] = ()) -> VariantResult:
    return VariantResult(nodeid=f"{sample}::v", sample=sample, variant=f"graphs/{sample}/v", status=status,
                         speedup={"e2e": speedup, "gpu": None}, flags=list(flags),
                         correctness={"correct_at": {str(t): status is Status.CORRECT for t in range(-10, 6)}})


def test_a_report_read_back_is_typed_and_written_again_as_the_same_bytes():
    built = build_report([result("a", Status.CORRECT, 1.2), result("b", Status.PASS_REJECTED)], ["a", "b"],
                         {"compiler": "pass_mgr"}, partial=False)
    text = json.dumps(built.to_dict())
    again = RunReport.from_dict(json.loads(text))
    assert isinstance(again.samples[0], SampleScore) and isinstance(again.variants[0], VariantResult)
    assert again.overall.counted_as_failure == ["b"] and again.samples[1].score is None
    assert json.dumps(again.to_dict()) == text
    assert "sandbox" not in json.loads(text) and "comparison" not in json.loads(text)  # only where a run has them
    again.sandbox = {"mode": "process"}
    assert list(again.to_dict())[-1] == "sandbox"


def test_a_pass_file_dropped_by_passbench_limits_is_named_with_why_in_the_notes_and_the_summary(tmp_path):
    sample = write_sample(tmp_path, "two_kernels", passes={"FuseA": ADD_RELU_PASS, "FuseB": OTHER_KERNEL_PASS})
    pass_set = load_pass_set(sample, [])
    ((name, line),) = pass_set.dropped.items()
    kept = pass_set.rules[0].name
    assert {name, kept} == {"FuseA", "FuseB"}
    assert line.startswith(f"{DROPPED_BY_LIMITS} {sample / 'pass_dir' / name}.py dropped: its replacement_func() "
                           f"returns add_relu{'_other' if name == 'FuseB' else ''}, one of 2 functions")
    assert pass_set.left_out() == [line]

    # The child's compile report carries the line (its ``rejected``: every file the loading left out) ...
    assert PassManagerCompiler(CompileContext(sample, "cpu")).report().rejected == [line]
    # ... which travels in each variant's flags; the report names each file once.
    report = build_report([result("two_kernels", Status.CORRECT, 1.0, pass_set.left_out())] * 2, ["two_kernels"],
                          {}, partial=False)
    assert [note for note in report.notes if note.startswith(DROPPED_BY_LIMITS)] == [line]
    assert f"note: {line}" in [printed.rstrip() for printed in render(report, 400).splitlines()]
