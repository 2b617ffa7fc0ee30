"""The system prompt states the plugin's own numbers and rules: change one, and the prompt follows."""

import pytest

from agent.evaluator import WORK, cpu_reward_note
from agent.prompts import system_prompt
from pytest_passnet import guard, options, passes, score, tolerance, validator

# (module, constant, a changed value, text the prompt must then contain)
CHANGES = [
    (score, "FAILURE_PENALTY", 0.25, "fails everywhere scores 0.25"),
    (tolerance, "SCORED_LEVELS", tuple(range(-8, 3)), "t = -8..2"),
    (tolerance, "BASELINE_LEVEL", -4, "t = -4 is PyTorch's usual"),
    (options, "DEFAULT_COUNTS", {"cuda": (7, 70), "cpu": (1, 5)}, "7 warm-up + 70 timed calls"),
    (passes, "PATTERN_LIMIT", 12, "At most 12 passes"),
    (passes, "REPLACEMENT_FUNC_LIMIT", 2, "At most 2 distinct replacement"),
    (passes, "OUTPUT_LIST", "rules.json", "`pass_dir/rules.json`"),
    (validator, "BLOCKED_MODULES", ("torch.nn", "torch.fft"), "`torch.fft`"),
    (validator, "ALLOWED_ALLOCATORS", frozenset({"torch.empty", "torch.new_alloc"}), "`torch.new_alloc`"),
    (validator, "FORBIDDEN_IMPORTS", {**validator.FORBIDDEN_IMPORTS, "socket": "opens sockets"},
     "`socket` (opens sockets)"),
    (validator, "HIDING_CALLS", validator.HIDING_CALLS | {"breakpoint"}, "`breakpoint`"),
    (validator, "TAMPER_ATTRIBUTES", validator.TAMPER_ATTRIBUTES | {"clock_gettime"}, "`clock_gettime`"),
    (validator, "STREAM_ATTRIBUTES", validator.STREAM_ATTRIBUTES | {"MemPool"}, "`MemPool`"),
    (validator, "MUTATING_METHODS", validator.MUTATING_METHODS | {"sort"}, "`sort`"),
    (guard, "SPEEDUP_LIMIT", 25.0, "above 25x"),
]


@pytest.mark.parametrize("module, name, value, expected", CHANGES, ids=[c[1] for c in CHANGES])
def test_the_prompt_follows_each_constant_of_the_plugin(monkeypatch, module, name, value, expected):
    before = system_prompt()
    assert expected not in before
    monkeypatch.setattr(module, name, value)
    assert expected in system_prompt()


def test_the_prompt_names_the_current_rules():
    prompt = system_prompt()
    for module, reason in validator.FORBIDDEN_IMPORTS.items():
        assert f"`{module}` ({reason})" in prompt
    for allocator in validator.ALLOWED_ALLOCATORS:
        assert f"`{allocator}`" in prompt
    assert f"t = {tolerance.SCORED_LEVELS[0]}..{tolerance.SCORED_LEVELS[-1]}" in prompt
    assert "empty_like" in prompt and "stride" in prompt  # the poison tensor's allowed ops
    assert cpu_reward_note() not in prompt and cpu_reward_note() in system_prompt(WORK)


def test_the_cpu_prompt_states_the_work_reward_at_the_plugins_correctness_level(monkeypatch):
    assert "correct x share" in system_prompt(WORK) and "tolerance level t=-5" in system_prompt(WORK)
    monkeypatch.setattr(tolerance, "BASELINE_LEVEL", -4)
    assert "tolerance level t=-4" in system_prompt(WORK)
