"""Round 31a's WATCH_BURST: the stop watch's first look lands inside eager's timed block.

While eager is timed the pass's child stands stopped and the trusted process's stop watch (``process._Watch``, made by
``Sandboxes.others_stopped``) reads it: its thread looks 20 ms after the block starts, and a look reads three /proc
files for every *thread* of the child (``procfs.tasks``: stat and schedstat; ``procfs.children``). Only processes are
bounded (``policy.CHILD_PROCESSES``); threads up to ``policy.CHILD_TASKS`` (4,096 a uid). The pause after a look (19
times its length) bounds the watch to a twentieth of a CPU on average, but only after its first look: a block shorter
than one look spends all of it beside that look, one whole CPU of the trusted process's. The reference child is never
watched (``others_stopped`` leaves it out), so the pass's child, which starts its idle threads after its own last
timed trial, pays nothing of it.

Here, on real components: a reference-like child in a fresh interpreter (the children's allocator settings) answers
each trial with the child's own ``TrialTimer`` and ``trial_digests``, and each description with
``trial_description``, as ``CompiledSide`` does; the trusted side holds it between trials with the real ``Hold`` (stop,
continue, ``stop_again``, the take-back's stop) and times spans as ``pipeline._drive`` does; each block of trials runs
under a real ``_Watch`` over a stopped stand-in of the pass's child, blocks alternating between a thread-heavy one
(``threads`` idle threads) and an honest one (5 threads).

    python -m tests.adversarial.redteam.round31a.watch31a [threads] [blocks] [elements] [graph]
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).parents[4]
TRIALS = 5  # the CPU's trials a side (README: 1 warm-up + 5 trials)
HONEST_THREADS = 5  # a CPU child's threads without a pass's own: main, torch's pool, the watchdog

# The reference-like child: one request a line ("trial SEED" / "describe"), one JSON answer a line. The call is the
# graph's; the answer is CompiledSide.trial's (the timer, the orders, the digests), the description describe's.
_REFERENCE = r"""
import json, os, sys
import torch
from pytest_passnet.fingerprint import Staging, memory_orders, trial_description, trial_digests
from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call, warm_up
elements, graph = int(sys.argv[1]), sys.argv[2]
x = torch.randn(elements)
if graph == "relu":
    call = lambda: torch.relu(x)
elif graph == "softmax":
    side = int(elements ** 0.5)
    x = x[: side * side].view(side, side)
    call = lambda: torch.softmax(x, -1)
else:
    side = int(elements ** 0.5)
    x = x[: side * side].view(side, side)
    call = lambda: x @ x
timer, staging = TrialTimer("cpu"), Staging()
warm_up(call, 2, "cpu", seed_call)
out = sys.stdout.buffer
out.write(b"ready\n"); out.flush()
outputs = seed = orders = None
for line in sys.stdin.buffer:
    words = line.split()
    if words[0] == b"trial":
        outputs = None
        seed = int(words[1])
        outputs, claim, _ = timer(call, seed_call)
        orders = memory_orders(outputs)
        digests = trial_digests(outputs, orders, seed, staging)
        out.write(json.dumps({"claim": claim, "digests": len(digests)}).encode() + b"\n")
    else:
        trial_description(outputs, orders, seed, staging)
        out.write(b"{}\n")
    out.flush()
"""

_TREE = r"""
import sys, threading, time
threading.stack_size(1 << 16)
for _ in range(int(sys.argv[1]) - 1):
    threading.Thread(target=time.sleep, args=(1e6,), daemon=True).start()
print("up", flush=True)
time.sleep(1e6)
"""


class _Child:
    """What ``Hold``, ``_stop_trees`` and ``_Watch`` read of a sandbox: its processes and file-table watch."""

    file_table = None

    def __init__(self, process: subprocess.Popen):
        self.process = process

    def processes(self) -> list[int]:
        return [self.process.pid]


class _Sandboxes:
    """``Hold``'s view of ``Sandboxes``: no pass's child judged (the reference is held, never looked at)."""

    current = None


def _start(code: str, *args: str, environment: dict[str, str] | None = None) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-c", code, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               cwd=ROOT, env={**os.environ, **(environment or {})})
    process.stdout.readline()
    return process


def _block(reference: _Child, tree: _Child, seeds: list[int]) -> dict:
    """One side's driven trials as ``pipeline._drive`` times them, under a real ``_Watch`` over ``tree`` stopped as
    ``others_stopped`` stops it: per trial the claim and the span (continue to every thread stopped after the answer)."""
    from pytest_passnet.sandbox import procfs
    from pytest_passnet.sandbox.process import Hold, _stop_trees, _Watch

    clock, sandboxes = time.perf_counter, _Sandboxes()
    stopped, started = _stop_trees([tree], "the other side's timed work", lambda child, what: False)
    watch = _Watch({tree: stopped[tree]})
    looks, look = [], watch._look

    def timed_look() -> None:  # the watch thread's looks, timed (it calls ``self._look`` at each)
        look_began = clock()
        look()
        looks.append((look_began, clock()))

    watch._look = timed_look  # before its first look, 20 ms on
    watcher = next(t.native_id for t in threading.enumerate() if t.name == "passnet-stop-watch" and t.is_alive())
    watch_cpu_before = _thread_cpu_ns(watcher)
    claims, spans, intervals, began = [], [], [], clock()
    try:
        for seed in seeds:
            hold = Hold(sandboxes, reference, clock, None)
            with hold:
                reference.process.stdin.write(b"trial %d\n" % seed)
                reference.process.stdin.flush()
            answer = reference.process.stdout.readline()
            hold.stop_again()
            with Hold(sandboxes, reference, clock, None) as taken:
                claims.append(json.loads(answer)["claim"])
            spans.append((taken.stood_at - hold.continued_at) * 1000)
            intervals.append((hold.continued_at, taken.stood_at))
            reference.process.stdin.write(b"describe\n")  # after the span, as ``_described``
            reference.process.stdin.flush()
            reference.process.stdout.readline()
        watch_cpu_ms = (_thread_cpu_ns(watcher) - watch_cpu_before) / 1e6
        trials_ms = (intervals[-1][1] - intervals[0][0]) * 1000
    finally:
        block_ms = (clock() - began) * 1000
        watch.finish(lambda child: True)
        procfs.send_to_same({pid: started[pid] for pid in stopped[tree]}, signal.SIGCONT)
    in_look = [any(a < stood and b > continued for a, b in looks) for continued, stood in intervals]
    return {"claims_ms": claims, "spans_ms": spans, "block_ms": block_ms, "in_look": in_look,
            "look_ms": [round((b - a) * 1000, 1) for a, b in looks], "watch_cpu_ms": round(watch_cpu_ms, 2),
            "trials_ms": round(trials_ms, 1)}


def _thread_cpu_ns(tid: int) -> int:
    """The CPU time thread ``tid`` of this process has used (its schedstat), in ns."""
    with open(f"/proc/self/task/{tid}/schedstat") as schedstat:
        return int(schedstat.read().split()[0])


def median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def measure(threads: int = 4000, blocks: int = 6, elements: int = 1 << 20, graph: str = "relu") -> dict:
    """Blocks of ``TRIALS`` eager trials, alternating a watched tree of ``threads`` threads ("burst") and an honest
    one ("honest"); per block its medians (claim, h = span - claim) and its length, and one look's time over each."""
    from pytest_passnet.sandbox.process import _Watch
    from tests.adversarial.redteam import harness

    reference = _Child(_start(_REFERENCE, str(elements), graph, environment=harness.children_allocator()))
    trees = {"burst": _Child(_start(_TREE, str(threads))), "honest": _Child(_start(_TREE, str(HONEST_THREADS)))}
    sides: dict[str, dict[str, list]] = {arm: {"claim_ms": [], "h_ms": [], "block_ms": [], "claims_ms": [],
                                               "spans_ms": [], "in_look": [], "watch_cpu_ms": [], "trials_ms": []}
             for arm in trees}
    try:
        for i in range(2 * blocks):
            arm = ("burst", "honest")[i % 2]
            time.sleep(0.05)
            block = _block(reference, trees[arm], [1000 * i + t for t in range(TRIALS)])
            side = sides[arm]
            side["claim_ms"].append(round(median(block["claims_ms"]), 4))
            side["h_ms"].append(round(median([s - c for s, c in zip(block["spans_ms"], block["claims_ms"])]), 4))
            side["block_ms"].append(round(block["block_ms"], 1))
            side["claims_ms"] += block["claims_ms"]
            side["spans_ms"] += block["spans_ms"]
            side["in_look"] += block["in_look"]
            side["watch_cpu_ms"].append(block["watch_cpu_ms"])
            side["trials_ms"].append(block["trials_ms"])
        looks = {}
        for arm, tree in trees.items():
            os.kill(tree.process.pid, signal.SIGSTOP)
            time.sleep(0.1)
            watch = _Watch({tree: tree.processes()}, brief=True)
            began = time.perf_counter()
            watch._look()
            looks[arm] = round((time.perf_counter() - began) * 1000, 2)
            os.kill(tree.process.pid, signal.SIGCONT)
    finally:
        for child in (reference, *trees.values()):
            child.process.kill()
            child.process.wait()
    return {"threads": threads, "elements": elements, "graph": graph, "look_ms": looks, **sides}


def scored(run: dict) -> dict:
    """What the trusted clock makes of it (``measure.bound_by_trusted_clock``), block pair by block pair: an honest
    twin whose call is eager's (the compiled side: the next honest block's claims and spans, since the reference is
    not watched in the pass's own block) scored against burst block k and against honest block k; and the least claim
    a liar computing eager's call keeps against each (``round29b.wake29b.lowest_accepted_claim``)."""
    from pytest_passnet.measure import SideTiming, bound_by_trusted_clock
    from tests.adversarial.redteam.round29b.wake29b import lowest_accepted_claim

    def block(arm: str, k: int) -> SideTiming:
        cut = slice(k * TRIALS, (k + 1) * TRIALS)
        return SideTiming(run[arm]["claims_ms"][cut], spans_ms=run[arm]["spans_ms"][cut])

    count, pairs = len(run["honest"]["claim_ms"]), []
    for k in range(count):
        twin = block("honest", k + 1 if k + 1 < count else k - 1)
        row = {}
        for arm in ("burst", "honest"):
            eager = block(arm, k)
            bound = bound_by_trusted_clock(twin, eager)
            row[f"twin_speedup_vs_{arm}"] = round(bound.eager_ms / bound.bound_ms, 3)
            row[f"liar_floor_vs_{arm}_ms"] = round(lowest_accepted_claim(eager.e2e_ms, eager.spans_ms, twin.spans_ms), 4)
        pairs.append(row)
    burst, honest = run["burst"], run["honest"]
    looked = [i for i, inside in enumerate(burst["in_look"]) if inside]
    apart = [i for i, inside in enumerate(burst["in_look"]) if not inside]

    def of(side: dict, indices: list[int], key: str) -> float | None:
        values = [side[key][i] if key == "claims_ms" else side["spans_ms"][i] - side["claims_ms"][i] for i in indices]
        return round(median(values), 4) if values else None

    trials = {"burst_trials_in_a_look": f"{len(looked)} of {len(burst['in_look'])}",
              "claim_in_look_ms": of(burst, looked, "claims_ms"), "claim_apart_ms": of(burst, apart, "claims_ms"),
              "claim_honest_ms": of(honest, list(range(len(honest["claims_ms"]))), "claims_ms"),
              "h_in_look_ms": of(burst, looked, "h"), "h_apart_ms": of(burst, apart, "h"),
              "h_honest_ms": of(honest, list(range(len(honest["claims_ms"]))), "h")}
    return {"pairs": pairs, **{key: median([p[key] for p in pairs]) for key in pairs[0]}, **trials}


if __name__ == "__main__":
    arguments = sys.argv[1:]
    run = measure(*[int(a) for a in arguments[:3]], *arguments[3:4])
    print(json.dumps({**run, **scored(run)}))
