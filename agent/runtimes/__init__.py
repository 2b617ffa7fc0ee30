"""Where an evaluation runs: a local subprocess or a Docker container."""

from __future__ import annotations

from agent.runtimes.base import CommandResult, Runtime, RuntimeSetupError
from agent.runtimes.local import LocalRuntime


def make_runtime(kind: str, image: str | None = None, **docker_options) -> Runtime:
    """Build the runtime the CLI names (`local` or `docker`); docker options are ignored for local."""
    if kind == "local":
        return LocalRuntime()
    if kind == "docker":
        from agent.runtimes.docker import DockerRuntime  # the docker SDK is only needed here

        return DockerRuntime(image=image or "passnet:latest", **docker_options)
    raise ValueError(f"unknown runtime {kind!r}; use local or docker")


__all__ = ["CommandResult", "Runtime", "RuntimeSetupError", "LocalRuntime", "make_runtime"]
