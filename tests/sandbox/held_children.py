"""Children a test starts and holds itself: a ``Sandboxes`` over them (what ``stop_all``, ``continue_all`` and
``others_stopped`` read of a worker, built without starting a reference child or sweeping the host), and confined
stand-ins for a pass's child (the real ``Sandbox``, a script of the test's in place of the serve loop)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from pytest_passnet.sandbox import confine, mode, policy
from pytest_passnet.sandbox.process import Sandbox, Sandboxes


def sandboxes_holding(current, reference=None) -> Sandboxes:
    """``current`` as the pass's child (anything with ``processes()``, ``kill()``, ``close()`` and a
    ``file_table``), ``reference`` as the reference child, no spare."""
    made = Sandboxes.__new__(Sandboxes)
    made.current, made.spare, made.reference = current, None, reference
    made._paused, made._paused_watch = [], None
    return made


class Command:
    """A request as ``Sandbox.request`` sends one."""

    def __init__(self, command: str, **fields):
        self.fields = {"command": command, **fields}

    def message(self) -> dict:
        return self.fields


def confined_standin(found: mode.Mode, script: Path, timeout_s: float, watch_file_table: bool = False) -> Sandbox:
    """A child started as ``Sandbox`` starts one (confined as a pass's child) running ``script``, greeted; with a
    file-table watch (``FileTableWatch``) when ``watch_file_table``, as a pass's child has once it is given a sample."""
    code = "from pytest_passnet.sandbox.confine import confine_child\nconfine_child()\n" + script.read_text()
    real = policy.command

    def command(*args, **kwargs):
        argv, env = real(*args, **kwargs)
        at = argv.index("pytest_passnet.sandbox.child") - 1  # "-m" and the module: the script instead
        return [*argv[:at], "-c", code, *argv[at + 2:]], env

    policy.command = command
    try:
        child = Sandbox(found, dict(os.environ), "cpu")
    finally:
        policy.command = real
    child.answer(timeout_s)
    child._ready = True  # the greeting taken
    if watch_file_table:
        child.watch_file_table()
    return child


def gpu_host_standin(found: mode.Mode, code: str, timeout_s: float = 30.0) -> Sandbox:
    """The real ``Sandbox`` running ``code`` (which confines itself and greets) with its plan as a GPU host's: Landlock's
    rule for CUDA's thread names on, which opens the child's own task folder to writing; greeted."""
    real = policy.command

    def with_rule(plan: str) -> str:
        loaded = json.loads(plan)
        return json.dumps({**loaded, "landlock": {**loaded["landlock"], "thread_names": True}})

    def command(*args, **kwargs):
        argv, env = real(*args, **kwargs)
        at = argv.index("pytest_passnet.sandbox.child") - 1  # "-m" and the module: the code instead
        argv = [*argv[:at], "-c", code, *argv[at + 2:]]
        argv = [with_rule(arg) if arg.startswith('{"steps"') else arg for arg in argv]  # bubblewrap's --setenv
        if confine.PLAN_VARIABLE in env:
            env = {**env, confine.PLAN_VARIABLE: with_rule(env[confine.PLAN_VARIABLE])}
        return argv, env

    policy.command = command
    try:
        child = Sandbox(found, dict(os.environ), "cpu")
    finally:
        policy.command = real
    try:
        child.answer(timeout_s)
    except BaseException:
        child.close()
        raise
    child._ready = True  # the greeting taken, as ``submit`` takes it
    return child
