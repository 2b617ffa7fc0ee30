"""Round 40b through the real plugin (CPU, the Triton interpreter, the trusted allow-list off as in every red-team run,
round 1's ``harness.Layout``): ``python -m tests.adversarial.redteam.round40b.plugin40b [config] [trials] [sample ...]``.

Samples of round 1's light relu model (1 MiB of float32; the honest Triton relu of ``passes/kernels.py``), liars and
honest twins in turn so that the host's load falls on both alike:

- ``r40b_<n>_honest``: the honest pass.
- ``r40b_<n>_nil``: the same kernel; its child's ``CompiledSide.trial`` (found in ``sys.modules``, as round 1's
  ``trial_times_divided``) claims 1e-6 ms for every trial: the claim the clock's bound must raise.
- ``r40b_<n>_third``: claims 0.34 of what its own timer read: just above a third, the edge of ``FALSE_CLAIM_FACTOR``
  (a raise over 3x the claim), where no attempt may be rejected and the bound is all that holds it.
- ``r40b_<n>_over``: claims 1e7 ms (a day is the most ``protocol._time`` takes): over every span, cut to it since
  ``39e4f31a`` (``bound_by_trusted_clock``).
- ``r40b_<n>_shape``: claims 1e7 ms on its 1st, 3rd and 5th trials and 1e-6 on the others: which trials' claims the
  cut shortens picks the median.
"""

from __future__ import annotations

import json
from pathlib import Path

RULE = "clock40b"
PASS = '''\
import time

import torch
from pass_dir.host import child_class
from pass_dir.kernels import launch_relu

MODE = "{mode}"
SLEEP_S = 30.0


def _claim(side, reply):
    count = side.__dict__.get("_r40b_count", 0) + 1
    type.__setattr__(side, "_r40b_count", count)
    own = reply["e2e_ms"]
    if MODE == "nil":
        return 1e-6
    if MODE == "third":
        return own * 0.34
    if MODE == "over":
        return 1e7
    if MODE == "shape":
        return 1e7 if count % 2 else 1e-6
    return own


def _claiming(real, side):
    def trial(self, *args):
        reply = real(self, *args)
        return {**reply, "e2e_ms": _claim(side, reply)}
    return trial


def _install():
    side = child_class("CompiledSide")
    if "_r40b" in side.__dict__:
        return
    type.__setattr__(side, "trial", _claiming(side.__dict__["trial"], side))
    type.__setattr__(side, "_r40b", True)


if MODE not in ("honest", "sleep"):
    _install()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if MODE == "sleep":
        time.sleep(SLEEP_S)
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
'''
LIARS = ("nil", "third", "over", "shape")


def samples(liars: tuple[str, ...] = LIARS) -> dict[str, str]:
    """Sample name -> mode: an honest twin before each liar and one after the last."""
    order: dict[str, str] = {}
    for n, liar in enumerate(liars):
        order[f"r40b_{2 * n}_honest"] = "honest"
        order[f"r40b_{2 * n + 1}_{liar}"] = liar
    order[f"r40b_{2 * len(liars)}_honest"] = "honest"
    return order


def clock_of(variant: dict) -> dict | None:
    """The scored attempt's trusted-clock record (claimed, bound, overhead, estimate, allowance), or None."""
    attempts = (variant.get("timing") or {}).get("attempts") or []
    scored = [a for a in attempts if not a.get("fired")]
    return (scored or attempts or [{}])[0].get("trusted_clock")


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = (),
               liars: tuple[str, ...] = LIARS) -> dict:
    """The samples in one plugin run: report.json's variants by sample, its overall score, the run's exit code."""
    from tests.adversarial.redteam import harness

    config = next(c for c in harness.CONFIGS if c.name == config_name)
    layout = harness.Layout(config)
    try:
        model, inputs = harness.MODELS["light"]
        modules = {"kernels.py": (harness.PASSES / "kernels.py").read_text()}
        built = [harness.build_rule_sample(layout, name, model, inputs, RULE, PASS.replace("{mode}", mode), modules)
                 for name, mode in samples(liars).items() if not only or name in only]
        layout.hand_over()
        command = layout.command(built)
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = harness._run_pytest(layout, command, "run")
        report = json.loads((layout.out / "report.json").read_text())
        return {"variants": {Path(v["sample"]).name: v for v in report["variants"]}, "overall": report["overall"],
                "exit": code, "seconds": round(seconds, 1)}
    finally:
        layout.remove()


TINY = {"in_0": ([1], "float32")}  # one element: eager's relu a few us, so a 30 s call's speedup rounds to 0.0


def warnings_run(config_name: str = "plain-root", trials: int = 5, modes: tuple[str, ...] = ("honest", "sleep"),
                 extra: tuple[str, ...] = ("-W", "error")) -> dict:
    """One plugin run under the user's ``-W error`` (pytest applies it around ``pytest_sessionfinish``, where the
    report is built) of one-element relu samples, one per mode (``sleep``: honest, each call 30 s long, so that its
    speedup rounds to 0.0 at PassBench's 5 decimals): whether report.json was written, the run's exit code, the
    last lines of its output."""
    from tests.adversarial.redteam import harness

    config = next(c for c in harness.CONFIGS if c.name == config_name)
    layout = harness.Layout(config)
    try:
        model, _ = harness.MODELS["light"]
        modules = {"kernels.py": (harness.PASSES / "kernels.py").read_text()}
        built = [harness.build_rule_sample(layout, f"r40b_w{n}_{mode}", model, TINY, RULE, PASS.replace("{mode}", mode),
                                           modules) for n, mode in enumerate(modes)]
        layout.hand_over()
        command = layout.command(built, *extra)
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = harness._run_pytest(layout, command, "run")
        path = layout.out / "report.json"
        report = json.loads(path.read_text()) if path.exists() else None
        output = (layout.base / "run.out").read_text(errors="replace") + (layout.base / "run.err").read_text(
            errors="replace")
        return {"report": report is not None, "exit": code, "seconds": round(seconds, 1),
                "variants": {Path(v["sample"]).name: brief(v) for v in (report or {}).get("variants", [])},
                "tail": output[-3000:]}
    finally:
        layout.remove()


def brief(variant: dict) -> dict:
    clock = clock_of(variant) or {}
    timing = variant.get("timing") or {}
    return {"status": variant.get("status"), "speedup": (variant.get("speedup") or {}).get("e2e"),
            "eager": ((timing.get("eager") or {}).get("e2e") or {}).get("median"),
            "compiled": ((timing.get("compiled") or {}).get("e2e") or {}).get("median"),
            "attempts": len(timing.get("attempts") or []), **clock,
            "flags": [flag[:150] for flag in variant.get("flags") or []],
            "message": (variant.get("message") or "")[:300]}


if __name__ == "__main__":
    import sys

    arguments = sys.argv[1:]
    if arguments[:1] == ["warnings"]:
        run = warnings_run(modes=tuple(arguments[1:]) or ("honest", "sleep"))
        print(json.dumps({k: v for k, v in run.items() if k != "tail"}, indent=1))
        print(run["tail"])
        sys.exit()
    run = plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:]))
    for name, variant in sorted(run["variants"].items(), key=lambda item: int(item[0].split("_")[1])):
        print(name, json.dumps(brief(variant)))
    print(json.dumps({k: v for k, v in run.items() if k != "variants"}))
