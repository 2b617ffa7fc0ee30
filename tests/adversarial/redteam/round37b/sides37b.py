"""Round 37b's emulation of one child's CPU sequence for ``plugin37b``'s graphs (round 36c's ``sides36c.measure``: the
warm-up, the output call, 5 driven trials each releasing the last outputs first, timed by the child's ``TrialTimer``,
then digested through a kept ``Staging``), in a fresh interpreter in the children's allocator settings: per trial the
claim, the minor faults inside the call, the heap's growth. ``side`` is ``eager`` (the graph's forward) or ``twin``
(the forward with the rule's op by ``plugin37b.COMPUTES``' torch calls plus the token launch, as the pass runs).

    python -m tests.adversarial.redteam.round37b.sides37b GRAPH [side] [trials]
"""

from __future__ import annotations

import json
import sys

from pytest_passnet.options import DEFAULT_COUNTS

TRIALS = DEFAULT_COUNTS["cpu"][1]


def _call(graph: str, side: str):
    import torch

    from tests.adversarial.redteam.round37b import plugin37b

    params, body, inputs, rules = plugin37b.GRAPHS[graph]
    torch.manual_seed(0)
    arguments = [torch.randn(shape) for shape, _ in inputs.values()]
    namespace = {"torch": torch}
    exec(plugin37b._MODEL.format(params=params, body=plugin37b._indent(body)), namespace)
    forward = namespace["GraphModule"]().forward
    if side == "eager":
        return lambda: forward(*arguments)
    import triton
    import triton.language as tl

    @triton.jit
    def token(a_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offsets = tl.arange(0, BLOCK)
        tl.store(out_ptr + offsets, tl.load(a_ptr + offsets, mask=offsets < n), mask=offsets < n)

    source, target = torch.zeros(16), torch.empty(16)
    original = getattr(torch, rules[0].removesuffix("37b").lower(), None)

    def with_token(*args, **kwargs):  # the twin: eager's own torch call, then the token launch
        out = original(*args, **kwargs)
        token[(1,)](source, target, 16, BLOCK=16)
        return out

    namespace["torch"] = type("T", (), {name: getattr(torch, name) for name in dir(torch) if not name.startswith("__")})
    setattr(namespace["torch"], rules[0].removesuffix("37b").lower(), staticmethod(with_token))
    exec(plugin37b._MODEL.format(params=params, body=plugin37b._indent(body)).replace("import torch\n", ""), namespace)
    forward = namespace["GraphModule"]().forward
    return lambda: forward(*arguments)


def measure(graph: str, side: str = "eager", trials: int = TRIALS, pause_ms: float = 20.0) -> dict:
    from tests.adversarial.redteam.round36c.sides36c import trial_sequence

    return {"graph": graph, "side": side, **trial_sequence(_call(graph, side), trials, pause_ms)}


def measured_apart(graph: str, environment: dict[str, str], side: str = "eager", trials: int = TRIALS) -> dict:
    from tests.adversarial.redteam import harness

    code = (f"import json; from tests.adversarial.redteam.round37b.sides37b import measure; "
            f"print(json.dumps(measure({graph!r}, {side!r}, {trials})))")
    return harness.fresh_json(code, {"TRITON_INTERPRET": "1", **environment})


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    arguments = sys.argv[1:]
    print(json.dumps(measured_apart(arguments[0], harness.children_allocator(), *arguments[1:2],
                                    *[int(a) for a in arguments[2:3]])))
