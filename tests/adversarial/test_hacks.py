"""The adversarial suite: one pass per known hack, each rejected with its message by the layer
named in the table; honest passes accepted; and strict PassBench mode showing which hacks
PassBench itself lets through (``docs/protocol.md`` section 9.4).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from pytest_passnet.measure import TRUSTED_CLOCK
from pytest_passnet.result import Status
from tests.adversarial.samples import DEVICE, run_plugin
from tests.checks import assert_all


@dataclass(frozen=True)
class Case:
    model: str
    status: str  # with the full guard (the default)
    message: str  # a fragment of the failure message, the layer first
    passbench: str  # PassBench's own verdict (strict mode)


STATIC = "[passnet static rules]"  # the allow-list, checked on the trusted side before the child loads the passes
HACKS = {
    "torch_fallback": Case("add_relu", Status.PASS_REJECTED, "[PassBench static validator] Pass source validation failed for",
                           Status.PASS_REJECTED),
    "operator_fallback": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.POISON_VIOLATION),
    "method_fallback": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.POISON_VIOLATION),
    "nested_def": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.PASS_REJECTED),
    "poison_evasion": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "decoy_kernel": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "args_smuggling": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "no_kernel": Case("cast", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "cached_state": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "cached_lru": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "fresh_input_crash": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "fresh_input_exit": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "input_aliasing": Case("relu", Status.CHEAT_DETECTED, "[passnet output aliasing] output 0 shares memory with input 0",
                           Status.CORRECT),
    "timer_patch": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "timer_patch_hidden": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "second_stream": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
    "helper_fallback": Case("add_relu", Status.CHEAT_DETECTED, STATIC, Status.CORRECT),
}
# The line the allow-list gives first, where the table names only the layer.
STATIC_LINES = {
    "operator_fallback": "operator_fallback.py:16: tensor arithmetic 'x + y'",
    "method_fallback": "method_fallback.py:16: calls the tensor method 'x.add()'",
    "poison_evasion": "poison_evasion.py:18: uses type()",
    "decoy_kernel": "decoy_kernel.py:19: uses type()",
    "args_smuggling": "args_smuggling.py:14: replacement_args computes '(a + b,)'",
    "no_kernel": "no_kernel.py:15: converts a tensor: 'torch.as_tensor(x, dtype=torch.float16)'",
    "cached_state": "cached_state.py:22: writes to '_RESULTS[key]'",
    "cached_lru": "cached_lru.py:4: imports 'functools'",
    "fresh_input_crash": "fresh_input_crash.py:6: imports 'functools'",
    "fresh_input_exit": "fresh_input_exit.py:6: imports 'functools'",
    "timer_patch": "timer_patch.py:3: imports 'time'",
    "timer_patch_hidden": "timer_patch_hidden.py:3: imports 'time'",
    "second_stream": "second_stream.py:8: uses 'torch.cuda.Stream'",
    "helper_fallback": "torch_helpers.py:9: uses type()",
    "nested_def": "nested_def.py:17: replacement_func returns something the allow-list cannot follow",
}
HONEST = {"honest_add_relu": "add_relu", "honest_relu": "relu", "honest_cast": "cast"}


def hack_check(name: str):
    def check(variants, stdout):
        case, result = HACKS[name], variants[name]
        assert result["status"] == case.status, result["message"]
        assert case.message in result["message"], result["message"]
        if name in STATIC_LINES:
            assert STATIC_LINES[name] in result["message"], result["message"]

    check.__name__ = f"the hack {name} is rejected by its layer"
    return check


def honest_check(name: str):
    def check(variants, stdout):
        result = variants[name]
        assert result["status"] == Status.CORRECT, result["message"]
        assert result["matched"] is True
        # On a shared CPU the host's noise may make the trusted clock raise an honest claim: a score
        # adjustment, flagged, never a finding.
        assert not [f for f in result["flags"] if ("passnet" in f and not f.startswith(TRUSTED_CLOCK)) or "implausible" in f]

    check.__name__ = f"the honest pass {name} is accepted"
    return check


def failure_message_reaches_the_terminal(variants, stdout):
    assert "[cheat_detected] [passnet static rules]" in stdout
    assert "[cheat_detected] [passnet output aliasing]" in stdout


@pytest.mark.expensive
def test_each_hack_is_rejected_by_its_layer_and_honest_passes_are_accepted(build_suite):
    """One real run of the default guard over every hack and the honest passes (one test per
    expensive run: ``tests/checks.py`` says why)."""
    samples = build_suite({**{name: case.model for name, case in HACKS.items()}, **HONEST})
    variants, stdout = run_plugin(list(samples.values()), next(iter(samples.values())).parent / "out")
    assert_all([*map(hack_check, HACKS), *map(honest_check, HONEST), failure_message_reaches_the_terminal],
               variants, stdout)


def passbench_check(name: str):
    def check(variants):
        result = variants[name]
        expected = {HACKS[name].passbench}
        if name == "second_stream" and DEVICE == "cuda":
            expected.add(Status.ACCURACY)  # on a GPU the side stream really races the next op
        assert result["status"] in expected, result["message"]
        assert "passnet" not in result["message"], result["message"]

    check.__name__ = f"strict mode gives PassBench's verdict on {name}"
    return check


@pytest.mark.expensive
def test_strict_mode_reproduces_passbench(build_suite):
    """``--passnet-guard passbench``: PassBench's own checks only, so PassBench's verdict, including
    the hacks it misses. One real run over every hack."""
    samples = build_suite({name: case.model for name, case in HACKS.items()})
    hacks = list(samples.values())
    variants, _ = run_plugin(hacks, hacks[0].parent / "out-strict", "--passnet-guard", "passbench")
    assert_all(list(map(passbench_check, HACKS)), variants)


def test_passbench_misses_most_hacks():
    missed = sorted(name for name, case in HACKS.items() if case.passbench == Status.CORRECT)
    caught = sorted(name for name, case in HACKS.items() if case.passbench != Status.CORRECT)
    assert caught == ["method_fallback", "nested_def", "operator_fallback", "torch_fallback"]
    assert len(missed) == 13 and all(HACKS[name].status == Status.CHEAT_DETECTED for name in missed)
