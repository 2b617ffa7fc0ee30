"""One run of the real plugin over the red team's samples, in one of four configurations
(bubblewrap or a plain process, as root or as a normal user), and what the host shows after it.

Every run gets a folder of its own under /tmp (readable by the test user): a copy of the
``pytest_passnet`` package the tests import (the trusted side runs it, bubblewrap mounts it,
attacks that write the harness write the copy, never the checkout), the samples, the out dir,
TMPDIR and HOME. The trusted process gets a fake ``OPENAI_API_KEY`` to steal. After pytest exits
the harness waits for daemons to act, then records: the results (results.jsonl, report.json as
pytest left it and as found later, a ``--passnet-resume`` run's report), the processes of the run
still alive, spill and scratch folders left, files changed in the package copy and in the
samples, canary files in /etc and the venv, where the key turned up, and the trusted process's
peak memory. Then it ends what the run left (by pid) and removes its files.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import numpy
import torch

import pytest_passnet
from tests.adversarial.redteam.attacks import Attack
from tests.sample_factory import write_variant

PASSES = Path(__file__).parent / "passes"
DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
TEST_USER = "passnet-redteam"
SHAPE = [256, 1024]  # 1 MiB of float32: inputs and outputs travel through the spill files
HEAVY_WEIGHT = [1024, 1024]
WARMUP, TRIALS = 1, 3
SETTLE_S = 3.0  # after pytest exits, how long daemons get to act
RUN_TIMEOUT_S = 1200
SECRET_NAME = "OPENAI_API_KEY"
_SPILL = re.compile(r"/dev/shm/passnet-spill-[^/\s\x00]+")

LIGHT_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""

HEAVY_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.relu(in_0)
        tmp_1 = torch.matmul(tmp_0, in_1)
        return (tmp_1,)
"""

MODELS = {"light": (LIGHT_MODEL, {"in_0": (SHAPE, "float32")}),
          "heavy": (HEAVY_MODEL, {"in_0": (SHAPE, "float32"), "in_1": (HEAVY_WEIGHT, "float32")})}

# pytest in the run's process, and its peak memory written even when pytest itself raises.
LAUNCHER = """\
import json, resource, sys
import pytest
code = None
try:
    code = int(pytest.main(sys.argv[2:]))
finally:
    with open(sys.argv[1], "w") as record:
        json.dump({"exit": code, "peak_rss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}, record)
sys.exit(code)
"""


@dataclass(frozen=True)
class Config:
    name: str
    bubblewrap: bool
    as_root: bool

    def unavailable(self) -> str | None:
        """Why this configuration cannot run here (None: it can)."""
        if self.bubblewrap and not shutil.which("bwrap"):
            return "bubblewrap is not installed"
        if self.as_root and os.geteuid() != 0:
            return "the tests do not run as root"
        if not self.as_root and os.geteuid() == 0 and not (shutil.which("useradd") and shutil.which("setpriv")):
            return "no useradd/setpriv to run as a normal user"
        return None


CONFIGS = [Config("bwrap-root", True, True), Config("plain-root", False, True),
           Config("bwrap-user", True, False), Config("plain-user", False, False)]


# -- the normal user ----------------------------------------------------------------------------


def test_user() -> tuple[int, int]:
    """uid and gid the user configurations run as: a user of our own when root (created once)."""
    if os.geteuid() != 0:
        return os.geteuid(), os.getegid()
    found = subprocess.run(["id", "-u", TEST_USER], capture_output=True, text=True, check=False)
    if found.returncode:
        subprocess.run(["useradd", "--create-home", TEST_USER], check=True, capture_output=True)
    uid = int(subprocess.run(["id", "-u", TEST_USER], capture_output=True, text=True, check=True).stdout)
    gid = int(subprocess.run(["id", "-g", TEST_USER], capture_output=True, text=True, check=True).stdout)
    return uid, gid


def _hidden_ancestor(path: Path) -> tuple[Path, str] | None:
    """The first folder above ``path`` that others may not enter (root's home, where pyenv keeps the
    interpreter), and the name under it that leads to ``path``."""
    parts = path.resolve().parts
    for depth in range(1, len(parts) - 1):
        folder = Path(*parts[: depth + 1])
        if not folder.stat().st_mode & stat.S_IXOTH:
            return folder, parts[depth + 1]
    return None


def _as_user_prefix(base: Path, uid: int, gid: int) -> list[str]:
    """The argv prefix that runs a command as ``uid``. Where the interpreter sits in a folder the
    user may not enter, a private mount namespace shows that folder with only the way to the
    interpreter in it (nothing on the host changes)."""
    drop = ["setpriv", f"--reuid={uid}", f"--regid={gid}", "--clear-groups", "--"]
    if os.geteuid() != 0:
        return []
    hidden = _hidden_ancestor(Path(sys.base_prefix))
    if hidden is None:
        return drop
    folder, name = hidden
    view = base / "view"
    (view / name).mkdir(parents=True, exist_ok=True)
    view.chmod(0o755)
    script = base / "as_user.sh"
    script.write_text(f"set -e\nmount --bind '{folder / name}' '{view / name}'\nmount --rbind '{view}' '{folder}'\n"
                      f'exec {" ".join(drop)} "$@"\n')
    return ["unshare", "--mount", "--propagation", "private", "--", "sh", str(script)]


# -- the run's folder ---------------------------------------------------------------------------


class Layout:
    """The folders of one run."""

    def __init__(self, config: Config):
        self.config = config
        self.base = Path(tempfile.mkdtemp(prefix=f"passnet-redteam-{config.name}-"))
        self.base.chmod(0o755)
        self.package = self.base / "pkg"
        self.samples = self.base / "samples"
        self.out = self.base / "out"
        self.tmp = self.base / "tmp"
        self.home = self.base / "home"
        self.loot = self.base / "loot"
        self.token = os.urandom(6).hex()
        self.secret = f"sk-redteam-{os.urandom(12).hex()}"
        shutil.copytree(Path(pytest_passnet.__file__).parent, self.package / "pytest_passnet",
                        ignore=shutil.ignore_patterns("__pycache__"))
        self.allow_list_off = _switch_off_allow_list(self.package / "pytest_passnet")
        for folder in (self.samples, self.tmp, self.home, self.loot):
            folder.mkdir()
        self.loot.chmod(0o1777)
        (self.base / "launch.py").write_text(LAUNCHER)
        self.user = None if config.as_root else test_user()

    def hand_over(self) -> None:
        """Everything the run uses belongs to the user it runs as, as a user's own dataset and
        installation would."""
        if self.user is None or os.geteuid() != 0:
            return
        uid, gid = self.user
        for root, folders, files in os.walk(self.base):
            for name in [*folders, *files]:
                os.chown(os.path.join(root, name), uid, gid, follow_symlinks=False)
        os.chown(self.base, uid, gid)

    def path_without_bwrap(self) -> str:
        """PATH with every program of the usual PATH but bwrap (links in a folder of ours)."""
        shim = self.base / "bin"
        shim.mkdir(exist_ok=True)
        for folder in os.environ.get("PATH", "/usr/bin:/bin").split(":"):
            if not os.path.isdir(folder):
                continue
            for entry in os.scandir(folder):
                if entry.name != "bwrap" and not (shim / entry.name).exists():
                    (shim / entry.name).symlink_to(entry.path)
        return str(shim)

    def environment(self) -> dict[str, str]:
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin") if self.config.bubblewrap else self.path_without_bwrap(),
            "PASSNET_SANDBOX": "bubblewrap" if self.config.bubblewrap else "process",
            "HOME": str(self.home), "TMPDIR": str(self.tmp), "PYTHONPATH": str(self.package),
            "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "1000",
            SECRET_NAME: self.secret,
        }
        if DEVICE == "cpu":
            env["TRITON_INTERPRET"] = "1"
        env.update({k: v for k, v in os.environ.items() if k.startswith("CUDA_")})
        return env

    def command(self, samples: list[Path], *extra: str, record: str = "peak.json") -> list[str]:
        prefix = _as_user_prefix(self.base, *self.user) if self.user else []
        return [*prefix, sys.executable, str(self.base / "launch.py"), str(self.base / record),
                "-p", "no:cacheprovider", "-q", "--rootdir", str(self.base),
                "--passnet-samples", *map(str, samples), "--passnet-warmup", str(WARMUP),
                "--passnet-trials", str(TRIALS), "--passnet-out", str(self.out), "--passnet-device", DEVICE, *extra]

    def remove(self) -> None:
        subprocess.run(["rm", "-rf", "--one-file-system", str(self.base)], check=False, capture_output=True)


# The trusted side's static allow-list (guard.sample_static_findings) rejects every attack here
# before its child starts (test_static.py checks that). The runs switch it off in their copy of the
# package: they test what stands behind it, for the pass that gets past it (a kernel's pointer
# arithmetic reads and writes the child's whole memory, and str.format names the addresses: the
# pass controls its child whatever its source looks like).
ALLOW_LIST = "def sample_static_findings("
ALLOW_LIST_OFF = """


def sample_static_findings(sample_dir):  # the red team's runs: the allow-list switched off
    return []
"""


def _switch_off_allow_list(package: Path) -> bool:
    guard = package / "guard.py"
    if ALLOW_LIST not in guard.read_text():
        return False
    with open(guard, "a") as stream:
        stream.write(ALLOW_LIST_OFF)
    return True


def _replayed_input(variant: Path) -> torch.Tensor:
    from pytest_passnet.prefetch import replay_variant

    _, inputs = replay_variant(variant, "cpu", "passbench")
    return inputs.final_on_cpu()["in_0"]


def build_sample(layout: Layout, name: str, pass_name: str, model: str, variants: int = 1) -> Path:
    """``samples/<name>``: the model's float32 variants and a pass_dir holding ``passes/<pass_name>.py``,
    the helper modules it imports, and its launch_config.json."""
    source, inputs = MODELS[model]
    sample = layout.samples / name
    listed = [f"graphs/float32/{name}_{chr(ord('a') + i)}" for i in range(variants)]
    for rel in listed:
        write_variant(sample / rel, source, inputs)
    (sample / "graph_list.txt").write_text("".join(f"{rel}\n" for rel in listed))
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    code = (PASSES / f"{pass_name}.py").read_text()
    (pass_dir / f"{pass_name}.py").write_text(code)
    pending = {"kernels", *re.findall(r"from pass_dir\.(\w+) import", code)}
    while pending:
        helper = pending.pop()
        text = (PASSES / f"{helper}.py").read_text()
        (pass_dir / f"{helper}.py").write_text(text)
        pending |= set(re.findall(r"from pass_dir\.(\w+) import", text)) - {p.stem for p in pass_dir.glob("*.py")}
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([pass_name]))
    (pass_dir / "launch_config.json").write_text(json.dumps({"log_dir": str(layout.loot), "token": layout.token,
                                                             "sample": name}))
    if pass_name == "precomputed_answer":  # what the sample replays is public: its answer can be shipped
        replayed = _replayed_input(sample / listed[0])
        numpy.save(pass_dir / "relu_table.npy", torch.relu(replayed).numpy())
        numpy.save(pass_dir / "relu_table_key.npy", replayed.numpy().reshape(-1)[:64])
    return sample


def build_samples(layout: Layout, attacks: list[Attack]) -> dict[str, Path]:
    """The controls first, then each attack followed by its victim, in ``attacks``' order."""
    samples = {f"control_{model}": build_sample(layout, f"control_{model}", "honest_relu", model) for model in MODELS}
    for attack in attacks:
        samples[attack.name] = build_sample(layout, attack.name, attack.name, attack.model, attack.variants)
        samples[f"{attack.name}_victim"] = build_sample(layout, f"{attack.name}_victim", "honest_relu", attack.model)
    return samples


# -- what the host shows --------------------------------------------------------------------------


def _read(path: str) -> bytes:
    try:
        with open(path, "rb") as stream:
            return stream.read()
    except OSError:
        return b""


def _state(pid: int) -> str | None:
    text = _read(f"/proc/{pid}/stat").decode(errors="replace")
    return text.rpartition(")")[2].split()[0] if ")" in text else None


def _start_time(pid: int) -> str | None:
    text = _read(f"/proc/{pid}/stat").decode(errors="replace")
    return text.rpartition(")")[2].split()[19] if ")" in text else None


def _open_spills(pid: int) -> set[str]:
    """Spill folders ``pid`` holds files open in (the trusted side keeps its own spill files open)."""
    found = set()
    try:
        descriptors = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return found
    for fd in descriptors:
        try:
            found |= set(_SPILL.findall(os.readlink(f"/proc/{pid}/fd/{fd}")))
        except OSError:
            continue
    return found


class Watch:
    """The run's processes, seen every quarter second while it runs: those whose environment or
    command line name the run's TMPDIR (bubblewrap's command line does; children inherit it), and
    their descendants. Remembers each process (pid and start time) and the spill folders named on
    their command lines or open in them."""

    def __init__(self, marker: str):
        self.marker = marker.encode()
        self.seen: dict[tuple[int, str], str] = {}  # (pid, start time) -> command line
        self.spills: set[str] = set()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        self.scan()

    def _loop(self):
        while not self._stop.wait(0.25):
            self.scan()

    def scan(self) -> list[tuple[int, str]]:
        """The run's processes alive now (pid, command line); remembered."""
        parents: dict[int, int] = {}
        ours: set[int] = set()
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            pid = int(entry.name)
            text = _read(f"/proc/{pid}/stat").decode(errors="replace")
            if ")" not in text:
                continue
            parents[pid] = int(text.rpartition(")")[2].split()[1])
            if pid != os.getpid() and (self.marker in _read(f"/proc/{pid}/environ")
                                       or self.marker in _read(f"/proc/{pid}/cmdline")):
                ours.add(pid)
        grew = True
        while grew:
            more = {pid for pid, parent in parents.items() if parent in ours} - ours
            ours |= more
            grew = bool(more)
        alive = []
        for pid in ours:
            command = _read(f"/proc/{pid}/cmdline").replace(b"\0", b" ").decode(errors="replace").strip()
            start = _start_time(pid)
            if start is None:
                continue
            self.seen[(pid, start)] = command
            self.spills |= set(_SPILL.findall(command)) | _open_spills(pid)
            alive.append((pid, command))
        return alive

    def left(self) -> list[dict]:
        """Processes of the run alive now, each once."""
        found = []
        for (pid, start), command in self.seen.items():
            if _start_time(pid) == start and pid != os.getpid():
                found.append({"pid": pid, "state": _state(pid) or "?", "cmdline": command})
        return found


def end_processes(processes: list[dict]) -> None:
    """End what a run left, by pid (each was checked to be the run's by its start time)."""
    for process in processes:
        for signum in (signal.SIGKILL, signal.SIGCONT):
            try:
                os.kill(process["pid"], signum)
            except ProcessLookupError:
                pass


def _tree_digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


def _by_sample(variants: list[dict]) -> dict[str, list[dict]]:
    grouped: dict[str, list[dict]] = {}
    for variant in variants:
        grouped.setdefault(Path(variant["sample"]).name, []).append(variant)
    return {name: sorted(vs, key=lambda v: v["variant"]) for name, vs in grouped.items()}


def _report_variants(raw: bytes | None) -> dict[str, list[dict]] | None:
    if raw is None:
        return None
    try:
        return _by_sample(json.loads(raw)["variants"])
    except (ValueError, KeyError, TypeError):
        return {}


def _results(text: bytes) -> dict[str, list[dict]]:
    """results.jsonl's lines, the last one per variant."""
    last: dict[str, dict] = {}
    for line in text.decode(errors="replace").splitlines():
        try:
            variant = json.loads(line)
            last[variant["nodeid"]] = variant
        except (ValueError, KeyError, TypeError):
            continue
    return _by_sample(list(last.values()))


def _shadow_fingerprint() -> str | None:
    data = _read("/etc/shadow")
    return hashlib.sha256(data).hexdigest()[:12] if data else None


def _canaries(layout: Layout) -> dict[str, list[Path]]:
    site = Path(torch.__file__).parent.parent
    return {"etc": list(Path("/etc").glob(f"passnet-redteam-{layout.token}*")),
            "venv": list(site.glob(f"passnet_redteam_{layout.token}*"))}


def _run_pytest(layout: Layout, command: list[str], log: str) -> tuple[int, float]:
    started = time.monotonic()
    with open(layout.base / f"{log}.out", "wb") as out, open(layout.base / f"{log}.err", "wb") as err:
        process = subprocess.Popen(command, cwd=layout.base, env=layout.environment(), stdout=out, stderr=err)
        try:
            code = process.wait(timeout=RUN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            code = process.wait()
    return code, time.monotonic() - started


def shipped_run(build_sample, names: list[str], config_name: str, trials: int, allow_list: bool = True,
                keep_stdout: bool = False) -> dict:
    """The samples ``build_sample(layout, name)`` makes for ``names`` through the real plugin in one run of the
    configuration ``config_name``, with the checkout's own ``guard.py`` where ``allow_list`` (the trusted allow-list on:
    the product as shipped): ``{"variants": report.json's variants by sample name, "samples": its per-sample scores by
    name, "overall": its overall score, "exit", "seconds"}``; with ``keep_stdout`` also pytest's ``"stdout"`` (bytes)
    and the whole ``"report"``."""
    layout = Layout(next(c for c in CONFIGS if c.name == config_name))
    try:
        if allow_list:
            shutil.copy(Path(pytest_passnet.__file__).parent / "guard.py", layout.package / "pytest_passnet" / "guard.py")
        samples = [build_sample(layout, name) for name in names]
        layout.hand_over()
        command = layout.command(samples, "-p", "no:randomly")
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = _run_pytest(layout, command, "run")
        report_file = layout.out / "report.json"
        if not report_file.is_file():
            tail = (layout.base / "run.out").read_text(errors="replace")[-3000:]
            raise AssertionError(f"no report.json (exit {code}): {tail}")
        report = json.loads(report_file.read_text())
        kept = {"stdout": (layout.base / "run.out").read_bytes(), "report": report} if keep_stdout else {}
        return {"variants": {Path(v["sample"]).name: v for v in report["variants"]},
                "samples": {Path(s["path"]).name: s for s in report["samples"]},
                "overall": report["overall"], "exit": code, "seconds": round(seconds, 1), **kept}
    finally:
        layout.remove()


def run_config(config: Config, attacks: list[Attack]) -> dict:
    """One run of the plugin over every attack (each followed by its victim) in ``config``, and the
    record the checks in ``attacks`` read."""
    layout = Layout(config)
    watch = Watch(str(layout.tmp))
    try:
        samples = build_samples(layout, attacks)
        layout.hand_over()
        sample_digest = {name: _tree_digest(path) for name, path in samples.items()}
        package_digest = _tree_digest(layout.package)
        with watch:
            code, duration = _run_pytest(layout, layout.command(list(samples.values())), "run")
            at_exit = _read(str(layout.out / "report.json")) or None
            results = _results(_read(str(layout.out / "results.jsonl")))  # as written, before any daemon acts
            time.sleep(SETTLE_S)
        final = _read(str(layout.out / "report.json")) or None
        left = watch.left()
        end_processes(left)
        resumed = None
        if "resume_forgery" in samples:
            _run_pytest(layout, layout.command([samples["resume_forgery"]], "--passnet-resume", record="resume.json"),
                        "resume")
            resumed = _report_variants(_read(str(layout.out / "report.json")) or None)
        return _record(layout, config, watch, samples, sample_digest, package_digest, code, duration,
                       results, at_exit, final, resumed, left)
    finally:
        clean_up(layout, watch)


def clean_up(layout: Layout, watch: Watch) -> None:
    """What the run left on the host: canary files, spill folders, the run's own folder."""
    for paths in _canaries(layout).values():
        for path in paths:
            path.unlink(missing_ok=True)
    for spill in watch.spills:
        subprocess.run(["rm", "-rf", "--one-file-system", spill], check=False, capture_output=True)
    layout.remove()


def _record(layout, config, watch, samples, sample_digest, package_digest, code, duration, results, at_exit,
            final, resumed, left) -> dict:
    peak = json.loads(_read(str(layout.base / "peak.json")) or b"null")
    texts = {"stdout": _read(str(layout.base / "run.out")), "stderr": _read(str(layout.base / "run.err")),
             "results.jsonl": _read(str(layout.out / "results.jsonl")), "report.json": final or b""}
    for path in [*layout.loot.rglob("*"), *layout.out.rglob("*")]:
        if path.is_file() and path.stat().st_size < (16 << 20):
            texts.setdefault(str(path.relative_to(layout.base)), path.read_bytes())
    canaries = _canaries(layout)
    return {
        "config": config.name,
        "device": DEVICE,
        "allow_list_off": layout.allow_list_off,
        "exit_code": code,
        "duration_s": round(duration, 1),
        "peak_rss_kb": peak["peak_rss_kb"] if peak else None,
        "samples": list(samples),
        "results": results,
        "report_at_exit": _report_variants(at_exit),
        "report_final": _report_variants(final),
        "report_changed_after_exit": at_exit != final,
        "resumed": resumed,
        "stdout_tail": texts["stdout"][-4000:].decode(errors="replace"),
        "secret_seen_in": sorted(name for name, text in texts.items() if layout.secret.encode() in text),
        "shadow_fingerprint": _shadow_fingerprint(),
        "package_changed": sorted(name for name, digest in _tree_digest(layout.package).items()
                                  if package_digest.get(name) != digest),
        "samples_changed": sorted(name for name, path in samples.items() if _tree_digest(path) != sample_digest[name]),
        "canaries": {kind: bool(paths) for kind, paths in canaries.items()},
        "processes_left": left,
        "spill_left": sorted(path for path in watch.spills if os.path.exists(path)),
        "scratch_left": sorted(str(p) for p in layout.tmp.glob("passnet-sandbox-*")),
        "loot": {p.name: p.read_text(errors="replace")[:200] for p in layout.loot.iterdir() if p.is_file()},
    }


# -- a run killed while children are stopped (issue 23, class 8) --------------------------------


STALL_LIMIT_S = 300  # how long the stalled run may take to reach its timed trials


def killed_run(config: Config) -> dict:
    """A run SIGKILLed while its other children are stopped (the stalled sample's timed trials hold
    them stopped), what it left 3 s later, and what is left after the next run on the same TMPDIR
    (which should remove a dead run's folders and processes)."""
    layout = Layout(config)
    watch = Watch(str(layout.tmp))
    try:
        stalled = build_sample(layout, "stall_when_timed", "stall_when_timed", "light")
        after = build_sample(layout, "after_the_kill", "honest_relu", "light")
        layout.hand_over()
        with watch:
            stopped = _kill_when_stopped(layout, [stalled, after], watch)
            time.sleep(SETTLE_S)
        left_after_kill = watch.left()
        spill_after_kill = sorted(path for path in watch.spills if os.path.exists(path))
        scratch_after_kill = sorted(str(p) for p in layout.tmp.glob("passnet-sandbox-*"))
        code, _ = _run_pytest(layout, layout.command([after], record="next.json"), "next")
        next_run = _results(_read(str(layout.out / "results.jsonl"))).get("after_the_kill", [])
        left_after_next = [p for p in watch.left() if p["pid"] in {q["pid"] for q in left_after_kill}]
        end_processes(watch.left())
        return {
            "config": config.name,
            "stopped_before_kill": stopped,
            "left_after_kill": left_after_kill,
            "spill_after_kill": spill_after_kill,
            "scratch_after_kill": scratch_after_kill,
            "next_exit_code": code,
            "next_run": next_run,
            "left_after_next": left_after_next,
            "spill_after_next": [path for path in spill_after_kill if os.path.exists(path)],
            "scratch_after_next": [path for path in scratch_after_kill if os.path.exists(path)],
        }
    finally:
        clean_up(layout, watch)


def _kill_when_stopped(layout: Layout, samples: list[Path], watch: Watch) -> list[dict]:
    """Start the run, wait until one of its processes is stopped, SIGKILL pytest (only pytest: its
    children must go by themselves); the processes that were stopped."""
    with open(layout.base / "run.out", "wb") as out:
        process = subprocess.Popen(layout.command(samples), cwd=layout.base, env=layout.environment(), stdout=out,
                                   stderr=subprocess.STDOUT)
    deadline = time.monotonic() + STALL_LIMIT_S
    stopped: list[dict] = []
    while not stopped and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.5)
        watch.scan()
        stopped = [p for p in watch.left() if p["state"] == "T"]
    process.kill()
    process.wait()
    return stopped


# -- a round's own samples through the plugin (rounds 21a-25c) ---------------------------------------


VARIANT_KEYS = ("status", "speedup", "timing", "flags", "message", "attempts", "trusted_clock", "run")


def build_rule_sample(layout: Layout, name: str, model: str, inputs: dict, rule: str, rule_text: str,
                      modules: dict[str, str]) -> Path:
    """``samples/<name>``: one float32 variant of ``model`` and a pass_dir holding ``<rule>.py`` (``rule_text``),
    the helper ``modules`` (file name: text), ``passes/host.py`` and the rule list naming ``rule``."""
    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    write_variant(sample / rel, model, inputs)
    (sample / "graph_list.txt").write_text(rel + "\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    (pass_dir / f"{rule}.py").write_text(rule_text)
    for file_name, text in modules.items():
        (pass_dir / file_name).write_text(text)
    shutil.copy(PASSES / "host.py", pass_dir / "host.py")
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([rule]))
    return sample


def mode_samples(layout: Layout, samples: dict[str, tuple[str, str]], inputs: dict, rule: str, pass_text: str,
                 modules: dict[str, str], only: tuple[str, ...] = ()) -> list[Path]:
    """``build_rule_sample`` for each of ``samples`` (name: its model and the mode its pass runs in, ``pass_text``'s
    ``{mode}``), or for those named in ``only``."""
    return [build_rule_sample(layout, name, model, inputs, rule, pass_text.replace("{mode}", mode), modules)
            for name, (model, mode) in samples.items() if not only or name in only]


def plugin_variants(config_name: str, trials: int, build) -> dict[str, dict]:
    """One run of the plugin with ``trials`` timed trials over the samples ``build(layout)`` writes into a fresh
    layout of the configuration ``config_name`` (removed after): report.json's variants by sample name, each with
    the run's exit code and seconds under ``run``."""
    config = next(c for c in CONFIGS if c.name == config_name)
    layout = Layout(config)
    try:
        samples = build(layout)
        layout.hand_over()
        command = layout.command(samples)
        command[command.index("--passnet-trials") + 1] = str(trials)  # the rounds' own count, not TRIALS
        code, seconds = _run_pytest(layout, command, "run")
        report = json.loads((layout.out / "report.json").read_text())
        return {Path(v["sample"]).name: {**v, "run": {"exit": code, "seconds": round(seconds, 1)}}
                for v in report["variants"]}
    finally:
        layout.remove()


def print_variants(variants: dict[str, dict], keys: tuple[str, ...] = VARIANT_KEYS) -> None:
    """Each variant's ``keys`` as JSON after its sample's name, a line each (the plugin runs' ``__main__``)."""
    for name, variant in variants.items():
        print(name, json.dumps({key: variant.get(key) for key in keys}))


def main(plugin_run) -> None:
    """A plugin module's command line, ``[config] [trials] [sample ...]``: its ``plugin_run``'s variants printed."""
    arguments = sys.argv[1:]
    print_variants(plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:])))


def children_allocator() -> dict[str, str]:
    """The allocator settings the product starts every child with, as ``policy.child_environment`` gives them."""
    from pytest_passnet.sandbox import policy

    environment = policy.child_environment({}, "/scratch")
    return {name: environment[name] for name in policy.HEAP_ONLY_ALLOCATOR}


def fresh_json(code: str, environment: dict[str, str]) -> dict:
    """What ``code`` prints last, as JSON, run by this Python in a fresh interpreter (a child's fresh heap and pools) in
    the checkout, its environment this one's plus ``environment``."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).parents[3], env={**os.environ, **environment}, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])
