"""`passnet-dataset v2 rebuild` against upstream's files, byte for byte; verify; failures."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_passnet.dataset.cli import main
from pytest_passnet.dataset.passnet_v2.lists import plan_from_lists
from pytest_passnet.dataset.passnet_v2.verify import verify

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests/data/passnet_v2"
CHECKOUT = DATA / "graphnet"
SIMPLE_SAMPLE = "samples/hf_subgraphs_v2/typical_subgraphs/a0/a1/a0a14a4d1708ac1ba28e91bc7ae62dd7617abf5e5483489bcce37d2f1f2b21b6"
SIMPLE_BF16 = ("graphs/hf_subgraphs_v2/typical_subgraphs/bfloat16/9/samples/mmpose/SimpleBaseline3D/"
               "_decomposed/SimpleBaseline3D_start0_end26_0")
HRFORMER_SAMPLE_LINE = 118  # typical eval sample 117: all 14 variants cut from mmpose/pose_hrformer_base


def _root_with(tmp_path: Path, samples: list[str]) -> Path:
    """A dataset root holding a list of ``samples`` and their vendored graph_list.txt."""
    root = tmp_path / "root"
    for sample in samples:
        (root / sample).mkdir(parents=True)
        shutil.copy(REPO / sample / "graph_list.txt", root / sample / "graph_list.txt")
    (root / "sample_lists").mkdir()
    (root / "sample_lists" / "chosen.txt").write_text("".join(f"{s}\n" for s in samples))
    return root


def _rebuild(root: Path, checkout: Path, *extra: str) -> tuple[int, dict]:
    code = main(["v2", "rebuild", "--root", str(root), "--graphnet", str(checkout), "--list", "chosen.txt",
                 "--jobs", "1", "--no-progress", *extra])
    return code, json.loads((root / ".passnet/passnet-v2-rebuild.json").read_text())


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory) -> Path:
    root = _root_with(tmp_path_factory.mktemp("v2"), [SIMPLE_SAMPLE])
    code, report = _rebuild(root, CHECKOUT)
    assert (code, report["built"], report["missing"]) == (0, 2, 0), report
    return root


@pytest.mark.parametrize("name", ["model.py", "weight_meta.py", "subgraph_sources.json"])
def test_rebuilt_variant_is_upstreams_bytes(rebuilt, name):
    assert (rebuilt / SIMPLE_BF16 / name).read_bytes() == (DATA / "upstream" / SIMPLE_BF16 / name).read_bytes()


def test_rebuilt_tree_verifies_and_a_second_run_resumes(rebuilt, capsys):
    plan = plan_from_lists(rebuilt, [rebuilt / "sample_lists/chosen.txt"])
    report = verify(rebuilt, plan)
    assert report.ok, report.problems
    assert (report.samples, report.variants) == (1, 2)
    graph_net = json.loads((rebuilt / SIMPLE_BF16 / "graph_net.json").read_text())
    assert graph_net["dtype_generalization_target_dtype"] == "bfloat16"
    code, again = _rebuild(rebuilt, CHECKOUT)
    assert (code, again["already_complete"], again["built"]) == (0, 2, 0)
    assert main(["v2", "verify", "--root", str(rebuilt), "--list", "chosen.txt"]) == 0
    assert "1 samples, 2 variants checked: 0 variants missing, 0 problems" in capsys.readouterr().out


def test_verify_names_a_reordered_graph_list_and_a_broken_hash(rebuilt, tmp_path):
    tree = tmp_path / "tree"
    shutil.copytree(rebuilt, tree)
    listed = tree / SIMPLE_SAMPLE / "graph_list.txt"
    listed.write_text("".join(reversed(listed.read_text().splitlines(keepends=True))))
    float16 = SIMPLE_BF16.replace("bfloat16", "float16")
    (tree / float16 / "graph_hash.txt").write_text(hashlib.sha256(b"other").hexdigest())
    (tree / SIMPLE_BF16 / "weight_meta.py").unlink()
    problems = verify(tree, plan_from_lists(REPO, [tree / "sample_lists/chosen.txt"])).problems
    assert any("graph_list.txt differs" in p for p in problems)
    assert any(p.startswith(SIMPLE_BF16) and "missing weight_meta.py" in p for p in problems)
    # fp16 hashes the FX code before the template, so only float32's hash is checkable offline
    assert not any(p.startswith(float16) for p in problems)


def test_a_variant_whose_source_is_missing_is_reported_and_fails_the_run(tmp_path):
    typical = (REPO / "sample_lists/eval/hf_typical_eval_samples_v2.txt").read_text().splitlines()
    root = _root_with(tmp_path, [typical[HRFORMER_SAMPLE_LINE - 1]])
    code, report = _rebuild(root, CHECKOUT)
    assert code == 1 and report["built"] == 0 and report["missing"] == 14
    assert set(report["failures_by_cause"]) == {"source graph missing"}
    assert all("mmpose/pose_hrformer_base/model.py is not in the GraphNet checkout" in reason
               for reason in report["failed"].values())


IPR = REPO / "tests/data/passnet_examples/typical_v2_ipr_resnet_50_start170_end193_16"


@pytest.mark.skipif(not os.environ.get("PASSNET_GRAPHNET"),
                    reason="needs a GraphNet checkout (PASSNET_GRAPHNET): ipr_resnet_50 is not vendored")
def test_bucketed_typical_variants_are_upstreams_bytes(tmp_path):
    """Buckets 1, 5, 7, 8: dimension generalisation, the data-input renamer, fp16 and bf16."""
    sample = next(p.relative_to(IPR).as_posix() for p in IPR.glob("samples/hf_subgraphs_v2/typical_subgraphs/*/*/*"))
    root = _root_with(tmp_path, [sample])
    code, report = _rebuild(root, Path(os.environ["PASSNET_GRAPHNET"]))
    assert code == 0, report
    compared = 0
    for upstream in IPR.glob("graphs/**/*"):
        if upstream.is_file() and upstream.name in ("model.py", "graph_hash.txt", "subgraph_sources.json"):
            ours = root / upstream.relative_to(IPR)
            assert ours.read_bytes() == upstream.read_bytes(), upstream.relative_to(IPR)
            compared += 1
    assert compared == 8


def test_packed_graphs_are_reproducible_and_unpack_on_first_load(rebuilt, tmp_path):
    from pytest_passnet.sample import load_sample

    plan = plan_from_lists(rebuilt, [rebuilt / "sample_lists/chosen.txt"])
    fresh = _root_with(tmp_path, [SIMPLE_SAMPLE])
    assert main(["v2", "pack", "--root", str(fresh), "--tree", str(rebuilt), "--list", "chosen.txt"]) == 0
    archive = fresh / "graphs/hf_subgraphs_v2.tar.xz"
    first = archive.read_bytes()
    assert main(["v2", "pack", "--root", str(fresh), "--tree", str(rebuilt), "--list", "chosen.txt"]) == 0
    assert archive.read_bytes() == first
    sample = load_sample(fresh / SIMPLE_SAMPLE, fresh)  # as the plugin collects it
    assert sample.problem is None and len(sample.variants) == 2
    assert all(not v.files_missing for v in sample.variants)
    unpacked = fresh / ".passnet/unpacked" / SIMPLE_BF16 / "model.py"
    assert sample.variants[0].path == unpacked.parent
    assert unpacked.read_bytes() == (rebuilt / SIMPLE_BF16 / "model.py").read_bytes()
    assert not (fresh / "graphs/hf_subgraphs_v2").exists()  # the repository's graphs/ stays as it is
    assert verify(fresh / ".passnet/unpacked", plan).problems == [
        f"{SIMPLE_SAMPLE}: sample dir missing"]  # the samples are the root's, the graphs the archive's


def test_pack_sources_carries_what_a_rebuild_elsewhere_reads(tmp_path):
    import tarfile

    root = _root_with(tmp_path, [SIMPLE_SAMPLE])
    archive = tmp_path / "sources.tar.xz"
    argv = ["v2", "pack-sources", "--root", str(root), "--graphnet", str(CHECKOUT), "--list", "chosen.txt",
            "--archive", str(archive)]
    assert main(argv) == 0
    first = archive.read_bytes()
    assert main(argv) == 0 and archive.read_bytes() == first
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
        source = tar.extractfile("samples/mmpose/SimpleBaseline3D/model.py").read()
    assert source == (CHECKOUT / "samples/mmpose/SimpleBaseline3D/model.py").read_bytes()
    assert {"samples/mmpose/SimpleBaseline3D/weight_meta.py", "samples/mmpose/SimpleBaseline3D/graph_net.json"} <= names


def test_a_changed_archive_is_unpacked_again(rebuilt, tmp_path):
    import pytest_passnet.sample as sample_module

    fresh = _root_with(tmp_path, [SIMPLE_SAMPLE])
    pack = ["v2", "pack", "--root", str(fresh), "--tree", str(rebuilt), "--list", "chosen.txt"]
    assert main(pack) == 0
    sample_module.load_sample(fresh / SIMPLE_SAMPLE, fresh)
    unpacked = fresh / ".passnet/unpacked" / SIMPLE_BF16 / "model.py"
    unpacked.write_text("stale")
    sample_module._unpacked.clear()  # a new session
    sample_module.load_sample(fresh / SIMPLE_SAMPLE, fresh)
    assert unpacked.read_text() == "stale"  # same archive: the tree stays as it is
    marker = rebuilt / SIMPLE_BF16.replace("bfloat16", "float16") / "graph_net.json"
    kept = marker.read_bytes()
    marker.unlink()  # the next archive lacks one variant
    try:
        assert main(pack) == 1
    finally:
        marker.write_bytes(kept)
    sample_module._unpacked.clear()
    sample_module.load_sample(fresh / SIMPLE_SAMPLE, fresh)
    assert unpacked.read_bytes() == (rebuilt / SIMPLE_BF16 / "model.py").read_bytes()


@pytest.mark.usefixtures("outside_xdist")
def test_a_run_covers_what_the_archive_holds_and_names_the_command_for_the_rest(rebuilt, pytester):
    """A fresh clone whose archive lacks a variant: the rest runs, the run says N of M and how to
    build the missing one, no score counts it; the command it names builds it."""
    root = _root_with(pytester.path, [SIMPLE_SAMPLE])
    tree = pytester.path / "tree"
    shutil.copytree(rebuilt / "graphs", tree / "graphs")
    shutil.rmtree(tree / SIMPLE_BF16.replace("bfloat16", "float16"))
    assert main(["v2", "pack", "--root", str(root), "--tree", str(tree), "--list", "chosen.txt"]) == 1
    out = pytester.path / "out"
    result = pytester.runpytest_subprocess(
        "--passnet-root", str(root), "--passnet-list", "chosen.txt", "--passnet-compiler", "eager",
        "--passnet-device", "cpu", "--passnet-warmup", "1", "--passnet-trials", "3", "--passnet-out", str(out),
        "-p", "no:cacheprovider")  # fmt: skip
    result.assert_outcomes(passed=1)
    command = f"PASSNET_GRAPHNET=<a GraphNet checkout> passnet-dataset v2 rebuild --root {root} --list chosen.txt"
    coverage = ("listed variants; not built yet: 1 (not in graphs/hf_subgraphs_v2.tar.xz; 0 of 1 samples have none), "
                f"which no score counts; build them with `{command}`, then run again")  # fmt: skip
    assert f"passnet: covered 1 of 2 {coverage}" in result.stdout.str()  # when it collects
    report = json.loads((out / "report.json").read_text())
    assert f"covered 1 of 2 {coverage} (docs/passnet-v2.md)" in report["notes"]
    assert [v["variant"] for v in report["variants"]] == [SIMPLE_BF16]
    build = command.replace("<a GraphNet checkout>", str(CHECKOUT)).split()
    built = subprocess.run(["env", *build[:1], sys.executable, "-m", "pytest_passnet.dataset.cli", *build[2:],
                            "--jobs", "1", "--no-progress"], check=False, cwd=pytester.path, capture_output=True,
                           text=True)
    assert built.returncode == 0, built.stdout + built.stderr
    again = pytester.runpytest_subprocess("--passnet-root", str(root), "--passnet-list", "chosen.txt", "--co", "-q")
    assert "2 tests collected" in again.stdout.str() and "not built yet" not in again.stdout.str()


LED_START16 = ("graphs/hf_subgraphs_v2/fusible_subgraphs/float32/9/samples/transformers-auto-model/"
               "hf-tiny-model-private_tiny-random-LEDForSequenceClassification/_decomposed/"
               "hf-tiny-model-private_tiny-random-LEDForSequenceClassification_start16_end21_2")


def test_a_graph_that_makes_tensors_on_cuda_0_is_cut_as_upstream_cut_it():
    """LED makes tensors with ``device(type="cuda", index=0)`` beside its inputs: traced on the CPU
    they must meet on one device, and the written code names upstream's cuda:0 again."""
    from pytest_passnet.dataset.passnet_v2.engine import Job, build_job
    from pytest_passnet.dataset.passnet_v2.names import VariantName

    name = VariantName.parse(LED_START16)
    result = build_job(CHECKOUT, Job.of(name), [name])
    assert result.failed == {}
    files = result.built[name]
    assert files.weight_meta == (DATA / "upstream" / LED_START16 / "weight_meta.py").read_text()
    assert "torch.arange(0, 22, dtype=torch.int64, device=device(type='cuda', index=0))" in files.model_py
    assert hashlib.sha256(files.model_py.encode()).hexdigest() == files.graph_hash
