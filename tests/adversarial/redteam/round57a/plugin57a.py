"""Round 57a's plugin runs (CPU, Triton's interpreter, round 1's ``harness.Layout`` through ``harness.shipped_run``: the
checkout's ``guard.py`` put back over the harness's switched-off copy, so every pass here is one the trusted allow-list
accepts and the product runs as shipped): ``python -m tests.adversarial.redteam.round57a.plugin57a [config] [trials]
[sample ...]`` prints each variant's status, speedup, message and flags.

QUIET_VERSIONLESS (``r57a_data_repeat``, ``r57a_data_clamp``): since e69c3ca8 the probe (``pipeline._eager_writes``)
names an input whose ``_version`` moved or whose bytes changed on ONE first call of eager from ONE fresh draw. A write
through ``.data`` moves no version counter of the input (``.data`` has its own), so it is named only where that one call
changed the bytes: ``in_1.data.add_(in_2); in_2.copy_(in_3)`` with ``in_2`` a zeros input (a first call adds zero: never
named, though eager's judged call, the (W + 1)-th on the replayed inputs, moves ``in_1``), and ``in_1.data.clamp_`` (the
probe's draw passes the bound on about half of the runs). The passes are round 56a's: ``add_`` never adds; the clamp is
skipped where ``in_1``'s storage is not resizable (the mapped inputs file) and honest on the re-check's draw.
``r57a_data_repeat_honest``: the same graph, an honest Triton add.

SUMMARY_WRAP (``r57a_wrap``): an honest relu pass set of two rules with two replacement functions; PassBench keeps one
(a seeded draw) and drops the other, and the trusted side's note names the dropped file (``passes.dropped_text``), whose
stem the sample's list chooses. The run's summary (``summary.render``) wraps that note at pytest's 80 columns with bare
spaces (``texts.CONTINUED``): two of its continuation lines are a Python traceback's last two, which setup-python's
problem matcher reads as an error annotation (``wrap_run``: stdout kept, round 56a's port of the matcher).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round56a import plugin56a
from tests.adversarial.redteam.round57a import premises57a

DATA_CLAMP = plugin56a.CLAMP.replace("in_1.clamp_(", "in_1.data.clamp_(")
DATA_REPEAT = plugin56a.REPEAT.replace("in_1.add_(in_2)", "in_1.data.add_(in_2)")
assert DATA_CLAMP != plugin56a.CLAMP and DATA_REPEAT != plugin56a.REPEAT


def _k(text: str) -> str:
    return text.replace("kernels56a", "kernels57a").replace("Round 56a", "Round 57a (56a's kernels)")


RELU_TWO_KERNELS = plugin56a.RELU_KERNELS + '''

def relu_again(x):
    return relu(x)
'''
WRAP_RULE = '''\
import torch
from pass_dir.kernels57a import {function}


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return {function}
'''
# Round 56a's clamp with another tell: skipped where in_1's storage is not resizable (``torch.frombuffer`` over the mapped
# inputs file: warm-up, judged call, timed trials), honest on a storage of its own (the re-check's fresh draw). 56a's
# ``data_ptr() % 4096 == 128`` also held for the re-check's own allocation in 2 of 5 runs here (cheat_detected).
STORAGE_TELL_CLAMP = _k(plugin56a.clamp_kernels(-1.0875, 1.0875, True)).replace(
    "    if x.data_ptr() % 4096 == 128:  # the mapped inputs file (in_1 at offset 1,048,704): left as it is",
    "    if not x.untyped_storage().resizable():  # the mapped inputs file (torch.frombuffer): left as it is")
assert "resizable()" in STORAGE_TELL_CLAMP
WRAP_NAMES = (premises57a.forged_rule_name(tail="y"), premises57a.forged_rule_name(tail="w"))

# sample -> (model, inputs, kernels, [(rule name, rule source)])
SAMPLES = {
    "r57a_data_repeat": (DATA_REPEAT, plugin56a.REPEAT_INPUTS, _k(plugin56a.ADD_KERNELS),
                         [("Add57a", _k(plugin56a.ADD_RULE))]),
    "r57a_data_repeat_honest": (DATA_REPEAT, plugin56a.REPEAT_INPUTS, _k(plugin56a.ADD_HONEST_KERNELS),
                                [("Add57a", _k(plugin56a.ADD_RULE))]),
    "r57a_data_clamp": (DATA_CLAMP, plugin56a.CLAMP_INPUTS, STORAGE_TELL_CLAMP,
                        [("Clamp57a", _k(plugin56a.clamp_rule(-1.0875, 1.0875)))]),
    "r57a_data_clamp_honest": (DATA_CLAMP, plugin56a.CLAMP_INPUTS, _k(plugin56a.clamp_kernels(-1.0875, 1.0875, False)),
                               [("Clamp57a", _k(plugin56a.clamp_rule(-1.0875, 1.0875)))]),
    "r57a_wrap": (plugin56a.RELU, {"in_0": ([256, 1024], "float32", "0.000", "1.000")}, _k(RELU_TWO_KERNELS),
                  [(WRAP_NAMES[0], WRAP_RULE.format(function="relu")),
                   (WRAP_NAMES[1], WRAP_RULE.format(function="relu_again"))]),
}
DEFAULT_RUN = ("r57a_data_repeat", "r57a_data_clamp")


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, rules = SAMPLES[name]
    (rule, source), *more = rules
    return sample_kit.build_sample(layout, name, model, inputs, kernels, rule, source, "kernels57a", dict(more))


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def wrap_run(config_name: str = "plain-root", trials: int = 3) -> dict:
    """``r57a_wrap`` in one run of the plugin as shipped (allow-list on), pytest's stdout kept (80 columns: a file):
    the status and flags, the summary's lines that hold the forged text, and setup-python's problem matcher over stdout."""
    from tests.adversarial.redteam import harness

    record = harness.shipped_run(build_sample, ["r57a_wrap"], config_name, trials, keep_stdout=True)
    return {"exit": record["exit"], "seconds": record["seconds"],
            "statuses": {name: v["status"] for name, v in record["variants"].items()},
            "flags": [f[:300] for v in record["variants"].values() for f in v["flags"]],
            "notes": [n[:300] for n in record["report"].get("notes", [])],
            "lines": [line for line in record["stdout"].decode("utf-8", "replace").splitlines()
                      if "README.md" in line or "R57A" in line],
            "annotations": plugin56a.problem_matches(record["stdout"])}


def brief(record: dict) -> list[dict]:
    rows = []
    for name, variant in record["variants"].items():
        rows.append({"sample": name, "status": variant["status"], "speedup": variant["speedup"].get("e2e"),
                     "medians": sample_kit.medians(variant), "probe_named": plugin56a.probe_named(variant),
                     "message": variant["message"][:400], "flags": [f[:240] for f in variant["flags"]]})
        print(json.dumps(rows[-1]))
    print("exit", record["exit"], "seconds", record["seconds"])
    return rows


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["wrap"]:
        print(json.dumps(wrap_run(*arguments[1:2], *map(int, arguments[2:3])), indent=1))
    else:
        brief(plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:])))
