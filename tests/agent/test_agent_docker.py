"""The docker runtime against a real Docker engine, with images built locally (no registry).

Runtime behaviour is checked in a tiny image imported from the host's static busybox; the full
evaluation runs in the CPU image of Dockerfile.nvidia that build_cpu_image.sh builds.
"""

import fcntl
import io
import json
import os
import re
import shutil
import tarfile
import tempfile
from pathlib import Path

import pytest

docker = pytest.importorskip("docker")

from tests.agent.stub_llm import ScriptedLLM, tool_call, write_pass  # noqa: E402

from agent.cli import main  # noqa: E402
from agent.runtimes.docker import LABEL, PIDS_LIMIT, DockerRuntime  # noqa: E402
from agent.trajectory import read_jsonl  # noqa: E402

TINY_IMAGE = "passnet-agent-test-busybox:local"
CPU_IMAGE = os.environ.get("PASSNET_TEST_IMAGE", "passnet:cpu-test")
BUSYBOX = Path("/bin/busybox")


@pytest.fixture(scope="module")
def client():
    try:
        client = docker.from_env()
        client.ping()
    except Exception as e:  # no socket, no daemon, no permission: all mean no engine here
        pytest.skip(f"no Docker engine reachable ({e.__class__.__name__}); install docker.io and start dockerd")
    return client


@pytest.fixture(scope="module")
def tiny_image(client):
    """A one-binary image: the host's statically linked busybox as /bin/sh and friends."""
    if not _has_image(client, TINY_IMAGE):
        if not BUSYBOX.is_file() or not _is_static(BUSYBOX):
            pytest.skip("no static /bin/busybox to build the tiny test image from (apt-get install busybox-static)")
        client.api.import_image_from_data(_busybox_rootfs(), repository=TINY_IMAGE.split(":")[0], tag="local")
    return TINY_IMAGE


@pytest.fixture(scope="module")
def cpu_image(client):
    if not _has_image(client, CPU_IMAGE):
        pytest.skip(f"image {CPU_IMAGE} is not built; build it with tests/agent/build_cpu_image.sh")
    return CPU_IMAGE


def _has_image(client, tag):
    try:
        client.images.get(tag)
        return True
    except docker.errors.ImageNotFound:
        return False


def _is_static(path):
    """A dynamically linked ELF names its loader (PT_INTERP) near the start of the file."""
    return b"ld-linux" not in path.read_bytes()[:8192]


def _busybox_rootfs():
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as tar:
        tar.add(BUSYBOX, arcname="bin/busybox")
        for applet in ("sh", "sleep", "ls", "cat", "echo", "pwd", "id"):
            link = tarfile.TarInfo(f"bin/{applet}")
            link.type, link.linkname = tarfile.SYMTYPE, "busybox"
            tar.addfile(link)
        for directory in ("tmp", "workspace"):
            info = tarfile.TarInfo(directory)
            info.type, info.mode = tarfile.DIRTYPE, 0o1777
            tar.addfile(info)
    return buffer.getvalue()


def _our_containers(client):
    return client.containers.list(all=True, filters={"label": LABEL})


@pytest.fixture(autouse=True)
def one_docker_test_at_a_time():
    """Every container of the agent's label is the test's to account for: the other xdist worker's test of this module
    waits meanwhile (CI 23's local run: its container was found running beside a finished one's check)."""
    with open(Path(tempfile.gettempdir()) / "passnet-docker-tests.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def test_the_container_is_locked_down(client, tiny_image, tmp_path):
    workspace, report_dir = tmp_path / "task", tmp_path / "report"
    workspace.mkdir()
    report_dir.mkdir()
    runtime = DockerRuntime(image=tiny_image, cpus=1.5, memory="256m", client=client)
    script = ("pwd; id -u; echo $GREETING; "
              "for d in /workspace /etc /tmp /passnet-out; do (echo x > $d/probe) 2>/dev/null "
              "&& echo $d writable || echo $d read-only; done; "
              "cat /proc/self/status; cat /sys/fs/cgroup/pids/pids.max /sys/fs/cgroup/pids.max 2>/dev/null; "
              "cat /sys/fs/cgroup/cpu/cpu.cfs_quota_us /sys/fs/cgroup/cpu.max 2>/dev/null; ls /sys/class/net; exit 3")
    result = runtime.run(["sh", "-c", script], workspace, report_dir, timeout=60, env={"GREETING": "hello"})
    lines = result.output.split("\n")
    assert result.returncode == 3 and not result.timed_out
    assert lines[0] == "/workspace" and int(lines[1]) != 0 and lines[2] == "hello"  # not root
    assert lines[3:7] == ["/workspace read-only", "/etc read-only", "/tmp writable", "/passnet-out writable"]
    assert (report_dir / "probe").is_file() and not (workspace / "probe").exists()
    status = dict(line.split(":\t", 1) for line in lines if ":\t" in line)
    assert status["NoNewPrivs"].strip() == "1" and status["CapEff"].strip() == "0000000000000000"
    assert str(PIDS_LIMIT) in lines
    assert "150000" in result.output  # CPU quota: 1.5 CPUs = 150000 us per 100000 us period
    assert lines[-2] == "lo"  # no network but loopback
    assert _our_containers(client) == []


def test_a_command_past_its_timeout_is_killed_and_its_container_removed(client, tiny_image, tmp_path):
    runtime = DockerRuntime(image=tiny_image, cpus=1, memory="256m", client=client)
    result = runtime.run(["sh", "-c", "echo started; sleep 60"], tmp_path, tmp_path, timeout=2, env={})
    assert result.timed_out and result.returncode is None
    assert "started" in result.output and result.elapsed < 30
    assert _our_containers(client) == []


def test_the_agent_evaluates_in_the_dockerfile_image_and_tampering_changes_nothing(
        client, cpu_image, tmp_path, fixtures_root, pass_source, monkeypatch):
    """A correct pass, judged in the image; then the same pass with a hook that would forge every
    report at exit: the allow-list rejects it before it runs, and the reward is the correct pass's."""
    monkeypatch.setenv("GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD", "1000")  # CPU timing is noise
    correct = pass_source("TritonAddRelu")
    add_hook = tool_call("file_editor", {"command": "insert", "path": "pass_dir/TritonAddRelu.py",
                                         "insert_line": len(correct.split("\n")),
                                         "new_str": "\n" + pass_source("tamper_hook")})
    script = write_pass("TritonAddRelu", correct) + [add_hook, tool_call("pass_evaluator"), tool_call("finish")]
    out = tmp_path / "run"
    with ScriptedLLM(script) as server:
        assert main(["run", "--dataset", str(fixtures_root / "add_relu_samples.txt"), "--root", str(fixtures_root),
                     "--model", "stub", "--base-url", server.url, "--runtime", "docker",
                     "--docker-image", cpu_image, "--device", "cpu", "--warmup", "1", "--trials", "3",
                     "--out", str(out)]) == 0
    [trajectory] = read_jsonl(out / "trajectories.jsonl")
    evaluations = out / "evaluations/add_relu/attempt_0"
    assert trajectory["docker_image"] == cpu_image and trajectory["env_args"]["runtime"] == "docker"
    assert trajectory["trajectory_steps"][2]["observation"].count(": CORRECT (") == 2
    tampering = json.loads((evaluations / "002/report.json").read_text())
    assert [v["status"] for v in tampering["variants"]] == ["cheat_detected", "cheat_detected"]
    for variant in tampering["variants"]:
        assert re.search(r"pass_dir/TritonAddRelu\.py:\d+: imports 'atexit'", variant["message"]), variant["message"]
    assert trajectory["trajectory_steps"][4]["observation"].count(": CHEAT_DETECTED (") == 2
    report = json.loads((evaluations / "reward/report.json").read_text())
    assert 42.0 not in (tampering["samples"][0]["score"], report["samples"][0]["score"])
    assert [v["replaced_lines"] for v in report["variants"]] == [[6, 7], [6, 7]]
    assert trajectory["reward"] == pytest.approx(1.0)
    assert _our_containers(client) == []
    shutil.rmtree(out)  # written by the container's user: still removable here


def test_a_missing_image_is_an_error_before_any_attempt(client, tmp_path, fixtures_root, capsys):
    code = main(["run", "--dataset", str(fixtures_root / "add_relu_samples.txt"), "--root", str(fixtures_root),
                 "--model", "stub", "--base-url", "http://127.0.0.1:9/v1", "--runtime", "docker",
                 "--docker-image", "passnet-agent-test:does-not-exist", "--out", str(tmp_path / "run")])
    assert code == 2
    assert "docker build -f Dockerfile.nvidia -t passnet-agent-test:does-not-exist" in capsys.readouterr().err
    assert not (tmp_path / "run").exists()
