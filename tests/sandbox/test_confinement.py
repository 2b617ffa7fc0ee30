"""No privilege in any child, in each of the four configurations (bubblewrap or not, root or not):
one real run whose first sample's pass tries, from its kernel wrapper, everything a pass must not
do (write the harness, the run's files, another sample's files, /etc; read /etc/shadow, another
sample, the trusted process's environment; signal, trace or read the memory of the other
children; remount, unshare, leave its session, open a network socket) and reports what it got;
a deep, unreadable tree it leaves and 256 MiB it writes to stderr must cost the run nothing; the
victim after it must still be judged on its own merits. One test per configuration: each is a
real run of half a minute, which xdist would repeat on every worker that ran a test of it.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

import pytest
import torch

import pytest_passnet
from pytest_passnet.sandbox import policy
from tests.sample_factory import ADD_RELU_PASS, WRONG_ADD_RELU_PASS, write_sample
from tests.sandbox import configurations

pytestmark = pytest.mark.usefixtures("outside_xdist")

SECRET = "sk-passnet-confinement-5e1d"
ATTACKS = '''
import ctypes, json, os, signal, socket

_libc = ctypes.CDLL(None, use_errno=True)
_TARGETS = {targets!r}
_SECRET = {secret!r}


def _attempt(action):
    try:
        detail = action()
    except OSError as exc:
        return "denied: " + (exc.strerror or type(exc).__name__)
    return "ALLOWED" + (": " + str(detail) if detail else "")


def _call(result):
    if result != 0:
        raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))


def _open_for_writing(path):  # no O_TRUNC, nothing written: changes nothing even where allowed
    os.close(os.open(path, os.O_WRONLY))


def _create_in(folder):
    path = os.path.join(folder, ".passnet-attack-probe")
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    os.unlink(path)


def _read(path):
    with open(path, "rb") as file:
        file.read(16)


def _others():
    """The run's other processes this one can see: pytest's and the other children."""
    mine = {{os.getpid(), os.getppid()}}
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit() and int(name) not in mine:
            try:
                with open(f"/proc/{{name}}/cmdline", "rb") as listing:
                    command = listing.read().decode(errors="replace")
            except OSError:
                continue
            if "pytest_passnet.sandbox.child" in command or "--passnet-out" in command:
                found.append(int(name))
    return found


def _on_others(action):
    def run():
        others = _others()
        if not others:
            raise OSError(3, "no other process of the run is visible")
        results = [_attempt(lambda pid=pid: action(pid)) for pid in others]
        allowed = [r for r in results if r.startswith("ALLOWED")]
        if allowed:
            return allowed
        raise OSError(1, "; ".join(sorted(set(results))))
    return run


def _trace(pid):
    _call(_libc.ptrace(16, pid, None, None))  # PTRACE_ATTACH
    _libc.ptrace(17, pid, None, None)  # PTRACE_DETACH


def _environment_secret(pid):
    with open(f"/proc/{{pid}}/environ", "rb") as environ:
        return "readable" + (", holds the secret" if _SECRET.encode() in environ.read() else "")


def _leave_session():
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.setsid()
            os.write(write_end, b"left")
        except OSError as exc:
            os.write(write_end, str(exc.errno).encode())
        os._exit(0)
    os.waitpid(pid, 0)
    answer = os.read(read_end, 16).decode()
    if answer != "left":
        raise OSError(int(answer), os.strerror(int(answer)))


def _network():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(1)
        try:
            s.connect(("127.0.0.1", 9))
        except ConnectionRefusedError:
            return "reached the host's loopback (refused)"


def _capabilities():
    with open("/proc/self/status") as status:
        caps = dict(line.split(":", 1) for line in status if line.startswith(("CapEff", "CapPrm")))
    if any(int(v, 16) for v in caps.values()):
        return caps
    raise OSError(1, "no capability")


def _attacks():
    t = _TARGETS
    return {{
        "write the harness package": _attempt(lambda: _open_for_writing(t["package_file"])),
        "create in the harness package": _attempt(lambda: _create_in(t["package_dir"])),
        "create in site-packages": _attempt(lambda: _create_in(t["site_packages"])),
        "write /etc/passwd": _attempt(lambda: _open_for_writing("/etc/passwd")),
        "create in /etc": _attempt(lambda: _create_in("/etc")),
        "write the run's results": _attempt(lambda: _open_for_writing(t["results"])),
        "create in the run's folder": _attempt(lambda: _create_in(t["out"])),
        "write another sample's pass": _attempt(lambda: _open_for_writing(t["victim_pass"])),
        "read another sample's pass": _attempt(lambda: _read(t["victim_pass"])),
        "read /etc/shadow": _attempt(lambda: _read("/etc/shadow")),
        "create in /tmp": _attempt(lambda: _create_in("/tmp")),
        "create in /dev/shm": _attempt(lambda: _create_in("/dev/shm")),
        "read other processes' environment": _attempt(_on_others(_environment_secret)),
        "read other processes' memory": _attempt(_on_others(lambda pid: _read(f"/proc/{{pid}}/mem"))),
        "signal other processes": _attempt(_on_others(lambda pid: os.kill(pid, 0))),
        "trace other processes": _attempt(_on_others(_trace)),
        "remount /usr writable": _attempt(lambda: _call(_libc.mount(b"none", b"/usr", None, 32 | 4096, None))),
        "new user namespace": _attempt(lambda: _call(_libc.unshare(0x10000000))),
        "leave the session": _attempt(_leave_session),
        "network": _attempt(_network),
        "capabilities": _attempt(_capabilities),
        "write its own scratch": _attempt(lambda: _create_in(os.getcwd())),
    }}
'''
# The wrapper attacks, leaves a chain 1,500 folders deep with unreadable folders in it, writes
# 256 MiB to stderr and its findings last, then exits: the findings come back as the last line of
# the stderr tail the trusted side keeps.
ATTACKER = ADD_RELU_PASS.replace("import torch\n", "import torch\n" + ATTACKS, 1).replace("    out = torch.empty_like(x)\n", '''\
    findings = json.dumps(dict(_attacks(), uid=os.getuid()))
    fd = os.open(".", os.O_RDONLY)
    for depth in range(1500):
        os.mkdir("d", dir_fd=fd)
        inner = os.open("d", os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = inner
    os.mkdir("locked", dir_fd=fd)
    os.chmod("locked", 0, dir_fd=fd)
    os.close(fd)
    os.mkdir("unreadable")
    os.chmod("unreadable", 0)
    line = b"x" * 1023 + b"\\n"
    for _ in range(256 * 1024):
        os.write(2, line)
    os.write(2, b"ATTACKS " + findings.encode() + b"\\n")
    os._exit(3)
''')


@pytest.fixture(scope="module", params=configurations.NAMES)
def confined_run(request):
    name = request.param
    if configurations.skip_reason(name):
        pytest.skip(configurations.skip_reason(name))
    root = configurations.workspace(name)
    out = root / "out"
    victim = write_sample(root, "victim", passes={"AddRelu": WRONG_ADD_RELU_PASS})
    targets = {
        "package_file": pytest_passnet.__file__, "package_dir": str(Path(pytest_passnet.__file__).parent),
        "site_packages": str(Path(torch.__file__).parent.parent), "out": str(out), "results": str(out / "results.jsonl"),
        "victim_pass": str(victim / "pass_dir" / "AddRelu.py"),
    }
    samples = [write_sample(root, "attacker", passes={"AddRelu": ATTACKER.format(targets=targets, secret=SECRET)}), victim]
    configurations.hand_over(name, root)
    victim_source = (victim / "pass_dir" / "AddRelu.py").read_bytes()
    command = [sys.executable, "-m", "pytest", "--rootdir", str(root), "--passnet-samples", *map(str, samples),
               "--passnet-out", str(out), "--passnet-guard", "passbench", "--passnet-warmup", "1",
               "--passnet-trials", "2", "--passnet-timeout", "120", "-p", "no:cacheprovider"]
    env = {**os.environ, "PASSNET_TEST_SECRET_KEY": SECRET, "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD": "1000"}
    finished = configurations.run(name, command, root, env, timeout=900)
    assert (out / "report.json").is_file(), finished.stdout[-3000:] + finished.stderr[-3000:]
    report = json.loads((out / "report.json").read_text())
    yield name, {Path(v["sample"]).name: v for v in report["variants"]}, report, finished, victim_source, victim
    from pytest_passnet.sandbox.cleanup import remove_tree

    remove_tree(root)


def test_a_confined_pass(confined_run):
    """What the pass got (nothing), what the report says was enforced, the victim's verdict and
    files, and what the mess it left cost: a kernel_error with the last line of 256 MiB of stderr,
    no folder left behind."""
    name, variants, report, finished, victim_source, victim = confined_run
    attacker = variants["attacker"]
    assert attacker["status"] == "kernel_error" and "exit code 3" in attacker["message"], attacker["message"]
    assert len(attacker["message"]) < 20_000
    results = json.loads(attacker["message"].split("ATTACKS ", 1)[1].splitlines()[0])
    assert results.pop("write its own scratch") == "ALLOWED"  # the attacks could have succeeded
    uid = results.pop("uid")
    allowed = {attack: outcome for attack, outcome in results.items() if outcome.startswith("ALLOWED")}
    assert not allowed, f"{name}: {allowed}"

    record = report["sandbox"]
    assert record["mode"] == configurations.kind(name)
    assert {"no_new_privs", "pdeathsig", "non_dumpable", "rlimits"} <= set(record["enforced"])
    assert record["trusted"] == ["non_dumpable", "subreaper"]
    if configurations.kind(name) == policy.BWRAP:
        assert {"read-only-mounts", "pid-namespace", "no-network"} <= set(record["enforced"])
    if configurations.as_root(name) and configurations.kind(name) == policy.BWRAP:
        assert "uid" in record["enforced"]  # bubblewrap mounts just what the child reads: always readable
    if "uid" in record["enforced"]:
        assert uid >= 1_600_000_000
    assert f"sandbox: {record['mode']} (" in finished.stdout
    assert record["warning"] is None or f"WARNING: {record['warning']}" in finished.stdout

    assert variants["victim"]["status"] == "accuracy", variants["victim"]["message"]
    assert (victim / "pass_dir" / "AddRelu.py").read_bytes() == victim_source
    assert SECRET not in json.dumps(variants)

    assert len(report["variants"]) == 2 and "passnet report:" in finished.stdout
    leftovers = [path for folder in (Path(tempfile.gettempdir()), Path("/dev/shm")) if folder.is_dir()
                 for path in folder.iterdir()
                 if path.name.startswith((f"passnet-sandbox-{finished.pid}-", f"passnet-spill-{finished.pid}-"))]
    assert not leftovers
