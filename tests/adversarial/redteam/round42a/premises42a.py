"""Round 42a's premises: the newest fixes, ``6b84cc9c`` (a memory look holds the file-table watch's ``hold`` from its
walk on, so ``others_stopped``/``stop_all``/``Hold`` wait for a look in flight) and ``0239be49`` (a child's time is 0 or
at least a nanosecond; ``kernel_cache.key`` hashes a plugin compiler's file). Real components: the real
``FileTableWatch`` over ``process._process_trees`` of a real confined child (round 35a's ``_PICK_DRIVER`` head through
``premises36b.driver``, in a v1 memory cgroup of 1 GiB through ``premises36b.in_group``), the real ``protocol``,
``measure_with_retries``, ``pipeline._record_timings``, ``report.build_report`` (through round 41b's helpers) and
``kernel_cache.key``. Uids of no account 1,501,000-1,501,049 only.

- ``look_wait(trials)``: LOOK_WAIT. A child of ``FORKS`` copies of a process with ``VMAS`` x 2 VMAs and 32 MiB touched
  shared (round 41a's slow weighing: below low_mark each look reads each copy's ``smaps_rollup``); another side's
  memory (the driver's ballast) takes the room below low_mark, so the watch looks back to back. Trial by trial,
  interleaved with a control (ballast freed: no look), the time ``with watch.hold`` waits, as ``stop_all``
  (``_file_table_held``), ``others_stopped`` and ``Hold.__enter__`` take it; and whether the wait is ever more than one
  look (the watch thread taking ``hold`` again before the waiter: a starved block).
- ``nanosecond()``: NANO_CLAIM. A claim of exactly ``protocol._SHORTEST_MS`` in the unverified band: refused or
  taken, the speedup, the report's JSON; just below it, and -0.0.
- ``sibling_edit(base)``: SIBLING_EDIT. A plugin compiler file that imports a sibling module: the sibling edited, the
  key is the same, and the kept cache of version 1 is restored into version 2's child.

    python -m tests.adversarial.redteam.round42a.premises42a [wait | nano | sibling]
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

from tests.adversarial.redteam.round36b import premises36b
from tests.adversarial.redteam.round41a import premises41a

WAIT_UID = 1_501_000
LIMIT_MIB = 1024
FORKS = 15
VMAS = 20_000
SHARED_MIB = 32

_WAIT_DRIVER = r'''
import json, mmap, os, random, signal, sys, threading, time
arg, trials = sys.argv[1], int(sys.argv[2])
GROUP = sys.argv[4]
from pytest_passnet.sandbox import host_memory, procfs, process
from pytest_passnet.sandbox.file_table import FileTableWatch
child, made = start(CHILD, arg)
said = {"kind": found.kind, "child": json.loads(child.stdout.readline())}
watch = assigned_watch(child)  # as Sandbox.assign starts it
room = host_memory.room()
low = host_memory.low_mark(room.total)
def below():  # another side's memory in one process, the room below low_mark (no look ends anything)
    held = mmap.mmap(-1, max(1 << 20, host_memory.room().available - (low - (24 << 20))))
    view = memoryview(held)
    view[::4096] = b"b" * len(view[::4096])
    view.release()
    return held
ballast = below()
said["room_mib"] = host_memory.room().available >> 20
said["near_short"] = host_memory.near_short(host_memory.room())
looks = []
for _ in range(3):  # one look now: the walk and the weighing (``_memory_finding``), as the watch does it
    t = time.perf_counter()
    with watch.hold:
        finding = watch._memory_finding(host_memory.room())
    looks.append(round((time.perf_counter() - t) * 1e3, 1))
said["look_ms"], said["look_finding"] = looks, finding
ballast.close()
said["trials"] = []
for i in range(2 * trials):  # interleaved: looks (below low_mark), control (plenty)
    looking = i % 2 == 0
    ballast = below() if looking else None
    time.sleep(0.01 + random.random() * 0.04)  # below low_mark a look starts within a period: in flight now
    t = time.perf_counter()
    with watch.hold:  # stop_all (_file_table_held), others_stopped, Hold.__enter__: blocking
        waited = (time.perf_counter() - t) * 1e3
        pids = process._process_trees([child.pid])
        procfs.send(pids, signal.SIGSTOP)
        time.sleep(0.05)  # the block
        procfs.send(pids, signal.SIGCONT)
    said["trials"].append({"looking": looking, "waited_ms": round(waited, 1)})
    if ballast is not None:
        ballast.close()
said["ended_for"] = watch.ended_for
said["alive"] = child.poll() is None
watch.stop()
os.killpg(child.pid, 9)
child.wait()
folders.remove(made)
print(json.dumps(said), flush=True)
'''


def look_wait(trials: int = 5, kind: str = "bubblewrap") -> dict:
    """LOOK_WAIT: see the module's docstring. About 10 + 0.5 * trials s."""
    code = premises36b.driver(_WAIT_DRIVER).replace("start(CHILD", "start(" + repr(premises41a._CHILD))
    arg = f"0,0,0,{FORKS},{VMAS},{SHARED_MIB}"
    found, kills = premises36b.in_group(code, WAIT_UID, [arg, str(trials), "-"], kind, limit_mib=LIMIT_MIB, timeout=60)
    found["oom_kills"] = kills
    return found


# NANO_CLAIM: a claim of exactly a nanosecond in the unverified band.
def nanosecond() -> dict:
    from pytest_passnet import protocol
    from tests.adversarial.redteam.round41b import premises41b as p41b

    spans = [p41b.EAGER_MS + p41b.H_MS + d for d in (-0.05, 0.0, 0.02, -0.02, 0.01)]
    nano, clock = p41b.claimed_variant(protocol._SHORTEST_MS, spans, "nano")
    found = {"shortest_ms": protocol._SHORTEST_MS, "clock": clock, "speedup": nano.speedup["e2e"],
             "alone": p41b._report([nano]), "pooled_with_slow": p41b._report([nano, p41b.slow_variant()])}
    for name, value in (("below", 1e-6 * (1 - 2 ** -52)), ("negative_zero", -0.0)):
        try:
            variant, _ = p41b.claimed_variant(value, spans, name)
            found[name] = {"refused": None, "speedup": variant.speedup["e2e"]}
        except protocol.MalformedMessage as exc:
            found[name] = {"refused": str(exc)[:120]}
    found["kernel"] = _kernel_nano(p41b)
    return found


def _kernel_nano(p41b) -> dict:
    """A kernel-level claim of 1e-6 ms where ``guard.device_bandwidth`` knows no floor (the CPU's name, as an unlisted
    GPU's): ``_kernel_bounded`` caps it at the honest e2e median (no change) and floors nothing."""
    from pytest_passnet import guard

    before = os.environ.pop(guard.BANDWIDTH_ENV, None)  # the table alone
    try:
        variant = p41b.kernel_variant(1e-6)
        return {"speedup": variant.speedup["kernel"], "report": p41b._report([variant], "kernel")}
    finally:
        if before is not None:
            os.environ[guard.BANDWIDTH_ENV] = before


# SIBLING_EDIT: the plugin file imports a sibling module, which holds the compiler's behaviour.
PLUGIN = "from helper42a import Base\n\n\nclass Compiler(Base):\n    pass\n"
HELPER_V1 = "class Base:\n    mode = 'passes'  # loads the sample's passes\n"
HELPER_V2 = "class Base:\n    mode = 'inductor'  # Inductor alone: the passes not loaded\n"


def _ref(plugin: Path) -> str:
    """The compiler's reference as ``option_parsing._compiler_paths`` makes it, the plugin imported afresh."""
    from pytest_passnet import option_parsing

    sys.modules.pop("helper42a", None)
    sys.path.insert(0, str(plugin.parent))
    try:
        spec = importlib.util.spec_from_file_location(f"r42a_plugin_{plugin.stat().st_mtime_ns}", plugin)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        config = SimpleNamespace(hook=SimpleNamespace(pytest_passnet_compilers=lambda: [{"mine": module.Compiler}]))
        return option_parsing._compiler_paths(config)["mine"], module.Compiler.mode
    finally:
        sys.path.remove(str(plugin.parent))
        sys.modules.pop("helper42a", None)


def sibling_edit(base: Path) -> dict:
    from pytest_passnet.sandbox import kernel_cache, policy
    from tests.adversarial.redteam.round41b import premises41b as p41b

    base.mkdir(parents=True, exist_ok=True)
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(base / "cache")  # kernel_cache.root(): this premise's own
    try:
        return _sibling_edit(base, kernel_cache, policy, p41b)
    finally:
        if before is None:
            os.environ.pop("XDG_CACHE_HOME", None)
        else:
            os.environ["XDG_CACHE_HOME"] = before


def _sibling_edit(base: Path, kernel_cache, policy, p41b) -> dict:
    sample = p41b._sample(base, "sample", "def pattern(x):\n    return x\n")
    plugins = base / "plugins"
    plugins.mkdir()
    (plugins / "mine.py").write_text(PLUGIN)
    (plugins / "helper42a.py").write_text(HELPER_V1)
    ref_v1, mode_v1 = _ref(plugins / "mine.py")
    scratch = base / "child_v1"
    planted = scratch / policy.KERNEL_CACHE / "inductor" / "yy" / "cyy_planted.py"
    planted.parent.mkdir(parents=True)
    planted.write_text("def call(args):\n    return [0]  # what the pass's child left\n")
    kernel_cache.keep(kernel_cache.key(sample, ref_v1), scratch, None)
    (plugins / "helper42a.py").write_text(HELPER_V2)
    ref_v2, mode_v2 = _ref(plugins / "mine.py")
    fresh = base / "child_v2"
    kernel_cache.restore(kernel_cache.key(sample, ref_v2), fresh)
    cache = fresh / policy.KERNEL_CACHE
    restored = sorted(str(p.relative_to(fresh)) for p in cache.rglob("*.py")) if cache.is_dir() else []
    return {"ref": ref_v1, "modes": [mode_v1, mode_v2], "same_ref": ref_v1 == ref_v2,
            "same_key": kernel_cache.key(sample, ref_v1) == kernel_cache.key(sample, ref_v2),
            "restored_for_v2": restored}


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "wait"
    if what == "wait":
        print(json.dumps(look_wait()))
    elif what == "nano":
        print(json.dumps(nanosecond(), default=str))
    elif what == "sibling":
        with tempfile.TemporaryDirectory() as tmp:
            print(json.dumps(sibling_edit(Path(tmp))))
