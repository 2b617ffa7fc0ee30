"""Round 35c: this session's newest product commits on real functions and processes: ``policy.copy_regular_files``'s
staged copy (``0798661a``), CUDA's untimed ``protocol.Prime`` before each driven trial (``95df9b3d``, reasoned and checked
at the protocol: no GPU here) and ``identity._forked_probe`` (``6943dfd8``). Uids of no account (``premises35c``)."""

from __future__ import annotations

import inspect
import os
import shutil
from pathlib import Path

import pytest

from pytest_passnet import pipeline, protocol
from pytest_passnet.sandbox import kernel_cache, policy

from . import premises35c

# A legal file name (NAME_MAX is 255 bytes) longer than 255 - len(".") - len(".<pid>.copy"): 250 bytes.
LONG = "n" * 246 + ".txt"


def _folder_with(tmp_path: Path, name: str) -> Path:
    source = tmp_path / "source"
    source.mkdir()
    (source / name).write_text("notes\n")
    (source / "AddRelu.py").write_text("x = 1\n")
    return source


# -- LONG_NAME (0798661a) -----------------------------------------------------------------------------------------------


def test_a_file_of_a_200_byte_name_is_copied(tmp_path):
    """LONG_NAME's control (plain): the staged name of a 200-byte name fits, the file arrives whole."""
    name = "n" * 196 + ".txt"
    policy.copy_regular_files(_folder_with(tmp_path, name), tmp_path / "target", max_bytes=1 << 20)
    assert (tmp_path / "target" / name).read_text() == "notes\n"
    assert sorted(p.name for p in (tmp_path / "target").iterdir()) == sorted(["AddRelu.py", name])  # no staged leftover


def test_a_file_of_a_legal_250_byte_name_is_copied_or_refused_as_a_folder(tmp_path):
    """LONG_NAME (round 35c, low; fixed since ``73e44923``, a strict xfail until then): the staged
    '.{name}.{pid}.copy' went over NAME_MAX for a legal name of 244+ bytes (242+ with 7-digit pids), a raw OSError."""
    source = _folder_with(tmp_path, LONG)
    try:
        policy.copy_regular_files(source, tmp_path / "target", max_bytes=1 << 20)
    except policy.FolderRefused:
        return  # refused as a folder: assign's own message, nothing of the pass runs
    assert (tmp_path / "target" / LONG).read_text() == "notes\n"


def test_a_kept_cache_with_a_long_file_name_is_kept(tmp_path, monkeypatch):
    """LONG_NAME (fixed since ``73e44923``): ``kernel_cache.keep`` dropped a whole cache holding one file of a 244+ byte
    name (the staged copy's OSError)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    cache = tmp_path / "scratch" / policy.KERNEL_CACHE / "abc"
    cache.mkdir(parents=True)
    (cache / LONG).write_text("kernel\n")
    (cache / "launcher.so").write_text("launcher\n")
    kernel_cache.keep("k" * 32, tmp_path / "scratch", None)
    kept = kernel_cache.root() / ("k" * 32) / "abc"
    assert kept.is_dir() and (kept / "launcher.so").read_text() == "launcher\n"


_LONG_RUNS: dict[str, dict] = {}


def _long_run(request, tmp_path_factory) -> dict:
    """The plugin run (6-9 s here), only under ``-m redteam`` as the red team's other plugin runs."""
    if "redteam" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("a plugin run: select it with -m redteam")
    if "run" not in _LONG_RUNS:
        _LONG_RUNS["run"] = premises35c.long_name_run(tmp_path_factory.mktemp("long35c"))
    return _LONG_RUNS["run"]


@pytest.mark.redteam
def test_an_honest_pass_beside_a_200_byte_file_name_is_correct(request, tmp_path_factory):
    """LONG_NAME's control through the real plugin (plain, ``-m redteam``, about 8 s here)."""
    found = _long_run(request, tmp_path_factory)
    assert found["control"]["status"] == "correct", found


@pytest.mark.redteam
def test_an_honest_pass_beside_a_250_byte_file_name_is_correct(request, tmp_path_factory):
    """LONG_NAME through the real plugin (fixed since ``73e44923``; before, at ``0798661a``-``08d4b42b``: kernel_error,
    "the trusted side failed ... policy.py:236 in copy_regular_files: OSError: [Errno 36] File name too long")."""
    found = _long_run(request, tmp_path_factory)
    assert found["longname"]["status"] == "correct", found


# -- PRIME (95df9b3d) ---------------------------------------------------------------------------------------------------


def test_a_prime_carries_nothing_but_its_command():
    """PRIME (held): the request holds no field (a child learns only that a trial comes next, which the trial says
    too), and the child's reading refuses one that would carry anything (a seed, a trial's number)."""
    assert protocol.Prime().message() == {"command": "prime"}
    assert isinstance(protocol.read_request({"command": "prime"}), protocol.Prime)
    for extra in ({"seed": 5}, {"trials": 1}, {"side": "compiled"}):
        with pytest.raises(protocol.MalformedMessage):
            protocol.read_request({"command": "prime", **extra})


def test_a_prime_s_reply_is_ready_or_malformed():
    """PRIME (held): what a child answers to it is read as ``Ready`` (a compile report allowed, as for
    ``prepare_again``); a forged trial answer, a list or ready false is ``MalformedMessage`` (the pass's
    ``kernel_error`` in ``pipeline.run_variant``), never a trusted-side fault."""
    assert protocol.Ready.read({"ready": True}) == protocol.Ready()
    for reply in ({"ready": True, "e2e_ms": [0.001], "gpu_ms": [0.001]}, {"ready": False}, [True], {"ready": 1},
                  {"e2e_ms": 0.0}):
        with pytest.raises(protocol.MalformedMessage):
            protocol.Ready.read(reply)


def test_the_prime_is_asked_before_the_span_starts_and_only_on_cuda():
    """PRIME (held): in ``_drive`` the Prime's request and its reading come before the span's first clock reading, and
    nothing of the trial's (the seed) is sent before it; the CPU's loop sends none."""
    source = inspect.getsource(pipeline._drive)
    prime, span = source.index("protocol.Prime()"), source.index("started = clock()")
    assert prime < span and "if cuda:" in source[source.rindex("\n", 0, source.rindex("if cuda:", 0, prime)):prime]
    assert source.index("_held_trial(run, child, seed, hold)") > span


# -- FORKED_PROBE (6943dfd8) --------------------------------------------------------------------------------------------

needs_root = pytest.mark.skipif(not (os.geteuid() == 0 and shutil.which("setpriv") and shutil.which("unshare")),
                                reason="needs root, setpriv and unshare (uids of no account)")


@needs_root
@pytest.mark.slow
def test_the_forked_probe_tells_busy_from_free_across_pid_namespaces_from_a_threaded_process():
    """FORKED_PROBE (held): from a process of 10 threads (4 busy in torch's matmul) in a PID namespace of its own, 20
    probes each: the uid whose task runs in the outer namespace (invisible to this /proc, the old fallback) is busy
    every time; the free uid free, or unanswered (None: FORK_STALL, the inner fork's copy of the whole address space
    stalled past 10 s under load; ``has_tasks`` then asks /proc, which says free too: a delay, not a wrong lease)."""
    found = premises35c.forked_probe()
    assert found["threads"] >= 5 and found["pid_namespace_init"], found
    assert set(found["busy"]["raw"]) == {1} and not found["busy"]["visible_here"], found
    assert 0 in found["free"]["raw"] and set(found["free"]["raw"]) <= {0, None}, found
