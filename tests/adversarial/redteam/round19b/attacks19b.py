"""Round 19b's attacks: ``standin19b.py HOW [MIB]`` in one configuration of ``tests/sandbox/configurations``."""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import standins

HERE = Path(__file__).parent


def standin(name: str, *how: str) -> dict:
    """``standin19b.py HOW...``'s record in the configuration ``name`` (``configurations.NAMES``)."""
    return standins.record(name, HERE / "standin19b.py", *how)
