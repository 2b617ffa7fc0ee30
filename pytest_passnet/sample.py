"""The sample model: sample dirs, their graph variants and tensor metadata, read as text.

Nothing here imports torch, so collecting thousands of samples stays cheap.
"""

from __future__ import annotations

import ast
import csv
import functools
import json
import operator
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

GRAPH_LIST = "graph_list.txt"
REQUIRED_FILES = ("model.py", "weight_meta.py")
OPTIONAL_FILES = (
    "graph_net.json",
    "input_meta.py",
    "input_tensor_constraints.py",
    "graph_hash.txt",
    "subgraph_sources.json",
)
DTYPES = ("float32", "float16", "bfloat16")
CATEGORIES = {
    "sole_op_subgraphs": "sole_op",
    "fusible_subgraphs": "fusible",
    "typical_subgraphs": "typical",
}
SHORT_HASH = 12  # hex digits of a sample's hash kept in its short path
_DTYPE_LINE = re.compile(r'^\s*dtype\s*=\s*"torch\.(\w+)"', re.MULTILINE)


class SampleError(Exception):
    """A sample, list or variant on disk that cannot be used as it is."""


@dataclass(frozen=True)
class TensorMeta:
    """One class of a ``weight_meta.py``: how to replay one forward argument."""

    class_name: str
    name: str
    shape: tuple[int, ...]
    dtype: str
    original_name: str | None = None
    device: str | None = None
    mean: float | None = None
    std: float | None = None
    min_val: float | None = None
    max_val: float | None = None
    data: tuple | None = None
    origin: str = field(default="", compare=False)  # "file:line" of the class, for error messages

    @property
    def torch_dtype_name(self) -> str:
        return self.dtype.removeprefix("torch.")


@dataclass
class Variant:
    """One graph directory named by a sample (one dtype x one batch bucket)."""

    sample: Sample
    listed_as: str
    path: Path
    dtype: str | None
    bucket: str | None
    category: str | None
    missing: list[str] = field(default_factory=list)
    missing_optional: list[str] = field(default_factory=list)

    @property
    def files_missing(self) -> bool:
        """The variant dir or one of its required files is absent (as opposed to malformed)."""
        return bool(self.missing) or not self.path.is_dir()

    @property
    def problem(self) -> str | None:
        """Why this variant cannot run, or None."""
        if not self.path.is_dir():
            return (
                f"variant directory not found: {self.listed_as} (looked under the sample dir "
                f"{self.sample.path}, the dataset root {self.sample.root} and the sample dir's parents; "
                "set --passnet-root to the folder that holds graphs/)"
            )
        if self.missing:
            names = ", ".join(self.missing)
            return f"variant {self.path} is missing {names}; a variant needs model.py and weight_meta.py"
        return None


@dataclass
class Sample:
    """A sample dir (``graph_list.txt`` + ``pass_dir/``) or a bare GraphNet graph dir."""

    path: Path
    root: Path
    ident: str
    variants: list[Variant] = field(default_factory=list)
    problem: str | None = None
    # graph_list.txt lines that a shipped archive does not hold yet: no item; the run's coverage note counts them
    unbuilt: list[str] = field(default_factory=list)

    @property
    def is_bare_graph(self) -> bool:
        return not (self.path / GRAPH_LIST).is_file()

    @property
    def pass_dir(self) -> Path:
        return self.path / "pass_dir"

    @property
    def category(self) -> str | None:
        return category_of(self.path)


def category_of(path: Path | str) -> str | None:
    return _category_in(Path(path).parts)


def _category_in(parts: tuple[str, ...]) -> str | None:
    for part in parts:
        if part in CATEGORIES:
            return CATEGORIES[part]
    return None


def _dtype_and_bucket(parts: tuple[str, ...]) -> tuple[str | None, str | None]:
    for i, part in enumerate(parts):
        if part in DTYPES:
            bucket = parts[i + 1] if i + 1 < len(parts) and parts[i + 1].isdigit() else None
            return part, bucket
    return None, None


def _dtype_from_meta_text(meta_file: Path) -> str | None:
    """The first floating dtype a weight_meta.py names; a text scan, no parsing."""
    try:
        text = meta_file.read_text()
    except OSError:
        return None
    for match in _DTYPE_LINE.finditer(text):
        if match.group(1) in DTYPES or match.group(1) == "float64":
            return match.group(1)
    return None


def resolved(path: Path) -> Path:
    """``path.resolve()``, with each folder resolved once: a list names many samples per folder."""
    if ".." in path.parts:
        return path.resolve()
    return _resolved_absolute(Path(os.path.abspath(path)))


@functools.lru_cache(maxsize=1 << 16)
def _resolved_absolute(path: Path) -> Path:
    if path.parent == path or path.is_symlink():
        return path.resolve()
    return _resolved_absolute(path.parent) / path.name


def ident_for(path: Path, root: Path) -> str:
    """A stable, readable id: the path relative to the root where possible."""
    try:
        return resolved(path).relative_to(resolved(root)).as_posix()
    except ValueError:
        return path.as_posix()


def short_sample_path(ident: str) -> str:
    """``<category>_subgraphs/<hash prefix>`` for a sample in PassNet's layout
    (``.../fusible_subgraphs/bd/d1/bdd12e14...``, whose full path is unreadable), else ``ident``."""
    parts = ident.split("/")
    if len(parts) >= 4 and parts[-4].endswith("_subgraphs") and parts[-1].startswith(parts[-3] + parts[-2]):
        return f"{parts[-4]}/{parts[-1][:SHORT_HASH]}"
    return ident


def _make_variant(sample: Sample, listed_as: str, path: Path) -> Variant:
    parts = tuple(part for part in listed_as.split("/") if part not in ("", "."))  # Path(...).parts, cheaper
    dtype, bucket = _dtype_and_bucket(parts)
    try:
        present = set(os.listdir(path))
    except OSError:  # missing, or not a folder
        present = set()
    variant = Variant(
        sample=sample,
        listed_as=listed_as,
        path=path,
        dtype=dtype,
        bucket=bucket,
        category=_category_in(parts) or sample.category,
        missing=[f for f in REQUIRED_FILES if f not in present] if present else [],
        missing_optional=[f for f in OPTIONAL_FILES if f not in present] if present else [],
    )
    if variant.dtype is None and "weight_meta.py" in present:
        variant.dtype = _dtype_from_meta_text(path / "weight_meta.py")
    return variant


def resolve_variant_path(line: str, sample_dir: Path, root: Path) -> Path:
    """A graph_list line resolves against the sample dir, then the dataset root, then what
    the root's shipped archives unpacked to, then the nearest ancestor of the sample dir
    that holds it (a repository's top-level ``graphs/``).
    """
    for base in (sample_dir, root, root / UNPACKED_DIR):
        if os.path.exists(os.path.join(base, line)):
            return base / line
    for base in resolved(sample_dir).parents:  # resolved only when the usual places miss
        if (base / line).exists():
            return base / line
    return sample_dir / line


SHIPPED_ARCHIVE = ".tar.xz"
UNPACKED_DIR = ".passnet/unpacked"
UNPACKED_STAMP = ".unpacked-from-sha256"
_unpacked: set[tuple[Path, str]] = set()


def unpack_shipped_graphs(line: str, root: Path) -> None:
    """Unpack ``<root>/graphs/<dataset>.tar.xz`` into ``<root>/.passnet/unpacked/`` when a
    ``graph_list.txt`` line names ``graphs/<dataset>/...`` (PassNet v2's eval graphs ship
    packed: ``passnet-dataset v2 pack``), and again when the archive has changed since;
    once per dataset and root in a session. Lines then resolve there after the root
    (:func:`resolve_variant_path`); the tree stays out of the repository's own ``graphs/``."""
    parts = line.split("/")
    if len(parts) < 3 or parts[0] != "graphs" or (root, parts[1]) in _unpacked:
        return
    _unpacked.add((root, parts[1]))
    archive = shipped_archive(line, root)
    if archive:
        _unpack(archive, root / UNPACKED_DIR / "graphs" / parts[1])


def shipped_archive(line: str, root: Path) -> Path | None:
    """``<root>/graphs/<dataset>.tar.xz`` when a line names ``graphs/<dataset>/...`` and that archive exists."""
    parts = line.split("/")
    if len(parts) < 3 or parts[0] != "graphs":
        return None
    archive = root / "graphs" / f"{parts[1]}{SHIPPED_ARCHIVE}"
    return archive if archive.is_file() else None


def _unpack(archive: Path, target: Path) -> None:
    """Into a temporary dir, then swapped in, under a lock: parallel workers unpack it once."""
    import fcntl
    import hashlib
    import shutil
    import tarfile
    import tempfile

    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    stamp = target / UNPACKED_STAMP
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.parent / f".{target.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if stamp.is_file() and stamp.read_text() == digest:
            return
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
        try:
            with tarfile.open(archive, "r:xz") as tar:
                tar.extractall(staging, filter="data")
            (staging / target.name / UNPACKED_STAMP).write_text(digest)
            if target.is_dir():
                target.rename(staging / "previous")
            (staging / target.name).rename(target)
        except (OSError, tarfile.TarError) as exc:
            raise SampleError(f"cannot unpack {archive}: {exc}") from exc
        finally:
            shutil.rmtree(staging, ignore_errors=True)


def read_graph_list(sample_dir: Path) -> list[str]:
    """The variant paths a sample names (``graphs/...``), in file order."""
    lines = (line.strip() for line in (sample_dir / GRAPH_LIST).read_text().splitlines())
    return [line for line in lines if line]


def load_sample(path: Path | str, root: Path | str) -> Sample:
    """Read a sample dir or a bare graph dir; problems are recorded, never raised."""
    path, root = Path(path), Path(root)
    sample = Sample(path=path, root=root, ident=ident_for(path, root))
    if not path.is_dir():
        sample.problem = f"sample directory not found: {path}"
        return sample
    if sample.is_bare_graph:
        if not any((path / f).is_file() for f in REQUIRED_FILES):
            sample.problem = f"{path} has neither {GRAPH_LIST} (a sample) nor model.py (a graph dir)"
            return sample
        sample.variants.append(_make_variant(sample, ".", path))
        return sample
    try:
        listed = read_graph_list(path)
    except (OSError, UnicodeDecodeError) as exc:
        sample.problem = f"cannot read {path / GRAPH_LIST}: {exc}"
        return sample
    if not listed:
        sample.problem = f"{path / GRAPH_LIST} lists no variants"
    else:
        try:
            unpack_shipped_graphs(listed[0], root)
        except SampleError as exc:
            sample.problem = str(exc)
            return sample
    for line in listed:
        variant_path = resolve_variant_path(line, path, root)
        if not variant_path.exists() and shipped_archive(line, root):
            sample.unbuilt.append(line)  # a dataset shipped in part (PassNet v2's eval graphs): not built yet
        else:
            sample.variants.append(_make_variant(sample, line, variant_path))
    return sample


class _MetaReader:
    """Read one meta file as data: the values GraphNet's loaders get by executing it.

    Upstream imports the file and takes each class's own non-callable attributes.
    Here the file is parsed, never run: field values may be literals, negative numbers,
    ``float("nan")``/``float("inf")`` (what GraphNet's writers emit for non-finite
    statistics), and arithmetic on numbers. Anything else is refused with the file,
    line and field named, as is anything upstream itself would fail on at load.
    """

    _OPERATORS = {
        ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
        ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow,
        ast.USub: operator.neg, ast.UAdd: operator.pos,
    }

    def __init__(self, path: Path):
        self.path = path

    def error(self, line: int, what: str) -> SampleError:
        return SampleError(f"{self.path}:{line}: {what}")

    def read(self) -> list[TensorMeta]:
        try:
            tree = ast.parse(self.path.read_text(), filename=str(self.path))
        except SyntaxError as exc:
            raise self.error(exc.lineno or 0, f"not valid Python: {exc.msg}") from exc
        except (OSError, UnicodeDecodeError) as exc:
            raise SampleError(f"cannot read {self.path}: {exc}") from exc
        classes: dict[str, TensorMeta] = {}
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                classes[node.name] = self.meta(node)  # a later class of the same name replaces it, as on import
            elif not (isinstance(node, ast.Import) or _is_docstring(node)):
                raise self.error(
                    node.lineno,
                    f"a {type(node).__name__} statement at top level; a meta file holds only class definitions "
                    "(pytest-passnet reads it as data and does not run it)",
                )
        # Upstream enumerates the classes with inspect.getmembers: plain string order of class names.
        return [classes[name] for name in sorted(classes)]

    def meta(self, node: ast.ClassDef) -> TensorMeta:
        if node.bases or node.keywords or node.decorator_list:
            raise self.error(node.lineno, f"class {node.name} has bases or decorators; a meta class is a plain class")
        fields: dict[str, object] = {}
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets):
                targets, value = [t.id for t in stmt.targets], stmt.value
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
                targets, value = [stmt.target.id], stmt.value
            elif isinstance(stmt, (ast.FunctionDef, ast.ClassDef, ast.Pass)) or _is_docstring(stmt):
                continue  # upstream skips callables; nothing else here carries a value
            else:
                raise self.error(stmt.lineno, f"{node.name}: a {type(stmt).__name__} statement; a meta class holds only "
                                              "assignments (pytest-passnet reads it as data and does not run it)")
            for target in targets:
                fields[target] = self.value(value, f"{node.name}.{target}")
        return self.checked(node, fields)

    def value(self, node: ast.expr, field_name: str) -> object:
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.value(item, field_name) for item in node.elts]
        if isinstance(node, ast.UnaryOp) and type(node.op) in self._OPERATORS:
            return self.arithmetic(node, field_name, self._OPERATORS[type(node.op)], self.value(node.operand, field_name))
        if isinstance(node, ast.BinOp) and type(node.op) in self._OPERATORS:
            left, right = self.value(node.left, field_name), self.value(node.right, field_name)
            return self.arithmetic(node, field_name, self._OPERATORS[type(node.op)], left, right)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("float", "int")
                and len(node.args) == 1 and not node.keywords):
            argument = self.value(node.args[0], field_name)
            convert = float if node.func.id == "float" else int
            if isinstance(argument, (str, int, float)) and not isinstance(argument, bool):
                try:
                    return convert(argument)
                except ValueError as exc:
                    raise self.error(node.lineno, f"{field_name}: {ast.unparse(node)} fails: {exc}") from exc
        raise self.error(
            node.lineno,
            f"{field_name} = {ast.unparse(node)[:80]}: not a value pytest-passnet reads without running the file "
            "(it reads literals, negative numbers, float('nan'), float('inf') and arithmetic on numbers)",
        )

    def arithmetic(self, node: ast.expr, field_name: str, op, *operands) -> object:
        if not all(isinstance(x, (int, float)) for x in operands):
            raise self.error(node.lineno, f"{field_name} = {ast.unparse(node)[:80]}: arithmetic on something not a number")
        if op is operator.pow and all(isinstance(x, int) for x in operands) and operands[0].bit_length() * abs(operands[1]) > 4096:
            # A file is data: no integer power may take the reader minutes and gigabytes.
            raise self.error(node.lineno, f"{field_name} = {ast.unparse(node)[:80]}: an integer power beyond 4096 bits")
        try:
            return op(*operands)
        except (ArithmeticError, ValueError) as exc:
            raise self.error(node.lineno, f"{field_name} = {ast.unparse(node)[:80]}: {exc}") from exc

    def checked(self, node: ast.ClassDef, fields: dict[str, object]) -> TensorMeta:
        """The meta with upstream's defaults for absent fields; wrong types refused here."""
        where = f"{self.path}:{node.lineno}"

        def refuse(field_name: str, why: str) -> SampleError:
            return SampleError(f"{where}: {node.name}.{field_name} {why}")

        name = fields.get("name")
        if not isinstance(name, str):
            # Upstream keys the tensor by None and the model call then fails.
            raise refuse("name", "is missing or not a string: it must name a forward argument")
        shape = fields.get("shape", [])
        if not isinstance(shape, list) or not all(isinstance(d, int) and d >= 0 for d in shape):
            raise refuse("shape", f"= {shape!r}: a shape is a list of non-negative integers")
        dtype = fields.get("dtype", "torch.float")
        if not isinstance(dtype, str):
            raise refuse("dtype", f"= {dtype!r}: a dtype is a string such as 'torch.float32'")
        for key in ("mean", "std", "min_val", "max_val"):
            if not isinstance(fields.get(key), (int, float, type(None))):
                raise refuse(key, f"= {fields[key]!r}: not a number or None")
        data = fields.get("data")
        if isinstance(data, str):
            raise refuse("data", "is a string; upstream's loaders stop there ('Unimplemented')")
        if data is not None and not (isinstance(data, list) and all(isinstance(v, (int, float)) for v in _flat(data))):
            raise refuse("data", "is not a list of numbers")
        original_name, device = fields.get("original_name"), fields.get("device")
        return TensorMeta(
            class_name=node.name,
            name=name,
            shape=tuple(shape),
            dtype=dtype,
            original_name=original_name if isinstance(original_name, str) else None,
            device=device if isinstance(device, str) else None,
            # GraphNet's converters: an absent mean is 0.0 and an absent std 1.0 (an explicit None means 0.1 later).
            mean=fields.get("mean", 0.0),
            std=fields.get("std", 1.0),
            min_val=fields.get("min_val"),
            max_val=fields.get("max_val"),
            data=_as_tuple(data) if data is not None else None,
            origin=where,
        )


def _is_docstring(node: ast.stmt) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)


def _as_tuple(values: list) -> tuple:
    return tuple(_as_tuple(v) if isinstance(v, list) else v for v in values)


def _flat(values: list) -> list:
    return [v for item in values for v in (_flat(item) if isinstance(item, list) else [item])]


def read_weight_meta(path: Path | str) -> list[TensorMeta]:
    """Parse a weight_meta.py (or input_meta.py) as data, sorted by class name.

    PassBench enumerates the meta classes with ``inspect.getmembers``, i.e. in
    alphabetical order of class names; replay order, and so every random draw,
    depends on it.
    """
    return _MetaReader(Path(path)).read()


def read_input_meta(graph_dir: Path | str) -> list[TensorMeta]:
    """``input_meta.py``'s entries, or none where the file is absent.

    Upstream's loaders convert this file before ``weight_meta.py`` and never replay
    its tensors, but its integer ranges are drawn then and shift every later draw.
    """
    path = Path(graph_dir) / "input_meta.py"
    return read_weight_meta(path) if path.is_file() else []


def model_name(variant_dir: Path) -> str:
    """``graph_net.json``'s model_name, falling back to the directory name as PassBench intends."""
    try:
        name = json.loads((variant_dir / "graph_net.json").read_text()).get("model_name")
    except (OSError, ValueError, AttributeError):
        name = None
    if name:
        return str(name)
    leaf = variant_dir.resolve().name
    if re.fullmatch(r"subgraph(_\d+)?", leaf):
        return variant_dir.resolve().parent.name
    return leaf


def find_list_file(name: str, rootdir: Path) -> Path:
    """A list file as given, else under ``<rootdir>/sample_lists/``."""
    given = Path(name)
    for candidate in (given, rootdir / given, rootdir / "sample_lists" / given):
        if candidate.is_file():
            return candidate
    raise SampleError(
        f"sample list {name!r} not found (looked at {given}, {rootdir / given} "
        f"and {rootdir / 'sample_lists' / given})"
    )


def read_sample_list(list_file: Path) -> list[str]:
    """Sample paths from a txt list (one per line) or a csv with a ``sample_path`` column."""
    text = list_file.read_text()
    if list_file.suffix == ".csv":
        rows = csv.DictReader(text.splitlines())
        if not rows.fieldnames or "sample_path" not in rows.fieldnames:
            raise SampleError(f"{list_file}: a csv sample list needs a 'sample_path' column")
        return [row["sample_path"].strip() for row in rows if (row["sample_path"] or "").strip()]
    lines = (line.strip() for line in text.splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def find_samples(path: Path) -> list[Path]:
    """``path`` itself if it is a sample or graph dir, else every sample found below it
    (or every graph dir, where the folder holds no sample)."""
    if (path / GRAPH_LIST).is_file() or (path / "model.py").is_file():
        return [path]
    samples, graphs = [], []
    for dirpath, dirnames, filenames in os.walk(path):
        dirnames.sort()
        if GRAPH_LIST in filenames:
            samples.append(Path(dirpath))
        elif "model.py" in filenames:
            graphs.append(Path(dirpath))
        else:
            dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "__pycache__"]
            continue
        dirnames.clear()
    # Graph dirs under a dataset are the samples' variants; alone they are the samples.
    return samples or graphs
