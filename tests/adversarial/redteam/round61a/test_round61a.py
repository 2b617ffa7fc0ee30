"""Round 61a: the allow-list and the compute audit after 814049ef and fa90941a. See README.md.

Held: every attack through Triton's other callbacks (heuristic returns into constexprs, pruned/updated Configs, Config
tables and module dicts holding hooks or mutated in a loop, JITFunction pre-run hooks, knobs, do_bench, containers of
tensors as kernel arguments, host value reads through str.format / f-strings / math.*) is refused by the static check.
CONSTEXPR_TENSOR_AUDIT (strict xfail, low): behind one of them, the compute audit is blind to torch work done by a
kernel's Python on a host tensor in a constexpr (the CPU interpreter runs it inside InterpretedFunction.run).
False rejections (strict xfails, low): Config tables of keyword dicts, of list rows, read in a for loop; old
triton.ops.matmul's init_to_zero pre_hook; the matmul tutorial's is_cuda()."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round61a import premises61a as p


@pytest.mark.parametrize("attack", sorted(p.ATTACKS))
def test_the_attack_is_refused(attack):
    assert p.static(p.ATTACKS[attack]) != []


@pytest.mark.parametrize("form", sorted(p.ACCEPTED_HARMLESS))
def test_harmless_triton_slots_are_accepted(form):
    assert p.static(p.ACCEPTED_HARMLESS[form]) == []


@pytest.mark.parametrize("form", sorted(p.HONEST_ACCEPTED))
def test_honest_config_forms_are_accepted(form):
    assert p.static(p.HONEST_ACCEPTED[form]) == []


def test_constexpr_tensor_premise():
    """The premise behind CONSTEXPR_TENSOR_AUDIT: a heuristic hands (x, out) to the constexpr X and the kernel's Python
    computes relu with torch on them (Z = X[1]; Z += ...): one launch a call, output equal to torch.relu; the static
    check refuses the heuristic ("may return a tensor")."""
    said = p.demo(p.CONSTEXPR_TENSOR_KERNELS)
    assert said["equal"] and all(n == 1 for n in said["launches"]), said
    assert any("may return a tensor" in f for f in p.static(p.relu_files(p.CONSTEXPR_TENSOR_KERNELS)))


@pytest.mark.xfail(strict=True, reason=(
    "CONSTEXPR_TENSOR_AUDIT (low, defence in depth; the static check refuses every route found): in the CPU "
    "interpreter a constexpr reaches the kernel's Python as it is (interpreter.py:1500) and the whole kernel body "
    "runs inside InterpretedFunction.run, where launches.inside_triton() is true: watch.ComputeAudit records "
    "nothing (watch.py:121)"))
def test_the_compute_audit_sees_torch_on_a_constexpr_tensor():
    assert p.demo(p.CONSTEXPR_TENSOR_KERNELS)["audited"] != []


@pytest.mark.parametrize("form", ["module_dict_lambda_pre_hook", "table_row_lambda_pre_hook"])
def test_the_compute_audit_sees_hooks_in_new_config_forms(form):
    """Second layer for the new forms: a pre_hook given through **_OPTS or *row is a Config's pre_hook, swapped by
    launches._hooks_outside: the audit records its torch ops."""
    assert "aten.add_.Tensor" in p.demo(p.kernels(p.ATTACKS[form]))["audited"]


# fixed in session 35 (wrapper_rules: any '*'/'**' of plain data to triton.Config, refusing the ir_override the checks
# can see; heuristic entries '<pass module>.<name>'): now plain tests that the idiom is accepted
FIXED = ("CONFIG_KEYWORD_TABLE", "CONFIG_LIST_ROWS", "CONFIG_ROWS_IN_A_LOOP", "CONFIG_OPTIONS_FROM_HELPER",
         "CONFIG_LAYERED_OPTIONS", "HEURISTIC_MODULE_ATTRIBUTE", "CONFIG_TABLE_FROM_HELPER")


@pytest.mark.parametrize("name", sorted(set(p.FALSE_REJECTIONS) - set(FIXED)))
def test_the_false_rejection_premise(name):
    """What the allow-list says about the honest form (and PassBench accepts it: ``p.static`` asserts that)."""
    files, said = p.FALSE_REJECTIONS[name]
    assert any(said in f for f in p.static(files))


@pytest.mark.parametrize("name", p.RUNNABLE_FALSE_REJECTIONS)
def test_the_falsely_rejected_passes_are_honest(name):
    said = p.demo(p.kernels(p.FALSE_REJECTIONS[name][0]))
    assert said["equal"] and said["audited"] == [] and all(said["launches"]), said


@pytest.mark.parametrize("name", [n if n in FIXED else pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=(
    f"{n} (FALSE_REJECTION, low): an honest idiom PassBench accepts, refused by the allow-list (README)")))
    for n in sorted(p.FALSE_REJECTIONS)])
def test_honest_idiom_is_accepted(name):
    assert p.static(p.FALSE_REJECTIONS[name][0]) == []
