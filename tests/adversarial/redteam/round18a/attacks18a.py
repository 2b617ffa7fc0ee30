"""Round 18a's attacks: a pass's child that does not stay stopped once its worker gives its device share back
(``standin18a.py`` running ``child18a.py``: its stderr continues it, a long system call outlasts the stop, or it keeps
``stop_all`` listing), and two plugin runs under ``-n 2``: round 17a's colluders continuing themselves that way
(``passes/hooked_colluder.py``), and a pass that keeps its worker inside the stop loop (``passes/stop_hang.py``)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.adversarial.redteam import harness, standins
from tests.adversarial.redteam.round17a import attacks17a

HERE = Path(__file__).parent
COLLUDER_17A = HERE.parent / "round17a" / "passes" / "colluding_relu.py"


def stop_all(name: str, how: str, loop: str = "stop_all") -> dict:
    """``standin18a.py HOW LOOP``'s record in the configuration ``name`` (``configurations.NAMES``)."""
    return standins.record(name, HERE / "standin18a.py", how, loop)


def collusion_run(config: harness.Config) -> dict:
    """Round 17a's collusion run (``attacks17a.RUN_ORDER`` under ``-n 2``), each colluder continuing itself
    through its stderr after the calls its worker follows by giving its share back: each sample's status and
    how many hashes the other colluder finished in its compiled and eager turns."""
    layout = harness.Layout(config)
    try:
        samples = [harness.build_sample(layout, name, "honest_relu", "heavy", attacks17a.VARIANTS)
                   for name in attacks17a.RUN_ORDER]
        base = COLLUDER_17A.read_text()
        for sample in samples[:2]:
            pass_dir = sample / "pass_dir"
            (pass_dir / "colluder_base.py").write_text(base.replace('SAMPLE = "colluder"', f'SAMPLE = "{sample.name}"'))
            (pass_dir / "honest_relu.py").write_text((HERE / "passes" / "hooked_colluder.py").read_text())
        layout.hand_over()
        code, duration = harness._run_pytest(layout, layout.command(samples, "-n", "2"), "run")
        variants = harness._report_variants(harness._read(str(layout.out / "report.json")) or None) or {}
        burns = attacks17a._burns(layout.home)
        return {"config": config.name, "exit_code": code, "duration_s": round(duration, 1),
                "hashes": {name: len(ends) for name, ends in burns.items()},
                "samples": {name: [attacks17a._timing(v, burns) for v in found] for name, found in variants.items()},
                "stderr_tail": harness._read(str(layout.base / "run.err"))[-2000:].decode(errors="replace")}
    finally:
        layout.remove()


HANG_TIMEOUT_S = 20  # --passnet-timeout: how long the victim's worker waits for a turn
HANG_LIMIT_S = 150  # how long the run is given before it is ended


def hang_run(config: harness.Config) -> dict:
    """``stop_hang`` (light model) and an honest victim under ``-n 2``, ``--passnet-timeout 20``, ended after
    ``HANG_LIMIT_S``: whether pytest ended, each variant's last line in results.jsonl, the run's processes left."""
    layout = harness.Layout(config)
    watch = harness.Watch(str(layout.tmp))
    process = None
    try:
        samples = [harness.build_sample(layout, "stop_hang", "honest_relu", "light", 2),
                   harness.build_sample(layout, "victim", "honest_relu", "light", 2)]
        (samples[0] / "pass_dir" / "honest_relu.py").write_text((HERE / "passes" / "stop_hang.py").read_text())
        layout.hand_over()
        with watch, open(layout.base / "run.out", "wb") as out:
            process = subprocess.Popen(layout.command(samples, "-n", "2", "--passnet-timeout", str(HANG_TIMEOUT_S)),
                                       cwd=layout.base, env=layout.environment(), stdout=out, stderr=subprocess.STDOUT)
            try:
                code = process.wait(timeout=HANG_LIMIT_S)
            except subprocess.TimeoutExpired:
                code = None
        results = harness._results(harness._read(str(layout.out / "results.jsonl")))
        return {"config": config.name, "ended": code is not None, "exit_code": code,
                "results": {name: [{"status": v.get("status"), "message": (v.get("message") or "")[-300:],
                                    "duration_s": v.get("duration_s")} for v in found] for name, found in results.items()},
                "left": len(watch.left()),
                "out_tail": harness._read(str(layout.base / "run.out"))[-1500:].decode(errors="replace")}
    finally:
        if process is not None:
            process.kill()
        harness.end_processes(watch.left())
        _unmount_under(layout.base)  # the killed workers' bounded folders (tmpfs mounts) stay mounted; lazily: a dying process may hold one
        layout.remove()


def _unmount_under(folder: Path) -> None:
    with open("/proc/mounts") as mounts:
        points = [line.split()[1] for line in mounts if line.split()[1].startswith(f"{folder}/")]
    for point in sorted(points, reverse=True):
        subprocess.run(["umount", "--lazy", point], check=False, capture_output=True)
