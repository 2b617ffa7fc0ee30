"""The CPU work reward rests on what the trusted side checks (issue 23, round 4's claim_all_lines and
statement_credit). A model.py line the child says its replacements took over earns its work only where one
of the sample's own patterns, read as data on the trusted side, matches every operation on it
(agent/patterns.py), and a line of a statement that spans several lines earns its own operations, not the
whole statement (agent/work.py).

The real run: one plugin run (Triton's interpreter, sandboxed child) on three samples computing
`matmul(relu(a + b), c)`, each with an add + relu pass: written a statement per line, written as one
statement over two lines, and the two-line one with a pass that also rewrites the child's own compile
report to claim every line (it imports `sys`, which the allow-list refuses, so the run uses PassBench's
own checks only: it stands for a child that escaped the allow-list).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from agent.evaluator import WORK, verdict_from_report, work_reward
from agent.patterns import confirmed_lines, read_patterns
from agent.work import variant_work
from tests.sample_factory import ADD_RELU_PASS, write_sample

REPO = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures"
SHAPE = [32, 32]

SPLIT_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.relu(in_0 + in_1)
        tmp_1 = torch.matmul(tmp_0, in_2)
        return (tmp_1,)
"""
JOINT_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_1 = torch.matmul(
            torch.relu(in_0 + in_1), in_2)
        return (tmp_1,)
"""
# The add + relu pass plus a patch of the child's own compiler class: its compile report names every line of
# forward as taken over.
FORGING_PASS = ADD_RELU_PASS + '''

import sys


def _claim_every_line():
    compilers = sys.modules["pytest_passnet.sandbox.child.compilers"]
    honest_report = compilers.Compiler.report

    def report(self):
        honest = honest_report(self)
        return type(honest)(honest.applied, honest.diagnostics, honest.rejected, [6, 7])

    compilers.Compiler.report = report


_claim_every_line()
'''


def add_relu_share(work) -> float:
    """What add + relu are worth in `matmul(relu(a + b), c)`: 2 x 32 x 32 elements of 2 x 32^3 + 2 x 32^2."""
    elements = SHAPE[0] * SHAPE[1]
    assert work.total == 2 * elements + 2 * SHAPE[0] ** 3
    return 2 * elements / work.total


def plugin_run(root: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_ADDOPTS"))}
    env |= {"TRITON_INTERPRET": "1", "PYTHONPATH": str(REPO), "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "1000"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--passnet-samples", "samples",
               "--passnet-root", ".", "--passnet-out", "out", "--passnet-device", "cpu", "--passnet-warmup", "1",
               "--passnet-trials", "2", "--passnet-guard", "passbench"]
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=1200)
    report = root / "out" / "report.json"
    assert report.is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    return json.loads(report.read_text())


def test_a_real_run_credits_what_the_samples_patterns_take_over_and_no_more(tmp_path):
    for name, model, source in (("split", SPLIT_MODEL, ADD_RELU_PASS), ("joint", JOINT_MODEL, ADD_RELU_PASS),
                                ("forged", JOINT_MODEL, FORGING_PASS)):
        write_sample(tmp_path, name, model=model, shape=SHAPE, passes={"FuseAddRelu": source})
    report = plugin_run(tmp_path)
    variants = {Path(v["sample"]).name: v for v in report["variants"]}
    assert {name: v["status"] for name, v in variants.items()} == dict.fromkeys(("split", "joint", "forged"), "correct")
    evaluations = {name: verdict_from_report({**report, "variants": [v]}, WORK, tmp_path)
                   for name, v in variants.items()}
    worth = add_relu_share(variant_work(tmp_path / variants["split"]["variant"]))

    # honest, a statement per line: the child claims line 6 (add + relu); their share is credited
    assert variants["split"]["replaced_lines"] == [6]
    assert evaluations["split"].reward == pytest.approx(worth)
    # honest, one statement over lines 6-7: the child claims line 7 (add + relu), which earns add + relu,
    # not the matmul of the statement it belongs to (round 4's statement_credit gave 1.0)
    assert variants["joint"]["replaced_lines"] == [7]
    assert evaluations["joint"].reward == pytest.approx(worth)
    assert "work taken over 0.03" in evaluations["joint"].verdict and "(model.py lines 7)" in evaluations["joint"].verdict
    # forged: the child's report names both lines; no pattern of the sample matches the matmul on line 6, so
    # only line 7 is credited (round 4's claim_all_lines gave 1.0), and the verdict says why
    assert variants["forged"]["replaced_lines"] == [6, 7]
    assert evaluations["forged"].reward == pytest.approx(worth)
    assert "model.py line(s) 6 reported as taken over, but no pattern of the sample matches every operation" in (
        evaluations["forged"].verdict)


# -- the pieces, without a run --------------------------------------------------------------------------


def sample_with(tmp_path: Path, model: str, passes: dict[str, str]) -> tuple[Path, dict]:
    """A sample and a variant record of a correct run that claims every statement line of forward."""
    sample = write_sample(tmp_path, "s", model=model, shape=SHAPE, passes=passes)
    graph = next((tmp_path / "graphs").rglob("model.py")).parent
    statements = variant_work(graph).statements
    lines = sorted({line for s in statements if s.work for line in range(s.first_line, s.last_line + 1)})
    return sample, {"nodeid": "s::v", "sample": str(sample.relative_to(tmp_path)),
                    "variant": str(graph.relative_to(tmp_path)),
                    "status": "correct", "parity_status": "correct", "replaced_lines": lines}


def test_a_pattern_is_read_as_the_childs_tracer_reads_it_and_never_run(tmp_path):
    """Aliases of torch's namespaces, a helper of the pass, a pattern imported from a pass_dir module, a
    constant of the module: all followed as data; module-level code that would write a file is not run."""
    victim = tmp_path / "written"
    helper = f"""
import torch.nn.functional as F

SCALE = 2 * 0.25
open({str(victim)!r}, "w").write("ran")


def added(a, b):
    return a + b


def pattern(x, residual):
    scaled = added(x, residual) * SCALE
    return F.layer_norm(scaled, (32,), None, None, 1e-05)
"""
    model = SPLIT_MODEL.replace("""        tmp_0 = torch.relu(in_0 + in_1)
        tmp_1 = torch.matmul(tmp_0, in_2)
        return (tmp_1,)
""", """        tmp_0 = in_0 + in_1
        tmp_1 = tmp_0 * 0.5
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (32,), None, None, 1e-05)
        tmp_3 = torch.matmul(tmp_2, in_2)
        return (tmp_3,)
""")
    sample, variant = sample_with(tmp_path, model, {
        "Fused": "from pass_dir.helper import pattern\n\n\ndef replacement_args(x, residual):\n"
                 "    return (x, residual)\n\n\ndef replacement_func():\n    return None\n"})
    (sample / "pass_dir" / "helper.py").write_text(helper)
    patterns = read_patterns(sample)
    assert patterns.problems == [] and [p.rule for p in patterns.patterns] == ["Fused"]
    assert not victim.exists()
    work = variant_work(tmp_path / variant["variant"])
    assert work.error is None, work.error
    assert confirmed_lines(work, patterns) == {6, 7, 8}  # the add, the multiply, the layer_norm; not the matmul
    on_lines = sum(o.work for o in work.operations if o.line in (6, 7, 8))
    assert work_reward([variant], tmp_path)[0] == pytest.approx(on_lines / work.total)


@pytest.mark.parametrize(("body", "why"), [
    ("    for _ in range(1):\n        a = a + b\n    return torch.relu(a)", "Loop.py:5: a For statement in a pattern"),
    ("    f = open('written', 'w')\n    return torch.relu(a + b)", "uses the unknown name 'open'"),
    ("    saved = torch.save(a, 'written')\n    return torch.relu(a + b)", "calls 'save', which is none of torch's operators"),
    ("    return torch.relu(a)", "use every parameter"),
    ("    t = a + b\n" + "    t = torch.relu(t)\n" * 160 + "    return t", "more than 150 operations one after the other"),
], ids=["loop", "open", "torch_save", "unused_parameter", "deep_chain"])
def test_a_pattern_that_cannot_be_read_confirms_nothing_and_the_verdict_says_why(tmp_path, monkeypatch, body, why):
    monkeypatch.chdir(tmp_path)
    sample, variant = sample_with(tmp_path, SPLIT_MODEL, {"Loop": f"import torch\n\n\ndef pattern(a, b):\n{body}\n"})
    (problem,) = read_patterns(sample).problems
    assert why in problem and "this pattern's matches cannot be confirmed" in problem
    evaluation = verdict_from_report({"variants": [variant]}, WORK, tmp_path)
    assert evaluation.reward == 0.0 and not (tmp_path / "written").exists()
    assert "no pattern of the sample matches" in evaluation.verdict and why in evaluation.verdict


def test_a_line_is_confirmed_only_when_every_operation_on_it_is_matched(tmp_path):
    """An add + relu pattern on `relu(a + b) * 2` (one line): the multiply is left, so the line is not
    confirmed, as the child would not claim it either."""
    model = SPLIT_MODEL.replace("torch.relu(in_0 + in_1)", "torch.relu(in_0 + in_1) * 2")
    sample, variant = sample_with(tmp_path, model, {"FuseAddRelu": ADD_RELU_PASS})
    work = variant_work(tmp_path / variant["variant"])
    assert confirmed_lines(work, read_patterns(sample)) == set()
    literal = ADD_RELU_PASS.replace("return torch.relu(t)", "return torch.relu(t) * 3")
    sample, variant = sample_with(tmp_path / "literal", model, {"FuseAddRelu": literal})
    assert confirmed_lines(work, read_patterns(sample)) == set()  # literals compared, as the child compares them
    exact = ADD_RELU_PASS.replace("return torch.relu(t)", "return torch.relu(t) * 2")
    sample, variant = sample_with(tmp_path / "exact", model, {"FuseAddRelu": exact})
    assert confirmed_lines(work, read_patterns(sample)) == {6}


def test_work_that_reaches_no_output_weighs_nothing(tmp_path):
    """Round 6b's dead_matmul: a product no output reads weighs 0, so a pass that replaces it by zeros (the
    outputs stay right) earns nothing; a tensor written in place that reaches an output still counts."""
    model = SPLIT_MODEL.replace("""        tmp_1 = torch.matmul(tmp_0, in_2)
        return (tmp_1,)
""", """        tmp_1 = torch.matmul(in_1, in_2)
        tmp_2 = tmp_0 * 2
        tmp_3 = torch.zeros(32, 32)
        tmp_3[0] = tmp_2[0]
        return (tmp_2, tmp_3)
""")
    matmul = "import torch\n\n\ndef pattern(a, b):\n    return torch.matmul(a, b)\n"
    sample, variant = sample_with(tmp_path, model, {"SkipMatmul": matmul})
    work = variant_work(tmp_path / variant["variant"])
    assert [s.work for s in work.statements] == [2048, 0, 1024, 1024, 32]  # add + relu, matmul, *2, zeros, [0] = ...
    assert 7 in confirmed_lines(work, read_patterns(sample))
    assert work_reward([{**variant, "replaced_lines": [7]}], tmp_path)[0] == 0.0


@pytest.mark.parametrize(("reader", "live"), [
    ("torch.zeros_like(tmp_1)", False), ("torch.empty_like(tmp_1)", False), ("tmp_1.new_zeros(32, 32)", False),
    ("tmp_0.expand_as(tmp_1)", False), ("tmp_0.to(tmp_1)", False), ("torch.zeros(tmp_1.shape)", False),
    ("torch.full_like(tmp_0, tmp_1.dim())", False),
    ("torch.zeros_like(tmp_1 * 2)", False),  # the multiply itself is read for its shape: neither counts
    ("tmp_1.expand_as(tmp_0)", True), ("tmp_1.type_as(tmp_0)", True), ("torch.ones_like(tmp_1) * tmp_1", True)])
def test_a_tensor_read_only_for_its_metadata_is_not_live(tmp_path, reader, live):
    """Round 6b's blind_consumer: a product read only for its shape, dtype or device (a `*_like` or `new_*`
    factory, the other of `to`/`*_as`, `.shape`) weighs 0, as a zeros kernel in its place leaves every output
    right; one whose values are read (the self of `expand_as` or `type_as`) keeps its weight."""
    model = SPLIT_MODEL.replace("""        tmp_1 = torch.matmul(tmp_0, in_2)
        return (tmp_1,)
""", f"""        tmp_1 = torch.matmul(in_1, in_2)
        tmp_2 = tmp_0 + {reader}
        return (tmp_2,)
""")
    _, variant = sample_with(tmp_path, model, {"FuseAddRelu": ADD_RELU_PASS})
    work = variant_work(tmp_path / variant["variant"])
    assert work.error is None, work.error
    assert (work.statements[1].work == 2 * 32 ** 3) is live  # the matmul's FLOPs, or 0


def test_only_a_variant_the_sample_lists_outside_pass_dir_is_weighed(tmp_path):
    """Round 6b's forged_variant_path: a report (written by a pass outside bubblewrap, or a resume record) that
    names a model.py of the agent's own under pass_dir/, or a sample there, earns nothing."""
    sample, variant = sample_with(tmp_path, SPLIT_MODEL, {"FuseAddRelu": ADD_RELU_PASS})
    decoy = sample / "pass_dir" / "decoy"
    decoy.mkdir()
    (decoy / "model.py").write_text(SPLIT_MODEL.replace("        tmp_1 = torch.matmul(tmp_0, in_2)\n", "")
                                    .replace("(tmp_1,)", "(tmp_0,)"))
    (decoy / "weight_meta.py").write_text((tmp_path / variant["variant"] / "weight_meta.py").read_text())
    (decoy / "graph_list.txt").write_text(f"{decoy.relative_to(tmp_path)}\n")
    honest = work_reward([{**variant, "replaced_lines": [6]}], tmp_path)[0]
    assert 0.0 < honest < 0.1
    for forged in ({"variant": str(decoy.relative_to(tmp_path))}, {"sample": str(decoy.relative_to(tmp_path)),
                                                                    "variant": str(decoy.relative_to(tmp_path))}):
        reward, shares = work_reward([{**variant, **forged, "replaced_lines": [6]}], tmp_path)
        assert reward == 0.0 and "pass_dir/, which the pass writes" in next(iter(shares.values())).note
    unlisted = {**variant, "variant": variant["variant"].replace("_0", "_1"), "replaced_lines": [6]}
    reward, shares = work_reward([unlisted], tmp_path)
    assert reward == 0.0 and "not one the sample's graph_list.txt names" in next(iter(shares.values())).note


def test_a_model_py_that_cannot_be_weighed_earns_nothing_and_says_why(tmp_path):
    model = SPLIT_MODEL.replace("tmp_1 = torch.matmul(tmp_0, in_2)", "tmp_1 = open('x')")
    _, variant = sample_with(tmp_path, SPLIT_MODEL, {"FuseAddRelu": ADD_RELU_PASS})
    (tmp_path / variant["variant"] / "model.py").write_text(model)
    evaluation = verdict_from_report({"variants": [{**variant, "replaced_lines": [6]}]}, WORK, tmp_path)
    assert evaluation.reward == 0.0
    assert "unknown name 'open'" in evaluation.verdict and "nothing is credited" in evaluation.verdict


# forward bodies Dynamo captures in ways of its own, each against agent/work.py's graph of them
DYNAMO_FORMS = {
    "lines": """
        tmp_0 = in_0.view(
            16, 16).transpose(
            0, 1)
        tmp_1 = (in_0
                 + in_1)
        tmp_2 = torch.matmul(
            torch.nn.functional.relu(tmp_1), in_1)
        return (tmp_0, tmp_2)
    """,
    "tuples": """
        tmp_0 = torch.split(in_0, 8, 1)
        tmp_1 = tmp_0[0]
        a, b = torch.chunk(in_1, 2, dim=1)
        tmp_2 = torch.max(tmp_1, dim=0)
        tmp_3 = tmp_1 * a - b + tmp_2[0]
        return (tmp_3,)
    """,
    "calls": """
        tmp_0 = torch.nn.functional.pad(in_0, (1, 1))
        tmp_1 = torch.nn.functional.layer_norm(tmp_0, (18,), None, None, 1e-05)
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False)
        tmp_3 = tmp_2.T.reshape(in_0.shape[0], -1).to(torch.float16)
        tmp_4 = torch.cat([tmp_3.float(), in_1], dim=1).softmax(dim=-1)
        return (tmp_4,)
    """,
    "mutations": """
        tmp_0 = in_0 * 2
        tmp_1 = in_0 + 1
        tmp_0 += in_1
        tmp_2 = torch.zeros(16, 16)
        tmp_2[0] = tmp_0[0]
        tmp_3 = -tmp_2.sum(dim=-1, keepdim=True) == 0
        return (tmp_3,)
    """,
}


def test_forwards_graph_is_the_one_dynamo_captures(tmp_path):
    """agent/work.py's graph of forward, node for node (operation, target, arguments, model.py line), is what
    Dynamo hands a backend for the same model.py (run here, in the test), on the fixtures and on the forms
    above: calls over several lines, tuples taken apart, F.pad (which Dynamo traces into), attributes,
    an in-place add, an item assignment, an unused result."""
    from pytest_passnet.rewrite import source_line
    from tests.agent.test_agent_work_reward import write_graph

    square = {"in_0": ([16, 16], "float32"), "in_1": ([16, 16], "float32")}
    graphs = [FIXTURES / "graphs/add_layer_norm/float32/add_layer_norm_0",
              FIXTURES / "graphs/add_relu/float16/add_relu_0",
              *(write_graph(tmp_path / name, forward, square) for name, forward in DYNAMO_FORMS.items())]
    for graph_dir in graphs:
        work = variant_work(graph_dir)
        assert work.error is None, work.error
        ours = described(work.graph, lambda n: work.operations[n.meta["operation"]].line)
        assert ours == described(dynamo_capture(graph_dir), source_line), graph_dir


def dynamo_capture(graph_dir: Path):
    """The graph Dynamo gives a backend for the variant's forward, on zeros shaped as weight_meta.py says."""
    import importlib.util
    import inspect

    import torch

    from pytest_passnet.sample import read_weight_meta

    spec = importlib.util.spec_from_file_location(f"dynamo_{graph_dir.name}", graph_dir / "model.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    metas = {meta.name: meta for meta in read_weight_meta(graph_dir / "weight_meta.py")}
    inputs = [torch.zeros(metas[name].shape, dtype=getattr(torch, metas[name].torch_dtype_name))
              for name in inspect.signature(module.GraphModule.forward).parameters if name != "self"]
    captured = []

    def backend(gm, _example_inputs):
        captured.append(gm.graph)
        return gm

    torch._dynamo.reset()
    torch.compile(module.GraphModule(), backend=backend)(*inputs)
    (graph,) = captured
    return graph


def described(graph, line_of) -> list[tuple]:
    """Each operation of `graph` as (op, target, arguments, keyword arguments, line), inputs named by the
    forward parameter they stand for (Dynamo calls `in_0` `L_in_0_`) and results by their position."""
    import torch.fx

    names = {}
    for node in graph.nodes:
        if node.op == "placeholder":
            names[node] = node.target.removeprefix("L_").removesuffix("_")
    operations = [n for n in graph.nodes if n.op not in ("placeholder", "output")]
    names |= {node: f"%{i}" for i, node in enumerate(operations)}

    def argument(value):
        return torch.fx.node.map_aggregate(value, lambda v: names[v] if isinstance(v, torch.fx.Node) else v)

    return [(n.op, n.target if isinstance(n.target, str) else f"{n.target.__module__}.{n.target.__qualname__}",
             repr(argument(n.args)), repr(argument(n.kwargs)), line_of(n)) for n in operations]
