"""Round 58a's plugin runs (CPU, Triton's interpreter, round 1's ``harness.Layout`` through ``harness.shipped_run``):
``python -m tests.adversarial.redteam.round58a.plugin58a [config] [trials] [sample ...]`` prints each variant's status,
speedup, attempts and flags.

``r58a_shop`` (child control: the allow-list **off** for the run, ``allow_list=False``; its twin's pass would pass it):
round 56a's honest relu, and at import a patch of the child's ``CompiledSide`` (found in ``sys.modules``, as round 1's
``trial_times_divided``): ``warm_up`` counts the attempts (Prepare, then each PrepareAgain), ``trial`` keeps every
claim honest unless, on an attempt before the last, its first trial ran slower than the quickest first trial it has
seen (its own clock: the host's load on its block), when it claims a thousandth on every trial of the attempt, so the
trusted clock rejects the attempt and it is timed again. Shopping for a quick block of its own: on the CPU the only
way to void an attempt is a false claim. ``r58a_relu``: the honest twin, unpatched.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.adversarial.redteam.round56a import plugin56a

RELU_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000")}
KERNELS = plugin56a.RELU_KERNELS.replace("Round 56a's honest relu.", "Round 58a: round 56a's honest relu.")
RULE = plugin56a.RELU_RULE.replace("kernels56a", "kernels58a")
RETRIES = 3  # the plugin's default --passnet-retries: attempts 1..4
SHOP = '''

# Round 58a's shopper (child control): honest kernels, honest claims but on the attempts it voids.
def _child_class(name):
    import sys

    for module in list(sys.modules.values()):
        found = module.__dict__.get(name) if hasattr(module, "__dict__") else None
        if isinstance(found, type) and found.__module__ in ("__main__", "pytest_passnet.sandbox.child.__main__"):
            return found
    raise LookupError(name)


def _shop(last_attempt):
    side = _child_class("CompiledSide")
    if "_r58a" in side.__dict__:
        return
    _STATE = dict(attempt=0, trial=0, lying=False, best_first=None)
    warm_up, trial = side.__dict__["warm_up"], side.__dict__["trial"]

    def counted_warm_up(self, count):
        _STATE["attempt"] += 1
        _STATE["trial"], _STATE["lying"] = 0, False
        return warm_up(self, count)

    def shopped_trial(self, seed):
        reply = trial(self, seed)
        _STATE["trial"] += 1
        claim = reply["e2e_ms"]
        if _STATE["trial"] == 1:
            best = _STATE["best_first"]
            _STATE["lying"] = _STATE["attempt"] < last_attempt and (best is None or claim > best)
            _STATE["best_first"] = claim if best is None else min(best, claim)
        if _STATE["lying"]:
            reply = {**reply, "e2e_ms": claim / 1000}
        return reply

    type.__setattr__(side, "warm_up", counted_warm_up)
    type.__setattr__(side, "trial", shopped_trial)
    type.__setattr__(side, "_r58a", True)


_shop(%d)
''' % (RETRIES + 1)

# sample -> (model, inputs, kernels module, (rule name, rule source))
SAMPLES = {
    "r58a_shop": (plugin56a.RELU, RELU_INPUTS, KERNELS + SHOP, ("Relu58a", RULE)),
    "r58a_relu": (plugin56a.RELU, RELU_INPUTS, KERNELS, ("Relu58a", RULE)),
}
CHILD_CONTROL = ("r58a_shop",)
DEFAULT_RUN = ("r58a_shop", "r58a_relu")


def build_sample(layout, name: str) -> Path:
    from tests.sample_factory import write_variant

    model, inputs, kernels, (rule, source) = SAMPLES[name]
    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    variant = write_variant(sample / rel, model, {k: (v[0], v[1]) for k, v in inputs.items()})
    (variant / "weight_meta.py").write_text(plugin56a.weight_meta(inputs))
    (sample / "graph_list.txt").write_text(rel + "\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    (pass_dir / "kernels58a.py").write_text(kernels)
    (pass_dir / f"{rule}.py").write_text(source)
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([rule]))
    return sample


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    allow_list = not any(name in CHILD_CONTROL for name in names)
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=allow_list)


def brief(record: dict) -> list[dict]:
    rows = []
    for name, variant in record["variants"].items():
        timing = variant.get("timing") or {}
        attempts = [[(a.get("fired") or "")[:40], a.get("trusted_clock"), ((a.get("eager") or {}).get("e2e") or {})] for a in timing.get("attempts") or []]
        medians = {side: ((timing.get(side) or {}).get("e2e") or {}).get("median") for side in ("eager", "compiled")}
        rows.append({"sample": name, "status": variant["status"], "speedup": variant["speedup"].get("e2e"),
                     "medians": medians, "attempts": attempts, "message": variant["message"][:300],
                     "flags": [f[:300] for f in variant["flags"]]})
        print(json.dumps(rows[-1]))
    print("exit", record["exit"], "seconds", record["seconds"])
    return rows


if __name__ == "__main__":
    args = sys.argv[1:]
    config = args.pop(0) if args and not args[0].isdigit() and args[0] not in SAMPLES else "plain-root"
    trials = int(args.pop(0)) if args and args[0].isdigit() else 5
    brief(plugin_run(config, trials, tuple(args)))
