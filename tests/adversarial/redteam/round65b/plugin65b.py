"""Round 65b's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round65b.plugin65b [config] [trials] [sample ...]``; ``... plugin65b
static`` the allow-list's findings and ``guard.versionless_writes`` per sample.

Every graph names only what ``guard.GRAPH_NAMES`` lists and has the dataset's shape (assignments and a return in one
``forward``): ``guard.versionless_writes`` finds nothing, so ``pipeline._eager_writes`` asks one probe call. The pass is
round 61b's add that never adds (one token launch, the first operand back; its pattern ``a + b``), as in round 63c.

- ``r65b_f64_flag`` (DRAW_PRECISION_GATE): ``in_1 + in_2`` written into ``in_1`` only where the float64 input ``in_3``
  has bits no float32 has: never on the probe's or the re-check's draw (``draw_fresh`` draws float32 and casts), on
  every timed trial's (``FreshFill``: ``normal_`` in float64) and on the replay (judged call). The target is chosen by
  indexing a tuple display with a 0-d integer tensor; the gated-off call writes a scratch of its own.
- ``r65b_f64_flag_trials``: the same, also off where ``in_3[0]`` is the replay's value (PassBench's fixed seed): the
  judged call does not write either, only the timed trials.
- ``r65b_ungated`` (control): the write on every call: the probe names ``in_1``, the skipped add is judged.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round56a import plugin56a
from tests.adversarial.redteam.round63c import plugin63c
from tests.adversarial.redteam.round65b import premises65b

BIG = plugin56a.BIG
INPUTS = {"in_0": ([16, 16], "float32", "0.000", "1.000"), "in_1": (BIG, "float32", "0.000", "1.000"),
          "in_2": (BIG, "float32", "0.000", "1.000"), "in_3": ([64], "float64", "0.000", "1.000")}
ADD_RULE = plugin63c.ADD_RULE.replace("kernels63c", "kernels65b")
ADD_CHEAT = plugin63c.ADD_CHEAT.replace("63c", "65b")
# Dynamo breaks the gated graphs in two (the flag's ``bool()``) and pass_mgr wants every captured graph modified, with
# one replacement function for the whole pass set (PassBench keeps one): the second graph adds zeros to its result
# (``a + b`` again, which the add that never adds answers exactly)
ZEROS_ADD = ("        tmp_4 = torch.relu(in_0)\n        return (tmp_4,)\n",
             "        tmp_4 = torch.relu(in_0)\n        tmp_6 = tmp_4 + in_0.new_zeros(1)\n        return (tmp_6,)\n")
# the target as the round found it: HEAD's package with ``materialize.py`` before 2d84f2f7 (the fix of this finding)
PRE_FIX = "2d84f2f7^"


def sources() -> dict[str, str]:
    said = {"r65b_f64_flag": premises65b.F64_GATE_FLAG,
            "r65b_f64_flag_trials": premises65b.f64_trials_only(tuple(BIG), premises65b.F64_FLAG_TRIALS_TEMPLATE),
            "r65b_ungated": premises65b.UNGATED}
    for name, source in said.items():
        assert ZEROS_ADD[0] in source, name
        said[name] = source.replace(*ZEROS_ADD)
    return said


SAMPLES = ("r65b_f64_flag", "r65b_f64_flag_trials", "r65b_ungated")
DEFAULT_RUN = ("r65b_f64_flag", "r65b_f64_flag_trials")


def build_sample(layout, name: str):
    return sample_kit.build_sample(layout, name, sources()[name], INPUTS, ADD_CHEAT, "Add65b", ADD_RULE, "kernels65b")


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = (),
               pre_fix: bool = True) -> dict:
    """``harness.shipped_run`` of ``only``; ``pre_fix``: the copied package's ``materialize.py`` as at ``PRE_FIX``."""
    import subprocess

    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    old = subprocess.run(["git", "show", f"{PRE_FIX}:pytest_passnet/materialize.py"], capture_output=True, text=True,
                         check=True, cwd=premises65b.Path(__file__).resolve().parents[4]).stdout if pre_fix else None

    def build(layout, name):
        if old is not None:
            (layout.package / "pytest_passnet" / "materialize.py").write_text(old)
        return build_sample(layout, name)

    return harness.shipped_run(build, names, config_name, trials, allow_list=True)


def static_findings() -> dict:
    return sample_kit.static_findings(build_sample, SAMPLES, "r65b")


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=500, flags=300,
                           extra=lambda variant: {"probe_named": plugin56a.probe_named(variant)})


if __name__ == "__main__":
    if sys.argv[1:2] == ["static"]:
        print(json.dumps(static_findings(), indent=1))
    else:
        sample_kit.main(plugin_run, brief)
