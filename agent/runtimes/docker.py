"""Run evaluator commands in a Docker container through the `docker` SDK."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import docker
import requests
from docker.types import DeviceRequest

from agent.runtimes.base import CommandResult, RuntimeOutage, RuntimeSetupError, thread_counts

CONTAINER_WORKDIR = "/workspace"
CONTAINER_REPORT_DIR = "/passnet-out"
SCRATCH = "/tmp"
LABEL = "org.passnet.agent"  # marks our containers, so stray ones can be found and removed
NOBODY = 65534  # the user an evaluation runs as when the agent itself runs as root
PIDS_LIMIT = 1024  # processes and threads: torch starts a thread per core, pytest a few
SCRATCH_SIZE = "4g"


class DockerRuntime:
    """One throw-away container per command, from the image that Dockerfile.nvidia builds.

    Least privilege: the task copy (graphs, sample files, pass_dir) is mounted read-only (the
    agent edits pass_dir on the host); the root filesystem is read-only; the only writable places
    are a tmpfs scratch at /tmp (HOME, Triton's cache) and the evaluation's own report directory
    at /passnet-out, which is outside the task copy. No network, no capabilities,
    no-new-privileges, a non-root user, a pids limit, a CPU quota per worker and a memory
    limit, the GPU it is pinned to. The container is removed afterwards, whatever happened.
    """

    python = "python"

    def __init__(self, image: str, cpus: float | None = None, memory: str | None = "16g",
                 gpus: bool = False, client: docker.DockerClient | None = None):
        self.image = image
        self.cpus = cpus or float(os.cpu_count() or 1)
        self.memory = memory
        self.gpus = gpus
        self.isolation = (f"docker runtime: container from {image}, read-only task copy and root filesystem, "
                          f"no network, non-root, {self.cpus:g} CPUs, pids limit {PIDS_LIMIT}")
        self._running: dict[str, object] = {}
        self._lock = threading.Lock()
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

    def report_path(self, report_dir: Path) -> str:
        return CONTAINER_REPORT_DIR

    def run(self, argv: list[str], workspace: Path, report_dir: Path, timeout: float, env: dict[str, str],
            gpu: str | None = None, cpus: tuple[int, ...] | None = None) -> CommandResult:
        start = time.monotonic()
        if cpus:
            env = {**env, **thread_counts(len(cpus))}
        uid, gid = _container_user(Path(report_dir))
        try:
            container = self.client.containers.run(
                self.image, argv, detach=True,
                working_dir=CONTAINER_WORKDIR,
                volumes={str(Path(workspace).resolve()): {"bind": CONTAINER_WORKDIR, "mode": "ro"},
                         str(Path(report_dir).resolve()): {"bind": CONTAINER_REPORT_DIR, "mode": "rw"}},
                tmpfs={SCRATCH: f"rw,exec,nosuid,nodev,size={SCRATCH_SIZE},mode=1777"},
                read_only=True,
                user=f"{uid}:{gid}",
                environment={"HOME": SCRATCH, "TRITON_CACHE_DIR": f"{SCRATCH}/triton",
                             "PYTHONDONTWRITEBYTECODE": "1", **env},
                network_mode="none",
                cap_drop=["ALL"],
                security_opt=["no-new-privileges"],
                pids_limit=PIDS_LIMIT,
                nano_cpus=int((len(cpus) if cpus else self.cpus) * 1e9),
                cpuset_cpus=",".join(map(str, cpus)) if cpus else None,
                mem_limit=self.memory,
                device_requests=self._device_requests(gpu),
                labels={LABEL: "evaluation"},
            )
        except docker.errors.DockerException as e:
            raise RuntimeOutage(f"the Docker engine could not start the evaluation container ({e})") from None
        with self._lock:
            self._running[container.id] = container
        try:
            try:
                returncode = container.wait(timeout=timeout)["StatusCode"]
                timed_out = False
            except (requests.exceptions.ReadTimeout, requests.exceptions.ConnectionError):
                container.kill()
                returncode, timed_out = None, True
            output = container.logs(stdout=True, stderr=True).decode(errors="replace")
        except docker.errors.DockerException as e:
            raise RuntimeOutage(f"the Docker engine failed during the evaluation ({e})") from None
        finally:
            with self._lock:
                self._running.pop(container.id, None)
            try:
                container.remove(force=True)
            except docker.errors.DockerException:
                pass  # already gone; the label lets a person find any that is not
        return CommandResult(returncode=returncode, output=output, timed_out=timed_out,
                             elapsed=time.monotonic() - start)

    def stop_all(self) -> None:
        with self._lock:
            containers = list(self._running.values())
        for container in containers:
            try:
                container.remove(force=True)
            except docker.errors.DockerException:
                pass

    def _device_requests(self, gpu: str | None) -> list[DeviceRequest] | None:
        if gpu is not None:
            return [DeviceRequest(device_ids=[gpu], capabilities=[["gpu"]])]
        if self.gpus:
            return [DeviceRequest(count=-1, capabilities=[["gpu"]])]
        return None


def _container_user(report_dir: Path) -> tuple[int, int]:
    """The host user when it is not root (its files stay removable by it); else nobody, who is
    given the report directory."""
    uid, gid = os.getuid(), os.getgid()
    if uid != 0:
        return uid, gid
    os.chown(report_dir, NOBODY, NOBODY)
    return NOBODY, NOBODY
