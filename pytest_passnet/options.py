"""The plugin's settings: every option's name, default and accepted values, and the frozen
``Options`` a run is configured with. The home of each default; imports neither pytest nor torch,
so the command-line tools, the sandboxed child and the agent read it cheaply. Declaring the
options to pytest and parsing them is ``option_parsing``'s job.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pytest_passnet.selection import Shard

# Each tuple's first value is the default.
BUILTIN_COMPILERS = ("pass_mgr", "pass_mgr_direct", "eager", "inductor")  # the keys of sandbox/child/compilers.py's BUILTIN_COMPILERS
GUARD_MODES = ("full", "passbench")
REPLAY_LINEAGES = ("passbench", "graphnet")
SCORE_SERIES = ("e2e", "kernel")  # which speedup the score uses; e2e is PassBench's
# (warm-up, trials): PassBench's counts on CUDA; on CPU timings mean little, so few.
DEFAULT_COUNTS = {"cuda": (25, 100), "cpu": (1, 5)}
# Options whose change changes results: a resumed run must keep them.
RESULT_OPTIONS = ("compiler", "device", "warmup", "trials", "replay", "guard", "retries")


@dataclass(frozen=True)
class Options:
    lists: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()
    root: str = "."
    out: str = ".passnet"
    compiler: str = BUILTIN_COMPILERS[0]
    device: str = "cpu"
    warmup: int = DEFAULT_COUNTS["cpu"][0]
    trials: int = DEFAULT_COUNTS["cpu"][1]
    retries: int = 3  # re-measurements of a fluctuating variant; 0 = PassBench's single-shot verdicts
    replay: str = REPLAY_LINEAGES[0]
    guard: str = GUARD_MODES[0]
    score_on: str = SCORE_SERIES[0]
    shard: Shard | None = None
    resume: bool = False
    force_resume: bool = False
    timeout: float | None = 600.0  # seconds per variant; None: no limit
    compare: str | None = None  # baseline report.json
    compare_tolerance: float = 0.05  # a sample's AS may fall by this fraction, where the runs measured less spread
    extra_compilers: dict[str, str] = field(default_factory=dict)  # name -> "module_file:qualname"
    markdown: str | None = None  # --passnet-md FILE
    keep_trials: bool = False  # raw trial times in each result (asked for by pytest-benchmark's output options)

    @property
    def active(self) -> bool:
        return bool(self.lists or self.paths)

    @property
    def on_cuda(self) -> bool:
        return self.device.startswith("cuda")

    @property
    def compiler_ref(self) -> str:
        """What the child loads as the compiler: a registered one's ``module_file:qualname``, else a built-in's name."""
        return self.extra_compilers.get(self.compiler, self.compiler)

    def record(self) -> dict:
        """As stored in report.json."""
        data = asdict(self)
        data["shard"] = f"{self.shard.index}/{self.shard.count}" if self.shard else None
        return data

    def result_settings(self) -> dict:
        return {name: getattr(self, name) for name in RESULT_OPTIONS}


DEFAULTS = Options()
