"""Compiled sides that lie to the trusted side, for the tests of what the trusted side observes.

A pass controls everything in its child, and so does a compiler that a plugin adds (it runs there
too, past every static rule). These compilers stand for passes that reach the child's harness
through ``sys.modules``: each computes with the sample's own model (eager torch) and misbehaves as
the sample's ``pass_dir/behaviour.txt`` says. They report one applied pass, so the passnet guard
treats them as pass code. Loaded by file in the child: no import of the tests package.
"""

from __future__ import annotations

import math
import sys
import time

import torch

from pytest_passnet.sandbox.child.compilers import Compiler, CompileReport

# A call this long dwarfs the per-trial overhead of the trusted side's loop even on a busy host: at 50 ms,
# a CI run once saw both clock liars scored as they claimed (the eager loop's overhead as large as the call).
SLEEP_S = 0.2


class Liar(Compiler):
    name = "liar"

    def __init__(self, context):
        super().__init__(context)
        self.behaviour = (context.sample_dir / "pass_dir" / "behaviour.txt").read_text().strip()

    def report(self) -> CompileReport:
        return CompileReport({"liar": 1}, [], [], [])

    def compile(self, model):
        return getattr(self, self.behaviour)(model)

    # -- honest ---------------------------------------------------------------------------

    def honest(self, model):
        return model

    # -- the child's clocks ------------------------------------------------------------------

    def divided_clock(self, model):
        """Takes 200 ms per call and claims a thousandth of it."""
        _scale_trial_times(1 / 1000)
        return _slow(model)

    def shaved_clock(self, model):
        """Takes 200 ms per call and claims a fifth less."""
        _scale_trial_times(0.8)
        return _slow(model)

    def nan_clock(self, model):
        """Claims NaN for every trial."""
        _scale_trial_times(math.nan)
        return model

    # -- honest when checked ------------------------------------------------------------------

    def first_inputs_only(self, model):
        """Computes once per set of input tensors (by data_ptr) and returns that result ever after."""
        seen = {}

        def call(*args):
            key = tuple(a.data_ptr() for a in args)
            if key not in seen:
                seen[key] = model(*args)
            return seen[key]

        return call

    def wrong_when_timed(self, model):
        """Correct everywhere but in the trusted side's timed trials, which it recognises on the stack."""

        def call(*args):
            frame = sys._getframe(1)
            while frame is not None:
                if frame.f_code.co_name == "trial":
                    return tuple(torch.zeros_like(o) for o in model(*args))
                frame = frame.f_back
            return model(*args)

        return call

    def forged_fingerprint(self, model):
        """Computes correctly, but its fingerprints describe other outputs than those it sends."""
        import pytest_passnet.fingerprint as fingerprints

        original = fingerprints.trial_description
        fingerprints.trial_description = lambda outputs, orders, seed, staging: [
            None if entry is None else [*entry[:2], [x * 1.5 for x in entry[2]], *entry[3:]]
            for entry in original(outputs, orders, seed, staging)]
        return model

    # -- the child's failure statuses --------------------------------------------------------

    def status_unknown(self, model):
        return _failing_with("all_good")

    def status_sample_error(self, model):
        return _failing_with("sample_error")

    def status_pass_rejected(self, model):
        """pass_rejected leaves a variant unscored: allowed while the passes load, not when a call fails."""
        return _failing_with("pass_rejected")


def _slow(model):
    def call(*args):
        time.sleep(SLEEP_S)
        return model(*args)

    return call


def _scale_trial_times(factor: float) -> None:
    from pytest_passnet.sandbox.child.timing import TrialTimer as timer
    original = timer.__call__

    def scaled(self, call, prepare):
        outputs, e2e, gpu = original(self, call, prepare)
        return outputs, e2e * factor, None if gpu is None else gpu * factor

    timer.__call__ = scaled


def _failing_with(status: str):
    side = sys.modules["__main__"].CompiledSide  # the child runs as python -m pytest_passnet.sandbox.child
    side.failure = lambda self, exc: {"failure": {"status": status, "message": f"{exc}", "stage": "run"}}

    def call(*args):
        raise RuntimeError("the liar's kernel failed")

    return call
