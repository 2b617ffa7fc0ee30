"""Run confined (round 10a's ``standin.py readonly.py TARGET``) as the user that owns TARGET: what of the
read-only view (``confine._read_only_but``) a plain-user child can still write or change.
Prints one JSON line: each attempt's outcome ("ALLOWED" or the errno's name), and the mounts it sees
writable."""

import errno
import json
import os
import sys

target = sys.argv[1]
victim = os.path.join(target, "model.py")


def attempt(action):
    try:
        action()
    except OSError as exc:
        return errno.errorcode.get(exc.errno, str(exc.errno))
    return "ALLOWED"


def writable_mounts():
    """Mount points this view holds without the ro option."""
    seen = []
    with open("/proc/self/mountinfo") as info:
        for line in info:
            fields = line.split()
            if "ro" not in fields[5].split(","):
                seen.append(fields[4])
    return seen


outcomes = {
    "chmod_outside": attempt(lambda: os.chmod(victim, 0)),
    "utime_outside": attempt(lambda: os.utime(victim, (0, 0))),
    "hard_link_into_scratch": attempt(lambda: os.link(victim, "linked.py")),
    "rename_scratch": attempt(lambda: os.rename(os.getcwd(), os.getcwd() + "-moved")),
    "dev_shm_file": attempt(lambda: os.close(os.open("/dev/shm/r11", os.O_CREAT | os.O_WRONLY, 0o600))),
    "chmod_own_scratch": attempt(lambda: (os.chmod(".", 0o700), os.chmod(".", 0o755))),
    "writable_mounts": writable_mounts(),
    "cwd": os.getcwd(),
}
print(json.dumps(outcomes))
