"""Round 13a's mechanisms against the real confinement and the product's file-table watch: confined
scripts run by ``standin13a.py`` (a child started as ``process.Sandbox`` starts one, watched as
``Sandbox.assign`` watches it, ended by the product's ``Sandbox.kill``) or by round 10a's ``standin.py``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.adversarial.redteam import standins
from tests.adversarial.redteam.round10a import attacks10a
from tests.sandbox import host_file_table

HERE = Path(__file__).parent


def watched(how: str, processes: int, each: int, threads: int = 0, user: str | None = None, wait_s: float = 1.0) -> dict:
    """``standin13a.py``'s record of ``hold.py HOW PROCESSES EACH THREADS`` in a process-mode child started
    by a trusted side run as ``user`` (None: this process's), the watch given ``wait_s`` once they hold."""
    with host_file_table.alone():
        return standins.record_as(user, HERE / "standin13a.py", str(wait_s), str(HERE / "hold.py"), how,
                                  str(processes), str(each), str(threads), timeout_s=240)


def killed_leftovers(children: int, mappings: int, user: str, without: str = "namespaces") -> dict:
    """``standin13a.py kill zombies.py``: a child without a PID namespace ended by ``Sandbox.kill``."""
    with host_file_table.alone():
        return standins.record_as(user, HERE / "standin13a.py", "kill", str(HERE / "zombies.py"), str(children),
                                  str(mappings), env={"STANDIN_WITHOUT": without})


def reach(user: str | None = None, without: str = "") -> dict:
    """``reach13a.py`` in a process-mode child (``without``: ``namespaces``, as where the kernel refuses
    user namespaces), beside a process of the trusted side's user standing for the reference child."""
    return attacks10a.confined(str(HERE / "reach13a.py"), user=user,
                               extra_env={"STANDIN_WITHOUT": without, "STANDIN_DECOY": "1"})


def unconfined_reach() -> dict:
    """The control: the same script run plainly by this process's user."""
    done = subprocess.run([sys.executable, str(HERE / "reach13a.py")], capture_output=True, text=True, timeout=60,
                          check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])
