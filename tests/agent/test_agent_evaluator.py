"""The evaluator's command, its verdict from a report, timeouts and the local runtime."""

import json
import os
import sys
import time

import pytest

from agent.evaluator import WORK, EvalSettings, Evaluation, PassEvaluator, judge, pytest_command, verdict_from_report
from agent.runtimes import CommandResult, LocalRuntime
from agent.runtimes.local import evaluation_environment


def test_the_pytest_command_points_the_plugin_at_the_task_copy_and_the_report_elsewhere():
    argv = pytest_command("python", "/w", "/r", EvalSettings(device="cuda", warmup=1, trials=3))
    assert argv[:3] == ["python", "-m", "pytest"]
    assert "--noconftest" in argv and "no:cacheprovider" in argv
    pairs = dict(zip(argv[::1], argv[1::1]))
    assert pairs["--passnet-samples"] == "/w" and pairs["--passnet-root"] == "/w"
    assert pairs["--passnet-out"] == "/r" and pairs["--passnet-device"] == "cuda"
    assert pairs["--passnet-warmup"] == "1" and pairs["--passnet-trials"] == "3"
    assert "--passnet-warmup" not in pytest_command("python", "/w", "/r", EvalSettings())
    assert pairs["--passnet-score-on"] == "e2e"  # PassBench's series unless asked
    kernel = pytest_command("python", "/w", "/r", EvalSettings(device="cuda", score_on="kernel"))
    assert dict(zip(kernel, kernel[1:]))["--passnet-score-on"] == "kernel"


def test_the_verdict_reports_the_series_the_score_was_computed_on(fixtures_root):
    report = json.loads((fixtures_root / "report.json").read_text())
    report["options"]["score_on"] = "kernel"
    for variant in report["variants"]:
        if (variant.get("speedup") or {}).get("e2e"):
            variant["speedup"]["kernel"] = 3.5
    evaluation = verdict_from_report(report)
    assert evaluation.speedups["graphs/add_relu/float32/add_relu_0"] == 3.5
    assert "speedup e2e 1.25" in evaluation.verdict and "kernel 3.5" in evaluation.verdict


def test_the_verdict_is_short_and_structured(fixtures_root):
    evaluation = verdict_from_report(json.loads((fixtures_root / "report.json").read_text()))
    assert evaluation.reward == evaluation.score == 0.35316
    assert evaluation.speedups == {"graphs/add_relu/float32/add_relu_0": 1.25, "graphs/add_relu/float16/add_relu_0": None}
    lines = evaluation.verdict.splitlines()
    assert lines[0] == "Evaluation on cpu: 2 variant(s)."
    assert ("[1/2] graphs/add_relu/float32/add_relu_0: CORRECT (dtype float32; "
            "matched: TritonAddRelu x1; speedup e2e 1.25; max diff 0)") in lines
    assert "[2/2] graphs/add_relu/float16/add_relu_0: FLUCTUATION (dtype float16; matched: no)" in lines
    assert ("    why: compiled timing: Environment fluctuation detected. / IQR/median = 45.9% (threshold: 20%) "
            "in the compiled e2e series") in lines  # no raw timing list
    assert "    diagnostic:   - MatchFailure(type=TARGET_MISMATCH, p=relu, t=sigmoid, exp=relu, act=sigmoid)" in lines
    assert "    flags: degenerate_input" in lines
    assert lines[-3] == "ES(t): t=-10: 0.1, t=-5..4: 0.3535"
    assert lines[-2].startswith("AS score: 0.3532 (eager")
    assert lines[-1] == "Reward: 0.3532 (the AS score)"


def test_on_cpu_the_reward_is_the_mean_of_correct_times_the_share_of_the_work_taken_over(cpu_report, workspace):
    report = cpu_report
    slow_but_correct = [{**v, "status": "correct", "parity_status": "correct", "speedup": {"e2e": 0.004},
                         "replaced_lines": [6, 7]} for v in report["variants"]]
    evaluation = verdict_from_report({**report, "variants": slow_but_correct}, WORK, workspace)
    assert evaluation.reward == pytest.approx(1.0) and evaluation.score == 0.35316  # the report's AS is kept
    assert "work taken over 1.000 (model.py lines 6-7)" in evaluation.verdict
    # add (line 6) and relu (line 7) weigh the same: 4 x 256 elements written each
    relu_only = [{**v, "replaced_lines": [7]} for v in slow_but_correct]
    assert verdict_from_report({**report, "variants": relu_only}, WORK, workspace).reward == pytest.approx(0.5)
    # the fixture: one correct variant that took over the whole forward, one that failed (fluctuation)
    evaluation = verdict_from_report(report, WORK, workspace)
    assert evaluation.reward == pytest.approx(0.5)
    assert evaluation.shares == {"graphs/add_relu/float32/add_relu_0": 1.0, "graphs/add_relu/float16/add_relu_0": 0.0}
    assert evaluation.verdict.splitlines()[-1].startswith("Reward: 0.5: the mean over the variants of correct")
    absent = [{**v, "status": "pass_rejected", "parity_status": "absent"} for v in report["variants"][1:]]
    assert verdict_from_report({**report, "variants": report["variants"][:1] + absent}, WORK, workspace).reward == 1.0


def test_a_claim_naming_a_line_that_holds_no_statement_is_refused(cpu_report, workspace):
    report = cpu_report
    correct = report["variants"][0]
    for claim in ([6, 7, 9], [6, 7, 99], [0, 6, 7], ["6", 7]):  # 9 is the return, 99 past the end
        evaluation = verdict_from_report({**report, "variants": [{**correct, "replaced_lines": claim}]}, WORK, workspace)
        assert evaluation.reward == 0.0, claim
        assert "the claim is refused" in evaluation.verdict
    repeated = verdict_from_report({**report, "variants": [{**correct, "replaced_lines": [7, 7, 7]}]}, WORK, workspace)
    assert repeated.reward == pytest.approx(0.5)  # a line counts once
    outside = {**correct, "variant": "../../etc", "replaced_lines": []}
    evaluation = verdict_from_report({**report, "variants": [outside]}, WORK, workspace)
    assert evaluation.reward == 0.0 and "lies outside the task copy" in evaluation.verdict


@pytest.mark.parametrize(("record", "trusted"), [
    ({"mode": "bubblewrap", "enforced": ["mounts"], "notes": [], "warning": None}, True),
    ({"mode": "bubblewrap", "enforced": [], "notes": [], "warning": "children ran as root"}, False),
    ({"mode": "process", "enforced": ["landlock"], "notes": [], "warning": None}, False),
    (None, False),
])
def test_trust_rests_on_the_reports_sandbox_record(fixtures_root, record, trusted):
    report = json.loads((fixtures_root / "report.json").read_text())
    variants = [{**v, "sandbox": "bubblewrap"} for v in report["variants"]]  # what a variant says does not count
    evaluation = verdict_from_report({**report, "variants": variants, **({"sandbox": record} if record else {})})
    assert evaluation.trusted is trusted and evaluation.reported
    assert (evaluation.distrust is None) is trusted
    assert not Evaluation(reward=0.0, verdict="timed out").trusted  # no report: nothing to trust


def test_no_score_means_reward_zero(fixtures_root):
    report = json.loads((fixtures_root / "report.json").read_text())
    report["samples"][0]["score"] = None
    evaluation = verdict_from_report(report)
    assert evaluation.reward == 0.0 and "AS score: none" in evaluation.verdict


def test_a_run_without_report_shows_the_output_tail_without_noise(tmp_path):
    output = "\n".join(["Trial 1: e2e=0.1 ms", "[Profiling] Using device: cpu",
                        "[Correctness][all_close_atol_1.00E-05_rtol_1.30E-06]: 1",
                        "ERROR: usage: pytest: unrecognized arguments: --passnet-samples"])
    evaluation = judge(CommandResult(returncode=4, output=output, timed_out=False, elapsed=1.0),
                       tmp_path / "report.json", 600)
    assert "wrote no readable report (<report dir>/report.json: cannot read it" in evaluation.verdict
    assert evaluation.reward == 0.0
    assert "exit code 4 and wrote no readable report" in evaluation.verdict
    assert "unrecognized arguments" in evaluation.verdict
    assert "Trial" not in evaluation.verdict and "Profiling" not in evaluation.verdict
    assert "all_close" not in evaluation.verdict


class _TimingOut:
    python = "python"

    def workdir(self, workspace):
        return str(workspace)

    def report_path(self, report_dir):
        return str(report_dir)

    def run(self, argv, workspace, report_dir, timeout, env, gpu=None, cpus=None):
        self.seen = (timeout, env, gpu)
        (report_dir / "report.json").write_text('{"variants": [], "samples": [{"score": 9.9}]}')  # written, then hung
        return CommandResult(returncode=None, output="collected 2 items", timed_out=True, elapsed=timeout)


def test_a_hung_evaluation_is_reported_and_scores_zero(workspace, tmp_path, monkeypatch):
    monkeypatch.setenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "0.5")
    runtime = _TimingOut()
    evaluator = PassEvaluator(runtime, EvalSettings(device="cpu", timeout=30), gpu="1")
    evaluation = evaluator.evaluate(workspace, tmp_path / "report", timeout=12)
    assert evaluation.timed_out and evaluation.reward == 0.0
    assert evaluation.verdict.startswith("ERROR: the evaluation timed out after 12 s and was killed")
    assert runtime.seen == (12, {"TRITON_INTERPRET": "1", "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "0.5"}, "1")
    with pytest.raises(FileExistsError):  # a report directory is never reused
        evaluator.evaluate(workspace, tmp_path / "report")


def test_a_malformed_report_is_no_report(tmp_path):
    done = CommandResult(returncode=0, output="", timed_out=False, elapsed=1.0)
    (tmp_path / "bad.json").write_text('{"samples": 42}')
    evaluation = judge(done, tmp_path / "bad.json", 60)
    assert evaluation.reward == 0.0 and "not a pytest-passnet report" in evaluation.verdict


def test_the_local_environment_is_allow_listed():
    environ = {"PATH": "/bin", "HOME": "/h", "CUDA_VISIBLE_DEVICES": "0", "TRITON_INTERPRET": "1",
               "LD_LIBRARY_PATH": "/lib", "OPENAI_API_KEY": "sk-1", "HF_TOKEN": "t", "AWS_SECRET_ACCESS_KEY": "s",
               "GOOGLE_APPLICATION_CREDENTIALS": "/c.json", "TORCH_HUB_TOKEN": "t", "PYTEST_ADDOPTS": "-x",
               "PASSNET_DEVICE_BANDWIDTH_GBPS": "4800", "DATABASE_PASSWORD": "p", "MY_API_KEY": "k"}
    assert evaluation_environment(environ) == {
        "PATH": "/bin", "HOME": "/h", "CUDA_VISIBLE_DEVICES": "0", "TRITON_INTERPRET": "1",
        "LD_LIBRARY_PATH": "/lib", "PASSNET_DEVICE_BANDWIDTH_GBPS": "4800"}


def test_local_runtime_kills_the_whole_process_group_on_timeout(tmp_path):
    script = ("import subprocess, sys, time\n"
              "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
              "open('child.pid', 'w').write(str(child.pid))\n"
              "print('started', flush=True)\n"
              "time.sleep(60)\n")
    result = LocalRuntime().run([sys.executable, "-c", script], tmp_path, tmp_path, timeout=2.0, env={})
    assert result.timed_out and result.returncode is None and "started" in result.output
    child = int((tmp_path / "child.pid").read_text())
    time.sleep(0.2)
    assert not _alive(child)


def test_local_runtime_passes_env_and_gpu_but_no_secrets(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret")
    code = ("import os; print(os.environ['X'], os.environ['CUDA_VISIBLE_DEVICES'], os.getcwd(), "
            "os.environ.get('OPENAI_API_KEY', 'no-key'))")
    result = LocalRuntime().run([sys.executable, "-c", code], tmp_path, tmp_path, timeout=30, env={"X": "1"}, gpu="3")
    assert result.returncode == 0 and result.output.split() == ["1", "3", str(tmp_path), "no-key"]


def test_stop_all_ends_every_running_evaluation_with_its_children(tmp_path):
    import threading

    runtime = LocalRuntime()
    script = ("import subprocess, sys, time\n"
              "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
              "open('child.pid', 'w').write(str(child.pid))\n"
              "time.sleep(60)\n")
    results = []
    thread = threading.Thread(target=lambda: results.append(
        runtime.run([sys.executable, "-c", script], tmp_path, tmp_path, timeout=60, env={})))
    thread.start()
    for _ in range(100):
        if (tmp_path / "child.pid").is_file() and (tmp_path / "child.pid").read_text():
            break
        time.sleep(0.1)
    runtime.stop_all()
    thread.join(timeout=10)
    assert results and results[0].returncode == -9
    time.sleep(0.2)
    assert not _alive(int((tmp_path / "child.pid").read_text()))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a killed child may linger as a zombie until reaped; that is dead for our purpose
    with open(f"/proc/{pid}/stat") as f:
        return f.read().split()[2] != "Z"
