"""Pack a plan's variant dirs into ``graphs/hf_subgraphs_v2.tar.xz``, reproducibly.

The eval graphs are ~45 MB of small text files; as one xz archive they cost the
repository a few MB, and the plugin unpacks them next to the archive on first use
(``pytest_passnet.sample.unpack_shipped_graphs``). Entries are sorted, with zero
mtimes and owners, so packing the same tree twice gives the same bytes.
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
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for directory in sorted(_parents(entries)):
            tar.addfile(_info(directory, tarfile.DIRTYPE, 0o755))
        for name, data in sorted(entries):
            tar.addfile(_info(name, tarfile.REGTYPE, 0o644, len(data)), io.BytesIO(data))
            report.raw_bytes += len(data)
    report.files = len(entries)
    archive.parent.mkdir(parents=True, exist_ok=True)
    archive.write_bytes(lzma.compress(buffer.getvalue(), preset=9))
    report.archive_bytes = archive.stat().st_size
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
