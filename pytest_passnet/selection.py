"""The user's selection (lists, sample paths, shard) -> the samples of this run, and the
order to run them in.

Runs on every process (controller and workers) and reads text only, so all of
them agree on the same samples in the same order.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.sample import (
    Sample,
    SampleError,
    find_list_file,
    find_samples,
    load_sample,
    read_sample_list,
    resolved,
)

AUTO = "auto"
# Kubernetes gives an Indexed Job's pods JOB_COMPLETION_INDEX but not the completion count;
# the manifest passes it in PASSNET_SHARD_COUNT (= spec.completions), the CI variable's name.
EXPLICIT_INDEX, EXPLICIT_COUNT = "PASSNET_SHARD_INDEX", "PASSNET_SHARD_COUNT"
SOURCES = (
    "PASSNET_SHARD_INDEX + PASSNET_SHARD_COUNT (a CI matrix; the index counts from 0)",
    "a Slurm array (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT, SLURM_ARRAY_TASK_MIN)",
    "a Kubernetes Indexed Job (JOB_COMPLETION_INDEX + PASSNET_SHARD_COUNT set to spec.completions)",
)


@dataclass(frozen=True)
class Shard:
    index: int  # 1-based
    count: int
    source: str = field(default="--passnet-shard", compare=False)  # where index and count came from

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    @classmethod
    def parse(cls, text: str) -> Shard:
        try:
            index, count = (int(part) for part in text.split("/"))
        except ValueError:
            raise ValueError(f"--passnet-shard expects K/N (e.g. 2/8) or auto, got {text!r}") from None
        if not 1 <= index <= count:
            raise ValueError(f"--passnet-shard {text}: K must be between 1 and N")
        return cls(index, count)

    @classmethod
    def resolve(cls, text: str, environ: Mapping[str, str] = os.environ) -> Shard:
        """``--passnet-shard``'s value: ``K/N``, or ``auto`` for ``Shard.from_environment``."""
        return cls.from_environment(environ) if text == AUTO else cls.parse(text)

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] = os.environ) -> Shard:
        """This job's shard from the scheduler's variables, the first source present winning:
        explicit PASSNET_SHARD_INDEX (from 0) and PASSNET_SHARD_COUNT, a Slurm array, a
        Kubernetes Indexed Job. Raises ValueError naming what is missing or wrong."""
        if EXPLICIT_INDEX in environ:
            index = _variable(environ, EXPLICIT_INDEX, "the shard index, from 0")
            count = _variable(environ, EXPLICIT_COUNT, f"the shard count that goes with {EXPLICIT_INDEX}")
            return cls._checked(index, count, "CI matrix")
        if "SLURM_ARRAY_TASK_ID" in environ:
            return cls._from_slurm(environ)
        if "JOB_COMPLETION_INDEX" in environ:
            index = _variable(environ, "JOB_COMPLETION_INDEX", "the Indexed Job's completion index")
            count = _variable(environ, EXPLICIT_COUNT, "the Indexed Job's completion count: set it to spec.completions")
            return cls._checked(index, count, "Kubernetes Indexed Job")
        raise ValueError("--passnet-shard auto found no shard in the environment; it reads " + "; or ".join(SOURCES))

    @classmethod
    def _from_slurm(cls, environ: Mapping[str, str]) -> Shard:
        task = _variable(environ, "SLURM_ARRAY_TASK_ID", "the array task id")
        count = _variable(environ, "SLURM_ARRAY_TASK_COUNT", "the number of array tasks")
        first = _variable(environ, "SLURM_ARRAY_TASK_MIN", "the first array index (--array=1-8 starts at 1)")
        step = int(environ.get("SLURM_ARRAY_TASK_STEP") or 1)
        if step < 1 or (task - first) % step:
            raise ValueError(
                f"Slurm array task {task} is not on the array's range (min {first}, step {step}); "
                "--passnet-shard auto needs --array=A-B or A-B:S"
            )
        return cls._checked((task - first) // step, count, "Slurm array", "use a range (--array=A-B or A-B:S), not a list")

    @classmethod
    def _checked(cls, zero_based: int, count: int, source: str, hint: str = "") -> Shard:
        if count < 1 or not 0 <= zero_based < count:
            raise ValueError(
                f"--passnet-shard auto: the {source} gives index {zero_based} of {count} shards; "
                f"the index counts from 0 and must be below the count{'; ' + hint if hint else ''}"
            )
        return cls(zero_based + 1, count, source)

    def holds(self, sample_ident: str) -> bool:
        """Hash of the sample path, so a sample's variants stay together and shards are stable."""
        digest = int(hashlib.sha256(sample_ident.encode()).hexdigest(), 16)
        return digest % self.count == self.index - 1


def _variable(environ: Mapping[str, str], name: str, meaning: str) -> int:
    value = environ.get(name)
    if value is None or not value.strip():
        raise ValueError(f"--passnet-shard auto: {name} ({meaning}) is not set")
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"--passnet-shard auto: {name}={value!r} is not a whole number") from None


@dataclass
class Selection:
    samples: list[Sample]
    problems: list[str]  # list files that could not be read


def select_samples(lists: list[str], paths: list[str], root: Path, shard: Shard | None = None) -> Selection:
    """Samples from list files (found as given, else under ``root/sample_lists``; entries
    resolved against ``root``) and explicit paths, de-duplicated, in order."""
    samples: list[Sample] = []
    problems: list[str] = []
    seen: set[Path] = set()

    def add(path: Path) -> None:
        key = resolved(path)
        if key not in seen:
            seen.add(key)
            samples.append(load_sample(path, root))

    for name in lists:
        try:
            entries = read_sample_list(find_list_file(name, root))
        except (SampleError, OSError, UnicodeDecodeError) as exc:
            problems.append(str(exc))
            continue
        for entry in entries:
            add(root / entry)
    for given in paths:
        path = Path(given)
        found = find_samples(path) if path.is_dir() else [path]
        if not found:
            problems.append(f"no sample (graph_list.txt) or graph dir (model.py) found under {path}")
        for each in found:
            add(each)
    if shard:
        samples = [s for s in samples if shard.holds(s.ident)]
    return Selection(samples, problems)


# ---------------------------------------------------------------- run order

# A variant's cost in seconds ~ VARIANT_S + ELEMENT_S x elements of its inputs: on an H200
# (issue 12's figures) a variant's fixed cost (load, compile, guard) averaged ~1.2 s and
# input replay ~47 ns per element (twice: timing inputs and the guard's fresh ones).
# Only the order they give matters.
VARIANT_S = 1.2
ELEMENT_S = 4.7e-8
_SHAPE = re.compile(r"^\s*shape\s*=\s*\[([^\]]*)\]", re.MULTILINE)


def input_elements(weight_meta: Path) -> int:
    """Elements of all tensors a weight_meta.py describes, from its ``shape = [...]`` lines
    as text (no parse, no torch); 0 where the file cannot be read."""
    try:
        text = weight_meta.read_text()
    except (OSError, UnicodeDecodeError):
        return 0
    total = 0
    for dims in _SHAPE.findall(text):
        numbers = [d for d in dims.replace(" ", "").split(",") if d]
        if all(d.isdigit() for d in numbers):
            total += math.prod(int(d) for d in numbers)
    return total


def estimated_seconds(sample: Sample) -> float:
    """A rough run time of a sample (all its variants), for ordering only."""
    return sum(VARIANT_S + ELEMENT_S * input_elements(v.path / "weight_meta.py") for v in sample.variants)


def longest_first(samples: list[Sample]) -> list[Sample]:
    """The run order: the most expensive samples first, so the last ones to finish on a
    worker or a shard are short (equal estimates keep their list order).

    Only the run order: the report numbers samples by their list position, as PassBench does.
    """
    costs = {id(s): estimated_seconds(s) for s in samples}
    return sorted(samples, key=lambda s: -costs[id(s)])
