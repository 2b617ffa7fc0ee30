"""Run evaluator commands as local subprocesses. This runtime is NOT a sandbox."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from importlib.metadata import entry_points
from pathlib import Path

from agent.runtimes.base import CommandResult, RuntimeSetupError, thread_counts
from pytest_passnet.sandbox.policy import allow_listed

# What an evaluation inherits from the agent's environment: the toolchain and the knobs of
# torch, Triton, CUDA and the harness. Anything else (API keys, cloud credentials, tokens) stays out.
_INHERITED = {"PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TERM", "TMPDIR", "SHELL",
              "LD_LIBRARY_PATH", "LIBRARY_PATH", "CPATH", "CC", "CXX", "VIRTUAL_ENV", "CONDA_PREFIX",
              "PYTHONPATH", "PYTHONHASHSEED", "XDG_CACHE_HOME"}
_INHERITED_PREFIXES = ("LC_", "CUDA_", "NVIDIA_", "CUBLAS_", "CUDNN_", "NCCL_", "TRITON_", "TORCH_",
                       "TORCHINDUCTOR_", "PYTORCH_", "OMP_", "MKL_", "KMP_", "OPENBLAS_", "GRAPH_NET_",
                       "PASSNET_")


def evaluation_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """The allow-listed part of `environ` that an evaluation may see (secret-looking names never)."""
    return allow_listed(environ, _INHERITED, _INHERITED_PREFIXES)


class LocalRuntime:
    """A pytest subprocess on this machine, in its own process group (a timeout or a signal
    kills pytest and everything it started).

    Not a sandbox: the evaluated pass code runs as your user, with your filesystem. What this
    runtime does is keep secrets out (an allow-listed environment) and send the report to a
    directory outside the task copy. Whether the pass code can write that directory, the
    dataset or the harness is decided by pytest-passnet's own sandbox around pass code; use
    `--runtime docker` for a container around the whole evaluation.
    """

    python = sys.executable
    isolation = ("local runtime: not a sandbox; pass code runs as this user (allow-listed environment, "
                 "report outside the task copy)")

    def __init__(self):
        # pytest finds the plugin through its pytest11 entry point, i.e. only once it is installed.
        if not any(ep.name == "passnet" for ep in entry_points(group="pytest11")):
            raise RuntimeSetupError(
                f"pytest-passnet is not installed for {sys.executable}; run `pip install -e .` in the repository"
            )
        self._running: set[int] = set()  # process group ids
        self._lock = threading.Lock()

    def workdir(self, workspace: Path) -> str:
        return str(Path(workspace).resolve())

    def report_path(self, report_dir: Path) -> str:
        return str(Path(report_dir).resolve())

    def run(self, argv: list[str], workspace: Path, report_dir: Path, timeout: float, env: dict[str, str],
            gpu: str | None = None, cpus: tuple[int, ...] | None = None) -> CommandResult:
        # Python 3.11+: `-m pytest` does not put the working folder (the task copy) first on the import
        # path, so a pytest.py planted there is not pytest (round 11)
        full_env = {**evaluation_environment(os.environ), **env, "PYTHONSAFEPATH": "1"}
        if gpu is not None:
            full_env["CUDA_VISIBLE_DEVICES"] = gpu
        if cpus:
            full_env.update(thread_counts(len(cpus)))
        start = time.monotonic()
        proc = subprocess.Popen(
            argv, cwd=workspace, env=full_env, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
        )
        if cpus:
            # Set while the interpreter is still starting, before it starts a thread or a
            # child: everything the evaluation starts inherits it.
            os.sched_setaffinity(proc.pid, cpus)
        with self._lock:
            self._running.add(proc.pid)
        try:
            output, _ = proc.communicate(timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            _kill_group(proc.pid)
            output, _ = proc.communicate()
            timed_out = True
        finally:
            _kill_group(proc.pid)  # whatever pytest left running (a pass's daemon) ends with it
            with self._lock:
                self._running.discard(proc.pid)
        return CommandResult(
            returncode=None if timed_out else proc.returncode,
            output=output.decode(errors="replace"),
            timed_out=timed_out,
            elapsed=time.monotonic() - start,
        )

    def stop_all(self) -> None:
        with self._lock:
            groups = list(self._running)
        for pgid in groups:
            _kill_group(pgid)


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
