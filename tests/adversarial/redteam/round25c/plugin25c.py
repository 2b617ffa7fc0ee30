"""Round 25c's ``WINDOW_COPY`` through the real plugin (CPU, the trusted allow-list off as in every red-team run, round
1's ``harness.Layout``): ``python -m tests.adversarial.redteam.round25c.plugin25c [config] [trials] [sample ...]``
prints each variant's status, speedup, flags and trusted clock from report.json.

The graph ``torch.clone(in_0)`` of a [ROWS, 2048] float32 input (the output is the input's bytes: round 25a's clone,
which af1ece38's decoy was made for). Every pass replaces the clone; outside a timed trial (warm-up, the judged call,
the fresh-input re-check) each copies with a Triton kernel (the CPU interpreter). Inside a timed trial (the product's
own ``CompiledSide.trial``, wrapped only to tell the replacement it is timed; every answer is the product's):

- ``r25c_clone_honest``: ``torch.clone`` plus a token launch of the kernel;
- ``r25c_clone_mapped``: round 25a's liar: the token launch, and the output returned as a view of a second mapping of
  the inputs file over ``in_0`` (found in /proc/self/maps, made once): the decoy overwrites it after the span (control:
  the audits should convict it);
- ``r25c_pair_honest`` / ``r25c_pair_mapped``: the graph ``(in_0.view(-1), torch.clone(in_0))``, whose first output
  is ``in_0``'s memory in eager too (``TrialDone.aliases`` says so on both sides, as found): the honest twin, and round
  25a's liar without any copy: ``_taken_back`` keeps ``in_0`` out of the decoy for the first output, and the second
  (the mapped view of the same bytes) keeps the values its span committed to;
- ``r25c_clone_window``: as ``r25c_clone_mapped``, and right after the child's channel has sent the trial's answer
  (``Channel.send`` wrapped; outside the span, while the trusted side reads the answer and fills the decoy) the view's
  bytes are copied into a buffer kept from trial to trial, which becomes the trial's output (``trial_outputs``) that
  ``describe`` and the audits read. Nothing is claimed other than what its child's timer measured.
"""

from __future__ import annotations


RULE = "Clone25c"
ROWS, COLUMNS = 8192, 2048
_GRAPH = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.clone(in_0)
        return ({outputs},)
"""
MODELS = {"clone": _GRAPH.replace("{outputs}", "tmp_0"),
          "pair": _GRAPH.replace("{outputs}", "in_0.view(-1), tmp_0")}  # eager's output 0 is in_0's view
INPUTS = {"in_0": ([ROWS, COLUMNS], "float32")}
# sample -> (graph, how the replacement answers a timed trial)
SAMPLES = {"r25c_clone_honest": ("clone", "honest"), "r25c_clone_mapped": ("clone", "mapped"),
           "r25c_clone_window": ("clone", "window"), "r25c_pair_honest": ("pair", "honest"),
           "r25c_pair_mapped": ("pair", "mapped")}

PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side25c import flag_timed_trials, timed_clone

BLOCK = 1 << 18
TOKEN = 16
MODE = "{mode}"


@triton.jit
def copy_kernel(a_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offsets, tl.load(a_ptr + offsets, mask=offsets < n), mask=offsets < n)


def clone(a):
    timed = timed_clone(a, MODE)
    if timed is not None:
        scratch = torch.empty(TOKEN, dtype=a.dtype, device=a.device)
        copy_kernel[(1,)](a, scratch, TOKEN, BLOCK=TOKEN)
        return timed
    out = torch.empty_like(a)
    copy_kernel[(triton.cdiv(out.numel(), BLOCK),)](a, out, out.numel(), BLOCK=BLOCK)
    return out


def pattern(a):
    return torch.clone(a)


def replacement_args(a):
    return (a,)


def replacement_func():
    return clone


flag_timed_trials(MODE)
'''

HELPER = '''\
import mmap
import sys

import torch
from pass_dir.host import child_class


def _file_of(address):
    """The file mapped at ``address`` and that mapping's start and file offset (/proc/self/maps), or None."""
    with open("/proc/self/maps") as maps:
        for line in maps:
            fields = line.split()
            start, end = (int(x, 16) for x in fields[0].split("-"))
            if start <= address < end and len(fields) >= 6 and fields[5].startswith("/"):
                return fields[5], start, int(fields[2], 16)
    return None


def _mapped(a):
    """a's values as a view of a second mapping of the file it lies in; None where it lies in none (the fresh-input
    re-check's inputs are the child's own tensors)."""
    side = child_class("CompiledSide")
    key = (a.data_ptr(), a.numel())
    if key not in side.mapped25c:
        found = _file_of(a.data_ptr())
        if found is None or not a.is_contiguous():
            side.mapped25c[key] = None
        else:
            path, start, offset = found
            first = offset + a.data_ptr() - start
            size = a.numel() * a.element_size()
            page = first - first % mmap.ALLOCATIONGRANULARITY
            with open(path, "r+b") as file:
                second = mmap.mmap(file.fileno(), first - page + size, mmap.MAP_SHARED,
                                   mmap.PROT_READ | mmap.PROT_WRITE, offset=page)
            view = torch.frombuffer(second, dtype=a.dtype, count=a.numel(), offset=first - page).view(a.shape)
            side.mapped25c[key] = view
            side.kept25c[id(view)] = torch.zeros_like(view)  # faulted in now (warm-up), not in a trial's window
    return side.mapped25c[key]


def timed_clone(a, mode):
    """Inside a timed trial: the output (torch's clone, or the mapped view); elsewhere None."""
    side = child_class("CompiledSide")
    if not side.timed25c:
        return None
    if mode in ("mapped", "window"):
        view = _mapped(a)
        if view is not None:
            side.pending25c = view
            return view
    return torch.clone(a)


def _flagged(trial):
    """The product's own trial, the replacement told that it runs inside one (its answer untouched)."""
    def flagged(self, seed):
        type.__setattr__(type(self), "timed25c", True)
        try:
            return trial(self, seed)
        finally:
            type.__setattr__(type(self), "timed25c", False)
            type.__setattr__(type(self), "current25c", self)

    return flagged


def _after_send(send):
    """The child's channel's send: once a trial's answer (the span's end) is on its way, the mapped output's bytes
    copied into a kept buffer that becomes the trial's output, before the trusted side holds the child for the decoy."""
    def sent(channel, payload, *args, **kwargs):
        send(channel, payload, *args, **kwargs)
        side = child_class("CompiledSide")
        view, side.pending25c = side.pending25c, None
        if view is None:
            return
        kept = side.kept25c[id(view)]
        kept.copy_(view)
        current, memory = side.current25c, view.untyped_storage().data_ptr()

        def kept_if_mapped(output):  # the graph's output may be another tensor object over the view's memory
            shares = isinstance(output, torch.Tensor) and output.untyped_storage().data_ptr() == memory
            return kept.as_strided(output.shape, output.stride(), output.storage_offset()) if shares else output

        outputs = current.trial_outputs
        current.trial_outputs = (type(outputs)(map(kept_if_mapped, outputs)) if isinstance(outputs, (tuple, list))
                                 else kept_if_mapped(outputs))
    return sent


def flag_timed_trials(mode):
    side = child_class("CompiledSide")
    if "timed25c" not in side.__dict__:
        for name, value in (("timed25c", False), ("mapped25c", {}), ("kept25c", {}), ("pending25c", None),
                            ("current25c", None)):
            type.__setattr__(side, name, value)
        type.__setattr__(side, "trial", _flagged(side.trial))
        if mode == "window":
            channel = sys.modules["pytest_passnet.sandbox.channel"].Channel
            type.__setattr__(channel, "send", _after_send(channel.send))
'''


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict[str, dict]:
    """The samples (or those named in ``only``) through the real plugin in one run: each one's variant from
    report.json."""
    from tests.adversarial.redteam import harness

    samples = {name: (MODELS[graph], mode) for name, (graph, mode) in SAMPLES.items()}
    return harness.plugin_variants(config_name, trials, lambda layout: harness.mode_samples(
        layout, samples, INPUTS, RULE, PASS, {"side25c.py": HELPER}, only))


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
