"""Which sandbox this machine gives, found by trying it: once per process, a probe child is started
the way real children will be and confines itself (``confine``) as far as the kernel lets it;
the strongest way that holds becomes the mode, and what held is what every report records.

In order of preference: bubblewrap (when installed; as root, started as root and the child
drops to a uid of its own; as a user, in a user namespace of that user), then a plain process
(as root, dropping to a uid of its own; failing that, root without capabilities). Inside
either, the child adds what the kernel offers: no_new_privs, Landlock, seccomp, rlimits.
"""

from __future__ import annotations

import functools
import json
import os
import stat
import subprocess
import sys
from dataclasses import dataclass, field

from pytest_passnet.sandbox import (
    confine,
    folders,
    hardening,
    identity,
    landlock,
    policy,
    seccomp,
)

_PROBE_TIMEOUT_S = 60
# What a child must be able to read once confined, or it could not run at all.
_NEEDED_MODULES = ("inspect", "_ctypes", "torch", "triton", "pytest_passnet.sandbox.child")  # the standard library too
# The confinement steps that a GPU driver's start-up may trip over, left out one at a time, then all,
# where CUDA does not start in the probe (Landlock: files CUDA writes; seccomp: calls it makes, such as
# socket(), which the filter refuses for every family).
_MAY_STOP_CUDA = ("landlock", "seccomp", "namespaces")


@dataclass(frozen=True)
class Mode:
    kind: str  # policy.BWRAP or policy.PLAIN
    uid_per_child: bool  # root: each child runs as a uid of its own (identity)
    landlock_abi: int  # 0: no Landlock
    steps: tuple[str, ...]  # the steps of confine that held in the probe: every child takes exactly these
    enforced: tuple[str, ...]  # what they and the launcher enforce, for reports
    notes: tuple[str, ...] = field(default=())  # why something stronger did not hold
    bounded_folders: bool = False  # each child's folders one tmpfs of a bounded size (folders.make)

    @property
    def filesystem_isolated(self) -> bool:
        return self.kind == policy.BWRAP or self.landlock_abi > 0

    def warning(self) -> str | None:
        if not self.filesystem_isolated:
            return ("pass code ran with no filesystem isolation (no bubblewrap, no Landlock): it could read and "
                    "write whatever this user can, the run's files and other samples' included")
        if os.geteuid() == 0 and not self.uid_per_child:
            return ("children ran as root (without capabilities): a uid of their own could not run this Python "
                    "installation (not readable by other users?) or open the GPU")
        return None

    def record(self) -> dict:
        """What reports keep: the mode, what held in the children and in the trusted process, why
        nothing stronger held, and the warning a reader must not miss."""
        return {"mode": self.kind, "enforced": list(self.enforced), "trusted": list(hardening.harden_trusted_process()),
                "notes": list(self.notes), "warning": self.warning()}


def describe(record: dict) -> str:
    """One line for the terminal: the mode and what it enforced, then any warning."""
    text = f"sandbox: {record['mode']} ({', '.join(record['enforced']) or 'nothing enforced'})"
    if record.get("warning"):
        text += f"; WARNING: {record['warning']}"
    return text + "".join(f"; {note}" for note in record.get("notes", []))


def _candidates(kind: str) -> list[tuple[str, bool]]:
    """(kind, uid per child) from the strongest down."""
    root = os.geteuid() == 0
    order = [(kind, True), (kind, False)] if root else [(kind, False)]
    if kind == policy.BWRAP and os.environ.get(policy.MODE_VARIABLE) != policy.BWRAP:
        order += [(policy.PLAIN, True), (policy.PLAIN, False)] if root else [(policy.PLAIN, False)]
    return order


def _folders_can_be_bounded() -> tuple[bool, str]:
    """Whether this process may mount a child's folders as a tmpfs of a bounded size (root with
    CAP_SYS_ADMIN: not in a default Docker container), and why not."""
    if os.geteuid() != 0:
        return False, ""
    try:
        folders.remove(folders.make(None, bounded=True))
    except OSError as exc:
        return False, f"children's folders not size-bounded: a tmpfs could not be mounted ({exc.strerror})"
    return True, ""


def _probe(kind: str, uid_per_child: bool, abi: int, readable: tuple[str, ...],
           bounded: bool, left_out: tuple[str, ...] = ()) -> tuple[dict[str, str] | None, str, str]:
    """What each step of confine (but ``left_out``) a child started this way enforced, for the steps
    that held (None: it did not start, or could not read what it needs), why not, and why CUDA did
    not start in it ("": it did, or there is no GPU here)."""
    steps = tuple(name for name in confine.STEPS if (name != "landlock" or abi) and (name != "seccomp" or seccomp.supported())
                  and (name != "namespaces" or kind == policy.PLAIN) and name not in left_out)
    lease = made = None
    try:  # a host that refuses a lease, a chown or a mount refuses this candidate, not the run (round 51a's PROBE_CRASH)
        lease = identity.lease() if uid_per_child else None
        uid = lease.uid if lease else None
        made = folders.make(uid, bounded)
        argv, environment = policy.command(kind, made, os.environ, "cpu", readable, uid=uid,
                                           steps=steps, landlock_abi=abi, module=__name__)
        completed = subprocess.run([*argv, *_NEEDED_MODULES, *readable], check=False, env=environment, cwd=made.scratch,
                                   capture_output=True, text=True, timeout=_PROBE_TIMEOUT_S, start_new_session=True)
    except (OSError, subprocess.SubprocessError, identity.NoIdentity) as exc:
        return None, f"{type(exc).__name__}: {exc}", ""
    finally:
        if lease:
            lease.release()
        if made:
            folders.remove(made)
    try:
        report = json.loads(completed.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        lines = [line for line in completed.stderr.splitlines() if line.strip()]
        return None, lines[-1] if lines else f"exit code {completed.returncode}", ""
    if report["unreadable"]:
        return None, f"cannot read {', '.join(report['unreadable'])}", ""
    return report["held"], "", report["cuda_error"]


@functools.cache
def detect(readable: tuple[str, ...] = ()) -> Mode:
    """The strongest mode that holds here (per process: every child of this process uses it)."""
    abi = landlock.abi_version()
    bounded, why_not = _folders_can_be_bounded()
    notes = [why_not] if why_not else []
    for kind, uid_per_child in _candidates(policy.sandbox_kind()):
        held, why, cuda_error = _probe(kind, uid_per_child, abi, readable, bounded)
        # A driver may need what no test here could foresee: leave out one suspect step, then all
        # of them, until CUDA starts; run, and say so.
        for left_out in [(step,) for step in _MAY_STOP_CUDA] + [_MAY_STOP_CUDA]:
            if held is None or not cuda_error:
                break
            notes.append(f"CUDA did not start in a child confined by {', '.join(held)} ({cuda_error}); "
                         f"tried without {', '.join(left_out)}")
            held, why, cuda_error = _probe(kind, uid_per_child, abi, readable, bounded, left_out)
        if held is None or (uid_per_child and held.get("identity") != "uid") or cuda_error:
            why = f"CUDA does not start in it ({cuda_error})" if held is not None and cuda_error else why
            notes.append(f"{kind}{' with a uid per child' if uid_per_child else ''} did not start: {why or 'no uid'}")
            continue
        if _owns_the_host(kind, uid_per_child, held):
            notes.append(f"{kind} as root without a uid per child was refused: a child that keeps a capability, or "
                         "that lacks a read-only view of the host (namespaces, Linux 5.12+), Landlock and seccomp's "
                         "refusal of every socket, changes root's files, writes /proc/sys and reaches root's daemons' "
                         "sockets")
            continue
        launcher = ["read-only-mounts", "pid-namespace", "no-network"] if kind == policy.BWRAP else []
        launcher += ["user-namespace"] if kind == policy.BWRAP and os.geteuid() != 0 else []
        enforced = launcher + [label for label in held.values() if label] + (["bounded-folders"] if bounded else [])
        return Mode(kind, uid_per_child, abi if "landlock" in held else 0, tuple(held), tuple(enforced), tuple(notes),
                    bounded)
    advice = (". As root each child runs as a uid of its own: make this Python installation and the GPU device nodes "
              "usable by other users (a folder under /root is not), or run as a normal user" if os.geteuid() == 0 else "")
    raise RuntimeError("no sandboxed child could start here: " + "; ".join(notes) + advice)


def _owns_the_host(kind: str, uid_per_child: bool, held: dict[str, str]) -> bool:
    """A child as root that keeps uid 0 owns every file, /proc/sys entry and socket root owns: it runs only where it
    holds no capability (red team round 51a's CAPS_KEPT_WITHOUT_UID: the host's clock, root's opens vetoed) and, out of
    bubblewrap, where a read-only view of the host, Landlock and seccomp's refusal of sockets all held (round 49b's
    ROOT_NO_UID_METADATA and CONTAINER_SIGNALS without namespaces; round 50a's NO_READ_ONLY before Linux 5.12,
    NO_LANDLOCK_PROC without Landlock, ROOT_SOCKETS on a GPU host, where the driver needs unix sockets)."""
    if os.geteuid() != 0 or uid_per_child:
        return False
    if held.get("identity") != "no_caps":
        return True
    if kind == policy.BWRAP:
        return False  # bubblewrap's own view: read-only binds, no /run, a PID namespace
    seccomp = held.get("seccomp")
    return not ("+read-only" in held.get("namespaces", "") and "landlock" in held
                and seccomp is not None and "unix-sockets" not in seccomp)


def probe_main() -> None:
    """In the probe child: confine as far as possible, then say what held and which GPU device
    nodes and modules needed later it could not open (JSON on stdout)."""
    import importlib.util

    nodes = policy.gpu_devices()  # listed before Landlock closes /dev to listing
    modules = [name for name in sys.argv[3:] if not name.startswith("/")]
    # found now, not after: a folder a uid of the child's own cannot enter hides a module as well as
    # its absence would (round 10a: a package under a 0700 temporary folder)
    installed = {name for name in modules if importlib.util.find_spec(name) is not None}
    held = confine.apply(json.loads(os.environ[confine.PLAN_VARIABLE]), strict=False)
    unreadable = []
    for node in nodes:  # a uid of its own may not open them (a node of group video, say)
        try:
            if stat.S_ISCHR(os.stat(node).st_mode):
                os.close(os.open(node, os.O_RDWR | os.O_NONBLOCK | os.O_CLOEXEC))
        except OSError as exc:
            unreadable.append(f"{node} ({type(exc).__name__})")
    for name in sys.argv[3:]:  # after the spill folder and the device every child is given
        try:
            if name.startswith("/"):  # a folder of a plugin's compiler: the user's, maybe closed to other uids
                os.listdir(name)
                continue
            if name not in installed:
                continue  # not installed (triton on some machines): nothing to read
            spec = importlib.util.find_spec(name)
            if spec is None:
                raise ImportError(f"{name} is installed, and out of this child's reach")
            with open(spec.origin, "rb") as module:
                module.read(1)
        except (OSError, ImportError, ValueError) as exc:
            unreadable.append(f"{name} ({type(exc).__name__})")
    print(json.dumps({"held": held, "unreadable": unreadable, "cuda_error": _cuda_error(nodes)}), flush=True)


def _cuda_error(nodes: list[str]) -> str:
    """Why CUDA does not start in this confined child, as torch starts it in a real one ("": it
    starts, or there is no GPU or no CUDA build of torch here)."""
    if not nodes:
        return ""
    import torch

    if not torch.backends.cuda.is_built():
        return ""
    try:
        torch.cuda.init()
    except Exception as exc:  # noqa: BLE001 - whatever the driver says is the reason
        return f"{type(exc).__name__}: {exc}"[-300:]
    return ""


if __name__ == "__main__":
    probe_main()
