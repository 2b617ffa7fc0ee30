"""The kept kernel cache copied into a live child's scratch (``kernel_cache.restore``)."""

import mmap

from pytest_passnet.sandbox import kernel_cache, policy


def test_a_restore_never_changes_a_file_the_child_has_mapped(tmp_path, monkeypatch):
    """A spare child has loaded Triton's launchers (shared libraries) from its own cache by the time its sample's
    kept cache is copied in, under the same names but from another compile: rewritten in place, the library the
    child maps changed under it (SIGSEGV on an H100, the second run of the GPU demo list)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "home-cache"))
    key = "0" * 32
    kept = kernel_cache.root() / key / "triton" / "launcher"
    kept.mkdir(parents=True)
    (kept / "cuda_utils.so").write_bytes(b"kept compile " * 1000)
    live = tmp_path / "scratch" / policy.KERNEL_CACHE / "triton" / "launcher"
    live.mkdir(parents=True)
    loaded = b"spare's compile" * 1000
    (live / "cuda_utils.so").write_bytes(loaded)
    with open(live / "cuda_utils.so", "rb") as library:
        mapped = mmap.mmap(library.fileno(), 0, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ)  # as dlopen maps text
    try:
        kernel_cache.restore(key, tmp_path / "scratch")
        assert mapped[:] == loaded, "the library the child had loaded changed under it"
    finally:
        mapped.close()
    assert (live / "cuda_utils.so").read_bytes() == b"kept compile " * 1000  # the kept one is there for the next load
    assert sorted(p.name for p in live.iterdir()) == ["cuda_utils.so"]  # nothing staged is left beside it
