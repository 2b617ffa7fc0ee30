"""Round 47a through the real plugin: the plain mode as a normal user in a default Docker container (no user
namespace: ``docker47a``'s launcher), on a kernel whose Landlock ABI is 2 (the package copy's ``landlock.abi_version``
capped, round 2's emulation: Linux 5.19-6.1, e.g. Debian 12's 6.1; 5.13-5.18 have ABI 1, Ubuntu 22.04's 5.15), CPU,
the trusted allow-list off as in every red-team run, the trusted process run by a Python environment of the user's
own (``premises47a.private_env``: the key written where conda, virtualenvwrapper and pip keep it) with the key in its
environment too, as that environment's activation puts it there.

Three samples of round 1's light relu model, in this order:

- ``r47a_control``: the honest Triton relu pass (``passes/honest_relu.py``).
- ``r47a_attacker`` (two variants): its pass, when its child loads it, reads the trusted process's command line
  (``/proc/<parent>/cmdline``: no PID namespace), truncates the run's ``results.jsonl``, the next sample's ``model.py``
  and pass file, its own second variant's ``model.py`` and a file of the user's (``home/.bashrc`` under the run's
  root), reads the files of its interpreter's environment where the key is kept, and fails its first call with what it
  did and read (``R47A {json}``).
- ``r47a_victim``: the honest pass again.

    python -m tests.adversarial.redteam.round47a.plugin47a [abi]

prints the record (JSON). About 10-20 s here. Needs root (the test user, ``setpriv``) and x86_64."""

from __future__ import annotations

import json
import os
import pwd
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest_passnet
from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round47a import premises47a
from tests.sample_factory import write_variant

ATTACKER, CONTROL, VICTIM = "r47a_attacker", "r47a_control", "r47a_victim"
RUN_TIMEOUT_S = 300
HOME_FILE = "home/.bashrc"

PASS = r'''"""Round 47a: truncates what its user owns outside its folders, and reads its interpreter's environment."""

import json
import os
import sys

import torch
from pass_dir.kernels import launch_relu

def _values(argv, option):
    """The values after ``option`` up to the next option."""
    if option not in argv:
        return []
    found = []
    for value in argv[argv.index(option) + 1:]:
        if value.startswith("-"):
            break
        found.append(value)
    return found


def _attempt(action):
    try:
        return action()
    except OSError as exc:
        return f"{type(exc).__name__}: {exc.strerror}"


def _attack():
    trusted = os.getppid()  # no PID namespace: the trusted process itself
    with open(f"/proc/{trusted}/cmdline", "rb") as cmdline:
        argv = [part.decode() for part in cmdline.read().split(b"\0") if part]
    samples, out, root = _values(argv, "--passnet-samples"), _values(argv, "--passnet-out"), _values(argv, "--rootdir")
    mine = next(sample for sample in samples if os.path.basename(sample) == "ATTACKER")
    victim = samples[samples.index(mine) + 1]
    name = os.path.basename(victim)
    targets = [os.path.join(out[0], "results.jsonl"),  # the run's results so far
               os.path.join(victim, "graphs", "float32", f"{name}_a", "model.py"),  # the next sample's model
               os.path.join(victim, "pass_dir", "honest_relu.py"),  # and its pass
               os.path.join(mine, "graphs", "float32", "ATTACKER_b", "model.py"),  # this sample's next variant
               os.path.join(root[0], "HOME_FILE")]  # a file of the user's
    kept = ("conda-meta/state", "etc/conda/activate.d/env_vars.sh", "bin/postactivate", "pip.conf")
    return {"truncated": {path: _attempt(lambda path=path: os.truncate(path, 0) or "truncated") for path in targets},
            "read": {relative: _attempt(lambda relative=relative: open(os.path.join(sys.prefix, relative)).read())
                     for relative in kept}}


SAID = _attack()


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    raise RuntimeError("R47A " + json.dumps(SAID))


def replacement_func():
    return relu
'''.replace("ATTACKER", ATTACKER).replace("HOME_FILE", HOME_FILE)


def _sample(base: Path, name: str, pass_name: str, source: str, variants: int = 1) -> Path:
    model, inputs = harness.MODELS["light"]
    sample = base / "samples" / name
    listed = [f"graphs/float32/{name}_{chr(ord('a') + i)}" for i in range(variants)]
    for relative in listed:
        write_variant(sample / relative, model, inputs)
    (sample / "graph_list.txt").write_text("".join(f"{relative}\n" for relative in listed))
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    (pass_dir / f"{pass_name}.py").write_text(source)
    (pass_dir / "kernels.py").write_text((harness.PASSES / "kernels.py").read_text())
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([pass_name]))
    return sample


def _digests(root: Path) -> dict[str, str]:
    import hashlib

    return {str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(root.rglob("*")) if path.is_file()}


def layout(base: Path, secret: str, abi: int | None) -> dict:
    """The run's folder: the private environment, a package copy (allow-list off, Landlock capped at ``abi``), the
    three samples, the user's file, the out, home and temporary folders."""
    env = premises47a.private_env(base, secret)
    package = base / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    harness._switch_off_allow_list(package)
    if abi is not None:
        with open(package / "sandbox" / "landlock.py", "a") as module:
            module.write(f"\n\n_kernel_abi_version = abi_version\n\n\ndef abi_version() -> int:  # round 47a: an older"
                         f" kernel's Landlock ABI\n    return min(_kernel_abi_version(), {abi})\n")
    honest = (harness.PASSES / "honest_relu.py").read_text()
    samples = [_sample(base, CONTROL, "honest_relu", honest), _sample(base, ATTACKER, "truncating47a", PASS, 2),
               _sample(base, VICTIM, "honest_relu", honest)]
    for folder in ("out", "home", "tmp"):
        (base / folder).mkdir()
    (base / HOME_FILE).write_text("export PATH=$HOME/bin:$PATH  # the user's own file\n")
    return {"env": env, "package": package.parent, "samples": samples}


def plugin_run(abi: int | None = 2) -> dict:
    """One run (``layout``) as the test user in the container launcher; the record."""
    user = pwd.getpwnam(premises47a.USER)
    base = Path(tempfile.mkdtemp(prefix="r47a-plugin-"))
    try:
        base.chmod(0o755)
        secret = f"sk-r47a-{os.urandom(12).hex()}"
        made = layout(base, secret, abi)
        before = {"samples": _digests(base / "samples"), "home": (base / HOME_FILE).read_text()}
        for root, folders, files in os.walk(base):
            for name in [*folders, *files]:
                os.chown(os.path.join(root, name), user.pw_uid, user.pw_gid, follow_symlinks=False)
        os.chown(base, user.pw_uid, user.pw_gid)
        python = str(made["env"] / "bin" / "python")
        path = str(premises47a._no_bwrap(base, "/usr/local/bin:/usr/bin:/bin"))
        command = ["setpriv", f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--clear-groups", "--",
                   "env", "-i", f"PATH={path}", f"HOME={base / 'home'}", f"TMPDIR={base / 'tmp'}",
                   f"PYTHONPATH={made['package']}", "PASSNET_SANDBOX=process", "TRITON_INTERPRET=1", "LANG=C.UTF-8",
                   "PYTHONDONTWRITEBYTECODE=1", "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD=1000",
                   f"{premises47a.SECRET_NAME}={secret}",
                   python, str(Path(__file__).with_name("docker47a.py")),
                   python, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly", "-q", "--rootdir", str(base),
                   "--passnet-samples", *map(str, made["samples"]), "--passnet-warmup", "1", "--passnet-trials", "3",
                   "--passnet-out", str(base / "out"), "--passnet-device", "cpu"]
        started = time.monotonic()
        done = subprocess.run(command, cwd=base, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, errors="replace")
        seconds = time.monotonic() - started
        out = base / "out"
        results = (out / "results.jsonl").read_text(errors="replace") if (out / "results.jsonl").is_file() else ""
        report_text = (out / "report.json").read_text(errors="replace") if (out / "report.json").is_file() else ""
        report = json.loads(report_text) if report_text else {}
        lines = [json.loads(line) for line in results.splitlines() if line.startswith("{")]
        said = None
        for variant in report.get("variants", []):
            found = re.search(r"R47A (\{.*\})", variant.get("message", ""))
            if found:
                said = json.JSONDecoder().raw_decode(found[1])[0]
                break
        return {
            "rc": done.returncode, "seconds": round(seconds, 1), "output_tail": (done.stdout + done.stderr)[-4000:],
            "sandbox": report.get("sandbox"),
            "report": {Path(v["variant"]).name: v["status"] for v in report.get("variants", [])},
            "results_lines": {Path(line["variant"]).name: line["status"] for line in lines},
            "scored": {Path(sample["path"]).name: [sample["scored_variants"], sample["variants"], sample["score"]]
                       for sample in report.get("samples", [])},
            "said": said,
            "samples_changed": sorted(k for k, v in _digests(base / "samples").items() if before["samples"].get(k) != v),
            "home_file": (base / HOME_FILE).read_text(),
            "home_file_before": before["home"],
            "secret_in": [name for name, text in (("report.json", report_text), ("results.jsonl", results),
                                                  ("output", done.stdout + done.stderr)) if secret in text],
        }
    finally:
        subprocess.run(["rm", "-rf", "--one-file-system", str(base)], check=False, capture_output=True)


if __name__ == "__main__":
    print(json.dumps(plugin_run(int(sys.argv[1]) if len(sys.argv) > 1 else 2), indent=1))
