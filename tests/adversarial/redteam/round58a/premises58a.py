"""Round 58a's premises (target c600e16b): ``PYTHONPATH=. python tests/adversarial/redteam/round58a/premises58a.py
[name ...]`` prints one JSON line per premise. All in process, with the product's own functions (``measure.
measure_with_retries``, ``measure.bound_by_trusted_clock``, ``pipeline.time_both_sides``, ``pipeline._new_trials``) fed
scripted per-trial claims and trusted spans: the numbers a child's answers and the trusted clock would give. No sandbox,
no plugin run (``plugin58a`` has those); under a second each.

- ``fluct_masks``: CUDA's guard (``guarded``: ``--passnet-device cuda``, ``--passnet-score-on e2e``). A compiled side that
  claims a thousandth of its call on every trial, and an eager series whose IQR/median passes 20 % in the same attempt:
  ``measure_with_retries`` records the attempt as eager's fluctuation (``measure.py:478``, the eager guard's text wins
  over ``clock.finding()``), so ``Attempt.false_claim`` (``measure.py:335``, a string compare with the finding) is False:
  on the last attempt ``time_both_sides`` gives ``fluctuation``, not ``cheat_detected``; on an earlier one the rejection
  is no rejection (``Measurement.rejections``: no flag) and does not count as the quick attempt ``_slowed_loop`` reads.
- ``silent_retries``: CUDA's guard again. The compiled side's own claims are the child's word, and the fluctuation
  guard reads them raw (``measure.py:471``, before the clock's bound): a child that claims a spread series on the
  attempts it does not want has them measured again with no flag at all (``rejections`` counts only the clock's
  rejections and unseen calls), and their trials are never checked against eager's (``pipeline._time_eager`` alone
  appends ``_trial_checks``). ``shop`` simulates 400 variants whose attempts fall in independent host regimes
  (lognormal, sigma 0.15, each side) with every trial's claim honest: a child that fluctuates whenever its own median
  is above its honest call and attempts are left scores a higher mean speedup than its honest twin, unflagged.
- ``cpu_shop``: the same shopping on the CPU (no guard): the only way to void an attempt is a false claim, which the
  trusted clock rejects and ``rejections`` flags on every shopped variant (held: flagged, as round 12b left it).
- ``audit_plan``: ``pipeline._new_trials`` per attempt (fresh secret seeds, described and audited picks) and what a
  ``protocol.Trial`` tells the child (its seed and written inputs): no audit is named before its trial's answer, and no
  attempt's picks repeat another's (held).
"""

from __future__ import annotations

import json
import math
import sys
from contextlib import contextmanager
from types import SimpleNamespace

import numpy as np

from pytest_passnet import measure, pipeline, protocol
from pytest_passnet.measure import SideTiming

TRIALS = 100  # CUDA's count
H_MS = 0.3  # the trial's overhead beyond the call (the answer), alike on both sides
EAGER_MS = 0.9
LIAR_CALL_MS = 3.0  # the liar's real call (slower than eager), claimed as 1/1000 of it


def _noise(rng, n, scale=0.005):
    return rng.normal(0.0, scale, n)


def side(calls, rng, h_ms=H_MS, claim_factor=1.0) -> SideTiming:
    """A CUDA side's timing: each trial's claim (its call times ``claim_factor``: 1 for the truth), gpu a tenth less,
    the trusted span the call plus the overhead."""
    calls = np.asarray(calls, dtype=float)
    claims = np.maximum(calls * claim_factor, 1e-6)
    spans = calls + h_ms + np.abs(_noise(rng, len(calls)))
    return SideTiming(list(claims), list(claims * 0.9), list(spans))


def steady(call_ms, rng, n=TRIALS):
    return call_ms + np.abs(_noise(rng, n))


def spread(call_ms, rng, n=TRIALS):
    """A series whose IQR/median is over 20 %: half the trials at the call, half at 1.7 times it."""
    calls = steady(call_ms, rng, n)
    calls[::2] *= 1.7
    return calls


@contextmanager
def _scripted(compiled, eager):
    """``pipeline._time_compiled`` / ``_time_eager`` answering the scripted attempts in turn."""
    saved = pipeline._time_compiled, pipeline._time_eager
    compiled, eager = iter(compiled), iter(eager)
    pipeline._time_compiled = lambda run: next(compiled)
    pipeline._time_eager = lambda run: next(eager)
    try:
        yield
    finally:
        pipeline._time_compiled, pipeline._time_eager = saved


def verdict_of(compiled: list[SideTiming], eager: list[SideTiming], cuda: bool = True, retries: int = 3) -> dict:
    """The real ``pipeline.time_both_sides`` over scripted attempts: its ``Stop`` status (None: scored), the
    measurement's rejection flags and its attempts' ``fired``."""
    run = SimpleNamespace(options=SimpleNamespace(on_cuda=cuda, score_on="e2e", retries=retries), left_work=None,
                          pass_code=True, compiled_out=None, eager_out=None, measurement=None)
    status, message = None, ""
    with _scripted(compiled, eager):
        try:
            pipeline.time_both_sides(run)
        except pipeline.Stop as stop:
            status, message = stop.status.value, str(stop)
    m = run.measurement
    scored = m.scored
    return {"status": status, "message": message[:160], "attempts": len(m.attempts),
            "fired": [(a.fired or "")[:60] for a in m.attempts],
            "false_claims": [a.false_claim for a in m.attempts],
            "measurement_false_claim": m.false_claim,
            "scored_on": None if scored is None else m.attempts.index(scored) + 1,
            "speedup": m.speedups()["e2e"], "flags": m.rejections()}


def fluct_masks(seed: int = 58) -> dict:
    """Two scripts: (a) the liar's last attempt meets a fluctuating eager series after three rejected ones; (b) every
    attempt's lie meets one, the liar honest in none."""
    rng = np.random.default_rng(seed)
    lie = [side(steady(LIAR_CALL_MS, rng), rng, claim_factor=1e-3) for _ in range(4)]
    eager_steady = [side(steady(EAGER_MS, rng), rng) for _ in range(3)]
    last_spread = side(spread(EAGER_MS, rng), rng)
    control = verdict_of(lie, [*eager_steady, side(steady(EAGER_MS, rng), rng)])
    masked_last = verdict_of(lie, [*eager_steady, last_spread])
    masked_all = verdict_of(lie, [side(spread(EAGER_MS, rng), rng) for _ in range(4)])
    # (c) lies masked in attempts 1-3, the truth on the last: scored, no flag
    honest_last = side(steady(LIAR_CALL_MS, rng), rng)
    masked_then_true = verdict_of([*lie[:3], honest_last],
                                  [side(spread(EAGER_MS, rng), rng) for _ in range(3)] + [side(steady(EAGER_MS, rng), rng)])
    return {"control_all_steady": control, "masked_last": masked_last, "masked_all": masked_all,
            "masked_then_true": masked_then_true}


def _shopper_run(regimes_c, regimes_e, call_ms, shop: bool, cuda: bool, rng, eager_ms: float = EAGER_MS) -> dict:
    """One variant: attempt k's compiled trials run ``call_ms * regimes_c[k]``, eager's ``EAGER_MS * regimes_e[k]``.
    The shopper sees its own trials (its median against its known call) and, while attempts are left, voids an
    attempt it ran slow in: on CUDA by claiming a spread series (the fluctuation guard), on the CPU by claiming a
    thousandth (the trusted clock's rejection). Honest claims otherwise."""
    attempt = {"k": 0}
    last = len(regimes_c) - 1

    def compiled_side():
        k = attempt["k"]
        calls = steady(call_ms * regimes_c[k], rng)
        timing = side(calls, rng)
        if shop and k < last and float(np.median(calls)) > call_ms * 1.02:
            if cuda:
                claims = calls.copy()
                claims[::2] *= 1.7  # a spread claim series: no more than the spans allow on most trials
                timing = SideTiming(list(claims), list(claims * 0.9), timing.spans_ms)
            else:
                timing = SideTiming([c * 1e-3 for c in timing.e2e_ms], None, timing.spans_ms, None, None)
        elif not cuda:
            timing = SideTiming(timing.e2e_ms, None, timing.spans_ms, None, None)
        return timing

    def eager_side():
        k = attempt["k"]
        attempt["k"] += 1
        timing = side(steady(eager_ms * regimes_e[k], rng), rng)
        return timing if cuda else SideTiming(timing.e2e_ms, None, timing.spans_ms, None, None)

    def timed_compiled():
        timing = compiled_side()
        if cuda and measure.fluctuation(timing.summary()):
            attempt["k"] += 1  # eager does not run: the next attempt's regimes
        return timing

    m = measure.measure_with_retries(timed_compiled, eager_side, len(regimes_c) - 1, guarded=cuda)
    return {"speedup": m.speedups()["e2e"], "flags": m.rejections(), "attempts": len(m.attempts),
            "scored": None if m.scored is None else m.attempts.index(m.scored) + 1}


def shop(variants: int = 400, sigma: float = 0.15, cuda: bool = True, seed: int = 5858, scale: float = 1.0) -> dict:
    """Mean speedup of the shopper against its honest twin over the same regimes (the same random draws); ``scale``
    multiplies both calls (the CPU's: a call long enough against h that a thousandth claim is a false one, rejected,
    not merely bounded within the allowance)."""
    rng = np.random.default_rng(seed)
    honest, shopper, flagged, shopped, voided = [], [], 0, 0, 0
    for _ in range(variants):
        regimes_c, regimes_e = np.exp(rng.normal(0, sigma, 4)), np.exp(rng.normal(0, sigma, 4))
        sub = int(rng.integers(1 << 30))
        h = _shopper_run(regimes_c, regimes_e, 0.6 * scale, False, cuda, np.random.default_rng(sub), EAGER_MS * scale)
        s = _shopper_run(regimes_c, regimes_e, 0.6 * scale, True, cuda, np.random.default_rng(sub), EAGER_MS * scale)
        honest.append(h["speedup"] or 0.0)
        shopper.append(s["speedup"] or 0.0)
        shopped += s["scored"] != 1
        voided += s["attempts"] - 1
        flagged += bool(s["flags"])
    gm = lambda xs: float(math.exp(np.mean(np.log(np.maximum(xs, 1e-9)))))  # noqa: E731
    return {"cuda": cuda, "variants": variants, "sigma": sigma, "honest_gmean": round(gm(honest), 4),
            "shopper_gmean": round(gm(shopper), 4), "gain": round(gm(shopper) / gm(honest), 4),
            "shopper_not_on_first_attempt": shopped, "attempts_voided": voided, "shopper_flagged": flagged}


def silent_retries(seed: int = 59) -> dict:
    """One scripted variant: the compiled side claims a spread series on attempts 1-3 (its trials honest), the truth on
    the last: the real ``time_both_sides`` scores it on attempt 4 with no flag; and the simulation."""
    rng = np.random.default_rng(seed)
    spread_claims = []
    for _ in range(3):
        calls = steady(0.6, rng)
        t = side(calls, rng)
        claims = np.asarray(t.e2e_ms)
        claims[::2] *= 1.7
        spread_claims.append(SideTiming(list(claims), list(claims * 0.9), t.spans_ms))
    one = verdict_of([*spread_claims, side(steady(0.6, rng), rng)], [side(steady(EAGER_MS, rng), rng)])
    return {"scripted": one, "shop": shop(cuda=True)}


def cpu_shop() -> dict:
    return shop(cuda=False, variants=200, scale=10.0)


def audit_plan(attempts: int = 4) -> dict:
    """``pipeline._new_trials`` for ``attempts`` attempts of a CUDA variant and of a CPU one, and ``protocol.Trial``'s
    fields."""
    out = {}
    for name, trials in (("cuda", 100), ("cpu", 5)):
        run = SimpleNamespace(options=SimpleNamespace(trials=trials), pass_code=True)
        plans = [pipeline._new_trials(run) for _ in range(attempts)]
        audited = [frozenset(p.audited) for p in plans]
        out[name] = {"described": [len(p.described) for p in plans], "audited": [len(a) for a in audited],
                     "audited_within_described": all(a <= p.described for a, p in zip(audited, plans)),
                     "distinct_audit_sets": len(set(audited)),
                     "distinct_seeds": len({s for p in plans for s in p.seeds})}
    out["trial_fields"] = sorted(f for f in protocol.Trial.__dataclass_fields__)
    return out


PREMISES = {"fluct_masks": fluct_masks, "silent_retries": silent_retries, "cpu_shop": cpu_shop,
            "audit_plan": audit_plan}

if __name__ == "__main__":
    for name in sys.argv[1:] or PREMISES:
        print(json.dumps({name: PREMISES[name]()}, default=str))
