"""Round 68a: the allow-list's rules of session 37 at 49ad0c32 (immutable, plain_values, sizes, _kept_iterators,
may_hold_state at launches). See README.md.

Fixed in session 37 (plain tests) but for the strict xfails marked per form: OUTS_SLICE (a slice of a plain list of tensors is typed "not open" and reaches the kernel's
Python as a list: relu computed by torch in the kernel body), ITER_FACTORY (a module iterator made by the pass's own
function at import). Strict xfails (FALSE_REJECTION): CONSTEXPR_FALSE_REJECTIONS (11 honest block-size idioms refused
by may_hold_state). Plain tests: the held forms, the premises."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round68a import premises68a as p


def _findings(kernels: str) -> list[str]:
    return p.static(p.relu_files(kernels))["findings"]


def _state(form) -> list[str]:
    return _findings(p.state_module(*form))


# -- OUTS_SLICE -------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", sorted(p.OUTS_SLICE_FORMS))
def test_a_slice_of_a_list_of_tensors_given_to_a_kernel_is_refused(form):
    assert _findings(p.OUTS_SLICE_FORMS[form])


@pytest.mark.parametrize("form", sorted(p.OUTS_SLICE_CONTROLS))
def test_the_list_itself_a_display_or_a_copy_given_to_a_kernel_is_refused(form):
    assert _findings(p.OUTS_SLICE_CONTROLS[form])


def test_premise_the_kernel_body_computes_relu_with_torch_and_the_audit_sees_nothing():
    said = p.outs_slice_run(calls=1)
    assert said["launches"] == [1] and said["audited"] == [] and said["equal"]


def test_premise_the_marked_twin_returns_the_kernel_bodys_result():
    said = p.outs_slice_run(marked=True, calls=1)
    assert said["launches"] == [1] and said["audited"] == [] and not said["equal"]


# -- ITER_FACTORY -----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", sorted(p.ITER_FACTORY_FORMS))
def test_an_iterator_made_at_import_by_a_pass_function_is_refused(form):
    assert _state(p.ITER_FACTORY_FORMS[form])


@pytest.mark.parametrize(
    "kernels", ["ITER_FACTORY", "ITER_FACTORY_HEURISTIC", "ITER_FACTORY_KERNEL"]
)
def test_the_factory_counter_passes_are_refused(kernels):
    assert _findings(getattr(p, kernels))


def test_round_67a_spelling_of_the_counter_is_refused():
    assert _findings(p.ITER_FACTORY_CONTROL)


@pytest.mark.parametrize(
    "kernels", ["ITER_FACTORY", "ITER_FACTORY_HEURISTIC", "ITER_FACTORY_KERNEL"]
)
def test_premise_the_factory_iterator_counts_calls_and_the_pass_is_honest(kernels):
    said = p.iter_factory_run(kernels, 2)
    assert said["launches"] == [1, 1] and said["audited"] == [] and said["equal"]
    assert said["next_index_after_each_call"] == [1, 3]


# -- KERNEL_STATE_ROUTES ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", [
    pytest.param(f, marks=pytest.mark.xfail(strict=True, reason="KERNEL_STATE_ROUTES: kernel_alias asks of module "
                 "state only since session 37 (a constexpr's alias and a jit helper's parameter: open)"))
    if f not in ("kernel_reads_module_global",) else f for f in sorted(p.KERNEL_STATE_ROUTES)])
def test_a_module_list_reaching_a_constexpr_by_another_route_is_refused(form):
    assert _findings(p.KERNEL_STATE_ROUTES[form])


@pytest.mark.xfail(strict=True, reason="a constexpr's object grown in kernel code (CPU interpreter): open since session 37 dropped constexprs from kernel_alias (round 69a's false rejections); docs/trust.md §7")
def test_the_kernel_state_counter_is_refused():
    assert _findings(p.KERNEL_STATE_COUNTER)


@pytest.mark.parametrize("form", [pytest.param(f, marks=pytest.mark.xfail(strict=True, reason="a constexpr's object grown in kernel code (CPU interpreter): open since session 37 dropped constexprs from kernel_alias (round 69a's false rejections); docs/trust.md §7")) if f in ['dict_spread', 'launch_argument', 'star_tuple'] else f for f in sorted(p.KERNEL_STATE_CONTROLS)])
def test_a_module_list_given_by_the_launch_is_refused(form):
    assert _findings(p.KERNEL_STATE_CONTROLS[form])


@pytest.mark.parametrize(
    "form",
    ["heuristic_lambda", "kernel_parameter_default", "kernel_reads_module_global"],
)
def test_premise_kernel_code_doubles_the_module_list_each_call(form):
    assert p.kernel_state_run(form, 3) == {"diffs": [2.0, 4.0, 8.0], "length": 8}


def test_premise_the_kernel_state_counter_counts_and_is_honest():
    said = p.kernel_state_counter_run(2)
    assert said["launches"] == [1, 1] and said["audited"] == [] and said["equal"]
    assert said["lengths"] == [1, 2]


# -- CONSTEXPR_FALSE_REJECTIONS ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", sorted(p.CONSTEXPR_FALSE_REJECTIONS))
def test_an_honest_block_size_idiom_is_accepted(form):
    assert _findings(p.CONSTEXPR_FALSE_REJECTIONS[form]) == []


@pytest.mark.parametrize("form", sorted(p.CONSTEXPR_ACCEPTED))
def test_the_spellings_immutable_knows_are_accepted(form):
    assert _findings(p.CONSTEXPR_ACCEPTED[form]) == []


@pytest.mark.parametrize(
    "form", ["helper_pick_block", "for_over_literal_list", "local_config_dict"]
)
def test_premise_the_refused_idioms_are_honest(form):
    said = p.demo(p.CONSTEXPR_FALSE_REJECTIONS[form], "relu", (16, 16), calls=1)
    assert said["launches"] == [1] and said["audited"] == [] and said["equal"]


# -- AUG_FALSE_REJECTIONS ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", [
    pytest.param(f, marks=pytest.mark.xfail(strict=True, reason="AUG_FALSE_REJECTIONS: a parameter given a grid's "
                 "meta['BLOCK'] or a local dict's value is not known immutable (given_mutable)"))
    if f in ("helper_given_dict_value", "helper_in_grid_lambda") else f for f in sorted(p.AUG_FALSE_REJECTIONS)])
def test_an_honest_helper_adding_to_its_number_parameter_is_accepted(form):
    assert _findings(p.AUG_FALSE_REJECTIONS[form]) == []


@pytest.mark.parametrize("form", sorted(p.AUG_ACCEPTED))
def test_the_helper_given_known_numbers_and_local_accumulations_are_accepted(form):
    assert _findings(p.AUG_ACCEPTED[form]) == []


@pytest.mark.parametrize("form", ["helper_in_grid_lambda", "helper_given_math_prod"])
def test_premise_the_refused_helpers_are_honest(form):
    said = p.demo(p.AUG_FALSE_REJECTIONS[form], "relu", (16, 16), calls=1)
    assert said["launches"] == [1] and said["audited"] == [] and said["equal"]


# -- held -------------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", sorted(p.AUG_HELD))
def test_an_augmented_assignment_on_what_may_be_state_is_refused(form):
    assert _state(p.AUG_HELD[form])


@pytest.mark.parametrize("form", sorted(p.SIZE_HELD))
def test_a_tensor_value_turned_into_a_number_is_refused(form):
    assert p.static(p.relu_files(p.wrapper(p.SIZE_HELD[form])))["findings"]


@pytest.mark.parametrize("form", sorted(p.SIZE_HONEST))
def test_honest_sizes_shapes_and_dimensions_are_accepted(form):
    assert _findings(p.SIZE_HONEST[form]) == []


@pytest.mark.parametrize("form", sorted(p.ITER_HELD))
def test_the_other_import_time_state_is_refused(form):
    assert _state(p.ITER_HELD[form])


@pytest.mark.parametrize("form", sorted(p.PLAIN_HELD))
def test_a_container_read_back_from_a_plain_local_to_a_kernel_is_refused(form):
    assert _findings(p.PLAIN_HELD[form])


@pytest.mark.parametrize("form", [pytest.param(f, marks=pytest.mark.xfail(strict=True, reason="a constexpr's object grown in kernel code (CPU interpreter): open since session 37 dropped constexprs from kernel_alias (round 69a's false rejections); docs/trust.md §7")) if f in ['dict_value_of_plain_box', 'element_of_plain_box', 'nested_plain_box', 'slice_of_plain_box', 'tuple_of_plain_element'] else f for f in sorted(p.KERNEL_STATE_HELD)])
def test_module_state_through_a_plain_local_to_a_constexpr_is_refused(form):
    assert _findings(p.KERNEL_STATE_HELD[form])


def test_every_pass_here_is_one_passbench_accepts():
    passes = [
        *p.OUTS_SLICE_FORMS.values(),
        p.ITER_FACTORY,
        p.ITER_FACTORY_HEURISTIC,
        p.KERNEL_STATE_COUNTER,
    ]
    passes += [*p.CONSTEXPR_FALSE_REJECTIONS.values(), *p.AUG_FALSE_REJECTIONS.values()]
    for kernels in passes:
        assert set(p.static(p.relu_files(kernels))["passbench"].values()) == {0}


# -- the plugin run (-m "redteam and slow") --------------------------------------------------------------------------------
@pytest.mark.redteam
@pytest.mark.slow
def test_the_host_relu_in_the_kernel_body_is_not_correct(run68a):
    assert run68a["variants"]["r68a_outs_slice_host"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_honest_relu_is_correct(run68a):
    """The baseline: at 49ad0c32 the host relu in the kernel body scores above it."""
    assert run68a["variants"]["r68a_relu_honest"]["status"] == "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_marked_host_relu_is_judged_from_the_host(run68a):
    """accuracy at 49ad0c32 (max diff 1): the judged output is the kernel body's torch result; once refused,
    cheat_detected."""
    assert run68a["variants"]["r68a_outs_slice_host_marked"]["status"] in (
        "accuracy",
        "cheat_detected",
    )


@pytest.mark.redteam
@pytest.mark.slow
def test_the_factory_counter_pass_is_refused(run68a):
    assert (
        run68a["variants"]["r68a_iter_factory_heuristic"]["status"] == "cheat_detected"
    )


@pytest.mark.redteam
@pytest.mark.slow
def test_the_kernel_state_counter_pass_is_refused(run68a):
    assert run68a["variants"]["r68a_kernel_state_counter"]["status"] == "cheat_detected"
