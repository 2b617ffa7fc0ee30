"""Round 17a's attacks: two workers' pass children colluding through a count every process reads
(``workers17a.py``, and a plugin run under ``-n 2``), a thread group whose leader ended (``leader17a.py``),
and a pass that answers each untimed request just under ``--passnet-timeout`` (a plugin run)."""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

from pytest_passnet.sandbox import identity, procfs
from tests.adversarial.redteam import harness, standins

HERE = Path(__file__).parent
SIGNAL_THREADS = 200
BURNERS = 2
# The plugin run: two pairs of samples of the heavy model (a matmul after the relu: eager's trials take
# tens of milliseconds on torch's threads), the colluders first so that xdist's two workers run them side
# by side, then two honest controls side by side.
RUN_ORDER = ("colluder_a", "colluder_b", "honest_a", "honest_b")
VARIANTS = 4  # each sample's child lives through several of the other worker's timed blocks


def two_workers(name: str, how: str = "cpu") -> dict:
    """``workers17a.py``'s record in the configuration ``name`` (``configurations.NAMES``)."""
    return standins.record(name, HERE / "workers17a.py", str(SIGNAL_THREADS), str(BURNERS), how)


def slowdown(record: dict) -> float:
    """Eager's median in the signalled blocks over its median in the control blocks."""
    def median(kind: str) -> float:
        return statistics.median(t for block in record["blocks"][kind] for t in block["eager_ms"])
    return median("signalled") / median("control")


def leader_gone_threads_running() -> dict:
    """As root: a process of a leased uid whose leader thread ended while another runs on, and what
    ``identity.end_processes_of`` (a lease's and the sweep's way to end a uid's processes) made of it."""
    lease = identity.lease()
    started = subprocess.Popen([sys.executable, str(HERE / "leader17a.py")], user=lease.uid, group=lease.uid,
                               extra_groups=[], stdout=subprocess.PIPE, text=True, start_new_session=True)
    try:
        pid = json.loads(started.stdout.readline())["pid"]
        listed = procfs.of_uid(lease.uid)
        said_ended = identity.end_processes_of(lease.uid, limit_s=2.0)
        return {"pid": pid, "listed": listed, "said_ended": said_ended, "threads_after": procfs.thread_states(pid)}
    finally:
        started.kill()
        started.wait()
        lease.release()


def collusion_run(config: harness.Config) -> dict:
    """RUN_ORDER under ``-n 2`` in ``config``: each sample's status, speedup and both sides' medians."""
    layout = harness.Layout(config)
    try:
        samples = [harness.build_sample(layout, name, "honest_relu", "heavy", VARIANTS) for name in RUN_ORDER]
        colluding = (HERE / "passes" / "colluding_relu.py").read_text()
        for sample in samples[:2]:
            (sample / "pass_dir" / "honest_relu.py").write_text(colluding.replace('SAMPLE = "colluder"',
                                                                                  f'SAMPLE = "{sample.name}"'))
        layout.hand_over()
        code, duration = harness._run_pytest(layout, layout.command(samples, "-n", "2"), "run")
        variants = harness._report_variants(harness._read(str(layout.out / "report.json")) or None) or {}
        burns = _burns(layout.home)
        return {"config": config.name, "exit_code": code, "duration_s": round(duration, 1),
                "hashes": {name: len(ends) for name, ends in burns.items()},
                "samples": {name: [_timing(v, burns) for v in found] for name, found in variants.items()},
                "stderr_tail": harness._read(str(layout.base / "run.err"))[-2000:].decode(errors="replace")}
    finally:
        layout.remove()


def _timing(variant: dict, burns: dict[str, list[float]]) -> dict:
    """A variant's verdict and medians, and how many hashes another sample's colluder finished in its compiled
    and eager blocks (the blocks alternate, compiled first, an attempt each)."""
    timing, turns = variant.get("timing") or {}, variant.get("turns") or []
    own = Path(variant["sample"]).name
    ends = [end for name, found in burns.items() if name != own for end in found]
    return {"hashed_in_compiled": sum(_inside(ends, turn) for turn in turns[0::2]),
            "hashed_in_eager": sum(_inside(ends, turn) for turn in turns[1::2]),
            "eager_s": round(sum(end - start for start, end in turns[1::2]), 3),
            "eager_ms": (timing.get("eager") or {}).get("e2e", {}).get("median"),
            "compiled_ms": (timing.get("compiled") or {}).get("e2e", {}).get("median"),
            "status": variant["status"], "message": (variant.get("message") or "")[-600:],
            "speedup": (variant.get("speedup") or {}).get("e2e"), "flags": variant.get("flags")}


def _burns(home: Path) -> dict[str, list[float]]:
    """Each colluder's burning: the end of each hash, in epoch seconds, from the log its kept kernel cache holds."""
    found: dict[str, list[float]] = {}
    for log in sorted((home / ".cache" / "pytest-passnet" / "kernels").glob("*/*.burns")):
        ends = found.setdefault(log.stem, [])
        for line in log.read_text().splitlines():
            ends += json.loads(line)["hashed"]
    return found


def _inside(ends: list[float], turn: list[float]) -> int:
    return sum(turn[0] <= end <= turn[1] for end in ends)


# The stall run: --passnet-timeout 15 s (the first request also waits for the child to import torch), the pass
# waits 12 s in each request it stalls.
STALL_TIMEOUT_S = 15


def stall_run(config: harness.Config) -> dict:
    """``stall_untimed`` then an honest control (``honest_relu``), light model, ``--passnet-timeout 15``: each
    variant's status, message, and wall seconds (``duration_s``, the phases it spent them in)."""
    layout = harness.Layout(config)
    try:
        samples = [harness.build_sample(layout, name, "honest_relu", "light") for name in ("stall_untimed", "control")]
        (samples[0] / "pass_dir" / "honest_relu.py").write_text((HERE / "passes" / "stall_untimed.py").read_text())
        shutil.copyfile(harness.PASSES / "timing.py", samples[0] / "pass_dir" / "timing.py")
        layout.hand_over()
        code, duration = harness._run_pytest(
            layout, layout.command(samples, "--passnet-timeout", str(STALL_TIMEOUT_S)), "run")
        variants = harness._report_variants(harness._read(str(layout.out / "report.json")) or None) or {}
        return {"config": config.name, "exit_code": code, "duration_s": round(duration, 1),
                "samples": {name: [{"status": v["status"], "message": (v.get("message") or "")[-400:],
                                    "duration_s": v.get("duration_s"), "phases_s": v.get("phases_s")}
                                   for v in found] for name, found in variants.items()}}
    finally:
        layout.remove()
