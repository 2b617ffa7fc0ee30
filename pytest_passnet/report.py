"""Scores -> files: ``report.json`` for the run and ``aggregated_score.json`` per sample.

Works on result dicts only, so a report can be rebuilt from ``results.jsonl``
files of several shards (``passnet-report merge``).
"""

from __future__ import annotations

import json
from pathlib import Path

from pytest_passnet.result import PARITY_ABSENT
from pytest_passnet.score import aggregated_score, es_curve, gmean_speedup

SCHEMA_VERSION = 1
CPU_NOTE = "timed on CPU (Triton interpreter): speedups are not meaningful; statuses and correctness are"


def sample_record(ident: str, position: int, variants: list[dict]) -> dict:
    es = es_curve(variants)
    return {
        "path": ident,
        "id": position,
        "graph": Path(variants[0]["variant"] or ident).name,
        "variants": len(variants),
        "scored_variants": sum(1 for v in variants if v["parity_status"] != PARITY_ABSENT),
        "matched": sum(1 for v in variants if v.get("matched")),
        "correct": sum(1 for v in variants if v["status"] == "correct"),
        "gmean_speedup": gmean_speedup(variants),
        "es": es,
        "score": aggregated_score(es),
    }


def machines(results: list[dict]) -> list[dict]:
    unique = []
    for r in results:
        m = r.get("machine") or {}
        key = {k: m.get(k) for k in ("host", "gpu", "gpu_uuid", "driver", "torch", "triton", "device")}
        if m and key not in [{k: u.get(k) for k in key} for u in unique]:
            unique.append(m)
    return unique


def build_report(results: list[dict], sample_order: list[str], options: dict, partial: bool) -> dict:
    """The run report; samples keep their position in the run (1-based), as their JSON id."""
    by_sample: dict[str, list[dict]] = {}
    for r in results:
        by_sample.setdefault(r["sample"], []).append(r)
    samples = [
        sample_record(ident, position, by_sample[ident])
        for position, ident in enumerate(sample_order, start=1)
        if ident in by_sample
    ]
    overall_es = es_curve(results)
    scores = [s["score"] for s in samples if s["score"] is not None]
    seen_machines = machines(results)
    notes = []
    if any(m.get("device") == "cpu" for m in seen_machines):
        notes.append(CPU_NOTE)
    if len(seen_machines) > 1:
        notes.append("mixed hardware: results come from more than one machine")
    if partial:
        notes.append("partial run: not every collected variant has a result")
    return {
        "schema": SCHEMA_VERSION,
        "machine": seen_machines[0] if seen_machines else {},
        "machines": seen_machines,
        "options": options,
        "notes": notes,
        "variants": results,
        "samples": samples,
        "overall": {
            "variants": len(results),
            "samples": len(samples),
            "es": overall_es,
            "score": aggregated_score(overall_es),
            "mean_sample_score": sum(scores) / len(scores) if scores else None,
        },
    }


def write_report(report: dict, out: Path) -> Path:
    """``report.json`` plus ``samples/<sample path>/aggregated_score.json`` (PassBench's ``{"id", "score"}``)."""
    out.mkdir(parents=True, exist_ok=True)
    for sample in report["samples"]:
        if sample["score"] is None:
            continue  # PassBench writes no JSON when no variant was parsed
        target = out / "samples" / sample["path"].lstrip("/")
        target.mkdir(parents=True, exist_ok=True)
        (target / "aggregated_score.json").write_text(json.dumps({"id": sample["id"], "score": sample["score"]}, indent=4))
    path = out / "report.json"
    path.write_text(json.dumps(report, indent=1))
    return path
