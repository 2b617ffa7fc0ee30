"""What a child may see and do: an allow-listed environment, the files it reads (the system, the
Python installation, this package, a minimal ``/etc``), the only places it writes (its scratch
and spill folders, ``/dev/null``, the GPU's device nodes), and how it is started.

The same lists serve both modes: bubblewrap mounts them (``command``), and the child's own
Landlock ruleset allows them (``plan``), inside bubblewrap too. Which mode runs, and which of the
kernel's mechanisms hold on this machine, ``mode`` decides.
"""

from __future__ import annotations

import errno
import json
import os
import re
import shutil
import stat
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest_passnet
from pytest_passnet.sandbox.confine import PLAN_VARIABLE

BWRAP = "bubblewrap"
PLAIN = "process"
MODE_VARIABLE = "PASSNET_SANDBOX"  # "process": no bubblewrap even where it is installed; "bubblewrap": required
SCRATCH_MOUNT = "/sample"  # where the scratch directory appears inside bubblewrap
SPILL_MOUNT = "/spill"  # and the spill directory for large tensors
KERNEL_CACHE = "kernel-cache"  # the scratch's folder for Triton's and Inductor's on-disk caches
# Exact names and prefixes a child may inherit: what Python, torch, Triton, CUDA and the C toolchain
# that Triton calls need. Anything else (credentials, tokens, endpoints) stays behind.
_ALLOWED_NAMES = {"PATH", "LANG", "LANGUAGE", "TZ", "TERM", "LD_LIBRARY_PATH", "CC", "CXX",
                  "OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE",
                  "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "PYTHONHASHSEED"}
_ALLOWED_PREFIXES = ("LC_", "CUDA_", "NVIDIA_", "TRITON_", "TORCH_", "TORCHINDUCTOR_", "PYTORCH_", "NCCL_")
# A name that looks like a secret is dropped even where its prefix is allowed.
SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSW(OR)?D|CREDENTIAL|AUTH|COOKIE|SESSION", re.IGNORECASE)
# What of /etc Python, torch, Triton and the C compiler Triton runs read: the dynamic loader's
# cache, compiler alternatives, time zone, user names (no password hashes), Debian's Python hooks.
MINIMAL_ETC = ("ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives", "localtime", "timezone", "passwd",
               "group", "nsswitch.conf", "host.conf", "hosts", "os-release", "python3", f"python3.{sys.version_info[1]}")
_DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom")
# A child's resource limits: no core dumps (they would hold its memory, and fill a disk), no file
# over 16 GiB (a spilled tensor is one reply's output), a bounded count of descriptors, and of
# processes and threads, where the uid is the child's own (a fork bomb stops there).
LIMITS = {"core": 0, "fsize": 16 << 30, "nofile": 8192}
LIMITS_OWN_UID = {**LIMITS, "nproc": 4096}


def allow_listed(source: Mapping[str, str], names: set[str], prefixes: tuple[str, ...]) -> dict[str, str]:
    """The variables of ``source`` named in ``names`` or starting with one of ``prefixes``, secrets never."""
    return {name: value for name, value in source.items()
            if (name in names or name.startswith(prefixes)) and not SECRET_NAME.search(name)}


def child_environment(source: Mapping[str, str], scratch: str) -> dict[str, str]:
    """The allow-listed part of ``source``; HOME, TMPDIR and Triton's and Inductor's caches in the
    scratch (``scratch`` as the child sees it), whatever the user's own settings say."""
    env = allow_listed(source, _ALLOWED_NAMES, _ALLOWED_PREFIXES)
    # This very package, also when it runs from a source tree rather than an installation; under
    # bubblewrap only the package itself is mounted there, not the folder around it.
    env.update(PYTHONPATH=str(Path(pytest_passnet.__file__).parent.parent), HOME=f"{scratch}/home",
               TMPDIR=f"{scratch}/tmp", TRITON_CACHE_DIR=f"{scratch}/{KERNEL_CACHE}/triton",
               TORCHINDUCTOR_CACHE_DIR=f"{scratch}/{KERNEL_CACHE}/inductor",
               USER="passnet", LOGNAME="passnet",  # a child's uid has no name; getpass asks these first
               PYTHONDONTWRITEBYTECODE="1", PYTHONNOUSERSITE="1")
    return env


def regular_files(folder: Path) -> list[Path]:
    """The regular files under ``folder``, in order: no links (they could pull host files into a
    scratch, or out of one), no bytecode caches."""
    return [path for path in sorted(folder.rglob("*"))
            if path.is_file() and not path.is_symlink() and "__pycache__" not in path.relative_to(folder).parts]


def copy_regular_files(source: Path, target: Path) -> None:
    """Copy what ``regular_files`` lists; a file that is a link by the time it is opened, or has
    other names (a hard link to a file elsewhere), is left out."""
    for path in regular_files(source):
        destination = target / path.relative_to(source)
        destination.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                continue
            raise  # gone meanwhile: the caller decides (a kernel cache replaced while copied is not used)
        with open(fd, "rb") as reader:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1:
                continue
            with open(destination, "wb") as writer:
                shutil.copyfileobj(reader, writer)


def sandbox_kind() -> str:
    """bubblewrap where it is installed, unless PASSNET_SANDBOX=process asks for the process mode."""
    wanted = os.environ.get(MODE_VARIABLE, "")
    if wanted not in ("", BWRAP, PLAIN):
        raise ValueError(f"{MODE_VARIABLE}={wanted!r}: expected {BWRAP!r} or {PLAIN!r}")
    if wanted == PLAIN:
        return PLAIN
    if shutil.which("bwrap"):
        return BWRAP
    if wanted == BWRAP:
        raise ValueError(f"{MODE_VARIABLE}={BWRAP} but bwrap is not on PATH (Debian: apt-get install bubblewrap)")
    return PLAIN


def read_only_roots(readable: tuple[str, ...] = ()) -> list[str]:
    """What the child must read besides /etc: the system, the Python installation, this package,
    and ``readable`` (the folders of compilers that plugins add)."""
    roots = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", sys.prefix, sys.base_prefix,
             str(Path(pytest_passnet.__file__).parent), *readable]
    roots += [p for p in sys.path if p and os.path.isdir(p) and "site-packages" in p]
    unique: list[str] = []
    for root in sorted({os.path.realpath(r) for r in roots if os.path.exists(r)} | {r for r in roots if os.path.exists(r)}):
        if not any(root.startswith(u.rstrip("/") + "/") or root == u for u in unique):
            unique.append(root)
    return unique


def etc_entries() -> list[str]:
    return [f"/etc/{name}" for name in MINIMAL_ETC if os.path.lexists(f"/etc/{name}")]


def gpu_devices() -> list[str]:
    return [str(node) for node in sorted(Path("/dev").glob("nvidia*"))]


def command(kind: str, scratch: Path, spill: Path, env: Mapping[str, str], device: str, readable: tuple[str, ...], *,
            uid: int | None, steps: tuple[str, ...], landlock_abi: int, module: str = "pytest_passnet.sandbox.child",
            ) -> tuple[list[str], dict[str, str]]:
    """The argv and environment that start a child (``module``: the probe's, see ``mode``): the
    allow-listed part of ``env`` and its confinement plan, under bubblewrap or not: the ``steps``
    of ``confine`` it takes (``landlock_abi``: the ABI its Landlock rules are for). ``uid``: the
    child's own (started as root), which it drops to first thing. bubblewrap run by a normal user
    puts the child in a user namespace of that user; run by root it uses none (one would map the
    child to host root): the child drops to its uid itself."""
    visible = visible_path(kind, scratch)
    confinement = _plan(kind, visible, visible_spill(kind, spill), readable, uid=uid, steps=steps,
                        landlock_abi=landlock_abi, parent=None if kind == BWRAP else os.getpid(),
                       limits=LIMITS_OWN_UID if uid is not None else LIMITS)
    env = {**child_environment(env, visible), PLAN_VARIABLE: confinement}
    argv = [sys.executable, *_no_cwd_on_path(), "-m", module, visible_spill(kind, spill), device]
    if kind != BWRAP:
        return argv, env
    wrapped = ["bwrap", "--die-with-parent", "--new-session", "--clearenv", "--unshare-ipc", "--unshare-pid",
               "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
    if os.geteuid() != 0:
        wrapped += ["--unshare-user", "--disable-userns", "--cap-drop", "ALL"]
    wrapped += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    roots, etc = read_only_roots(readable), etc_entries()
    # The folders above the mounts, which bubblewrap run by root would make 0700: the child's uid
    # could not reach what is mounted below them.
    above = {str(parent) for path in roots + etc for parent in Path(path).parents if str(parent) != "/"}
    for folder in sorted(above, key=lambda p: p.count("/")):
        wrapped += ["--perms", "0755", "--dir", folder]
    for root in roots:
        wrapped += ["--ro-bind", root, root]
    for entry in etc:
        wrapped += ["--ro-bind", entry, entry]
    for node in gpu_devices():
        wrapped += ["--dev-bind", node, node]
    wrapped += ["--bind", str(scratch), SCRATCH_MOUNT, "--bind", str(spill), SPILL_MOUNT, "--chdir", SCRATCH_MOUNT]
    for name, value in env.items():
        wrapped += ["--setenv", name, value]
    return wrapped + ["--", *argv], {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}


def _no_cwd_on_path() -> list[str]:
    """``-P`` (Python 3.11+): the working directory, the scratch a pass writes, is not on sys.path."""
    return ["-P"] if sys.version_info >= (3, 11) else []


def _plan(kind: str, scratch: str, spill: str, readable: tuple[str, ...], *, uid: int | None, steps: tuple[str, ...],
          landlock_abi: int, parent: int | None, limits: dict[str, int]) -> str:
    """The confinement the child applies to itself (``confine``), as it travels: JSON. Paths are
    the child's view (inside bubblewrap: the mounts). Nothing under /dev is readable but the
    device nodes named: /dev/shm holds the other children's spill folders."""
    rules = None
    if "landlock" in steps:
        rules = {"abi": landlock_abi, "read": [*read_only_roots(readable), *etc_entries(), "/proc", "/sys"],
                 "write": [scratch, spill], "devices": [*_DEVICES, *gpu_devices()]}
    return json.dumps({"steps": list(steps), "uid": uid, "gid": uid, "landlock": rules, "parent": parent,
                       "limits": limits})


def visible_path(kind: str, scratch: Path) -> str:
    """The scratch directory as the child sees it."""
    return SCRATCH_MOUNT if kind == BWRAP else str(scratch)


def visible_spill(kind: str, spill: Path) -> str:
    return SPILL_MOUNT if kind == BWRAP else str(spill)
