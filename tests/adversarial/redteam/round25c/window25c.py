"""Round 25c's trusted side, as a configuration's user: real ``Sandbox`` children (the mode ``mode.detect`` finds,
confined as a pass's) running ``window_child.py``, driven as ``pipeline._drive`` drives a CPU trial: the trusted side's
tensors filled by the product's ``FreshFill`` from a secret fill seed, the child held (``Sandboxes.held``) while they
are written and the trial sent, the span from ``Hold.continued_at`` to the answer, then **the product's own
``pipeline._taken_back``** (the decoy: a fresh fill written while the child is held again, but the inputs its answer
said an output shares memory with), then ``describe``. Each trial records whether the outputs after the decoy still
hold the bytes the span committed to (the audits' check), the decoy's fill and the whole take-back, and the child's
copy outside the span. Prints one JSON object.

    PYTHONPATH=<checkout> python tests/adversarial/redteam/round25c/window25c.py [rows] [mode ...]

Modes as ``window_child`` answers them; ``honest_twin`` is ``honest`` in a second child (the control scored against
``honest`` as eager).
"""

from __future__ import annotations

import json
import secrets
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import torch

from pytest_passnet import pipeline, protocol
from pytest_passnet.fingerprint import Staging, memory_orders, trial_digests
from pytest_passnet.materialize import FreshFill
from pytest_passnet.sample import TensorMeta
from pytest_passnet.sandbox import hardening, mode
from tests.sandbox.held_children import Command, confined_standin, sandboxes_holding

SETUP_TIMEOUT_S = 120.0
TRIALS = 7
COLUMNS = 2048
MODES = ("honest", "honest_twin", "mapped", "window", "window_thread", "honest_pair", "mapped_pair")
CHILD_SCRIPT = Path(__file__).with_name("window_child.py")


class TimedFill:
    """The product's ``FreshFill``, each call's time kept."""

    def __init__(self, fill: FreshFill):
        self.fill, self.times = fill, []

    def __call__(self, seed: int) -> None:
        started = time.perf_counter()
        self.fill(seed)
        self.times.append((time.perf_counter() - started) * 1000)


def side(found: mode.Mode, how: str, rows: int, trials: int = TRIALS) -> dict:
    """``trials`` driven trials of the clone graph in a fresh child answering as ``how`` says."""
    child = confined_standin(found, CHILD_SCRIPT, SETUP_TIMEOUT_S, watch_file_table=True)
    sandboxes = sandboxes_holding(child)
    run = SimpleNamespace(sandboxes=sandboxes, sandbox=child)  # what ``_taken_back`` reads of a run
    private = {"in_0": torch.zeros(rows, COLUMNS), "in_1": torch.zeros(rows, COLUMNS)}
    metas = [TensorMeta("c", name, tuple(t.shape), "torch.float32", mean=0.0, std=1.0) for name, t in private.items()]
    fill = TimedFill(FreshFill(metas, private))
    seen: dict = {"how": how}
    try:
        child.request(Command("map", **child.share_inputs(private)), SETUP_TIMEOUT_S)
        decoy = TimedFill(FreshFill(metas, child.decoys))  # since 127739d9 filled before the span, as ``_drive`` does
        child.request(Command("mode", mode=how.removesuffix("_twin")), SETUP_TIMEOUT_S)
        claims, spans, held, intact, expected_ok, decoy_ms, taken_back_ms, copies, aliases = ([] for _ in range(9))
        staging = Staging()
        for _ in range(trials):
            seed = secrets.randbits(63)
            fill(secrets.randbits(63))  # the trial's fill, its seed never sent
            decoy(secrets.randbits(63))
            truth = private["in_0"].clone()
            expected = (truth.view(-1), truth) if how.endswith("_pair") else (truth,)
            expected = trial_digests(expected, memory_orders(expected), seed, staging)
            hold = sandboxes.held(child, time.perf_counter, work=child.write_inputs)
            reply = child.request(protocol.Trial(seed, []), SETUP_TIMEOUT_S, hold)  # a trial's: its answer stops the child
            answered = time.perf_counter()
            _, stood = pipeline._taken_back(run, child, hold, lambda: SimpleNamespace(aliases=reply["aliases"]),
                                            time.perf_counter)
            taken_back_ms.append((time.perf_counter() - answered) * 1000)
            spans.append((stood - hold.continued_at) * 1000)  # as ``_drive``: until the child stands stopped
            held.append(hold.continued_ms + (stood - (hold.answered_at or answered)) * 1000)
            decoy_ms.append(decoy.times[-1])
            described = child.request(Command("describe"), SETUP_TIMEOUT_S)
            claims.append(reply["e2e_ms"])
            intact.append(described["rehash"] == reply["digests"])
            expected_ok.append(reply["digests"] == expected)
            copies.append(described["copy_ms"])
            aliases.append(reply["aliases"])
        seen.update(claims_ms=[round(c, 4) for c in claims], spans_ms=[round(s, 3) for s in spans],
                    held_ms=[round(h, 3) for h in held],
                    committed_eager_s_bytes=expected_ok, intact_after_decoy=intact,
                    decoy_fill_ms=[round(t, 1) for t in decoy_ms], taken_back_ms=[round(t, 1) for t in taken_back_ms],
                    copy_outside_span_ms=[None if c is None else round(c, 1) for c in copies], aliases=aliases[0],
                    median_span_ms=round(statistics.median(spans), 3))
    finally:
        child.close()
    return seen


def main() -> None:
    hardening.harden_trusted_process()
    found = mode.detect()
    arguments = sys.argv[1:]
    rows = int(arguments.pop(0)) if arguments and arguments[0].isdigit() else 4096
    record: dict = {"mode": found.kind, "input_mib": rows * COLUMNS * 4 / 2**20}
    for how in arguments or MODES:
        record[how] = side(found, how, rows)
    print(json.dumps(record))


if __name__ == "__main__":
    main()
