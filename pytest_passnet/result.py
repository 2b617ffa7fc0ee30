"""The per-variant result: what travels from a worker to the controller, as plain JSON types.

Statuses are our own, richer names; each maps to the status PassBench's log
parser would give the same situation, which is what the score uses
(``reference/passbench.md`` section 13.3).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

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

IMPLAUSIBLE_SPEEDUP = "implausible speedup"  # how the guard's flag for an impossible speedup starts

# PassBench parsed statuses. "absent" = the variant never reached [Processing]
# and does not exist for the score.
PARITY_CORRECT = "correct"
PARITY_EAGER_FAIL = "eager_fail"
PARITY_SHAPE_MISMATCH = "shape_mismatch"
PARITY_ABSENT = "absent"

PARITY_STATUS = {
    CORRECT: PARITY_CORRECT,
    ACCURACY: PARITY_CORRECT,
    DTYPE_MISMATCH: PARITY_SHAPE_MISMATCH,
    PASS_NOT_MATCHED: PARITY_EAGER_FAIL,
    COMPILE_ERROR: PARITY_EAGER_FAIL,
    KERNEL_ERROR: PARITY_EAGER_FAIL,
    POISON_VIOLATION: PARITY_EAGER_FAIL,
    FLUCTUATION: PARITY_EAGER_FAIL,
    EAGER_ERROR: PARITY_EAGER_FAIL,
    CHEAT_DETECTED: PARITY_EAGER_FAIL,
    PASS_REJECTED: PARITY_ABSENT,
    MISSING_FILE: PARITY_ABSENT,
    SAMPLE_ERROR: PARITY_ABSENT,
}


@dataclass
class VariantResult:
    """Everything measured and decided for one variant."""

    nodeid: str
    sample: str
    variant: str
    dtype: str | None = None
    bucket: str | None = None
    category: str | None = None
    status: str = CORRECT
    message: str = ""
    matched: bool | None = None
    applied: dict[str, int] = field(default_factory=dict)
    diagnostics: list[str] = field(default_factory=list)
    speedup: dict[str, float | None] = field(default_factory=lambda: {"e2e": None, "gpu": None})
    timing: dict[str, dict | None] = field(default_factory=lambda: {"eager": None, "compiled": None})
    correctness: dict = field(default_factory=dict)
    flags: list[str] = field(default_factory=list)
    device: str | None = None
    machine: dict = field(default_factory=dict)
    protocol: dict = field(default_factory=dict)  # compiler, warm-up, trials, replay actually used
    duration_s: float | None = None

    @property
    def parity_status(self) -> str:
        return PARITY_STATUS[self.status]

    @property
    def passed(self) -> bool:
        return self.status == CORRECT

    def to_dict(self) -> dict:
        data = asdict(self)
        data["parity_status"] = self.parity_status
        return data

    @classmethod
    def from_dict(cls, data: dict) -> VariantResult:
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**known)
