"""Outputs -> verdict: PassBench's dtype check, equality, allclose grid and diffs."""

from __future__ import annotations

import torch

from pytest_passnet.result import Status
from pytest_passnet.tolerance import BASELINE_LEVEL, LEVELS, tolerance


def as_tuple(outputs) -> tuple:
    return tuple(outputs) if isinstance(outputs, (tuple, list)) else (outputs,)


def dtype_names(outputs: tuple) -> list[str]:
    """``float32`` for tensors, the Python type name for anything else (as PassBench prints)."""
    return [str(o.dtype).removeprefix("torch.") if isinstance(o, torch.Tensor) else type(o).__name__ for o in outputs]


def _close(eager: torch.Tensor, compiled: torch.Tensor, atol: float, rtol: float) -> bool:
    if eager.shape != compiled.shape:  # allclose would broadcast a [256, 1024] output against [1, 256, 1024]
        return False
    if atol == 0 and rtol == 0:
        return bool(torch.equal(eager, compiled))
    try:
        return bool(torch.allclose(eager, compiled, atol=atol, rtol=rtol))
    except RuntimeError:  # outputs on devices or of dtypes allclose refuses
        return False


def _diffs(eager: torch.Tensor, compiled: torch.Tensor) -> tuple[float, float]:
    if eager.shape != compiled.shape:
        return float("inf"), float("inf")
    try:
        diff = (eager.float() - compiled.float()).abs()
    except RuntimeError:
        return float("inf"), float("inf")
    if diff.numel() == 0:
        return 0.0, 0.0
    return diff.max().item(), diff.mean().item()


def _first_close_level(pairs: list[tuple[torch.Tensor, torch.Tensor]], dtypes: list[str]) -> float:
    """The lowest level t at which every output is close; inf if none.

    Tolerances only grow with t, so closeness is monotone in t and a binary
    search over the 16 levels gives the same grid as checking each level.
    """
    low, high = 0, len(LEVELS)  # answer index in [low, high]; high = never close
    while low < high:
        mid = (low + high) // 2
        if all(_close(e, c, *tolerance(LEVELS[mid], d)) for (e, c), d in zip(pairs, dtypes)):
            high = mid
        else:
            low = mid + 1
    return LEVELS[low] if low < len(LEVELS) else float("inf")


def _comparable(eager, compiled) -> tuple[torch.Tensor, torch.Tensor]:
    """One output pair as the judge compares it: tensors detached, on eager's device; Python scalars
    (bool, int, float: what a reply may carry besides tensors) as 0-d tensors of their values. A
    graph returns a scalar from its constants, so only eager's value is right: the judge compares
    them exactly (their dtype names are Python's, which the grid holds to equality). An int beyond
    int64, which no graph computes, raises here, and the variant fails."""
    if isinstance(eager, torch.Tensor):
        return eager.detach(), compiled.detach().to(eager.device)
    dtype = torch.float64 if isinstance(eager, float) else None
    return torch.tensor(eager, dtype=dtype), torch.tensor(compiled, dtype=dtype)


def judge(eager_outputs, compiled_outputs) -> tuple[Status, dict]:
    """Status (correct / accuracy / dtype_mismatch) and the correctness record of one variant.

    ``correct_at[t]`` is PassBench's "correct at t": every output is allclose at
    the tolerance of *its eager dtype* at level t (exact equality for non-floats), with the
    same shape (allclose would broadcast); Python scalar outputs are compared by value, exactly.
    """
    eager, compiled = as_tuple(eager_outputs), as_tuple(compiled_outputs)
    record: dict = {"dtypes": {"eager": dtype_names(eager), "compiled": dtype_names(compiled)}}
    if record["dtypes"]["eager"] != record["dtypes"]["compiled"]:
        return Status.DTYPE_MISMATCH, record
    compared = [(e, c, name) for e, c, name in zip(eager, compiled, record["dtypes"]["eager"]) if e is not None]
    pairs = [_comparable(e, c) for e, c, _ in compared]
    record["equal"] = [int(torch.equal(e, c)) if e.shape == c.shape else 0 for e, c in pairs]
    # NaN is never close to NaN (PassBench's allclose): eager's own NaN fails every compiled side.
    record["eager_nan"] = [int(torch.isnan(e).sum()) if e.is_floating_point() else 0 for e, _ in pairs]
    diffs = [_diffs(e, c) for e, c in pairs]
    record["max_diff"] = [d[0] for d in diffs]
    record["mean_diff"] = [d[1] for d in diffs]
    eager_dtypes = [name for _, _, name in compared]  # a Python scalar's type name: compared exactly
    first = _first_close_level(pairs, eager_dtypes)
    record["correct_at"] = {str(t): t >= first for t in LEVELS}
    baseline = [tolerance(BASELINE_LEVEL, d) for d in eager_dtypes]
    record["baseline_tolerance"] = [{"atol": a, "rtol": r} for a, r in baseline]
    return (Status.CORRECT if record["correct_at"][str(BASELINE_LEVEL)] else Status.ACCURACY), record


def tensor_disagreement(eager: torch.Tensor, compiled: torch.Tensor, level: int = BASELINE_LEVEL) -> str | None:
    """How a compiled tensor differs from eager's on the same inputs beyond the tolerance at ``level``
    ("differs by up to ..."), None where it agrees.

    For the guard's audits of timed calls, on inputs drawn afresh: NaN where eager has NaN agrees
    (the model's own NaN on these inputs is no fault of the pass), which PassBench's allclose grid,
    used for the verdict, does not allow.
    """
    if eager.dtype != compiled.dtype:
        return f"has dtype {compiled.dtype}, eager's {eager.dtype}"
    if eager.shape != compiled.shape:
        return f"has shape {list(compiled.shape)}, eager's {list(eager.shape)}"
    atol, rtol = tolerance(level, str(eager.dtype).removeprefix("torch."))
    compiled = compiled.detach().to(eager.device)
    if atol == 0 and rtol == 0:
        close = torch.equal(eager, compiled)
    else:
        close = torch.allclose(eager, compiled, atol=atol, rtol=rtol, equal_nan=True)
    return None if close else f"differs by up to {_diffs(eager, compiled)[0]:.3g} (atol {atol:.3g}, rtol {rtol:.3g})"


def disagreement(eager_outputs, compiled_outputs, level: int = BASELINE_LEVEL) -> str | None:
    """How compiled outputs differ from eager's on the same inputs beyond the tolerance at ``level``
    ("output 1 differs by up to ...", "outputs have dtypes ..."), None where they agree:
    ``tensor_disagreement`` per tensor output, so NaN where eager has NaN agrees, as in the audits of
    timed calls; Python scalars must be eager's. For the guard's runs on inputs drawn afresh (the
    fresh-input re-check); the verdict is ``judge``'s."""
    eager, compiled = as_tuple(eager_outputs), as_tuple(compiled_outputs)
    if dtype_names(eager) != dtype_names(compiled):
        return f"outputs have dtypes {dtype_names(compiled)}, eager's {dtype_names(eager)}"
    for i, (e, c) in enumerate(zip(eager, compiled)):
        if isinstance(e, torch.Tensor):
            differs = tensor_disagreement(e, c, level)
        else:
            differs = None if e == c or e != e and c != c else f"is {c!r}, eager's {e!r}"  # NaN agrees, as above
        if differs:
            return f"output {i} {differs}"
    return None


# -- layout ---------------------------------------------------------------------------------
#
# The channel sends every tensor dense, so the judge compares values only; a child reports which of
# its outputs overlap themselves or an earlier output, as they were where it computed them. The
# policy: an output whose elements share memory (an ``expand``, any stride 0, as_strided rows that
# overlap, a view of another output) where eager's output does not is not eager's output, whatever
# its values: code after the subgraph that writes to it in place writes several elements at once,
# or changes another output, or fails. The guard calls it a finding
# (``layout_findings``: cheat_detected, like an output that shares memory with an input). Layouts
# that differ without overlapping (a transposed or sliced result where eager's is contiguous) are
# allowed: in-place writes to them behave as to eager's.


def layout_findings(compiled_overlapping: list[int], eager_overlapping: list[int], where: str) -> list[str]:
    """The guard's findings on outputs that overlap themselves or an earlier output where eager's do
    not, in ``where`` (the judged call, a timed trial)."""
    return [f"[passnet output layout] output {i} of {where} overlaps itself or an earlier output (an expand, a view "
            "of another output or another view whose elements share memory) where eager's does not: code that writes "
            "to it in place would write several elements at once or change another output; the replacement must "
            "return tensors whose elements have memory of their own (e.g. .contiguous() or .clone())"
            for i in compiled_overlapping if i not in eager_overlapping]
