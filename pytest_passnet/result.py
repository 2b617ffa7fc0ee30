"""The per-variant outcome: a typed status and the result record that travels from a worker to
the controller (as plain JSON types) and into every report.

Statuses are our own, richer names; each maps to the status PassBench's log parser would give
the same situation (``Status.parity``), which is what the score uses (``docs/protocol.md``
section 13.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Parity(str, Enum):
    """PassBench's parsed statuses. ``ABSENT``: the variant never reached ``[Processing]`` and does
    not exist for PassBench's score."""

    CORRECT = "correct"
    EAGER_FAIL = "eager_fail"
    SHAPE_MISMATCH = "shape_mismatch"
    ABSENT = "absent"

    def __str__(self) -> str:
        return self.value


class Status(str, Enum):
    PENDING = "pending"  # not decided yet: a result never leaves the pipeline in this state
    CORRECT = "correct"
    ACCURACY = "accuracy"
    PASS_NOT_MATCHED = "pass_not_matched"
    PASS_REJECTED = "pass_rejected"
    COMPILE_ERROR = "compile_error"
    KERNEL_ERROR = "kernel_error"
    POISON_VIOLATION = "poison_violation"
    FLUCTUATION = "fluctuation"
    EAGER_ERROR = "eager_error"
    DTYPE_MISMATCH = "dtype_mismatch"
    MISSING_FILE = "missing_file"
    SAMPLE_ERROR = "sample_error"
    CHEAT_DETECTED = "cheat_detected"

    def __str__(self) -> str:
        return self.value

    @property
    def parity(self) -> Parity:
        return _PARITY[self]


_PARITY = {
    Status.CORRECT: Parity.CORRECT,
    Status.ACCURACY: Parity.CORRECT,
    Status.DTYPE_MISMATCH: Parity.SHAPE_MISMATCH,
    Status.PASS_NOT_MATCHED: Parity.EAGER_FAIL,
    Status.COMPILE_ERROR: Parity.EAGER_FAIL,
    Status.KERNEL_ERROR: Parity.EAGER_FAIL,
    Status.POISON_VIOLATION: Parity.EAGER_FAIL,
    Status.FLUCTUATION: Parity.EAGER_FAIL,
    Status.EAGER_ERROR: Parity.EAGER_FAIL,
    Status.CHEAT_DETECTED: Parity.EAGER_FAIL,
    # A variant that never ran counts as a failure, so an unfinished result can never score.
    Status.PENDING: Parity.EAGER_FAIL,
    Status.PASS_REJECTED: Parity.ABSENT,
    Status.MISSING_FILE: Parity.ABSENT,
    Status.SAMPLE_ERROR: Parity.ABSENT,
}

IMPLAUSIBLE_SPEEDUP = "implausible speedup"  # how the guard's flag for an impossible speedup starts
LAUNCH_BOUND = "launch-bound"  # how the flag for a variant whose e2e time is mostly host overhead starts


@dataclass
class VariantResult:
    """Everything measured and decided for one variant."""

    nodeid: str
    sample: str
    variant: str
    dtype: str | None = None
    bucket: str | None = None
    category: str | None = None
    status: Status = Status.PENDING
    message: str = ""
    matched: bool | None = None
    applied: dict[str, int] = field(default_factory=dict)
    diagnostics: list[str] = field(default_factory=list)
    # model.py lines whose every operation the passes' replacements took over, as the sandboxed child
    # says: a claim, which the agent's CPU reward checks against the sample's own model.py
    replaced_lines: list[int] = field(default_factory=list)
    speedup: dict[str, float | None] = field(default_factory=lambda: {"e2e": None, "gpu": None})
    timing: dict[str, dict | None] = field(default_factory=lambda: {"eager": None, "compiled": None})
    trials_ms: dict = field(default_factory=dict)  # raw trial times per side, kept only for --benchmark-json
    correctness: dict = field(default_factory=dict)
    flags: list[str] = field(default_factory=list)
    device: str | None = None
    machine: dict = field(default_factory=dict)
    protocol: dict = field(default_factory=dict)  # compiler, warm-up, trials, replay actually used
    sandbox: str | None = None  # how the pass code was isolated (see sandbox.policy)
    isolation: list[str] = field(default_factory=list)  # the confinement that held for its children (sandbox.mode)
    phases_s: dict[str, float] = field(default_factory=dict)  # wall seconds per pipeline phase
    turns: list[list[float]] = field(default_factory=list)  # [start, end] (epoch s) of each block timed alone
    duration_s: float | None = None

    def __post_init__(self):
        self.status = Status(self.status)

    @property
    def parity_status(self) -> Parity:
        return self.status.parity

    @property
    def passed(self) -> bool:
        return self.status is Status.CORRECT

    def fail(self, status: Status, message: str) -> VariantResult:
        self.status, self.message = status, message
        return self

    def to_dict(self) -> dict:
        """As plain JSON types (a shallow copy: asdict's deep copy costs 50x more on 100,000 results)."""
        return {**vars(self), "status": self.status.value, "parity_status": self.parity_status.value}

    @classmethod
    def from_dict(cls, data: dict) -> VariantResult:
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**known)
