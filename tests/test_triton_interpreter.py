"""Triton's interpreter as ``pytest_passnet.triton_interpreter`` installs it: real kernels on bf16
give what the GPU computes — each op on the float32 values, rounded once to bf16 — checked against
torch's bf16 on CPU, which computes the same way; float16 and float32 kernels are unchanged. A
kernel reads and writes only the storages of the tensors its launch was given."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from pytest_passnet import triton_interpreter

pytestmark = pytest.mark.skipif(not triton_interpreter.interpret_enabled(), reason="Triton's interpreter is off")

triton = pytest.importorskip("triton")
tl = triton.language


@pytest.fixture(scope="module", autouse=True)
def emulated():
    assert triton_interpreter.install()


def ulps(actual: torch.Tensor, expected: torch.Tensor) -> int:
    """Largest distance in bf16 steps (over the sign-magnitude order of the bit patterns)."""
    def ordered(t):
        bits = t.contiguous().view(torch.int16).to(torch.int32)
        return torch.where(bits < 0, -(bits & 0x7FFF), bits)

    assert actual.dtype == expected.dtype == torch.bfloat16 and actual.shape == expected.shape
    return int((ordered(actual) - ordered(expected)).abs().max())


def values(*shape, scale=10.0, seed=0):
    """bf16 values of both signs, a few exact zeros among them."""
    g = torch.Generator().manual_seed(seed)
    x = (torch.randn(*shape, generator=g) * scale).to(torch.bfloat16)
    x.view(-1)[::37] = 0
    return x


# -- kernels ------------------------------------------------------------------------------


@triton.jit
def _chain(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, (x * 0.5 + x) / (tl.abs(y) + 1.0) - x * y, mask=mask)


@triton.jit
def _compare(x_ptr, y_ptr, gt_ptr, le_ptr, pick_ptr, max_ptr, min_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(gt_ptr + offs, (x > y).to(tl.int8), mask=mask)
    tl.store(le_ptr + offs, (x <= 0.0).to(tl.int8), mask=mask)
    tl.store(pick_ptr + offs, tl.where(x < y, x, -y), mask=mask)
    tl.store(max_ptr + offs, tl.maximum(x, y), mask=mask)
    tl.store(min_ptr + offs, tl.minimum(x, y), mask=mask)


@triton.jit
def _unary(x_ptr, neg_ptr, abs_ptr, exp_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(neg_ptr + offs, -x, mask=mask)
    tl.store(abs_ptr + offs, tl.abs(x) * 2.0, mask=mask)
    tl.store(exp_ptr + offs, tl.exp(x.to(tl.float32)), mask=mask)  # Triton takes no bf16 in exp, GPU or not


@triton.jit
def _fma(a_ptr, b_ptr, c_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)
    b = tl.load(b_ptr + offs, mask=mask)
    c = tl.load(c_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.fma(a, b, c), mask=mask)


@triton.jit
def _casts(x_ptr, to_bf16_ptr, int_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)  # float32
    tl.store(to_bf16_ptr + offs, x, mask=mask)  # the store casts to bf16
    tl.store(int_ptr + offs, offs.to(tl.bfloat16), mask=mask)


@triton.jit
def _rows(x_ptr, sum_ptr, max_ptr, argmax_ptr, cumsum_ptr, N: tl.constexpr):
    row = tl.program_id(0)
    x = tl.load(x_ptr + row * N + tl.arange(0, N))
    tl.store(sum_ptr + row, tl.sum(x, axis=0))
    tl.store(max_ptr + row, tl.max(x, axis=0))
    tl.store(argmax_ptr + row, tl.argmax(x, axis=0))
    tl.store(cumsum_ptr + row * N + tl.arange(0, N), tl.cumsum(x, axis=0))


@triton.jit
def _add(a, b):
    return a + b


@triton.jit
def _custom_reduce(x_ptr, out_ptr, N: tl.constexpr):
    row = tl.program_id(0)
    x = tl.load(x_ptr + row * N + tl.arange(0, N))
    tl.store(out_ptr + row, tl.reduce(x, 0, _add))


@triton.jit
def _dot(a_ptr, b_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    rm, rn, rk = tl.arange(0, M), tl.arange(0, N), tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], tl.dot(a, b))


@triton.jit
def _rms_norm(x_ptr, w_ptr, out_ptr, eps, N: tl.constexpr):
    """No upcast written: the products and the sum are bf16, Triton divides them in float32."""
    row = tl.program_id(0)
    cols = tl.arange(0, N)
    x = tl.load(x_ptr + row * N + cols)
    mean_square = tl.sum(x * x, axis=0) / N
    tl.store(out_ptr + row * N + cols, x * tl.rsqrt(mean_square + eps) * tl.load(w_ptr + cols))


@triton.jit
def _layer_norm(x_ptr, w_ptr, b_ptr, out_ptr, eps, N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, N)
    x = tl.load(x_ptr + row * N + cols)
    mean = tl.sum(x, axis=0) / N
    centred = x - mean
    var = tl.sum(centred * centred, axis=0) / N
    normed = centred / tl.sqrt(var + eps)
    tl.store(out_ptr + row * N + cols, normed * tl.load(w_ptr + cols) + tl.load(b_ptr + cols))


def _launch_1d(kernel, *tensors, block=64):
    n = tensors[0].numel()
    kernel[(triton.cdiv(n, block),)](*tensors, n, BLOCK=block)


# -- elementwise -------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32])
def test_elementwise_chain_rounds_each_op_like_torch(dtype):
    x, y = values(200, seed=1).to(dtype), values(200, seed=2).to(dtype)
    out = torch.empty_like(x)
    _launch_1d(_chain, x, y, out)
    # Triton divides half-precision floats in float32 (on a GPU too): the quotient is not rounded
    quotient = (x * 0.5 + x).float() / (y.abs() + 1.0).float()
    torch.testing.assert_close(out, (quotient - (x * y).float()).to(dtype), rtol=0, atol=0)


def test_comparisons_follow_values_not_bits():
    x, y = values(300, seed=3), values(300, seed=4)
    gt, le = torch.empty(300, dtype=torch.int8), torch.empty(300, dtype=torch.int8)
    pick, high, low = (torch.empty_like(x) for _ in range(3))
    _launch_1d(_compare, x, y, gt, le, pick, high, low)
    assert (x < 0).any() and (y < 0).any()
    assert torch.equal(gt.bool(), x > y) and torch.equal(le.bool(), x <= 0)
    assert torch.equal(pick, torch.where(x < y, x, -y))
    assert torch.equal(high, torch.maximum(x, y)) and torch.equal(low, torch.minimum(x, y))


def test_unary_ops_and_math_results_round_like_torch():
    x = values(256, scale=3.0, seed=5)
    neg, doubled, exp = (torch.empty_like(x) for _ in range(3))
    _launch_1d(_unary, x, neg, doubled, exp)
    assert torch.equal(neg, -x) and torch.equal(doubled, x.abs() * 2.0)
    assert ulps(exp, torch.exp(x.float()).bfloat16()) <= 1  # numpy's and torch's float32 exp may differ in the last bit


def test_fma_rounds_once_to_bf16():
    a, b, c = values(256, seed=6), values(256, seed=7), values(256, seed=8)
    out = torch.empty_like(a)
    _launch_1d(_fma, a, b, c, out)
    assert ulps(out, torch.addcmul(c.float(), a.float(), b.float()).bfloat16()) == 0
    assert ulps(out, a * b + c) > 0  # two roundings differ somewhere: the fma is not a mul and an add


def test_casts_to_bf16_round_to_nearest_even():
    # just above halfway between two bf16 values: truncation (the interpreter's own cast) is one step low
    x = torch.tensor([1 + 2**-8 + 2**-12, -(3 + 2**-6 + 2**-10), 1 + 2**-8, 1 + 3 * 2**-8] * 16, dtype=torch.float32)
    rounded, from_int = torch.empty(x.shape, dtype=torch.bfloat16), torch.empty(x.shape, dtype=torch.bfloat16)
    _launch_1d(_casts, x, rounded, from_int)
    assert torch.equal(rounded, x.bfloat16())
    assert torch.equal(from_int, torch.arange(x.numel()).bfloat16())


# -- reductions and dot ------------------------------------------------------------------------


def test_row_reductions_take_values():
    x = values(4, 128, seed=9)
    total, high = torch.empty(4, dtype=torch.bfloat16), torch.empty(4, dtype=torch.bfloat16)
    where, running = torch.empty(4, dtype=torch.int32), torch.empty_like(x)
    _rows[(4,)](x, total, high, where, running, N=128)
    assert ulps(total, x.float().sum(1).bfloat16()) <= 1  # float32 accumulation, another order
    assert torch.equal(high, x.amax(1)) and torch.equal(where.long(), x.argmax(1))
    assert ulps(running, x.float().cumsum(1).bfloat16()) <= 1


def test_custom_combine_function_adds_in_bf16():
    x = values(2, 16, scale=1.0, seed=10)
    out = torch.empty(2, dtype=torch.bfloat16)
    _custom_reduce[(2,)](x, out, N=16)
    expected = x[:, 0]
    for i in range(1, 16):  # the interpreter combines left to right, each sum rounded to bf16
        expected = expected + x[:, i]
    assert torch.equal(out, expected)


def test_dot_accumulates_in_float32():
    a, b = values(16, 32, scale=1.0, seed=11), values(32, 16, scale=1.0, seed=12)
    out = torch.empty(16, 16, dtype=torch.float32)
    _dot[(1,)](a, b, out, M=16, N=16, K=32)
    torch.testing.assert_close(out, a.float() @ b.float(), rtol=1e-6, atol=1e-5)


# -- norms without an upcast -------------------------------------------------------------------


def test_rms_norm_on_bf16_matches_torch_bf16():
    x, w = values(8, 256, scale=2.0, seed=13), values(256, scale=1.0, seed=14)
    out = torch.empty_like(x)
    _rms_norm[(8,)](x, w, out, 1e-5, N=256)
    mean_square = (x * x).sum(1, keepdim=True).float() / 256
    expected = (x.float() * torch.rsqrt(mean_square + 1e-5) * w.float()).bfloat16()
    assert ulps(out, expected) <= 1
    exact = torch.nn.functional.rms_norm(x.float(), (256,), w.float(), eps=1e-5)
    torch.testing.assert_close(out.float(), exact, rtol=1.6e-2, atol=1e-2)  # torch's bf16 tolerance


def test_layer_norm_on_bf16_matches_torch_bf16():
    x, w, b = values(8, 256, seed=15), values(256, scale=1.0, seed=16), values(256, scale=1.0, seed=17)
    out = torch.empty_like(x)
    _layer_norm[(8,)](x, w, b, out, 1e-5, N=256)
    centred = x.float() - x.sum(1, keepdim=True).float() / 256  # float32 from the division on
    expected = (centred / torch.sqrt((centred * centred).sum(1, keepdim=True) / 256 + 1e-5) * w.float() + b.float())
    expected = expected.bfloat16()
    assert ulps(out, expected) <= 1
    exact = torch.nn.functional.layer_norm(x.float(), (256,), w.float(), b.float(), eps=1e-5)
    torch.testing.assert_close(out.float(), exact, rtol=1.6e-2, atol=5e-2)


# -- memory bounds ---------------------------------------------------------------------------


@triton.jit
def _poke(base_ptr, offset, value):
    tl.store(base_ptr + offset, value)


@triton.jit
def _peek(base_ptr, offset, out_ptr):
    tl.store(out_ptr, tl.load(base_ptr + offset))


@triton.jit
def _masked_far(x_ptr, out_ptr, n, far, BLOCK: tl.constexpr):
    """Masked-off lanes point a terabyte away: only active lanes are checked."""
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    wild = tl.where(mask, offsets, offsets + far)
    tl.store(out_ptr + wild, tl.load(x_ptr + wild, mask=mask, other=0.0) + 1.0, mask=mask)


@triton.jit
def _pick(a_ptr, b_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """One load whose lanes lie in two tensors."""
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(tl.where(offsets % 2 == 0, a_ptr, b_ptr) + offsets, mask=mask), mask=mask)


def test_a_store_outside_the_launch_tensors_fails_and_writes_nothing():
    base, victim = torch.zeros(1, dtype=torch.int64), torch.zeros(4, dtype=torch.int64)
    with pytest.raises(Exception, match=r"kernel '_poke' stores to address 0x[0-9a-f]+, outside the 1 tensor "
                                        r"storage\(s\) passed to this launch"):
        _poke[(1,)](base, (victim.data_ptr() - base.data_ptr()) // 8 + 1, 42)
    assert victim.tolist() == [0, 0, 0, 0]
    _poke[(1,)](base, 0, 42)  # inside: written
    assert base.item() == 42


def test_a_load_outside_the_launch_tensors_fails():
    base, secret, out = torch.zeros(1), torch.full((4,), 7.0), torch.zeros(1)
    with pytest.raises(Exception, match="kernel '_peek' loads from address"):
        _peek[(1,)](base, (secret.data_ptr() - base.data_ptr()) // 4, out)
    assert out.item() == 0
    just_past = torch.zeros(8)[:1]  # a view: the rest of its storage is the launch's too
    _peek[(1,)](just_past, 7, out)
    with pytest.raises(Exception, match="kernel '_peek' loads from"):
        _peek[(1,)](just_past, 8, out)


def test_masked_off_lanes_are_not_checked_and_lanes_may_span_tensors():
    x, out = torch.arange(5, dtype=torch.float32), torch.zeros(5)
    _masked_far[(1,)](x, out, 5, 1 << 40, BLOCK=8)
    assert out.tolist() == [1.0, 2.0, 3.0, 4.0, 5.0]
    a, b, picked = torch.arange(6.0), -torch.arange(6.0), torch.zeros(6)
    _pick[(1,)](a, b, picked, 6, BLOCK=8)
    assert picked.tolist() == [0.0, -1.0, 2.0, -3.0, 4.0, -5.0]


# -- installing ---------------------------------------------------------------------------------


def test_bit_conversions_round_to_nearest_even_and_keep_nan():
    x = torch.tensor([1.0, -2.5, 1 + 2**-8, 1 + 3 * 2**-8, 3.4e38, float("inf"), float("-inf"), float("nan"), 1e-40])
    bits = triton_interpreter.narrow(x.numpy())
    assert np.array_equal(triton_interpreter.widen(bits), x.bfloat16().float().numpy(), equal_nan=True)
    finite = ~x.isnan().numpy()  # NaN's bits are the converter's choice
    assert np.array_equal(bits[finite], x.bfloat16().view(torch.int16).numpy().view(np.uint16)[finite])


def test_a_missing_bf16_hook_point_warns_and_emulates_nothing(monkeypatch):
    from triton.runtime import interpreter

    monkeypatch.delattr(interpreter.ScanOps, "cumprod")
    with pytest.warns(RuntimeWarning, match=f"Triton {triton.__version__}'s interpreter has no ScanOps.cumprod"):
        assert not triton_interpreter.install()


def test_a_missing_memory_hook_point_warns_and_no_kernel_runs(monkeypatch):
    from triton.runtime import interpreter

    monkeypatch.delattr(interpreter.InterpreterBuilder, "create_atomic_rmw")
    monkeypatch.setattr(interpreter.GridExecutor, "__call__", interpreter.GridExecutor.__call__)  # restored after
    with pytest.warns(RuntimeWarning, match="has no InterpreterBuilder.create_atomic_rmw; its kernels could read"):
        assert not triton_interpreter.install()
    base = torch.zeros(1, dtype=torch.int64)
    with pytest.raises(triton_interpreter.OutOfBounds, match="kernel '_poke' not run"):
        _poke[(1,)](base, 0, 1)
    assert base.item() == 0


def test_nothing_is_installed_when_the_interpreter_is_off(monkeypatch):
    from triton.runtime import interpreter

    monkeypatch.setenv("TRITON_INTERPRET", "0")
    monkeypatch.setattr(interpreter.InterpreterBuilder, "binary_op", interpreter.InterpreterBuilder.binary_op.__wrapped__)
    assert not triton_interpreter.install()
    assert not hasattr(interpreter.InterpreterBuilder.binary_op, "__wrapped__")


# -- in the sandboxed child ------------------------------------------------------------------

BF16_ADD_RELU_PASS = '''\
import torch
import triton
import triton.language as tl


@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    total = tl.load(x_ptr + offsets, mask=mask) + tl.load(y_ptr + offsets, mask=mask)  # bf16, no upcast
    tl.store(out_ptr + offsets, tl.maximum(total, 0.0), mask=mask)


def add_relu(x, y):
    out = torch.empty_like(x)
    add_relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, out, x.numel(), BLOCK=1024)
    return out


def pattern(a, b):
    return torch.relu(a + b)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return add_relu
'''


@pytest.mark.usefixtures("outside_xdist")
def test_a_bf16_kernel_without_upcast_is_correct_in_the_plugin(pytester):
    from tests.sample_factory import read_report, write_sample

    sample = write_sample(pytester.path, "bf16addrelu", dtypes=("bfloat16",), passes={"AddRelu": BF16_ADD_RELU_PASS})
    out = pytester.path / "out"
    result = pytester.runpytest_subprocess("--passnet-root", str(pytester.path), "--passnet-out", str(out),
                                           "--passnet-samples", str(sample), "--passnet-warmup", "1",
                                           "--passnet-trials", "1", "-p", "no:cacheprovider")
    (variant,) = read_report(out)["variants"]
    assert (variant["dtype"], variant["status"]) == ("bfloat16", "correct"), result.stdout.str()
