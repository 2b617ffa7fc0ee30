"""The user's selection (lists, sample paths, shard) -> the ordered samples of this run.

Runs on every process (controller and workers) and reads text only, so all of
them agree on the same samples in the same order.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from pytest_passnet.sample import Sample, SampleError, find_list_file, find_samples, load_sample, read_sample_list


@dataclass(frozen=True)
class Shard:
    index: int  # 1-based
    count: int

    @classmethod
    def parse(cls, text: str) -> Shard:
        try:
            index, count = (int(part) for part in text.split("/"))
        except ValueError:
            raise ValueError(f"--passnet-shard expects K/N, e.g. 2/8, got {text!r}") from None
        if not 1 <= index <= count:
            raise ValueError(f"--passnet-shard {text}: K must be between 1 and N")
        return cls(index, count)

    def holds(self, sample_ident: str) -> bool:
        """Hash of the sample path, so a sample's variants stay together and shards are stable."""
        digest = int(hashlib.sha256(sample_ident.encode()).hexdigest(), 16)
        return digest % self.count == self.index - 1


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
        key = path.resolve()
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
