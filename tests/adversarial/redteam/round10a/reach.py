"""Run confined (``standin.py reach.py TARGET``) as the user that owns TARGET (a folder outside the child's
write rules, like the user's dataset, package or out dir): what the child can still do to it.
Prints one JSON line: each attempt's outcome ("ALLOWED" or the errno's name)."""

import ctypes
import errno
import json
import os
import sys

target = sys.argv[1]
victim = os.path.join(target, "model.py")
folder = os.path.join(target, "pass_dir")
libc = ctypes.CDLL(None, use_errno=True)


def attempt(action):
    try:
        action()
    except OSError as exc:
        return errno.errorcode.get(exc.errno, str(exc.errno))
    return "ALLOWED"


def inotify_watch():
    fd = libc.inotify_init1(os.O_CLOEXEC)
    if fd < 0:
        raise OSError(ctypes.get_errno(), "inotify_init1")
    if libc.inotify_add_watch(fd, target.encode(), 0xFFF) < 0:  # IN_ALL_EVENTS
        raise OSError(ctypes.get_errno(), "inotify_add_watch")


def write_open():
    os.close(os.open(victim, os.O_WRONLY | os.O_APPEND))


outcomes = {
    # what Landlock handles: must be denied
    "open_for_writing": attempt(write_open),
    "truncate": attempt(lambda: os.truncate(victim, 0)),
    "rename": attempt(lambda: os.rename(victim, victim + ".moved")),
    "unlink": attempt(lambda: os.unlink(victim)),
    "make_file": attempt(lambda: os.close(os.open(os.path.join(target, "new"), os.O_CREAT | os.O_WRONLY, 0o600))),
    "open_for_reading": attempt(lambda: os.close(os.open(victim, os.O_RDONLY))),
    "list_folder": attempt(lambda: os.listdir(target)),
    # what it does not (file metadata): the secure outcome is a denial too
    "stat": attempt(lambda: os.stat(victim)),
    "inotify_watch": attempt(inotify_watch),
    "utime": attempt(lambda: os.utime(victim, (0, 0))),
    "setxattr": attempt(lambda: os.setxattr(victim, "user.passnet", b"round10a")),
    "chmod_file": attempt(lambda: os.chmod(victim, 0)),
    "chmod_folder": attempt(lambda: os.chmod(folder, 0)),
}
print(json.dumps(outcomes))
