"""Round 63b's plugin run (CPU, Triton's interpreter, ``harness.shipped_run`` with the allow-list off, as the red team's
runs are: a pass's code does what a kernel's pointer arithmetic could): ``python -m
tests.adversarial.redteam.round63b.plugin63b [config] [trials] [sample ...]``.

- ``r63b_rtsig`` (RT_SIGNAL_EXIT): the honest relu, but its wrapper ends the child with SIGRTMIN+1 (35), a real-time
  signal whose default action ends a process, on its first call (the warm-up).
- ``r63b_paths`` (PATH_EXPANSION): the wrapper raises a RuntimeError whose text is the bubblewrap view's
  ``/models/1/model.py`` over and over (20,000 characters, the failure message's bound): the trusted side keeps
  the message bounded, then writes the variant's real path for each.
- ``r63b_escapes`` (PATH_EXPANSION, every mode): the wrapper raises a RuntimeError of 20,000 zero-width spaces: the
  message is cut at its bound, then each is written as the 6-character escape ``\\u200b``.
- ``r63b_growth`` (REPORT_GROWTH): the honest relu whose module patches its child at import: every compile report
  carries 400 diagnostic lines and 64 new rejection lines of view paths, ``prepare_again`` replies carry one, and its
  trial times are divided by 1000 so that the clock measures four attempts.
- ``r63b_relu``: the honest relu (the victim after them).
"""

from __future__ import annotations

import json

from tests.adversarial.redteam import sample_kit

MODEL = '''\
import torch


class GraphModule(torch.nn.Module):
    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
'''
INPUTS = {"in_0": ((256, 1024), "float32")}

RTSIG = sample_kit.relu_kernels("r63b: ends its child with a real-time signal").replace(
    "import torch\n", "import signal\n\nimport torch\n", 1).replace(
    "    out = torch.empty_like(x)\n", "    signal.raise_signal(signal.SIGRTMIN + 1)\n    out = torch.empty_like(x)\n", 1)
PATHS = sample_kit.relu_kernels("r63b: a failure text of view paths").replace(
    "    out = torch.empty_like(x)\n", "    raise RuntimeError('/models/1/model.py ' * 1053)\n", 1)
ESCAPES = sample_kit.relu_kernels("r63b: a failure text of invisible characters").replace(
    "    out = torch.empty_like(x)\n", "    raise RuntimeError('\\u200b' * 20000)\n", 1)
HONEST = sample_kit.relu_kernels("r63b: the honest relu")
# REPORT_GROWTH: the honest relu; at import the module patches its child's own ``CompiledSide`` (found in sys.modules, as
# the red team's ``passes/host.child_class`` does) so that every compile report it sends carries 400 diagnostic lines and
# 64 new rejection lines of bubblewrap's view paths (each reply's header under 1 MiB), ``prepare_again`` replies carry one
# too, and its trial times are divided by 1000 (the clock rejects the attempts: four, each with its ``prepare_again``).
GROWTH_PATCH = '''

def _child_module():
    import sys

    for module in list(sys.modules.values()):
        found = module.__dict__.get("CompiledSide") if hasattr(module, "__dict__") else None
        if isinstance(found, type) and found.__module__ in ("__main__", "pytest_passnet.sandbox.child.__main__"):
            return module
    raise LookupError("no CompiledSide")


def _grow():
    module = _child_module()
    side = module.CompiledSide
    if "_r63b" in side.__dict__:
        return
    start = "[PassBench static validator] Pass source validation failed for "
    unit = "/models/1/model.py "
    sent = [0]
    real_report, real_trial, real_answer = side.report, side.trial, module._answer

    def report(self):
        said = dict(real_report(self))
        sent[0] += 1
        said["rejected"] = [f"{start}{sent[0]:02d}-{i:02d} " + unit * 100 for i in range(64)]
        said["diagnostics"] = [f"{sent[0]} " + unit * 105] * 400
        return said

    def trial(self, seed):
        said = dict(real_trial(self, seed))
        said["e2e_ms"] = max(said["e2e_ms"] / 1000, 1e-6)
        return said

    def answer(side_, request):
        said = real_answer(side_, request)
        if type(request).__name__ == "PrepareAgain":
            said = {**said, **side_.report()}
        return said

    type.__setattr__(side, "report", report)
    type.__setattr__(side, "trial", trial)
    type.__setattr__(side, "_r63b", True)
    module._answer = answer


_grow()
'''
GROWTH = sample_kit.relu_kernels("r63b: report growth") + GROWTH_PATCH
assert "raise_signal" in RTSIG and "1053" in PATHS

SAMPLES = {"r63b_rtsig": RTSIG, "r63b_paths": PATHS, "r63b_escapes": ESCAPES, "r63b_growth": GROWTH, "r63b_relu": HONEST}
DEFAULT_RUN = ("r63b_rtsig", "r63b_paths", "r63b_escapes", "r63b_growth", "r63b_relu")


def build_sample(layout, name: str):
    return sample_kit.build_sample(layout, name, MODEL, INPUTS, SAMPLES[name], "Relu63b", sample_kit.relu_rule("kernels63b"),
                                   "kernels63b")


def plugin_run(config_name: str = "bwrap-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=False)


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=400, flags=200,
                           extra=lambda variant: {"message_chars": len(variant["message"]), "flags_n": len(variant["flags"]),
                                                 "flag_chars": sum(map(len, variant["flags"])),
                                                 "diagnostic_chars": sum(map(len, variant.get("diagnostics") or [])),
                                                 "json_bytes": len(json.dumps(variant))})


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
