"""What Triton's interpreter does unlike a GPU, made to match: bfloat16 arithmetic, and memory.

Without a GPU, pass kernels run in Triton's interpreter (``TRITON_INTERPRET=1``). It keeps
bfloat16 values as their uint16 bit patterns and hands those bits to numpy as they are, so
arithmetic, comparisons, dots and reductions on bf16 compute on integers (``x * 0.5 + x``
gives 1e32 or nan), and fp32 -> bf16 casts truncate where the GPU rounds.
Upstream leaves it so; a kernel that is correct on a GPU then fails on CPU only.

Its pointers are host addresses and nothing bounds them: a kernel that adds any integer to a
pointer reads or writes any byte of the process, the harness's own objects included. On a GPU
the same kernel reaches device memory only.

``install()`` wraps the interpreter's hook points once per process. Every load, store and
atomic checks the addresses of its active lanes against the storages of the tensors passed to
that launch (``OutOfBounds``, naming the kernel, where one lies outside). bf16 operands are
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

_MARK = "__passnet_hook__"


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
    """Bound memory and emulate bf16 in the interpreter (idempotent). False where not all of it
    was installed: the interpreter is off, Triton is missing, or this Triton lacks a hook point
    (with a warning; without the memory hooks no kernel runs)."""
    if not interpret_enabled():
        return False
    try:
        import triton
        import triton.language as tl
        from triton.runtime import interpreter
    except ImportError:
        return False
    bounded = _bound_memory(interpreter, triton.__version__)
    return _emulate_bf16(interpreter, tl, triton.__version__) and bounded


def _patch(owner, name: str, make, mark: str) -> None:
    """Replace ``owner.name`` by ``make(original)`` unless ``mark`` says it was done already."""
    original = getattr(owner, name)
    if getattr(original, _MARK, None) != mark:
        wrapped = functools.wraps(original)(make(original))
        setattr(wrapped, _MARK, mark)
        setattr(owner, name, wrapped)


def _missing(interpreter, points) -> list[str]:
    return [f"{cls}.{name}" for cls, name in points if not callable(getattr(getattr(interpreter, cls, None), name, None))]


# -- memory ------------------------------------------------------------------------------------

class OutOfBounds(RuntimeError):
    """A kernel's load, store or atomic outside every tensor its launch was given."""


# builder method -> (position of its pointers, of its mask or None, what it does), after the builder
_MEMORY_OPS = {
    "create_masked_load": (0, 1, "loads from"),
    "create_masked_store": (0, 2, "stores to"),
    "create_atomic_cas": (0, None, "swaps at"),
    "create_atomic_rmw": (1, 3, "updates"),
}
_LAUNCH_POINTS = (("GridExecutor", "_init_args_hst"), ("GridExecutor", "__call__"))


class _Launch:
    """The storages of the tensors one launch was given, as sorted, merged byte ranges."""

    current: _Launch | None = None  # the launch running now; loads outside any launch are refused

    def __init__(self, kernel: str, arguments):
        spans: list[list[int]] = []
        for start, end in sorted(_storage_spans(arguments)):
            if spans and start <= spans[-1][1]:
                spans[-1][1] = max(spans[-1][1], end)
            else:
                spans.append([start, end])
        self.kernel = kernel
        self.spans = [(start, end) for start, end in spans]
        self.starts = np.array([start for start, _ in spans], dtype=np.uint64)
        self.ends = np.array([end for _, end in spans], dtype=np.uint64)

    def within_one(self, addresses: np.ndarray, width: int) -> bool:
        low, high = int(addresses.min()), int(addresses.max()) + width
        for start, end in self.spans:
            if start <= low and high <= end:
                return True
        return False

    def check(self, pointers, mask, verb: str) -> None:
        """Every active lane's element lies inside one storage, else ``OutOfBounds``. Most
        accesses lie in one tensor whatever the mask: a min and a max decide them."""
        addresses, width = pointers.data, _element_width(pointers.dtype)
        if addresses.size == 0 or self.within_one(addresses, width):
            return
        if mask is not None:
            addresses = addresses[np.broadcast_to(mask.data, addresses.shape)]
            if addresses.size == 0 or self.within_one(addresses, width):
                return
        index = np.searchsorted(self.starts, addresses, side="right") - 1
        inside = (index >= 0) & (addresses + np.uint64(width) <= self.ends[np.maximum(index, 0)])
        if not inside.all():
            raise OutOfBounds(f"kernel '{self.kernel}' {verb} address {int(addresses[~inside][0]):#x}, outside the "
                              f"{len(self.spans)} tensor storage(s) passed to this launch — a kernel may read and "
                              "write only the tensors it is given: check its offsets and masks")


def _storage_spans(value):
    """(start, end) of the storage of every tensor in a launch's arguments, in tuples, dicts,
    Triton's tensor wrappers and tensor descriptors."""
    if hasattr(value, "untyped_storage"):
        storage = value.untyped_storage()
        yield storage.data_ptr(), storage.data_ptr() + storage.nbytes()
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _storage_spans(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _storage_spans(item)
    elif getattr(value, "base", None) is not None:
        yield from _storage_spans(value.base)


def _element_width(pointer_type) -> int:
    element = pointer_type.element_ty
    return 8 if element.is_ptr() else max(1, element.primitive_bitwidth // 8)


def _bound_memory(interpreter, version: str) -> bool:
    missing = _missing(interpreter, _LAUNCH_POINTS + tuple(("InterpreterBuilder", name) for name in _MEMORY_OPS))
    executor = getattr(interpreter, "GridExecutor", None)
    if missing:
        warnings.warn(f"pytest-passnet: Triton {version}'s interpreter has no {', '.join(missing)}; its kernels "
                      "could read and write any memory of the process, so none is run", RuntimeWarning, stacklevel=3)
        if callable(getattr(executor, "__call__", None)):
            _patch(executor, "__call__", _refused, "refused")
        return False
    _patch(executor, "_init_args_hst", _recording_storages, "bounds")
    _patch(executor, "__call__", _ending_launch, "bounds")
    for name, (pointers, mask, verb) in _MEMORY_OPS.items():
        _patch(interpreter.InterpreterBuilder, name, _bounded(pointers, mask, verb), "bounds")
    return True


def _recording_storages(original):
    def _init_args_hst(executor, args_dev, kwargs):
        on_host = original(executor, args_dev, kwargs)
        _Launch.current = _Launch(getattr(executor.fn, "__name__", "?"), on_host)
        return on_host

    return _init_args_hst


def _ending_launch(original):
    def __call__(executor, *args, **kwargs):
        enclosing = _Launch.current  # None but for a launch from inside a kernel
        try:
            return original(executor, *args, **kwargs)
        finally:
            _Launch.current = enclosing

    return __call__


def _refused(original):
    def __call__(executor, *args, **kwargs):
        raise OutOfBounds(f"kernel '{getattr(executor.fn, '__name__', '?')}' not run: this Triton's interpreter "
                          "cannot bound its memory accesses (see the warning at install)")

    return __call__


def _bounded(pointers: int, mask: int | None, verb: str):
    def bounded(original):
        def op(builder, *args, **kwargs):
            launch = _Launch.current
            if launch is None:
                raise OutOfBounds(f"a Triton function {verb} memory outside a kernel launch: launch kernels as "
                                  "kernel[grid](...)")
            launch.check(args[pointers], None if mask is None else args[mask], verb)
            return original(builder, *args, **kwargs)

        return op

    return bounded


# -- bf16 --------------------------------------------------------------------------------------

def _emulate_bf16(interpreter, tl, version: str) -> bool:
    missing = _missing(interpreter, ((cls, name) for cls, name, _ in _HOOKS))
    missing += [] if hasattr(interpreter, "TensorHandle") else ["TensorHandle"]
    if missing:
        warnings.warn(f"pytest-passnet: Triton {version}'s interpreter has no {', '.join(missing)}; "
                      "bf16 arithmetic there is not emulated (cast to float32 in the kernel)", RuntimeWarning,
                      stacklevel=3)
        return False
    emulation = _Bf16(tl, interpreter.TensorHandle)
    if not hasattr(interpreter.InterpreterBuilder, "get_bf16"):  # Triton 3.6: `x * 0.5` on bf16 raises without it
        interpreter.InterpreterBuilder.get_bf16 = lambda builder, value: builder.cast_impl(builder.get_fp32(value),
                                                                                            tl.bfloat16)
    for cls, name, wrapper in _HOOKS:
        _patch(getattr(interpreter, cls), name, getattr(emulation, wrapper), "bf16")
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
