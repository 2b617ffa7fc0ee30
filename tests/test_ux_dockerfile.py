"""Dockerfile.nvidia read as Docker reads it (no Docker engine needed): the GPU stack the README's
H200 numbers were measured on, bubblewrap, and the code and lists without every graph. Building
it is tests/agent/build_cpu_image.sh's job where a Docker engine runs."""

from __future__ import annotations

import shlex
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DOCKERFILE = REPO / "Dockerfile.nvidia"


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
