"""The four ways pass code runs: with bubblewrap or as a plain process, started by root or by a
normal user. Each test here runs a real pytest-passnet run (or a real trusted process) in one of
them: as root directly, as a normal user through the test user ``passnet-test`` (``.ci/run``
adds it; elsewhere ``useradd -m passnet-test``).
"""

from __future__ import annotations

import functools
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

import pytest

from pytest_passnet.sandbox import policy

TEST_USER = "passnet-test"
NAMES = ("root-bubblewrap", "root-process", "user-bubblewrap", "user-process")


def as_root(name: str) -> bool:
    return name.startswith("root")


def kind(name: str) -> str:
    return policy.BWRAP if name.endswith(policy.BWRAP) else policy.PLAIN


def _switches_user(name: str) -> bool:
    return not as_root(name) and os.geteuid() == 0


@functools.cache
def skip_reason(name: str) -> str | None:
    if kind(name) == policy.BWRAP and not shutil.which("bwrap"):
        return "bubblewrap is not installed (Debian: apt-get install bubblewrap)"
    if as_root(name) and os.geteuid() != 0:
        return "needs root"
    if not _switches_user(name):
        return None
    try:
        pwd.getpwnam(TEST_USER)
    except KeyError:
        return f"no user {TEST_USER} to run as a normal user (useradd -m {TEST_USER})"
    try:
        # Without root's groups, as the runs start (a folder of root's group closed to it, as a 0711 /root, is closed).
        probe = subprocess.run([sys.executable, "-c", "import torch, pytest_passnet"], user=TEST_USER, group=TEST_USER,
                               extra_groups=[], cwd="/", capture_output=True, text=True, check=False,
                               env=_user_env(name, {}))
        failed = probe.returncode and probe.stderr.strip().splitlines()[-1:]
    except OSError as exc:
        failed = str(exc)
    if failed:
        return (f"{TEST_USER} cannot run {sys.executable} with torch and pytest_passnet (the Python installation "
                f"or this checkout is not readable by other users): {failed}")
    return None


def skip_unless_test_user(user: str | None) -> None:
    """Skip the test where ``user`` (None: this process's own) cannot run here: it needs root and the user."""
    if user is None:
        return
    if os.geteuid() != 0:
        pytest.skip("needs root to start a process as the test user")
    try:
        pwd.getpwnam(user)
    except KeyError:
        pytest.skip(f"no user {user} (useradd --create-home {user})")


def _user_env(name: str, env: dict[str, str]) -> dict[str, str]:
    home = pwd.getpwnam(TEST_USER).pw_dir
    return {**env, "HOME": home, "USER": TEST_USER, "LOGNAME": TEST_USER, "TMPDIR": "/tmp",
            "PATH": os.environ.get("PATH", "/usr/bin:/bin")}


def workspace(name: str) -> Path:
    """A folder the configuration's user owns (pytest's own tmp_path is root's, 0700)."""
    folder = Path(tempfile.mkdtemp(prefix=f"passnet-{name}-"))
    if _switches_user(name):
        os.chmod(folder, 0o755)
    return folder


def hand_over(name: str, folder: Path) -> None:
    """Everything in ``folder`` made the configuration's user's, before the run starts."""
    if not _switches_user(name):
        return
    user = pwd.getpwnam(TEST_USER)
    for root, folders, files in os.walk(folder):
        for entry in [*folders, *files]:
            os.chown(os.path.join(root, entry), user.pw_uid, user.pw_gid, follow_symlinks=False)
    os.chown(folder, user.pw_uid, user.pw_gid)


def popen(name: str, argv: list[str], cwd: Path, env: dict[str, str], **kwargs) -> subprocess.Popen:
    """``argv`` started as the configuration says (its user, PASSNET_SANDBOX set to its kind)."""
    env = {**env, policy.MODE_VARIABLE: kind(name)}
    if _switches_user(name):
        return subprocess.Popen(argv, cwd=cwd, env=_user_env(name, env), user=TEST_USER, group=TEST_USER,
                                extra_groups=[], **kwargs)
    return subprocess.Popen(argv, cwd=cwd, env=env, **kwargs)


class Finished(NamedTuple):
    pid: int
    returncode: int
    stdout: str
    stderr: str


def run(name: str, argv: list[str], cwd: Path, env: dict[str, str], timeout: float) -> Finished:
    with popen(name, argv, cwd, env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as process:
        stdout, stderr = process.communicate(timeout=timeout)
    return Finished(process.pid, process.returncode, stdout, stderr)
