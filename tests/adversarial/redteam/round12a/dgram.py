"""Run confined (round 10a's ``standin.py dgram.py SOCKET ABSTRACT``): what a child reaches through the
unix socket it may make, ``socketpair`` (seccomp refuses ``socket()``): a datagram socket of a pair can
still name any address in ``sendto``/``connect``. SOCKET is a world-writable datagram socket of the
host's (as ``/dev/log``, ``/run/systemd/journal/socket``); ABSTRACT an abstract name bound outside.
Prints one JSON line: each attempt's outcome ("ALLOWED" or the errno's name). After the fix seccomp
refuses a datagram pair; the ``stream_`` attempts try the same through the stream pair it allows."""

import array
import errno
import json
import os
import socket
import sys

path, abstract = sys.argv[1], "\0" + sys.argv[2]


def attempt(action):
    try:
        action()
    except OSError as exc:
        return errno.errorcode.get(exc.errno, str(exc.errno))
    return "ALLOWED"


def pair(kind=socket.SOCK_DGRAM):
    return socket.socketpair(socket.AF_UNIX, kind)[0]


def connected_send(kind=socket.SOCK_DGRAM):
    sock = pair(kind)
    sock.connect(path)
    sock.send(b"r12a connect " + str(os.getuid()).encode())


def descriptor_sent():
    """The child's own scratch folder, open, handed to whoever listens there."""
    folder = os.open(".", os.O_RDONLY | os.O_DIRECTORY)
    pair().sendmsg([b"r12a fd"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [folder]))], 0, path)


outcomes = {
    "socket_call": attempt(lambda: socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)),
    "sendto_path": attempt(lambda: pair().sendto(b"r12a sendto " + str(os.getuid()).encode(), path)),
    "connect_path": attempt(connected_send),
    "fd_to_path": attempt(descriptor_sent),
    "sendto_abstract": attempt(lambda: pair().sendto(b"r12a abstract", abstract)),
    "bind_abstract": attempt(lambda: pair().bind("\0r12a-squatted-" + sys.argv[2])),
    "stream_sendto_path": attempt(lambda: pair(socket.SOCK_STREAM).sendto(b"r12a stream sendto", path)),
    "stream_connect_path": attempt(lambda: connected_send(socket.SOCK_STREAM)),
    "stream_sendto_abstract": attempt(lambda: pair(socket.SOCK_STREAM).sendto(b"r12a stream abstract", abstract)),
}
print(json.dumps(outcomes))
