"""Round 31b's SHM_ACROSS_WORKERS: a user's pass child fills the /dev/shm every user child's spill folder was in while
another xdist worker makes its honest victim's inputs file in its own (``Sandbox.share_inputs``; since the fix the spill
folders are on the temporary folder's disk). The run sees a /dev/shm of its own, a 64 MiB tmpfs in a private mount
namespace (Docker's default size), so the host's is never filled.
``python -m tests.adversarial.redteam.round31b.shm31b CONFIG``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round31b import squeeze31b

HERE = Path(__file__).parent
SHM_MOUNT = "mount -t tmpfs -o size=64m,mode=1777 passnet-redteam-shm /dev/shm"
# As round 31b's squeeze run: two samples of equal estimated cost, round robin, the filler to worker 0 and the victim
# (slow to load: its children make their files after the fill) to worker 1.
RUN_ORDER = ("filler", "victim")
PASSES = {"filler": "shm_fill_relu.py", "victim": "slow_relu.py"}


def _own_shm(layout: harness.Layout, command: list[str]) -> list[str]:
    """``command`` run with a /dev/shm of its own: a line of the user's private-namespace script (``as_user.sh``), or
    a private mount namespace of its own as root."""
    script = layout.base / "as_user.sh"
    if command[0] == "unshare" and script.is_file():
        script.write_text(script.read_text().replace("set -e\n", f"set -e\n{SHM_MOUNT}\n", 1))
        return command
    return ["unshare", "--mount", "--propagation", "private", "--", "sh", "-c", f'{SHM_MOUNT} && exec "$@"', "sh",
            *command]


def shm_run(config: harness.Config) -> dict:
    """``RUN_ORDER`` under ``-n 2`` in ``config``: each sample's variants' status and message, the exit code."""
    layout = squeeze31b.own_user(config)
    try:
        samples = [harness.build_sample(layout, name, "honest_relu", "light") for name in RUN_ORDER]
        for sample in samples:
            (sample / "pass_dir" / "honest_relu.py").write_text((HERE / "passes" / PASSES[sample.name]).read_text())
        layout.hand_over()
        command = _own_shm(layout, layout.command(samples, "-n", "2", "-v", "-v"))
        code, duration = harness._run_pytest(layout, command, "run")
        variants = harness._report_variants(harness._read(str(layout.out / "report.json")) or None) or {}
        return {"config": config.name, "exit_code": code, "duration_s": round(duration, 1),
                "samples": {name: [{"status": v["status"], "message": (v.get("message") or "")[:1500]}
                                   for v in found] for name, found in variants.items()},
                "workers": squeeze31b._workers(layout),
                "stderr_tail": harness._read(str(layout.base / "run.err"))[-2000:].decode(errors="replace")}
    finally:
        layout.remove()


if __name__ == "__main__":
    print(json.dumps(shm_run(next(c for c in harness.CONFIGS if c.name == sys.argv[1])), indent=1))
