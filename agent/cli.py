"""`passnet-agent run`, `report`, `export` and `harbor-tasks`.

Exit codes of `run`: 0 every attempt finished; 1 some attempts are unfinished (an endpoint or
runtime outage, a crash, a refused isolation; `--resume` runs them again); 2 the run could not
start; 128 + N a signal N (SIGINT 130, SIGTERM 143) stopped it.
"""

from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path

from pytest_passnet.options import DEFAULT_COUNTS

# Only what --help needs is imported here: torch (through the plugin) and the openai client take
# seconds to import, so each command imports its modules when it runs.
SCORE_SERIES = ("e2e", "kernel")  # pytest_passnet.options.SCORE_SERIES; tests/agent checks they agree
EXPORT_FORMATS = ("openai-sft", "atif", "r2e-gym")  # agent.export.FORMATS, likewise


def _counts(index: int) -> str:
    """The plugin's default warm-up (0) or trial (1) count per device, for help texts."""
    return ", ".join(f"{count[index]} on {device}" for device, count in DEFAULT_COUNTS.items())


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="passnet-agent", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("run", help="let an LLM write passes for every task, judged by pytest-passnet")
    run.add_argument("--dataset", required=True,
                     help="sample list (.txt, .csv with sample_path) or agent dataset (.jsonl with sample_dir)")
    run.add_argument("--root", default=".", help="directory that sample paths are relative to (default: .)")
    run.add_argument("--model", required=True, help="model name as the endpoint knows it")
    run.add_argument("--base-url", default=None, help="OpenAI-compatible endpoint, e.g. http://localhost:8000/v1")
    run.add_argument("--api-key", default=None, help="API key (default: $OPENAI_API_KEY)")
    run.add_argument("--temperature", type=float, default=1.0)
    run.add_argument("--max-steps", type=_positive_int, default=50, help="LLM turns per attempt (default 50)")
    run.add_argument("--max-tokens", type=_positive_int, default=131_072,
                     help="stop when one call's prompt + completion tokens reach this (default 131072)")
    run.add_argument("--max-time", type=float, default=3600.0,
                     help="wall seconds per attempt, LLM requests included (default 3600)")
    run.add_argument("--tool-timeout", type=float, default=600.0,
                     help="seconds before an evaluation is killed (default 600)")
    run.add_argument("--llm-timeout", type=float, default=600.0, help="seconds per LLM request (default 600)")
    run.add_argument("--llm-retries", type=int, default=3, help="retries of a failed LLM request (default 3)")
    run.add_argument("--workers", type=_positive_int, default=1, help="attempts run at once (default 1)")
    run.add_argument("--attempts", type=_positive_int, default=1, help="independent attempts per task (default 1)")
    run.add_argument("--out", required=True, help="output directory")
    run.add_argument("--exp-name", default=None, help="experiment name (default: the --out directory name)")
    run.add_argument("--resume", action="store_true",
                     help="continue a run in --out: finished attempts are kept, unfinished ones run again")
    run.add_argument("--runtime", choices=["local", "docker"], default="local",
                     help="where evaluations run. local: a subprocess on this machine with an allow-listed "
                          "environment; NOT a sandbox (pass code runs as you; only pytest-passnet's own "
                          "sandbox around pass code keeps it from your files). docker: a locked-down "
                          "container (read-only, no network, non-root, resource limits)")
    run.add_argument("--docker-image", default="passnet:latest", help="image for --runtime docker")
    run.add_argument("--device", choices=["auto", "cpu", "cuda"], default="auto",
                     help="evaluation device (auto: cuda when a GPU is visible)")
    run.add_argument("--warmup", type=int, default=None, help="warm-up calls per variant (plugin default: %s)" % _counts(0))
    run.add_argument("--trials", type=int, default=None, help="timed calls per variant (plugin default: %s)" % _counts(1))
    run.add_argument("--score-on", choices=SCORE_SERIES, default=SCORE_SERIES[0],
                     help="the speedup the AS and the CUDA reward use: e2e (PassBench's, default) or kernel "
                          "(device time without launch overhead: repeatable within about 1%% between runs where "
                          "e2e moves tens of percent; not PassBench-comparable; docs/measurement.md)")
    run.add_argument("--keep-workspaces", action="store_true",
                     help="keep each attempt's task copy under OUT/workspaces")
    run.add_argument("--require-isolation", action="store_true",
                     help="refuse rewards from evaluations whose pass code ran outside bubblewrap, or in it with "
                          "a warning (the report's sandbox record; pass code can escape, docs/trust.md): the run "
                          "does not start without bwrap, and such an evaluation leaves its attempt unfinished")

    rep = commands.add_parser("report", help="table of a run: best AS, pass@k, steps, tokens, exit reasons")
    rep.add_argument("out", help="the --out directory of a run")
    rep.add_argument("--threshold", type=float, default=1.0,
                     help="reward an attempt needs to count as passed for pass@k (default 1.0 = beats eager)")
    rep.add_argument("--include-untrusted", action="store_true",
                     help="count untrusted rewards as given (by default they count as 0, as export leaves them out)")

    exp = commands.add_parser("export", help="a run's finished attempts as OpenAI SFT JSONL, ATIF or R2E-Gym JSONL")
    exp.add_argument("run_dir", help="the --out directory of a run")
    exp.add_argument("--format", required=True, choices=EXPORT_FORMATS,
                     help="openai-sft: chat fine-tuning JSONL; atif: one ATIF trajectory.json per attempt "
                          "(OUT/<task>/attempt_<k>/); r2e-gym: R2E-Gym Trajectory JSONL")
    exp.add_argument("--out", required=True, help="the JSONL file to write (atif: a directory)")
    exp.add_argument("--min-reward", type=float, default=None,
                     help="only attempts with at least this reward (e.g. 1.0 for SFT on solved tasks)")
    exp.add_argument("--include-untrusted", action="store_true",
                     help="also attempts whose reward is untrusted (pass code outside bubblewrap or with a warning "
                          "could write its own report; docs/trust.md), each marked \"reward_trusted\": false")

    har = commands.add_parser("harbor-tasks", help="write each task as a Harbor task folder (task.toml, "
                                                   "instruction.md, environment/, tests/test.sh)")
    har.add_argument("--dataset", required=True, help="sample list or agent dataset, as for run")
    har.add_argument("--root", default=".", help="directory that sample paths are relative to (default: .)")
    har.add_argument("--out", required=True, help="directory for the task folders")
    har.add_argument("--image", default="passnet:latest",
                     help="the image the environment builds FROM (Dockerfile.nvidia; default passnet:latest)")
    har.add_argument("--device", choices=["cpu", "cuda"], default="cuda", help="where the verifier evaluates")
    har.add_argument("--max-time", type=float, default=3600.0, help="the agent's timeout_sec (default 3600)")
    har.add_argument("--tool-timeout", type=float, default=600.0, help="the verifier's timeout_sec (default 600)")
    har.add_argument("--warmup", type=int, default=None)
    har.add_argument("--trials", type=int, default=None)
    har.add_argument("--score-on", choices=SCORE_SERIES, default=SCORE_SERIES[0])
    return parser


class _Signalled(KeyboardInterrupt):
    """SIGTERM, turned into what SIGINT raises, so that both stop a run the same way."""


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "report":
        from agent import report

        return report.render(Path(args.out), threshold=args.threshold, include_untrusted=args.include_untrusted)
    if args.command == "export":
        return _export(args)
    if args.command == "harbor-tasks":
        return _harbor_tasks(args)
    from pytest_passnet.sandbox.hardening import harden_trusted_process

    harden_trusted_process()  # this process holds the API key: no process of our uid may read it
    from agent.llm import LLMError
    from agent.runner import RunError
    from agent.runtimes import RuntimeSetupError
    from agent.tasks import DatasetError

    received: list[int] = []

    def on_signal(signum, frame):
        received.append(signum)
        raise _Signalled()

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        return _run(args)
    except (DatasetError, LLMError, RunError, RuntimeSetupError) as e:
        print(f"passnet-agent: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 128 + (received[0] if received else signal.SIGINT)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _export(args: argparse.Namespace) -> int:
    from agent.export import ExportError, export

    try:
        exported = export(Path(args.run_dir), args.format, Path(args.out), args.min_reward, args.include_untrusted)
    except ExportError as e:
        print(f"passnet-agent export: {e}", file=sys.stderr)
        return 2
    print(f"{exported.written} attempt(s) written to {args.out} ({args.format})"
          + (f"; {exported.summary()}" if exported.left_out else ""))
    return 0


def _harbor_tasks(args: argparse.Namespace) -> int:
    from agent.evaluator import EvalSettings
    from agent.harbor import write_task
    from agent.loop import Limits
    from agent.tasks import DatasetError, load_tasks

    try:
        tasks = load_tasks(args.dataset, args.root)
    except DatasetError as e:
        print(f"passnet-agent harbor-tasks: {e}", file=sys.stderr)
        return 2
    settings = EvalSettings(device=args.device, timeout=args.tool_timeout, warmup=args.warmup, trials=args.trials,
                            score_on=args.score_on)
    for task in tasks:
        write_task(task, Path(args.out), settings, Limits(max_time=args.max_time), args.image)
    print(f"{len(tasks)} Harbor task folder(s) written to {args.out}")
    return 0


def _run(args: argparse.Namespace) -> int:
    from agent.evaluator import EvalSettings
    from agent.llm import ChatClient
    from agent.loop import Limits
    from agent.runner import RunConfig, RunError, Runner, visible_gpus
    from agent.runtimes import make_runtime
    from agent.tasks import load_tasks
    from pytest_passnet.sandbox import policy

    tasks = load_tasks(args.dataset, args.root)
    gpus = visible_gpus() if args.device != "cpu" else []
    device = args.device if args.device != "auto" else ("cuda" if gpus else "cpu")
    if device == "cuda" and not gpus:
        raise RunError("--device cuda, but no GPU is visible (nvidia-smi / CUDA_VISIBLE_DEVICES)")
    if args.require_isolation and args.runtime == "local" and policy.sandbox_kind() != policy.BWRAP:
        raise RunError("--require-isolation: bubblewrap (bwrap) is not on PATH, so pytest-passnet would run pass "
                       "code in a plain process, which can forge its report (docs/trust.md); install bubblewrap")
    client = ChatClient(model=args.model, base_url=args.base_url, api_key=args.api_key,
                        temperature=args.temperature, timeout=args.llm_timeout, retries=args.llm_retries)
    runtime = make_runtime(args.runtime, image=args.docker_image, workers=args.workers, gpus=bool(gpus))
    config = RunConfig(
        out=Path(args.out), exp_name=args.exp_name or Path(args.out).name,
        attempts=args.attempts, workers=args.workers,
        limits=Limits(max_steps=args.max_steps, max_tokens=args.max_tokens, max_time=args.max_time),
        eval_settings=EvalSettings(device=device, timeout=args.tool_timeout, warmup=args.warmup,
                                   trials=args.trials, score_on=args.score_on),
        runtime=args.runtime, docker_image=args.docker_image if args.runtime == "docker" else None,
        resume=args.resume, keep_workspaces=args.keep_workspaces, gpus=gpus,
        require_isolation=args.require_isolation,
    )
    summary = Runner(config, tasks, client, runtime).run()
    print(f"{summary.written} attempt(s) written to {Path(args.out) / 'trajectories.jsonl'}"
          + (f", {summary.skipped} already done" if summary.skipped else "")
          + (f", {len(summary.unfinished)} unfinished (no reward; --resume runs them again): "
             f"{', '.join(summary.unfinished)}" if summary.unfinished else "")
          + (f", {len(summary.untrusted)} with an untrusted reward (not bubblewrap, or warned)" if summary.untrusted else "")
          + f". Table: passnet-agent report {args.out}", flush=True)
    if summary.interrupted:
        raise KeyboardInterrupt
    return 1 if summary.unfinished else 0


if __name__ == "__main__":
    sys.exit(main())
