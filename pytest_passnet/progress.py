"""The run's progress for the terminal: a line as samples finish, with the time so far and an
estimate of the time left (a variant can take minutes; pytest's own line says nothing until it ends)."""

from __future__ import annotations

import time
from collections import Counter

LINES_PER_RUN = 20  # at most about this many progress lines, however many samples


def _clock(seconds: float) -> str:
    minutes, seconds = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


class Progress:
    """Counts the results of the variants this run collected (``<sample>::<variant>`` node ids)."""

    def __init__(self, nodeids: list[str]):
        self.expected = Counter(nodeid.partition("::")[0] for nodeid in nodeids)
        self.variants = len(nodeids)
        self.done: Counter[str] = Counter()
        self.samples_done = 0
        self.every = max(1, len(self.expected) // LINES_PER_RUN)
        self.started = time.monotonic()

    def line(self, nodeid: str) -> str | None:
        """What to print now that ``nodeid``'s result is in: a line when it completes a sample
        (every ``every``-th sample, never the last: the summary follows), else None."""
        sample = nodeid.partition("::")[0]
        self.done[sample] += 1
        if self.done[sample] != self.expected.get(sample):
            return None
        self.samples_done += 1
        if self.samples_done == len(self.expected) or self.samples_done % self.every:
            return None
        variants_done = sum(self.done.values())
        elapsed = time.monotonic() - self.started
        left = elapsed / variants_done * max(self.variants - variants_done, 0)
        return (f"passnet: {self.samples_done} of {len(self.expected)} samples ({variants_done} of {self.variants} "
                f"variants) in {_clock(elapsed)}; about {_clock(left)} left")


def write_progress(reporter, line: str, from_xdist: bool) -> None:
    """``line`` on a line of its own in pytest's terminal. Where pytest starts its next line itself
    (file paths, -v) it is left open for pytest's ``[ nn%]`` and line break; where letters run on
    (-q, xdist) it is ended."""
    reporter.ensure_newline()  # ends a file path's letters
    if reporter.config.get_terminal_writer().width_of_current_line:  # bare letters
        reporter.write("\n")
    if reporter.verbosity > 0 or (reporter.showfspath and not from_xdist):
        reporter.write(line)
        reporter.currentfspath = -2  # pytest's mark of a line it ends before writing its next one
    else:
        reporter.write_line(line)
