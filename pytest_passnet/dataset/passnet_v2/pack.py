"""Reproducible ``.tar.xz`` archives: a plan's variants, or the GraphNet sources it needs.

The eval graphs are tens of MB of small text files; as one xz archive they cost the
repository a few MB, and the plugin unpacks them next to the archive on first use
(``pytest_passnet.sample.unpack_shipped_graphs``). The sources of both eval lists (575
GraphNet sample dirs, 280 MB) pack to ~8 MB, small enough to carry to a bigger machine
for the rebuild. Entries are sorted, with zero mtimes and owners, so packing the same
files twice gives the same bytes.
"""

from __future__ import annotations

import io
import lzma
import tarfile
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.dataset.passnet_v2.files import VARIANT_FILES, is_complete
from pytest_passnet.dataset.passnet_v2.lists import Plan
from pytest_passnet.dataset.passnet_v2.names import GRAPHS_ROOT


@dataclass
class PackReport:
    variants: int = 0
    files: int = 0
    raw_bytes: int = 0
    archive_bytes: int = 0
    missing: list[str] = field(default_factory=list)


def pack(tree: Path, plan: Plan, archive: Path) -> PackReport:
    """Every complete variant of ``plan`` under ``tree``, as paths relative to ``graphs/``."""
    report = PackReport()
    entries: list[tuple[str, bytes]] = []
    for variant in plan.variants():
        directory = tree / variant.path
        if not is_complete(directory):
            report.missing.append(variant.path)
            continue
        report.variants += 1
        relative = variant.path.removeprefix("graphs/")
        entries += [(f"{relative}/{name}", (directory / name).read_bytes()) for name in VARIANT_FILES]
    _write(entries, archive, report, lambda name: _parents([(name, b"")]))
    return report


def _write(entries: list[tuple[str, bytes]], archive: Path, report: PackReport, parents) -> None:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for directory in sorted(set().union(*(parents(name) for name, _ in entries))):
            tar.addfile(_info(directory, tarfile.DIRTYPE, 0o755))
        for name, data in sorted(entries):
            tar.addfile(_info(name, tarfile.REGTYPE, 0o644, len(data)), io.BytesIO(data))
            report.raw_bytes += len(data)
    report.files = len(entries)
    archive.parent.mkdir(parents=True, exist_ok=True)
    archive.write_bytes(lzma.compress(buffer.getvalue(), preset=9))
    report.archive_bytes = archive.stat().st_size


def pack_sources(checkout: Path, plan: Plan, archive: Path) -> PackReport:
    """Each source dir the plan cuts from, and the reifier grids, as paths in the checkout."""
    from pytest_passnet.dataset.passnet_v2.reify import REIFIER_DIR

    report = PackReport()
    dirs = sorted({v.source for v in plan.variants()}) + [REIFIER_DIR]
    entries = []
    for relative in dirs:
        directory = checkout / relative
        if not directory.is_dir():
            report.missing.append(relative)
            continue
        report.variants += 1
        entries += [(f"{relative}/{f.name}", f.read_bytes()) for f in sorted(directory.iterdir()) if f.is_file()]
    _write(entries, archive, report, lambda name: {str(p) for p in Path(name).parents if str(p) != "."})
    return report


def _parents(entries: list[tuple[str, bytes]]) -> set[str]:
    top = GRAPHS_ROOT.removeprefix("graphs/")
    parents = set()
    for name, _ in entries:
        path = Path(name).parent
        while str(path) not in (".", "") and str(path).startswith(top):
            parents.add(str(path))
            path = path.parent
    return parents


def _info(name: str, kind: bytes, mode: int, size: int = 0) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type, info.mode, info.size = kind, mode, size
    info.mtime, info.uid, info.gid, info.uname, info.gname = 0, 0, 0, "", ""
    return info
