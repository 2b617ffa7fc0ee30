"""Round 19a's attacks: ``standin19a.py HOW [LOOP]`` in one configuration of ``tests/sandbox/configurations``."""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import standins

HERE = Path(__file__).parent


def standin(name: str, how: str, loop: str = "stop_all") -> dict:
    """``standin19a.py HOW LOOP``'s record in the configuration ``name`` (``configurations.NAMES``)."""
    return standins.record(name, HERE / "standin19a.py", how, loop)
