"""Where an evaluation runs: a local subprocess (not a sandbox) or a Docker container."""

from __future__ import annotations

import os

from agent.runtimes.base import CommandResult, Runtime, RuntimeOutage, RuntimeSetupError
from agent.runtimes.local import LocalRuntime


def make_runtime(kind: str, image: str | None = None, workers: int = 1, gpus: bool = False) -> Runtime:
    """Build the runtime the CLI names (`local` or `docker`). A container gets the host's cores
    divided among the workers, so parallel evaluations do not starve each other."""
    if kind == "local":
        return LocalRuntime()
    if kind == "docker":
        from agent.runtimes.docker import DockerRuntime  # the docker SDK is only needed here

        cpus = max(1.0, (os.cpu_count() or 1) / max(1, workers))
        return DockerRuntime(image=image or "passnet:latest", cpus=cpus, gpus=gpus)
    raise ValueError(f"unknown runtime {kind!r}; use local or docker")


__all__ = ["CommandResult", "Runtime", "RuntimeOutage", "RuntimeSetupError", "LocalRuntime", "make_runtime"]
