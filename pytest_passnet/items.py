"""Collection nodes: one collector per sample, one test item per graph variant.

Node ids are ``<sample path>::<variant path relative to the sample>``, derived
from paths only, so ``--lf``, ``-k`` and sharding stay stable across runs.
"""

from __future__ import annotations

import pytest

from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sample import Sample, Variant

BARE_GRAPH_ITEM = "graph"
SAMPLE_PROBLEM_ITEM = "sample"


class VariantProblem(Exception):
    """A variant or sample that cannot run as it is on disk (an errored item)."""


class VariantFailed(AssertionError):
    """The variant ran but is not correct; carries the result for the failure report."""

    def __init__(self, result: VariantResult):
        super().__init__(result.message)
        self.result = result


def item_name(variant: Variant) -> str:
    return BARE_GRAPH_ITEM if variant.listed_as == "." else variant.listed_as


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

    def collect(self) -> list[pytest.Item]:
        if self.sample.problem:
            return [VariantItem.from_parent(self, name=SAMPLE_PROBLEM_ITEM, variant=None)]
        return [VariantItem.from_parent(self, name=item_name(v), variant=v) for v in self.sample.variants]


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


def failure_text(result: VariantResult) -> str:
    lines = [f"[{result.status}] {result.message}"]
    lines += result.diagnostics
    lines += [f"note: {flag}" for flag in result.flags]
    return "\n".join(lines)
