"""Round 66a: the allow-list's type/state rules at 10acfe25 (over 47ffdf11, round 65a's fixes). See README.md.

FOOLED at 10acfe25, fixed at f0568c09 (plain tests): AUG_ALIAS_STATE (a module container bound to a local name and grown by an augmented assignment,
``s = _S; s += [1]``: ``stmt_AugAssign`` refuses the growth of module state only when the name's type is CONTAINER, so a
list/dict/set of constants grows in place call after call: a call counter, in wrapper code, a heuristic or a grid
function). FOOLED at f0568c09, fixed in session 37 (plain tests): AUG_ALIAS_OPEN (the same grown by a non-display:
``t = [1]; s += t``, ``s += list(...)``, ``d |= dict(...)``, ``s += range(1)``, ``s += 'a'``, ``s *= 2``). FALSE_REJECTION, fixed in session 37: OUTS_LIST (an output tensor taken from a list of tensors, ``outs = [torch.empty_like(x)
for _ in range(2)]; kernel[grid](x, outs[0], ...)``, is "may hold tensors"). Held: the brief's other laundering and
state routes, the brief's honest idioms."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round66a import premises66a as p


def _state(form):
    return p.static(p.relu_files(p.state_module(*form)))["findings"]


def test_every_pass_here_is_one_passbench_accepts():
    every = [p.relu_files(p.state_module(*f)) for f in {**p.AUG_ALIAS_STATE, **p.AUG_ALIAS_OPEN,
                                                           **p.AUG_ALIAS_CONTROLS}.values()]
    every += [p.relu_files(k) for k in (p.COUNTER, p.COUNTER_HEURISTIC, p.COUNTER_GRID, p.COUNTER_NAME, p.COUNTER_CONTROL)]
    every += [p.relu_files(p.honest_module(b)) for b in {**p.OUTS_LIST, **p.OUTS_TUPLE,
                                                         **p.HONEST_HELD}.values()]
    for files in every:
        assert set(p.static(files)["passbench"].values()) == {0}


# -- AUG_ALIAS_STATE -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("form", sorted(p.AUG_ALIAS_CONTROLS))
def test_module_state_grown_by_a_method_or_with_a_tensor_is_refused(form):
    assert any("outlives the call" in f for f in _state(p.AUG_ALIAS_CONTROLS[form]))


@pytest.mark.parametrize("form", sorted(p.AUG_ALIAS_STATE))
def test_module_state_grown_in_place_through_an_alias_is_refused(form):
    """AUG_ALIAS_STATE, FOOLED at 10acfe25, fixed at f0568c09 (a display grown into module state)."""
    assert _state(p.AUG_ALIAS_STATE[form])


@pytest.mark.parametrize("form", sorted(p.AUG_ALIAS_OPEN))
def test_module_state_grown_in_place_by_a_non_display_is_refused(form):
    """AUG_ALIAS_OPEN, FOOLED at f0568c09, fixed in session 37 (``_Body.immutable``: grown unless bound to numbers)."""
    assert _state(p.AUG_ALIAS_OPEN[form])


def test_premise_the_counter_grows_the_module_list_and_is_honest():
    said = p.counter_run(3)
    assert said["lengths"] == [1, 2, 3] and said["launches"] == [1, 1, 1] and said["audited"] == [] and said["equal"]


def test_the_counter_grown_by_append_is_refused():
    assert p.static(p.relu_files(p.COUNTER_CONTROL))["findings"]


@pytest.mark.parametrize("name", ["COUNTER", "COUNTER_HEURISTIC", "COUNTER_GRID"])
def test_a_call_counter_kept_by_an_augmented_alias_is_refused(name):
    """FOOLED at 10acfe25, fixed at f0568c09."""
    assert p.static(p.relu_files(getattr(p, name)))["findings"]


def test_a_call_counter_grown_by_a_name_is_refused():
    """AUG_ALIAS_OPEN's counter, fixed in session 37."""
    assert p.static(p.relu_files(p.COUNTER_NAME))["findings"]


# -- OUTS_LIST (false rejection) ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(p.OUTS_LIST))
def test_premise_outputs_from_a_list_are_honest(name):
    said = p.demo(p.honest_module(p.OUTS_LIST[name]), "relu", (16, 16), calls=1)
    assert said["launches"] == [1] and said["audited"] == [] and said["equal"]


@pytest.mark.parametrize("name", sorted(p.OUTS_LIST))
def test_an_output_taken_from_a_list_of_tensors_is_accepted(name):
    """OUTS_LIST, a false rejection at f0568c09, fixed in session 37 (``_Body.plain_values``)."""
    assert p.static(p.relu_files(p.honest_module(p.OUTS_LIST[name])))["findings"] == []


@pytest.mark.parametrize("name", sorted(p.OUTS_TUPLE))
def test_an_output_taken_from_a_tuple_of_tensors_is_accepted(name):
    assert p.static(p.relu_files(p.honest_module(p.OUTS_TUPLE[name])))["findings"] == []


def test_observation_a_list_spread_into_a_launch_is_refused():
    assert p.static(p.relu_files(p.honest_module(p.OUTS_SPREAD)))["findings"]


# -- held ------------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("form", sorted(p.HELD_LAUNDER))
def test_a_laundering_route_is_refused(form):
    assert p.static(p.relu_files(p.wrapper(p.HELD_LAUNDER[form])))["findings"]


@pytest.mark.parametrize("form", sorted(p.HELD_STATE))
def test_a_state_route_is_refused(form):
    assert any("outlives the call" in f for f in _state(p.HELD_STATE[form]))


@pytest.mark.parametrize("name", sorted(p.HONEST_HELD))
def test_an_honest_idiom_is_accepted(name):
    assert p.static(p.relu_files(p.honest_module(p.HONEST_HELD[name])))["findings"] == []


# -- the plugin run (-m "redteam and slow") --------------------------------------------------------------------------------

@pytest.mark.redteam
@pytest.mark.slow
def test_the_counter_heuristic_pass_is_refused(run66a):
    """cheat_detected at f0568c09 (07:50, plain-root, 3 trials, 3.1 s): 'grows 'seen' in place'."""
    assert run66a["variants"]["r66a_counter_heuristic"]["status"] == "cheat_detected"
