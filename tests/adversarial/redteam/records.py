"""What the red team's rounds share: a plugin run over a round's samples and its record, made once
per session for every test and xdist worker that asks for it, and the skip of the tests that need
one unless ``-m redteam`` selects them (the runs take minutes per configuration)."""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.adversarial.redteam.harness import RUN_TIMEOUT_S, Config

REPO = Path(__file__).resolve().parents[3]


def plugin_run(root: Path, package: Path, commit: str, order: list[str], trials: int) -> dict:
    """One plugin run (the default sandbox, Triton's interpreter, one warm-up) over the samples under
    ``root`` named in ``order``, which equal estimates keep, with the package copied at ``package``
    (from ``commit``) first on the path: the report's variants by sample and its sandbox, the exit
    code, duration and output tail."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_ADDOPTS"))}
    env.update(TRITON_INTERPRET="1", PYTHONPATH=f"{package}:{REPO}")
    samples = [str(next((root / "samples").rglob(name))) for name in order]
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly",
               "--passnet-root", ".", "--passnet-out", "out", "--passnet-trials", str(trials), "--passnet-warmup", "1",
               "--passnet-samples", *samples]
    started = time.monotonic()
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S,
                          errors="replace")
    report_path = root / "out" / "report.json"
    report = json.loads(report_path.read_text()) if report_path.is_file() else None
    return {
        "package_commit": commit,
        "returncode": done.returncode,
        "seconds": round(time.monotonic() - started, 1),
        "stdout": done.stdout[-8000:],
        "variants": {Path(v["sample"]).name: v for v in report["variants"]} if report else None,
        "sandbox": report.get("sandbox") if report else None,
    }


def skip_unless_selected(config: pytest.Config, items: list[pytest.Item], fixture: str, reason: str) -> None:
    """Tests that ask for ``fixture`` are skipped with ``reason`` unless ``-m redteam`` selects them."""
    if "redteam" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason=reason)
    for item in items:
        if fixture in getattr(item, "fixturenames", ()):
            item.add_marker(skip)


def once_per_session(tmp_path_factory: pytest.TempPathFactory, kind: str,
                     make: Callable[[Config], dict]) -> Callable[[Config], dict]:
    """``record(config)``: ``make(config)``, made once per session: the first worker to ask makes it,
    the others wait for its file; a configuration this host cannot give is skipped."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    made: dict[str, dict] = {}

    def record(config: Config) -> dict:
        reason = config.unavailable()
        if reason:
            pytest.skip(f"{config.name}: {reason}")
        if config.name not in made:
            path = shared / f"redteam-{kind}-{config.name}.json"
            with open(shared / f"redteam-{kind}-{config.name}.lock", "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not path.exists():
                    path.write_text(json.dumps(make(config)))
            made[config.name] = json.loads(path.read_text())
        return made[config.name]

    return record
