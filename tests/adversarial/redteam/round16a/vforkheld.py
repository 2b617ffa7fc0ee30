"""An honest child's process caught by the file-table watch in the middle of starting a program (``fork``/
``vfork`` then ``exec``: Triton and Inductor run the C compiler this way, Python's ``subprocess`` uses
``vfork``). The parent of a ``vfork`` waits in the kernel, in an uninterruptible (killable) sleep, state
``D``, until its child execs; a child stopped by the watch's SIGSTOP before its exec never does, so the
parent stays ``D`` for the watch's whole window: it neither runs nor uses CPU. The race is made certain
here: the spawned child first opens a FIFO no one writes (a file action of ``posix_spawn``, which glibc
runs in the ``vfork`` child), so the parent stands in ``D`` until the watch's stop. Prints ``spawning``
first; never prints more."""

import os
import sys
import tempfile

fifo = os.path.join(tempfile.mkdtemp(prefix="passnet-r16a-"), "compiler-input")
os.mkfifo(fifo)
print("spawning", flush=True)
os.posix_spawn("/bin/true", ["true"], {}, file_actions=[(os.POSIX_SPAWN_OPEN, 3, fifo, os.O_RDONLY, 0)])
sys.exit("the spawned child exec'd: no one should have written to the FIFO")
