"""The adversarial suite: one pass per known hack, each rejected with its message by the layer
named in the table; honest passes accepted; and strict PassBench mode showing which hacks
PassBench itself lets through (``docs/protocol.md`` section 9.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from pytest_passnet.result import Status
from tests.adversarial.samples import DEVICE, run_plugin


@dataclass(frozen=True)
class Case:
    model: str
    status: str  # with the full guard (the default)
    message: str  # a fragment of the failure message, the layer first
    passbench: str  # PassBench's own verdict (strict mode)


HACKS = {
    "torch_fallback": Case("add_relu", Status.PASS_REJECTED, "[PassBench static validator] Pass source validation failed for",
                           Status.PASS_REJECTED),
    "operator_fallback": Case("add_relu", Status.POISON_VIOLATION, "[PassBench poison tensor, warm-up]", Status.POISON_VIOLATION),
    "method_fallback": Case("add_relu", Status.POISON_VIOLATION, "Unauthorized Operator (aten.add.Tensor) Detected",
                            Status.POISON_VIOLATION),
    "nested_def": Case("add_relu", Status.PASS_REJECTED, "The following pass rules have unstable replacement_func()",
                       Status.PASS_REJECTED),
    "poison_evasion": Case("add_relu", Status.CHEAT_DETECTED, "[passnet kernel-launch proof]", Status.CORRECT),
    "decoy_kernel": Case("add_relu", Status.CHEAT_DETECTED, "[passnet compute audit] the replacement computes with torch",
                         Status.CORRECT),
    "args_smuggling": Case("add_relu", Status.CHEAT_DETECTED, "[passnet static rules]", Status.CORRECT),
    "no_kernel": Case("cast", Status.CHEAT_DETECTED, "[passnet kernel-launch proof]", Status.CORRECT),
    "cached_state": Case("add_relu", Status.CHEAT_DETECTED, "[passnet static rules]", Status.CORRECT),
    "cached_lru": Case("add_relu", Status.CHEAT_DETECTED, "[passnet fresh-input re-check] on fresh inputs", Status.CORRECT),
    "fresh_input_crash": Case("add_relu", Status.CHEAT_DETECTED,
                              "[passnet fresh-input re-check] the run on fresh inputs (seed 4321) failed", Status.CORRECT),
    "fresh_input_exit": Case("add_relu", Status.CHEAT_DETECTED,
                             "[passnet fresh-input re-check] the run on fresh inputs (seed 4321) failed", Status.CORRECT),
    "input_aliasing": Case("relu", Status.CHEAT_DETECTED, "[passnet output aliasing] output 0 shares memory with input 0",
                           Status.CORRECT),
    "timer_patch": Case("add_relu", Status.CHEAT_DETECTED, "assigns to 'time.time'", Status.CORRECT),
    "timer_patch_hidden": Case("add_relu", Status.CHEAT_DETECTED, "[passnet harness integrity] time.time was replaced",
                               Status.CORRECT),
    "second_stream": Case("add_relu", Status.CHEAT_DETECTED, "uses 'torch.cuda.Stream'", Status.CORRECT),
    "helper_fallback": Case("add_relu", Status.CHEAT_DETECTED, "(helper module, which PassBench does not check)", Status.CORRECT),
}
# The exact lines our static rules give, where the table's fragment names only the layer.
STATIC_LINES = {
    "args_smuggling": "args_smuggling.py: Line 14: replacement_args computes '(a + b,)'",
    "cached_state": "cached_state.py: Line 22: add_relu() writes to '_RESULTS[key]' on module-level state",
    "timer_patch": "timer_patch.py: Line 16: assigns to 'time.time'",
    "helper_fallback": "torch_helpers.py (helper module, which PassBench does not check): Line 11: blocked call "
                       "'torch.relu' (resolves to 'torch.relu')",
}
HONEST = {"honest_add_relu": "add_relu", "honest_relu": "relu", "honest_cast": "cast"}


@pytest.fixture(scope="module")
def samples(build_suite) -> dict[str, Path]:
    return build_suite({**{name: case.model for name, case in HACKS.items()}, **HONEST})


@pytest.fixture(scope="module")
def full_run(samples) -> tuple[dict[str, dict], str]:
    root = next(iter(samples.values())).parent
    return run_plugin(list(samples.values()), root / "out")


@pytest.mark.parametrize("name", HACKS)
def test_hack_is_rejected_by_its_layer(full_run, name):
    variants, _ = full_run
    case, result = HACKS[name], variants[name]
    assert result["status"] == case.status, result["message"]
    assert case.message in result["message"]
    if name in STATIC_LINES:
        assert STATIC_LINES[name] in result["message"]


@pytest.mark.parametrize("name", HONEST)
def test_honest_pass_is_accepted(full_run, name):
    result = full_run[0][name]
    assert result["status"] == Status.CORRECT, result["message"]
    assert result["matched"] is True
    assert not [f for f in result["flags"] if "passnet" in f or "implausible" in f]


def test_failure_message_reaches_the_terminal(full_run):
    _, stdout = full_run
    assert "[cheat_detected] [passnet kernel-launch proof]" in stdout
    assert "[poison_violation] [PassBench poison tensor, warm-up]" in stdout


@pytest.fixture(scope="module")
def strict_run(samples) -> dict[str, dict]:
    hacks = [path for name, path in samples.items() if name in HACKS]
    return run_plugin(hacks, hacks[0].parent / "out-strict", "--passnet-guard", "passbench")[0]


@pytest.mark.parametrize("name", HACKS)
def test_strict_mode_reproduces_passbench(strict_run, name):
    """``--passnet-guard passbench``: PassBench's own checks only, so PassBench's verdict, including
    the hacks it misses."""
    result = strict_run[name]
    expected = {HACKS[name].passbench}
    if name == "second_stream" and DEVICE == "cuda":
        expected.add(Status.ACCURACY)  # on a GPU the side stream really races the next op
    assert result["status"] in expected, result["message"]
    assert "passnet" not in result["message"]


def test_passbench_misses_most_hacks():
    missed = sorted(name for name, case in HACKS.items() if case.passbench == Status.CORRECT)
    caught = sorted(name for name, case in HACKS.items() if case.passbench != Status.CORRECT)
    assert caught == ["method_fallback", "nested_def", "operator_fallback", "torch_fallback"]
    assert len(missed) == 13 and all(HACKS[name].status == Status.CHEAT_DETECTED for name in missed)
