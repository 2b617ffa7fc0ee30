"""Round 35b's premises, on real confined children (the plan the real ``mode.detect`` settles on for the uid that runs
them, the real ``folders.make`` and ``policy.command``) and the real product functions. Uids of no account only
(1,500,391 and 1,500,400-1,500,415); never CI's lease folder or ``passnet-test``'s count.

- ``oom_split(piece_mib, kind)``: OOM_SPLIT. Round 35a's memory-cgroup pick (``premises35a._PICK_DRIVER``: a
  ``LIMIT_MIB`` v1 memory cgroup, an honest confined child holding ``HONEST_MIB``), with a filler that keeps its score
  (1000, as every process of a child since ``0df4a0ce``) but spreads its memory over processes it forks, each holding at
  most ``piece_mib``: which child the OOM killer ends first. ``piece_mib`` 0: one process (the control).
- ``oom_restore(how)``: OOM_RESTORE and BWRAP_EXEMPT. The real ``Sandbox`` with a GPU host's plan (CUDA's thread-name
  rule, emulated as ``tests/sandbox/test_oom_score.py`` does), greeted, then the real ``Sandboxes.others_stopped``.
- ``hidden_probe(hide)``: HIDDEN_PROBE. Round 34a's two emulated containers (``outside34a._CONTAINER``), the second's
  interpreter under a folder its leased uids cannot enter: whether its ``identity.lease`` skips the other's busy uid.

    python -m tests.adversarial.redteam.round35b.premises35b [split | restore | probe]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.adversarial.redteam.round34a import outside34a
from tests.adversarial.redteam.round35a import premises35a
from tests.adversarial.redteam.round36b import premises36b

PICK_UID = 1_500_391  # the user of the memory-cgroup premise
FIRST = 1_500_400  # the emulated containers' lease range, 16 uids of no account (round 34a's is its own tests')

# The filler: confined as a child, score kept; forks a piece each time the current one holds ``piece_mib``; every
# piece (and the first process) goes on allocating 16 MiB at a time until the OOM killer acts.
_SPLIT_FILLER = r'''
import json, os, sys, time
from pytest_passnet.sandbox.confine import confine_child
confine_child()
piece = int(sys.argv[1])
said = {"role": "filler", "adj": open("/proc/self/oom_score_adj").read().strip(), "piece_mib": piece}
print(json.dumps(said), flush=True)
held, blocks = 0, []
while True:
    if piece and held + 16 > piece:
        if os.fork() == 0:  # a new piece: it holds nothing of its parent's (its blocks freed, copy-on-write)
            blocks, held = [], 0
            continue
        while True:  # the full piece sleeps, holding what it has
            time.sleep(60)
    block = bytearray(16 << 20)
    block[::4096] = b"x" * len(block[::4096])
    blocks.append(block)
    held += 16
    time.sleep(0.1)  # 160 MiB/s: the watch's looks follow it on a loaded 2-core host (80 MiB between low_mark and none)
'''


def oom_split(piece_mib: int, kind: str = "process") -> dict:
    """Which child the OOM killer of round 35a's memory cgroup (``premises35a.LIMIT_MIB``) ends first: the honest one
    (``premises35a.HONEST_MIB`` held) or a filler at score 1000 whose memory lies in pieces of ``piece_mib`` (0: one
    process, the control). Under 20 s."""
    group = Path(f"/sys/fs/cgroup/memory/round35b-{os.getpid()}")
    group.mkdir()
    try:
        (group / "memory.limit_in_bytes").write_text(str(premises35a.LIMIT_MIB << 20))
        driver = premises35a._PICK_DRIVER.replace("HONEST, honest_mib", repr(premises35a._HONEST) + ", honest_mib")
        driver = driver.replace("start(FILLER", "start(" + repr(_SPLIT_FILLER))
        # The product's watch over the filler, as ``Sandbox.assign`` starts it for a pass's child (``assigned_watch``:
        # its tree walked as ``Sandbox.processes`` walks it, its pass's process group stopped for each look).
        driver = driver.replace('said["filler"] = json.loads(filler.stdout.readline())\n',
                                'said["filler"] = json.loads(filler.stdout.readline())\n'
                                + premises36b.ASSIGNED_WATCH + "watch = assigned_watch(filler)\n")
        driver = driver.replace('said["ended"] = ended\n', 'said["ended"] = ended\nsaid["verdict"] = watch.verdict()\n')
        assert "assigned_watch(filler)" in driver and 'said["verdict"]' in driver
        wrapper = f"echo $$ > {group}/cgroup.procs && exec \"$@\""
        with tempfile.TemporaryDirectory(prefix="round35b-") as home:
            os.chmod(home, 0o755)
            done = subprocess.run(["sh", "-c", wrapper, "sh", *_as(PICK_UID), sys.executable, "-c", driver,
                                   str(premises35a.HONEST_MIB), str(piece_mib), "0.6"],
                                  capture_output=True, text=True, env={**premises35a._env(kind), "TMPDIR": home},
                                  timeout=90, check=False, cwd=home)
        lines = premises35a._lines(done.stdout)
        found = lines[-1] if lines else {"error": done.stderr[-800:]}
        found["oom_kills"] = [line for line in (group / "memory.oom_control").read_text().splitlines()
                              if line.startswith("oom_kill ")]
        return found
    finally:
        premises35a.remove_group(group)


def _as(uid: int) -> list[str]:
    return ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]


# -- HIDDEN_PROBE: identity.has_tasks where the interpreter is closed to the uid ------------------------------------------

def _hidden_container(role: str, folder: str, start: int, hide: str | None) -> list[str]:
    """Round 34a's emulated container (``outside34a._container``: its own /run and PID namespace, the real
    ``identity.lease`` over ``FIRST``'s range, a child confined with root process mode's steps); ``hide``: a
    folder the trusted side's interpreter is seen through, made root's and 0700 in the container's mount namespace (as
    /root is in Ubuntu's image, a venv, pyenv or conda under it)."""
    python = sys.executable
    setup = "mount -t tmpfs -o size=1m,mode=0755 none /run"
    if hide:
        setup += (f" && mount -t tmpfs -o size=1m,mode=0700 none {hide} && mkdir {hide}/venv"
                  f" && mount --bind {sys.prefix} {hide}/venv")
        python = f"{hide}/venv/bin/python"
    script = f"{setup} && exec {python} -c \"$0\" \"$@\""
    return ["unshare", "--mount", "--propagation", "private", "--pid", "--fork", "--mount-proc", "--kill-child", "sh",
            "-c", script, outside34a._CONTAINER, role, folder, str(FIRST), str(start)]


def _product_env() -> dict[str, str]:
    # ROUND35B_PRODUCT: another copy of the package (a commit's, ``git archive``), for the record of a fix.
    return {**outside34a._env(), "PYTHONPATH": os.environ.get("ROUND35B_PRODUCT", str(premises35a.ROOT))}


def hidden_probe(hide: bool) -> dict:
    """HIDDEN_PROBE: round 34a's LEASE_ACROSS_CONTAINERS (a squeezer's child in one emulated container holding its uid's
    4,095 tasks; a second container whose lease tries that uid first), where the second container's interpreter lies
    under a folder its leased uids cannot enter (``hide``). A few seconds; one at a time (``outside34a.uid_turn``)."""
    with outside34a.uid_turn(FIRST), \
            tempfile.TemporaryDirectory(prefix="round35b-") as squeezer_folder, \
            tempfile.TemporaryDirectory(prefix="round35b-") as honest_folder, \
            tempfile.TemporaryDirectory(prefix="round35b-hide-") as hidden:
        squeezer = subprocess.Popen(_hidden_container("squeezer", squeezer_folder, 1, None), stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_product_env())
        try:
            line = squeezer.stdout.readline()
            record = {"squeezer": json.loads(line) if line.strip() else {"stderr": squeezer.stderr.read()[-500:]}}
            honest = subprocess.run(_hidden_container("honest", honest_folder, 1, hidden if hide else None),
                                    capture_output=True, text=True, env=_product_env(), timeout=60, check=False)
            record["honest"] = (json.loads(honest.stdout) if honest.stdout.strip()
                                else {"stderr": honest.stderr[-500:]})
            return {"hide": hide, **record}
        finally:
            squeezer.kill()  # unshare's --kill-child: its namespace goes
            squeezer.wait()
            outside34a.wait_gone(FIRST, 16)


# -- OOM_RESTORE: a GPU host's child lowers its score, then raises it back before its stop ------------------------------

# As tests/sandbox/test_oom_score.py's stand-in for a pass's child on a GPU host (Landlock's thread-name rule on): it
# confines itself, execs itself (which makes it dumpable), writes 0 to its own task folder's oom_score_adj (the OOM
# killer would now end other children first while it fills memory), then writes 1000 back before it greets (the
# trusted side's first stop). What it did it writes to its scratch, its working folder.
_RESTORER = r'''
import ctypes, json, os, struct, sys, time
if sys.argv[-1] != "exec":
    from pytest_passnet.sandbox.confine import confine_child
    confine_child()
    os.dup2(0, 3, inheritable=True)
    os.dup2(1, 4, inheritable=True)
    os.dup2(2, 1)
    if HOW == "parent":  # a sibling, bubblewrap's first process its parent (clone's CLONE_PARENT), lowers its score
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.syscall(56, 0x8000 | 17, 0, 0, 0, 0) == 0:  # clone(CLONE_PARENT | SIGCHLD), x86_64
            os.execv(sys.executable, [sys.executable, "-c", CODE, "exec"])
        time.sleep(1.0)
    else:
        os.execv(sys.executable, [sys.executable, "-c", CODE, "exec"])
libc = ctypes.CDLL(None, use_errno=True)
path = f"/proc/self/task/{libc.syscall(186 if os.uname().machine == 'x86_64' else 178)}/oom_score_adj"
said = {"parent": os.getppid()}
for value in ("0", "1000") if sys.argv[-1] == "exec" else ():
    if value == "1000" and HOW != "restore":
        break
    try:
        with open(path, "w") as adj:
            adj.write(value)
        said[value] = open("/proc/self/oom_score_adj").read().strip()
    except OSError as exc:
        said[value] = exc.strerror
with open("sibling.json" if HOW == "parent" and sys.argv[-1] == "exec" else "said.json", "w") as out:
    json.dump(said, out)
if HOW == "parent" and sys.argv[-1] == "exec":
    time.sleep(120)
greeting = json.dumps({"body": {"ready": True}, "tensors": []}).encode()  # as Channel.send writes it
os.write(4, struct.pack("<Q", len(greeting)) + greeting)
time.sleep(120)
'''


def oom_restore(how: str) -> dict:
    """OOM_RESTORE: the real ``Sandbox`` (this host's mode, its plan given the GPU host's thread-name rule, as
    ``tests/sandbox/test_oom_score.py`` gives it) running ``_RESTORER``, greeted, then stopped by the real
    ``Sandboxes.others_stopped``: what the child wrote, and whether the stop watch ended it. ``how``: "lower" (0, kept:
    the control), "restore" (0, then 1000 again before the stop), "parent" (a sibling made with ``CLONE_PARENT``, a
    child of bubblewrap's first process, lowers its own: BWRAP_EXEMPT). Root only (a uid per child). A few seconds."""
    from pytest_passnet.sandbox import mode, policy, procfs
    from tests.sandbox.held_children import gpu_host_standin, sandboxes_holding

    found = mode.detect()
    code = _RESTORER.replace("HOW", repr(how))
    code = code.replace("CODE", repr(code))
    child = gpu_host_standin(found, code)
    sandboxes = None
    try:
        said = json.loads((child.scratch / "said.json").read_text())
        if how == "parent":
            said["sibling"] = json.loads((child.scratch / "sibling.json").read_text())
        launchers = {child.process.pid, *procfs.children(child.process.pid)} if found.kind == policy.BWRAP else set()
        sandboxes = sandboxes_holding(child)
        scores = {pid: int(Path(f"/proc/{pid}/oom_score_adj").read_text()) for pid in child.processes()}
        with sandboxes.others_stopped(active=None) as window:
            pass
        return {"kind": found.kind, "steps": list(found.steps), "said": said, "scores_at_stop": scores,
                "launchers": sorted(launchers),
                "broke": window.broke, "alive": child.process.poll() is None}
    finally:
        if sandboxes is None or sandboxes.current is child:  # not ended (and closed) by the watch
            child.close()


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "split"
    if what == "split":
        for kind in ("process", "bubblewrap"):
            for piece in (0, 96):
                print(kind, piece, json.dumps(oom_split(piece, kind)), flush=True)
    elif what == "restore":
        for how in ("lower", "restore", "parent"):
            print(how, json.dumps(oom_restore(how)), flush=True)
    elif what == "probe":
        for hide in (False, True):
            print(json.dumps(hidden_probe(hide)), flush=True)
