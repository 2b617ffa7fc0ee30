"""Round 30a's SEED_IN_SPAN: the per-call seed ``TrialTimer`` runs before its clock (``timing.seed_call``:
``torch.manual_seed``) is in each trial's span outside the claim, so in eager's ``h``. ``torch.manual_seed`` seeds
every backend: CUDA's, XPU's and MTIA's seeds, where the backend is not initialised, are queued with
``traceback.format_stack()`` (torch's ``_lazy_call``: every frame formatted, each frame's source file stat'ed by
linecache), three stacks a trial on the CPU; the one generator a CPU graph draws from is seeded in about a
microsecond. A pass's child that seeds that generator alone (``torch.default_generator.manual_seed``) gives every
random op the same values and leaves the rest out of its span.

Here, in a fresh interpreter in the children's allocator settings, a small relu (1 MiB) runs through the child's own
``TrialTimer`` after a pause, on one intra-op thread (so that the pool fill, round 29b's POOL_WAKE_IN_SPAN, is a
microsecond fill with no wake-up, and the seed is what stands before the clock); trials alternate between the product's
seed and the generator's alone. Per trial: the time from entering the timer to the call (the seed and the fill), the
seed's own time, the claim, and the stacks formatted before the call.

    python -m tests.adversarial.redteam.round30a.seed30a [trials] [pause_ms]
"""

from __future__ import annotations

import json
import sys

MIB = 1 << 20


def generator_seed() -> None:
    """The pass's child's seed: the CPU generator alone, with the product's call seed."""
    import torch

    from pytest_passnet.materialize import CALL_SEED

    torch.default_generator.manual_seed(CALL_SEED)


def draws_alike() -> bool:
    """Whether eager's random ops (rand, randn, dropout, randint, multinomial) draw the same values after the
    product's seed as after the generator's alone."""
    import torch

    from pytest_passnet.sandbox.child.timing import seed_call

    def draws() -> list:
        x = torch.ones(4096)
        return [torch.rand(1000), torch.randn(64, 64), torch.nn.functional.dropout(x, 0.5, True),
                torch.randint(0, 100, (512,)), torch.multinomial(torch.ones(50), 20)]

    seed_call()
    product = draws()
    torch.rand(7)  # the generator moved on, so that the next seed has something to undo
    generator_seed()
    alone = draws()
    return all(torch.equal(a, b) for a, b in zip(product, alone))


def measure(trials: int = 10, pause_ms: float = 20.0) -> dict:
    """In this interpreter: per trial (alternating the product's seed and the generator's alone, after ``pause_ms``)
    the time before the claim and the claim, in ms, and the stacks formatted before the claim. Called three frames
    below the interpreter's top level, as ``serve``, ``_answer`` and ``CompiledSide.trial`` call the child's timer."""
    import time
    import traceback

    import torch

    from pytest_passnet.sandbox.child.timing import TrialTimer, seed_call

    formatted = [0]
    format_stack = traceback.format_stack

    def counted(*args, **kwargs):
        formatted[0] += 1
        return format_stack(*args, **kwargs)

    traceback.format_stack = counted  # torch's _lazy_call looks it up on the module at each call
    torch.set_num_threads(1)
    small, timer = torch.randn(MIB // 4), TrialTimer("cpu")
    sides = {side: {"before_ms": [], "seed_ms": [], "claims_ms": [], "stacks": []} for side in ("product", "generator")}

    def trial(side: str) -> None:
        entered, seeded, formatted[0] = [], [], 0
        seed = seed_call if side == "product" else generator_seed

        def timed_seed():
            started = time.perf_counter()
            seed()
            seeded.append(time.perf_counter() - started)

        def call():
            entered.append((time.perf_counter(), formatted[0]))
            return torch.relu(small)

        began = time.perf_counter()
        _, claim, _ = timer(call, timed_seed)
        sides[side]["before_ms"].append(round((entered[0][0] - began) * 1000, 4))
        sides[side]["seed_ms"].append(round(seeded[0] * 1000, 4))
        sides[side]["claims_ms"].append(round(claim, 4))
        sides[side]["stacks"].append(entered[0][1])

    def answer(side: str) -> None:  # serve's and _answer's frames
        trial(side)

    def serve(side: str) -> None:
        answer(side)

    for i in range(2 * trials):
        time.sleep(pause_ms / 1000)  # the child stood stopped: the other side's trial, the trusted side's checks
        serve("generator" if i % 2 else "product")
    traceback.format_stack = format_stack
    return sides


def measured_apart(environment: dict[str, str], trials: int = 10, pause_ms: float = 20.0) -> dict:
    """``measure`` and ``draws_alike`` in a fresh interpreter whose environment is this one's plus ``environment``."""
    code = ("import json; from tests.adversarial.redteam.round30a.seed30a import measure, draws_alike; "
            f"print(json.dumps({{**measure({trials}, {pause_ms}), 'draws_alike': draws_alike()}}))")
    from tests.adversarial.redteam import harness

    return harness.fresh_json(code, environment)


def median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def liar_floors(run: dict, call_ms: float | None = None) -> dict:
    """The least claim a lying child computing eager's relu keeps, seeding as the product does and seeding the
    generator alone, each padded to where the clock leaves it lowest (round 29b's ``liar_floors``: eager is the
    product's trials, the liar's call eager's claim). ``call_ms``: every claim moved to have that median (a longer
    call with the measured seeds)."""
    from tests.adversarial.redteam.round29b.wake29b import ANSWER_MS, lowest_accepted_claim

    product, generator = dict(run["product"]), run["generator"]
    if call_ms is not None:
        shift = call_ms - median(product["claims_ms"])
        product["claims_ms"] = [c + shift for c in product["claims_ms"]]
    eager_spans = [b + c + ANSWER_MS for b, c in zip(product["before_ms"], product["claims_ms"])]
    pads = [i * 0.01 for i in range(int(max(eager_spans) * 100) + 1)]

    def floor(before: list[float]) -> float:
        spans = [b + c + ANSWER_MS for b, c in zip(before, product["claims_ms"])]
        return min(lowest_accepted_claim(product["claims_ms"], eager_spans, [s + pad for s in spans]) for pad in pads)

    return {"eager_median_ms": median(product["claims_ms"]),
            "seed_ms": median(product["seed_ms"]), "generator_seed_ms": median(generator["seed_ms"]),
            "product_floor_ms": round(floor(product["before_ms"]), 4),
            "generator_floor_ms": round(floor(generator["before_ms"]), 4)}


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    run = measured_apart(harness.children_allocator(), *[int(a) for a in sys.argv[1:2]],
                         *[float(a) for a in sys.argv[2:3]])
    print(json.dumps({**run, **liar_floors(run)}))
    for call_ms in (0.5, 1.0, 2.0, 5.0):
        print(json.dumps({"call_ms": call_ms, **liar_floors(run, call_ms)}))
