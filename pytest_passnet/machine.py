"""What the numbers were measured on: host, GPU, driver, torch, triton, python; the GPU's
clocks, temperature, power and throttling at the time; the CPU cores next to the GPU.

GPU facts come from ``nvidia-smi`` (no NVML binding needed); without it every function
here answers "nothing" (None, [] or a no-op), so CPU machines run the same code.
"""

from __future__ import annotations

import os
import platform
import socket
import subprocess
from functools import cache

# nvidia-smi --query-gpu field -> key in the recorded state
GPU_STATE_FIELDS = {
    "clocks.sm": "sm_clock_mhz",
    "clocks.max.sm": "sm_clock_max_mhz",
    "clocks.mem": "mem_clock_mhz",
    "clocks.max.mem": "mem_clock_max_mhz",
    "temperature.gpu": "temperature_c",
    "power.draw": "power_w",
    "power.limit": "power_limit_w",
}
# Drivers from 535 call the throttle reasons "clock event reasons"; older ones know only the old name.
THROTTLE_FIELDS = ("clocks_event_reasons.active", "clocks_throttle_reasons.active")
# NVML's nvmlClocksThrottleReason bits (nvml.h); GPU idle is no throttle, so it is not reported.
THROTTLE_REASONS = {
    0x2: "applications_clocks_setting",
    0x4: "sw_power_cap",
    0x8: "hw_slowdown",
    0x10: "sync_boost",
    0x20: "sw_thermal_slowdown",
    0x40: "hw_thermal_slowdown",
    0x80: "hw_power_brake_slowdown",
    0x100: "display_clock_setting",
}


def _nvidia_smi(*args: str) -> str | None:
    """stdout of a successful nvidia-smi call, else None (no driver, no GPU, unknown field)."""
    try:
        done = subprocess.run(["nvidia-smi", *args], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def visible_gpu_ids() -> list[str]:
    """GPU ids this process may use, without initialising CUDA (safe before forking workers)."""
    mask = os.environ.get("CUDA_VISIBLE_DEVICES")
    if mask is not None:
        return [g.strip() for g in mask.split(",") if g.strip() and g.strip() != "-1"]
    listing = _nvidia_smi("-L") or ""
    return [str(i) for i, line in enumerate(listing.splitlines()) if line.startswith("GPU ")]


def _driver_version() -> str | None:
    out = (_nvidia_smi("--query-gpu=driver_version", "--format=csv,noheader") or "").strip()
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


# ---------------------------------------------------------------- clocks, temperature, power


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None  # "[N/A]", "[Not Supported]"


def throttle_reasons(mask: int) -> list[str]:
    """The active throttle reasons in an NVML bit mask, by name; unknown bits as hex."""
    known = [name for bit, name in THROTTLE_REASONS.items() if mask & bit]
    unknown = mask & ~(sum(THROTTLE_REASONS) | 0x1)
    return known + ([f"{unknown:#x}"] if unknown else [])


def parse_gpu_state(line: str) -> dict:
    """One line of ``nvidia-smi --query-gpu=<GPU_STATE_FIELDS>,<throttle> --format=csv,noheader,nounits``."""
    values = [v.strip() for v in line.split(",")]
    if len(values) != len(GPU_STATE_FIELDS) + 1:
        raise ValueError(f"nvidia-smi gave {len(values)} values for {len(GPU_STATE_FIELDS) + 1} fields: {line!r}")
    state: dict = {key: _number(v) for key, v in zip(GPU_STATE_FIELDS.values(), values)}
    mask = values[-1]
    state["throttle"] = throttle_reasons(int(mask, 16)) if mask.startswith("0x") else None
    return state


def gpu_state(gpu: str) -> dict | None:
    """Clocks (MHz), temperature (C), power (W) and active throttle reasons of one GPU now.

    ``gpu``: an nvidia-smi index or UUID. One nvidia-smi call (tens of ms): take it once
    per variant, after the timed trials, not inside them. None without nvidia-smi.
    """
    for throttle in THROTTLE_FIELDS:
        query = ",".join([*GPU_STATE_FIELDS, throttle])
        out = _nvidia_smi("-i", gpu, f"--query-gpu={query}", "--format=csv,noheader,nounits")
        if out and out.strip():
            return parse_gpu_state(out.strip().splitlines()[0])
    return None


def current_gpu_state() -> dict | None:
    """``gpu_state`` of the GPU this process computes on (by UUID: no index mapping to get wrong)."""
    import torch

    if not torch.cuda.is_available():
        return None
    uuid = str(getattr(torch.cuda.get_device_properties(torch.cuda.current_device()), "uuid", ""))
    if not uuid:
        return None
    return gpu_state(uuid if uuid.startswith(("GPU-", "MIG-")) else f"GPU-{uuid}")


# ---------------------------------------------------------------- CPU cores near a GPU


def parse_cpu_list(text: str) -> list[int]:
    """``0-47,96-143`` -> the cores; ``N/A`` or empty -> []."""
    cores: list[int] = []
    for part in text.strip().split(","):
        first, _, last = part.partition("-")
        if not first.isdigit() or (last and not last.isdigit()):
            return []
        cores.extend(range(int(first), int(last or first) + 1))
    return cores


def parse_topology(text: str) -> dict[int, list[int]]:
    """GPU index -> its CPU Affinity cores, from ``nvidia-smi topo -m``.

    The matrix is tab-separated; the header starts with an empty corner cell, so a
    column's header position is also its position in a row (columns after "CPU Affinity"
    may be padded with extra tabs, which does not matter here).
    """
    lines = text.splitlines()
    header = next((line.split("\t") for line in lines if "CPU Affinity" in line.split("\t")), None)
    if header is None:
        return {}
    column = header.index("CPU Affinity")
    cores = {}
    for line in lines:
        cells = line.split("\t")
        name = cells[0].strip()
        if name.startswith("GPU") and name[3:].isdigit() and len(cells) > column:
            cores[int(name[3:])] = parse_cpu_list(cells[column])
    return cores


def cpu_cores_near_gpu(index: int) -> list[int]:
    """The CPU cores nvidia-smi names as local to GPU ``index`` (nvidia-smi's numbering);
    [] without nvidia-smi or where it gives no affinity (many VMs)."""
    return parse_topology(_nvidia_smi("topo", "-m") or "").get(index, [])


def _gpu_index(gpu: str) -> int | None:
    """nvidia-smi's index of a GPU given by index or UUID (as CUDA_VISIBLE_DEVICES may name it)."""
    if gpu.isdigit():
        return int(gpu)
    for line in (_nvidia_smi("--query-gpu=index,uuid", "--format=csv,noheader") or "").splitlines():
        index, _, uuid = (part.strip() for part in line.partition(","))
        if uuid == gpu or uuid.removeprefix("GPU-") == gpu.removeprefix("GPU-"):
            return int(index)
    return None


def pin_near_gpu(gpu: str) -> list[int]:
    """Restrict this process to the CPU cores near ``gpu`` that it may use already.

    Returns the cores now used; [] (and nothing changed) without a GPU, without an
    affinity for it, or where none of its cores are allowed to this process (a cgroup
    cpuset elsewhere on the host).
    """
    index = _gpu_index(gpu)
    if index is None:
        return []
    cores = sorted(set(cpu_cores_near_gpu(index)) & os.sched_getaffinity(0))
    if cores:
        os.sched_setaffinity(0, cores)
    return cores
