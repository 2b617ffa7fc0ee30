"""Download upstream's v2 list files that are too large to vendor, from GitHub.

Files land at upstream's paths under the dataset root; ``graph_lists/FETCHED.json``
records for each the ref it came from, its size and sha256. A vendored file that
upstream has changed is reported, never overwritten (``--refresh`` rewrites it).
``--samples LIST`` also fetches each listed sample's ``graph_list.txt`` and
``sample_uids.txt`` (one request each).
"""

from __future__ import annotations

import hashlib
import json
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.dataset.passnet_v2.lists import (
    GRAPH_LIST,
    SAMPLE_UIDS,
    eval_list,
    grouped_uids_file,
    read_list_paths,
    uid_map_file,
)
from pytest_passnet.dataset.passnet_v2.names import CATEGORIES

BASE_URL = "https://raw.githubusercontent.com/PaddlePaddle/PassNet"
DEFAULT_REF = "main"
MANIFEST = "graph_lists/FETCHED.json"


def list_files() -> list[str]:
    """Every v2 list upstream publishes, by upstream path."""
    files = []
    for category in CATEGORIES:
        files += [uid_map_file(category), grouped_uids_file(category),
                  f"sample_lists/train/hf_{category}_train_samples_v2.csv",
                  f"sample_lists/free_to_use/hf_{category}_free_to_use_samples_v2.txt",
                  f"sample_lists/hf_{category}_samples_v2.txt"]
    for category in ("fusible", "typical"):
        files += [eval_list(category), eval_list(category).replace(".txt", ".csv")]
    return files + ["sample_lists/eval/hf_typical_eval_graph_lists_v2.csv"]


@dataclass
class FetchReport:
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    differs: list[str] = field(default_factory=list)  # vendored here, changed upstream, kept
    failed: dict[str, str] = field(default_factory=dict)


def fetch(root: Path, paths: list[str], ref: str = DEFAULT_REF, base_url: str = BASE_URL,
          refresh: bool = False, timeout: float = 60.0) -> FetchReport:
    report = FetchReport()
    manifest_path = root / MANIFEST
    manifest = json.loads(manifest_path.read_text()) if manifest_path.is_file() else {}
    for path in paths:
        url = f"{base_url.rstrip('/')}/{ref}/{path}"
        try:
            with urllib.request.urlopen(url, timeout=timeout) as response:
                data = response.read()
        except (urllib.error.URLError, OSError) as exc:
            report.failed[path] = f"{url}: {exc}"
            continue
        target = root / path
        if target.is_file():
            if target.read_bytes() == data:
                report.unchanged.append(path)
                continue
            if not refresh:
                report.differs.append(path)
                continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        report.written.append(path)
        manifest[path] = {"ref": ref, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    if report.written:
        manifest_path.parent.mkdir(parents=True, exist_ok=True)
        manifest_path.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return report


def sample_files(root: Path, list_file: Path) -> list[str]:
    """``graph_list.txt`` and ``sample_uids.txt`` of every sample a list names."""
    return [f"{sample}/{name}" for sample in read_list_paths(list_file) for name in (GRAPH_LIST, SAMPLE_UIDS)]
