"""Exceptions of the compiled side -> a status and a message that names the pass file and line.

Runs in the child; the trusted side rewrites the child's scratch paths back to the sample's.
"""

from __future__ import annotations

from pytest_passnet.protocol import CHILD_STATUSES, MESSAGE_CHARS
from pytest_passnet.result import Status
from pytest_passnet.tracebacks import where

# The trusted side keeps MESSAGE_CHARS of a failure message; sent whole, a long one (a C compiler's
# output) could push a reply past the header bound the trusted side accepts (process.REPLY_HEADER_BYTES).


def _chain(exc: BaseException):
    """``exc`` and what it wraps, outermost first (Dynamo wraps backend errors in BackendCompilerFailed)."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        yield exc
        exc = getattr(exc, "inner_exception", None) or exc.__cause__


def root_cause(exc: BaseException) -> BaseException:
    """What was really raised: the innermost exception of the chain."""
    *_, innermost = _chain(exc)
    return innermost


def compiled_failure(exc: BaseException, sample_dir: str, side: str = "compiled") -> tuple[Status, str]:
    from pytest_passnet.sandbox.child.compilers import PassNotMatched
    from pytest_passnet.rewrite import PatternError

    # the harness's own errors explain themselves; the error they wrap (an fx assertion) does not
    cause = next((e for e in _chain(exc) if isinstance(e, (PassNotMatched, PatternError))), None) or root_cause(exc)
    if isinstance(cause, PassNotMatched):
        return Status.PASS_NOT_MATCHED, "no pass modified the captured graph (PassBench: No passes modified the graph.)"
    if isinstance(cause, PatternError):
        return Status.COMPILE_ERROR, str(cause)[:MESSAGE_CHARS]
    status = _allowed(getattr(cause, "passnet_status", Status.KERNEL_ERROR))
    layer = "[PassBench poison tensor, warm-up] " if status is Status.POISON_VIOLATION else ""
    message = f"{layer}{side} run failed at {where(cause, sample_dir)}: {type(cause).__name__}: {cause}"
    return status, message[:MESSAGE_CHARS]


def _allowed(status) -> Status:
    """Pass code raises what it likes: a status outside the child's allow-list is a kernel error (the
    trusted side checks the same on every reply; the child's own harness never sends one either)."""
    return next((s for s in CHILD_STATUSES if s.value == status), Status.KERNEL_ERROR)


def setup_failure(exc: BaseException, sample_dir: str, side: str = "compiled") -> tuple[Status, str]:
    """Building the compiler (loading the passes) or compiling failed before the first call."""
    from pytest_passnet.passes import PassLoadError
    from pytest_passnet.sandbox.child.watch import CheatDetected

    if isinstance(exc, PassLoadError):
        return Status.PASS_REJECTED, str(exc)[:MESSAGE_CHARS]
    if isinstance(exc, CheatDetected):
        return Status.CHEAT_DETECTED, str(exc)[:MESSAGE_CHARS]
    return compiled_failure(exc, sample_dir, side)
