"""Round 60a: the allow-list and compute audit after 814049ef. See README.md.

KEYWORD_DEFAULT (FOOLED): Triton calls autotune's perf_model with every launch argument by keyword and
early_config_prune with the launch's keyword arguments; the allow-list types a hook's defaulted parameters by their
defaults ("Triton calls it with the launch's arguments alone"), so ``def _model(x_ptr=None, out_ptr=None, **kw)``
holds the input and output tensors typed as ``None``: torch arithmetic on them is accepted (PERF_MODEL_KEYWORD,
PRUNE_KEYWORD; the compute audit sees those, as hooks now run as wrapper code), and a sum computed in Python from
``float(x_ptr[i, j])`` reads, stored by a one-line kernel, is seen by neither layer (HOST_SUM). False rejections:
honest idioms 814049ef's new rules refuse (each accepted at 814049ef^). Held: the positional hooks, state routes,
every real pass.

After the round (session 35): KEYWORD_DEFAULT is refused statically and PERF_MODEL_GRID seen by the audit, the false
rejections but MAX_KEY_GET accepted; the strict xfails are plain tests, but HOST_SUM in the audit (README)."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round59b import premises59b
from tests.adversarial.redteam.round60a import premises60a


def _findings(files):
    found, passbench = premises60a.findings(files)
    assert not any(passbench.values()), passbench  # every pass here is one PassBench's validator accepts
    return found


# -- KEYWORD_DEFAULT ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("escape", sorted(premises60a.ESCAPES))
def test_keyword_filled_hook_parameters_are_typed_as_tensors(escape):
    kernels, graph = premises60a.ESCAPES[escape]
    assert _findings(premises60a.kernel_files(kernels, graph)) != []


def test_keyword_filled_hook_parameters_in_a_helper_module_are_typed_as_tensors():
    assert _findings(premises60a.PERF_MODEL_HELPER_FILES) != []


@pytest.mark.parametrize("escape", sorted(premises60a.ESCAPES))
def test_the_escapes_work(escape):
    """The premise: each pass launches a kernel every call and its output is torch's."""
    kernels, graph = premises60a.ESCAPES[escape]
    said = premises60a.demo(kernels, graph)
    assert said["equal"] and all(said["launches"]), said


@pytest.mark.parametrize("escape", ["PERF_MODEL_KEYWORD", "PRUNE_KEYWORD"])
def test_the_compute_audit_sees_torch_in_keyword_hooks(escape):
    """Held by the second layer: perf_model and early_config_prune run as wrapper code while the audit watches."""
    kernels, graph = premises60a.ESCAPES[escape]
    assert "aten.add_.Tensor" in premises60a.demo(kernels, graph)["audited"]


@pytest.mark.parametrize("escape", [
    pytest.param("HOST_SUM", marks=pytest.mark.xfail(strict=True, reason=(
        "HOST_SUM in the audit (the static check refuses it since session 35): float(x_ptr[i, j]) is aten.select + "
        "aten._local_scalar_dense, both allowed by the compute audit (watch.py:84-89); counting the latter breaks "
        "rounds 18c/19c's premises (README, After the round)"))),
    "PERF_MODEL_GRID"])
def test_the_compute_audit_sees_the_compute(escape):
    kernels, graph = premises60a.ESCAPES[escape]
    assert premises60a.demo(kernels, graph)["audited"] != []


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_honest_twins_are_correct(plugin_run60a):
    variants = plugin_run60a["variants"]
    for name in ("r60a_sum_honest", "r60a_relu_honest"):
        assert variants[name]["status"] == "correct", variants[name]


@pytest.mark.redteam
@pytest.mark.slow
@pytest.mark.parametrize("name", ["r60a_host_sum", "r60a_perf_model_grid"])
def test_plugin_escape_is_not_correct(plugin_run60a, name):
    assert plugin_run60a["variants"][name]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_plugin_perf_model_torch_is_caught_by_the_audit(plugin_run60a):
    variant = plugin_run60a["variants"]["r60a_perf_model"]
    assert variant["status"] != "correct", variant


# -- held ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(premises60a.HELD))
def test_held_form_is_refused(form):
    assert _findings(premises60a.HELD[form]) != []


@pytest.mark.parametrize("sample", premises59b.real_pass_dirs(), ids=lambda p: p.name[:16])
def test_every_real_pass_is_accepted(sample):
    from pytest_passnet.guard import sample_static_findings

    assert sample_static_findings(sample) == []


@pytest.mark.parametrize("idiom", sorted(premises59b.HONEST_ACCEPTED))
def test_round59b_honest_idiom_is_still_accepted(idiom):
    assert _findings(premises59b.HONEST_ACCEPTED[idiom]) == []


def test_honest_sum_twin_is_accepted_and_unaudited():
    from tests.adversarial.redteam.round60a import plugin60a

    assert _findings(premises60a.kernel_files(plugin60a.HONEST_SUM, "sum")) == []
    said = premises60a.demo(plugin60a.HONEST_SUM, "sum")
    assert said["equal"] and said["audited"] == [] and said["launches"] == [1, 1, 1], said


def test_honest_hooks_are_accepted_and_not_convicted():
    """No false conviction from hooks_as_wrapper: heuristics reading strides, a Config pre_hook, early_config_prune and
    perf_model, run as wrapper code under the audit, record no torch op."""
    assert _findings(premises60a.kernel_files(premises60a.HONEST_HOOKS_KERNELS)) == []
    said = premises60a.demo(premises60a.HONEST_HOOKS_KERNELS)
    assert said["equal"] and said["audited"] == [] and said["launches"] == [1, 1, 1], said


# -- false rejections (814049ef's new rules, accepted at 814049ef^; PRUNE_CONFIG_KWARGS older) -----------------------


KNOWN_GAPS = {"MAX_KEY_GET"}  # session 35: kept refused (README, "After the round")


@pytest.mark.parametrize("name", sorted(KNOWN_GAPS))
def test_false_rejection_is_what_the_rule_says(name):
    """A known gap: the rule is what refuses it."""
    _, files, said = premises60a.FALSE_REJECTIONS[name]
    assert any(said in finding for finding in _findings(files))


@pytest.mark.parametrize("name", sorted(set(premises60a.FALSE_REJECTIONS) - KNOWN_GAPS))
def test_honest_idiom_is_accepted(name):
    """Fixed in session 35: Config '**options' / '*row', tl.tensor.numel in a kernel, early_config_prune reading
    'c.kwargs'."""
    _, files, _ = premises60a.FALSE_REJECTIONS[name]
    assert _findings(files) == []


@pytest.mark.parametrize("idiom", sorted(premises60a.HONEST_ACCEPTED))
def test_honest_form_near_the_new_rules_is_accepted(idiom):
    assert _findings(premises60a.HONEST_ACCEPTED[idiom]) == []
