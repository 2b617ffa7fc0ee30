"""Round 68b's plugin runs (CPU, Triton's interpreter, ``harness`` with the allow-list off, as the red team's runs are):
what one pass's child can leave for, or hold against, the reference child of its own sample, the next sample (another
pass code: its child and its reference) and a later run on the same HOME.
``python -m tests.adversarial.redteam.round68b.plugin68b [config] [trials]`` runs one configuration twice on one HOME.

Samples (each one float32 relu variant of 256x1024, one rule):

- ``r68b_diag``: an honest relu pass; its ``model.py`` raises, in the reference child, what that child itself may do with
  the channels below (``R68B-REF-DIAG``): it shows the look runs there, and what is refused to a child that runs no
  pass code.
- ``r68b_plant`` (pass P): at import, in its child, it plants into every channel a child of another process could
  read (``PLANT``: an abstract and a pathname unix socket, POSIX shared memory and a semaphore, System V shared memory,
  semaphores and messages, a POSIX message queue, a key in the user and session keyrings, files in /tmp, /dev/shm,
  /var/tmp, /run/lock, an exclusive ``flock``, a POSIX record lock and a read lease on files every child reads
  (``os.py`` of the standard library, ``torch/__init__.py``), an extended attribute and a new mtime on them); it
  keeps every object alive while its child lives (stopped while eager is timed) and writes what held into its kernel
  cache (``r68b-record.json``, kept for its pass code), then runs the honest relu. Its ``model.py`` (the same sample's
  reference child) looks for each plant at every eager call (``LOOK``) and raises ``R68B-REF-SAW`` where it finds one.
- ``r68b_after`` (pass Q, other code): its child looks at import and raises ``R68B-Q-SAW`` where it finds anything of
  P's; its ``model.py`` looks in the reference child as ``r68b_plant``'s does. Both clean: ``correct``.
- ``r68b_plant_again`` (P's code byte for byte): its child finds P's kept record (by design: the cache's key is the pass
  code) and raises it (``R68B-RECORD``), which is how the record of what P could do leaves the sandbox.

The second run on the same HOME (``--passnet-out`` elsewhere) is ``r68b_after`` then ``r68b_plant_again``: what a run
keeps for a later one.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.adversarial.redteam import sample_kit

USER_UID = 1_511_068  # the user modes' uid, from the round's range
INPUTS = {"in_0": ((256, 1024), "float32")}
MODULE = "kernels68b"

# Shared by the children's looks and P's plants: the channels a child may reach beyond its own folders.
CHANNELS = '''\
import errno
import fcntl
import json
import os
import socket
import struct

ctypes = os.sys.modules["ctypes"]  # torch imported it; an import of ctypes is a finding in the child
MARK = b"R68B-PLANTED"
NAME = "r68b"
KEY = 0x68B068B
ABSTRACT = "\\0" + NAME + "-abstract"
PATH_SOCKET = "/tmp/" + NAME + ".sock"
PLACES = ("/tmp", "/dev/shm", "/var/tmp", "/run/lock", "/run/user")


def _shared_files():
    """Files every child reads: the standard library's os.py, torch's and this package's __init__.py (a user's own
    installation in the user modes: the run's package copy belongs to the user the run is made as)."""
    found = [os.__file__]
    for name in ("torch", "pytest_passnet"):
        module = os.sys.modules.get(name)
        if module is not None and module.__file__:
            found.append(module.__file__)
    return found


def _libc():
    return ctypes.CDLL(None, use_errno=True)


def _try(action):
    try:
        value = action()
        return "ok" if value is None else value
    except OSError as exc:
        return "errno " + (errno.errorcode.get(exc.errno, str(exc.errno)) if exc.errno else "?")
    except Exception as exc:
        return type(exc).__name__ + ": " + str(exc)[:60]


def _syscall(number, *args):
    value = _libc().syscall(ctypes.c_long(number), *args)
    if value < 0:
        raise OSError(ctypes.get_errno(), "syscall")
    return value


def plant():
    """P's child: every channel; what held, and the objects to keep alive while it lives."""
    done, keep = {}, []

    def abstract():
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(ABSTRACT)
        s.listen(4)
        keep.append(s)

    def pathname():
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(PATH_SOCKET)
        s.listen(4)
        keep.append(s)

    def shm():
        import _posixshmem

        fd = _posixshmem.shm_open("/" + NAME + "-shm", os.O_CREAT | os.O_RDWR, 0o666)
        os.write(fd, MARK)
        keep.append(fd)

    def sem():
        rt = _libc()
        rt.sem_open.restype = ctypes.c_void_p
        handle = rt.sem_open(("/" + NAME + "-sem").encode(), os.O_CREAT, 0o666, 1)
        if not handle:
            raise OSError(ctypes.get_errno(), "sem_open")

    def sysv(call, *args):
        return lambda: _syscall(call, *args)

    def mqueue():
        fd = _libc().mq_open(("/" + NAME + "-mq").encode(), os.O_CREAT | os.O_RDWR, 0o666, None)
        if fd < 0:
            raise OSError(ctypes.get_errno(), "mq_open")
        keep.append(fd)

    def keyring(ring):
        return lambda: _syscall(248, b"user", (NAME + "-key").encode(), MARK, ctypes.c_size_t(len(MARK)),
                                ctypes.c_int(ring))

    done["abstract_socket"] = _try(abstract)
    done["pathname_socket"] = _try(pathname)
    done["posix_shm"] = _try(shm)
    done["posix_sem"] = _try(sem)
    done["sysv_shm"] = _try(sysv(29, ctypes.c_int(KEY), ctypes.c_size_t(4096), ctypes.c_int(0o1666)))
    done["sysv_sem"] = _try(sysv(64, ctypes.c_int(KEY), ctypes.c_int(1), ctypes.c_int(0o1666)))
    done["sysv_msg"] = _try(sysv(68, ctypes.c_int(KEY), ctypes.c_int(0o1666)))
    done["mqueue"] = _try(mqueue)
    done["key_user"] = _try(keyring(-4))
    done["key_session"] = _try(keyring(-3))
    for place in PLACES:
        def write(place=place):
            with open(os.path.join(place, NAME + "-planted"), "wb") as stream:
                stream.write(MARK)
        done["file:" + place] = _try(write)
    for path in _shared_files():
        short = os.path.basename(os.path.dirname(path)) + "/" + os.path.basename(path)
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError as exc:
            done["open:" + short] = "errno " + str(exc.errno)
            continue
        keep.append(fd)
        done["flock:" + short] = _try(lambda: fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB))
        done["posix_rdlock:" + short] = _try(lambda: fcntl.fcntl(fd, fcntl.F_SETLK, struct.pack("hhqqi", fcntl.F_RDLCK, 0, 0, 0, 0)) and None)
        done["lease:" + short] = _try(lambda: fcntl.fcntl(fd, fcntl.F_SETLEASE, fcntl.F_RDLCK) and None)
        done["xattr:" + short] = _try(lambda: os.setxattr(path, "user." + NAME, MARK))
        done["utime:" + short] = _try(lambda: os.utime(path, (1, 1)))
    return done, keep


def look():
    """What of P's plants this process finds: {channel: what}; empty where none."""
    seen = {}

    def connect(address):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            s.settimeout(0.2)
            s.connect(address)
            return "connected"
        finally:
            s.close()

    def shm():
        import _posixshmem

        fd = _posixshmem.shm_open("/" + NAME + "-shm", os.O_RDONLY, 0)
        os.close(fd)
        return "opened"

    def sem():
        rt = _libc()
        rt.sem_open.restype = ctypes.c_void_p
        handle = rt.sem_open(("/" + NAME + "-sem").encode(), 0)
        if not handle:
            raise OSError(ctypes.get_errno(), "sem_open")
        return "opened"

    def sysv(call, *args):
        return lambda: "id %d" % _syscall(call, *args)

    def mqueue():
        fd = _libc().mq_open(("/" + NAME + "-mq").encode(), os.O_RDONLY)
        if fd < 0:
            raise OSError(ctypes.get_errno(), "mq_open")
        os.close(fd)
        return "opened"

    tried = {"abstract_socket": _try(lambda: connect(ABSTRACT)), "pathname_socket": _try(lambda: connect(PATH_SOCKET)),
             "posix_shm": _try(shm), "posix_sem": _try(sem),
             "sysv_shm": _try(sysv(29, ctypes.c_int(KEY), ctypes.c_size_t(0), ctypes.c_int(0))),
             "sysv_sem": _try(sysv(64, ctypes.c_int(KEY), ctypes.c_int(0), ctypes.c_int(0))),
             "sysv_msg": _try(sysv(68, ctypes.c_int(KEY), ctypes.c_int(0))), "mqueue": _try(mqueue)}
    for ring, number in (("user", -4), ("session", -3)):
        tried["key_" + ring] = _try(lambda number=number: "key %d" % _syscall(250, ctypes.c_int(10), ctypes.c_int(number),
                                                                              b"user", (NAME + "-key").encode(), ctypes.c_int(0)))
    for place in PLACES:
        tried["file:" + place] = _try(lambda place=place: open(os.path.join(place, NAME + "-planted"), "rb").read()[:20].decode())
    for path in _shared_files():
        short = os.path.basename(os.path.dirname(path)) + "/" + os.path.basename(path)

        def locks(path=path):
            fd = os.open(path, os.O_RDONLY)
            try:
                try:
                    fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                    fcntl.flock(fd, fcntl.LOCK_UN)
                    flock = "free"
                except OSError as exc:
                    flock = "held " + errno.errorcode.get(exc.errno, "")
                probe = fcntl.fcntl(fd, fcntl.F_GETLK, struct.pack("hhqqi", fcntl.F_WRLCK, 0, 0, 0, 0))
                posix = "free" if struct.unpack("hhqqi", probe)[0] == fcntl.F_UNLCK else "held"
                return flock + "/" + posix
            finally:
                os.close(fd)

        tried["locks:" + short] = _try(locks)
        tried["xattr:" + short] = _try(lambda path=path: os.getxattr(path, "user." + NAME).decode())
        tried["mtime:" + short] = _try(lambda path=path: int(os.stat(path).st_mtime))
    for channel, what in tried.items():
        text = str(what)
        hit = (text in ("connected", "opened") or text.startswith(("id ", "key ", "R68B")) or "held" in text
               or text == "1" and channel.startswith("mtime:"))
        if hit:
            seen[channel] = what
    return seen, tried
'''

MODEL = """\
import json
import os

import torch

{channels}

def _reference_look(prefix, always):
    if os.path.isdir("pass_dir"):  # the pass's child runs this model too: only the reference looks
        return
    seen, tried = look()
    if always:
        raise RuntimeError(prefix + " " + json.dumps(tried, sort_keys=True))
    if seen:
        raise RuntimeError(prefix + " " + json.dumps(seen, sort_keys=True))


class GraphModule(torch.nn.Module):
    def forward(self, in_0):
        _reference_look({prefix!r}, {always!r})
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""

RULE = """\
import json
import os

import torch

from pass_dir.{module} import relu
from pass_dir.channels68b import look, plant

{body}


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return relu
"""
BODY_P = """\
_RECORD = os.path.join(os.path.dirname(os.environ["TRITON_CACHE_DIR"]), "r68b-record.json")
if os.path.exists(_RECORD):  # P's code in a later child: what P could do, kept for its pass code
    raise RuntimeError("R68B-RECORD " + open(_RECORD).read())
_DONE, _HELD = plant()
os.makedirs(os.path.dirname(_RECORD), exist_ok=True)
with open(_RECORD, "w") as _stream:
    json.dump({"uid": os.getuid(), "plant": _DONE}, _stream, sort_keys=True)"""
BODY_Q = """\
_SEEN, _TRIED = look()
if _SEEN:
    raise RuntimeError("R68B-Q-SAW " + json.dumps(_SEEN, sort_keys=True))"""
BODY_HONEST = "_ = look"

SAMPLES = {
    "r68b_diag": (BODY_HONEST, "R68B-REF-DIAG", True),
    "r68b_plant": (BODY_P, "R68B-REF-SAW", False),
    "r68b_after": (BODY_Q, "R68B-REF-SAW", False),
    "r68b_plant_again": (BODY_P, "R68B-REF-SAW", False),
}
FIRST_RUN = ("r68b_diag", "r68b_plant", "r68b_after", "r68b_plant_again")
SECOND_RUN = ("r68b_after", "r68b_plant_again")


def build_sample(layout, name: str) -> Path:
    body, prefix, always = SAMPLES[name]
    model = (
        MODEL.replace("{channels}", CHANNELS)
        .replace("{prefix!r}", repr(prefix))
        .replace("{always!r}", repr(always))
    )
    sample = sample_kit.build_sample(
        layout,
        name,
        model,
        INPUTS,
        sample_kit.relu_kernels("r68b: the honest relu"),
        "Rule68b",
        RULE.replace("{module}", MODULE).replace("{body}", body),
        MODULE,
    )
    (sample / "pass_dir" / "channels68b.py").write_text(CHANNELS)
    return sample


def _tagged(message: str, tag: str):
    start = message.find(tag + " ")
    if start < 0:
        return None
    text = message[start + len(tag) + 1 :]
    for candidate in (text, text.replace("\\n", "\n").replace('\\"', '"')):
        try:
            return json.JSONDecoder().raw_decode(candidate)[0]
        except ValueError:
            continue
    return {"unparsed": text[:800]}


TAGS = ("R68B-REF-DIAG", "R68B-REF-SAW", "R68B-Q-SAW", "R68B-RECORD")


def _variants(layout, out: Path) -> dict:
    report = json.loads((out / "report.json").read_text())
    found = {}
    for variant in report["variants"]:
        message = variant.get("message") or ""
        found[Path(variant["sample"]).name] = {
            "status": variant["status"],
            "said": {
                tag: _tagged(message, tag) for tag in TAGS if tag + " " in message
            },
            "message": message[:300],
            "sandbox": variant.get("sandbox"),
        }
    return found


def _kept(layout) -> dict:
    root = layout.home / ".cache" / "pytest-passnet" / "kernels"
    if not root.is_dir():
        return {}
    return {
        entry.name: sorted(
            str(p.relative_to(entry)) for p in entry.rglob("*") if p.is_file()
        )
        for entry in sorted(root.iterdir())
    }


def plugin_run(
    config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()
) -> dict:
    """``FIRST_RUN`` (or ``only``), then ``SECOND_RUN`` on the same HOME with a fresh ``--passnet-out``; the variants
    of each, what the HOME's kept caches hold after each, and whether the allow-list was off."""
    from tests.adversarial.redteam import harness

    config = next(c for c in harness.CONFIGS if c.name == config_name)
    if not config.as_root and os.geteuid() == 0:
        harness.test_user = lambda: (
            USER_UID,
            USER_UID,
        )  # the round's own uid, no account needed (setpriv)
    layout = harness.Layout(config)
    try:
        names = list(only or FIRST_RUN)
        samples = {
            name: build_sample(layout, name)
            for name in dict.fromkeys([*names, *SECOND_RUN])
        }
        layout.hand_over()
        record = {
            "config": config_name,
            "allow_list_off": layout.allow_list_off,
            "runs": [],
        }
        for order in (names, SECOND_RUN):
            out = layout.out if not record["runs"] else layout.base / "out2"
            command = layout.command([samples[n] for n in order], "-p", "no:randomly")
            command[command.index("--passnet-trials") + 1] = str(trials)
            command[command.index("--passnet-out") + 1] = str(out)
            code, seconds = harness._run_pytest(
                layout, command, f"run{len(record['runs'])}"
            )
            if not (out / "report.json").is_file():
                tail = (layout.base / f"run{len(record['runs'])}.out").read_text(
                    errors="replace"
                )[-2000:]
                raise AssertionError(f"no report.json (exit {code}): {tail}")
            record["runs"].append(
                {
                    "order": list(order),
                    "exit": code,
                    "seconds": round(seconds, 1),
                    "variants": _variants(layout, out),
                    "kept": _kept(layout),
                }
            )
        return record
    finally:
        layout.remove()


def brief(record: dict) -> None:
    print(json.dumps(record, indent=1, sort_keys=True)[:20000])


if __name__ == "__main__":
    import sys

    arguments = sys.argv[1:]
    brief(
        plugin_run(*arguments[:1], *map(int, arguments[1:2]), only=tuple(arguments[2:]))
    )


def xdist_run(config_name: str = "plain-root", trials: int = 3) -> dict:
    """``r68b_plant`` and ``r68b_after`` in one run of two xdist workers (``-n 2 --dist load``): P's child and Q's
    children at once on two workers, as two runs at once were."""
    from tests.adversarial.redteam import harness

    config = next(c for c in harness.CONFIGS if c.name == config_name)
    if not config.as_root and os.geteuid() == 0:
        harness.test_user = lambda: (USER_UID, USER_UID)
    layout = harness.Layout(config)
    try:
        samples = [build_sample(layout, name) for name in ("r68b_plant", "r68b_after")]
        layout.hand_over()
        command = layout.command(
            samples, "-p", "no:randomly", "-n", "2", "--dist", "load"
        )
        command[command.index("--passnet-trials") + 1] = str(trials)
        code, seconds = harness._run_pytest(layout, command, "xdist")
        if not (layout.out / "report.json").is_file():
            tail = (layout.base / "xdist.out").read_text(errors="replace")[-2000:]
            raise AssertionError(f"no report.json (exit {code}): {tail}")
        return {
            "config": config_name,
            "exit": code,
            "seconds": round(seconds, 1),
            "variants": _variants(layout, layout.out),
        }
    finally:
        layout.remove()
