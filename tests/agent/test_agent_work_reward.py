"""The CPU reward measures the work a pass takes over: correct x the share of the variant's compute in the
model.py statements its replacements took over, weighed by the trusted side from the sample's own source.

The real run: the add + scale + layer_norm fixture, judged by the plugin (Triton's interpreter, sandboxed
child) through the agent's evaluator, once with a pass that replaces the multiply alone and once with a
pass that fuses the whole chain into one kernel.
"""

import json
import shutil
import textwrap
from pathlib import Path

import pytest

from agent.evaluator import WORK, EvalSettings, PassEvaluator, verdict_from_report
from agent.runtimes import LocalRuntime
from agent.tasks import load_tasks, prepare_workspace
from agent.work import variant_work
from pytest_passnet.sample import read_graph_list

FIXTURES = Path(__file__).parent / "fixtures"
VARIANT = "graphs/add_layer_norm/float32/add_layer_norm_0"
ROWS, COLS = 8, 64
REPO = Path(__file__).resolve().parents[2]


def evaluate(tmp_path: Path, pass_name: str):
    task = load_tasks(FIXTURES / "add_layer_norm_samples.txt", root=FIXTURES)[0]
    workspace = prepare_workspace(task, tmp_path / pass_name / "task")
    shutil.copy(FIXTURES / "passes" / f"{pass_name}.py", workspace / "pass_dir")
    (workspace / "pass_dir/sorted_output_pass_rule_names.json").write_text(json.dumps([pass_name]))
    evaluator = PassEvaluator(LocalRuntime(), EvalSettings(device="cpu", warmup=1, trials=3))
    evaluation = evaluator.evaluate(workspace, tmp_path / pass_name / "report")
    report = json.loads((tmp_path / pass_name / "report/report.json").read_text())
    return workspace, evaluation, report


def test_replacing_one_multiply_earns_far_less_than_fusing_the_chain_and_a_false_claim_is_refused(
        tmp_path, monkeypatch):
    monkeypatch.setenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "1000")  # timings on CPU say nothing
    _, partial, partial_report = evaluate(tmp_path, "TritonScale")
    workspace, full, full_report = evaluate(tmp_path, "TritonAddScaleLayerNorm")

    assert partial.statuses == full.statuses == {VARIANT: "correct"}
    # the child's claims: line 7 is `tmp_1 = tmp_0 * 0.5`; 6, 7 and 9 are the add, the multiply, the layer_norm
    assert [v["replaced_lines"] for v in partial_report["variants"]] == [[7]]
    assert [v["replaced_lines"] for v in full_report["variants"]] == [[6, 7, 9]]
    assert full.reward == pytest.approx(1.0)
    assert partial.reward <= 0.3 * full.reward
    multiply = ROWS * COLS  # one element written per element; the layer_norm decomposes into several such passes
    assert partial.reward == pytest.approx(multiply / variant_work(workspace / VARIANT).total)
    assert "work taken over 0.14" in partial.verdict and "(model.py lines 7)" in partial.verdict

    # A child that claims a line holding no statement of forward (11 is the return, 40 past the end) gets
    # nothing for the variant, whatever else it claims.
    for forged in ([6, 7, 9, 11], [6, 7, 9, 40]):
        variants = [{**v, "replaced_lines": forged} for v in full_report["variants"]]
        evaluation = verdict_from_report({**full_report, "variants": variants}, WORK, workspace)
        assert evaluation.reward == 0.0 and "the claim is refused" in evaluation.verdict


def write_graph(directory: Path, forward: str, inputs: dict[str, tuple[list[int], str]]) -> Path:
    directory.mkdir(parents=True)
    parameters = ", ".join(["self", *inputs])
    (directory / "model.py").write_text(
        "import torch\n\nclass GraphModule(torch.nn.Module):\n\n"
        f"    def forward({parameters}):\n" + textwrap.indent(textwrap.dedent(forward).strip(), " " * 8) + "\n")
    (directory / "weight_meta.py").write_text("".join(
        f'class Program_weight_tensor_meta_{name}:\n\tname = "{name}"\n\tshape = {shape}\n\tdtype = "torch.{dtype}"\n\n'
        for name, (shape, dtype) in inputs.items()))
    return directory


def test_work_counts_flops_for_matmuls_elements_for_the_rest_and_nothing_for_views(tmp_path):
    graph = write_graph(tmp_path / "g", """
        tmp_0 = torch.matmul(in_0, in_1)
        tmp_1 = tmp_0.reshape(4, 32, 8).transpose(1, 2)
        tmp_2 = tmp_1.to(torch.float32)
        tmp_3 = tmp_2.to(torch.float16)
        tmp_4 = tmp_3.softmax(dim=-1)
        tmp_0 = None
        return (tmp_4,)
    """, {"in_0": ([128, 64], "float32"), "in_1": ([64, 8], "float32")})
    work = variant_work(graph)
    assert work.error is None
    matmul, views, same_dtype, cast, softmax = (s.work for s in work.statements[:5])
    assert matmul == 2 * 128 * 64 * 8
    assert views == same_dtype == 0 and work.statements[5].work == 0
    assert cast == 128 * 8
    assert softmax >= 3 * 128 * 8  # max, exp, sum, divide: decomposed as Inductor does
    assert work.share([6]) == (pytest.approx(matmul / work.total), None)


def test_model_py_is_read_as_data_and_a_call_that_is_no_torch_operator_is_not_made(tmp_path):
    victim = tmp_path / "written"
    graph = write_graph(tmp_path / "g", f"""
        tmp_0 = in_0 * 2
        tmp_1 = open({str(victim)!r}, "w")
        tmp_2 = torch.save(tmp_0, {str(victim)!r})
        return (tmp_0,)
    """, {"in_0": ([4, 4], "float32")})
    work = variant_work(graph)
    assert not victim.exists()
    assert "model.py:7: unknown name 'open'" in work.error
    # unweighable: no operation is known, so no claim on this forward can be checked (tests/agent/test_work_trusted.py)
    assert work.operations == [] and work.graph is None


def test_every_demo_variant_is_weighed_by_its_compute():
    samples = (REPO / "sample_lists/eval/demo_samples.txt").read_text().split()
    for sample in samples:
        for line in read_graph_list(REPO / sample):
            work = variant_work(REPO / line)
            assert work.error is None and work.total > 0, (line, work.error)


def _lowered(status: str, judged_at_baseline: bool, fresh_steps: bool) -> dict:
    from pytest_passnet.tolerance import BASELINE_LEVEL, LEVELS

    correctness = {"correct_at": {str(t): t >= -2 for t in LEVELS},
                   "judged_correct_at": {str(t): judged_at_baseline and t >= BASELINE_LEVEL for t in LEVELS}}
    if fresh_steps:
        correctness["fresh_steps"] = {"level": -2, "checked_level": BASELINE_LEVEL}
    return {"status": status, "correctness": correctness}


def test_a_variant_lowered_only_by_fresh_draws_is_credited_as_correct():
    """Red team round 19d (a false finding): an honest pass whose judged call is allclose at the baseline and
    whose fresh draws crossed a step in a few elements is `accuracy`; the work reward credits its share as
    a `correct` one's. Without fresh_steps, or with a judged call not close at the baseline, it is not."""
    from agent.evaluator import credited_as_correct

    assert credited_as_correct({"status": "correct"})
    assert credited_as_correct(_lowered("accuracy", True, True))
    assert not credited_as_correct(_lowered("accuracy", True, False))
    assert not credited_as_correct(_lowered("accuracy", False, True))
    assert not credited_as_correct(_lowered("cheat_detected", True, True))
