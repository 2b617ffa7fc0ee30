"""Round 4 through the real plugin (``runs4``: a subprocess, the default sandbox, the allow-list on):
what a reader of the run's terminal output, ``--passnet-md`` file, ``report.json``, the agent's
reward and ``passnet-report show`` gets. What main lets through is ``xfail(strict=True)``; the
mechanisms and fixes are in README.md (and in ``test_compile_report.py``, which checks each cheaply)."""

from __future__ import annotations

import re

import pytest
import torch

from pytest_passnet.texts import QUOTED
from tests.adversarial.redteam.round4.attacks4 import FORGE, FORGED_AS, HIDE, rendered, seen

pytestmark = pytest.mark.redteam


def _variant(record: dict, sample: str) -> dict:
    (variant,) = [v for v in record["report"]["variants"] if v["sample"].endswith(f"/{sample}")]
    return variant


def test_notes_run_completed(round4_run):
    record = round4_run("notes")
    assert record["report"] is not None, record["stdout"][-3000:]
    assert "INTERNALERROR" not in record["stdout"]
    for sample in ("dropped_note", "credit", "credit_split"):
        assert _variant(record, sample)["status"] == "correct"


def test_terminal_names_the_dropped_file(round4_run):
    unwrapped = round4_run("notes")["stdout"].replace(f"\n{QUOTED}", "")  # a long path folds onto the next line
    assert f"{HIDE}.py" in unwrapped


def test_terminal_has_one_overall_line(round4_run):
    lines = round4_run("notes")["stdout"].splitlines()
    assert not [line for line in lines if line.startswith("overall:") and FORGED_AS in line]


def test_markdown_holds_only_its_own_markup(round4_run):
    page = rendered(round4_run("notes")["markdown"])
    assert page.count("<h2>") == 1 and "<img" not in page
    assert not [bold for bold in re.findall("<strong>(.*?)</strong>", page) if FORGED_AS in bold]
    assert f"{seen(FORGE)}.py dropped" in page


def test_work_reward_is_what_the_pass_took_over(round4_run):
    record = round4_run("notes")
    assert _variant(record, "credit")["replaced_lines"] == [7]
    credit = record["credit"]
    assert credit["split_reward"] < 0.01  # the same pass on the same computation, a statement per line
    assert credit["reward"] <= credit["split_reward"] + 1e-6, credit["verdict"]


def test_surrogate_file_name_is_named_in_a_note(round4_run):
    """A pass file named b'sur\\xff.py' (not UTF-8) that PassBench's limits drop: the variant runs
    (sandbox/kernel_cache.key hashes the name's bytes), the run's note names the file with a visible
    escape, the Markdown is written and ``passnet-report show`` reads the report."""
    record = round4_run("surrogate")
    assert "INTERNALERROR" not in record["stdout"] and record["markdown"] is not None
    variant = _variant(record, "surrogate_note")
    assert variant["status"] == "correct", variant["message"]
    assert [note for note in record["report"]["notes"] if "/pass_dir/sur\\udcff.py dropped: " in note]
    assert record["show"]["returncode"] == 0


def test_agent_records_the_verdict(round4_run):
    record = round4_run("surrogate")
    assert _variant(record, "raise_surrogate")["status"] == "kernel_error"
    assert record["trajectory"] == "written"


@pytest.mark.skipif(not torch.cuda.is_available(), reason="GPU only: the kernel-level series is measured on CUDA")
def test_kernel_series_is_what_the_kernels_take(round4_run):
    """Hypothesis (not run here): kernel_series_reuse's kernel speedup is several times its control's,
    both correct, no flag on it. The kernel-level view (pipeline.time_kernels -> child timing.
    kernel_time_ms, profiler) calls the compiled side 20 times on unchanged inputs and never checks
    those outputs, so a kernel that finds its answer in the freed output block the caching allocator
    hands back stops early; the driven trials (fresh inputs) compute in full. Fix: time the kernel
    view over the driven trials (profile them: fresh inputs, fingerprinted), or refill the inputs
    before each profiled call and leave the fill's kernels out of the sum. Since the driven trials' described calls
    are fingerprinted (session 31, an H100: 7 of 25 described trials differed from eager's), the early stop is
    convicted before any kernel time is compared; where it is not, its kernel speedup is held to its control's."""
    record = round4_run("gpu")
    attack, control = _variant(record, "kernel_series_reuse"), _variant(record, "honest_matmul")
    assert control["status"] == "correct", control["message"]
    if attack["status"] == "cheat_detected":
        assert attack["message"].startswith("[passnet timed-call fingerprints]"), attack["message"]
    else:
        assert attack["status"] == "correct", attack["message"]
        assert attack["speedup"]["kernel"] <= 2 * control["speedup"]["kernel"], (attack["speedup"], control["speedup"])
