"""Check a dataset tree against a plan: what upstream's lists say must be there, is.

Per sample: the dir, ``graph_list.txt`` equal to the list's (order included) and, where
the UIDs are known, ``sample_uids.txt`` and the dir name = sha256 of the sorted UIDs. Per
variant: every file upstream writes, ``weight_meta.py`` readable by the plugin, a
64-hex ``graph_hash.txt`` that is sha256 of ``model.py`` for float32 variants (low
precision ones hash the FX code before the template, see docs/passnet-v2.md), and a
``graph_net.json`` whose dtype keys name the variant's dtype.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.dataset.layout import sample_hash
from pytest_passnet.dataset.passnet_v2.files import VARIANT_FILES
from pytest_passnet.dataset.passnet_v2.lists import (
    GRAPH_LIST,
    SAMPLE_UIDS,
    Plan,
    graph_list_text,
)
from pytest_passnet.dataset.passnet_v2.names import VariantName

_HEX64 = re.compile(r"^[0-9a-f]{64}$")


@dataclass
class VerifyReport:
    samples: int = 0
    variants: int = 0
    problems: list[str] = field(default_factory=list)
    missing_variants: set[str] = field(default_factory=set)

    @property
    def ok(self) -> bool:
        return not self.problems


def verify(root: Path, plan: Plan) -> VerifyReport:
    report = VerifyReport(problems=list(plan.problems))
    checked: set[VariantName] = set()
    for sample in plan.samples:
        report.samples += 1
        directory = root / sample.path
        if not directory.is_dir():
            report.problems.append(f"{sample.path}: sample dir missing")
        else:
            _check_sample(directory, sample, report)
        for variant in sample.variants:
            if variant not in checked:
                checked.add(variant)
                report.variants += 1
                _check_variant(root, variant, report)
    return report


def _check_sample(directory: Path, sample, report: VerifyReport) -> None:
    listed = directory / GRAPH_LIST
    if not listed.is_file():
        report.problems.append(f"{sample.path}: {GRAPH_LIST} missing")
    elif listed.read_text() != graph_list_text(sample.variants):
        report.problems.append(f"{sample.path}: {GRAPH_LIST} differs from the list's variants or their order")
    if sample.uids:
        if directory.name != sample_hash(sample.uids):
            report.problems.append(f"{sample.path}: dir name is not sha256 of its sorted UIDs")
        uids = directory / SAMPLE_UIDS
        if not uids.is_file() or uids.read_text() != ",".join(sorted(sample.uids)):
            report.problems.append(f"{sample.path}: {SAMPLE_UIDS} missing or not the sorted UIDs")


def _check_variant(root: Path, variant: VariantName, report: VerifyReport) -> None:
    from pytest_passnet.sample import SampleError, read_weight_meta

    directory = root / variant.path
    absent = [name for name in VARIANT_FILES if not (directory / name).is_file()]
    if absent:
        report.missing_variants.add(variant.path)
        report.problems.append(f"{variant.path}: missing {', '.join(absent)}")
        return
    graph_hash = (directory / "graph_hash.txt").read_text().strip()
    if not _HEX64.match(graph_hash):
        report.problems.append(f"{variant.path}: graph_hash.txt is not a sha256")
    elif variant.dtype == "float32" and hashlib.sha256((directory / "model.py").read_bytes()).hexdigest() != graph_hash:
        report.problems.append(f"{variant.path}: sha256(model.py) != graph_hash.txt")
    try:
        read_weight_meta(directory / "weight_meta.py")
    except (SampleError, OSError, SyntaxError) as exc:
        report.problems.append(f"{variant.path}: weight_meta.py unreadable: {exc}")
    try:
        graph_net = json.loads((directory / "graph_net.json").read_text())
    except ValueError as exc:
        report.problems.append(f"{variant.path}: graph_net.json is not JSON: {exc}")
        return
    target = graph_net.get("dtype_generalization_target_dtype")
    if variant.dtype != "float32" and target != variant.dtype:
        report.problems.append(f"{variant.path}: graph_net.json names dtype {target!r}, the path {variant.dtype}")
