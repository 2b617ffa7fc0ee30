"""Options as a user types them: an out dir that cannot be written is a usage error, and option
values work written after a space as well as after ``=``. Every run here stops at collection or at
configure, so none imports torch."""

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


def test_option_values_after_a_space_keep_the_users_rootdir_and_ini_file(pytester, tmp_path_factory):
    """pytest picks the rootdir before it knows plugin options, so a value after a space (a folder
    outside the project) was taken for a test path: the project's pytest.ini was dropped."""
    data = tmp_path_factory.mktemp("dataset")  # beside the project, not under it
    sample = write_sample(data, "addrelu")
    pytester.makefile(".ini", pytest="[pytest]\npassnet_compiler = eager\naddopts = -p no:cacheprovider\n")
    pytester.makeconftest(  # found only when the project is the rootdir
        "def pytest_collection_finish(session):\n"
        "    config = session.config\n"
        "    print('seen:', config.passnet_session.options.compiler, config.rootpath, config.inipath)\n"
    )
    for given in (["--passnet-root", str(data), "--passnet-samples", str(sample)],
                  [f"--passnet-root={data}", f"--passnet-samples={sample}"]):  # fmt: skip
        result = pytester.runpytest_subprocess(*given, "--collect-only", "-q", "-s")
        assert result.ret == 0, result.stderr.str()
        result.stdout.fnmatch_lines([f"seen: eager {pytester.path} {pytester.path / 'pytest.ini'}", "*1 test collected*"])
    assert not list(data.glob(".pytest_cache")) and not list(pytester.path.glob(".pytest_cache"))  # the ini's -p no:
