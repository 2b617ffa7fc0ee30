"""Round 60b's premises (target 757474d3): ``PYTHONPATH=. python tests/adversarial/redteam/round60b/premises60b.py
[name ...]`` prints one JSON line per premise. All in process, the product's own functions (no plugin run).

- ``cut_line``: ``protocol.CompileReport.read`` on an honest child's report whose validator rejected 64, 65 and 100
  pass files (each text ``passes.rejection_text``'s, so each starts with ``REJECTION_START``). ``_texts`` adds its own
  ``[... N more rejected cut]`` line past 64, which ``_flags`` (0a94e3c6) then refuses: the trusted side's own line.
- ``decoys_off``: the child's ``CompiledSide.with_written`` and ``aliases`` (the methods as shipped, on a stand-in
  holding the inputs) for a call whose written inputs are none, the probe's one, or every input (the new fallback):
  the set ``pipeline._taken_back`` keeps from the decoy fill (``{j for _, j in aliases}``).
- ``floor_real_writes``: ``pipeline._kernel_bounded`` and the implausible-speedup bytes (``_graph_outputs``, 757474d3)
  for a graph that really writes a 256 MiB input in place and returns a scalar (the probe names the input): the
  in-place write's bytes are no longer in the kernel-time floor; the same call with eager_written empty (before the
  probe existed) and with the write counted (59a's pre-fix count) for comparison.
- ``graph_outputs_shapes``: ``_graph_outputs`` against what ``with_written`` appends, for a tensor, a list, a nested
  tuple, None and an empty tuple, with 0, 1 and every input judged.
- ``judged_inputs``: ``judge.judge`` (the judged call's verdict) where every input is judged and the inputs hold NaN,
  +-inf, integers, bool and 0-element tensors, both sides leaving them as they were.
- ``unsafe_view``: writes through ``aten._unsafe_view``, ``Tensor.unsafe_split``, ``torch.unsafe_chunk`` (and controls):
  ``_version`` moved?, bytes changed?, ``guard.versionless_writes``, ``pipeline._eager_writes`` as shipped.
- ``compiled_fluct``: ``measure.measure_with_retries`` (guarded, as on CUDA) on a liar whose claims spread.
"""

from __future__ import annotations

import json
import os
import sys
from types import SimpleNamespace

import torch


def _report(texts: list[str]) -> dict:
    return {"applied": {"relu_rule": 1}, "diagnostics": [], "rejected": texts, "replaced_lines": [], "dropped": {}}


def cut_line() -> dict:
    from pytest_passnet import protocol
    from pytest_passnet.passes import REJECTION_START, PassSet

    said = {}
    for files in (1, 64, 65, 100):
        rejected = {f"/sample/pass_dir/bad_{i}.py": ["Line 1: syntax error: invalid syntax"] for i in range(files)}
        texts = PassSet(rules=[], kernel=None, rejected=rejected, dropped={}).rejection_lines()
        try:
            read = protocol.CompileReport.read(_report(texts))
            said[f"{files} rejected"] = {"accepted": True, "flags": len(read.rejected),
                                         "all_start_fixed": all(t.startswith(REJECTION_START) for t in texts)}
        except protocol.MalformedMessage as exc:
            said[f"{files} rejected"] = {"accepted": False, "all_start_fixed": all(t.startswith(REJECTION_START)
                                                                                  for t in texts),
                                         "refused": str(exc)[:260]}
    return said


def _side(inputs: dict, written: list[int]):
    from pytest_passnet.sandbox.child.__main__ import CompiledSide

    side = SimpleNamespace(inputs=inputs, written_inputs=written, storages={})
    for j, tensor in enumerate(inputs.values()):
        if tensor.numel():
            side.storages.setdefault(tensor.untyped_storage().data_ptr(), []).append(j)
    side.with_written = lambda outputs: CompiledSide.with_written(side, outputs)
    side.aliases = lambda outputs: CompiledSide.aliases(side, outputs)
    return side


def decoys_off() -> dict:
    """The graph ``return (in_0 * 2 + in_1,)`` (no alias of its own); which inputs the decoy fill skips."""
    inputs = {f"in_{j}": torch.randn(64) for j in range(4)}
    said = {}
    for label, written in {"probe named none": [], "probe named input 2": [2],
                           "every input judged (route or failed probe)": list(range(4))}.items():
        side = _side(inputs, written)
        outputs = side.with_written((inputs["in_0"] * 2 + inputs["in_1"],))
        aliases = side.aliases(outputs)
        kept = sorted({j for _, j in aliases})  # pipeline._taken_back: child.write_decoys({j for _, j in aliases})
        said[label] = {"aliases": aliases, "decoys_skip_inputs": kept,
                       "decoyed_inputs": [j for j in range(4) if j not in kept]}
    return said


BANDWIDTH_GBPS = "3350"  # an H100 SXM's spec sheet (as round 59a)


def floor_real_writes() -> dict:
    """``in_0.add_(in_1); return (in_0.sum(),)``: 256 MiB float32 written in place, a 4-byte output. An honest kernel
    reads in_0 and in_1 and writes in_0 at 85% of peak; a child's profiler that claims a hundredth of that."""
    from pytest_passnet import guard, pipeline

    os.environ[guard.BANDWIDTH_ENV] = BANDWIDTH_GBPS
    try:
        shape = (1 << 26,)
        in_0, in_1 = (torch.empty(shape, dtype=torch.float32, device="meta") for _ in range(2))
        out = torch.empty((), dtype=torch.float32, device="meta")
        honest_ms = 3 * in_0.numel() * 4 / (float(BANDWIDTH_GBPS) * 1e9 * 0.85) * 1e3
        said = {"honest_kernel_us": round(honest_ms * 1000, 2)}
        for label, (eager_out, written) in {
            "probe named input 0 (as shipped)": ((out, in_0), [0]),
            "the write's bytes counted (59a's pre-fix count)": ((out, in_0), []),
        }.items():
            for claim_label, kernel_ms in {"honest": honest_ms, "claims a hundredth": honest_ms / 100}.items():
                run = SimpleNamespace(device="cpu", eager_out=eager_out, eager_written=written, every_input_judged=False,
                                      result=SimpleNamespace(flags=[], timing={"compiled": {"e2e": {"median": honest_ms + 0.02}}}))
                bounded = pipeline._kernel_bounded(run, {"median": kernel_ms, "method": "profiler", "note": None})
                implausible = guard.implausible_speedup_flags(
                    {"e2e": 1.5}, {"gpu": {"median": kernel_ms}},
                    guard.bytes_moved((in_0, in_1), pipeline._graph_outputs(run)), "H100")
                said[f"{label}, {claim_label}"] = {
                    "kernel_us_claimed": round(kernel_ms * 1000, 2), "kernel_us_scored": round(bounded["median"] * 1000, 2),
                    "floor_flag": bool(run.result.flags), "implausible_flag": bool(implausible)}
        return said
    finally:
        os.environ.pop(guard.BANDWIDTH_ENV, None)


def graph_outputs_shapes() -> dict:
    from pytest_passnet import pipeline

    inputs = {f"in_{j}": torch.randn(3) for j in range(3)}
    a, b = torch.ones(2), torch.zeros(2)
    shapes = {"tensor": a, "list": [a, b], "nested tuple": ((a, b), a), "None": None, "empty tuple": ()}
    said = {}
    for label, graph_out in shapes.items():
        for written in ([], [1], [0, 1, 2]):
            side = _side(inputs, written)
            eager_out = side.with_written(graph_out)
            run = SimpleNamespace(eager_out=eager_out, eager_written=written, every_input_judged=True)  # the sliced path
            got = pipeline._graph_outputs(run)
            from pytest_passnet.fingerprint import as_tuple

            said[f"{label}, written {written}"] = got == as_tuple(graph_out) if not any(
                isinstance(x, torch.Tensor) for x in as_tuple(graph_out)) else (
                len(got) == len(as_tuple(graph_out)) and all(x is y for x, y in zip(got, as_tuple(graph_out))))
    return said


def judged_inputs() -> dict:
    """The judged call's verdict where every input is judged (both sides leave the inputs as they were)."""
    from pytest_passnet.judge import judge

    nan = torch.randn(256)
    nan[::7] = float("nan")
    inf = torch.randn(256)
    inf[::5] = float("inf")
    inf[1::5] = float("-inf")
    inputs = {"nan": nan, "inf": inf, "ids": torch.randint(0, 50_000, (256,)), "mask": torch.rand(256) > 0.5,
              "empty": torch.empty(0, 4), "half": torch.randn(256, dtype=torch.float16),
              "scalar": torch.tensor(3.5)}
    out = torch.relu(torch.randn(256))
    eager = (out, *inputs.values())
    compiled = (out.clone(), *(t.clone() for t in inputs.values()))  # another process's copies of the same bytes
    status, record = judge(eager, compiled)
    return {"status": str(status), "correct_at": record.get("correct_at") if isinstance(record, dict) else None}


PREMISES = {"cut_line": cut_line, "decoys_off": decoys_off, "floor_real_writes": floor_real_writes,
            "graph_outputs_shapes": graph_outputs_shapes, "judged_inputs": judged_inputs}



# -- routes the scan does not list: ``aten._unsafe_view``, ``unsafe_split``/``unsafe_chunk`` (public torch: tensors on
# the input's storage, each with a version counter of its own) -------------------------------------------------------

UNSAFE_VIEW_WRITE = "torch.ops.aten._unsafe_view(in_1, in_1.shape).add_(in_2)"
NOT_LISTED = {
    "_unsafe_view": UNSAFE_VIEW_WRITE,
    "_unsafe_view.default": "torch.ops.aten._unsafe_view.default(in_1, in_1.shape).add_(in_2)",
    "Tensor.unsafe_split": "in_1.unsafe_split(in_1.shape[0])[0].add_(in_2)",
    "torch.unsafe_chunk": "torch.unsafe_chunk(in_1, 1)[0].add_(in_2)",
    "torch.utils.swap_tensors": "torch.utils.swap_tensors(in_1, in_1 + in_2)",
    "data (control)": "in_1.data.add_(in_2)",
    "split (control)": "in_1.split(in_1.shape[0])[0].add_(in_2)",
    "plain add_ (control)": "in_1.add_(in_2)",
}


def unsafe_view() -> dict:
    """Per spelling: whether the write moves in_1's ``_version``, changes its bytes, what ``guard.versionless_writes``
    finds, and ``pipeline._eager_writes`` as shipped on round 57a's repeat graph so spelled (a first call adds zeros;
    the judged call, the W+1-th, moves in_1)."""
    import tempfile
    from pathlib import Path

    from pytest_passnet import guard
    from tests.adversarial.redteam.round57a import premises57a
    from tests.adversarial.redteam.round59a import premises59a

    said = {}
    for label, stmt in NOT_LISTED.items():
        a, b = torch.zeros(8), torch.ones(8)
        before = a._version
        exec(compile(stmt, "<r60b>", "exec"), {"torch": torch, "in_1": a, "in_2": b})
        source = premises59a.repeat_source(stmt)
        folder = Path(tempfile.mkdtemp(prefix="r60b-scan-"))
        (folder / "model.py").write_text(source, encoding="utf-8")
        form = "r60b " + label
        premises57a.SOURCES[form] = source
        premises57a.STDS[form] = premises57a.STDS["data_repeat"]
        said[label] = {"version_moved": a._version != before, "bytes_changed": bool(a.ne(0).any()),
                       "scan": guard.versionless_writes(folder / "model.py"),
                       "eager_writes": premises57a.eager_writes(form, 1)}
    return said


PREMISES["unsafe_view"] = unsafe_view


# -- the compiled side's own fluctuation before the clock (CUDA's guard, emulated) ----------------------------------------


def compiled_fluct() -> dict:
    """``measure.measure_with_retries`` (guarded, as on CUDA; 3 retries) on a liar whose call takes 1 ms and who claims
    a tenth of it on every trial (spans honest), eager steady at 2 ms: with steady claims the clock convicts it
    (``false_claim``: ``cheat_detected``); with the same lie spread (every other claim 1.7x) each attempt is voided as
    the compiled side's own fluctuation before the clock reads it: ``fluctuated``, never a false claim."""
    from pytest_passnet.measure import SideTiming, measure_with_retries

    n, overhead = 20, 0.05
    said = {}
    for label, claims in {"lie, claims steady": [0.1] * n,
                          "lie, claims spread": [0.1 if i % 2 else 0.17 for i in range(n)],
                          "honest, claims spread (control)": [1.0 if i % 2 else 1.7 for i in range(n)]}.items():
        real = [max(c, 1.0) for c in claims]  # the call takes what it takes; the spans see it

        def compiled(c=claims, r=real):
            return SideTiming(e2e_ms=list(c), gpu_ms=[x * 0.9 for x in c], spans_ms=[x + overhead for x in r])

        def eager():
            return SideTiming(e2e_ms=[2.0] * n, gpu_ms=[1.8] * n, spans_ms=[2.0 + overhead] * n)

        m = measure_with_retries(compiled, eager, retries=3, guarded=True)
        said[label] = {"attempts": len(m.attempts), "fired": [a.fired[:60] if a.fired else None for a in m.attempts],
                       "false_claim": m.false_claim, "fluctuated": m.fluctuated,
                       "scored": m.scored is not None, "flags": [f[:120] for f in m.rejections()]}
    return said


PREMISES["compiled_fluct"] = compiled_fluct

if __name__ == "__main__":
    for name in sys.argv[1:] or list(PREMISES):
        print(json.dumps({name: PREMISES[name]()}, default=str))
