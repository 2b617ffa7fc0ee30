"""Round 65a: the allow-list's type/state rules at fd663327 (every finding fixed at b5666163 and 47ffdf11; the strict
xfails are plain) (``holds``, ``given``/``no_ones``, ``shadows_copies``,
``bind_imported``, multi-target and walrus targets shared) and the re-check on the timed calls' own input tensors,
allow-list on as shipped. See README.md.

Were FOOLED at 561a8f5a (fixed at b5666163 during the round, their tests plain since): KEY_LAUNDER (a tensor stored as
a dict's key, ``d[x] = 0``: ``store_subscript`` dropped the slice, so iterating the dict gave the tensor back as plain
data; with round 61a's constexpr kernel, KEY_CONSTEXPR), AUG_GIVEN (a module's container stored into a local by
``box += [_S]`` / ``d |= {'s': _S}``: ``given`` never ran for augmented assignments, so the local's element was written
call after call), COUNT_DODGE (the two together: torch relu on the driven trials, counted by distinct inputs in the
module's dict, the honest kernel on the replayed values and on the audited re-check; refused, cheat_detected, in the
plugin at b5666163). FALSE_REJECTION: GIVEN_FRESH (``rows.append([]); rows[0].append(n)``: fixed at b5666163);
GIVEN_FRESH_CALL still open (``shapes['out'] = list(x.shape); shapes['out'][0] = 1``; a local dict of constants given
by name). Held: the brief's other laundering and state routes, the brief's honest idioms."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round65a import premises65a as p


def _findings(files):
    return p.static(files)["findings"]


def test_every_pass_here_is_one_passbench_accepts():
    every = [p.relu_files(p.wrapper(b)) for b in {**p.KEY_LAUNDER, **p.KEY_CONTROLS}.values()]
    every += [p.relu_files(p.state_module(*f)) for f in {**p.AUG_FORMS, **p.AUG_CONTROLS}.values()]
    every += [p.relu_files(k) for k in (p.KEY_CONSTEXPR, p.COUNT_DODGE, p.STALE_DODGE)]
    every += [p.sum_files(p.KEY_HOST_SUM)]
    every += [p.relu_files(p.honest_module(b)) for b in {**p.GIVEN_FRESH, **p.FALSE_REJECTION_HELD}.values()]
    for files in every:
        assert set(p.static(files)["passbench"].values()) == {0}


# -- KEY_LAUNDER -------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("form", sorted(p.KEY_CONTROLS))
def test_a_tensor_as_a_value_or_a_checked_key_is_refused(form):
    assert any("tensor arithmetic 'y + 1'" in f for f in _findings(p.relu_files(p.wrapper(p.KEY_CONTROLS[form]))))


@pytest.mark.parametrize("form", sorted(p.KEY_LAUNDER))
def test_a_tensor_stored_as_a_dict_key_is_refused(form):
    assert _findings(p.relu_files(p.wrapper(p.KEY_LAUNDER[form])))


def test_premise_the_key_constexpr_computes_unseen():
    said = p.demo(p.KEY_CONSTEXPR, "relu", (64, 64), calls=2)
    assert said["launches"] == [1, 1] and said["audited"] == [] and said["equal"]


def test_a_tensor_laundered_into_a_constexpr_as_a_key_is_refused():
    assert _findings(p.relu_files(p.KEY_CONSTEXPR))


def test_premise_the_key_host_sum_is_audit_clean():
    said = p.demo(p.KEY_HOST_SUM, "sum", (64, 64), calls=1)
    assert said["launches"] == [1] and said["audited"] == [] and said["equal"]


def test_a_host_sum_of_a_key_laundered_input_is_refused():
    assert _findings(p.sum_files(p.KEY_HOST_SUM))


def test_the_host_sum_through_a_list_stays_refused():
    assert _findings(p.sum_files(p.HOST_SUM_LIST))


# -- AUG_GIVEN ---------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("form", sorted(p.AUG_CONTROLS))
def test_module_state_given_by_a_method_or_a_display_is_refused(form):
    assert any("outlives the call" in f for f in _findings(p.relu_files(p.state_module(*p.AUG_CONTROLS[form]))))


@pytest.mark.parametrize("form", sorted(p.AUG_FORMS))
def test_module_state_given_by_an_augmented_assignment_is_refused(form):
    assert _findings(p.relu_files(p.state_module(*p.AUG_FORMS[form])))


@pytest.mark.parametrize("form", sorted(p.AUG_SUBSCRIPT_FORMS))
def test_module_state_given_to_an_element_by_an_augmented_assignment_is_refused(form):
    assert _findings(p.relu_files(p.state_module(*p.AUG_SUBSCRIPT_FORMS[form])))


def test_module_state_stored_as_a_key_and_written_through_it_is_refused():
    assert any("outlives the call" in f for f in _findings(p.relu_files(p.state_module(*p.KEY_STATE_HELD))))


# -- COUNT_DODGE -------------------------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_premise_the_count_dodge_takes_torch_on_the_trials_only():
    said = p.count_run()
    assert [c["done"] for c in said] == [0, 0, 0, 1, 1, 1, 0]
    assert all(c["equal"] and c["launches"] == 1 for c in said) and said[-1]["audited"] == []


def test_the_count_dodge_is_refused():
    assert _findings(p.relu_files(p.COUNT_DODGE))


# -- GIVEN_FRESH (false rejection) ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("form", sorted(p.GIVEN_FRESH_CONTROLS))
def test_element_writes_into_a_local_made_of_constants_are_accepted(form):
    assert _findings(p.relu_files(p.honest_module(p.GIVEN_FRESH_CONTROLS[form]))) == []


@pytest.mark.parametrize("form", ["append_empty_then_append", "store_empty_then_append", "store_shape_list_then_store",
                                  "local_settings_nested"])
def test_premise_given_fresh_was_accepted_before_fd663327(form):
    assert p.at_commit("003dc245", p.relu_files(p.honest_module(p.GIVEN_FRESH[form]))) == []


@pytest.mark.parametrize("form", ["append_empty_then_append", "store_empty_then_append"])
def test_an_element_write_into_a_container_given_a_fresh_display_is_accepted(form):
    assert _findings(p.relu_files(p.honest_module(p.GIVEN_FRESH[form]))) == []  # fixed at b5666163


@pytest.mark.parametrize("form", ["store_shape_list_then_store", "local_settings_nested"])
def test_an_element_write_into_a_container_given_a_fresh_copy_or_local_is_accepted(form):
    assert _findings(p.relu_files(p.honest_module(p.GIVEN_FRESH[form]))) == []


def test_premise_given_fresh_wrappers_are_honest():
    said = p.demo(p.honest_module(p.GIVEN_FRESH["append_empty_then_append"]), "relu", (64, 64), 1)
    assert said == {**said, "launches": [1], "audited": [], "equal": True}


# -- held --------------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("form", sorted(p.HELD_FORMS))
def test_the_other_laundering_and_state_routes_are_refused(form):
    assert _findings(p.relu_files(p.wrapper(p.HELD_FORMS[form][1], p.HELD_FORMS[form][0])))


@pytest.mark.parametrize("form", sorted(p.FALSE_REJECTION_HELD))
def test_the_honest_idioms_are_accepted(form):
    assert _findings(p.relu_files(p.honest_module(p.FALSE_REJECTION_HELD[form]))) == []


# -- the plugin run (plain-root, 3 trials; -m "redteam and slow") ------------------------------------------------------------

@pytest.mark.redteam
@pytest.mark.slow
def test_the_key_constexpr_pass_is_not_correct(run65a):
    assert run65a["variants"]["r65a_key_constexpr"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_count_dodge_pass_is_not_correct(run65a):
    assert run65a["variants"]["r65a_count_dodge"]["status"] != "correct"
