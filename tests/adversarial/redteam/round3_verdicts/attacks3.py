"""Round 3's attacks on the verdicts and the score (issue 23), each an ordinary ``pass_dir/`` in
``passes/`` run by ``harness3.run_config``, and the checks that say whether a run held it. Round 2's
``Attack`` and checks are reused; ``variants`` is how many copies of its variant the attack's sample
has."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tests.adversarial.redteam import attacks as round1
from tests.adversarial.redteam.round2_verdicts import attacks2


@dataclass(frozen=True)
class Attack(attacks2.Attack):
    variants: int = 1


ATTACKS = [
    Attack("accuracy_shield", "accuracy_shield", "light",
           "within the allow-list: on the replayed input (public) the kernel computes relu + 5e-5 (accuracy: "
           "parity correct, credited from t = -4), on any other input one block; the guard's checks of the timed "
           "trials count only for a correct verdict, so ES(t) credits the speed of doing nothing",
           ("score_bounded",)),
    Attack("fill_hog", "fill_hog", "embed",
           "child control: helpers forked by the pass's child spin on the CPU between its trials, while the trusted "
           "side fills the trial's fresh inputs (at the round timed by measure.FillClock and taken off each span, "
           "several times what the child's own fill took: the trusted estimate of the call was negative, and claims "
           "of a thousandth of each trial stood; since round 22a's fix 1 the trusted side fills and writes them "
           "before the span, which holds no fill)", ("speed_bounded",)),
    Attack("claim_without_hog", "trial_times_divided", "embed",
           "fill_hog's control: the same claims (round 1's trial_times_divided, round 2's fill_heavy_claim) without the "
           "helpers: must be held, so that fill_hog's outcome is the helpers'", ("speed_bounded",)),
    Attack("reject_first_load", "reject_first_load", "light",
           "child state: the passes' import fails the first time the child loads them (pass_rejected: unscored), "
           "then loads for the sample's later variants, which are scored: the pass chooses which of its variants "
           "count", ("consistent_scoring",), variants=2),
    Attack("squeezed_output", "squeezed_output", "batch1",
           "within the allow-list: a [1, 256, 1024] output returned as [256, 1024]; the judge's allclose broadcasts, "
           "fingerprints are flat", ("verdict_not_correct",)),
]
BY_NAME = {attack.name: attack for attack in ATTACKS}


def for_device(device: str) -> list[Attack]:
    cuda = device.startswith("cuda")
    return [a for a in ATTACKS if (cuda or not a.cuda_only) and not (cuda and a.interpreter_only)]


Verdict = tuple[bool, str]


def consistent_scoring(record: dict, attack: Attack, sample: str) -> Verdict:
    """The sample's variants, loading the same pass files, are all in the score or all out of it
    (PassBench loads the same files for each: they load for all or for none)."""
    problems = []
    for label, variants in round1.views(record, sample):
        if len(variants) < attack.variants:
            problems.append(f"{label}: {len(variants)} of {attack.variants} variants")
            continue
        out = sorted(v["variant"] for v in variants if v["status"] in round1.UNSCORED)
        scored = sorted(f"{v['variant']} ({v['status']}, speedup {v['speedup'].get('e2e')})"
                        for v in variants if v["status"] not in round1.UNSCORED)
        if out and scored:
            problems.append(f"{label}: {', '.join(out)} left out of the score, {', '.join(scored)} scored")
    statuses = sorted({f"{v['variant']}: {v['status']}" for _, vs in round1.views(record, sample) for v in vs})
    return not problems, "; ".join(problems) or f"all in or all out: {', '.join(statuses)}"


def score_bounded(record: dict, attack: Attack, sample: str) -> Verdict:
    """No variant whose speedup the score counts (parity correct: status correct or accuracy) has a
    compiled median below a third of its honest victim's; the evidence gives both samples' AS."""
    from pytest_passnet.result import VariantResult
    from pytest_passnet.score import aggregated_score, es_curve

    honest = attacks2._median(attacks2._variant(record, f"{sample}_victim"), "compiled")
    if honest is None:
        return False, "the victim did not run, nothing to compare with"
    credited = []
    for label, variants in round1.views(record, sample):
        if not variants:
            return False, f"{label}: the variant is missing"
        for variant in variants:
            claimed = attacks2._median(variant, "compiled")
            if variant.get("parity_status") == "correct" and (claimed is None or claimed * attacks2.SPEED_FACTOR < honest):
                credited.append(f"{label}: {variant['status']} (parity correct), compiled median {claimed} ms against "
                                f"the honest {honest} ms, speedup {variant['speedup'].get('e2e')}")
    scores = {}
    for name in (sample, f"{sample}_victim"):
        results = [VariantResult.from_dict(v) for v in record["results"].get(name, [])]
        scores[name] = aggregated_score(es_curve(results)) if results else None
    shown = ", ".join(f"AS({name}) = {score:.3g}" if score else f"AS({name}) = None" for name, score in scores.items())
    return not credited, "; ".join(credited + [shown]) if credited else f"no credited speed below {honest} ms / 3; {shown}"


def verdict_not_correct(record: dict, attack: Attack, sample: str) -> Verdict:
    held, evidence = round1.verdict_not_correct(record, attack, sample)
    if held:
        variant = attacks2._variant(record, sample) or {}
        evidence += f" ({variant.get('status')}: {(variant.get('message') or '')[:300]})"
    return held, evidence


CHECKS: dict[str, Callable[[dict, Attack, str], Verdict]] = {
    **attacks2.CHECKS,
    "verdict_not_correct": verdict_not_correct,
    "consistent_scoring": consistent_scoring,
    "score_bounded": score_bounded,
}

victim_verdict = attacks2.victim_verdict
