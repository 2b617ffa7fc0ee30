"""A pytest plugin for ``variant_cost.sh``: where a plugin run's wall time goes, written as JSON to
``$PASSNET_COST_OUT`` after every variant (a run stopped at its time limit keeps what it measured).

Loaded with ``-p variant_cost_probe`` beside the plugin of either tree, old or new: it only wraps
what it finds there. Recorded, on the trusted side:

* per variant: its status, phases (``phases_s``), attempts, wall time in ``Executor.run`` and in
  ``run_variant``;
* per request command (``prepare``, ``trial``, ``audit``, ``recheck``...): count and seconds from
  sending it to its answer, so a child's work is counted with the pipe it went through;
* start-up: ``Executor.__init__`` (the sandbox mode probe among it) and each child's start;
* the trusted clock of each attempt, where there is one: the claimed e2e median, the bound, and
  the eager side's overhead per trial (span - claim).
"""

from __future__ import annotations

import functools
import json
import os
import time

_requests: dict[str, list[float]] = {}
_calls: dict[str, list[float]] = {}
_variants: list[dict] = []
_clock: list[dict] = []


def _add(table: dict, key: str, seconds: float) -> None:
    entry = table.setdefault(key, [0, 0.0])
    entry[0] += 1
    entry[1] += seconds


def _dump() -> None:
    path = os.environ.get("PASSNET_COST_OUT")
    if path:
        with open(path + ".tmp", "w") as out:
            json.dump({"requests": _requests, "calls": _calls, "variants": _variants, "clock": _clock}, out)
        os.replace(path + ".tmp", path)


def _timed(owner, name: str, label: str) -> None:
    original = getattr(owner, name, None)
    if original is None:
        return

    @functools.wraps(original)
    def wrapper(*args, **kwargs):
        started = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            _add(_calls, label, time.perf_counter() - started)

    setattr(owner, name, wrapper)


def _wrap_requests(process) -> None:
    """Each request from send to answer; ``request`` (one call) and ``submit`` + ``answer`` (two:
    the reference child's untimed work overlaps the other child's) alike, counted once."""
    sandbox = process.Sandbox

    def _command(payload) -> str:
        """The request's command: a ``protocol.Request`` now, a dict in older trees."""
        return payload.command.value if hasattr(payload, "command") else str(payload.get("command"))

    request, submit, answer = sandbox.request, sandbox.submit, sandbox.answer
    inside = {"request": False}

    def timed_request(self, payload, timeout, *rest):  # rest: a held trial's ``Hold`` in newer trees
        started, inside["request"] = time.perf_counter(), True
        try:
            return request(self, payload, timeout, *rest)
        finally:
            inside["request"] = False
            _add(_requests, _command(payload), time.perf_counter() - started)

    def timed_submit(self, payload, timeout):
        if not inside["request"]:
            self._cost_probe = (_command(payload), time.perf_counter())
        return submit(self, payload, timeout)

    def timed_answer(self, timeout, limit=None):
        try:
            return answer(self, timeout, limit)
        finally:
            pending = getattr(self, "_cost_probe", None)
            if pending and not inside["request"]:
                self._cost_probe = None
                _add(_requests, pending[0], time.perf_counter() - pending[1])

    sandbox.request, sandbox.submit, sandbox.answer = timed_request, timed_submit, timed_answer


def _wrap_variants(pipeline, executor) -> None:
    run_variant = pipeline.run_variant

    @functools.wraps(run_variant)
    def timed_run_variant(run):
        started = time.perf_counter()
        try:
            return run_variant(run)
        finally:
            result = run.result
            timing, status = result.timing or {}, str(getattr(result.status, "value", result.status))
            _variants.append({
                "variant": str(run.variant.listed_as), "status": status,
                "wall_s": round(time.perf_counter() - started, 3), "phases_s": dict(result.phases_s),
                "attempts": len(timing.get("attempts") or []),
                "fired": [str(a.get("fired"))[:160] for a in timing.get("attempts") or [] if a.get("fired")],
                "message": "" if status == "correct" else str(result.message)[:300],
            })
            _dump()

    pipeline.run_variant = timed_run_variant
    _timed(executor.Executor, "__init__", "Executor.__init__ (children, mode probe)")
    _timed(executor.Executor, "run", "Executor.run (a variant, machine info included)")


def _wrap_clock(measure) -> None:
    bound = getattr(measure, "bound_by_trusted_clock", None)
    if bound is None:
        return

    @functools.wraps(bound)
    def recorded(compiled, eager):
        clock = bound(compiled, eager)
        spans = sorted(compiled.spans_ms)
        _clock.append({"claimed_ms": clock.claimed_ms, "bound_ms": clock.bound_ms, "overhead_ms": clock.overhead_ms,
                       "span_ms": spans[len(spans) // 2], "false_claim": clock.false_claim})
        return clock

    measure.bound_by_trusted_clock = recorded


def pytest_configure(config):
    from pytest_passnet import executor, guard, measure, pipeline
    from pytest_passnet.sandbox import process

    _wrap_requests(process)
    _wrap_variants(pipeline, executor)
    _wrap_clock(measure)
    for name in ("_drive", "_held_trial", "_described", "_audit", "_trial_checks", "_fresh_input_findings", "judge_outputs", "time_kernels",
                 "compile_in_sandbox", "_compiled_outputs", "_eager_outputs"):
        _timed(pipeline, name, f"pipeline.{name}")
    _timed(guard, "sample_static_findings", "guard.sample_static_findings (allow-list)")
    _timed(process.Sandboxes, "_start", "Sandboxes._start (a child)")
    _timed(process.Sandboxes, "for_sample", "Sandboxes.for_sample")
    _timed(process.Sandboxes, "discard", "Sandboxes.discard")


def pytest_sessionfinish(session):
    _dump()
