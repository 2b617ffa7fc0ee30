"""Several checks on one expensive real run, in one test.

pytest-xdist hands a module's tests to whichever worker is free, so a run shared by several tests
(a module-scoped fixture) is made again on every worker that ran one of them; `--dist loadgroup`
would keep them together, but xdist 3.8 marks a group by rewriting ``item._nodeid``, which pytest 9
no longer reads. One test that runs every check keeps the run single; each failing check is still
reported by its name.
"""

from __future__ import annotations

from collections.abc import Callable


def assert_all(checks: list[Callable[..., None]], *args) -> None:
    """Run every check on ``args``; fail with the message of each check that failed, by name."""
    failed = {}
    for check in checks:
        try:
            check(*args)
        except AssertionError as exc:
            failed[check.__name__] = str(exc)
    assert not failed, "\n\n".join(f"{name}: {message}" for name, message in failed.items())
