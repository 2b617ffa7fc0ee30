"""Round 39b through the real plugin (CPU, plain root, the trusted allow-list off as in every red-team run, round 1's
``harness.Layout``): ``python -m tests.adversarial.redteam.round39b.plugin39b [config] [trials] [sample ...]``.

Samples of round 1's light relu model (honest Triton relu, ``passes/kernels.py``):

- ``r39b_control`` and ``r39b_victim``: the honest pass, before and after.
- ``r39b_claim``: the same kernel; its child's ``CompiledSide.trial`` (found in ``sys.modules``, as round 1's
  ``trial_times_divided``) claims 1.797e308 ms for every trial (CLAIM_OVER_SPAN), and its ``outputs`` answer names
  200 inputs of 4,299 digits as written in place (HUGE_INDEX).

``strict_report`` reads report.json as standard JSON (no NaN or Infinity), as a browser, jq or a leaderboard's
loader would.
"""

from __future__ import annotations

import json
from pathlib import Path

RULE = "claim39b"
PASS = '''\
import torch
from pass_dir.host import child_class
from pass_dir.kernels import launch_relu

MODE = "{mode}"
FLOAT_MAX = 1.7976931348623157e308


def _claiming(real):
    def trial(self, *args):
        return {**real(self, *args), "e2e_ms": FLOAT_MAX}
    return trial


def _writing(real):
    def outputs(self, *args):
        digits = "9" * 4296
        return {**real(self, *args), "written": [int(digits + f"{i:03d}") for i in range(200)]}
    return outputs


def _install():
    side = child_class("CompiledSide")
    if "_r39b" in side.__dict__:
        return
    type.__setattr__(side, "trial", _claiming(side.__dict__["trial"]))
    type.__setattr__(side, "outputs", _writing(side.__dict__["outputs"]))
    type.__setattr__(side, "_r39b", True)


if MODE == "claim":
    _install()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
'''
SAMPLES = {"r39b_control": "honest", "r39b_claim": "claim", "r39b_victim": "honest"}


def strict_report(path: Path) -> dict:
    def refuse(constant):
        raise ValueError(f"{constant} is not JSON")

    return json.loads(path.read_text(), parse_constant=refuse)


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict:
    """The samples in one plugin run: report.json's variants by sample, its overall score, whether it is standard
    JSON, the run's exit code."""
    from tests.adversarial.redteam import harness

    config = next(c for c in harness.CONFIGS if c.name == config_name)
    layout = harness.Layout(config)
    try:
        model, inputs = harness.MODELS["light"]
        modules = {"kernels.py": (harness.PASSES / "kernels.py").read_text()}
        samples = [harness.build_rule_sample(layout, name, model, inputs, RULE, PASS.replace("{mode}", mode), modules)
                   for name, mode in SAMPLES.items() if not only or name in only]
        layout.hand_over()
        command = layout.command(samples)
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = harness._run_pytest(layout, command, "run")
        path = layout.out / "report.json"
        report = json.loads(path.read_text())
        try:
            strict_report(path)
            strict = None
        except ValueError as exc:
            strict = str(exc)
        return {"variants": {Path(v["sample"]).name: v for v in report["variants"]}, "overall": report["overall"],
                "not_standard_json": strict, "exit": code, "seconds": round(seconds, 1)}
    finally:
        layout.remove()


if __name__ == "__main__":
    import sys

    arguments = sys.argv[1:]
    run = plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:]))
    for name, variant in run["variants"].items():
        print(name, json.dumps({k: variant.get(k) for k in ("status", "speedup", "message")})[:600],
              "flags:", [flag[:120] for flag in variant.get("flags", [])], max(map(len, variant.get("flags") or [""])))
    print(json.dumps({k: v for k, v in run.items() if k != "variants"}))
