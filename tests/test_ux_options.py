"""Options as a user types them: an out dir that cannot be written is a usage error. Every run here
stops at configure, so none imports torch."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tests.sample_factory import write_sample

pytestmark = pytest.mark.usefixtures("outside_xdist")


def _bwrap_works() -> bool:
    return bool(shutil.which("bwrap")) and subprocess.run(["bwrap", "--dev-bind", "/", "/", "true"]).returncode == 0


def _assert_usage_error(returncode: int, stderr: str, *expected: str) -> None:
    errors = [line for line in stderr.splitlines() if line.strip()]
    assert returncode == pytest.ExitCode.USAGE_ERROR, stderr
    assert len(errors) == 1 and errors[0].startswith("ERROR: --passnet-out"), stderr
    assert "INTERNALERROR" not in stderr and all(text in errors[0] for text in expected), stderr


def test_an_out_dir_that_is_a_file_or_under_one_is_a_one_line_usage_error(pytester):
    sample = write_sample(pytester.path, "addrelu")
    existing = pytester.path / "taken"
    existing.write_text("not a folder")
    for out, expected in ((existing, "is a file"), (existing / "run", f"{existing} is a file")):
        result = pytester.runpytest_subprocess("--passnet-samples", str(sample), f"--passnet-out={out}")
        _assert_usage_error(result.ret, result.stderr.str(), expected)
    assert existing.read_text() == "not a folder"


@pytest.mark.skipif(not _bwrap_works(), reason="needs bubblewrap to mount a folder read-only (root may write any other)")
def test_an_out_dir_on_a_read_only_file_system_is_a_one_line_usage_error(tmp_path):
    sample = write_sample(tmp_path, "addrelu")
    locked = tmp_path / "locked"
    locked.mkdir()
    command = ["bwrap", "--dev-bind", "/", "/", "--ro-bind", str(locked), str(locked),
               sys.executable, "-m", "pytest", "-p", "no:cacheprovider",
               "--passnet-samples", str(sample), "--passnet-out", str(locked / "run")]  # fmt: skip
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    _assert_usage_error(done.returncode, done.stderr, "not writable")
    assert list(locked.iterdir()) == []
