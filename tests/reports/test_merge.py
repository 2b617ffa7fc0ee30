"""passnet-report merge: two real shards give the single-host report; unsafe merges are refused or noted."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_passnet.cli import main
from pytest_passnet.report import build_report
from pytest_passnet.result import VariantResult
from pytest_passnet.runfiles import RunDir

RESULTS = "results.jsonl"


@pytest.fixture(scope="module")
def shards(real_run, once, tmp_path_factory) -> list[Path]:
    """The real run's selection again as two shards, made once for the session (``once``)."""

    def make() -> list[str]:
        base = tmp_path_factory.mktemp("shards")
        outs = []
        for k in (1, 2):
            out = base / f"shard{k}"
            finished = real_run.again(out, f"--passnet-shard={k}/2")
            assert (out / "report.json").is_file(), finished.stdout + finished.stderr
            outs.append(str(out))
        return outs

    return [Path(out) for out in once("reports_shards", make)]


def rewrite_signed(run, records: list[dict]) -> None:
    """The run's results replaced by ``records``, signed as the trusted side signs its own lines
    (merge refuses lines edited by hand)."""
    run_dir = RunDir(run)
    run_dir.start_results(keep=True)
    run_dir.results_path.write_text("")
    for record in records:
        run_dir.append(VariantResult.from_dict({k: v for k, v in record.items() if k != "hmac"}))
    run_dir.unlock()


def merged_report(tmp_path, *runs, force: bool = False) -> tuple[int, dict | None]:
    out = tmp_path / "merged"
    code = main(["merge", *map(str, runs), "--out", str(out), *(["--force"] if force else [])])
    return code, json.loads((out / "report.json").read_text()) if code == 0 else None


def test_two_shards_merge_into_the_single_host_report(real_run, shards, tmp_path):
    single = real_run.report
    assert all(json.loads((s / "report.json").read_text())["variants"] for s in shards), "each shard holds samples"
    code, merged = merged_report(tmp_path, *shards)
    assert code == 0 and not merged["notes"][1:]  # only the CPU-timing note

    def by_nodeid(report):
        return {v["nodeid"]: v for v in report["variants"]}

    one, both = by_nodeid(single), by_nodeid(merged)
    assert set(one) == set(both)
    for nodeid, variant in one.items():
        for key in ("status", "parity_status", "matched", "applied"):
            assert both[nodeid][key] == variant[key], (nodeid, key)
        assert both[nodeid]["correctness"].get("correct_at") == variant["correctness"].get("correct_at"), nodeid

    # Scores: timings differ between runs, so score the single-host variants with the shards' speedups;
    # the merged report must give exactly those scores.
    timed_like_shards = [VariantResult.from_dict(dict(v, speedup=both[v["nodeid"]]["speedup"])) for v in single["variants"]]
    expected = build_report(timed_like_shards, [s["path"] for s in single["samples"]], {}, partial=False).to_dict()
    merged_samples = {s["path"]: s for s in merged["samples"]}
    assert set(merged_samples) == {s["path"] for s in expected["samples"]}
    for sample in expected["samples"]:
        got = merged_samples[sample["path"]]
        for key in ("variants", "scored_variants", "matched", "correct", "score", "es"):
            assert got[key] == sample[key], (sample["path"], key)
    # pooled over the variants in another order (shard by shard): equal up to float summation
    assert merged["overall"]["score"] == pytest.approx(expected["overall"]["score"], rel=1e-12)


def test_the_merge_and_show_commands_print_the_summary(shards, tmp_path):
    merged = subprocess.run([sys.executable, "-m", "pytest_passnet.cli", "merge", *map(str, shards), "--out",
                             str(tmp_path / "merged")], capture_output=True, text=True, timeout=120)
    assert merged.returncode == 0, merged.stderr
    assert "AS (all variants pooled)" in merged.stdout
    shown = subprocess.run([sys.executable, "-m", "pytest_passnet.cli", "show", str(tmp_path / "merged" / "report.json")],
                           capture_output=True, text=True, timeout=120)
    assert shown.returncode == 0 and "ES(t) and AS per sample" in shown.stdout, shown.stderr


def test_a_missing_shard_is_refused_or_noted_with_force(shards, tmp_path, capsys):
    code, _ = merged_report(tmp_path, shards[0])
    assert code == 2
    err = capsys.readouterr().err
    assert "refusing to merge" in err and "missing shards: 2/2" in err and "--force" in err

    code, merged = merged_report(tmp_path, shards[0], force=True)
    assert code == 0
    assert any(n.startswith("merged with --force although missing shards: 2/2") for n in merged["notes"])


def test_a_run_without_its_report_is_refused(shards, tmp_path, capsys):
    cut_short = tmp_path / "cut_short"
    shutil.copytree(shards[1], cut_short)
    (cut_short / "report.json").unlink()  # the shard was killed before it wrote its report
    assert merged_report(tmp_path, shards[0], cut_short)[0] == 2
    assert f"{cut_short} has no report.json" in capsys.readouterr().err


def test_duplicated_samples_are_refused(real_run, shards, tmp_path, capsys):
    assert merged_report(tmp_path, real_run.out, shards[0])[0] == 2
    err = capsys.readouterr().err
    assert "samples are in more than one run" in err and str(real_run.out) in err


def test_mixed_hardware_is_refused_but_many_hosts_of_one_kind_are_not(shards, tmp_path, capsys):
    elsewhere = tmp_path / "elsewhere"
    shutil.copytree(shards[1], elsewhere)
    records = [json.loads(line) for line in (elsewhere / RESULTS).read_text().splitlines()]
    for record in records:
        record["machine"]["host"] = "node-17"  # another host of the same kind: fine
    rewrite_signed(elsewhere, records)
    assert merged_report(tmp_path, shards[0], elsewhere)[0] == 0

    for record in records:
        record["machine"]["torch"] = "2.11.0+cu128"  # another software stack: not comparable
    rewrite_signed(elsewhere, records)
    assert merged_report(tmp_path, shards[0], elsewhere)[0] == 2
    err = capsys.readouterr().err
    assert "results from different hardware" in err and "torch 2.11.0+cu128" in err
