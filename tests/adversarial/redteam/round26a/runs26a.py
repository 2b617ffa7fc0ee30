"""``window26a.py`` in a configuration (``tests.sandbox.configurations``: root or the test user, bubblewrap or a plain
process) through round 25c's ``runs25c.driven``, each side scored as ``measure.bound_by_trusted_clock`` scores it
against the honest child as eager (``runs25c.scored``).

    python -m tests.adversarial.redteam.round26a.runs26a [configuration] [rows] [mode ...]
"""

from __future__ import annotations

import functools
import json
import statistics
import sys
from pathlib import Path
from unittest import mock

from pytest_passnet import measure
from tests.adversarial.redteam.round25c import runs25c

DRIVER = Path(__file__).with_name("window26a.py")
ROWS = 2048  # two inputs of 16 MiB: a 16 MiB clone
MODES = ("honest", "honest_twin", "kernel_copy")


@functools.cache
def driven(name: str, modes: tuple[str, ...] = MODES, rows: int = ROWS) -> dict | str:
    """The driver's record, or why it cannot run here."""
    with mock.patch.object(runs25c, "DRIVER", DRIVER):
        return runs25c.driven.__wrapped__(name, modes, rows)


def scored(compiled: dict, eager: dict) -> dict:
    """``runs25c.scored``, each side's hold work in its spans given as the product gives it (``SideTiming.held_ms``: a
    conviction's raise leaves out the compiled side's excess), and the answer's stop of every thread per trial."""
    def timing(record: dict) -> measure.SideTiming:
        return measure.SideTiming(record["claims_ms"], None, record["spans_ms"], held_ms=record["held_ms"])

    bound = measure.bound_by_trusted_clock(timing(compiled), timing(eager))
    stops = compiled["answer_stop_ms"]
    return {**runs25c.scored(compiled, eager), "false_claim": bound.false_claim,
            "held_excess": round(bound.held_excess_ms, 3),
            "median_answer_stop_ms": round(statistics.median(stops), 3) if stops else None}


def summary(record: dict) -> dict[str, dict]:
    """Each side's score against ``honest`` and what the decoy left of its outputs."""
    found = {}
    for how, side in record.items():
        if isinstance(side, dict):
            copies = [c for c in side["copy_outside_span_ms"] if c is not None]
            found[how] = {**scored(side, record["honest"]), "median_span_ms": side["median_span_ms"],
                          "intact": f"{sum(side['intact_after_decoy'])}/{len(side['intact_after_decoy'])}",
                          "copy_ended_after_answer_ms": [round(c, 2) for c in copies],
                          "median_copy_after_answer_ms": round(statistics.median(copies), 2) if copies else None}
    return found


if __name__ == "__main__":
    arguments = sys.argv[1:]
    configuration = arguments.pop(0) if arguments else "root-process"
    rows = int(arguments.pop(0)) if arguments and arguments[0].isdigit() else ROWS
    record = driven(configuration, tuple(arguments) or MODES, rows)
    if isinstance(record, str):
        sys.exit(record)
    print(json.dumps({"configuration": configuration, "mode": record["mode"], "input_mib": record["input_mib"]}))
    for how, found in summary(record).items():
        print(how, json.dumps(found))
