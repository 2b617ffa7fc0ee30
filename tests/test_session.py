"""The session as a user meets it: short readable test ids that -k still selects by the full sample
path, typed objects in both result hooks, and a resume that recognises results whatever form their
node ids took. One real run (one variant, eager against eager); the rest stop at collection."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_passnet.runfiles import RunDir
from tests.sample_factory import write_sample

pytestmark = pytest.mark.usefixtures("outside_xdist")

FIRST, SECOND = "ab12" + "0" * 60, "cd34" + "1" * 60  # sample hashes, as PassNet's layout names its dirs
SAMPLES = {  # the last two share a short path (one hash in two datasets), so both keep their full path
    "s0": f"samples/demo_subgraphs/fusible_subgraphs/ab/12/{FIRST}",
    "s1": f"samples/demo_subgraphs/fusible_subgraphs/cd/34/{SECOND}",
    "s2": f"samples/demo_gpu_subgraphs/fusible_subgraphs/cd/34/{SECOND}",
}
# Records what the hooks get, and where the session finds a crashed worker's variant by its node id.
CONFTEST = """
import json
from pathlib import Path

SEEN = Path(__file__).with_name("seen.jsonl")


def _write(record):
    with SEEN.open("a") as stream:
        stream.write(json.dumps(record) + "\\n")


def pytest_collection_finish(session):
    passnet = session.config.passnet_session
    for item in session.items:
        crashed = passnet.crash_result(item.nodeid)
        _write({"crash_of": item.nodeid, "sample": crashed.sample, "variant": crashed.variant})


def pytest_passnet_variant_result(result):
    _write({"hook": "variant", "type": type(result).__name__, "nodeid": result.nodeid, "passed": result.passed})


def pytest_passnet_sample_score(sample):
    _write({"hook": "sample", "type": type(sample).__name__, "path": sample.path, "variants": sample.variants})
"""


def run(dataset: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_ADDOPTS"))}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--passnet-samples", "samples",
               "--passnet-compiler", "eager", "--passnet-trials", "2", *args]  # fmt: skip
    return subprocess.run(command, cwd=dataset, env=env, capture_output=True, text=True, timeout=600)


def seen(dataset: Path) -> list[dict]:
    path = dataset / "seen.jsonl"
    records = [json.loads(line) for line in path.read_text().splitlines()] if path.is_file() else []
    path.unlink(missing_ok=True)
    return records


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("session_dataset")
    for name, where in SAMPLES.items():
        sample = write_sample(root, name)
        (root / where).parent.mkdir(parents=True, exist_ok=True)
        sample.rename(root / where)
    (root / "conftest.py").write_text(CONFTEST)
    return root


def variant_of(name: str) -> str:
    return f"float32/1/{name}_start0_end2_0"


def test_test_ids_are_short_and_minus_k_still_selects_by_the_full_sample_path(dataset):
    listed = run(dataset, "--collect-only", "-q")
    assert listed.returncode == 0, listed.stdout + listed.stderr
    ids = [line for line in listed.stdout.splitlines() if "::" in line]
    in_path_order = sorted(SAMPLES.items(), key=lambda item: item[1])  # s2 (demo_gpu_...), s0, s1
    assert ids == [f"{SAMPLES['s2']}::{variant_of('s2')}", f"fusible_subgraphs/{FIRST[:12]}::{variant_of('s0')}",
                   f"{SAMPLES['s1']}::{variant_of('s1')}"]  # fmt: skip
    crashes = seen(dataset)
    assert [(c["crash_of"], c["sample"], c["variant"].rsplit("/", 1)[-1]) for c in crashes] == [
        (nodeid, where, f"{name}_start0_end2_0") for nodeid, (name, where) in zip(ids, in_path_order)]

    for expression, selected in (("ab12", ids[1:2]), ("demo_subgraphs", ids[1:]), ("demo_gpu", ids[:1]),
                                 ("fusible_subgraphs and not demo_gpu", ids[1:])):  # fmt: skip
        chosen = run(dataset, "--collect-only", "-q", "-k", expression)
        assert [line for line in chosen.stdout.splitlines() if "::" in line] == selected, expression
        seen(dataset)


def test_both_result_hooks_get_typed_objects_and_resume_finds_results_by_sample_and_variant(dataset, tmp_path):
    out = tmp_path / "out"
    first = run(dataset, "-k", "ab12", f"--passnet-out={out}")
    assert first.returncode == 0, first.stdout + first.stderr
    nodeid = f"fusible_subgraphs/{FIRST[:12]}::{variant_of('s0')}"
    assert [r for r in seen(dataset) if "hook" in r] == [
        {"hook": "variant", "type": "VariantResult", "nodeid": nodeid, "passed": True},
        {"hook": "sample", "type": "SampleScore", "path": SAMPLES["s0"], "variants": 1},
    ]
    assert [v["nodeid"] for v in json.loads((out / "report.json").read_text())["variants"]] == [nodeid]

    # The same result written under the node id an earlier version gave it (the whole sample path).
    run_dir = RunDir(out)
    (kept,) = run_dir.read_results()
    kept.nodeid = f"{SAMPLES['s0']}::{variant_of('s0')}"
    run_dir.start_results(keep=True)
    run_dir.results_path.write_text("")
    run_dir.append(kept)
    run_dir.unlock()
    resumed = run(dataset, "-k", "ab12", f"--passnet-out={out}", "--passnet-resume")
    last = resumed.stdout.splitlines()[-1]
    assert "2 deselected" in last and "passed" not in last, resumed.stdout + resumed.stderr  # nothing left to run
    report = json.loads((out / "report.json").read_text())
    assert [v["nodeid"] for v in report["variants"]] == [kept.nodeid]
    assert any(note.startswith("resumed: 1 variants reused") and note.endswith("0 run now") for note in report["notes"])
