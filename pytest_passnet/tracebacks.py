"""Where an exception was raised, for a message that names the file and line to look at."""

from __future__ import annotations

import traceback


def where(exc: BaseException, directory: str) -> str:
    """The innermost traceback frame inside ``directory`` (a pass file), else the innermost frame."""
    frames = traceback.extract_tb(exc.__traceback__)
    inside = [f for f in frames if str(directory) in f.filename]
    frame = (inside or frames or [None])[-1]
    return f"{frame.filename}:{frame.lineno} in {frame.name}" if frame else "unknown location"
