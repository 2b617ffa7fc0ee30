"""The red team's stand-ins of the trusted side (rounds 13a-20c), each forked by a ``standin_server.py`` started as
the stand-in would be (a configuration of ``tests/sandbox/configurations``, or a user in process mode), one per
way and test process: each stand-in's start (torch, through the product's protocol) is paid once there and not
once per stand-in, and each still runs in a process of its own."""

from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest_passnet

from tests.sandbox import configurations

HERE = Path(__file__).parent
REPO = Path(pytest_passnet.__file__).parent.parent
TIMEOUT_S = 120.0
_ENV = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "TMPDIR": "/tmp", "PYTHONPATH": str(REPO),
        "PYTHONDONTWRITEBYTECODE": "1"}
_PIPES = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE, "stderr": subprocess.DEVNULL, "text": True}

_servers: dict[tuple[str, ...], tuple[subprocess.Popen, threading.Lock]] = {}
_servers_lock = threading.Lock()


def record(name: str, script: Path, *args: str) -> dict:
    """``python SCRIPT ARG...``'s record (its last line of output, JSON) run as the configuration ``name`` starts
    the trusted side."""
    return _record(("configuration", name), lambda: configurations.popen(name, _argv(), Path("/"), _ENV, **_PIPES),
                   script, args, {}, TIMEOUT_S)


def record_as(user: str | None, script: Path, *args: str, env: dict[str, str] | None = None,
              timeout_s: float = TIMEOUT_S) -> dict:
    """``python SCRIPT ARG...``'s record run in process mode by ``user`` (None: this process's), through
    ``setpriv`` without the caller's groups; ``env``: variables added to its environment."""
    base = {**_ENV, "PASSNET_SANDBOX": "process"}
    prefix = []
    if user:
        base["HOME"] = os.path.expanduser(f"~{user}")
        prefix = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", "--"]
    return _record(("user", user or ""), lambda: subprocess.Popen([*prefix, *_argv()], env=base, cwd="/", **_PIPES),
                   script, args, env or {}, timeout_s)


def _argv() -> list[str]:
    return [sys.executable, str(HERE / "standin_server.py")]


def _record(key: tuple[str, ...], start: Callable[[], subprocess.Popen], script: Path, args: tuple[str, ...],
            env: dict[str, str], timeout_s: float) -> dict:
    with _servers_lock:
        if key not in _servers or _servers[key][0].poll() is not None:
            _servers[key] = start(), threading.Lock()
        server, turn = _servers[key]
    with turn:  # one stand-in at a time per server (round 16a runs two users' at once)
        server.stdin.write(json.dumps({"script": str(script), "args": list(args), "env": env}) + "\n")
        server.stdin.flush()
        answered = select.select([server.stdout], [], [], timeout_s)[0]
        line = server.stdout.readline() if answered else ""
        if not line:
            server.kill()
            server.wait()
            raise AssertionError(f"{script.name} {' '.join(args)} ({key}): no answer from its stand-in server "
                                 f"{'in ' + str(timeout_s) + ' s' if not answered else '(it ended)'}")
    done = json.loads(line)
    assert done["returncode"] == 0, done["stderr"][-2000:]
    return json.loads(done["stdout"].strip().splitlines()[-1])


@atexit.register
def _close() -> None:
    for server, _ in _servers.values():
        server.stdin.close()  # the server ends at the end of its stdin
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
