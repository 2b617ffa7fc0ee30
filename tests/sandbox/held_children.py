"""A ``Sandboxes`` over children a test started itself: what ``stop_all``, ``continue_all`` and
``others_stopped`` read of a worker, built without starting a reference child or sweeping the host."""

from __future__ import annotations

from pytest_passnet.sandbox.process import Sandboxes


def sandboxes_holding(current, reference=None) -> Sandboxes:
    """``current`` as the pass's child (anything with ``processes()``, ``kill()``, ``close()`` and a
    ``file_table``), ``reference`` as the reference child, no spare."""
    made = Sandboxes.__new__(Sandboxes)
    made.current, made.spare, made.reference = current, None, reference
    made._paused, made._paused_watch = [], None
    return made
