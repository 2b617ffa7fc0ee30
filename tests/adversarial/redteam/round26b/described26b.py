"""Round 26b, DESCRIBED (0f13c50b): only ``pipeline.DESCRIBED`` (25) of an attempt's trials are described, picked in
secret and named after the answer (``pipeline._new_trials``), the ``AUDITS`` (16) audited among them. What a pass's
child sees of that plan is the requests that follow each of its answers: a ``Describe`` (then perhaps an ``Audit``)
or the next ``Trial``. A liar may lie on the trials it has reason to think are safe, and needs more than half of
them to move a median.

- ``plan_view``/``escape``: the plan as the child sees it, from the product's own ``_new_trials`` (a stand-in run at
  CUDA's count, 100 trials): for each adaptive strategy, how many trials it lies on and how often none of them is
  audited, against the exact chance of the best one (``best_escape``: honest until every audit was seen, which needs
  the 16th audit among the first 49 trials).
- ``run_case``: both sides through the product's own ``pipeline._drive`` on its CUDA path (no hold; the child fills
  its inputs from the trial's seed inside the span, as on a GPU: ``Child``), ``_trial_checks`` and
  ``measure_with_retries`` (CUDA's fluctuation guard on or off: ``guarded``), emulated on this CPU with round 24a's children
  (``attacks24a.Child``: ``CompiledSide``'s handlers). The liars (``LiarState``) skip the call on the trials their
  strategy picks, claim a thousandth of it and commit the previous trial's outputs; where such a trial is then
  described they compute the outputs after the span and describe those (an unaudited description is the child's
  word); where it is audited, the audit's bytes are not the committed ones.

    python -m tests.adversarial.redteam.round26b.described26b [runs] [case ...]
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import SimpleNamespace

import torch

from pytest_passnet import fingerprint, measure, pipeline, protocol
from pytest_passnet.options import DEFAULT_COUNTS
from pytest_passnet.result import Status
from pytest_passnet.sandbox.child.__main__ import CompiledSide
from pytest_passnet.tolerance import BASELINE_LEVEL
from tests.adversarial.redteam.round24a import attacks24a
from tests.adversarial.redteam.round24a.attacks24a import CLAIM_DIVISOR, Graph

TRIALS = DEFAULT_COUNTS["cuda"][1]  # 100
NEEDED = TRIALS // 2 + 1  # lies that move the median


def stand_in_run(trials: int = TRIALS) -> SimpleNamespace:
    """What ``pipeline._new_trials`` and ``_drive`` read of a run (CUDA's path: no hold, the child fills its inputs)."""
    return SimpleNamespace(options=SimpleNamespace(trials=trials, on_cuda=True, timeout=None), pass_code=True,
                           eager_written=[])  # no input written: a trial's outputs are the call's


# -- the plan as the child sees it -----------------------------------------------------------------------------------


@dataclass
class View:
    """What the child knows before trial ``at`` answers: how many trials were described and audited before it."""

    at: int = 0
    described: int = 0
    audited: int = 0

    def audit_chance(self, trials: int = TRIALS) -> float:
        """The chance the next trial is audited, given what was seen (uniform over what is left)."""
        return (pipeline.AUDITS - self.audited) / (trials - self.at)


STRATEGIES: dict[str, Callable[[View], bool]] = {
    # honest until every audit was seen: the best a child can do (it never lies on an audited trial)
    "after_last_audit": lambda view: view.audited == pipeline.AUDITS,
    # a liar that cannot compute its outputs after the span: honest until every description was seen
    "after_last_description": lambda view: view.described == pipeline.DESCRIBED,
    # a liar that lies wherever the chance of an audit fell below its starting 16 %
    "below_prior": lambda view: view.audit_chance() < pipeline.AUDITS / TRIALS,
    # one that lies wherever fewer audits than expected were left per trial (audits front-loaded)
    "audits_behind": lambda view: view.audit_chance() <= 0.10,
}


def plan_view(plan: pipeline.Trials, lies: Callable[[View], bool], trials: int = TRIALS) -> tuple[int, bool]:
    """A strategy played against one plan, as the child sees it (the requests after each answer): how many trials it
    lied on, and whether one of them was audited (caught)."""
    view, lied, caught = View(), 0, False
    for i in range(trials):
        view.at = i
        if lies(view):
            lied += 1
            caught = caught or i in plan.audited
        if plan.describes(i):
            view.described += 1
        if i in plan.audited:
            view.audited += 1
    return lied, caught


def escape(strategy: str, plans: int = 20000) -> dict:
    """``strategy`` against ``plans`` of the product's ``_new_trials``: its lies (mean, most), how often it lied on
    ``NEEDED`` or more trials with none audited (the median moved, uncaught), and how often it was caught."""
    run, lies, moved, caught = stand_in_run(), [], 0, 0
    for _ in range(plans):
        lied, was_caught = plan_view(pipeline._new_trials(run), STRATEGIES[strategy])
        lies.append(lied)
        moved += lied >= NEEDED and not was_caught
        caught += was_caught
    return {"strategy": strategy, "plans": plans, "mean_lies": round(statistics.mean(lies), 2), "most_lies": max(lies),
            "median_moved_uncaught": moved, "caught": caught}


def best_escape(trials: int = TRIALS, audits: int = pipeline.AUDITS) -> float:
    """The exact chance that every audit falls among the first ``trials - NEEDED`` trials: the best any strategy that
    lies on ``NEEDED`` trials does, adaptive or not (the audited set is a uniform draw, revealed in order)."""
    return math.comb(trials - NEEDED, audits) / math.comb(trials, audits)


def plan_shape(plans: int = 20000) -> dict:
    """What the product's plans look like: always DESCRIBED described with the audited among them, and each
    position's rate of being audited (uniform: 0.16)."""
    run, subset, audited_at = stand_in_run(), True, [0] * TRIALS
    for _ in range(plans):
        plan = pipeline._new_trials(run)
        subset &= len(plan.described) == pipeline.DESCRIBED and set(plan.audited) <= plan.described
        for i in plan.audited:
            audited_at[i] += 1
    rates = [count / plans for count in audited_at]
    return {"audited_within_described": subset, "rate_min": round(min(rates), 3), "rate_max": round(max(rates), 3)}


def description_leak(plans: int = 2000) -> dict:
    """Whether the descriptions seen tell a child more of the audits to come than the audits seen do: for every trial
    of ``plans`` plans, whether it is audited less the chance the audits seen give it (``View.audit_chance``), averaged
    apart over trials after more unaudited descriptions than expected for the trials and audits seen (9 of the 84
    unaudited trials are described) and after fewer. Both near 0: the descriptions say nothing more."""
    run = stand_in_run()
    unaudited_described = pipeline.DESCRIBED - pipeline.AUDITS
    sums, counts = {"more": 0.0, "fewer": 0.0}, {"more": 0, "fewer": 0}
    for _ in range(plans):
        plan, view, unaudited = pipeline._new_trials(run), View(), 0
        for i in range(TRIALS):
            view.at = i
            expected = unaudited_described * (i - view.audited) / (TRIALS - pipeline.AUDITS)
            group = "more" if unaudited > expected else "fewer"
            sums[group] += (i in plan.audited) - view.audit_chance()
            counts[group] += 1
            if i in plan.audited:
                view.audited += 1
            elif plan.describes(i):
                unaudited += 1
    return {group: {"trials": counts[group], "residual": round(sums[group] / max(1, counts[group]), 4)}
            for group in sums}


# -- both sides through the product's _drive ---------------------------------------------------------------------


class GpuTimer(attacks24a.Timer):
    """``attacks24a.Timer`` answering a gpu time too (the CUDA path's ``TrialDone`` needs one): the call's."""

    def __call__(self, call, prepare):
        outputs, ms, _ = super().__call__(call, prepare)
        return outputs, ms, ms


class Child(attacks24a.Child):
    """Round 24a's child on the CUDA path of ``pipeline._drive``: its inputs filled from the trial's seed by itself,
    inside the span (``CompiledSide.fill``), a gpu time answered, requests taken with the hold argument
    ``_held_trial`` passes (none on CUDA)."""

    def __init__(self, graph: Graph, call: Callable[[dict], tuple], clock: Callable[[], float], **handlers):
        super().__init__(graph, call, clock, **handlers)
        self.side.fill = self.write_inputs
        self.side.timer = GpuTimer(clock)
        self.side.device = "cpu"  # its tensors' (the CUDA path's Prime synchronises it: nothing to wait for here)

    def request(self, request, timeout, hold=None) -> dict:
        assert hold is None, "the CUDA path holds nothing"
        return super().request(request, timeout)


@dataclass
class LiarState:
    """A liar's child's view of the plan (``View``), updated from the requests it gets, and what it did."""

    strategy: Callable[[View], bool]
    view: View = field(default_factory=View)
    trials: int = 0
    lied_last: bool = False
    lies: list[int] = field(default_factory=list)
    stale: tuple | None = None  # the last outputs it computed, which a lie commits again

    def trial(self) -> bool:
        """A trial has come (the one before it, if no ``Describe`` came between, was not described): whether to lie
        on this one."""
        self.view.at = self.trials
        self.trials += 1
        self.lied_last = self.stale is not None and self.strategy(self.view)
        if self.lied_last:
            self.lies.append(self.trials)
        return self.lied_last


def liar_handlers(state: LiarState, divisor: float = CLAIM_DIVISOR) -> dict:
    """``CompiledSide``'s trial, describe and audit, lying on the trials ``state`` picks: the call skipped, the last
    outputs committed, a ``divisor``-th of the call claimed; a described lie's outputs computed after the span."""
    def trial(self, seed: int) -> dict:
        if not state.trial():
            reply = CompiledSide.trial(self, seed)
            state.stale = self.trial_outputs
            return reply
        self.fill(seed)
        outputs = state.stale  # the call skipped
        self.trial_outputs, self.trial_seed = outputs, seed
        orders = fingerprint.memory_orders(outputs)
        digests = fingerprint.trial_digests(outputs, orders, seed, self.staging)
        claim = statistics.median(self.timer.calls) / divisor
        return protocol.TrialDone(claim, claim, digests, orders, self.aliases(outputs)).message()

    def describe(self, orders: list) -> dict:
        state.view.described += 1
        if state.lied_last:  # after the span, untimed: the outputs the described fingerprint must be consistent with
            self.trial_outputs = self.call()
        return CompiledSide.describe(self, orders)

    def audit(self, chunks: list) -> dict:
        state.view.audited += 1
        return CompiledSide.audit(self, chunks)

    return {"trial": trial, "describe": describe, "audit": audit}


@dataclass
class Outcome:
    name: str
    status: Status
    speedup: float
    lies: list[list[int]]  # per attempt, the trials lied on (from 1)
    detail: str
    claimed_ms: float = 0.0  # the scored attempt's claimed median
    call_ms: float = 0.0  # the median of the calls the compiled side made (timed by its own timer)

    def line(self) -> str:
        lies = "; ".join(f"{len(attempt)} lies" for attempt in self.lies)
        return (f"{self.name}: {self.status.value} at {self.speedup:.2f}x, claimed median {self.claimed_ms:.2f} ms, "
                f"calls {self.call_ms:.2f} ms [{lies}] {self.detail}")


# A matrix product with a relu: a call of a few ms on one thread, one 1 MiB output of 1 chunk.
MATMUL = Graph({"in_0": (256, 512), "in_1": (512, 1024)}, lambda x: (torch.relu(x["in_0"] @ x["in_1"]),))


def run_case(name: str, strategy: Callable[[View], bool] | None, graph: Graph = MATMUL, trials: int = TRIALS,
             retries: int = 3, guarded: bool = True) -> Outcome:
    """Both sides of ``graph`` through the product's ``pipeline._drive`` (CUDA's path), ``_trial_checks`` and
    ``measure_with_retries``; the compiled side honest where ``strategy`` is None, else a liar playing it. Wall
    clock, one torch thread."""
    clock = time.perf_counter
    states: list[LiarState] = []
    eager = Child(graph, graph.call, clock)
    compiled = Child(graph, graph.call, clock)
    judged_eager, judged_compiled = eager.judged(), compiled.judged()
    run = stand_in_run(trials)
    run.device_lock = SimpleNamespace(alone=_nothing)
    run.sandboxes = SimpleNamespace(others_stopped=lambda child: _nothing(SimpleNamespace(broke=None)))
    run.result, run.reference, run.left_work = SimpleNamespace(turns=[]), None, None
    checks, state = [], {}

    def check(reply):
        return reply

    def time_compiled() -> measure.SideTiming:
        if strategy is not None:
            states.append(LiarState(strategy))
            for method, handler in liar_handlers(states[-1]).items():
                setattr(compiled.side, method, handler.__get__(compiled.side))
        state["compiled"] = pipeline._drive(run, compiled, check, judged_compiled, pipeline._new_trials(run))
        return state["compiled"].timing

    def time_eager() -> measure.SideTiming:
        done = pipeline._drive(run, eager, check, judged_eager, state["compiled"])
        checks.append(pipeline._trial_checks(SimpleNamespace(eager_out=judged_eager), state["compiled"], done,
                                             BASELINE_LEVEL))
        return done.timing

    previous = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        measurement = measure.measure_with_retries(time_compiled, time_eager, retries, guarded=guarded)
    except pipeline.Stop as stop:
        return Outcome(name, stop.status, 0.0, [s.lies for s in states], str(stop)[:160])
    finally:
        torch.set_num_threads(previous)
    convicting = [finding for c in checks for finding in c.convicting(BASELINE_LEVEL)]
    scored = measurement.scored
    if measurement.false_claim or convicting:
        status = Status.CHEAT_DETECTED
    elif scored is None:
        status = Status.FLUCTUATION
    else:
        status = Status.CORRECT
    speedup = (measurement.speedups()["e2e"] or 0.0) if scored else 0.0
    attempts = "; ".join(f"claim {a.clock.claimed_ms:.2f} bound {a.clock.bound_ms:.2f} h {a.clock.overhead_ms:.2f}"
                         f"{' (' + a.fired[:40] + ')' if a.fired else ''}"
                         for a in measurement.attempts if a.clock is not None)
    claimed = scored.clock.claimed_ms if scored is not None and scored.clock is not None else 0.0
    return Outcome(name, status, speedup, [s.lies for s in states], f"[{attempts}] {convicting[:1]}", claimed,
                   statistics.median(compiled.side.timer.calls))


def described_median_spread(times: int = 100, subsets: int = 2000, side: int = 2048) -> dict:
    """How far the median of eager's description time over the DESCRIBED trials strays from the median over all
    ``times`` (what a conviction's allowance counted before 0f13c50b): ``fingerprint.trial_description`` of a
    ``side`` x ``side`` float32 output timed ``times`` times (wall, fresh values each), then the median of
    ``subsets`` random DESCRIBED-subsets of them against the whole median: its 1st and 5th percentiles."""
    staging, ms = fingerprint.Staging(), []
    for seed in range(times):
        output = torch.randn(side, side)
        started = time.perf_counter()
        fingerprint.trial_description((output,), [[0, 1]], seed, staging)
        ms.append((time.perf_counter() - started) * 1000)
    whole = statistics.median(ms)
    medians = sorted(statistics.median(random.sample(ms, pipeline.DESCRIBED)) / whole for _ in range(subsets))
    return {"whole_median_ms": round(whole, 2), "spread": round((max(ms) - min(ms)) / whole, 2),
            "p1": round(medians[subsets // 100], 3), "p5": round(medians[subsets // 20], 3)}


class _nothing:
    """A context manager that does nothing, yielding ``value``."""

    def __init__(self, value=None):
        self.value = value

    def __enter__(self):
        return self.value

    def __exit__(self, *exc):
        return False


CASES: dict[str, Callable[[View], bool] | None] = {
    "honest": None,
    "after_last_audit": STRATEGIES["after_last_audit"],
    "after_last_description": STRATEGIES["after_last_description"],
    "half_liar": lambda view: random.random() < 0.6,
}


if __name__ == "__main__":
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    print(f"best escape (lying on {NEEDED} of {TRIALS}, {pipeline.AUDITS} audits): 1 in {1 / best_escape():,.0f}")
    print(plan_shape(runs), description_leak(runs // 10), flush=True)
    for name in STRATEGIES:
        print(escape(name, runs), flush=True)
    for name in sys.argv[2:] or CASES:
        print(run_case(name, CASES[name]).line(), flush=True)
