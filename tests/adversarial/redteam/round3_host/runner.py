"""One plugin run of round 3 per configuration, on round 1's harness (its ``Layout``: package copy
with the allow-list off, the run's user, TMPDIR and HOME; its ``Watch`` and ``_record``), and what
the host shows after it. The samples: an honest control of the heavy model, the attacks on the
stop of other children, the control again (eager's speed brackets the attacks), then the request
stall last (where it holds the trusted process, nothing after it runs) and its victim. The
harness ends a run that outlives ``RUN_LIMIT_S`` and records where the trusted process waited."""

from __future__ import annotations

import json
import os
import re
import subprocess
import threading
import time
from pathlib import Path

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round3_host import attacks
from tests.sample_factory import write_variant

PASSES = Path(__file__).parent / "passes"
SMALL_SHAPE = [128, 512]  # 256 KiB of float32: under the 1 MiB spill size, the inputs go through the pipe
MODELS = {**harness.MODELS, "small": (harness.LIGHT_MODEL, {"in_0": (SMALL_SHAPE, "float32")})}
PASSNET_TIMEOUT_S = 60  # --passnet-timeout: a hang is a result after this
RUN_LIMIT_S = 600  # the whole run: a held stall costs one --passnet-timeout more than the samples (150-250 s)
STALL_PROOF_S = PASSNET_TIMEOUT_S + 30  # the trusted process waiting this long in one pipe write is stalled
CONFIGS = harness.CONFIGS


def _source(name: str) -> str:
    for folder in (PASSES, harness.PASSES):
        if (folder / f"{name}.py").is_file():
            return (folder / f"{name}.py").read_text()
    raise FileNotFoundError(name)


def _package_at_head(layout: harness.Layout) -> str | None:
    """The run's package copy replaced by the checkout's committed one where the working tree has
    changes under ``pytest_passnet/`` (others' work in progress: the runs measure HEAD), the
    allow-list switched off again; the commit, or None where the copy is the working tree's."""
    repo = Path(__file__).resolve().parents[4]
    git = ["git", "-C", str(repo)]
    try:
        changed = subprocess.run([*git, "status", "--porcelain", "pytest_passnet"], capture_output=True, text=True,
                                 check=True).stdout.strip()
        commit = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    if not changed:
        return None
    package = layout.package / "pytest_passnet"
    subprocess.run(["rm", "-rf", str(package)], check=True)
    archive = subprocess.run([*git, "archive", commit, "pytest_passnet"], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(layout.package)], input=archive, check=True)
    if not harness._switch_off_allow_list(package):
        raise RuntimeError(f"the allow-list of {commit} could not be switched off")
    return commit


def build_sample(layout: harness.Layout, name: str, pass_name: str, model: str) -> Path:
    """Round 1's sample layout, the pass taken from this round's passes first."""
    source, inputs = MODELS[model]
    sample = layout.samples / name
    listed = [f"graphs/float32/{name}_a"]
    write_variant(sample / listed[0], source, inputs)
    (sample / "graph_list.txt").write_text(f"{listed[0]}\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    pending, written = {pass_name, "kernels"}, set()
    while pending:
        module = pending.pop()
        text = _source(module)
        (pass_dir / f"{module}.py").write_text(text)
        written.add(module)
        pending |= set(re.findall(r"from pass_dir\.(\w+) import", text)) - written
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([pass_name]))
    return sample


def build_samples(layout: harness.Layout) -> dict[str, Path]:
    samples = {"control_heavy": build_sample(layout, "control_heavy", "honest_relu", "heavy")}
    stops = [a for a in attacks.ATTACKS if a.model == "heavy"]
    for attack in stops:
        samples[attack.name] = build_sample(layout, attack.name, attack.name, attack.model)
    samples["control_heavy_after"] = build_sample(layout, "control_heavy_after", "honest_relu", "heavy")
    for attack in attacks.ATTACKS:
        if attack in stops:
            continue
        samples[attack.name] = build_sample(layout, attack.name, attack.name, attack.model)
        if attack.victim:
            samples[f"{attack.name}_victim"] = build_sample(layout, f"{attack.name}_victim", "honest_relu", attack.model)
    return samples


class StopWatch:
    """What each pass's child did while the trusted side had it stopped, seen from the host every
    ``PERIOD_S``: a child is told by the pass file in its working folder (the scratch, also inside
    bubblewrap: ``/proc/<pid>/cwd``), its processes by that; it stands stopped while the process the
    trusted side started (bubblewrap, or the plain child's outside process) is in state T: the
    trusted side stops it first and continues it first, and no pass reaches it. The CPU time (user and system) a thread of it used between two looks that both
    found the child stopped, the thread itself not stopped at the second, is what ran while it
    should not have, per pass file (``honest_relu``: the controls and victims, the baseline)."""

    PERIOD_S = 0.05

    def __init__(self, passes: list[str]):
        self.passes = passes
        self.ran_while_stopped: dict[str, float] = {name: 0.0 for name in passes}
        self.stopped_looks: dict[str, int] = {name: 0 for name in passes}
        self._owner: dict[tuple[int, str], str | None] = {}
        self._before: dict[str, tuple[bool, dict[tuple[int, str, str], tuple[int, str]]]] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._tick = os.sysconf("SC_CLK_TCK")

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()

    def _loop(self):
        while not self._stop.wait(self.PERIOD_S):
            self._look()

    def _pass_of(self, pid: int, started: str) -> str | None:
        key = (pid, started)
        if key not in self._owner:
            found = next((name for name in self.passes if os.path.exists(f"/proc/{pid}/cwd/pass_dir/{name}.py")), None)
            command = harness._read(f"/proc/{pid}/cmdline")
            if found is None and (b"sandbox.child" in command or b"bwrap" in command):
                return None  # a child not given its sample yet (the spare): looked at again
            self._owner[key] = found
        return self._owner[key]

    def _look(self) -> None:
        now: dict[str, tuple[bool, dict[tuple[int, str, str], tuple[int, str]]]] = {}
        tops: dict[str, dict[int, tuple[int, str]]] = {}  # per pass: pid -> (parent, state)
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            pid = int(entry.name)
            fields = harness._read(f"/proc/{pid}/stat").decode(errors="replace").rpartition(")")[2].split()
            if len(fields) < 20:
                continue
            name = self._pass_of(pid, fields[19])
            if name is None:
                continue
            tops.setdefault(name, {})[pid] = (int(fields[1]), fields[0])
            _, threads = now.get(name, (False, {}))
            for task, ticks, state in _threads(pid):
                threads[(pid, fields[19], task)] = (ticks, state)
            now[name] = (False, threads)
        for name, processes in tops.items():
            # Stopped: the process the trusted side started (whose parent is not the child's) is in T; the
            # trusted side stops it first and continues it first, so a window's edges do not count.
            first = [state for parent, state in processes.values() if parent not in processes]
            now[name] = (bool(first) and all(state in "Tt" for state in first), now[name][1])
        for name, (stopped, threads) in now.items():
            was_stopped, before = self._before.get(name, (False, {}))
            if stopped and was_stopped:
                self.stopped_looks[name] += 1
                used = sum(ticks - before[key][0] for key, (ticks, state) in threads.items()
                           if key in before and state not in "TtZX")
                self.ran_while_stopped[name] += max(used, 0) / self._tick
        self._before = now


_PF_EXITING = 0x4  # a thread's flags in /proc/<pid>/task/<tid>/stat while it exits


def _threads(pid: int) -> list[tuple[str, int, str]]:
    """Each thread of ``pid``: its id, user and system clock ticks, state ("X" for one that exits: a
    stopped child the trusted side ends runs its exit, freeing a torch process's memory, while
    others of it still stand stopped; that is not the pass's doing)."""
    found = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for task in tasks:
        fields = harness._read(f"/proc/{pid}/task/{task}/stat").decode(errors="replace").rpartition(")")[2].split()
        if len(fields) > 12:
            exiting = int(fields[6]) & _PF_EXITING
            found.append((task, int(fields[11]) + int(fields[12]), "X" if exiting else fields[0]))
    return found


def _wchan(pid: int) -> str:
    """Where a process waits in the kernel, and its state."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
        return f"{Path(f'/proc/{pid}/wchan').read_text()} ({state})"
    except OSError:
        return "gone"


def _trusted_pid(launcher: int) -> int:
    """pytest's process: the launcher, or the one it runs (the user configurations start it through
    unshare, sh and setpriv, each exec'ing the next or waiting for it)."""
    pid = launcher
    for _ in range(4):
        try:
            children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            return pid
        if b"launch.py" in command or not children:
            return pid
        pid = int(children[0])
    return pid


def _run_pytest(layout: harness.Layout, command: list[str]) -> tuple[int | None, float, bool, str]:
    """pytest's exit code (None: ended by the harness), how long it ran, whether the harness ended it,
    and where the trusted process waited then. Ended after ``RUN_LIMIT_S``, or once it has waited in a
    pipe write for ``STALL_PROOF_S`` (longer than --passnet-timeout: that limit did not end it)."""
    started = time.monotonic()
    with open(layout.base / "run.out", "wb") as out, open(layout.base / "run.err", "wb") as err:
        process = subprocess.Popen(command, cwd=layout.base, env=layout.environment(), stdout=out, stderr=err)
        writing_since = None
        while time.monotonic() - started < RUN_LIMIT_S:
            try:
                return process.wait(timeout=1), time.monotonic() - started, False, ""
            except subprocess.TimeoutExpired:
                pass
            where = _wchan(_trusted_pid(process.pid))
            writing_since = (writing_since or time.monotonic()) if "pipe_write" in where else None
            if writing_since and time.monotonic() - writing_since > STALL_PROOF_S:
                break
        where = _wchan(_trusted_pid(process.pid))
        if writing_since:
            where += f", for {time.monotonic() - writing_since:.0f} s"
        process.kill()
        process.wait()
        return None, time.monotonic() - started, True, where


def run(config: harness.Config) -> dict:
    layout = harness.Layout(config)
    watch = harness.Watch(str(layout.tmp))
    try:
        commit = _package_at_head(layout)
        samples = build_samples(layout)
        layout.hand_over()
        sample_digest = {name: harness._tree_digest(path) for name, path in samples.items()}
        package_digest = harness._tree_digest(layout.package)
        command = layout.command(list(samples.values()), "--passnet-timeout", str(PASSNET_TIMEOUT_S))
        stops = StopWatch(["honest_relu", *(a.name for a in attacks.ATTACKS)])
        with watch, stops:
            code, duration, timed_out, wchan = _run_pytest(layout, command)
            at_exit = harness._read(str(layout.out / "report.json")) or None
            results = harness._results(harness._read(str(layout.out / "results.jsonl")))
            time.sleep(harness.SETTLE_S)
        final = harness._read(str(layout.out / "report.json")) or None
        left = watch.left()
        harness.end_processes(left)
        record = harness._record(layout, config, watch, samples, sample_digest, package_digest, code, duration,
                                 results, at_exit, final, None, left)
        return {**record, "timed_out": timed_out, "trusted_wchan": wchan, "passnet_timeout_s": PASSNET_TIMEOUT_S,
                "package_commit": commit,
                "ran_while_stopped_s": {k: round(v, 2) for k, v in stops.ran_while_stopped.items()},
                "stopped_looks": stops.stopped_looks,
                "stderr_tail": harness._read(str(layout.base / "run.err"))[-3000:].decode(errors="replace")}
    finally:
        harness.clean_up(layout, watch)
