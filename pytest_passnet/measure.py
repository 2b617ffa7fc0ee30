"""Timing: PassBench's trial sequence and statistics (``docs/protocol.md`` section 10), its
fluctuation guard, re-measuring when the guard fires, and a kernel-level device time that
leaves host launch overhead out.

Each trial: synchronise, host clock, start event, call, end event, synchronise; e2e is
the host interval, gpu the event interval. Warm L2, no CUDA graphs in the protocol's
numbers; graphs only serve the separate kernel-level view.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

FLUCTUATION_ENV = "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD"
STAT_KEYS = ("median", "iqr", "mean", "std", "min", "max")
SERIES = ("e2e", "gpu")  # PassBench checks them in this order
LAUNCH_BOUND_SHARE = 0.5  # host overhead above this share of e2e: the call is launch-bound


# ---------------------------------------------------------------- statistics


def _six_significant(value: float) -> float:
    return float(f"{value:.6g}")


def stats(samples_ms: list[float]) -> dict[str, float]:
    """median, iqr (p75 - p25, linear), mean, population std, min, max; 6 significant digits."""
    values = np.asarray(samples_ms, dtype=np.float64)
    p25, p50, p75 = np.percentile(values, [25, 50, 75])
    raw = {
        "median": p50,
        "iqr": p75 - p25,
        "mean": values.mean(),
        "std": values.std(),
        "min": values.min(),
        "max": values.max(),
    }
    return {k: _six_significant(float(raw[k])) for k in STAT_KEYS}


def speedup(eager: dict | None, compiled: dict | None) -> float | None:
    """eager median / compiled median of the rounded stats, kept to PassBench's 5 printed decimals.

    Also the kernel-level speedup: pass ``{"median": KernelTime.ms}`` for each side.
    """
    if not eager or not compiled or eager["median"] <= 0 or compiled["median"] <= 0:
        return None
    return float(f"{eager['median'] / compiled['median']:.5f}")


# ---------------------------------------------------------------- one side's timing


@dataclass(frozen=True)
class SideTiming:
    """The trial times of one side, in ms; gpu only on CUDA. e2e and gpu are what the side's child
    claims; ``spans_ms``, where the trusted side drove the trials one by one, what the trusted
    side's own clock saw per trial until its answer came: from continuing the child, held stopped
    while its inputs were written and the trial sent (CPU), or from sending the trial (CUDA);
    ``described_ms``, the exchange that describes each trial's outputs after its span (``described_elsewhere``: in
    a permuted order that is not its digests', the compiled side's); ``held_ms`` (CPU), the part of each span
    the trusted side spent on its hold: continuing the held child (its SIGCONT round) and, after its answer, stopping
    it until every thread stood stopped."""

    e2e_ms: list[float]
    gpu_ms: list[float] | None = None
    spans_ms: list[float] | None = None
    described_ms: list[float] | None = None
    held_ms: list[float] | None = None
    described_elsewhere: bool = False

    def summary(self) -> dict[str, dict[str, float] | None]:
        return {"e2e": stats(self.e2e_ms), "gpu": stats(self.gpu_ms) if self.gpu_ms else None}


# ---------------------------------------------------------------- the trusted clock

# Per trial, the trusted side sees more time pass than the child claims for the call: the round
# trip, the outputs' digests, and on CUDA the child's fill of the fresh inputs on the device (the
# trial's overhead; on the CPU the trusted side writes the inputs before the span starts). Both
# sides run the same loop on inputs and outputs of the same shapes, so a compiled trial's overhead
# may exceed the eager side's median by this share and margin before the excess counts as time
# spent on the call. Two children running identical code differ by up to 20 % in their median
# overhead on this project's shared 2-core CPU machine (eager against eager,
# tests/benchmarks/trial_round_trip.py), and the pass's child, larger after compiling, by up to
# 40 %: hence 0.5 on CPU. On CUDA, where small calls make the slack matter, 0.25, to be confirmed
# on the GPU host with the same benchmark.
OVERHEAD_SLACK = {"cpu": 0.5, "cuda": 0.25}
OVERHEAD_MARGIN_MS = 0.02
# Where the slack leaves too little of a short call to bound (small calls on CUDA: tens of us
# against a trial overhead of hundreds), the compiled median is no less than a share of the trusted
# side's own estimate of it (the median span less the eager side's overhead per trial): a pass that
# lies about such calls gains at most the share's inverse, and an honest one is raised only where
# its trials' overhead exceeds the eager side's by more than (1 / share - 1) times its call. The
# estimate's error is the two children's difference in overhead, which may be systematic (the pass's
# child is the larger) and must be left to honest calls of tens of us: a half.
UNRESOLVED_SHARE = 0.5
# A claimed median that the trusted clock raises this many times over, and by more than this many
# times what the bound lets pass as noise, is a false claim; an attempt with one is measured again,
# and a claim false on the last attempt is a verdict. A smaller raise is only ever a score
# adjustment. On the loaded CPU machine (load 8 on 2 cores) one child's median overhead was up to
# 4.3 times the other's for several attempts in a row, and an honest 18 ms Triton-interpreter call
# was raised 1.8x once in four attempts: hence 3 on CPU. Four (eight on CUDA) allowances are twice
# the eager side's overhead per trial.
FALSE_CLAIM_FACTOR = {"cpu": 3.0, "cuda": 1.5}
FALSE_CLAIM_ALLOWANCES = {"cpu": 4.0, "cuda": 8.0}
# The allowances a conviction needs are counted on eager's whole answer per trial, the description after the
# span included (``ClockBound.conviction_allowance_ms``), as they were while it was inside the span: since it
# left (b55ffe2c) h is mostly the digests, and what a child's digests cost beyond the reference child's for its
# outputs' layout (one copy of an output that is not contiguous, 2.5-6.5x the reference's hash where eager's
# is contiguous, red team round 24a) convicted an honest pass returning a permuted view in 5 of 5 runs. The
# bound still uses h alone. Where eager described in a permuted order of the compiled side's rather than its own
# (round 24a's fix), the description counts for no more than h: a pass may choose that order to cost eager a copy of
# every output (red team round 25b: outputs' dimensions reversed took eager's description of 64 MiB from 58 to 148
# ms, and escaped the conviction of a thousandth claimed). Not where the compiled side's order is the logical one (an
# output with gaps, which it copies inside its span): capped there, the cushion convicted honest passes (rounds 25c
# and 25d: float16 and bool, eager's output contiguous or a dense permuted view such as attention's k^T).
# Nor is a raise convicted that the pass's own hold explains: on the CPU each span starts before the trusted side
# continues the held child, one ``kill`` a process, each waking all its threads, and ends once every thread stands
# stopped again after the answer, so a pass's tree of idle helpers lengthens its spans beyond the reference child's
# (red team round 24b: 32 processes of 8 threads 1.55 ms a trial, 48 of 24 7.5 ms, against 0.26; round 26a: the stop
# after the answer, 5-7.6 ms for 48 of 24). That work is timed on both sides (``SideTiming.held_ms``); its median
# excess is left out of a conviction's raise, and stays in the bound: the pass keeps the cost of its tree, as of any
# work it chose.
# A load that slows every eager trial of one attempt by as much as the call hides a lie from that
# attempt's clock (CI: eager's overhead 64 ms a trial against 0.9 ms in the attempt before, which had
# rejected a 1000x lie about a 200 ms call; the second attempt raised it to 107 ms only). After a
# rejected attempt, one whose eager loop ran this many times slower, and whose clock still raised the
# claim over ``FALSE_CLAIM_FACTOR`` times, is measured again, not scored, unless it is the last. No
# bound is carried (round 12b). A load on eager's loop as long as the call still hides a lie fully
# from that attempt's clock: nothing then tells it from an honest pass whose own loop is the slower.
SLOWED_LOOP_FACTOR = 4.0
TRUSTED_CLOCK = "[passnet trusted clock]"
SLOWED_LOOP = f"{TRUSTED_CLOCK} slowed eager loop:"
# The estimate assumes the two children's answers to a trial cost alike: the pass's child answers its own
# trials, and one that answers for less than the reference child (red team round 21a: the sketch and the
# overlap look left out, or contiguous outputs where eager's are views) moves the estimate down by what it
# saves. Where that exceeded the call, the estimate fell below zero and any claim stood (a claim of 1/1000 of
# a 0.2-0.35 s call, estimates of -30 to -344 ms, scored at the claim, no flag). The span now holds only the
# chunks' digests (``fingerprint.trial_digests``, about the same cost whatever the outputs' values or layout;
# the description comes after it, red team round 22a), but a child may still hash faster than the reference
# child does. So the clock never takes an estimate below zero for a licence: one below
# minus the allowance (the compiled trials took less than eager's overhead per trial alone, by more than the
# noise between two children's overheads) means the clock saw none of the call; such an attempt is measured
# again while attempts are left, and the last is scored no faster than the eager side (its median: no
# speedup credited), flagged. One within the allowance of zero is a call below what the clock resolves
# (docs/trust.md section 7): its claim stands, flagged as unverified. A liar that saves its call's worth on its
# answer and pads the rest lands there too: the bound is only as good as the answer's cost is the same on
# both sides.
UNSEEN_CALL = f"{TRUSTED_CLOCK} call not seen:"
RETRIES = "[passnet retries]"


@dataclass(frozen=True)
class ClockBound:
    """Both sides' series as scored after the trusted clock's bound, and what it changed."""

    compiled: SideTiming  # the claims, shifted up where the trusted clock's bound is more
    eager: SideTiming  # each trial: its claim, or what the trusted side saw pass where that is less
    claimed_ms: float  # the compiled side's claimed e2e median
    bound_ms: float  # its median as scored: the claim, or the least the trusted clock allows where more
    overhead_ms: float  # the eager side's median overhead per trial (span - claim)
    estimate_ms: float  # the trusted side's own estimate of the call: net median span less eager's overhead
    allowance_ms: float  # how far below the estimate a claim stands as noise
    device: str
    unresolved: bool = False  # the bound is the estimate's share: the allowance leaves too little of the call
    gpu_claimed_ms: float | None = None
    gpu_bound_ms: float | None = None
    eager_cut: int = 0  # eager trials that claimed more than the trusted side saw pass
    conviction_allowance_ms: float = 0.0  # the allowance with eager's description per trial in h (at least allowance_ms)
    held_excess_ms: float = 0.0  # the compiled side's median hold work in a span less the eager side's (CPU, not below 0)

    @property
    def false_claim(self) -> bool:
        """A raise too large for noise. Not where the clock saw none of the call (``unseen``): that raise is no
        measurement of the call."""
        raised = self.bound_ms - self.claimed_ms - self.held_excess_ms
        allowance = max(self.allowance_ms, self.conviction_allowance_ms)
        return self.raised_far and not self.unseen and raised > FALSE_CLAIM_ALLOWANCES[self.device] * allowance

    @property
    def unseen(self) -> bool:
        """The compiled trials took less time than the eager side's overhead per trial alone, by more than the
        allowance: the trusted clock saw none of the call (``UNSEEN_CALL``)."""
        return self.estimate_ms < -self.allowance_ms

    @property
    def eager_ms(self) -> float:
        """The eager side's median as scored."""
        return _median(self.eager.e2e_ms)

    @property
    def raised_far(self) -> bool:
        """The bound is over ``FALSE_CLAIM_FACTOR`` times the claim: a false claim where the noise
        allowed cannot explain the raise."""
        return self.bound_ms > FALSE_CLAIM_FACTOR[self.device] * self.claimed_ms + OVERHEAD_MARGIN_MS

    def flags(self) -> list[str]:
        flags = []
        if self.unseen and self.bound_ms > self.claimed_ms:
            flags.append(f"{TRUSTED_CLOCK} the compiled side's trials took {-self.estimate_ms:.3f} ms less than the eager "
                         f"side's overhead per trial alone ({self.overhead_ms:.3f} ms; {self.allowance_ms:.3f} ms allowed "
                         "as noise), so the trusted clock saw none of its call: its child answered each trial for less "
                         "than the reference child answers the same outputs, or the load fell between the two sides' "
                         f"trials. Its claimed median of {self.claimed_ms * 1000:.1f} us per call is not credited: scored "
                         f"as the eager side's median, {self.bound_ms * 1000:.1f} us (no speedup)")
        elif self.bound_ms > self.claimed_ms:
            why = (f"the call is too short to resolve against the trials' overhead of {self.overhead_ms * 1000:.1f} us: "
                   f"no less than a share of the trusted side's own estimate, "
                   f"{self.estimate_ms * 1000:.1f} us" if self.unresolved
                   else "its trials took that much longer than the eager side's identical loop")
            flags.append(f"{TRUSTED_CLOCK} the compiled side claimed a median of {self.claimed_ms * 1000:.1f} us per "
                         f"call; the trusted side's clock allows no less than {self.bound_ms * 1000:.1f} us ({why}): "
                         f"scored as {self.bound_ms * 1000:.1f} us")
        elif self.estimate_ms <= 0 and self.claimed_ms < self.eager_ms:
            flags.append(f"{TRUSTED_CLOCK} the compiled call is too short for the trusted clock to see: its trials took "
                         f"no longer than the eager side's overhead per trial ({self.overhead_ms * 1000:.1f} us), within "
                         f"the noise allowed ({self.allowance_ms * 1000:.1f} us): its claimed median of "
                         f"{self.claimed_ms * 1000:.1f} us per call stands, unverified")
        if self.gpu_bound_ms is not None and self.gpu_bound_ms > self.gpu_claimed_ms:
            flags.append(f"{TRUSTED_CLOCK} the compiled side's gpu median of {self.gpu_claimed_ms * 1000:.1f} us is "
                         f"less than its e2e time allows ({self.gpu_bound_ms * 1000:.1f} us): scored as the latter")
        if self.eager_cut:
            flags.append(f"{TRUSTED_CLOCK} {self.eager_cut} eager trials claimed more time than the trusted side saw "
                         "pass: scored as what it saw")
        return flags

    def finding(self) -> str | None:
        if not self.false_claim:
            return None
        return (f"{TRUSTED_CLOCK} the compiled side claimed a median of {self.claimed_ms * 1000:.1f} us per call, but "
                f"the trusted side's clock shows at least {self.bound_ms * 1000:.1f} us "
                f"({self.bound_ms / max(self.claimed_ms, 1e-9):.1f}x): the child's clocks do not tell the truth")


def _median(values) -> float:
    return float(np.median(np.asarray(values, dtype=np.float64)))


def _at_least(claimed: float, estimate: float, allowance: float, share: float) -> float:
    return max(claimed, estimate - allowance, estimate * share)


def bound_by_trusted_clock(compiled: SideTiming, eager: SideTiming) -> ClockBound:
    """The scored series where each side's trials were also timed by the trusted side (CUDA where
    they come with a gpu series).

    The eager side's overhead per trial, h = median(span - claim), calibrates the loop. The trusted
    side's estimate of the compiled call is the median of its spans less h; the claimed median may
    not be less than the estimate less h slack and the margin, nor than a share of the estimate
    (``UNRESOLVED_SHARE``), nor, where the estimate is below minus that allowance
    (``UNSEEN_CALL``), than the eager side's median; a claim below the bound shifts its series up to it.
    The gpu median may not be less than the (bounded) e2e median less the eager side's median e2e - gpu,
    with as much slack, nor that share of it. Medians over the trials:
    an honest trial merely preempted outside its interval moves nothing, and a pass gains only by
    lying on more than half of them. A trial of either side counts for no more than the trusted side saw
    pass (a reference child that overstated eager would raise every speedup; a compiled claim of a
    float's largest value overflowed the run's pooled score, round 39b).
    """
    device = "cuda" if compiled.gpu_ms else "cpu"
    slack = OVERHEAD_SLACK[device]
    eager_e2e = [min(claim, span) for claim, span in zip(eager.e2e_ms, eager.spans_ms)]
    cut = sum(claim > span for claim, span in zip(eager.e2e_ms, eager.spans_ms))
    eager_gpu = [min(g, e) for g, e in zip(eager.gpu_ms, eager_e2e)] if eager.gpu_ms else None
    overhead = _median([span - claim for span, claim in zip(eager.spans_ms, eager_e2e)])
    described = _median(eager.described_ms) if eager.described_ms else 0.0
    held_excess = max(0.0, _median(compiled.held_ms) - _median(eager.held_ms)) if (
        compiled.held_ms and eager.held_ms) else 0.0
    eager = replace(eager, e2e_ms=eager_e2e, gpu_ms=eager_gpu)
    compiled_e2e = [min(claim, span) for claim, span in zip(compiled.e2e_ms, compiled.spans_ms)]
    compiled = replace(compiled, e2e_ms=compiled_e2e,
                       gpu_ms=[min(g, e) for g, e in zip(compiled.gpu_ms, compiled_e2e)] if compiled.gpu_ms else None)
    allowance = max(0.0, overhead) * slack + OVERHEAD_MARGIN_MS
    if eager.described_elsewhere:
        described = min(described, max(0.0, overhead))
    conviction_allowance = max(0.0, overhead + described) * slack + OVERHEAD_MARGIN_MS
    estimate = _median(compiled.spans_ms) - overhead
    claimed = _median(compiled.e2e_ms)
    bound = _at_least(claimed, estimate, allowance, UNRESOLVED_SHARE)
    if estimate < -allowance:  # the clock saw none of the call (``UNSEEN_CALL``): no speedup credited
        bound = max(bound, _median(eager_e2e))
    e2e = [t + bound - claimed for t in compiled.e2e_ms] if bound > claimed else compiled.e2e_ms
    gpu, gpu_claimed, gpu_bound = compiled.gpu_ms, None, None
    if compiled.gpu_ms and eager_gpu:
        host = _median([e - g for e, g in zip(eager_e2e, eager_gpu)])
        gpu_claimed = _median(compiled.gpu_ms)
        gpu_bound = _at_least(gpu_claimed, bound - host, host * slack + OVERHEAD_MARGIN_MS, UNRESOLVED_SHARE)
        gpu = [t + gpu_bound - gpu_claimed for t in compiled.gpu_ms] if gpu_bound > gpu_claimed else compiled.gpu_ms
    unresolved = claimed < bound > estimate - allowance
    return ClockBound(replace(compiled, e2e_ms=e2e, gpu_ms=gpu), eager, claimed, bound, overhead, estimate, allowance,
                      device, unresolved, gpu_claimed, gpu_bound, cut, conviction_allowance, held_excess)


def kernel_floor_ms(output_bytes: int, bandwidth: float | None) -> float | None:
    """The least device time a call that writes ``output_bytes`` can take at peak bandwidth."""
    return output_bytes / bandwidth * 1000 if bandwidth else None


# ---------------------------------------------------------------- the fluctuation guard


def fluctuation_threshold() -> float:
    return float(os.environ.get(FLUCTUATION_ENV) or "0.2")


def _spread(series_stats: dict[str, float]) -> float | None:
    """IQR / median, or None where the median is not positive (PassBench skips those)."""
    return series_stats["iqr"] / series_stats["median"] if series_stats["median"] > 0 else None


def _fired_series(summary: dict[str, dict | None], threshold: float) -> str | None:
    for series in SERIES:
        series_stats = summary.get(series)
        spread = _spread(series_stats) if series_stats else None
        if spread is not None and spread > threshold:
            return series
    return None


def fluctuation(summary: dict[str, dict | None], threshold: float | None = None) -> str | None:
    """Which series of one side's summary trips PassBench's guard and why, e.g.
    ``"e2e IQR/median = 23.4% (threshold: 20%)"``; None when every series is steady.

    Strictly greater than the threshold fires, as in PassBench; e2e is checked before gpu.
    """
    threshold = fluctuation_threshold() if threshold is None else threshold
    series = _fired_series(summary, threshold)
    if series is None:
        return None
    return f"{series} IQR/median = {_spread(summary[series]):.1%} (threshold: {threshold:.0%})"


def passbench_fluctuation_text(series: str, samples_ms: list[float], series_stats: dict[str, float]) -> str:
    """PassBench's four-line message for a series that fired (its RuntimeError text)."""
    return (
        "Environment fluctuation detected.\n"
        f"  IQR/median = {_spread(series_stats):.1%} (threshold: {fluctuation_threshold():.0%}) in the {series} series\n"
        f"  Raw times (ms): {[round(s, 5) for s in samples_ms]}\n"
        "Please re-run the evaluation."
    )


# ---------------------------------------------------------------- re-measuring


@dataclass(frozen=True)
class Attempt:
    """Both sides timed once, compiled first. ``eager`` is None when the compiled side
    already fluctuated: PassBench stops there, and a retry re-times both sides anyway."""

    compiled: SideTiming
    eager: SideTiming | None
    fired: str | None  # e.g. "compiled e2e IQR/median = 23.4% (threshold: 20%)"; None: steady
    clock: ClockBound | None = None  # where the trusted side timed the trials too: what its clock changed

    @property
    def steady(self) -> bool:
        return self.fired is None

    @property
    def false_claim(self) -> bool:
        """Whether the trusted clock, not the fluctuation guard, rejected the attempt."""
        return self.fired is not None and self.clock is not None and self.fired == self.clock.finding()

    @property
    def compiled_fluctuated(self) -> bool:
        """Whether the compiled side's own series voided it (eager was not timed): the child's claims can."""
        return self.eager is None

    @property
    def slowed_loop(self) -> bool:
        """Whether it was measured again because its eager loop ran slow (``SLOWED_LOOP_FACTOR``)."""
        return self.fired is not None and self.fired.startswith(SLOWED_LOOP)

    @property
    def unseen(self) -> bool:
        """Whether it was measured again because the trusted clock saw none of the call (``UNSEEN_CALL``)."""
        return self.fired is not None and self.fired.startswith(UNSEEN_CALL)

    def record(self) -> dict:
        """The report's view: medians and IQRs per side and series, and what fired."""

        def brief(timing: SideTiming | None) -> dict | None:
            if timing is None:
                return None
            return {
                series: {"median": s["median"], "iqr": s["iqr"]} if s else None
                for series, s in timing.summary().items()
            }

        record = {"compiled": brief(self.compiled), "eager": brief(self.eager), "fired": self.fired}
        if self.clock is not None:
            clock = self.clock
            record["trusted_clock"] = {key: _six_significant(getattr(clock, key)) for key in
                                       ("claimed_ms", "bound_ms", "overhead_ms", "estimate_ms", "allowance_ms")}
        return record

    def passbench_text(self) -> str:
        """PassBench's message for the side and series that fired ("compiled timing: ..."), or the
        trusted clock's."""
        if self.fired.startswith(TRUSTED_CLOCK):
            return self.fired
        side, timing = ("compiled", self.compiled) if self.eager is None else ("eager", self.eager)
        series = _fired_series(timing.summary(), fluctuation_threshold())
        raw = timing.e2e_ms if series == "e2e" else timing.gpu_ms
        return f"{side} timing: {passbench_fluctuation_text(f'{side} {series}', raw, stats(raw))}"


@dataclass(frozen=True)
class Measurement:
    """Every attempt at timing a variant, in order; the first steady one is scored."""

    attempts: list[Attempt]

    @property
    def scored(self) -> Attempt | None:
        return next((a for a in self.attempts if a.steady), None)

    @property
    def fluctuated(self) -> bool:
        return self.scored is None

    @property
    def false_claim(self) -> bool:
        """No steady attempt, and the trusted clock rejected the last: the claims were false each time
        they were measured again, not noise."""
        return self.fluctuated and self.attempts[-1].false_claim

    def rejections(self) -> list[str]:
        """A flag where the trusted clock rejected attempts before the scored one, or saw none of the call in
        them. Each attempt is judged on its own (one in which eager's loop ran quick must not convict an honest
        pass later), so a pass may lie until an attempt it tells the truth in, and is scored on that: not
        silently. So too where the compiled side's own series voided attempts: a child that claims spread times
        in the attempts it ran slow in is scored on one it ran fast in (red team round 58a's SILENT_RETRIES)."""
        scored = self.scored
        if scored is None:
            return []
        where = f"; scored on attempt {self.attempts.index(scored) + 1}"
        voided = sum(a.compiled_fluctuated for a in self.attempts)
        flags = [f"{RETRIES} {voided} of the {len(self.attempts)} attempts were voided by the compiled side's own "
                 f"fluctuation (the times its child claimed spread: the host's noise, or the pass's doing){where}"] if voided else []
        return self._clock_rejections(where) + flags

    def _clock_rejections(self, where: str) -> list[str]:
        rejected = [a.clock for a in self.attempts if a.false_claim]
        unseen = sum(a.unseen for a in self.attempts)
        if not (rejected or unseen):
            return []
        if not rejected:
            return [f"{TRUSTED_CLOCK} {unseen} of the {len(self.attempts)} attempts were measured again: the trusted "
                    "clock saw none of the compiled call in them (its trials took less time than the eager side's "
                    f"overhead per trial alone){where}"]
        seen = ", ".join(f"{c.bound_ms / max(c.claimed_ms, 1e-9):.1f}x" for c in rejected)
        slowed = sum(a.slowed_loop for a in self.attempts)
        again = f"; {slowed} measured again, their eager loop slow" if slowed else ""
        again += f"; {unseen} measured again, the call not seen" if unseen else ""
        return [f"{TRUSTED_CLOCK} {len(rejected)} of the {len(self.attempts)} attempts were rejected: the trusted "
                f"clock saw {seen} what the compiled side claimed (claims it could not have made, or the eager side's "
                f"loop quick in that attempt){again}{where}"]

    def timing(self) -> dict[str, dict | None]:
        """Each side's summary (the result's ``timing``) from the scored attempt; None sides without one."""
        scored = self.scored
        if scored is None:
            return {"eager": None, "compiled": None}
        return {"eager": scored.eager.summary(), "compiled": scored.compiled.summary()}

    def speedups(self) -> dict[str, float | None]:
        """e2e and gpu speedups of the scored attempt, PassBench's way (``speedup``)."""
        timing = self.timing()
        eager, compiled = timing["eager"] or {}, timing["compiled"] or {}
        return {series: speedup(eager.get(series), compiled.get(series)) for series in SERIES}

    def failure_message(self) -> str:
        """For a variant without a steady attempt: PassBench's text for the last one (or the trusted clock's)."""
        last = self.attempts[-1].passbench_text()
        if len(self.attempts) == 1:
            return last
        return f"all {len(self.attempts)} attempts {'were rejected' if self.false_claim else 'fluctuated'}; the last: {last}"


def _slowed_loop(clock: ClockBound, rejected: list[ClockBound]) -> str | None:
    """Why a steady attempt after rejected ones is measured again: its eager loop's overhead many
    times theirs, and its clock still raised the claim far. Not where it raised nothing: an honest
    pass rejected where eager's loop ran quick looks just so in the attempt that clears it, and
    voiding that one could convict it on the last (round 20a)."""
    quickest = min((c.overhead_ms for c in rejected), default=math.inf)
    if not clock.raised_far or clock.overhead_ms <= SLOWED_LOOP_FACTOR * max(quickest, 0.0) + OVERHEAD_MARGIN_MS:
        return None
    return (f"{SLOWED_LOOP} {clock.overhead_ms:.3f} ms of overhead a trial against {quickest:.3f} ms in an attempt "
            "the trusted clock rejected")


def _unseen_call(clock: ClockBound) -> str | None:
    """Why a steady attempt is measured again where the trusted clock saw none of the call (``UNSEEN_CALL``):
    the compiled trials took less time than the eager side's overhead per trial alone, beyond the noise."""
    if not clock.unseen:
        return None
    return (f"{UNSEEN_CALL} the compiled side's trials took {-clock.estimate_ms:.3f} ms less than the eager side's "
            f"overhead per trial alone ({clock.overhead_ms:.3f} ms; {clock.allowance_ms:.3f} ms allowed as noise)")


def measure_with_retries(
    time_compiled: Callable[[], SideTiming],
    time_eager: Callable[[], SideTiming],
    retries: int,
    guarded: bool = True,
) -> Measurement:
    """Time the compiled side, then the eager side, until an attempt passes the guard,
    at most ``1 + retries`` attempts. Each ``time_*`` does a fresh warm-up and its trials
    (``measure_side``). ``retries=0`` is PassBench's single shot: the compiled side's
    fluctuation stops the attempt before eager runs. Unguarded (CPU): no fluctuation guard.
    Where both sides come with the trusted side's spans, the attempt is scored as the trusted
    clock bounds it (``bound_by_trusted_clock``), and one whose claims it finds false is measured
    again, guarded or not, as is one after it whose eager loop ran slow (``_slowed_loop``) and one in
    which it saw none of the call (``_unseen_call``), while attempts are left.
    """
    threshold = fluctuation_threshold()
    attempts: list[Attempt] = []
    for left in reversed(range(1 + retries)):
        compiled = time_compiled()
        fired = fluctuation(compiled.summary(), threshold) if guarded else None
        if fired:
            attempts.append(Attempt(compiled, None, f"compiled {fired}"))
            continue
        eager = time_eager()
        clock = bound_by_trusted_clock(compiled, eager) if compiled.spans_ms and eager.spans_ms else None
        if clock is not None:
            compiled, eager = clock.compiled, clock.eager
        # The clock's finding first: eager's fluctuation in the same attempt voids it too, but must not turn a false
        # claim into noise (red team round 58a's FLUCT_MASKS_CONVICTION: a lie on the last attempt was `fluctuation`).
        fired = (clock.finding() if clock is not None else None) or (
            f"eager {said}" if guarded and (said := fluctuation(eager.summary(), threshold)) else None)
        if not fired and left and clock is not None:
            fired = _slowed_loop(clock, [a.clock for a in attempts if a.false_claim]) or _unseen_call(clock)
        attempts.append(Attempt(compiled, eager, fired, clock))
        if not fired:
            break
    return Measurement(attempts)


# ---------------------------------------------------------------- kernel-level time


def host_overhead_share(e2e_ms: float, kernel_ms: float) -> float:
    """The part of an e2e time the device was not busy with the call's kernels (0..1)."""
    if e2e_ms <= 0:
        return 0.0
    return min(1.0, max(0.0, (e2e_ms - kernel_ms) / e2e_ms))


def launch_bound(e2e_ms: float | None, kernel_ms: float | None) -> bool | None:
    """Host overhead is more than half of e2e; None where either time is missing."""
    if e2e_ms is None or kernel_ms is None:
        return None
    return host_overhead_share(e2e_ms, kernel_ms) > LAUNCH_BOUND_SHARE
