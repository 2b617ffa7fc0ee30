"""Round 11's attacks on today's fixes (rounds 9a-10b): what the cheap tests build and run.

Harbor: a ``pytest.py`` in the task copy the verifier evaluates in. (The leftover writer and the
planted ``.pth``, which needed the verifier in the agent's container, left with the separate verifier.)
Resume: folders whose digest (``runfiles.measured_on``) stays the same while what the variant runs
changes. Outputs: the byte marks of ``watch.overlapping_outputs`` on many views of one storage.
Seccomp: ``_SELF_ONLY``'s arguments as 64-bit values, negative pids and other ``which`` values.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.adversarial.redteam.round10b import attacks10b

REPO = Path(__file__).resolve().parents[4]

# -- Harbor -------------------------------------------------------------------------------------

# A module named like the one the verifier's evaluation starts (`python -m pytest`, run in the task
# copy: agent/evaluator.py:113, agent/runtimes/local.py:72): what reaches tests/task reaches that copy.
PLANTED_PYTEST = """\
import pathlib, sys
out = pathlib.Path(sys.argv[sys.argv.index("--passnet-out") + 1])
out.mkdir(parents=True, exist_ok=True)
(out / "planted-pytest-ran").write_text("the agent's pytest.py ran as the verifier's pytest")
"""


def plant_pytest(folder: Path) -> None:
    """``pytest.py`` in the task copy the verifier copies (as if the agent's /tests/task/ survived
    Harbor's upload of tests/), and one pass file so that the verifier evaluates."""
    (folder / "tests/task/pytest.py").write_text(PLANTED_PYTEST)
    (folder / "environment/workspace/pass_dir/fused.py").write_text("x = 1\n")


# -- --passnet-resume ----------------------------------------------------------------------------


def sample_with_pass(root: Path, source: str):
    """round 10b's add_relu task copy with ``pass_dir/fused.py`` holding ``source``; its sample."""
    from pytest_passnet.sample import load_sample

    workspace = attacks10b.task_copy(root)
    (workspace / "pass_dir/fused.py").write_text(source)
    return workspace, load_sample(workspace, workspace)


def grow_past_the_folder_limit(variant_dir: Path) -> None:
    """A variant folder holding more than ``policy.PASS_FOLDER_BYTES`` (a sparse file: real weights,
    an input dump or a trace beside model.py; nothing reads it)."""
    from pytest_passnet.sandbox import policy

    with open(variant_dir / "weights.bin", "wb") as f:
        f.truncate(policy.PASS_FOLDER_BYTES + 1)


def link_model(variant_dir: Path, shared: Path) -> None:
    """``model.py`` a link to one file that several variants share (a deduplicated dataset)."""
    shared.write_bytes((variant_dir / "model.py").read_bytes())
    (variant_dir / "model.py").unlink()
    (variant_dir / "model.py").symlink_to(shared)


# -- replacement_func returning pattern (round 9b's fix) -------------------------------------------

_PATTERN_HEAD = """\
import torch


def pattern(a, b):
    t = a + b
    return torch.relu(t)


def replacement_args(a, b):
    return (a, b)


"""
# replacement_func returns pattern itself, in forms wrapper_rules._Checker.returned_unit cannot name
# (it names a bare name or a call of one, in a function with one return): no finding then.
PATTERN_RETURNED = {
    "tuple_index": "def replacement_func():\n    return (pattern,)[0]\n",
    "conditional": "def replacement_func():\n    return pattern if True else None\n",
    "module_alias": "SAME = pattern\n\n\ndef replacement_func():\n    return SAME\n",
    "two_returns": "def replacement_func():\n    if False:\n        return None\n    return pattern\n",
    "walrus": "def replacement_func():\n    return (found := pattern)\n",
}


def pattern_returned_findings(root: Path, form: str) -> list[str]:
    from pytest_passnet import guard
    from tests.adversarial.redteam.round9b import attacks9b
    from tests.sample_factory import write_sample

    sample = write_sample(root, form, model=attacks9b.ADD_RELU_MODEL, shape=attacks9b.SHAPE,
                          passes={"AddRelu": _PATTERN_HEAD + PATTERN_RETURNED[form]})
    return guard.sample_static_findings(sample)


# -- seccomp's _SELF_ONLY ------------------------------------------------------------------------

# Raw calls (every argument a 64-bit long) in a process with the filter as a child without a PID
# namespace gets it; the other process is one of the same uid (the reference child's stand-in).
SELF_ONLY_PROBE = textwrap.dedent("""
    import ctypes, json, sys
    from pytest_passnet.sandbox import seccomp, syscalls
    other = int(sys.argv[1])
    syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
    seccomp.install(others_reachable=True)
    libc = ctypes.CDLL(None, use_errno=True)
    number = syscalls.NUMBERS
    rlimit = (ctypes.c_uint64 * 2)(1 << 20, 1 << 20)
    idle = (ctypes.c_int * 1)(0)
    HIGH = 1 << 32

    def call(name, *args):
        result = libc.syscall(ctypes.c_long(number[name]), *(ctypes.c_long(a) for a in args))
        return "done" if result != -1 else ctypes.get_errno()

    print(json.dumps({
        "prlimit other+2**32": call("prlimit64", HIGH | other, 4, ctypes.addressof(rlimit), 0),
        "prlimit 2**32 (self to the kernel)": call("prlimit64", HIGH, 4, 0, ctypes.addressof(rlimit)),
        "prlimit -1": call("prlimit64", -1, 4, ctypes.addressof(rlimit), 0),
        "prlimit -other (a group)": call("prlimit64", -other, 4, ctypes.addressof(rlimit), 0),
        "setpriority process other+2**32": call("setpriority", 0, HIGH | other, 19),
        "setpriority group 0": call("setpriority", 1, 0, 19),
        "setpriority process+2**32 0": call("setpriority", HIGH, 0, 19),
        "sched_setscheduler other+2**32": call("sched_setscheduler", HIGH | other, 5, ctypes.addressof(idle)),
        "ioprio_set group 0": call("ioprio_set", 2, 0, 3 << 13),
        "ioprio_set user 0": call("ioprio_set", 3, 0, 3 << 13),
        "ioprio_set process other+2**32": call("ioprio_set", 1, HIGH | other, 3 << 13),
    }))
""")


def self_only_outcomes() -> dict:
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        done = subprocess.run([sys.executable, "-c", SELF_ONLY_PROBE, str(other.pid)], capture_output=True,
                              text=True, timeout=60, check=True, cwd=REPO)
        return json.loads(done.stdout)
    finally:
        other.kill()
        other.wait()


# The settings round 10b's plugin call runs with, as its result_settings record them.
EARLIER_SETTINGS = {"compiler": "pass_mgr", "device": "cpu", "guard": "full", "replay": "passbench", "retries": 3,
                    "trials": 2, "warmup": 1}


def resume_after_broken_pass(root: Path, large_variant_folders: bool) -> dict:
    """Round 10b's resume attack, where the variant folders hold more than PASS_FOLDER_BYTES or not: the earlier
    run's results (both variants `correct` with the fused pass) carry the digest that run recorded; then
    the pass is replaced by one that does not parse and the plugin resumes. The statuses it reports."""
    from pytest_passnet.runfiles import measured_on
    from pytest_passnet.sample import load_sample

    workspace = attacks10b.task_copy(root / "task")
    attacks10b.write_honest_pass(workspace)
    sample = load_sample(workspace, workspace)
    for variant in sample.variants if large_variant_folders else ():
        grow_past_the_folder_limit(variant.path)
    digests = {variant.listed_as: measured_on(variant) for variant in sample.variants}
    earlier = attacks10b.earlier_results()
    for result in earlier:
        result.protocol = {**result.protocol, **EARLIER_SETTINGS, "files": digests[result.variant]}
    out = root / "out"
    attacks10b.sign_earlier_run(out, earlier)
    attacks10b.write_broken_pass(workspace)
    done = attacks10b.plugin(workspace, out, "--passnet-resume")
    assert (out / "report.json").is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    notes = json.loads((out / "report.json").read_text())["notes"]
    return {"statuses": attacks10b.statuses(out), "digests": digests, "resumed": [n for n in notes if "resumed" in n]}
