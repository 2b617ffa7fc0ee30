"""`passnet-agent report`: per-task best AS, pass@k, steps, tokens and exit reasons of a run."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from math import comb
from pathlib import Path
from statistics import mean

from rich.console import Console
from rich.table import Table

from agent.export import untrusted_reward
from agent.trajectory import TRAJECTORIES_FILE, UNFINISHED_FILE, attempt_keys, read_jsonl


@dataclass
class TaskSummary:
    instance_id: str
    rewards: list[float] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)
    tokens: list[int] = field(default_factory=list)
    exit_reasons: Counter = field(default_factory=Counter)

    def passed(self, threshold: float) -> int:
        return sum(r >= threshold for r in self.rewards)

    def pass_at(self, k: int, threshold: float) -> float:
        return pass_at_k(len(self.rewards), self.passed(threshold), k)


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k (Chen et al. 2021): the chance that k of n attempts include a pass."""
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def summarize(records: list[dict], include_untrusted: bool = False) -> list[TaskSummary]:
    """Each task's attempts; an untrusted reward (`agent.export.untrusted_reward`) counts as 0 unless
    `include_untrusted`, as `export` leaves such attempts out."""
    tasks: dict[str, TaskSummary] = {}
    for r in records:
        summary = tasks.setdefault(r["instance_id"], TaskSummary(r["instance_id"]))
        trusted = include_untrusted or untrusted_reward(r) is None
        summary.rewards.append(float(r.get("reward") or 0.0) if trusted else 0.0)
        summary.steps.append(len(r.get("trajectory_steps") or []))
        summary.tokens.append(int((r.get("token_usage") or {}).get("total", 0)))
        summary.exit_reasons[r.get("exit_reason") or "?"] += 1
    return list(tasks.values())


def render(out: Path, threshold: float = 1.0, console: Console | None = None, include_untrusted: bool = False) -> int:
    """Print the table for the run in `out`; returns a process exit code."""
    console = console or Console()
    records = read_jsonl(Path(out) / TRAJECTORIES_FILE)
    unfinished = attempt_keys(Path(out) / UNFINISHED_FILE) - attempt_keys(Path(out) / TRAJECTORIES_FILE)
    if unfinished:
        console.print(f"[yellow]{len(unfinished)} attempt(s) unfinished (outage, crash or signal; no reward, not "
                      f"counted below): {', '.join(f'{i} #{a}' for i, a in sorted(unfinished))}. "
                      "passnet-agent run --resume runs them again.[/yellow]")
    if not records:
        console.print(f"No trajectories in {Path(out) / TRAJECTORIES_FILE}.")
        return 1
    if any(r.get("reward_kind") == "work" for r in records):
        console.print("[yellow]Rewards measure the work taken over (evaluated on CPU): the mean over the variants "
                      "of correct x the share of the variant's compute the passes replaced.[/yellow]")
    untrusted = sum(untrusted_reward(r) is not None for r in records)
    if untrusted:
        console.print(f"[red]{untrusted} of {len(records)} reward(s) untrusted: their pass code ran outside "
                      "bubblewrap, or in it with a warning, where it can write its own report (reward_trusted: false; "
                      "docs/trust.md), or they have no sandbox record. "
                      + ("Counted as given below (--include-untrusted). " if include_untrusted else
                         "Counted as 0 below, as export leaves them out (--include-untrusted counts them). ")
                      + "passnet-agent run --require-isolation refuses such rewards.[/red]")
    tasks = summarize(records, include_untrusted)
    k = max(len(t.rewards) for t in tasks)
    table = Table(title=f"passnet-agent report {out}: {len(tasks)} task(s), {len(records)} attempt(s)",
                  caption=f"an attempt passes when its reward >= {threshold:g}")
    ks = [1, k] if k > 1 else [1]
    for column in ("task", "attempts", "best reward", "mean reward", *(f"pass@{n}" for n in ks), "steps", "tokens",
                   "exit reasons"):
        table.add_column(column, justify="left" if column in ("task", "exit reasons") else "right")
    for t in tasks:
        table.add_row(t.instance_id, str(len(t.rewards)), f"{max(t.rewards):.4f}", f"{mean(t.rewards):.4f}",
                      *(f"{t.pass_at(min(n, len(t.rewards)), threshold):.2f}" for n in ks),
                      f"{mean(t.steps):.1f}", f"{mean(t.tokens):.0f}", _reasons(t.exit_reasons))
    all_reasons = sum((t.exit_reasons for t in tasks), Counter())
    table.add_section()
    table.add_row("all (mean over tasks)", str(len(records)),
                  f"{mean(max(t.rewards) for t in tasks):.4f}", f"{mean(mean(t.rewards) for t in tasks):.4f}",
                  *(f"{mean(t.pass_at(min(n, len(t.rewards)), threshold) for t in tasks):.2f}" for n in ks),
                  f"{mean(mean(t.steps) for t in tasks):.1f}", f"{mean(mean(t.tokens) for t in tasks):.0f}",
                  _reasons(all_reasons))
    console.print(table)
    return 0


def _reasons(counter: Counter) -> str:
    return ", ".join(f"{reason} {n}" for reason, n in counter.most_common())
