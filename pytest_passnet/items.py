"""Collection nodes: one collector per sample, one test item per graph variant, and what their
failures and JUnit properties show.

Node ids are ``<short sample path>::<dtype>/<bucket>/<graph dir name>``, e.g.
``fusible_subgraphs/bdd12e148af6::float16/1/bert-base-uncased_start3_end8_0``
(``sample.short_sample_path``). Where two samples of a run would get the same short path, both
keep their full path; where two variants of a sample would get the same short name, both keep
their ``graph_list.txt`` line. Derived from paths only, so ``--lf`` and sharding stay stable across
runs; ``-k`` also matches the full sample path (an extra keyword of the sample's node).
"""

from __future__ import annotations

from collections import Counter
from pathlib import PurePosixPath

import pytest

from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sample import Sample, Variant, short_sample_path
from pytest_passnet.texts import QUOTED, one_line

BARE_GRAPH_ITEM = "graph"
SAMPLE_PROBLEM_ITEM = "sample"


class VariantProblem(Exception):
    """A variant or sample that cannot run as it is on disk (an errored item)."""


class VariantFailed(AssertionError):
    """The variant ran but is not correct; carries the result for the failure report."""

    def __init__(self, result: VariantResult):
        super().__init__(result.message)
        self.result = result


def _short_name(variant: Variant) -> str:
    if variant.listed_as == ".":
        return BARE_GRAPH_ITEM
    return "/".join(part for part in (variant.dtype, variant.bucket, PurePosixPath(variant.listed_as).name) if part)


def item_names(sample: Sample) -> list[str]:
    """Each variant's item name, in order: the short name where it is unique in the sample, else
    the graph_list.txt line (the dataset's layout puts the dtype and bucket in the path)."""
    short = [_short_name(v) for v in sample.variants]
    counts = Counter(short)
    return [name if counts[name] == 1 else v.listed_as for name, v in zip(short, sample.variants)]


def item_name(variant: Variant) -> str:
    return item_names(variant.sample)[variant.sample.variants.index(variant)]


def sample_names(samples: list[Sample]) -> dict[str, str]:
    """Each sample's node name (the half of its items' ids before ``::``), by sample ident: its
    short path where no other sample of the run has the same one, else its full ident."""
    short = {sample.ident: short_sample_path(sample.ident) for sample in samples}
    counts = Counter(short.values())
    return {ident: name if counts[name] == 1 else ident for ident, name in short.items()}


def new_result(nodeid: str, sample: Sample, variant: Variant | None) -> VariantResult:
    return VariantResult(
        nodeid=nodeid,
        sample=sample.ident,
        variant=variant.listed_as if variant else "",
        dtype=variant.dtype if variant else None,
        bucket=variant.bucket if variant else None,
        category=(variant.category if variant else None) or sample.category,
    )


class SampleNode(pytest.Collector):
    def __init__(self, *, sample: Sample, **kwargs):
        super().__init__(**kwargs)
        self.sample = sample
        self.extra_keyword_matches.add(sample.ident)  # -k matches the full path as well as the short name

    def collect(self) -> list[pytest.Item]:
        if self.sample.problem:
            return [VariantItem.from_parent(self, name=SAMPLE_PROBLEM_ITEM, variant=None)]
        names = item_names(self.sample)
        return [VariantItem.from_parent(self, name=name, variant=v) for name, v in zip(names, self.sample.variants)]


class VariantItem(pytest.Item):
    def __init__(self, *, variant: Variant | None, **kwargs):
        super().__init__(**kwargs)
        self.variant = variant
        self.sample: Sample = self.parent.sample
        self.passnet_result: VariantResult | None = None
        self.upcoming: list[pytest.Item] = []  # the items this process runs next (pytest_runtest_protocol)
        self.add_marker("passnet")
        if variant and variant.dtype:
            self.add_marker(variant.dtype)
        category = variant.category if variant else self.sample.category
        if category:
            self.add_marker(category)

    @property
    def key(self) -> tuple[str, str]:
        """(sample ident, graph_list line): how results are kept, whatever form node ids take."""
        return self.sample.ident, self.variant.listed_as if self.variant else ""

    def new_result(self) -> VariantResult:
        return new_result(self.nodeid, self.sample, self.variant)

    def setup(self) -> None:
        problem = self.sample.problem or (self.variant.problem if self.variant else None)
        if problem:
            missing = self.variant is not None and self.variant.files_missing
            self.passnet_result = self.new_result().fail(Status.MISSING_FILE if missing else Status.SAMPLE_ERROR, problem)
            raise VariantProblem(problem)

    def runtest(self) -> None:
        result = self.config.passnet_session.run(self, self.upcoming)
        self.passnet_result = result
        if not result.passed:
            raise VariantFailed(result)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, VariantFailed):
            return failure_text(excinfo.value.result)
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        path = self.variant.path if self.variant else self.sample.path
        return path, None, self.nodeid


def failure_text(result: VariantResult, diagnostics: list[str] | None = None) -> str:
    """What pytest prints for a failed variant. Its message may quote a child's traceback, lines
    and all: those go on behind a gutter (``texts.QUOTED``), and so do the diagnostics (the child's
    harness writes them), so that no text of the pass's starts a line of the run's output (red team
    round 54a: a diagnostic forged the run's first ``overall:`` line); flags follow ``note:``."""
    message = f"\n{QUOTED}".join(one_line(line) for line in result.message.split("\n"))
    lines = [f"[{result.status}] {message}"]
    lines += [QUOTED + one_line(line) for line in (result.diagnostics if diagnostics is None else diagnostics)]
    lines += [f"note: {one_line(flag)}" for flag in result.flags]
    return "\n".join(lines)


FOLDED_MIN_LINES = 3  # shorter diagnostics are printed with every variant


def folded_failure_texts(results: list[VariantResult]) -> dict[str, str]:
    """Per nodeid, the failure text of variants whose diagnostic block another failed variant
    repeats (every dtype and bucket of a sample whose pattern does not match): printed in full with
    the first of them, which says for how many, and as a pointer to it with the others."""
    alike: dict[tuple[str, ...], list[VariantResult]] = {}
    for result in results:
        if not result.passed and len(result.diagnostics) >= FOLDED_MIN_LINES:
            alike.setdefault(tuple(result.diagnostics), []).append(result)
    texts = {}
    for first, *others in (group for group in alike.values() if len(group) > 1):
        texts[first.nodeid] = failure_text(first, [*first.diagnostics, f"(the same diagnostic for {len(others) + 1} "
                                                                        "variants, printed here only)"])
        for result in others:
            name = first.nodeid.rpartition("::")[2] if first.sample == result.sample else first.nodeid
            texts[result.nodeid] = failure_text(result, [f"(the diagnostic of {name}, printed above)"])
    return texts


def fold_repeated_diagnostics(config: pytest.Config, results: list[VariantResult]) -> None:
    """A diagnostic block many variants share is printed once in the terminal's failures (JUnit XML,
    written from each report as it came, keeps every copy)."""
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    texts = folded_failure_texts(results)
    for report in reporter.stats.get("failed", []) if reporter else []:
        if report.when == "call" and report.nodeid in texts:
            report.longrepr = texts[report.nodeid]


def junit_properties(result: VariantResult) -> list[tuple[str, object]]:
    return [
        ("passnet_status", result.status.value),
        ("passnet_parity_status", result.parity_status.value),
        ("passnet_speedup_e2e", result.speedup.get("e2e")),
        ("passnet_speedup_gpu", result.speedup.get("gpu")),
        ("passnet_max_diff", result.correctness.get("max_diff")),
        ("passnet_sandbox", result.sandbox),
    ]
