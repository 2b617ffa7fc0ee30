"""Round 39c's DYNAMO_BYPASS premise: what a ``pass_mgr`` child saves per call by calling the rewritten graph itself.

Under ``--passnet-compiler pass_mgr`` (PassBench's, the default) the compiled side's every call goes through Dynamo's
frame hook and guards before the rewritten ``GraphModule`` runs (``compilers.PassManagerCompiler.compile``:
``torch.compile(model, backend=...)``); eager's call is the module's ``forward`` alone. A pass's child holds the
rewritten graph (its backend is handed it) and the harness's ``CompiledSide`` (in ``__main__``): rebinding the call to
the graph, as ``pass_mgr_direct`` does (``DirectPassManagerCompiler._direct_call``), gives the same values and kernels
without that overhead, which its honest twin pays on every timed call. Measured here on a five-op graph of 8x8
inputs (eager's own call a few microseconds): the compiled callable, the same with guard evaluation skipped
(``torch.compiler.set_stance(skip_guard_eval_unsafe=True)``), the captured graph called directly, and eager; blocks of
calls taken in turn.

    python -m tests.adversarial.redteam.round39c.dynamo39c [blocks]
"""

from __future__ import annotations

import json
import statistics
import sys
import time

import torch


class _Graph(torch.nn.Module):
    def forward(self, a, b, c, d):
        return (torch.relu(a) + b * c - d,)


def per_call_us(blocks: int = 5, calls: int = 2000) -> dict:
    torch._dynamo.reset()
    captured = []

    def backend(gm, example_inputs):  # a pass_mgr-like backend: the graph as Python, no Inductor
        captured.append(gm)
        return gm.forward

    model = _Graph()
    args = [torch.randn(8, 8) for _ in range(4)]
    compiled = torch.compile(model, backend=backend)
    compiled(*args)
    graph = captured[0]
    assert len(captured) == 1 and torch.equal(graph(*args)[0], model(*args)[0])

    def timed(call) -> float:
        for _ in range(50):
            call(*args)
        started = time.perf_counter()
        for _ in range(calls):
            call(*args)
        return (time.perf_counter() - started) / calls * 1e6

    def unguarded(*call_args):
        return compiled(*call_args)

    rows = {"eager": [], "pass_mgr": [], "skip_guards": [], "direct": []}
    for _ in range(blocks):
        rows["eager"].append(timed(model))
        rows["pass_mgr"].append(timed(compiled))
        with torch.compiler.set_stance("default", skip_guard_eval_unsafe=True):
            rows["skip_guards"].append(timed(unguarded))
        rows["direct"].append(timed(graph))
    medians = {name: round(statistics.median(values), 2) for name, values in rows.items()}
    torch._dynamo.reset()
    return {**medians, "saved_us": round(medians["pass_mgr"] - medians["direct"], 2)}


if __name__ == "__main__":
    print(json.dumps(per_call_us(*map(int, sys.argv[1:2]))))
