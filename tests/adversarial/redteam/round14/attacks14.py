"""Round 14's mechanisms: the file-table watch's window (``standin14.py`` running ``holdcont.py`` confined,
and the product's ``_Watch`` beside it in-process), and forms that reach ``pattern`` for the allow-list."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from pytest_passnet.sandbox import file_table, procfs, process
from tests.adversarial.redteam import standins
from tests.sandbox import host_file_table

HERE = Path(__file__).parent
# The rule at a small scale: the watch looks at 16,384 files of growth (a quarter, 4,096, is "moved").
GROWTH = 16384
RELEASE = 8192
CYCLES = 4


def filled(hook: bool) -> dict:
    """``standin14.py``'s record of ``holdcont.py``: CYCLES steps of GROWTH (and a sixteenth), each followed by
    the release of RELEASE files, with or without the stderr hook that continues the child."""
    with host_file_table.alone():
        return standins.record_as(None, HERE / "standin14.py", str(GROWTH), str(HERE / "holdcont.py"),
                                  "hook" if hook else "plain", str(GROWTH), str(RELEASE), str(CYCLES))


class _Child:
    """What ``process._Watch.finish`` asks of a child: its processes."""

    def __init__(self, pid: int):
        self.pid = pid

    def processes(self) -> list[int]:
        return [self.pid]


def stopped_for_the_reference_after_the_watch(monkeypatch) -> dict[object, str]:
    """An honest busy child (a pass computing). Another process on the host (another worker's pass, ended
    by its own watch) grows the host's count by 140,000 at 0.1 s and releases 40,000 of it at 0.35 s. The
    file-table watch stops the honest child at its first look past 0.1 s; at 0.2 s the pipeline stops it
    for the reference's timed work (``Sandboxes.others_stopped``: SIGSTOP, then the product's ``_Watch``)
    and times the reference for 0.8 s. Returns what ``_Watch`` found the child did while it stood stopped."""
    child = subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=True)
    start = time.monotonic()

    def host_count() -> int:
        elapsed = time.monotonic() - start
        return 1_000 + (140_000 if elapsed > 0.1 else 0) - (40_000 if elapsed > 0.35 else 0)

    monkeypatch.setattr(file_table, "allocated_files", host_count)
    watch = file_table.FileTableWatch(lambda: [child.pid] if child.poll() is None else [])
    try:
        while time.monotonic() - start < 0.2:
            time.sleep(0.005)
        assert all(state in "Tt" for state in procfs.thread_states(child.pid)), "the watch did not stop the child"
        with watch.hold:  # as others_stopped takes it since round 14's fix
            os.kill(child.pid, signal.SIGSTOP)  # others_stopped's stop
            holder = _Child(child.pid)
            stop_watch = process._Watch({holder: [child.pid]})
            time.sleep(0.8)  # the reference's timed trials
            ran = stop_watch.finish(lambda _: True)
        return {"ran": ran.get(holder), "watch_ended_for": watch.ended_for}
    finally:
        watch.stop()
        child.kill()
        child.wait()



def two_watches_at_once(monkeypatch) -> dict:
    """Two workers' children on one host, each with its own watch (as ``-n 2`` runs them): a filler whose
    mapped files grow the host's count by 140,000 at 0.1 s, and an honest child that holds nothing. Both
    watches see the same growth within a period of each other and stop their child; the filler's files
    stand still while its watch holds it, so the honest child's watch sees a still count too and ends it;
    then the filler's watch ends the filler, whose files the kernel releases over 0.5 s after its exit
    (mappings of closed files: round 13a). Returns each watch's verdict, once each is settled: the filler's
    given, the honest child's given or out of reach (``_settled``)."""
    filler = subprocess.Popen(["sleep", "30"])
    honest = subprocess.Popen(["sleep", "30"])
    start, ended_at = time.monotonic(), []

    def host_count() -> int:
        elapsed = time.monotonic() - start
        if elapsed < 0.1:
            return 1_000
        if not ended_at and not [s for s in procfs.thread_states(filler.pid) or [] if s not in "ZX"]:
            ended_at.append(elapsed)
        released = min(1.0, (elapsed - ended_at[0]) / 0.5) if ended_at else 0.0
        return 1_000 + int(140_000 * (1 - released))

    monkeypatch.setattr(file_table, "allocated_files", host_count)
    watches = {name: file_table.FileTableWatch(lambda pid=child.pid: [pid])
               for name, child in (("filler", filler), ("honest", honest))}
    try:
        deadline = time.monotonic() + 15  # the watches take the host's turns one at a time since round 14's fix
        while not (watches["filler"].ended_for and _settled(watches["honest"], host_count)) \
                and time.monotonic() < deadline:
            time.sleep(0.05)
        return {name: watch.verdict() for name, watch in watches.items()}
    finally:
        for watch in watches.values():
            watch.stop()
        for child in (filler, honest):
            child.kill()
            child.wait()

def _settled(watch: file_table.FileTableWatch, host_count) -> bool:
    """Whether ``watch``'s verdict is given, or can no longer come: it holds nothing, ends nothing, and the host's
    count has fallen back within GROWTH_FILES of its start, from where it only falls (so no later look ends the
    child). A watch the filler's end spared (it saw the count fall back at its turn) gives no verdict at all."""
    if watch.ended_for is not None:
        return True
    return not watch.holding() and not watch._ending.is_set() and host_count() - 1_000 <= file_table.GROWTH_FILES


# -- pattern reached at launch time by other routes than its name as a value (df31dfe9's rule) ------------
# Each replaces the heuristic ``{"DONE": pattern}`` of round 13b's hook (a second listed rule whose pattern
# runs torch.add and clamp_ on the launch's tensors) or adds to its module.
_HEURISTIC = '{"DONE": pattern}'
PATTERN_ROUTES = {
    "globals": (_HEURISTIC, '{"DONE": lambda meta: globals()["pattern"](meta)}', ""),
    "sys_modules": (_HEURISTIC, '{"DONE": lambda meta: sys.modules[HERE].pattern(meta)}', "import sys\nHERE = 'pass_dir.Hook'\n"),
    "own_module_attribute": (_HEURISTIC, '{"DONE": me.pattern}', "import pass_dir.Hook as me\n"),
    "own_module_call": (_HEURISTIC, '{"DONE": lambda meta: me.pattern(meta)}', "import pass_dir.Hook as me\n"),
    "getattr": (_HEURISTIC, '{"DONE": lambda meta: getattr(me, "pat" + "tern")(meta)}', "import pass_dir.Hook as me\n"),
    "lambda_default": (_HEURISTIC, '{"DONE": lambda meta, run=[pattern][0]: run(meta)}', ""),
    "helper_calls_pattern": (_HEURISTIC, '{"DONE": lambda meta: run_pattern(meta)}',
                             "def run_pattern(meta):\n    return pattern(meta)\n\n\n"),
    "helper_loop_binding": (_HEURISTIC, '{"DONE": hook_of()}',
                            "def hook_of():\n    for found in (pattern,):\n        return found\n\n\n"),
    "conditional": (_HEURISTIC, '{"DONE": (pattern if DONE_HOOK else None)}', "DONE_HOOK = True\n"),
    "kernel_default": ('@triton.heuristics({"DONE": pattern})\n@triton.jit\ndef add_relu_kernel(x_ptr, y_ptr, '
                       'out_ptr, n_elements, BLOCK_SIZE: tl.constexpr, DONE: tl.constexpr)',
                       "@triton.jit\ndef add_relu_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr, "
                       "DONE: tl.constexpr = pattern)", ""),
    "prune_configs_by": ('@triton.heuristics({"DONE": pattern})',
                         '@triton.autotune(configs=[triton.Config({"DONE": 1})], key=["n_elements"], '
                         'prune_configs_by={"early_config_prune": pattern})', ""),
}


def routed_hook(route: str) -> dict[str, str]:
    """Round 13b's heuristic hook with ``route`` in place of the heuristic's value."""
    from tests.adversarial.redteam.round13b import attacks13b

    old, new, preamble = PATTERN_ROUTES[route]
    hook = attacks13b.HOOKED["heuristic"]["Hook"]
    assert old in hook, route
    source = hook.replace(old, new, 1)
    marker = "\n\n@triton"
    at = source.index(marker) + 2
    return {attacks13b.RULE: attacks13b.HOOKED["heuristic"][attacks13b.RULE],
            "Hook": source[:at] + preamble + source[at:]}
