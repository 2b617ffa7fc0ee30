"""Round 10b (cheap, in the normal suite): reports, resume, the agent's reward and its exports.

Each FOOLED attack was a strict xfail asserting the secure behaviour, a plain test since its fix;
each HELD one asserts what held. The README says what each attack does, where, and how to fix it.
"""

from __future__ import annotations

import html.parser
import json
import os

import pytest

from agent.editor import FileEditor
from agent.evaluator import SPEEDUP, WORK, judge
from agent.export import export
from agent.report import summarize
from agent.runtimes import CommandResult
from agent.trajectory import JsonlWriter, read_jsonl
from pytest_passnet.leaderboard import build_board, render_html
from pytest_passnet.passbench_log import parse_log, sample_log
from pytest_passnet.report import build_report
from tests.adversarial.redteam.round10b import attacks10b as a

# -- Harbor's verifier --------------------------------------------------------------------------


def test_harbor_verifier_gives_zero_for_an_empty_pass_dir_in_the_workdir(tmp_path):
    """Control for the two Harbor attacks: tests/test.sh run from /app, nothing planted."""
    folder = a.harbor_task(tmp_path / "harbor")
    done = a.run_verifier(folder, tmp_path / "logs")
    assert done.returncode == 0, done.stdout + done.stderr
    assert a.harbor_reward(tmp_path / "logs") == 0.0


def test_harbor_verifier_is_not_the_agents_own_module(tmp_path):
    folder = a.harbor_task(tmp_path / "harbor")
    a.shadow_the_verifier(folder / "environment/workspace")
    done = a.run_verifier(folder, tmp_path / "logs")
    assert done.returncode == 0, done.stdout + done.stderr
    assert a.harbor_reward(tmp_path / "logs") == 0.0, f"an empty pass_dir got reward 1.0: {done.stdout.strip()!r}"


def test_harbor_reward_is_the_verifiers_own(tmp_path):
    folder = a.harbor_task(tmp_path / "harbor")
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "reward.json").write_text(a.PLANTED_REWARD_JSON)  # during the agent's turn
    done = a.run_verifier(folder, logs)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (logs / "reward.txt").read_text() == "0.0\n"
    assert a.harbor_reward(logs) == 0.0, "Harbor takes the planted reward.json: 1.0 for an empty pass_dir"


# -- the agent's JSONL records ------------------------------------------------------------------


def test_an_llm_reply_cannot_make_its_attempt_vanish(tmp_path):
    """Real `passnet-agent run` (scripted HTTP server), 2 attempts: the first finishes with a line
    separator in its message. `report` and `--resume` read trajectories.jsonl."""
    from agent.cli import main

    out = tmp_path / "run"
    code, _ = a.agent_run(out, [a.finish("gave up\u2028sorry"), a.finish("done")], "--attempts", "2")
    assert code == 0
    assert len((out / "trajectories.jsonl").read_bytes().splitlines()) == 2  # both were written
    problems = []
    read = sorted(r["attempt"] for r in read_jsonl(out / "trajectories.jsonl"))
    if read != [0, 1]:
        problems.append(f"attempts read back (report, export, pass@k): {read}")
    assert main(["report", str(out)]) == 0
    _, requests = a.agent_run(out, [a.finish("again")], "--attempts", "2", "--resume")
    if requests:
        problems.append(f"--resume ran a finished attempt again ({len(requests)} LLM request)")
    assert not problems, problems


@pytest.mark.parametrize("separator", a.LINE_SEPARATORS, ids=["u2028", "u2029", "nel"])
def test_pass_at_k_counts_every_attempt(tmp_path, separator):
    path = tmp_path / "trajectories.jsonl"
    writer = JsonlWriter(path)
    writer.append(a.trajectory_record(0, 1.0, "fused the graph"))
    writer.append(a.trajectory_record(1, 0.0, f"wrong kernel{separator}giving up"))
    (task,) = summarize(read_jsonl(path))
    exported = export(tmp_path, "openai-sft", tmp_path / "sft.jsonl")
    assert (len(task.rewards), task.pass_at(1, 1.0), exported.written) == (2, 0.5, 2), \
        f"{len(task.rewards)} attempt(s), pass@1 {task.pass_at(1, 1.0)}, {exported.written} exported"


@pytest.mark.parametrize("fragment", ["{}", "1"])
def test_an_llm_reply_cannot_break_report_or_resume(tmp_path, fragment):
    from agent.cli import main

    out = tmp_path / "run"
    code, _ = a.agent_run(out, [a.finish("ok", content=f"plan:\u2028{fragment}\u2028end")])
    assert code == 0
    problems = []
    for argv in (["report", str(out)], ["export", str(out), "--format", "r2e-gym",
                                                  "--out", str(tmp_path / "r2e.jsonl")]):
        try:
            main(argv)
        except Exception as exc:  # noqa: BLE001 - what a reader of the run gets
            problems.append(f"{argv[0]}: {type(exc).__name__}: {exc}")
    try:
        a.agent_run(out, [], "--resume")
    except Exception as exc:  # noqa: BLE001
        problems.append(f"run --resume: {type(exc).__name__}: {exc}")
    assert not problems, problems


# -- --passnet-resume ---------------------------------------------------------------------------


@pytest.mark.slow
def test_resume_does_not_keep_results_of_other_pass_code(tmp_path):
    workspace = a.task_copy(tmp_path / "task")
    a.write_broken_pass(workspace)
    out = tmp_path / "out"
    a.sign_earlier_run(out, a.earlier_results())
    done = a.plugin(workspace, out, "--passnet-resume")
    assert (out / "report.json").is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    assert "correct" not in a.statuses(out).values(), \
        f"report.json for a pass_dir that does not parse: {a.statuses(out)}"


# -- passnet-report log ---------------------------------------------------------------------------


def test_a_failure_message_cannot_add_a_variant_to_the_passbench_log():
    message = "wrong grid [Processing] graphs/add_relu/float16/add_relu_0\nTraceback ..."
    parsed = parse_log(sample_log([a.failed_variant(message)]))
    assert [v.model_path for v in parsed] == ["graphs/add_relu/float32/add_relu_0"], \
        [(v.model_path, v.status) for v in parsed]


# -- HELD ------------------------------------------------------------------------------------------


class _Tags(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[str] = []
        self.attributes: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attributes += [name for name, _ in attrs]


def test_leaderboard_html_renders_hostile_report_texts_as_text(tmp_path):
    """Every text a report brings (notes, options, machine, protocol, variant paths) as page text."""
    hostile = '</td><script>alert(1)</script><img src=x onerror=alert(2)>\u2028<a href="javascript:x">'
    results = a.earlier_results(sample="samples/add_relu")
    for result in results:
        result.machine = {**result.machine, "gpu": hostile}
        result.protocol = {**result.protocol, "device": hostile, "compiler": hostile}
    report = build_report(results, ["samples/add_relu"], {"compiler": hostile, "lists": [hostile]}, partial=False)
    report.notes.append(hostile)
    page = render_html(build_board([(tmp_path / "report.json", report)]))
    parser = _Tags()
    parser.feed(page)
    assert {"script", "img", "a"}.isdisjoint(parser.tags) and not {"onerror", "href", "src"} & set(parser.attributes)
    assert "\u2028" not in page and "&lt;script&gt;alert(1)" in page


def test_no_csv_is_written_so_no_formula_reaches_a_spreadsheet():
    """Nothing that writes a run's outputs writes CSV (reports are JSON, Markdown, HTML, PNG/SVG, JSONL,
    validation.log); only the dataset tools write sample lists, from the dataset."""
    writers = [*(a.REPO / "agent").rglob("*.py"), *(a.REPO / "pytest_passnet").glob("*.py")]
    assert [path.name for path in writers if "csv.writer" in path.read_text() or "DictWriter" in path.read_text()] == []


@pytest.mark.parametrize("path", ["pass_dir/../graph_list.txt", "pass_dir/sub/../../pytest.ini", "/etc/hostname",
                                  "pass_dir/link/model.py"])
def test_the_editor_writes_only_under_pass_dir(tmp_path, path):
    workspace = a.task_copy(tmp_path / "task")
    os.symlink(workspace / "graphs", workspace / "pass_dir/link")  # a link, however it got there
    before = {p: p.read_bytes() for p in workspace.rglob("*") if p.is_file() and "pass_dir" not in p.parts}
    answer = FileEditor(workspace).run("create", path, file_text="hijacked")
    answer += FileEditor(workspace).run("str_replace", "pass_dir/link/add_relu/float32/add_relu_0/model.py",
                                        old_str="def", new_str="hijacked")
    assert answer.count("ERROR") == 2, answer
    assert before == {p: p.read_bytes() for p in before}


@pytest.mark.parametrize("reward_kind", [SPEEDUP, WORK])
def test_every_failure_path_of_an_evaluation_pays_nothing(tmp_path, reward_kind):
    report_path = tmp_path / "report.json"
    timed_out = judge(CommandResult(None, "x", True, 9.0), report_path, 9.0, reward_kind, tmp_path)
    no_report = judge(CommandResult(1, "INTERNALERROR", False, 1.0), report_path, 9.0, reward_kind, tmp_path)
    report = json.loads((a.FIXTURES / "report.json").read_text())
    rejected = [{**v, "status": "pass_rejected", "parity_status": "absent"} for v in report["variants"]]
    report_path.write_text(json.dumps({**report, "variants": rejected,
                                       "samples": [{**report["samples"][0], "score": None}]}))
    all_rejected = judge(CommandResult(0, "", False, 1.0), report_path, 9.0, reward_kind, tmp_path)
    assert [e.reward for e in (timed_out, no_report, all_rejected)] == [0.0, 0.0, 0.0]
