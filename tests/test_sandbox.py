"""The sandbox's parts on their own: the message channel (tensors and structure survive, nothing is
unpickled, a lying peer is cut off) and the child's environment (no secrets)."""

from __future__ import annotations

import json
import os
import struct
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch

import pytest_passnet

from pytest_passnet.sample import load_sample
from pytest_passnet.sandbox import cleanup, kernel_cache, policy, syscalls
from pytest_passnet.sandbox import process
from pytest_passnet.sandbox.process import Sandboxes, _process_trees
from tests.sample_factory import write_sample
from pytest_passnet.sandbox.channel import Channel, ChannelClosed, ChannelTimeout


@pytest.fixture
def pair():
    a_read, b_write = os.pipe()
    b_read, a_write = os.pipe()
    yield Channel(a_read, a_write, role="a"), Channel(b_read, b_write, role="b")
    for fd in (a_read, a_write, b_read, b_write):
        os.close(fd)


def test_tensors_and_structure_survive_bit_for_bit(pair):
    sender, receiver = pair
    payload = {
        "outputs": (torch.randn(3, 5, dtype=torch.bfloat16), [torch.arange(4), None], torch.ones(0)),
        "strided": torch.randn(6, 4).t(),
        "flag": True,
        "names": ["a", 1, 2.5],
    }
    sender.send(payload)
    got = receiver.receive(timeout=5)
    assert isinstance(got["outputs"], tuple) and isinstance(got["outputs"][1], list)
    assert got["outputs"][0].dtype == torch.bfloat16 and torch.equal(got["outputs"][0], payload["outputs"][0])
    assert torch.equal(got["outputs"][1][0], torch.arange(4)) and got["outputs"][1][1] is None
    assert got["outputs"][2].shape == (0,)
    assert torch.equal(got["strided"], payload["strided"])
    assert got["flag"] is True and got["names"] == ["a", 1, 2.5]


def test_objects_that_are_not_data_cannot_be_sent(pair):
    with pytest.raises(TypeError, match="cannot send a builtin_function_or_method"):
        pair[0].send({"call": print})


def test_a_peer_announcing_more_bytes_than_allowed_is_cut_off(pair):
    sender, receiver = pair
    sender.send({"x": torch.zeros(1024)})
    with pytest.raises(ChannelClosed, match="announcing 4096 bytes"):
        receiver.receive(timeout=5, max_bytes=1000)


def test_garbage_is_not_a_message(pair):
    sender, receiver = pair
    header = b"not json"
    os.write(sender.write_fd, struct.pack("<Q", len(header)) + header)
    with pytest.raises(ChannelClosed, match="malformed"):
        receiver.receive(timeout=5)
    lying = json.dumps({"body": {"tensor": 0}, "tensors": [{"dtype": "torch.float32", "shape": [2], "bytes": 3}]}).encode()
    os.write(sender.write_fd, struct.pack("<Q", len(lying)) + lying + b"abc")
    with pytest.raises(ChannelClosed):
        receiver.receive(timeout=5)


def test_a_header_longer_than_the_receiver_accepts_is_refused_unread():
    """The trusted side takes at most 1 MiB of header from a child: a longer one is refused on its length
    alone (none of it is read: the 17 MB announced here never come), and a tensor reference out of
    range is a malformed message, not an IndexError."""
    a_read, b_write = os.pipe()
    receiver = Channel(a_read, b_write, role="trusted", max_header=process.REPLY_HEADER_BYTES)
    os.write(b_write, struct.pack("<Q", 17 << 20) + b"[],[],")
    with pytest.raises(ChannelClosed, match=f"header of {17 << 20} bytes, over the {process.REPLY_HEADER_BYTES} accepted"):
        receiver.receive(timeout=5)
    os.close(a_read)
    os.close(b_write)
    a_read, b_write = os.pipe()
    receiver = Channel(a_read, b_write, role="trusted", max_header=process.REPLY_HEADER_BYTES)
    header = json.dumps({"body": {"tensor": 5}, "tensors": []}).encode()
    os.write(b_write, struct.pack("<Q", len(header)) + header)
    with pytest.raises(ChannelClosed, match="malformed.*IndexError"):
        receiver.receive(timeout=5)
    os.close(a_read)
    os.close(b_write)


def test_a_header_of_more_lists_than_a_reply_holds_is_refused_before_it_is_parsed():
    """Round 46a's GIL_HOLD: 1 MiB of nested empty lists held the trusted side's GIL 0.4-1.9 s in ``json.loads``, and
    the memory watch could not run meanwhile. A reply's header holds at most ``REPLY_HEADER_CONTAINERS`` lists and
    objects (an honest one about 7 an output): over it, refused unparsed; 9,000 outputs' descriptions pass."""
    unit = b"[" * 200 + b"]" * 200
    nested = b"[" + b",".join([unit] * 1500) + b"]"
    honest = [[1 << 20, 16384, [1.5], [2.5], [0.25], [], [0.125], [0.5]] for _ in range(9000)]
    for header in (nested, json.dumps({"body": honest, "tensors": []}).encode()):
        a_read, b_write = os.pipe()
        receiver = Channel(a_read, b_write, role="trusted", max_header=process.REPLY_HEADER_BYTES,
                           max_containers=process.REPLY_HEADER_CONTAINERS)
        writer = threading.Thread(target=os.write, args=(b_write, struct.pack("<Q", len(header)) + header))
        writer.start()
        try:
            if header is nested:
                with pytest.raises(ChannelClosed, match="300001 lists and objects, over the 65536 a message may hold"):
                    receiver.receive(timeout=5)
            else:
                assert receiver.receive(timeout=5) == honest
        finally:
            writer.join()
            os.close(a_read)
            os.close(b_write)


@pytest.mark.parametrize("specs", [
    [{"dtype": "torch.uint8", "shape": [1 << 28], "bytes": 1 << 28}, {"dtype": "torch.uint8", "shape": [0], "bytes": -(1 << 28)}],
    [{"dtype": "torch.float32", "shape": [2], "bytes": 1 << 28}],
    [{"dtype": "torch.float32", "shape": [-4], "bytes": -16}],
])
def test_announced_sizes_that_lie_are_refused_before_anything_is_allocated(pair, specs):
    """Negative counts must not cancel a huge one under the limit; a count must be what its shape holds."""
    sender, receiver = pair
    header = json.dumps({"body": {"tensor": 0}, "tensors": specs}).encode()
    os.write(sender.write_fd, struct.pack("<Q", len(header)) + header)
    with pytest.raises(ChannelClosed, match="malformed"):
        receiver.receive(timeout=5, max_bytes=1 << 20)


def test_large_tensors_travel_through_one_reused_spill_file_per_slot(tmp_path):
    a_read, b_write = os.pipe()
    b_read, a_write = os.pipe()
    sender, receiver = Channel(a_read, a_write, tmp_path, role="a"), Channel(b_read, b_write, tmp_path, role="b")
    big = torch.randn(512, 1024)  # 2 MiB: above SPILL_BYTES
    sender.send({"big": big, "small": torch.ones(3), "bigger": torch.arange(600_000)})
    got = receiver.receive(timeout=5)
    assert torch.equal(got["big"], big) and torch.equal(got["small"], torch.ones(3))
    assert torch.equal(got["bigger"], torch.arange(600_000))
    first = {path.name: path.stat().st_ino for path in tmp_path.iterdir()}
    assert sorted(first) == ["a-0.bin", "a-1.bin"]
    smaller = torch.randn(300, 1024)
    sender.send({"big": smaller})  # the same slot rewritten, shorter: the file is its size now
    assert torch.equal(receiver.receive(timeout=5)["big"], smaller)
    assert {path.name: path.stat().st_ino for path in tmp_path.iterdir()} == first
    assert (tmp_path / "a-0.bin").stat().st_size == smaller.numel() * 4
    assert (tmp_path / "a-1.bin").stat().st_size == 0  # unused by the second message: no pages kept
    sender.close_spill_files()


@pytest.mark.skipif(os.geteuid() != 0, reason="mounts a small tmpfs")
def test_tensors_go_through_the_pipe_when_the_spill_folder_is_full(tmp_path):
    """A child can fill a /dev/shm others share: what the trusted side sends then (the reference
    child's inputs) takes the pipe, and arrives whole."""
    spill = tmp_path / "spill"
    spill.mkdir()
    syscalls.mount("passnet-test", str(spill), "tmpfs", 0, "size=1m")
    a_read, b_write = os.pipe()
    b_read, a_write = os.pipe()
    try:
        sender, receiver = Channel(a_read, a_write, spill, role="a"), Channel(b_read, b_write, spill, role="b")
        big = torch.randn(1024, 1024)  # 4 MiB: above SPILL_BYTES, beyond the folder's 1 MiB
        sending = threading.Thread(target=sender.send, args=({"big": big},))
        sending.start()
        got = receiver.receive(timeout=30)
        sending.join()
        assert torch.equal(got["big"], big)
        assert [path.stat().st_size for path in spill.iterdir()] == [0]  # the slot tried, emptied
        sender.close_spill_files()
    finally:
        cleanup.unmount(spill)
        for fd in (a_read, a_write, b_read, b_write):
            os.close(fd)


def test_a_spilled_name_that_is_a_link_is_refused(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_bytes(b"x" * 8)
    spill = tmp_path / "spill"
    spill.mkdir()
    (spill / "evil.bin").symlink_to(secret)
    a_read, b_write = os.pipe()
    receiver = Channel(a_read, b_write, spill, role="trusted")
    header = json.dumps({"body": {"tensor": 0},
                         "tensors": [{"dtype": "torch.uint8", "shape": [8], "bytes": 8, "file": "evil.bin"}]}).encode()
    os.write(b_write, struct.pack("<Q", len(header)) + header)
    with pytest.raises(ChannelClosed, match="malformed"):
        receiver.receive(timeout=5)


def test_silence_is_a_timeout(pair):
    with pytest.raises(ChannelTimeout):
        pair[1].receive(timeout=0.2)


def test_the_child_environment_keeps_what_torch_needs_and_no_secret():
    source = {"PATH": "/usr/bin", "CUDA_VISIBLE_DEVICES": "1", "TRITON_INTERPRET": "1", "OPENAI_API_KEY": "sk",
              "HF_TOKEN": "t", "TORCH_AUTH_SECRET": "x", "AWS_SECRET_ACCESS_KEY": "y", "HOME": "/root", "LC_ALL": "C"}
    env = policy.child_environment({**source, "TRITON_CACHE_DIR": "/shared/triton"}, "/scratch")
    assert env["PATH"] == "/usr/bin" and env["CUDA_VISIBLE_DEVICES"] == "1" and env["TRITON_INTERPRET"] == "1"
    assert env["HOME"] == "/scratch/home" and env["LC_ALL"] == "C"
    # a cache shared between passes would let one pass plant kernels another loads
    assert env["TRITON_CACHE_DIR"] == f"/scratch/{policy.KERNEL_CACHE}/triton"
    assert env["TORCHINDUCTOR_CACHE_DIR"] == f"/scratch/{policy.KERNEL_CACHE}/inductor"
    # the child imports the package the trusted side runs, installed or from a source tree
    assert env["PYTHONPATH"] == str(Path(pytest_passnet.__file__).parent.parent)
    assert not {"OPENAI_API_KEY", "HF_TOKEN", "TORCH_AUTH_SECRET", "AWS_SECRET_ACCESS_KEY"} & set(env)
    # eager's large outputs reuse freed heap blocks, whatever the user set (round 28b, KEPT_OUTPUT)
    assert policy.child_environment({"MALLOC_MMAP_MAX_": "65536"}, "/scratch")["MALLOC_MMAP_MAX_"] == "0"
    assert env["MALLOC_TRIM_THRESHOLD_"] == str(1 << 40)


def _pass_sample(tmp_path, name: str, code: str):
    pass_dir = tmp_path / name / "pass_dir"
    pass_dir.mkdir(parents=True)
    (pass_dir / "fused.py").write_text(code)
    return SimpleNamespace(path=tmp_path / name)


def test_a_kernel_cache_is_kept_for_the_same_pass_code_only(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    writer = _pass_sample(tmp_path, "a", "def pattern(x): return x\n")
    same_code = _pass_sample(tmp_path, "b", "def pattern(x): return x\n")
    other_code = _pass_sample(tmp_path, "c", "def pattern(x): return x + 0\n")
    assert kernel_cache.key(writer, "pass_mgr") == kernel_cache.key(same_code, "pass_mgr") != kernel_cache.key(other_code,
                                                                                                          "pass_mgr")
    # A torch compiler's child (its compiled side runs none of the pass's code) loads no module a pass's child left
    # (round 40c's KEPT_CACHE_ACROSS_COMPILERS), nor does another plugin's.
    assert len({kernel_cache.key(writer, name) for name in ("pass_mgr", "inductor", "plugins.py:compile")}) == 3

    scratch = tmp_path / "scratch1"
    kernel = scratch / policy.KERNEL_CACHE / "triton" / "ab12" / "kernel.cubin"
    kernel.parent.mkdir(parents=True)
    kernel.write_bytes(b"\x7fELF compiled")
    (kernel.parent / "host_file").symlink_to("/etc/hostname")  # a link must not carry host files along
    kernel_cache.keep(kernel_cache.key(writer, "pass_mgr"), scratch, None)

    for sample, expected in ((same_code, True), (other_code, False)):
        fresh = tmp_path / f"scratch-{sample.path.name}"
        kernel_cache.restore(kernel_cache.key(sample, "pass_mgr"), fresh)
        restored = fresh / policy.KERNEL_CACHE / "triton" / "ab12"
        assert (restored / "kernel.cubin").is_file() is expected
        assert not (restored / "host_file").exists()


def test_a_kernel_cache_key_hashes_a_file_name_that_is_not_utf8(tmp_path):
    """A pass file named b'sur\\xff.py' (Python: 'sur\\udcff.py') is hashed by its bytes, not a
    UnicodeEncodeError blamed on pytest-passnet; the name counts in the key."""
    sample = _pass_sample(tmp_path, "a", "def pattern(x): return x\n")
    before = kernel_cache.key(sample, "pass_mgr")
    (sample.path / "pass_dir" / "sur\udcff.py").write_text("def pattern(x): return x\n")
    renamed = kernel_cache.key(sample, "pass_mgr")
    os.rename(sample.path / "pass_dir" / "sur\udcff.py", sample.path / "pass_dir" / "sur\udcfe.py")
    assert len({before, renamed, kernel_cache.key(sample, "pass_mgr")}) == 3


def test_a_kernel_cache_replaced_while_a_child_restores_it_gives_a_whole_copy_or_none(tmp_path, monkeypatch):
    # Workers of one run share the cache of a pass code (every Inductor sample has the same empty
    # one): one worker's child ending replaces it while another worker's child copies it.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    cache_key = kernel_cache.key(_pass_sample(tmp_path, "a", "def pattern(x): return x\n"), "pass_mgr")
    scratch = tmp_path / "writer"
    for i in range(300):
        kernel = scratch / policy.KERNEL_CACHE / "inductor" / f"{i:03}" / "kernel.py"
        kernel.parent.mkdir(parents=True)
        kernel.write_text(f"kernel {i}\n")
    kernel_cache.keep(cache_key, scratch, None)
    stop = threading.Event()

    def replace_again_and_again():
        while not stop.is_set():
            kernel_cache.keep(cache_key, scratch, None)

    writer = threading.Thread(target=replace_again_and_again)
    writer.start()
    try:
        for attempt in range(40):
            fresh = tmp_path / f"reader-{attempt}"
            kernel_cache.restore(cache_key, fresh)
            restored = fresh / policy.KERNEL_CACHE
            assert len(policy.regular_files(restored, max_bytes=1 << 30)) in (0, 300) if restored.exists() else True
    finally:
        stop.set()
        writer.join()


def test_a_kernel_cache_grown_beyond_the_limit_is_not_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(kernel_cache, "MAX_BYTES", 1000)
    sample = _pass_sample(tmp_path, "a", "x = 1\n")
    scratch = tmp_path / "scratch"
    (scratch / policy.KERNEL_CACHE).mkdir(parents=True)
    (scratch / policy.KERNEL_CACHE / "huge").write_bytes(b"0" * 2000)
    kernel_cache.keep(kernel_cache.key(sample, "pass_mgr"), scratch, None)
    assert not (kernel_cache.root() / kernel_cache.key(sample, "pass_mgr")).exists()


def test_a_kernel_cache_the_child_made_a_link_deep_or_foreign_is_not_kept_and_nothing_raises(tmp_path, monkeypatch):
    """The child shapes its cache as it likes: ``kernel-cache`` itself a link to the run's folder, a
    chain deeper than any cache (1,500 folders: the walk stops at 16 levels, without recursion),
    a file of another owner. None of it is copied out, and ``keep`` never raises."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    out = tmp_path / "out"
    out.mkdir()
    (out / ".results-key").write_bytes(b"secret")
    linked = tmp_path / "linked"
    linked.mkdir()
    (linked / policy.KERNEL_CACHE).symlink_to(out)
    kernel_cache.keep("linked", linked, None)

    deep = tmp_path / "deep"
    (deep / policy.KERNEL_CACHE).mkdir(parents=True)
    (deep / policy.KERNEL_CACHE / "kernel").write_bytes(b"k")
    fd = os.open(deep / policy.KERNEL_CACHE, os.O_RDONLY)
    for _ in range(1500):
        os.mkdir("d", dir_fd=fd)
        inner = os.open("d", os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = inner
    os.close(fd)
    kernel_cache.keep("deep", deep, None)

    foreign = tmp_path / "foreign"
    (foreign / policy.KERNEL_CACHE).mkdir(parents=True)
    (foreign / policy.KERNEL_CACHE / "kernel").write_bytes(b"k")
    kernel_cache.keep("foreign", foreign, os.getuid() + 1)
    kernel_cache.keep("own", foreign, os.getuid())

    assert sorted(p.name for p in kernel_cache.root().iterdir()) == ["own"]
    assert cleanup.remove_tree(deep)  # pytest's own clean-up of old temporary folders recurses


def test_a_pass_folder_is_measured_from_its_listing_before_anything_is_read(tmp_path):
    """A 1 GiB sparse file costs a few KiB on disk: the cache key and the copy refuse the folder
    from its sizes, without reading or writing a byte of it."""
    sample = _pass_sample(tmp_path, "sparse", "x = 1\n")
    with open(sample.path / "pass_dir" / "weights.bin", "wb") as weights:
        weights.truncate(1 << 30)
    with pytest.raises(policy.FolderRefused, match="holds more than 64 MiB"):
        kernel_cache.key(sample, "pass_mgr")
    with pytest.raises(policy.FolderRefused, match="holds more than 64 MiB"):
        policy.copy_regular_files(sample.path / "pass_dir", tmp_path / "copy", max_bytes=policy.PASS_FOLDER_BYTES)
    assert not (tmp_path / "copy").exists()


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except FileNotFoundError:  # a continued process may finish its work and be reaped
        return "gone"


def test_timed_work_runs_with_every_other_child_stopped(tmp_path):
    """While one side's trials are timed, the spare still starting, the reference child and every
    process under them (bubblewrap's, or one a pass left running) are stopped, then continue."""
    sandboxes = Sandboxes(dict(os.environ))
    try:
        sample = load_sample(write_sample(tmp_path, "a"), tmp_path)
        active = sandboxes.for_sample(sample, more_follow=True, compiler="pass_mgr")
        roots = [sandboxes.spare.process.pid, sandboxes.reference.process.pid]
        with sandboxes.others_stopped(active):
            time.sleep(0.2)
            others = _process_trees(roots)  # frozen now: a stopped process cannot fork
            assert len(others) >= 2
            assert {_state(pid) for pid in others} == {"T"}
            assert _state(active.process.pid) != "T"
            with pytest.MonkeyPatch.context() as patch:  # the kernel's children lists and a /proc scan agree
                patch.setattr(process, "_KERNEL_LISTS_CHILDREN", not process._KERNEL_LISTS_CHILDREN)
                assert sorted(_process_trees(roots)) == sorted(others)
        time.sleep(0.2)
        assert "T" not in {_state(pid) for pid in others}
    finally:
        sandboxes.close()


def test_only_the_most_recently_used_kernel_caches_are_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(kernel_cache, "MAX_KEPT", 2)
    keys = []
    for i in range(3):
        sample = _pass_sample(tmp_path, f"p{i}", f"x = {i}\n")
        scratch = tmp_path / f"scratch{i}"
        (scratch / policy.KERNEL_CACHE).mkdir(parents=True)
        (scratch / policy.KERNEL_CACHE / "kernel").write_bytes(b"k")
        keys.append(kernel_cache.key(sample, "pass_mgr"))
        if i == 2:  # the first pass's cache is older than the second's, but used again now
            for age, key in ((200, keys[0]), (100, keys[1])):
                os.utime(kernel_cache.root() / key, (time.time() - age, time.time() - age))
            kernel_cache.restore(keys[0], tmp_path / "reader")
        kernel_cache.keep(keys[-1], scratch, None)
    assert sorted(p.name for p in kernel_cache.root().iterdir()) == sorted([keys[0], keys[2]])


def test_the_reference_child_keeps_no_spill_pages_or_models_from_one_sample_to_the_next(tmp_path):
    sandboxes = Sandboxes(dict(os.environ))
    try:
        first = load_sample(write_sample(tmp_path, "first"), tmp_path)
        second = load_sample(write_sample(tmp_path, "second"), tmp_path)
        reference = sandboxes.reference_for(first)
        model = reference.model_path(first.variants[0])
        for name in ("trusted-0.bin", "child-0.bin"):
            (reference.spill / name).write_bytes(b"x" * 4096)
        assert sandboxes.reference_for(first) is reference
        assert (reference.spill / "child-0.bin").stat().st_size == 4096  # the same sample keeps them
        sandboxes.reference_for(second)
        assert [path.stat().st_size for path in reference.spill.iterdir()] == [0, 0]
        assert not list(reference.folders.models.iterdir())  # nor the earlier sample's models
        assert reference.model_path(second.variants[0]) != model
    finally:
        sandboxes.close()
