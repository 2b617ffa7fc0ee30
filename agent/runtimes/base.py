"""The runtime interface: run one command in a task copy, with a timeout."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol


class RuntimeSetupError(RuntimeError):
    """The runtime cannot work at all (no engine, no image, no plugin); said before any attempt."""


@dataclass
class CommandResult:
    """What a finished (or killed) command left behind."""

    returncode: int | None  # None when it was killed on timeout
    output: str  # stdout and stderr, interleaved
    timed_out: bool
    elapsed: float


class Runtime(Protocol):
    """Runs evaluator commands for a task copy (`workspace`) on the host."""

    python: str  # the interpreter to call inside the runtime

    def workdir(self, workspace: Path) -> str:
        """The workspace's path as the command sees it."""

    def run(self, argv: list[str], workspace: Path, timeout: float, env: dict[str, str],
            gpu: str | None = None) -> CommandResult:
        """Run `argv` with the workspace as working directory; kill it after `timeout` seconds.

        `gpu` pins the command to one GPU (an index as CUDA_VISIBLE_DEVICES names it).
        """
