"""Where a child's spill folder (and the trusted side's file of its inputs) is made (``folders.make``): in the child's
private folder, never in the ``/dev/shm`` every process of the user shares. Red team round 31b's SHM_ACROSS_WORKERS:
a user's pass child filled /dev/shm (Docker's is 64 MiB) through its spill folder there, and another xdist worker found
no room for its honest sample's inputs file: that sample ``eager_error``, its retry too.

The test runs the real ``folders.make`` and ``InputsFile`` in a process of a mount namespace of its own, whose /dev/shm
is a 1 MiB tmpfs filled to the last byte first (the host's is never touched)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

# In the namespace: /dev/shm filled by "another child", then a user child's folders made (unbounded: no mount, as a
# normal user's) and a 4 MiB inputs file made in its spill folder, as ``Sandbox.share_inputs`` makes it.
_BESIDE_A_FULL_SHM = textwrap.dedent("""
    import errno, json, os, shutil, torch
    from pytest_passnet.sandbox import folders
    from pytest_passnet.sandbox.shared_inputs import InputsFile
    with open("/dev/shm/filler.bin", "wb") as filler:
        try:
            while True:
                filler.write(bytes(1 << 16))
                filler.flush()
        except OSError as exc:
            assert exc.errno == errno.ENOSPC, exc
    made = folders.make(None, bounded=False)
    found = {"shm_free": shutil.disk_usage("/dev/shm").free, "spill": str(made.spill),
             "on_the_temporary_disk": os.stat(made.spill).st_dev == os.stat(made.private).st_dev}
    try:
        inputs = InputsFile(made.spill, "trusted-inputs-1.bin", {"x": torch.ones(1 << 20)})
        found["inputs"] = inputs.nbytes
        inputs.close()
    except OSError as exc:
        found["inputs"] = exc.strerror
    found["removed"] = folders.remove(made) and not made.private.exists()
    print(json.dumps(found))
""")


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("unshare"),
                    reason="mounts a small /dev/shm in a mount namespace of its own (root, unshare)")
def test_a_user_child_s_inputs_file_has_room_beside_a_full_shared_memory():
    """/dev/shm full to the last byte (another child filled it): a user child's folders made then still take the trusted
    side's 4 MiB inputs file, in a spill folder on the temporary folder's disk, and go whole. Before the fix the spill
    folder was made in /dev/shm and the file failed: "No space left on device"."""
    mount = "mount -t tmpfs -o size=1m,mode=1777 passnet-test-shm /dev/shm"
    done = subprocess.run(["unshare", "--mount", "--propagation", "private", "--", "sh", "-c",
                           f'{mount} && exec "$@"', "sh", sys.executable, "-c", _BESIDE_A_FULL_SHM],
                          cwd=REPO, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.splitlines()[-1])
    assert found["shm_free"] < 1 << 16, found  # the filler took the shared memory
    assert isinstance(found["inputs"], int) and found["inputs"] >= 4 << 20, found  # made whole, not its error
    assert found["on_the_temporary_disk"], found
    assert not found["spill"].startswith("/dev/shm/") and found["removed"], found
