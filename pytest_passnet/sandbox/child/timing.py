"""The compiled side's and eager's timing inside a sandboxed child: PassBench's timed loop
(``measure_side``), one driven trial (``TrialTimer``), the per-call seed, and the kernel-level
view (``kernel_time_ms``). What it measures is a claim the trusted side bounds with its own clock
(``measure.py``).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import torch

from pytest_passnet.materialize import CALL_SEED
from pytest_passnet.protocol import Times


def _nothing() -> None:
    return None


def synchronize(device: str) -> None:
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def seed_call() -> None:
    """PassBench seeds before every model call; done outside the timed interval here, since seeding
    costs about 0.1 ms on an H200, as much as a small subgraph's whole call.

    Only the generators a call can draw from, the CPU's and, once CUDA runs, CUDA's: the same draws as
    ``torch.manual_seed``, which also queues a lazy seed for each backend not started (XPU, MTIA, CUDA
    on a CPU run) and formats the call stack for each, 0.2-0.6 ms a trial. That is in eager's span
    though not its claim, so in the h taken off every compiled span, and a pass's child seeding its
    generator alone kept a claim that much lower (red team round 30a, SEED_IN_SPAN)."""
    torch.default_generator.manual_seed(CALL_SEED)
    if torch.cuda.is_initialized():
        torch.cuda.manual_seed_all(CALL_SEED)


def warm_up(call: Callable[[], object], warmup: int, device: str, prepare: Callable[[], object] = _nothing) -> None:
    for _ in range(warmup):
        prepare()
        call()
    synchronize(device)


def measure_side(
    call: Callable[[], object],
    device: str,
    warmup: int,
    trials: int,
    prepare: Callable[[], object] = _nothing,
) -> Times:
    """One attempt at one side: ``warmup`` calls, then PassBench's ``trials`` timed calls.

    ``prepare`` (the per-call seed) runs before every call, outside the timed interval.
    Inside the loop nothing of ours allocates beyond PassBench's own floats: the events
    exist once, the result lists are filled in place, the garbage collector is off (and
    put back as it was), and each call's outputs are released after the host clock stops.
    """
    warm_up(call, warmup, device, prepare)
    clock = time.time
    starts, ends = [0.0] * trials, [0.0] * trials
    cuda = device.startswith("cuda")
    gpu_ms = [0.0] * trials if cuda else None
    if cuda:
        start_event, end_event = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        sync = torch.cuda.synchronize
    collecting = gc.isenabled()
    gc.disable()
    try:
        if cuda:
            for i in range(trials):
                prepare()
                sync()
                starts[i] = clock()
                start_event.record()
                outputs = call()
                end_event.record()
                sync()
                sync()  # PassBench synchronises twice
                ends[i] = clock()
                del outputs  # released after the clock stops, before the next call
                gpu_ms[i] = start_event.elapsed_time(end_event)
        else:
            for i in range(trials):
                prepare()
                starts[i] = clock()
                outputs = call()
                ends[i] = clock()
                del outputs  # released after the clock stops, before the next call
    finally:
        if collecting:
            gc.enable()
    return Times([(end - start) * 1000 for start, end in zip(starts, ends)], gpu_ms)


# torch's grain for an elementwise CPU op (at::internal::GRAIN_SIZE): a fill of this many elements a thread runs on
# every intra-op thread.
_GRAIN = 32768


class TrialTimer:
    """PassBench's timed interval, one trial at a time, for a loop the trusted side drives: the
    per-call seed, synchronise, host clock, start event, call, end event, synchronise twice, host
    clock. The outputs come back with the times (the caller keeps them until the trusted side
    has said whether it wants them).

    On the CPU a fill over every intra-op thread runs before the clock: between driven trials the
    pool's workers fall asleep, and PassBench's back-to-back loop finds them spinning, so eager's
    parallel op would wake them inside its call where a pass's child on one thread, or keeping its
    own threads spinning, pays nothing (red team round 29a, POOL_WAKE: 0.03 ms back to back, up to
    7 ms after a pause on a VM)."""

    def __init__(self, device: str):
        self.cuda = device.startswith("cuda")
        if self.cuda:
            self.start, self.end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        else:
            self.pool_wake = torch.empty(torch.get_num_threads() * _GRAIN)

    def __call__(self, call: Callable[[], object], prepare: Callable[[], object]) -> tuple[object, float, float | None]:
        clock = time.time
        prepare()
        if not self.cuda:
            self.pool_wake.fill_(0.0)
            started = clock()
            outputs = call()
            ended = clock()
            return outputs, (ended - started) * 1000, None
        sync = torch.cuda.synchronize
        sync()
        started = clock()
        self.start.record()
        outputs = call()
        self.end.record()
        sync()
        sync()  # PassBench synchronises twice
        ended = clock()
        return outputs, (ended - started) * 1000, self.start.elapsed_time(self.end)


@dataclass(frozen=True)
class KernelTime:
    """Device time of one call with host launch overhead left out."""

    ms: float
    method: str  # "cuda_graph" (replay of captured calls) or "profiler" (sum of kernel durations)
    note: str = ""  # why the CUDA graph was not used, where it was not

    def record(self) -> dict:
        return {"median": float(f"{self.ms:.6g}"), "method": self.method, "note": self.note}


KERNEL_METHODS = ("auto", "cuda_graph", "profiler")
# The harness's choice: a failed CUDA-graph capture of a Dynamo-compiled call can leave the CUDA
# generator mid-capture ("Offset increment outside graph capture"), breaking the calls after it.
KERNEL_TIME_METHOD = "profiler"


def kernel_time_ms(
    call: Callable[[], object],
    device: str,
    method: str = "auto",
    calls_per_graph: int = 20,
    replays: int = 10,
    profiled_calls: int = 20,
) -> KernelTime | None:
    """Device time per call of a warmed-up ``call``; None off CUDA.

    ``cuda_graph``: capture ``calls_per_graph`` calls in one CUDA graph and replay it
    ``replays`` times back to back; the median replay interval / calls. ``profiler``:
    torch.profiler's sum of kernel, memcpy and memset durations over ``profiled_calls``
    calls (gaps between kernels excluded). ``auto`` tries the graph and falls back to the
    profiler when capture fails (a Dynamo-compiled callable that syncs, recompiles or
    touches the host mid-capture), saying why in ``note``.
    """
    if method not in KERNEL_METHODS:
        raise ValueError(f"kernel time method {method!r} is unknown; choose one of {', '.join(KERNEL_METHODS)}")
    if not device.startswith("cuda"):
        return None
    note = ""
    if method in ("auto", "cuda_graph"):
        try:
            return KernelTime(_graph_replay_ms(call, calls_per_graph, replays), "cuda_graph")
        except Exception as exc:
            if method == "cuda_graph":
                raise
            first_line = (str(exc).strip().splitlines() or [""])[0][:200]
            note = f"CUDA graph capture failed ({type(exc).__name__}: {first_line}); kernel durations from the profiler"
            torch.cuda.synchronize()  # a capture error is not sticky; a broken context raises here
    return KernelTime(_profiled_kernel_ms(call, profiled_calls), "profiler", note)


def _graph_replay_ms(call: Callable[[], object], calls: int, replays: int) -> float:
    graph = torch.cuda.CUDAGraph()
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        call()  # library workspaces (cuBLAS, cuDNN) on the capture stream, as the CUDA-graph docs advise
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    # thread_local: our own watchdog thread may touch CUDA while this one captures
    with torch.cuda.graph(graph, stream=side, capture_error_mode="thread_local"):
        for _ in range(calls):
            call()
    graph.replay()  # the first replay uploads the graph
    events = [torch.cuda.Event(enable_timing=True) for _ in range(replays + 1)]
    torch.cuda.synchronize()
    events[0].record()
    for i in range(replays):
        graph.replay()
        events[i + 1].record()
    torch.cuda.synchronize()
    intervals = [events[i].elapsed_time(events[i + 1]) for i in range(replays)]
    return float(np.median(intervals)) / calls


def device_time_us(events) -> float:
    """Sum of device activity (kernels, memcpy, memset) in a profiler's event list, in us.

    Annotation ranges that record_function (Dynamo's compiled regions among them) projects
    onto the device span kernels already counted; they are left out.
    """
    from torch.autograd import DeviceType

    def device_work(event) -> bool:
        kind = (getattr(event, "activity_type", None) or "").lower()  # absent in older torch
        return event.device_type == DeviceType.CUDA and not getattr(event, "is_user_annotation", False) and "annotation" not in kind

    return sum(e.time_range.elapsed_us() for e in events if device_work(e))


def _profiled_kernel_ms(call: Callable[[], object], calls: int) -> float:
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as profiler:
        for _ in range(calls):
            call()
        torch.cuda.synchronize()
    return device_time_us(profiler.events()) / 1000 / calls


