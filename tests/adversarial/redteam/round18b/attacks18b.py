"""Round 18b: what turns verdicts into scores. The samples, the honest replacements and the plugin run.

The finding (``judged_then_fresh``): the tolerance level the timed calls' audits and the fresh-input
re-check are held to is taken from one call, the judged call on the replayed inputs
(``pipeline._checked_level``), and then every fresh draw must meet it. Where the model computes
something discontinuous from a float result (``torch.round``, a cast to int, a comparison, argmax or
topk indices), an honest replacement that differs from eager in the last bits, as every reordered
reduction does, lands on the other side of a step on some inputs: the judged call may happen to
miss every step (``correct`` at the baseline) while a fresh draw hits one (a difference of a whole
step, far beyond the baseline's atol), and the variant is ``cheat_detected``. Since the fix such a
draw, a few elements across a step (``judge.steps``), lowers the credited level instead
(``quantised_run`` drives the pipeline's checks to that point).
"""

from __future__ import annotations

import json
from pathlib import Path

import torch

from pytest_passnet import guard, score
from pytest_passnet.judge import judge
from pytest_passnet.materialize import FreshFill
from pytest_passnet.prefetch import replay_variant
from pytest_passnet.result import Parity
from pytest_passnet.tolerance import BASELINE_LEVEL
from tests.sample_factory import write_sample

HERE = Path(__file__).parent
HONEST_MATMUL = (HERE / "passes" / "honest_matmul.py").read_text()
SHAPE = [64, 64]
# Fresh draws a variant meets after its judged call: the audited trials and the fresh-input re-check
# (``--passnet-trials 12`` audits 8 of them).
FRESH_DRAWS = 9
# Scales of a quantisation step after the matmul (``round(y * scale)``): from "never a step apart" to
# "a step apart on every draw"; the finding lies in between, wherever that is on a given BLAS.
SCALES = tuple(m * 10.0 ** e for e in range(2, 6) for m in (1, 2, 5))

QUANTISED_MODEL = '''import torch


class GraphModule(torch.nn.Module):
    def forward(self, x, w):
        y = torch.matmul(x, w)
        q = torch.round(y * {scale!r})
        return (q,)
'''


def quantised_sample(root: Path, name: str, scale: float) -> Path:
    """A sample whose model quantises a matmul (``round(x @ w * scale)``), with the honest Triton matmul
    pass (the rounding stays the model's)."""
    return write_sample(root, name, model=QUANTISED_MODEL.format(scale=scale), shape=SHAPE,
                        passes={"honest_matmul": HONEST_MATMUL})


def variant_dir(sample: Path) -> Path:
    return sample.parents[2] / (sample / "graph_list.txt").read_text().split()[0]


def eager_quantised(inputs: dict, scale: float) -> tuple:
    return (torch.round(torch.matmul(inputs["x"], inputs["w"]) * scale),)


def exact_quantised(inputs: dict, scale: float) -> tuple:
    """An honest replacement more accurate than eager: the product accumulated in float64, rounded to
    float32 once (the correctly rounded matmul), then the model's own rounding step."""
    product = (inputs["x"].double() @ inputs["w"].double()).float()
    return (torch.round(product * scale),)


def judged_then_fresh(variant: Path, scale: float, draws: int = FRESH_DRAWS) -> tuple[str, int | None, list[str], list]:
    """The pipeline's checks of the exact replacement, call for call: the judge on the replayed inputs,
    the level the score credits it from (``pipeline._checked_level``'s rule), then the fresh-input
    re-check's comparison (``guard.fresh_input_findings``) on ``draws`` fills as ``FreshFill`` draws
    them for the timed trials. (status, level, findings, the draws a few elements across a step:
    ``judge.Steps``, which lower the credited level instead of convicting since the fix)."""
    metas, replayed = replay_variant(variant, "cpu", "passbench")
    inputs = replayed.final_on_cpu()
    status, record = judge(eager_quantised(inputs, scale), exact_quantised(inputs, scale))
    credited = score.credited_from(record["correct_at"]) if status.parity is Parity.CORRECT else None
    level = None if credited is None else max(credited, BASELINE_LEVEL)
    findings: list[str] = []
    stepped = []
    if level is None:
        return status.value, level, findings, stepped
    fresh = {name: tensor.clone() for name, tensor in inputs.items()}
    fill = FreshFill(metas, fresh)
    for seed in range(draws):
        fill(seed)
        found, steps = guard.fresh_input_findings(seed, eager_quantised(fresh, scale), exact_quantised(fresh, scale),
                                                  {}, {}, level)
        findings += found
        stepped += [steps] if steps else []
    return status.value, level, findings, stepped


def convicting_scales(root: Path) -> dict[float, tuple[str, list[str]]]:
    """The scales at which the exact replacement is ``correct`` on the judged call and yet a fresh draw
    convicts it: {scale: (judged status, findings)}."""
    convicted = {}
    for scale in SCALES:
        sample = quantised_sample(root, f"quantised_{int(scale)}", scale)
        status, level, findings, _ = judged_then_fresh(variant_dir(sample), scale)
        if status == "correct" and findings:
            convicted[scale] = (status, findings)
    return convicted


def step_error_bound(variant: Path) -> dict[str, float]:
    """How far eager and the exact replacement lie from the float64 product on the replayed inputs
    (before the rounding): the replacement is the more accurate one."""
    _, replayed = replay_variant(variant, "cpu", "passbench")
    inputs = replayed.final_on_cpu()
    truth = inputs["x"].double() @ inputs["w"].double()
    eager = torch.matmul(inputs["x"], inputs["w"]).double()
    exact = truth.float().double()
    return {"eager": float((eager - truth).abs().max()), "replacement": float((exact - truth).abs().max())}


def quantised_run(variant: Path, scale: float, compiled_call, guard_mode: str = "full", draws: int = 30):
    """The pipeline's ``Run`` of a quantised variant after its trials, ready for ``check_guard``: the
    judged call is the exact replacement's on the replayed inputs; the timed trials are ``draws``
    fills as ``FreshFill`` draws them, every one audited whole, the compiled side's outputs
    ``compiled_call(inputs)`` (eager's: the model's), checked as ``_time_eager`` checks them; the
    fresh-input re-check is the next fill. The children are not needed: ``_fresh_input_findings`` is
    replaced by the same comparison in-process (returned for ``monkeypatch``)."""
    from types import SimpleNamespace

    from pytest_passnet import fingerprint, pipeline
    from pytest_passnet.options import Options
    from pytest_passnet.result import VariantResult

    metas, replayed = replay_variant(variant, "cpu", "passbench")
    inputs = replayed.final_on_cpu()
    run = pipeline.Run(None, VariantResult("s::v", "s", "v", matched=True), Options(guard=guard_mode))  # its rule applied
    run.inputs_cpu, run.metas = inputs, metas
    run.eager_out, run.compiled_out = eager_quantised(inputs, scale), exact_quantised(inputs, scale)
    run.measurement = SimpleNamespace(scored=SimpleNamespace(compiled=SimpleNamespace(summary=dict)))
    pipeline.judge_outputs(run)
    fresh = {name: tensor.clone() for name, tensor in inputs.items()}
    fill = FreshFill(metas, fresh)
    sides = {side: pipeline.Trials(list(range(draws)), dict.fromkeys(range(draws))) for side in ("compiled", "eager")}
    for seed in range(draws):
        fill(seed)
        for side, outputs in (("compiled", compiled_call(fresh)), ("eager", eager_quantised(fresh, scale))):
            trials = sides[side]
            trials.digests.append(fingerprint.keyed(outputs, seed, fingerprint.fingerprint(outputs)))
            trials.layouts.append(([], []))
            trials.chunks[seed, 0, 0] = outputs[0].reshape(-1).clone()
    level = pipeline._checked_level(run)
    if level is not None and guard_mode == "full":
        run.trial_checks.append(pipeline._trial_checks(run, sides["compiled"], sides["eager"], level))
    fill(draws)
    recheck_eager, recheck_compiled = eager_quantised(fresh, scale), compiled_call(fresh)

    def fresh_input_findings(run, level):
        findings, stepped = guard.fresh_input_findings(draws, recheck_eager, recheck_compiled, {}, {}, level)
        return findings, [(f"the fresh-input re-check (seed {draws})", stepped)] if stepped else []

    return run, fresh_input_findings


CUDA_SCALES = (500.0, 1000.0, 2000.0, 10000.0, 20000.0)


def cuda_counts_run(variant: Path, scale: float, run: int, compiled_call, trials: int = 100, audited: int = 8) -> str:
    """One run of a quantised variant at CUDA's counts, in-process: ``trials`` timed trials on fills
    ``run * 1000 + t``, ``audited`` of them (a random pick) audited whole, the re-check on the next
    fill, then ``check_guard``: the verdict's status (``accuracy`` where fresh draws lowered it)."""
    import random
    from types import SimpleNamespace

    from pytest_passnet import fingerprint, pipeline
    from pytest_passnet.options import Options
    from pytest_passnet.result import VariantResult

    metas, replayed = replay_variant(variant, "cpu", "passbench")
    inputs = replayed.final_on_cpu()
    record = pipeline.Run(None, VariantResult("s::v", "s", "v", matched=True), Options(guard="full"))  # its rule applied
    record.inputs_cpu, record.metas = inputs, metas
    record.eager_out, record.compiled_out = eager_quantised(inputs, scale), exact_quantised(inputs, scale)
    record.measurement = SimpleNamespace(scored=SimpleNamespace(compiled=SimpleNamespace(summary=dict)))
    pipeline.judge_outputs(record)
    fresh = {name: tensor.clone() for name, tensor in inputs.items()}
    fill = FreshFill(metas, fresh)
    seeds = [run * 1000 + t for t in range(trials)]
    picked = set(random.Random(run).sample(range(trials), audited))
    sides = {side: pipeline.Trials(list(seeds), {}) for side in ("compiled", "eager")}
    for t, seed in enumerate(seeds):
        fill(seed)
        for side, outputs in (("compiled", compiled_call(fresh)), ("eager", eager_quantised(fresh, scale))):
            sides[side].digests.append(fingerprint.keyed(outputs, seed, fingerprint.fingerprint(outputs)))
            sides[side].layouts.append(([], []))
            if t in picked:
                sides[side].chunks[t, 0, 0] = outputs[0].reshape(-1).clone()
    level = pipeline._checked_level(record)
    if level is None:
        return "not credited"
    record.trial_checks.append(pipeline._trial_checks(record, sides["compiled"], sides["eager"], level))
    fill(run * 1000 + trials)
    recheck_eager, recheck_compiled = eager_quantised(fresh, scale), compiled_call(fresh)

    def fresh_input_findings(_, level):
        findings, stepped = guard.fresh_input_findings(0, recheck_eager, recheck_compiled, {}, {}, level)
        return findings, [("the fresh-input re-check", stepped)] if stepped else []

    checks, pipeline._fresh_input_findings = pipeline._fresh_input_findings, fresh_input_findings
    try:
        pipeline.check_guard(record)
    except pipeline.Stop as stop:
        return stop.status.value
    finally:
        pipeline._fresh_input_findings = checks
    return "accuracy" if "fresh_steps" in record.result.correctness else record.status.value


def cuda_counts(root: Path, runs: int = 40) -> dict[float, dict[str, int]]:
    """The correctly rounded product at CUDA's counts (``cuda_counts_run``), ``runs`` runs a scale:
    {scale: {status: runs}}."""
    counts = {}
    for scale in CUDA_SCALES:
        variant = variant_dir(quantised_sample(root, f"quantised_{int(scale)}", scale))
        counts[scale] = {}
        for run in range(runs):
            status = cuda_counts_run(variant, scale, run, lambda inputs, scale=scale: exact_quantised(inputs, scale))
            counts[scale][status] = counts[scale].get(status, 0) + 1
    return counts


PLUGIN_SCALES = (1000.0,)
PLUGIN_COPIES = 8


def plugin_run(folder: Path) -> dict[str, dict]:
    """The honest Triton matmul on quantised samples through the real plugin (CPU, default sandbox, the
    interpreter, allow-list on, 12 trials): the report's variant by sample name, with the agent's CPU work
    reward for it (``agent.evaluator.work_reward`` on the run's folder as the task copy) under ``"reward"``."""
    from agent.evaluator import work_reward
    from tests.adversarial.samples import run_plugin

    samples = [quantised_sample(folder, f"quantised_{int(scale)}_{copy}", scale)
               for scale in PLUGIN_SCALES for copy in range(PLUGIN_COPIES)]
    variants, _ = run_plugin(samples, folder / "out", "--passnet-trials", "12")
    for variant in variants.values():
        variant["reward"] = work_reward([variant], folder)[0]
    return variants


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory(prefix="passnet-r18b-") as scratch:
        for scale, counts in cuda_counts(Path(scratch) / "cuda_counts").items():
            print("CUDA's counts", scale, counts)
        for scale, (status, findings) in convicting_scales(Path(scratch) / "cheap").items():
            print("cheap", scale, status, findings[0][:300])
        for name, variant in plugin_run(Path(scratch) / "plugin").items():
            print(name, variant["status"], json.dumps(variant["correctness"].get("max_diff")),
                  variant.get("message", "")[:500])
