"""Dockerfile.nvidia read as Docker reads it (no Docker engine needed): the GPU stack the README's
H200 numbers were measured on, bubblewrap, the code and lists without every graph, a user to run
as, and docs/container.md's commands that run it with user namespaces allowed. Building it is
tests/agent/build_cpu_image.sh's job where a Docker engine runs; where that image is there, the
docs' check of a host runs in it."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DOCKERFILE = REPO / "Dockerfile.nvidia"
CONTAINER_DOC = REPO / "docs" / "container.md"
USER_NAMESPACE_OPTIONS = ("seccomp=unconfined", "systempaths=unconfined", "apparmor=unconfined")
CPU_IMAGE = os.environ.get("PASSNET_TEST_IMAGE", "passnet:cpu-test")


def instructions() -> list[tuple[str, str]]:
    """(keyword, arguments) per instruction, continuation lines joined, comments dropped."""
    joined, pending = [], ""
    for line in DOCKERFILE.read_text().splitlines():
        if line.lstrip().startswith("#") or not line.strip():
            continue
        pending += line.rstrip("\\").strip() + " "
        if not line.endswith("\\"):
            joined.append(pending.strip())
            pending = ""
    return [(text.split(None, 1)[0].upper(), text.split(None, 1)[1]) for text in joined]


def build_args() -> dict[str, str]:
    return dict((args.split("=", 1) + [""])[:2] for keyword, args in instructions() if keyword == "ARG")


def test_the_image_is_the_measured_gpu_stack_with_bubblewrap():
    args = build_args()
    assert args["BASE_IMAGE"].startswith("nvidia/cuda:13.0.") and args["BASE_IMAGE"].endswith("-ubuntu24.04")  # Python 3.12
    assert args["TORCH_SPEC"] == "torch==2.11.0+cu130" and args["TORCH_INDEX_URL"].endswith("/whl/cu130")
    apt = next(args for keyword, args in instructions() if keyword == "RUN" and "apt-get install" in args)
    assert "bubblewrap" in apt.split()
    assert any(keyword == "RUN" and "bwrap --version" in args for keyword, args in instructions())


def test_the_image_copies_code_and_lists_not_every_graph():
    sources = [source for keyword, args in instructions() if keyword == "COPY" for source in shlex.split(args)[:-1]]
    assert {"pytest_passnet/", "agent/", "sample_lists/", "samples/"} <= set(sources)
    assert "." not in sources and "graphs/" not in sources and "graphs" not in sources
    assert not any(source.startswith("graphs/passnet_subgraphs") for source in sources)  # 75 MB: mounted at run
    for source in sources:
        assert list(REPO.glob(source.rstrip("/"))), f"COPY {source}: nothing in the checkout"


def documented_commands() -> list[str]:
    """The ``docker run`` commands of docs/container.md's bash blocks, continuation lines joined."""
    blocks = re.findall(r"```bash\n(.*?)```", CONTAINER_DOC.read_text(), re.S)
    return [command for block in blocks for command in block.replace("\\\n", " ").splitlines()
            if command.startswith("docker run")]


def user_namespace_command(contains: str) -> str:
    return next(command for command in documented_commands()
                if "--user passnet" in command and contains in command)


def test_the_image_has_a_user_that_the_docs_run_it_as_with_user_namespaces_allowed():
    useradd = next(args for keyword, args in instructions() if keyword == "RUN" and "useradd" in args).split()
    assert "passnet" in useradd and useradd[useradd.index("--uid") + 1] == "2000"
    command = user_namespace_command("pytest")
    assert all(f"--security-opt {option}" in command for option in USER_NAMESPACE_OPTIONS), command
    assert "--cap-add" not in command  # a user's bubblewrap needs no capability


@pytest.mark.skipif(not shutil.which("docker"), reason="no docker command")
def test_the_docs_check_of_a_host_passes_in_the_cpu_image():
    """Where a Docker engine runs and build_cpu_image.sh built the image: the docs' one-line check
    (bubblewrap as the image's user, the three options) succeeds, and fails without them."""
    if subprocess.run(["docker", "image", "inspect", CPU_IMAGE], capture_output=True).returncode != 0:
        pytest.skip(f"image {CPU_IMAGE} is not built (tests/agent/build_cpu_image.sh), or no Docker engine runs")
    if subprocess.run(["docker", "run", "--rm", CPU_IMAGE, "id", "passnet"], capture_output=True).returncode != 0:
        pytest.skip(f"image {CPU_IMAGE} was built before Dockerfile.nvidia had its user: rebuild it")
    check = shlex.split(user_namespace_command("bwrap").replace("passnet:latest", CPU_IMAGE).partition(" && ")[0])
    done = subprocess.run(check, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    bare = [word for word in check if word != "--security-opt" and word not in USER_NAMESPACE_OPTIONS]
    assert subprocess.run(bare, capture_output=True, timeout=120).returncode != 0  # Docker's defaults stop it
