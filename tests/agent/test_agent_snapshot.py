"""Reading a pass_dir the evaluated code may have changed: regular files only, nothing followed, caps."""

import os

from agent import snapshot
from agent.snapshot import BestPass, read_pass_dir


def test_nested_helpers_are_kept_and_links_fifos_and_caches_are_not(tmp_path):
    pass_dir, host = tmp_path / "pass_dir", tmp_path / "host"
    (pass_dir / "helpers").mkdir(parents=True)
    host.mkdir()
    (host / "secret.json").write_text('{"token": "host file"}')
    (pass_dir / "Fuse.py").write_text("pass")
    (pass_dir / "helpers/kernels.py").write_text("helper")
    (pass_dir / "x.json").symlink_to(host / "secret.json")
    (pass_dir / "linked_dir").symlink_to(host)
    os.mkfifo(pass_dir / "pipe")
    (pass_dir / "__pycache__").mkdir()
    (pass_dir / "__pycache__/Fuse.pyc").write_bytes(b"\0")

    found = read_pass_dir(pass_dir)  # a FIFO must not block this
    assert found.files == {"Fuse.py": b"pass", "helpers/kernels.py": b"helper"}
    assert sorted(found.skipped) == ["linked_dir: a symbolic link, not followed",
                                     "pipe: not a regular file (a FIFO), skipped",
                                     "x.json: a symbolic link, not followed"]


def test_sizes_and_counts_are_capped(tmp_path, monkeypatch):
    monkeypatch.setattr(snapshot, "MAX_FILE_BYTES", 10)
    monkeypatch.setattr(snapshot, "MAX_TOTAL_BYTES", 15)
    (tmp_path / "a.py").write_text("x" * 8)
    (tmp_path / "b.py").write_text("x" * 8)
    (tmp_path / "c.py").write_text("x" * 11)
    found = read_pass_dir(tmp_path)
    assert found.files == {"a.py": b"x" * 8}
    assert found.skipped == ["b.py: the files together exceed 15 bytes", "c.py: larger than 10 bytes"]


def test_the_best_pass_keeps_the_highest_score_and_its_files(tmp_path):
    pass_dir = tmp_path / "pass_dir"
    (pass_dir / "sub").mkdir(parents=True)
    best = BestPass(tmp_path / "best")
    (pass_dir / "sub/k.py").write_text("v1")
    assert best.offer(0.5, read_pass_dir(pass_dir))
    (pass_dir / "sub/k.py").write_text("v2")
    assert not best.offer(0.4, read_pass_dir(pass_dir))
    assert (tmp_path / "best/sub/k.py").read_text() == "v1"
    assert "pass_dir/sub/k.py" in best.output_patch(0.45) and "v1" in best.output_patch(0.45)
