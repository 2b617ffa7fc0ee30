"""The passnet guard: our checks on top of PassBench's, for the loopholes it leaves open
(``docs/protocol.md`` section 9.4, ``docs/peers.md`` section 2). This module holds the trusted
side's part; the layers that watch pass code inside the sandboxed child are in
``sandbox/child/watch.py``, and report their findings here.

Layers, each named in the message of what it catches:

* ``passnet static rules``: on the trusted side, ``sample_static_findings`` (the
  allow-list of ``wrapper_rules`` on every file a child would import); in the
  child, ``watch.static_findings`` (``validator.passnet_rules`` on every pass file and the
  ``pass_dir`` helper modules they import: PassBench checks only the listed files);
* ``passnet kernel-launch proof`` (in the child): during the timed calls, every call of the
  replacement must launch at least one Triton kernel;
* ``passnet compute audit`` (in the child): on the re-check call, the replacement may allocate,
  read metadata and make views with torch, nothing else (``a + b``,
  ``x.contiguous()``, ``getattr(torch, "relu")`` all show up here);
* ``passnet fresh-input re-check``: after timing, compiled and eager run again on
  fresh inputs (another seed) and must agree at the level the score credits (a few
  elements across a step lower that level instead: ``judge.steps``), outputs
  must not alias inputs where eager's do not, and inputs must end as eager leaves them;
* ``passnet harness integrity`` (in the child): the timers and ``synchronize`` are the same
  objects after the compiled side as before the passes were imported.

Implausible speedups are flags in the report, not failures.

``guard="passbench"`` (strict mode) turns all of this off: PassBench's verdicts exactly.
"""

from __future__ import annotations

import ast
import builtins
import importlib.machinery
import json
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import torch

from pytest_passnet import wrapper_rules
from pytest_passnet.judge import Steps, as_tuple, disagreement, steps, tensor_disagreement
from pytest_passnet.materialize import degenerate_inputs, fixed_integer_inputs
from pytest_passnet.result import IMPLAUSIBLE_SPEEDUP
from pytest_passnet.options import GUARD_MODES
from pytest_passnet.passes import INPUT_LIST, OUTPUT_LIST
from pytest_passnet.sample import TensorMeta
from pytest_passnet.texts import one_line
from pytest_passnet.validator import validate_pass_source

FULL, PASSBENCH = GUARD_MODES
SPEEDUP_LIMIT = 10.0
# Peak memory bandwidth, bytes/s, by a substring of the device name (public spec sheets; the
# fastest variant of each name, so that only what no kernel can reach is flagged).
DEVICE_BANDWIDTH = {"H200": 4.8e12, "H100": 3.35e12, "A100": 2.04e12, "A30": 0.933e12, "L40S": 0.864e12}
BANDWIDTH_ENV = "PASSNET_DEVICE_BANDWIDTH_GBPS"


# -- static layer, trusted side: the allow-list on what the child will import ------------

STATIC_LAYER = "[passnet static rules]"
# Bounds on the work, far above any honest pass (the largest seen: 11 KB, 2,500 syntax nodes, nesting 20).
SOURCE_LIMIT = 128 * 1024  # bytes of one pass file
MODULE_LIMIT = 64  # rule files and helpers of one sample
NODE_LIMIT = 50_000  # syntax-tree nodes of one sample, which bounds the checks' time
DEPTH_LIMIT = 100  # nesting of a syntax tree, which bounds the checks' recursion
ENTRY_LIMIT = 10_000  # directory entries scanned for compiled modules
RULE_LISTS = (("pass_dir", OUTPUT_LIST), ("const_pass_dir", INPUT_LIST))
COMPILED_SUFFIXES = tuple(importlib.machinery.EXTENSION_SUFFIXES) + tuple(importlib.machinery.BYTECODE_SUFFIXES)


class _Unreadable(Exception):
    """A pass file the checks refuse to read: it becomes a finding."""

    def __init__(self, path: Path, what: str, todo: str):
        super().__init__(f"{path}:1: {what} — {todo}")


def _read_bytes(root: Path, relative: tuple[str, ...]) -> bytes | None:
    """``root/<relative>`` as the sandbox copies it: a regular file reached without symbolic links
    below ``root`` (those are not copied), at most ``SOURCE_LIMIT`` bytes; None where there is none."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        folder = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        for part in relative[:-1]:
            inner = os.open(part, flags | os.O_DIRECTORY, dir_fd=folder)
            os.close(folder)
            folder = inner
        fd = os.open(relative[-1], flags | os.O_NONBLOCK, dir_fd=folder)
    except OSError:
        return None
    finally:
        os.close(folder)
    with os.fdopen(fd, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            return None
        data = file.read(SOURCE_LIMIT + 1)
    if len(data) > SOURCE_LIMIT:
        raise _Unreadable(root.joinpath(*relative), f"more than {SOURCE_LIMIT // 1024} KiB of source",
                          "a pass file that large cannot be checked; split it or remove generated code")
    return data


class _Budget:
    """Syntax nodes left for one sample."""

    def __init__(self):
        self.nodes = NODE_LIMIT


def _parse(path: Path, data: bytes, budget: _Budget) -> ast.Module | None:
    """The syntax tree, None where Python itself cannot compile the file (its import fails first)."""
    try:
        tree = ast.parse(data, filename=str(path))
    except SyntaxError:
        return None
    except (ValueError, RecursionError, MemoryError, OverflowError) as exc:
        raise _Unreadable(path, f"cannot be parsed ({type(exc).__name__})",
                          "a pass file is plain Python source: no NUL bytes, no extreme nesting") from exc
    pending = [(tree, 0)]
    while pending:  # size and depth, without recursion
        node, depth = pending.pop()
        budget.nodes -= 1
        if budget.nodes < 0:
            raise _Unreadable(path, f"the pass has more than {NODE_LIMIT} syntax nodes",
                              "a pass that large cannot be checked; remove generated code")
        if depth > DEPTH_LIMIT:
            raise _Unreadable(path, f"nested more than {DEPTH_LIMIT} levels deep",
                              "split the expression; the checks walk the syntax tree recursively")
        pending += [(child, depth + 1) for child in ast.iter_child_nodes(node)]
    return tree


def _rule_names(sample_dir: Path, folder: str, list_name: str) -> list[str]:
    data = _read_bytes(sample_dir / folder, (list_name,))
    try:
        names = json.loads(data) if data is not None else []
    except ValueError:
        return []  # the loader reports it
    return [n for n in names if isinstance(n, str)] if isinstance(names, list) else []


def listed_rule_files(sample_dir: Path, names: list[str]) -> dict[str, Path]:
    """The pass files a child means by the rules ``names``, where the sample lists them (an output rule takes an input
    rule's slot, as PassBench orders them); a name no list of the sample names is left out. Each list is read once
    (red team round 63b: 1,000 names read a 128 KiB list 2,000 times, 1.6-2 s of the trusted side's CPU a reply)."""
    found: dict[str, Path] = {}
    for folder, list_name in RULE_LISTS:
        try:
            listed = set(_rule_names(sample_dir, folder, list_name))
        except _Unreadable:
            listed = set()  # a list too large to read: the allow-list says so; the child named nothing in it
        found |= {name: sample_dir / folder / f"{name}.py" for name in names if name in listed and name not in found}
    return found


def _rule_modules(sample_dir: Path, budget: _Budget) -> tuple[list[wrapper_rules.Module], list[str]]:
    """The listed rule files PassBench's validator accepts (the others are never imported), and
    findings for names that point outside their folder."""
    modules, findings = [], []
    for folder, list_name in RULE_LISTS:
        for name in _rule_names(sample_dir, folder, list_name):
            path = sample_dir / folder / f"{name}.py"
            if not name or "/" in name or "\\" in name or "\0" in name or name.startswith("."):
                findings.append(f"{sample_dir / folder / list_name}:1: lists {name!r}, which is not a module in "
                                f"{folder}/ — list the stems of the pass files only")
                continue
            data = _read_bytes(sample_dir / folder, (f"{name}.py",))
            tree = _parse(path, data, budget) if data is not None else None
            if tree is None or validate_pass_source(data.decode("utf-8", "replace"), path):
                continue  # missing, or rejected by PassBench as upstream does: not loaded
            modules.append(wrapper_rules.Module(path, tree, data, rule=True))
    return modules, findings


def _module_file(sample_dir: Path, dotted: str) -> tuple[Path, tuple[str, ...]] | None:
    """Where Python finds ``pass_dir.a.b``: the package ``a/b/__init__.py``, else ``a/b.py``."""
    parts = dotted.split(".")
    root = sample_dir / parts[0]
    candidates = [(*parts[1:], "__init__.py")]
    if len(parts) > 1:
        candidates.append((*parts[1:-1], f"{parts[-1]}.py"))
    for relative in candidates:
        if _read_bytes(root, relative) is not None:
            return root, relative
    return None


def _helper_modules(sample_dir: Path, rules: list[wrapper_rules.Module], budget: _Budget) -> list[wrapper_rules.Module]:
    """The pass_dir / const_pass_dir modules the rule files import, directly or through each other."""
    by_path = {m.path: m for m in rules}
    helpers: list[wrapper_rules.Module] = []
    pending = [m.tree for m in rules]
    seen: set[str] = set()
    while pending:
        for dotted in sorted(wrapper_rules.pass_imports(pending.pop()) - seen):
            seen.add(dotted)
            found = _module_file(sample_dir, dotted)
            if found is None:
                continue  # the import fails in the child before anything runs
            root, relative = found
            path = root.joinpath(*relative)
            if path in by_path:
                by_path[path].dotted = by_path[path].dotted or dotted
                continue
            if len(by_path) >= MODULE_LIMIT:
                raise _Unreadable(path, f"more than {MODULE_LIMIT} modules in one pass",
                                  "a pass that large cannot be checked; merge its helper modules")
            data = _read_bytes(root, relative)
            tree = _parse(path, data, budget)
            if tree is not None:
                by_path[path] = wrapper_rules.Module(path, tree, data, dotted=dotted)
                helpers.append(by_path[path])
                pending.append(tree)
    return helpers


def _compiled_modules(sample_dir: Path) -> list[str]:
    """Extension modules and bytecode in the pass folders: Python imports them instead of, or
    besides, the sources the checks read (``__pycache__`` is not copied into the sandbox)."""
    findings, entries = [], 0
    for folder in (sample_dir / name for name, _ in RULE_LISTS):
        for directory, subdirectories, files in os.walk(folder):
            subdirectories[:] = sorted(d for d in subdirectories if d != "__pycache__")
            entries += len(files) + len(subdirectories)
            if entries > ENTRY_LIMIT:
                return findings + [f"{folder}:1: more than {ENTRY_LIMIT} files — a pass folder holds a few "
                                   "source files and their lists"]
            findings += [f"{Path(directory) / name}:1: compiled module '{name}' — delete it: Python would import "
                         "it in place of the source the checks read" for name in sorted(files)
                         if name.endswith(COMPILED_SUFFIXES)]
    return findings


def sample_static_findings(sample_dir: Path) -> list[str]:
    """The allow-list (``wrapper_rules``) on every pass file a child would import for this sample:
    the rule files listed in ``pass_dir/`` and ``const_pass_dir/`` that PassBench's validator
    accepts, and the pass_dir modules they import. Reads the files as text only, within fixed
    bounds, and never raises: a file it cannot check is a finding. Each finding reads
    ``[passnet static rules] <file>:<line>: <what> — <what to do>``."""
    try:
        budget = _Budget()
        rules, findings = _rule_modules(sample_dir, budget)
        modules = rules + _helper_modules(sample_dir, rules, budget)
        if modules:
            findings += [str(f) for f in wrapper_rules.check(modules)]
        findings += _compiled_modules(sample_dir)
    except _Unreadable as exc:
        findings = [str(exc)]
    except Exception as exc:  # the trusted side: a pass that breaks the checks is not let through
        findings = [f"{sample_dir / 'pass_dir'}:1: the checks failed on this pass ({type(exc).__name__}: {exc}) — "
                    "report this with the pass attached"]
    return [f"{STATIC_LAYER} {finding}" for finding in findings]


# -- after timing -----------------------------------------------------------------------


def _tensors(values) -> list[tuple[int, torch.Tensor]]:
    values = values if isinstance(values, (tuple, list)) else (values,)
    return [(i, v) for i, v in enumerate(values) if isinstance(v, torch.Tensor)]


def aliasing_findings(compiled_aliases: list[list[int]], eager_aliases: list[list[int]]) -> list[str]:
    """Outputs that share memory with an input in the compiled run but not in eager's."""
    return [f"[passnet output aliasing] output {i} shares memory with input {j} (eager's does not): the "
            "replacement must write its result into a new tensor"
            for i, j in compiled_aliases if [i, j] not in eager_aliases]


def bytes_moved(args: tuple, outputs) -> int:
    return sum(t.numel() * t.element_size() for _, t in _tensors(args) + _tensors(outputs))


# On an idle GPU a one-element kernel launched and waited for returns in tens of microseconds;
# while another process's kernels run, the GPU time-slices between processes, and it waits for a
# slice (milliseconds).
BUSY_ROUND_TRIP_MS = 0.5


def device_idle(device: str, within_s: float) -> bool:
    """Whether the GPU runs no other process's work, or finishes it within ``within_s``: told by the
    round trip of this process's own one-element kernel (the median of 5), every 10 ms."""
    probe = torch.zeros(1, device=device)
    torch.cuda.synchronize(device)
    deadline = time.monotonic() + within_s
    while True:
        trips = []
        for _ in range(5):
            started = time.perf_counter()
            probe += 1
            torch.cuda.synchronize(device)
            trips.append((time.perf_counter() - started) * 1000)
        if sorted(trips)[2] < BUSY_ROUND_TRIP_MS:
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)


def device_bandwidth(device_name: str) -> float | None:
    """Peak bytes/s of the device: ``PASSNET_DEVICE_BANDWIDTH_GBPS`` or the spec-sheet table."""
    if os.environ.get(BANDWIDTH_ENV):
        return float(os.environ[BANDWIDTH_ENV]) * 1e9
    return next((bw for key, bw in DEVICE_BANDWIDTH.items() if key in device_name), None)


def implausible_speedup_flags(speedups: dict, compiled_timing: dict | None, moved: int, device_name: str) -> list[str]:
    """Flags (not failures) for speedups no honest kernel reaches; CUDA timings only."""
    gpu = (compiled_timing or {}).get("gpu")
    if not gpu:
        return []
    flags = []
    best = max((s for s in speedups.values() if s), default=None)
    if best and best > SPEEDUP_LIMIT:
        flags.append(f"{IMPLAUSIBLE_SPEEDUP}: {best:.1f}x exceeds {SPEEDUP_LIMIT:.0f}x "
                     f"(compiled median {gpu['median'] * 1000:.1f} us per call); check the pass by hand")
    bandwidth = device_bandwidth(device_name)
    if bandwidth:
        floor_ms = moved / bandwidth * 1e3
        if gpu["median"] < floor_ms:
            flags.append(f"{IMPLAUSIBLE_SPEEDUP}: the compiled median {gpu['median'] * 1000:.2f} us is below "
                         f"{floor_ms * 1000:.2f} us, the time to move the subgraph's {moved} input and output bytes "
                         f"at {bandwidth / 1e12:.2f} TB/s")
    return flags


FIXED_INPUTS = "[passnet fixed inputs]"
FAILURE_CHARS = 300  # of eager's failure, quoted in a flag


# Two fills of a variant's inputs this likely to be alike (``materialize.repeat_chance``) let a cache keyed
# on their contents hit among the 125 timed calls (about 0.8 expected pairs at 1e-4).
REPEAT_FLAGGED = 1e-4


def fixed_input_flags(metas: list[TensorMeta], varied: list[str], checked: bool, repeats: float) -> list[str]:
    """What the inputs that fill alike for every seed (``materialize.degenerate_inputs``) leave
    unshown. ``varied``: the fixed integer inputs the timed trials, their audits and the fresh-input
    re-check vary (in part, the judged call keeps the replayed values); ``checked``: whether those
    checks run on pass code; ``repeats``: the chance that two trials fill ``varied`` alike. Where
    every input is fixed, what varies is said, and whether trials repeat; otherwise a constant float
    input is named, as a kernel that returns a constant may pass on it (literal integer inputs are
    common: position ids, masks)."""
    fixed = degenerate_inputs(metas)
    integer = fixed_integer_inputs(metas)
    names = list(dict.fromkeys(meta.name for meta in metas))
    if names and set(names) <= set(fixed):
        which = "; ".join(f"{name}: {fixed[name]}" for name in names)
        if varied:
            kept = [name for name in names if name not in varied]
            rest = (f"the judged call keeps these values; the timed trials, their audits and the fresh-input re-check "
                    f"move a random subset of the elements of {', '.join(varied)} (within their span, afresh per call)"
                    + (f"; {', '.join(kept)} keep their values everywhere, and a kernel that ignores them is not caught"
                       if kept else "")
                    + (f"; two trials hold the same values with chance {repeats:.2g}, so a cache keyed on the "
                       "inputs' contents can hit and the times do not rule one out" if repeats >= REPEAT_FLAGGED
                       else ""))
            return [f"{FIXED_INPUTS} every input fills alike for every seed ({which}): {rest}"]
        return [f"{FIXED_INPUTS} every input fills alike for every seed ({which}): the timed trials and their audits "
                "repeat the judged call's values and cannot show a kernel that ignores its inputs; nothing varies "
                "them, so the verdict shows only that the outputs match eager's on these values (a kernel that "
                "returns them as constants is judged correct)"]
    # Where the checks run, a fixed integer input is varied, or named with eager's failure (``unvaried_flag``).
    return [f"input {name} replays as a constant ({why}): a kernel returning a constant may pass"
            for name, why in fixed.items() if why != "literal data" and not (checked and name in integer)]


def unvaried_flag(names: list[str], failure: str) -> str:
    """The fixed integer inputs ``names`` keep their replayed values in every check: eager failed on
    varied ones (``failure``), which is the sample's, not the pass's."""
    said = next((line.strip() for line in reversed(failure.splitlines()) if line.strip()), "")  # a traceback's error
    return (f"{FIXED_INPUTS} the timed trials, their audits and the fresh-input re-check keep the replayed values of "
            f"{', '.join(names)}: eager fails on varied ones ({one_line(said[:FAILURE_CHARS])}); a kernel that ignores "
            "them is not caught (the pass is not blamed)")


def fresh_input_findings(seed: int, eager_out, compiled_out, eager_written: dict[int, torch.Tensor],
                         compiled_written: dict[int, torch.Tensor], level: int) -> tuple[list[str], Steps | None]:
    """What differs between compiled and eager on fresh inputs (drawn from ``seed``, secret): outputs
    beyond the tolerance at ``level`` (the one the score credits the variant at; NaN where eager has
    NaN agrees, as in the audits of timed calls), and the inputs each side wrote (index: value after
    the call): one the compiled run wrote and eager did not, one eager wrote and the compiled run did
    not; what both wrote is compared as outputs are (a graph's in-place write is a result too: round
    49a's INPLACE_UNCHECKED). Values a few elements across a step (``judge.steps``) are no finding:
    they come back as the ``Steps`` the score's level is lowered by (round 51b's STEP_WRITTEN)."""
    findings, stepped = [], None
    both = [j for j in eager_written if j in compiled_written]
    differs = disagreement(eager_out, compiled_out, level) or next(
        (f"write to input {j} {said}" for j in both
         if (said := tensor_disagreement(eager_written[j], compiled_written[j], level))), None)
    if differs:  # the writes are steps or not with the outputs, as one call's results
        stepped = steps((*as_tuple(eager_out), *(eager_written[j] for j in both)),
                        (*as_tuple(compiled_out), *(compiled_written[j] for j in both)), level)
    if differs and stepped is None:
        findings.append(f"[passnet fresh-input re-check] on fresh inputs (seed {seed}) the compiled {differs}: a "
                        "replacement must compute from its inputs on every call (cached or constant results fail "
                        "here) and write what the graph writes")
    for j in compiled_written:
        if j not in eager_written:
            findings.append(f"[passnet fresh-input re-check] input {j} is written by the compiled run and not by "
                            "eager: the replacement must not write to its inputs")
    for j in eager_written:
        if j not in compiled_written:
            findings.append(f"[passnet fresh-input re-check] input {j} is written by eager and not by the compiled "
                            "run: a replacement must make the in-place writes the graph makes")
    return findings, stepped


# What a graph's code may name: the names of the dataset's graphs (3,217 unpacked, 1,954 in the packed v2 set), read as
# an allow-list. A word list of routes past the version counter (``.data``, storages, NumPy, DLPack, private torch
# names, ``unsafe_chunk``, ``vector_to_parameters``, a sparse tensor's ``values``, function internals, their imports:
# red team rounds 57a-62a) grew with every round that looked; any name outside these takes the every-input path, which
# only costs digests. ``batch_norm`` is one only as the graphs call it, ``training=False``: a training one writes
# its running statistics past their counters.
GRAPH_NAMES = frozenset({
    'adaptive_avg_pool1d', 'adaptive_avg_pool2d', 'adaptive_max_pool2d', 'addmm', 'all', 'arange', 'argsort',
    'avg_pool1d', 'avg_pool2d', 'bfloat16', 'bmm', 'bool', 'cat', 'chunk', 'clamp', 'clamp_', 'clone',
    'contiguous', 'conv1d', 'conv2d', 'conv3d', 'conv_transpose2d', 'cos', 'cumsum', 'device', 'dropout',
    'dropout2d', 'einsum', 'embedding', '__eq__', 'exp', 'expand', 'expand_as', 'flatten', 'float', 'float16',
    'float32', 'full', 'functional', 'gelu', 'glu', 'group_norm', '_grouped_mm', 'hardsigmoid', 'hardswish',
    'hardtanh', 'index_add', 'index_select', 'inf', 'int32', 'int64', 'interpolate', 'layer_norm', 'leaky_relu',
    'linear', 'linspace', 'log_softmax', 'long', 'masked_fill', 'masked_fill_', 'matmul', 'max_pool2d', 'mean',
    'meshgrid', 'Module', 'mul', 'multi_head_attention_forward', 'new_ones', 'new_zeros', 'nn', 'normalize', 'ones',
    'pad', 'permute', 'pow', 'pow_', 'rand', 'relu', 'relu_', 'repeat', 'repeat_interleave', 'reshape', 'roll',
    'rsqrt', 'scaled_dot_product_attention', 'scatter_add_', 'searchsorted', 'set_grad_enabled', 'sigmoid', 'silu',
    'sin', 'softmax', 'softplus', 'split', 'sqrt', 'square', 'squeeze', 'stack', 'sum', 'sym_sum', 'tanh', 'Tensor',
    'tensor', 'tensor_split', 'tile', 'to', 'topk', 'transpose', 'tril', 'triu', 'type_as', 'unbind', 'unfold',
    'unsqueeze', 'view', '_weight_norm', 'zeros_like'})
# The packed v2 graphs' guards and asserts, whole dotted names, taken only as the function a call calls (round 61b's
# V2_ROUTED; round 62a's EXEMPT_CHAIN_SELF read ``.__self__`` off one).
_DATASET_CALLS = frozenset({"torch._C._log_api_usage_once", "torch.ops.aten._assert_scalar.default",
                            "torch.ops.aten._local_scalar_dense", "torch.ops.aten.sym_size.int", "torch._check_is_size",
                            "torch._functorch.predispatch.lazy_load_decompositions"})
# A name no binding made is a builtin (``getattr``, ``eval``) or the module's own (``__builtins__``): these two only.
_GRAPH_BUILTINS = frozenset({"slice", "Ellipsis"})
_BUILTIN_NAMES = frozenset(dir(builtins))
_TRAINING_ARGUMENT = 5  # of ``torch.nn.functional.batch_norm`` and ``torch.batch_norm`` alike
# The dataset's graphs' shape: a module of imports and a class, a class of one ``forward(self, ...)`` without defaults
# or decorators, a method of assignments and a return; these node types only, attributes only read. Nothing then
# outlives a call (no module, class or default state, no attribute set on a tensor) and nothing branches on what came
# before, so the probe's one call writes what every call writes (red team round 63c's IDENTITY_GATE: a write made only
# where an input was the call before's tensor object; MATCH_CLASS_ATTRIBUTE: ``case torch.Tensor(data=t)`` read
# ``.data`` with no attribute node).
GRAPH_NODES = frozenset({
    "Add", "Assign", "Attribute", "AugAssign", "BinOp", "Call", "ClassDef", "Compare", "Constant", "Div", "Eq",
    "FloorDiv", "FunctionDef", "Gt", "GtE", "Import", "ImportFrom", "Invert", "List", "Load", "Lt", "LtE", "MatMult",
    "Module", "Mult", "Name", "NotEq", "Pow", "Return", "Store", "Sub", "Subscript", "Tuple", "USub", "UnaryOp",
    "alias", "arg", "arguments", "keyword"})
_BODIES = {ast.Module: (ast.Import, ast.ImportFrom, ast.ClassDef), ast.ClassDef: (ast.FunctionDef,),
           ast.FunctionDef: (ast.Assign, ast.AugAssign, ast.Return)}


def versionless_writes(model_file: Path) -> list[str]:
    """Where a graph's code may write an input past its version counter, or only on some calls: ``"`.data` at line
    12"``-like places, each what the dataset's graphs do not do (a name outside them: an attribute or import not in
    ``GRAPH_NAMES``, a builtin or dunder name but ``slice`` and ``Ellipsis``, an import of anything but torch,
    ``batch_norm`` but called with ``training=False``; a shape outside ``GRAPH_NODES`` and their bodies); a file that
    cannot be read or parsed is one place (every input then counts as written, the cautious reading). None of the
    dataset's graphs has one. Read as Python reads a source file (its coding line), as ``materialize.load_model``
    does (round 63c's LOCALE_READ: the loader read the locale's encoding, the scan UTF-8)."""
    try:
        tree = ast.parse(model_file.read_bytes())
    except (OSError, SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        return [f"{model_file.name} not read ({type(exc).__name__})"]
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)]
    named = {id(inner) for node in calls if _dotted(node.func) in _DATASET_CALLS
             for inner in ast.walk(node.func) if isinstance(inner, ast.Attribute)}
    named |= {id(node.func) for node in calls if _evaluating_batch_norm(node)}
    return [f"{route} at line {line}" for node, line in _with_lines(tree)
            if id(node) not in named and (route := _beyond_the_graphs(node))] + [
        f"a `{type(stmt).__name__}` in a `{type(owner).__name__}`'s body at line {stmt.lineno}"
        for owner in ast.walk(tree) if type(owner) in _BODIES for stmt in owner.body
        if not isinstance(stmt, _BODIES[type(owner)]) and type(stmt).__name__ in GRAPH_NODES]  # else a place already


def _with_lines(tree: ast.AST) -> Iterator[tuple[ast.AST, int]]:
    """Every node with its line (an operator's or a context's: its expression's)."""
    stack = [(tree, 1)]
    while stack:
        node, line = stack.pop()
        line = getattr(node, "lineno", line)
        yield node, line
        stack.extend((child, line) for child in ast.iter_child_nodes(node))


def _evaluating_batch_norm(call: ast.Call) -> bool:
    training = [k.value for k in call.keywords if k.arg == "training"] or call.args[_TRAINING_ARGUMENT:][:1]
    return (isinstance(call.func, ast.Attribute) and call.func.attr == "batch_norm" and len(training) == 1
            and isinstance(training[0], ast.Constant) and training[0].value is False
            and not any(isinstance(arg, ast.Starred) for arg in call.args)  # round 63c's BN_STARRED shifted it
            and all(k.arg is not None for k in call.keywords))


def _dotted(node: ast.AST) -> str | None:
    """``torch.ops.aten.x`` for a chain of attributes on a name; None for anything else."""
    names = []
    while isinstance(node, ast.Attribute):
        names.append(node.attr)
        node = node.value
    return ".".join([node.id, *reversed(names)]) if isinstance(node, ast.Name) and names else None


def _beyond_the_graphs(node: ast.AST) -> str | None:
    if type(node).__name__ not in GRAPH_NODES:
        return f"a `{type(node).__name__}`"
    if isinstance(node, ast.ClassDef) and ([_dotted(base) for base in node.bases] != ["torch.nn.Module"]
                                           or node.keywords or node.decorator_list):
        return f"a class `{node.name}` other than of torch.nn.Module"
    if isinstance(node, ast.FunctionDef) and (node.name != "forward" or node.decorator_list):
        return f"a method `{node.name}`" + (" with a decorator" if node.decorator_list else "")
    if isinstance(node, ast.arguments) and (node.defaults or node.kw_defaults or node.vararg or node.kwarg
                                            or node.kwonlyargs or node.posonlyargs):
        return "an argument with a default, or of another kind than positional"
    if isinstance(node, ast.Attribute) and not isinstance(node.ctx, ast.Load):
        return f"`.{node.attr}` set"
    if isinstance(node, ast.Attribute) and node.attr == "batch_norm":
        return "`.batch_norm` but called with training=False (a training one writes its running statistics)"
    if isinstance(node, ast.Attribute) and node.attr not in GRAPH_NAMES:
        return f"`.{node.attr}`"
    if (isinstance(node, ast.Name) and (node.id in _BUILTIN_NAMES or node.id.startswith("__"))
            and node.id not in _GRAPH_BUILTINS):  # bound anywhere in the file, it may still be the builtin elsewhere
        return f"`{node.id}`"
    if isinstance(node, ast.Import | ast.ImportFrom):
        modules = [alias.name for alias in node.names] if isinstance(node, ast.Import) else [node.module or "."]
        names = [part for module in modules for part in module.split(".")[1:]] + (
            [alias.name for alias in node.names] if isinstance(node, ast.ImportFrom) else [])
        if (any(module.split(".")[0] != "torch" for module in modules) or getattr(node, "level", 0)
                or any(name not in GRAPH_NAMES for name in names)):
            return f"an import of {', '.join(modules)}"
    return None


FRESH_STEPS = "[passnet fresh draws]"


def steps_flag(stepped: list[tuple[str, Steps]], checked: int, credited: int, held: int) -> str:
    """The flag of a variant whose fresh draws (``stepped``: where, what) were a few elements across a
    step beyond the tolerance at ``checked``, the level the judged call held them to (it was credited
    from ``credited``): the score credits it from ``held``, the worst draw's level."""
    where, worst = max(stepped, key=lambda item: item[1].level)
    others = f"; {len(stepped) - 1} other draw(s) likewise, close by then" if len(stepped) > 1 else ""
    return (f"{FRESH_STEPS} {where}: {worst.elements} of {worst.compared} elements differ from eager's on the same "
            f"inputs by up to {worst.max_diff:.3g}, beyond the tolerance at level {checked} the judged call met, and "
            f"the draw is close at level {held}{others}. A handful of elements across a step the model takes after "
            "the replaced part (a rounding, a cast, a comparison), which last-bit differences cross, not a cached or "
            f"constant result (those differ almost everywhere): credited from level {held} instead of {credited}")
