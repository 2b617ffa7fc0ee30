"""Round 33a: a plain user's child's rlimits set after its user namespace (e5fc444e), on real children confined by the
real ``confine.apply`` with the limits ``policy.command`` asks (``policy.limits``).

- ``count_premise(accounting)``: OLD_KERNEL_NPROC. A child confined as a plain user's (the product's steps: its own
  namespaces, then ``RLIMIT_NPROC`` = ``CHILD_TASKS``, flat, since e5fc444e) starts a thread and forks while other
  processes of its uid hold ``HELD`` tasks: "namespace" is this kernel's accounting (Linux 5.14+ counts the limit in
  the child's own user namespace); "per-uid" the accounting of kernels before 5.14, which count ``RLIMIT_NPROC`` in
  the uid's one ``user_struct`` whatever namespace a task is in, emulated by the same steps without the namespace (the
  one count the kernel then compares). ``holder``: "user" (the user's other work: workers, other children, unlimited)
  or "squeezer" (another pass child, confined the same way, starting threads until refused).
- ``outside_limits(order)``: OUTSIDE_CORE. The process ``_namespaces`` leaves outside (``_stand_outside``) is
  forked before the limits now: its limits are the trusted side's. Where that side's core limit is not 0 (a container
  started under dockerd's ``LimitCORE=infinity``, emulated), an inside that dies of a core signal (its abort: SIGSEGV, pid 1 ignoring its own SIGABRT) has the outside raise it on
  itself and dump its memory into the child's working folder; "before" puts ``rlimits`` first, as at ``e5fc444e^``.
- ``parent_bound``: what bounds a plain user's child's count at the user's level on this kernel.
- ``probe_fallback``: PROBE_DOWNGRADE. The real ``mode.detect`` as a plain user on a (pretended) GPU host while the uid
  holds ``HELD`` tasks, each probe child run as a kernel before 5.14 counts (``_DETECT``): which mode it settles on.

    python -m tests.adversarial.redteam.round33a.limits33a [count | bound | probe | outside]
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).parents[4]
# Uids no account has, one a premise (the user configurations of CI run as passnet-test; these fill no one's count).
UIDS = {("namespace", "user"): 1_500_331, ("per-uid", "user"): 1_500_332,
        ("namespace", "squeezer"): 1_500_333, ("per-uid", "squeezer"): 1_500_334}
HELD = 4_100  # the uid's tasks held elsewhere: a little over CHILD_TASKS
STEPS = {"namespace": ["oom_first", "namespaces", "rlimits"], "per-uid": ["oom_first", "rlimits"]}

_CONFINED = r'''
import json, os, resource, sys, threading
from pytest_passnet.sandbox import confine, policy

steps, folder, role = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3]
if "namespaces" not in steps:  # the count per uid, as a kernel before 5.14 keeps it: policy asks what it asks there
    policy._counts_tasks_per_user_namespace = lambda release=None: False
# The limits policy.command asks for a plain user's child with a user namespace (its own, or bubblewrap's).
plan = {"steps": steps, "limits": policy.limits(None, user_namespace=True), "parent": None,
        "folders": {"own": folder, "prefix": folder + ".others", "writable": [folder]}}
confine.apply(plan)
said = {"limit": resource.getrlimit(resource.RLIMIT_NPROC)[0]}
asleep = threading.Event()
if role == "squeezer":
    said["held"] = 0
    try:
        while True:
            threading.Thread(target=asleep.wait, daemon=True).start()
            said["held"] += 1
    except RuntimeError:
        pass
    print(json.dumps(said), flush=True)
    sys.stdin.readline()
    os._exit(0)
try:
    thread = threading.Thread(target=lambda: None)
    thread.start()
    thread.join()
    said["thread"] = "started"
except RuntimeError as exc:
    said["thread"] = str(exc)
try:
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)
    said["fork"] = "forked"
except OSError as exc:
    said["fork"] = exc.strerror
print(json.dumps(said), flush=True)
'''

_HOLDER = r'''
import json, sys, threading
asleep, held = threading.Event(), 0
while held < int(sys.argv[1]):
    threading.Thread(target=asleep.wait, daemon=True).start()
    held += 1
print(json.dumps({"held": held}), flush=True)
sys.stdin.readline()
'''


def _as(uid: int) -> list[str]:
    return ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]


def _env() -> dict[str, str]:
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}


def count_premise(accounting: str, holder: str = "user") -> dict:
    """While other processes of one uid hold at least ``CHILD_TASKS`` tasks (``holder``), a child of that uid confined
    with ``accounting``'s steps starts a thread and forks: what it says. A few seconds (root: setpriv to a uid of no
    account)."""
    uid = UIDS[accounting, holder]
    with tempfile.TemporaryDirectory(prefix="round33a-") as folder:
        os.chown(folder, uid, uid)
        steps = json.dumps(STEPS[accounting])
        if holder == "user":
            command = [*_as(uid), sys.executable, "-c", _HOLDER, str(HELD)]
        else:
            command = [*_as(uid), sys.executable, "-c", _CONFINED, steps, folder, "squeezer"]
        held = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=folder,
                                env=_env())
        try:
            record = {"accounting": accounting, "holder": holder, "held": json.loads(held.stdout.readline())}
            child = subprocess.run([*_as(uid), sys.executable, "-c", _CONFINED, steps, folder, "honest"],
                                   capture_output=True, text=True, cwd=folder, env=_env(), timeout=60, check=False)
            record["honest"] = json.loads(child.stdout) if child.stdout.strip() else {"stderr": child.stderr[-500:]}
            return record
        finally:
            held.kill()
            held.wait()


_OUTSIDE = r'''
import json, os, sys
from pytest_passnet.sandbox import confine, policy

order, folder, uid = sys.argv[1], sys.argv[2], int(sys.argv[3])
if order == "before":  # e5fc444e^'s order: the limits first, so the outside process has them too
    confine.STEPS = {"rlimits": confine.STEPS["rlimits"], **confine.STEPS}
plan = {"steps": ["oom_first", "namespaces", "rlimits", "identity"], "limits": policy.limits(uid), "parent": None,
        "uid": uid, "gid": uid, "folders": {"own": folder, "prefix": folder + ".others", "writable": [folder]}}
confine.apply(plan)
os.abort()  # the inside dies of SIGABRT (its own core limit is 0)
'''


def parent_bound(user_limit: int = 3_000) -> dict:
    """A squeezer confined as a plain user's on this kernel, started by a trusted side whose soft ``RLIMIT_NPROC`` is
    ``user_limit`` (its hard limit above CHILD_TASKS): the child's own limit is ``CHILD_TASKS`` inside its namespace, but the namespace's
    parent-level maximum is its creator's soft limit at ``unshare`` (``create_user_ns``: ``enforced_nproc_rlimit``),
    so the user's whole count stays under the user's own limit. About a second."""
    uid = 1_500_336
    with tempfile.TemporaryDirectory(prefix="round33a-") as folder:
        os.chown(folder, uid, uid)
        squeezer = subprocess.Popen(
            [*_as(uid), sys.executable, "-c", _CONFINED, json.dumps(STEPS["namespace"]), folder, "squeezer"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=folder, env=_env(),
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NPROC, (user_limit, resource.getrlimit(resource.RLIMIT_NPROC)[1])))
        try:
            return {"user_limit": user_limit, **json.loads(squeezer.stdout.readline())}
        finally:
            squeezer.kill()
            squeezer.wait()


# In ``mode.detect`` as a plain user on a GPU host, with each probe child emulated as a kernel before 5.14 runs it: the
# child applies its real plan (``policy.command``'s, as ``mode._probe`` builds it) but its user namespace, whose task
# count such a kernel does not keep apart, and starts a thread as cuInit does; its report is ``probe_main``'s.
_DETECT = r'''
import json, os, subprocess, sys
from pytest_passnet.sandbox import confine, mode, policy

policy._counts_tasks_per_user_namespace = lambda release=None: False  # the trusted side on a kernel before 5.14

_EMULATED_PROBE = """
import json, os, sys, threading
from pytest_passnet.sandbox import confine
plan = json.loads(os.environ[confine.PLAN_VARIABLE])
asked = list(plan["steps"])
plan["steps"] = [name for name in asked if name != "namespaces"]
held = confine.apply(plan, strict=False)
held.update({name: name for name in asked if name == "namespaces"})
try:
    thread = threading.Thread(target=lambda: None)
    thread.start()
    thread.join()
    error = ""
except RuntimeError as exc:
    error = "RuntimeError: " + str(exc)
print(json.dumps({"held": held, "unreadable": [], "cuda_error": error}), flush=True)
"""
tried = []

def probe_run(argv, env, **kwargs):
    if argv[0] == "bwrap":
        env = dict(zip(argv[argv.index("--setenv") + 1::3], argv[argv.index("--setenv") + 2::3]))
    plan = json.loads(env[confine.PLAN_VARIABLE])
    tried.append({"kind": argv[0] == "bwrap" and "bubblewrap" or "process", "steps": plan["steps"],
                  "nproc": plan["limits"]["nproc"]})
    child_env = {"PATH": os.environ["PATH"], "PYTHONPATH": os.environ["PYTHONPATH"], confine.PLAN_VARIABLE: json.dumps(plan)}
    done = subprocess.run([sys.executable, "-c", _EMULATED_PROBE], env=child_env, capture_output=True, text=True,
                          cwd=kwargs.get("cwd"), check=False, timeout=60)
    tried[-1]["cuda_error"] = json.loads(done.stdout)["cuda_error"] if done.stdout.strip() else done.stderr[-300:]
    return done

mode.subprocess = type("Emulated", (), {"run": staticmethod(probe_run), "SubprocessError": subprocess.SubprocessError})
policy.gpu_devices = lambda: ["/dev/nvidia0"]  # a GPU host: the probe's CUDA start is what picks the mode
try:
    chosen = mode.detect()
    print(json.dumps({"tried": tried, "kind": chosen.kind, "steps": list(chosen.steps)}))
except RuntimeError as exc:
    print(json.dumps({"tried": tried, "kind": None, "error": str(exc)}))
'''


def probe_fallback() -> dict:
    """PROBE_DOWNGRADE: ``mode.detect`` as a plain user while other processes of the uid hold ``HELD`` tasks, each
    probe child run as a kernel before 5.14 counts its tasks (``_DETECT``): every probe, its limit, whether its thread
    started, and the mode chosen. A few seconds."""
    uid = 1_500_337
    with tempfile.TemporaryDirectory(prefix="round33a-") as folder:
        os.chown(folder, uid, uid)
        env = {**_env(), "TMPDIR": folder, "HOME": folder}
        holder = subprocess.Popen([*_as(uid), sys.executable, "-c", _HOLDER, str(HELD)], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, cwd=folder, env=env)
        try:
            held = json.loads(holder.stdout.readline())["held"]
            done = subprocess.run([*_as(uid), sys.executable, "-c", _DETECT], capture_output=True, text=True,
                                  cwd=folder, env=env, timeout=120, check=False)
            found = json.loads(done.stdout) if done.stdout.strip() else {"stderr": done.stderr[-800:]}
            return {"held": held, **found}
        finally:
            holder.kill()
            holder.wait()


def _core_limit_unlimited() -> None:
    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


def outside_limits(order: str = "after") -> dict:
    """As root's process-mode child (a uid of its own, ``policy.limits(uid)``), started with a core limit of unlimited
    (a container's), whose inside aborts: the outside process's end, and what of it lands in the working folder."""
    uid = 1_500_335
    with open("/proc/sys/kernel/core_pattern") as pattern:
        core_pattern = pattern.read().strip()
    with tempfile.TemporaryDirectory(prefix="round33a-") as folder:
        os.chown(folder, uid, uid)
        child = subprocess.run([sys.executable, "-c", _OUTSIDE, order, folder, str(uid)], capture_output=True,
                               text=True, cwd=folder, env=_env(), timeout=60, check=False,
                               preexec_fn=_core_limit_unlimited)
        left = {entry.name: (entry.stat().st_size, entry.stat().st_uid) for entry in os.scandir(folder)}
    return {"order": order, "core_pattern": core_pattern, "returncode": child.returncode, "left": left,
            "stderr": child.stderr[-300:]}


if __name__ == "__main__":
    if sys.argv[1:2] == ["probe"]:
        print(json.dumps(probe_fallback(), indent=1))
    elif sys.argv[1:2] == ["bound"]:
        print(json.dumps(parent_bound()))
    elif sys.argv[1:2] == ["outside"]:
        print(json.dumps([outside_limits(order) for order in ("after", "before")], indent=1))
    else:
        print(json.dumps([count_premise(accounting, holder) for holder in ("user", "squeezer")
                          for accounting in ("namespace", "per-uid")], indent=1))
