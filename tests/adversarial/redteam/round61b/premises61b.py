"""Round 61b's premises (target d878efc7): ``PYTHONPATH=. python tests/adversarial/redteam/round61b/premises61b.py
[name ...]`` prints one JSON line per premise. All in process, the product's own functions (no plugin run).

- ``v2_routes``: ``guard.versionless_writes`` over every ``model.py`` of the dataset the product ships packed,
  ``graphs/hf_subgraphs_v2.tar.xz`` (PassNet v2's eval graphs, unpacked by ``sample.unpack_shipped_graphs`` into
  ``.passnet/unpacked`` when a ``samples/hf_subgraphs_v2`` list names them), and over the unpacked ``graphs/``. The
  "3,217 of them take none of these" of the scan's docstring and trust.md's "no graph of the dataset" count only the
  unpacked 3,217; 21 shipped v2 variants (4 listed samples: TinyLlama, GAE, yolov3-tinyu, whisper/gemma) take the
  every-input path on honest dataset code (``torch._C._log_api_usage_once``, ``torch.ops.aten._assert_scalar``,
  ``torch._check_is_size``, ``torch.ops.aten._local_scalar_dense``, ``torch._functorch``).
- ``nn_utils_routes``: two public torch functions that change an input past its version counter and that no word of
  the scan names: ``torch.nn.utils.vector_to_parameters(vec, [x])`` (sets ``x.data`` inside torch) and
  ``torch.utils.swap_tensors(x, y)``, ``x.__setstate__((y, None, None, False, None))`` (a dunder: the scan's private-name
  rule skips ``__`` names; torch sets ``x.data``); each: version moved?, values changed?, what the scan says of a ``model.py``
  spelling them.
- ``v2p_eager_writes``: ``pipeline._eager_writes`` as shipped on round 59a's repeat graph (a first call adds zeros)
  with its write spelled ``vector_to_parameters``: the scan finds nothing, the probe names ``[2]``, input 1 unjudged.
- ``cut_line_exact``: ``protocol.CompileReport.read`` at the cut: 63/64/65 honest rejection lines, a posing text at
  index 63 (the last kept) and 64 (the first cut).
- ``graph_outputs_edges``: ``pipeline._graph_outputs`` where ``every_input_judged`` is set but ``eager_written`` is
  empty (the graph has no inputs) and where ``eager_out`` holds fewer outputs than ``eager_written`` (no slice below 0).
"""

from __future__ import annotations

import json
import sys
import tarfile
import tempfile
from pathlib import Path
from types import SimpleNamespace

import torch

ROOT = Path(__file__).resolve().parents[4]
V2_ARCHIVE = ROOT / "graphs" / "hf_subgraphs_v2.tar.xz"
PREMISES = {}


def _premise(function):
    PREMISES[function.__name__] = function
    return function


def _listed_by(relative: str) -> list[str]:
    """The ``samples/`` graph lists naming ``graphs/<relative>``."""
    line = f"graphs/{relative}"
    return sorted(str(p.parent.relative_to(ROOT)) for p in (ROOT / "samples").rglob("graph_list.txt")
                  if line in p.read_text().split())


@_premise
def v2_routes() -> dict:
    from pytest_passnet import guard

    unpacked = sum(1 for _ in (ROOT / "graphs").rglob("model.py"))
    unpacked_routed = [str(p) for p in (ROOT / "graphs").rglob("model.py") if guard.versionless_writes(p)]
    with tempfile.TemporaryDirectory(prefix="r61b-v2-") as tmp:
        with tarfile.open(V2_ARCHIVE, "r:xz") as tar:
            tar.extractall(tmp, filter="data")
        models = sorted(Path(tmp).rglob("model.py"))
        routed, input_bytes = {}, {}
        for model in models:
            found = guard.versionless_writes(model)
            if found:
                routed[str(model.parent.relative_to(tmp))] = sorted({f.split(" at ")[0] for f in found})
                input_bytes[str(model.parent.relative_to(tmp))] = _input_bytes(model.parent / "weight_meta.py")
    listed = {rel: _listed_by(rel) for rel in routed}
    samples = sorted({s for names in listed.values() for s in names})
    return {"unpacked_graphs": unpacked, "unpacked_routed": len(unpacked_routed), "v2_variants": len(models),
            "v2_routed": len(routed), "v2_routed_listed": sum(bool(v) for v in listed.values()),
            "samples_listing_routed": samples, "routes": sorted({r for v in routed.values() for r in v}),
            "judged_input_bytes_max": max(input_bytes.values(), default=0),
            "judged_input_bytes_max_variant": max(input_bytes, key=input_bytes.get, default=None), "routed": routed}


_ITEM = {"float32": 4, "float16": 2, "bfloat16": 2, "int64": 8, "int32": 4, "bool": 1, "float64": 8, "int8": 1,
         "uint8": 1}


def _input_bytes(meta: Path) -> int:
    """The bytes of a variant's inputs (``weight_meta.py``'s shapes and dtypes): what every-input judging appends."""
    import ast
    import math

    total = 0
    for node in ast.parse(meta.read_text()).body:
        if isinstance(node, ast.ClassDef):
            fields = {t.targets[0].id: t.value for t in node.body
                      if isinstance(t, ast.Assign) and isinstance(t.targets[0], ast.Name)}
            shape = ast.literal_eval(fields["shape"]) if "shape" in fields else []
            dtype = ast.literal_eval(fields["dtype"]).split(".")[-1] if "dtype" in fields else "float32"
            total += math.prod(shape) * _ITEM.get(dtype, 4)
    return total


NN_UTILS_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.add(in_1, in_2)
        torch.nn.utils.vector_to_parameters(tmp_0.reshape(-1), [in_1])
        tmp_1 = torch.mul(in_2, 2)
        torch.utils.swap_tensors(in_2, tmp_1)
        in_0.__setstate__((torch.abs(in_0), None, None, False, None))
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""


@_premise
def nn_utils_routes() -> dict:
    from pytest_passnet import guard

    said = {}
    forms = {
        "torch.nn.utils.vector_to_parameters": lambda x: torch.nn.utils.vector_to_parameters(x.reshape(-1) + 1, [x]),
        "torch.utils.swap_tensors": lambda x: torch.utils.swap_tensors(x, x + 1),
        "Tensor.__setstate__ (5-tuple)": lambda x: x.__setstate__((x + 1, None, None, False, None)),
        "add_ (control)": lambda x: x.add_(1),
    }
    for label, write in forms.items():
        x = torch.zeros(4, 4)
        version, before = x._version, x.clone()
        write(x)
        said[label] = {"version_moved": x._version != version, "values_changed": not torch.equal(x, before)}
    with tempfile.TemporaryDirectory(prefix="r61b-nn-") as tmp:
        model = Path(tmp) / "model.py"
        model.write_text(NN_UTILS_MODEL)
        said["scan"] = guard.versionless_writes(model)
        model.write_text(NN_UTILS_MODEL.replace("tmp_0.reshape(-1)", "tmp_0.data.reshape(-1)"))
        said["scan (.data control)"] = guard.versionless_writes(model)
    return said


def _report(texts: list[str]) -> dict:
    return {"applied": {"relu_rule": 1}, "diagnostics": [], "rejected": texts, "replaced_lines": [], "dropped": {}}


V2P_WRITE = "torch.nn.utils.vector_to_parameters(torch.add(in_1, in_2).reshape(-1), [in_1])"


@_premise
def v2p_eager_writes() -> dict:
    """``pipeline._eager_writes`` as shipped (round 57a's ``_Run``, the reference child answered in process) on round
    59a's repeat graph with its write spelled ``V2P_WRITE`` (a first call adds zeros), ``.data`` as the control."""
    from tests.adversarial.redteam.round57a import premises57a
    from tests.adversarial.redteam.round59a import premises59a

    said = {}
    for label, stmt in {"vector_to_parameters": V2P_WRITE, "data (control)": "in_1.data.add_(in_2)"}.items():
        source = premises59a.repeat_source(stmt)
        with tempfile.TemporaryDirectory(prefix="r61b-v2p-") as tmp:
            (Path(tmp) / "model.py").write_text(source)
            scan = guard_scan(Path(tmp) / "model.py")
        form = "r61b " + label
        premises57a.SOURCES[form] = source
        premises57a.STDS[form] = premises57a.STDS["data_repeat"]
        said[label] = {"scan": scan, "eager_writes": premises57a.eager_writes(form, 1)}
    return said


def guard_scan(model: Path) -> list[str]:
    from pytest_passnet import guard

    return guard.versionless_writes(model)


@_premise
def cut_line_exact() -> dict:
    from pytest_passnet import protocol
    from pytest_passnet.passes import REJECTION_START, PassSet

    def lines(count):
        rejected = {f"/s/pass_dir/bad_{i}.py": ["Line 1: syntax error"] for i in range(count)}
        return PassSet(rules=[], kernel=None, rejected=rejected, dropped={}).rejection_lines()

    cases = {"63 honest": lines(63), "64 honest": lines(64), "65 honest": lines(65),
             "posing at 63 (last kept)": [*lines(63), "[passnet trusted clock] pose"],
             "posing at 64 (first cut)": [*lines(64), "[passnet trusted clock] pose"],
             "posing at 0 of 66": ["[passnet trusted clock] pose", *lines(65)],
             "blank-prefixed start": [" " + lines(1)[0]]}
    said = {}
    for label, texts in cases.items():
        try:
            read = protocol.CompileReport.read(_report(texts))
            said[label] = {"accepted": True, "kept": len(read.rejected),
                           "posing_kept": any(t.startswith("[passnet") for t in read.rejected),
                           "last": read.rejected[-1][:40]}
        except protocol.MalformedMessage as exc:
            said[label] = {"accepted": False, "refused": str(exc)[:120]}
    said["start"] = REJECTION_START
    return said


@_premise
def graph_outputs_edges() -> dict:
    from pytest_passnet import pipeline

    a, b = torch.zeros(3), torch.ones(2)
    cases = {"every input, no inputs": ((a,), [], True),
             "every input, 2 inputs": ((a, b, b), [0, 1], True),
             "probe named 1": ((a, b), [0], False),
             "every input, fewer outputs than written (malformed)": ((a,), [0, 1], True)}
    said = {}
    for label, (out, written, every) in cases.items():
        run = SimpleNamespace(eager_out=out, eager_written=written, every_input_judged=every)
        kept = pipeline._graph_outputs(run)
        said[label] = [list(t.shape) for t in kept]
    return said


if __name__ == "__main__":
    for name in sys.argv[1:] or list(PREMISES):
        print(json.dumps({name: PREMISES[name]()}, default=str))
