"""PassBench's poison dispatch tensor (``docs/protocol.md`` section 9.2), kept unchanged for parity.

During the compiled side's warm-up calls only, the kernel wrapper receives its
tensor arguments re-typed (same storage) as ``PosionDispatchTensor`` (upstream's
spelling). Allocators and aliasing on them give new poison tensors, metadata
gives plain values, and any other aten op raises upstream's error: torch compute
in the wrapper fails the compiled run. Triton launches only use data pointers
and metadata, so they pass; in the Triton interpreter, Triton's own host copies
are let through (``launches.inside_triton``).
"""

from __future__ import annotations

from contextlib import contextmanager

import torch
from torch.utils._mode_utils import no_dispatch
from torch.utils._pytree import tree_map

from pytest_passnet import launches
from pytest_passnet.result import Status

aten = torch.ops.aten
ALLOCATORS = {
    aten.empty_like.default,
    aten.empty.memory_format,
    aten.zeros.default,
    aten.zeros_like.default,
    aten.ones.default,
    aten.ones_like.default,
    aten.full.default,
    aten.full_like.default,
}
ALIASING = {aten.lift_fresh.default, aten.alias.default, aten._to_copy.default}
METADATA = {
    aten.size.default,
    aten.sym_size.default,
    aten.stride.default,
    aten.sym_stride.default,
    aten.dim.default,
    aten.numel.default,
    aten.sym_numel.default,
    torch.ops.prim.device.default,
}


class PoisonViolation(RuntimeError):
    """Raised for an aten op outside the whitelist; the variant's status is ``poison_violation``."""

    passnet_status = Status.POISON_VIOLATION


def unauthorized_message(op) -> str:
    return (
        f"Unauthorized Operator ({op}) Detected: The current operation is not in the PosionDispatchTensor "
        "whitelist. Only basic creation and factory methods (empty, zeros, ones, full, as_tensor) are "
        "supported. Check the replacement_func() or the operation being called on this subclass."
    )


def _plain(value):
    if isinstance(value, PosionDispatchTensor):
        with no_dispatch():
            return value.as_subclass(torch.Tensor)
    return value


def _poisoned(value):
    if isinstance(value, torch.Tensor) and not isinstance(value, PosionDispatchTensor):
        with no_dispatch():
            return value.as_subclass(PosionDispatchTensor)
    return value


class PosionDispatchTensor(torch.Tensor):
    __torch_function__ = torch._C._disabled_torch_function_impl

    @classmethod
    def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
        inside_triton = launches.inside_triton()
        if not (inside_triton or func in METADATA or func in ALLOCATORS or func in ALIASING):
            raise PoisonViolation(unauthorized_message(func))
        result = func(*tree_map(_plain, args), **tree_map(_plain, kwargs or {}))
        if inside_triton or func in METADATA:
            return result
        return tree_map(_poisoned, result)


_enabled = False


@contextmanager
def poisoned():
    """Poison the wrapper's tensor arguments while the block runs (the compiled side's warm-up)."""
    global _enabled
    previous, _enabled = _enabled, True
    try:
        yield
    finally:
        _enabled = previous


def is_enabled() -> bool:
    return _enabled


def call_poisoned(kernel, args: tuple):
    """``kernel(*args)`` with tensor arguments poisoned; outputs handed back as plain tensors."""
    outputs = kernel(*(_poisoned(a) for a in args))
    if isinstance(outputs, (tuple, list)):
        return type(outputs)(_plain(o) for o in outputs)
    return _plain(outputs)
