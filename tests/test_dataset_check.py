"""``passnet-dataset check`` never writes into the dataset root (often a checkout, whose ``.passnet/``
holds the user's own results): without an out dir its report goes to a new temporary folder, which it
names. One real run of one variant, eager against eager."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.sample_factory import write_sample


def files_of(root: Path) -> dict[str, int]:
    return {str(path.relative_to(root)): path.stat().st_mtime_ns for path in root.rglob("*")}


def test_check_without_an_out_dir_writes_nothing_into_the_dataset_root(tmp_path):
    root, scratch = tmp_path / "checkout", tmp_path / "scratch"
    write_sample(root, "addrelu")
    lists = root / "sample_lists" / "eval"
    lists.mkdir(parents=True)
    (lists / "passnet_fusible_eval_samples.txt").write_text("samples/fusible_subgraphs/addrelu\n")
    (root / "conftest.py").write_text("")  # a checkout's own conftest: no bytecode of it may land there either
    scratch.mkdir()
    before = files_of(root)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    done = subprocess.run([sys.executable, "-m", "pytest_passnet.dataset.cli", "check", "--root", str(root)],
                          env={**env, "TMPDIR": str(scratch)}, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert files_of(root) == before
    named = done.stderr.strip().splitlines()[-1].removeprefix("passnet-dataset check: the report is in ")
    assert Path(named).parent == scratch and (Path(named) / "report.json").is_file(), done.stderr
