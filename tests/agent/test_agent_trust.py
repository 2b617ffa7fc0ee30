"""Trust stated: a reward whose pass code ran outside bubblewrap is marked untrusted in the record
and the run's summary, and --require-isolation refuses it.

Bubblewrap is hidden by an empty PATH: the plugin looks for `bwrap` on PATH (the evaluator's
Python is called by its full path). One test runs real evaluations that way.
"""

import io
import json
import threading

import pytest
from rich.console import Console
from tests.agent.stub_llm import ScriptedLLM, tool_call, write_pass

from agent.cli import main
from agent.evaluator import AttemptEvaluator, EvalSettings, IsolationRefused, PassEvaluator
from agent.llm import ChatClient
from agent.runner import RunConfig, Runner
from agent.runtimes import CommandResult
from agent.tasks import load_tasks
from agent.trajectory import read_jsonl
from pytest_passnet.runfiles import SCHEMA_VERSION


@pytest.fixture
def no_bubblewrap(tmp_path, monkeypatch):
    empty = tmp_path / "bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))


def run_args(fixtures_root, out, url):
    return ["run", "--dataset", str(fixtures_root / "add_relu_samples.txt"), "--root", str(fixtures_root),
            "--model", "stub", "--base-url", url, "--api-key", "k", "--llm-retries", "0", "--device", "cpu",
            "--warmup", "1", "--trials", "3", "--out", str(out)]


def test_a_reward_from_a_process_sandbox_is_untrusted_in_the_record_and_the_summaries(
        tmp_path, fixtures_root, pass_source, no_bubblewrap, monkeypatch, capsys):
    monkeypatch.setenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "1000")
    out = tmp_path / "run"
    script = write_pass("TritonAddRelu", pass_source("TritonAddRelu"), evaluate=False) + [tool_call("finish")]
    with ScriptedLLM(script) as server:
        assert main(run_args(fixtures_root, out, server.url)) == 0
    [record] = read_jsonl(out / "trajectories.jsonl")
    assert record["reward"] == pytest.approx(1.0)  # the pass is correct; the reward is still not to be trusted
    assert (record["reward_sandbox"], record["reward_trusted"]) == ("process", False)
    assert record["reward_isolation"]["mode"] == "process"  # the plugin's own account, kept beside it
    printed = capsys.readouterr()
    assert "1 with an untrusted reward" in printed.out
    assert "1 of 1 reward(s) untrusted" in printed.err and "--require-isolation" in printed.err
    assert main(["report", str(out)]) == 0
    assert "1 of 1 reward(s) untrusted" in capsys.readouterr().out


def test_require_isolation_does_not_start_without_bubblewrap(tmp_path, fixtures_root, no_bubblewrap, capsys):
    with ScriptedLLM([]) as server:
        assert main(run_args(fixtures_root, tmp_path / "run", server.url) + ["--require-isolation"]) == 2
        assert server.requests == []
    assert "--require-isolation: bubblewrap (bwrap) is not on PATH" in capsys.readouterr().err


PROCESS = {"mode": "process", "enforced": ["landlock"], "notes": [], "warning": None}
WARNED = {"mode": "bubblewrap", "enforced": ["mounts"], "notes": [], "warning": "children ran as root (WITH every capability)"}


class _ProcessSandboxReport:
    """Writes the fixture report with the given sandbox record (default: a `process` sandbox, as the plugin
    writes without bwrap)."""

    python = "python"
    isolation = "test"

    def __init__(self, report: dict, record: dict = PROCESS):
        self.report = {**report, "schema": SCHEMA_VERSION, "sandbox": record,
                       "variants": [{**v, "sandbox": record["mode"]} for v in report["variants"]]}

    def workdir(self, workspace):
        return str(workspace)

    def report_path(self, report_dir):
        return str(report_dir)

    def run(self, argv, workspace, report_dir, timeout, env, gpu=None, cpus=None):
        (report_dir / "report.json").write_text(json.dumps(self.report))
        return CommandResult(returncode=0, output="", timed_out=False, elapsed=0.1)

    def stop_all(self):
        pass


@pytest.fixture
def process_sandbox(fixtures_root):
    return _ProcessSandboxReport(json.loads((fixtures_root / "report.json").read_text()))


@pytest.mark.parametrize(("record", "why"), [(PROCESS, "pass code ran in a 'process' sandbox"),
                                             (WARNED, "the sandbox warned: children ran as root")])
def test_require_isolation_refuses_an_evaluation_whose_sandbox_record_is_not_bubblewrap_without_warning(
        workspace, tmp_path, cpu_report, record, why):
    runtime = _ProcessSandboxReport(cpu_report, record)
    evaluator = PassEvaluator(runtime, EvalSettings())
    trusting = AttemptEvaluator(evaluator, tmp_path / "a", threading.Lock()).evaluate(workspace)
    assert trusting.sandbox == record["mode"] and not trusting.trusted and trusting.reward > 0
    with pytest.raises(IsolationRefused, match=why):
        AttemptEvaluator(evaluator, tmp_path / "b", threading.Lock(), require_isolation=True).evaluate(workspace)
    trusted = _ProcessSandboxReport(runtime.report, {**WARNED, "warning": None})
    assert AttemptEvaluator(PassEvaluator(trusted, EvalSettings()), tmp_path / "c", threading.Lock(),
                            require_isolation=True).evaluate(workspace).trusted


def test_a_refused_evaluation_leaves_the_attempt_unfinished_for_resume(tmp_path, fixtures_root, process_sandbox):
    config = RunConfig(out=tmp_path / "run", exp_name="t", require_isolation=True)
    with ScriptedLLM([tool_call("pass_evaluator")]) as server:
        client = ChatClient(model="stub", base_url=server.url, api_key="k", retries=0)
        summary = Runner(config, load_tasks(fixtures_root / "add_relu_samples.txt", fixtures_root), client,
                         process_sandbox, console=Console(file=io.StringIO())).run()
    assert summary.written == 0 and summary.unfinished == ["add_relu #0"]
    [unfinished] = read_jsonl(tmp_path / "run/unfinished.jsonl")
    assert unfinished["error"].startswith("IsolationRefused: --require-isolation")
