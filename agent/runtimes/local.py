"""Run evaluator commands as local subprocesses."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from importlib.metadata import entry_points
from pathlib import Path

from agent.runtimes.base import CommandResult, RuntimeSetupError


class LocalRuntime:
    """A subprocess in its own process group, so a timeout kills pytest and all it started."""

    python = sys.executable

    def __init__(self):
        # pytest finds the plugin through its pytest11 entry point, i.e. only once it is installed.
        if not any(ep.name == "passnet" for ep in entry_points(group="pytest11")):
            raise RuntimeSetupError(
                f"pytest-passnet is not installed for {sys.executable}; run `pip install -e .` in the repository"
            )

    def workdir(self, workspace: Path) -> str:
        return str(Path(workspace).resolve())

    def run(self, argv: list[str], workspace: Path, timeout: float, env: dict[str, str],
            gpu: str | None = None) -> CommandResult:
        # The evaluation is a fresh pytest session: PYTEST_* variables of a surrounding pytest
        # (xdist worker ids, PYTEST_ADDOPTS) must not leak into it.
        inherited = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
        full_env = {**inherited, **env}
        if gpu is not None:
            full_env["CUDA_VISIBLE_DEVICES"] = gpu
        start = time.monotonic()
        proc = subprocess.Popen(
            argv, cwd=workspace, env=full_env, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
        )
        try:
            output, _ = proc.communicate(timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            _kill_group(proc.pid)
            output, _ = proc.communicate()
            timed_out = True
        return CommandResult(
            returncode=None if timed_out else proc.returncode,
            output=output.decode(errors="replace"),
            timed_out=timed_out,
            elapsed=time.monotonic() - start,
        )


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        pass
