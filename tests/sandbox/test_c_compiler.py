"""Triton and Inductor run a C compiler in the child: one installed outside /usr (a GPU image's
/opt/gcc) must be readable there, or every kernel fails with EACCES (seen on an H200 image)."""

import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from pytest_passnet.sandbox import landlock, policy

_RUN_COMPILER = textwrap.dedent("""
    import subprocess, sys
    from pytest_passnet.sandbox import confine, landlock, policy
    rules = {"abi": landlock.abi_version(), "read": [*policy.read_only_roots(), *policy.etc_entries(), "/proc"],
             "write": [sys.argv[1]], "devices": ["/dev/null"]}
    confine.apply({"steps": ["no_new_privs", "landlock"], "landlock": rules})
    for compiler in sys.argv[2:]:
        try:
            done = subprocess.run([compiler, "--version"], capture_output=True, text=True)
            print(done.returncode)
        except OSError as exc:
            print(type(exc).__name__)
""")


@pytest.mark.skipif(landlock.abi_version() == 0 or not shutil.which("gcc"), reason="needs Landlock and gcc")
def test_a_compiler_outside_usr_runs_confined_and_its_neighbours_stay_closed(tmp_path):
    os.chmod(tmp_path, 0o755)
    installed, beside = tmp_path / "opt" / "gcc" / "bin", tmp_path / "elsewhere"
    for folder in (installed, beside):
        folder.mkdir(parents=True)
        (folder / "gcc").write_text(f"#!/bin/sh\nexec {shutil.which('gcc')} \"$@\"\n")
        (folder / "gcc").chmod(0o755)
    env = {**os.environ, "PATH": f"{installed}:{os.environ['PATH']}"}
    env.pop("CC", None)
    done = subprocess.run([sys.executable, "-c", _RUN_COMPILER, str(tmp_path / "scratch"), str(installed / "gcc"),
                           str(beside / "gcc")], env=env, capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split() == ["0", "PermissionError"], done.stderr
    assert str(tmp_path / "opt" / "gcc") not in policy.compiler_prefixes()  # this process's PATH: the system's
