"""Imported as ``pass_dir.timing``: whether the current call is one of the timed trials (the timing
loop, or the child's one-trial-at-a-time request handler, is on the call stack)."""

import sys

TIMED_FRAMES = {"measure_side", "trial"}


def timed():
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name in TIMED_FRAMES:
            return True
        frame = frame.f_back
    return False
