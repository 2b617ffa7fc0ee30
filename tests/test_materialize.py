"""Input replay, model loading and argument binding (docs/protocol.md sections 4.2, 4.3, 5, 6;
docs/graphnet.md section 8; docs/graphnet-corpus.md).

Expected tensors are drawn here by hand with NumPy (the `passbench` lineage,
graph_net_bench/torch/utils.py) or torch (the `graphnet` lineage,
graph_net/torch/utils.py) after seed 123, in the order upstream's loaders draw;
the code under test is only called, never copied.
"""

from __future__ import annotations

import pickle
import textwrap
from pathlib import Path

import numpy as np
import pytest
import torch

from pytest_passnet import materialize
from pytest_passnet.materialize import (
    REPLAY_LINEAGES,
    bind_arguments,
    degenerate_inputs,
    draw_fresh,
    load_model,
    replay_inputs,
    replay_on_cpu,
    set_seed,
)
from pytest_passnet.sample import SampleError, TensorMeta, read_input_meta, read_weight_meta
from tests.sample_factory import EXAMPLES


def meta(cls: str, name: str, shape, dtype: str, **kw) -> TensorMeta:
    return TensorMeta(class_name=f"Program_weight_tensor_meta_{cls}", name=name, shape=tuple(shape), dtype=f"torch.{dtype}", **kw)


def np_float(shape, std, mean, dtype) -> torch.Tensor:
    """NumPy variant: randn in float64, x std x 0.2 + mean, then cast to dtype."""
    values = np.random.randn(*shape) * std * 0.2 + mean
    return torch.from_numpy(values).to(getattr(torch, dtype))


def replay(metas, lineage="passbench", input_metas=()):
    set_seed(123)
    return replay_inputs(metas, "cpu", lineage, input_metas)


def assert_same(got: torch.Tensor, expected: torch.Tensor):
    assert got.dtype == expected.dtype
    assert got.shape == expected.shape
    assert got.device.type == "cpu"
    assert torch.equal(got, expected)


# ---------------------------------------------------------------- NumPy variant (default)


def test_floats_in_class_name_order_with_one_fifth_of_std():
    # listed order, name order and class-name order all differ: class order decides the draws
    metas = [
        meta("c", "in_0", (3, 4), "float32", mean=0.5, std=2.0),
        meta("a", "in_2", (5,), "float16", mean=-1.0, std=0.3),
        meta("b", "in_1", (2, 2), "bfloat16", mean=0.0, std=1.0),
    ]
    got = replay(metas)
    assert set(got) == {"in_0", "in_1", "in_2"}
    np.random.seed(123)
    exp_a = np_float((5,), 0.3, -1.0, "float16")
    exp_b = np_float((2, 2), 1.0, 0.0, "bfloat16")
    exp_c = np_float((3, 4), 2.0, 0.5, "float32")
    assert_same(got["in_2"], exp_a)
    assert_same(got["in_1"], exp_b)
    assert_same(got["in_0"], exp_c)


def test_spread_is_one_fifth_of_recorded_std():
    got = replay([meta("a", "x", (20000,), "float32", mean=3.0, std=1.0)])["x"].double()
    assert got.mean().item() == pytest.approx(3.0, abs=0.01)
    assert got.std().item() == pytest.approx(0.2, rel=0.03)


def test_std_zero_is_full_of_mean_and_draws_nothing():
    metas = [
        meta("a", "const", (2, 3), "float32", mean=0.25, std=0.0),
        meta("b", "rand", (4,), "float32", mean=0.0, std=1.0),
    ]
    got = replay(metas)
    assert_same(got["const"], torch.full((2, 3), 0.25))
    np.random.seed(123)
    assert_same(got["rand"], np_float((4,), 1.0, 0.0, "float32"))


def test_missing_std_and_mean_default_to_0_1_and_0():
    got = replay([meta("a", "x", (6,), "float32")])["x"]
    np.random.seed(123)
    assert_same(got, np_float((6,), 0.1, 0.0, "float32"))


def test_literal_data_is_used_and_draws_nothing():
    data = (0.000111, 0.000163, -0.000201, 1.5, -2.25, 3.0)
    metas = [
        meta("a", "lit", (2, 3), "float32", mean=0.0, std=1.0, data=data),
        meta("b", "ints", (3,), "int64", data=(4, 5, 6)),
        meta("c", "rand", (5,), "float32", mean=1.0, std=1.0),
    ]
    got = replay(metas)
    assert_same(got["lit"], torch.tensor(data, dtype=torch.float32).reshape(2, 3))
    assert_same(got["ints"], torch.tensor([4, 5, 6], dtype=torch.int64))
    np.random.seed(123)
    assert_same(got["rand"], np_float((5,), 1.0, 1.0, "float32"))


def test_literal_data_is_not_clamped():
    data = (150.0, -300.0, 0.5, 42.0)
    got = replay([meta("a", "lit", (4,), "float32", mean=0.0, std=1.0, data=data)])
    assert_same(got["lit"], torch.tensor(data, dtype=torch.float32))


@pytest.mark.parametrize("int_dtype", ["int64", "int32"])
def test_integer_ranges_are_drawn_before_all_floats(int_dtype):
    metas = [
        meta("a_first", "f0", (3,), "float32", mean=0.0, std=1.0),
        meta("b_ids", "ids", (60,), int_dtype, min_val=3, max_val=7),
        meta("c_last", "f1", (2,), "float16", mean=2.0, std=0.5),
        meta("d_ids", "ids2", (4, 5), int_dtype, min_val=-2, max_val=0),
    ]
    got = replay(metas)
    np.random.seed(123)
    ids = torch.from_numpy(np.random.randint(3, 8, size=(60,))).to(getattr(torch, int_dtype))
    ids2 = torch.from_numpy(np.random.randint(-2, 1, size=(4, 5))).to(getattr(torch, int_dtype))
    f0 = np_float((3,), 1.0, 0.0, "float32")
    f1 = np_float((2,), 0.5, 2.0, "float16")
    assert_same(got["ids"], ids)
    assert_same(got["ids2"], ids2)
    assert_same(got["f0"], f0)
    assert_same(got["f1"], f1)
    # inclusive upper bound: max_val itself is drawn
    assert got["ids"].min().item() == 3 and got["ids"].max().item() == 7


def test_bool_is_uniform_draw_above_half_in_order():
    metas = [
        meta("a", "f", (3,), "float32", mean=0.0, std=1.0),
        meta("b", "mask", (4, 6), "bool"),
        meta("c", "g", (2,), "float32", mean=0.0, std=1.0),
    ]
    got = replay(metas)
    np.random.seed(123)
    f = np_float((3,), 1.0, 0.0, "float32")
    mask = torch.from_numpy(np.random.rand(4, 6) > 0.5)
    g = np_float((2,), 1.0, 0.0, "float32")
    assert_same(got["f"], f)
    assert_same(got["mask"], mask)
    assert_same(got["g"], g)


def test_clamp_to_min_and_max():
    metas = [
        meta("a", "var", (200,), "float32", mean=0.0, std=5.0, min_val=0),  # a running_var
        meta("b", "capped", (200,), "float32", mean=0.0, std=5.0, min_val=-0.5, max_val=0.3),
    ]
    got = replay(metas)
    np.random.seed(123)
    var = np_float((200,), 5.0, 0.0, "float32").clamp(min=0)
    capped = np_float((200,), 5.0, 0.0, "float32").clamp(min=-0.5, max=0.3)
    assert_same(got["var"], var)
    assert_same(got["capped"], capped)
    assert got["var"].min().item() == 0.0
    assert got["capped"].max().item() == pytest.approx(0.3) and got["capped"].min().item() == -0.5


def test_floats_are_clamped_to_plus_minus_100():
    metas = [
        meta("a", "big", (3,), "float32", mean=500.0, std=0.0),
        meta("b", "small", (3,), "float32", mean=-500.0, std=0.0),
    ]
    got = replay(metas)
    assert_same(got["big"], torch.full((3,), 100.0))
    assert_same(got["small"], torch.full((3,), -100.0))


def test_non_finite_values_are_repaired_with_torch_randn():
    # fp16 overflows above 65504: some draws become inf, are replaced by randn_like * 0.01
    # (torch RNG, still at seed 123 since the NumPy variant draws nothing from torch),
    # then every value is clamped to [-100, 100].
    m = meta("a", "x", (64,), "float16", mean=65000.0, std=2000.0)
    got = replay([m])["x"]
    np.random.seed(123)
    cast = np_float((64,), 2000.0, 65000.0, "float16")
    bad = ~torch.isfinite(cast)
    assert 0 < bad.sum().item() < 64, "the case must mix finite and non-finite values"
    torch.manual_seed(123)
    noise = torch.randn((64,), dtype=torch.float16) * 0.01
    expected = torch.where(bad, noise, cast).clamp(-100, 100)
    assert_same(got, expected)
    assert torch.isfinite(got).all()


def test_non_finite_repair_after_an_earlier_float_tensor():
    metas = [
        meta("a", "first", (10,), "float32", mean=0.0, std=1.0),
        meta("b", "x", (64,), "float16", mean=65000.0, std=2000.0),
    ]
    got = replay(metas)
    np.random.seed(123)
    first = np_float((10,), 1.0, 0.0, "float32")
    cast = np_float((64,), 2000.0, 65000.0, "float16")
    torch.manual_seed(123)
    torch.randn((10,), dtype=torch.float32)  # the first float tensor's randn_like
    noise = torch.randn((64,), dtype=torch.float16) * 0.01
    assert_same(got["first"], first)
    assert_same(got["x"], torch.where(~torch.isfinite(cast), noise, cast).clamp(-100, 100))


def test_tensors_move_to_the_device_and_are_keyed_by_name():
    got = replay([meta("z", "in_0", (2,), "float32", mean=0.0, std=1.0, device="cuda:0")])
    assert list(got) == ["in_0"]
    assert got["in_0"].device.type == "cpu"  # the meta's cuda:0 is replaced by the run device


def test_fresh_draws_keep_the_replays_rules_with_other_values():
    """The guard's re-check inputs: same names, shapes, dtypes, literal data, ranges and clamps as the
    replay, but values the replay never produced, the same for the same seed."""
    metas = [
        meta("a", "x", (64, 32), "float32", mean=0.5, std=2.0),
        meta("b", "var", (500,), "float16", mean=0.0, std=5.0, min_val=0),
        meta("c", "ids", (300,), "int64", min_val=3, max_val=7),
        meta("d", "lit", (3,), "float32", data=(150.0, -1.0, 2.0)),
        meta("e", "mask", (40,), "bool"),
        meta("f", "big", (8,), "float32", mean=500.0, std=0.0),
    ]
    replayed = replay(metas)
    fresh = draw_fresh(metas, "cpu", 4321)
    assert list(fresh) == list(replayed)
    for name in fresh:
        assert (fresh[name].dtype, fresh[name].shape) == (replayed[name].dtype, replayed[name].shape), name
    assert not torch.equal(fresh["x"], replayed["x"])
    assert fresh["x"].mean().item() == pytest.approx(0.5, abs=0.05)
    assert fresh["x"].std().item() == pytest.approx(0.4, rel=0.1)  # one fifth of the recorded std, as replayed
    assert fresh["var"].min().item() == 0.0
    assert set(fresh["ids"].tolist()) == {3, 4, 5, 6, 7}
    assert torch.equal(fresh["lit"], replayed["lit"])  # literal data is the sample's, not a draw
    assert 0 < fresh["mask"].sum().item() < 40
    assert torch.equal(fresh["big"], torch.full((8,), 100.0))
    again = draw_fresh(metas, "cpu", 4321)
    assert all(torch.equal(again[name], fresh[name]) for name in fresh)


def test_unknown_lineage_is_rejected():
    assert REPLAY_LINEAGES[0] == "passbench"
    with pytest.raises(ValueError, match="passbench"):
        replay([meta("a", "x", (2,), "float32")], lineage="torch")


def test_uint8_is_not_an_integer_range_but_a_cast_normal_draw_then_clamped():
    # Upstream draws integer ranges for int8..int64 only: uint8 with min_val/max_val
    # takes the float path (normal draw cast to uint8), then the clamp.
    got = replay([meta("a", "pixels", (400,), "uint8", mean=120.0, std=300.0, min_val=10, max_val=200)])["pixels"]
    np.random.seed(123)
    expected = np_float((400,), 300.0, 120.0, "uint8").clamp(min=10).clamp(max=200)
    assert_same(got, expected)
    assert got.min().item() == 10 and got.max().item() == 200


def test_nan_std_is_repaired_with_torch_noise():
    # samples/torchaudio/squim_objective: std = float("nan") makes every value NaN,
    # which the repair step replaces by randn_like * 0.01.
    metas = [meta("a", "ok", (5,), "float32", mean=0.0, std=1.0), meta("b", "scale", (3,), "float32", mean=1.0, std=float("nan"))]
    got = replay(metas)
    np.random.seed(123)
    ok = np_float((5,), 1.0, 0.0, "float32")
    torch.manual_seed(123)
    torch.randn((5,))  # the first float tensor's noise, drawn though unused
    noise = torch.randn((3,)) * 0.01
    assert_same(got["ok"], ok)
    assert_same(got["scale"], noise)


def test_literal_data_with_nan_and_inf_is_used_as_recorded():
    data = (float("nan"), float("inf"), -float("inf"), 2.5)
    got = replay([meta("a", "lit", (4,), "float32", mean=0.0, std=1.0, data=data)])["lit"]
    assert torch.isnan(got[0]) and got[1].item() == float("inf") and got[2].item() == -float("inf") and got[3] == 2.5


def test_input_meta_integer_ranges_are_drawn_first_and_shift_every_later_draw():
    weights = [meta("a", "ids", (6,), "int64", min_val=0, max_val=99), meta("b", "x", (4,), "float32", mean=0.0, std=1.0)]
    inputs = [TensorMeta(class_name="Program_input_tensor_meta_input_0", name="input_0", shape=(50,),
                         dtype="torch.int64", min_val=0, max_val=5)]
    got = replay(weights, input_metas=inputs)
    assert set(got) == {"ids", "x"}  # input_meta.py's tensors are converted, never replayed
    np.random.seed(123)
    np.random.randint(0, 6, size=[50])
    ids = torch.from_numpy(np.random.randint(0, 100, size=[6]))
    x = np_float((4,), 1.0, 0.0, "float32")
    assert_same(got["ids"], ids)
    assert_same(got["x"], x)


def test_a_repeated_name_keeps_its_first_place_and_its_last_entry():
    metas = [
        meta("a", "dup", (3,), "int64", min_val=0, max_val=9),
        meta("b", "other", (2,), "float32", mean=0.0, std=1.0),
        meta("c", "dup", (4,), "float32", mean=5.0, std=1.0),
    ]
    set_seed(123)
    replayed = replay_on_cpu(metas, "cpu")
    assert list(replayed.tensors) == ["dup", "other"]
    np.random.seed(123)
    np.random.randint(0, 10, size=[3])  # converted, so drawn, then replaced by the later entry
    dup = np_float((4,), 1.0, 5.0, "float32")
    other = np_float((2,), 1.0, 0.0, "float32")
    got = replayed.to("cpu")
    assert_same(got["dup"], dup)
    assert_same(got["other"], other)


@pytest.mark.parametrize("lineage", REPLAY_LINEAGES)
def test_chunked_normal_draws_match_one_draw(monkeypatch, lineage):
    # Odd chunk sizes: the legacy generator's spare Gaussian crosses every chunk boundary.
    metas = [meta("a", "big", (7, 1001), "float32", mean=0.3, std=2.0, min_val=-0.1),
             meta("b", "after", (5,), "float16", mean=0.0, std=1.0)]
    whole = replay(metas, lineage)
    monkeypatch.setattr(materialize, "_CHUNK", 1001)
    chunked = replay(metas, lineage)
    for name in whole:
        assert_same(chunked[name], whole[name])
    if lineage == "passbench":
        np.random.seed(123)
        assert_same(whole["big"], np_float((7, 1001), 2.0, 0.3, "float32").clamp(min=-0.1))


@pytest.mark.parametrize("lineage", REPLAY_LINEAGES)
def test_cpu_replay_then_move_equals_direct_replay(lineage):
    metas = [
        meta("a", "x", (64,), "float16", mean=65000.0, std=2000.0),  # some values overflow to inf
        meta("b", "mask", (3, 3), "bool"),
        meta("c", "nan_scale", (2,), "float32", mean=1.0, std=float("nan")),
        meta("d", "y", (6,), "float32", mean=0.0, std=1.0),
    ]
    direct = replay(metas, lineage)
    set_seed(123)
    staged = replay_on_cpu(metas, "cpu", lineage)
    torch.manual_seed(7)  # whatever runs between the two steps, in this process or another
    state = torch.get_rng_state()
    moved = pickle.loads(pickle.dumps(staged)).to("cpu")
    assert torch.equal(torch.get_rng_state(), state)  # the repair noise comes from its own generator
    again = staged.to("cpu", copy=True)
    for name in direct:
        assert_same(moved[name], direct[name])
        assert_same(again[name], direct[name])
        assert again[name].data_ptr() != staged.tensors[name].data_ptr()
    assert torch.isfinite(moved["x"]).all() and torch.isfinite(moved["nan_scale"]).all()


def test_cpu_replay_for_another_device_defers_the_noise_and_the_graphnet_scaling():
    metas = [meta("a", "x", (8,), "float16", mean=0.5, std=3.0, min_val=-1.0),
             meta("b", "bad", (4,), "float32", std=float("nan")), meta("c", "n", (3,), "float32", std=1.0)]
    set_seed(123)
    staged = replay_on_cpu(metas, "cuda", "graphnet")
    # graphnet scales and repairs on the run device: the CPU holds the bare draws, and no noise came from its generator
    torch.manual_seed(123)
    draws = [torch.randn(size=[8]).to(torch.float16), torch.randn(size=[4]), torch.randn(size=[3])]
    for name, draw in zip(("x", "bad", "n"), draws):
        assert_same(staged.tensors[name], draw)
    assert sorted(staged.scalings) == ["bad", "n", "x"]
    with pytest.raises(ValueError, match="replayed for cuda"):
        staged.to("cpu")  # the CPU would draw other noise (and, for graphnet, other values)

    # Finished on a device, upstream's lines run there, with the device generator's noise for the NaN tensor.
    staged.device = "cpu"  # a CPU generator standing in for the device's; CI has no GPU
    noise = torch.Generator().manual_seed(staged.seed)
    upstream = {}
    for name, draw, std, mean, low in zip(("x", "bad", "n"), draws, (3.0, float("nan"), 1.0), (0.5, 0, 0), (-1.0, None, None)):
        tensor = draw * std * 0.2 + mean
        tensor = tensor if low is None else torch.clamp(tensor, min=low)
        randn_like = torch.randn(tensor.shape, dtype=tensor.dtype, generator=noise)
        upstream[name] = torch.clamp(torch.where(torch.isfinite(tensor), tensor, randn_like * 0.01), min=-100.0, max=100.0)
    finished = staged.to("cpu")
    for name in upstream:
        assert_same(finished[name], upstream[name])
    assert not torch.isnan(finished["bad"]).any()


def test_unreadable_ranges_and_data_are_refused_with_file_line_and_field():
    cases = [
        (meta("a", "ids", (3,), "int64", min_val=5, max_val=2), "min_val 5, max_val 2"),
        (meta("a", "lit", (2, 3), "float32", data=(1.0, 2.0)), "a.data does not make"),
        (meta("a", "ints", (2,), "int64", data=(1.0, float("nan"))), "a.data does not make"),
        (meta("a", "x", (2,), "float99"), "is not a torch dtype"),
    ]
    for bad, message in cases:
        bad = TensorMeta(**{**bad.__dict__, "origin": "graph/weight_meta.py:7"})
        with pytest.raises(SampleError, match="graph/weight_meta.py:7") as info:
            replay([bad])
        assert message in str(info.value)


# ---------------------------------------------------------------- graphnet lineage (graph_net/torch/utils.py)


def test_graphnet_ints_bool_std0_and_noise_drawn_in_line():
    metas = [
        meta("a", "mask", (3, 3), "bool"),
        meta("b", "ids", (30,), "int64", min_val=0, max_val=9),
        meta("c", "const", (2,), "float16", mean=1.5, std=0.0),
        meta("d", "mask2", (5,), "bool"),
    ]
    got = replay(metas, "graphnet")
    torch.manual_seed(123)
    ids = torch.randint(0, 10, (30,), dtype=torch.int64)  # ints first, at conversion
    mask = torch.randn((3, 3)) > 0.5
    torch.randn((2,), dtype=torch.float16)  # const's repair noise: upstream draws it for every float tensor
    mask2 = torch.randn((5,)) > 0.5
    assert_same(got["ids"], ids)
    assert_same(got["mask"], mask)
    assert_same(got["const"], torch.full((2,), 1.5, dtype=torch.float16))
    assert_same(got["mask2"], mask2)


def test_graphnet_floats_are_drawn_from_torch():
    got = replay([meta("a", "x", (500,), "float32", mean=0.37, std=0.73)], "graphnet")["x"]
    torch.manual_seed(123)
    draw = torch.randn((500,))
    assert torch.allclose(got, draw * 0.73 * 0.2 + 0.37, rtol=1e-6, atol=1e-6)
    np.random.seed(123)
    assert not torch.allclose(got, np_float((500,), 0.73, 0.37, "float32"))


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16"])
def test_graphnet_float_arithmetic_is_bit_exact_in_the_dtype(dtype):
    metas = [meta("a", "x", (1000,), dtype, mean=0.37, std=0.73), meta("b", "y", (10,), dtype, mean=0.0, std=1.0)]
    got = replay(metas, "graphnet")
    torch.manual_seed(123)
    x = torch.randn((1000,)).to(getattr(torch, dtype)) * 0.73 * 0.2 + 0.37
    torch.randn((1000,), dtype=getattr(torch, dtype))  # x's repair noise
    y = torch.randn((10,)).to(getattr(torch, dtype)) * 1.0 * 0.2 + 0.0
    assert_same(got["x"], x.clamp(-100, 100))
    assert_same(got["y"], y.clamp(-100, 100))


def test_missing_std_in_the_file_is_1_and_explicit_none_is_0_1(tmp_path):
    path = tmp_path / "weight_meta.py"
    path.write_text('class A:\n\tname = "absent"\n\tshape = [6]\n\tdtype = "torch.float32"\n\n'
                    'class B:\n\tname = "none"\n\tshape = [6]\n\tdtype = "torch.float32"\n\tmean = None\n\tstd = None\n')
    got = replay(read_weight_meta(path))
    np.random.seed(123)
    assert_same(got["absent"], np_float((6,), 1.0, 0.0, "float32"))
    assert_same(got["none"], np_float((6,), 0.1, 0.0, "float32"))
    assert read_input_meta(tmp_path) == []


# ---------------------------------------------------------------- load_model / bind_arguments


def write_model(tmp_path: Path, body: str, header: str = "import torch\n") -> Path:
    path = tmp_path / "model.py"
    path.write_text(header + "\n\nclass GraphModule(torch.nn.Module):\n" + textwrap.indent(textwrap.dedent(body), "    "))
    return path


def test_load_model_rewrites_device_keyword_literal(tmp_path):
    path = write_model(
        tmp_path,
        """
        def forward(self, in_0):
            z = torch.zeros(3, device='cuda:0')
            o = torch.ones(3, device="cuda")
            return (in_0 + z + o,)
        """,
    )
    model = load_model(path, "cpu")
    (out,) = model(torch.ones(3))
    assert out.device.type == "cpu"
    assert torch.equal(out, torch.full((3,), 2.0))


def test_load_model_rewrites_torch_device_call(tmp_path):
    path = write_model(
        tmp_path,
        """
        def forward(self, in_0):
            return (in_0.to(torch.device('cuda:0')) * 3,)
        """,
    )
    (out,) = load_model(path, "cpu")(torch.ones(2))
    assert out.device.type == "cpu" and torch.equal(out, torch.full((2,), 3.0))


def test_load_model_rewrites_graphnet_device_type_form(tmp_path):
    path = write_model(
        tmp_path,
        """
        def forward(self, in_0):
            z = torch.zeros(2, device=device(type='cuda', index=0))
            return (in_0 + z,)
        """,
        header="import torch\nfrom torch import device\n",
    )
    (out,) = load_model(path, "cpu")(torch.ones(2))
    assert out.device.type == "cpu"


def test_load_model_without_graphmodule_is_a_sample_error(tmp_path):
    path = tmp_path / "model.py"
    path.write_text("import torch\nclass Other(torch.nn.Module):\n    pass\n")
    with pytest.raises(SampleError):
        load_model(path, "cpu")


def test_load_model_syntax_error_is_a_sample_error(tmp_path):
    path = tmp_path / "model.py"
    path.write_text("import torch\nclass GraphModule(torch.nn.Module:\n")
    with pytest.raises(SampleError):
        load_model(path, "cpu")


def test_bind_arguments_follows_forward_signature_order(tmp_path):
    path = write_model(
        tmp_path,
        """
        def forward(self, w_0, in_1, in_0):
            return (w_0 * 100 + in_1 * 10 + in_0,)
        """,
    )
    model = load_model(path, "cpu")
    inputs = {"in_0": torch.tensor([1.0]), "in_1": torch.tensor([2.0]), "w_0": torch.tensor([3.0])}
    args, kwargs = bind_arguments(model, inputs)
    assert kwargs == {}
    assert [a.item() for a in args] == [3.0, 2.0, 1.0]
    assert args[0] is inputs["w_0"]  # the same tensors, not copies (section 5: inputs are reused)
    assert model(*args)[0].item() == 321.0


def test_bind_arguments_missing_input_is_a_sample_error(tmp_path):
    path = write_model(tmp_path, "def forward(self, in_0, in_1):\n    return (in_0,)\n")
    with pytest.raises(SampleError):
        bind_arguments(load_model(path, "cpu"), {"in_0": torch.zeros(1)})


def test_bind_arguments_keywords_when_no_positional_parameters(tmp_path):
    path = write_model(tmp_path, "def forward(self, **kw):\n    return (kw['a'] - kw['b'],)\n")
    model = load_model(path, "cpu")
    inputs = {"b": torch.tensor([1.0]), "a": torch.tensor([5.0])}
    args, kwargs = bind_arguments(model, inputs)
    assert args == () and kwargs == inputs
    assert model(*args, **kwargs)[0].item() == 4.0


# ---------------------------------------------------------------- degenerate inputs


def test_degenerate_inputs_are_the_inputs_every_seed_fills_alike():
    # Every dtype and kind: tests/test_fixed_inputs.py.
    metas = [
        meta("a", "zeros", (4,), "float32", mean=0.0, std=0.0),
        meta("b", "ones16", (4,), "float16", mean=1.0, std=0.0),
        meta("c", "random", (4,), "float32", mean=0.0, std=0.001),
        meta("d", "default_std", (4,), "float32"),  # std None replays with 0.1
        meta("e", "literal", (2,), "float32", mean=0.0, std=0.0, data=(1.0, 2.0)),
        meta("f", "ids", (4,), "int64", mean=0.0, std=0.0, min_val=0, max_val=3),
    ]
    assert degenerate_inputs(metas) == {"literal": "literal data", "ones16": "std 0", "zeros": "std 0"}


def test_degenerate_input_in_the_sole_op_example():
    from pytest_passnet.sample import read_weight_meta

    variant = EXAMPLES / (
        "sole_op_v2_regnety_1280_seer_conv2d_bf16/graphs/hf_subgraphs_v2/sole_op_subgraphs/bfloat16/"
        "samples/timm/regnety_1280.seer/_decomposed/regnety_1280.seer_start154_end155_154"
    )
    if not (variant / "weight_meta.py").is_file():
        pytest.skip(f"public example not available at {variant}")
    # section 4.3: "the sole-op example's activation in_0 is all zeros"
    assert list(degenerate_inputs(read_weight_meta(variant / "weight_meta.py"))) == ["in_0"]


def test_the_replay_option_offers_exactly_the_lineages():
    # options.py keeps its own tuple so that collection never imports torch
    from pytest_passnet.options import REPLAY_LINEAGES as OFFERED

    assert OFFERED == REPLAY_LINEAGES
