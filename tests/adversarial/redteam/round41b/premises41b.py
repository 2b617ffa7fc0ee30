"""Round 41b's quick premises, each on the real product components it names (no stand-in for any of them):

- ``subnormal_e2e``: a compiled child's trial claim of the least positive float (5e-324 ms; ``protocol.Times.read``
  takes it: a finite number from 0 to a day) on a call the trusted clock cannot see (its spans no longer than eager's
  overhead per trial: the unverified band of docs/trust.md §7 "timing slack on small variants"), measured by the real
  ``measure_with_retries`` as ``pipeline.time_both_sides`` calls it on the CPU, recorded by ``pipeline._record_timings``,
  then scored and reported by ``score`` and ``report.build_report`` beside a variant whose speedup rounds to 0.0.
- ``kernel_subnormal``: the same claim as a child's kernel-level time (``protocol.KernelDone.read``), bounded by
  ``pipeline._kernel_bounded`` on a device without a bandwidth entry (``guard.device_bandwidth``: the CPU here; a GPU
  whose name is not in ``guard.DEVICE_BANDWIDTH`` takes the same path).
- ``plugin_ref_edited``: ``kernel_cache.key`` for a plugin compiler whose file changed between two runs at the same
  path (its ``file:qualname`` as ``option_parsing._compiler_paths`` makes it), with the real ``keep``/``restore``.
- ``shared_pass_keys``: which children share a kept cache: samples of one pass code and other models, compilers.

``python -m tests.adversarial.redteam.round41b.premises41b [e2e | kernel | floor | plugin | keys | link | link-control | relative]``
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path
from types import SimpleNamespace

import torch

from pytest_passnet import guard, option_parsing, pipeline, protocol, report
from pytest_passnet.measure import SideTiming, measure_with_retries
from pytest_passnet.options import Options
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sandbox import kernel_cache, policy
from pytest_passnet.tolerance import LEVELS

TRIALS = 5
LEAST = 5e-324  # the least positive float: finite, at least 0, at most a day
EAGER_MS = 0.02  # eager's one-element relu
H_MS = 1.6  # eager's overhead per trial (span - claim) on this host, round 40b's plugin runs
HELD_MS = 0.3


def _correct(run: pipeline.Run) -> VariantResult:
    run.result.status = Status.CORRECT
    run.result.correctness = {"correct_at": {str(t): True for t in LEVELS}}
    return run.result


def _eager() -> SideTiming:
    claims = [EAGER_MS] * TRIALS
    return SideTiming(claims, None, [c + H_MS + 0.01 * i for i, c in enumerate(claims)], [1.0] * TRIALS,
                      [HELD_MS] * TRIALS)


def claimed_variant(claim_ms: float, spans_ms: list[float], name: str = "tiny") -> tuple[VariantResult, dict]:
    """A correct variant whose child claimed ``claim_ms`` for each trial (read as ``protocol.Times`` reads a child's
    times) in the trusted spans ``spans_ms``: the result ``_record_timings`` leaves, and the scored clock."""
    claims = protocol.Times.read({"e2e_ms": [claim_ms] * TRIALS, "gpu_ms": None}, TRIALS, cuda=False).e2e_ms
    compiled = SideTiming(claims, None, list(spans_ms), None, [HELD_MS] * TRIALS)
    eager = _eager()
    run = pipeline.Run(None, VariantResult(f"s_{name}::v", f"s_{name}", "v"), Options(guard="full"))
    run.measurement = measure_with_retries(lambda: compiled, lambda: eager, 3, guarded=False)
    pipeline._record_timings(run)
    clock = (run.measurement.scored or run.measurement.attempts[-1]).clock
    return _correct(run), {"false_claim": run.measurement.false_claim, "claimed": clock.claimed_ms,
                           "bound": clock.bound_ms, "estimate": clock.estimate_ms, "allowance": clock.allowance_ms,
                           "flags": clock.flags()}


def slow_variant() -> VariantResult:
    """A correct variant whose e2e speedup PassBench's 5 decimals round to 0.0 (an honest pass 200,000 times slower
    than eager, or one that sleeps: round 40b's ``warnings_run``)."""
    return claimed_variant(30_000.0, [30_001.6] * TRIALS, "slow")[0]


def _report(variants: list[VariantResult], series: str = "e2e") -> dict:
    """``report.build_report`` as the session calls it, its JSON as ``runfiles.write_report`` writes it
    (``json.dumps``), and whether that JSON is standard (no Infinity or NaN); under ``warnings`` as errors (a
    user's ``-W error``, which pytest applies around ``pytest_sessionfinish``), what it raised."""
    found: dict = {}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            built = report.build_report(variants, [v.sample for v in variants], {"score_on": series}, False)
            found["raised"] = None
        except Exception as exc:  # noqa: BLE001 - what a user's -W error sees
            found["raised"] = f"{type(exc).__name__}: {exc}"
            built = None
    if built is None:  # as the session builds it without -W error: numpy's warning printed, the report written
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            built = report.build_report(variants, [v.sample for v in variants], {"score_on": series}, False)
    data = built.to_dict()
    found["overall"] = data["overall"]["score"]
    found["json_has"] = [word for word in ("Infinity", "NaN") if word in json.dumps(data)]
    try:
        json.dumps(data, allow_nan=False)
        found["standard_json"] = True
    except ValueError:
        found["standard_json"] = False
    return found


def subnormal_e2e() -> dict:
    """SUBNORMAL_CLAIM: the least positive claim on a call the clock cannot see, alone and pooled with a variant whose
    speedup rounds to 0.0; the control claims 0.001 ms on the same spans."""
    spans = [EAGER_MS + H_MS + d for d in (-0.05, 0.0, 0.02, -0.02, 0.01)]  # no longer than eager's: the band
    control, control_clock = claimed_variant(0.001, spans, "control")
    slow = slow_variant()
    found = {"control_speedup": control.speedup["e2e"], "control_clock": control_clock,
             "control_pooled_with_zero": _report([control, slow]), "slow_speedup": slow.speedup["e2e"],
             "cuda": subnormal_cuda_series()}
    try:  # refused since the lead's fix (protocol._SHORTEST_MS): the child's reply is malformed
        tiny, clock = claimed_variant(LEAST, spans)
    except protocol.MalformedMessage as exc:
        return {**found, "refused": str(exc)}
    return {**found, "refused": None, "clock": clock, "speedup": tiny.speedup["e2e"],
            "finite": math.isfinite(tiny.speedup["e2e"] or 0.0), "alone": _report([tiny]),
            "pooled_with_zero": _report([tiny, slow])}


def subnormal_cuda_series() -> dict:
    """The same claim on CUDA's shape (``gpu_ms`` too, as ``TrialDone.read`` takes it with ``cuda``): both series of the
    real ``measure_with_retries``, the gpu bound (``measure.py:289-293``) taking the claim where the e2e one did."""
    try:
        claims = protocol.Times.read({"e2e_ms": [LEAST] * TRIALS, "gpu_ms": [LEAST] * TRIALS}, TRIALS, cuda=True)
    except protocol.MalformedMessage as exc:
        return {"refused": str(exc)}
    compiled = SideTiming(claims.e2e_ms, claims.gpu_ms, [EAGER_MS + H_MS] * TRIALS, None, [HELD_MS] * TRIALS)
    eager = SideTiming([EAGER_MS] * TRIALS, [0.015] * TRIALS, [EAGER_MS + H_MS + 0.01 * i for i in range(TRIALS)],
                       [1.0] * TRIALS, [HELD_MS] * TRIALS)
    measurement = measure_with_retries(lambda: compiled, lambda: eager, 3, guarded=False)
    return {"speedups": measurement.speedups(), "false_claim": measurement.false_claim}


def kernel_variant(compiled_kernel_ms: float, device: str = "cpu") -> VariantResult:
    """A correct variant whose child's kernel-level answer claims ``compiled_kernel_ms`` (``KernelDone.read``), its e2e
    honest, recorded by ``pipeline._record_timings`` (``_kernel_bounded``) as ``time_kernels`` leaves it."""
    reply = protocol.KernelDone({"median": compiled_kernel_ms, "method": "cuda_graph", "note": ""}).message()
    kernel = protocol.KernelDone.read(reply).kernel
    run = pipeline.Run(None, VariantResult("s_k::v", "s_k", "v"), Options(guard="full", device=device))
    compiled = SideTiming([0.1] * TRIALS, None, [0.3] * TRIALS, [1.0] * TRIALS, [HELD_MS] * TRIALS)
    eager = SideTiming([0.2] * TRIALS, None, [0.4] * TRIALS, [1.0] * TRIALS, [HELD_MS] * TRIALS)
    run.measurement = measure_with_retries(lambda: compiled, lambda: eager, 3, guarded=False)
    run.kernel = {"compiled": kernel, "eager": {"median": 0.05, "method": "cuda_graph", "note": ""}}
    run.eager_out = (torch.zeros(16),)
    pipeline._record_timings(run)
    return _correct(run)


def kernel_subnormal() -> dict:
    """KERNEL_SUBNORMAL: the least positive kernel claim where ``guard.device_bandwidth`` knows no floor (the CPU's
    name, as any GPU's not in ``DEVICE_BANDWIDTH``), the report under the default e2e series and the kernel series."""
    before = os.environ.pop(guard.BANDWIDTH_ENV, None)  # the table alone, as on a host that sets none
    try:
        return _kernel_subnormal()
    finally:
        if before is not None:
            os.environ[guard.BANDWIDTH_ENV] = before


def _kernel_subnormal() -> dict:
    control = kernel_variant(0.001)
    found = {"bandwidth": guard.device_bandwidth("cpu"),
             "unlisted_gpus": {name: guard.device_bandwidth(name) for name in (
                 "NVIDIA B200", "NVIDIA GeForce RTX 4090", "NVIDIA L4", "NVIDIA A10G", "NVIDIA H20")},
             "control_kernel_speedup": control.speedup.get("kernel")}
    try:  # refused since the lead's fix (protocol._SHORTEST_MS)
        tiny = kernel_variant(LEAST)
    except protocol.MalformedMessage as exc:
        return {**found, "refused": str(exc)}
    return {**found, "refused": None, "kernel_speedup": tiny.speedup.get("kernel"),
            "scored_kernel": tiny.timing["kernel"]["compiled"], "flags": tiny.flags, "report_e2e": _report([tiny]),
            "report_kernel": _report([tiny], "kernel")}


def cap_skips_floor(bandwidth_gbps: float = 3350.0) -> dict:
    """CAP_SKIPS_FLOOR: on a device with a bandwidth (``PASSNET_DEVICE_BANDWIDTH_GBPS``, which ``guard.device_bandwidth``
    reads before its table: an H100's 3,350 GB/s), a variant with 4 MiB of outputs whose child claims 1e-6 ms per e2e
    trial in the unverified band (scored at its claim) and an honest kernel time of 0.05 ms: ``_kernel_bounded`` caps
    the kernel time at the e2e median and returns before the bandwidth floor (1.25 us for 4 MiB). The control claims
    its kernel at 1e-6 ms with an honest e2e (0.1 ms): floored."""
    import os

    before = os.environ.get(guard.BANDWIDTH_ENV)
    os.environ[guard.BANDWIDTH_ENV] = str(bandwidth_gbps)
    try:
        found = {}
        for name, e2e_claim, e2e_spans, kernel_ms in (
                ("capped", 1e-6, [0.2] * TRIALS, 0.05),  # spans no longer than eager's overhead: the band
                ("control", 0.1, [0.3] * TRIALS, 1e-6)):
            reply = protocol.KernelDone({"median": kernel_ms, "method": "cuda_graph", "note": ""}).message()
            run = pipeline.Run(None, VariantResult(f"s_{name}::v", f"s_{name}", "v"), Options(guard="full"))
            compiled = SideTiming([e2e_claim] * TRIALS, None, list(e2e_spans), None, [HELD_MS] * TRIALS)
            eager = SideTiming([0.2] * TRIALS, None, [0.4 + 0.01 * i for i in range(TRIALS)], [1.0] * TRIALS,
                               [HELD_MS] * TRIALS)
            run.measurement = measure_with_retries(lambda: compiled, lambda: eager, 3, guarded=False)
            run.kernel = {"compiled": protocol.KernelDone.read(reply).kernel,
                          "eager": {"median": 0.05, "method": "cuda_graph", "note": ""}}
            run.eager_out = (torch.zeros(1 << 20),)
            pipeline._record_timings(run)
            found[name] = {"e2e_scored": run.result.timing["compiled"]["e2e"]["median"],
                           "kernel_scored": run.result.timing["kernel"]["compiled"]["median"],
                           "kernel_speedup": run.result.speedup.get("kernel"),
                           "floor": pipeline.kernel_floor_ms(4 << 20, bandwidth_gbps * 1e9)}
        return found
    finally:
        if before is None:
            os.environ.pop(guard.BANDWIDTH_ENV, None)
        else:
            os.environ[guard.BANDWIDTH_ENV] = before


PLUGIN_V1 = '''\
from pytest_passnet.sandbox.child.compilers import PassManagerCompiler


class Compiler(PassManagerCompiler):
    """Version 1: loads the sample's passes (their code runs in this compiler's child)."""
'''
PLUGIN_V2 = '''\
from pytest_passnet.sandbox.child.compilers import InductorCompiler


class Compiler(InductorCompiler):
    """Version 2, the same file edited: torch's Inductor alone; none of the sample's pass code runs."""
'''


def _plugin_ref(path: Path) -> str:
    """The plugin compiler's reference as the product makes it from the hook's factory
    (``option_parsing._compiler_paths``); the module imported afresh from ``path`` as a new session would."""
    spec = importlib.util.spec_from_file_location(f"r41b_plugin_{path.stat().st_mtime_ns}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # as an import leaves it: inspect finds a class's file through its module
    spec.loader.exec_module(module)
    config = SimpleNamespace(hook=SimpleNamespace(pytest_passnet_compilers=lambda: [{"mine": module.Compiler}]))
    return option_parsing._compiler_paths(config)["mine"]


def _sample(base: Path, name: str, pass_code: str, model: str = "x") -> SimpleNamespace:
    folder = base / name
    (folder / "pass_dir").mkdir(parents=True)
    (folder / "pass_dir" / "fused.py").write_text(pass_code)
    (folder / "model.py").write_text(model)
    return SimpleNamespace(path=folder)


def plugin_ref_edited(base: Path) -> dict:
    """PLUGIN_FILE_EDITED: the cache a pass's child leaves under plugin version 1 (which loads the passes), and what a
    child of version 2 (the same file edited to run Inductor alone) is given by ``restore``."""
    base.mkdir(parents=True, exist_ok=True)
    sample = _sample(base, "sample", "def pattern(x):\n    return x\n")
    plugin = base / "plugins" / "mine.py"
    plugin.parent.mkdir()
    plugin.write_text(PLUGIN_V1)
    ref_v1 = _plugin_ref(plugin)
    scratch = base / "child_v1"
    planted = scratch / policy.KERNEL_CACHE / "inductor" / "yy" / "cyy_planted.py"
    planted.parent.mkdir(parents=True)
    planted.write_text("def call(args):\n    return [0]  # what the pass's child left\n")
    kernel_cache.keep(kernel_cache.key(sample, ref_v1), scratch, None)
    plugin.write_text(PLUGIN_V2 + "\n")
    ref_v2 = _plugin_ref(plugin)
    fresh = base / "child_v2"
    kernel_cache.restore(kernel_cache.key(sample, ref_v2), fresh)
    restored = sorted(str(p.relative_to(fresh)) for p in (fresh / policy.KERNEL_CACHE).rglob("*.py")) if (
        fresh / policy.KERNEL_CACHE).is_dir() else []
    return {"ref_v1": ref_v1, "ref_v2": ref_v2, "same_key": kernel_cache.key(sample, ref_v1) == kernel_cache.key(
        sample, ref_v2), "restored_for_v2": restored}


def shared_pass_keys(base: Path) -> dict:
    """Which children share a kept cache: two samples with one pass code and different models, a third pass code,
    the four built-in compilers."""
    base.mkdir(parents=True, exist_ok=True)
    code = "def pattern(x):\n    return x\n"
    a, b = _sample(base, "a", code, "model A"), _sample(base, "b", code, "model B")
    c = _sample(base, "c", code + "# another pass\n", "model A")
    names = ("pass_mgr", "pass_mgr_direct", "inductor", "eager")
    return {"same_code_other_model": kernel_cache.key(a, "pass_mgr") == kernel_cache.key(b, "pass_mgr"),
            "other_code": kernel_cache.key(a, "pass_mgr") == kernel_cache.key(c, "pass_mgr"),
            "compilers_distinct": len({kernel_cache.key(a, n) for n in names}) == len(names)}


_RELATIVE_CHILD = r"""
import json, os, sys
from types import SimpleNamespace
from pytest_passnet import option_parsing

os.chdir(sys.argv[1])
sys.path.insert(0, "plugins")  # a relative entry, as a conftest may add one
import rel41b

config = SimpleNamespace(hook=SimpleNamespace(pytest_passnet_compilers=lambda: [{"mine": rel41b.Compiler}]))
print(json.dumps(option_parsing._compiler_paths(config)["mine"]))
"""


def relative_ref(base: Path) -> str:
    """RELATIVE_REF: a plugin compiler imported through a relative ``sys.path`` entry, in a fresh interpreter: the
    reference ``option_parsing._compiler_paths`` makes (were it relative, two checkouts' plugins would share a key)."""
    (base / "plugins").mkdir(parents=True)
    (base / "plugins" / "rel41b.py").write_text(PLUGIN_V1)
    root = Path(__file__).parents[4]
    done = subprocess.run([sys.executable, "-c", _RELATIVE_CHILD, str(base)], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": str(root)}, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


LINK_UID = 1_500_951  # a uid of no account (this round's range: 1,500,950-1,500,999)
_LINK_CHILD = r"""
import json, os, sys
from pytest_passnet.sandbox import confine, landlock, policy

scratch, uid, secret, landlocked = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4] == "1"
steps = ["oom_first", "namespaces", "rlimits", "identity", "no_new_privs", "pdeathsig", "non_dumpable",
         *(["landlock"] if landlocked else []), "seccomp"]
plan = {"steps": steps, "uid": uid, "gid": uid, "limits": policy.limits(uid), "parent": os.getppid(),
        "folders": {"own": scratch, "prefix": scratch + ".others", "writable": [scratch]},
        "landlock": {"read": policy.read_only_roots(), "devices": ["/dev/null"], "write": [scratch],
                     "abi": landlock.abi_version()},
        "unix_sockets": False, "pid_namespace": True}
confine.apply(plan)
cache = os.path.join(scratch, policy.KERNEL_CACHE, "inductor", "zz")
os.makedirs(cache)
said = {"uid": os.getuid()}
for what, act in (("read", lambda: open(secret, "rb").read()), ("link", lambda: os.link(secret, cache + "/stolen.py")),
                  ("symlink", lambda: os.symlink(secret, cache + "/pointer.py"))):
    try:
        act()
        said[what] = "done"
    except OSError as exc:
        said[what] = exc.strerror
print(json.dumps(said), flush=True)
"""


def cache_link_reach(uid: int = LINK_UID, landlocked: bool = True) -> dict:
    """LINK_INTO_CACHE: a child confined as the product confines one (``confine.apply``: Landlock, seccomp, its uid)
    whose uid owns a secret outside its scratch (as the run's ``.results-key`` is the user's in plain-user mode) tries to
    read it, hard-link it and sym-link it into its kernel cache; the trusted side then keeps that cache as
    ``Sandbox.close`` does (``kernel_cache.keep``; owner None as for a child of the user's own uid, and the child's uid)
    and restores it for the next child of the key: does the secret's content reach it? ``landlocked`` False: the control,
    the same child without the Landlock step."""
    base = Path(tempfile.mkdtemp(prefix="r41b-link-", dir="/tmp"))  # a path the child's uid can walk
    try:
        return _cache_link_reach(base, uid, landlocked)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _cache_link_reach(base: Path, uid: int, landlocked: bool) -> dict:
    base.chmod(0o755)
    outside = base / "outside"
    outside.mkdir()
    secret = outside / ".results-key"
    secret.write_bytes(b"R41B-SECRET-" + os.urandom(8).hex().encode())
    for path, mode in ((outside, 0o700), (secret, 0o600)):
        os.chown(path, uid, uid)
        path.chmod(mode)
    scratch = base / "scratch"
    scratch.mkdir()
    os.chown(scratch, uid, uid)
    root = Path(__file__).parents[4]
    done = subprocess.run([sys.executable, "-c", _LINK_CHILD, str(scratch), str(uid), str(secret),
                           "1" if landlocked else "0"],
                          capture_output=True, text=True, timeout=60, cwd=root,
                          env={**os.environ, "PYTHONPATH": str(root)}, check=False)
    said = json.loads(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else {"error": done.stderr[-800:]}
    content = secret.read_bytes()
    reached = {}
    for owner in (None, uid):
        key = f"r41b-link-{owner}-{landlocked}"
        kernel_cache.keep(key, scratch, owner)
        fresh = base / f"next-{owner}"
        kernel_cache.restore(key, fresh)
        files = [p for p in fresh.rglob("*") if p.is_file()]
        reached["owner_" + str(owner)] = any(content in p.read_bytes() for p in files)
    return {**said, **reached}


if __name__ == "__main__":
    what = (sys.argv[1:] or ["e2e"])[0]
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_CACHE_HOME"] = str(Path(folder) / "cache")
        found = {"e2e": subnormal_e2e, "kernel": kernel_subnormal,
                 "plugin": lambda: plugin_ref_edited(Path(folder) / "p"),
                 "keys": lambda: shared_pass_keys(Path(folder) / "k"), "floor": cap_skips_floor,
                 "link": cache_link_reach, "relative": lambda: relative_ref(Path(folder) / "r"),
                 "link-control": lambda: cache_link_reach(landlocked=False)}[what]()
    print(json.dumps(found, indent=1, default=str))
