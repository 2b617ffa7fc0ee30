"""Device slots: GPUs one each, CPU cores split among the workers; a local evaluation keeps to its cores."""

import sys

from agent.devices import device_slots
from agent.runtimes import LocalRuntime


def test_cores_are_split_among_workers_and_gpus_are_one_slot_each():
    assert [s.cpus for s in device_slots([], workers=2, cores=[0, 1, 2, 3, 4])] == [(0, 1, 2), (3, 4)]
    assert [s.cpus for s in device_slots([], workers=8, cores=[0, 1])] == [(0,), (1,)]
    assert [s.gpu for s in device_slots(["2", "5"], workers=8)] == ["2", "5"]
    slots = device_slots([], workers=2, cores=[0, 1])
    assert slots[0].lock is not slots[1].lock


def test_a_local_evaluation_runs_on_the_cores_it_is_given_with_as_many_threads(tmp_path):
    probe = "import os; print(sorted(os.sched_getaffinity(0)), os.environ['OMP_NUM_THREADS'])"
    result = LocalRuntime().run([sys.executable, "-c", probe], tmp_path, tmp_path, 60, {}, cpus=(0,))
    assert result.output.split() == ["[0]", "1"]
