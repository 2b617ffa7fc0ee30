"""Options as a user types them: an out dir that cannot be written is a usage error, option values
work written after a space as well as after ``=``, a default holds wherever neither the command line
nor the ini file sets a value, and the command-line tools answer ``--help`` without heavy imports.
Every run here stops at collection or at configure, so none imports torch."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from pytest_passnet.options import DEFAULT_COUNTS, DEFAULTS
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


def test_the_command_line_wins_over_the_ini_file_and_an_empty_value_keeps_the_default(pytester):
    sample = write_sample(pytester.path, "addrelu")
    pytester.makefile(".ini", pytest="[pytest]\npassnet_retries =\npassnet_timeout = 0\npassnet_trials = 7\n"
                                     "addopts = -p no:cacheprovider\n")
    fields = ("retries", "timeout", "trials", "warmup", "compiler", "guard", "replay", "score_on", "compare_tolerance")
    pytester.makeconftest(
        "def pytest_collection_finish(session):\n"
        "    options = session.config.passnet_session.options\n"
        f"    print('options:', [getattr(options, name) for name in {fields!r}])\n"
    )
    result = pytester.runpytest_subprocess("--passnet-samples", str(sample), "--passnet-trials=3", "--collect-only",
                                           "-q", "-s")
    assert result.ret == 0, result.stderr.str()
    expected = [DEFAULTS.retries, None, 3, DEFAULT_COUNTS["cpu"][0], *(getattr(DEFAULTS, name) for name in fields[4:])]
    result.stdout.fnmatch_lines([f"options: {expected}"])


@pytest.mark.parametrize("module", ["pytest_passnet.cli", "pytest_passnet.dataset.cli", "agent.cli"])
def test_the_command_line_tools_answer_help_without_heavy_imports(module):
    """``--help`` of passnet-report, passnet-dataset and passnet-agent: no torch anywhere, and
    passnet-report, which only reads reports, neither pytest nor numpy."""
    heavy = ("torch", "numpy", "pytest") if module == "pytest_passnet.cli" else ("torch",)
    code = (f"import sys\nfrom {module} import main\ntry:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
            f"print('imported:', sorted(name for name in {heavy!r} if name in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "usage:" in done.stdout, done.stderr
    assert done.stdout.splitlines()[-1] == "imported: []"
