"""Tamper from pass code: whatever a pass does in its own process, no verdict changes (its own, or
a following sample's), nothing is lost, no secret leaks, and every way the pass's process can end
is a recorded result. Each tamperer carries a deliberately wrong kernel, so a tamper that worked
would show as ``correct``; each must get exactly the verdict its own code earns, so it is also the
victim of the tamperer before it (a tamper that outlived its sample would change that verdict).
Runs with ``--passnet-guard passbench``: the integrity is structural, not our static rules. One
test runs every check on one real run of the plugin, and a second beside it for the hang, which
sleeps out the timeout (``tests/checks.py`` says why).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from pytest_passnet.sandbox.mode import detect
from tests.checks import assert_all
from tests.sample_factory import (
    ADD_RELU_MODEL,
    ADD_RELU_PASS,
    WRONG_ADD_RELU_PASS,
    write_sample,
)

pytestmark = pytest.mark.usefixtures("outside_xdist")

FAST = ("--passnet-warmup", "1", "--passnet-trials", "2", "-p", "no:cacheprovider")
SECRET = "sk-passnet-test-7f3a"
# Code put at the top of a pass module (runs at import) or at the top of its kernel wrapper.
AT_IMPORT = {
    "patch_judge": """
import importlib
for _name in ("pytest_passnet.judge", "pytest_passnet.pipeline", "pytest_passnet.guard"):
    try:
        _m = importlib.import_module(_name)
        _m.judge = lambda eager, compiled: (_m.Status.CORRECT, {{"correct_at": {{str(t): True for t in range(-10, 6)}}}})
    except Exception:
        pass
""",
    "patch_torch": "import torch\ntorch.allclose = lambda *a, **k: True\ntorch.equal = lambda *a, **k: True\n",
    "patch_clock": "import time\ntime.time = lambda: 0.0\ntime.perf_counter = lambda: 0.0\n",
    "patch_builtins": "import builtins\nbuiltins.all = lambda *a: True\nbuiltins.any = lambda *a: True\n",
    "write_run_dir": """
import json, os
for _name in ("results.jsonl", "report.json"):
    try:
        with open(os.path.join({out!r}, _name), "a") as _f:
            _f.write(json.dumps({{"nodeid": "forged", "status": "correct"}}) + "\\n")
    except OSError:
        pass
""",
    "read_other_sample": """
try:
    _STOLEN = open({victim_pass!r}).read()[:40]
except OSError:
    _STOLEN = None
""",
}
IN_WRAPPER = {
    "gc_hunt": "    import gc\n    [t.zero_() for t in gc.get_objects() if isinstance(t, torch.Tensor) and t is not x]\n",
    "leak_env": "    import os\n    raise RuntimeError('key=' + str(os.environ.get('PASSNET_TEST_SECRET_KEY')))\n",
    "show_stolen": "    if _STOLEN:\n        raise RuntimeError('stolen: ' + _STOLEN)\n",
}
TAMPERERS = [*AT_IMPORT, *(n for n in IN_WRAPPER if n != "show_stolen")]
# The verdict each tamperer's own code earns (its kernel is wrong); read_other_sample's where the
# pass cannot read other samples' files.
VERDICTS = {name: "accuracy" for name in TAMPERERS} | {
    "patch_builtins": "pass_rejected",  # PassBench filters its rules with the all() the pass replaced
    "gc_hunt": "poison_violation",  # it zeroes PassBench's poisoned tensors too
    "leak_env": "kernel_error",  # it raises, with the key it found
}
# --passnet-timeout of the run: the hang waits it out, and every other variant must end well within it, the
# first included (it waits for its child's start-up). On the 2-core CI host: 4.8 s at most with the host to
# itself; 10.3 s and 11.7 s under loads of 7 to 10 (CI's two workers make about 3).
TIMEOUT_S = 20
# How a pass's process can end, and what the message must say. The hang sleeps: a spinning one
# ends the same way and would take a CPU core from the rest of the suite for the whole timeout.
EXITS = {
    "sys_exit": ("    import sys\n    sys.exit(7)\n", "SystemExit: 7"),
    "os_exit": ("    import os\n    os._exit(3)\n", "exit code 3"),
    "segfault": ("    import ctypes\n    ctypes.string_at(0)\n", "SIGSEGV"),
    "hang": ("    import time\n    while x is not None:\n        time.sleep(1)\n", f"timed out after {TIMEOUT_S} s"),
}
RAISING_MODEL = ADD_RELU_MODEL.replace("tmp_0 = in_0 + in_1", "tmp_0 = in_0 + in_1\n        raise ValueError('broken sample')")
# A sample's own model.py may end its process too: it runs in the children only, never in pytest's.
EXITING_MODELS = {
    "model_exits_at_import": ("import os\nos._exit(6)\n" + ADD_RELU_MODEL, "exit code 6"),
}


def with_import_code(code: str, source: str = WRONG_ADD_RELU_PASS) -> str:
    return source.replace("import torch\n", "import torch\n" + code, 1)


def with_wrapper_code(code: str, source: str = WRONG_ADD_RELU_PASS) -> str:
    return source.replace("    out = torch.empty_like(x)\n", code + "    out = torch.empty_like(x)\n")


class Ran(NamedTuple):
    """One real run of the plugin: its run directory and its process."""

    out: Path
    completed: subprocess.CompletedProcess


@pytest.fixture
def tamper_run(tmp_path) -> tuple[dict[str, dict], list[Ran]]:
    """Every tamperer, then the ends of a process, in one real run of the plugin (one process); the hang, which waits
    out the timeout asleep, in a second run beside it, followed by a victim of its own. The variants of both by
    sample name, and the runs, the first's first."""
    root = tmp_path / "tamper"
    root.mkdir()
    out = root / "out"
    samples: list[Path] = []
    victim_pass = root / "samples" / "fusible_subgraphs" / "honest" / "pass_dir" / "AddRelu.py"
    passes = {name: with_import_code(code.format(out=str(out), victim_pass=str(victim_pass)))
              for name, code in AT_IMPORT.items()}
    passes["read_other_sample"] = with_wrapper_code(IN_WRAPPER["show_stolen"], passes["read_other_sample"])
    passes.update({name: with_wrapper_code(code) for name, code in IN_WRAPPER.items() if name != "show_stolen"})
    passes.update({name: with_wrapper_code(code, ADD_RELU_PASS) for name, (code, _) in EXITS.items() if name != "hang"})
    for name, source in passes.items():
        samples.append(write_sample(root, f"tamper_{name}", passes={"AddRelu": source}))
    # A plain wrong kernel after the process ends: the next sample's verdict stands.
    samples.append(write_sample(root, "victim", passes={"AddRelu": WRONG_ADD_RELU_PASS}))
    for name, (model, _) in EXITING_MODELS.items():
        samples.append(write_sample(root, name, model=model, passes={"AddRelu": ADD_RELU_PASS}))
    samples.append(write_sample(root, "honest", passes={"AddRelu": ADD_RELU_PASS}))  # after them: the run went on
    samples.append(write_sample(root, "raising_model", model=RAISING_MODEL, passes={"AddRelu": ADD_RELU_PASS}))
    hung = [write_sample(root, "tamper_hang", passes={"AddRelu": with_wrapper_code(EXITS["hang"][0], ADD_RELU_PASS)}),
            write_sample(root, "victim_after_hang", passes={"AddRelu": WRONG_ADD_RELU_PASS})]
    env = {**os.environ, "PASSNET_TEST_SECRET_KEY": SECRET, "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "1000"}

    def command(run_samples: list[Path], run_out: Path) -> list[str]:
        return [sys.executable, "-m", "pytest", "--rootdir", str(root), "--passnet-samples", *map(str, run_samples),
                "--passnet-out", str(run_out), "--passnet-guard", "passbench", "--passnet-timeout", str(TIMEOUT_S),
                *FAST]

    hang_out = root / "out-hang"
    with subprocess.Popen(command(hung, hang_out), cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          env=env) as hanging:
        completed = subprocess.run(command(samples, out), cwd=root, capture_output=True, text=True, timeout=900, env=env)
        stdout, stderr = hanging.communicate(timeout=900)
    runs = [Ran(out, completed), Ran(hang_out, subprocess.CompletedProcess(hanging.args, hanging.returncode, stdout, stderr))]
    variants = {}
    for ran in runs:
        report = json.loads((ran.out / "report.json").read_text())
        variants.update({Path(v["sample"]).name: v for v in report["variants"]})
    return variants, runs


def tampering_changes_no_verdict(variants, runs):
    expected = dict(VERDICTS)
    if not detect().filesystem_isolated:  # nothing hides other samples' files: the pass shows what it read
        expected["read_other_sample"] = "kernel_error"
    assert not {n: (variants[f"tamper_{n}"]["status"], variants[f"tamper_{n}"]["message"]) for n in TAMPERERS
                if variants[f"tamper_{n}"]["status"] != expected[n]}


def every_way_of_ending_is_a_recorded_result(variants, runs):
    ended = {n: variants[f"tamper_{n}"] for n in EXITS}
    assert not {n: r["message"] for n, r in ended.items() if r["status"] != "kernel_error" or EXITS[n][1] not in r["message"]}
    assert not {name: variants[name]["message"] for name in ("victim", "victim_after_hang")
                if variants[name]["status"] != "accuracy"}


def nothing_is_lost_and_the_run_goes_on(variants, runs):
    assert variants["honest"]["status"] == "correct", variants["honest"]["message"]
    assert len(variants) == len(TAMPERERS) + len(EXITS) + 2 + len(EXITING_MODELS) + 2
    for ran in runs:
        assert "passnet report:" in ran.completed.stdout
        lines = [json.loads(line) for line in (ran.out / "results.jsonl").read_text().splitlines()]
        report = json.loads((ran.out / "report.json").read_text())
        assert {line["nodeid"] for line in lines if line["nodeid"] != "forged"} == {v["nodeid"] for v in report["variants"]}
        if detect().filesystem_isolated:
            assert all(line["nodeid"] != "forged" for line in lines)  # the run directory is out of the pass's reach
    # With neither bubblewrap nor Landlock a pass can append to results.jsonl (docs/trust.md); the
    # verdicts and the report come from the trusted process's own results all the same.


def no_secret_reaches_the_pass(variants, runs):
    assert "key=None" in variants["tamper_leak_env"]["message"]
    assert SECRET not in json.dumps(variants) + "".join(ran.completed.stdout + ran.completed.stderr for ran in runs)


def a_pass_cannot_read_another_sample(variants, runs):
    if detect().filesystem_isolated:  # else nothing here hides other samples' files (neither bubblewrap nor Landlock)
        assert "stolen" not in variants["tamper_read_other_sample"]["message"]


def a_sample_whose_own_model_fails_is_not_the_pass_s_fault(variants, runs):
    result = variants["raising_model"]
    assert result["status"] == "eager_error"
    assert "ValueError: broken sample" in result["message"] and "model.py" in result["message"]


def a_sample_whose_model_ends_the_process_costs_only_that_sample(variants, runs):
    """Not the pass's fault, and not the run's end: pytest's process never runs the sample's model."""
    ended = {name: variants[name] for name in EXITING_MODELS}
    assert not {n: r["message"] for n, r in ended.items()
                if r["status"] != "eager_error" or EXITING_MODELS[n][1] not in r["message"]}
    assert variants["honest"]["status"] == "correct"


def a_pass_error_names_the_sample_s_own_file(variants, runs):
    assert "tamper_sys_exit/pass_dir/AddRelu.py:" in variants["tamper_sys_exit"]["message"]


@pytest.mark.expensive
def test_tampering_changes_nothing_and_every_end_is_recorded(tamper_run):
    assert_all([tampering_changes_no_verdict, every_way_of_ending_is_a_recorded_result,
                nothing_is_lost_and_the_run_goes_on, no_secret_reaches_the_pass, a_pass_cannot_read_another_sample,
                a_sample_whose_own_model_fails_is_not_the_pass_s_fault,
                a_sample_whose_model_ends_the_process_costs_only_that_sample, a_pass_error_names_the_sample_s_own_file],
               *tamper_run)
