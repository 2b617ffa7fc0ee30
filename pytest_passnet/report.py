"""Results -> the run report: per-sample and overall ES(t)/AS, as typed records (``RunReport``,
``SampleScore``, ``OverallScore``) whose ``to_dict`` is ``report.json``'s content.

Works on results only, so a report can be rebuilt from the ``results.jsonl`` files of several
shards (``passnet-report merge``). Files are written by ``runfiles``; ``read_report`` turns a
``report.json`` back into a ``RunReport``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from pathlib import Path

from pytest_passnet.options import DEFAULTS
from pytest_passnet.passes import DROPPED_BY_LIMITS
from pytest_passnet.result import Parity, Status, VariantResult
from pytest_passnet.runfiles import SCHEMA_VERSION, load_report
from pytest_passnet.score import FAILURE_PENALTY, aggregated_score, es_curve, gmean_speedup

CPU_NOTE = "timed on CPU (Triton interpreter): speedups are not meaningful; statuses and correctness are"
# What makes two machines' numbers comparable; host names and GPU ids do not (shards run on many hosts).
HARDWARE_KEYS = ("device", "gpu", "cpu", "driver", "cuda", "torch", "triton")
LISTED_DROPPED = 10  # pass files dropped by PassBench's limits named in the notes; the rest are counted


def _known(cls, data: dict) -> dict:
    names = {f.name for f in fields(cls)}
    return {k: v for k, v in data.items() if k in names}


@dataclass
class SampleScore:
    """One sample's line of the report: its variants' counts and its ES(t) and AS (``score``; None
    where no variant is scored, as PassBench, which then writes no ``aggregated_score.json``)."""

    path: str  # the sample's id: its path relative to the dataset root
    id: int  # its 1-based position in the run, as PassBench numbers samples
    graph: str
    variants: int
    scored_variants: int
    matched: int
    correct: int
    gmean_speedup: float | None
    es: dict[str, float] | None
    score: float | None
    counted_as_failure: bool = False  # no scored variant: the overall score counts its variants as failures

    @classmethod
    def from_dict(cls, data: dict) -> SampleScore:
        return cls(**_known(cls, data))


@dataclass
class OverallScore:
    variants: int
    samples: int
    es: dict[str, float] | None
    score: float | None  # AS of all variants pooled
    mean_sample_score: float | None
    counted_as_failure: list[str] = field(default_factory=list)  # sample paths

    @classmethod
    def from_dict(cls, data: dict) -> OverallScore:
        return cls(**_known(cls, data))


@dataclass
class RunReport:
    """Everything a run (or a merge of runs) reports; ``to_dict()`` is ``report.json``."""

    machine: dict
    machines: list[dict]
    options: dict
    notes: list[str]
    variants: list[VariantResult]
    samples: list[SampleScore]
    overall: OverallScore
    sandbox: dict | None = None  # the isolation every process of the run found (sandbox.mode's record)
    comparison: dict | None = None  # against --passnet-compare's baseline (compare.compare's record)
    schema: int = SCHEMA_VERSION

    def to_dict(self) -> dict:
        data = {
            "schema": self.schema,
            "machine": self.machine,
            "machines": self.machines,
            "options": self.options,
            "notes": self.notes,
            "variants": [r.to_dict() for r in self.variants],
            "samples": [vars(s) for s in self.samples],
            "overall": vars(self.overall),
        }
        for name in ("sandbox", "comparison"):  # only where the run has them, as before they were typed
            if getattr(self, name) is not None:
                data[name] = getattr(self, name)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> RunReport:
        return cls(
            schema=data["schema"],
            machine=data.get("machine") or {},
            machines=data.get("machines") or [],
            options=data.get("options") or {},
            notes=list(data.get("notes") or []),
            variants=[VariantResult.from_dict(v) for v in data["variants"]],
            samples=[SampleScore.from_dict(s) for s in data["samples"]],
            overall=OverallScore.from_dict(data["overall"]),
            sandbox=data.get("sandbox"),
            comparison=data.get("comparison"),
        )

    def status_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for variant in self.variants:
            counts[variant.status.value] = counts.get(variant.status.value, 0) + 1
        return dict(sorted(counts.items()))


def read_report(path: Path | str) -> RunReport:
    """A ``report.json`` (or the ``--passnet-out`` folder holding one), checked by ``runfiles``."""
    return RunReport.from_dict(load_report(path))


def sample_score(ident: str, position: int, variants: list[VariantResult],
                 series: str = DEFAULTS.score_on) -> SampleScore:
    es = es_curve(variants, series=series)
    score = aggregated_score(es)
    return SampleScore(
        path=ident,
        id=position,
        graph=Path(variants[0].variant or ident).name,
        variants=len(variants),
        scored_variants=sum(1 for v in variants if v.parity_status is not Parity.ABSENT),
        matched=sum(1 for v in variants if v.matched),
        correct=sum(1 for v in variants if v.status is Status.CORRECT),
        gmean_speedup=gmean_speedup(variants, series),
        es=es,
        score=score,
        counted_as_failure=score is None,
    )


def as_failures(variants: list[VariantResult]) -> list[VariantResult]:
    """A sample's variants re-read as failures: how the overall score counts a sample that has no
    scored variant (its passes all rejected, say), so that breaking a pass never raises it."""
    return [VariantResult.from_dict({**v.to_dict(), "status": Status.KERNEL_ERROR}) for v in variants]


def hardware(machine: dict) -> str:
    return ", ".join(f"{key} {machine[key]}" for key in HARDWARE_KEYS if machine.get(key))


def machines(results: list[VariantResult]) -> list[dict]:
    """One machine record per distinct kind of hardware among the results."""
    unique: dict[str, dict] = {}
    for r in results:
        if r.machine:
            unique.setdefault(hardware(r.machine), r.machine)
    return list(unique.values())


def build_report(results: list[VariantResult], sample_order: list[str], options: dict, partial: bool) -> RunReport:
    """The run report; samples keep their position in the run (1-based), as their JSON id.

    PassBench leaves a sample without a scored variant out of every score; here its per-sample
    record keeps that (no ``aggregated_score.json``), but the overall score counts its variants at
    the failure penalty b, and ``counted_as_failure`` says so.
    """
    series = options.get("score_on") or DEFAULTS.score_on  # "kernel": not PassBench-comparable
    by_sample: dict[str, list[VariantResult]] = {}
    for r in results:
        by_sample.setdefault(r.sample, []).append(r)
    samples: list[SampleScore] = []
    overall_variants: list[VariantResult] = []
    for position, ident in enumerate(sample_order, start=1):
        if ident not in by_sample:
            continue
        sample = sample_score(ident, position, by_sample[ident], series)
        samples.append(sample)
        overall_variants += as_failures(by_sample[ident]) if sample.counted_as_failure else by_sample[ident]
    overall_es = es_curve(overall_variants, series=series)
    sample_scores = [FAILURE_PENALTY if s.counted_as_failure else s.score for s in samples]
    seen_machines = machines(results)
    notes = []
    if any(m.get("device") == "cpu" for m in seen_machines):
        notes.append(CPU_NOTE)
    if len(seen_machines) > 1:
        notes.append("mixed hardware: results come from more than one machine")
    if partial:
        notes.append("partial run: not every collected variant has a result")
    if series != DEFAULTS.score_on:
        notes.append(f"scored on {series} speedups (--passnet-score-on {series}): not comparable with PassBench's e2e scores")
    failed_samples = [s.path for s in samples if s.counted_as_failure]
    if failed_samples:
        notes.append(f"{len(failed_samples)} samples without a scored variant count as failures (b = "
                     f"{FAILURE_PENALTY}) in the overall score: {', '.join(failed_samples)}")
    notes += dropped_pass_notes(results)
    return RunReport(
        machine=seen_machines[0] if seen_machines else {},
        machines=seen_machines,
        options=options,
        notes=notes,
        variants=list(results),
        samples=samples,
        overall=OverallScore(
            variants=len(results),
            samples=len(samples),
            es=overall_es,
            score=aggregated_score(overall_es),
            mean_sample_score=sum(sample_scores) / len(sample_scores) if sample_scores else None,
            counted_as_failure=failed_samples,
        ),
    )


def dropped_pass_notes(results: list[VariantResult]) -> list[str]:
    """A note per pass file PassBench's limits dropped (the trusted side's line, ``pipeline.
    dropped_pass_flags``, in the flags of its sample's variants): which file and why, the first
    LISTED_DROPPED of them."""
    lines = list(dict.fromkeys(flag for r in results for flag in r.flags if flag.startswith(DROPPED_BY_LIMITS)))
    more = len(lines) - LISTED_DROPPED
    return lines[:LISTED_DROPPED] + ([f"{DROPPED_BY_LIMITS} {more} more pass files dropped; each variant's flags "
                                      "in report.json name them"] if more > 0 else [])
