"""bfloat16 in Triton's interpreter, computed as a GPU computes it.

Without a GPU, pass kernels run in Triton's interpreter (``TRITON_INTERPRET=1``). It keeps
bfloat16 values as their uint16 bit patterns and hands those bits to numpy as they are, so
arithmetic, comparisons, dots and reductions on bf16 compute on integers (``x * 0.5 + x``
gives 1e32 or nan), and fp32 -> bf16 casts truncate where the GPU rounds.
Upstream leaves it so; a kernel that is correct on a GPU then fails on CPU only.

``install()`` wraps the interpreter builder's hook points once per process: bf16 operands are
widened to float32, the operation runs in float32 as before, and a floating result that is
bf16 on the GPU is rounded back to bf16 to nearest even (a GPU's bf16 op is the float32 op
rounded once). Reductions accumulate in float32 and round once, as the interpreter already
does for float16. Only the interpreter's classes are touched, and only when
``TRITON_INTERPRET`` is on: a GPU run is never changed.
"""

from __future__ import annotations

import functools
import os
import warnings

import numpy as np

_MARK = "__passnet_bf16__"


def widen(bits: np.ndarray) -> np.ndarray:
    """bf16 bit patterns -> the float32 values they stand for (exact)."""
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << np.uint32(16)).view(np.float32)


def narrow(values: np.ndarray) -> np.ndarray:
    """float32 values -> bf16 bit patterns, rounded to nearest even; NaN stays NaN (quiet)."""
    values = np.ascontiguousarray(values, dtype=np.float32)
    bits = values.view(np.uint32)
    rounded = (bits + np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16)
    quiet_nan = (bits >> np.uint32(16)) | np.uint32(0x0040)
    return np.where(np.isnan(values), quiet_nan, rounded).astype(np.uint16)


def interpret_enabled() -> bool:
    """Whether Triton runs kernels in its interpreter (the values Triton itself accepts)."""
    return os.environ.get("TRITON_INTERPRET", "").strip().lower() in ("1", "true", "on")


def install() -> bool:
    """Emulate bf16 in the interpreter (idempotent). False where nothing was installed: the
    interpreter is off, Triton is missing, or this Triton lacks a hook point (with a warning)."""
    if not interpret_enabled():
        return False
    try:
        import triton
        import triton.language as tl
        from triton.runtime import interpreter
    except ImportError:
        return False
    hooks = {(cls, name): getattr(_Bf16, wrapper) for cls, name, wrapper in _HOOKS
             if hasattr(interpreter, cls) and callable(getattr(getattr(interpreter, cls), name, None))}
    missing = [f"{cls}.{name}" for cls, name, _ in _HOOKS if (cls, name) not in hooks]
    missing += [] if hasattr(interpreter, "TensorHandle") else ["TensorHandle"]
    if missing:
        warnings.warn(f"pytest-passnet: Triton {triton.__version__}'s interpreter has no {', '.join(missing)}; "
                      "bf16 arithmetic there is not emulated (cast to float32 in the kernel)", RuntimeWarning,
                      stacklevel=2)
        return False
    emulation = _Bf16(tl, interpreter.TensorHandle)
    if not hasattr(interpreter.InterpreterBuilder, "get_bf16"):  # Triton 3.6: `x * 0.5` on bf16 raises without it
        interpreter.InterpreterBuilder.get_bf16 = lambda builder, value: builder.cast_impl(builder.get_fp32(value),
                                                                                            tl.bfloat16)
    for (cls, name), wrapper in hooks.items():
        owner = getattr(interpreter, cls)
        original = getattr(owner, name)
        if not getattr(original, _MARK, False):
            wrapped = functools.wraps(original)(wrapper(emulation, original))
            setattr(wrapped, _MARK, True)
            setattr(owner, name, wrapped)
    return True


class _Bf16:
    """The wrappers, given Triton's ``language`` module and the interpreter's ``TensorHandle``."""

    def __init__(self, tl, tensor_handle):
        self.tl = tl
        self.TensorHandle = tensor_handle

    def is_bf16(self, handle) -> bool:
        return (isinstance(getattr(handle, "data", None), np.ndarray) and handle.data.dtype == np.uint16
                and handle.dtype.scalar == self.tl.bfloat16)

    def widened(self, handle):
        return self.TensorHandle(widen(handle.data), self.tl.float32) if self.is_bf16(handle) else handle

    def narrowed(self, handle):
        """The float32 result of a widened op as the bf16 the GPU produces; a comparison's booleans
        are int1 (the interpreter would label them with the operands' type)."""
        if handle.data.dtype == np.bool_:
            return self.TensorHandle(handle.data, self.tl.int1)
        return self.TensorHandle(narrow(handle.data), self.tl.bfloat16)

    def elementwise(self, original):
        """Operands of one type (a select's condition aside), a result of that type or int1."""

        def op(builder, *args):
            if not any(self.is_bf16(a) for a in args):
                return original(builder, *args)
            return self.narrowed(original(builder, *(self.widened(a) for a in args)))

        return op

    def dot(self, original):
        """bf16 operands multiply exactly and accumulate in float32 (the accumulator's type)."""

        def create_dot(builder, a, b, d, *args):
            if not any(self.is_bf16(h) for h in (a, b, d)):
                return original(builder, a, b, d, *args)
            result = original(builder, self.widened(a), self.widened(b), self.widened(d), *args)
            return self.narrowed(result) if self.is_bf16(d) else result

        return create_dot

    def cast(self, original):
        """bf16 to or from another type goes through float32, and float32 -> bf16 rounds to nearest
        even (the interpreter truncates, and takes integers and float64 for bits)."""
        tl = self.tl

        def cast_impl(builder, src, dst_type):
            src_bf16, dst_bf16 = self.is_bf16(src), dst_type.scalar == tl.bfloat16
            if src_bf16 == dst_bf16:
                return original(builder, src, dst_type)
            if src_bf16:
                as_float = self.widened(src)
                return as_float if dst_type.scalar == tl.float32 else original(builder, as_float, dst_type)
            as_float = src if src.dtype.scalar == tl.float32 else original(builder, src, tl.float32)
            return self.TensorHandle(narrow(as_float.data), tl.bfloat16)

        return cast_impl

    def fp_to_fp(self, original):
        """bf16 <-> float16 through float32 (Triton 3.6 converts the bits directly)."""
        tl = self.tl

        def create_fp_to_fp(builder, src, dst_type, rounding_mode):
            if {src.dtype.scalar, dst_type.scalar} == {tl.bfloat16, tl.float16}:
                return builder.cast_impl(builder.cast_impl(src, tl.float32), dst_type)
            return original(builder, src, dst_type, rounding_mode)

        return create_fp_to_fp

    def reduction(self, original):
        """Sum, min/max with their indices, cumulative sum and product: computed on the float32
        values in one go, the values rounded back to bf16 once; indices stay as they are."""
        tl = self.tl

        def retyped(ty, element):
            return tl.block_type(element, list(ty.shape)) if ty.is_block() else element

        def as_bf16(result):
            if isinstance(result, (list, tuple)):
                return type(result)(as_bf16(r) for r in result)
            if result.dtype != tl.float32:
                return result
            return tl.core.tensor(self.narrowed(result.handle), retyped(result.type, tl.bfloat16))

        def reduce(ops, input, *args, **kwargs):
            value = input[0] if isinstance(input, tuple) else input
            if not self.is_bf16(value.handle):
                return original(ops, input, *args, **kwargs)
            as_float = tl.core.tensor(self.widened(value.handle), retyped(value.type, tl.float32))
            return as_bf16(original(ops, as_float, *args, **kwargs))

        return reduce


# (interpreter class, method, _Bf16 wrapper): the narrowest points every bf16 computation passes.
# Triton itself refuses bf16 in exp, sqrt, rsqrt, erf and the like; negation is a unary_op.
_HOOKS = (
    *(("InterpreterBuilder", name, "elementwise")
      for name in ("binary_op", "unary_op", "ternary_op", "create_fma")),
    ("InterpreterBuilder", "create_dot", "dot"),
    ("InterpreterBuilder", "cast_impl", "cast"),
    ("InterpreterBuilder", "create_fp_to_fp", "fp_to_fp"),
    ("ReduceOps", "sum", "reduction"),
    ("ReduceOps", "min_max", "reduction"),
    ("ScanOps", "cumsum", "reduction"),
    ("ScanOps", "cumprod", "reduction"),
)
