"""Round 59a's plugin runs (CPU, Triton's interpreter, round 1's ``harness.Layout`` through ``harness.shipped_run``: the
checkout's ``guard.py`` put back, so every pass here is one the trusted allow-list accepts and the product runs as
shipped): ``python -m tests.adversarial.redteam.round59a.plugin59a [config] [trials] [sample ...]`` prints each
variant's status, speedup, what the probe named and the flags.

SCAN_SPELLING (``r59a_escape_repeat``, ``r59a_nfkc_repeat``): round 57a's ``r57a_data_repeat`` (``in_1.data.add_(in_2);
in_2.copy_(in_3)``, ``in_2`` a zeros input: a first call adds zero) with ``.data`` spelled so that
``guard.versionless_writes`` (0a94e3c6) finds no route: ``getattr(in_1, "\\x64ata")`` (the word is not in the file's
text, which the scan searches before it parses) and ``in_1.\\uff44ata`` (a FULLWIDTH d: Python's parser normalises the
identifier to ``data``, NFKC). Dynamo traces both as ``.data``; round 56a's pass (``add_`` never adds) matches them.
``r59a_data_repeat``: the control, round 57a's ``.data`` spelling (every input judged since 0a94e3c6).
``r59a_escape_repeat_honest``: the same graph, round 56a's honest Triton add.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round56a import plugin56a
from tests.adversarial.redteam.round57a import plugin57a

ESCAPE_REPEAT = plugin57a.DATA_REPEAT.replace("in_1.data.add_(in_2)", 'getattr(in_1, "\\x64ata").add_(in_2)')
NFKC_REPEAT = plugin57a.DATA_REPEAT.replace("in_1.data.add_(in_2)", "in_1.\uff44ata.add_(in_2)")
assert ESCAPE_REPEAT != plugin57a.DATA_REPEAT and NFKC_REPEAT != plugin57a.DATA_REPEAT


def _k(text: str) -> str:
    return text.replace("kernels56a", "kernels59a").replace("Round 56a", "Round 59a (56a's kernels)")


RULE = [("Add59a", _k(plugin56a.ADD_RULE))]
SAMPLES = {
    "r59a_escape_repeat": (ESCAPE_REPEAT, plugin56a.REPEAT_INPUTS, _k(plugin56a.ADD_KERNELS), RULE),
    "r59a_nfkc_repeat": (NFKC_REPEAT, plugin56a.REPEAT_INPUTS, _k(plugin56a.ADD_KERNELS), RULE),
    "r59a_data_repeat": (plugin57a.DATA_REPEAT, plugin56a.REPEAT_INPUTS, _k(plugin56a.ADD_KERNELS), RULE),  # the control
    "r59a_escape_repeat_honest": (ESCAPE_REPEAT, plugin56a.REPEAT_INPUTS, _k(plugin56a.ADD_HONEST_KERNELS), RULE),
}
DEFAULT_RUN = ("r59a_escape_repeat", "r59a_nfkc_repeat")


def build_sample(layout, name: str):
    import json as _json

    from tests.sample_factory import write_variant

    model, inputs, kernels, rules = SAMPLES[name]
    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    variant = write_variant(sample / rel, model, {k: (v[0], v[1]) for k, v in inputs.items()})
    (variant / "weight_meta.py").write_text(plugin56a.weight_meta(inputs))
    (sample / "graph_list.txt").write_text(rel + "\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    (pass_dir / "kernels59a.py").write_text(kernels)
    for rule, source in rules:
        (pass_dir / f"{rule}.py").write_text(source)
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(_json.dumps([rule for rule, _ in rules]))
    return sample


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def static_findings() -> dict:
    return sample_kit.static_findings(build_sample, SAMPLES, "r59a")


def brief(record: dict) -> list[dict]:
    rows = []
    for name, variant in record["variants"].items():
        timing = variant.get("timing") or {}
        medians = {side: (timing.get(side) or {}).get("e2e", {}).get("median") for side in ("eager", "compiled")}
        rows.append({"sample": name, "status": variant["status"], "speedup": variant["speedup"].get("e2e"),
                     "medians": medians, "probe_named": plugin56a.probe_named(variant),
                     "message": variant["message"][:400], "flags": [f[:240] for f in variant["flags"]]})
        print(json.dumps(rows[-1]))
    print("exit", record["exit"], "seconds", record["seconds"])
    return rows


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["static"]:
        print(json.dumps(static_findings(), indent=1))
    else:
        brief(plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:])))
