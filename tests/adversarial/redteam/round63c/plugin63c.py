"""Round 63c's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round63c.plugin63c [config] [trials] [sample ...]``; ``... plugin63c
static`` the allow-list's findings and ``guard.versionless_writes`` per sample.

Every graph names only what ``guard.GRAPH_NAMES`` lists (``import torch``, ``nn``, ``Module``, ``Tensor``, ``relu``) and
syntax: no builtin, no dunder, no other attribute. The pass is round 61b's add that never adds (one token launch, the
first operand back), its pattern ``a + b`` (``add`` is no graph name: the graphs add with ``+``).

- ``r63c_match_gate`` (MATCH_CLASS_ATTRIBUTE + IDENTITY_GATE): ``in_1 + in_2`` written into ``in_1`` through
  ``match in_1: case torch.Tensor(data=tmp_5)`` (a class pattern's keyword reads ``in_1.data``: no ``ast.Attribute``,
  no version counter of the input's), and only where ``in_1`` is the tensor object of the call before (a module-level
  list and ``is``): the probe's and the re-check's fresh tensors are never written; the warm-up's second call on, the
  judged call and every timed trial (the same tensor objects, refilled) are. ``in_2`` is drawn N(0, 1): the skipped add
  changes real values in every trial.
- ``r63c_match_repeat`` (MATCH_CLASS_ATTRIBUTE alone): round 62a's repeat graph (``in_2`` a zeros input: a first call
  adds zero; ``in_2[...] = in_3`` after) with the write spelled as the class pattern.
- ``r63c_gate_syntax`` (IDENTITY_GATE alone, a plain ``in_1[...] = tmp_0``: every write moves the version): under
  ``pass_mgr`` Dynamo's graph of the gated branch guards no ``is`` and writes the re-check's fresh ``in_1`` too, which
  the re-check convicts; under ``pass_mgr_direct`` (``direct``) the first call's graph (no write) is called directly
  ever after: the compiled side never writes.
- ``r63c_tag_gate`` (IDENTITY_GATE, syntax only, default ``pass_mgr``): the gate is a tag on the tensor object
  (``if in_1.tril is SEEN: in_1[...] = tmp_0`` then ``in_1.tril = SEEN``): eager writes from the second call on the same
  object; Dynamo's graph never does.
- ``r63c_honest_add`` (an honest dataset-like graph off the list): ``torch.add`` then ``torch.relu``, the honest add
  pass: the every-input path, and what it costs the verdict.
- ``r63c_data_control`` (control): ``r63c_match_gate`` with the write spelled ``in_1.data[...] = tmp_0``: a name off
  the list, every input judged.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round56a import plugin56a
from tests.adversarial.redteam.round61b import plugin61b

HEAD = "import torch\n\nSEEN = []\n\nclass GraphModule(torch.nn.Module):\n\n"
MATCH_GATE = HEAD + """    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_1 + in_2
        if [tmp_9 for tmp_9 in SEEN if tmp_9 is in_1]:
            match in_1:
                case torch.Tensor(data=tmp_5):
                    tmp_5[...] = tmp_0
        SEEN[:] = [in_1]
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""
DATA_CONTROL = MATCH_GATE.replace("""            match in_1:
                case torch.Tensor(data=tmp_5):
                    tmp_5[...] = tmp_0
""", """            in_1.data[...] = tmp_0
""")
assert DATA_CONTROL != MATCH_GATE
GATE_SYNTAX = MATCH_GATE.replace("""            match in_1:
                case torch.Tensor(data=tmp_5):
                    tmp_5[...] = tmp_0
""", """            in_1[...] = tmp_0
""")
assert GATE_SYNTAX != MATCH_GATE
# the gate as a tag on the tensor object itself: an instance attribute named as a listed tensor method (``tril``), set
# after each call; Dynamo reads ``in_1.tril`` as the method and never traces the branch (its graph never writes)
TAG_GATE = HEAD + """    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_1 + in_2
        if in_1.tril is SEEN:
            in_1[...] = tmp_0
        in_1.tril = SEEN
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""
MATCH_REPEAT = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1 + in_2
        match in_1:
            case torch.Tensor(data=tmp_5):
                tmp_5[...] = tmp_0
        in_2[...] = in_3
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""
BIG = plugin56a.BIG
GATE_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000"), "in_1": (BIG, "float32", "0.000", "1.000"),
               "in_2": (BIG, "float32", "0.000", "1.000")}
ADD_RULE = plugin61b.ADD_RULE.replace("kernels61b", "kernels63c").replace("return torch.add(a, b)", "return a + b")
assert "return a + b" in ADD_RULE
ADD_CHEAT = plugin61b.ADD_CHEAT.replace("61b", "63c")

# an honest graph of a user's own extension dataset: ``torch.add`` (no dataset graph names ``add``), the honest pass
HONEST_ADD = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.add(in_0, in_1)
        tmp_1 = torch.relu(tmp_0)
        return (tmp_1,)
"""
HONEST_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000"), "in_1": ([256, 1024], "float32", "0.000", "1.000")}
HONEST_RULE = plugin61b.ADD_RULE.replace("kernels61b", "kernels63c")
ADD_HONEST = plugin61b.ADD_HONEST.replace("61b", "63c")

SAMPLES = {"r63c_match_gate": (MATCH_GATE, GATE_INPUTS), "r63c_match_repeat": (MATCH_REPEAT, plugin56a.REPEAT_INPUTS),
           "r63c_data_control": (DATA_CONTROL, GATE_INPUTS), "r63c_gate_syntax": (GATE_SYNTAX, GATE_INPUTS),
           "r63c_tag_gate": (TAG_GATE, GATE_INPUTS), "r63c_honest_add": (HONEST_ADD, HONEST_INPUTS)}
DEFAULT_RUN = ("r63c_tag_gate", "r63c_match_gate", "r63c_match_repeat")


def build_sample(layout, name: str):
    model, inputs = SAMPLES[name]
    if name == "r63c_honest_add":
        return sample_kit.build_sample(layout, name, model, inputs, ADD_HONEST, "Add63c", HONEST_RULE, "kernels63c")
    return sample_kit.build_sample(layout, name, model, inputs, ADD_CHEAT, "Add63c", ADD_RULE, "kernels63c")


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = (),
               compiler: str | None = None) -> dict:
    """``harness.shipped_run`` of ``only`` (default ``DEFAULT_RUN``); with ``compiler``, ``--passnet-compiler`` it."""
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    if compiler is None:
        return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)
    real = harness.Layout.command
    harness.Layout.command = lambda self, samples, *extra, **kw: real(self, samples, *extra, "--passnet-compiler",
                                                                      compiler, **kw)
    try:
        return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)
    finally:
        harness.Layout.command = real


def static_findings() -> dict:
    return sample_kit.static_findings(build_sample, SAMPLES, "r63c")


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=500, flags=300,
                           extra=lambda variant: {"probe_named": plugin56a.probe_named(variant)})


if __name__ == "__main__":
    if sys.argv[1:2] == ["static"]:
        print(json.dumps(static_findings(), indent=1))
    elif sys.argv[1:2] == ["direct"]:  # ... plugin63c direct [config] [trials] [sample ...]: pass_mgr_direct
        arguments = sys.argv[2:]
        brief(plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:]),
                         compiler="pass_mgr_direct"))
    else:
        sample_kit.main(plugin_run, brief)
