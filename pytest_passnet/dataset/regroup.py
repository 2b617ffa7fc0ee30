"""What the grouping, dedup and eval rules make of a dataset already on disk (``passnet-dataset rules``).

Reads the shipped samples of ``passnet_subgraphs`` (train and GPU eval lists), rebuilds each
variant's op sequence from its ``model.py`` (a family's float32 variant where there is one: the
dtype variants add casts), applies ``grouping.py`` and ``eval_choice.py`` as a build would,
and counts what changes. Nothing is written.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from pytest_passnet.dataset.eval_choice import select_for_coverage, weak_target
from pytest_passnet.dataset.grouping import candidate, drop_identical, group_by_op_sequence, pick
from pytest_passnet.dataset.layout import DATASET, MAX_VARIANTS_PER_SAMPLE, variant_uid
from pytest_passnet.dataset.stats import ops_in
from pytest_passnet.sample import read_graph_list

LOW_PRECISION = ("float16", "bfloat16")


def _samples(root: Path, category: str) -> dict[str, list[str]]:
    """Sample dir -> its variant paths, over the train and GPU eval lists."""
    lists = [root / "sample_lists/train" / f"passnet_{category}_train_samples.txt",
             root / "sample_lists/eval" / f"gpu_passnet_{category}_eval_samples.txt"]
    found = {}
    for listed in lists:
        if listed.exists():
            for line in listed.read_text().split():
                found[line] = read_graph_list(root / line)
    return found


def _parts(path: str) -> tuple[str, int | None, str]:
    """(dtype, bucket, family) of ``graphs/<dataset>/<cat>_subgraphs/<dtype>/[<bucket>/]samples/...``."""
    levels = path.split("/")
    dtype = levels[3]
    bucket = int(levels[4]) if levels[4].isdigit() else None
    rest = levels[5:] if bucket is not None else levels[4:]
    return dtype, bucket, "/".join(rest)


def _has_float_input(c) -> bool:
    return any("float" in d for d in c.dtypes)


def _lacks_low_precision(members) -> bool:
    return any(_has_float_input(c) for c in members) and not set(LOW_PRECISION) <= {c.dtype for c in members}


def rules_report(root: Path, eval_count: int = 30) -> str:
    lines = [f"# What the dataset rules make of {root / 'samples' / DATASET}", ""]
    for category in ("sole_op", "fusible", "typical"):
        samples = _samples(root, category)
        if not samples:
            continue
        paths = sorted({p for members in samples.values() for p in members})
        families: dict[str, list[str]] = {}
        for p in paths:
            families.setdefault(_parts(p)[2], []).append(p)
        family_ops = {}
        for family, members in families.items():
            source = next((p for p in members if _parts(p)[0] == "float32"), members[0])
            family_ops[family] = tuple(ops_in((root / source / "model.py").read_text()))
        found = {p: candidate(root, p, variant_uid(p), *_parts(p)[:2], family_ops[_parts(p)[2]]) for p in paths}
        same_sample_twins = sum(len(v) - len({found[p].content for p in v}) for v in samples.values())
        old_lacking = sum(_lacks_low_precision([found[p] for p in v]) for v in samples.values())
        old_sequences = Counter(tuple(ops_in((root / v[0] / "model.py").read_text())) for v in samples.values() if v)
        kept, dropped = drop_identical(list(found.values()))
        groups = {ops: pick(members, MAX_VARIANTS_PER_SAMPLE) for ops, members in group_by_op_sequence(kept).items()}
        new_lacking = sum(_lacks_low_precision(m) for m in groups.values())
        mix = Counter(c.dtype for m in groups.values() for c in m)
        lines += [f"## {category}", "",
                  f"- before: {len(samples)} samples, {len(paths)} variants; {same_sample_twins} variants byte-identical "
                  f"to another of their sample; {old_lacking} samples with float inputs lack a float16 or bfloat16 variant",
                  f"- byte-identical variants dropped (model.py and weight_meta.py): {len(dropped)} of {len(paths)}",
                  f"- after: {len(groups)} samples (one per op sequence), "
                  f"{sum(len(m) for m in groups.values())} variants kept "
                  f"({', '.join(f'{d} {n}' for d, n in sorted(mix.items()))}); "
                  f"{new_lacking} samples with float inputs lack a float16 or bfloat16 variant"]
        if category in ("fusible", "typical"):
            ordered = sorted(groups.items())
            reasons = {ops: weak_target(ops, [list(zip(c.shapes, c.dtypes)) for c in m]) for ops, m in ordered}
            weak = Counter(r.split(" (")[0] for r in reasons.values() if r)
            eligible = [ops for ops, _ in ordered if reasons[ops] is None]
            chosen = [eligible[i] for i in select_for_coverage(eligible, eval_count)]
            eval_list = root / "sample_lists/eval" / f"gpu_passnet_{category}_eval_samples.txt"
            old_eval = [tuple(ops_in((root / read_graph_list(root / s)[0] / "model.py").read_text()))
                        for s in eval_list.read_text().split()] if eval_list.exists() else []
            lines += [f"- distinct op sequences before: {len(old_sequences)} over {len(samples)} samples; "
                      f"old eval list: {len(set(old_eval))} distinct of {len(old_eval)}",
                      f"- kept out of the eval list (weak targets): {sum(weak.values())} "
                      f"({', '.join(f'{r}: {n}' for r, n in sorted(weak.items())) or 'none'})",
                      f"- new eval list: {len(chosen)} samples, {len(set(chosen))} distinct op sequences, "
                      f"{sum(len(groups[o]) for o in chosen)} variants"]
        lines.append("")
    return "\n".join(lines)
