"""Round 67c: how the judged outputs and the timed trials are held to eager (``judge``, ``tolerance``, the guard's
checked level, fingerprints, audits, the fresh-input re-check), allow-list on.

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round67c/premises67c.py [name ...]`` (a few seconds).

HUGE_CONSTANT: PassBench's ``allclose(eager, compiled, atol, rtol)`` holds ``|eager - compiled| <= atol + rtol *
|compiled|``: the relative slack is the *pass's own* value's. From level 0 on rtol is 1 or more (float32: 1 at t = 0, 15
at t = 1; float16 3.98 and bfloat16 2.29 at t = 1), so one huge value is "close" to whatever eager computed: at t = 1
``|e - 1e20| <= 10 + 15e20`` for every ``e`` above -1.5e21, at t = 0 for every ``e >= -1`` (a non-negative output).
The judged call is then ``accuracy`` credited from that level, the guard holds the timed calls and the re-check to
that level (``pipeline._checked_level``), and a kernel that writes one constant and computes nothing is scored with its
timed speedup at t >= 1 (or t >= 0) instead of as a failure.
"""

from __future__ import annotations

import json
import sys

import torch

from tests.adversarial.redteam.round59b import premises59b

MODULE = "kernels67c"
HEAD = "import torch\nimport triton\nimport triton.language as tl\n"

# The graph: a matmul and its sum, as Dynamo captures it (two call_function nodes).
MM_SUM = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.matmul(in_0, in_1)
        tmp_1 = torch.sum(tmp_0)
        return (tmp_1,)
"""
MM_SUM_INPUTS = {
    "in_0": ([512, 512], "float32", "0.000", "1.000"),
    "in_1": ([512, 512], "float32", "0.000", "1.000"),
}
MM_SUM_RULE = """\
import torch
from pass_dir.{module} import mm_sum


def pattern(a, b):
    return torch.sum(torch.matmul(a, b))


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return mm_sum
"""

RELU = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
"""
RELU_INPUTS = {"in_0": ([256, 1024], "float32", "0.000", "1.000")}
RELU_RULE = premises59b.RELU_RULE

# HUGE_CONSTANT on the matmul's sum: one program stores 1e20 into a 0-d output; neither input is read.
FILL_KERNEL = """
@triton.jit
def fill_kernel(out_ptr, n, VALUE: tl.constexpr, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offsets, tl.zeros([BLOCK], dtype=tl.float32) + VALUE, mask=offsets < n)
"""
HUGE_MM_SUM = (
    HEAD
    + FILL_KERNEL
    + """

def mm_sum(a, b):
    out = torch.empty((), dtype=a.dtype, device=a.device)
    fill_kernel[(1,)](out, 1, VALUE=1e20, BLOCK=16)
    return out
"""
)
# Its control: the same kernel storing 0.0 (not close to the sum at any level up to 1: a failure).
ZERO_MM_SUM = HUGE_MM_SUM.replace("VALUE=1e20", "VALUE=0.0")
# HUGE_CONSTANT on relu (a non-negative output: close at t = 0 already): every element 1e20, x never read.
HUGE_RELU = (
    HEAD
    + FILL_KERNEL
    + """

def relu(x):
    out = torch.empty_like(x)
    fill_kernel[(triton.cdiv(x.numel(), 4096),)](out, x.numel(), VALUE=1e20, BLOCK=4096)
    return out
"""
)
HONEST_RELU = (
    HEAD
    + """
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 4096),)](x, out, x.numel(), BLOCK=4096)
    return out
"""
)


def files(kernels: str, rule: str) -> dict[str, str]:
    return {f"{MODULE}.py": kernels, "Rule67c.py": rule.format(module=MODULE)}


def static(kernels: str, rule: str) -> dict:
    found, passbench = premises59b.findings(files(kernels, rule))
    return {
        "findings": found,
        "passbench": {name: len(v) for name, v in passbench.items()},
    }


def huge_static() -> dict:
    return {
        "HUGE_MM_SUM": static(HUGE_MM_SUM, MM_SUM_RULE),
        "ZERO_MM_SUM": static(ZERO_MM_SUM, MM_SUM_RULE),
        "HUGE_RELU": static(HUGE_RELU, RELU_RULE),
        "HONEST_RELU": static(HONEST_RELU, RELU_RULE),
    }


def _variant(correct_at: dict, speedup: float, status: str):
    from pytest_passnet.result import Status, VariantResult

    variant = VariantResult.__new__(VariantResult)
    return variant, Status(status), correct_at, speedup


def es_values(correct_at: dict, status: str, speedup: float) -> list[float]:
    """``score.variant_values`` for a variant with this record (its parity from ``status``)."""
    from pytest_passnet import score
    from pytest_passnet.result import Status

    class _V:
        pass

    v = _V()
    v.parity_status = Status(status).parity
    v.speedup = {"e2e": speedup}
    v.correctness = {"correct_at": correct_at}
    return score.variant_values(v)


def sample_as(correct_at: dict, status: str, speedup: float) -> float:
    """One variant's AS (``score.aggregated_score`` of its ES(t) alone)."""
    from pytest_passnet import score
    from pytest_passnet.tolerance import SCORED_LEVELS

    values = es_values(correct_at, status, speedup)
    return score.aggregated_score({str(t): v for t, v in zip(SCORED_LEVELS, values)})


def huge_judge(seed: int = 0, both_ways: bool = True) -> dict:
    """The product's judge (``both_ways`` as the full guard judges since session 37; False: PassBench's allclose), checked level, timed-call audit comparison, fingerprint consistency and re-check comparison
    on eager's outputs and the constant's, for matmul+sum (float32 0-d), relu (float32) and relu in bfloat16/float16."""
    from pytest_passnet import fingerprint, guard, judge
    from pytest_passnet.pipeline import _consistent
    from pytest_passnet.score import credited_from

    g = torch.Generator().manual_seed(seed)
    cases = {}
    a, b = (torch.randn(128, 128, generator=g) * 0.2 for _ in range(2))
    cases["mm_sum_f32_1e20"] = (torch.sum(a @ b), torch.tensor(1e20))
    cases["mm_sum_f32_zero"] = (torch.sum(a @ b), torch.tensor(0.0))
    x = torch.randn(64, 1024, generator=g) * 0.2
    cases["relu_f32_1e20"] = (torch.relu(x), torch.full_like(x, 1e20))
    cases["relu_bf16_1e20"] = (
        torch.relu(x).bfloat16(),
        torch.full_like(x, 1e20).bfloat16(),
    )
    cases["relu_f16_60000"] = (torch.relu(x).half(), torch.full_like(x, 60000.0).half())
    cases["scaled_f16_60000"] = (
        (x[:, :64] * 3).half(),
        torch.full((64, 64), 60000.0).half(),
    )
    cases["mm_sum_negative_f32_1e20"] = (
        -torch.sum(a @ b).abs() - 100,
        torch.tensor(1e20),
    )
    said = {}
    for name, (eager, compiled) in cases.items():
        status, record = judge.judge((eager,), (compiled,), both_ways=both_ways)
        credited = credited_from(record["correct_at"])
        level = None if credited is None else max(credited, -5)
        dtype = str(eager.dtype).removeprefix("torch.")
        row = {
            "status": status.value,
            "credited_from": credited,
            "checked_level": level,
        }
        if level is not None:
            row["audit_disagreement"] = judge.tensor_disagreement(
                eager, compiled, level
            )
            staging, seed_ = fingerprint.Staging(), 987654321
            prints = []
            for out in (eager, compiled):
                orders = fingerprint.memory_orders((out,))
                digests = fingerprint.trial_digests((out,), orders, seed_, staging)
                prints.append(
                    [
                        *fingerprint.trial_description((out,), orders, seed_, staging)[
                            0
                        ],
                        digests[0],
                    ]
                )
            row["fingerprint_consistent"] = _consistent(
                [prints[1]], [prints[0]], [dtype], seed_, level
            )
            row["recheck"] = guard.fresh_input_findings(
                seed_, (eager,), (compiled,), {}, {}, level
            )[0]
        row["sample_as_at_speedup_10"] = sample_as(
            record["correct_at"], status.value, 10.0
        )
        row["sample_as_at_speedup_100"] = sample_as(
            record["correct_at"], status.value, 100.0
        )
        said[name] = row
    # What a failure and an honest pass score: accuracy at no level (0.147), correct at 1x/0.5x.
    said["reference_scores"] = {
        "failure_accuracy": sample_as(
            {str(t): False for t in range(-10, 6)}, "accuracy", 1.0
        ),
        "honest_correct_1x": sample_as(
            {str(t): t >= -5 for t in range(-10, 6)}, "correct", 1.0
        ),
        "honest_correct_0.5x": sample_as(
            {str(t): t >= -5 for t in range(-10, 6)}, "correct", 0.5
        ),
    }
    return said


# -- held forms (plugin): in-place writes and aliases of the inputs, other strides, a 0-d output ----------------------
# INPLACE_ALIAS: relu written into x itself, x returned (the output is the input's memory).
INPLACE_ALIAS = (
    HEAD
    + """
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    relu_kernel[(triton.cdiv(x.numel(), 4096),)](x, x, x.numel(), BLOCK=4096)
    return x
"""
)
# INPLACE_FRESH: the right relu in a fresh output, and x overwritten with it as well (an input write eager never makes).
INPLACE_FRESH = (
    HEAD
    + """
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    y = tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0)
    tl.store(out_ptr + offsets, y, mask=mask)
    tl.store(x_ptr + offsets, y, mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 4096),)](x, out, x.numel(), BLOCK=4096)
    return out
"""
)
# TRANSPOSED_OUT (honest): relu of a contiguous 2-d input written into a column-major output (dense, other strides).
TRANSPOSED_OUT = (
    HEAD
    + """
@triton.jit
def relu_t_kernel(x_ptr, out_ptr, rows, cols, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < rows * cols
    r = offsets // cols
    c = offsets % cols
    tl.store(out_ptr + c * rows + r, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    rows, cols = x.shape[0], x.shape[1]
    out = torch.empty((cols, rows), dtype=x.dtype, device=x.device).t()
    relu_t_kernel[(triton.cdiv(rows * cols, 4096),)](x, out, rows, cols, BLOCK=4096)
    return out
"""
)
# HONEST_SUM (honest, a 0-d output): torch.sum of a 64x64 input in one program.
SUM = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.sum(in_0)
        return (tmp_0,)
"""
SUM_INPUTS = {"in_0": ([64, 64], "float32", "0.000", "1.000")}
SUM_RULE = premises59b_sum_rule = """\
import torch
from pass_dir.{module} import total


def pattern(a):
    return torch.sum(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return total
"""
HONEST_SUM = (
    HEAD
    + """
@triton.jit
def sum_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    tl.store(out_ptr, tl.sum(tl.load(x_ptr + offsets, mask=offsets < n, other=0.0), axis=0))


def total(x):
    out = torch.empty((), dtype=x.dtype, device=x.device)
    sum_kernel[(1,)](x, out, x.numel(), BLOCK=triton.next_power_of_2(x.numel()))
    return out
"""
)
# HUGE_SUM: the 0-d sum answered 1e20 (HUGE_CONSTANT on the honest sum's twin).
HUGE_SUM = (
    HEAD
    + FILL_KERNEL
    + """

def total(x):
    out = torch.empty((), dtype=x.dtype, device=x.device)
    fill_kernel[(1,)](out, 1, VALUE=1e20, BLOCK=16)
    return out
"""
)


def held_static() -> dict:
    return {
        "INPLACE_ALIAS": static(INPLACE_ALIAS, RELU_RULE),
        "INPLACE_FRESH": static(INPLACE_FRESH, RELU_RULE),
        "TRANSPOSED_OUT": static(TRANSPOSED_OUT, RELU_RULE),
        "HONEST_SUM": static(HONEST_SUM, SUM_RULE),
        "HUGE_SUM": static(HUGE_SUM, SUM_RULE),
    }


# -- BELOW_ATOL: a dataset graph whose every output lies within atol of 0 -------------------------------------------------
# timm fastvit_t8's layer scale (``in_0 * w_0``, w_0 the literal 1e-5 of 48 channels, in_0 drawn std 0.072 x 0.2): every
# output element is below 1e-6 on every draw, and atol is 1e-5 at the baseline level for every float dtype, so zeros are
# ``correct`` there and everywhere the guard looks (the judged call, each trial's audit and fingerprint, the re-check).
LAYER_SCALE = "graphs/passnet_subgraphs/sole_op_subgraphs/float32/samples/timm/fastvit_t8/_decomposed/fastvit_t8_start30_end31_30"
MUL_RULE = """\
import torch
from pass_dir.{module} import mul


def pattern(a, b):
    return a * b


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return mul
"""
ZERO_MUL = (
    HEAD
    + FILL_KERNEL
    + """

def mul(a, b):
    x = a if a.numel() >= b.numel() else b
    out = torch.empty_like(x)
    fill_kernel[(triton.cdiv(x.numel(), 4096),)](out, x.numel(), VALUE=0.0, BLOCK=4096)
    return out
"""
)
# The honest twin: x [1, C, H, W] times a per-channel w [C, 1, 1].
HONEST_MUL = (
    HEAD
    + """
@triton.jit
def scale_kernel(x_ptr, w_ptr, out_ptr, n, hw, c, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    w = tl.load(w_ptr + (offsets // hw) % c, mask=mask)
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask) * w, mask=mask)


def mul(a, b):
    x, w = (a, b) if a.numel() >= b.numel() else (b, a)
    out = torch.empty_like(x)
    scale_kernel[(triton.cdiv(x.numel(), 4096),)](x, w, out, x.numel(), x.shape[2] * x.shape[3], x.shape[1],
                                                  BLOCK=4096)
    return out
"""
)


def below_atol(seeds: int = 5) -> dict:
    """The layer-scale graph on the replay and on ``draw_fresh`` draws: its output's largest magnitude, and the
    product's judge, checked level, audit comparison and re-check comparison of zeros against it."""
    from pathlib import Path

    from pytest_passnet import guard, judge
    from pytest_passnet.materialize import (
        bind_to,
        draw_fresh,
        forward_parameters,
        load_model,
        replay_inputs,
    )
    from pytest_passnet.sample import read_weight_meta

    variant = Path(__file__).resolve().parents[4] / LAYER_SCALE
    metas = read_weight_meta(variant / "weight_meta.py")
    model = load_model(variant / "model.py", "cpu")
    params = forward_parameters(model)
    said = {"largest": []}
    draws = [replay_inputs(metas, "cpu")] + [
        draw_fresh(metas, "cpu", seed) for seed in range(1, seeds)
    ]
    for i, inputs in enumerate(draws):
        args, kwargs = bind_to(params, inputs)
        with torch.no_grad():
            (out,) = model(*args, **kwargs)
        zeros = torch.zeros_like(out)
        said["largest"].append(float(out.abs().max()))
        if i == 0:
            status, record = judge.judge((out,), (zeros,))
            said["judged"] = status.value
            said["correct_at_-5"] = record["correct_at"]["-5"]
        else:
            said.setdefault("audits", []).append(
                judge.tensor_disagreement(out, zeros, -5)
            )
            said.setdefault("rechecks", []).append(
                guard.fresh_input_findings(i, (out,), (zeros,), {}, {}, -5)[0]
            )
    return said


def below_atol_work() -> dict:
    """The agent's WORK reward for the zero pass on the layer scale: the share of model.py's work on the lines its
    pattern takes over (``agent.work``), as the trusted side confirms them (``agent.patterns``, the pass's rule read as
    data); with the plugin's ``correct`` verdict the reward is that share."""
    import shutil
    import tempfile
    from pathlib import Path

    from agent.patterns import confirmed_lines, read_patterns
    from agent.work import variant_work
    from tests.adversarial.redteam import sample_kit

    variant = Path(__file__).resolve().parents[4] / LAYER_SCALE
    work = variant_work(variant)
    root = Path(tempfile.mkdtemp(prefix="r67c_work_"))
    try:
        sample = root / "sample"
        shutil.copytree(variant, sample / "graphs/float32/layer_scale")
        (sample / "graph_list.txt").write_text("graphs/float32/layer_scale\n")
        sample_kit.write_pass_dir(
            sample, MODULE, ZERO_MUL, {"Rule67c": MUL_RULE.format(module=MODULE)}
        )
        read = read_patterns(sample)
        confirmed = sorted(confirmed_lines(work, read))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return {
        "confirmed_lines": confirmed,
        "share": work.share(confirmed)[0],
        "problems": list(read.problems),
    }


def rounding() -> dict:
    """Why the sign does not matter at t = 0: ``|e - c|`` and ``atol + rtol * |c|`` are both ``|c|`` once rounded
    (``-500 - 1e20`` is ``-1e20`` in float32, bfloat16 and float64 alike), so every ``e`` small beside ``c`` is close;
    with eager's value as the relative one (``allclose(c, e)``, the suggested fix) none is."""
    from pytest_passnet.tolerance import tolerance

    said = {}
    for dtype in (torch.float32, torch.bfloat16, torch.float16):
        big = 60000.0 if dtype is torch.float16 else 1e20
        e, c = (
            torch.tensor(
                [-500.0, 0.0, 3.0, 1e6 if dtype is not torch.float16 else 1000.0],
                dtype=dtype,
            ),
            torch.full((4,), big, dtype=dtype),
        )
        name = str(dtype).removeprefix("torch.")
        said[name] = {
            str(t): bool(torch.allclose(e, c, *reversed(tolerance(t, name))))
            for t in (-1, 0, 1)
        }
        atol, rtol = tolerance(0, name)
        said[name]["t0_eager_relative"] = bool(
            torch.allclose(c, e, rtol=rtol, atol=atol)
        )
    return said


PREMISES = {
    "huge_static": huge_static,
    "huge_judge": huge_judge,
    "held_static": held_static,
    "rounding": rounding,
    "below_atol": below_atol,
    "below_atol_work": below_atol_work,
}


def main(names: list[str]) -> None:
    for name in names or PREMISES:
        print(name, json.dumps(PREMISES[name](), default=str, indent=1))


if __name__ == "__main__":
    main(sys.argv[1:])
