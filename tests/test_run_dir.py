"""Options checked at start-up and the run directory owned by one run: a bad value or a busy
directory is a one-line usage error that touches no earlier result; a resumed run keeps its
settings and its failures; a broken pass never raises the overall score; a full disk does not stop
a run."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pytest_passnet.report import build_report
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.runfiles import ReportError, RunDir, load_report
from tests.sample_factory import ADD_RELU_PASS, WRONG_ADD_RELU_PASS, write_sample

pytestmark = pytest.mark.usefixtures("outside_xdist")

FAST = ("--passnet-warmup", "1", "--passnet-trials", "2", "-p", "no:cacheprovider")


@pytest.mark.parametrize(("args", "says"), [
    (("--passnet-compiler", "bogus"), "--passnet-compiler 'bogus': choose one of pass_mgr, pass_mgr_direct, eager, inductor"),
    (("--passnet-device", "tpu"), "--passnet-device 'tpu': accepts cpu, cuda or cuda:N"),
    (("--passnet-warmup", "-1"), "--passnet-warmup '-1': expects an integer >= 0"),
    (("--passnet-trials", "abc"), "--passnet-trials 'abc': expects an integer >= 1"),
    (("--passnet-shard", "3/2"), "--passnet-shard 3/2: K must be between 1 and N"),
    (("--passnet-replay", "numpy"), "--passnet-replay 'numpy': choose one of passbench, graphnet"),
    (("--passnet-list", "no_such_list.txt"), "no_such_list.txt"),
])
def test_a_bad_option_is_one_usage_error_that_touches_nothing(pytester, dataset, args, says):
    sample = write_sample(dataset, "s", passes={"AddRelu": ADD_RELU_PASS})
    out = pytester.path / "out"
    out.mkdir()
    (out / "report.json").write_text("earlier report")
    (out / "results.jsonl").write_text("earlier results\n")
    result = pytester.runpytest_subprocess("--passnet-samples", str(sample), "--passnet-out", str(out), *FAST, *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    errors = [line for line in result.stderr.lines if line.startswith("ERROR:")]
    assert len(errors) == 1 and says in errors[0], result.stderr.str()
    assert (out / "report.json").read_text() == "earlier report"
    assert (out / "results.jsonl").read_text() == "earlier results\n"


def test_a_second_run_on_a_busy_directory_is_refused(pytester, dataset):
    sample = write_sample(dataset, "s", passes={"AddRelu": ADD_RELU_PASS})
    holder = RunDir(pytester.path / "out")
    holder.lock()
    try:
        result = pytester.runpytest_subprocess("--passnet-samples", str(sample), "--passnet-out", str(holder.path), *FAST)
    finally:
        holder.unlock()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert f"is in use by pid {__import__('os').getpid()}" in result.stderr.str()
    assert not holder.report_path.exists()


def test_resume_keeps_failures_and_settings(pytester, dataset):
    good = write_sample(dataset, "good", passes={"AddRelu": ADD_RELU_PASS})
    bad = write_sample(dataset, "bad", passes={"AddRelu": WRONG_ADD_RELU_PASS})
    out = pytester.path / "out"
    base = ("--passnet-samples", str(good), str(bad), "--passnet-out", str(out), *FAST)
    assert pytester.runpytest_subprocess(*base).ret == pytest.ExitCode.TESTS_FAILED
    resumed = pytester.runpytest_subprocess(*base, "--passnet-resume")
    assert resumed.ret == pytest.ExitCode.TESTS_FAILED  # nothing left to run, but a failure stands
    assert sorted(v["status"] for v in load_report(out)["variants"]) == ["accuracy", "correct"]
    changed = pytester.runpytest_subprocess(*base, "--passnet-resume", "--passnet-compiler", "eager")
    assert changed.ret == pytest.ExitCode.USAGE_ERROR
    assert "compiler 'pass_mgr' (now 'eager')" in changed.stderr.str()
    forced = pytester.runpytest_subprocess(*base, "--passnet-force-resume", "--passnet-compiler", "eager")
    assert forced.ret == pytest.ExitCode.TESTS_FAILED
    assert "resumed with --passnet-force-resume" in load_report(out)["options"]["resume_note"]


def _result(sample: str, status: Status, speedup: float | None = None) -> VariantResult:
    correct_at = {str(t): status is Status.CORRECT for t in range(-10, 6)}
    return VariantResult(nodeid=f"{sample}::v", sample=sample, variant="v", status=status,
                         speedup={"e2e": speedup, "gpu": None}, correctness={"correct_at": correct_at})


def test_a_sample_whose_passes_are_all_rejected_counts_as_a_failure_overall():
    good = _result("a", Status.CORRECT, 1.2)
    with_rejected = build_report([good, _result("b", Status.PASS_REJECTED)], ["a", "b"], {}, partial=False)
    without = build_report([good], ["a"], {}, partial=False)
    assert with_rejected.overall.score < without.overall.score
    assert with_rejected.overall.counted_as_failure == ["b"]
    assert with_rejected.samples[1].score is None  # PassBench's per-sample behaviour stays


def test_the_report_is_written_atomically_and_read_back_checked(tmp_path):
    run_dir = RunDir(tmp_path)
    report = build_report([_result("a", Status.CORRECT, 1.2)], ["a"], {}, partial=False)
    run_dir.write_report(report.to_dict())
    assert load_report(tmp_path)["overall"]["score"] == pytest.approx(report.overall.score)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.json", "samples"]  # no temporary left
    (tmp_path / "report.json").write_text(json.dumps({"schema": 2}))
    with pytest.raises(ReportError, match="report.json: not a pytest-passnet report"):
        load_report(tmp_path)


# A file size limit stands for a full disk: a write fails (EFBIG there, ENOSPC here) after part of it went.
FULL_DISK = """
import resource, signal, sys
from pytest_passnet.result import VariantResult
from pytest_passnet.runfiles import RunDir

signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
run_dir = RunDir(sys.argv[1])
run_dir.lock()
run_dir.start_results(keep=False)
result = lambda i: VariantResult(nodeid=f"s::v{i}", sample="s", variant=f"v{i}")
run_dir.append(result(0))
size = run_dir.results_path.stat().st_size
resource.setrlimit(resource.RLIMIT_FSIZE, (size + 40, resource.RLIM_INFINITY))  # room for part of a line
run_dir.append(result(1))
run_dir.append(result(2))
assert run_dir.results_path.stat().st_size == size, "a part of a line stayed"
resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
run_dir.append(result(3))
run_dir.unlock()
print(*sorted(r.variant for r in RunDir(sys.argv[1]).read_results()))
"""


def test_results_the_disk_has_no_room_for_wait_and_are_written_whole_when_it_has(tmp_path):
    """A write of results.jsonl that fails (round 2's disk_fill: a pass filled the disk the run
    writes to) raises nothing out of the result hook, which pytest would end the run with
    (INTERNALERROR): the lines wait, in order, and no part of one stays in the file."""
    done = subprocess.run([sys.executable, "-c", FULL_DISK, str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["v0", "v1", "v2", "v3"]
    assert done.stderr.count("cannot write") == 1, done.stderr  # said once, not per line
