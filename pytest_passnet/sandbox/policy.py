"""What a child may see and do: an allow-listed environment, the files it reads (the system, the
Python installation, this package, a minimal ``/etc``), the only places it writes (its scratch
and spill folders, ``/dev/null``, the GPU's device nodes), and how it is started.

The same lists serve both modes: bubblewrap mounts them (``command``), and the child's own
Landlock ruleset allows them (``plan``), inside bubblewrap too. Which mode runs, and which of the
kernel's mechanisms hold on this machine, ``mode`` decides.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

import pytest_passnet
from pytest_passnet.sandbox import procfs
from pytest_passnet.sandbox.cleanup import SANDBOX_PREFIX
from pytest_passnet.sandbox.confine import PLAN_VARIABLE
from pytest_passnet.sandbox.folders import Folders

BWRAP = "bubblewrap"
PLAIN = "process"
MODE_VARIABLE = "PASSNET_SANDBOX"  # "process": no bubblewrap even where it is installed; "bubblewrap": required
SCRATCH_MOUNT = "/sample"  # where the scratch directory appears inside bubblewrap
SPILL_MOUNT = "/spill"  # and the spill directory for large tensors
MODELS_MOUNT = "/models"  # and, read-only, the folder of the variants' model.py
KERNEL_CACHE = "kernel-cache"  # the scratch's folder for Triton's and Inductor's on-disk caches
# Exact names and prefixes a child may inherit: what Python, torch, Triton, CUDA and the C toolchain
# that Triton calls need. Anything else (credentials, tokens, endpoints) stays behind.
_ALLOWED_NAMES = {"PATH", "LANG", "LANGUAGE", "TZ", "TERM", "LD_LIBRARY_PATH", "CC", "CXX",
                  "OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE",
                  "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "PYTHONHASHSEED"}
_ALLOWED_PREFIXES = ("LC_", "CUDA_", "NVIDIA_", "TRITON_", "TORCH_", "TORCHINDUCTOR_", "PYTORCH_", "NCCL_")
# glibc's allocator, in every child, the same for eager as for any pass: a CPU output's memory must cost eager's timed
# call no more than a pass's child can make its own cost (red team round 28b). By default glibc maps a block over 32 MiB
# afresh at each allocation and unmaps it when freed, so eager faulted in a fresh output of that size inside every call,
# where a replacement writing into memory it kept, or faulted in beforehand, paid nothing (KEPT_OUTPUT: 4-6x for the
# same relu of 64 MiB). On the heap, never trimmed, a freed output's block is the next one's, already faulted in (as
# CUDA's caching allocator gives it back on a GPU). No tcache and no fastbins: torch's 64-byte-aligned allocation frees
# a small remainder before its block, which either kept apart from the block's coalescing, so the next output did not
# fit the hole and the heap grew a fresh, faulted-in one for 3-8 calls (round 29a's HEAP_HOLES: an honest cat's twin
# scored 0.14x-7x its eager by the heap's luck; round 26a's KERNEL_COPY and 25c's ALIAS_SHELTER kept 7-12x from it).
# Tcache off alone left the fastbins' holes (CI 56). One arena is not set: with tcache and fastbins off every
# intra-op thread's malloc then takes its one lock, and eager's parallel median ran 2.7-2.9x slower, so an honest
# sort-based pass scored 2-3x (round 38a's ARENA_LOCK_TAX); round 29a's THREAD_ARENA stays open.
HEAP_ONLY_ALLOCATOR = {"MALLOC_MMAP_MAX_": "0", "MALLOC_TRIM_THRESHOLD_": str(1 << 40),
                       "GLIBC_TUNABLES": "glibc.malloc.tcache_count=0:glibc.malloc.mxfast=0"}
# A name that looks like a secret is dropped even where its prefix is allowed.
SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSW(OR)?D|CREDENTIAL|AUTH|COOKIE|SESSION", re.IGNORECASE)
# What of /etc Python, torch, Triton and the C compiler Triton runs read: the dynamic loader's
# cache, compiler alternatives, time zone, user names (no password hashes), Debian's Python hooks.
MINIMAL_ETC = ("ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives", "localtime", "timezone", "passwd",
               "group", "nsswitch.conf", "host.conf", "hosts", "os-release", "python3", f"python3.{sys.version_info[1]}")
_DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom")
# A child's resource limits: no core dumps (they would hold its memory, and fill a disk), no file
# over 16 GiB (a spilled tensor is one reply's output), a bounded count of descriptors (Linux's usual
# soft limit, which torch, Triton and Inductor run under; what all of a child's processes hold
# together is ``file_table``'s to watch), and of processes and threads (``limits``: a fork bomb stops
# there); no real-time priority and no nice below 0 (a host whose limits allow them would let a
# child take the CPU from eager's timing).
# sigpending: the signals queued for a user are counted per user, against the receiver's limit; a child's own bound
# leaves the rest of a normal user's count to the trusted process (red team round 55b's USER_COUNTS).
LIMITS = {"core": 0, "fsize": 16 << 30, "nofile": 1024, "rtprio": 0, "nice": 0, "sigpending": 1024}
CHILD_TASKS = 4096
# The processes a child of the pass's may have when it is stopped for the other side's timed work
# (``process.Sandboxes.others_stopped`` ends one with more): the trusted side reads each one's CPU time
# while eager is timed, so their count is what that watch costs eager's side (round 5's watch_tax:
# 2,000 sleepers, 40 % of a CPU). An honest child has bubblewrap's two processes, itself, and at most
# Inductor's compile workers (a sidecar and min(32, cores) workers; gcc's while Triton compiles); a
# pass's kernels need none. No single counter serves instead: children have no cgroup of their own
# (docs/trust.md section 7), and the kernel keeps no CPU total per uid.
CHILD_PROCESSES = 64


# NumPy's OpenBLAS starts a thread a CPU when ``import torch`` loads it, up to its build's MAX_THREADS: 64 in NumPy's
# wheels (red team round 35a's THIRD_POOL: on a 512-CPU host it took all but one thread of the room).
OPENBLAS_THREADS = 64


def most_threads(cpus: int) -> int:
    """``CHILD_THREADS`` on a host of ``cpus`` CPUs."""
    return max(1024, 2 * cpus + OPENBLAS_THREADS + 64)


# And the threads of those processes together: the watch reads each thread (red team round 31a's
# WATCH_BURST: 3,500 idle threads, 10,500 files a look, one whole look inside eager's block). An honest
# child has torch's intra-op pool (a thread a physical core), the digests' pool (one a CPU it may run
# on, ``fingerprint._hashers``) and NumPy's OpenBLAS pool (``OPENBLAS_THREADS`` at most): so two a CPU of
# this host's, OpenBLAS's, and 64 of room (round 32a's HUGE_HOST_REFUSAL: a fixed 1,024 refused an honest
# child of 1,153 threads on a 768-CPU host). CHILD_TASKS (RLIMIT_NPROC, per uid) stays the fork bomb's bound.
CHILD_THREADS = most_threads(os.cpu_count() or 1)


def limits(uid: int | None, user_namespace: bool = False) -> dict[str, int]:
    """``LIMITS`` and the count of processes and threads, which the kernel keeps per uid and user namespace: a
    child with a uid of its own, or a user namespace of its own (made before the limit is set, its count starts
    there), may run ``CHILD_TASKS``; a child sharing this user's uid and namespace, that many more than the user
    runs now (root's own count is not limited). Set before the namespace, the limit would hold the user's whole
    count, and a later child's would leave an earlier one no room for a thread (red team round 31b's
    NPROC_SQUEEZE). Linux counts a user namespace's tasks apart only since 5.14; before, the uid's whole count
    (round 33a's OLD_KERNEL_NPROC)."""
    if uid is not None or (user_namespace and _counts_tasks_per_user_namespace()):
        return {**LIMITS, "nproc": CHILD_TASKS}
    return {**LIMITS, "nproc": CHILD_TASKS + procfs.tasks_of(os.getuid())} if os.geteuid() else LIMITS


def _counts_tasks_per_user_namespace(release: str | None = None) -> bool:
    """Whether this kernel (``release``: ``uname -r``) keeps RLIMIT_NPROC's count per user namespace (5.14+)."""
    found = re.match(r"(\d+)\.(\d+)", release or os.uname().release)
    return bool(found) and (int(found[1]), int(found[2])) >= (5, 14)


def allow_listed(source: Mapping[str, str], names: set[str], prefixes: tuple[str, ...]) -> dict[str, str]:
    """The variables of ``source`` named in ``names`` or starting with one of ``prefixes``, secrets never."""
    return {name: value for name, value in source.items()
            if (name in names or name.startswith(prefixes)) and not SECRET_NAME.search(name)}


def child_environment(source: Mapping[str, str], scratch: str) -> dict[str, str]:
    """The allow-listed part of ``source``; HOME, TMPDIR and Triton's and Inductor's caches in the
    scratch (``scratch`` as the child sees it), and glibc's allocator on its heap, whatever the user's own settings
    say."""
    env = allow_listed(source, _ALLOWED_NAMES, _ALLOWED_PREFIXES)
    # This very package, also when it runs from a source tree rather than an installation; under
    # bubblewrap only the package itself is mounted there, not the folder around it.
    env.update(PYTHONPATH=str(Path(pytest_passnet.__file__).parent.parent), HOME=f"{scratch}/home",
               TMPDIR=f"{scratch}/tmp", TRITON_CACHE_DIR=f"{scratch}/{KERNEL_CACHE}/triton",
               TORCHINDUCTOR_CACHE_DIR=f"{scratch}/{KERNEL_CACHE}/inductor",
               USER="passnet", LOGNAME="passnet",  # a child's uid has no name; getpass asks these first
               PYTHONDONTWRITEBYTECODE="1", PYTHONNOUSERSITE="1", **HEAP_ONLY_ALLOCATOR)
    return env


class FolderRefused(Exception):
    """A folder too large, too deep or too unreadable to copy; the message says which."""


# A sample's pass_dir (and const_pass_dir) holds source files and small data: more is refused.
PASS_FOLDER_BYTES = 64 << 20
# A pass folder or a kernel cache is a few levels deep and holds hundreds of files at most.
_MAX_DEPTH = 16
_MAX_ENTRIES = 50_000
_CHUNK = 1 << 20
_DIRECTORY = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def regular_files(folder: Path | str, *, max_bytes: int, owner: int | None = None,
                  max_entries: int = _MAX_ENTRIES) -> list[tuple[str, int]]:
    """The regular files under ``folder`` as (relative path, size), in order, from ``lstat`` before
    anything is read, walked by descriptors (no link followed at any level, ``folder`` included):
    no bytecode caches, no file with other names (a hard link to a file elsewhere), none but
    ``owner``'s where given. FolderRefused when it holds more than ``max_bytes`` in all, is
    deeper than 16 levels, has more than ``max_entries`` entries, or cannot be read."""
    found: list[tuple[str, int]] = []
    total = entries = 0
    try:
        pending = [(os.open(folder, _DIRECTORY), "", 0)]
    except OSError as exc:
        raise FolderRefused(f"{folder} cannot be opened as a folder ({exc.strerror})") from None
    try:
        while pending:
            fd, prefix, depth = pending.pop()
            try:
                with os.scandir(fd) as listing:
                    names = sorted((entry.name, entry.stat(follow_symlinks=False)) for entry in listing)
                for name, info in names:
                    entries += 1
                    if entries > max_entries:
                        raise FolderRefused(f"{folder} holds more than {max_entries} entries")
                    if stat.S_ISDIR(info.st_mode) and name != "__pycache__":
                        if depth + 1 >= _MAX_DEPTH:
                            raise FolderRefused(f"{folder} is more than {_MAX_DEPTH} folders deep")
                        pending.append((os.open(name, _DIRECTORY, dir_fd=fd), f"{prefix}{name}/", depth + 1))
                    elif stat.S_ISREG(info.st_mode) and info.st_nlink == 1 and owner in (None, info.st_uid):
                        total += info.st_size
                        if total > max_bytes:
                            raise FolderRefused(f"{folder} holds more than {max_bytes >> 20} MiB")
                        found.append((prefix + name, info.st_size))
            finally:
                os.close(fd)
    except OSError as exc:
        raise FolderRefused(f"{folder} cannot be read ({exc.strerror})") from None
    finally:
        for fd, _, _ in pending:
            os.close(fd)
    return sorted(found)


def open_listed(folder: Path | str, relative: str, size: int, owner: int | None = None) -> int:
    """A descriptor of a file ``regular_files`` listed, opened one level at a time without following
    a link; FolderRefused if it is no longer that file (replaced, linked, grown)."""
    *parents, name = relative.split("/")
    try:
        fd = os.open(folder, _DIRECTORY)
        for parent in parents:
            inner = os.open(parent, _DIRECTORY, dir_fd=fd)
            os.close(fd)
            fd = inner
        try:
            file_fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=fd)
        finally:
            os.close(fd)
    except OSError as exc:
        raise FolderRefused(f"{folder}/{relative} changed while it was copied ({exc.strerror})") from None
    info = os.fstat(file_fd)
    if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1 or info.st_size != size or owner not in (None, info.st_uid):
        os.close(file_fd)
        raise FolderRefused(f"{folder}/{relative} changed while it was copied")
    return file_fd


def chunks(fd: int, size: int):
    """The first ``size`` bytes of an open file, a megabyte at a time."""
    done = 0
    while done < size:
        chunk = os.pread(fd, min(_CHUNK, size - done), done)
        if not chunk:
            return
        done += len(chunk)
        yield chunk


def copy_regular_files(source: Path | str, target: Path, *, max_bytes: int, owner: int | None = None,
                       max_entries: int = _MAX_ENTRIES) -> None:
    """Copy what ``regular_files`` lists into ``target`` (a folder nobody else writes now: the
    trusted side's own, or a scratch before its child ran any pass code); FolderRefused as there,
    or when a file changes meanwhile.

    Each file is written beside its name and renamed over it, never rewritten in place: a spare child has
    loaded Triton's launchers from its own kernel cache by the time its sample's kept cache is copied in, and
    a shared library truncated and rewritten under a process that maps it (another compile's bytes under the
    same name) ended that child with SIGSEGV (an H100, session 28: the second run of the GPU demo list)."""
    for relative, size in regular_files(source, max_bytes=max_bytes, owner=owner, max_entries=max_entries):
        fd = open_listed(source, relative, size, owner)
        try:
            destination = target / relative
            _make_folders(destination.parent)
            # a short name of its own: a legal name of 255 bytes with a suffix is not one (red team round 35c's LONG_NAME)
            written, staged = tempfile.mkstemp(prefix=".copy-", dir=destination.parent)
            try:
                with open(written, "wb") as writer:
                    os.fchmod(writer.fileno(), 0o644)  # whatever the umask: a child of another uid reads its pass files
                    for chunk in chunks(fd, size):
                        writer.write(chunk)
                os.replace(staged, destination)
            except BaseException:
                os.unlink(staged)
                raise
        finally:
            os.close(fd)


def _make_folders(folder: Path) -> None:
    """``folder`` and the missing levels above it, each made 0755 whatever the umask: a child of another uid enters its
    pass folders (red team round 35d's UMASK_FOLDERS: under umask 027 every pass with a ``pass_dir`` was ``kernel_error``)."""
    missing = []
    while not folder.is_dir():
        missing.append(folder)
        folder = folder.parent
    for level in reversed(missing):
        level.mkdir(exist_ok=True)
        os.chmod(level, 0o755)


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


def compiler_prefixes() -> list[str]:
    """The installations of the C and C++ compilers Triton and Inductor run (``$CC``, ``$CXX``,
    gcc, g++, clang on PATH): each one's folder above ``bin`` (a GPU image's /opt/gcc: a compiler
    needs its libexec and libraries; children refused it, every kernel failed there with EACCES)."""
    prefixes = []
    for name in (os.environ.get("CC"), os.environ.get("CXX"), "gcc", "g++", "clang"):
        found = shutil.which(name) if name else None
        if found:
            folder = Path(os.path.realpath(found)).parent
            prefix = folder.parent if folder.name == "bin" else folder
            # A compiler in the user's own bin folder does not open the user's home to pass code.
            prefixes.append(str(folder if Path.home().is_relative_to(prefix) else prefix))
    return prefixes


# What a Python environment keeps of its owner's settings, which may hold secrets, and no child needs: conda's
# `env config vars` (conda-meta/state) and activation scripts (etc/conda/activate.d), pip's index credentials
# (pip.conf), virtualenvwrapper's hooks (bin/postactivate) and the activation scripts that export variables (red
# team round 47a's PREFIX_SECRETS: a fake key read from all four, in every mode).
_ENVIRONMENT_SETTINGS = {"conda-meta", "etc", "pip.conf", "pip.ini"}
_ACTIVATION_HOOKS = ("activate", "deactivate", "postactivate", "preactivate", "postdeactivate", "predeactivate")


def _environment_entries(prefix: str) -> list[str]:
    """A Python environment's entries but its settings (``_ENVIRONMENT_SETTINGS``), and of its bin folder every entry
    but the activation hooks: what the child reads of it."""
    try:
        entries = sorted(os.scandir(prefix), key=lambda entry: entry.name)
    except OSError:
        return []
    found = []
    for entry in entries:
        if entry.name in _ENVIRONMENT_SETTINGS:
            continue
        if entry.name == "bin" and entry.is_dir(follow_symlinks=False):
            found += [tool.path for tool in sorted(os.scandir(entry.path), key=lambda tool: tool.name)
                      if not tool.name.lower().startswith(_ACTIVATION_HOOKS)]
        else:
            found.append(entry.path)
    return found


def read_only_roots(readable: tuple[str, ...] = ()) -> list[str]:
    """What the child must read besides /etc: the system, the Python installation (``_environment_entries``), this
    package, the compilers' installations, and ``readable`` (the folders of compilers that plugins add)."""
    roots = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64",
             *_environment_entries(sys.prefix), *_environment_entries(sys.base_prefix),
             str(Path(pytest_passnet.__file__).parent), *compiler_prefixes(), *readable]
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


def command(kind: str, made: Folders, env: Mapping[str, str], device: str, readable: tuple[str, ...], *,
            uid: int | None, steps: tuple[str, ...], landlock_abi: int, module: str = "pytest_passnet.sandbox.child",
            ) -> tuple[list[str], dict[str, str]]:
    """The argv and environment that start a child (``module``: the probe's, see ``mode``): the
    allow-listed part of ``env`` and its confinement plan, under bubblewrap or not: the ``steps``
    of ``confine`` it takes (``landlock_abi``: the ABI its Landlock rules are for). ``uid``: the
    child's own (started as root), which it drops to first thing. bubblewrap run by a normal user
    puts the child in a user namespace of that user; run by root it uses none (one would map the
    child to host root): the child drops to its uid itself."""
    scratch, spill = made.scratch, made.spill
    visible = visible_path(kind, scratch)
    confinement = _plan(kind, visible, visible_spill(kind, spill), visible_models(kind, made.models), readable,
                        uid=uid, steps=steps, own=str(made.private),
                        landlock_abi=landlock_abi, parent=None if kind == BWRAP else os.getpid(),
                        limits=limits(uid, user_namespace=os.geteuid() != 0 and (kind == BWRAP or "namespaces" in steps)))
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
    wrapped += ["--bind", str(scratch), SCRATCH_MOUNT, "--bind", str(spill), SPILL_MOUNT,
                "--ro-bind", str(made.models), MODELS_MOUNT, "--chdir", SCRATCH_MOUNT]
    for name, value in env.items():
        wrapped += ["--setenv", name, value]
    return wrapped + ["--", *argv], {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}


def _no_cwd_on_path() -> list[str]:
    """``-P`` (Python 3.11+): the working directory, the scratch a pass writes, is not on sys.path."""
    return ["-P"] if sys.version_info >= (3, 11) else []


def _plan(kind: str, scratch: str, spill: str, models: str, readable: tuple[str, ...], *, uid: int | None,
          steps: tuple[str, ...], own: str,
          landlock_abi: int, parent: int | None, limits: dict[str, int]) -> str:
    """The confinement the child applies to itself (``confine``), as it travels: JSON. Paths are
    the child's view (inside bubblewrap: the mounts). Nothing under /dev is readable but the
    device nodes named: not /dev/shm, which every process of the user shares (no child's spill
    folder is there: ``sandbox.folders``)."""
    rules, gpus = None, gpu_devices()
    if "landlock" in steps:
        # thread_names: CUDA's rule (``confine._landlock``), where it may start only: it also opens the child's own
        # oom_score_adj to a process made dumpable by an exec (red team round 35a).
        rules = {"abi": landlock_abi, "read": [*read_only_roots(readable), *etc_entries(), "/proc", "/sys", models],
                 "write": [scratch, spill], "devices": [*_DEVICES, *gpus], "thread_names": bool(gpus)}
    # Inside namespaces of its own, a child lets go of the other children's folders it was given a
    # view of (bounded ones are mounts: the view would keep their memory after they are removed).
    others = {"own": own, "prefix": str(Path(tempfile.gettempdir()) / SANDBOX_PREFIX), "writable": [scratch, spill]}
    namespaced = kind == BWRAP or "namespaces" in steps  # its own PID namespace and read-only mounts
    # CUDA's driver makes a unix socket at cuInit: on a GPU host seccomp lets a child make those.
    return json.dumps({"steps": list(steps), "uid": uid, "gid": uid, "landlock": rules, "parent": parent,
                       "limits": limits, "folders": others, "unix_sockets": bool(gpus), "pinned": pinned(),
                       "pid_namespace": namespaced,
                       # Landlock alone keeps the child off the user's files (no read-only mounts without namespaces)
                       # at an ABI below 3, which handles no truncation (``seccomp._O_TRUNC``).
                       "truncation_unhandled": "landlock" in steps and landlock_abi < 3 and not namespaced})


def pinned() -> bool:
    """Whether this process runs on fewer CPUs than the host has online (an evaluation's slot, which the agent's local
    runtime sets with sched_setaffinity; taskset; a container's cpuset): its children then keep theirs."""
    return len(os.sched_getaffinity(0)) < os.sysconf("SC_NPROCESSORS_ONLN")  # not os.cpu_count: 3.13 lets env set it


def visible_path(kind: str, scratch: Path) -> str:
    """The scratch directory as the child sees it."""
    return SCRATCH_MOUNT if kind == BWRAP else str(scratch)


def visible_spill(kind: str, spill: Path) -> str:
    return SPILL_MOUNT if kind == BWRAP else str(spill)


def visible_models(kind: str, models: Path) -> str:
    return MODELS_MOUNT if kind == BWRAP else str(models)
