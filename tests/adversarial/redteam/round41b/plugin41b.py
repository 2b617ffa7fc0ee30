"""Round 41b's SUBNORMAL_CLAIM through the real plugin (CPU, the trusted allow-list off as in every red-team run,
round 1's ``harness.Layout``): ``python -m tests.adversarial.redteam.round41b.plugin41b [config] [trials]``. Root runs lease child uids
1,500,960-1,500,999 (of no account; the package copy's ``identity.FIRST``/``COUNT`` moved there).

Samples of round 1's light relu model on one element (round 40b's ``TINY``: eager's call a few us, so the pass's
call is one the trusted clock cannot see, §7's "timing slack on small variants"), liars and honest twins in turn:

- ``r41b_<n>_honest``: round 1's Triton relu (``passes/kernels.py``; PassBench's validator blocks ``torch.relu``
  and its poison tensor any aten op in a replacement), its child's claims its own.
- ``r41b_<n>_least``: the same replacement; its child's ``CompiledSide.trial`` (found in ``sys.modules``, as round
  1's ``trial_times_divided``) claims 5e-324 ms, the least positive float, for every trial: ``protocol._time`` takes
  it (finite, from 0 to a day). Where the scored attempt's estimate (its spans' median less eager's overhead) is at
  or below 0, the bound is the claim itself and ``measure.speedup`` divides eager's median by it: ``inf``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

RULE = "least41b"
PASS = '''\
import torch
from pass_dir.host import child_class
from pass_dir.kernels import launch_relu

MODE = "{mode}"
LEAST = 5e-324


def _claiming(real):
    def trial(self, *args):
        reply = real(self, *args)
        return {**reply, "e2e_ms": LEAST}
    return trial


def _install():
    side = child_class("CompiledSide")
    if "_r41b" in side.__dict__:
        return
    type.__setattr__(side, "trial", _claiming(side.__dict__["trial"]))
    type.__setattr__(side, "_r41b", True)


if MODE == "least":
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
TINY = {"in_0": ([1], "float32")}
UIDS = (1_500_960, 40)  # root runs lease child uids of no account: the package copy's identity.FIRST / COUNT
LIARS = 4


def samples(liars: int = LIARS) -> dict[str, str]:
    """Sample name -> mode: an honest twin before each liar and one after the last."""
    order: dict[str, str] = {}
    for n in range(liars):
        order[f"r41b_{2 * n}_honest"] = "honest"
        order[f"r41b_{2 * n + 1}_least"] = "least"
    order[f"r41b_{2 * liars}_honest"] = "honest"
    return order


def plugin_run(config_name: str = "plain-root", trials: int = 5, liars: int = LIARS) -> dict:
    """One plugin run: report.json as written (its text: whether it is standard JSON), its variants in brief, the
    overall score, the run's exit code and seconds."""
    from tests.adversarial.redteam import harness

    config = next(c for c in harness.CONFIGS if c.name == config_name)
    layout = harness.Layout(config)
    try:
        _uids_of_no_account(layout.package)
        model, _ = harness.MODELS["light"]
        modules = {"kernels.py": (harness.PASSES / "kernels.py").read_text()}
        built = [harness.build_rule_sample(layout, name, model, TINY, RULE, PASS.replace("{mode}", mode), modules)
                 for name, mode in samples(liars).items()]
        layout.hand_over()
        command = layout.command(built)
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = harness._run_pytest(layout, command, "run")
        path = layout.out / "report.json"
        text = path.read_text() if path.exists() else ""
        report = json.loads(text) if text else {}
        try:
            json.loads(text, parse_constant=_refuse)
            standard = bool(text)
        except ValueError:
            standard = False
        return {"report": bool(text), "standard_json": standard, "overall": (report.get("overall") or {}).get("score"),
                "variants": {Path(v["sample"]).name: brief(v) for v in report.get("variants", [])},
                "exit": code, "seconds": round(seconds, 1)}
    finally:
        layout.remove()


def _uids_of_no_account(package: Path) -> None:
    identity = package / "pytest_passnet" / "sandbox" / "identity.py"
    text = identity.read_text()
    text = re.sub(r"^FIRST = .*$", f"FIRST = {UIDS[0]}", text, count=1, flags=re.M)
    text = re.sub(r"^COUNT = .*$", f"COUNT = {UIDS[1]}", text, count=1, flags=re.M)
    identity.write_text(text)


def _refuse(constant: str):
    raise ValueError(f"{constant} is not JSON")


def brief(variant: dict) -> dict:
    attempts = (variant.get("timing") or {}).get("attempts") or []
    scored = [a for a in attempts if not a.get("fired")]
    clock = (scored or attempts or [{}])[0].get("trusted_clock") or {}
    timing = variant.get("timing") or {}
    return {"status": variant.get("status"), "speedup": (variant.get("speedup") or {}).get("e2e"),
            "eager": ((timing.get("eager") or {}).get("e2e") or {}).get("median"),
            "compiled": ((timing.get("compiled") or {}).get("e2e") or {}).get("median"),
            "attempts": len(attempts), **{k: clock.get(k) for k in ("claimed_ms", "bound_ms", "estimate_ms",
                                                                     "overhead_ms", "allowance_ms") if k in clock},
            "message": (variant.get("message") or "")[:200]}


if __name__ == "__main__":
    import sys

    run = plugin_run(*sys.argv[1:2], *map(int, sys.argv[2:3]))
    for name, variant in sorted(run["variants"].items(), key=lambda item: int(item[0].split("_")[1])):
        print(name, json.dumps(variant))
    print(json.dumps({k: v for k, v in run.items() if k != "variants"}))
