"""Round 56a's premises (target 64e6845f): ``PYTHONPATH=. python tests/adversarial/redteam/round56a/premises56a.py
[name ...]`` prints one JSON line per premise.

In process, with the product's own functions (no plugin run, a few seconds each):

- ``draws``: what the probe (``pipeline._eager_writes``: the reference child's ``CompiledSide.recheck`` with the ``eager``
  compiler, inputs drawn afresh, bytes compared) names on each of several seeds, for round 56a's two graph forms
  (``plugin56a``'s models at a quarter of the size, the clamp bound set for it): WRITE_DRAW's ``clamp_`` names input 1 on
  some draws only; WRITE_ON_REPEAT's ``in_1.add_(in_2)`` never names input 1, though the call bumps its version every
  time and a second call from the same inputs changes its bytes.
- ``eager_writes``: the product's ``pipeline._eager_writes`` itself, its seed chosen (``pipeline.secrets`` stubbed), the
  reference child's answers from the in-process ``CompiledSide`` (``child.__main__._answer``): the inputs it names for a
  draw that does not clamp, and for the repeat graph.
- ``texts``: round 54a's fix (``texts.printable``'s ``_CI_COMMAND``) against .NET's whitespace (what GitHub's runner
  trims: ``Char.IsWhiteSpace``, ``String.TrimStart``) before ``::``, GitHub's and Azure's parsers as their source reads
  them (culture-sensitive ``IndexOf``/``StartsWith``: ignorable characters), and ``protocol._flags``' refusal of
  ``[passnet`` against a leading space or tab.

With a real confined child (a layout every uid reads, as round 55b's; root, or uid 1,502,500 under ``setpriv``):

- ``epoll STATE``: the child fills the kernel's per-user count of epoll watches (``fs.epoll.max_user_watches``, kept per
  kuid in ``user_struct``, whatever the user namespace): forked workers, each with ~500 epoll instances watching the same
  ~500 eventfds; the trusted process's own ``epoll.register`` (and ``asyncio.new_event_loop``) meanwhile and after.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

import torch

import pytest_passnet

SHAPE = (1024, 4096)  # 4 Mi float32 elements: N(0, 0.2)'s largest |x| passes CLAMP_BOUND on about half of the draws
CLAMP_BOUND = 1.032
CLAMP = f"""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = in_1.clamp_(-{CLAMP_BOUND}, {CLAMP_BOUND})
        tmp_1 = torch.relu(in_0)
        return (tmp_1,)
"""
REPEAT = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1.add_(in_2)
        tmp_1 = in_2.copy_(in_3)
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""
STDS = {"clamp": {"in_0": 1.0, "in_1": 1.0}, "repeat": {"in_0": 1.0, "in_1": 1.0, "in_2": 0.0, "in_3": 1.0}}
SOURCES = {"clamp": CLAMP, "repeat": REPEAT}
SEEDS = tuple(range(1, 13))


# -- draws, eager_writes ----------------------------------------------------------------------------------------------

def _metas(form: str) -> list:
    from pytest_passnet.sample import TensorMeta

    return [TensorMeta(f"Program_weight_tensor_meta_{name}", name, SHAPE, "torch.float32", mean=0.0, std=std)
            for name, std in STDS[form].items()]


def eager_side(form: str):
    """The reference child's side for ``form``'s graph, in process: the ``eager`` compiler, prepared on the replay-like
    inputs (zeros here: the probe draws its own), warm-up 0; and the metas as the trusted side sends them."""
    from dataclasses import asdict

    from pytest_passnet import protocol
    from pytest_passnet.sandbox.child.__main__ import CompiledSide

    folder = Path(tempfile.mkdtemp(prefix="r56a-eager-"))
    (folder / "model.py").write_text(SOURCES[form])
    side = CompiledSide(protocol.Load("eager", str(folder), "cpu", "full", side="eager"), folder)
    metas = _metas(form)
    side.prepare(protocol.Prepare(str(folder / "model.py"), 0, {m.name: torch.zeros(SHAPE) for m in metas}, None))
    return side, [{**asdict(meta), "origin": ""} for meta in metas], metas


def draws(seeds=SEEDS) -> dict:
    """Per form and seed: the probe's ``written`` (bytes changed on one call from a fresh draw), and on the same draw
    the inputs whose ``_version`` moved, and those whose bytes a second call moves (``repeat``'s judged call is the
    (W + 1)-th on its inputs)."""
    from pytest_passnet.materialize import draw_fresh

    said = {}
    for form in SOURCES:
        side, wire, metas = eager_side(form)
        rows = []
        for seed in seeds:
            written = side.recheck(seed, wire)["written"]
            inputs = draw_fresh(metas, "cpu", seed)
            versions = [t._version for t in inputs.values()]
            side.compiled(*inputs.values())
            bumped = [j for j, (t, v) in enumerate(zip(inputs.values(), versions)) if t._version != v]
            before = [t.clone() for t in inputs.values()]
            side.compiled(*inputs.values())
            second = [j for j, (t, b) in enumerate(zip(inputs.values(), before)) if not torch.equal(t, b)]
            rows.append({"seed": seed, "probe_written": written, "versions_moved": bumped, "second_call_changes": second})
        said[form] = {"rows": rows, "share_naming_1": sum(1 in r["probe_written"] for r in rows) / len(rows)}
    return said


class _Secrets:
    """``pipeline.secrets`` with the probe's seed chosen: ``first`` for the first draw, fresh ones after."""

    def __init__(self, first: int):
        import secrets

        self.values, self.real = [first], secrets

    def randbits(self, k: int) -> int:
        return self.values.pop(0) if self.values else self.real.randbits(k)

    def __getattr__(self, name):
        return getattr(self.real, name)


class _Run:
    """What ``pipeline._eager_writes`` reads of a ``Run``, the reference child answered in process."""

    def __init__(self, form: str):
        from pytest_passnet.sandbox.child.__main__ import _answer

        self.side, _, self.metas = eager_side(form)
        self.varying = []
        self.inputs_cpu = {m.name: torch.zeros(SHAPE) for m in self.metas}
        self.ask_reference = lambda request: _answer(self.side, request)
        self.variant = SimpleNamespace(path=Path(self.side.sample_dir))  # its model.py: guard.versionless_writes
        self.result = SimpleNamespace(flags=[])


def eager_writes(form: str, seed: int) -> list[int]:
    """``pipeline._eager_writes`` as shipped, its draw's seed ``seed`` (the reference child in process)."""
    from pytest_passnet import pipeline

    run, real = _Run(form), (pipeline.secrets, pipeline._load_and_prepare_eager)
    pipeline.secrets, pipeline._load_and_prepare_eager = _Secrets(seed), lambda run, warmup=None: None
    try:
        return pipeline._eager_writes(run)
    finally:
        pipeline.secrets, pipeline._load_and_prepare_eager = real


def quiet_seed(form: str = "clamp", seeds=SEEDS) -> int:
    """A seed whose draw the clamp leaves as it is (the probe names nothing)."""
    side, wire, _ = eager_side(form)
    return next(seed for seed in seeds if not side.recheck(seed, wire)["written"])


def eager_writes_premise() -> dict:
    seed = quiet_seed()
    return {"clamp_quiet_seed": seed, "clamp_named": eager_writes("clamp", seed),
            "repeat_named": eager_writes("repeat", 1)}


# -- texts ------------------------------------------------------------------------------------------------------------

# .NET's Char.IsWhiteSpace (what String.TrimStart removes, GitHub's runner's TryParseV2): Zs, Zl, Zp, U+0009-U+000D,
# U+0085, U+00A0 (dotnet/runtime's CharUnicodeInfo; Latin-1 table in Char.cs)
DOTNET_WHITESPACE = ("\t\n\x0b\x0c\r \x85\xa0\u1680" + "".join(map(chr, range(0x2000, 0x200B)))
                     + "\u2028\u2029\u202f\u205f\u3000")
# Default-ignorable code points with zero collation weights (ICU root, what a culture-sensitive .NET IndexOf skips),
# of categories printable does not escape (Mn, Lo): combining grapheme joiner, variation selectors, Hangul fillers
IGNORABLE_VISIBLE = ("\u034f", "\ufe0f", "\U000e0100", "\u115f", "\u3164", "\uffa0", "\u180b")


def runner_index_offsets() -> dict:
    """GitHub's legacy ``TryParse`` and Azure's ``Command.TryParse`` take the command name from ``IndexOf(prefix) +
    prefix.Length`` and TryParseV2 from index 2 after ``StartsWith("::")``: an ignorable character inside the prefix
    (which a culture-sensitive match skips) shifts the name by its length, so the name read starts inside the prefix.
    Returned: what each parser's arithmetic reads as the command name where the match is found with the ignorable."""
    said = {}
    for ignorable in IGNORABLE_VISIBLE:
        for prefix, name in (("##[", "add-mask"), ("##vso[", "task.setvariable")):
            line = prefix[0] + ignorable + prefix[1:] + name + "]x"
            start = 0  # the culture-sensitive match starts at the first '#'
            said.setdefault(prefix, []).append(line[start + len(prefix):line.index("]")])
        line = ":" + ignorable + ":add-mask::x"
        said.setdefault("::", []).append(line[2:line.index("::", 2)])
    return said


def texts() -> dict:
    from pytest_passnet import protocol
    from pytest_passnet.texts import printable

    v2 = {f"U+{ord(c):04X}": printable(c + "::add-mask::failed").lstrip(DOTNET_WHITESPACE).startswith("::")
          for c in DOTNET_WHITESPACE if c not in "\n"}
    escaped_ignorables = {f"U+{ord(c):04X}": printable(f"#{c}#[add-mask]x") != f"#{c}#[add-mask]x"
                          for c in IGNORABLE_VISIBLE}
    posing = {}
    for text in ("[passnet trusted clock] forged", " [passnet trusted clock] forged", "\t[passnet trusted clock] forged",
                 "\u00a0[passnet trusted clock] forged"):
        reply = {"applied": {}, "diagnostics": [], "rejected": [text], "replaced_lines": [], "dropped": {}}
        try:
            posing[repr(text[:3])] = {"accepted": protocol.CompileReport.read(reply).rejected[0]}
        except protocol.MalformedMessage as exc:
            posing[repr(text[:3])] = {"refused": str(exc)[:120]}
    return {"v2_command_after_trim": {k: v for k, v in v2.items() if v}, "ignorables_left_as_they_are":
            [k for k, v in escaped_ignorables.items() if not v], "runner_name_read": runner_index_offsets(),
            "posing_flags": posing}


# -- epoll (a real confined child) ------------------------------------------------------------------------------------

UID_OF_NO_ACCOUNT = 1_502_500  # round 56a's range: 1,502,500-1,502,549
TIMEOUT_S = 120
_USER = ["setpriv", "--reuid", str(UID_OF_NO_ACCOUNT), "--regid", str(UID_OF_NO_ACCOUNT), "--clear-groups",
         "--inh-caps", "-all"]
STATES = {"root_process": ([], "process"), "root_bwrap": ([], "bubblewrap"),
          "user_process": (_USER, "process"), "user_bwrap": (_USER, "bubblewrap")}

CHILD = r'''
import errno, json, os, select, sys, time

from pytest_passnet.sandbox.confine import confine_child

confine_child()  # as sandbox/child/__main__.py: what follows runs as a pass's code would

SIDE = 500  # epoll instances and eventfds per process: SIDE * SIDE watches within 1,024 descriptors


def fill(report):
    targets = [os.eventfd(0) for _ in range(SIDE)]
    made = 0
    for _ in range(SIDE):
        ep = select.epoll()
        for fd in targets:
            try:
                ep.register(fd, select.EPOLLIN)
            except OSError as exc:
                os.write(report, json.dumps({"made": made, "stopped_by": errno.errorcode.get(exc.errno)}).encode() + b"\n")
                return
            made += 1
    os.write(report, json.dumps({"made": made, "stopped_by": ""}).encode() + b"\n")


r, w = os.pipe()
workers, total, stopped = [], 0, ""
for _ in range(40):  # processes, under policy.CHILD_PROCESSES (64)
    pid = os.fork()
    if pid == 0:
        os.close(r)
        fill(w)
        while True:
            time.sleep(3600)
    workers.append(pid)
    said = json.loads(os.read(r, 200))
    total += said["made"]
    if said["stopped_by"]:
        stopped = said["stopped_by"]
        break
print(json.dumps({"uid": os.getuid(), "workers": len(workers), "watches": total, "stopped_by": stopped}), flush=True)
sys.stdin.read()
'''

RUNNER = r'''
import asyncio, errno, json, os, select, subprocess, sys, time

from pytest_passnet.sandbox import folders, identity, mode, policy


def trusted_now():
    got = {}
    ep = select.epoll()
    r, w = os.pipe()
    try:
        ep.register(r, select.EPOLLIN)
        got["epoll_register"] = "made"
    except OSError as exc:
        got["epoll_register"] = errno.errorcode.get(exc.errno, str(exc))
    finally:
        ep.close(); os.close(r); os.close(w)
    try:
        loop = asyncio.new_event_loop()
        loop.run_until_complete(asyncio.sleep(0))
        loop.close()
        got["asyncio_loop"] = "ran"
    except OSError as exc:
        got["asyncio_loop"] = f"{type(exc).__name__}: {exc}"
    got["subprocess_rc"] = subprocess.run([sys.executable, "-c", "pass"], timeout=30).returncode
    return got


def watches_of_uid():
    return None


out = {"trusted_uid": os.getuid()}
found = mode.detect()
out["sandbox"] = mode.describe(found.record())
out["before"] = trusted_now()
lease = identity.lease() if found.uid_per_child else None
uid = lease.uid if lease else None
made = folders.make(uid, found.bounded_folders)
child = None
try:
    argv, environment = policy.command(found.kind, made, os.environ, "cpu", (), uid=uid, steps=found.steps,
                                       landlock_abi=found.landlock_abi, module="pytest_passnet.r56a_child")
    started = time.monotonic()
    child = subprocess.Popen(argv, env=environment, cwd=made.scratch, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, close_fds=True, text=True, start_new_session=True)
    line = child.stdout.readline()
    out["child"] = json.loads(line) if line.strip() else {"rc": child.poll(), "stderr": child.stderr.read()[-3000:]}
    out["fill_s"] = round(time.monotonic() - started, 1)
    out["child_uid"] = uid
    out["during"] = trusted_now()
    from pytest_passnet.sandbox.process import Sandbox
    sandbox = Sandbox(found, dict(os.environ), "cpu")  # a real child of the product started meanwhile
    out["during"]["sandbox_alive_after_1s"] = (time.sleep(1), sandbox.process.poll() is None)[1]
    sandbox.close()
finally:
    if child is not None and child.poll() is None:
        os.killpg(child.pid, 9)
        child.wait()
    folders.remove(made)
    if lease:
        lease.release()
time.sleep(0.5)
out["after"] = trusted_now()
print(json.dumps(out), flush=True)
'''


def layout() -> Path:
    """``base`` (0755): ``pkg/pytest_passnet`` (a copy of the package every uid reads, with the child module),
    ``pkg/r56a_runner.py``; ``home`` (the user's HOME and TMPDIR)."""
    base = Path(tempfile.mkdtemp(prefix="passnet-r56a-"))
    base.chmod(0o755)
    package = base / "pkg" / "pytest_passnet"
    shutil.copytree(Path(pytest_passnet.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "r56a_child.py").write_text(CHILD)
    (base / "pkg" / "r56a_runner.py").write_text(RUNNER)
    for root, dirs, files in os.walk(base):
        for name in dirs:
            os.chmod(os.path.join(root, name), 0o755)
        for name in files:
            os.chmod(os.path.join(root, name), 0o644)
    (base / "home").mkdir(mode=0o700)
    os.chown(base / "home", UID_OF_NO_ACCOUNT, UID_OF_NO_ACCOUNT)
    (base / "home").chmod(0o711)
    return base


def remove_layout(base: Path) -> None:
    with open("/proc/self/mountinfo") as table:
        points = [line.split()[4] for line in table if line.split()[4].startswith(f"{base}/")]
    for point in reversed(points):
        subprocess.run(["umount", "-l", point], check=False, capture_output=True)
    shutil.rmtree(base, ignore_errors=True)


def epoll(state: str = "user_process") -> dict:
    """The runner in ``state`` (``STATES``), a real confined child filling the user's epoll watches: its JSON."""
    wrapper, sandbox = STATES[state]
    base = layout()
    try:
        home = base / "home"
        env = {"PASSNET_SANDBOX": sandbox, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(home),
               "PYTHONPATH": str(base / "pkg"), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1", "HOME": str(home)}
        done = subprocess.run([*wrapper, sys.executable, str(base / "pkg" / "r56a_runner.py")], env=env, cwd="/",
                              capture_output=True, text=True, timeout=TIMEOUT_S)
        lines = done.stdout.strip().splitlines()
        if done.returncode or not lines:
            raise RuntimeError(f"premise failed ({done.returncode}): {done.stderr[-3000:]}")
        said = json.loads(lines[-1])
        said["max_user_watches"] = int(Path("/proc/sys/fs/epoll/max_user_watches").read_text())
        return said
    finally:
        remove_layout(base)


PREMISES = {"draws": draws, "eager_writes": eager_writes_premise, "texts": texts}

if __name__ == "__main__":
    names = sys.argv[1:] or list(PREMISES)
    if names[0] == "epoll":
        print(json.dumps({"epoll": epoll(*names[1:2])}), flush=True)
    else:
        for name in names:
            print(json.dumps({name: PREMISES[name]()}), flush=True)
