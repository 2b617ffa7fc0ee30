"""What a pass can learn about the machine it runs on from /proc, imported as ``pass_dir.host``:
the process that started it (the trusted pytest process, when nothing hides it), that process's
command line and environment, and the sandbox children it runs."""

import json
from pathlib import Path

CHILD_MODULE = "pytest_passnet.sandbox.child"


def config():
    """The sample's launch_config.json: where to write logs, and a run token."""
    return json.loads(Path(__file__).with_name("launch_config.json").read_text())


def _stat_fields(pid):
    return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()


def parent_of(pid):
    return int(_stat_fields(pid)[1])


def state_of(pid):
    try:
        return _stat_fields(pid)[0]
    except (OSError, IndexError):
        return "gone"


def started_at(pid):
    return int(_stat_fields(pid)[19])


def cmdline(pid):
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return []


def environ(pid):
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return {}
    return dict(item.decode(errors="replace").partition("=")[::2] for item in raw.split(b"\0") if item)


def ancestors(pid):
    found = []
    while pid > 1:
        try:
            pid = parent_of(pid)
        except (OSError, IndexError, ValueError):
            break
        found.append(pid)
    return found


def trusted_process(pid):
    """The nearest ancestor that runs pytest with --passnet-out (None where it is out of sight)."""
    for ancestor in ancestors(pid):
        if "--passnet-out" in cmdline(ancestor):
            return ancestor
    return None


def option_values(argv, name):
    """The values after ``name`` on a command line, up to the next option."""
    if name not in argv:
        return []
    values = []
    for value in argv[argv.index(name) + 1:]:
        if value.startswith("--") or not value:
            break
        values.append(value)
    return values


def children(pid):
    found = []
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            found += [int(p) for p in (task / "children").read_text().split()]
        except OSError:
            continue  # a thread that ended meanwhile
    return found


def sandbox_children(pid):
    """The sandbox children of ``pid`` (the trusted process), oldest first: the reference child
    is started before any sample's."""
    found = [c for c in children(pid) if CHILD_MODULE in cmdline(c)]
    return sorted(found, key=started_at)


def current_folder(pid):
    """Where ``pid`` works (a sandbox child: its scratch, holding its sample's pass_dir)."""
    try:
        return Path(f"/proc/{pid}").joinpath("cwd").resolve(strict=True)
    except OSError:
        return None


def resolved(pid, path):
    """``path`` from ``pid``'s command line, made absolute against that process's working folder."""
    return Path(path) if Path(path).is_absolute() else Path(f"/proc/{pid}/cwd").resolve() / path


def detach(work):
    """Run ``work`` in a daemon of its own session, outside the caller's process group."""
    import os

    child = os.fork()
    if child:
        os.waitpid(child, 0)
        return
    try:
        os.setsid()
        if os.fork() == 0:
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            os.closerange(3, 4096)
            try:
                work()
            finally:
                os._exit(0)
    finally:
        os._exit(0)


def wait_until_gone(pid, step_s=0.1):
    import time

    while state_of(pid) != "gone":
        time.sleep(step_s)


def child_class(name):
    """A class of the sandbox child's own module (run as ``python -m``, it is ``__main__``)."""
    import sys

    for module in list(sys.modules.values()):
        found = module.__dict__.get(name) if hasattr(module, "__dict__") else None
        if isinstance(found, type) and found.__module__ in ("__main__", CHILD_MODULE):
            return found
    raise LookupError(f"no {name} in this process")
