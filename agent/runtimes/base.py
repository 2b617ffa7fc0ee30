"""The runtime interface: run one evaluation command for a task copy, with a timeout."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol


class RuntimeSetupError(RuntimeError):
    """The runtime cannot work at all (no engine, no image, no plugin); said before any attempt."""


class RuntimeOutage(RuntimeError):
    """The runtime failed for reasons of its own (engine gone, container not created): not an
    outcome of the evaluated code, so the attempt is left unfinished."""


@dataclass
class CommandResult:
    """What a finished (or killed) command left behind."""

    returncode: int | None  # None when it was killed on timeout
    output: str  # stdout and stderr, interleaved
    timed_out: bool
    elapsed: float


def thread_counts(cores: int) -> dict[str, str]:
    """Thread pools sized to the cores an evaluation is given (torch and BLAS default to every core)."""
    return {name: str(cores) for name in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")}


class Runtime(Protocol):
    """Runs evaluator commands for a task copy (`workspace`) with the report going to `report_dir`.

    `report_dir` is a fresh directory outside the task copy; the runtime makes it reachable to
    the command at `report_path(report_dir)` and nothing else of the host beyond the task copy.
    """

    python: str  # the interpreter to call inside the runtime
    isolation: str  # one line for people: what keeps the evaluated code away from the host

    def workdir(self, workspace: Path) -> str:
        """The workspace's path as the command sees it."""

    def report_path(self, report_dir: Path) -> str:
        """The report directory's path as the command sees it."""

    def run(self, argv: list[str], workspace: Path, report_dir: Path, timeout: float, env: dict[str, str],
            gpu: str | None = None, cpus: tuple[int, ...] | None = None) -> CommandResult:
        """Run `argv` with the workspace as working directory; kill it after `timeout` seconds.

        `gpu` pins the command to one GPU (an index as CUDA_VISIBLE_DEVICES names it), `cpus` to
        those cores (and as many threads). Raises RuntimeOutage when the runtime itself fails.
        """

    def stop_all(self) -> None:
        """Kill every command still running (all of its processes), from any thread."""
