"""End to end with the real plugin: a scripted model writes Triton passes, pytest judges them.

CPU, Triton interpreter, 1 warm-up + 3 trials. Timing on CPU says nothing, so the fluctuation
guard is relaxed through PassBench's own environment variable, and the reward is the work
reward (correct x the share of the work taken over). What these tests check: the reward is exactly what the plugin's report of
the re-evaluation says; the allow-list rejects tampering and leaking passes before they run, and the
model reads why; no secret reaches the model, the records or any process of an evaluation; a pass
that hangs is killed.
"""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from tests.agent.stub_llm import ScriptedLLM, tool_call, write_pass

from agent.cli import main
from agent.trajectory import read_jsonl
from pytest_passnet.sandbox import policy

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def run_agent(tmp_path, fixtures_root, monkeypatch):
    monkeypatch.setenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "1000")

    def run(script, *extra):
        out = tmp_path / "run"
        with ScriptedLLM(script) as server:
            code = main(["run", "--dataset", str(fixtures_root / "add_relu_samples.txt"),
                         "--root", str(fixtures_root), "--model", "stub", "--base-url", server.url,
                         "--llm-retries", "0", "--device", "cpu", "--warmup", "1", "--trials", "3",
                         "--keep-workspaces", "--out", str(out), *extra])
        assert code == 0
        [trajectory] = read_jsonl(out / "trajectories.jsonl")
        return out, trajectory, server
    return run


def reward_report(out):
    return json.loads((out / "evaluations/add_relu/attempt_0/reward/report.json").read_text())


def test_a_correct_triton_pass_earns_the_reward_of_its_re_evaluation(fusing_run, pass_source):
    """The session's run of the policy that writes the correct pass, evaluates it and finishes (``fusing_run``,
    which test_agent_environment compares its rewards with)."""
    out = fusing_run
    [trajectory] = read_jsonl(out / "trajectories.jsonl")

    report = reward_report(out)
    assert [v["status"] for v in report["variants"]] == ["correct", "correct"]
    assert trajectory["exit_reason"] == "agent" and trajectory["reward_kind"] == "work"
    assert [v["replaced_lines"] for v in report["variants"]] == [[6, 7], [6, 7]]  # add and relu, the whole forward
    assert trajectory["reward"] == pytest.approx(1.0)
    assert trajectory["reward_score"] == report["samples"][0]["score"]
    verdict = trajectory["trajectory_steps"][2]["observation"]
    assert verdict.count(": CORRECT (") == 2 and "matched: TritonAddRelu x1" in verdict
    [history] = trajectory["speedup_history"]
    assert history["reward"] == trajectory["trajectory_steps"][2]["reward"] == pytest.approx(1.0)
    assert trajectory["best_pass_dir"] == "passes/add_relu/attempt_0"
    assert (out / "passes/add_relu/attempt_0/TritonAddRelu.py").read_text() == pass_source("TritonAddRelu")
    assert "add_relu_kernel" in trajectory["output_patch"]
    if policy.sandbox_kind() == policy.BWRAP:  # the record says how the reward's pass code was confined
        assert trajectory["reward_sandbox"] == "bubblewrap" and trajectory["reward_trusted"] is True
        assert trajectory["reward_isolation"]["mode"] == "bubblewrap" and trajectory["reward_isolation"]["enforced"]
    assert not (out / "workspaces/add_relu/attempt_0/.passnet").exists()  # no report inside the task copy


def tampering_pass(pass_source):
    return pass_source("TritonAddRelu") + "\n\n" + pass_source("tamper_hook")


def writing_to(paths):
    """Module-level code that appends to each of `paths` when the pass is imported."""
    return "".join(f"try:\n    open({str(p)!r}, 'a').write('# written by a pass\\n')\nexcept OSError:\n    pass\n"
                   for p in paths)


def test_a_hostile_pass_is_rejected_unrun_and_changes_neither_its_reward_nor_the_dataset_nor_the_harness(
        run_agent, pass_source, fixtures_root):
    """A correct kernel whose module, at import, writes into the dataset and the harness and, at
    exit, rewrites every report.json in the task copy and in the --passnet-out it was given: the
    trusted side's allow-list rejects it from its text, before any of it runs (the sandbox that
    contains pass code which does run is tests/sandbox's and tests/adversarial's subject)."""
    protected = [fixtures_root / "graphs/add_relu/float32/add_relu_0/model.py", REPO / "agent/__init__.py"]
    before = [p.read_bytes() for p in protected]
    decoy = tool_call("file_editor", {"command": "create", "path": "pass_dir/old/report.json",
                                      "file_text": '{"samples": [{"score": 0.5}], "variants": []}'})
    source = writing_to(protected) + tampering_pass(pass_source)
    out, trajectory, _ = run_agent([decoy] + write_pass("TritonAddRelu", source) + [tool_call("finish")])
    report = reward_report(out)
    assert report["samples"][0]["score"] != 42.0
    assert [v["status"] for v in report["variants"]] == ["cheat_detected", "cheat_detected"]
    hook = source.splitlines().index("atexit.register(_forge_all)") + 1
    for variant in report["variants"]:
        assert variant["message"].startswith("[passnet static rules] "), variant["message"]
        assert "pass_dir/TritonAddRelu.py:1: module-level statement 'try: open(" in variant["message"]
        assert f"pass_dir/TritonAddRelu.py:{hook}: module-level statement 'atexit.register(" in variant["message"]
    assert trajectory["reward"] == 0.0
    assert [p.read_bytes() for p in protected] == before


def test_a_pass_reaching_for_a_secret_is_rejected_and_no_secret_reaches_the_model_or_the_records(
        run_agent, pass_source, monkeypatch):
    """The pass would raise with the API key in its message, the one channel that reaches the
    model; the allow-list rejects it, and the model reads why (file, line, call)."""
    secret = "sk-test-0123456789-do-not-leak"
    monkeypatch.setenv("OPENAI_API_KEY", secret)
    script = write_pass("LeakingAddRelu", pass_source("LeakingAddRelu")) + [tool_call("finish")]
    out, trajectory, server = run_agent(script)
    verdict = trajectory["trajectory_steps"][2]["observation"]
    assert verdict.count(": CHEAT_DETECTED (") == 2, verdict
    call = pass_source("LeakingAddRelu").splitlines().index(
        '    raise RuntimeError("leaked key=" + str(os.environ.get("OPENAI_API_KEY")))') + 1
    finding = f"pass_dir/LeakingAddRelu.py:{call}: calls 'os.environ.get'"
    assert finding in verdict and finding in json.dumps(server.requests[-1])  # the model read it
    assert secret not in json.dumps(server.requests)
    for path in out.rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path


def test_a_hanging_pass_is_killed_and_reported(run_agent, pass_source):
    script = write_pass("HangingAddRelu", pass_source("HangingAddRelu")) + [tool_call("finish")]
    _, trajectory, _ = run_agent(script, "--tool-timeout", "10")
    step = trajectory["trajectory_steps"][2]
    assert step["observation"].startswith("ERROR: the evaluation timed out after 10 s and was killed")
    assert step["info"]["timed_out"] is True and step["reward"] == 0.0
    assert trajectory["exit_reason"] == "agent"


def _descendants(pid):
    children = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _alive(pid):
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _command_line(pid):
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return ""


def _environment(pid):
    try:
        return Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:  # ended since it was listed
        return None


def test_sigterm_ends_every_running_evaluation_and_leaves_the_attempt_unfinished(tmp_path, fixtures_root,
                                                                                 pass_source):
    """SIGINT takes the same path (the CLI turns SIGTERM into what SIGINT raises). While the pass
    hangs, no process of the evaluation, the pass's own included, holds the API key in its environment."""
    signum = signal.SIGTERM
    secret = "sk-test-0123456789-do-not-leak"
    out = tmp_path / "run"
    script = write_pass("HangingAddRelu", pass_source("HangingAddRelu"))
    with ScriptedLLM(script) as server:
        agent = subprocess.Popen(
            [sys.executable, "-m", "agent.cli", "run", "--dataset", str(fixtures_root / "add_relu_samples.txt"),
             "--root", str(fixtures_root), "--model", "stub", "--base-url", server.url,
             "--device", "cpu", "--warmup", "1", "--trials", "1", "--out", str(out)],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env={**os.environ, "OPENAI_API_KEY": secret})
        # A child seen in two snapshots a second apart is the hanging one: a quicker child (an
        # earlier check) may end between one listing and the next.
        deadline, first_seen = time.monotonic() + 120, {}
        while True:
            evaluation = [p for p in _descendants(agent.pid) if _alive(p)]
            environments = [(_command_line(p), _environment(p)) for p in evaluation]
            now = time.monotonic()
            hanging = [p for p, (command, environment) in zip(evaluation, environments)
                       if "pytest_passnet.sandbox.child" in command and environment is not None
                       and now - first_seen.setdefault(p, now) > 1.0]
            if hanging:
                break
            assert now < deadline and agent.poll() is None, "the pass never ran"
            time.sleep(0.2)
        agents_environment = _environment(agent.pid)
        agent.send_signal(signum)
        output, _ = agent.communicate(timeout=30)
    assert agent.returncode == 128 + signum, output.decode()
    assert secret.encode() in agents_environment  # the agent holds the key: it is the LLM's
    children = [environment for command, environment in environments if "pytest_passnet.sandbox.child" in command]
    assert children and all(children)
    assert not [command for command, environment in environments if environment and secret.encode() in environment]
    time.sleep(0.3)
    assert not [p for p in evaluation if _alive(p)]
    assert read_jsonl(out / "trajectories.jsonl") == []
    [unfinished] = read_jsonl(out / "unfinished.jsonl")
    assert unfinished["error"] == "interrupted by a signal" and len(unfinished["trajectory_steps"]) == 2
