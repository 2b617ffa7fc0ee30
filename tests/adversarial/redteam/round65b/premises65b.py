"""Round 65b's premises (target 088ba44a: ``guard.versionless_writes`` with ``GRAPH_NAMES`` and the shape allow-list
``GRAPH_NODES``/``_BODIES``; ``materialize.load_model``; ``pipeline._eager_writes``):
``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round65b/premises65b.py [name ...]`` prints one JSON line per
premise. All in process, with the product's own functions (no plugin run, CPU only).

- ``draw_tell``: which dtypes' values tell the probe's and the re-check's draws (``materialize.draw_fresh``) from a
  timed trial's (``materialize.FreshFill``): a float64 draw of ``draw_fresh`` is float32 values cast up
  (``_FreshDraws.normal``), every ``FreshFill`` float64 draw has bits no float32 has; the replay (PassBench's NumPy
  float64 arithmetic) has them too.
- ``gate_scan``: ``guard.versionless_writes`` on the gate graphs (the whole file names only ``GRAPH_NAMES``, in the
  dataset's shape).
- ``call_sequence``: the reference child's ``CompiledSide`` (eager compiler) in process, on the gate graphs, the calls
  a variant makes: the probe (``recheck``: fresh draws into the replayed tensors through ``.data``), warm-up, the
  judged call, timed trials (``FreshFill`` into the same tensors) and the closing re-check: which write ``in_1``.
- ``eager_writes``: ``pipeline._eager_writes`` as shipped on the gate graphs (what it names, its flags).
- ``dynamo_gate``: the gate under ``torch.compile`` (a backend returning the captured graph): still gated, by the draw.
- ``shape_forms``: the shape allow-list against spellings of state and control flow (class-level ``forward``, a
  default, a decorator, a docstring, ``**`` of a name, an f-string, a walrus, ``del``, nested functions, a second
  class, two ``forward``s, a class keyword...), each with what the scan says.
- ``state_forms``: state across calls with listed names only: the global RNG (``torch.rand``; ``seed_call`` reseeds
  every call), the grad mode (``torch.set_grad_enabled(False)`` as a call persists in the child: nothing listed reads
  it back), a replay-value gate (PassBench's seed is fixed: the judged call's inputs are known), ``self.to``/
  ``self.float`` (a Module without parameters), mutable objects reachable by listed attribute chains (none).
- ``loader_forms``: ``load_model`` vs the scan: ``_DeviceRewriter`` (drops a ``device(...)`` call's other arguments:
  removes code, adds none), a coding cookie, deep left-nested expressions (RecursionError paths).
"""

from __future__ import annotations

import json
import sys
import tempfile
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path
from types import SimpleNamespace

import torch

# -- the gate: float64 bits the probe's draw never has ----------------------------------------------------------------
# ``in_3`` (a small float64 input): all float32-exact on the probe's and the re-check's draws (``draw_fresh`` draws
# float32 and casts), never on a timed trial's (``FreshFill``: ``normal_`` in float64) nor on the replay. The write's
# target is chosen by indexing a tuple display with a 0-d integer tensor (``__index__``): the gated-off call writes a
# scratch of its own, so no input's version moves. Every name is in ``GRAPH_NAMES``; the shape is the dataset's
# (assignments and a return).
F64_GATE = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1 + in_2
        tmp_1 = in_3.float().type_as(in_3) == in_3
        tmp_2 = tmp_1.all().long()
        tmp_3 = in_1.new_zeros(1)
        (in_1, tmp_3)[tmp_2][...] = (tmp_0, tmp_3)[tmp_2]
        tmp_4 = torch.relu(in_0)
        return (tmp_4,)
"""
# the same gate, its write spelled with a list display and an AugAssign (``+=`` on the chosen tensor)
F64_GATE_AUG = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_1 = in_3.float().type_as(in_3) != in_3
        tmp_2 = tmp_1.all().long()
        tmp_3 = in_1.new_zeros(1)
        tmp_4 = [tmp_3, in_1][tmp_2]
        tmp_4 += [tmp_3, in_2][tmp_2]
        tmp_5 = torch.relu(in_0)
        return (tmp_5,)
"""
# the same gate with no display at all: ``inplace=`` of a listed function is read by Python's truthiness, so a 0-d
# bool tensor picks between the input itself (hardtanh_ within range: values kept) and a new tensor
F64_GATE_FLAG = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1 + in_2
        tmp_1 = (in_3.float().type_as(in_3) == in_3).all() == 0
        tmp_2 = torch.nn.functional.hardtanh(in_1, -3.0e38, 3.0e38, inplace=tmp_1)
        tmp_2[...] = tmp_0
        tmp_4 = torch.relu(in_0)
        return (tmp_4,)
"""
F64_FLAG_TRIALS_TEMPLATE = F64_GATE_FLAG.replace(
    "tmp_1 = (in_3.float().type_as(in_3) == in_3).all() == 0",
    "tmp_5 = (in_3.float().type_as(in_3) == in_3).all().long() == 0\n"
    "        tmp_1 = tmp_5.long() * (in_3[0] != {value!r}).long() == 1")
assert F64_FLAG_TRIALS_TEMPLATE != F64_GATE_FLAG
# control: the write ungated (every call writes in_1: the probe names it)
UNGATED = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1 + in_2
        in_1[...] = tmp_0
        tmp_4 = torch.relu(in_0)
        return (tmp_4,)
"""
# a float32-only sample: the replay's values are PassBench's seed's (known), so a graph can write on the replayed calls
# (warm-up, judged call) alone; here: ``in_3[0]`` is the replay's first value exactly
REPLAY_GATE_TEMPLATE = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1 + in_2
        tmp_1 = in_3[0] == {value!r}
        tmp_2 = tmp_1.long()
        tmp_3 = in_1.new_zeros(1)
        ([tmp_3, in_1])[tmp_2][...] = (tmp_3, tmp_0)[tmp_2]
        tmp_4 = torch.relu(in_0)
        return (tmp_4,)
"""
# the gate off on the replayed calls too (the judged call's inputs are PassBench's seed's: known), on in the timed
# trials alone: the judged call's ``OutputsDone.written`` (dropped today) would not tell it either; no ``+`` in the gate
# (the plugin's pass rewrites ``a + b``)
F64_TRIALS_TEMPLATE = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1 + in_2
        tmp_1 = (in_3.float().type_as(in_3) == in_3).all().long() == 0
        tmp_2 = tmp_1.long() * (in_3[0] != {value!r}).long()
        tmp_3 = in_1.new_zeros(1)
        (tmp_3, in_1)[tmp_2][...] = (tmp_3, tmp_0)[tmp_2]
        tmp_4 = torch.relu(in_0)
        return (tmp_4,)
"""
# what stays after the draws are made alike: a write on a share of the draws (here half: ``in_3[0] > 0``) escapes
# one probe and one re-check with that share's complement each
COIN_GATE = F64_GATE.replace("tmp_1 = in_3.float().type_as(in_3) == in_3\n        tmp_2 = tmp_1.all().long()",
                             "tmp_2 = (in_3[0] <= 0).long()")
assert COIN_GATE != F64_GATE
SMALL = (64, 256)  # in_1/in_2 in process (the plugin's are 4096x4096)


def metas(dtype3: str = "torch.float64", big=SMALL) -> list:
    from pytest_passnet.sample import TensorMeta

    shapes = {"in_0": (16, 16), "in_1": big, "in_2": big, "in_3": (64,)}
    return [TensorMeta(f"Program_weight_tensor_meta_{name}", name, shape,
                       dtype3 if name == "in_3" else "torch.float32", mean=0.0, std=1.0)
            for name, shape in shapes.items()]


def replay(ms) -> dict:
    """The replayed inputs as the trusted side makes them (PassBench's lineage, its fixed seed)."""
    from pytest_passnet import materialize

    materialize.set_seed()
    return dict(materialize.replay_on_cpu(ms, "cpu").tensors)


def replay_gate(dtype3: str = "torch.float32", template: str = REPLAY_GATE_TEMPLATE, big=SMALL) -> str:
    first = float(replay(metas(dtype3, big))["in_3"][0])
    return template.format(value=first)


def f64_trials_only(big=SMALL, template: str = F64_TRIALS_TEMPLATE) -> str:
    return replay_gate("torch.float64", template, big)


GRAPHS = {"f64_gate": F64_GATE, "f64_gate_aug": F64_GATE_AUG, "f64_gate_flag": F64_GATE_FLAG, "ungated": UNGATED, "coin_gate": COIN_GATE}
DTYPE3 = {"replay_gate": "torch.float32"}


def graph(name: str) -> str:
    if name == "f64_trials_only":
        return f64_trials_only()
    if name == "f64_flag_trials_only":
        return f64_trials_only(template=F64_FLAG_TRIALS_TEMPLATE)
    return replay_gate() if name == "replay_gate" else GRAPHS[name]


def _folder(source: str) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="r65b-"))
    (folder / "model.py").write_text(source)
    return folder


def scan(source: str | bytes) -> list[str]:
    from pytest_passnet import guard

    folder = Path(tempfile.mkdtemp(prefix="r65b-scan-"))
    (folder / "model.py").write_bytes(source.encode() if isinstance(source, str) else source)
    return guard.versionless_writes(folder / "model.py")


def draw_tell() -> dict:
    from pytest_passnet.materialize import FreshFill, draw_fresh
    from pytest_passnet.sample import TensorMeta

    def exact(x: torch.Tensor) -> bool:
        return bool((x.float().type_as(x) == x).all())

    said = {}
    for dtype in ("float64", "float32", "float16", "bfloat16"):
        meta = TensorMeta("P", "in_3", (64,), f"torch.{dtype}", mean=0.0, std=1.0)
        fresh = [exact(draw_fresh([meta], "cpu", seed)["in_3"]) for seed in range(1, 21)]
        trial = torch.empty(64, dtype=getattr(torch, dtype))
        fill = FreshFill([meta], {"in_3": trial})
        trials = []
        for seed in range(1, 21):
            fill(seed)
            trials.append(exact(trial))
        said[dtype] = {"draw_fresh_float32_exact": f"{sum(fresh)}/20", "FreshFill_float32_exact": f"{sum(trials)}/20",
                       "replay_float32_exact": exact(replay([meta])["in_3"])}
    return said


def gate_scan() -> dict:
    return {name: scan(graph(name)) for name in (*GRAPHS, "replay_gate", "f64_trials_only", "f64_flag_trials_only")}


def eager_side(name: str, big=SMALL):
    """The reference child's side for a gate graph, in process (the ``eager`` compiler), on the replayed inputs."""
    from pytest_passnet import protocol
    from pytest_passnet.sandbox.child.__main__ import CompiledSide

    ms = metas(DTYPE3.get(name, "torch.float64"), big)
    folder = _folder(graph(name))
    side = CompiledSide(protocol.Load("eager", str(folder), "cpu", "full", side="eager"), folder)
    side.prepare(protocol.Prepare(str(folder / "model.py"), 0, replay(ms), None))
    return side, [{**asdict(meta), "origin": ""} for meta in ms], ms


def call_sequence(names=("f64_gate", "f64_gate_aug", "f64_gate_flag", "f64_trials_only",
                                         "f64_flag_trials_only", "replay_gate", "ungated")) -> dict:
    """The calls in a variant's order: which write in_1 (bytes or version) and in_3 (never)."""
    from pytest_passnet.materialize import FreshFill

    said = {}
    for name in names:
        side, wire, ms = eager_side(name)
        x = side.inputs["in_1"]
        rows = {"probe (draw_fresh into the replayed tensors)": side.recheck(11, wire)["written"]}
        side, wire, ms = eager_side(name)  # the eager side is prepared again for its timing (pipeline._time_eager)
        x = side.inputs["in_1"]
        side.warm_up(2)
        before, version = x.clone(), x._version
        reply = side.outputs()
        rows["judged call (replay, after warm-up)"] = {"in_1_bytes_changed": not torch.equal(before, x),
                                                       "in_1_version_moved": x._version != version,
                                                       "OutputsDone.written (dropped)": reply["written"]}
        fill = FreshFill(ms, side.inputs)
        trials = []
        for seed in (101, 102, 103):
            fill(seed)
            before, version = x.clone(), x._version
            side.call()
            trials.append(not torch.equal(before, x) or x._version != version)
        rows["timed trials writing in_1 (FreshFill)"] = f"{sum(trials)}/3"
        rows["closing re-check"] = side.recheck(13, wire)["written"]
        said[name] = rows
    return said


def eager_writes(names=("f64_gate", "f64_gate_aug", "f64_gate_flag", "f64_trials_only",
                                         "f64_flag_trials_only", "replay_gate", "ungated")) -> dict:
    """``pipeline._eager_writes`` as shipped: the inputs it names, its flags."""
    from pytest_passnet import pipeline
    from pytest_passnet.sandbox.child.__main__ import _answer

    said = {}
    for name in names:
        side, wire, ms = eager_side(name)
        run = SimpleNamespace(side=side, varying=[], metas=ms, inputs_cpu=dict(side.inputs),
                              ask_reference=lambda request, side=side: _answer(side, request),
                              variant=SimpleNamespace(path=Path(side.sample_dir)), result=SimpleNamespace(flags=[]),
                              every_input_judged=False)
        real = pipeline._load_and_prepare_eager
        pipeline._load_and_prepare_eager = lambda run, warmup=None: None
        try:
            named = pipeline._eager_writes(run)
        finally:
            pipeline._load_and_prepare_eager = real
        said[name] = {"named": named, "every_input_judged": run.every_input_judged,
                      "flags": [f[:160] for f in run.result.flags]}
    return said


def dynamo_gate(names=("f64_gate", "f64_gate_aug", "f64_gate_flag")) -> dict:
    """Under ``torch.compile`` (a backend returning the captured graph): does the call write in_1 on a draw_fresh
    draw (the re-check's) and on a FreshFill draw (a trial's)?"""
    from pytest_passnet.materialize import FreshFill, draw_fresh, load_model

    said = {}
    for name in names:
        torch._dynamo.reset()
        graphs = []

        def backend(gm, example, graphs=graphs):
            graphs.append(len(list(gm.graph.nodes)))
            return gm

        model = torch.compile(load_model(_folder(graph(name)) / "model.py", "cpu"), backend=backend)
        ms = metas()
        inputs = draw_fresh(ms, "cpu", 5)
        rows = {}
        for label in ("re-check draw", "trial draw", "re-check draw again"):
            if label == "trial draw":
                FreshFill(ms, inputs)(7)
            elif label == "re-check draw again":
                for key, value in draw_fresh(ms, "cpu", 6).items():
                    inputs[key].data.copy_(value)
            x = inputs["in_1"]
            before, version = x.clone(), x._version
            model(*inputs.values())
            rows[label] = {"in_1_written": not torch.equal(before, x) or x._version != version}
        said[name] = {**rows, "graphs_captured": graphs}
    return said


def coin_gate(seeds=range(1, 21)) -> dict:
    """The one-draw probe's limit, with or without the fix: over ``seeds``, the share of probes naming in_1 and of
    ``FreshFill`` trials writing it."""
    from pytest_passnet.materialize import FreshFill

    side, wire, ms = eager_side("coin_gate")
    named = sum(1 in side.recheck(seed, wire)["written"] for seed in seeds)
    fill, x, wrote = FreshFill(ms, side.inputs), side.inputs["in_1"], 0
    for seed in seeds:
        fill(1000 + seed)
        before, version = x.clone(), x._version
        side.call()
        wrote += not torch.equal(before, x) or x._version != version
    return {"scan": scan(COIN_GATE), "probes_naming_in_1": f"{named}/{len(seeds)}",
            "trials_writing_in_1": f"{wrote}/{len(seeds)}"}


@contextmanager
def pre_fix():
    """The target as the round found it: ``_FreshDraws.normal`` before 2d84f2f7 (a float32 draw, cast last)."""
    from pytest_passnet import materialize

    real = materialize._FreshDraws.normal

    def normal(self, shape, std, mean, dtype):
        values = torch.randn(shape, device=self.device, generator=self.generator)
        return values.mul_(std * 0.2).add_(mean).to(dtype)

    materialize._FreshDraws.normal = normal
    try:
        yield
    finally:
        materialize._FreshDraws.normal = real


def at_target(premise, *args):
    with pre_fix():
        return premise(*args)


def with_fix(names=("f64_gate", "f64_gate_aug", "f64_gate_flag", "f64_trials_only")) -> dict:
    """The suggested fix, in process: ``_FreshDraws.normal`` draws in the input's floating dtype (as ``FreshFill``'s
    ``normal_`` does); ``draw_tell`` and ``eager_writes`` again under it."""
    from pytest_passnet import materialize

    real = materialize._FreshDraws.normal

    def normal(self, shape, std, mean, dtype):
        kind = dtype if dtype.is_floating_point else torch.float32
        values = torch.randn(shape, device=self.device, generator=self.generator, dtype=kind)
        return values.mul_(std * 0.2).add_(mean).to(dtype)

    materialize._FreshDraws.normal = normal
    try:
        return {"draw_tell_float64": draw_tell()["float64"], "eager_writes": eager_writes(names)}
    finally:
        materialize._FreshDraws.normal = real


def dataset_measure() -> dict:
    """Over the checkout's unpacked graphs (``graphs/**/model.py``, 3,217) and their ``weight_meta.py``: the spellings
    the gates use (a subscript of a display, a display bound to a name, a subscript store, ``inplace=`` given a
    non-constant) and float64 inputs: what a static complement could refuse."""
    import ast

    root = Path(__file__).resolve().parents[4] / "graphs"
    counts = dict.fromkeys(("graphs", "subscript of a display", "display bound to a name", "subscript store",
                            "inplace= not a constant", "weight_meta with float64"), 0)
    for path in root.rglob("model.py"):
        counts["graphs"] += 1
        for node in ast.walk(ast.parse(path.read_bytes())):
            counts["subscript of a display"] += isinstance(node, ast.Subscript) and isinstance(
                node.value, (ast.Tuple, ast.List))
            counts["display bound to a name"] += isinstance(node, ast.Assign) and isinstance(
                node.value, (ast.Tuple, ast.List))
            counts["subscript store"] += isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store)
            counts["inplace= not a constant"] += isinstance(node, ast.keyword) and node.arg == "inplace" and not \
                isinstance(node.value, ast.Constant)
    counts["weight_meta with float64"] = sum("float64" in path.read_text(errors="replace")
                                             for path in root.rglob("weight_meta.py"))
    return counts


# -- the shape allow-list --------------------------------------------------------------------------------------------
HEAD = "import torch\n\nclass GraphModule(torch.nn.Module):\n\n"
BODY = "        tmp_0 = torch.relu(in_0)\n        return (tmp_0,)\n"
SHAPE_FORMS = {
    "class-level forward = (Assign in a ClassDef)": HEAD + "    def f(self, in_0):\n" + BODY + "    forward = f\n",
    "forward with a default": HEAD + "    def forward(self, in_0, in_1=[]):\n" + BODY,
    "forward with a decorator": HEAD + "    @torch.no_grad\n    def forward(self, in_0):\n" + BODY,
    "a docstring in forward (Expr)": HEAD + "    def forward(self, in_0):\n        'doc'\n" + BODY,
    "a module docstring (Expr)": '"""A graph."""\n' + HEAD + "    def forward(self, in_0):\n" + BODY,
    "a bare call (Expr)": HEAD + "    def forward(self, in_0):\n        in_0.relu_()\n" + BODY,
    "** of a name": HEAD + "    def forward(self, in_0):\n        tmp_9 = torch.relu(in_0, **in_0)\n" + BODY,
    "an f-string": HEAD + "    def forward(self, in_0):\n        tmp_9 = f'{in_0}'\n" + BODY,
    "a walrus": HEAD + "    def forward(self, in_0):\n        tmp_9 = (tmp_8 := in_0)\n" + BODY,
    "del": HEAD + "    def forward(self, in_0):\n        tmp_9 = in_0\n        del tmp_9\n" + BODY,
    "a nested def": HEAD + "    def forward(self, in_0):\n        def g():\n            return in_0\n" + BODY,
    "a second class (a module-level base)": HEAD + "    def forward(self, in_0):\n" + BODY
    + "\nclass Other(GraphModule):\n\n    def forward(self, in_0):\n" + BODY,
    "a class keyword (metaclass=)": "import torch\n\nclass GraphModule(torch.nn.Module, metaclass=type):\n\n"
    "    def forward(self, in_0):\n" + BODY,
    "two forwards in one class (the last wins)": HEAD + "    def forward(self, in_0):\n" + BODY
    + "\n    def forward(self, in_0):\n" + BODY,
    "a slice (x[1:2])": HEAD + "    def forward(self, in_0):\n        tmp_9 = in_0[1:2]\n" + BODY,
    "a starred argument": HEAD + "    def forward(self, in_0):\n        tmp_9 = torch.cat(*[in_0])\n" + BODY,
    "global": HEAD + "    def forward(self, in_0):\n        global tmp_g\n" + BODY,
    "an attribute store": HEAD + "    def forward(self, in_0):\n        in_0.tril = in_0\n" + BODY,
    "an attribute store inside a tuple target": HEAD + "    def forward(self, in_0):\n"
    "        (in_0.tril, tmp_9) = (in_0, in_0)\n" + BODY,
    "a subscript store on self": HEAD + "    def forward(self, in_0):\n        self[0] = in_0\n" + BODY,
    "self shadowed, then a listed attribute": HEAD + "    def forward(self, in_0):\n        self = torch\n" + BODY,
    "torch rebound in forward": HEAD + "    def forward(self, in_0):\n        torch = in_0\n        tmp_0 = in_0.relu()\n"
    "        return (tmp_0,)\n",
    "import torch as relu (alias names)": "import torch as relu\nimport torch\n\nclass GraphModule(torch.nn.Module):\n\n"
    "    def forward(self, in_0):\n" + BODY,
    "from torch import device, then device rebound": "import torch\nfrom torch import device\n\n"
    "class GraphModule(torch.nn.Module):\n\n    def forward(self, in_0):\n        device = in_0\n" + BODY,
    "the dataset's shape (control)": HEAD + "    def forward(self, in_0):\n" + BODY,
}


def shape_forms() -> dict:
    return {label: scan(source) for label, source in SHAPE_FORMS.items()}


# -- state across calls with listed names ----------------------------------------------------------------------------
def state_forms() -> dict:
    from pytest_passnet.guard import GRAPH_NAMES
    from pytest_passnet.materialize import load_model
    from pytest_passnet.sandbox.child.timing import seed_call

    said = {}
    rand_gate = HEAD + "    def forward(self, in_0):\n        tmp_9 = torch.rand(1)\n        return (tmp_9,)\n"
    model = load_model(_folder(rand_gate) / "model.py", "cpu")
    values = []
    for _ in range(3):
        seed_call()  # as the child does before every call, the probe's (recheck) included
        values.append(float(model(torch.zeros(1))[0][0]))
    said["torch.rand across seeded calls"] = {"scan": scan(rand_gate), "values": values,
                                              "alike": len(set(values)) == 1}
    grad_state = (HEAD + "    def forward(self, in_0):\n        tmp_8 = torch.set_grad_enabled(False)\n"
                  "        tmp_9 = torch.relu(in_0)\n        return (tmp_9,)\n")
    model = load_model(_folder(grad_state) / "model.py", "cpu")
    before = torch.is_grad_enabled()
    model(torch.zeros(1))
    after = torch.is_grad_enabled()
    torch.set_grad_enabled(before)
    said["torch.set_grad_enabled(False) as a call"] = {
        "scan": scan(grad_state), "grad_mode_before": before, "grad_mode_after_the_call": after,
        "readers_in_GRAPH_NAMES": sorted(n for n in GRAPH_NAMES if "grad" in n)}
    module_methods = (HEAD + "    def forward(self, in_0):\n        tmp_7 = self.to(in_0)\n        tmp_8 = self.float()\n"
                      "        tmp_9 = torch.relu(in_0)\n        return (tmp_9,)\n")
    model = load_model(_folder(module_methods) / "model.py", "cpu")
    model(torch.zeros(1))
    said["self.to(in_0) / self.float()"] = {"scan": scan(module_methods),
                                            "state": sorted(k for k, v in vars(model).items() if v)}
    said["mutable objects reachable by listed attribute chains"] = reachable_mutables()
    return said


def reachable_mutables(depth: int = 4) -> list[str]:
    """From ``torch``, a Module, a tensor and a device, by ``GRAPH_NAMES`` attributes only: the lists, dicts, sets and
    module-level tensors found (a graph's only room for state with no attribute store)."""
    from pytest_passnet.guard import GRAPH_NAMES

    class M(torch.nn.Module):
        def forward(self, x):
            return x

    frontier = [("torch", torch), ("self", M()), ("tensor", torch.randn(2)), ("device", torch.device("cpu"))]
    seen, found = set(), []
    for _ in range(depth):
        following = []
        for path, obj in frontier:
            for name in sorted(GRAPH_NAMES):
                try:
                    value = getattr(obj, name)
                except Exception:  # noqa: BLE001
                    continue
                if id(value) in seen:
                    continue
                seen.add(id(value))
                if isinstance(value, (list, dict, set, bytearray)) or (
                        isinstance(value, torch.Tensor) and not path.startswith("tensor")):
                    found.append(f"{path}.{name}")
                following.append((f"{path}.{name}", value))
        frontier = following
    return found


# -- the loader against the scan -------------------------------------------------------------------------------------
def loader_forms() -> dict:
    from pytest_passnet.materialize import load_model

    said = {}
    device_call = (HEAD + "    def forward(self, in_0):\n        tmp_8 = torch.device('cuda', in_0.relu_())\n"
                   "        tmp_9 = torch.relu(in_0)\n        return (tmp_9,)\n")
    x = torch.zeros(1) - 1
    load_model(_folder(device_call) / "model.py", "cpu")(x)
    said["device(...) with a write in its other argument"] = {"scan": scan(device_call),
                                                             "write_ran_after_the_rewrite": bool(x.eq(0).all())}
    cookie = b"# -*- coding: latin-1 -*-\n" + (HEAD + "    def forward(self, in_0):\n        tmp_8 = '\xe9'\n" + BODY
                                               ).encode("latin-1")
    said["latin-1 coding cookie"] = {"scan": scan(cookie)}
    for n in (2_000, 50_000):
        deep = HEAD + "    def forward(self, in_0):\n        tmp_0 = in_0" + " + in_0" * n + "\n        return (tmp_0,)\n"
        try:
            load_model(_folder(deep) / "model.py", "cpu")
            loaded = True
        except (RecursionError, MemoryError, SyntaxError) as exc:
            loaded = type(exc).__name__
        except Exception as exc:  # noqa: BLE001
            loaded = f"{type(exc).__name__}: {str(exc)[:80]}"
        said[f"left-nested a + a ... ({n} terms)"] = {"scan": scan(deep)[:2], "load_model": loaded}
    return said


PREMISES = {"draw_tell": draw_tell, "gate_scan": gate_scan, "call_sequence": call_sequence,
            "eager_writes": eager_writes, "with_fix": with_fix, "coin_gate": coin_gate, "dataset_measure": dataset_measure, "dynamo_gate": dynamo_gate, "shape_forms": shape_forms,
            "state_forms": state_forms, "loader_forms": loader_forms}

if __name__ == "__main__":
    # ``name`` at HEAD; ``name@target`` with the draws as the round found them (``pre_fix``)
    for premise in sys.argv[1:] or PREMISES:
        name, _, where = premise.partition("@")
        print(premise, json.dumps(at_target(PREMISES[name]) if where else PREMISES[name](), default=str))
