"""PassNet's v2 lists, as vendored in this repository, and what they ask to be built.

Upstream's files (PaddlePaddle/PassNet, ``sample_lists/UPSTREAM.md`` gives the commits)
are read as they are; nothing here rewrites them. A :class:`Plan` is the samples of one
or more lists with each sample's variants in ``graph_list.txt`` order:

* the eval lists name sample dirs (``samples/hf_subgraphs_v2/<cat>_subgraphs/h[:2]/h[2:4]/h``);
  their ``graph_list.txt`` is vendored under ``samples/`` (fusible: upstream's files;
  typical: also ``sample_lists/eval/hf_typical_eval_graph_lists_v2.csv``, whose rows for
  a sample are its ``graph_list.txt`` lines in order);
* the whole of v2 needs the UID lists ``graph_lists/hf_<cat>_subgraphs_v2.txt``
  (``UID<TAB>path``) and ``graph_lists/hf_grouped_<cat>_subgraph_uids_v2.txt`` (one
  sample per line, its UIDs comma-joined), which ``passnet-dataset v2 fetch-lists`` downloads.

A sample dir is sha256 of its sorted UIDs joined by newlines (``layout.sample_hash``),
``sample_uids.txt`` the same UIDs comma-joined, as upstream's
``graph_net/tools/generate_sample_dirs`` wrote them.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.dataset.layout import sample_hash
from pytest_passnet.dataset.passnet_v2.names import (
    CATEGORIES,
    GRAPHS_ROOT,
    SAMPLES_ROOT,
    VariantName,
    VariantNameError,
)

EVAL_CATEGORIES = ("fusible", "typical")
GRAPH_LIST = "graph_list.txt"
SAMPLE_UIDS = "sample_uids.txt"
TYPICAL_EVAL_GRAPH_CSV = "sample_lists/eval/hf_typical_eval_graph_lists_v2.csv"


class ListError(ValueError):
    """A list file that cannot be read as upstream writes it; the message names the file."""


def eval_list(category: str) -> str:
    return f"sample_lists/eval/hf_{category}_eval_samples_v2.txt"


def uid_map_file(category: str) -> str:
    return f"graph_lists/hf_{category}_subgraphs_v2.txt"


def grouped_uids_file(category: str) -> str:
    return f"graph_lists/hf_grouped_{category}_subgraph_uids_v2.txt"


def sample_path(category: str, digest: str) -> str:
    return f"{SAMPLES_ROOT}/{category}_subgraphs/{digest[:2]}/{digest[2:4]}/{digest}"


def sample_list_txt(paths: list[str]) -> str:
    """A ``*_samples_v2.txt``: one sample path a line, each ending in a newline."""
    return "".join(f"{path}\n" for path in paths)


def sample_list_csv(paths: list[str]) -> str:
    """The ``*_samples_v2.csv`` twin: a ``sample_path`` header, CRLF line ends (``csv`` module defaults)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["sample_path"])
    writer.writerows([path] for path in paths)
    return out.getvalue()


def graph_list_text(variants: list[VariantName]) -> str:
    return "".join(f"{v.path}\n" for v in variants)


@dataclass
class PlannedSample:
    path: str
    variants: list[VariantName]
    uids: list[str] | None = None  # known when the UID lists are present

    @property
    def category(self) -> str:
        return self.path.split("/")[2].removesuffix("_subgraphs")


@dataclass
class Plan:
    samples: list[PlannedSample] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # lines or samples that name nothing buildable

    def variants(self) -> list[VariantName]:
        """Every variant once, in first-listed order."""
        seen: dict[VariantName, None] = {}
        for sample in self.samples:
            for variant in sample.variants:
                seen.setdefault(variant)
        return list(seen)


def read_list_paths(path: Path) -> list[str]:
    """Sample paths of a ``.txt`` (a line each, ``#`` comments skipped, as the plugin reads
    lists) or ``.csv`` (``sample_path`` column) list."""
    if not path.is_file():
        raise ListError(f"sample list not found: {path}")
    text = path.read_text()
    if path.suffix == ".csv":
        rows = csv.DictReader(io.StringIO(text))
        if "sample_path" not in (rows.fieldnames or []):
            raise ListError(f"{path}: a csv sample list needs a 'sample_path' column")
        return [row["sample_path"].strip() for row in rows if row["sample_path"].strip()]
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def parse_variants(lines: list[str], where: str, problems: list[str]) -> list[VariantName]:
    variants = []
    for number, line in enumerate(lines, 1):
        try:
            variants.append(VariantName.parse(line))
        except VariantNameError as exc:
            problems.append(f"{where}:{number}: {exc}")
    return variants


def typical_eval_graph_lists(root: Path) -> dict[int, list[str]]:
    """``sample_id`` -> the sample's variant paths, in the csv's (= ``graph_list.txt``'s) order."""
    path = root / TYPICAL_EVAL_GRAPH_CSV
    if not path.is_file():
        return {}
    by_sample: dict[int, list[str]] = {}
    for row in csv.DictReader(io.StringIO(path.read_text())):
        by_sample.setdefault(int(row["sample_id"]), []).append(row["graph_path"])
    return by_sample


def plan_from_lists(root: Path, list_files: list[Path]) -> Plan:
    """The samples the lists name, each with the variants of its ``graph_list.txt``.

    ``graph_list.txt`` is read from ``root``'s sample tree; for the typical eval list
    the vendored graph csv stands in where a sample dir has none.
    """
    plan = Plan()
    typical_rows = None
    for list_file in list_files:
        paths = read_list_paths(list_file)
        for index, path in enumerate(paths):
            listed = root / path / GRAPH_LIST
            if listed.is_file():
                lines = [line.strip() for line in listed.read_text().splitlines() if line.strip()]
            elif list_file.name.startswith("hf_typical_eval_samples_v2"):
                if typical_rows is None:
                    typical_rows = typical_eval_graph_lists(root)
                lines = typical_rows.get(index, [])
            else:
                lines = []
            if not lines:
                plan.problems.append(f"{path}: no {GRAPH_LIST} under {root} (run `passnet-dataset v2 fetch-lists`)")
                continue
            variants = parse_variants(lines, str(listed), plan.problems)
            uids_file = root / path / SAMPLE_UIDS
            uids = uids_file.read_text().strip().split(",") if uids_file.is_file() else None
            plan.samples.append(PlannedSample(path, variants, uids))
    return plan


def read_uid_map(path: Path, category: str) -> dict[str, str]:
    """``UID`` -> variant path (``graphs/hf_subgraphs_v2/<cat>_subgraphs/...``)."""
    if not path.is_file():
        raise ListError(f"UID list not found: {path} (run `passnet-dataset v2 fetch-lists`)")
    uid_to_path = {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        uid, sep, rel = line.partition("\t")
        if not sep:
            raise ListError(f"{path}:{number}: expected UID<TAB>path, got {line[:80]!r}")
        uid_to_path[uid.strip()] = f"{GRAPHS_ROOT}/{category}_subgraphs/{rel.strip()}"
    return uid_to_path


def plan_all(root: Path, categories: tuple[str, ...] = CATEGORIES) -> Plan:
    """Every v2 sample from the UID lists: dir = sha256 of its UIDs, variants in UID order
    unless the sample's ``graph_list.txt`` is present (then its order)."""
    plan = Plan()
    for category in categories:
        uid_to_path = read_uid_map(root / uid_map_file(category), category)
        grouped = root / grouped_uids_file(category)
        if not grouped.is_file():
            raise ListError(f"grouped UID list not found: {grouped} (run `passnet-dataset v2 fetch-lists`)")
        for number, line in enumerate(grouped.read_text().splitlines(), 1):
            uids = sorted(u.strip() for u in line.split(",") if u.strip())
            if not uids:
                continue
            path = sample_path(category, sample_hash(uids))
            listed = root / path / GRAPH_LIST
            unknown = [u for u in uids if u not in uid_to_path]
            if unknown:
                plan.problems.append(f"{grouped}:{number}: UID(s) {', '.join(unknown[:3])} not in {uid_map_file(category)}")
            lines = ([line.strip() for line in listed.read_text().splitlines() if line.strip()]
                     if listed.is_file() else [uid_to_path[u] for u in uids if u in uid_to_path])
            plan.samples.append(PlannedSample(path, parse_variants(lines, str(listed), plan.problems), uids))
    return plan
