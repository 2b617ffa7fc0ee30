import json
import shutil

import pytest

from agent.tasks import DatasetError, load_tasks, prepare_workspace


def test_sample_list_txt_csv_and_jsonl_name_the_same_task(tmp_path, fixtures_root):
    (tmp_path / "list.txt").write_text("# demo\n\nsamples/add_relu\n")
    (tmp_path / "list.csv").write_text("sample_path\nsamples/add_relu\n")
    (tmp_path / "ds.jsonl").write_text(json.dumps({
        "swe_type": "passnet", "sample_dir": "samples/add_relu", "repo_name": "passnet",
        "docker_image": "passnet:latest", "instance_id": "add_relu"}) + "\n")
    tasks = [load_tasks(tmp_path / name, root=fixtures_root) for name in ("list.txt", "list.csv", "ds.jsonl")]
    assert [len(t) for t in tasks] == [1, 1, 1]
    assert {t[0].instance_id for t in tasks} == {"add_relu"}
    assert tasks[2][0].docker_image == "passnet:latest"
    assert tasks[0][0].sample_path == fixtures_root / "samples/add_relu"


def test_missing_samples_are_reported_with_the_root(tmp_path, fixtures_root):
    (tmp_path / "list.txt").write_text("samples/add_relu\nsamples/nope\n")
    with pytest.raises(DatasetError, match="samples/nope.*--root"):
        load_tasks(tmp_path / "list.txt", root=fixtures_root)


def test_jsonl_line_without_sample_dir_names_the_line(tmp_path):
    (tmp_path / "ds.jsonl").write_text('{"instance_id": "x"}\n')
    with pytest.raises(DatasetError, match="ds.jsonl:1"):
        load_tasks(tmp_path / "ds.jsonl")


def test_workspace_is_self_contained_with_an_empty_pass_dir(tmp_path, add_relu_task):
    copy = prepare_workspace(add_relu_task, tmp_path / "copy")
    lines = (copy / "graph_list.txt").read_text().split()
    assert lines == ["graphs/add_relu/float32/add_relu_0", "graphs/add_relu/float16/add_relu_0"]
    for line in lines:  # the variants came from the dataset root, at the same relative path
        assert (copy / line / "model.py").read_text() == (add_relu_task.sample_path.parents[1] / line / "model.py").read_text()
    assert list((copy / "pass_dir").iterdir()) == []
    assert (copy / "pytest.ini").is_file()


def test_sample_graphs_win_over_root_graphs_and_the_dataset_is_untouched(tmp_path, fixtures_root):
    root = tmp_path / "repo"
    shutil.copytree(fixtures_root, root)
    sample = root / "samples/add_relu"
    own = sample / "graphs/add_relu/float32/add_relu_0"
    shutil.copytree(root / "graphs/add_relu/float32/add_relu_0", own)
    (own / "model.py").write_text("# the sample's own copy\n")
    (sample / "pass_dir").mkdir()
    (sample / "pass_dir/Old.py").write_text("# a shipped pass must not leak into the attempt\n")
    task = load_tasks(root / "add_relu_samples.txt", root=root)[0]

    copy = prepare_workspace(task, tmp_path / "copy")
    (copy / "pass_dir/New.py").write_text("x = 1\n")

    assert (copy / "graphs/add_relu/float32/add_relu_0/model.py").read_text() == "# the sample's own copy\n"
    assert list((copy / "pass_dir").iterdir()) == [copy / "pass_dir/New.py"]
    assert sorted(p.name for p in (sample / "pass_dir").iterdir()) == ["Old.py"]


def test_preparing_again_starts_from_scratch(tmp_path, add_relu_task):
    copy = prepare_workspace(add_relu_task, tmp_path / "copy")
    (copy / "pass_dir/Left.py").write_text("")
    copy = prepare_workspace(add_relu_task, tmp_path / "copy")
    assert list((copy / "pass_dir").iterdir()) == []


def test_a_sample_listed_twice_is_one_task(tmp_path, fixtures_root):
    (tmp_path / "list.txt").write_text("samples/add_relu\nsamples/add_relu\n")
    assert len(load_tasks(tmp_path / "list.txt", root=fixtures_root)) == 1
