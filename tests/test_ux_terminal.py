"""What a user reads in the terminal, from one real run at COLUMNS=80 under -q (and a resumed run
at COLUMNS=200): the table fits, test ids are short, a repeated diagnostic is printed once, progress
shows elapsed time and what is left, the sandbox line survives -q, pytest-benchmark's tables stay
out while its JSON is written, and a resumed run says what it reused. Every check on the run is in
one test (``tests/checks.py`` says why)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from pytest_passnet.items import item_name, item_names
from pytest_passnet.sample import load_sample
from tests.checks import assert_all
from tests.sample_factory import ADD_RELU_PASS, write_sample

NO_MATCH_PASS = ADD_RELU_PASS.replace("return torch.relu(t)", "return torch.sigmoid(t)")
NOMATCH = "samples/fusible_subgraphs/nomatch"
SHORT_NAMES = [f"{dtype}/1/nomatch_start0_end2_0" for dtype in ("float32", "float16")]


@dataclass
class Run:
    dataset: Path
    out: Path
    stdout: str

    def again(self, columns: int, *args: str) -> subprocess.CompletedProcess:
        # A session of its own: no xdist ids of a calling run; PASSNET_SANDBOX=process: no bubblewrap.
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
        env.update(COLUMNS=str(columns), PASSNET_SANDBOX="process")
        command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--passnet-samples",
                   NOMATCH, "samples/fusible_subgraphs/good", f"--passnet-out={self.out}",
                   "--passnet-warmup=1", "--passnet-trials=3", *args]  # fmt: skip
        return subprocess.run(command, cwd=self.dataset, env=env, capture_output=True, text=True, timeout=600)

    def section(self, stdout: str) -> list[str]:
        lines = stdout.splitlines()
        start = next(i for i, line in enumerate(lines) if line.startswith("pytest-passnet: ES(t)"))
        end = next(i for i, line in enumerate(lines) if line.startswith("passnet report:"))
        return lines[start:end]


def first_run(dataset: Path) -> Run:
    """Two samples: one whose pass matches in neither of its dtypes (the same diagnostic twice), one correct."""
    write_sample(dataset, "nomatch", dtypes=("float32", "float16"), passes={"AddSigmoid": NO_MATCH_PASS})
    write_sample(dataset, "good", passes={"AddRelu": ADD_RELU_PASS})
    first = Run(dataset, dataset / "out", "")
    done = first.again(80, f"--benchmark-json={dataset / 'bench.json'}")
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout + done.stderr
    first.stdout = done.stdout
    return first


def the_summary_fits_80_columns_by_leaving_columns_out(run):
    section = run.section(run.stdout)
    assert max(len(line) for line in section) <= 80, "\n".join(section)
    header = next(line for line in section if line.startswith("┃"))
    assert "graph" not in header and "ES(-5)" not in header
    assert any(line.startswith("left out to fit 80 columns: ") and "graph" in line for line in section)


def short_test_ids_select_with_k(run):
    failed = [line.split(" - ")[0] for line in run.stdout.splitlines() if line.startswith("FAILED ")]
    assert failed == [f"FAILED {NOMATCH}::{name}" for name in SHORT_NAMES]
    chosen = run.again(80, "--collect-only", "-k", "float16/1")
    assert chosen.returncode == 0, chosen.stdout + chosen.stderr
    assert [line for line in chosen.stdout.splitlines() if "::" in line] == [f"{NOMATCH}::{SHORT_NAMES[1]}"]


def a_diagnostic_that_repeats_is_printed_once(run):
    # The failures section, where the plugin folds: under a CI variable (CI, BUILD_NUMBER) pytest's
    # short summary below it repeats each failure's whole text, folded or not.
    failures = run.stdout.partition(" FAILURES ")[2].partition(" passnet ")[0]
    assert failures.count("Pass AddSigmoid failed to match") == 1, failures
    assert "(the same diagnostic for 2 variants, printed here only)" in failures
    assert f"(the diagnostic of {SHORT_NAMES[0]}, printed above)" in failures
    assert failures.count("[pass_not_matched] no pass modified the captured graph") == 2  # each verdict stays


def progress_says_elapsed_and_left_as_samples_finish(run):
    progress = [line for line in run.stdout.splitlines() if line.startswith("passnet: ")]
    assert len(progress) == 1  # after the first of two samples; the summary follows the last
    # minutes:seconds, however long a busy host takes
    assert re.fullmatch(r"passnet: 1 of 2 samples \(2 of 3 variants\) in \d+:\d\d; about \d+:\d\d left", progress[0]), progress


def the_sandbox_line_is_in_the_quiet_summary(run):
    assert any(line.startswith("sandbox: process (") for line in run.section(run.stdout))


def benchmark_json_is_written_without_its_tables(run):
    written = json.loads((run.dataset / "bench.json").read_text())["benchmarks"]
    assert {b["name"] for b in written} == {"eager", "compiled"}  # the correct variant's both sides
    assert "Name (time in" not in run.stdout  # pytest-benchmark's table header
    assert "pytest-benchmark's tables (one per variant) are left out: --benchmark-verbose" in run.stdout


def a_resumed_run_says_what_it_reused_and_a_wide_terminal_gets_every_column(run):
    resumed = run.again(200, "--passnet-resume")
    assert resumed.returncode == pytest.ExitCode.TESTS_FAILED, resumed.stdout + resumed.stderr  # the failures stand
    section = run.section(resumed.stdout)
    assert f"note: resumed: 3 variants reused from {run.out / 'results.jsonl'}, 0 run now" in section
    header = next(line for line in section if line.startswith("┃"))
    assert all(name in header for name in ("id", "graph", "ES(-5)", "ES(1)", "matched"))
    assert not any(line.startswith("left out to fit") for line in section)


@pytest.mark.expensive
def test_what_the_terminal_shows_of_one_run(dataset):
    assert_all([the_summary_fits_80_columns_by_leaving_columns_out, short_test_ids_select_with_k,
                a_diagnostic_that_repeats_is_printed_once, progress_says_elapsed_and_left_as_samples_finish,
                the_sandbox_line_is_in_the_quiet_summary, benchmark_json_is_written_without_its_tables,
                a_resumed_run_says_what_it_reused_and_a_wide_terminal_gets_every_column],
               first_run(dataset))


def test_variants_alike_in_dtype_bucket_and_name_keep_their_listed_paths(dataset):
    """Short names must stay unique in a sample: where two would clash, both keep their graph_list.txt line."""
    sample = write_sample(dataset, "twins")
    line = (sample / "graph_list.txt").read_text().strip()
    twin = line.replace("/samples/test/", "/samples/other/")
    shutil.copytree(dataset / line, dataset / twin)
    (sample / "graph_list.txt").write_text(f"{line}\n{twin}\n")
    loaded = load_sample(sample, dataset)
    assert item_names(loaded) == [line, twin]
    assert [item_name(v) for v in loaded.variants] == [line, twin]  # as a crashed xdist worker's item is found
