"""A compiled side that shapes its attempts (round 12b), loaded by file in the child as a plugin
compiler (a pass past the allow-list controls its child as much: ``tests/adversarial/liars.py``).

Each call takes ``SLEEP_S``; in every attempt but the last it claims a thousandth of each trial, in
the last it tells the truth. ``lie_then_truth_padded`` also sleeps ``PAD_S`` times the attempts
left before each lying trial, so each attempt's trials take less time than the attempt before it.
The attempt is counted from the trials (``TRIALS`` each); the last is the default fourth
(``--passnet-retries`` 3). ``honest_quick*`` is the sample's own call, claimed truly, with no
sleep. Nothing of the tests package is imported here.
"""

from __future__ import annotations

import time

from pytest_passnet.sandbox.child.compilers import Compiler, CompileReport

SLEEP_S = 0.2
PAD_S = 0.15  # far more than eager's overhead and the allowance, even on a loaded host
TRIALS = 12
LAST_ATTEMPT = 3  # counted from 0


class ShapedLiar(Compiler):
    name = "shaped_liar"

    def __init__(self, context):
        super().__init__(context)
        self.behaviour = (context.sample_dir / "pass_dir" / "behaviour.txt").read_text().strip()

    def report(self) -> CompileReport:
        return CompileReport({"shaped_liar": 1}, [], [], [])

    def compile(self, model):
        if self.behaviour.startswith("honest_quick"):
            return model  # the sample's own eager call, claimed truly: a call of tens of microseconds
        if self.behaviour != "honest":
            _lie_until_the_last_attempt(padded=self.behaviour == "lie_then_truth_padded")

        def call(*args):
            time.sleep(SLEEP_S)
            return model(*args)

        return call


def _lie_until_the_last_attempt(padded: bool) -> None:
    from pytest_passnet.sandbox.child.timing import TrialTimer

    original, done = TrialTimer.__call__, [0]

    def shaped(self, call, prepare):
        attempt, done[0] = done[0] // TRIALS, done[0] + 1
        if attempt >= LAST_ATTEMPT:
            return original(self, call, prepare)
        if padded:
            time.sleep(PAD_S * (LAST_ATTEMPT - attempt))
        outputs, e2e, gpu = original(self, call, prepare)
        return outputs, e2e / 1000, gpu

    TrialTimer.__call__ = shaped
