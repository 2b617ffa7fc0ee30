"""`passnet-agent run` / `report` end to end with the scripted server (no evaluation needed)."""

import io
import json
import shutil
import time

import pytest
from rich.console import Console
from tests.agent.stub_llm import Delayed, ScriptedLLM, tool_call

from agent.cli import main
from agent.evaluator import EvalSettings
from agent.llm import ChatClient
from agent.runner import RunConfig, Runner, visible_gpus
from agent.runtimes import CommandResult
from agent.tasks import load_tasks
from agent.trajectory import read_jsonl

FINISH = tool_call("finish", {"message": "nothing to do"})


@pytest.fixture
def two_task_dataset(tmp_path, fixtures_root):
    """The add_relu sample twice, under two names, in an agent JSONL dataset."""
    root = tmp_path / "repo"
    shutil.copytree(fixtures_root, root)
    shutil.copytree(root / "samples/add_relu", root / "samples/add_relu_b")
    dataset = root / "ds.jsonl"
    dataset.write_text("".join(json.dumps({"sample_dir": f"samples/{name}", "instance_id": name}) + "\n"
                               for name in ("add_relu", "add_relu_b")))
    return root, dataset


def run_cli(server, root, dataset, out, *extra):
    return main(["run", "--dataset", str(dataset), "--root", str(root), "--model", "stub",
                 "--base-url", server.url, "--api-key", "k", "--llm-retries", "0", "--device", "cpu",
                 "--out", str(out), *extra])


def test_run_writes_one_line_per_attempt_and_resume_skips_them(tmp_path, two_task_dataset, capsys):
    root, dataset = two_task_dataset
    out = tmp_path / "run"
    with ScriptedLLM([FINISH] * 4) as server:
        assert run_cli(server, root, dataset, out, "--attempts", "2", "--workers", "2") == 0
    records = read_jsonl(out / "trajectories.jsonl")
    assert sorted((r["instance_id"], r["attempt"]) for r in records) == [
        ("add_relu", 0), ("add_relu", 1), ("add_relu_b", 0), ("add_relu_b", 1)]
    first = records[0]
    assert first["exit_reason"] == "agent" and first["agent_args"]["model"] == "stub"
    assert "Target Graphs" in first["problem_statement"]
    assert first["messages"][0] == {"role": "system", "content": first["system_prompt"]}
    assert first["reward_kind"] == "work" and first["docker_image"] == ""
    assert not (out / "workspaces/add_relu/attempt_0").exists()  # removed unless --keep-workspaces
    completions = read_jsonl(out / "completions.jsonl")  # the README's second file, PassAgent's keys
    assert [(c["sample_dir"], c["messages"]) for c in completions] == [
        (r["sample_dir"], r["messages"]) for r in records]
    run = json.loads((out / "run.json").read_text())
    assert run["model"] == "stub" and "not a sandbox" in run["isolation"]
    assert "the reward measures the work your passes take over" in capsys.readouterr().err  # what the CPU reward is

    with ScriptedLLM([]) as server:  # nothing left to do: not a single request
        assert run_cli(server, root, dataset, out, "--attempts", "2", "--resume") == 0
        assert server.requests == []
    assert "0 attempt(s) written" in capsys.readouterr().out


def test_resume_after_a_crash_runs_only_the_missing_attempts(tmp_path, two_task_dataset):
    root, dataset = two_task_dataset
    out = tmp_path / "run"
    with ScriptedLLM([FINISH, FINISH]) as server:
        assert run_cli(server, root, dataset, out) == 0
    # simulate a crash: keep the first finished line, then half a line
    lines = (out / "trajectories.jsonl").read_text().splitlines(keepends=True)
    (out / "trajectories.jsonl").write_text(lines[0] + lines[1][: len(lines[1]) // 2])
    done = json.loads(lines[0])["instance_id"]
    with ScriptedLLM([FINISH]) as server:
        assert run_cli(server, root, dataset, out, "--resume") == 0
        assert len(server.requests) == 1
    records = read_jsonl(out / "trajectories.jsonl")
    assert sorted(r["instance_id"] for r in records) == ["add_relu", "add_relu_b"]
    assert records[0]["instance_id"] == done


def test_an_existing_run_is_not_overwritten_without_resume(tmp_path, two_task_dataset, capsys):
    root, dataset = two_task_dataset
    out = tmp_path / "run"
    out.mkdir()
    (out / "trajectories.jsonl").write_text('{"instance_id": "add_relu", "attempt": 0}\n')
    with ScriptedLLM([]) as server:
        assert run_cli(server, root, dataset, out) == 2
    assert "--resume" in capsys.readouterr().err


def test_an_llm_outage_leaves_attempts_unfinished_and_resume_runs_them(tmp_path, two_task_dataset, capsys):
    root, dataset = two_task_dataset
    out = tmp_path / "run"
    with ScriptedLLM([]) as server:  # every request answers HTTP 500
        assert run_cli(server, root, dataset, out) == 1
    assert read_jsonl(out / "trajectories.jsonl") == []  # an outage is not an outcome
    unfinished = read_jsonl(out / "unfinished.jsonl")
    assert sorted(r["instance_id"] for r in unfinished) == ["add_relu", "add_relu_b"]
    assert all("HTTP 500" in r["error"] and r["exit_reason"] == "unfinished" for r in unfinished)
    assert "2 unfinished" in capsys.readouterr().out
    assert main(["report", str(out)]) == 1
    assert "2 attempt(s) unfinished" in capsys.readouterr().out

    with ScriptedLLM([FINISH, FINISH]) as server:
        assert run_cli(server, root, dataset, out, "--resume") == 0
        assert len(server.requests) == 2
    assert sorted(r["instance_id"] for r in read_jsonl(out / "trajectories.jsonl")) == ["add_relu", "add_relu_b"]
    assert main(["report", str(out)]) == 0
    assert "unfinished" not in capsys.readouterr().out


def test_a_hanging_endpoint_leaves_the_attempt_unfinished(tmp_path, two_task_dataset):
    root, dataset = two_task_dataset
    with ScriptedLLM([Delayed(3.0, FINISH)] * 2) as server:
        assert run_cli(server, root, dataset, tmp_path / "run", "--llm-timeout", "0.5") == 1
    assert [r["error"] for r in read_jsonl(tmp_path / "run/unfinished.jsonl")][0].startswith("LLMError")


def test_report_renders_best_as_pass_at_k_and_exit_reasons(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")  # one table row per line
    out = tmp_path / "run"
    out.mkdir()
    rows = [("a", 0, 1.4, "agent"), ("a", 1, 0.1, "abs_step_limit"), ("b", 0, 0.5, "token_limit"),
            ("b", 1, 0.9, "agent")]
    (out / "trajectories.jsonl").write_text("".join(
        json.dumps({"instance_id": i, "attempt": k, "reward": r, "reward_trusted": True, "exit_reason": e,
                    "trajectory_steps": [{}] * 3, "token_usage": {"total": 1000}}) + "\n"
        for i, k, r, e in rows))
    assert main(["report", str(out)]) == 0
    table = capsys.readouterr().out
    assert "pass@2" in table
    row_a = next(line for line in table.splitlines() if "│ a " in line)
    assert "1.4000" in row_a and "0.50" in row_a and "1.00" in row_a
    assert "best reward" in table and "agent 2" in table and "token_limit 1" in table
    assert main(["report", str(tmp_path / "empty")]) == 1


def test_report_counts_an_untrusted_reward_as_0_unless_asked(tmp_path, capsys, monkeypatch):
    """Round 6b's untrusted_export, for pass@k: a reward pass code could have written itself counts as 0, as
    export leaves it out; --include-untrusted counts it as given. Both say so."""
    monkeypatch.setenv("COLUMNS", "200")
    out = tmp_path / "run"
    out.mkdir()
    (out / "trajectories.jsonl").write_text("".join(json.dumps(
        {"instance_id": "a", "attempt": k, "reward": r, "reward_trusted": t, "exit_reason": "agent"}) + "\n"
        for k, r, t in ((0, 1.0, False), (1, 1.0, None), (2, 0.3, True))))
    assert main(["report", str(out)]) == 0
    printed = capsys.readouterr().out
    row = next(line for line in printed.splitlines() if "│ a " in line)
    assert "2 of 3 reward(s) untrusted" in printed and "Counted as 0 below" in printed
    assert "0.3000" in row and "1.0000" not in row and "0.00" in row  # best 0.3; pass@1 0
    assert main(["report", str(out), "--include-untrusted"]) == 0
    printed = capsys.readouterr().out
    row = next(line for line in printed.splitlines() if "│ a " in line)
    assert "Counted as given below" in printed and "1.0000" in row and "0.67" in row  # pass@1 = 2/3


class _RecordingRuntime:
    """Answers every evaluation with 'no report', after a pause that keeps both workers busy."""

    python = "python"
    isolation = "recording"

    def __init__(self):
        self.gpus, self.cpus, self.spans = [], [], []

    def workdir(self, workspace):
        return str(workspace)

    def report_path(self, report_dir):
        return str(report_dir)

    def run(self, argv, workspace, report_dir, timeout, env, gpu=None, cpus=None):
        start = time.monotonic()
        time.sleep(0.5)
        self.gpus.append(gpu)
        self.cpus.append(cpus)
        self.spans.append((gpu, start, time.monotonic()))
        return CommandResult(returncode=1, output="", timed_out=False, elapsed=0.5)

    def stop_all(self):
        pass


def test_parallel_attempts_pin_their_evaluations_to_distinct_gpus(tmp_path, two_task_dataset, monkeypatch):
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "2,5")
    assert visible_gpus() == ["2", "5"]
    root, dataset = two_task_dataset
    runtime = _RecordingRuntime()
    config = RunConfig(out=tmp_path / "run", exp_name="t", workers=2, gpus=visible_gpus(),
                       eval_settings=EvalSettings(device="cuda"))
    with ScriptedLLM([tool_call("pass_evaluator"), tool_call("pass_evaluator"), FINISH, FINISH]) as server:
        client = ChatClient(model="stub", base_url=server.url, api_key="k", retries=0)
        summary = Runner(config, load_tasks(dataset, root), client, runtime, console=Console(file=io.StringIO())).run()
    assert summary.written == 2
    assert sorted(runtime.gpus) == ["2", "2", "5", "5"]  # each attempt's step and reward evaluation on its GPU


def run_two_workers_on_cpu(tmp_path, two_task_dataset, monkeypatch, cores):
    monkeypatch.setattr("agent.devices.available_cores", lambda: cores)
    root, dataset = two_task_dataset
    runtime = _RecordingRuntime()
    config = RunConfig(out=tmp_path / "run", exp_name="t", workers=2, eval_settings=EvalSettings(device="cpu"))
    with ScriptedLLM([tool_call("pass_evaluator")] * 2 + [FINISH] * 2) as server:
        client = ChatClient(model="stub", base_url=server.url, api_key="k", retries=0)
        summary = Runner(config, load_tasks(dataset, root), client, runtime, console=Console(file=io.StringIO())).run()
    assert summary.written == 2
    assert len(runtime.spans) == 4  # a step evaluation and a reward evaluation per attempt
    spans = sorted(runtime.spans, key=lambda span: span[1])
    return runtime, any(earlier[2] > later[1] for earlier, later in zip(spans, spans[1:]))


def test_workers_on_cpu_evaluate_at_once_each_on_its_own_cores(tmp_path, two_task_dataset, monkeypatch):
    runtime, overlapped = run_two_workers_on_cpu(tmp_path, two_task_dataset, monkeypatch, cores=[0, 1, 2, 3])
    assert overlapped  # no global CPU lock
    assert sorted(runtime.cpus) == [(0, 1), (0, 1), (2, 3), (2, 3)]


def test_workers_beyond_the_cores_take_turns(tmp_path, two_task_dataset, monkeypatch):
    runtime, overlapped = run_two_workers_on_cpu(tmp_path, two_task_dataset, monkeypatch, cores=[3])
    assert not overlapped and set(runtime.cpus) == {(3,)}


def test_help_imports_neither_torch_nor_openai():
    """`passnet-agent --help` answers at once: torch and the openai client take seconds to import."""
    import subprocess
    import sys

    probe = ("import sys; from agent.cli import build_parser; build_parser().format_help(); "
             "print(sorted(m for m in ('torch', 'openai', 'triton', 'pytest_passnet.plugin') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split() == ["[]"]
