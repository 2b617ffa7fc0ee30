import pytest

from agent.editor import MAX_OUTPUT_CHARS, FileEditor


@pytest.fixture
def editor(workspace):
    return FileEditor(workspace)


def test_create_view_replace_insert_and_undo(editor, workspace):
    assert "created" in editor.run("create", "pass_dir/P.py", file_text="a = 1\nb = 2\n")
    assert "     2\tb = 2" in editor.run("view", "pass_dir/P.py")
    assert "edited" in editor.run("str_replace", "pass_dir/P.py", old_str="b = 2", new_str="b = 3")
    assert "edited" in editor.run("insert", "pass_dir/P.py", insert_line=0, new_str="import triton")
    assert (workspace / "pass_dir/P.py").read_text() == "import triton\na = 1\nb = 3\n"
    assert editor.run("view", "pass_dir/P.py", view_range=[2, -1]).splitlines()[1:] == ["     2\ta = 1", "     3\tb = 3", "     4\t"]

    editor.run("undo_edit", "pass_dir/P.py")
    assert (workspace / "pass_dir/P.py").read_text() == "a = 1\nb = 3\n"
    editor.run("undo_edit", "pass_dir/P.py")
    editor.run("undo_edit", "pass_dir/P.py")
    assert not (workspace / "pass_dir/P.py").exists()
    assert editor.run("undo_edit", "pass_dir/P.py").startswith("ERROR: no edit")


def test_view_of_the_task_root_lists_two_levels(editor):
    listing = editor.run("view", ".")
    assert "graph_list.txt" in listing and "pass_dir/" in listing and "graphs/add_relu/" in listing


@pytest.mark.parametrize("path", ["../outside.py", "/etc/passwd", "pass_dir/../../x.py"])
def test_paths_that_leave_the_task_copy_are_refused(editor, path):
    assert "outside the task directory" in editor.run("view", path)
    assert "outside the task directory" in editor.run("create", path, file_text="x")


def test_a_symlink_out_of_the_task_copy_is_refused(editor, workspace, tmp_path):
    (tmp_path / "secret.txt").write_text("secret")
    (workspace / "pass_dir/link.txt").symlink_to(tmp_path / "secret.txt")
    assert "outside the task directory" in editor.run("view", "pass_dir/link.txt")


def test_graphs_and_sample_files_are_read_only(editor, workspace):
    model = "graphs/add_relu/float32/add_relu_0/model.py"
    before = (workspace / model).read_text()
    assert "only files under pass_dir/" in editor.run("str_replace", model, old_str="+", new_str="-")
    assert "only files under pass_dir/" in editor.run("create", "conftest.py", file_text="import os")
    assert (workspace / model).read_text() == before
    assert not (workspace / "conftest.py").exists()


def test_errors_explain_what_to_do(editor):
    editor.run("create", "pass_dir/P.py", file_text="x = 1\nx = 1\n")
    assert "already exists" in editor.run("create", "pass_dir/P.py", file_text="")
    assert "occurs 2 times" in editor.run("str_replace", "pass_dir/P.py", old_str="x = 1", new_str="")
    assert "not found verbatim" in editor.run("str_replace", "pass_dir/P.py", old_str="y", new_str="")
    assert "does not exist" in editor.run("view", "pass_dir/Missing.py")
    assert "unknown command" in editor.run("delete", "pass_dir/P.py")
    assert "not within" in editor.run("insert", "pass_dir/P.py", insert_line=99, new_str="z")


def test_long_output_is_clipped(editor):
    editor.run("create", "pass_dir/big.txt", file_text="x" * (2 * MAX_OUTPUT_CHARS))
    out = editor.run("view", "pass_dir/big.txt")
    assert len(out) < MAX_OUTPUT_CHARS + 200 and "response clipped" in out
