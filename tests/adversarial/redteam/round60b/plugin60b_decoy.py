"""DECOYS_OFF through the real plugin (CPU; child control: the trusted allow-list off, as round 25a's run, since the
pass maps a file and patches the child's trial): ``python -m tests.adversarial.redteam.round60b.plugin60b_decoy
[config] [trials] [sample ...]``.

One graph, ``torch.clone(in_0)`` of a [4096, 2048] float32 input (32 MiB). Outside a timed trial the pass copies with a
Triton kernel; inside one (round 25a's wrapper of the product's own ``CompiledSide.trial``, its answer untouched) it
returns a view of a second mapping of the inputs file over ``in_0`` (a clone that costs nothing: the trusted side's
own write before the span put the bytes there). A second mapping has another address, so no alias is reported; the
decoy fill after the span is what convicts it (round 25a, ``af1ece38``): the output then holds the decoy's bytes, not
those its span committed to.

- ``r60b_clone_mapped``: the graph as it is (the probe path: no input written, every input decoyed) — the control.
- ``r60b_clone_mapped_route``: the same graph with ``import math`` in its ``model.py``, a route of
  ``guard.versionless_writes`` (757474d3): every input is judged, appended to the outputs, so every input is aliased by
  an output and ``pipeline._taken_back`` writes the decoy over none.
"""

from __future__ import annotations

from tests.adversarial.redteam.round25a import plugin25a

RULE = "Clone60b"
ROWS, COLUMNS = 4096, 2048
MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.clone(in_0)
        return (tmp_0,)
"""
ROUTE_MODEL = "import math\n" + MODEL
INPUTS = {"in_0": ([ROWS, COLUMNS], "float32")}
SAMPLES = {"r60b_clone_mapped": (MODEL, "mapped"), "r60b_clone_mapped_route": (ROUTE_MODEL, "mapped")}

PASS = '''\
import torch
import triton
import triton.language as tl
from pass_dir.side60b import flag_timed_trials, timed_clone

BLOCK = 1 << 18
TOKEN = 16
MODE = "{mode}"


@triton.jit
def copy_kernel(a_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(a_ptr + offsets, mask=mask), mask=mask)


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


flag_timed_trials()
'''

_MAPPED_CAT = plugin25a.HELPER.split("def _mapped_cat", 1)[0]
HELPER = _MAPPED_CAT + '''
def _mapped_clone(a):
    """a's values as a view of a second mapping of the file it lies in; None where it lies in none (the re-check's
    inputs are the child's own tensors)."""
    known = child_class("CompiledSide").mapped60b  # made once, kept on the child's class
    key = (a.data_ptr(), a.numel())
    if key not in known:
        found = _file_of(a.data_ptr())
        if found is None or not a.is_contiguous():
            known.update({key: None})
        else:
            path, start, offset = found
            first = offset + a.data_ptr() - start
            size = a.numel() * a.element_size()
            page = first - first % mmap.ALLOCATIONGRANULARITY
            with open(path, "r+b") as file:
                second = mmap.mmap(file.fileno(), first - page + size, mmap.MAP_SHARED,
                                   mmap.PROT_READ | mmap.PROT_WRITE, offset=page)
            flat = torch.frombuffer(second, dtype=a.dtype, count=a.numel(), offset=first - page)
            known.update({key: flat.view(a.shape)})
    return known[key]


def timed_clone(a, mode):
    """Inside a timed trial: the output (the mapped view, else torch's clone); elsewhere None."""
    if not child_class("CompiledSide").timed60b:
        return None
    view = _mapped_clone(a) if mode == "mapped" else None
    return view if view is not None else torch.clone(a)


def _flagged(trial):
    def flagged(self, seed):
        type.__setattr__(type(self), "timed60b", True)
        try:
            return trial(self, seed)
        finally:
            type.__setattr__(type(self), "timed60b", False)

    return flagged


def flag_timed_trials():
    side = child_class("CompiledSide")
    if "timed60b" not in side.__dict__:
        type.__setattr__(side, "timed60b", False)
        type.__setattr__(side, "mapped60b", {})
        type.__setattr__(side, "trial", _flagged(side.trial))
'''


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict[str, dict]:
    from tests.adversarial.redteam import harness

    return harness.plugin_variants(config_name, trials, lambda layout: harness.mode_samples(
        layout, SAMPLES, INPUTS, RULE, PASS, {"side60b.py": HELPER}, only))


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
