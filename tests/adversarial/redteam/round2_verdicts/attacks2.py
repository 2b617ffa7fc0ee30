"""Round 2's attacks on the verdicts (issue 23, after the fixes of round 1), each an ordinary
``pass_dir/`` in ``passes/`` (or one of round 1's passes on a new model), and the checks that say
whether a run held it. The checks read ``harness2.run_config``'s record, as round 1's do."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from tests.adversarial.redteam import attacks as round1

# A correct variant whose compiled median is below this share of its honest victim's (the same
# model and kernel, run right after it) has not been scored for what it ran.
SPEED_FACTOR = 3.0
# The eager side of an attack's sample may be this much slower than its victim's (same model).
EAGER_SLOWDOWN = 3.0
EAGER_SLACK_MS = 0.05
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # C0 but tab and newline, DEL, C1 (\x9b: CSI)


@dataclass(frozen=True)
class Attack:
    name: str
    pass_name: str
    model: str
    goal: str
    checks: tuple[str, ...]
    cuda_only: bool = False
    interpreter_only: bool = False  # reaches the child's host memory through the CPU Triton interpreter
    victim_pass: str = "honest_relu"  # the honest pass of the model, run right after the attack
    wrong_from: int = 0  # round 1's checks read it: the first variant whose verdict must not be correct


ATTACKS = [
    # -- the trusted clock ---------------------------------------------------------------------
    Attack("fill_heavy_claim", "trial_times_divided", "embed",
           "round 1's trial_times_divided (claims a thousandth of each trial) on a sample whose fresh inputs "
           "cost more than its call: the bound median(span) - h (1 + slack) is below zero", ("speed_bounded",)),
    # -- fingerprints and audits ---------------------------------------------------------------
    Attack("inf_commit", "inf_commit", "masked_inf",
           "timed trials commit norms (inf, inf) and compute nothing: eager's chunks hold -inf, so the "
           "fingerprint check skips them; audits are answered by computing the outputs when asked",
           ("verdict_not_correct",)),
    Attack("huge_commit", "huge_commit", "masked_min",
           "timed trials commit the norms of the mask term (finfo.min times the count) and skip the matmul: "
           "3.4e38 per masked value swamps the scores below 1e-9", ("verdict_not_correct",)),
    Attack("sort_commit", "sort_commit", "sort",
           "timed trials commit the unsorted values' norms and an arange's for the indices, and never sort",
           ("verdict_not_correct",)),
    Attack("expanded_output", "expanded_output", "expand",
           "within the allow-list: a broadcast eager makes contiguous (64 MiB) returned as a stride-0 expand of "
           "one computed row; the judge sees values only (the channel sends tensors contiguous)",
           ("verdict_not_correct",)),
    Attack("alias_when_timed", "alias_when_timed", "clone",
           "within the allow-list: str.format reads the input's first value on the host; on the two inputs the "
           "trusted side checks aliasing on (replayed, fixed re-check seed) a copy kernel, on the timed trials' "
           "fresh inputs a one-element launch and the input itself returned", ("verdict_not_correct", "speed_bounded"),
           victim_pass="honest_copy"),
    # -- what the child reports --------------------------------------------------------------
    Attack("guard_opt_out", "guard_opt_out", "light",
           "the child's compile report says needs_passes: false, and the trusted side skips audits, "
           "fingerprints and the fresh-input re-check; timed calls are a one-element launch",
           ("verdict_not_correct",)),
    Attack("terminal_escape", "terminal_escape", "light",
           "a failing kernel's message moves the terminal's cursor, erases lines, prints PASSED and conceals "
           "the rest", ("scored_as_failure", "no_control_characters")),
    # -- the allow-list itself -----------------------------------------------------------------
    Attack("allow_list_escape", "escape_opt_out", "light",
           "within the allow-list: str.format names the child's CompiledSide.report and its address, a Triton "
           "store (interpreter: raw host memory) swaps its code for one whose reports say needs_passes: false; "
           "the kernel computes every block only on the replayed input, one block in the timed trials",
           ("verdict_not_correct", "speed_bounded"), interpreter_only=True),
    # -- CUDA only -------------------------------------------------------------------------------
    Attack("gpu_trial_times_divided", "trial_times_divided", "light",
           "round 1's trial_times_divided on the GPU: a 1 MiB relu takes microseconds, its trial's overhead "
           "hundreds, so the bound is below zero", ("speed_bounded",), cuda_only=True),
    Attack("gpu_hog", "gpu_hog", "heavy",
           "seconds of matmuls queued on a side stream once its trials are over: eager is timed while the "
           "GPU runs them", ("eager_not_slowed",), cuda_only=True),
    Attack("gpu_oom_blame", "gpu_oom_blame", "big",
           "a failing kernel takes the GPU's free memory first: the reference child cannot load the sample, "
           "and the failure is blamed on it", ("scored_as_failure",), cuda_only=True),
]
BY_NAME = {attack.name: attack for attack in ATTACKS}


def for_device(device: str) -> list[Attack]:
    cuda = device.startswith("cuda")
    return [a for a in ATTACKS if (cuda or not a.cuda_only) and not (cuda and a.interpreter_only)]


# -- checks ------------------------------------------------------------------------------------

Verdict = tuple[bool, str]


def _variant(record: dict, sample: str) -> dict | None:
    variants = record["results"].get(sample) or []
    return variants[0] if variants else None


def _median(variant: dict | None, side: str) -> float | None:
    return round1._median(variant, side) if variant else None


def speed_bounded(record: dict, attack: Attack, sample: str) -> Verdict:
    """Not scored faster than a third of the honest victim's compiled median (same model, same kernel)."""
    honest = _median(_variant(record, f"{sample}_victim"), "compiled")
    if honest is None:
        return False, "the victim did not run, nothing to compare with"
    faster = []
    for label, variants in round1.views(record, sample):
        if not variants:
            return False, f"{label}: the variant is missing"
        for variant in variants:
            claimed = _median(variant, "compiled")
            if variant["status"] == "correct" and (claimed is None or claimed * SPEED_FACTOR < honest):
                faster.append(f"{label}: correct, compiled median {claimed} ms against the honest {honest} ms, "
                              f"speedup {variant['speedup'].get('e2e')}")
    return not faster, "; ".join(faster) or f"no correct claim faster than {honest} ms / {SPEED_FACTOR:g}"


def eager_not_slowed(record: dict, attack: Attack, sample: str) -> Verdict:
    """The attack's eager median no slower than its victim's (same model) allows."""
    attacked, usual = _median(_variant(record, sample), "eager"), _median(_variant(record, f"{sample}_victim"), "eager")
    if attacked is None or usual is None:
        variant = _variant(record, sample)
        return False, f"no eager median to compare: {variant and variant['status']}"
    slowed = attacked > usual * EAGER_SLOWDOWN + EAGER_SLACK_MS
    speedup = (_variant(record, sample)["speedup"] or {}).get("e2e")
    return not slowed, f"eager median {attacked} ms against the victim's {usual} ms (attack's speedup {speedup})"


def no_control_characters(record: dict, attack: Attack, sample: str) -> Verdict:
    """Nothing the child wrote reaches a reader with terminal control sequences: pytest's output and
    every text of the variant's results."""
    found = []
    if _CONTROL.search(record.get("stdout", "").replace("\r", "")):
        found.append("pytest's output holds control characters (ESC sequences)")
    variant = _variant(record, sample) or {}
    for key in ("message", "flags", "diagnostics"):
        texts = variant.get(key) or []
        for text in [texts] if isinstance(texts, str) else texts:
            if _CONTROL.search(text):
                found.append(f"results.jsonl's {key}: {text[:60]!r}")
                break
    return not found, "; ".join(found) or "no control characters"


CHECKS: dict[str, Callable[[dict, Attack, str], Verdict]] = {
    "speed_bounded": speed_bounded,
    "verdict_not_correct": round1.verdict_not_correct,
    "scored_as_failure": round1.scored_as_failure,
    "eager_not_slowed": eager_not_slowed,
    "no_control_characters": no_control_characters,
}


def victim_verdict(record: dict, attack: Attack, sample: str) -> Verdict:
    variant = _variant(record, sample)
    if variant is None:
        return False, "the victim's variant is missing"
    if variant["status"] != "correct":
        return False, f"{variant['status']}: {variant['message'][:160]}"
    return True, f"correct (compiled median {_median(variant, 'compiled')} ms, eager {_median(variant, 'eager')} ms)"
