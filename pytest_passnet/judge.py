"""Outputs -> verdict: PassBench's dtype check, equality, allclose grid and diffs."""

from __future__ import annotations

from dataclasses import dataclass

import torch

from pytest_passnet.fingerprint import step_allowance
from pytest_passnet.result import Status
from pytest_passnet.tolerance import BASELINE_LEVEL, LEVELS, first_credited_level, tolerance


def as_tuple(outputs) -> tuple:
    return tuple(outputs) if isinstance(outputs, (tuple, list)) else (outputs,)


def dtype_names(outputs: tuple) -> list[str]:
    """``float32`` for tensors, the Python type name for anything else (as PassBench prints)."""
    return [str(o.dtype).removeprefix("torch.") if isinstance(o, torch.Tensor) else type(o).__name__ for o in outputs]


def _close(eager: torch.Tensor, compiled: torch.Tensor, atol: float, rtol: float, both_ways: bool) -> bool:
    """PassBench's ``allclose(eager, compiled)``, whose relative slack is the compiled value's; ``both_ways``, also
    with eager's where that slack is unbounded, at rtol 1 or more (round 67c's HUGE_CONSTANT: a stored 1e20 is allclose
    to any eager value from t = 0). Below, the one-way test bounds the compiled value already, and asking it both
    ways refused an honest fused bf16 chain closer to the exact product than eager (round 68c's TWO_WAY_WINDOW)."""
    if eager.shape != compiled.shape:  # allclose would broadcast a [256, 1024] output against [1, 256, 1024]
        return False
    if atol == 0 and rtol == 0:
        return bool(torch.equal(eager, compiled))
    try:
        return bool(torch.allclose(eager, compiled, atol=atol, rtol=rtol)) and (
            not (both_ways and rtol >= 1) or bool(torch.allclose(compiled, eager, atol=atol, rtol=rtol)))
    except RuntimeError:  # outputs on devices or of dtypes allclose refuses
        return False


def _diffs(eager: torch.Tensor, compiled: torch.Tensor) -> tuple[float, float]:
    if eager.shape != compiled.shape:
        return float("inf"), float("inf")
    try:
        eager, compiled = eager.float(), compiled.float()
        # equal elements are 0 apart, infinities and NaNs too (-inf - -inf is NaN: round 51b's DIFF_NAN wrote it
        # into report.json, which JSON does not allow)
        diff = (eager - compiled).abs().masked_fill_((eager == compiled) | (eager.isnan() & compiled.isnan()), 0)
        diff.nan_to_num_(nan=float("inf"))  # NaN against a number is as far apart as can be (round 52a)
    except RuntimeError:
        return float("inf"), float("inf")
    if diff.numel() == 0:
        return 0.0, 0.0
    return diff.max().item(), diff.mean().item()


def _first_close_level(pairs: list[tuple[torch.Tensor, torch.Tensor]], dtypes: list[str], both_ways: bool) -> float:
    """The lowest level t at which every output is close; inf if none.

    Tolerances only grow with t, so closeness is monotone in t and a binary
    search over the 16 levels gives the same grid as checking each level.
    """
    low, high = 0, len(LEVELS)  # answer index in [low, high]; high = never close
    while low < high:
        mid = (low + high) // 2
        if all(_close(e, c, *tolerance(LEVELS[mid], d), both_ways) for (e, c), d in zip(pairs, dtypes)):
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


def judge(eager_outputs, compiled_outputs, both_ways: bool = False) -> tuple[Status, dict]:
    """Status (correct / accuracy / dtype_mismatch) and the correctness record of one variant.

    ``correct_at[t]`` is PassBench's "correct at t": every output is allclose at
    the tolerance of *its eager dtype* at level t (exact equality for non-floats), with the
    same shape (allclose would broadcast); Python scalar outputs are compared by value, exactly.
    ``both_ways`` (the full guard): close with either value as the relative one from rtol 1 (``_close``).
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
    first = _first_close_level(pairs, eager_dtypes, both_ways)
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
        close = bool(_outside(eager, compiled, level) == 0)
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


# -- a few elements across a step -----------------------------------------------------------
#
# The audits and the re-check hold every fresh draw to the level the judged call was credited at
# (``pipeline._checked_level``). Where the model computes something discontinuous from a float result
# after the replaced part (a rounding, a cast, a comparison), an honest replacement that differs from
# eager in the last bits, as every reordered reduction does, lands on the other side of a step now
# and then: a whole step apart in those elements, and within the last bits everywhere else (red team
# round 18b: 1 to 4 of 4,096 elements per draw, at 12 scales of ``round(x @ w * scale)``). A cached,
# constant or stand-in result differs almost everywhere (4,047 to 4,096 of the same 4,096). So a draw
# with at most ``step_allowance`` elements outside the level's tolerance, and close at a level the
# score still credits, is read as steps crossed: the score credits the variant from that level
# (``Steps``), where anything else convicts. ``step_allowance`` lives in ``fingerprint``, which the
# child imports too: its sketch allows no more buckets.


@dataclass(frozen=True)
class Steps:
    """A draw not within the checked level that is a few elements across a step: how many elements
    lie outside the checked level's tolerance, of how many compared, by up to how much, and the
    first level the score credits at which the draw is close."""

    elements: int
    compared: int
    max_diff: float
    level: int


def _outside(eager: torch.Tensor, compiled: torch.Tensor, level: int) -> int:
    """Elements of ``compiled`` outside the tolerance at ``level`` of eager's, both ways from rtol 1 (``_close``), NaN
    equal to NaN: ``tensor_disagreement``'s comparison, element by element."""
    atol, rtol = tolerance(level, str(eager.dtype).removeprefix("torch."))
    close = torch.isclose(eager, compiled, atol=atol, rtol=rtol, equal_nan=True)
    if rtol >= 1:
        close &= torch.isclose(compiled, eager, atol=atol, rtol=rtol, equal_nan=True)
    return int((~close).sum())


def tensor_steps(eager: torch.Tensor, compiled: torch.Tensor, level: int) -> Steps | None:
    """Whether a float tensor that ``tensor_disagreement`` finds beyond the tolerance at ``level`` is
    a few elements across a step (``Steps``): at most ``step_allowance`` elements outside it, and
    close at a level up to ``LAST_CREDITED_LEVEL``. None otherwise, and for tensors of other dtypes
    or shapes, or not floats (integers and booleans are compared exactly at every level)."""
    if eager.dtype != compiled.dtype or eager.shape != compiled.shape or not eager.is_floating_point():
        return None
    compiled = compiled.detach().to(eager.device)
    outside = _outside(eager, compiled, level)
    if not 0 < outside <= step_allowance(eager.numel()):
        return None
    close = first_credited_level(level, lambda t: not _outside(eager, compiled, t))
    return None if close is None else Steps(outside, eager.numel(), _diffs(eager, compiled)[0], close)


def steps(eager_outputs, compiled_outputs, level: int) -> Steps | None:
    """``tensor_steps`` over a call's outputs (the fresh-input re-check), where ``disagreement`` finds
    them beyond the tolerance at ``level``: every output that differs is a few elements across a
    step; one ``Steps`` for the call (elements summed, the worst level). None otherwise."""
    eager, compiled = as_tuple(eager_outputs), as_tuple(compiled_outputs)
    if dtype_names(eager) != dtype_names(compiled):
        return None
    found = []
    for e, c in zip(eager, compiled):
        if isinstance(e, torch.Tensor):
            if tensor_disagreement(e, c, level):
                found.append(tensor_steps(e, c, level))
        elif not (e == c or e != e and c != c):
            return None  # a Python scalar must be eager's
    if not found or None in found:
        return None
    return Steps(sum(s.elements for s in found), sum(s.compared for s in found), max(s.max_diff for s in found),
                 max(s.level for s in found))


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
