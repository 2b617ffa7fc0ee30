"""The embedded demo set (``sample_lists/eval/demo_samples.txt``): every pass is clean under
PassBench's static rules, and on every variant it matches (or not) and is numerically right (or
not) exactly as its sample is meant to show.

The target graph is what PassBench's backend sees: Dynamo's capture of ``model.py``. Without a
GPU the kernels run in the Triton interpreter on CPU; with one, compiled, against CUDA eager.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import sys
from pathlib import Path

import pytest
import torch
import torch.fx

from pytest_passnet.materialize import bind_arguments, load_model, replay_inputs, set_seed
from pytest_passnet.passes import PassRule
from pytest_passnet.rewrite import apply_rule, normalise_call_arguments
from pytest_passnet.sample import read_weight_meta
from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance
from pytest_passnet.validator import passnet_rules, validate_pass_source

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
if DEVICE == "cpu":
    # Read when a pass module defines its kernels (the tests load them; none of the modules above has any).
    os.environ.setdefault("TRITON_INTERPRET", "1")

REPO = Path(__file__).resolve().parents[1]
DEMO_LIST = REPO / "sample_lists" / "eval" / "demo_samples.txt"


def _import_file(path: Path, module_name: str):
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up while it executes
    spec.loader.exec_module(module)
    return module


make_demo = _import_file(REPO / "samples" / "demo_subgraphs" / "make_demo.py", "passnet_make_demo")
SPECS = {spec.key: spec for spec in make_demo.SAMPLES}


def _sample_dir(key: str) -> Path:
    return make_demo.sample_dir_of(SPECS[key])


def _variant_lines(key: str) -> list[str]:
    return (_sample_dir(key) / "graph_list.txt").read_text().splitlines()


def _pass_files(key: str) -> list[Path]:
    pass_dir = _sample_dir(key) / "pass_dir"
    names = json.loads((pass_dir / "sorted_output_pass_rule_names.json").read_text())
    return [pass_dir / f"{name}.py" for name in names]


VARIANTS = [pytest.param(key, line, id=f"{key}-{'/'.join(line.split('/')[3:5])}")
            for key in SPECS for line in _variant_lines(key)]
PASS_FILES = [pytest.param(key, path, id=f"{key}-{path.stem}") for key in SPECS for path in _pass_files(key)]


def test_demo_list_names_every_sample_once():
    listed = DEMO_LIST.read_text().splitlines()
    assert listed == [_sample_dir(key).relative_to(REPO).as_posix() for key in SPECS]
    assert {SPECS[key].expected for key in SPECS} == {"correct", "not matched", "numerically wrong"}


@pytest.mark.parametrize("key, pass_file", PASS_FILES)
def test_pass_is_static_validator_clean(key, pass_file):
    """PassBench's validator (docs/protocol.md section 9.1) and our stricter rules find nothing."""
    source = pass_file.read_text()
    assert validate_pass_source(source, pass_file) == []
    assert passnet_rules(source, pass_file) == []


@pytest.mark.parametrize("key", list(SPECS))
def test_sample_passes_share_one_stable_replacement_function(key):
    """PassBench keeps one global replacement function: every pass must return the same one."""
    modules = [_load_pass(path) for path in _pass_files(key)]
    functions = {id(m.replacement_func()) for m in modules} | {id(m.replacement_func()) for m in modules}
    assert len(functions) == 1


# ------------------------------------------------------------------------------------------
# Matching and numbers, per variant
# ------------------------------------------------------------------------------------------

_PASS_MODULES: dict[Path, object] = {}


def _load_pass(path: Path):
    """Each pass file once, under a private name, so same-named passes never collide."""
    if path not in _PASS_MODULES:
        private = "demo_pass_" + "_".join(path.parent.parent.name[:12].split()) + "_" + path.stem
        _PASS_MODULES[path] = _import_file(path, private)
    return _PASS_MODULES[path]


def dynamo_graph(model: torch.nn.Module, args: tuple) -> torch.fx.GraphModule:
    """The FX graph PassBench's backend receives for ``model(*args)``."""
    graphs = []

    def keep(gm, example_inputs):
        graphs.append(gm)
        return gm

    torch._dynamo.reset()
    torch.compile(model, backend=keep, fullgraph=True, dynamic=False)(*args)
    torch._dynamo.reset()
    (gm,) = graphs
    return gm


def call_graph(gm: torch.fx.GraphModule, inputs: dict[str, torch.Tensor]):
    """Run a graph whose placeholders are ``in_k`` (symbolic trace) or ``L_in_k_`` (Dynamo)."""
    names = [n.target for n in gm.graph.nodes if n.op == "placeholder"]
    return gm(*[inputs[name.removeprefix("L_").rstrip("_")] for name in names])


def apply_passes(gm: torch.fx.GraphModule, key: str) -> int:
    replacements = 0
    for path in _pass_files(key):
        module = _load_pass(path)
        rule = PassRule(path.stem, path, module)
        replacements += apply_rule(gm, rule, module.replacement_func(), random.Random(123))
    return replacements


@pytest.mark.parametrize("key, line", VARIANTS)
def test_variant_outcome(key, line):
    expected = SPECS[key].expected
    variant_dir = REPO / line
    dtype = line.split("/")[3]
    set_seed()
    inputs = replay_inputs(read_weight_meta(variant_dir / "weight_meta.py"), DEVICE)
    model = load_model(variant_dir / "model.py", DEVICE)
    args, _ = bind_arguments(model, inputs)
    with torch.no_grad():
        (eager,) = model(*args)

        gm = dynamo_graph(model, args)
        matched = apply_passes(gm, key)
        if expected == "not matched":
            assert matched == 0, "the pass was meant not to match Dynamo's graph"
            # The kernel is still right: on a symbolic trace (arguments normalised the way the
            # pattern's are), where `+=` is a plain add just as in the pattern, the pass matches
            # and must reproduce eager.
            gm = normalise_call_arguments(torch.fx.symbolic_trace(model))
            assert apply_passes(gm, key) == 1
        else:
            assert matched == 1
        (compiled,) = call_graph(gm, inputs)

    atol, rtol = tolerance(BASELINE_LEVEL, dtype)
    assert compiled.dtype == eager.dtype
    close = torch.allclose(eager, compiled, atol=atol, rtol=rtol)
    max_diff = (eager.float() - compiled.float()).abs().max().item()
    if expected == "numerically wrong":
        assert not close, f"meant to be wrong, but within atol={atol} rtol={rtol}"
    else:
        assert close, f"max diff {max_diff:.3g} beyond atol={atol} rtol={rtol}"


# ------------------------------------------------------------------------------------------
# End to end, through the plugin
# ------------------------------------------------------------------------------------------

PLUGIN_STATUS = {"correct": "correct", "not matched": "pass_not_matched", "numerically wrong": "accuracy"}


@pytest.mark.expensive
def test_demo_list_end_to_end(pytester, outside_xdist):
    """``pytest --passnet-list eval/demo_samples.txt``, one variant per sample (float16, batch 2):
    each sample shows its intended outcome in the items and in report.json."""
    out = pytester.path / "out"
    result = pytester.runpytest_subprocess(
        f"--passnet-list={DEMO_LIST}", f"--passnet-root={REPO}", f"--passnet-out={out}",
        "--passnet-warmup=0", "--passnet-trials=1", "-m", "float16", "-k", "float16/0/",
        "-p", "no:cacheprovider", "-p", "no:benchmark",
    )  # fmt: skip
    expected = [SPECS[key].expected for key in SPECS]
    result.assert_outcomes(passed=expected.count("correct"), failed=len(expected) - expected.count("correct"),
                           deselected=sum(len(_variant_lines(key)) for key in SPECS) - len(SPECS))
    variants = {v["sample"]: v for v in json.loads((out / "report.json").read_text())["variants"]}
    for key, spec in SPECS.items():
        variant = variants[_sample_dir(key).relative_to(REPO).as_posix()]
        assert variant["status"] == PLUGIN_STATUS[spec.expected], (key, variant["message"])
    not_matched = [v for v in variants.values() if v["status"] == "pass_not_matched"]
    assert all(any("act=iadd" in line for line in v["diagnostics"]) for v in not_matched)
