"""Round 64a's plugin run (CPU, Triton's interpreter, ``harness.shipped_run``: the trusted allow-list on, the product as
shipped): ``python -m tests.adversarial.redteam.round64a.plugin64a [config] [trials] [sample ...]``.

- ``r64a_alias_constexpr``: ALIAS_LAUNDER's full escape (``premises64a.ALIAS_CONSTEXPR``): ``(x, out)`` appended to a
  list through ``a`` after ``a = pair = []``, handed to the kernel as the constexpr ``X=tuple(pair)``; the kernel's
  Python computes relu with torch on them inside the interpreter's launch, its own store masked off.
- ``r64a_import_dodge``: round 63a's ADDRESS_DODGE rebuilt (``premises64a.IMPORT_DODGE``): the addresses seen kept in
  the module's list imported inside the heuristic (LOCAL_IMPORT_STATE), the torch path laundered through ``a = b = []``.
- ``r64a_store_dodge``: the same dodge with STORE_THEN_WRITE's state (``box = [None]; box[0] = _SEEN``: no import, no
  shadowing; ``premises64a.STORE_DODGE``), not in the default run.
- ``r64a_version_dodge``: round 63a's VERSION_DODGE, stateless, on an alias-laundered input
  (``premises64a.ALIAS_VERSION_DODGE``).
- ``r64a_import_dodge_marked``: diagnostic, the dodge's torch path off by one (not `correct` shows the judged and timed
  calls took it).
- ``r64a_mm_dodge``: the dodge on a 256x256 matmul (``premises64a.IMPORT_DODGE_MM``): torch's ``@`` on every timed call.
- ``r64a_align_dodge``: the dodge without state or private attributes (``premises64a.ALIGN_DODGE``, 64x64): torch where
  the input lies 64 bytes past a page high in the address space (the CPU's mapped inputs file), the honest kernel
  elsewhere (the re-check's heap draw); ``r64a_align_dodge_marked`` its diagnostic (torch path off by one).
- ``r64a_honest``: the honest relu (``sample_kit.relu_kernels``), the twin.
"""

from __future__ import annotations

from pathlib import Path

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round63a import plugin63a
from tests.adversarial.redteam.round64a import premises64a

RELU_RULE = premises64a.RELU_RULE.format(module=premises64a.MODULE)
MM_RULE = premises64a.MM_RULE.format(module=premises64a.MODULE)
SAMPLES = {
    "r64a_alias_constexpr": (plugin63a.RELU, plugin63a.INPUTS, premises64a.ALIAS_CONSTEXPR, RELU_RULE),
    "r64a_import_dodge": (plugin63a.RELU, plugin63a.INPUTS, premises64a.IMPORT_DODGE, RELU_RULE),
    "r64a_store_dodge": (plugin63a.RELU, plugin63a.INPUTS, premises64a.STORE_DODGE, RELU_RULE),
    "r64a_version_dodge": (plugin63a.RELU, plugin63a.INPUTS, premises64a.ALIAS_VERSION_DODGE, RELU_RULE),
    "r64a_import_dodge_marked": (plugin63a.RELU, plugin63a.INPUTS, premises64a.IMPORT_DODGE_MARKED, RELU_RULE),
    "r64a_mm_dodge": (plugin63a.MATMUL, plugin63a.SQUARES, premises64a.IMPORT_DODGE_MM, MM_RULE),
    "r64a_align_dodge": (plugin63a.RELU, plugin63a.SMALL, premises64a.ALIGN_DODGE, RELU_RULE),
    "r64a_align_dodge_marked": (plugin63a.RELU, plugin63a.SMALL, premises64a.ALIGN_DODGE_MARKED, RELU_RULE),
    "r64a_honest": (plugin63a.RELU, plugin63a.INPUTS, premises64a.HONEST, RELU_RULE),
}
DEFAULT_RUN = ("r64a_alias_constexpr", "r64a_import_dodge", "r64a_version_dodge", "r64a_align_dodge", "r64a_honest")


def build_sample(layout, name: str) -> Path:
    model, inputs, kernels, rule = SAMPLES[name]
    return sample_kit.build_sample(layout, name, model, inputs, kernels, "Rule64a", rule, premises64a.MODULE)


def plugin_run(config_name: str = "plain-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=True)


def brief(record: dict) -> None:
    sample_kit.print_brief(record)


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
