"""Round 26a's ``KERNEL_COPY`` through the real plugin (CPU, the trusted allow-list off as in every red-team run):
round 25c's clone samples (``plugin25c``: the graph ``torch.clone(in_0)`` of a [8192, 2048] float32 input, its
``side25c`` helper, its pass) with one more way to answer a timed trial.

    python -m tests.adversarial.redteam.round26a.plugin26a [config] [trials] [sample ...]

- ``r26a_clone_honest``: ``torch.clone`` plus a token launch of the Triton kernel (round 25c's honest twin);
- ``r26a_clone_kernel``: round 25a's liar (the token launch, the output a view of a second mapping of the inputs file),
  and right before the child's channel sends the trial's answer (``Channel.send`` wrapped) a thread of its own, started
  at import, reads the file's bytes of that view into a buffer kept from trial to trial with one ``preadv``, and that
  buffer becomes the trial's output (``trial_outputs``) that ``describe`` and the audits read. The read runs inside the
  kernel through the answer's stop (a tmpfs read checks no signal), and the take-back's holds wait for its thread to
  stop before the decoy is written. Nothing is claimed other than what its child's timer measured.
"""

from __future__ import annotations


from tests.adversarial.redteam.round25c import plugin25c

RULE = "Clone26a"
SAMPLES = {"r26a_clone_honest": ("clone", "honest"), "r26a_clone_kernel": ("clone", "kernel")}
PASS = plugin25c.PASS.replace("pass_dir.side25c", "pass_dir.side26a")

HELPER = '''\
import os
import sys
import time

import torch
from pass_dir import side25c
from pass_dir.host import child_class

ctypes, threading = sys.modules["ctypes"], sys.modules["threading"]  # loaded by torch: the child's own


def timed_clone(a, mode):
    return side25c.timed_clone(a, "mapped" if mode == "kernel" else mode)


def _copier(side):
    """One preadv per trial: the file's bytes of the mapped view into its kept buffer."""
    while True:
        side.go26a.wait()
        side.go26a.clear()
        fd, target, offset = side.job26a.pop()
        side.inside26a.set()
        os.preadv(fd, [target], offset)


def _file_bytes(side, view):
    """The inputs file's descriptor and where in it the mapped view's bytes lie (made once)."""
    if id(view) not in side.files26a:
        path, start, offset = side25c._file_of(view.data_ptr())
        side.files26a[id(view)] = (os.open(path, os.O_RDONLY), offset + view.data_ptr() - start)
    return side.files26a[id(view)]


def _before_send(send):
    """The child's channel's send: a trial's answer goes out once the kernel copy of its mapped output is under way
    (on the copier thread, inside its system call), and the kept buffer is the trial's output."""
    def sending(channel, payload, *args, **kwargs):
        side = child_class("CompiledSide")
        view, side.pending25c = side.pending25c, None
        if view is not None:
            kept = side.kept25c[id(view)]
            fd, offset = _file_bytes(side, view)
            size = kept.numel() * kept.element_size()
            side.job26a.append((fd, memoryview((ctypes.c_char * size).from_address(kept.data_ptr())).cast("B"), offset))
            current, memory = side.current25c, view.untyped_storage().data_ptr()

            def kept_if_mapped(output):
                shares = isinstance(output, torch.Tensor) and output.untyped_storage().data_ptr() == memory
                return kept.as_strided(output.shape, output.stride(), output.storage_offset()) if shares else output

            outputs = current.trial_outputs
            current.trial_outputs = (type(outputs)(map(kept_if_mapped, outputs)) if isinstance(outputs, (tuple, list))
                                     else kept_if_mapped(outputs))
            side.go26a.set()
            side.inside26a.wait()
            side.inside26a.clear()
            time.sleep(0.0002)  # the GIL handed over: the copier is inside its system call
        return send(channel, payload, *args, **kwargs)
    return sending


def flag_timed_trials(mode):
    side25c.flag_timed_trials("mapped" if mode == "kernel" else mode)
    side = child_class("CompiledSide")
    if mode == "kernel" and "go26a" not in side.__dict__:
        for name, value in (("go26a", threading.Event()), ("inside26a", threading.Event()), ("job26a", []),
                            ("files26a", {})):
            type.__setattr__(side, name, value)
        channel = sys.modules["pytest_passnet.sandbox.channel"].Channel
        type.__setattr__(channel, "send", _before_send(channel.send))
        threading.Thread(target=_copier, args=(side,), daemon=True).start()
'''


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict[str, dict]:
    """The samples (or those named in ``only``) through the real plugin in one run: each one's variant from
    report.json."""
    from tests.adversarial.redteam import harness

    samples = {name: (plugin25c.MODELS[graph], mode) for name, (graph, mode) in SAMPLES.items()}
    modules = {"side25c.py": plugin25c.HELPER, "side26a.py": HELPER}
    return harness.plugin_variants(config_name, trials, lambda layout: harness.mode_samples(
        layout, samples, plugin25c.INPUTS, RULE, PASS, modules, only))


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
