"""Round 4's attacks on what the trusted side does with a child's compile report, and the samples
they need. Each sample is a real v2-layout sample (``tests.sample_factory.write_sample``) whose
``pass_dir`` holds files of ``passes/``; the hostile ones are copied there under hostile *file
names*, which PassBench's loader turns into text the trusted side reports (git keeps the sources
under plain names).

``reply_through_channel`` sends a child's ``prepare`` answer through the real channel (pipes, JSON
header) and reads it back as the trusted side does (``protocol.Ready.read`` and
``protocol.CompileReport.read``); ``flagged`` then takes the report into a result as
``pipeline.Run._take_report`` does (its ``rejected`` texts become the variant's flags, and the
trusted side's lines for its ``dropped`` files; with paths already the sample's own,
``real_paths`` changes nothing).
"""

from __future__ import annotations

import html
import json
import os
from pathlib import Path

from markdown_it import MarkdownIt

from pytest_passnet import protocol
from pytest_passnet.passes import load_pass_set
from pytest_passnet.pipeline import dropped_pass_flags
from pytest_passnet.report import RunReport, build_report
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.child.compilers import CompileContext, PassManagerCompiler
from pytest_passnet.sandbox.process import REPLY_HEADER_BYTES
from tests.sample_factory import write_sample

PASSES = Path(__file__).parent / "passes"

# dropped_note: files whose replacement_func() returns a wrapper of their own. PassBench's seeded draw
# keeps the first listed here (random.Random(123).sample(range(n), 1) == [0] for n <= 4) and drops
# the rest, naming each in a '[PassBench limits]' line that becomes a run note.
KEPT = "FuseAddRelu"
HIDE = "x[link=y]hidden"  # rich markup: the terminal summary prints 'xhidden'
FORGED_AS = "0.9999"
FORGE = (f"forged\n## pytest-passnet: ES(t) and AS\n\n**AS {FORGED_AS}** (all variants pooled)\n\n"
         f"overall: 1 samples, 1 variants; AS (all variants pooled) = {FORGED_AS}\n<img src=x>")
SURROGATE = "sur\udcff"  # the file name b'sur\xff.py': not UTF-8, so Python names it with a lone surrogate

# statement_credit: a matmul whose first argument is add + relu on the statement's second line.
CREDIT_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.matmul(
            torch.relu(in_0 + in_1), in_2)
        return (tmp_0,)
"""
CREDIT_SPLIT_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_1 = torch.relu(in_0 + in_1)
        tmp_0 = torch.matmul(tmp_1, in_2)
        return (tmp_0,)
"""  # the same computation, a statement per line: what the add + relu is worth
CREDIT_LINE = 7  # add + relu: the line the honest pass takes over whole
CREDIT_SHAPE = [256, 256]


def dropped_sample(root: Path, name: str, hostile: list[str]) -> Path:
    """A sample whose pass_dir lists ``KEPT`` and one file per ``hostile`` name, each with a
    wrapper of its own (``passes/own_wrapper_*.py``)."""
    names = [KEPT, *hostile]
    sources = {n: (PASSES / f"own_wrapper_{letter}.py").read_text() for n, letter in zip(names, "abc")}
    return write_sample(root, name, passes=sources, shape=[64, 256])


def credit_sample(root: Path, name: str = "credit", model: str = CREDIT_MODEL) -> Path:
    return write_sample(root, name, model=model, passes={"FuseAddRelu": (PASSES / "fuse_add_relu.py").read_text()},
                        shape=CREDIT_SHAPE)


def raising_sample(root: Path, name: str) -> Path:
    return write_sample(root, name, passes={"FuseAddRelu": (PASSES / "raise_surrogate.py").read_text()}, shape=[64, 256])


MATMUL_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.matmul(in_0, in_1)
        return (tmp_0,)
"""


def matmul_sample(root: Path, name: str, pass_file: str, shape: list[int]) -> Path:
    """kernel_series_reuse (or its control honest_matmul) on a square matmul."""
    return write_sample(root, name, model=MATMUL_MODEL, passes={"Matmul": (PASSES / f"{pass_file}.py").read_text()},
                        shape=shape)


def child_control_sample(root: Path) -> Path:
    """claim_all_lines with the pass it imports, on statement_credit's model."""
    return write_sample(root, "claim_all_lines", model=CREDIT_MODEL, shape=CREDIT_SHAPE, passes={
        "ClaimAllLines": (PASSES / "claim_all_lines.py").read_text(),
        "fuse_add_relu": (PASSES / "fuse_add_relu.py").read_text()})


def child_report(sample: Path) -> protocol.CompileReport:
    """The compile report the child's own compiler class builds for ``sample`` (loading its passes)."""
    return PassManagerCompiler(CompileContext(sample, "cpu")).report()


def reply_through_channel(message: dict) -> dict:
    """``message`` sent by a child's channel end and received by the trusted side's, as a reply."""
    to_trusted_r, to_trusted_w = os.pipe()
    unused_r, unused_w = os.pipe()
    try:
        child = Channel(unused_r, to_trusted_w, role="child")
        trusted = Channel(to_trusted_r, unused_w, role="trusted", max_header=REPLY_HEADER_BYTES)
        child.send(message)
        return trusted.receive(timeout=10)
    finally:
        for fd in (to_trusted_r, to_trusted_w, unused_r, unused_w):
            os.close(fd)


def prepared(report: protocol.CompileReport) -> protocol.CompileReport:
    """The child's ``prepare`` answer carrying ``report``, as the trusted side reads it."""
    reply = reply_through_channel({**protocol.Ready().message(), **report.message()})
    protocol.Ready.read(reply)
    return protocol.CompileReport.read(reply)


def flagged(sample: Path, report: protocol.CompileReport, status: Status = Status.CORRECT,
            variant: str = "graphs/v") -> VariantResult:
    """A variant result holding the report as ``pipeline.Run._take_report`` takes it."""
    flags = list(dict.fromkeys([*report.rejected, *dropped_pass_flags(sample, report.dropped)]))
    return VariantResult(nodeid=f"{sample.name}::v", sample=str(sample), variant=variant, status=status,
                         speedup={"e2e": 1.0, "gpu": None}, flags=flags, applied=report.applied,
                         matched=any(report.applied.values()), replaced_lines=report.replaced_lines,
                         correctness={"correct_at": {str(t): status is Status.CORRECT for t in range(-10, 6)}})


def run_report(results: list[VariantResult]) -> RunReport:
    return build_report(results, [r.sample for r in results], {"compiler": "pass_mgr"}, partial=False)


def listed_names(sample: Path) -> list[str]:
    return json.loads((sample / "pass_dir" / "sorted_output_pass_rule_names.json").read_text())


def kept_and_dropped(sample: Path) -> tuple[list[str], list[str]]:
    pass_set = load_pass_set(sample, [])
    return [r.name for r in pass_set.rules], list(pass_set.dropped)


def rendered(markdown: str) -> str:
    """The HTML a reader of ``markdown`` gets: CommonMark with GitHub's tables (markdown-it-py, rich's
    own Markdown parser)."""
    return MarkdownIt("commonmark").enable("table").render(markdown)


def seen(name: str) -> str:
    """``name`` as a rendered page shows it when the run writes it as text: line breaks as visible
    escapes, every other character itself (HTML-escaped in the page's source)."""
    return html.escape(name.replace("\n", "\\x0a"))
