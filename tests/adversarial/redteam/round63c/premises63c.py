"""Round 63c's premises (target daad9ca9: ``guard.versionless_writes`` as an allow-list, ``GRAPH_NAMES``):
``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round63c/premises63c.py [name ...]`` prints one JSON line per
premise. All in process, with the product's own functions (no plugin run, CPU only).

- ``scan_forms``: model.py spellings of an input write with only ``GRAPH_NAMES`` names and syntax: does the write move
  ``_version``, change the bytes, and what ``guard.versionless_writes`` finds in the file (controls: the attribute
  spellings).
- ``eager_writes``: ``pipeline._eager_writes`` as shipped (round 57a's in-process ``_Run``) on the plugin's graphs.
- ``call_sequence``: the reference child's ``CompiledSide`` (eager compiler) in process, the calls a variant makes: the
  probe (fresh tensors), warm-up, the judged call, a timed trial (the same tensor objects refilled in place), the
  re-check (fresh tensors): which of them write ``in_1``, by bytes and by version.
- ``dynamo_gate``: the same calls under ``torch.compile`` (a backend that returns the captured graph): the compiled side
  of a gated graph writes on the re-check's fresh tensors too (Dynamo guards no ``is`` of a global list's tensor).
- ``batch_norm_forms``: ``guard._evaluating_batch_norm`` on call spellings and whether the call trains (the running
  statistics' bytes change, their version does not).
- ``robustness``: the scan against unicode spellings (NFKC), null bytes, coding cookies, deep nesting, form feeds, and
  a read as Shift JIS (``materialize.load_model`` reads ``read_text()`` in the locale's encoding, the scan UTF-8).
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import torch

from tests.adversarial.redteam.round57a import premises57a
from tests.adversarial.redteam.round63c import plugin63c

# -- goal 1: writes with GRAPH_NAMES only ----------------------------------------------------------------------------
# statement writing in_1 from in_2 (in_1, in_2: 8 float32 elements, in_1 zeros, in_2 ones)
WRITES = {
    "data attribute (control)": "in_1.data[...] = in_2",
    "match class pattern: data": "match in_1:\n    case torch.Tensor(data=tmp_5):\n        tmp_5[...] = in_2",
    "match class pattern: data, augmented": "match in_1:\n    case torch.Tensor(data=tmp_5):\n        tmp_5 += in_2",
    "match class pattern: untyped_storage, then torch.Tensor(storage)": (
        "match in_1:\n    case torch.Tensor(untyped_storage=tmp_6):\n        tmp_7 = torch.Tensor(tmp_6())\n"
        "        tmp_7[...] = in_2"),
    "match class pattern: numpy": (
        "match in_1:\n    case torch.Tensor(numpy=tmp_6):\n        tmp_7 = tmp_6()\n        tmp_7[...] = 1.0"),
    "match nested class pattern: data of a list's tensor": (
        "match [in_1]:\n    case [torch.Tensor(data=tmp_5)]:\n        tmp_5[...] = in_2"),
}
# which names a class pattern reaches past the list on objects a graph holds (not writes: reads of what no name gives)
READS = {
    "self.__dict__ (a Module's namespace)": "match self:\n    case torch.nn.Module(__dict__=tmp_d):\n        tmp_r = tmp_d",
    "in_1._version": "match in_1:\n    case torch.Tensor(_version=tmp_v):\n        tmp_r = tmp_v",
    "forward's bound method": "match self:\n    case torch.nn.Module(forward=tmp_f):\n        tmp_r = tmp_f",
}


def _scan(text: str) -> list[str]:
    from pytest_passnet import guard

    with tempfile.TemporaryDirectory(prefix="r63c-scan-") as tmp:
        (Path(tmp) / "model.py").write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
        return guard.versionless_writes(Path(tmp) / "model.py")


def _indent(stmt: str, pad: str = "        ") -> str:
    return "".join(pad + line + "\n" for line in stmt.splitlines())


def graph_source(stmt: str, head: str = "") -> str:
    return ("import torch\n" + head + "\nclass GraphModule(torch.nn.Module):\n\n"
            "    def forward(self, in_0, in_1, in_2):\n" + _indent(stmt) +
            "        tmp_2 = torch.relu(in_0)\n        return (tmp_2,)\n")


def _module(source: str):
    namespace: dict = {"__name__": "r63c_model"}
    exec(compile(source, "<r63c>", "exec"), namespace)
    return namespace["GraphModule"]()


def scan_forms() -> dict:
    said = {}
    for label, stmt in WRITES.items():
        source = graph_source(stmt)
        a, b = torch.zeros(8), torch.ones(8)
        before = a._version
        _module(source)(torch.ones(2), a, b)
        said[label] = {"version_moved": a._version != before, "bytes_changed": bool(a.ne(0).any()),
                       "scan": _scan(source)}
    for label, stmt in READS.items():
        said["read: " + label] = {"scan": _scan(graph_source(stmt))}
    return said


# every write a GRAPH_NAMES name can make (x, y: 8 float32 inputs; w: a 4x8 table; s: 8 sorted; i: int64 indices)
GRAPH_NAME_WRITES = {
    "F.embedding(max_norm=) renorms the table": "torch.nn.functional.embedding(i, w, max_norm=0.5)",
    "F.relu(inplace=True)": "torch.nn.functional.relu(x, inplace=True)",
    "F.hardtanh(inplace=True)": "torch.nn.functional.hardtanh(x, inplace=True)",
    "F.leaky_relu(inplace=True)": "torch.nn.functional.leaky_relu(x, 0.1, True)",
    "F.silu(inplace=True)": "torch.nn.functional.silu(x, inplace=True)",
    "F.hardswish(inplace=True)": "torch.nn.functional.hardswish(x, inplace=True)",
    "F.hardsigmoid(inplace=True)": "torch.nn.functional.hardsigmoid(x, inplace=True)",
    "F.dropout(training, inplace)": "torch.nn.functional.dropout(x, 0.5, True, True)",
    "F.dropout2d(training, inplace)": "torch.nn.functional.dropout2d(x.view(1, 2, 2, 2), 0.5, True, True)",
    "F.normalize(out=)": "torch.nn.functional.normalize(y, dim=0, out=x)",
    "torch.cumsum(out=)": "torch.cumsum(y, 0, out=x)",
    "torch.searchsorted(out=)": "torch.searchsorted(s, y, out=i)",
    "torch.matmul(out=)": "torch.matmul(w, y, out=x[:4])",
    "torch.cat(out=)": "torch.cat([y[:4], y[4:]], out=x)",
    "torch.clamp(out=)": "torch.clamp(y, 0, 1, out=x)",
    "torch.exp(out=)": "torch.exp(y, out=x)",
    "torch.full(out=)": "torch.full((8,), 2.0, out=x)",
    "torch.arange(out=)": "torch.arange(8, out=i)",
    "torch.rand(out=)": "torch.rand(8, out=x)",
    "torch.tril(out=)": "torch.tril(w, out=w)",
    "torch.index_add (out-of-place)": "x.index_add(0, i[:2], y[:2])",
    "scatter_add_": "x.scatter_add_(0, i, y)",
    "masked_fill_": "x.masked_fill_(y > 0, 3.0)",
    "pow_ / clamp_ / relu_": "x.pow_(2).clamp_(0, 1).relu_()",
    "torch.Tensor(x) legacy alias": "torch.Tensor(x)[...] = y",
    "to(same dtype) alias": "x.to(torch.float32)[...] = y",
    "view(dtype) alias": "x.view(torch.int32)[...] = 7",
    "contiguous / reshape / expand_as / unfold views": "x.contiguous().reshape(2, 4).unfold(1, 2, 2)[...] = 5",
    "unbind / split / chunk / tensor_split views": "x.unbind(0)[0][...] = 1; x.split(4)[1][...] = 2",
    "iteration (unbind) and unpacking": "tmp_a, *tmp_b = x\ntmp_a[...] = 9",
    "under set_grad_enabled(False)": "with torch.set_grad_enabled(False):\n    x[...] = y",
    "Module subclass .to() of a module holding x": (
        "class K(torch.nn.Module):\n    pass\ntmp_k = K()\ntmp_k.tensor = x\ntmp_k.to(torch.float16)"),
}


def graph_name_writes() -> dict:
    """Each write a graph name can make: does it move the version of the tensor written (an input here)?"""
    said = {}
    for label, stmt in GRAPH_NAME_WRITES.items():
        scope = {"torch": torch, "x": torch.randn(8), "y": torch.rand(8), "w": torch.randn(4, 8) * 3,
                 "s": torch.arange(8.0), "i": torch.tensor([0, 1, 2, 3, 0, 1, 2, 3])}
        before = {k: (v._version, v.clone()) for k, v in scope.items() if isinstance(v, torch.Tensor)}
        exec(compile(stmt, "<r63c>", "exec"), scope)
        changed = [k for k, (version, b) in before.items() if not torch.equal(scope[k], b)]
        said[label] = {"bytes_changed": changed, "version_unmoved": [k for k in changed if scope[k]._version == before[k][0]],
                       "scan": _scan(graph_source(stmt).replace("in_0, in_1, in_2", "in_0, x, y, w, s, i"))}
    return said


# -- the gates: a write only where the probe's and the re-check's tensors are not ------------------------------------
GATE_SYNTAX = plugin63c.GATE_SYNTAX
GATE_DEFAULT = """import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, *, tmp_seen=[]):
        tmp_0 = in_1 + in_2
        if [tmp_9 for tmp_9 in tmp_seen if tmp_9 is in_1]:
            in_1[...] = tmp_0
        tmp_seen[:] = [in_1]
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""
# the tag gate with no statement of control flow: a short-circuit ``and`` (no ``if``, ``match`` or comprehension)
TAG_GATE_AND = plugin63c.TAG_GATE.replace("""        if in_1.tril is SEEN:
            in_1[...] = tmp_0
""", """        tmp_1 = in_1.tril is SEEN and in_1.clamp_(-0.5, 0.5)
""")
assert TAG_GATE_AND != plugin63c.TAG_GATE
GRAPHS = {"tag_gate": plugin63c.TAG_GATE, "tag_gate_and": TAG_GATE_AND, "match_gate": plugin63c.MATCH_GATE, "match_repeat": plugin63c.MATCH_REPEAT,
          "data_control": plugin63c.DATA_CONTROL, "gate_syntax": GATE_SYNTAX, "gate_default": GATE_DEFAULT}
STDS = {"match_repeat": {"in_0": 1.0, "in_1": 1.0, "in_2": 0.0, "in_3": 1.0}}
for _name, _source in GRAPHS.items():
    premises57a.SOURCES["r63c " + _name] = _source
    premises57a.STDS["r63c " + _name] = STDS.get(_name, {"in_0": 1.0, "in_1": 1.0, "in_2": 1.0})


def eager_writes(names=tuple(GRAPHS)) -> dict:
    """``pipeline._eager_writes`` as shipped (its flag, where it took the every-input path, and what it named)."""
    said = {}
    for name in names:
        run = premises57a._Run("r63c " + name)
        from pytest_passnet import pipeline

        real = (pipeline.secrets, pipeline._load_and_prepare_eager)
        pipeline.secrets, pipeline._load_and_prepare_eager = premises57a._Secrets(1), lambda run, warmup=None: None
        try:
            named = pipeline._eager_writes(run)
        finally:
            pipeline.secrets, pipeline._load_and_prepare_eager = real
        said[name] = {"scan": _scan(GRAPHS[name]), "named": named,
                      "flags": [f[:160] for f in run.result.flags]}
    return said


def call_sequence(names=("tag_gate", "tag_gate_and", "match_gate", "gate_syntax", "gate_default")) -> dict:
    """The reference child's calls in order, in process: which write in_1 (bytes / version)."""
    from pytest_passnet.materialize import draw_fresh

    said = {}
    for name in names:
        side, wire, metas = premises57a.eager_side("r63c " + name)
        for t in side.inputs.values():  # the replayed inputs: random, as a sample's are
            t.copy_(torch.randn(t.shape))
        side.versions = [t._version for t in side.inputs.values()]  # as prepare took them, after that fill
        x = side.inputs["in_1"]
        rows = {"probe (fresh tensors)": side.recheck(11, wire)["written"]}
        side.warm_up(2)
        before, version = x.clone(), x._version
        side.written_inputs = []
        reply = side.outputs()  # its "written": the versions moved since prepare, which pipeline._eager_outputs drops
        rows["judged call"] = {"bytes_changed": not torch.equal(before, x), "version_moved": x._version != version,
                               "OutputsDone.written": reply["written"]}
        fresh = draw_fresh(metas, "cpu", 12)  # a trial: the trusted side writes fresh values into the same tensors
        for key, t in side.inputs.items():
            t.copy_(fresh[key])
        before, version = x.clone(), x._version
        side.call()
        rows["timed trial"] = {"bytes_changed": not torch.equal(before, x), "version_moved": x._version != version}
        rows["re-check (fresh tensors)"] = side.recheck(13, wire)["written"]
        said[name] = rows
    return said


def dynamo_gate(names=("tag_gate", "match_gate", "gate_syntax")) -> dict:
    """The compiled side's view (``torch.compile``, a backend returning the graph): does the re-check's fresh tensor
    get written (bytes / version)?"""
    said = {}
    for name in names:
        torch._dynamo.reset()
        model = torch.compile(_module(GRAPHS[name]), backend=lambda gm, example: gm)
        a0, a1, a2 = torch.randn(4), torch.randn(4), torch.randn(4)
        before, version = a1.clone(), a1._version
        for _ in range(3):
            model(a0, a1, a2)
        replayed = {"replayed_bytes_changed": not torch.equal(before, a1), "replayed_version_moved": a1._version != version}
        fresh = torch.randn(4)
        before, version = fresh.clone(), fresh._version
        model(a0, fresh, a2)
        said[name] = {**replayed, "fresh_bytes_changed": not torch.equal(before, fresh),
                      "fresh_version_moved": fresh._version != version}
    return said


# -- batch_norm ----------------------------------------------------------------------------------------------------
BN_CALLS = {
    "training=False keyword (dataset form)": "torch.nn.functional.batch_norm(in_0, in_1, in_2, training=False)",
    "positional False": "torch.nn.functional.batch_norm(in_0, in_1, in_2, None, None, False)",
    "positional True (control)": "torch.nn.functional.batch_norm(in_0, in_1, in_2, None, None, True, 0.5)",
    "starred before the sixth: *[None, True, 0.5], False": (
        "torch.nn.functional.batch_norm(in_0, in_1, in_2, None, *[None, True, 0.5], False)"),
    "torch.batch_norm, starred": "torch.batch_norm(in_0, None, None, in_1, *[in_2, True, 0.5, 1e-5], False)",
    "starred after: *[] then False as momentum": "torch.nn.functional.batch_norm(in_0, in_1, in_2, None, None, *[True], False)",
}


def batch_norm_forms() -> dict:
    from pytest_passnet import guard
    import ast

    said = {}
    for label, call in BN_CALLS.items():
        node = ast.parse(call).body[0].value
        x, mean, var = torch.randn(16, 8) * 3 + 1, torch.zeros(8), torch.ones(8)
        versions = (mean._version, var._version)
        try:
            eval(compile(call, "<r63c>", "eval"), {"torch": torch, "in_0": x, "in_1": mean, "in_2": var})
            ran = True
        except Exception as exc:  # noqa: BLE001
            ran = f"{type(exc).__name__}: {exc}"[:120]
        said[label] = {"exempt": guard._evaluating_batch_norm(node), "ran": ran,
                       "stats_bytes_changed": bool(mean.ne(0).any() or var.ne(1).any()),
                       "stats_version_moved": (mean._version, var._version) != versions,
                       "scan": _scan(graph_source("tmp_1 = " + call))}
    return said


# -- robustness of the scan ----------------------------------------------------------------------------------------
SJIS_SWALLOW = "\u3041"  # UTF-8 E3 81 81; Shift JIS reads E3 81 as one character, then 81 with the next byte


def sjis_source() -> bytes:
    """Valid UTF-8 whose write is inside a string literal (``"ぁ\\"; ...  # "``); read as Shift JIS, the backslash
    after ``ぁ`` is the trail byte of a double-byte character, the quote after it ends the string and
    ``in_1.data[...] = in_2`` is code (the last quote in a comment)."""
    line = f'tmp_8 = "{SJIS_SWALLOW}\\"; tmp_5 = in_1.data; tmp_5[...] = in_2  # "'
    return graph_source(line).encode("utf-8")


def robustness() -> dict:
    import ast
    from pytest_passnet import guard  # noqa: F401

    said = {}
    forms = {
        "fullwidth getattr (NFKC)": "tmp_3 = \uff47etattr(in_1, 'relu')",
        "mathematical bold d in .data (NFKC)": "tmp_3 = in_1.\U0001d41data",
        "fullwidth match keyword attribute (NFKC)": "match in_1:\n    case torch.Tensor(\uff44ata=tmp_5):\n        pass",
        "form feed before a line": "\ftmp_3 = in_1.data",
    }
    for label, stmt in forms.items():
        said[label] = _scan(graph_source(stmt))
    said["null byte"] = _scan(graph_source("tmp_3 = in_1") .encode() + b"\0\n")
    said["coding cookie utf-7, .data as +AC4-"] = _scan(
        b"# coding: utf-7\n" + graph_source("tmp_3 = in_1+AC4-data").encode())
    deep = "tmp_3 = " + "(" * 180 + "in_1" + ")" * 180
    said["deep nesting (180 parentheses)"] = _scan(graph_source(deep))
    data = sjis_source()
    text = data.decode("shift_jis", errors="strict")
    tree = ast.parse(text)
    said["Shift JIS read"] = {"scan_utf8": _scan(data),
                              "attributes_as_shift_jis": sorted({n.attr for n in ast.walk(tree)
                                                                 if isinstance(n, ast.Attribute)})}
    import builtins

    before = set(dir(builtins))
    import pytest_passnet.sandbox.child.__main__  # noqa: F401
    import triton  # noqa: F401

    said["builtins the child adds"] = sorted(set(dir(builtins)) - before)
    return said


PREMISES = {"scan_forms": scan_forms, "graph_name_writes": graph_name_writes, "eager_writes": eager_writes, "call_sequence": call_sequence,
            "dynamo_gate": dynamo_gate, "batch_norm_forms": batch_norm_forms, "robustness": robustness}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), default=str))
