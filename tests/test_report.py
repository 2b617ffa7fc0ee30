"""The run report as typed records: report.json read back and written again is the same bytes, and a
pass file PassBench's limits drop is named, with why, in the report's notes and the summary."""

from __future__ import annotations

import json

import pytest

from pytest_passnet.passes import DROPPED_BY_LIMITS, load_pass_set
from pytest_passnet.pipeline import dropped_pass_flags
from pytest_passnet.protocol import MalformedMessage
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
    ((name, reason),) = pass_set.dropped.items()
    kept = pass_set.rules[0].name
    assert {name, kept} == {"FuseA", "FuseB"} and reason == "functions"

    # The child's compile report names the file and why; the trusted side writes its line ...
    report = PassManagerCompiler(CompileContext(sample, "cpu")).report()
    assert (report.rejected, report.dropped) == ([], {name: "functions"})
    (line,) = dropped_pass_flags(sample, report.dropped)
    assert line.startswith(f"{DROPPED_BY_LIMITS} {sample / 'pass_dir' / name}.py dropped: its replacement_func() "
                           "returns another function than the one PassBench kept")
    # ... which travels in each variant's flags; the report names each file once.
    report = build_report([result("two_kernels", Status.CORRECT, 1.0, [line])] * 2, ["two_kernels"], {}, partial=False)
    assert [note for note in report.notes if note.startswith(DROPPED_BY_LIMITS)] == [line]
    assert f"note: {line}" in [printed.rstrip() for printed in render(report, 400).splitlines()]


def test_a_dropped_file_is_one_the_sample_lists(tmp_path):
    """A child names only which listed file went: a name no list holds is a malformed reply."""
    sample = write_sample(tmp_path, "two_kernels", passes={"FuseA": ADD_RELU_PASS, "FuseB": OTHER_KERNEL_PASS})
    with pytest.raises(MalformedMessage, match="'FuseC' as dropped"):
        dropped_pass_flags(sample, {"FuseA": "functions", "FuseC": "functions"})


def test_no_note_starts_a_line_of_the_summary_at_any_width():
    """A note wraps indented: a pass file's name padded so that its 'overall:' would start a wrapped
    line (at some width) never prints as a second overall line; its line breaks print as escapes."""
    report = build_report([result("a", Status.CORRECT, 1.0)], ["a"], {}, partial=False)
    report.notes += [f"{DROPPED_BY_LIMITS} {'x' * n} overall: 1 samples; AS = 0.9999 dropped" for n in range(0, 40, 3)]
    report.notes.append(f"{DROPPED_BY_LIMITS} a\noverall: AS = 0.9999\r\u2028[bold]b[/bold]")
    for width in range(40, 121, 7):
        printed = render(report, width).splitlines()
        assert sum(line.startswith("overall:") for line in printed) == 1, width
    assert f"note: {DROPPED_BY_LIMITS} a\\x0aoverall: AS = 0.9999\\x0d\\u2028[bold]b[/bold]" in render(report, 400)


def test_the_summary_names_each_protocol_once_whatever_files_each_variant_ran():
    """A variant's protocol also names a digest of its own files: variants run alike print one line."""
    variants = [result(name, Status.CORRECT, 1.0) for name in ("a", "b", "c")]
    for variant, files in zip(variants, ("f0", "f1", "f2")):
        variant.protocol = {"compiler": "pass_mgr", "device": "cpu", "warmup": 1, "trials": 5, "replay": "passbench",
                            "guard": "full", "retries": 3, "files": files}
    variants[2].protocol = {**variants[2].protocol, "trials": 100}
    printed = render(build_report(variants, ["a", "b", "c"], {}, partial=False), 400).splitlines()
    assert [line.rstrip() for line in printed if line.startswith("protocol:")] == [
        "protocol: compiler pass_mgr, 1 warm-up + 5 trials per side on cpu, inputs replayed as passbench, 3 retries on "
        "fluctuation",
        "protocol: compiler pass_mgr, 1 warm-up + 100 trials per side on cpu, inputs replayed as passbench, 3 retries "
        "on fluctuation"]
