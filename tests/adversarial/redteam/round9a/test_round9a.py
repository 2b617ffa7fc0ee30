"""Red team round 9a (issue 23): the host side and the child/parent boundary, real components only
(README.md). A FOOLED attack is a strict xfail asserting the secure behaviour; a HELD one asserts it holds."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import threading
from types import SimpleNamespace

import pytest

from pytest_passnet import protocol
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.runfiles import RunDir
from pytest_passnet.sandbox import channel, kernel_cache, process, seccomp
from tests.adversarial.redteam.round9a import attacks9a

# -- timer storm --------------------------------------------------------------------------------

@pytest.mark.skipif(not seccomp.supported(), reason="no seccomp on this machine")
@pytest.mark.parametrize("kind", ["posix_timers", "timerfds"])
def test_a_child_under_its_filter_arms_no_timer(kind):
    """Held since the fix: one-shot timers a child armed before its SIGSTOP fired in the timer interrupt
    of the CPU that armed them, charged to whatever ran there (eager's trials 2-20x slower on this host,
    the stopped child using no CPU, the watch seeing nothing). The child's seccomp filter now refuses
    timer_create and timerfd_create: ``timers.py`` arms none of 1,000 under it."""
    env = {**os.environ, "STORM_CONFINED": "1", **({"STORM_TIMERFD": "1"} if kind == "timerfds" else {})}
    storm = subprocess.Popen([sys.executable, str(attacks9a.HERE / "timers.py"), "1000", "3.0", "1.0", "0", "0"],
                             stdout=subprocess.PIPE, text=True, env=env)
    try:
        line = storm.stdout.readline()
    finally:
        storm.kill()
        storm.wait()
    assert line.split()[:2] == ["armed", "0"], line


# -- a reply header of huge integers --------------------------------------------------------------

def test_a_reply_header_of_huge_sizes_is_refused_at_once():
    seconds, outcome = attacks9a.receive_seconds(attacks9a.big_int_header())
    assert outcome.startswith("ChannelClosed"), outcome
    assert seconds < 1.0, f"the trusted side spent {seconds:.1f} s on one {process.REPLY_HEADER_BYTES}-byte header"


def test_a_reply_header_of_plain_json_is_cheap():
    """The control: a malformed 1 MiB header of ordinary numbers costs the trusted side milliseconds."""
    header = json.dumps({"body": {}, "tensors": [{"dtype": "torch.float32", "shape": [1] * 300_000, "bytes": 8}]})
    seconds, outcome = attacks9a.receive_seconds(header.encode())
    assert outcome.startswith("ChannelClosed") and seconds < 1.0, (seconds, outcome[:200])


def _closed_message(header: bytes) -> str:
    """What the trusted side's ``Channel.receive`` raised over ``header``: the text ``Sandbox.answer``
    hands on (``_died(str(exc))``, process.py) into the variant's failure message."""
    read_end, write_end = os.pipe()
    trusted = channel.Channel(read_end, write_end, None, role="trusted", max_header=process.REPLY_HEADER_BYTES)
    sender = threading.Thread(target=os.write, args=(write_end, struct.pack("<Q", len(header)) + header), daemon=True)
    sender.start()
    try:
        with pytest.raises(channel.ChannelClosed) as closed:
            trusted.receive(5.0, 1 << 30)
    finally:
        sender.join(5.0)
        os.close(read_end)
        os.close(write_end)
    return str(closed.value)


@pytest.mark.parametrize("field", ["shape", "dtype", "file"])
def test_a_malformed_reply_quotes_a_bounded_part_of_itself(field):
    spec = {"dtype": "torch.float32", "shape": [1], "bytes": 4}
    spec[field] = "A" * 1_000_000
    message = _closed_message(json.dumps({"body": {}, "tensors": [spec]}).encode())
    assert len(message) <= protocol.MESSAGE_CHARS, f"{len(message)} characters, {message[:100]}..."


# -- kernel cache keys ----------------------------------------------------------------------------

def _sample(root, name: str, files: dict[str, bytes]) -> SimpleNamespace:
    folder = root / name / "pass_dir"
    folder.mkdir(parents=True)
    for relative, data in files.items():
        (folder / relative).write_bytes(data)
    return SimpleNamespace(path=root / name)


def test_two_different_pass_folders_have_different_kernel_cache_keys(tmp_path):
    code = b"import torch\n"
    merged = _sample(tmp_path, "merged", {"relu.py": code, "table.bin": b"\x01\x02pass_dir/tail.bin\x00\x03"})
    split = _sample(tmp_path, "split", {"relu.py": code, "table.bin": b"\x01\x02", "tail.bin": b"\x03"})
    assert kernel_cache.pass_code(merged) != kernel_cache.pass_code(split)


# -- spill files the child shaped -----------------------------------------------------------------

_LEASE = ("import fcntl, os, sys, time\n"
          "fd = os.open(sys.argv[1], os.O_RDONLY)\n"
          "fcntl.fcntl(fd, fcntl.F_SETLEASE, fcntl.F_WRLCK)\n"
          "print('leased', flush=True)\n"
          "time.sleep(60)\n")


@pytest.mark.parametrize("shape", ["write_lease", "fifo"])
def test_a_spilled_file_the_child_shaped_never_blocks_the_trusted_side(tmp_path, shape):
    """HELD: a spill file under a write lease (an open for reading waits up to lease-break-time, 45 s,
    without O_NONBLOCK) or a FIFO (an open waits for a writer) is refused at once (``_read_spilled``)."""
    path = tmp_path / "child-0.bin"
    holder = None
    if shape == "fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(b"\0" * 4096)
        holder = subprocess.Popen([sys.executable, "-c", _LEASE, str(path)], stdout=subprocess.PIPE, text=True)
        assert holder.stdout.readline().strip() == "leased"
    try:
        header = json.dumps({"body": {}, "tensors": [{"dtype": "torch.uint8", "shape": [4096], "bytes": 4096,
                                                      "file": "child-0.bin"}]}).encode()
        read_end, write_end = os.pipe()
        trusted = channel.Channel(read_end, write_end, tmp_path, role="trusted", max_header=process.REPLY_HEADER_BYTES)
        os.write(write_end, struct.pack("<Q", len(header)) + header)
        outcome = {}

        def receive():
            try:
                trusted.receive(5.0)
            except channel.ChannelClosed as exc:
                outcome["closed"] = str(exc)

        reader = threading.Thread(target=receive, daemon=True)
        reader.start()
        reader.join(2.0)
        assert not reader.is_alive(), "the trusted side waits on a spill file the child shaped"
        assert "closed" in outcome
        os.close(read_end)
        os.close(write_end)
    finally:
        if holder is not None:
            holder.kill()
            holder.wait()


# -- results.jsonl --------------------------------------------------------------------------------

def test_line_separators_in_a_child_text_keep_a_signed_line_whole(tmp_path):
    """HELD: ``read_results`` splits with ``str.splitlines`` (which also breaks at U+2028, U+2029, U+0085,
    \\x1c-\\x1e, \\v, \\f, \\r), but json.dumps writes them as escapes (ensure_ascii): a child's failure message
    full of them comes back as the one signed line it was."""
    text = "kernel failed\u2028\u2029\x85\x1c\x1d\x1e\x0b\x0c\r{\"status\": \"correct\"}"
    result = VariantResult(nodeid="n0", sample="s", variant="v").fail(Status.KERNEL_ERROR, text)
    run_dir = RunDir(tmp_path)
    run_dir.start_results(keep=False)
    run_dir.append(result)
    run_dir.unlock()
    reader = RunDir(tmp_path)
    (read,) = reader.read_results()
    assert reader.refused == [] and read.status is Status.KERNEL_ERROR and read.message == text
