"""Round 20c's attacks: ``standin20c.py HOW`` in one configuration of ``tests/sandbox/configurations``."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest_passnet

from tests.sandbox import configurations

HERE = Path(__file__).parent
REPO = Path(pytest_passnet.__file__).parent.parent


def standin(name: str, *how: str) -> dict:
    """``standin20c.py HOW...``'s record in the configuration ``name`` (``configurations.NAMES``)."""
    done = configurations.run(name, [sys.executable, str(HERE / "standin20c.py"), *how], Path("/"),
                              {"PYTHONPATH": str(REPO), "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                               "LANG": "C.UTF-8", "TMPDIR": "/tmp", "PYTHONDONTWRITEBYTECODE": "1"}, 120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
