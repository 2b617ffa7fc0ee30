"""The trusted side's start of one child, as ``process.Sandbox`` makes it (``mode.detect``, the child's
folders, ``policy.command``'s environment and confinement plan), for a child that runs a script of ours
instead of the serve loop: ``python standin.py SCRIPT [ARG...]`` (the arguments are the script's).
``STANDIN_WITHOUT`` (comma-separated steps of ``confine``) emulates a host where the probe saw them fail
(round 2 emulated Landlock ABI 4 so): ``namespaces``, a user whose kernel refuses user namespaces.
``STANDIN_DECOY=1`` starts a process of this user first, as the reference child is (one per trusted
process, started before any pass's child), and gives the script its pid and this process's. It prints one JSON line: the mode, and what the
confined script printed (its last line, JSON) or its stderr's tail."""

import json
import os
import subprocess
import sys

from pytest_passnet.sandbox import folders, identity, mode, policy


def main() -> None:
    script = sys.argv[1]
    found = mode.detect()
    left_out = set(filter(None, os.environ.get("STANDIN_WITHOUT", "").split(",")))
    steps = tuple(step for step in found.steps if step not in left_out)
    decoy = subprocess.Popen(["sleep", "120"]) if os.environ.get("STANDIN_DECOY") else None
    args = [str(decoy.pid), str(os.getpid())] if decoy else []
    lease = identity.lease() if found.uid_per_child else None
    made = folders.make(lease.uid if lease else None, found.bounded_folders)
    try:
        _, env = policy.command(policy.PLAIN, made, os.environ, "cpu", (), uid=lease.uid if lease else None,
                                steps=steps, landlock_abi=found.landlock_abi)
        code = "from pytest_passnet.sandbox import confine\nconfine.confine_child()\n" + open(script).read()
        done = subprocess.run([sys.executable, "-P", "-c", code, *sys.argv[2:], *args], env=env, cwd=made.scratch, capture_output=True,
                              text=True, timeout=60, start_new_session=True)
    finally:
        if decoy:
            decoy.kill()
            decoy.wait()
        if lease:
            lease.release()
        folders.remove(made)
    lines = done.stdout.strip().splitlines()
    child = json.loads(lines[-1]) if lines else {"stderr": done.stderr[-600:], "exit": done.returncode}
    print(json.dumps({"mode": found.kind, "uid_per_child": found.uid_per_child, "steps": list(steps),
                      "child": child}))


if __name__ == "__main__":
    main()
