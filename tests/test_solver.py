"""passnet-solve (issue 28): its parts on small inputs, and its passes judged by a real plugin run.

The expensive test solves one tiny variant here (Inductor's Triton code generation for the CPU),
then runs the plugin in Triton's interpreter on it and on the vendored passes under
tests/data/solver/ (solved on this machine; PROVENANCE.md there): every variant must be matched,
accepted by PassBench's validator and our allow-list, and judged correct; the fresh solve is then
written as an agent trajectory from that run's report.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from pytest_passnet.solver.emit import Instance, Route, write_pass_dir
from pytest_passnet.solver.inductor_code import InductorOutput, Kernel, KernelConfig
from pytest_passnet.solver.kernel_source import Helpers, Untranslatable, standalone_kernel
from pytest_passnet.solver.program import Allocate, Launch, read_program
from pytest_passnet.solver.regions import partition, pattern_source
from pytest_passnet.solver.capture import CapturedGraph, node_values
from pytest_passnet.wrapper_rules import Module, check
from tests.checks import assert_all
from tests.sample_factory import read_report

REPO = Path(__file__).resolve().parents[1]
VENDORED = Path(__file__).parent / "data" / "solver"

# An Inductor kernel module as torch 2.13 writes one for the CPU (cpu_backend="triton"), trimmed to
# what the rewrite reads: the imports, the heuristics decorator and the jit function.
KERNEL_MODULE = '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
triton_helpers.set_driver_to_cpu()

@triton_heuristics.pointwise(size_hints={'x': 1024}, filename=__file__, triton_meta={}, inductor_meta={})
@triton.jit
def triton_poi_fused_relu_tanh_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    tmp0 = tl.load(in_ptr0 + (xindex), xmask).to(tl.float32)
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = triton_helpers.maximum(tmp1, tmp0)
    tmp3 = libdevice.tanh(tmp2) + tl_math.exp(tmp0) * 0.0
    tl.store(out_ptr0 + (xindex), tmp3, xmask)
'''
WRAPPER = '''
def call(args):
    arg0_1, = args
    args.clear()
    assert_size_stride(arg0_1, (10, 100), (100, 1), 'input')
    buf0 = empty_strided_cpu((10, 100), (100, 1), torch.float32)
    raw_streamNone = get_raw_stream(None)
    triton_poi_fused_relu_tanh_0.run(arg0_1, buf0, 1000, stream=raw_streamNone)
    del arg0_1
    return (buf0, )
'''
SIGNATURE = {"in_ptr0": "*fp32", "out_ptr0": "*fp32", "xnumel": "i32", "XBLOCK": "constexpr"}


def _kernel(config: dict | None = None) -> Kernel:
    return Kernel("triton_poi_fused_relu_tanh_0", KERNEL_MODULE, KernelConfig(config or {"XBLOCK": 256}, 4, 1),
                  {"grid_type": "Grid1D"}, {"signature": SIGNATURE}, {"x": 1024})


def test_a_kernel_stands_alone_with_its_helpers_and_runs_in_the_interpreter(tmp_path):
    helpers = Helpers()
    source = standalone_kernel(KERNEL_MODULE, "triton_poi_fused_relu_tanh_0", "relu_tanh", helpers)
    text = "import triton\nimport triton.language as tl\n\n\n" + "\n\n".join([*helpers.sources.values(), source])
    assert "torch._inductor" not in text and "libdevice." not in text and "triton_heuristics" not in text
    assert list(helpers.sources) == ["triton_helpers_promote_to_tensor", "triton_helpers_is_floating",
                                     "triton_helpers_maximum", "libdevice_tanh"]  # callees first
    module_file = tmp_path / "relu_tanh.py"
    module_file.write_text(text)
    import ast

    assert check([Module(module_file, ast.parse(text), text.encode(), rule=True)]) == []
    namespace: dict = {}
    exec(compile(text, str(module_file), "exec"), namespace)  # Triton reads a kernel's source from its file
    x = torch.randn(10, 100)
    out = torch.empty_like(x)
    namespace["relu_tanh"][(4,)](x, out, 1000, XBLOCK=256)
    torch.testing.assert_close(out, torch.tanh(torch.relu(x)), atol=1e-6, rtol=1e-5)


def test_a_kernel_that_reaches_into_triton_internals_is_refused():
    module = KERNEL_MODULE.replace("tmp1 = tl.full([1], 0, tl.int32)", "tmp1 = tl.core.full([1], 0, tl.int32)")
    with pytest.raises(Untranslatable, match=r"tl\.core\.full"):
        standalone_kernel(module, "triton_poi_fused_relu_tanh_0", "k", Helpers())
    module = KERNEL_MODULE.replace("libdevice.tanh(tmp2)", "libdevice.lgamma(tmp2)")
    with pytest.raises(Untranslatable, match="libdevice.lgamma"):
        standalone_kernel(module, "triton_poi_fused_relu_tanh_0", "k", Helpers())


def test_the_wrapper_is_read_into_allocations_and_launches_with_their_grid():
    program = read_program(InductorOutput(WRAPPER, {"triton_poi_fused_relu_tanh_0": _kernel()}, False))
    assert program.params == ["arg0_1"] and program.output == "buf0"
    assert program.steps == [Allocate("buf0", (10, 100), (100, 1), "torch.float32"),
                             Launch("triton_poi_fused_relu_tanh_0", ("arg0_1", "buf0", 1000), {"XBLOCK": 256},
                                    (4, 1, 1))]
    # For the interpreter the block grows (1000 is no multiple of 256: Inductor masks this kernel).
    launch = read_program(InductorOutput(WRAPPER, {"triton_poi_fused_relu_tanh_0": _kernel()}, True)).steps[1]
    assert launch.meta == {"XBLOCK": 1024} and launch.grid == (1, 1, 1)


def test_a_wrapper_that_calls_a_library_or_returns_its_input_is_refused():
    kernels = {"triton_poi_fused_relu_tanh_0": _kernel()}
    library = WRAPPER.replace("triton_poi_fused_relu_tanh_0.run(arg0_1, buf0, 1000, stream=raw_streamNone)",
                              "extern_kernels.mm(arg0_1, arg0_1, out=buf0)")
    with pytest.raises(Untranslatable, match="extern_kernels.mm"):
        read_program(InductorOutput(library, kernels, False))
    alias = WRAPPER.replace("return (buf0, )", "return (reinterpret_tensor(arg0_1, (1000,), (1,), 0), )")
    with pytest.raises(Untranslatable, match="view of its input"):
        read_program(InductorOutput(alias, kernels, False))


def _captured(function, *inputs) -> CapturedGraph:
    gm = torch.fx.symbolic_trace(function)
    return CapturedGraph(None, gm, node_values(gm, inputs))


def test_regions_have_one_output_and_leave_out_libraries_and_unmatchable_calls():
    def model(x, w, y):
        h = torch.nn.functional.linear(x, w)  # a library call: eager keeps it
        a = torch.sigmoid(h) * 2.0
        b = torch.nn.functional.softmax(a, dim=-1)  # a keyword on a Python-level function: never matches
        c = a + y  # a is read twice: the region of c stops before it
        return b, c.relu()

    x, w, y = torch.randn(4, 8), torch.randn(8, 8), torch.randn(4, 8)
    regions = partition(_captured(model, x, w, y))
    assert [[n.name for n in r.nodes] for r in regions] == [["add", "relu"], ["sigmoid", "mul"]]
    assert pattern_source(regions[0]) == "def pattern(in_0, in_1):\n    add = in_0 + in_1\n    relu = add.relu()\n    return relu"


def test_the_pass_dir_shares_one_wrapper_between_its_passes(tmp_path):
    program = read_program(InductorOutput(WRAPPER, {"triton_poi_fused_relu_tanh_0": _kernel()}, True))
    signature = (((10, 100), (100, 1), "torch.float32"),)
    routes = [Route(f"InductorRegion0{i}", f"def pattern(in_0):\n    return torch.tanh(in_0.relu() + {i})", 1,
                    ["relu", "tanh"], [Instance(signature, program, ["float32/1/g"])]) for i in range(2)]
    written = write_pass_dir(tmp_path / "sample" / "pass_dir", routes, "made by a test")
    assert sorted(p.name for p in written) == ["InductorRegion00.py", "InductorRegion01.py", "inductor_kernels.py"]
    assert json.loads((tmp_path / "sample" / "pass_dir" / "sorted_output_pass_rule_names.json").read_text()) == [
        "InductorRegion00", "InductorRegion01"]
    from pytest_passnet.solver.solve import static_findings

    assert static_findings(tmp_path / "sample", ["InductorRegion00", "InductorRegion01"]) == []
    kernels = (tmp_path / "sample" / "pass_dir" / "inductor_kernels.py").read_text()
    assert kernels.count("@triton.jit\ndef triton_poi_fused_relu_tanh_0(") == 1  # one copy for both passes


def test_a_failing_or_slow_pass_goes_only_while_its_variants_keep_a_chance():
    from pytest_passnet.solver.solve import costly

    matched = {"A": {"v1", "v2"}, "B": {"v1", "v2"}, "C": {"v3"}}
    fails_on_v1 = {"A": {"v1": "accuracy against eager"}}
    assert list(costly(["A", "B", "C"], matched, fails_on_v1, {})) == ["A"]  # B still matches v1 and v2
    assert costly(["A", "C"], matched, fails_on_v1, {}) == {}  # without A, v2 would match no pass: kept
    assert list(costly(["A", "C"], {"A": {"v1"}, "C": {"v3"}}, fails_on_v1, {})) == ["A"]  # it helps no variant
    slow = {"B": 0.8, "C": 0.9}
    assert list(costly(["B", "C"], {"B": {"v1"}, "C": {"v1", "v3"}}, {}, slow)) == ["B"]  # C keeps v1 matched


def _solved_and_judged(pytester) -> tuple[subprocess.CompletedProcess, dict, dict]:
    """passnet-solve on one variant of the BatchNorm + ReLU6 sample, then one plugin run (Triton's
    interpreter) over that and the vendored samples: (the solve, its solve_report.json, the run's report)."""
    fresh = pytester.path / "fresh" / "bn_relu6_float32"
    fresh.mkdir(parents=True)
    lines = (VENDORED / "demo_bn_relu6" / "graph_list.txt").read_text().splitlines()
    (fresh / "graph_list.txt").write_text(lines[0] + "\n")
    solved = pytester.path / "solved"
    solve = subprocess.run([sys.executable, "-m", "pytest_passnet.solver.cli", str(fresh), "--root", str(REPO),
                            "--out", str(solved)], capture_output=True, text=True, timeout=600)
    vendored = pytester.path / "vendored"
    shutil.copytree(VENDORED, vendored, ignore=shutil.ignore_patterns("PROVENANCE.md", "__pycache__"))
    out = pytester.path / "out"
    pytester.runpytest_subprocess(
        "--passnet-list", str(solved / "solved_samples.txt"), "--passnet-samples", str(vendored),
        "--passnet-root", str(REPO), "--passnet-warmup", "1", "--passnet-trials", "2",
        "--passnet-out", str(out), "-p", "no:cacheprovider",
    )  # fmt: skip
    solve_report = json.loads((solved / "solve_report.json").read_text()) if solve.returncode == 0 else {}
    report = read_report(out)
    if solve.returncode == 0 and (out / "report.json").is_file():
        from pytest_passnet.solver.trajectories import write_trajectories

        write_trajectories([solved], [out / "report.json"], pytester.path / "sft", REPO)
    report["sft"] = str(pytester.path / "sft")
    return solve, solve_report, report


def check_the_fresh_solve_kept_a_pass(solve, solve_report, report):
    assert solve.returncode == 0, solve.stdout[-2000:] + solve.stderr[-2000:]
    [sample] = solve_report["samples"]
    assert sample["passes"] == ["InductorRegion00"] and not sample["dropped"], sample


def check_every_variant_is_correct(solve, solve_report, report):
    statuses = {v["nodeid"]: (v["status"], v["message"][:300]) for v in report["variants"]}
    assert len(statuses) == 5, statuses  # 2 + 2 vendored, 1 fresh
    assert all(status == "correct" for status, _ in statuses.values()), statuses


def check_every_variant_ran_solver_passes(solve, solve_report, report):
    for variant in report["variants"]:
        applied = variant.get("applied") or {}
        assert applied and all(name.startswith("InductorRegion") for name in applied), variant["nodeid"]
        assert sum(applied.values()) >= 1, variant["nodeid"]


def check_the_vendored_pass_dirs_pass_the_static_checks(solve, solve_report, report):
    from pytest_passnet.solver.solve import static_findings

    for sample in sorted(p for p in VENDORED.iterdir() if p.is_dir()):
        names = json.loads((sample / "pass_dir" / "sorted_output_pass_rule_names.json").read_text())
        assert static_findings(sample, names) == [], sample


def check_the_fresh_solve_becomes_an_agent_trajectory(solve, solve_report, report):
    sft = Path(report["sft"])
    [record] = [json.loads(line) for line in (sft / "trajectories.jsonl").read_text().splitlines()]
    calls = [json.loads(m["tool_calls"][0]["function"]["arguments"]).get("path", m["tool_calls"][0]["function"]["name"])
             for m in record["messages"] if m["role"] == "assistant"]
    assert calls == ["pass_dir/InductorRegion00.py", "pass_dir/sorted_output_pass_rule_names.json",
                     "pass_evaluator", "finish"], calls
    assert record["reward"] > 0 and "AS score" in record["test_output"], record["test_output"]
    assert len((sft / "openai-sft.jsonl").read_text().splitlines()) == 1
    assert len(list((sft / "atif").glob("*/attempt_0/trajectory.json"))) == 1


@pytest.mark.usefixtures("outside_xdist")
def test_solved_passes_are_accepted_and_judged_correct_in_the_interpreter(pytester):
    assert_all([check_the_fresh_solve_kept_a_pass, check_every_variant_is_correct,
                check_every_variant_ran_solver_passes, check_the_vendored_pass_dirs_pass_the_static_checks,
                check_the_fresh_solve_becomes_an_agent_trajectory],
               *_solved_and_judged(pytester))
