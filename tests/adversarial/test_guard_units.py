"""The guard's building blocks on their own: launch counting (GPU or interpreter), the poison
whitelist, the compute audit, our static rules and the implausible-speedup flags.
"""

from __future__ import annotations

import pytest
import torch
import triton
import triton.language as tl

from pytest_passnet import guard, launches, poison
from pytest_passnet.validator import passnet_rules
from tests.adversarial.samples import DEVICE

launches.install()


@triton.jit
def _copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


# One config: the interpreter has no driver to benchmark several.
@triton.autotune(configs=[triton.Config({"BLOCK": 64})], key=["n"])
@triton.heuristics({"EVEN": lambda args: args["n"] % 64 == 0})
@triton.jit
def _tuned_copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


def copy(x):
    out = torch.empty_like(x)
    _copy_kernel[(triton.cdiv(x.numel(), 128),)](x, out, x.numel(), BLOCK=128)
    return out


def test_launches_are_counted_and_inside_triton_is_known():
    x = torch.randn(300, device=DEVICE)
    before = launches.launch_count()
    assert torch.equal(copy(x), x)
    assert launches.launch_count() == before + 1
    assert not launches.inside_triton()


def test_autotune_and_heuristics_count_one_launch_per_call():
    x = torch.randn(300, device=DEVICE)
    out = torch.empty_like(x)
    before = launches.launch_count()
    _tuned_copy_kernel[lambda meta: (triton.cdiv(x.numel(), meta["BLOCK"]),)](x, out, x.numel())
    assert launches.launch_count() == before + 1  # the dispatching layers are not launches
    assert torch.equal(out, x)


def test_poison_allows_allocation_metadata_and_launches_and_names_anything_else():
    x = torch.randn(300, device=DEVICE)
    with poison.poisoned():
        assert torch.equal(poison.call_poisoned(copy, (x,)), x)
        with pytest.raises(poison.PoisonViolation) as excinfo:
            poison.call_poisoned(lambda t: t.view(3, 100), (x,))
    assert str(excinfo.value) == poison.unauthorized_message(torch.ops.aten.view.default)
    assert str(excinfo.value).startswith("Unauthorized Operator (aten.view.default) Detected: The current operation "
                                         "is not in the PosionDispatchTensor whitelist.")
    assert not poison.is_enabled()


def test_compute_audit_sees_torch_work_but_not_allocations_views_or_triton():
    monitor = guard.RegionMonitor()
    x = torch.randn(300, device=DEVICE)
    with monitor.watching("audit"):
        monitor.call(lambda t: copy(t.view(3, 100)).reshape(-1), (x,))
    assert monitor.audit_findings() == []
    with monitor.watching("audit"):
        monitor.call(lambda t: t.contiguous().t().contiguous() * 2, (x.view(3, 100),))
    assert monitor.torch_ops == ["aten.clone.default", "aten.mul.Tensor"]


def test_launch_proof_counts_only_timed_calls():
    monitor = guard.RegionMonitor()
    x = torch.randn(10, device=DEVICE)
    monitor.call(lambda t: t * 2, (x,))  # warm-up and untimed calls are not counted
    with monitor.watching("timed"):
        monitor.call(copy, (x,))
        monitor.call(lambda t: t * 2, (x,))
    assert (monitor.calls, monitor.silent_calls) == (2, 1)
    assert monitor.launch_findings()[0].startswith("[passnet kernel-launch proof] 1 of 2 calls")


@pytest.mark.parametrize("source, fragment", [
    ("def replacement_args(a, b):\n    return (a.t(), b)\n", "Line 2: replacement_args computes '(a.t(), b)'"),
    ("def replacement_args(a, b):\n    return (b, a, 'route', 2)\n", None),
    ("import time\ntime.perf_counter = lambda: 0.0\n", "Line 2: assigns to 'time.perf_counter'"),
    ("import torch\ns = torch.cuda.Stream\n", "Line 2: uses 'torch.cuda.Stream'"),
    ("import threading\n", "Line 1: imports 'threading', which starts threads"),
    ("import gc\n", "Line 1: imports 'gc', which reaches into the harness's objects"),
    ("import torch\ndef w(x):\n    return getattr(torch, 'relu')(x)\n", "Line 3: calls getattr()"),
    ("_C = {}\ndef w(x):\n    _C[0] = x\n    return x\n", "Line 3: w() writes to '_C[0]' on module-level state"),
    ("def w(x, cache={}):\n    return x\n", "Line 1: mutable default argument in w()"),
    ("def w(x):\n    global _last\n    return x\n", "Line 2: w() 'global _last' on module-level state"),
    ("import triton\n@triton.jit\ndef k(x, n):\n    y = x + n\n", None),  # arithmetic belongs in kernels
])
def test_passnet_static_rules(source, fragment):
    violations = passnet_rules(source)
    if fragment is None:
        assert violations == []
    else:
        assert any(v.startswith(fragment) for v in violations), violations


def test_implausible_speedups_are_flagged_on_cuda_timings_only():
    timing = {"gpu": {"median": 0.001}, "e2e": {"median": 0.01}}
    flags = guard.implausible_speedup_flags({"e2e": 12.0, "gpu": 3.0}, timing, 48_000_000, "NVIDIA H200")
    assert flags[0].startswith("implausible speedup: 12.0x exceeds 10x")
    assert "at 4.80 TB/s" in flags[1]  # 48 MB in 1 us would need 48 TB/s
    assert guard.implausible_speedup_flags({"e2e": 1.5, "gpu": 1.4}, timing, 1000, "NVIDIA H200") == []
    assert guard.implausible_speedup_flags({"e2e": 50.0, "gpu": None}, {"gpu": None}, 10, "cpu") == []
