"""Run evaluator commands in a Docker container through the `docker` SDK."""

from __future__ import annotations

import os
import time
from pathlib import Path

import docker
import requests
from docker.types import DeviceRequest

from agent.runtimes.base import CommandResult, RuntimeSetupError

CONTAINER_WORKDIR = "/workspace"
LABEL = "org.passnet.agent"  # marks our containers, so stray ones can be found and removed


class DockerRuntime:
    """One throw-away container per command, from the image that Dockerfile.nvidia builds.

    The task copy is mounted read-write at /workspace; the container has no network, CPU and
    memory limits, the GPUs it is pinned to (all visible ones when not pinned and `gpus` is
    true), and is removed afterwards, whatever happened.
    """

    python = "python"

    def __init__(self, image: str, cpus: float | None = None, memory: str | None = "16g",
                 gpus: bool = False, client: docker.DockerClient | None = None):
        self.image = image
        self.cpus = cpus or float(os.cpu_count() or 1)
        self.memory = memory
        self.gpus = gpus
        try:
            self.client = client or docker.from_env()
            self.client.images.get(image)
        except docker.errors.ImageNotFound:
            raise RuntimeSetupError(
                f"Docker image {image} not found; build it with: docker build -f Dockerfile.nvidia -t {image} ."
            ) from None
        except docker.errors.DockerException as e:
            raise RuntimeSetupError(f"cannot reach the Docker engine ({e}); is dockerd running?") from None

    def workdir(self, workspace: Path) -> str:
        return CONTAINER_WORKDIR

    def run(self, argv: list[str], workspace: Path, timeout: float, env: dict[str, str],
            gpu: str | None = None) -> CommandResult:
        start = time.monotonic()
        container = self.client.containers.run(
            self.image, argv, detach=True,
            working_dir=CONTAINER_WORKDIR,
            volumes={str(Path(workspace).resolve()): {"bind": CONTAINER_WORKDIR, "mode": "rw"}},
            # The host's uid keeps the files the evaluation writes removable by the host user;
            # HOME must then be writable for Triton's and Python's caches.
            user=f"{os.getuid()}:{os.getgid()}",
            environment={"HOME": "/tmp", **env},
            network_disabled=True,
            nano_cpus=int(self.cpus * 1e9),
            mem_limit=self.memory,
            device_requests=self._device_requests(gpu),
            labels={LABEL: "evaluation"},
        )
        try:
            try:
                returncode = container.wait(timeout=timeout)["StatusCode"]
                timed_out = False
            except (requests.exceptions.ReadTimeout, requests.exceptions.ConnectionError):
                container.kill()
                returncode, timed_out = None, True
            output = container.logs(stdout=True, stderr=True).decode(errors="replace")
        finally:
            container.remove(force=True)
        return CommandResult(returncode=returncode, output=output, timed_out=timed_out,
                             elapsed=time.monotonic() - start)

    def _device_requests(self, gpu: str | None) -> list[DeviceRequest] | None:
        if gpu is not None:
            return [DeviceRequest(device_ids=[gpu], capabilities=[["gpu"]])]
        if self.gpus:
            return [DeviceRequest(count=-1, capabilities=[["gpu"]])]
        return None
