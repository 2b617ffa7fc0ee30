"""The `file_editor` tool: view anything in the task copy, change only files under pass_dir/."""

from __future__ import annotations

from pathlib import Path

MAX_OUTPUT_CHARS = 10_000
WRITABLE_DIR = "pass_dir"
_SNIPPET_CONTEXT = 4
_HIDDEN = {"__pycache__", ".passnet"}


class EditorError(Exception):
    """A request the editor refuses; the message goes back to the model as the observation."""


class FileEditor:
    """R2E-Gym's file editor commands, confined to one task copy.

    Paths are relative to the task root (absolute paths inside it are accepted). Writes are
    limited to `pass_dir/`: the graphs and the sample files are what the pass is judged
    against, so changing them would change the exam, not the answer.
    """

    def __init__(self, root: Path):
        self.root = Path(root).resolve()
        self._history: dict[Path, list[str | None]] = {}

    def run(self, command: str, path: str, file_text: str | None = None, old_str: str | None = None,
            new_str: str | None = None, insert_line: int | None = None,
            view_range: list[int] | None = None) -> str:
        """Execute one command and return its observation text (errors included)."""
        try:
            target = self._resolve(path)
            if command == "view":
                return _clip(self._view(target, view_range))
            if command not in ("create", "str_replace", "insert", "undo_edit"):
                raise EditorError(
                    f"unknown command {command!r}; use view, create, str_replace, insert or undo_edit"
                )
            self._check_writable(target)
            if command == "create":
                return self._create(target, file_text)
            if command == "str_replace":
                return self._str_replace(target, old_str, new_str)
            if command == "insert":
                return self._insert(target, insert_line, new_str)
            return self._undo(target)
        except EditorError as e:
            return f"ERROR: {e}"

    def _resolve(self, path: str) -> Path:
        if not path:
            raise EditorError("a path is required, e.g. 'pass_dir/MyPass.py'")
        candidate = Path(path)
        if not candidate.is_absolute():
            candidate = self.root / candidate
        resolved = candidate.resolve()
        if not resolved.is_relative_to(self.root):
            raise EditorError(f"{path} is outside the task directory; use paths like 'pass_dir/MyPass.py'")
        return resolved

    def _relative(self, target: Path) -> str:
        return str(target.relative_to(self.root)) if target != self.root else "."

    def _check_writable(self, target: Path) -> None:
        writable = self.root / WRITABLE_DIR
        if target == writable or not target.is_relative_to(writable):
            raise EditorError(
                f"{self._relative(target)} cannot be changed: only files under {WRITABLE_DIR}/ may be "
                "created or edited (the graphs and sample files are read-only)"
            )

    def _view(self, target: Path, view_range: list[int] | None) -> str:
        if target.is_dir():
            return self._view_dir(target)
        if not target.is_file():
            raise EditorError(f"{self._relative(target)} does not exist")
        lines = _read(target).split("\n")
        start, end = 1, len(lines)
        if view_range:
            if len(view_range) != 2:
                raise EditorError("view_range takes two line numbers [start, end]; end -1 means the last line")
            start, end = view_range[0], (len(lines) if view_range[1] == -1 else view_range[1])
            if not (1 <= start <= len(lines)) or end < start:
                raise EditorError(f"view_range {view_range} is not within the file's {len(lines)} lines")
            end = min(end, len(lines))
        numbered = "\n".join(f"{n:6d}\t{lines[n - 1]}" for n in range(start, end + 1))
        return f"Here's the result of running `cat -n` on {self._relative(target)}:\n{numbered}\n"

    def _view_dir(self, target: Path) -> str:
        entries = []
        for child in sorted(target.iterdir()):
            if child.name in _HIDDEN:
                continue
            entries.append(self._relative(child) + ("/" if child.is_dir() else ""))
            if child.is_dir():
                entries += [
                    self._relative(grandchild) + ("/" if grandchild.is_dir() else "")
                    for grandchild in sorted(child.iterdir()) if grandchild.name not in _HIDDEN
                ]
        listing = "\n".join(entries) if entries else "(empty)"
        return f"Files and directories up to 2 levels deep in {self._relative(target)}:\n{listing}\n"

    def _create(self, target: Path, file_text: str | None) -> str:
        if file_text is None:
            raise EditorError("create needs file_text")
        if target.exists():
            raise EditorError(
                f"{self._relative(target)} already exists; use str_replace to change it "
                "(or undo_edit to revert the last edit)"
            )
        target.parent.mkdir(parents=True, exist_ok=True)
        self._history.setdefault(target, []).append(None)
        target.write_text(file_text)
        return f"File created successfully at: {self._relative(target)}"

    def _str_replace(self, target: Path, old_str: str | None, new_str: str | None) -> str:
        if old_str is None:
            raise EditorError("str_replace needs old_str")
        content = self._existing(target)
        count = content.count(old_str)
        if count == 0:
            raise EditorError(f"old_str was not found verbatim in {self._relative(target)}; view the file and copy the text exactly")
        if count > 1:
            raise EditorError(f"old_str occurs {count} times in {self._relative(target)}; include more context so it is unique")
        new_str = new_str or ""
        self._history.setdefault(target, []).append(content)
        updated = content.replace(old_str, new_str)
        target.write_text(updated)
        first_line = content[: content.index(old_str)].count("\n") + 1
        return (f"The file {self._relative(target)} has been edited. "
                + _snippet(updated, first_line, new_str.count("\n") + 1))

    def _insert(self, target: Path, insert_line: int | None, new_str: str | None) -> str:
        if insert_line is None or new_str is None:
            raise EditorError("insert needs insert_line (0 = before the first line) and new_str")
        content = self._existing(target)
        lines = content.split("\n")
        if not 0 <= insert_line <= len(lines):
            raise EditorError(f"insert_line {insert_line} is not within 0..{len(lines)}")
        self._history.setdefault(target, []).append(content)
        new_lines = new_str.split("\n")
        updated = "\n".join(lines[:insert_line] + new_lines + lines[insert_line:])
        target.write_text(updated)
        return (f"The file {self._relative(target)} has been edited. "
                + _snippet(updated, insert_line + 1, len(new_lines)))

    def _undo(self, target: Path) -> str:
        history = self._history.get(target)
        if not history:
            raise EditorError(f"no edit of {self._relative(target)} to undo")
        previous = history.pop()
        if previous is None:
            target.unlink(missing_ok=True)
            return f"Undid the creation of {self._relative(target)} (file removed)."
        target.write_text(previous)
        return f"Last edit to {self._relative(target)} undone successfully."

    def _existing(self, target: Path) -> str:
        if not target.is_file():
            raise EditorError(f"{self._relative(target)} does not exist; create it first")
        return _read(target)


def _read(target: Path) -> str:
    try:
        return target.read_text()
    except UnicodeDecodeError:
        raise EditorError(f"{target.name} is not a text file") from None


def _snippet(content: str, first_line: int, n_lines: int) -> str:
    lines = content.split("\n")
    start = max(1, first_line - _SNIPPET_CONTEXT)
    end = min(len(lines), first_line + n_lines - 1 + _SNIPPET_CONTEXT)
    body = "\n".join(f"{n:6d}\t{lines[n - 1]}" for n in range(start, end + 1))
    return f"Here's a snippet of the edited file (lines {start}-{end}):\n{body}\nReview the changes and edit again if needed."


def _clip(text: str) -> str:
    if len(text) <= MAX_OUTPUT_CHARS:
        return text
    return text[:MAX_OUTPUT_CHARS] + f"\n<response clipped: {len(text) - MAX_OUTPUT_CHARS} more characters; use view_range>"
