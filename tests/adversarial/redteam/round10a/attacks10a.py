"""Round 10a's mechanisms against the real confinement (``standin.py`` starts a child as
``process.Sandbox`` does, with a script of ours in place of the serve loop), and the plugin run."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest_passnet

from tests.adversarial.redteam import harness
from tests.sandbox.configurations import TEST_USER

HERE = Path(__file__).parent
REPO = Path(pytest_passnet.__file__).parent.parent


def confined(script: str, *args: str, user: str | None = None, pythonpath: str = str(REPO),
             extra_env: dict[str, str] | None = None) -> dict:
    """What ``script`` (a file here) printed from a process-mode child started by a trusted side run
    as ``user`` (None: this process's), importing pytest_passnet from ``pythonpath``."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": "/tmp", "PASSNET_SANDBOX": "process",
           "PYTHONPATH": pythonpath, "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", **(extra_env or {})}
    prefix = []
    if user:
        env["HOME"] = os.path.expanduser(f"~{user}")
        prefix = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", "--"]
    done = subprocess.run([*prefix, sys.executable, str(HERE / "standin.py"), str(HERE / script), *args], env=env,
                          cwd="/", capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def user_owned_target() -> Path:
    """A folder of TEST_USER's outside any child's folders, as the user's dataset or out dir: a
    ``model.py`` and a ``pass_dir``."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r10a-"))
    base.chmod(0o755)
    target = base / "target"
    (target / "pass_dir").mkdir(parents=True)
    (target / "model.py").write_text("x = 1\n")
    for path in (target, target / "pass_dir", target / "model.py"):
        shutil.chown(path, TEST_USER, TEST_USER)
    return target


def package_in_closed_folder() -> Path:
    """A copy of this package inside a folder only root may enter (a pytest tmp_path, root's home, a
    TemporaryDirectory: round 9a's process-mode run): the PYTHONPATH entry for it."""
    closed = Path(tempfile.mkdtemp(prefix="passnet-r10a-closed-"))  # 0700, root's
    shutil.copytree(Path(pytest_passnet.__file__).parent, closed / "pkg" / "pytest_passnet",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return closed / "pkg"


# -- the plugin run ------------------------------------------------------------------------------

RUN_ORDER = ("control", "chmod_sabotage", "victim")


def chmod_run(config: harness.Config) -> dict:
    """control, chmod_sabotage (honest relu; its set-up chmods the package's compilers.py to 000),
    victim (honest relu) in ``config``: each variant's status and message, and the closed file's mode
    after the run (the package copy is the run user's, as a user's own installation)."""
    layout = harness.Layout(config)
    try:
        samples = [harness.build_sample(layout, name, "honest_relu", "light") for name in RUN_ORDER]
        attack = samples[1] / "pass_dir" / "honest_relu.py"
        attack.write_text((HERE / "passes" / "chmod_sabotage.py").read_text())
        layout.hand_over()
        code, duration = harness._run_pytest(layout, layout.command(samples), "run")
        report = harness._read(str(layout.out / "report.json")) or None
        variants = harness._report_variants(report) or {}
        closed = layout.package / "pytest_passnet" / "sandbox" / "child" / "compilers.py"
        return {
            "config": config.name,
            "exit_code": code,
            "duration_s": round(duration, 1),
            "statuses": {name: [(v["status"], (v.get("message") or "")[-300:]) for v in found]
                         for name, found in variants.items()},
            "closed_mode_after_run": oct(stat.S_IMODE(closed.stat().st_mode)),
            "stdout_tail": harness._read(str(layout.base / "run.out"))[-3000:].decode(errors="replace"),
        }
    finally:
        layout.remove()
