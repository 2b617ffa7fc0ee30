"""The seccomp filter's one exception: on a GPU host (the CUDA driver makes a unix socket at
cuInit, error 304 without it; seen on an H200) a child may make unix sockets, and still no other;
elsewhere only a unix stream pair."""

import socket
import subprocess
import sys
import textwrap

import pytest

from pytest_passnet.sandbox import seccomp

_TRY_SOCKETS = textwrap.dedent("""
    import socket, sys
    from pytest_passnet.sandbox import seccomp, syscalls
    syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
    seccomp.install(unix_sockets=sys.argv[1] == "unix")
    for family in (socket.AF_UNIX, socket.AF_INET, socket.AF_INET6, socket.AF_NETLINK):
        try:
            socket.socket(family, socket.SOCK_DGRAM).close()
            print(family.name, "made")
        except OSError as exc:
            print(family.name, exc.errno)
    for kind in (socket.SOCK_STREAM, socket.SOCK_STREAM | socket.SOCK_NONBLOCK, socket.SOCK_DGRAM, socket.SOCK_SEQPACKET):
        try:
            socket.socketpair(socket.AF_UNIX, kind)
            print("pair", int(kind), "made")
        except OSError as exc:
            print("pair", int(kind), exc.errno)
""")
_STREAM, _NONBLOCKING_STREAM = str(int(socket.SOCK_STREAM)), str(int(socket.SOCK_STREAM | socket.SOCK_NONBLOCK))


@pytest.mark.skipif(not seccomp.supported(), reason="no seccomp on this machine")
@pytest.mark.parametrize(("plan", "made", "pairs"), [
    ("none", set(), {_STREAM, _NONBLOCKING_STREAM}),  # a datagram pair sends to any path (round 12a)
    ("unix", {"AF_UNIX"}, {_STREAM, _NONBLOCKING_STREAM, str(int(socket.SOCK_DGRAM)), str(int(socket.SOCK_SEQPACKET))}),
])
def test_only_unix_sockets_and_only_when_asked(plan, made, pairs):
    done = subprocess.run([sys.executable, "-c", _TRY_SOCKETS, plan], capture_output=True, text=True, timeout=60, check=True)
    lines = dict(line.rsplit(" ", 1) for line in done.stdout.splitlines())
    assert {name for name, outcome in lines.items() if outcome == "made"} == made | {f"pair {kind}" for kind in pairs}
    assert all(outcome == "1" for outcome in lines.values() if outcome != "made"), lines
