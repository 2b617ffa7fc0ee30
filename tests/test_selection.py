"""pytest_passnet.selection: shards (K/N and from a scheduler's environment) and the
longest-first run order."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_passnet.sample import load_sample, read_weight_meta
from pytest_passnet.selection import Shard, estimated_seconds, input_elements, longest_first, select_samples
from tests.sample_factory import EXAMPLES, write_sample

REPO = Path(__file__).resolve().parents[1]
GPU_DEMO = REPO / "sample_lists" / "eval" / "demo_gpu_samples.txt"


# ---------------------------------------------------------------- K/N


@pytest.mark.parametrize(("text", "expected"), [("1/1", (1, 1)), ("2/8", (2, 8)), ("8/8", (8, 8))])
def test_shard_parse(text, expected):
    shard = Shard.parse(text)
    assert (shard.index, shard.count) == expected
    assert str(shard) == text


@pytest.mark.parametrize("text", ["0/4", "5/4", "-1/4", "1/0", "a/4", "1", "1/2/3", "", "2 of 8"])
def test_shard_parse_errors(text):
    with pytest.raises(ValueError):
        Shard.parse(text)


@pytest.fixture
def samples24(tmp_path) -> tuple[Path, list[Path]]:
    """24 samples of 3 variants each, every variant complete."""
    samples = []
    for i in range(24):
        sample = tmp_path / "samples" / f"s{i:02d}"
        sample.mkdir(parents=True)
        lines = [f"graphs/s{i}/float32/{b}/g" for b in (1, 5, 8)]
        (sample / "graph_list.txt").write_text("".join(f"{line}\n" for line in lines))
        for line in lines:
            (sample / line).mkdir(parents=True)
            (sample / line / "model.py").write_text("import torch\n")
            (sample / line / "weight_meta.py").write_text("")
        samples.append(sample)
    return tmp_path, samples


@pytest.mark.parametrize("count", [1, 2, 3, 5])
def test_shards_partition_the_samples_and_keep_variants_together(samples24, count):
    root, samples = samples24
    full = select_samples([], [str(root / "samples")], root)
    assert [s.path for s in full.samples] == samples
    seen: list[str] = []
    for k in range(1, count + 1):
        part = select_samples([], [str(root / "samples")], root, Shard(k, count))
        for s in part.samples:
            # every variant of a sample lands in the same shard as the sample
            i = int(s.path.name[1:])
            assert [v.listed_as for v in s.variants] == [f"graphs/s{i}/float32/{b}/g" for b in (1, 5, 8)]
            assert all(v.problem is None for v in s.variants)
            assert [v.bucket for v in s.variants] == ["1", "5", "8"]
        seen.extend(s.ident for s in part.samples)
    assert sorted(seen) == sorted(s.ident for s in full.samples)  # union = all, no overlap
    assert len(seen) == len(set(seen))


def test_shard_membership_is_stable_and_spread(samples24):
    root, _ = samples24
    a = [s.ident for s in select_samples([], [str(root / "samples")], root, Shard(1, 2)).samples]
    b = [s.ident for s in select_samples([], [str(root / "samples")], root, Shard(1, 2)).samples]
    assert a == b
    assert 0 < len(a) < 24  # 24 samples over 2 shards: both shards hold some


def test_selection_from_list_files_dedups_and_reports_bad_lists(samples24):
    root, samples = samples24
    (root / "sample_lists").mkdir()
    (root / "sample_lists" / "l.txt").write_text("samples/s03\nsamples/s01\n# samples/s02\nsamples/s03\n")
    sel = select_samples(["l.txt", "missing.txt"], [str(samples[1])], root)
    assert [s.path.name for s in sel.samples] == ["s03", "s01"]
    assert len(sel.problems) == 1 and "missing.txt" in sel.problems[0]


def test_shards_over_the_public_examples(tmp_path):
    if not (EXAMPLES / "PROVENANCE.md").is_file():
        pytest.skip(f"the public PassNet examples are not available at {EXAMPLES}")
    unrelated_root = tmp_path / "empty_root"  # lines must resolve from the sample dirs
    unrelated_root.mkdir()
    everything = select_samples([], [str(EXAMPLES)], unrelated_root)
    assert sorted(len(s.variants) for s in everything.samples) == [1, 1, 9]
    variants = {s.ident: [v.path for v in s.variants] for s in everything.samples}
    parts = [select_samples([], [str(EXAMPLES)], unrelated_root, Shard(k, 2)).samples for k in (1, 2)]
    assert sorted(s.ident for p in parts for s in p) == sorted(variants)
    for part in parts:
        for s in part:
            assert [v.path for v in s.variants] == variants[s.ident]


# ---------------------------------------------------------------- --passnet-shard auto


@pytest.mark.parametrize(
    ("environ", "expected", "source"),
    [
        ({"PASSNET_SHARD_INDEX": "0", "PASSNET_SHARD_COUNT": "4"}, (1, 4), "CI matrix"),
        ({"PASSNET_SHARD_INDEX": "3", "PASSNET_SHARD_COUNT": "4"}, (4, 4), "CI matrix"),
        # sbatch --array=0-7
        ({"SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "0"}, (1, 8), "Slurm array"),
        # sbatch --array=1-8: the first task is shard 1, not shard 2
        ({"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "1"}, (1, 8), "Slurm array"),
        ({"SLURM_ARRAY_TASK_ID": "8", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "1"}, (8, 8), "Slurm array"),
        # sbatch --array=0-12:4 (tasks 0, 4, 8, 12)
        (
            {"SLURM_ARRAY_TASK_ID": "8", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "4"},
            (3, 4),
            "Slurm array",
        ),
        ({"JOB_COMPLETION_INDEX": "0", "PASSNET_SHARD_COUNT": "3"}, (1, 3), "Kubernetes Indexed Job"),
        ({"JOB_COMPLETION_INDEX": "2", "PASSNET_SHARD_COUNT": "3"}, (3, 3), "Kubernetes Indexed Job"),
        # explicit variables win over a scheduler's
        (
            {"PASSNET_SHARD_INDEX": "1", "PASSNET_SHARD_COUNT": "2", "SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "8"},
            (2, 2),
            "CI matrix",
        ),
    ],
)
def test_shard_from_environment(environ, expected, source):
    shard = Shard.resolve("auto", environ)
    assert (shard.index, shard.count, shard.source) == (*expected, source)


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({"PASSNET_SHARD_INDEX": "0"}, "PASSNET_SHARD_COUNT (the shard count that goes with PASSNET_SHARD_INDEX) is not set"),
        ({"PASSNET_SHARD_INDEX": "4", "PASSNET_SHARD_COUNT": "4"}, "gives index 4 of 4 shards; the index counts from 0"),
        ({"PASSNET_SHARD_INDEX": "one", "PASSNET_SHARD_COUNT": "4"}, "PASSNET_SHARD_INDEX='one' is not a whole number"),
        ({"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "0"}, "SLURM_ARRAY_TASK_COUNT (the number of array tasks) is not set"),
        ({"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "4"}, "SLURM_ARRAY_TASK_MIN"),
        # --array=0,2,7: a list, not a range
        ({"SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_MIN": "0"}, "not a list"),
        (
            {"SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "4"},
            "not on the array's range",
        ),
        ({"JOB_COMPLETION_INDEX": "0"}, "PASSNET_SHARD_COUNT (the Indexed Job's completion count: set it to spec.completions)"),
        ({"JOB_COMPLETION_INDEX": "3", "PASSNET_SHARD_COUNT": "3"}, "Kubernetes Indexed Job gives index 3 of 3"),
        ({}, "found no shard in the environment; it reads PASSNET_SHARD_INDEX"),
    ],
)
def test_shard_from_environment_errors_name_the_variable(environ, message):
    with pytest.raises(ValueError) as info:
        Shard.resolve("auto", environ)
    assert message in str(info.value)


def test_resolve_keeps_k_of_n_and_ignores_the_environment():
    shard = Shard.resolve("2/8", {"SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0"})
    assert (shard.index, shard.count, shard.source) == (2, 8, "--passnet-shard")


def test_a_whole_slurm_array_covers_every_sample_once(samples24):
    root, _ = samples24
    full = [s.ident for s in select_samples([], [str(root / "samples")], root).samples]
    seen = []
    for task in (1, 2, 3):  # sbatch --array=1-3
        environ = {"SLURM_ARRAY_TASK_ID": str(task), "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_MIN": "1"}
        seen += [s.ident for s in select_samples([], [str(root / "samples")], root, Shard.resolve("auto", environ)).samples]
    assert sorted(seen) == sorted(full)


# ---------------------------------------------------------------- longest first


def test_input_elements_agree_with_the_weight_meta_parser_on_the_gpu_demo_list():
    samples = [load_sample(REPO / line, REPO) for line in GPU_DEMO.read_text().split()]
    variants = [v for s in samples for v in s.variants]
    assert len(variants) == 36
    for v in variants:
        meta = v.path / "weight_meta.py"
        assert input_elements(meta) == sum(math.prod(m.shape) for m in read_weight_meta(meta)), meta


def test_input_elements_of_scalars_and_unreadable_files(tmp_path):
    meta = tmp_path / "weight_meta.py"
    meta.write_text('class A:\n\tname = "in_0"\n\tshape = []\n\tdtype = "torch.float32"\n\n\nclass B:\n\tname = "in_1"\n\tshape = [3, 4]\n')
    assert input_elements(meta) == 1 + 12  # a 0-d tensor holds one element
    assert input_elements(tmp_path / "absent.py") == 0


def test_longest_first_puts_big_and_many_variants_first_and_keeps_ties_in_list_order(dataset):
    small = write_sample(dataset, "small", shape=[4, 8])
    big = write_sample(dataset, "big", shape=[4096, 8192])  # 2 x 33.5M elements: replay outweighs 2 extra variants
    many = write_sample(dataset, "many", dtypes=("float32", "float16", "bfloat16"), shape=[4, 8])
    twin = write_sample(dataset, "twin", shape=[4, 8])
    samples = select_samples([], [str(p) for p in (small, big, many, twin)], dataset).samples
    assert [s.path.name for s in longest_first(samples)] == ["big", "many", "small", "twin"]
    costs = {s.path.name: estimated_seconds(s) for s in samples}
    assert costs["small"] == costs["twin"] < costs["many"] == pytest.approx(3 * costs["small"])
    assert [s.path.name for s in samples] == ["small", "big", "many", "twin"]  # the selection keeps list order


def test_longest_first_on_the_gpu_demo_list_reads_text_only():
    code = (
        "import sys; from pathlib import Path\n"
        "from pytest_passnet.selection import select_samples, longest_first\n"
        f"samples = select_samples([{str(GPU_DEMO)!r}], [], Path({str(REPO)!r})).samples\n"
        "print([s.variants[0].path.parts[-3] for s in longest_first(samples)])\n"
        "print('torch' in sys.modules)\n"
    )
    order, torch_imported = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    # TinyLlama's RMSNorm (64/512 x 128 x 2048 inputs) outweighs everything; MobileNet's BatchNorm is the lightest
    assert order.startswith("['TinyLlama-1.1B'") and order.endswith("'mobilenet_v2']")
    assert torch_imported == "False"
