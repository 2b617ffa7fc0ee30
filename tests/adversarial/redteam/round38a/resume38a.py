"""Round 38a's resume premises: real plugin runs (eager, 1 warm-up + 2 trials, round 36d's ``plugin_run``) of relu
samples into one ``--passnet-out`` folder, resumed.

- ``stale_problem``: STALE_PROBLEM_KEPT. Sample ``late``'s folder does not exist at the first run (its result is the
  sample's own, variant "", ``sample_error``); it is then written, and the same command resumed. ``_drop_unselected``
  selects ``(ident, "")`` for every selected sample (``session.py:146``, d4e50236), whether the sample has a problem
  now or not, and ``_drop_changed`` looks only at variants the sample lists: the old ``sample_error`` stays beside the
  sample's fresh variant result in the report, and fails every resume after it.
- ``full_disk_stale``: DROPPED_BUT_KEPT. a and b run; a's model.py changes (it raises now, round 36d's); b alone is force-resumed while the folder's disk is full, so
  ``keep_only``'s rewrite fails and results.jsonl keeps a's line (``runfiles.py:124-128``); the disk then has room
  again (the filler removed once stderr says so) and the run writes its report: the report leaves a out, the merge
  of the folder counts a's stale ``correct``. Root: mounts a tmpfs.

    python -m tests.adversarial.redteam.round38a.resume38a stale_problem|full_disk_stale
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.adversarial.redteam.round37a import premises37a


def _statuses(report: dict) -> dict[str, str]:
    return {f"{v['sample']}|{v['variant']}": v["status"] for v in report["variants"]}


def stale_problem(base: Path) -> dict:
    """See the module's docstring. About 15 s."""
    from tests.adversarial.redteam.round36d.attacks36d import plugin_run, relu_sample

    a, late = relu_sample(base, "a"), base / "late"
    out = base / "out"
    first = plugin_run(base, out, [a, late])
    first_report = json.loads((out / "report.json").read_text())
    relu_sample(base, "late")  # the sample is there now
    resumed = plugin_run(base, out, [a, late], "--passnet-resume")
    report = json.loads((out / "report.json").read_text())
    again = plugin_run(base, out, [a, late], "--passnet-resume")
    return {"first_rc": first.returncode, "first": _statuses(first_report), "resume_rc": resumed.returncode,
            "resumed": _statuses(report), "again_rc": again.returncode,
            "errors": [v["message"][:160] for v in report["variants"] if v["status"] == "sample_error"],
            "overall_variants": report["overall"]["variants"]}


def full_disk_stale(base: Path) -> dict:
    """See the module's docstring. About 15 s."""
    from tests.adversarial.redteam.round36d.attacks36d import BROKEN_RELU, VARIANT, plugin_run, relu_sample
    from tests.adversarial.samples import QUIET_TIMING

    out = base / "out"
    out.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "none", str(out)], check=True)
    try:
        a, b = relu_sample(base, "a"), relu_sample(base, "b")
        first = plugin_run(base, out, [a, b])
        (a / VARIANT / "model.py").write_text(BROKEN_RELU)  # round 36d's: a's model.py is not the one measured
        filler = out / "filler"
        premises37a.fill(filler)
        command = premises37a.plugin_command(base, out, "--passnet-samples", str(b), "--passnet-force-resume")
        process = subprocess.Popen(command, cwd=base, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env={**os.environ, **QUIET_TIMING})
        said = []
        for line in process.stderr:
            said.append(line.rstrip())
            if "cannot rewrite" in line and filler.exists():
                filler.unlink()  # room again: the run goes on and writes its report
        process.stdout.read()
        process.wait(timeout=300)
        report = json.loads((out / "report.json").read_text())
        lines = [json.loads(line)["sample"] for line in (out / "results.jsonl").read_text().splitlines() if line]
        from pytest_passnet.merge import merge

        merged = merge([out], base / "merged")
        return {"first_rc": first.returncode, "forced_rc": process.returncode,
                "said": [line[:200] for line in said if line.startswith("passnet")],
                "report_samples": sorted({v["sample"] for v in report["variants"]}),
                "results_lines": lines, "merged": {v.sample: v.status.value for v in merged.variants}}
    finally:
        subprocess.run(["umount", str(out)], check=False)


def summary_no_room(base: Path) -> dict:
    """REPORT_NO_ROOM's other reports: the run's Markdown summary (``--passnet-md``) and GitHub's step summary
    (``$GITHUB_STEP_SUMMARY``) on a device with no room (``/dev/full``: every write ENOSPC), the run's own folder
    fine. ``report_run`` turns report.json's ``OSError`` into a message and exit 3 (d4e50236), not ``write_markdown``'s
    (``session.py:338``). About 10 s."""
    from tests.adversarial.redteam.round36d.attacks36d import plugin_run, relu_sample

    a = relu_sample(base, "a")
    record = {}
    for how, extra, environment in (("markdown", ["--passnet-md", "/dev/full"], {}),
                                    ("step_summary", [], {"GITHUB_STEP_SUMMARY": "/dev/full"})):
        out = base / f"out_{how}"
        saved = {name: os.environ.get(name) for name in environment}
        os.environ.update(environment)
        try:
            done = plugin_run(base, out, [a], *extra)
        finally:
            for name, value in saved.items():
                os.environ.pop(name, None) if value is None else os.environ.__setitem__(name, value)
        text = done.stdout + done.stderr
        record[how] = {"rc": done.returncode, "report": (out / "report.json").is_file(),
                       "traceback": "Traceback" in text or "INTERNALERROR" in text,
                       "last": [line[:200] for line in text.strip().splitlines()[-3:]]}
    return record


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as folder:
        print(json.dumps(globals()[sys.argv[1]](Path(folder)), indent=1))
