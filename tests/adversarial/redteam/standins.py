"""The red team's stand-ins of the trusted side (rounds 18a, 19a, 19b, 19e, 19f, 20c), each run in one configuration
of ``tests/sandbox/configurations``: forked by a ``standin_server.py`` of that configuration, one per configuration
and test process, so that each stand-in's start (torch, through the product's protocol) is paid once there and not
once per stand-in; each still runs in a process of its own, started as the configuration starts the trusted side."""

from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
from pathlib import Path

import pytest_passnet

from tests.sandbox import configurations

HERE = Path(__file__).parent
REPO = Path(pytest_passnet.__file__).parent.parent
TIMEOUT_S = 120

_servers: dict[str, subprocess.Popen] = {}


def _server(name: str) -> subprocess.Popen:
    server = _servers.get(name)
    if server is None or server.poll() is not None:
        server = configurations.popen(name, [sys.executable, str(HERE / "standin_server.py")], Path("/"),
                                      {"PYTHONPATH": str(REPO), "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                                       "LANG": "C.UTF-8", "TMPDIR": "/tmp", "PYTHONDONTWRITEBYTECODE": "1"},
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        _servers[name] = server
    return server


def record(name: str, script: Path, *args: str) -> dict:
    """``python SCRIPT ARG...``'s record (its last line of output, JSON) in the configuration ``name``."""
    server = _server(name)
    server.stdin.write(json.dumps({"script": str(script), "args": list(args)}) + "\n")
    server.stdin.flush()
    answered = select.select([server.stdout], [], [], TIMEOUT_S)[0]
    line = server.stdout.readline() if answered else ""
    if not line:
        server.kill()
        server.wait()
        del _servers[name]
        raise AssertionError(f"{script.name} {' '.join(args)} ({name}): no answer from its stand-in server "
                             f"{'in ' + str(TIMEOUT_S) + ' s' if not answered else '(it ended)'}")
    done = json.loads(line)
    assert done["returncode"] == 0, done["stderr"][-2000:]
    return json.loads(done["stdout"].strip().splitlines()[-1])


@atexit.register
def _close() -> None:
    for server in _servers.values():
        server.stdin.close()  # the server ends at the end of its stdin
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
