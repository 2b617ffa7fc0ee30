"""Round 36c's NULL_PASS premise (90901910: a pass_mgr variant whose child's report applied no rule is
``pass_not_matched``, in every guard mode): a graph Dynamo hands no backend (``forward`` returns its input) with an
honest pass whose pattern is not in it. PassBench's backend is never called there, so PassBench raises nothing and
times eager against eager (``correct``); the product said so before 90901910 and says ``pass_not_matched`` since, with
``--passnet-guard passbench`` too, whose promise is PassBench's verdicts exactly.

    python -m tests.adversarial.redteam.round36c.null36c
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from tests.adversarial import samples

IDENTITY_MODEL = """\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        return (in_0,)
"""


def verdict(guard: str, model: str = "identity") -> dict:
    """The real pipeline's verdict (trusted side and a sandboxed child) for ``honest_relu``'s pass on ``model``."""
    samples.MODELS.setdefault("identity", (IDENTITY_MODEL, ("in_0",)))
    root = Path(tempfile.mkdtemp(prefix="r36c-null-"))
    try:
        result = samples.run_in_sandbox(samples.build_sample(root, "honest_relu", model), guard)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return {"status": result.status.value, "matched": result.matched, "message": (result.message or "")[:200]}


if __name__ == "__main__":
    print(json.dumps({f"{guard}/{model}": verdict(guard, model) for guard in ("passbench", "full")
                      for model in ("identity", "relu")}))
