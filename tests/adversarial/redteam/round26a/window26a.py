"""Round 26a's trusted side: round 25c's ``window25c.side`` (real ``Sandbox`` children confined as a pass's, driven as
``pipeline._drive`` drives a CPU trial, the answer armed to stop the child, then **the product's own
``pipeline._taken_back``**, then ``describe``), its children running ``stop_child.py`` on top of round 25c's
``window_child.py``. Prints one JSON object: window25c's record per mode (``copy_outside_span_ms``: how long after the
answer was written the copy's thread came back from it), plus per trial each hold's SIGCONT round (``continued_ms``,
what ``SideTiming.held_ms`` carried in the product) and the time the answer's wait spent stopping every thread
after the answer came (``answer_stop_ms``: ``AnswerStop.wait`` from its ``select``'s return, inside the span).

    PYTHONPATH=<checkout> python tests/adversarial/redteam/round26a/window26a.py [rows] [mode ...]

Modes: window25c's (``honest``, ``honest_twin``, ``mapped``, ``window``, ``window_thread``, ...) and stop_child's
(``kernel_copy``, ``relay``, ``honest_crowd``, ...); a mode ending in ``_unarmed`` runs without the answer's stop
(``AnswerStop.arm`` refusing, as where the pipe cannot hold an answer whole: the product before bbb5cd58 but for the
pipe's size)."""

from __future__ import annotations

import contextlib
import json
import select
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from unittest import mock

from pytest_passnet.sandbox import answer_stop, hardening, mode, process
from tests.adversarial.redteam.round25c import window25c

STOP_CHILD = Path(__file__).with_name("stop_child.py")
WINDOW_CHILD = window25c.CHILD_SCRIPT
UNARMED = "_unarmed"


class ComposedScript:
    """What ``held_children.confined_standin`` reads of a script: round 25c's child without the line that starts its
    serve loop, then round 26a's modes, which start it."""

    def read_text(self) -> str:
        base, start, _ = WINDOW_CHILD.read_text().rpartition("\nmain()\n")
        assert start, f"{WINDOW_CHILD} no longer ends by starting its serve loop (main())"
        return base + "\n\n" + STOP_CHILD.read_text()


def timed_side(found: mode.Mode, how: str, rows: int) -> dict:
    """``window25c.side`` for ``how`` (its ``_unarmed`` suffix taken off), with each hold's SIGCONT round and the
    answer's stop of every thread timed."""
    rounds: list[float] = []
    stops: list[float] = []
    real_continue, real_wait, real_select = process.Hold._continue, answer_stop.AnswerStop.wait, select.select
    woke: list[float] = []

    def continued(hold, clock=None):
        real_continue(hold, clock)
        if clock is not None and hold.continued_ms is not None:
            rounds.append(hold.continued_ms)

    def selected(*args):
        ready = real_select(*args)
        woke.append(time.perf_counter())
        return ready

    def waited(stop, deadline, clock):
        answered = real_wait(stop, deadline, clock)
        stops.append((time.perf_counter() - woke[-1]) * 1000)
        return answered

    patches = [mock.patch.object(process.Hold, "_continue", continued),
               mock.patch.object(answer_stop.AnswerStop, "wait", waited),
               mock.patch.object(answer_stop, "select", SimpleNamespace(select=selected))]
    if how.endswith(UNARMED):
        patches.append(mock.patch.object(answer_stop.AnswerStop, "arm", lambda *args: False))
    with contextlib.ExitStack() as stack:
        for patch in patches:
            stack.enter_context(patch)
        seen = window25c.side(found, how.removesuffix(UNARMED), rows)
    # the trial holds' rounds (the take-back's hold continues the child too): every other one, from the first
    seen.update(how=how, continued_ms=[round(r, 3) for r in rounds[0::2]][:len(seen["spans_ms"])],
                answer_stop_ms=[round(s, 3) for s in stops])
    return seen


def main() -> None:
    hardening.harden_trusted_process()
    found = mode.detect()
    arguments = sys.argv[1:]
    rows = int(arguments.pop(0)) if arguments and arguments[0].isdigit() else 4096
    window25c.CHILD_SCRIPT = ComposedScript()
    record: dict = {"mode": found.kind, "input_mib": rows * window25c.COLUMNS * 4 / 2**20}
    for how in arguments or window25c.MODES:
        record[how] = timed_side(found, how, rows)
    print(json.dumps(record))


if __name__ == "__main__":
    main()
