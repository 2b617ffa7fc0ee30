"""Replaying ahead: the same bits as PassBench's replay, whatever the process's global generators do
meanwhile, and held back while the device is timed."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest
import torch

from pytest_passnet.device_lock import DeviceLock
from pytest_passnet.materialize import replay_on_cpu, set_seed
from pytest_passnet.prefetch import Prefetch, replay_variant
from pytest_passnet.sample import TensorMeta, load_sample, read_input_meta, read_weight_meta
from tests.sample_factory import write_sample

METAS = [
    TensorMeta(class_name="Program_weight_tensor_meta_a", name="ids", shape=(50,), dtype="torch.int64", min_val=0, max_val=9),
    TensorMeta(class_name="Program_weight_tensor_meta_b", name="mask", shape=(30,), dtype="torch.bool"),
    TensorMeta(class_name="Program_weight_tensor_meta_c", name="x", shape=(3, 1 << 21), dtype="torch.float16", mean=0.1, std=2.0),
    TensorMeta(class_name="Program_weight_tensor_meta_d", name="nan", shape=(9,), dtype="torch.float32", std=float("nan")),
]


@pytest.mark.parametrize("lineage", ["passbench", "graphnet"])
def test_a_replay_with_its_own_generators_is_the_globally_seeded_one(lineage):
    set_seed(123)
    expected = replay_on_cpu(METAS, "cpu", lineage).to("cpu")
    np.random.seed(7)  # the globals are anywhere: a private replay does not read them, nor move them
    torch.manual_seed(7)
    before = (np.random.get_state()[1].copy(), torch.get_rng_state())
    got = replay_on_cpu(METAS, "cpu", lineage, seed=123).to("cpu")
    assert np.array_equal(np.random.get_state()[1], before[0]) and torch.equal(torch.get_rng_state(), before[1])
    assert list(got) == list(expected)
    for name in expected:
        assert torch.equal(got[name], expected[name]) or (got[name].isnan() == expected[name].isnan()).all(), name


@pytest.mark.parametrize("timer", ["this process", "another process"])
def test_a_replay_on_a_thread_waits_while_the_device_is_timed(tmp_path, timer):
    ours = DeviceLock("cpu", timeout=10, folder=tmp_path)
    other = ours if timer == "this process" else DeviceLock("cpu", timeout=10, folder=tmp_path)  # its own files: as another process
    finished = threading.Event()

    def replay():
        replay_on_cpu(METAS, "cpu", "passbench", seed=123, pause=ours.wait_while_timed)
        finished.set()

    with other.working():
        with other.alone():
            worker = threading.Thread(target=replay)
            worker.start()
            time.sleep(0.5)
            assert not finished.is_set()
        worker.join(timeout=60)  # the device only worked on: the replay goes on
    assert finished.is_set()


def test_the_prefetched_inputs_are_the_variants_and_only_its(tmp_path):
    sample = load_sample(write_sample(tmp_path, "two", dtypes=("float32", "float16"), shape=[64, 300]), tmp_path)
    first, second = sample.variants
    prefetch = Prefetch("cpu", "passbench")
    try:
        prefetch.start([first])
        assert prefetch.take(second) is None  # not the one replayed ahead: the caller replays in line
        prefetch.start([first])
        time.sleep(0.5)
        metas, replayed = prefetch.take(first)
        got = replayed.to("cpu")
    finally:
        prefetch.close()
    set_seed(123)
    expected = replay_on_cpu(read_weight_meta(first.path / "weight_meta.py"), "cpu", "passbench",
                             read_input_meta(first.path)).to("cpu")
    assert list(got) == list(expected)
    assert all(torch.equal(got[name], expected[name]) for name in expected)
    assert metas == read_weight_meta(first.path / "weight_meta.py")
    assert replay_variant(first.path, "cpu", "passbench")[1].tensors.keys() == expected.keys()


def test_two_variants_are_replayed_ahead_and_dropped_ones_are_forgotten(tmp_path):
    sample = load_sample(write_sample(tmp_path, "three", dtypes=("float32", "float16", "bfloat16"), shape=[64, 300]),
                         tmp_path)
    first, second, third = sample.variants
    prefetch = Prefetch("cpu", "passbench")
    try:
        prefetch.start([first, second, third])
        time.sleep(0.5)  # under way (a replay not started yet when taken is done in line instead)
        assert prefetch.take(first) is not None and prefetch.take(second) is not None  # two ahead
        assert prefetch.take(third) is None  # the third was not: replayed in line by the caller
        prefetch.start([first])
        prefetch.start([third])  # first is no longer upcoming: its replay is dropped
        assert prefetch.take(first) is None
        time.sleep(0.5)
        assert prefetch.take(third)[1].to("cpu").keys() == replay_variant(third.path, "cpu", "passbench")[1].to("cpu").keys()
    finally:
        prefetch.close()
