"""One plugin run of round 2 (``attacks.RUNS``) in one configuration, and what the host shows after
it. Built on round 1's harness (its folder layout, package copy with the allow-list off, process
watch, result readers); what it adds, around the run:

- a process of the run's user outside the run (the *canary*: a stand-in for the user's shell, an
  editor, a training job) with a credential on its command line, whose priority, scheduling, CPU
  affinity, limits and state are read before and after;
- unix sockets named ``passnet-redteam-…`` that record whatever connects: the run user's own
  (0600, in a 0700 folder, as ssh-agent's), a world-writable one of root's in a 0755 folder (as
  /dev/log, the journal's, D-Bus's, X11's) and an abstract one;
- a root folder no child may write (``protected``), and the host paths a pass would look for,
  named in each sample's launch_config.json (``hints``);
- the main run in a mount namespace whose ``/dev/shm`` is a 64 MiB tmpfs (a default Docker
  container's), private to the run, so filling it touches nothing else; ``disk_fill``'s run with
  its TMPDIR and out dir on one 256 MiB tmpfs;
- the emulated older kernel: the package copy's ``landlock.abi_version`` capped, so the sandbox
  builds the ruleset it builds on such a kernel (the kernel enforces exactly the rights a ruleset
  handles: what an older ABI does not know stays allowed, as it is there);
- the trusted process's high-water mark of memory, sampled while each sample runs.

Then it ends what the run left and removes everything it made, System V objects included.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round2_host import attacks
from tests.sample_factory import write_variant

PASSES = Path(__file__).parent / "passes"
SHM_MB = 64  # Docker's default --shm-size
DISK_MB = 256  # disk_fill's volume for TMPDIR and the out dir
SPARSE_BYTES = 1 << 30
CANARY = "passnet-redteam-canary-"
KEPT_CHARS = 3000  # of a long text in the record (its length is kept)
STANDARD_RUNS = ("reach_probe", "main", "kernel_cache_deep", "disk_fill")


@dataclass(frozen=True)
class Config:
    name: str
    base: harness.Config
    landlock_abi: int | None = None  # emulate a kernel whose Landlock ABI is this one
    runs: tuple[str, ...] = STANDARD_RUNS

    def unavailable(self) -> str | None:
        reason = self.base.unavailable()
        if reason is None and os.geteuid() != 0:
            return "the runs need root (a private /dev/shm, the test user)"
        return reason


# As root and as a normal user, with bubblewrap and without (issue 23's configurations); and as root
# without bubblewrap on a kernel whose Landlock ABI is 4 (Ubuntu 24.04's 6.8; Debian 12's 6.1 has 2):
# no scoped abstract sockets.
CONFIGS = [Config(c.name, c) for c in harness.CONFIGS] + [
    Config("plain-root-landlock4", harness.Config("plain-root", False, True), 4, ("older_kernel",)),
]
BY_NAME = {config.name: config for config in CONFIGS}


# -- the run's files -----------------------------------------------------------------------------


def _cap_landlock_abi(layout: harness.Layout, abi: int) -> None:
    with open(layout.package / "pytest_passnet" / "sandbox" / "landlock.py", "a") as module:
        module.write(f"""

_kernel_abi_version = abi_version


def abi_version() -> int:  # red team round 2: as on a kernel with Landlock ABI {abi}
    return min(_kernel_abi_version(), {abi})
""")


def _source(name: str) -> str:
    for folder in (PASSES, harness.PASSES):
        if (folder / f"{name}.py").is_file():
            return (folder / f"{name}.py").read_text()
    raise FileNotFoundError(name)


def build_sample(layout: harness.Layout, name: str, pass_name: str, model: str, variants: int = 1) -> Path:
    """Round 1's sample layout (``harness.build_sample``), the pass and its helpers taken from this
    round's passes first."""
    source, inputs = harness.MODELS[model]
    sample = layout.samples / name
    listed = [f"graphs/float32/{name}_{chr(ord('a') + i)}" for i in range(variants)]
    for rel in listed:
        write_variant(sample / rel, source, inputs)
    (sample / "graph_list.txt").write_text("".join(f"{rel}\n" for rel in listed))
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    pending, written = {pass_name, "kernels"}, set()
    while pending:
        module = pending.pop()
        text = _source(module)
        (pass_dir / f"{module}.py").write_text(text)
        written.add(module)
        imported = re.findall(r"from pass_dir\.(\w+) import|from pass_dir import (\w+)", text)
        pending |= {name for pair in imported for name in pair if name} - written
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([pass_name]))
    (pass_dir / "launch_config.json").write_text(json.dumps({"log_dir": str(layout.loot), "token": layout.token,
                                                             "sample": name, "hints": hints(layout)}))
    if pass_name == "sparse_pass_file":
        with open(pass_dir / "zz_weights.bin", "wb") as weights:
            weights.truncate(SPARSE_BYTES)
    return sample


def out_dir(layout: harness.Layout, run: str) -> Path:
    """disk_fill's out dir shares the volume of its TMPDIR, as on a machine with one disk."""
    return layout.tmp / "out" if run == "disk_fill" else layout.out


def protected(layout: harness.Layout) -> Path:
    return layout.base / "protected"


def kernel_caches(layout: harness.Layout) -> Path:
    return layout.home / ".cache" / "pytest-passnet" / "kernels"


def hints(layout: harness.Layout) -> dict:
    """The host paths a pass would look for (a pass that knows the machine needs no hint): files it
    must not read, folders it must not write."""
    out = layout.out
    return {
        "protected": str(protected(layout)),
        "out": str(out),
        "read": {"results_key": str(out / ".results-key"), "results": str(out / "results.jsonl"),
                 "other_sample": str(layout.samples / "control_light" / "pass_dir" / "honest_relu.py"),
                 "shadow": "/etc/shadow", "kernel_caches": str(kernel_caches(layout))},
        "write": {"package_pycache": str(layout.package / "pytest_passnet" / "__pycache__"), "out": str(out),
                  "device_locks": str(out / ".device-locks"), "kernel_caches": str(kernel_caches(layout)),
                  "trusted_tmpdir": str(layout.tmp), "tmp": "/tmp", "var_tmp": "/var/tmp", "run_lock": "/run/lock",
                  "dev_shm": "/dev/shm"},
    }


def build_samples(layout: harness.Layout, run: str) -> dict[str, tuple[Path, int]]:
    """The control, then each attack (and its victim): name -> (folder, variant count)."""
    samples = {"control_light": (build_sample(layout, "control_light", "honest_relu", "light"), 1)}
    for attack in attacks.attacks_in(run):
        samples[attack.name] = (build_sample(layout, attack.name, attack.name, "light", attack.variants),
                                attack.variants)
        if attack.victim:
            victim = f"{attack.name}_victim"
            samples[victim] = (build_sample(layout, victim, "honest_relu", "light"), 1)
    return samples


def _digest(folder: Path) -> dict[str, str]:
    """Each file's sha256 (of its size and ends where it is large: the sparse file)."""
    found = {}
    for path in sorted(folder.rglob("*")):
        if not path.is_file():
            continue
        size = path.stat().st_size
        with open(path, "rb") as stream:
            data = stream.read() if size <= (16 << 20) else stream.read(1 << 20) + str(size).encode()
        found[str(path.relative_to(folder))] = hashlib.sha256(data).hexdigest()
    return found


# -- what surrounds the run ----------------------------------------------------------------------


def _as_run_user(layout: harness.Layout) -> list[str]:
    if layout.user is None or os.geteuid() != 0:
        return []
    uid, gid = layout.user
    return ["setpriv", f"--reuid={uid}", f"--regid={gid}", "--clear-groups", "--"]


def _prefix(layout: harness.Layout, shm_mb: int | None) -> list[str]:
    """What starts pytest: as the run's user (round 1's way past a Python installation others may
    not enter), in a private mount namespace with a small /dev/shm where ``shm_mb``."""
    lines = ["set -e"]
    if layout.user is not None and os.geteuid() == 0:
        hidden = harness._hidden_ancestor(Path(sys.base_prefix))
        if hidden is not None:
            folder, name = hidden
            view = layout.base / "view"
            (view / name).mkdir(parents=True, exist_ok=True)
            view.chmod(0o755)
            lines += [f"mount --bind '{folder / name}' '{view / name}'", f"mount --rbind '{view}' '{folder}'"]
    if shm_mb:
        lines.append(f"mount -t tmpfs -o size={shm_mb}m,mode=1777 passnet-redteam-shm /dev/shm")
    if len(lines) == 1:
        return _as_run_user(layout)
    script = layout.base / "start.sh"
    script.write_text("\n".join(lines) + f'\nexec {" ".join(_as_run_user(layout))} "$@"\n')
    return ["unshare", "--mount", "--propagation", "private", "--", "sh", str(script)]


def command(layout: harness.Layout, samples: list[Path], shm_mb: int | None, out: Path) -> list[str]:
    return [*_prefix(layout, shm_mb), sys.executable, str(layout.base / "launch.py"), str(layout.base / "peak.json"),
            "-p", "no:cacheprovider", "-q", "--rootdir", str(layout.base), "--passnet-samples", *map(str, samples),
            "--passnet-warmup", str(harness.WARMUP), "--passnet-trials", str(harness.TRIALS),
            "--passnet-out", str(out), "--passnet-device", harness.DEVICE]


def canary_secret(layout: harness.Layout) -> str:
    return f"sk-canary-{hashlib.sha256(layout.secret.encode()).hexdigest()[:24]}"


def _start_canary(layout: harness.Layout) -> subprocess.Popen:
    argv = ["/usr/bin/python3", "-c", "import time\nwhile True: time.sleep(3600)", CANARY + layout.token,
            f"--api-key={canary_secret(layout)}"]
    return subprocess.Popen([*_as_run_user(layout), *argv], env={"PATH": "/usr/bin:/bin"}, start_new_session=True,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def process_state(pid: int) -> dict:
    """What a process of the host looks like to a neighbour: alive, state, priority, scheduling,
    CPUs, limits."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
        return {"alive": True, "state": state, "nice": os.getpriority(os.PRIO_PROCESS, pid),
                "policy": os.sched_getscheduler(pid), "cpus": sorted(os.sched_getaffinity(pid)),
                "limits": Path(f"/proc/{pid}/limits").read_text()}
    except OSError:
        return {"alive": False}


class AgentSockets:
    """A pathname socket of the run's user (0600 in a 0700 folder), a world-writable one of root's
    in a 0755 folder and an abstract one, recording every line written to them."""

    def __init__(self, layout: harness.Layout):
        self.messages: list[str] = []
        self._stop = threading.Event()
        folder = layout.base / "agent"
        folder.mkdir(mode=0o700)
        self.path = folder / "passnet-redteam-agent.sock"
        pathname = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        pathname.bind(str(self.path))
        os.chmod(self.path, 0o600)
        if layout.user is not None and os.geteuid() == 0:
            for entry in (folder, self.path):
                os.chown(entry, *layout.user)
        public = layout.base / "public"
        public.mkdir(mode=0o755)
        world = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        world.bind(str(public / "passnet-redteam-world.sock"))
        os.chmod(public / "passnet-redteam-world.sock", 0o666)
        abstract = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        abstract.bind("\0passnet-redteam-agent-" + layout.token)
        self._threads = [threading.Thread(target=self._serve, args=(s, label), daemon=True)
                         for s, label in ((pathname, "user's 0600"), (world, "root's 0666"), (abstract, "abstract"))]
        for thread in self._threads:
            thread.start()

    def _serve(self, server: socket.socket, label: str) -> None:
        server.listen(8)
        server.settimeout(0.2)
        with server:
            while not self._stop.is_set():
                try:
                    connection, _ = server.accept()
                except TimeoutError:
                    continue
                with connection:
                    connection.settimeout(1)
                    try:
                        data = connection.recv(4096)
                    except OSError:
                        data = b""
                    self.messages.append(f"{label} socket got: {data.decode(errors='replace').strip()}")

    def close(self) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join()


def _sysv_key(layout: harness.Layout) -> int:
    return int(layout.token[:7], 16)  # what sysv_leftover computes from its launch_config.json


_SYSV = ("shm", "msg", "sem")  # sysv_leftover's keys: key + 0, 1, 2


def _sysv_objects(key: int) -> list[dict]:
    """The System V objects of the host's IPC namespace under sysv_leftover's keys."""
    found = []
    for kind in _SYSV:
        lines = Path(f"/proc/sysvipc/{kind}").read_text().splitlines()
        names = lines[0].split()
        for line in lines[1:]:
            row = dict(zip(names, line.split()))
            if key <= int(row["key"]) < key + len(_SYSV):
                found.append({"kind": kind, **{k: row[k] for k in ("key", "uid", "perms", "size", "qbytes", "nsems")
                                               if k in row}})
    return found


def _remove_sysv(key: int) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    ipc_rmid = 0
    shm, msg, sem = libc.shmget(key, 0, 0), libc.msgget(key + 1, 0), libc.semget(key + 2, 0, 0)
    if shm >= 0:
        libc.shmctl(shm, ipc_rmid, None)
    if msg >= 0:
        libc.msgctl(msg, ipc_rmid, None)
    if sem >= 0:
        libc.semctl(sem, 0, ipc_rmid)


class MemoryWatch:
    """The trusted process's resident memory (VmRSS) and which variant runs (results.jsonl's line
    count), every 0.1 s: per sample, the memory when it started and the most seen while it ran
    ("session_end": after the last variant, the reports and the terminal summary). Per sample, not
    the process's high-water mark: that would hide a sample's rise below an earlier sample's peak."""

    def __init__(self, pid: int, results: Path, order: list[str]):
        self.pid, self.results, self.order = pid, results, order
        self.windows: dict[str, list[int]] = {}
        self._lines, self._offset = 0, 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def _count_lines(self) -> int:
        try:
            with open(self.results, "rb") as stream:
                stream.seek(self._offset)
                while chunk := stream.read(1 << 24):
                    self._lines += chunk.count(b"\n")
                    self._offset += len(chunk)
        except OSError:
            pass
        return self._lines

    def _loop(self) -> None:
        last = 0
        while not self._stop.wait(0.1):
            try:
                status = Path(f"/proc/{self.pid}/status").read_text()
            except OSError:
                return
            marks = [line.split()[1] for line in status.splitlines() if line.startswith("VmRSS")]
            if not marks:  # a zombie: pytest has exited
                return
            rss = int(marks[0]) // 1024
            done = self._count_lines()
            sample = self.order[done] if done < len(self.order) else "session_end"
            window = self.windows.setdefault(sample, [last, rss])
            window[1] = max(window[1], rss)
            last = rss

    def close(self) -> dict[str, list[int]]:
        self._stop.set()
        self._thread.join()
        return self.windows


# -- the run -------------------------------------------------------------------------------------


def _run_pytest(layout: harness.Layout, argv: list[str], order: list[str], out: Path) -> tuple[int, float, dict]:
    started = time.monotonic()
    with open(layout.base / "run.out", "wb") as stdout, open(layout.base / "run.err", "wb") as stderr:
        process = subprocess.Popen(argv, cwd=layout.base, env=layout.environment(), stdout=stdout, stderr=stderr)
        memory = MemoryWatch(process.pid, out / "results.jsonl", order)  # the prefixes exec: same pid
        try:
            code = process.wait(timeout=harness.RUN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            code = process.wait()
    return code, time.monotonic() - started, memory.close()


def _prepare_host(layout: harness.Layout, run_name: str) -> None:
    """The folders a pass must not write exist (a probe of a missing one proves nothing); disk_fill's
    small volume is mounted over the run's TMPDIR."""
    protected(layout).mkdir(mode=0o755)
    (layout.package / "pytest_passnet" / "__pycache__").mkdir(exist_ok=True)
    kernel_caches(layout).mkdir(parents=True)
    if run_name == "disk_fill":
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={DISK_MB}m,mode=0755", "passnet-redteam-disk",
                        str(layout.tmp)], check=True)


def _release_host(layout: harness.Layout, run_name: str) -> None:
    if run_name == "disk_fill":
        subprocess.run(["umount", "--lazy", str(layout.tmp)], check=False, capture_output=True)


def _texts(layout: harness.Layout, out: Path) -> dict[str, bytes]:
    """What a reader of the run sees: pytest's output, the out dir's files, the loot folder."""
    texts = {"stdout": harness._read(str(layout.base / "run.out")), "stderr": harness._read(str(layout.base / "run.err"))}
    for path in [*layout.loot.rglob("*"), *out.rglob("*")]:
        if path.is_file() and path.name != ".results-key" and path.stat().st_size < (256 << 20):
            texts[str(path.relative_to(layout.base))] = path.read_bytes()
    return texts


def _seen_in(texts: dict[str, bytes], secret: str) -> list[str]:
    return sorted(name for name, text in texts.items() if secret.encode() in text) if secret else []


def run(config: Config, run_name: str) -> dict:
    layout = harness.Layout(config.base)
    watch = harness.Watch(str(layout.tmp))
    out = out_dir(layout, run_name)
    canary = sockets = None
    key = _sysv_key(layout)
    try:
        _prepare_host(layout, run_name)
        if config.landlock_abi is not None:
            _cap_landlock_abi(layout, config.landlock_abi)
        samples = build_samples(layout, run_name)
        layout.hand_over()
        digests = {name: _digest(path) for name, (path, _) in samples.items()}
        order = [name for name, (_, count) in samples.items() for _ in range(count)]
        canary = _start_canary(layout)
        sockets = AgentSockets(layout)
        time.sleep(0.2)
        canary_before = process_state(canary.pid)
        argv = command(layout, [path for path, _ in samples.values()], SHM_MB if run_name == "main" else None, out)
        with watch:
            code, duration, memory = _run_pytest(layout, argv, order, out)
            at_exit = harness._read(str(out / "report.json")) or None
            results = harness._results(harness._read(str(out / "results.jsonl")))
            time.sleep(harness.SETTLE_S)
        final = harness._read(str(out / "report.json")) or None
        left = watch.left()
        harness.end_processes(left)
        texts = _texts(layout, out)
        results_key = harness._read(str(out / ".results-key")).hex()
        return {
            "config": config.name,
            "run": run_name,
            "device": harness.DEVICE,
            "landlock_abi_cap": config.landlock_abi,
            "allow_list_off": layout.allow_list_off,
            "exit_code": code,
            "duration_s": round(duration, 1),
            "peak_rss_kb": (json.loads(harness._read(str(layout.base / "peak.json")) or b"null") or {}).get("peak_rss_kb"),
            "samples": list(samples),
            "results": {name: [_kept(v) for v in variants] for name, variants in results.items()},
            "report_at_exit": _report(at_exit),
            "report_changed_after_exit": at_exit != final,
            "report_bytes": len(final or b""),
            "sandbox": _sandbox_record(final),
            **_terminal(layout.base / "run.out"),
            "stderr_tail": _stderr_tail(layout.base / "run.err"),
            "trusted_rss_by_sample": memory,
            "canary_before": canary_before,
            "canary_after": process_state(canary.pid),
            "canary_secret_seen_in": _seen_in(texts, canary_secret(layout)),
            "results_key_seen_in": _seen_in(texts, results_key),
            "kept_caches_holding_out_files": sorted(str(p.relative_to(kernel_caches(layout)))
                                                    for p in kernel_caches(layout).rglob("*")
                                                    if p.name in (".results-key", "results.jsonl", ".lock")),
            "protected_written": sorted(str(p.relative_to(protected(layout))) for p in protected(layout).rglob("*")),
            "socket_messages": list(sockets.messages),
            "sysv_left": _sysv_objects(key),
            "processes_left": left,
            "spill_left": sorted(path for path in watch.spills if os.path.exists(path)),
            "scratch_left": sorted(str(p) for p in layout.tmp.glob("passnet-sandbox-*")),
            "samples_changed": sorted(name for name, (path, _) in samples.items() if _digest(path) != digests[name]),
        }
    finally:
        if canary is not None:
            canary.send_signal(signal.SIGKILL)
            canary.send_signal(signal.SIGCONT)
            canary.wait()
        if sockets is not None:
            sockets.close()
        _remove_sysv(key)
        _release_host(layout, run_name)
        harness.clean_up(layout, watch)


def _child_texts(variant: dict) -> list[str]:
    return [variant.get("message") or "", *(variant.get("diagnostics") or []), *(variant.get("flags") or [])]


def _kept(variant: dict) -> dict:
    """A variant's result with its long texts cut (their lengths and any control characters noted) but
    the message, which the trusted side bounds (20,000 characters) and the passes report in."""
    texts = _child_texts(variant)
    control = sorted({repr(c) for text in texts for c in text if c in attacks.CONTROL})
    shrunk = {k: (v[:KEPT_CHARS] + f"...[{len(v)} chars]"
                  if isinstance(v, str) and len(v) > KEPT_CHARS and k != "message" else v)
              for k, v in variant.items()}
    shrunk["diagnostics"] = [d[:KEPT_CHARS] for d in variant.get("diagnostics") or []]
    shrunk["flags"] = [f[:KEPT_CHARS] for f in variant.get("flags") or []]
    return {**shrunk, "longest_text": max(map(len, texts)), "control_chars": control[:12]}


def _report(raw: bytes | None) -> dict[str, list[str]] | None:
    """The samples report.json lists, with their variants' statuses."""
    if raw is None:
        return None
    try:
        variants = json.loads(raw)["variants"]
    except (ValueError, KeyError, TypeError):
        return {}
    listed: dict[str, list[str]] = {}
    for variant in variants:
        listed.setdefault(Path(variant["sample"]).name, []).append(variant["status"])
    return listed


def _sandbox_record(raw: bytes | None) -> dict | None:
    try:
        return json.loads(raw)["sandbox"] if raw else None
    except (ValueError, KeyError, TypeError):
        return None


def _stderr_tail(path: Path) -> str:
    with open(path, "rb") as stream:
        stream.seek(max(0, path.stat().st_size - KEPT_CHARS))
        return stream.read().decode(errors="replace")


def _terminal(path: Path) -> dict:
    """Whether pytest's terminal output holds an escape character (nothing of pytest's own: the output
    is not a terminal, so pytest writes no colours), and the end of that output."""
    position, context, size = -1, "", path.stat().st_size
    with open(path, "rb") as stream:
        offset = 0
        while chunk := stream.read(1 << 24):
            found = chunk.find(b"\x1b")
            if found >= 0:
                position = offset + found
                context = repr(chunk[max(0, found - 40): found + 80])
                break
            offset += len(chunk)
        stream.seek(max(0, size - 3000))
        tail = stream.read().decode(errors="replace")
    return {"stdout_has_escape": position >= 0, "stdout_escape_context": context, "stdout_bytes": size,
            "stdout_tail": tail}
