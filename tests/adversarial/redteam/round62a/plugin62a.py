"""Round 62a's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round62a.plugin62a [config] [trials] [sample ...]``; ``... plugin62a
static`` the allow-list's findings and ``guard.versionless_writes`` per sample.

- ``r62a_v2p_imported`` (IMPORTED_ROUTE): round 61b's ``r61b_v2p_repeat`` (round 56a's repeat graph, a first call adds
  zero; the pass's add never adds) with the write spelled ``from torch.nn.utils import vector_to_parameters as v2p`` /
  ``v2p(tmp_0.reshape(-1), [in_1])``: the same torch call a368d906 made a route by attribute.
- ``r62a_sparse_csr`` (SPARSE_VALUES): the same graph with the write spelled ``torch.sparse_csr_tensor(crow, col,
  in_1.reshape(-1), shape).values().copy_(tmp_0.reshape(-1))``: public torch, no word of the scan.
- ``r62a_v2p_attribute`` (control): round 61b's graph as is (``torch.nn.utils.vector_to_parameters``).
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round56a import plugin56a
from tests.adversarial.redteam.round61b import plugin61b

V2P_IMPORTED = plugin61b.V2P_REPEAT.replace(
    "import torch\n", "import torch\nfrom torch.nn.utils import vector_to_parameters as v2p\n", 1).replace(
    "torch.nn.utils.vector_to_parameters(", "v2p(")
assert "torch.nn.utils.vector_to_parameters" not in V2P_IMPORTED and "v2p(" in V2P_IMPORTED
N = 4096 * 4096  # plugin56a.BIG's elements
SPARSE_CSR = plugin61b.V2P_REPEAT.replace(
    "torch.nn.utils.vector_to_parameters(tmp_0.reshape(-1), [in_1])",
    f"tmp_5 = torch.sparse_csr_tensor(torch.tensor([0, {N}]), torch.arange({N}), in_1.reshape(-1), (1, {N}))\n"
    "        tmp_6 = tmp_5.values().copy_(tmp_0.reshape(-1))")
assert "sparse_csr_tensor" in SPARSE_CSR
ADD_RULE = plugin61b.ADD_RULE.replace("kernels61b", "kernels62a")

SAMPLES = {"r62a_v2p_imported": V2P_IMPORTED, "r62a_sparse_csr": SPARSE_CSR, "r62a_v2p_attribute": plugin61b.V2P_REPEAT}
DEFAULT_RUN = ("r62a_v2p_imported", "r62a_sparse_csr", "r62a_v2p_attribute")


def build_sample(layout, name: str):
    return sample_kit.build_sample(layout, name, SAMPLES[name], plugin56a.REPEAT_INPUTS, plugin61b.ADD_CHEAT, "Add62a",
                                   ADD_RULE, "kernels62a")


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def static_findings() -> dict:
    return sample_kit.static_findings(build_sample, SAMPLES, "r62a")


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=500, flags=300,
                           extra=lambda variant: {"probe_named": plugin56a.probe_named(variant)})


if __name__ == "__main__":
    if sys.argv[1:2] == ["static"]:
        print(json.dumps(static_findings(), indent=1))
    else:
        sample_kit.main(plugin_run, brief)
