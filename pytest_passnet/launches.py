"""Knowing when Triton launches a kernel, on a GPU and in the interpreter alike.

Triton has no launch hook that fires in the interpreter (``TRITON_INTERPRET=1``)
and the knobs differ between 3.6 and 3.9, so the ``run`` methods of Triton's
kernel classes are wrapped once per process instead: ``JITFunction.run`` (GPU)
and ``InterpretedFunction.run`` (CPU) are the leaves that really launch, while
``Autotuner.run`` and ``Heuristics.run`` only dispatch to them. Every wrapped
call counts as "inside Triton"; only leaf calls with ``warmup=False`` count as
launches. The poison tensor and the compute audit use ``inside_triton()`` to let
Triton's own tensor handling (the interpreter copies arguments to the host)
through. While the compute audit watches (``hooks_as_wrapper``), the pass's own
Python that a dispatcher calls (heuristics, a Config's ``pre_hook``, autotune's
own ``pre_hook``/``post_hook``, ``early_config_prune``, ``perf_model``) runs
outside Triton: its torch work is the wrapper's (red team round 59b: relu
computed with torch in a heuristic). Not covered: a ``do_bench`` of the pass's
(it runs Triton's own hooks too) and the pre_hooks of Configs that
``early_config_prune`` makes. The poison tensor's view is unchanged.
"""

from __future__ import annotations

import functools
import importlib
import threading
from contextlib import contextmanager

_LEAF_CLASSES = (("triton.runtime.jit", "JITFunction"), ("triton.runtime.interpreter", "InterpretedFunction"))
_DISPATCH_CLASSES = (("triton.runtime.autotuner", "Autotuner"), ("triton.runtime.autotuner", "Heuristics"))
_MARK = "__passnet_counted__"


class _State(threading.local):
    launches = 0
    depth = 0
    hooks_watched = 0  # hooks_as_wrapper blocks open


_state = _State()
_counting = False  # whether a leaf class was found and wrapped


def launch_count() -> int:
    """Kernel launches seen on this thread since the process started."""
    return _state.launches


def inside_triton() -> bool:
    return _state.depth > 0


@contextmanager
def hooks_as_wrapper():
    """While the block runs, the pass's hooks that Triton's dispatchers call count as outside Triton."""
    _state.hooks_watched += 1
    try:
        yield
    finally:
        _state.hooks_watched -= 1


def counting() -> bool:
    """Whether launches are seen at all (a Triton whose classes we cannot find: no proof, no accusation)."""
    return _counting


def _outside(hook):
    """``hook`` called outside Triton (depth 0), as the wrapper's own code; the depth is put back after it."""
    def outside(*args, **kwargs):
        depth, _state.depth = _state.depth, 0
        try:
            return hook(*args, **kwargs)
        finally:
            _state.depth = depth

    return outside


def _hooks_outside(dispatcher) -> list[tuple[object, str, object]]:
    """Swap the pass's hooks a dispatcher is about to call for ``_outside`` ones, for this call:
    (owner, attribute, original) for each, to put back after it."""
    swapped: list[tuple[object, str, object]] = []

    def swap(owner, name):
        hook = getattr(owner, name, None)
        if callable(hook):
            swapped.append((owner, name, hook))
            setattr(owner, name, _outside(hook))

    values = getattr(dispatcher, "values", None)  # Heuristics
    if isinstance(values, dict):
        swapped.append((dispatcher, "values", values))
        dispatcher.values = {key: _outside(hook) if callable(hook) else hook for key, hook in values.items()}
    for config in getattr(dispatcher, "configs", None) or ():  # Autotuner
        swap(config, "pre_hook")
    for name, user_defined in (("pre_hook", "user_defined_pre_hook"), ("post_hook", "user_defined_post_hook")):
        if getattr(dispatcher, user_defined, False) is True:  # not Triton's own reset_to_zero/restore_value
            swap(dispatcher, name)
    for name in ("early_config_prune", "perf_model"):
        swap(dispatcher, name)
    return swapped


def _wrap(cls: type, leaf: bool) -> None:
    run = getattr(cls, "run", None)
    if run is None or getattr(run, _MARK, False):
        return

    @functools.wraps(run)
    def counted_run(self, *args, **kwargs):
        if leaf and not kwargs.get("warmup", False):
            _state.launches += 1
        _state.depth += 1
        swapped = [] if leaf or not _state.hooks_watched else _hooks_outside(self)
        if leaf and _state.hooks_watched and callable(kwargs.get("grid")):  # round 60a: the pass's grid function,
            kwargs["grid"] = _outside(kwargs["grid"])  # which Triton calls inside the launch, is the pass's code
        try:
            return run(self, *args, **kwargs)
        finally:
            for owner, name, value in reversed(swapped):
                setattr(owner, name, value)
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
