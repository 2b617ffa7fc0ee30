"""The public PassNet example samples and ours are one format: the plugin's reader loads both.

Our sample is made by the pipeline itself (extract at two batch buckets, cut a fusible
range, three dtypes, write the v2 layout) from a small hand-written module.
"""

from __future__ import annotations

import ast
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_passnet.dataset.decompose import cut, load_parent
from pytest_passnet.dataset.dedup import Family
from pytest_passnet.dataset.extract import extract
from pytest_passnet.dataset.generalise import DTYPES
from pytest_passnet.dataset.layout import write_family, write_sample
from pytest_passnet.dataset.validate import eager_problems
from pytest_passnet.sample import load_sample, read_sample_list, read_weight_meta

from tests.dataset.tiny_models import ConvBlock, conv_input, seeded
from tests.sample_factory import EXAMPLES

REPO = Path(__file__).resolve().parents[2]
BATCH = {0: 2, 1: 4}


@pytest.fixture(scope="module")
def our_sample(tmp_path_factory) -> tuple[Path, Path]:
    work, root = tmp_path_factory.mktemp("work"), tmp_path_factory.mktemp("root")
    parents = {}
    for bucket in (0, 1):
        directory = work / str(bucket) / "samples" / "tiny" / "conv_block"
        extract(seeded(ConvBlock), conv_input(batch=BATCH[bucket]), directory, "conv_block")
        parents[bucket] = load_parent(directory)
    variants = {(d, b): cut(parents[b], 0, 3, dtype=d) for b in (0, 1) for d in DTYPES}
    family = Family("fusible", "samples/tiny/conv_block", "conv_block_start0_end3_0", variants,
                    {"samples/tiny/conv_block": [[0, 3]]})
    sample = write_sample(root, "fusible", write_family(root, family, "computer_vision"))
    return root / sample.path, root


def _example_samples() -> list[tuple[Path, Path]]:
    found = []
    for example in sorted(EXAMPLES.glob("*")):
        for graph_list in example.glob("samples/**/graph_list.txt"):
            found.append((graph_list.parent, example))
    return found


def forward_arguments(model_py: Path) -> list[str]:
    """The forward signature, read as text (no torch)."""
    tree = ast.parse(model_py.read_text())
    forward = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "forward")
    return [a.arg for a in forward.args.args[1:]]


def assert_readable(sample_dir: Path, root: Path, complete: bool = True) -> int:
    """Loads with the plugin's reader; every variant that has its metas names its arguments.

    ``complete=False`` for the public fixtures, which ship some variants only in part.
    """
    sample = load_sample(sample_dir, root)
    assert sample.problem is None and not sample.is_bare_graph and sample.variants
    checked = 0
    for variant in sample.variants:
        assert variant.listed_as.startswith("graphs/")
        assert variant.category in ("sole_op", "fusible", "typical")
        assert variant.dtype in DTYPES
        if not complete and variant.problem:
            continue
        assert variant.problem is None, variant.problem
        metas = read_weight_meta(variant.path / "weight_meta.py")
        assert sorted(m.name for m in metas) == sorted(forward_arguments(variant.path / "model.py"))
        assert all(m.class_name == f"Program_weight_tensor_meta_{m.original_name}" for m in metas)
        assert all(m.dtype.startswith("torch.") for m in metas)
        assert all(m.mean is not None and m.std is not None for m in metas if "float" in m.dtype)
        checked += 1
    return checked


def test_the_public_examples_are_there():
    assert len(_example_samples()) == 3


@pytest.mark.parametrize("sample_dir,root", _example_samples(), ids=lambda p: p.name[:24])
def test_reader_loads_the_public_examples(sample_dir, root):
    assert assert_readable(sample_dir, root, complete=False) >= 1


def test_reader_loads_ours_with_the_same_fields(our_sample):
    sample_dir, root = our_sample
    assert assert_readable(sample_dir, root) == 6
    sample = load_sample(sample_dir, root)
    assert {(v.dtype, v.bucket) for v in sample.variants} == {(d, b) for d in DTYPES for b in ("0", "1")}
    for variant in sample.variants:
        info = json.loads((variant.path / "graph_net.json").read_text())
        assert info["model_name"] == variant.path.name
        assert json.loads((variant.path / "subgraph_sources.json").read_text()) == {
            "samples/tiny/conv_block": [[0, 3]]}
        assert len((variant.path / "graph_hash.txt").read_text()) == 64


def test_our_variants_bake_the_bucket_batch_into_shapes(our_sample):
    sample = load_sample(*our_sample)
    for variant in sample.variants:
        data = [m for m in read_weight_meta(variant.path / "weight_meta.py") if m.original_name == "L_x_"]
        assert data[0].shape[0] == BATCH[int(variant.bucket)]
        assert eager_problems(variant.path) == []


def _shipped_samples(count: int) -> list[str]:
    lists = sorted((REPO / "sample_lists").glob("eval/passnet_*_samples.txt"))  # the CPU-sized ones
    paths = sorted({p for list_file in lists for p in read_sample_list(list_file)})
    return sorted(random.Random(0).sample(paths, min(count, len(paths))))


@pytest.mark.skipif(not _shipped_samples(1), reason="the shipped dataset is not built in this checkout")
@pytest.mark.parametrize("sample_path", _shipped_samples(20))
def test_reader_loads_the_shipped_dataset(sample_path):
    assert assert_readable(REPO / sample_path, REPO) >= 1


@pytest.mark.expensive
@pytest.mark.skipif(not _shipped_samples(1), reason="the shipped dataset is not built in this checkout")
def test_a_seeded_subset_of_the_shipped_dataset_runs_clean_under_the_plugin(tmp_path):
    """Two samples: seed 1 draws one fusible (9 variants) and one typical (12), both categories."""
    out = tmp_path / "out"  # never the checkout's .passnet/: a user's own results live there
    result = subprocess.run(
        [sys.executable, "-m", "pytest_passnet.dataset.cli", "check", "--root", str(REPO), "--count", "2", "--seed", "1",
         "--", f"--passnet-out={out}"],
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert (out / "report.json").is_file()
