"""The guard's layers inside the sandboxed child (``guard.py`` holds the trusted side's): the
static rules on the pass files the child loads, the kernel-launch proof and compute audit on
the replaced regions, the harness snapshot, and the layout of outputs the child reports (which
share memory with an input, which overlap themselves). What they find goes to the trusted side
as findings, which it checks and decides on; nothing here is a verdict.
"""

from __future__ import annotations

import ast
import time
from contextlib import contextmanager
from pathlib import Path

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from pytest_passnet import launches
from pytest_passnet.fingerprint import as_tuple
from pytest_passnet.poison import ALLOCATORS, METADATA
from pytest_passnet.result import Status
from pytest_passnet.validator import passnet_rules


class CheatDetected(Exception):
    """A pass caught by one of our layers; the variant's status is ``cheat_detected``."""

    passnet_status = Status.CHEAT_DETECTED

    def __init__(self, findings: list[str]):
        self.findings = findings  # each starts with the [layer] that caught it
        super().__init__("; ".join(findings))


# -- static layer, in the child -----------------------------------------------------------------------


def _pass_dir_imports(source: str) -> set[str]:
    """Helper module stems a source imports (``import pass_dir.x``, ``from pass_dir.x import ...``,
    ``from pass_dir import x``)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    stems = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            stems |= {a.name.split(".")[1] for a in node.names if a.name.startswith("pass_dir.")}
        elif isinstance(node, ast.ImportFrom) and node.module == "pass_dir":
            stems |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pass_dir."):
            stems.add(node.module.split(".")[1])
    return stems


def helper_files(rule_files: list[Path], sample_dir: Path) -> list[Path]:
    """The ``pass_dir/`` helper modules the rule files import, directly or through other helpers."""
    found: set[Path] = set()
    pending = list(rule_files)
    while pending:
        for stem in _pass_dir_imports(pending.pop().read_text()):
            helper = sample_dir / "pass_dir" / f"{stem}.py"
            if helper.is_file() and helper not in found and helper not in rule_files:
                found.add(helper)
                pending.append(helper)
    return sorted(found)


def static_findings(rule_files: list[Path], sample_dir: Path) -> list[str]:
    """Our rules on the loaded pass files and the helper modules they import. PassBench's validator stays
    off the helpers, as upstream: a helper ``pattern`` calls may call torch (round 15b), and the trusted
    side's allow-list checks every helper's wrapper code."""
    findings = []
    for file in rule_files:
        findings += [f"[passnet static rules] {file}: {v}" for v in passnet_rules(file.read_text(), file)]
    for file in helper_files(rule_files, sample_dir):
        findings += [f"[passnet static rules] {file} (helper module, which PassBench does not check): {v}"
                     for v in passnet_rules(file.read_text(), file)]
    return findings


# -- run-time layers --------------------------------------------------------------------

_aten = torch.ops.aten
_AUDIT_ALLOWED = ALLOCATORS | METADATA | {
    _aten.empty_strided.default, _aten.new_empty.default, _aten.new_empty_strided.default,
    _aten.new_zeros.default, _aten.new_ones.default, _aten.new_full.default,
    _aten.fill_.Scalar, _aten.zero_.default, _aten.lift_fresh.default, _aten._local_scalar_dense.default,
    _aten.is_same_size.default,
}


def _computes(func) -> bool:
    """True for aten ops that compute: not an allocation, metadata or a view."""
    return func not in _AUDIT_ALLOWED and not getattr(func, "is_view", False)


class ComputeAudit(TorchDispatchMode):
    """Records every computing aten op the replacement runs outside Triton."""

    def __init__(self, seen: list[str]):
        super().__init__()
        self.seen = seen

    def __enter__(self):
        self.hooks = launches.hooks_as_wrapper()
        self.hooks.__enter__()  # the pass's heuristics and hooks are wrapper code here (round 59b)
        try:
            return super().__enter__()
        except BaseException:
            self.hooks.__exit__(None, None, None)
            raise

    def __exit__(self, *exc):
        try:
            return super().__exit__(*exc)
        finally:
            self.hooks.__exit__(None, None, None)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if not launches.inside_triton() and _computes(func) and str(func) not in self.seen:
            self.seen.append(str(func))
        return func(*args, **(kwargs or {}))


class RegionMonitor:
    """What the replaced regions did while a phase was watched. The kernel wrapper calls
    ``call``; outside a watched phase it is a plain call."""

    def __init__(self):
        self.phase: str | None = None
        self.calls = 0
        self.silent_calls = 0  # calls that launched no Triton kernel
        self.torch_ops: list[str] = []

    def call(self, kernel, args: tuple):
        if self.phase == "audit":
            with ComputeAudit(self.torch_ops):
                return kernel(*args)
        if self.phase != "timed":
            return kernel(*args)
        before = launches.launch_count()
        outputs = kernel(*args)
        self.calls += 1
        self.silent_calls += launches.launch_count() == before
        return outputs

    @contextmanager
    def watching(self, phase: str):
        previous, self.phase = self.phase, phase
        try:
            yield self
        finally:
            self.phase = previous

    def launch_findings(self) -> list[str]:
        if not self.silent_calls or not launches.counting():
            return []
        return [f"[passnet kernel-launch proof] {self.silent_calls} of {self.calls} calls of the replacement during "
                "the timed trials launched no Triton kernel: the replacement must compute with a Triton kernel on "
                "every call"]

    def audit_findings(self) -> list[str]:
        if not self.torch_ops:
            return []
        return [f"[passnet compute audit] the replacement computes with torch ({', '.join(self.torch_ops)}): only "
                "allocations, metadata and views may run outside the Triton kernel"]


def _harness_functions() -> dict[str, tuple[object, str]]:
    """name -> (owner, attribute) of each function the timing relies on."""
    functions = {"time.time": (time, "time"), "time.perf_counter": (time, "perf_counter")}
    if torch.cuda.is_available():
        functions.update({
            "torch.cuda.synchronize": (torch.cuda, "synchronize"),
            "torch.cuda.Event.record": (torch.cuda.Event, "record"),
            "torch.cuda.Event.elapsed_time": (torch.cuda.Event, "elapsed_time"),
        })
    return functions


class HarnessSnapshot:
    """The timing functions as they were before any pass was imported."""

    def __init__(self):
        self.originals = {name: getattr(owner, attr) for name, (owner, attr) in _harness_functions().items()}

    def check_and_restore(self) -> list[str]:
        """Findings for every function replaced since; the originals are put back for later variants."""
        findings = []
        for name, (owner, attr) in _harness_functions().items():
            if getattr(owner, attr) is not self.originals[name]:
                setattr(owner, attr, self.originals[name])
                findings.append(f"[passnet harness integrity] {name} was replaced while the pass ran: a pass may "
                                "not patch the timers or synchronize")
        return findings


# -- what the child reports of its outputs' memory -----------------------------------------


def output_input_aliases(inputs: tuple, outputs) -> list[list[int]]:
    """``[output index, input index]`` pairs that share memory (measured where the tensors live), an input by its
    place in ``inputs``."""
    held = [(j, tensor) for j, tensor in enumerate(inputs) if isinstance(tensor, torch.Tensor) and tensor.numel()]
    return [[i, j] for i, out in enumerate(as_tuple(outputs)) if isinstance(out, torch.Tensor) and out.numel()
            for j, tensor in held if out.untyped_storage().data_ptr() == tensor.untyped_storage().data_ptr()]


# An output that overlaps itself where eager's does not is not eager's output (``judge.layout_findings``).
def _overlaps(tensor: torch.Tensor) -> bool:
    """Whether two elements of ``tensor`` share memory: its dimensions ordered by stride must each
    step past everything the smaller ones reach (conservative: a few as_strided layouts that
    interleave without overlapping count as overlapping)."""
    if tensor.numel() == 0:
        return False
    reach = 0
    for stride, size in sorted((abs(stride), size) for size, stride in zip(tensor.shape, tensor.stride()) if size > 1):
        if stride <= reach:
            return True
        reach += stride * (size - 1)
    return False


def _bytes_of(marks: torch.Tensor, tensor: torch.Tensor) -> torch.Tensor:
    """``tensor``'s bytes in ``marks``, a uint8 tensor as large as its storage (a last dimension
    of the element's bytes, so tensors of any dtypes compare)."""
    size = tensor.element_size()
    return marks.as_strided((*tensor.shape, size), (*(stride * size for stride in tensor.stride()), 1),
                            tensor.storage_offset() * size)


def _extent(tensor: torch.Tensor) -> tuple[int, int]:
    """The first byte of its storage a tensor holds and the one past its last."""
    size = tensor.element_size()
    start = tensor.storage_offset() * size
    return start, start + size * (1 + sum(stride * (n - 1) for n, stride in zip(tensor.shape, tensor.stride())))


def _residues(tensor: torch.Tensor, period: int) -> tuple[int, int] | None:
    """Where a tensor's bytes fall modulo ``period`` (bytes): one interval ``[low, high)`` of a period, or None
    where they wrap past its end. Its dimensions whose strides are multiples of the period move no byte's
    residue; the others spread them over at most the sum of their reaches past the element."""
    size = tensor.element_size()
    spread = sum(stride * size * (n - 1) for n, stride in zip(tensor.shape, tensor.stride()) if stride * size % period)
    low = tensor.storage_offset() * size % period
    return (low, low + spread + size) if low + spread + size <= period else None


def _apart(tensors: list[torch.Tensor]) -> bool:
    """Whether tensors on one storage share no byte, by their layouts alone (conservative: False where it
    cannot tell): their byte extents do not meet (``split``, ``chunk`` along the first dimension), or, for
    some period among their byte strides, their bytes fall in residue intervals that do not meet (columns:
    ``unbind(-1)``, ``split(..., dim=-1)``, ``x[:, 0::2]`` and ``x[:, 1::2]``)."""
    def disjoint(intervals) -> bool:
        ordered = sorted(intervals)
        return all(previous[1] <= following[0] for previous, following in zip(ordered, ordered[1:]))

    if disjoint(_extent(t) for t in tensors):
        return True
    periods = {stride * t.element_size() for t in tensors for n, stride in zip(t.shape, t.stride()) if n > 1 and stride}
    for period in sorted(periods):
        residues = [_residues(t, period) for t in tensors]
        if None not in residues and disjoint(residues):
            return True
    return False


def overlapping_outputs(outputs) -> list[int]:
    """Indices of the tensor outputs that overlap themselves or an earlier output (measured where
    they were computed): writing to one in place would change several elements, or another output.
    Outputs on one storage whose layouts keep them apart (``_apart``) share nothing; others are compared
    byte by byte (views that only interleave share none), in one mark buffer per storage they share.
    Every trial's answer looks (``CompiledSide.trial``), and what it costs is in the trusted clock's
    calibration: a mark buffer as large as the storage, swept once per output, cost an eager side returning
    four column views of 16 MiB 25 ms a trial that a pass returning tensors did not pay, more than its call
    (red team round 21a); the layouts of views of one buffer (columns, splits, slices) tell it for nothing."""
    tensors = [(i, t) for i, t in enumerate(as_tuple(outputs)) if isinstance(t, torch.Tensor)]
    storages: dict[int, list[torch.Tensor]] = {}
    for _, t in tensors:
        if t.numel():
            storages.setdefault(t.untyped_storage().data_ptr(), []).append(t)
    marked = {ptr for ptr, sharing in storages.items() if len(sharing) > 1 and not _apart(sharing)}
    marks: dict[int, torch.Tensor] = {}  # per shared storage: the bytes the outputs so far hold
    found = []
    for i, output in tensors:
        overlaps = _overlaps(output)
        storage = output.untyped_storage()
        if output.numel() and storage.data_ptr() in marked:
            held = marks.get(storage.data_ptr())
            if held is None:
                held = marks[storage.data_ptr()] = torch.zeros(storage.nbytes(), dtype=torch.uint8,
                                                               device=output.device)
            mine = _bytes_of(held, output)
            overlaps = overlaps or bool(mine.any())
            mine.fill_(1)
        if overlaps:
            found.append(i)
    return found
