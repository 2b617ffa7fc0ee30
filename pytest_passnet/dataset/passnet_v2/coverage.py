"""How much of a run's lists the shipped v2 graphs cover, and the command that builds the rest.

``graphs/hf_subgraphs_v2.tar.xz`` holds the eval variants built so far. A variant that a
sample's ``graph_list.txt`` names and the archive lacks gets no test item
(``sample.load_sample`` keeps it in ``Sample.unbuilt``); the run says so once, when it
collects and in the report's notes, with the count and the command that builds them. No
score counts those variants: they did not run, which is not the same as failing.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pytest_passnet.sample import Sample

DOCS = "docs/passnet-v2.md"


def build_command(lists: list[str], root: Path) -> str:
    """``passnet-dataset v2 rebuild`` for the run's lists, writing where the run looks first (``<root>/graphs``)."""
    words = ["PASSNET_GRAPHNET=<a GraphNet checkout>", "passnet-dataset", "v2", "rebuild"]
    if Path(root).resolve() != Path(os.getcwd()).resolve():
        words += ["--root", str(root)]
    for name in lists:
        words += ["--list", name]
    return " ".join(words)


def coverage_note(samples: list[Sample], lists: list[str], root: Path, ran: int | None = None) -> str | None:
    """``covered N of M listed variants; not built yet: K ...``, or None when nothing is missing.

    N is ``ran`` (the variants with a result) when given, else the variants that got an item.
    """
    unbuilt = [line for sample in samples for line in sample.unbuilt]
    if not unbuilt:
        return None
    listed = sum(len(sample.variants) + len(sample.unbuilt) for sample in samples)
    covered = listed - len(unbuilt) if ran is None else ran
    archives = ", ".join(sorted({f"graphs/{line.split('/')[1]}.tar.xz" for line in unbuilt}))
    empty = sum(1 for sample in samples if sample.unbuilt and not sample.variants)
    return (f"covered {covered:,} of {listed:,} listed variants; not built yet: {len(unbuilt):,} (not in {archives}; "
            f"{empty:,} of {len(samples):,} samples have none), which no score counts; build them with "
            f"`{build_command(lists, root)}`, then run again ({DOCS})")
