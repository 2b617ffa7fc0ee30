"""Round 29b's POOL_WAKE_IN_SPAN: what ``TrialTimer``'s pool fill (68c43399) adds to a CPU trial's span outside its claim,
after the pause a driven trial leaves, in a fresh interpreter in the children's allocator settings. Each trial runs
round 29a's small parallel relu (1 MiB: on every intra-op thread) through the child's own ``TrialTimer`` and times, on
the same clock, the part of the exchange before the claim starts (the seed and the fill); trials alternate between the
timer as the product builds it and one whose fill is emptied, as a pass's child can empty its own (its process is its
own). The trusted side takes eager's median span less claim as ``h`` (``measure.bound_by_trusted_clock``): the fill is
in eager's ``h``, and not in the span of a child that skips it.

    python -m tests.adversarial.redteam.round29b.wake29b [trials] [pause_ms] [held]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

MIB = 1 << 20


def measure(trials: int = 10, pause_ms: float = 20.0) -> dict:
    """In this interpreter: per trial (alternating filled and skipped, after ``pause_ms``), the time before the claim
    and the claim, in ms."""
    import time

    import torch

    from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call

    small = torch.randn(MIB // 4)
    timer = TrialTimer("cpu")
    product_fill, no_fill = timer.pool_wake, torch.empty(0)
    sides: dict[str, dict[str, list[float]]] = {"filled": {"before_ms": [], "claims_ms": []},
                                               "skipped": {"before_ms": [], "claims_ms": []}}
    for trial in range(2 * trials):
        side = "skipped" if trial % 2 else "filled"
        timer.pool_wake = no_fill if side == "skipped" else product_fill
        time.sleep(pause_ms / 1000)  # the child stood stopped: the other side's trial, the trusted side's checks
        entered = []
        began = time.perf_counter()
        _, claim, _ = timer(lambda: entered.append(time.perf_counter()) or torch.relu(small), seed_call)
        sides[side]["before_ms"].append(round((entered[0] - began) * 1000, 4))
        sides[side]["claims_ms"].append(round(claim, 4))
    return sides


def workers_running(trials: int = 5, pause_ms: float = 50.0, fill: bool = True) -> list[int]:
    """In this interpreter: per trial after standing stopped for ``pause_ms`` (SIGSTOP, continued by a helper, as the
    trusted side holds a child; a parallel op before each, as eager's last), the intra-op workers running or runnable
    when the timed call starts, ``TrialTimer``'s fill kept or emptied."""
    import signal
    import threading
    import time

    import torch

    from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call

    def running() -> int:
        own, count = threading.get_native_id(), 0
        for task in os.listdir("/proc/self/task"):
            try:
                with open(f"/proc/self/task/{task}/stat") as stat:
                    count += int(task) != own and stat.read().rsplit(")", 1)[1].split()[0] == "R"
            except FileNotFoundError:
                continue
        return count

    x, timer = torch.randn(torch.get_num_threads() * (1 << 16)), TrialTimer("cpu")
    if not fill:
        timer.pool_wake = torch.empty(0)
    awake = []
    for _ in range(trials):
        x.add_(0.0)
        helper = subprocess.Popen(["sh", "-c", f"sleep {pause_ms / 1000}; kill -CONT {os.getpid()}"])
        time.sleep(0.005)  # the helper is asleep before this process stops
        os.kill(os.getpid(), signal.SIGSTOP)
        helper.wait()
        timer(lambda: awake.append(running()), seed_call)
    return awake


def workers_running_apart(environment: dict[str, str], fill: bool) -> list[int]:
    """``workers_running`` in a fresh interpreter whose environment is this one's plus ``environment``."""
    code = (f"import json; from tests.adversarial.redteam.round29b.wake29b import workers_running; "
            f"print(json.dumps(workers_running(fill={fill})))")
    from tests.adversarial.redteam import harness

    return harness.fresh_json(code, environment)


def _hold(pause_ms: float) -> None:
    """This process stands stopped for ``pause_ms`` (SIGSTOP; a helper sends SIGCONT), as the trusted side holds a
    child between its exchanges."""
    import signal
    import time

    helper = subprocess.Popen(["sh", "-c", f"sleep {pause_ms / 1000}; kill -CONT {os.getpid()}"])
    time.sleep(0.005)  # the helper is asleep before this process stops
    os.kill(os.getpid(), signal.SIGSTOP)
    helper.wait()


def measure_held(trials: int = 10, pause_ms: float = 20.0) -> dict:
    """``measure`` in the product's exchange order: per trial the timed call, the answer's digests
    (``fingerprint.trial_digests``), a hold, the description (``trial_description``), a hold; the worker's state at
    the next call is what these leave (stopped mid-spin, it spins on when continued)."""
    import time

    import torch

    from pytest_passnet.fingerprint import Staging, memory_orders, trial_description, trial_digests
    from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call

    small, staging = torch.randn(MIB // 4), Staging()
    timer = TrialTimer("cpu")
    product_fill, no_fill = timer.pool_wake, torch.empty(0)
    sides: dict[str, dict[str, list[float]]] = {"filled": {"before_ms": [], "claims_ms": []},
                                               "skipped": {"before_ms": [], "claims_ms": []}}
    for trial in range(2 * trials):
        side = "skipped" if trial % 2 else "filled"
        timer.pool_wake = no_fill if side == "skipped" else product_fill
        _hold(pause_ms)
        entered = []
        began = time.perf_counter()
        outputs, claim, _ = timer(lambda: entered.append(time.perf_counter()) or (torch.relu(small),), seed_call)
        orders = memory_orders(outputs)
        trial_digests(outputs, orders, trial, staging)
        sides[side]["before_ms"].append(round((entered[0] - began) * 1000, 4))
        sides[side]["claims_ms"].append(round(claim, 4))
        _hold(pause_ms)
        trial_description(outputs, orders, trial, staging)
    return sides


def measured_apart(environment: dict[str, str], trials: int = 10, pause_ms: float = 20.0, held: bool = False) -> dict:
    """``measure`` (``measure_held`` where ``held``) in a fresh interpreter whose environment is this one's plus
    ``environment``."""
    code = (f"import json; from tests.adversarial.redteam.round29b.wake29b import {'measure_held' if held else 'measure'}"
            f" as measure; print(json.dumps(measure({trials}, {pause_ms})))")
    from tests.adversarial.redteam import harness

    return harness.fresh_json(code, environment)


# The rest of a trial's exchange (the answer's digests, the hold), the same for every child here: it cancels out.
ANSWER_MS = 0.3


def lowest_accepted_claim(eager_claims: list[float], eager_spans: list[float], compiled_spans: list[float]) -> float:
    """The least claim the trusted clock leaves unshifted for a compiled side whose spans are ``compiled_spans``:
    ``measure.bound_by_trusted_clock``'s bound for a claim of 0 (the estimate less the allowance, or its share, or
    eager's median where the clock saw none of the call)."""
    from pytest_passnet.measure import SideTiming, bound_by_trusted_clock

    eager = SideTiming(eager_claims, spans_ms=eager_spans)
    return bound_by_trusted_clock(SideTiming([0.0] * len(compiled_spans), spans_ms=compiled_spans), eager).bound_ms


def liar_floors(run: dict) -> dict:
    """The least claim a lying child computing eager's relu keeps, with the product's fill in its span and without it,
    each padded (a wait before answering) to where the clock leaves it lowest: eager is the filled trials (its span:
    before the claim, the claim, ``ANSWER_MS``), the liar's call eager's claim."""
    filled, skipped = run["filled"], run["skipped"]
    eager_spans = [b + c + ANSWER_MS for b, c in zip(filled["before_ms"], filled["claims_ms"])]
    pads = [i * 0.01 for i in range(int(max(eager_spans) * 100) + 1)]

    def floor(before: list[float]) -> float:
        spans = [b + c + ANSWER_MS for b, c in zip(before, filled["claims_ms"])]
        return min(lowest_accepted_claim(filled["claims_ms"], eager_spans, [s + pad for s in spans]) for pad in pads)

    median = sorted(filled["claims_ms"])[len(filled["claims_ms"]) // 2]
    return {"eager_median_ms": median, "filled_floor_ms": round(floor(filled["before_ms"]), 4),
            "skipped_floor_ms": round(floor(skipped["before_ms"]), 4)}


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    run = measured_apart(harness.children_allocator(), *[int(a) for a in sys.argv[1:2]], *[float(a) for a in sys.argv[2:3]],
                         held="held" in sys.argv[3:])
    print(json.dumps({**run, **liar_floors(run)}))
