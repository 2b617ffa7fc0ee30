"""What the memory rounds' premises need of the host, as pytest marks: root with ``setpriv`` (children run as uids
of no account), the v1 memory controller (a memory cgroup per premise) and bubblewrap."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

needs_root = pytest.mark.skipif(not (os.geteuid() == 0 and shutil.which("setpriv")),
                                reason="needs root and setpriv (uids of no account)")
needs_memcg = pytest.mark.skipif(not Path("/sys/fs/cgroup/memory/memory.limit_in_bytes").exists(),
                                 reason="needs the v1 memory controller")
needs_bwrap = pytest.mark.skipif(not shutil.which("bwrap"), reason="bubblewrap not installed")
