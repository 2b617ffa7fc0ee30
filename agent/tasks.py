"""Tasks: read a dataset (sample list or agent JSONL) and lay out one private copy per attempt."""

from __future__ import annotations

import json
import shutil
from dataclasses import asdict, dataclass
from pathlib import Path

from pytest_passnet.sample import SampleError, read_graph_list, read_sample_list, resolve_variant_path

# Sample entries that are never copied into an attempt's workspace: the graphs come from
# graph_list.txt, pass_dir starts empty, and evaluator copies or old outputs are not the task.
_NOT_COPIED = {"graphs", "pass_dir", "pass_bench", ".passnet", "entry.sh"}

# The evaluator runs pytest with the workspace as rootdir; this ini file stops pytest from
# picking up an ini file (and its addopts) from a directory above the workspace.
_PYTEST_INI = "[pytest]\naddopts =\n"


@dataclass(frozen=True)
class Task:
    """One sample to solve. `sample_dir` is as written in the dataset, relative to `root`."""

    instance_id: str
    sample_dir: str
    root: str
    docker_image: str | None = None

    @property
    def sample_path(self) -> Path:
        return Path(self.root) / self.sample_dir

    def as_record(self) -> dict:
        """The dataset entry as it goes into a trajectory (`ds`)."""
        record = asdict(self)
        record["swe_type"] = "passnet"
        return record


class DatasetError(ValueError):
    """The dataset file cannot be turned into tasks."""


def load_tasks(dataset: str | Path, root: str | Path | None = None) -> list[Task]:
    """Read a sample list (.txt, .csv with a `sample_path` column) or an agent dataset (.jsonl).

    Sample paths are relative to `root` (default: the current directory), as in the public
    repository where lists hold `samples/...` paths relative to the repo root.
    """
    dataset = Path(dataset)
    root = Path(root or ".").resolve()
    if not dataset.is_file():
        raise DatasetError(f"dataset {dataset} does not exist")
    if dataset.suffix.lower() == ".jsonl":
        entries = _read_jsonl(dataset)
    else:
        try:
            entries = [{"sample_dir": p} for p in read_sample_list(dataset)]
        except SampleError as exc:
            raise DatasetError(str(exc)) from None
    tasks = [
        Task(
            instance_id=e.get("instance_id") or Path(e["sample_dir"]).name,
            sample_dir=e["sample_dir"],
            root=str(root),
            docker_image=e.get("docker_image"),
        )
        for e in entries
    ]
    tasks = list(dict.fromkeys(tasks))  # a sample listed twice is one task
    _check(tasks, dataset)
    return tasks


def _read_jsonl(path: Path) -> list[dict]:
    entries = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except json.JSONDecodeError as e:
            raise DatasetError(f"{path}:{number}: not a JSON object ({e})") from None
        if "sample_dir" not in entry:
            raise DatasetError(f"{path}:{number}: entry has no 'sample_dir'")
        entries.append(entry)
    return entries


def _check(tasks: list[Task], dataset: Path) -> None:
    if not tasks:
        raise DatasetError(f"dataset {dataset} names no samples")
    missing = [t.sample_dir for t in tasks if not (t.sample_path / "graph_list.txt").is_file()]
    if missing:
        shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
        raise DatasetError(
            f"{len(missing)} sample(s) of {dataset} have no graph_list.txt under {tasks[0].root}: "
            f"{shown} (use --root to say where sample paths start)"
        )
    seen: dict[str, str] = {}
    for t in tasks:
        if t.instance_id in seen:
            raise DatasetError(
                f"two samples share the instance id {t.instance_id!r}: {seen[t.instance_id]} and "
                f"{t.sample_dir}; give them distinct ids in a JSONL dataset"
            )
        seen[t.instance_id] = t.sample_dir


def prepare_workspace(task: Task, dest: Path) -> Path:
    """Make `dest` a self-contained copy of the sample with an empty `pass_dir/`.

    Each `graphs/...` variant is looked up as the plugin looks it up (the sample dir, the
    dataset root, then the sample dir's parents) and copied to the same relative path inside `dest`, so that the
    copy evaluates with `--passnet-root dest`. A variant found nowhere is left out; the
    evaluator then reports it as a missing file, as it would for the original sample.
    """
    dest = Path(dest)
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    sample = task.sample_path
    for entry in sample.iterdir():
        if entry.name in _NOT_COPIED:
            continue
        if entry.is_file():
            shutil.copy2(entry, dest / entry.name)
        elif entry.is_dir() and not entry.is_symlink():  # a linked dir may be a whole tree
            shutil.copytree(entry, dest / entry.name)
    for line in read_graph_list(sample):
        target = (dest / line).resolve()
        if not target.is_relative_to(dest.resolve()):
            raise DatasetError(f"{sample}/graph_list.txt: {line!r} points outside the sample")
        source = resolve_variant_path(line, sample, Path(task.root))
        if source.is_dir() and not target.exists():
            shutil.copytree(source, target)
    (dest / "pass_dir").mkdir()
    (dest / "pytest.ini").write_text(_PYTEST_INI)
    return dest
