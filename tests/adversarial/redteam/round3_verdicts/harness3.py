"""Round 3's plugin runs: round 2's (``harness2.run_config``, itself round 1's harness), with round 3's
passes looked up first, one more model, and samples of several variants where an attack needs them
(the variants' order is what ``reject_first_load`` plays on).

Round 2's harness is used as it is: for the length of a run its lookup of pass files, its models
and its sample builder see round 3's too (``_round3``), and are put back after.
"""

from __future__ import annotations

import shutil
from contextlib import contextmanager
from pathlib import Path

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round2_verdicts import harness2

PASSES = Path(__file__).parent / "passes"

MODELS: dict[str, tuple[str, dict]] = {
    # relu of a batch of one: [1, 256, 1024] (graphs keep a leading batch dimension of 1)
    "batch1": (harness.LIGHT_MODEL, {"in_0": ([1, 256, 1024], "float32", None, None)}),
}


def _pass_file(name: str) -> Path:
    mine = PASSES / f"{name}.py"
    return mine if mine.is_file() else _ROUND2_PASS_FILE(name)


_ROUND2_PASS_FILE = harness2._pass_file


def build_sample(layout: harness.Layout, name: str, pass_name: str, model: str, variants: int = 1) -> Path:
    """``harness2.build_sample``, with ``variants`` copies of its variant (``<name>_a``, ``_b``, ...)."""
    sample = harness2.build_sample(layout, name, pass_name, model)
    first = sample / f"graphs/float32/{name}_a"
    listed = [f"graphs/float32/{name}_a"]
    for i in range(1, variants):
        rel = f"graphs/float32/{name}_{chr(ord('a') + i)}"
        shutil.copytree(first, sample / rel)
        (sample / rel / "graph_net.json").write_text((first / "graph_net.json").read_text().replace(
            f"{name}_a", f"{name}_{chr(ord('a') + i)}"))
        listed.append(rel)
    (sample / "graph_list.txt").write_text("".join(f"{rel}\n" for rel in listed))
    return sample


def build_samples(layout: harness.Layout, attacks: list) -> dict[str, Path]:
    """Each attack followed by its honest victim of the same model (one variant)."""
    samples = {}
    for attack in attacks:
        samples[attack.name] = build_sample(layout, attack.name, attack.pass_name, attack.model, attack.variants)
        samples[f"{attack.name}_victim"] = build_sample(layout, f"{attack.name}_victim", attack.victim_pass,
                                                        attack.model)
    return samples


@contextmanager
def _round3():
    saved = harness2._pass_file, harness2.build_samples, dict(harness2.MODELS)
    harness2._pass_file, harness2.build_samples = _pass_file, build_samples
    harness2.MODELS.update(MODELS)
    try:
        yield
    finally:
        harness2._pass_file, harness2.build_samples = saved[0], saved[1]
        harness2.MODELS.clear()
        harness2.MODELS.update(saved[2])


def run_config(config: harness.Config, attacks: list) -> dict:
    """One plugin run over every attack and its victim in ``config``: round 2's record."""
    with _round3():
        return harness2.run_config(config, attacks)
