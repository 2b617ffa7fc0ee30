"""Round 37b's honest twins (and allocator liars) through the real plugin (CPU, the trusted allow-list off as in every
red-team run):

    python -m tests.adversarial.redteam.round37b.plugin37b [config] [trials] [sample ...]

Each sample is one float32 graph and a pass_dir of one or more rules (PassBench keeps one replacement function a
sample: the first rule's). Every replacement is an *honest twin* of what its pattern matched: a launch of a 16-element
token Triton kernel (the launch proof's), then the very torch calls eager runs for that pattern (``COMPUTES``: the same
call on the same arguments, on the calling thread). Under the child's in-child proofs (the poisoned warm-up, the
re-check's compute audit; untimed) the same torch calls run inside the launch's ``triton.heuristics`` callback, where
the poison tensor and the audit let Triton's own handling through (``launches.inside_triton``). So each twin computes
exactly eager's values with eager's kernels and allocations, plus one interpreted launch (0.45-0.5 ms in a plain
process here, more in a child) and Python's call: it should score near 1x (under it where eager's call takes a few
milliseconds) and ``correct``. Mode ``inside`` runs the torch calls in the heuristic on every call (the round's first
form: a matmul there took 4x eager's time in the child, not in a plain process; not chased, left out of ``SAMPLES``).

Liars (mode ``arena1``/``tcache``): the same twin, and at import its child changes its own allocator
(``mallopt(M_ARENA_MAX, 1)``, or tcache and fastbins back as round 29b/36c do): it computes the same, only its
allocator differs from eager's.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, {params}):
{body}
"""


def _chain(count: int) -> tuple[str, str]:
    """A chain of ``count`` small elementwise ops on ``a``: its lines (for the model and the pattern) and result."""
    ops = ("torch.relu({x})", "{x} * 1.0009765625", "{x} + 0.5", "torch.sigmoid({x})")
    lines, current = [], "a"
    for i in range(count):
        lines.append(f"t{i} = " + ops[i % len(ops)].format(x=current))
        current = f"t{i}"
    return "\n".join(lines), current


CHAIN_OPS = 300  # 600 overflows torch.fx's matcher (RecursionError in matcher_utils, a kernel_error)
_CHAIN_LINES, _CHAIN_RESULT = _chain(CHAIN_OPS)


def _indent(text: str, spaces: int = 8) -> str:
    return "\n".join(" " * spaces + line for line in text.splitlines())


# rule name -> (pattern's parameters, pattern's body lines, the value it returns): the replacement computes the same
# lines by torch (COMPUTES below is built from these), so the twin's calls are eager's.
RULES = {
    "Relu37b": ("a", "", "torch.relu(a)"),
    "Mul37b": ("a", "", "a * 2.0"),
    "Gt37b": ("a", "", "a > 0"),
    "Argmax37b": ("a", "", "torch.argmax(a, dim=1)"),
    "Sum37b": ("a", "", "a.sum(dim=0)"),
    "Softmax37b": ("a", "", "torch.softmax(a, dim=-1)"),
    "Topk37b": ("a", "", "torch.topk(a, 8, dim=1)"),
    "Matmul37b": ("a, b", "", "torch.matmul(a, b)"),
    "Chain37b": ("a", _CHAIN_LINES, _CHAIN_RESULT),
    "ToInt37b": ("a", "", "torch.round(a).to(torch.int32)"),
}

# sample -> (forward's parameters, forward's body, inputs, rules, mode)
_BIG = [8192, 4096]  # 128 MiB of float32
_MID = [4096, 4096]  # 64 MiB
GRAPHS = {
    # a 128 MiB output
    "r37b_relu128": ("in_0", "tmp_0 = torch.relu(in_0)\nreturn (tmp_0,)", {"in_0": (_BIG, "float32")}, ["Relu37b"]),
    # three outputs of 64, 21.3 and 4 MiB, the last two of strided views
    "r37b_multi": ("in_0", "tmp_0 = torch.relu(in_0)\ntmp_1 = torch.relu(in_0[::3])\n"
                   "tmp_2 = torch.relu(in_0[:, :256])\nreturn (tmp_0, tmp_1, tmp_2)", {"in_0": (_MID, "float32")},
                   ["Relu37b"]),
    # a transposed output (eager's mul keeps the input's transposed layout) and a view of it
    "r37b_transpose": ("in_0", "tmp_0 = in_0.t()\ntmp_1 = tmp_0 * 2.0\ntmp_2 = tmp_1.t()\nreturn (tmp_1, tmp_2)",
                       {"in_0": (_MID, "float32")}, ["Mul37b"]),
    # in-place ops on the replacement's output (by the graph, in eager and in the compiled graph alike)
    "r37b_inplace": ("in_0", "tmp_0 = in_0 * 2.0\ntmp_0.add_(1.0)\ntmp_1 = torch.relu_(tmp_0)\nreturn (tmp_1,)",
                     {"in_0": (_MID, "float32")}, ["Mul37b"]),
    # bool, int64 and int32 outputs (16, 0.03 and 64 MiB); PassBench keeps one replacement function a sample, the first
    # rule's (the int32 one); the others run eager's ops on both sides
    "r37b_intbool": ("in_0", "tmp_0 = in_0 > 0\ntmp_1 = torch.argmax(in_0, dim=1)\n"
                     "tmp_2 = torch.round(in_0).to(torch.int32)\nreturn (tmp_0, tmp_1, tmp_2)",
                     {"in_0": (_MID, "float32")}, ["ToInt37b", "Gt37b", "Argmax37b"]),
    # reductions: a softmax (64 MiB; the rule kept) and a column sum (16 KiB, eager's op on both sides)
    "r37b_reduce": ("in_0", "tmp_0 = in_0.sum(dim=0)\ntmp_1 = torch.softmax(in_0, dim=-1)\nreturn (tmp_0, tmp_1)",
                    {"in_0": (_MID, "float32")}, ["Softmax37b", "Sum37b"]),
    # parallel ops: topk over 16 rows of 4 Mi (round 29a's THREAD_ARENA shape), a 1024^3 matmul
    "r37b_topk": ("in_0", "tmp_0 = torch.topk(in_0, 8, dim=1)\ntmp_1 = tmp_0[0]\ntmp_2 = tmp_0[1]\n"
                  "return (tmp_1, tmp_2)", {"in_0": ([16, 1 << 22], "float32")}, ["Topk37b"]),
    "r37b_matmul": ("in_0, in_1", "tmp_0 = torch.matmul(in_0, in_1)\nreturn (tmp_0,)",
                    {"in_0": ([1024, 1024], "float32"), "in_1": ([1024, 1024], "float32")}, ["Matmul37b"]),
    # a chain of CHAIN_OPS small ops on 64x64
    "r37b_chain": ("in_0", _CHAIN_LINES.replace("(a)", "(in_0)").replace("t0 = a ", "t0 = in_0 ")
                   + f"\nreturn ({_CHAIN_RESULT},)", {"in_0": ([64, 64], "float32")}, ["Chain37b"]),
}
# sample name -> (graph, mode): the honest twins and the liars
SAMPLES = {name: (name, "honest") for name in GRAPHS}
SAMPLES.update({"r37b_topk_arena1": ("r37b_topk", "arena1"), "r37b_chain_tcache": ("r37b_chain", "tcache")})
# mode "inside" (eager's calls inside the launch's heuristic, round 37b's first form) is left out: see README

RULE_TEXT = '''\
import torch
from pass_dir.side37b import call_twin


def pattern({params}):
{body}
    return {result}


def replacement_args({params}):
    return ({params},)


def twin({params}):
    return call_twin("{rule}", ({params},))


def replacement_func():
    return twin
'''

HELPER = '''\
import re
import sys

import torch
import triton
import triton.language as tl
from torch.utils import _python_dispatch

MODE = "{mode}"
TOKEN = 16


@triton.jit
def _token_kernel(a_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(a_ptr + offsets, mask=mask), mask=mask)


{computes}


def _watched(arguments):
    """Whether the poison tensor or the compute audit watches the call (in-child proofs, untimed)."""
    return (_python_dispatch._get_current_dispatch_mode() is not None
            or any(isinstance(a, torch.Tensor) and type(a) is not torch.Tensor for a in arguments))


def _twin(compute):
    """One token launch, whose heuristic runs eager's torch calls (``compute``) on the arguments."""
    state = {}

    def block(named):
        state["out"] = compute(*state.pop("arguments"))
        return TOKEN

    launch = triton.heuristics({"BLOCK": block})(_token_kernel)
    source, target = torch.zeros(TOKEN), torch.empty(TOKEN)

    def replacement(*arguments):
        if MODE != "inside" and not _watched(arguments):  # the token launch, then eager's calls on the calling thread
            _token_kernel[(1,)](source, target, TOKEN, BLOCK=TOKEN)  # first: after a large op it costs ~5 ms more here
            return compute(*arguments)
        state["arguments"] = arguments
        launch[(1,)](source, target, TOKEN)
        return state.pop("out")

    return replacement


_TWINS = {rule: _twin(compute) for rule, compute in COMPUTES.items()}


def call_twin(rule, arguments):
    return _TWINS[rule](*arguments)


def _tcache_count(ctypes):
    """glibc's mp_.tcache_count (round 29b's finder: the trim threshold 2^40, then tcache bins 64, bytes 1032, 0)."""
    threshold = (1 << 40).to_bytes(8, "little")
    rows = []
    with open("/proc/self/maps") as maps:
        for line in maps:
            fields = line.split()
            start, end = (int(x, 16) for x in fields[0].split("-"))
            rows.append((start, end, fields[1], fields[5] if len(fields) > 5 else ""))
    spans = []
    for index, (start, end, permissions, name) in enumerate(rows):
        if "libc.so" in name and permissions.startswith("rw"):
            spans.append((start, end))
            if index + 1 < len(rows) and not rows[index + 1][3] and rows[index + 1][0] == end:
                spans.append(rows[index + 1][:2])
    for start, end in spans:
        data = ctypes.string_at(start, end - start)
        for found in re.finditer(re.escape(threshold), data):
            words = [int.from_bytes(data[found.start() + 8 * k:found.start() + 8 * k + 8], "little") for k in range(24)]
            for k in range(5, 22):
                if words[k:k + 3] == [64, 1032, 0]:
                    return ctypes.c_size_t.from_address(start + found.start() + 8 * (k + 2))
    return None


def _allocator():
    ctypes = sys.modules["ctypes"]  # loaded by torch: the child's own
    libc = ctypes.CDLL("libc.so.6")
    if MODE == "arena1":
        libc.mallopt(-8, 1)  # M_ARENA_MAX: threads not yet given an arena share the main one (no mmap there)
    elif MODE == "tcache":
        libc.mallopt(1, 128)  # M_MXFAST: fastbins back (public API)
        count = _tcache_count(ctypes)
        if count is not None:
            count.value = 7  # glibc's default


if MODE in ("arena1", "tcache"):
    _allocator()
'''


def _computes(rules: list[str]) -> str:
    lines = ["COMPUTES = {}"]
    for rule in rules:
        params, body, result = RULES[rule]
        lines.append(f"\n\ndef _compute_{rule}({params}):")
        lines.extend("    " + line for line in body.splitlines())
        lines.append(f"    return {result}")
        lines.append(f"\n\nCOMPUTES[{rule!r}] = _compute_{rule}")
    return "\n".join(lines)


def _rule_text(rule: str) -> str:
    params, body, result = RULES[rule]
    return (RULE_TEXT.replace("{params}", params).replace("{body}", _indent(body, 4) if body else "")
            .replace("{result}", result).replace("{rule}", rule))


def build(layout, name: str, graph: str, mode: str) -> Path:
    """``samples/<name>``: the graph's float32 variant and a pass_dir with its rules and the helper in ``mode``."""
    from tests.adversarial.redteam import harness
    from tests.sample_factory import write_variant

    params, body, inputs, rules = GRAPHS[graph]
    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    write_variant(sample / rel, _MODEL.format(params=params, body=_indent(body)), inputs)
    (sample / "graph_list.txt").write_text(rel + "\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    for rule in rules:
        (pass_dir / f"{rule}.py").write_text(_rule_text(rule))
    (pass_dir / "side37b.py").write_text(HELPER.replace("{mode}", mode).replace("{computes}", _computes(rules)))
    shutil.copy(harness.PASSES / "host.py", pass_dir / "host.py")
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(rules))
    return sample


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = (),
               samples: dict[str, tuple[str, str]] = SAMPLES, guard: bool = True) -> dict[str, dict]:
    """The samples (or those named in ``only``) through the real plugin in one run: each one's variant. ``guard``:
    PassBench's fluctuation guard at the product's default (the harness switches it off for every red-team run with a
    threshold of 1000; an honest twin is judged here as a user's run would judge it)."""
    from tests.adversarial.redteam import harness

    def build_all(layout):
        if guard:
            environment = layout.environment
            layout.environment = lambda: {key: value for key, value in environment().items()
                                          if key != "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD"}
        return [build(layout, name, graph, mode) for name, (graph, mode) in samples.items() if not only or name in only]

    return harness.plugin_variants(config_name, trials, build_all)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
