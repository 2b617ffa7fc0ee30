"""Round 25d, the trusted side's memory and messages against what a child's trial answer may hold (in this process, the
product's own ``Channel``, ``protocol.TrialDone.read``, ``guard.aliasing_findings`` and ``InputsFile``).

- ``alias_flood``: a trial answer whose ``aliases`` fill the largest reply header the trusted side accepts
  (``process.REPLY_HEADER_BYTES``) with pairs ``[0, k]``. ``_index_pairs`` bounds neither their number nor their input
  index; ``_drive`` keeps each trial's pairs (``Trials.layouts``) for the attempt, and ``_trial_checks`` makes one
  finding string per pair eager does not declare, all joined into the variant's message (``check_guard``). Sent
  through a real pipe with the product's ``Channel``, read as ``_taken_back`` reads it (inside the hold).
- ``decoy_memory``: what 127739d9's ``InputsFile.decoys`` (a clone of the child's inputs, per child) adds to the
  trusted process's resident memory.

    python -m tests.adversarial.redteam.round25d.memory25d [trials]
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

import torch

from pytest_passnet import guard, protocol
from pytest_passnet.fingerprint import Staging, memory_orders, trial_digests
from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.process import REPLY_HEADER_BYTES
from pytest_passnet.sandbox.shared_inputs import InputsFile


def _rss_bytes() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _answer(pairs: int) -> dict:
    """A trial answer of one 16-element output whose aliases are ``pairs`` pairs ``[0, k]`` (k from 0)."""
    output = torch.randn(16)
    orders = memory_orders((output,))
    return protocol.TrialDone(0.01, None, trial_digests((output,), orders, 1, Staging()), orders,
                              [[0, k] for k in range(pairs)]).message()


def _fitting_pairs() -> int:
    """The most pairs whose answer's header still fits the trusted side's limit for a child's reply (searched below the
    count of the shortest pairs, ``[0, 0]`` and their separator, that the limit holds)."""
    low, high = 0, (REPLY_HEADER_BYTES + 2) // len("[0, 0], ")
    while low < high:
        middle = (low + high + 1) // 2
        size = len(json.dumps({"body": _answer(middle), "tensors": []}).encode())
        low, high = (middle, high) if size <= REPLY_HEADER_BYTES else (low, middle - 1)
    return low


def _through_a_pipe(message: dict) -> dict:
    """``message`` sent by a child's ``Channel`` and received by the trusted side's (its reply header limit)."""
    read_fd, write_fd = os.pipe()
    child = Channel(-1, write_fd, None, role="child")
    trusted = Channel(read_fd, -1, None, role="trusted", max_header=REPLY_HEADER_BYTES)
    sender = threading.Thread(target=child.send, args=(message,))
    sender.start()
    try:
        return trusted.receive(timeout=30)
    finally:
        sender.join()
        os.close(read_fd)
        os.close(write_fd)


def alias_flood(trials: int = 5, pairs: int | None = None) -> dict:
    """``trials`` flooded answers read and kept as ``_drive`` keeps them; the resident memory they hold, the time each
    read takes inside the hold, and the variant message their findings make (against eager's one honest pair)."""
    pairs = _fitting_pairs() if pairs is None else pairs
    judged = (torch.randn(16),)
    message = _answer(pairs)
    header = len(json.dumps({"body": message, "tensors": []}).encode())
    kept, reads = [], []
    before = _rss_bytes()
    for _ in range(trials):
        reply = _through_a_pipe(message)
        started = time.perf_counter()
        trial = protocol.TrialDone.read(reply, False, judged)
        kept.append((trial.aliases, []))  # ``Trials.layouts``
        reads.append((time.perf_counter() - started) * 1000)
        del reply
    held = _rss_bytes() - before
    started = time.perf_counter()
    findings = guard.aliasing_findings(kept[0][0], [[0, 0]])
    verdict_message = "; ".join(dict.fromkeys(findings))
    findings_ms = (time.perf_counter() - started) * 1000
    return {"pairs": pairs, "header_bytes": header, "trials": trials, "rss_held_mib": round(held / 2**20, 1),
            "rss_per_trial_mib": round(held / trials / 2**20, 1), "read_in_hold_ms": [round(r, 1) for r in reads],
            "findings": len(findings), "verdict_message_mib": round(len(verdict_message) / 2**20, 2),
            "findings_ms": round(findings_ms, 1)}


def decoy_memory(mib: int = 256) -> dict:
    """Resident memory the trusted process adds for one child's inputs file of ``mib`` MiB of inputs (its private copy
    already made, as ``_shared_inputs`` makes it): the decoys' clone."""
    private = {"in_0": torch.randn(mib << 18)}  # float32: mib MiB
    with tempfile.TemporaryDirectory() as folder:
        before = _rss_bytes()
        made = InputsFile(Path(folder), "trusted-inputs-1.bin", private)
        after = _rss_bytes()
        decoy_bytes = sum(t.numel() * t.element_size() for t in made.decoys.values())
        made.close()
    return {"inputs_mib": mib, "rss_added_mib": round((after - before) / 2**20, 1),
            "decoys_mib": decoy_bytes >> 20}


if __name__ == "__main__":
    print(json.dumps(alias_flood(int(sys.argv[1]) if len(sys.argv) > 1 else 5)))
    print(json.dumps(alias_flood(1, pairs=1)))
    print(json.dumps(decoy_memory()))
