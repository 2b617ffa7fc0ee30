"""What a GPU driver needs from a confined child, checked where no GPU is: CUDA names its threads
at cuInit (/proc/self/task/<tid>/comm) and fails with error 304 where Landlock forbids it; on an
H200 host every variant of a run ended in eager_error that way."""

import subprocess
import sys
import textwrap

import pytest

from pytest_passnet.sandbox import landlock

_NAME_A_THREAD = textwrap.dedent("""
    import json, sys, threading
    from pytest_passnet.sandbox import confine, landlock, policy
    # thread_names: a GPU host's plan has the rule (``policy._plan``), another host's not
    rules = {"abi": landlock.abi_version(), "read": [*policy.read_only_roots(), "/proc"], "write": [], "devices": [],
             "thread_names": sys.argv[1] == "with"}
    confine.apply({"steps": ["no_new_privs", "landlock"], "landlock": rules})
    outcome = []
    def name_myself():
        try:
            with open(f"/proc/self/task/{threading.get_native_id()}/comm", "w") as comm:
                comm.write("cuda-EvtHandlr")
            outcome.append("named")
        except OSError as exc:
            outcome.append(type(exc).__name__)
    thread = threading.Thread(target=name_myself)
    thread.start(); thread.join()
    try:
        open("/proc/self/oom_score_adj", "w").close()
        outcome.append("other /proc files writable")
    except OSError:
        outcome.append("other /proc files closed")
    print(json.dumps(outcome))
""")


def _run(rule: str) -> str:
    done = subprocess.run([sys.executable, "-c", _NAME_A_THREAD, rule], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.skipif(landlock.abi_version() == 0, reason="no Landlock in this kernel")
def test_a_confined_child_names_its_own_threads_and_writes_no_other_proc_file():
    assert _run("with") == '["named", "other /proc files closed"]'
    assert _run("without") == '["PermissionError", "other /proc files closed"]'
