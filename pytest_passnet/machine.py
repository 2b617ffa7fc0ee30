"""What the numbers were measured on: host, GPU, driver, torch, triton, python."""

from __future__ import annotations

import os
import platform
import socket
import subprocess
from functools import cache


def visible_gpu_ids() -> list[str]:
    """GPU ids this process may use, without initialising CUDA (safe before forking workers)."""
    mask = os.environ.get("CUDA_VISIBLE_DEVICES")
    if mask is not None:
        return [g.strip() for g in mask.split(",") if g.strip() and g.strip() != "-1"]
    try:
        listing = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return [str(i) for i, line in enumerate(listing.splitlines()) if line.startswith("GPU ")]


def _driver_version() -> str | None:
    try:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
            capture_output=True, text=True, timeout=10,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return out.splitlines()[0] if out else None


@cache
def machine_info(device: str) -> dict:
    import torch

    try:
        import triton

        triton_version = triton.__version__
    except ImportError:
        triton_version = None
    info = {
        "host": socket.gethostname(),
        "python": platform.python_version(),
        "torch": str(torch.__version__),
        "triton": triton_version,
        "device": device,
        "gpu": None,
        "gpu_uuid": None,
        "driver": None,
        "cuda": str(torch.version.cuda) if torch.version.cuda else None,
        "triton_interpret": os.environ.get("TRITON_INTERPRET") == "1",
    }
    if device.startswith("cuda"):
        props = torch.cuda.get_device_properties(torch.cuda.current_device())
        info["gpu"] = props.name
        info["gpu_uuid"] = str(getattr(props, "uuid", "")) or None
        info["driver"] = _driver_version()
    else:
        info["cpu"] = platform.processor() or platform.machine()
    return info
