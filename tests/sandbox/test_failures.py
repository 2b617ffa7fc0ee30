"""The status and message a compiled side's exception becomes (``sandbox.child.failures``): the
harness's own errors keep their explanation through Dynamo's wrapping, and what pass code raises
maps to the child's allow-list of statuses."""

from __future__ import annotations

import torch
from torch._dynamo.exc import BackendCompilerFailed
from torch.fx.subgraph_rewriter import replace_pattern_with_filters

from pytest_passnet.result import Status
from pytest_passnet.rewrite import PatternError
from pytest_passnet.sandbox.child.failures import compiled_failure


def _two_value_pattern_failure() -> BaseException:
    """What Dynamo hands the child when a pattern returns two values: fx's assertion, wrapped in the
    harness's PatternError (``rewrite.apply_rule``), wrapped in BackendCompilerFailed."""
    def graph(x):
        r = torch.relu(x)
        return r, r.t().contiguous()

    def pattern(r):
        return r, r.t().contiguous()

    def replacement(r):
        return r.t()

    try:
        try:
            replace_pattern_with_filters(torch.fx.symbolic_trace(graph), pattern, replacement)
        except AssertionError as exc:
            raise PatternError("pass_dir/Shared.py: the match could not be replaced") from exc
    except PatternError as exc:
        try:
            raise BackendCompilerFailed(replacement, exc, None) from exc
        except BackendCompilerFailed as wrapped:
            return wrapped
    raise AssertionError("fx replaced a two-value pattern by a one-value replacement")


def test_a_pattern_error_keeps_its_message_through_the_wrapping():
    status, message = compiled_failure(_two_value_pattern_failure(), "/samples/s")
    assert status is Status.COMPILE_ERROR
    assert message == "pass_dir/Shared.py: the match could not be replaced"


def test_what_pass_code_raises_is_a_kernel_error_that_names_it():
    class Forged(RuntimeError):
        passnet_status = "correct"  # not a status a child may cause

    status, message = compiled_failure(Forged("boom"), "/samples/s")
    assert status is Status.KERNEL_ERROR and message.endswith("Forged: boom")
