"""GPU state and CPU placement from nvidia-smi (pytest_passnet.machine).

Parsing runs on vendored outputs (tests/data/nvidia_smi, see its PROVENANCE.md). The
subprocess paths need an ``nvidia-smi`` executable, which a CPU machine lacks; the only
way to exercise them here is a stand-in ``nvidia-smi`` script put first on PATH, which
prints those vendored outputs. Pinning runs in a child process, so this one keeps its cores.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pytest_passnet import machine

DATA = Path(__file__).parent / "data" / "nvidia_smi"
TOPOLOGY = DATA / "topo_m_4gpu_2socket.txt"
REPO = Path(__file__).resolve().parents[1]


def test_topology_of_the_vendored_output():
    cores = machine.parse_topology(TOPOLOGY.read_text())
    socket0, socket1 = [*range(0, 32), *range(64, 96)], [*range(32, 64), *range(96, 128)]
    assert cores == {0: socket0, 1: socket0, 2: socket1, 3: socket1}  # NIC rows are not GPUs


@pytest.mark.parametrize("path", sorted(DATA.glob("topo_m_*.txt")), ids=lambda p: p.name)
def test_every_vendored_topology_parses(path):
    cores = machine.parse_topology(path.read_text())
    assert cores and all(cores.values())


def test_topology_without_affinity():
    # a VM: nvidia-smi knows no CPU affinity; and a text with no matrix at all
    vm = "\tGPU0\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\nGPU0\t X \tN/A\tN/A\t\tN/A\n"
    assert machine.parse_topology(vm) == {0: []}
    assert machine.parse_topology("No devices were found\n") == {}


@pytest.mark.parametrize(
    ("text", "cores"),
    [("0-3", [0, 1, 2, 3]), ("0-1,8,10-11", [0, 1, 8, 10, 11]), ("7", [7]), ("N/A", []), ("", []), ("0-x", [])],
)
def test_parse_cpu_list(text, cores):
    assert machine.parse_cpu_list(text) == cores


def test_gpu_state_line_with_throttling():
    state = machine.parse_gpu_state("1755, 1980, 2619, 2619, 71, 698.12, 700.00, 0x0000000000000024")
    assert state == {
        "sm_clock_mhz": 1755.0,
        "sm_clock_max_mhz": 1980.0,
        "mem_clock_mhz": 2619.0,
        "mem_clock_max_mhz": 2619.0,
        "temperature_c": 71.0,
        "power_w": 698.12,
        "power_limit_w": 700.0,
        "throttle": ["sw_power_cap", "sw_thermal_slowdown"],
    }


def test_gpu_state_line_idle_unsupported_and_unknown_bits():
    state = machine.parse_gpu_state("345, 1980, 2619, 2619, 31, [N/A], [N/A], 0x0000000000001001")
    assert state["power_w"] is None and state["sm_clock_mhz"] == 345.0
    assert state["throttle"] == ["0x1000"]  # idle (0x1) is no throttle; an unknown bit stays visible
    with pytest.raises(ValueError, match="8 fields"):
        machine.parse_gpu_state("345, 1980")


FAKE_SMI = """\
#!{python}
# A stand-in for nvidia-smi: the vendored topology, two GPUs, and a driver older than 535.
import sys
args = sys.argv[1:]
if args[:2] == ["topo", "-m"]:
    sys.stdout.write(open({topology!r}).read())
elif args and args[0] == "--query-gpu=index,uuid":
    print("0, GPU-aaaa-0000\\n1, GPU-bbbb-1111")
elif args and args[0] == "-i" and "clocks_event_reasons" in args[2]:
    print('Field "clocks_event_reasons.active" is not a valid field to query.')
    sys.exit(2)
elif args and args[0] == "-i":
    print("1980, 1980, 2619, 2619, 40, 120.5, 700.00, 0x0000000000000000")
else:
    sys.exit(9)
"""


@pytest.fixture
def fake_smi(tmp_path):
    """PATH with the stand-in nvidia-smi first; ``topology`` is what ``topo -m`` prints."""

    def make(topology: str) -> dict:
        topo_file = tmp_path / "topo.txt"
        topo_file.write_text(topology)
        script = tmp_path / "bin" / "nvidia-smi"
        script.parent.mkdir(exist_ok=True)
        script.write_text(FAKE_SMI.format(python=sys.executable, topology=str(topo_file)))
        script.chmod(0o755)
        return {**os.environ, "PATH": f"{script.parent}{os.pathsep}{os.environ['PATH']}"}

    return make


def in_child(code: str, env: dict) -> object:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], env=env, cwd=REPO, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


def test_gpu_state_falls_back_to_the_old_throttle_field(fake_smi):
    env = fake_smi(TOPOLOGY.read_text())
    state = in_child("import json; from pytest_passnet.machine import gpu_state; print(json.dumps(gpu_state('0')))", env)
    assert state["sm_clock_mhz"] == 1980.0 and state["temperature_c"] == 40.0 and state["throttle"] == []


def test_pin_near_gpu_by_index_and_uuid(fake_smi):
    allowed = sorted(os.sched_getaffinity(0))
    near = allowed[-1]  # one core this process may use, as GPU1's only local core
    topology = f"\tGPU0\tGPU1\tCPU Affinity\tNUMA Affinity\nGPU0\t X \tNV18\t{near + 1000}\t1\nGPU1\tNV18\t X \t{near}\t0\n"
    env = fake_smi(topology)
    code = """
        import json, os
        from pytest_passnet.machine import pin_near_gpu
        print(json.dumps([pin_near_gpu({gpu!r}), sorted(os.sched_getaffinity(0))]))
    """
    assert in_child(code.format(gpu="1"), env) == [[near], [near]]
    assert in_child(code.format(gpu="GPU-bbbb-1111"), env) == [[near], [near]]  # CUDA_VISIBLE_DEVICES may hold UUIDs
    # GPU0's cores are not allowed to this process: nothing changes
    assert in_child(code.format(gpu="0"), env) == [[], allowed]


def test_without_nvidia_smi_everything_is_a_no_op(tmp_path):
    env = {**os.environ, "PATH": str(tmp_path)}  # no nvidia-smi anywhere
    env.pop("CUDA_VISIBLE_DEVICES", None)
    code = """
        import json, os
        from pytest_passnet import machine
        print(json.dumps([machine.visible_gpu_ids(), machine.gpu_state("0"), machine.cpu_cores_near_gpu(0),
                          machine.pin_near_gpu("0"), sorted(os.sched_getaffinity(0))]))
    """
    assert in_child(code, env) == [[], None, [], [], sorted(os.sched_getaffinity(0))]
