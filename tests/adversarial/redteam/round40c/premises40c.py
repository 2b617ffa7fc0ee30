"""Round 40c's quick premises, on the real product code (``kernel_cache``, ``Channel``, ``InputsFile``, ``confine``),
real torch and Inductor and real subprocesses:

- ``kept_cache(base)``: KEPT_CACHE_ACROSS_COMPILERS. A pass's child compiles its sample's model with the child's own
  Inductor compiler (``compilers.build("inductor")``) into its scratch's ``kernel-cache/inductor`` (the child's
  ``TORCHINDUCTOR_CACHE_DIR``, ``policy.child_environment``) and appends a ``call`` that writes zeros to the generated
  module; the trusted side keeps that folder under the sample's pass-code key (``kernel_cache.keep``, as
  ``Sandbox.close``) and gives it to the sample's next child (``kernel_cache.restore``, as ``Sandbox.assign``), whatever
  compiler that child runs. That child, compiling with torch's own Inductor (``--passnet-compiler inductor``), is run
  as a fresh interpreter and compared with eager.
- ``spill_lease(base, uid)``: SPILL_LEASE. A child of a uid of its own takes a write lease on its reply's spill file
  (``F_SETLEASE``, its own file: no capability needed), and the trusted side reads it with ``Channel._read_spilled``; a
  plain ``open`` of a leased file waits for the holder up to ``/proc/sys/fs/lease-break-time`` (45 s here).
- ``inputs_name_taken(base)``: INPUTS_NAME_TAKEN. A child makes the name of the trusted side's next inputs file (a
  FIFO) before the trusted side does (``InputsFile``, ``O_EXCL``).
- ``sockets_reach(base, uid)``: SOCKETS_GPU_PATH. A root process-mode child's steps (``confine.apply``: namespaces,
  its own uid, Landlock, seccomp) with ``unix_sockets`` on, as on a GPU host (CUDA makes one at ``cuInit``): it
  connects to a host abstract socket and to a host pathname socket in a world-writable folder (``/dev/log``, X11 and
  D-Bus are so).

Uids of no account only (1,500,850-1,500,899).

    python -m tests.adversarial.redteam.round40c.premises40c [cache | lease | inputs | sockets]
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).parents[4]
LEASE_UID = 1_500_851
SOCKET_UID = 1_500_852
MARK = "R40C_POISONED_CACHE_RAN"

MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""

# The compiled side of a child as ``CompiledSide.prepare``/``warm_up`` make it, with torch's own Inductor; prints whether
# its outputs are eager's.
_INDUCTOR_CHILD = """
import json, sys, torch
from pathlib import Path
from pytest_passnet.materialize import bind_to, forward_parameters, load_model
from pytest_passnet.sandbox.child import compilers
from pytest_passnet.sandbox.child.timing import seed_call, warm_up
model = load_model(Path(sys.argv[1]), "cpu")
x = torch.randn(256, 1024, generator=torch.Generator().manual_seed(40))
args, kwargs = bind_to(forward_parameters(model), {"in_0": x})
compiler = compilers.build("inductor", sys.argv[2], "cpu", "full")
compiled = compiler.compile(model)
with compiler.warmup_guard():
    warm_up(lambda: compiled(*args, **kwargs), 1, "cpu", seed_call)
out = compiled(*args, **kwargs)[0]
print(json.dumps({"equal": bool(torch.equal(out, torch.relu(x))), "max_diff": float((out - torch.relu(x)).abs().max())}))
"""

_OVERRIDE = f"""

_r40c_call = call
def call(args):
    import os as _os
    _os.write(2, b"{MARK}\\n")
    return tuple(out.zero_() for out in _r40c_call(args))
"""


def _python(code: str, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=300, cwd=ROOT,
                          env={**os.environ, **env}, check=False)


def _child_folders(base: Path, name: str) -> tuple[Path, Path]:
    """A child's scratch and its model.py (each child its own path, as each child's models folder is)."""
    scratch = base / name / "scratch"
    (scratch / "kernel-cache" / "inductor").mkdir(parents=True)
    model = base / name / "models" / "1" / "model.py"
    model.parent.mkdir(parents=True)
    model.write_text(MODEL)
    return scratch, model


def kept_cache(base: Path) -> dict:
    """The pass's child's tampering, the trusted side's keep and restore, and the next child's Inductor run."""
    from pytest_passnet.sandbox import kernel_cache

    sample = base / "sample"
    (sample / "pass_dir").mkdir(parents=True)
    (sample / "pass_dir" / "rule.py").write_text("# the pass's code: its hash is the kept cache's key\n")
    key = kernel_cache.key(SimpleNamespace(path=sample), "pass_mgr")
    inductor_key = kernel_cache.key(SimpleNamespace(path=sample), "inductor")  # the fix: the compiler's own cache
    environment = {"XDG_CACHE_HOME": str(base / "trusted-cache")}
    saved = {name: os.environ.get(name) for name in environment}
    os.environ.update(environment)  # kernel_cache.root() reads it when called
    try:
        scratch, model = _child_folders(base, "pass-child")
        compiled = _python(_INDUCTOR_CHILD, str(model), str(scratch),
                           env={"TORCHINDUCTOR_CACHE_DIR": str(scratch / "kernel-cache" / "inductor")})
        tampered = []
        for path in sorted((scratch / "kernel-cache" / "inductor").rglob("*.py")):
            with open(path, "a") as module:
                module.write(_OVERRIDE)
            tampered.append(path.name)
        kernel_cache.keep(key, scratch, None)  # Sandbox.close, once the child is dead
        later, later_model = _child_folders(base, "inductor-child")
        kernel_cache.restore(key, later)  # Sandbox.assign under the pass's compiler: Inductor trusts what it finds
        restored = sorted(p.name for p in (later / "kernel-cache").rglob("*.py"))
        for_inductor, _ = _child_folders(base, "inductor-run-child")
        kernel_cache.restore(inductor_key, for_inductor)  # Sandbox.assign in a --passnet-compiler inductor run
        restored_for_inductor = sorted(p.name for p in for_inductor.rglob("*.py"))
        started = time.monotonic()
        run = _python(_INDUCTOR_CHILD, str(later_model), str(later),
                      env={"TORCHINDUCTOR_CACHE_DIR": str(later / "kernel-cache" / "inductor")})
        seconds = time.monotonic() - started
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    outcome = json.loads(run.stdout.strip().splitlines()[-1]) if run.returncode == 0 else {"error": run.stderr[-800:]}
    return {"pass_child_compiled": compiled.returncode == 0, "tampered": tampered, "restored": restored,
            "restored_for_inductor": restored_for_inductor,
            "poisoned_code_ran": MARK in run.stderr, "inductor_child": outcome, "inductor_child_s": round(seconds, 1)}


_LEASE_HOLDER = """
import fcntl, os, signal, sys, time
signal.signal(signal.SIGIO, signal.SIG_IGN)  # the lease's break is signalled to its holder (SIGIO ends it by default)
fd = os.open(sys.argv[1], os.O_RDWR)
fcntl.fcntl(fd, 1024, fcntl.F_WRLCK)  # F_SETLEASE
print("leased", flush=True)
time.sleep(60)
"""


def _as_uid(uid: int) -> list[str]:
    return ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--"]


def spill_lease(base: Path, uid: int = LEASE_UID) -> dict:
    """The trusted side's read of a spilled reply whose file the child holds a write lease on (``base`` unused: the
    spill folder is made where the uid can reach it, as a child's is)."""
    import shutil

    folder = Path(tempfile.mkdtemp(prefix="r40c-lease-"))
    try:
        folder.chmod(0o711)
        return _spill_lease(folder / "spill", uid)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _spill_lease(spill: Path, uid: int) -> dict:
    from pytest_passnet.sandbox.channel import Channel

    spill.mkdir()
    os.chown(spill, 0, uid)
    spill.chmod(0o3770)
    path = spill / "child-0.bin"
    path.write_bytes(b"\0" * (1 << 20))
    os.chown(path, uid, uid)  # the child made it: its own
    holder = subprocess.Popen([*_as_uid(uid), sys.executable, "-c", _LEASE_HOLDER, str(path)], stdout=subprocess.PIPE,
                              text=True)
    try:
        said = holder.stdout.readline().strip()
        channel = Channel(-1, -1, spill, role="trusted")
        started = time.monotonic()
        try:
            channel._read_spilled("child-0.bin", 1 << 20)
            read = "read"
        except OSError as exc:
            read = f"{type(exc).__name__}: {exc.strerror}"
        read_s = time.monotonic() - started
        # The premise: an open without O_NONBLOCK waits for the lease's holder (given 2 s here, then the holder ends).
        opened = threading.Event()
        threading.Thread(target=lambda: (os.close(os.open(path, os.O_RDONLY)), opened.set()), daemon=True).start()
        blocked = not opened.wait(2.0)
    finally:
        holder.kill()
        holder.wait()
    opened.wait(5.0)
    return {"holder": said, "trusted_read": read, "trusted_read_s": round(read_s, 3), "plain_open_blocked_2s": blocked}


def inputs_name_taken(base: Path) -> dict:
    """The trusted side's inputs file where the child made its name first (a FIFO: an open of it would wait)."""
    import torch

    from pytest_passnet.sandbox.shared_inputs import InputsFile

    spill = base / "spill-inputs"
    spill.mkdir()
    os.mkfifo(spill / "trusted-inputs-1.bin")
    started = time.monotonic()
    try:
        InputsFile(spill, "trusted-inputs-1.bin", {"in_0": torch.ones(4)})
        made = "made"
    except OSError as exc:
        made = type(exc).__name__
    return {"made": made, "seconds": round(time.monotonic() - started, 3)}


_SOCKET_CHILD = r"""
import json, os, socket, sys
from pytest_passnet.sandbox import confine, landlock, policy

folder, uid, abstract, pathname = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
steps = ["oom_first", "namespaces", "rlimits", "identity", "no_new_privs", "pdeathsig", "non_dumpable", "landlock",
         "seccomp"]
plan = {"steps": steps, "uid": uid, "gid": uid, "limits": policy.limits(uid), "parent": os.getppid(),
        "folders": {"own": folder, "prefix": folder + ".others", "writable": [folder]},
        "landlock": {"read": policy.read_only_roots(), "devices": ["/dev/null"], "write": [folder],
                     "abi": landlock.abi_version()},
        "unix_sockets": True, "pid_namespace": True}
confine.apply(plan)


def connect(address):
    try:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    except OSError as exc:
        return "socket refused: " + exc.strerror
    try:
        s.connect(address)
        s.sendall(b"reached\n")
        return "connected"
    except OSError as exc:
        return "refused: " + (exc.strerror or str(exc))
    finally:
        s.close()


print(json.dumps({"abstract": connect("\0" + abstract), "pathname": connect(pathname), "uid": os.getuid()}), flush=True)
"""


def sockets_reach(base: Path, uid: int = SOCKET_UID) -> dict:
    """A root process-mode child with unix sockets allowed (a GPU host's seccomp) against a host abstract socket and
    a host pathname socket any uid may write."""
    folder = base / "child"
    folder.mkdir()
    os.chown(folder, uid, uid)
    base.chmod(0o755)
    shared = base / "world"
    shared.mkdir()
    shared.chmod(0o1777)
    abstract_name = f"passnet-r40c-{os.getpid()}"
    abstract = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    abstract.bind("\0" + abstract_name)
    abstract.listen(4)
    pathname = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    path = shared / "service.sock"
    pathname.bind(str(path))
    path.chmod(0o666)
    pathname.listen(4)
    try:
        done = subprocess.run([sys.executable, "-c", _SOCKET_CHILD, str(folder), str(uid), abstract_name, str(path)],
                              capture_output=True, text=True, timeout=60, cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
        reached = []
        for listener in (abstract, pathname):
            listener.settimeout(0.2)
            try:
                conn, _ = listener.accept()
                reached.append(conn.recv(64).decode().strip())
                conn.close()
            except OSError:
                reached.append(None)
    finally:
        abstract.close()
        pathname.close()
    said = json.loads(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else {"error": done.stderr[-800:]}
    return {**said, "abstract_listener_got": reached[0], "pathname_listener_got": reached[1]}


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "cache"
    action = {"cache": kept_cache, "lease": spill_lease, "inputs": inputs_name_taken, "sockets": sockets_reach}[which]
    with tempfile.TemporaryDirectory(prefix="r40c-") as folder:
        print(json.dumps(action(Path(folder)), indent=1))
    signal.signal(signal.SIGINT, signal.SIG_DFL)
