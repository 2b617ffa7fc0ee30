"""Round 49b's plugin runs: the real plugin as root over five samples of round 1's light relu model (``control``,
``spare_attacker`` and its victim, ``root_files_attacker`` and its victim; honest relu but the two attackers' set-up),
with the run's folder (the package copy, the samples, the out dir, TMPDIR) closed to other uids (0700, root's): the
Python installation another uid cannot run, as under Ubuntu's 0700 ``/root``. The real probe then settles the plain
mode on root without a uid of its own (``mode.py``'s ``(PLAIN, False)``), or bubblewrap with one (bubblewrap's
mounts open the way). Allow-list off, as every red-team run. The targets of ``chmod_root_files`` (a copy of ``id``, a
0600 secret) lie in a folder of root's that every uid enters.

    python -m tests.adversarial.redteam.round49b.plugin49b (plain|plain-private|container|bwrap)

prints one run's record (JSON)."""

from __future__ import annotations

import json
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.adversarial.redteam import harness

HERE = Path(__file__).parent
ORDER = (("control", "honest_relu"), ("spare_attacker", "chmod_spare"), ("spare_victim", "honest_relu"),
         ("root_files_attacker", "chmod_root_files"), ("root_files_victim", "honest_relu"))
SECRET_TEXT = "r49b: root's 0600 secret\n"
CLOSED = ("child/compilers.py", "shared_inputs.py")  # under the package's sandbox/: what chmod_root_files closes
# kind: (bubblewrap, the launcher's prefix). "plain": a systemd host's shared mounts (systemd makes every mount shared
# at boot: what the trusted side mounts later propagates into a child's slave mount namespace), in a mount namespace of
# the run's own; "plain-private": this container's private mounts; "container": root without CAP_SYS_ADMIN (a default
# Docker container: no namespaces, no bounded folders).
KINDS = {"plain": (False, ["unshare", "--mount", "--propagation", "shared", "--"]),
         "plain-private": (False, []),
         "container": (False, ["setpriv", "--bounding-set", "-sys_admin", "--"]),
         "bwrap": (True, ["unshare", "--mount", "--propagation", "shared", "--"])}


def _targets() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="passnet-r49b-targets-"))
    folder.chmod(0o755)
    shutil.copy2("/usr/bin/id", folder / "program")
    (folder / "program").chmod(0o755)
    (folder / "secret").write_text(SECRET_TEXT)
    (folder / "secret").chmod(0o600)
    return folder


def _as_test_user(argv: list[str]) -> str:
    done = subprocess.run(["setpriv", "--reuid=passnet-test", "--regid=passnet-test", "--clear-groups", "--", *argv],
                          capture_output=True, text=True, timeout=30, check=False, cwd="/")
    return (done.stdout or done.stderr).strip()[:200]


def plugin_run(kind: str) -> dict:
    bubblewrap, prefix = KINDS[kind]
    layout = harness.Layout(harness.Config(f"r49b-{kind}", bubblewrap, True))
    targets = _targets()
    closed = {name: layout.package / "pytest_passnet" / "sandbox" / name for name in CLOSED}
    try:
        samples = []
        for name, pass_name in ORDER:
            sample = harness.build_sample(layout, name, "honest_relu", "light")
            if pass_name != "honest_relu":
                (sample / "pass_dir" / "honest_relu.py").write_text((HERE / "passes" / f"{pass_name}.py").read_text())
                (sample / "pass_dir" / "targets.json").write_text(json.dumps(
                    {"program": str(targets / "program"), "secret": str(targets / "secret")}))
            samples.append(sample)
        layout.base.chmod(0o700)  # closed to other uids: a leased uid cannot run this package
        code, duration = harness._run_pytest(layout, [*prefix, *layout.command(samples)], "run")
        report = harness._read(str(layout.out / "report.json")) or None
        variants = harness._report_variants(report) or {}
        record = json.loads(report).get("sandbox", {}) if report else {}
        return {
            "kind": kind,
            "exit_code": code,
            "duration_s": round(duration, 1),
            "sandbox": {key: record.get(key) for key in ("mode", "enforced", "warning")},
            "statuses": {name: [(v["status"], (v.get("message") or "")[-400:]) for v in found]
                         for name, found in variants.items()},
            "modes_after": {**{name: oct(stat.S_IMODE(path.stat().st_mode)) for name, path in closed.items()},
                            "program": oct(stat.S_IMODE((targets / "program").stat().st_mode)),
                            "secret": oct(stat.S_IMODE((targets / "secret").stat().st_mode))},
            "program_as_test_user": _as_test_user([str(targets / "program")]),
            "secret_as_test_user": _as_test_user(["cat", str(targets / "secret")]),
            "stdout_tail": harness._read(str(layout.base / "run.out"))[-2500:].decode(errors="replace"),
            "stderr_tail": harness._read(str(layout.base / "run.err"))[-2500:].decode(errors="replace"),
        }
    finally:
        for path in closed.values():
            if path.exists():
                path.chmod(0o644)
        layout.remove()
        shutil.rmtree(targets, ignore_errors=True)


if __name__ == "__main__":
    print(json.dumps(plugin_run(sys.argv[1]), indent=1))
