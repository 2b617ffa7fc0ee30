"""Round 67b's plugin run (CPU, Triton's interpreter, ``harness`` with the allow-list off, as the red team's runs are: a
pass's code does what a kernel's pointer arithmetic could): ``python -m tests.adversarial.redteam.round67b.plugin67b
[config] [trials] [sample ...]``.

- ``r67b_announce`` (ZEROED_ANNOUNCEMENT): the honest relu, but at its first call (the poisoned warm-up, inside
  ``prepare``) the wrapper finds its child's reply pipe (the one write-only pipe of its descriptors that is not stderr)
  and writes on it one message header announcing a piped uint8 tensor of 1 GiB (the reply bound's floor), then returns
  (at every call: no state kept, which the static rules refuse); the child's own ``Ready`` and later headers follow as
  the first bytes of that "tensor". The trusted side zero-fills 1 GiB and waits
  for the rest until ``--passnet-timeout``.
- ``r67b_relu``: the honest relu (the victim after it).

Recorded beside report.json: pytest's peak resident memory (``harness``'s ``peak.json``: ``ru_maxrss``, the trusted
process: no xdist here).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.adversarial.redteam import sample_kit

MODEL = """\
import torch


class GraphModule(torch.nn.Module):
    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
INPUTS = {"in_0": ((256, 1024), "float32")}
ANNOUNCED_MIB = 1024

_ANNOUNCE = """

def _reply_pipe():
    import fcntl
    import os
    import stat

    err = os.fstat(2)
    for name in os.listdir("/proc/self/fd"):
        fd = int(name)
        try:
            info = os.fstat(fd)
            flags = fcntl.fcntl(fd, fcntl.F_GETFL)
        except OSError:
            continue
        if stat.S_ISFIFO(info.st_mode) and flags & os.O_ACCMODE == os.O_WRONLY and info.st_ino != err.st_ino:
            return fd
    raise LookupError("no reply pipe")


def _announce():
    import json
    import os
    import struct

    count = ANNOUNCED << 20
    header = json.dumps({"body": {"status": "ok"}, "tensors": [{"dtype": "torch.uint8", "shape": [count],
                                                               "bytes": count}]}).encode()
    os.write(_reply_pipe(), struct.pack("<Q", len(header)) + header)
""".replace("ANNOUNCED", str(ANNOUNCED_MIB))

ANNOUNCE = sample_kit.relu_kernels(
    "r67b: announces a 1 GiB piped tensor on its reply pipe"
).replace("\ndef relu(x):\n", _ANNOUNCE + "\n\ndef relu(x):\n    _announce()\n", 1)
HONEST = sample_kit.relu_kernels("r67b: the honest relu")
MODULE = "r67b_kernels"
SAMPLES = {"r67b_announce": ANNOUNCE, "r67b_relu": HONEST}
DEFAULT_RUN = ("r67b_announce", "r67b_relu")


def build_sample(layout, name: str) -> Path:
    return sample_kit.build_sample(
        layout,
        name,
        MODEL,
        INPUTS,
        SAMPLES[name],
        "Rule67b",
        sample_kit.relu_rule(MODULE),
        MODULE,
    )


def plugin_run(
    config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()
) -> dict:
    """``harness.shipped_run`` (allow-list off) that also reads the run's ``peak.json`` before its folder goes."""
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    layout = harness.Layout(next(c for c in harness.CONFIGS if c.name == config_name))
    try:
        samples = [build_sample(layout, name) for name in names]
        layout.hand_over()
        command = layout.command(samples, "-p", "no:randomly")
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = harness._run_pytest(layout, command, "run")
        report_file = layout.out / "report.json"
        if not report_file.is_file():
            tail = (layout.base / "run.out").read_text(errors="replace")[-3000:]
            raise AssertionError(f"no report.json (exit {code}): {tail}")
        report = json.loads(report_file.read_text())
        peak_file = layout.base / "peak.json"
        peak = json.loads(peak_file.read_text()) if peak_file.is_file() else None
        return {
            "variants": {Path(v["sample"]).name: v for v in report["variants"]},
            "samples": {Path(s["path"]).name: s for s in report["samples"]},
            "overall": report["overall"],
            "exit": code,
            "seconds": round(seconds, 1),
            "peak_rss_mib": round(peak["peak_rss_kb"] / 1024, 1) if peak else None,
            "allow_list_off": layout.allow_list_off,
        }
    finally:
        layout.remove()


def brief(record: dict) -> None:
    sample_kit.print_brief(record)
    print(
        "peak_rss_mib",
        record["peak_rss_mib"],
        "allow_list_off",
        record["allow_list_off"],
    )


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
