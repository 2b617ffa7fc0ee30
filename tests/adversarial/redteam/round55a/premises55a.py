"""Round 55a's premises, in process, with the product's own functions (no plugin run, no uid, a few seconds each):
``PYTHONPATH=. python tests/adversarial/redteam/round55a/premises55a.py [name ...]``.

- ``version_forms``: which in-place forms a graph may take the reference child's judged call names as written
  (``CompiledSide.outputs``: ``_version`` of each input, by place) against the bytes it changed; the real
  ``CompiledSide`` with the ``eager`` compiler (the reference child's), inputs sent (the non-shared path) and mapped
  from a file like the trusted side's (``shared_inputs.map_inputs``).
- ``partial_write``: a pass that writes round 49a's ``in_1.sin_()`` (16 MiB of N(0, 0.2), the trials' draw of a std-1
  meta) but leaves the elements with ``|x| < c`` as they were, for several ``c``: does the trial's fingerprint
  (``fingerprint.trial_description``, ``pipeline._consistent``/``_sparse_fingerprints`` at the baseline) see it, and
  what share of audited chunks (``judge.tensor_disagreement``, ``tensor_steps``) would.
- ``written_level`` (``written_level_triton``: the pass's Triton row sum in the interpreter): WRITTEN_LEVEL's numbers,
  an honest row sum in another order than torch's, written into ``in_1`` (``in_1.add_(rowsum)``): the elements beyond
  each level, the level each graph form is checked at (``pipeline._checked_level``'s rule on the judged call), and
  what the re-check's comparison (``guard.fresh_input_findings``) makes of the same numbers there.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import tempfile
from pathlib import Path

import torch

SEED = 55


# -- version_forms ----------------------------------------------------------------------------------------------------

FORMS = {  # name -> forward body (inputs in_0 [64, 64], in_1 [64, 64], both float32); returns (relu(in_0),)
    "sin_": "in_1.sin_()",
    "view_add_": "in_1[:, 0].add_(1.0)",
    "setitem": "in_1[0] = in_0[0]",
    "out=": "torch.sin(in_0, out=in_1)",
    "copy_": "in_1.copy_(in_0)",
    "detach_add_": "in_1.detach().add_(1.0)",
    "data_mul_": "in_1.data.mul_(2.0)",
    "batch_norm_train": "torch.nn.functional.batch_norm(in_0, in_1[0], in_1[1], None, None, True, 0.1, 1e-05)",
    "masked_fill_noop": "in_1.masked_fill_(in_1 == float('inf'), 0.0)",
}
KEYWORD_ONLY = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, *, in_0, in_1):
        in_1.sin_()
        return (torch.relu(in_0),)
"""


def _model(body: str) -> str:
    return ("import torch\n\nclass GraphModule(torch.nn.Module):\n\n    def forward(self, in_0, in_1):\n"
            f"        {body}\n        return (torch.relu(in_0),)\n")


def _judged_written(source: str, shared: bool) -> tuple[list[int], list[int]]:
    """The reference child's judged call on ``source``: its ``written`` (``_version``, by place) and the inputs whose
    bytes changed (by place), through the product's ``CompiledSide`` (warm-up 0)."""
    from pytest_passnet import protocol
    from pytest_passnet.sandbox import shared_inputs
    from pytest_passnet.sandbox.child.__main__ import CompiledSide

    generator = torch.Generator().manual_seed(SEED)
    inputs = {name: torch.randn(64, 64, generator=generator) for name in ("in_0", "in_1")}
    folder = Path(tempfile.mkdtemp(prefix="r55a-forms-"))
    (folder / "model.py").write_text(source)
    side = CompiledSide(protocol.Load("eager", str(folder), "cpu", "full", side="eager"), folder)
    if shared:
        file = shared_inputs.InputsFile(folder, "inputs.bin", {k: v.clone() for k, v in inputs.items()})
        side.prepare(protocol.Prepare(str(folder / "model.py"), 0, {}, None, shared_inputs=file.message()))
    else:
        side.prepare(protocol.Prepare(str(folder / "model.py"), 0, {k: v.clone() for k, v in inputs.items()}, None))
    before = [t.clone() for t in side.inputs.values()]
    written = side.outputs()["written"]
    changed = [j for j, (t, b) in enumerate(zip(side.inputs.values(), before)) if not torch.equal(t, b)]
    return written, changed


def probe_written(source: str) -> list[int]:
    """What the product reads eager's writes off since round 55a (``pipeline._eager_writes``): the reference child's
    ``recheck`` on inputs drawn afresh, bytes compared; by place."""
    from dataclasses import asdict

    from pytest_passnet import protocol
    from pytest_passnet.sample import TensorMeta
    from pytest_passnet.sandbox.child.__main__ import CompiledSide

    folder = Path(tempfile.mkdtemp(prefix="r55a-probe-"))
    (folder / "model.py").write_text(source)
    side = CompiledSide(protocol.Load("eager", str(folder), "cpu", "full", side="eager"), folder)
    inputs = {name: torch.zeros(64, 64) for name in ("in_0", "in_1")}
    side.prepare(protocol.Prepare(str(folder / "model.py"), 0, inputs, None))
    metas = [{**asdict(TensorMeta(f"Program_weight_tensor_meta_{name}", name, (64, 64), "torch.float32", mean=0.0,
                                  std=1.0)), "origin": ""} for name in inputs]
    return side.recheck(SEED, metas)["written"]


def version_forms() -> dict:
    said = {}
    for name, body in FORMS.items():
        for shared in (False, True):
            written, changed = _judged_written(_model(body), shared)
            said[f"{name} ({'mapped' if shared else 'sent'})"] = {"written": written, "changed": changed}
    written, changed = _judged_written(KEYWORD_ONLY, False)
    said["keyword-only sin_ (sent)"] = {"written": written, "changed": changed}
    return said


# -- partial_write ----------------------------------------------------------------------------------------------------

def _described(tensor: torch.Tensor, seed: int) -> list:
    from pytest_passnet.fingerprint import Staging, memory_orders, trial_description

    outputs = (tensor,)
    return trial_description(outputs, memory_orders(outputs), seed, Staging())


def partial_write(cuts=(0.01, 0.02, 0.04, 0.08, 0.2)) -> dict:
    """``|x| < c`` left unwritten; per ``c``: the share of elements skipped and beyond the baseline, whether the
    fingerprint is consistent (or read as steps), and the share of the 16 chunks an audit would convict."""
    from pytest_passnet import pipeline
    from pytest_passnet.fingerprint import chunk, chunk_length
    from pytest_passnet.judge import tensor_disagreement, tensor_steps
    from pytest_passnet.tolerance import BASELINE_LEVEL, tolerance

    generator = torch.Generator().manual_seed(SEED)
    x = torch.randn(2048, 2048, generator=generator) * 0.2  # a std-1 meta's trial draw (std × 0.2)
    eager = x.sin()
    seed = 1234567
    eager_print = _described(eager, seed)
    atol, rtol = tolerance(BASELINE_LEVEL, "float32")
    said = {}
    for cut in cuts:
        compiled = torch.where(x.abs() < cut, x, x.sin())
        printed = _described(compiled, seed)
        consistent = pipeline._consistent(printed, eager_print, ["float32"], seed, BASELINE_LEVEL)
        sparse = None if consistent else pipeline._sparse_fingerprints(printed, eager_print, ["float32"], seed,
                                                                        BASELINE_LEVEL, None, "trial")
        length = chunk_length(eager.numel(), eager.element_size())
        chunks = -(-eager.numel() // length)
        audited = sum(bool(tensor_disagreement(chunk(eager, c), chunk(compiled, c), BASELINE_LEVEL))
                      and tensor_steps(chunk(eager, c), chunk(compiled, c), BASELINE_LEVEL) is None
                      for c in range(chunks))
        beyond = (~torch.isclose(eager, compiled, atol=atol, rtol=rtol)).float().mean().item()
        said[f"c={cut}"] = {"skipped": round((x.abs() < cut).float().mean().item(), 4), "beyond": round(beyond, 4),
                            "fingerprint_consistent": consistent, "read_as_steps": sparse is not None,
                            "audited_chunks_convicting": f"{audited}/{chunks}"}
    return said


# -- written_level ----------------------------------------------------------------------------------------------------

def _row_sum_module():
    """Round 51b's Triton row sum (``plugin55a.ROWSUM_KERNELS``) in the interpreter, as the pass's child runs it."""
    from tests.adversarial.redteam.round55a.plugin55a import ROWSUM_KERNELS

    os.environ.setdefault("TRITON_INTERPRET", "1")
    path = Path(tempfile.mkdtemp(prefix="r55a-rowsum-")) / "kernels55a.py"
    path.write_text(ROWSUM_KERNELS)
    spec = importlib.util.spec_from_file_location("kernels55a", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.row_sum


def numpy_row_sum(x: torch.Tensor) -> torch.Tensor:
    """A row sum in NumPy's order (pairwise), as the interpreter's ``tl.sum`` adds: no Triton needed (419-422 of
    16,384 rows beyond the baseline either way, none at level -3)."""
    return torch.from_numpy(x.numpy().sum(axis=1, keepdims=True))


def _checked_level(eager_out: tuple, compiled_out: tuple) -> int | None:
    """``pipeline._checked_level`` on a judged call's outputs."""
    from pytest_passnet import score
    from pytest_passnet.judge import judge
    from pytest_passnet.result import Parity
    from pytest_passnet.tolerance import BASELINE_LEVEL

    status, record = judge(eager_out, compiled_out)
    credited = score.credited_from(record["correct_at"]) if status.parity is Parity.CORRECT else None
    return None if credited is None else max(credited, BASELINE_LEVEL)


def written_level(row_sum=None) -> dict:
    """The honest row sum's numbers (in_0 [16384, 64] and in_1 [16384, 1] of N(0, 50), a trial's draw of
    ``plugin55a.LEVEL_INPUTS``): rows beyond each level; the level each graph form is checked at, read off its judged
    call as ``pipeline._checked_level`` reads it (the written form's outputs are the relu and the written input); and
    ``guard.fresh_input_findings`` at that level on a second draw, the sum a written input (``r55a_wlevel``) or an
    output (``r55a_wlevel_out``)."""
    from pytest_passnet import guard
    from pytest_passnet.tolerance import tolerance

    row_sum = row_sum or numpy_row_sum
    generator = torch.Generator().manual_seed(SEED)
    draws = []
    for _ in range(2):  # the judged call's inputs, then the re-check's
        in_0 = torch.randn(16384, 64, generator=generator) * 50
        in_1 = torch.randn(16384, 1, generator=generator) * 50
        relu = torch.relu(torch.randn(256, 1024, generator=generator))
        draws.append((relu, in_1 + in_0.sum(-1, keepdim=True), in_1 + row_sum(in_0)))
    (relu, eager, compiled), (relu2, eager2, compiled2) = draws
    beyond = {t: int((~torch.isclose(eager, compiled, atol=tolerance(t, "float32")[0],
                                     rtol=tolerance(t, "float32")[1])).sum()) for t in range(-5, 0)}
    written_at = _checked_level((relu, eager), (relu.clone(), compiled))  # the judged call's written input follows its
    # outputs since round 55a's fix (``protocol.Outputs.written``), as the out-of-place form's sum does
    output_at = _checked_level((relu, eager), (relu.clone(), compiled))
    as_written, _ = guard.fresh_input_findings(1, (relu2,), (relu2.clone(),), {1: eager2}, {1: compiled2}, written_at)
    as_output, stepped = guard.fresh_input_findings(1, (relu2, eager2), (relu2.clone(), compiled2), {}, {}, output_at)
    return {"rows_beyond_by_level": beyond, "written_checked_at": written_at, "output_checked_at": output_at,
            "written_findings": [f[:150] for f in as_written], "output_findings": [f[:150] for f in as_output],
            "output_steps": None if stepped is None else [stepped.elements, stepped.level]}


PREMISES = {"version_forms": version_forms, "partial_write": partial_write, "written_level": written_level,
            "written_level_triton": lambda: written_level(_row_sum_module())}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), default=str))
