"""Round 57a's premises (target e69c3ca8): ``PYTHONPATH=. python tests/adversarial/redteam/round57a/premises57a.py
[name ...]`` prints one JSON line per premise. All in process, with the product's own functions (no plugin run, no
sandbox; seconds each).

- ``probe``: what the probe (``pipeline._eager_writes`` -> the reference child's ``CompiledSide.recheck``: an input is
  written where its ``_version`` moved or its bytes changed on one first call from one fresh draw) names on each of
  several seeds, for graphs whose write goes through ``.data`` (a tensor that shares the input's storage but not its
  version counter): ``data_clamp`` (``in_1.data.clamp_``: bytes change on about half of the draws) and ``data_repeat``
  (``in_1.data.add_(in_2); in_2.copy_(in_3)``, ``in_2`` a zeros input: a first call adds zero), next to round 56a's
  forms without ``.data`` (named on every draw since e69c3ca8); and whether a second call from the same inputs changes
  input 1 (the judged call is the (W + 1)-th on the replayed inputs).
- ``eager_writes``: ``pipeline._eager_writes`` itself (seed chosen, the reference child answered in process).
- ``posing``: ``protocol.CompileReport.read`` (the ``rejected`` texts that become a variant's flags, ``_flags``) on a
  ``[passnet trusted clock]`` flag behind characters ``str.lstrip`` keeps and ``texts.printable`` does not escape, or
  with one letter a homoglyph, and the ``note:`` line ``items.failure_text`` then prints.
- ``summary_wrap``: ``summary.render`` (the run's terminal summary, 80 columns as pytest has on a CI runner) of a report
  whose note names a pass file PassBench's limits dropped (``passes.dropped_text``, the name the sample's list gives),
  and setup-python's problem matcher (round 56a's port, ``plugin56a.problem_matches``) over it.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

import torch

SHAPE = (1024, 4096)  # 4 Mi float32 elements, N(0, 0.2): the largest |x| passes CLAMP_BOUND on about half of the draws
CLAMP_BOUND = 1.032
HEAD = "import torch\n\nclass GraphModule(torch.nn.Module):\n\n"
SOURCES = {
    "data_clamp": HEAD + f"""    def forward(self, in_0, in_1):
        tmp_0 = in_1.data.clamp_(-{CLAMP_BOUND}, {CLAMP_BOUND})
        tmp_1 = torch.relu(in_0)
        return (tmp_1,)
""",
    "data_repeat": HEAD + """    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1.data.add_(in_2)
        tmp_1 = in_2.copy_(in_3)
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
""",
    "clamp": HEAD + f"""    def forward(self, in_0, in_1):
        tmp_0 = in_1.clamp_(-{CLAMP_BOUND}, {CLAMP_BOUND})
        tmp_1 = torch.relu(in_0)
        return (tmp_1,)
""",
    "repeat": HEAD + """    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1.add_(in_2)
        tmp_1 = in_2.copy_(in_3)
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
""",
}
STDS = {"data_clamp": {"in_0": 1.0, "in_1": 1.0}, "clamp": {"in_0": 1.0, "in_1": 1.0},
        "data_repeat": {"in_0": 1.0, "in_1": 1.0, "in_2": 0.0, "in_3": 1.0},
        "repeat": {"in_0": 1.0, "in_1": 1.0, "in_2": 0.0, "in_3": 1.0}}
SEEDS = tuple(range(1, 13))


def _metas(form: str) -> list:
    from pytest_passnet.sample import TensorMeta

    return [TensorMeta(f"Program_weight_tensor_meta_{name}", name, SHAPE, "torch.float32", mean=0.0, std=std)
            for name, std in STDS[form].items()]


def eager_side(form: str):
    """The reference child's side for ``form``'s graph, in process (the ``eager`` compiler, warm-up 0)."""
    from dataclasses import asdict

    from pytest_passnet import protocol
    from pytest_passnet.sandbox.child.__main__ import CompiledSide

    folder = Path(tempfile.mkdtemp(prefix="r57a-eager-"))
    (folder / "model.py").write_text(SOURCES[form])
    side = CompiledSide(protocol.Load("eager", str(folder), "cpu", "full", side="eager"), folder)
    metas = _metas(form)
    side.prepare(protocol.Prepare(str(folder / "model.py"), 0, {m.name: torch.zeros(SHAPE) for m in metas}, None))
    return side, [{**asdict(meta), "origin": ""} for meta in metas], metas


def probe(forms=tuple(SOURCES), seeds=SEEDS) -> dict:
    """Per form: the share of seeds whose probe names input 1, and on each draw whether a second call changes input 1."""
    from pytest_passnet.materialize import draw_fresh

    said = {}
    for form in forms:
        side, wire, metas = eager_side(form)
        rows = []
        for seed in seeds:
            written = side.recheck(seed, wire)["written"]
            inputs = draw_fresh(metas, "cpu", seed)
            side.compiled(*inputs.values())
            before = inputs["in_1"].clone()
            side.compiled(*inputs.values())
            rows.append({"seed": seed, "probe_written": written,
                         "second_call_changes_in_1": not torch.equal(inputs["in_1"], before)})
        said[form] = {"share_naming_1": sum(1 in r["probe_written"] for r in rows) / len(rows),
                      "second_call_changes_in_1": sum(r["second_call_changes_in_1"] for r in rows), "rows": rows}
    return said


class _Secrets:
    def __init__(self, first: int):
        import secrets

        self.values, self.real = [first], secrets

    def randbits(self, k: int) -> int:
        return self.values.pop(0) if self.values else self.real.randbits(k)

    def __getattr__(self, name):
        return getattr(self.real, name)


class _Run:
    """What ``pipeline._eager_writes`` reads of a ``Run``, the reference child answered in process."""

    def __init__(self, form: str):
        from pytest_passnet.sandbox.child.__main__ import _answer

        self.side, _, self.metas = eager_side(form)
        self.varying = []
        self.inputs_cpu = {m.name: torch.zeros(SHAPE) for m in self.metas}
        self.ask_reference = lambda request: _answer(self.side, request)
        self.variant = SimpleNamespace(path=Path(self.side.sample_dir))  # its model.py: guard.versionless_writes
        self.result = SimpleNamespace(flags=[])


def eager_writes(form: str, seed: int) -> list[int]:
    """``pipeline._eager_writes`` as shipped, its draw's seed ``seed``."""
    from pytest_passnet import pipeline

    run, real = _Run(form), (pipeline.secrets, pipeline._load_and_prepare_eager)
    pipeline.secrets, pipeline._load_and_prepare_eager = _Secrets(seed), lambda run, warmup=None: None
    try:
        return pipeline._eager_writes(run)
    finally:
        pipeline.secrets, pipeline._load_and_prepare_eager = real


def quiet_seed(form: str = "data_clamp", seeds=SEEDS) -> int:
    """A seed whose draw the clamp leaves as it is."""
    side, wire, _ = eager_side(form)
    return next(seed for seed in seeds if 1 not in side.recheck(seed, wire)["written"])


def eager_writes_premise() -> dict:
    seed = quiet_seed()
    return {"data_clamp_quiet_seed": seed, "data_clamp_named": eager_writes("data_clamp", seed),
            "data_repeat_named": eager_writes("data_repeat", 1), "repeat_named": eager_writes("repeat", 1)}


# -- forms: which writes move the input's version counter -----------------------------------------------------------

VERSION_FORMS = {
    "in_1.add_(0)": lambda x: x.add_(0),
    "in_1.view(-1).add_(0)": lambda x: x.view(-1).add_(0),
    "in_1.detach().add_(0)": lambda x: x.detach().add_(0),
    "in_1.index_put_((empty,), v)": lambda x: x.index_put_((torch.zeros(0, dtype=torch.long),), torch.zeros(0)),
    "in_1.masked_fill_(all False, 0)": lambda x: x.masked_fill_(torch.zeros_like(x, dtype=torch.bool), 0.0),
    "in_1.data.add_(0)": lambda x: x.data.add_(0),
    "in_1.data.clamp_(-1e9, 1e9)": lambda x: x.data.clamp_(-1e9, 1e9),
    "in_1.untyped_storage().copy_(itself)": lambda x: x.untyped_storage().copy_(x.untyped_storage()),
    "in_1.numpy() += 0": lambda x: x.numpy().__iadd__(0),
}


def forms() -> dict:
    """For each form of a write that leaves the bytes as they were: whether it moves the input's ``_version`` (what the
    probe reads besides the bytes since e69c3ca8)."""
    said = {}
    for label, write in VERSION_FORMS.items():
        x = torch.randn(64)
        before = x._version
        write(x)
        said[label] = {"version_moved": x._version != before}
    return said


# -- posing ------------------------------------------------------------------------------------------------------------

TRUSTED = "[passnet trusted clock] every trial of the compiled side was seen by the trusted side: its speedup is verified"
# What precedes or replaces a letter of '[passnet': kept by str.lstrip (not whitespace) and by texts.printable (not
# Cc/Cf/Cs), and drawn as nothing or as the same glyph in a terminal, a browser or a JSON viewer.
POSERS = {
    "U+034F combining grapheme joiner (Mn, default ignorable)": "\u034f" + TRUSTED,
    "U+3164 Hangul filler (Lo, blank)": "\u3164" + TRUSTED,
    "U+115F Hangul choseong filler (Lo, default ignorable)": "\u115f" + TRUSTED,
    "U+FE0F variation selector 16 (Mn)": "\ufe0f" + TRUSTED,
    "U+0430 Cyrillic a for a": TRUSTED.replace("passnet", "p\u0430ssnet", 1),
    "U+0455 Cyrillic dze for s": TRUSTED.replace("passnet", "pa\u0455snet", 1),
    "upper case": TRUSTED.replace("[passnet", "[PASSNET", 1),
    "control: a space (refused since e69c3ca8)": " " + TRUSTED,
    "control: U+200B zero width space (Cf: escaped)": "\u200b" + TRUSTED,
}


def posing() -> dict:
    from pytest_passnet import protocol
    from pytest_passnet.items import failure_text
    from pytest_passnet.result import Status, VariantResult

    said = {}
    for label, text in POSERS.items():
        reply = {"applied": {}, "diagnostics": [], "rejected": [text], "replaced_lines": [], "dropped": {}}
        try:
            flag = protocol.CompileReport.read(reply).rejected[0]
        except protocol.MalformedMessage as exc:
            said[label] = {"refused": str(exc)[:100]}
            continue
        result = VariantResult(nodeid="s::v", sample="s", variant="v", status=Status.CORRECT, message="",
                               flags=[flag])
        note = failure_text(result).split("\n")[-1]
        said[label] = {"accepted": True, "note_line": note, "note_line_ascii": ascii(note)[:60],
                       "starts_with_the_trusted_prefix": flag.startswith("[passnet")}
    return said


# -- summary_wrap ------------------------------------------------------------------------------------------------------

FORGED = "pytest-passnet: all variants correct; AS = 9.9999 R57A"
WIDTH = 80  # pytest's terminal width where stdout is no terminal (a CI runner's step)


def forged_rule_name(width: int = WIDTH, tail: str = "y") -> str:
    """A rule name (the stem of a pass file the sample lists; ``guard.listed_rule_files`` takes any name without '/',
    '\\', NUL or a leading '.') whose words ``summary.render``'s greedy wrap at ``width - 4`` lays out so that two of
    its continuation lines are a Python traceback's last two lines, wherever the sample lies (the file's path and the
    'a' fill the note's first line or lines; ``tail`` tells two such names apart)."""
    room = width - 4
    first = "z" * room  # a word as wide as a line: alone on the note's second line, so the next word starts the third
    file_line = 'File "README.md", line 1, in verdict'
    file_line += " " + "." * (room - len(file_line) - 1)  # the line is full: 'raise' starts the next
    raise_line = f"raise Verdict('{FORGED}')"
    assert len(raise_line) <= room, len(raise_line)
    tail = tail * max(1, room - len(raise_line) - 3)  # with the file's '.py' too wide to join the raise line
    return f"a {first} {file_line} {raise_line} {tail}"  # 'a': joins the file's path, which fills the first line


def summary_wrap(sample_dir: str = "/home/runner/work/repo/repo/samples/r57a_wrap") -> dict:
    from pytest_passnet.passes import dropped_text
    from pytest_passnet.summary import render
    from tests.adversarial.redteam.round56a.plugin56a import problem_matches

    name = forged_rule_name()
    note = dropped_text(Path(sample_dir) / "pass_dir" / f"{name}.py", "functions")
    report = _report_with_dropped(sample_dir, note)
    text = render(report, WIDTH)
    lines = [line for line in text.splitlines() if "README.md" in line or "R57A" in line]
    return {"rule_name": name, "note_in_report": note in report.notes, "lines": lines,
            "annotations": problem_matches(text.encode())}


def _report_with_dropped(sample_dir: str, flag: str):
    """``report.build_report`` of one variant whose flags hold the trusted side's dropped-pass line (what
    ``pipeline.dropped_pass_flags`` adds): ``dropped_pass_notes`` makes it a note of the run."""
    from pytest_passnet.report import build_report
    from pytest_passnet.result import Status, VariantResult

    result = VariantResult(nodeid=f"{sample_dir}::float32", sample=sample_dir, variant="float32",
                           status=Status.CORRECT, message="", flags=[flag])
    return build_report([result], [sample_dir], {}, False)


PREMISES = {"forms": forms, "probe": probe, "eager_writes": eager_writes_premise, "posing": posing, "summary_wrap": summary_wrap}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(PREMISES):
        print(json.dumps({name: PREMISES[name]()}, default=str))
