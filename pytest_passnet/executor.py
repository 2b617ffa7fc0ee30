"""Per-process run state: the device, the compiler registry and the
timing loop; created on the first item so that collection never imports torch.
"""

from __future__ import annotations

import logging
import os
from dataclasses import asdict

import pytest

from pytest_passnet.compilers import BUILTIN_COMPILERS
from pytest_passnet.result import VariantResult
from pytest_passnet.runner import RunOptions, default_trial_runner, run_variant


# (warm-up, trials): PassBench's counts on CUDA; on CPU timings mean little, so few.
DEFAULT_COUNTS = {"cuda": (25, 100), "cpu": (1, 5)}


def resolve_device(requested: str | None) -> str:
    import torch

    if requested:
        if requested.startswith("cuda") and not torch.cuda.is_available():
            raise pytest.UsageError(f"--passnet-device {requested}: CUDA is not available on this machine")
        return requested
    return "cuda" if torch.cuda.is_available() else "cpu"


class Executor:
    def __init__(self, config: pytest.Config, options):
        self.config = config
        self.device = resolve_device(options.device)
        # Dynamo's structured-trace logger emits DEBUG records meant for tlparse;
        # pytest would capture them into every failure report.
        logging.getLogger("torch.__trace").propagate = False
        if not self.device.startswith("cuda"):
            # Before any pass module imports triton: @triton.jit picks the interpreter at decoration.
            os.environ.setdefault("TRITON_INTERPRET", "1")
        self.compilers = dict(BUILTIN_COMPILERS)
        for extra in config.hook.pytest_passnet_compilers():
            self.compilers.update(extra or {})
        if options.compiler not in self.compilers:
            raise pytest.UsageError(
                f"--passnet-compiler {options.compiler!r} is unknown; available: {', '.join(sorted(self.compilers))}"
            )
        warmup, trials = DEFAULT_COUNTS["cuda" if self.device.startswith("cuda") else "cpu"]
        self.run_options = RunOptions(
            compiler=options.compiler,
            device=self.device,
            warmup=warmup if options.warmup is None else options.warmup,
            trials=trials if options.trials is None else options.trials,
            replay=options.replay,
            guard=options.guard,
        )

    def run(self, item) -> VariantResult:
        from pytest_passnet.benchmark import benchmark_trial_runner
        from pytest_passnet.machine import machine_info

        result = item.new_result()
        result.machine = machine_info(self.device)
        result.protocol = asdict(self.run_options)
        trial_runner = benchmark_trial_runner(item) or default_trial_runner
        return run_variant(
            item.variant,
            result,
            self.run_options,
            self.compilers[self.run_options.compiler],
            trial_runner,
        )
