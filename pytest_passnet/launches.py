"""Knowing when Triton launches a kernel, on a GPU and in the interpreter alike.

Triton has no launch hook that fires in the interpreter (``TRITON_INTERPRET=1``)
and the knobs differ between 3.6 and 3.9, so the ``run`` methods of Triton's
kernel classes are wrapped once per process instead: ``JITFunction.run`` (GPU)
and ``InterpretedFunction.run`` (CPU) are the leaves that really launch, while
``Autotuner.run`` and ``Heuristics.run`` only dispatch to them. Every wrapped
call counts as "inside Triton"; only leaf calls with ``warmup=False`` count as
launches. The poison tensor and the compute audit use ``inside_triton()`` to let
Triton's own tensor handling (the interpreter copies arguments to the host)
through.
"""

from __future__ import annotations

import functools
import importlib
import threading

_LEAF_CLASSES = (("triton.runtime.jit", "JITFunction"), ("triton.runtime.interpreter", "InterpretedFunction"))
_DISPATCH_CLASSES = (("triton.runtime.autotuner", "Autotuner"), ("triton.runtime.autotuner", "Heuristics"))
_MARK = "__passnet_counted__"


class _State(threading.local):
    launches = 0
    depth = 0


_state = _State()
_counting = False  # whether a leaf class was found and wrapped


def launch_count() -> int:
    """Kernel launches seen on this thread since the process started."""
    return _state.launches


def inside_triton() -> bool:
    return _state.depth > 0


def counting() -> bool:
    """Whether launches are seen at all (a Triton whose classes we cannot find: no proof, no accusation)."""
    return _counting


def _wrap(cls: type, leaf: bool) -> None:
    run = getattr(cls, "run", None)
    if run is None or getattr(run, _MARK, False):
        return

    @functools.wraps(run)
    def counted_run(self, *args, **kwargs):
        if leaf and not kwargs.get("warmup", False):
            _state.launches += 1
        _state.depth += 1
        try:
            return run(self, *args, **kwargs)
        finally:
            _state.depth -= 1

    setattr(counted_run, _MARK, True)
    cls.run = counted_run


def install() -> None:
    """Wrap Triton's launch path (idempotent); a missing class (another Triton version) is skipped."""
    global _counting
    for classes, leaf in ((_LEAF_CLASSES, True), (_DISPATCH_CLASSES, False)):
        for module_name, class_name in classes:
            try:
                cls = getattr(importlib.import_module(module_name), class_name)
            except (ImportError, AttributeError):
                continue
            _wrap(cls, leaf)
            _counting = _counting or leaf
