"""What a pass_dir holds, read without trusting it: regular files only, no links followed,
nothing that blocks (FIFOs, devices), sizes capped. The evaluated code may have put anything there."""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
from dataclasses import dataclass, field
from pathlib import Path

MAX_FILE_BYTES = 1 << 20  # a pass file is source code
MAX_TOTAL_BYTES = 8 << 20
MAX_FILES = 256
MAX_DEPTH = 16  # as the pass folders the sandbox copies (policy.copy_regular_files)
_SKIPPED_DIRS = {"__pycache__"}


@dataclass
class PassFiles:
    """The regular files of a pass_dir (path relative to it -> content) and what was left out, and why."""

    files: dict[str, bytes] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)

    def fingerprint(self) -> str:
        """Changes whenever a kept file changes: tells whether the last evaluation is current."""
        digest = hashlib.sha256()
        for name in sorted(self.files):
            digest.update(name.encode() + b"\0" + self.files[name] + b"\0")
        return digest.hexdigest()


def read_pass_dir(pass_dir: Path) -> PassFiles:
    """Every regular file under `pass_dir` (nested helpers included), within the caps."""
    found = PassFiles()
    total = 0
    for directory, subdirs, names in os.walk(pass_dir, followlinks=False):
        relative_dir = Path(directory).relative_to(pass_dir)
        if len(relative_dir.parts) >= MAX_DEPTH:  # os.walk recurses per level before Python 3.12
            found.skipped += [f"{relative_dir / name}: more than {MAX_DEPTH} levels deep" for name in subdirs]
            subdirs.clear()
        for name in list(subdirs):
            if name in _SKIPPED_DIRS or os.path.islink(os.path.join(directory, name)):
                subdirs.remove(name)
                if name not in _SKIPPED_DIRS:
                    found.skipped.append(f"{relative_dir / name}: a symbolic link, not followed")
        for name in sorted(names):
            relative = str(relative_dir / name)
            content, problem = _read_regular(os.path.join(directory, name))
            if problem is None and len(found.files) >= MAX_FILES:
                problem = f"more than {MAX_FILES} files"
            if problem is None and total + len(content) > MAX_TOTAL_BYTES:
                problem = f"the files together exceed {MAX_TOTAL_BYTES} bytes"
            if problem:
                found.skipped.append(f"{relative}: {problem}")
                continue
            found.files[relative] = content
            total += len(content)
    return found


def _read_regular(path: str) -> tuple[bytes, str | None]:
    """(content, None) for a regular file within the cap; (b"", why not) otherwise.

    O_NOFOLLOW and O_NONBLOCK: a link swapped in is refused, a FIFO swapped in does not block.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as e:
        if os.path.islink(path):
            return b"", "a symbolic link, not followed"
        return b"", f"unreadable ({e.strerror})"
    with os.fdopen(fd, "rb") as f:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            return b"", f"not a regular file ({_kind(mode)}), skipped"
        content = f.read(MAX_FILE_BYTES + 1)
    if len(content) > MAX_FILE_BYTES:
        return b"", f"larger than {MAX_FILE_BYTES} bytes"
    return content, None


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a directory")):
        if test(mode):
            return name
    return "unknown type"


def write_files(files: dict[str, bytes], dest: Path) -> None:
    """Lay `files` out under `dest` (which is emptied first)."""
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for name, content in files.items():
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)


class BestPass:
    """A copy of the best-scoring pass_dir seen so far, by the per-step scores."""

    def __init__(self, snapshot_dir: Path):
        self.snapshot_dir = Path(snapshot_dir)
        self.score: float | None = None
        self.files: dict[str, bytes] = {}

    def offer(self, score: float, files: PassFiles) -> bool:
        """Keep `files` if `score` beats the best so far; returns whether it did."""
        if self.score is not None and score <= self.score:
            return False
        write_files(files.files, self.snapshot_dir)
        self.files, self.score = dict(files.files), score
        return True

    def output_patch(self, reward: float) -> str:
        """PassAgent's output_patch: each kept file under a dashed header, plus pass_dir/score.txt."""
        if self.score is None:
            return ""
        parts = [f"{'-' * 20} pass_dir/{name} {'-' * 20}\n{self.files[name].decode(errors='replace')}\n"
                 for name in sorted(self.files)]
        parts.append(f"{'-' * 20} pass_dir/score.txt {'-' * 20}\n{reward}\n")
        return "\n".join(parts)
