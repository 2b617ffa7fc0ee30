"""Round 60a: the allow-list and compute audit after 814049ef. See README.md.

KEYWORD_DEFAULT (FOOLED): Triton calls autotune's perf_model with every launch argument by keyword and
early_config_prune with the launch's keyword arguments; the allow-list types a hook's defaulted parameters by their
defaults ("Triton calls it with the launch's arguments alone"), so ``def _model(x_ptr=None, out_ptr=None, **kw)``
holds the input and output tensors typed as ``None``: torch arithmetic on them is accepted (PERF_MODEL_KEYWORD,
PRUNE_KEYWORD; the compute audit sees those, as hooks now run as wrapper code), and a sum computed in Python from
``float(x_ptr[i, j])`` reads, stored by a one-line kernel, is seen by neither layer (HOST_SUM). False rejections:
honest idioms 814049ef's new rules refuse (each accepted at 814049ef^). Held: the positional hooks, state routes,
every real pass."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round59b import premises59b
from tests.adversarial.redteam.round60a import premises60a


def _findings(files):
    found, passbench = premises60a.findings(files)
    assert not any(passbench.values()), passbench  # every pass here is one PassBench's validator accepts
    return found


# -- KEYWORD_DEFAULT ----------------------------------------------------------------------------------------------------


@pytest.mark.xfail(strict=True, reason="KEYWORD_DEFAULT: a hook Triton calls by keyword keeps its defaulted parameters "
                   "typed by the default (wrapper_rules.py:1595-1597), so torch arithmetic on the launch's tensors "
                   "in perf_model / early_config_prune / a host loop is accepted")
@pytest.mark.parametrize("escape", sorted(premises60a.ESCAPES))
def test_keyword_filled_hook_parameters_are_typed_as_tensors(escape):
    kernels, graph = premises60a.ESCAPES[escape]
    assert _findings(premises60a.kernel_files(kernels, graph)) != []


@pytest.mark.xfail(strict=True, reason="KEYWORD_DEFAULT through a helper module's perf_model")
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


@pytest.mark.xfail(strict=True, reason="HOST_SUM: float(x_ptr[i, j]) is aten.select + aten._local_scalar_dense, both "
                   "allowed by the compute audit (watch.py:84-89); PERF_MODEL_GRID: a grid function runs inside the "
                   "leaf launch, where the audit counts everything as Triton's (launches.py:111-113)")
@pytest.mark.parametrize("escape", ["HOST_SUM", "PERF_MODEL_GRID"])
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
@pytest.mark.xfail(strict=True, reason="HOST_SUM and PERF_MODEL_GRID: correct in the plugin as shipped (allow-list on, "
                   "audit on)")
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


@pytest.mark.parametrize("name", sorted(premises60a.FALSE_REJECTIONS))
def test_false_rejection_is_what_the_rule_says(name):
    """The premise: the new rule is what refuses it."""
    _, files, said = premises60a.FALSE_REJECTIONS[name]
    assert any(said in finding for finding in _findings(files))


@pytest.mark.xfail(strict=True, reason="false rejections: of 814049ef, Config '**options' / '*row', tl.tensor.numel "
                   "in a kernel, max(d, key=d.get); older, early_config_prune reading 'c.kwargs'")
@pytest.mark.parametrize("name", sorted(premises60a.FALSE_REJECTIONS))
def test_honest_idiom_is_accepted(name):
    _, files, _ = premises60a.FALSE_REJECTIONS[name]
    assert _findings(files) == []


@pytest.mark.parametrize("idiom", sorted(premises60a.HONEST_ACCEPTED))
def test_honest_form_near_the_new_rules_is_accepted(idiom):
    assert _findings(premises60a.HONEST_ACCEPTED[idiom]) == []
