"""``--passnet-resume`` keeps only the results.jsonl lines the trusted side wrote: each line carries
an HMAC under a key that lives in the run directory, readable by its owner only."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from pytest_passnet.result import Status, VariantResult
from pytest_passnet.runfiles import KEY_FILE, RunDir
from tests.adversarial.samples import QUIET_TIMING, RELU_MODEL
from tests.sample_factory import write_variant


def _result(nodeid: str, speedup: float = 1.2) -> VariantResult:
    return VariantResult(nodeid=nodeid, sample="s", variant="v", status=Status.CORRECT, speedup={"e2e": speedup, "gpu": None})


def _written(path: Path, count: int = 3) -> RunDir:
    run_dir = RunDir(path)
    run_dir.start_results(keep=False)
    for i in range(count):
        run_dir.append(_result(f"n{i}"))
    run_dir.unlock()
    return run_dir


def test_lines_the_trusted_side_wrote_are_read_back_and_others_are_refused(tmp_path, capsys):
    _written(tmp_path)
    assert os.stat(tmp_path / KEY_FILE).st_mode & 0o777 == 0o600
    lines = (tmp_path / "results.jsonl").read_text().splitlines()
    lines[1] = lines[1].replace('"e2e": 1.2', '"e2e": 1000.0')  # changed after signing
    forged = _result("n9", 1000.0).to_dict()
    lines.append(json.dumps(forged))  # never signed
    lines.append(json.dumps({**forged, "nodeid": "n8"})[:-1] + ', "hmac": "' + "0" * 64 + '"}')  # a made-up signature
    (tmp_path / "results.jsonl").write_text("\n".join(lines) + "\n")
    run_dir = RunDir(tmp_path)
    assert sorted(r.nodeid for r in run_dir.read_results()) == ["n0", "n2"]
    assert run_dir.refused == ["line 2: no valid signature", "line 4: no valid signature", "line 5: no valid signature"]
    assert "3 lines of" in capsys.readouterr().err


def test_a_last_line_cut_by_a_crash_is_named_as_such(tmp_path):
    _written(tmp_path)
    text = (tmp_path / "results.jsonl").read_text()
    (tmp_path / "results.jsonl").write_text(text[: len(text) - 40])  # the run died inside the last write
    run_dir = RunDir(tmp_path)
    assert sorted(r.nodeid for r in run_dir.read_results()) == ["n0", "n1"]
    assert run_dir.refused == ["line 3: cut short"]


def test_a_key_others_could_read_signs_nothing(tmp_path):
    _written(tmp_path)
    os.chmod(tmp_path / KEY_FILE, 0o644)
    run_dir = RunDir(tmp_path)
    assert run_dir.read_results() == []
    assert run_dir.refused[0].startswith("line 1: no key")
    run_dir.start_results(keep=True)  # a resumed run signs under a new key of its own
    assert os.stat(tmp_path / KEY_FILE).st_mode & 0o777 == 0o600


def test_a_fresh_run_starts_a_new_key(tmp_path):
    _written(tmp_path)
    old_key = (tmp_path / KEY_FILE).read_bytes()
    _written(tmp_path, count=1)
    assert (tmp_path / KEY_FILE).read_bytes() != old_key
    assert [r.nodeid for r in RunDir(tmp_path).read_results()] == ["n0"]


def _run(sample: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--rootdir", str(out.parent),
               "--passnet-samples", str(sample), "--passnet-compiler", "eager", "--passnet-warmup", "1",
               "--passnet-trials", "2", "--passnet-out", str(out), *extra]
    return subprocess.run(command, cwd=out.parent, capture_output=True, text=True, timeout=600,
                          env={**os.environ, **QUIET_TIMING})


def test_a_forged_line_is_refused_on_resume_and_its_variant_runs_again(tmp_path):
    sample = tmp_path / "relu"
    write_variant(sample / "graphs" / "float32" / "relu", RELU_MODEL, {"in_0": ([4, 300], "float32")})
    (sample / "graph_list.txt").write_text("graphs/float32/relu\n")
    out = tmp_path / "out"
    first = _run(sample, out)
    assert first.returncode == 0, first.stdout[-2000:] + first.stderr[-2000:]
    (line,) = (out / "results.jsonl").read_text().splitlines()
    record = json.loads(line)
    record.pop("hmac")
    record.update(speedup={"e2e": 1000.0, "gpu": None}, sandbox="bubblewrap")
    (out / "results.jsonl").write_text(json.dumps(record) + "\n")  # what a child outside bubblewrap could write
    resumed = _run(sample, out, "--passnet-resume")
    assert resumed.returncode == 0, resumed.stdout[-2000:] + resumed.stderr[-2000:]
    assert "1 lines of" in resumed.stderr and "were not written by this directory's trusted side" in resumed.stderr
    assert "1 passed" in resumed.stdout  # it ran again
    (variant,) = json.loads((out / "report.json").read_text())["variants"]
    assert variant["status"] == Status.CORRECT and variant["speedup"]["e2e"] < 100
