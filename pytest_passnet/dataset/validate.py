"""Validation of a written graph directory, as GraphNet's ``validate`` does it, plus the
checks that make a variant safe to ship as an eager-vs-eager-clean sample.

GraphNet (``docs/graphnet.md`` section 10): re-load ``model.py`` and the metas,
re-run on replayed inputs, re-extract with Dynamo (exactly one graph, no break) and
hash the re-extracted, placeholder-renamed code. Inputs are replayed by the plugin's
own ``pytest_passnet.materialize`` so a sample that passes here runs the same way
under pytest.
"""

from __future__ import annotations

import copy
import hashlib
import inspect
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.fx

from pytest_passnet.materialize import (
    CALL_SEED,
    bind_arguments,
    load_model,
    replay_inputs,
    set_seed,
    torch_dtype,
)
from pytest_passnet.sample import read_weight_meta


class ValidationError(Exception):
    """A graph directory that fails one of the validation steps."""


@dataclass
class Recaptured:
    """The single graph Dynamo re-extracted from a graph dir, and what it hashes to."""

    graph_module: torch.fx.GraphModule
    argument_names: list[str]
    """The forward-argument name behind each placeholder, in placeholder order."""
    graph_hash: str


def load_and_replay(directory: Path, device: str = "cpu") -> tuple[torch.nn.Module, tuple]:
    """The graph's module and its replayed positional arguments (seeded as PassBench does).

    On ``meta`` the arguments are shape-only tensors: a graph too large for the CPU is
    still loaded and traced at its real size.
    """
    metas = read_weight_meta(directory / "weight_meta.py")
    model = load_model(directory / "model.py", device)
    if device == "meta":
        inputs = {m.name: torch.empty(m.shape, dtype=torch_dtype(m), device="meta") for m in metas}
    else:
        set_seed()
        inputs = replay_inputs(metas, device)
    args, _ = bind_arguments(model, inputs)
    return model, args


def _capture(model: torch.nn.Module, args: tuple) -> list[tuple[torch.fx.GraphModule, list]]:
    captured: list[tuple[torch.fx.GraphModule, list]] = []

    def keep(gm: torch.fx.GraphModule, example_inputs: list) -> object:
        captured.append((gm, list(example_inputs)))
        return gm.forward

    torch._dynamo.reset()
    with torch.no_grad():
        torch.compile(model, backend=keep, dynamic=False)(*args)
    torch._dynamo.reset()
    return captured


def hash_mode_code(gm: torch.fx.GraphModule) -> str:
    """The graph's code with GraphNet's hash-mode placeholder names (``v0``, ``v2``, ...)."""
    renamed = copy.deepcopy(gm)
    for k, node in enumerate(n for n in renamed.graph.nodes if n.op == "placeholder"):
        node.target = f"v{2 * k}"
        node._rename(f"v{2 * k + 1}")
    renamed.recompile()
    return renamed.code


def validate_graph_dir(directory: Path, device: str = "cpu") -> Recaptured:
    """Re-load, re-run, re-extract (one graph, no break) and hash a graph dir."""
    directory = Path(directory)
    try:
        model, args = load_and_replay(directory, device)
        with torch.no_grad():
            model(*args)
        captured = _capture(model, args)
    except Exception as exc:  # any failure to load, run or trace is the finding itself
        raise ValidationError(f"{directory}: {type(exc).__name__}: {exc}") from exc
    if len(captured) != 1:
        raise ValidationError(
            f"{directory}: re-extraction gave {len(captured)} graphs; a sample must be one graph "
            "(a graph break: torch._dynamo.explain on model.py says why)"
        )
    gm, example_inputs = captured[0]
    names = list(inspect.signature(model.forward).parameters)
    by_identity = {id(tensor): name for name, tensor in zip(names, args)}
    try:
        argument_names = [by_identity[id(value)] for value in example_inputs]
    except KeyError as exc:
        raise ValidationError(f"{directory}: a re-extracted placeholder is not a forward argument") from exc
    digest = hashlib.sha256(hash_mode_code(gm).encode("utf-8")).hexdigest()
    return Recaptured(gm, argument_names, digest)


def _outputs(model: torch.nn.Module, args: tuple) -> tuple:
    torch.manual_seed(CALL_SEED)
    with torch.no_grad():
        result = model(*args)
    return result if isinstance(result, tuple) else (result,)


def eager_problems(directory: Path) -> list[str]:
    """Why two eager calls on the same replayed inputs would not agree; empty when clean.

    PassBench reuses one set of inputs for every call, so a graph that writes to its
    inputs, draws unseeded randomness or produces non-finite values cannot be judged
    against itself.
    """
    try:
        model, args = load_and_replay(Path(directory))
        before = [a.clone() for a in args]
        first = _outputs(model, args)
        mutated = [i for i, (a, b) in enumerate(zip(args, before)) if not torch.equal(a, b)]
        second = _outputs(model, args)
    except Exception as exc:  # the sample does not run: that is the problem to report
        return [f"does not run: {type(exc).__name__}: {exc}"]
    problems = []
    if mutated:
        problems.append(f"writes to its inputs (argument positions {mutated})")
    if not all(isinstance(t, torch.Tensor) for t in first):
        problems.append("returns a value that is not a tensor")
        return problems
    if not all(torch.isfinite(t).all() for t in first if t.is_floating_point()):
        problems.append("produces non-finite values")
    if not mutated and not all(torch.equal(a, b) for a, b in zip(first, second)):
        problems.append("two calls on the same inputs disagree")
    return problems


def trivial_reason(directory: Path) -> str | None:
    """Why a graph does no real compute (None when it does).

    Trivial: every output is a view of an input (views, splits, getitem), or a copy of an
    input with the same values and layout (eval-mode dropout, ``x + 0``, a cast to the
    dtype it has). A layout change (``contiguous`` of a transposed input) is real work.
    """
    model, args = load_and_replay(Path(directory))
    outputs = _outputs(model, args)
    inputs = [a for a in args if isinstance(a, torch.Tensor)]
    storages = {a.untyped_storage().data_ptr() for a in inputs}

    def copied(out: torch.Tensor) -> bool:
        return any(a.shape == out.shape and a.dtype == out.dtype and a.stride() == out.stride()
                   and torch.equal(a, out) for a in inputs)

    tensors = [t for t in outputs if isinstance(t, torch.Tensor)]
    if all(t.untyped_storage().data_ptr() in storages for t in tensors):
        return "every output is a view of an input"
    if all(t.untyped_storage().data_ptr() in storages or copied(t) for t in tensors):
        return "every output equals an input"
    return None
