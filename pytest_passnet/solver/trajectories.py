"""The solver's passes as agent trajectories: supervised examples in the agent's export formats.

    python -m pytest_passnet.solver.trajectories --solved solved/ --report run/report.json --out sft/

For each sample of ``solved/`` (passnet-solve's output; ``--solved`` and ``--report`` may be repeated) with a pass_dir, one trajectory as the agent
(``agent/``) records one: its system prompt and task text for the sample; one ``file_editor``
``create`` per pass file, answered by the agent's own editor on a fresh task copy; one
``pass_evaluator`` call, answered by the verdict the agent's evaluator writes from the plugin's
report of a run over the solved samples (``report.json``, e.g. from
``pytest --passnet-list solved/solved_samples.txt``); and ``finish``. The reward is that
verdict's (the sample's AS on a GPU, the work reward on a CPU). ``sft/trajectories.jsonl`` holds
the records; ``sft/openai-sft.jsonl``, ``sft/r2e-gym.jsonl`` and ``sft/atif/`` are the agent's
exports of them. Samples without a pass, or that the report does not cover, are left out.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

SOURCE = "passnet-solve"  # exp_name and model of the trajectories: the solver, no LLM
EXPORTS = {"openai-sft": "openai-sft.jsonl", "r2e-gym": "r2e-gym.jsonl", "atif": "atif"}


def _pass_files(pass_dir: Path) -> list[Path]:
    """In the order a writer would create them: the shared kernels, the passes, then their list."""
    names = json.loads((pass_dir / "sorted_output_pass_rule_names.json").read_text())
    helpers = sorted(p for p in pass_dir.glob("*.py") if p.stem not in names)
    return [*helpers, *(pass_dir / f"{name}.py" for name in names), pass_dir / "sorted_output_pass_rule_names.json"]


def _sample_report(report: dict, ident: str) -> dict:
    """The run's report cut down to one sample, as the agent's evaluator reads a one-sample run: run in
    the task copy, whose sample is '.' and whose variants lie below it (the evaluator weighs nothing
    outside the task copy)."""
    def belongs(entry: dict) -> bool:
        return str(entry.get("sample", "")).endswith(ident)

    def in_task_copy(entry: dict) -> dict:
        sample = str(entry["sample"])
        variant = str(entry.get("variant") or "")
        inside = os.path.relpath(variant, sample) if variant.startswith(sample.rstrip("/") + "/") else variant
        return {**entry, "sample": ".", **({"variant": inside} if "variant" in entry else {})}

    return {**report, "variants": [in_task_copy(v) for v in report.get("variants", []) if belongs(v)],
            "samples": [in_task_copy(s) for s in report.get("samples", []) if belongs(s)]}


def trajectory(solved_dir: Path, ident: str, root: Path, report: dict, workspace: Path) -> dict | None:
    """The agent's trajectory record for one solved sample, or None where the report has none of it."""
    from agent.editor import FileEditor
    from agent.evaluator import SPEEDUP, WORK, verdict_from_report
    from agent.prompts import instance_prompt, system_prompt
    from agent.tasks import Task, prepare_workspace
    from agent.tools import TOOL_NAMES, TOOL_SCHEMAS
    from agent.trajectory import Trajectory, TrajectoryStep, format_action

    sample_report = _sample_report(report, ident)
    if not sample_report["variants"]:
        return None
    device = str(sample_report["variants"][0].get("device", "cpu"))
    reward_kind = SPEEDUP if device.startswith("cuda") else WORK
    task = Task(instance_id=ident, sample_dir=ident, root=str(root))
    prepare_workspace(task, workspace)
    editor = FileEditor(workspace)
    record = Trajectory(
        instance_id=ident, attempt=0, sample_dir=ident, problem_statement=instance_prompt(workspace),
        docker_image="", exp_name=SOURCE,
        env_args={"runtime": "local", "device": device, "reward_kind": reward_kind, "source": SOURCE},
        agent_args={"model": SOURCE, "tools": TOOL_NAMES}, ds=task.as_record(),
        max_steps=0, max_steps_absolute=0, max_token_limit=0, max_llm_time=0, max_exec_time=0, max_total_time=0,
        reward_kind=reward_kind, system_prompt=system_prompt(reward_kind), tools=TOOL_SCHEMAS,
    )
    record.messages = [{"role": "system", "content": record.system_prompt},
                       {"role": "user", "content": record.problem_statement}]

    def turn(thought: str, name: str, arguments: dict, observation: str, done: bool = False) -> None:
        call_id = f"call_{len(record.trajectory_steps)}"
        record.messages.append({"role": "assistant", "content": thought, "tool_calls": [
            {"id": call_id, "type": "function", "function": {"name": name, "arguments": json.dumps(arguments)}}]})
        record.messages.append({"role": "tool", "tool_call_id": call_id, "content": observation})
        index = len(record.trajectory_steps)
        record.trajectory_steps.append(TrajectoryStep(
            step_idx=index, thought=thought, action=format_action(name, arguments), observation=observation,
            done=done, info={"tool": name, "tool_call_id": call_id, "malformed": False},
            token_usage_prompt=0, token_usage_completion=0, token_usage_total=0, llm_exec_time=0.0,
            env_exec_time=0.0, total_step_time=0.0, total_time_traj=0.0, step_count=index + 1))

    for file in _pass_files(solved_dir / "pass_dir"):
        path = f"pass_dir/{file.name}"
        text = file.read_text()
        turn(f"Create {path}.", "file_editor", {"command": "create", "path": path, "file_text": text},
             editor.run(command="create", path=path, file_text=text))
    evaluation = verdict_from_report(sample_report, reward_kind, workspace)
    turn("Evaluate the passes.", "pass_evaluator", {}, evaluation.verdict)
    record.trajectory_steps[-1].reward = evaluation.reward
    turn("The passes are written and evaluated.", "finish", {}, "Finished.", done=True)
    record.exit_reason = "agent"
    record.reward, record.reward_score, record.test_output = evaluation.reward, evaluation.score, evaluation.verdict
    record.reward_sandbox, record.reward_trusted, record.reward_isolation = (
        evaluation.sandbox, evaluation.trusted, evaluation.isolation)
    return record.to_dict()


def _merged(report_files: list[Path]) -> dict:
    """Several runs' reports as one: their variants and samples together, the first one's machine."""
    reports = [json.loads(Path(f).read_text()) for f in report_files]
    return {**reports[0], "variants": [v for r in reports for v in r.get("variants", [])],
            "samples": [s for r in reports for s in r.get("samples", [])]}


def write_trajectories(solved: list[Path], report_files: list[Path], out: Path, root: Path) -> int:
    """``out/trajectories.jsonl`` and the agent's exports of it, for the samples of passnet-solve's
    output dirs ``solved`` that the runs of ``report_files`` cover; how many trajectories were written."""
    from agent.export import export

    report = _merged(report_files)
    out.mkdir(parents=True, exist_ok=True)
    records = []
    samples = [s for folder in solved for s in json.loads((folder / "solve_report.json").read_text())["samples"]]
    with tempfile.TemporaryDirectory(prefix="passnet-sft-") as scratch:
        for sample in samples:
            if sample["passes"]:
                record = trajectory(Path(sample["out_dir"]), sample["sample"], root, report,
                                    Path(scratch) / "workspace")
                records += [record] if record is not None else []
    (out / "trajectories.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    if records:
        shutil.rmtree(out / EXPORTS["atif"], ignore_errors=True)  # one folder per trajectory: none left over
        for fmt, name in EXPORTS.items():
            export(out, fmt, out / name)
    return len(records)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pytest_passnet.solver.trajectories",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--solved", type=Path, action="append", required=True,
                        help="passnet-solve's --out; may be repeated")
    parser.add_argument("--report", type=Path, action="append", required=True,
                        help="report.json of a plugin run over the solved samples; may be repeated")
    parser.add_argument("--out", type=Path, required=True, help="where the trajectories and exports go")
    parser.add_argument("--root", type=Path, default=Path("."), help="what graph_list.txt lines resolve against")
    args = parser.parse_args(argv)
    count = write_trajectories(args.solved, args.report, args.out, args.root)
    print(f"{count} trajectories: {args.out / 'trajectories.jsonl'}, exported as {', '.join(EXPORTS)}")
    return 0 if count else 2


if __name__ == "__main__":
    sys.exit(main())
