"""Results -> the run report (``report.json``'s content): per-sample and overall ES(t)/AS.

Works on results only, so a report can be rebuilt from the ``results.jsonl`` files of several
shards (``passnet-report merge``). Files are written by ``runfiles``.
"""

from __future__ import annotations

from pathlib import Path

from pytest_passnet.result import Parity, Status, VariantResult
from pytest_passnet.runfiles import SCHEMA_VERSION
from pytest_passnet.score import FAILURE_PENALTY, aggregated_score, es_curve, gmean_speedup

CPU_NOTE = "timed on CPU (Triton interpreter): speedups are not meaningful; statuses and correctness are"


def sample_record(ident: str, position: int, variants: list[VariantResult], series: str = "e2e") -> dict:
    es = es_curve(variants, series=series)
    return {
        "path": ident,
        "id": position,
        "graph": Path(variants[0].variant or ident).name,
        "variants": len(variants),
        "scored_variants": sum(1 for v in variants if v.parity_status is not Parity.ABSENT),
        "matched": sum(1 for v in variants if v.matched),
        "correct": sum(1 for v in variants if v.status is Status.CORRECT),
        "gmean_speedup": gmean_speedup(variants, series),
        "es": es,
        "score": aggregated_score(es),
    }


def as_failures(variants: list[VariantResult]) -> list[VariantResult]:
    """A sample's variants re-read as failures: how the overall score counts a sample that has no
    scored variant (its passes all rejected, say), so that breaking a pass never raises it."""
    return [VariantResult.from_dict({**v.to_dict(), "status": Status.KERNEL_ERROR}) for v in variants]


# What makes two machines' numbers comparable; host names and GPU ids do not (shards run on many hosts).
HARDWARE_KEYS = ("device", "gpu", "cpu", "driver", "cuda", "torch", "triton")


def hardware(machine: dict) -> str:
    return ", ".join(f"{key} {machine[key]}" for key in HARDWARE_KEYS if machine.get(key))


def machines(results: list[VariantResult]) -> list[dict]:
    """One machine record per distinct kind of hardware among the results."""
    unique: dict[str, dict] = {}
    for r in results:
        if r.machine:
            unique.setdefault(hardware(r.machine), r.machine)
    return list(unique.values())


def build_report(results: list[VariantResult], sample_order: list[str], options: dict, partial: bool) -> dict:
    """The run report; samples keep their position in the run (1-based), as their JSON id.

    PassBench leaves a sample without a scored variant out of every score; here its per-sample
    record keeps that (no ``aggregated_score.json``), but the overall score counts its variants at
    the failure penalty b, and ``counted_as_failure`` says so.
    """
    series = options.get("score_on") or "e2e"  # "kernel": not PassBench-comparable
    by_sample: dict[str, list[VariantResult]] = {}
    for r in results:
        by_sample.setdefault(r.sample, []).append(r)
    samples, overall_variants = [], []
    for position, ident in enumerate(sample_order, start=1):
        if ident not in by_sample:
            continue
        record = sample_record(ident, position, by_sample[ident], series)
        record["counted_as_failure"] = record["score"] is None
        samples.append(record)
        overall_variants += as_failures(by_sample[ident]) if record["counted_as_failure"] else by_sample[ident]
    overall_es = es_curve(overall_variants, series=series)
    sample_scores = [FAILURE_PENALTY if s["counted_as_failure"] else s["score"] for s in samples]
    seen_machines = machines(results)
    notes = []
    if any(m.get("device") == "cpu" for m in seen_machines):
        notes.append(CPU_NOTE)
    if len(seen_machines) > 1:
        notes.append("mixed hardware: results come from more than one machine")
    if partial:
        notes.append("partial run: not every collected variant has a result")
    if series != "e2e":
        notes.append(f"scored on {series} speedups (--passnet-score-on {series}): not comparable with PassBench's e2e scores")
    failed_samples = [s["path"] for s in samples if s["counted_as_failure"]]
    if failed_samples:
        notes.append(f"{len(failed_samples)} samples without a scored variant count as failures (b = "
                     f"{FAILURE_PENALTY}) in the overall score: {', '.join(failed_samples)}")
    return {
        "schema": SCHEMA_VERSION,
        "machine": seen_machines[0] if seen_machines else {},
        "machines": seen_machines,
        "options": options,
        "notes": notes,
        "variants": [r.to_dict() for r in results],
        "samples": samples,
        "overall": {
            "variants": len(results),
            "samples": len(samples),
            "es": overall_es,
            "score": aggregated_score(overall_es),
            "mean_sample_score": sum(sample_scores) / len(sample_scores) if sample_scores else None,
            "counted_as_failure": failed_samples,
        },
    }
