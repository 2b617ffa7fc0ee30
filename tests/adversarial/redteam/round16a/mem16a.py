"""Run confined (round 15a's ``standin15a.py``): ``mem16a.py INDEX MiB WHERE``. Child 0 is the attack: it holds
MiB of the host's memory where no resident set counts it, with memfd_create refused since 99ae4607:

- ``scratch``: a file written with ``write`` (never mapped) in its scratch folder, its working directory. As
  root that is the child's bounded tmpfs (``folders.make``: 2 GiB plus spill room): shared memory, as a memfd
  was. As a user it is on the trusted side's temporary folder (a disk here: page cache, reclaimable).
- ``spill``: the same in its spill folder: as a user ``/dev/shm`` (tmpfs, half the host's memory, bounded only
  per file by ``fsize``, 16 GiB); as root inside the bounded tmpfs.
- ``sockets``: unix stream socket pairs (the one kind seccomp allows), each end's send buffer raised to
  ``net.core.wmem_max`` (``SO_SNDBUF``: any process may; the kernel doubles it) and written until it would block:
  kernel memory in the peers' receive queues, in no file and no resident set.

Child 1 stands in for an honest neighbour: MiB/2 of ordinary memory. Prints ``{"held": MiB, "done": true}``
(``held``: what child 0 got, in MiB) and waits for a line."""

import json
import os
import socket
import sys

index, mib, where = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
CHUNK = b"\1" * (1 << 20)
held_bytes = 0
if index == 0:
    scratch, spill = json.loads(os.environ["PASSNET_CONFINEMENT"])["folders"]["writable"]
    if where in ("scratch", "spill"):
        fd = os.open(os.path.join(scratch if where == "scratch" else spill, "held.bin"), os.O_WRONLY | os.O_CREAT, 0o600)
        for _ in range(mib):
            held_bytes += os.write(fd, CHUNK)
    else:
        pairs = []
        while held_bytes < mib << 20:
            try:
                pair = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
            except OSError:
                break  # nofile: as many as one process may have
            pairs.append(pair)
            for end in pair:
                end.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1 << 30)  # the kernel caps it at wmem_max
                end.setblocking(False)
                while True:
                    try:
                        held_bytes += end.send(CHUNK[:65536])
                    except BlockingIOError:
                        break
    held = held_bytes >> 20
else:
    kept = bytearray(CHUNK * (mib // 2))  # touched: resident
    held = mib // 2
print(json.dumps({"held": held, "done": True, "at": 0}), flush=True)
sys.stdin.readline()
