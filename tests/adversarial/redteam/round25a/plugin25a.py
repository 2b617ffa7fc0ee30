"""Round 25a's ``HOLD_WRITES_THE_OUTPUT`` through the real plugin (CPU, the trusted allow-list off as in every red-team
run, round 1's ``harness.Layout``): ``python -m tests.adversarial.redteam.round25a.plugin25a [config] [trials]``
prints each variant's status, speedup, flags and trusted clock from report.json.

One graph, ``torch.cat([in_0, in_1], dim=0)`` of two [4096, 2048] float32 inputs (a 64 MiB output that is its inputs'
bytes one after the other: the layout the trusted side writes each trial's inputs in, ``shared_inputs.layout_of``).
Both passes replace the cat; outside a timed trial (warm-up, the judged call, the fresh-input re-check) each copies
with a Triton kernel (the CPU interpreter). Inside a timed trial (the product's own ``CompiledSide.trial``, wrapped
only to tell the replacement it is timed; every answer is the product's):

- ``r25a_cat_honest``: ``torch.cat`` into its output, plus a token launch of the kernel;
- ``r25a_cat_mapped``: the token launch, and the output returned as a view of a second mapping of the inputs file
  (found in /proc/self/maps from ``in_0``'s address), made once: the trusted side's write in the hold, before the
  span, wrote the output's bytes. Nothing is claimed other than what its child's timer measured.
"""

from __future__ import annotations


RULE = "Cat25a"
ROWS, COLUMNS = 4096, 2048
MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.cat([in_0, in_1], dim=0)
        return (tmp_0,)
"""
INPUTS = {"in_0": ([ROWS, COLUMNS], "float32"), "in_1": ([ROWS, COLUMNS], "float32")}
SAMPLES = {"r25a_cat_honest": "honest", "r25a_cat_mapped": "mapped"}

PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side25a import flag_timed_trials, timed_cat

BLOCK = 1 << 18
TOKEN = 16
MODE = "{mode}"


@triton.jit
def cat_kernel(a_ptr, b_ptr, out_ptr, na, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    in_a = offsets < na
    in_b = (offsets >= na) & (offsets < n)
    x = tl.load(a_ptr + tl.where(in_a, offsets, 0), mask=in_a, other=0.0)
    y = tl.load(b_ptr + tl.where(in_b, offsets - na, 0), mask=in_b, other=0.0)
    tl.store(out_ptr + offsets, tl.where(in_a, x, y), mask=offsets < n)


def cat(a, b):
    timed = timed_cat(a, b, MODE)
    if timed is not None:
        scratch = torch.empty(TOKEN, dtype=a.dtype, device=a.device)
        cat_kernel[(1,)](a, b, scratch, TOKEN, TOKEN, BLOCK=TOKEN)
        return timed
    out = torch.empty((a.shape[0] + b.shape[0], *a.shape[1:]), dtype=a.dtype, device=a.device)
    cat_kernel[(triton.cdiv(out.numel(), BLOCK),)](a, b, out, a.numel(), out.numel(), BLOCK=BLOCK)
    return out


def pattern(a, b):
    return torch.cat([a, b], dim=0)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return cat


flag_timed_trials()
'''

HELPER = '''\
import mmap

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


def _mapped_cat(a, b):
    """cat([a, b])'s values as a view of a second mapping of the file both lie in, one after the other; None where
    they do not (the fresh-input re-check's inputs are the child's own tensors)."""
    known = child_class("CompiledSide").mapped25a  # made once, kept on the child's class
    key = (a.data_ptr(), b.data_ptr(), a.numel(), b.numel())
    if key not in known:
        found = _file_of(a.data_ptr())
        if (found is None or b.data_ptr() != a.data_ptr() + a.numel() * a.element_size()
                or not a.is_contiguous() or not b.is_contiguous()):
            known.update({key: None})
        else:
            path, start, offset = found
            first = offset + a.data_ptr() - start
            size = (a.numel() + b.numel()) * a.element_size()
            page = first - first % mmap.ALLOCATIONGRANULARITY
            with open(path, "r+b") as file:
                second = mmap.mmap(file.fileno(), first - page + size, mmap.MAP_SHARED,
                                   mmap.PROT_READ | mmap.PROT_WRITE, offset=page)
            flat = torch.frombuffer(second, dtype=a.dtype, count=a.numel() + b.numel(),
                                    offset=first - page)
            known.update({key: flat.view(a.shape[0] + b.shape[0], *a.shape[1:])})
    return known[key]


def timed_cat(a, b, mode):
    """Inside a timed trial: the output (torch's cat, or the mapped view); elsewhere None."""
    if not child_class("CompiledSide").timed25a:
        return None
    if mode == "mapped":
        view = _mapped_cat(a, b)
        if view is not None:
            return view
    return torch.cat([a, b], dim=0)


def _flagged(trial):
    """The product's own trial, the replacement told that it runs inside one (its answer untouched)."""
    def flagged(self, seed):
        type.__setattr__(type(self), "timed25a", True)
        try:
            return trial(self, seed)
        finally:
            type.__setattr__(type(self), "timed25a", False)

    return flagged


def flag_timed_trials():
    side = child_class("CompiledSide")
    if "timed25a" not in side.__dict__:
        type.__setattr__(side, "timed25a", False)
        type.__setattr__(side, "mapped25a", {})
        type.__setattr__(side, "trial", _flagged(side.trial))
'''


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = ()) -> dict[str, dict]:
    """Both samples (or those named in ``only``) through the real plugin in one run: each one's variant from
    report.json."""
    from tests.adversarial.redteam import harness

    samples = {name: (MODEL, mode) for name, mode in SAMPLES.items()}
    return harness.plugin_variants(config_name, trials, lambda layout: harness.mode_samples(
        layout, samples, INPUTS, RULE, PASS, {"side25a.py": HELPER}, only))


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
