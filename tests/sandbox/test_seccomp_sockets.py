"""The seccomp filter's one exception: on a GPU host (the CUDA driver makes a unix socket at
cuInit, error 304 without it; seen on an H200) a child may make unix sockets, and still no other."""

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
    a, b = socket.socketpair()
    print("socketpair made")
""")


@pytest.mark.skipif(not seccomp.supported(), reason="no seccomp on this machine")
@pytest.mark.parametrize(("plan", "made"), [("none", set()), ("unix", {"AF_UNIX"})])
def test_only_unix_sockets_and_only_when_asked(plan, made):
    done = subprocess.run([sys.executable, "-c", _TRY_SOCKETS, plan], capture_output=True, text=True, timeout=60, check=True)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert {family for family, outcome in lines.items() if outcome == "made" and family.startswith("AF_")} == made
    assert all(outcome == "1" for family, outcome in lines.items() if family.startswith("AF_") and family not in made)
    assert lines["socketpair"] == "made"
