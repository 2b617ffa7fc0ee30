"""Round 12a (cheap, in the normal suite): the host and sandbox side after rounds 10a-11's fixes.

Each FOOLED attack is a strict xfail asserting the secure behaviour; each HELD one asserts what held.
The README says what each attack does, where, and how to fix it. Confined children are started by
round 10a's ``standin.py`` and this round's ``standin12a.py`` (stopped mid-way, as the pass's child is
stopped while eager is timed).
"""

from __future__ import annotations

import os

import pytest

from tests.adversarial.redteam.round12a import attacks12a as a
from tests.sandbox.configurations import TEST_USER, skip_reason

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="starts children as root (a uid per child)")
needs_user = pytest.mark.skipif(skip_reason("user-process") is not None, reason=str(skip_reason("user-process")))

# -- socketpair: the unix socket seccomp leaves a child ---------------------------------------------


@pytest.fixture(scope="module")
def socket_reach_root():
    return a.socket_reach()


@needs_root
@pytest.mark.xfail(strict=True, raises=AssertionError, reason="FOOLED (low-medium): a datagram socket of a socketpair "
                   "sends to any pathname datagram socket the child's uid may write (sendto, connect, SCM_RIGHTS): "
                   "/dev/log's kind, from the child's own net namespace (README: socketpair datagrams)")
def test_a_child_reaches_no_datagram_socket_of_the_host(socket_reach_root):
    assert socket_reach_root["received"] == [], socket_reach_root


@needs_root
def test_a_child_makes_no_socket_and_reaches_no_abstract_socket(socket_reach_root):
    """Held: socket() refused; an abstract name of the host's is not in the child's net namespace."""
    child = socket_reach_root["child"]
    assert child["socket_call"] == "EPERM" and child["sendto_abstract"] == "ECONNREFUSED", child
    assert socket_reach_root["abstract_received"] == [], socket_reach_root


@pytest.fixture(scope="module")
def socket_reach_user():
    """As the user, with the namespaces this kernel allows and without (user namespaces refused)."""
    return {"no-namespaces" if without else "namespaces": a.socket_reach(user=TEST_USER, without=without)
            for without in ("", "namespaces")}


@needs_user
@pytest.mark.xfail(strict=True, raises=AssertionError, reason="FOOLED (low-medium): as the user too, with or without "
                   "namespaces: any datagram socket the user may write (README: socketpair datagrams)")
def test_a_user_child_reaches_no_datagram_socket(socket_reach_user):
    assert [found["received"] for found in socket_reach_user.values()] == [[], []], socket_reach_user


@needs_user
def test_a_user_child_reaches_no_abstract_socket_without_namespaces(socket_reach_user):
    """Held by Landlock's scope (ABI 6+) where the child shares the host's net namespace; binding an
    abstract name there is allowed (a name squatted while the child lives: no passnet process listens)."""
    outside = socket_reach_user["no-namespaces"]
    assert "namespaces" not in outside["steps"] and outside["child"]["sendto_abstract"] == "EPERM", outside
    assert outside["abstract_received"] == [], outside
