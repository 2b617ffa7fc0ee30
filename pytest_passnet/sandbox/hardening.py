"""The trusted process's own protections, set once per process (pytest's, each xdist worker's, the
agent's): no process of the same uid may read its memory or its /proc files (its environment
holds the API key), and processes a pass double-forks away from its child are reparented to it
rather than to init, so they stay where ``Sandbox.kill`` finds them; and what it imported is frozen out of the
cyclic collector's reach, so that no collection a child's reply sets off walks it holding the GIL."""

from __future__ import annotations

import functools
import gc

from pytest_passnet.sandbox import syscalls


@functools.cache
def harden_trusted_process() -> tuple[str, ...]:
    """What held: "non_dumpable", "subreaper" (neither needs privilege; either may be missing
    where the kernel has no prctl, as under some emulated kernels). What the process holds so far (torch's modules)
    is frozen out of the cyclic collector's reach: a collection a child's reply sets off, holding the GIL, walks only
    what came after (red team round 48a's GC_AFTER_PARSE: a full one took 77-330 ms)."""
    gc.freeze()
    held = []
    for option, name in ((syscalls.PR_SET_DUMPABLE, "non_dumpable"), (syscalls.PR_SET_CHILD_SUBREAPER, "subreaper")):
        try:
            syscalls.prctl(option, 0 if option == syscalls.PR_SET_DUMPABLE else 1)
            held.append(name)
        except OSError:
            pass
    return tuple(held)
