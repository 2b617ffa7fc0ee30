"""Sample files -> live objects: replayed input tensors and the instantiated GraphModule.

Replay reproduces one of GraphNet's two loader lineages bit for bit
(``docs/graphnet.md`` section 8, ``docs/protocol.md`` section 6, ``docs/graphnet-corpus.md``):

* ``passbench`` (default): ``graph_net_bench/torch/utils.py``, what PassBench scores
  with. NumPy's global RNG draws every value; torch's only the repair noise.
* ``graphnet``: ``graph_net/torch/utils.py``, GraphNet's ``run_model`` and
  ``validate``. torch's CPU RNG draws every value.

Both convert ``input_meta.py`` then ``weight_meta.py`` first (integer ranges are drawn
and literal ``data`` built then), then replay the weights in class-name order: bool is
a uniform draw > 0.5; else std None means 0.1 and mean None 0; std 0 fills with mean;
otherwise normal x std x 0.2 + mean; clamp to min_val/max_val; float dtypes then have
non-finite values replaced by ``randn_like x 0.01`` and are clamped to [-100, 100].
The caller seeds first (``set_seed``), or passes ``seed``: then the draws come from
generators of the replay's own, seeded as upstream seeds the global ones (the same bits),
so a replay can run on a thread beside code that seeds or draws globally.

Replay runs on the CPU and moves to the run device afterwards (``replay_on_cpu`` then
``ReplayedInputs.to``), so a trusted process can replay once and hand the CPU result on:
``to`` gives the same bits in any process.
For ``graphnet`` on a GPU the CPU keeps the bare float draws and ``to`` scales them on the
device, where upstream scales them (CUDA rounds float16/bfloat16 scalar arithmetic otherwise).
"""

from __future__ import annotations

import ast
import inspect
import math
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Sequence

import numpy as np
import torch

from pytest_passnet.options import REPLAY_LINEAGES  # the lineages' names; the first is the default
from pytest_passnet.sample import SampleError, TensorMeta

PASSBENCH_SEED = 123
CALL_SEED = 1024

# Both upstream converters draw integer ranges for exactly these dtypes (not uint8, not bool).
_RANGE_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64)
# Normal draws bigger than this are made chunk by chunk, never as one float64 array.
_CHUNK = 1 << 22
def set_seed(seed: int = PASSBENCH_SEED) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    if torch.cuda.is_available():
        torch.cuda.manual_seed_all(seed)


def torch_dtype(meta: TensorMeta) -> torch.dtype:
    """The dtype as upstream resolves it: ``getattr(torch, dtype.split('.')[-1])``."""
    dtype = getattr(torch, meta.dtype.split(".")[-1], None)
    if not isinstance(dtype, torch.dtype):
        raise SampleError(f"{meta.origin}: {meta.class_name}.dtype = {meta.dtype!r} is not a torch dtype")
    return dtype


@dataclass
class _NoiseDraw:
    """One ``randn_like`` the repair step draws on the run device (all are drawn, few are used)."""

    name: str
    shape: tuple[int, ...]
    dtype: torch.dtype
    needs_repair: bool  # the tensor holds NaN or inf, so the noise shows in its values (scaled ones: decided in ``to``)


@dataclass
class _DeviceScaling:
    """Upstream's ``x * std * 0.2 + mean`` and clamps, left for the run device.

    The graphnet loader moves its draw to the device before this arithmetic, and CUDA does
    not round float16/bfloat16 scalar arithmetic as the CPU does: done on the CPU, fp16/bf16
    tensors of 3 of 53 graphs differed from upstream's on an H200 (docs/graphnet-corpus.md).
    """

    std: float
    mean: float
    min_val: float | None
    max_val: float | None

    def apply(self, values: torch.Tensor) -> torch.Tensor:
        return _clamped(values * self.std * 0.2 + self.mean, self.min_val, self.max_val)


@dataclass
class ReplayedInputs:
    """Replayed inputs on the CPU, finished by ``to(device)``.

    Upstream repairs non-finite values with noise from the run device's generator,
    freshly seeded by ``set_seed``. Where a tensor needs that, ``to`` draws it on the
    device from a generator seeded as torch was at replay (``seed``), so it gives the
    same bits in any process and leaves the global generators alone. Tensors without
    non-finite values are final here and ``to`` only moves them.
    """

    tensors: dict[str, torch.Tensor]
    device: str  # the run device the replay is for: its kind decides the draws
    seed: int
    noise: list[_NoiseDraw] = field(default_factory=list)
    scalings: dict[str, _DeviceScaling] = field(default_factory=dict)  # these tensors are unscaled draws

    def final_on_cpu(self) -> dict[str, torch.Tensor]:
        """The finished values on the CPU (moved through the run device only where repair noise,
        drawn there, changes them)."""
        if not self.scalings and not any(draw.needs_repair for draw in self.noise):
            return dict(self.tensors)
        return {name: tensor.cpu() for name, tensor in self.to(self.device).items()}

    def to(self, device: str, copy: bool = False) -> dict[str, torch.Tensor]:
        """The tensors on ``device``, bit-identical to replaying there directly.

        As ``Tensor.to``: without ``copy`` a tensor already on ``device`` is shared, so
        a graph writing to its inputs would change these.
        """
        if torch.device(device).type != torch.device(self.device).type:
            raise ValueError(f"these inputs were replayed for {self.device}; on {device} upstream draws "
                             f"differently: replay_on_cpu(..., {device!r}, ...)")
        moved = {name: tensor.to(device, copy=copy) for name, tensor in self.tensors.items()}
        repair = {draw.name for draw in self.noise if draw.needs_repair}
        for name, scaling in self.scalings.items():
            moved[name] = scaling.apply(moved[name])
            if _all_finite(moved[name]):
                moved[name].clamp_(-100.0, 100.0)
            else:
                repair.add(name)
        last = max((i for i, draw in enumerate(self.noise) if draw.name in repair), default=-1)
        if last < 0:
            return moved
        generator = torch.Generator(device=device)
        generator.manual_seed(self.seed)
        for draw in self.noise[: last + 1]:
            # Every earlier draw advances the device generator, so each is made, used or not.
            noise = torch.randn(draw.shape, dtype=draw.dtype, device=device, generator=generator)
            if draw.name in repair:
                moved[draw.name] = _repaired(moved[draw.name], noise)
        return moved


def _all_finite(tensor: torch.Tensor) -> bool:
    """Whether no value is NaN or inf: min and max propagate both, a chunk at a time (no tensor-sized mask)."""
    flat = tensor.reshape(-1)
    for start in range(0, flat.numel(), _CHUNK):
        low, high = torch.aminmax(flat[start : start + _CHUNK])
        if not (torch.isfinite(low) and torch.isfinite(high)):
            return False
    return True


def _repaired(tensor: torch.Tensor, noise: torch.Tensor) -> torch.Tensor:
    return torch.where(torch.isfinite(tensor), tensor, noise * 0.01).clamp(-100.0, 100.0)


class _Lineage:
    """The random draws of one upstream loader; replay order and rules are shared."""

    name: str
    noise_shares_value_generator = False  # True where repair noise comes from the values' generator on CPU
    scales_on_run_device = False  # True where upstream moves a normal draw to the device before scaling it

    def __init__(self, seed: int | None = None, pause: Callable[[], None] | None = None):
        """``seed`` None: the global generators, as upstream after ``set_seed``."""
        self.numpy = np.random if seed is None else np.random.RandomState(seed)
        self.torch = None if seed is None else torch.Generator().manual_seed(seed)
        self.pause = pause or _go_on

    def int_range(self, low, high, shape, dtype) -> torch.Tensor:
        raise NotImplementedError

    def bools(self, shape) -> torch.Tensor:
        raise NotImplementedError

    def constant(self, shape, mean, dtype) -> torch.Tensor:
        raise NotImplementedError

    def normal(self, shape, std, mean, dtype) -> torch.Tensor:
        raise NotImplementedError


class _PassBenchLineage(_Lineage):
    """``graph_net_bench/torch/utils.py``: NumPy's legacy global RNG, float64 arithmetic, cast last."""

    name = "passbench"

    def int_range(self, low, high, shape, dtype):
        return torch.from_numpy(self.numpy.randint(low, high, size=shape)).to(dtype)

    def bools(self, shape):
        return torch.from_numpy(self.numpy.rand(*shape) > 0.5)

    def constant(self, shape, mean, dtype):
        return torch.from_numpy(np.full(shape, mean)).to(dtype)

    def normal(self, shape, std, mean, dtype):
        numel = int(np.prod(shape))
        if numel <= _CHUNK:
            values = self.numpy.randn(*shape) * std * 0.2 + mean
            return torch.from_numpy(np.asarray(values)).to(dtype)
        # One randn call or several back to back draw the same stream (the legacy
        # generator keeps its spare Gaussian between calls), and in-place float64
        # arithmetic rounds as the expression does: the same bits in a fraction of
        # the memory, with the next chunk drawn while this one is converted.
        out = torch.empty(shape, dtype=dtype)
        flat = out.view(-1)
        for start, chunk in _drawn_in_background(self.numpy, numel, self.pause):
            chunk *= std
            chunk *= 0.2
            chunk += mean
            flat[start : start + chunk.size].copy_(torch.from_numpy(chunk))
        return out


class _GraphNetLineage(_Lineage):
    """``graph_net/torch/utils.py``: torch's CPU RNG; arithmetic in the tensor's dtype."""

    name = "graphnet"
    noise_shares_value_generator = True
    scales_on_run_device = True

    def int_range(self, low, high, shape, dtype):
        return torch.randint(low, high, size=shape, dtype=dtype, generator=self.torch)

    def bools(self, shape):
        return (torch.randn(size=shape, generator=self.torch) > 0.5).to(torch.bool)

    def constant(self, shape, mean, dtype):
        return torch.full(size=shape, fill_value=mean, dtype=dtype)

    def unscaled_normal(self, shape, dtype):
        return torch.randn(size=shape, generator=self.torch).to(dtype)

    def normal(self, shape, std, mean, dtype):
        # Upstream scales on the run device. This serves CPU runs, and integer dtypes anywhere
        # (their float32 result rounds alike on CPU and CUDA); float draws for another device
        # are scaled there (_DeviceScaling).
        values = self.unscaled_normal(shape, dtype)
        if not dtype.is_floating_point:
            return values * std * 0.2 + mean  # promotes to a float tensor, as upstream's does
        # In place: the same kernels and roundings without three tensor-sized allocations.
        return values.mul_(std).mul_(0.2).add_(mean)


class _FreshDraws(_Lineage):
    """Not a replay: the same distributions drawn on the run device from a private generator, for the
    guard's fresh-input re-check, where speed matters and no upstream's bits do."""

    name = "fresh"

    def __init__(self, device: str, seed: int):
        self.device = device
        self.generator = torch.Generator(device=device)
        self.generator.manual_seed(seed)

    def int_range(self, low, high, shape, dtype):
        return torch.randint(low, high, size=shape, dtype=dtype, device=self.device, generator=self.generator)

    def bools(self, shape):
        return torch.rand(shape, device=self.device, generator=self.generator) > 0.5

    def constant(self, shape, mean, dtype):
        return torch.full(shape, mean, dtype=dtype, device=self.device)

    def normal(self, shape, std, mean, dtype):
        # In the input's own floating dtype, as ``FreshFill``'s trials draw: float32 values cast up told a float64
        # input's probe draw from every trial's (red team round 65b's DRAW_PRECISION_GATE: a graph wrote an input on
        # the trials only, and the probe never named it).
        if dtype.is_floating_point:
            return torch.empty(shape, dtype=dtype, device=self.device).normal_(mean, std * 0.2, generator=self.generator)
        values = torch.randn(shape, device=self.device, generator=self.generator)
        return values.mul_(std * 0.2).add_(mean).to(dtype)


_LINEAGES: dict[str, type[_Lineage]] = {lineage.name: lineage for lineage in (_PassBenchLineage, _GraphNetLineage)}
assert tuple(_LINEAGES) == REPLAY_LINEAGES


def _go_on() -> None:
    """No pause: a replay in line runs through."""


def _drawn_in_background(generator, numel: int, pause: Callable[[], None]) -> Iterator[tuple[int, np.ndarray]]:
    """``generator.randn(numel)`` in chunks, the next drawn on a thread while the caller uses this one."""
    starts = range(0, numel, _CHUNK)
    with ThreadPoolExecutor(max_workers=1) as worker:  # NumPy releases the GIL while it draws
        pending = worker.submit(generator.randn, min(_CHUNK, numel))
        for start in starts:
            chunk = pending.result()
            following = start + _CHUNK
            if following < numel:
                pause()
                pending = worker.submit(generator.randn, min(_CHUNK, numel - following))
            yield start, chunk


def _converted(meta: TensorMeta, lineage: _Lineage) -> torch.Tensor | None:
    """Upstream's conversion step: an integer range drawn now, or the literal data; else None."""
    dtype = torch_dtype(meta)
    where = f"{meta.origin}: {meta.class_name}"
    if meta.min_val is not None and meta.max_val is not None and dtype in _RANGE_DTYPES:
        try:
            return lineage.int_range(meta.min_val, meta.max_val + 1, list(meta.shape), dtype)
        except (ValueError, TypeError, RuntimeError) as exc:
            raise SampleError(f"{where}: min_val {meta.min_val!r}, max_val {meta.max_val!r}: "
                              f"the {lineage.name} loader cannot draw this range: {exc}") from exc
    if meta.data is not None:
        try:
            return torch.tensor(meta.data, dtype=dtype).reshape(list(meta.shape))
        except (ValueError, TypeError, RuntimeError, OverflowError) as exc:
            raise SampleError(f"{where}.data does not make a {meta.dtype} tensor of shape {list(meta.shape)}: {exc}") from exc
    return None


def _clamped(tensor: torch.Tensor, min_val, max_val) -> torch.Tensor:
    """Upstream's bounds: ``min_val`` then ``max_val``, each where the meta has it."""
    if min_val is not None:
        tensor = torch.clamp(tensor, min=min_val)
    if max_val is not None:
        tensor = torch.clamp(tensor, max=max_val)
    return tensor


def _std_and_mean(meta: TensorMeta) -> tuple:
    return (0.1 if meta.std is None else meta.std), (0 if meta.mean is None else meta.mean)


def _device_scaling(meta: TensorMeta) -> _DeviceScaling | None:
    """The scaling of a float normal draw, for lineages that scale on the run device; None otherwise."""
    std, mean = _std_and_mean(meta)
    if not torch_dtype(meta).is_floating_point or std == 0:
        return None
    return _DeviceScaling(std, mean, meta.min_val, meta.max_val)


def _random(meta: TensorMeta, lineage: _Lineage) -> torch.Tensor:
    """Upstream's ``replay_tensor`` for an entry without data, before the non-finite repair."""
    dtype = torch_dtype(meta)
    shape = list(meta.shape)
    if dtype is torch.bool:
        return lineage.bools(shape)
    std, mean = _std_and_mean(meta)
    try:
        tensor = lineage.constant(shape, mean, dtype) if std == 0 else lineage.normal(shape, std, mean, dtype)
        tensor = _clamped(tensor, meta.min_val, meta.max_val)
    except (ValueError, TypeError, RuntimeError, OverflowError) as exc:
        raise SampleError(f"{meta.origin}: {meta.class_name}: the {lineage.name} loader cannot replay it "
                          f"(mean {meta.mean!r}, std {meta.std!r}, min_val {meta.min_val!r}, "
                          f"max_val {meta.max_val!r}): {exc}") from exc
    return tensor


def replay_on_cpu(
    metas: Sequence[TensorMeta],
    device: str,
    lineage: str = REPLAY_LINEAGES[0],
    input_metas: Sequence[TensorMeta] = (),
    seed: int | None = None,
    pause: Callable[[], None] | None = None,
) -> ReplayedInputs:
    """The inputs a replay on ``device`` gives, made on the CPU; ``.to(device)`` finishes them.

    ``metas`` come from ``weight_meta.py`` and ``input_metas`` from ``input_meta.py``
    (converted first and never replayed, but their integer ranges take draws). ``seed``:
    private generators seeded with it; None: the global ones, seeded by the caller. ``pause``:
    called before each tensor and chunk, returns when the replay may go on (a background replay
    waits there while the device is timed).
    """
    if lineage not in _LINEAGES:
        raise ValueError(f"unknown replay lineage {lineage!r}; choose one of {REPLAY_LINEAGES}")
    draws = _LINEAGES[lineage](seed, pause)
    for meta in input_metas:
        _converted(meta, draws)
    # Upstream keys a dict by name: a repeated name keeps its first place and its last entry.
    entries: dict[str, tuple[TensorMeta, torch.Tensor | None]] = {}
    for meta in sorted(metas, key=lambda m: m.class_name):
        entries[meta.name] = (meta, _converted(meta, draws))
    # Repair noise comes from the run device's generator. Only the graphnet lineage on
    # the CPU shares it with the values, so only there must it be drawn in line.
    on_cpu = torch.device(device).type == "cpu"
    inline_noise = draws.noise_shares_value_generator and on_cpu
    replayed = ReplayedInputs(tensors={}, device=device, seed=torch.initial_seed() if seed is None else seed)
    for name, (meta, fixed) in entries.items():
        draws.pause()
        if fixed is not None:
            replayed.tensors[name] = fixed  # literal data and integer ranges are used as they are
            continue
        scaling = None if on_cpu or not draws.scales_on_run_device else _device_scaling(meta)
        if scaling is not None:
            replayed.tensors[name] = draws.unscaled_normal(list(meta.shape), torch_dtype(meta))
            replayed.scalings[name] = scaling
            replayed.noise.append(_NoiseDraw(name, tuple(meta.shape), torch_dtype(meta), needs_repair=False))
            continue
        tensor = _random(meta, draws)
        if torch_dtype(meta).is_floating_point:
            finite = _all_finite(tensor)
            noise = torch.randn(tensor.shape, dtype=tensor.dtype, generator=draws.torch) if inline_noise else None
            if noise is None:
                replayed.noise.append(_NoiseDraw(name, tuple(tensor.shape), tensor.dtype, needs_repair=not finite))
            # Where every value is finite the repair keeps them all: only the clamp remains.
            if finite:
                tensor = tensor.clamp_(-100.0, 100.0)
            elif noise is not None:
                tensor = _repaired(tensor, noise)
        replayed.tensors[name] = tensor
    return replayed


def replay_inputs(
    metas: Sequence[TensorMeta],
    device: str,
    lineage: str = REPLAY_LINEAGES[0],
    input_metas: Sequence[TensorMeta] = (),
) -> dict[str, torch.Tensor]:
    """Tensors keyed by forward-argument name, as the lineage's upstream loader replays them on ``device``."""
    return replay_on_cpu(metas, device, lineage, input_metas).to(device)


def _by_name(metas: Sequence[TensorMeta]) -> dict[str, TensorMeta]:
    """One meta per input, as upstream keys them: in class-name order, a repeated name's last."""
    return {meta.name: meta for meta in sorted(metas, key=lambda m: m.class_name)}


def draw_fresh(metas: Sequence[TensorMeta], device: str, seed: int) -> dict[str, torch.Tensor]:
    """Inputs like the replay's (shapes, dtypes, literal data, ranges, clamps) but other values, drawn
    on ``device`` in milliseconds: what a guard re-check needs, bit-identical to nothing upstream."""
    draws = _FreshDraws(device, seed)
    inputs = {}
    for name, meta in _by_name(metas).items():
        fixed = _converted(meta, draws)
        if fixed is not None:
            inputs[name] = fixed.to(device)
            continue
        tensor = _random(meta, draws)
        inputs[name] = tensor.clamp_(-100.0, 100.0) if tensor.dtype.is_floating_point else tensor
    return inputs


class FreshFill:
    """Fresh values for every timed trial, written into the call's own input tensors: the
    distributions of ``draw_fresh`` (shapes, dtypes, ranges, clamps, literal data), drawn on the
    tensors' device from one generator seeded per trial. In place, so tensor identity, data_ptr
    and what sits in the caches stay those of PassBench's loop, which reuses its input tensors.

    Every input is rewritten, literal data and constants too: a graph that writes to its inputs
    starts each trial from the seed alone, so two processes filling from one seed hold the same
    inputs. Float draws go straight into the tensor (one kernel each); the clamp to [-100, 100]
    runs only where a draw can reach it.

    The fixed integer inputs named in ``vary`` (``fixed_integer_inputs``, which fill alike for every
    seed) then have a random subset of their elements moved within their span (``moved_within_span``,
    from the same generator): the trials' audits compare the pass with eager on values it cannot
    predict, and the replayed value at any one position does not tell a trial from the judged call.
    """

    def __init__(self, metas: Sequence[TensorMeta], inputs: dict[str, torch.Tensor], vary: Sequence[str] = ()):
        device = next(iter(inputs.values())).device if inputs else torch.device("cpu")
        self.generator = torch.Generator(device=device)
        self.steps = []
        self.spans = {}  # of the fixed integer inputs in ``vary``: where their elements move
        fixed = [name for name in fixed_integer_inputs(metas) if name in vary]
        for name, meta in _by_name(metas).items():
            if name in inputs:
                step = self._step(meta, inputs[name])
                self.steps.append((name, inputs[name], step))
                if name in fixed:
                    values = inputs[name].clone()
                    step(values, self.generator)  # alike for every seed
                    self.spans[name] = _span(values)

    def __call__(self, seed: int) -> None:
        self.generator.manual_seed(seed)
        for name, tensor, step in self.steps:
            step(tensor, self.generator)
            if name in self.spans:
                tensor.copy_(moved_within_span(tensor, self.spans[name], self.generator, every=False))

    @staticmethod
    def _step(meta: TensorMeta, tensor: torch.Tensor) -> Callable[[torch.Tensor, torch.Generator], object]:
        dtype = torch_dtype(meta)
        if meta.min_val is not None and meta.max_val is not None and dtype in _RANGE_DTYPES:
            low, high = int(meta.min_val), int(meta.max_val) + 1
            return lambda t, g: t.random_(low, high, generator=g)
        if meta.data is not None:
            literal = _converted(meta, _FreshDraws(str(tensor.device), 0)).to(tensor.device)
            return lambda t, g: t.copy_(literal)
        if dtype is torch.bool:
            return lambda t, g: t.random_(0, 2, generator=g)
        std, mean = _std_and_mean(meta)
        if std == 0:
            constant = _random(meta, _FreshDraws(str(tensor.device), 0))
            constant = constant.clamp_(-100.0, 100.0) if constant.dtype.is_floating_point else constant
            return lambda t, g: t.copy_(constant)
        scale, low, high = std * 0.2, meta.min_val, meta.max_val
        bounded = low is not None or high is not None
        floating = tensor.is_floating_point()
        wide = floating and abs(mean) + 8 * scale > 100  # else no draw reaches the clamp to [-100, 100] in practice

        def draw(t: torch.Tensor, g: torch.Generator) -> None:
            if floating:
                t.normal_(mean, scale, generator=g)
            else:  # an integer tensor without a range: a float draw, cast
                t.copy_(torch.randn(t.shape, device=t.device, generator=g).mul_(scale).add_(mean))
            if bounded:
                t.clamp_(min=low, max=high)
            if wide:
                t.clamp_(-100.0, 100.0)

        return draw


# A normal draw's values lie within this many standard deviations of its mean (99.7 % of them): where
# both ends give one value, so does (almost) every draw.
_DRAW_SPAN = 3


def degenerate_inputs(metas: Sequence[TensorMeta]) -> dict[str, str]:
    """The inputs that fill alike for every seed (``FreshFill``, the re-check's ``draw_fresh``, the
    replay), by name, each with why: every trial and audit sees the judged call's values there, so a
    kernel that ignores them is not caught by them. Derived from the meta, branch by branch as
    ``FreshFill._step`` fills (a comparison of two fills would miss a one-element input that rounds
    alike for two seeds by chance)."""
    unique = _by_name(metas)
    return {name: why for name, meta in unique.items() if (why := _why_fixed(meta)) is not None}


def _why_fixed(meta: TensorMeta) -> str | None:
    dtype = torch_dtype(meta)
    if meta.min_val is not None and meta.max_val is not None and dtype in _RANGE_DTYPES:
        return "an integer range of one value" if int(meta.min_val) == int(meta.max_val) else None
    if meta.data is not None:
        return "literal data"
    if dtype is torch.bool:
        return None
    std, mean = _std_and_mean(meta)
    if std == 0:
        return "std 0"
    # The draw's two ends as FreshFill makes them: mean +- the span, clamped, cast (ints truncate,
    # float16/bfloat16 round).
    ends = torch.tensor([mean - _DRAW_SPAN * std * 0.2, mean + _DRAW_SPAN * std * 0.2], dtype=torch.float64)
    low, high = _clamped(ends, meta.min_val, meta.max_val).to(dtype).tolist()
    if low == high:
        if dtype.is_floating_point:
            return f"std {std} rounds to {low} in {meta.torch_dtype_name}"
        return f"{meta.torch_dtype_name} without a range: every draw truncates to {low}"
    if dtype.is_floating_point:
        return None
    share, value = _modal_share(meta)
    repeats = share ** math.prod(meta.shape)
    if repeats < _REPEATS_FIXED:
        return None
    return (f"{meta.torch_dtype_name} without a range: a fill is all {value} with chance {repeats:.2f} (a draw "
            f"truncates to {value} {share:.1%} of the time)")


# An integer input without a range whose fills repeat the replayed values this often is fixed too, beyond
# the draw's ends (round 9b near_fixed: std 2 draws randn x 0.4, which truncates to 0 in 98.8 % of draws).
_REPEATS_FIXED = 0.5
_MODAL_PROBES = 4096


def _modal_share(meta: TensorMeta) -> tuple[float, int]:
    """The share of the commonest value among ``_MODAL_PROBES`` draws of one element of ``meta``, drawn as
    ``FreshFill`` draws it (from a fixed seed: the same answer every time), and that value."""
    probes = torch.empty(_MODAL_PROBES, dtype=torch_dtype(meta))
    FreshFill._step(meta, probes)(probes, torch.Generator().manual_seed(0))
    values, counts = probes.unique(return_counts=True)
    commonest = int(counts.argmax())
    return int(counts[commonest]) / _MODAL_PROBES, int(values[commonest])


def fixed_integer_inputs(metas: Sequence[TensorMeta]) -> list[str]:
    """The fixed inputs (``degenerate_inputs``) of an integer dtype with values, which the guard's
    fresh-input re-check varies (``vary_fixed_integers``)."""
    unique = _by_name(metas)
    return [name for name in degenerate_inputs(metas)
            if _is_integer(torch_dtype(unique[name])) and all(size > 0 for size in unique[name].shape)]


def _is_integer(dtype: torch.dtype) -> bool:
    return not (dtype is torch.bool or dtype.is_floating_point or dtype.is_complex)


def _span(values: torch.Tensor) -> tuple[int, int]:
    """Where a fixed integer input's values may move: within their span, or for an input of one value c
    within [c - 2, c + 2] (not below 0 where c is not: indices stay indices), inside the dtype."""
    low, high = int(values.min()), int(values.max())
    if low == high:
        info = torch.iinfo(values.dtype)
        low, high = max(low - 2, 0 if low >= 0 else info.min), min(high + 2, info.max)
    return low, high


# The share of a fixed integer input's elements a varied fill moves: the others keep their replayed
# values, so the value at any one position tells a varied fill from the replay only half the time.
MOVED_SHARE = 0.5


def moved_within_span(values: torch.Tensor, span: tuple[int, int], generator: torch.Generator,
                      every: bool) -> torch.Tensor:
    """``values`` with elements moved to another value in ``span``: every one, or each with probability
    ``MOVED_SHARE``; drawn from ``generator`` on its device."""
    low, high = span
    # Uniform over [low, high] less the element's own value: a draw over one value fewer, moved up by
    # one from the element's value on.
    draw = torch.randint(low, high, values.shape, generator=generator, dtype=torch.int64, device=values.device)
    moved = (draw + (draw >= values).to(torch.int64)).to(values.dtype)
    if every:
        return moved
    chosen = torch.rand(values.shape, generator=generator, device=values.device) < MOVED_SHARE
    return torch.where(chosen, moved, values)


def repeat_chance(fixed: dict[str, torch.Tensor]) -> float:
    """The chance that two trials' fills (``FreshFill``) leave the fixed integer inputs ``fixed`` (their
    replayed values) with the same contents: per element, both keep the replayed value, or both move it
    to the same one of the span's other values."""
    chance = 1.0
    for values in fixed.values():
        low, high = _span(values)
        element = (1 - MOVED_SHARE) ** 2 + MOVED_SHARE ** 2 / (high - low)
        chance *= element ** values.numel()
    return chance


def vary_fixed_integers(metas: Sequence[TensorMeta], replayed: dict[str, torch.Tensor], seed: int,
                        names: Sequence[str] | None = None, every: bool = False) -> dict[str, torch.Tensor]:
    """Other values for ``fixed_integer_inputs`` (those in ``names`` where given), off PassBench's
    replay: a random subset of the elements moved within their span (``_span``), or ``every`` element
    (the most a varied fill moves: what eager is checked on before the trials vary them). An index
    past a bound can still fail the model: the caller checks that eager runs on them."""
    generator = torch.Generator().manual_seed(seed)
    varied = {}
    for name in fixed_integer_inputs(metas):
        if names is None or name in names:
            values = replayed[name].cpu()
            varied[name] = moved_within_span(values, _span(values), generator, every)
    return varied


class _DeviceRewriter(ast.NodeTransformer):
    """Point device literals (``device='cuda:0'``, ``torch.device('cuda')``) at the run device."""

    def __init__(self, device: str):
        self.device = device

    def _is_device_literal(self, node: ast.AST) -> bool:
        return isinstance(node, ast.Constant) and isinstance(node.value, str) and (
            node.value in ("cpu", "cuda") or node.value.startswith("cuda:")
        )

    def visit_keyword(self, node: ast.keyword) -> ast.keyword:
        self.generic_visit(node)
        if node.arg == "device" and self._is_device_literal(node.value):
            node.value = ast.Constant(self.device)
        return node

    def visit_Call(self, node: ast.Call) -> ast.Call:
        self.generic_visit(node)
        if ast.unparse(node.func) not in ("torch.device", "device"):
            return node
        # torch.device('cuda:0') and Dynamo's device(type='cuda', index=0) both become device('<run device>').
        literal = (node.args[:1] or [k.value for k in node.keywords if k.arg == "type"])[:1]
        if literal and self._is_device_literal(literal[0]):
            node.args = [ast.Constant(self.device)]
            node.keywords = []
        return node


def load_model(model_file: Path, device: str) -> torch.nn.Module:
    """Exec a GraphNet ``model.py`` with its device literals rewritten, and instantiate it."""
    try:  # bytes, as Python reads a source file (its coding line), and as guard.versionless_writes reads it
        tree = ast.parse(model_file.read_bytes(), filename=str(model_file))
    except SyntaxError as exc:
        raise SampleError(f"{model_file}:{exc.lineno}: not valid Python: {exc.msg}") from exc
    tree = ast.fix_missing_locations(_DeviceRewriter(device).visit(tree))
    namespace: dict[str, object] = {"__name__": f"passnet_model_{abs(hash(str(model_file)))}"}
    # Compiling under the real path gives every variant its own code object (so
    # Dynamo's caches never mix variants) and makes tracebacks point at the file.
    exec(compile(tree, str(model_file), "exec"), namespace)
    module_class = namespace.get("GraphModule")
    if not isinstance(module_class, type):
        raise SampleError(f"{model_file}: defines no class GraphModule")
    return module_class().to(device)


def bind_arguments(model: torch.nn.Module, inputs: dict[str, torch.Tensor]) -> tuple[tuple, dict]:
    """Positional arguments in forward-signature order, as PassBench binds them."""
    return bind_to(forward_parameters(model), inputs)


def forward_parameters(model: torch.nn.Module) -> list[str]:
    """The names ``forward`` takes positionally, in order."""
    return [
        p.name
        for p in inspect.signature(model.forward).parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]


def bind_to(params: list[str], inputs: dict[str, torch.Tensor]) -> tuple[tuple, dict]:
    """``bind_arguments`` for a model known by its ``forward_parameters``."""
    if not params:
        return (), dict(inputs)
    missing = [name for name in params if name not in inputs]
    if missing:
        raise SampleError(f"forward() takes {', '.join(missing)} but weight_meta.py has no entry for it")
    return tuple(inputs[name] for name in params), {}
