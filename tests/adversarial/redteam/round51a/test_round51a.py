"""Round 51a: the sandbox modes after session 33's fixes (133c0979, a68ea3cf), attacked at a68ea3cf. Real trusted-side
code (``mode.detect``, ``identity.lease``, ``folders.make``, ``policy.command``) starts a real confined child as root
whose capability state is not Linux's default (``premises51a``: ``setpriv`` as a hardened unit or a least-privilege
pod leaves it), under a second each.

- CAPS_KEPT_WITH_UID (FOOLED, high where it applies): with ``SECBIT_NO_SETUID_FIXUP`` on the trusted process the kernel
  keeps every capability across ``setresuid``; ``confine._identity`` checks the uid and groups only, the probe's
  ``identity: uid`` passes, and the strongest mode (bubblewrap, a uid per child, no warning) runs children holding
  every capability bubblewrap leaves: ``CAP_SYS_TIME`` (the host clock's tick set), ``CAP_SYS_ADMIN`` (an
  ``FAN_OPEN_PERM`` mark: root's own ``open`` of a file outside the sandbox refused).
- CAPS_KEPT_WITHOUT_UID (FOOLED, medium-high where it applies): root without ``CAP_SETPCAP`` (and without
  ``CAP_SETUID``, so no uid): ``drop_all_capabilities`` fails in the probe, ``apply(strict=False)`` leaves ``identity``
  out, and ``mode._owns_the_host`` never asks for it: the plain mode without a uid (and bubblewrap without a uid, which
  ``_owns_the_host`` does not look at) runs uid-0 children with the capabilities root had (``CAP_SYS_ADMIN``:
  the same veto of root's ``open``). The WARNING says "WITH every capability"; the run goes on.
- PROBE_CRASH (FOOLED, low): root with ``CAP_SYS_ADMIN`` alone: the probe's ``folders.make(uid)`` raises
  ``PermissionError`` (``chown``) out of ``mode.detect``, which ``Session.start`` does not catch (``RuntimeError``,
  ``ValueError`` only), and the leased uid is never released.
Held: the default host (bubblewrap with a uid; the plain mode with a uid): no capability, ``adjtimex`` and
``fanotify_init`` ``EPERM``, root's ``open`` untouched."""

from __future__ import annotations

import os
import platform
import shutil

import pytest

from tests.adversarial.redteam.round51a import premises51a as p

needs_root = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv") or not shutil.which("bwrap")
                                or platform.machine() != "x86_64",
                                reason="starts the trusted side as root under setpriv (x86_64, bubblewrap installed)")


@pytest.fixture
def layout():
    base = p.layout()
    try:
        yield base
    finally:
        p.remove_layout(base)


def _nothing_kept(record: dict) -> None:
    """What the product should hold: the mode is refused, or its child holds no capability, cannot touch the host's
    clock, and root's ``open`` of a file outside the sandbox is not the child's to refuse."""
    if "refused" in record:
        assert record["refused"].startswith("RuntimeError"), record  # the run's start says why (Session.start)
        return
    child = record["child"]
    assert p.capabilities(record) == 0 and int(child["cap_prm"], 16) == 0, record
    assert "Operation not permitted" in child["adjtimex"], record
    assert child["fanotify"].startswith("fanotify_init"), record
    assert record["outside"].get("open", "read").startswith("read") and record["outside"]["open_after"].startswith("read")
    assert "chmod of victim.py made" not in child["root_again"], record  # no owner of root's files
    if record["uid_per_child"]:
        assert child["root_again"].startswith("PermissionError"), record  # the leased uid stays itself


@needs_root
@pytest.mark.parametrize("sandbox", ["", "process"])
def test_the_default_host_gives_a_uid_and_no_capability(layout, sandbox):
    """Held: root as this host runs it: bubblewrap, or the plain mode, with a leased uid; the child holds no
    capability, so neither the clock nor another process's ``open`` is its to change."""
    record = p.run_premise(layout, "default", sandbox)
    assert record["kind"] == (sandbox or "bubblewrap") and record["uid_per_child"] is True, record
    assert record["child"]["uid"] >= 1_600_000_000
    _nothing_kept(record)


@needs_root
@pytest.mark.parametrize("sandbox", ["", "process"])
def test_a_leased_uid_keeps_no_capability_whatever_the_securebits(layout, sandbox):
    """CAPS_KEPT_WITH_UID: ``setpriv --securebits +no_setuid_fixup`` (systemd's ``SecureBits=no-setuid-fixup``). The
    mode is the strongest (bubblewrap, uid, no warning; or the plain mode with a uid); measured in both: the child, a
    leased uid, holds CapEff 0x1fffeffffff (all of root's here), sets the host clock's tick, and refuses root's ``open``
    of ``victim.py`` (``EPERM``); in the plain mode ``setresuid(0, 0, 0)`` makes it root again, and root's
    ``victim.py`` its to ``chmod`` (no read-only view for a child with a uid)."""
    record = p.run_premise(layout, "no_setuid_fixup", sandbox)
    assert record["uid_per_child"] is True and record["warning"] is None, record  # the premise: the strong mode
    _nothing_kept(record)


@needs_root
@pytest.mark.parametrize("state", ["no_setpcap", "no_setpcap_bwrap"])
def test_a_root_child_without_a_uid_keeps_no_capability(layout, state):
    """CAPS_KEPT_WITHOUT_UID: root's bounding set without ``CAP_SETPCAP``, ``CAP_SETUID``, ``CAP_SETGID`` (a pod's
    ``drop: [ALL]`` with ``SYS_ADMIN``, ``CHOWN``, ``DAC_OVERRIDE``, ``FOWNER`` added; ``NET_ADMIN`` too for bubblewrap).
    Measured: the plain mode (``no_setpcap``) and bubblewrap (``no_setpcap_bwrap``) without a uid are kept with a
    WARNING; the uid-0 child holds CapEff 0x20000b / 0x20100b and refuses root's ``open`` of ``victim.py``."""
    record = p.run_premise(layout, state)
    assert record.get("uid_per_child") is False, record  # the premise: the no-uid fallback was kept
    _nothing_kept(record)


@needs_root
def test_root_with_sys_admin_alone_starts_a_safe_mode_or_is_refused(layout):
    """PROBE_CRASH, held since the lead's fix after the round (was FOOLED: ``drop: [ALL]``, ``add: [SYS_ADMIN]``: the
    probe's ``folders.make(uid)`` raised ``PermissionError`` out of ``mode.detect``, the lease was not released and the
    probe's bounded tmpfs stayed mounted): a candidate whose lease, chown or mount fails is one that did not start;
    here the plain mode as root without a uid holds (its sets cleared without ``CAP_SETPCAP``, read back empty), and
    its child keeps nothing; no tmpfs is left mounted."""
    record = p.run_premise(layout, "sys_admin_only")
    assert "error" not in record and p.left_mounts(layout) == [], record
    _nothing_kept(record)
