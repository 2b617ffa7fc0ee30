"""Sample layout, lists and meta files (docs/protocol.md sections 3, 4, 17; docs/graphnet.md section 5);
selection and shards are in test_selection.py.

The three public examples vendored under tests/data/passnet_examples are
deliberately incomplete; their PROVENANCE.md lists what each variant holds, and
the expectations below are copied from it.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from pytest_passnet.sample import (
    SampleError,
    find_list_file,
    find_samples,
    load_sample,
    model_name,
    read_input_meta,
    read_sample_list,
    read_weight_meta,
)
from tests.sample_factory import EXAMPLES


FUSIBLE = "fusible_coat_lite_medium_in1k_0_start38_end43_6"
FUSIBLE_SAMPLE = "samples/fusible_subgraphs/coat_lite_medium.in1k/coat_lite_medium.in1k_0_start38_end43_6"
FUSIBLE_VARIANT = (
    "graphs/fusible_subgraphs/samples/timm/coat_lite_medium.in1k/_decomposed/coat_lite_medium.in1k_0/"
    "_decomposed/coat_lite_medium.in1k_0_start38_end43_6"
)
SOLE_OP = "sole_op_v2_regnety_1280_seer_conv2d_bf16"
SOLE_OP_SAMPLE = (
    "samples/hf_subgraphs_v2/sole_op_subgraphs/6d/39/6d3942b56e6cac0859171df50dd7a5e91799c333b1ade542944516780dd7e2a0"
)
SOLE_OP_VARIANT = (
    "graphs/hf_subgraphs_v2/sole_op_subgraphs/bfloat16/samples/timm/regnety_1280.seer/_decomposed/"
    "regnety_1280.seer_start154_end155_154"
)
TYPICAL = "typical_v2_ipr_resnet_50_start170_end193_16"
TYPICAL_SAMPLE = (
    "samples/hf_subgraphs_v2/typical_subgraphs/04/d0/04d013059e1d1a3aea2ccc5d5eaa9c9d3d6a2ca6952859f019cafb22d727a03e"
)


def typical_variant(dtype: str, bucket: str) -> str:
    return (
        f"graphs/hf_subgraphs_v2/typical_subgraphs/{dtype}/{bucket}/samples/mmpose/ipr_resnet_50/_decomposed/"
        "ipr_resnet_50_start170_end193_16"
    )


@pytest.fixture(scope="module")
def examples() -> Path:
    assert (EXAMPLES / "PROVENANCE.md").is_file(), f"the vendored PassNet examples are missing from {EXAMPLES}"
    return EXAMPLES


@pytest.fixture
def unrelated_root(tmp_path) -> Path:
    """A --passnet-root that holds nothing, so lines must resolve from the sample dir or its ancestors."""
    root = tmp_path / "empty_root"
    root.mkdir()
    return root


# ---------------------------------------------------------------- the three public examples


def test_fusible_example(examples, unrelated_root):
    sample = load_sample(examples / FUSIBLE / FUSIBLE_SAMPLE, unrelated_root)
    assert sample.problem is None
    assert not sample.is_bare_graph
    assert sample.category == "fusible"
    assert [v.listed_as for v in sample.variants] == [FUSIBLE_VARIANT]
    (v,) = sample.variants
    assert v.path.resolve() == (examples / FUSIBLE / FUSIBLE_VARIANT).resolve()
    assert v.problem is None and v.missing == []
    # the demo path names no dtype or bucket: dtype comes from weight_meta.py
    assert (v.dtype, v.bucket, v.category) == ("float32", None, "fusible")
    # PROVENANCE: model.py, weight_meta.py, graph_net.json (no graph_hash.txt); no input_meta.py anywhere
    assert "graph_net.json" not in v.missing_optional
    assert {"graph_hash.txt", "input_meta.py", "input_tensor_constraints.py", "subgraph_sources.json"} <= set(
        v.missing_optional
    )
    assert model_name(v.path) == "coat_lite_medium.in1k_0_start38_end43_6"


def test_sole_op_example(examples, unrelated_root):
    sample = load_sample(examples / SOLE_OP / SOLE_OP_SAMPLE, unrelated_root)
    assert sample.problem is None
    assert sample.category == "sole_op"
    assert [v.listed_as for v in sample.variants] == [SOLE_OP_VARIANT]
    (v,) = sample.variants
    assert v.problem is None and v.missing == []
    # sole_op paths carry a dtype but no bucket
    assert (v.dtype, v.bucket, v.category) == ("bfloat16", None, "sole_op")
    # PROVENANCE: model.py, weight_meta.py, graph_hash.txt, subgraph_sources.json (no graph_net.json)
    assert {"graph_net.json", "input_meta.py"} <= set(v.missing_optional)
    assert "graph_hash.txt" not in v.missing_optional and "subgraph_sources.json" not in v.missing_optional
    # section 4.1: without graph_net.json the model name falls back to the directory name
    assert model_name(v.path) == "regnety_1280.seer_start154_end155_154"


# (dtype, bucket) -> what PROVENANCE.md says is there; None = missing entirely
TYPICAL_FILES = {
    ("float16", "7"): {"model.py", "subgraph_sources.json"},
    ("bfloat16", "1"): {"model.py", "weight_meta.py", "graph_hash.txt"},
    ("float16", "1"): {"weight_meta.py"},
    ("float32", "1"): {"model.py", "weight_meta.py", "graph_hash.txt"},
    ("float32", "8"): {"model.py", "weight_meta.py"},
    ("bfloat16", "8"): None,
    ("float16", "5"): None,
    ("bfloat16", "5"): {"model.py"},
    ("float32", "5"): None,
}


def test_typical_example_lists_nine_variants_in_file_order(examples, unrelated_root):
    sample = load_sample(examples / TYPICAL / TYPICAL_SAMPLE, unrelated_root)
    assert sample.problem is None
    assert sample.category == "typical"
    # graph_list.txt order (unordered mix of dtypes and buckets), kept as listed
    assert [(v.dtype, v.bucket) for v in sample.variants] == list(TYPICAL_FILES)
    assert [v.listed_as for v in sample.variants] == [typical_variant(d, b) for d, b in TYPICAL_FILES]
    assert all(v.category == "typical" for v in sample.variants)


@pytest.mark.parametrize(("dtype", "bucket"), list(TYPICAL_FILES))
def test_typical_example_variant_completeness(examples, unrelated_root, dtype, bucket):
    sample = load_sample(examples / TYPICAL / TYPICAL_SAMPLE, unrelated_root)
    (v,) = [v for v in sample.variants if (v.dtype, v.bucket) == (dtype, bucket)]
    files = TYPICAL_FILES[(dtype, bucket)]
    if files is None:
        assert not v.path.is_dir()
        assert "not found" in v.problem and v.listed_as in v.problem
        return
    assert v.path.is_dir()
    expected_missing = [f for f in ("model.py", "weight_meta.py") if f not in files]
    assert v.missing == expected_missing
    if expected_missing:
        assert v.problem is not None and all(f in v.problem for f in expected_missing)
    else:
        assert v.problem is None  # a complete variant still runs
    optional = {"graph_net.json", "input_meta.py", "input_tensor_constraints.py", "graph_hash.txt", "subgraph_sources.json"}
    assert set(v.missing_optional) == optional - files


def test_complete_variants_of_the_examples(examples, unrelated_root):
    complete = []
    for example, sample_rel in ((FUSIBLE, FUSIBLE_SAMPLE), (SOLE_OP, SOLE_OP_SAMPLE), (TYPICAL, TYPICAL_SAMPLE)):
        for v in load_sample(examples / example / sample_rel, unrelated_root).variants:
            if v.problem is None:
                complete.append((example, v.dtype, v.bucket))
    assert complete == [
        (FUSIBLE, "float32", None),
        (SOLE_OP, "bfloat16", None),
        (TYPICAL, "bfloat16", "1"),
        (TYPICAL, "float32", "1"),
        (TYPICAL, "float32", "8"),
    ]


def test_example_lines_resolve_through_the_dataset_root(examples):
    # with --passnet-root = the example folder that holds graphs/, lines resolve there too
    sample = load_sample(examples / TYPICAL / TYPICAL_SAMPLE, examples / TYPICAL)
    found = {(v.dtype, v.bucket) for v in sample.variants if v.path.is_dir()}
    assert found == {k for k, files in TYPICAL_FILES.items() if files is not None}
    assert sample.ident == TYPICAL_SAMPLE


# ---------------------------------------------------------------- weight_meta.py


def test_read_weight_meta_fusible_fields(examples):
    metas = read_weight_meta(examples / FUSIBLE / FUSIBLE_VARIANT / "weight_meta.py")
    assert [m.name for m in metas] == ["in_0", "in_1", "in_2", "in_3"]
    first = metas[0]
    assert first.class_name == "Program_weight_tensor_meta_tmp_45"
    assert first.original_name == "tmp_45"
    assert first.shape == (1, 8, 3136, 16)
    assert first.dtype == "torch.float32"
    assert first.device == "cuda:0"
    assert (first.mean, first.std) == (0.002, 0.010)
    assert (first.min_val, first.max_val, first.data) == (None, None, None)
    assert [(m.mean, m.std) for m in metas[1:]] == [(0.023, 0.042), (-0.015, 0.019), (0.008, 0.016)]


def test_read_weight_meta_typical_min_val_and_data(examples):
    metas = read_weight_meta(examples / TYPICAL / typical_variant("float32", "1") / "weight_meta.py")
    assert len(metas) == 21
    # section 6: in the examples, class-name order coincides with in_k order
    assert [m.name for m in metas] == [f"in_{k}" for k in range(21)]
    by_name = {m.name: m for m in metas}
    for running_var in ("in_2", "in_7", "in_12"):  # BatchNorm running_var carries min_val = 0
        assert by_name[running_var].min_val == 0 and by_name[running_var].max_val is None
    bias = by_name["in_15"]
    assert bias.shape == (17,)
    assert len(bias.data) == 17
    assert bias.data[:3] == (0.000111, 0.000163, -0.000201) and bias.data[-1] == -0.000305
    assert by_name["in_19"].original_name == "out_149" and by_name["in_19"].shape == (4, 2048, 8, 8)
    assert (by_name["in_2"].mean, by_name["in_2"].std) == (15.861, 8.373)


def test_read_weight_meta_sole_op_class_order(examples):
    metas = read_weight_meta(examples / SOLE_OP / SOLE_OP_VARIANT / "weight_meta.py")
    # "Program_..._L_self_modules_..." sorts before "Program_..._x_108" ('L' < 'x')
    assert [m.name for m in metas] == ["w_0", "in_0"]
    assert [m.dtype for m in metas] == ["torch.bfloat16", "torch.bfloat16"]
    assert metas[1].shape == (1, 2904, 28, 28) and (metas[1].mean, metas[1].std) == (0.0, 0.0)


def test_read_weight_meta_sorts_by_class_name_not_file_order(tmp_path):
    path = tmp_path / "weight_meta.py"
    path.write_text(
        'class Program_weight_tensor_meta_zeta:\n\tname = "in_0"\n\tshape = [2]\n\tdtype = "torch.float32"\n\n\n'
        'class Program_weight_tensor_meta_Beta:\n\tname = "in_1"\n\tshape = [3, 1]\n\tdtype = "torch.int64"\n'
        "\tmin_val = 0\n\tmax_val = 9\n\n\n"
        'class Program_weight_tensor_meta_alpha:\n\tname = "in_2"\n\tshape = []\n\tdtype = "torch.float16"\n'
        "\tdata = [1.5]\n"
    )
    metas = read_weight_meta(path)
    # inspect.getmembers order: plain string sort, upper case first
    assert [m.class_name.rsplit("_", 1)[1] for m in metas] == ["Beta", "alpha", "zeta"]
    assert [m.name for m in metas] == ["in_1", "in_2", "in_0"]
    assert (metas[0].min_val, metas[0].max_val, metas[0].shape) == (0, 9, (3, 1))
    assert metas[1].data == (1.5,) and metas[1].shape == ()
    # GraphNet's converters default an absent mean to 0.0 and an absent std to 1.0
    assert (metas[2].mean, metas[2].std) == (0.0, 1.0)


def write_meta(tmp_path: Path, body: str, name: str = "weight_meta.py") -> Path:
    path = tmp_path / name
    path.write_text(body)
    return path


def test_read_weight_meta_reads_what_graphnet_writes_for_non_finite_values(tmp_path):
    # GraphNet's writers emit float("nan") (TensorMeta) and float('nan')/float('inf') (utils.py)
    path = write_meta(tmp_path, (
        'class Program_weight_tensor_meta_a:\n\tname = "a"\n\tshape = [4]\n\tdtype = "torch.float32"\n'
        '\tmean = -0.5\n\tstd = float("nan")\n\tmin_val = -1e3\n\tmax_val = 2 ** 3 - 0.5\n'
        "\tdata = [float('nan'), float('inf'), float('-inf'), -2.000000]\n"
    ))
    (meta,) = read_weight_meta(path)
    assert meta.mean == -0.5 and math.isnan(meta.std)
    assert (meta.min_val, meta.max_val) == (-1000.0, 7.5)
    assert math.isnan(meta.data[0]) and meta.data[1:] == (math.inf, -math.inf, -2.0)
    assert meta.origin == f"{path}:1"


def test_read_weight_meta_defaults_are_upstreams(tmp_path):
    path = write_meta(tmp_path, 'class A:\n\tname = "x"\n')
    (meta,) = read_weight_meta(path)
    # dtype "torch.float" (float32), shape [] (0-d), mean 0.0, std 1.0, as GraphNet's converters default them
    assert (meta.dtype, meta.shape, meta.mean, meta.std, meta.data) == ("torch.float", (), 0.0, 1.0, None)


def test_read_weight_meta_later_class_and_field_win_as_on_import(tmp_path):
    path = write_meta(tmp_path, (
        'class A:\n\tname = "first"\n\tshape = [1]\n\tshape = [2, 3]\n\n'
        'class A:\n\tname = "second"\n\tshape: list = (4,)\n\tdef helper(self):\n\t\treturn 1\n'
    ))
    (meta,) = read_weight_meta(path)
    assert (meta.name, meta.shape) == ("second", (4,))


@pytest.mark.parametrize(
    "body, line, message",
    [
        ('class A:\n\tname = "x"\n\tstd = nan\n', 3, "A.std = nan: not a value pytest-passnet reads"),
        ('class A:\n\tname = "x"\n\tdata = np.zeros(3)\n', 3, "A.data = np.zeros(3)"),
        ('class A:\n\tname = "x"\n\tstd = float("x")\n', 3, "could not convert"),
        ('class A:\n\tname = "x"\n\tstd = 1 / 0\n', 3, "division by zero"),
        ('class A:\n\tname = "x"\n\tstd = 10 ** 10 ** 10\n', 3, "an integer power beyond 4096 bits"),
        ('class A:\n\tname = "x"\n\tdata = "1,2"\n', 1, "A.data is a string"),
        ('class A:\n\tdtype = "torch.float32"\n', 1, "A.name is missing"),
        ('class A:\n\tname = "x"\n\tshape = [2, -1]\n', 1, "A.shape = [2, -1]"),
        ('class A:\n\tname = "x"\n\tmean = "0.1"\n', 1, "A.mean = '0.1': not a number"),
        ('from torch import device\nclass A:\n\tname = "x"\n', 1, "ImportFrom statement at top level"),
        ('X = 1\nclass A:\n\tname = "x"\n', 1, "Assign statement at top level"),
        ('class A(Base):\n\tname = "x"\n', 1, "class A has bases"),
        ('class A:\n\tname = "x"\n\tif True:\n\t\tstd = 1\n', 3, "A: a If statement"),
        ('class A:\n\tname = "x"\n\tshape = [1,\n', 3, "not valid Python"),
    ],
)
def test_read_weight_meta_refuses_with_file_line_and_field(tmp_path, body, line, message):
    path = write_meta(tmp_path, body)
    with pytest.raises(SampleError) as info:
        read_weight_meta(path)
    assert str(info.value).startswith(f"{path}:{line}: ")
    assert message in str(info.value)


def test_read_input_meta_absent_empty_and_filled(tmp_path):
    assert read_input_meta(tmp_path) == []
    write_meta(tmp_path, "", "input_meta.py")
    assert read_input_meta(tmp_path) == []
    write_meta(tmp_path, 'import torch\n"""inputs"""\nclass I:\n\tname = "input_0"\n\tshape = [3]\n'
                         '\tdtype = "torch.int64"\n\tmin_val = 0\n\tmax_val = 5\n', "input_meta.py")
    (meta,) = read_input_meta(tmp_path)
    assert (meta.name, meta.min_val, meta.max_val) == ("input_0", 0, 5)


# ---------------------------------------------------------------- model_name


def _graph_dir(path: Path, graph_net: object | None = None) -> Path:
    path.mkdir(parents=True)
    (path / "model.py").write_text("import torch\n")
    if graph_net is not None:
        (path / "graph_net.json").write_text(graph_net if isinstance(graph_net, str) else json.dumps(graph_net))
    return path


def test_model_name_from_graph_net_json(tmp_path):
    d = _graph_dir(tmp_path / "leaf_dir", {"framework": "torch", "model_name": "bert_block"})
    assert model_name(d) == "bert_block"


@pytest.mark.parametrize("graph_net", [None, {"framework": "torch"}, "not json {", {"model_name": ""}])
def test_model_name_falls_back_to_directory_name(tmp_path, graph_net):
    d = _graph_dir(tmp_path / "resnet_start1_end4_0", graph_net)
    assert model_name(d) == "resnet_start1_end4_0"


@pytest.mark.parametrize("leaf", ["subgraph", "subgraph_3"])
def test_model_name_fallback_skips_subgraph_leaf(tmp_path, leaf):
    d = _graph_dir(tmp_path / "vit_base" / leaf)
    assert model_name(d) == "vit_base"


# ---------------------------------------------------------------- graph_list resolution


def _dataset(tmp_path: Path, places: list[str]) -> tuple[Path, Path]:
    """repo/samples/cat/s1 (the sample dir) with the line `graphs/cat/g1`, placed under the given bases."""
    repo = tmp_path / "repo"
    sample_dir = repo / "samples" / "cat" / "s1"
    sample_dir.mkdir(parents=True)
    (sample_dir / "graph_list.txt").write_text("graphs/cat/g1\n")
    root = tmp_path / "root"
    root.mkdir()
    bases = {"sample": sample_dir, "root": root, "ancestor": repo}
    for place in places:
        g = bases[place] / "graphs" / "cat" / "g1"
        g.mkdir(parents=True)
        (g / "model.py").write_text(f"# {place}\n")
        (g / "weight_meta.py").write_text("")
    return sample_dir, root


@pytest.mark.parametrize(
    ("places", "winner"),
    [
        (["sample", "root", "ancestor"], "sample"),
        (["root", "ancestor"], "root"),
        (["ancestor"], "ancestor"),
        (["sample", "ancestor"], "sample"),
    ],
)
def test_graph_list_resolution_order(tmp_path, places, winner):
    sample_dir, root = _dataset(tmp_path, places)
    (v,) = load_sample(sample_dir, root).variants
    assert v.problem is None
    assert (v.path / "model.py").read_text() == f"# {winner}\n"


def test_graph_list_unresolvable_line_is_a_clear_variant_problem(tmp_path):
    sample_dir, root = _dataset(tmp_path, [])
    sample = load_sample(sample_dir, root)
    assert sample.problem is None
    (v,) = sample.variants
    assert v.problem and "graphs/cat/g1" in v.problem and "not found" in v.problem


def test_graph_list_lines_are_stripped_and_blank_lines_ignored(tmp_path):
    sample_dir, root = _dataset(tmp_path, ["sample"])
    (sample_dir / "graph_list.txt").write_text("  graphs/cat/g1  \n\n")
    (v,) = load_sample(sample_dir, root).variants
    assert v.listed_as == "graphs/cat/g1" and v.problem is None


def test_empty_graph_list_is_a_sample_problem(tmp_path):
    sample_dir, root = _dataset(tmp_path, [])
    (sample_dir / "graph_list.txt").write_text("\n")
    sample = load_sample(sample_dir, root)
    assert sample.variants == [] and sample.problem


def test_bare_graph_dir_is_a_one_variant_sample(tmp_path):
    g = _graph_dir(tmp_path / "g")
    (g / "weight_meta.py").write_text("")
    sample = load_sample(g, tmp_path)
    assert sample.is_bare_graph and sample.problem is None
    assert len(sample.variants) == 1 and sample.variants[0].path == g


# ---------------------------------------------------------------- list files


def test_txt_list_skips_blank_and_comment_lines(tmp_path):
    f = tmp_path / "list.txt"
    f.write_text("# eval split\nsamples/a\n\n   \n  samples/b  \n# samples/c\nsamples/d")
    assert read_sample_list(f) == ["samples/a", "samples/b", "samples/d"]


def test_csv_list_reads_the_sample_path_column(tmp_path):
    f = tmp_path / "list.csv"
    f.write_text("id,sample_path,note\n1,samples/a,x\n2, samples/b ,y\n3,,z\n")
    assert read_sample_list(f) == ["samples/a", "samples/b"]


def test_csv_list_without_sample_path_column_is_an_error(tmp_path):
    f = tmp_path / "list.csv"
    f.write_text("sample_id,graph_path\n0,graphs/x\n")
    with pytest.raises(SampleError, match="sample_path"):
        read_sample_list(f)


def test_public_list_lines(examples):
    train_csv = examples / SOLE_OP / "list_lines" / "sample_lists__train__hf_sole_op_train_samples_v2.csv"
    assert read_sample_list(train_csv) == [SOLE_OP_SAMPLE]
    eval_txt = examples / TYPICAL / "list_lines" / "sample_lists__eval__hf_typical_eval_samples_v2.txt"
    assert read_sample_list(eval_txt) == [TYPICAL_SAMPLE]
    # the eval graph_lists csv (header sample_id,graph_path,...) is not a sample list
    with pytest.raises(SampleError):
        read_sample_list(examples / TYPICAL / "list_lines" / "sample_lists__eval__hf_typical_eval_graph_lists_v2.csv")


def test_find_list_file_lookup_order(tmp_path, monkeypatch):
    rootdir = tmp_path / "rootdir"
    (rootdir / "sample_lists" / "eval").mkdir(parents=True)
    under_lists = rootdir / "sample_lists" / "eval" / "hf_typical_eval_samples_v2.txt"
    under_lists.write_text("samples/x\n")
    assert find_list_file("eval/hf_typical_eval_samples_v2.txt", rootdir) == under_lists
    # relative to the rootdir itself
    at_root = rootdir / "mine.txt"
    at_root.write_text("samples/y\n")
    assert find_list_file("mine.txt", rootdir) == rootdir / "mine.txt"
    # a path given as is (absolute) wins
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("samples/z\n")
    assert find_list_file(str(elsewhere), rootdir) == elsewhere
    with pytest.raises(SampleError, match="nope.txt"):
        find_list_file("nope.txt", rootdir)


# ---------------------------------------------------------------- find_samples


def _sample(dir_: Path, lines=("graphs/g",)) -> Path:
    dir_.mkdir(parents=True)
    (dir_ / "graph_list.txt").write_text("".join(f"{line}\n" for line in lines))
    return dir_


def test_find_samples_prefers_samples_over_graph_dirs(tmp_path):
    a = _sample(tmp_path / "samples" / "cat" / "a")
    b = _sample(tmp_path / "samples" / "cat" / "b")
    _graph_dir(tmp_path / "graphs" / "cat" / "g1")
    _graph_dir(tmp_path / "graphs" / "cat" / "g2")
    # a v2-style sample dir holding its own graphs/ copy: not a second hit
    _graph_dir(b / "graphs" / "g")
    assert find_samples(tmp_path) == [a, b]


def test_find_samples_graph_dirs_when_no_sample(tmp_path):
    g1 = _graph_dir(tmp_path / "x" / "g1")
    g2 = _graph_dir(tmp_path / "y" / "g2")
    assert find_samples(tmp_path) == [g1, g2]


def test_find_samples_on_a_sample_or_graph_dir_itself(tmp_path):
    a = _sample(tmp_path / "a")
    g = _graph_dir(tmp_path / "g")
    assert find_samples(a) == [a]
    assert find_samples(g) == [g]


def test_find_samples_nothing(tmp_path):
    (tmp_path / "empty" / "deep").mkdir(parents=True)
    assert find_samples(tmp_path / "empty") == []


def test_find_samples_in_the_public_examples(examples):
    # each example holds one sample dir and graph dirs; only the samples are returned
    assert find_samples(examples) == [
        examples / FUSIBLE / FUSIBLE_SAMPLE,
        examples / SOLE_OP / SOLE_OP_SAMPLE,
        examples / TYPICAL / TYPICAL_SAMPLE,
    ]
