"""What the red team's rounds build their own samples from (rounds 49a on): the honest relu in Triton and its rule, the
inputs' ``weight_meta.py``, a sample of one float32 variant with its pass_dir, and the plugin run's brief.

A round keeps its own graphs, passes and names (its kernels module ``pass_dir/kernels<round>.py``); what it writes is
the same text it wrote before this module. ``harness.build_rule_sample`` is the other form (the allow-list off: it
ships ``passes/host.py`` with every sample); ``tests.sample_factory.write_variant`` writes the variant here.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from tests.sample_factory import write_variant

# The kernel itself, also for modules that launch it their own way (round 54b's ``launch_relu``).
RELU_JIT = '''\
@triton.jit
def _relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)
'''

RELU_RULE = '''\
import torch
from pass_dir.{module} import relu


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu
'''


def relu_kernels(doc: str, block: int = 8192) -> str:
    """A kernels module: the honest relu (``relu(x)``, ``BLOCK`` ``block`` elements a program), its docstring ``doc``."""
    return f'''\
"""{doc}"""

import torch
import triton
import triton.language as tl

BLOCK = {block}


{RELU_JIT}

def relu(x):
    out = torch.empty_like(x)
    _relu_kernel[(triton.cdiv(x.numel(), BLOCK),)](x, out, x.numel(), BLOCK=BLOCK)
    return out
'''


def relu_rule(module: str) -> str:
    """The rule that replaces ``torch.relu(a)`` with ``relu`` of ``pass_dir/<module>.py``."""
    return RELU_RULE.format(module=module)


def weight_meta(inputs: dict) -> str:
    """GraphNet's weight_meta.py for ``{name: (shape, dtype[, mean, std[, min_val, max_val]])}`` (mean and std 0.000
    and 1.000 where not given, as ``tests.sample_factory.weight_meta`` writes them; None: GraphNet's ``None``)."""
    return "\n\n".join(f"class Program_weight_tensor_meta_arg{i}:\n\tname = \"{name}\"\n\toriginal_name = \"arg{i}\"\n"
                       f"\tshape = {list(spec[0])}\n\tdtype = \"torch.{spec[1]}\"\n\tdevice = \"cuda:0\"\n"
                       f"\tmean = {spec[2] if len(spec) > 2 else '0.000'}\n"
                       f"\tstd = {spec[3] if len(spec) > 2 else '1.000'}\n"
                       + (f"\tmin_val = {spec[4]}\n\tmax_val = {spec[5]}\n" if len(spec) > 4 else "")
                       for i, (name, spec) in enumerate(inputs.items()))


def write_pass_dir(sample: Path, kernels_module: str, kernels: str, rules: dict[str, str]) -> Path:
    """``sample/pass_dir``: ``kernels`` as ``<kernels_module>.py``, each rule (name: source) as ``<name>.py`` and the
    rule list naming them in that order."""
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    (pass_dir / f"{kernels_module}.py").write_text(kernels)
    for rule, source in rules.items():
        (pass_dir / f"{rule}.py").write_text(source)
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(list(rules)))
    return pass_dir


def build_sample(layout, name: str, model: str, inputs: dict, kernels: str, rule_name: str, rule_source: str,
                 kernels_module: str, more_rules: dict[str, str] | None = None) -> Path:
    """``samples/<name>``: one float32 variant of ``model`` (``graphs/float32/<name>``, ``inputs`` as ``weight_meta``
    takes them) and its pass_dir (``write_pass_dir``: the rule ``rule_name``, then ``more_rules``)."""
    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    variant = write_variant(sample / rel, model, {k: (v[0], v[1]) for k, v in inputs.items()})
    (variant / "weight_meta.py").write_text(weight_meta(inputs))
    (sample / "graph_list.txt").write_text(rel + "\n")
    write_pass_dir(sample, kernels_module, kernels, {rule_name: rule_source, **(more_rules or {})})
    return sample


# -- the plugin run and what it printed ---------------------------------------------------------------------------------


def medians(variant: dict) -> dict:
    """The eager and compiled sides' median e2e time of a report variant (None where it has none)."""
    timing = variant.get("timing") or {}
    return {side: (timing.get(side) or {}).get("e2e", {}).get("median") for side in ("eager", "compiled")}


def print_brief(record: dict, message: int = 400, flags: int = 240, extra=None) -> None:
    """A ``harness.shipped_run`` record a line a variant (its sample's name, then its status, e2e speedup, medians,
    sample AS, ``extra(variant)``'s keys, its message and flags cut to ``message`` and ``flags`` characters), then the
    overall scores, exit code and seconds."""
    for name, variant in record["variants"].items():
        print(name, json.dumps({"status": variant["status"], "speedup": variant["speedup"]["e2e"],
                                "medians": medians(variant), "sample_as": record["samples"].get(name, {}).get("score"),
                                **(extra(variant) if extra else {}), "message": variant["message"][:message],
                                "flags": [f[:flags] for f in variant["flags"]]}))
    print("overall", json.dumps({k: record["overall"][k] for k in ("score", "mean_sample_score")}),
          "exit", record["exit"], "seconds", record["seconds"])


def main(plugin_run, brief) -> None:
    """A plugin module's command line, ``[config] [trials] [sample ...]``: ``brief`` of its ``plugin_run``."""
    arguments = sys.argv[1:]
    brief(plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:])))


def run_from_environment(plugin_run, label: str, trials: int = 5):
    """A round's conftest fixture: ``plugin_run`` in ``PASSNET_R<LABEL>_CONFIG`` (default plain-root) with ``trials``
    trials over ``PASSNET_R<LABEL>_ONLY`` (comma-separated sample names; none: the round's default run)."""
    prefix = f"PASSNET_R{label.upper()}_"
    only = tuple(name for name in os.environ.get(f"{prefix}ONLY", "").split(",") if name)
    return plugin_run(os.environ.get(f"{prefix}CONFIG", "plain-root"), trials, only)


def static_findings(build_sample, names, label: str) -> dict[str, dict]:
    """What the trusted side reads of each sample before anything runs: the allow-list's findings on its pass files
    (``guard.sample_static_findings``) and the places in its float32 graph's ``model.py`` that take every input for
    written (``guard.versionless_writes``); each built in a scratch folder of its own."""
    import tempfile
    from types import SimpleNamespace

    from pytest_passnet import guard

    said = {}
    for name in names:
        sample = build_sample(SimpleNamespace(samples=Path(tempfile.mkdtemp(prefix=f"{label}-static-"))), name)
        said[name] = {"static": guard.sample_static_findings(sample),
                      "routes": guard.versionless_writes(sample / f"graphs/float32/{name}" / "model.py")}
    return said
