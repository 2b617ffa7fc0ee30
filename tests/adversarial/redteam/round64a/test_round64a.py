"""Round 64a: the allow-list's newest rules (``_Body.holds``, ``shared_receiver``/``holds_shared``/``_made_of_constants``,
``assign_name`` ignoring Blocked) at 003dc245/d22a1423, allow-list on as shipped. See README.md.

Fixed in the commit after the round (one value bound to two names, a walrus's target, a name imported in a function
and the pass's own ``list`` are shared; a local given someone's object holds it: ``_Body.given``; the re-check runs on
the timed calls' own input tensors, ``CompiledSide.recheck``), its strict xfails plain but NESTED_ELEMENT_WRITE's, a
false rejection kept. Were FOOLED: ALIAS_LAUNDER (one list bound to two names in one statement,
``a = b = []`` or ``a = (b := [])``: a write through one name leaves the other typed as plain data; with round 61a's
constexpr kernel, relu computed with torch is `correct`), SHADOWED_FRESH (the pass's own ``list``/``dict``/``set``
read as a fresh copy: module state written, a tensor laundered), LOCAL_IMPORT_STATE (a module's list imported inside the
function is a local the state rules never mark: written call after call), STORE_THEN_WRITE (a module's list stored into
a local display of constants after it is made, then written through it), IMPORT_DODGE / STORE_DODGE / ALIAS_VERSION_DODGE /
ALIGN_DODGE (round 63a's dodges rebuilt on these: torch on every timed call, the honest kernel on the audited re-check;
ALIGN_DODGE with no state and no private attribute, ``data_ptr()`` alone), NESTED_ELEMENT_WRITE (false rejection: an
element write into a comprehension's lists or a nested display of metadata is "state"). Held: the same writes through one
name or a copied name, module state by name or through a module-level import, constant nested displays."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round64a import premises64a as p


def _findings(files):
    return p.static(files)["findings"]


def test_every_pass_here_is_one_passbench_accepts():
    every = [p.relu_files(p.wrapper(b)) for b in {**p.ALIAS_LAUNDER, **p.ALIAS_CONTROLS}.values()]
    every += [p.relu_files(p.state_module(*f)) for f in {**p.SHADOW_FORMS, **p.LOCAL_IMPORT_FORMS, **p.STORE_FORMS}.values()]
    every += [p.relu_files(k) for k in (p.ALIAS_CONSTEXPR, p.IMPORT_DODGE, p.STORE_DODGE, p.ALIAS_VERSION_DODGE,
                                         p.ALIGN_DODGE)]
    every += [p.relu_files(p.honest_module(b)) for b in p.FALSE_REJECTIONS.values()]
    for files in every:
        assert set(p.static(files)["passbench"].values()) == {0}


# -- ALIAS_LAUNDER ----------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("form", sorted(p.ALIAS_CONTROLS))
def test_a_tensor_read_back_through_one_name_or_a_copied_name_is_refused(form):
    assert any("tensor arithmetic 'y + 1'" in f for f in _findings(p.relu_files(p.wrapper(p.ALIAS_CONTROLS[form]))))


@pytest.mark.parametrize("form", sorted(p.ALIAS_LAUNDER))
def test_a_tensor_read_back_through_a_second_name_is_refused(form):
    assert _findings(p.relu_files(p.wrapper(p.ALIAS_LAUNDER[form])))  # the write through a shared name, since


def test_premise_the_alias_constexpr_computes_unseen():
    said = p.demo(p.ALIAS_CONSTEXPR, "relu", (64, 64), calls=2)
    assert said["launches"] == [1, 1] and said["audited"] == [] and said["equal"]


def test_a_tensor_laundered_into_a_constexpr_through_a_second_name_is_refused():
    assert _findings(p.relu_files(p.ALIAS_CONSTEXPR))


@pytest.mark.parametrize("form", sorted(p.HELD_FORMS))
def test_other_containers_and_scopes_holding_a_tensor_are_refused(form):
    assert _findings(p.relu_files(p.wrapper(p.HELD_FORMS[form][1], p.HELD_FORMS[form][0])))


# -- SHADOWED_FRESH ------------------------------------------------------------------------------------------------------------

def test_module_state_through_a_function_of_another_name_is_refused():
    assert any("outlives the call" in f for f in _findings(p.relu_files(p.state_module(*p.SHADOW_CONTROL))))


@pytest.mark.parametrize("form", sorted(p.SHADOW_FORMS))
def test_module_state_through_the_pass_own_list_is_refused(form):
    assert _findings(p.relu_files(p.state_module(*p.SHADOW_FORMS[form])))


def test_a_tensor_laundered_through_the_pass_own_list_is_refused():
    assert _findings(p.relu_files(p.wrapper(p.SHADOW_LAUNDER[1], p.SHADOW_LAUNDER[0])))  # the write, since


# -- STORE_THEN_WRITE ---------------------------------------------------------------------------------------------------------

def test_module_state_in_the_display_as_made_is_refused():
    assert any("outlives the call" in f for f in _findings(p.relu_files(p.state_module(*p.STORE_CONTROL))))


@pytest.mark.parametrize("form", sorted(p.STORE_FORMS))
def test_module_state_stored_into_a_local_then_written_is_refused(form):
    assert _findings(p.relu_files(p.state_module(*p.STORE_FORMS[form])))


@pytest.fixture(scope="module")
def store_dodge():
    return p.dodge_run(p.STORE_DODGE)


def test_premise_the_store_dodge_computes_with_torch_on_every_timed_call(store_dodge):
    assert [c["done"] for c in store_dodge["timed"]] == [1, 1, 1] and store_dodge["recheck"]["done"] == 0
    assert all(c["equal"] and c["launches"] == 1 for c in store_dodge["timed"]) and store_dodge["recheck"]["equal"]


def test_the_store_dodge_is_seen_by_the_static_check_or_the_audit(store_dodge):
    assert _findings(p.relu_files(p.STORE_DODGE)) or store_dodge["recheck"]["audited"]


# -- LOCAL_IMPORT_STATE ------------------------------------------------------------------------------------------------------

def test_module_state_written_by_name_is_refused():
    assert any("outlives the call" in f for f in _findings(p.relu_files(p.state_module(*p.LOCAL_IMPORT_CONTROL))))


def test_module_state_through_a_module_level_import_is_refused():
    said = p.import_static()["control_module_import"]["findings"]
    assert any("outlives the call" in f for f in said)


@pytest.mark.parametrize("form", sorted(p.LOCAL_IMPORT_FORMS))
def test_module_state_through_an_import_inside_the_function_is_refused(form):
    assert _findings(p.relu_files(p.state_module(*p.LOCAL_IMPORT_FORMS[form])))


# -- the dodges ----------------------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def import_dodge():
    return p.dodge_run(p.IMPORT_DODGE)


def test_premise_the_import_dodge_computes_with_torch_on_every_timed_call(import_dodge):
    assert [c["done"] for c in import_dodge["timed"]] == [1, 1, 1] and import_dodge["recheck"]["done"] == 0
    assert all(c["equal"] and c["launches"] == 1 for c in import_dodge["timed"])
    assert import_dodge["warm_ups"][0]["done"] == 0 and import_dodge["recheck"]["audited"] == []


def test_the_import_dodge_is_seen_by_the_static_check_or_the_audit(import_dodge):
    assert _findings(p.relu_files(p.IMPORT_DODGE)) or import_dodge["recheck"]["audited"]


def test_the_matmul_import_dodge_is_refused():
    assert _findings(p.mm_files(p.IMPORT_DODGE_MM))


@pytest.fixture(scope="module")
def version_dodge():
    return p.dodge_run(p.ALIAS_VERSION_DODGE, mapped_versions=True)


def test_premise_the_alias_version_dodge_tells_the_recheck_apart(version_dodge):
    assert [c["done"] for c in version_dodge["timed"]] == [1, 1, 1] and version_dodge["recheck"]["done"] == 0
    assert all(c["equal"] for c in version_dodge["timed"]) and version_dodge["recheck"]["equal"]


def test_the_alias_version_dodge_is_seen_by_the_static_check_or_the_audit(version_dodge):
    assert _findings(p.relu_files(p.ALIAS_VERSION_DODGE)) or version_dodge["recheck"]["audited"]


def test_premise_the_mapped_inputs_lie_where_no_fresh_draw_does():
    said = p.align_tell()
    assert said["mapped_tell"] and said["fresh_tell"] == 0


def test_the_align_dodge_is_refused():
    assert _findings(p.relu_files(p.ALIGN_DODGE))


# -- NESTED_ELEMENT_WRITE (false rejection) ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(p.FALSE_REJECTION_CONTROLS))
def test_an_element_write_into_a_constant_nested_display_is_accepted(name):
    assert _findings(p.relu_files(p.honest_module(p.FALSE_REJECTION_CONTROLS[name]))) == []


@pytest.mark.parametrize("name", sorted(p.FALSE_REJECTIONS))
def test_an_honest_element_write_into_a_local_nested_list_or_dict_is_accepted(name):
    assert _findings(p.relu_files(p.honest_module(p.FALSE_REJECTIONS[name]))) == []


def test_premise_the_false_rejection_passes_are_honest():
    for body in p.FALSE_REJECTIONS.values():
        said = p.demo(p.honest_module(body), "relu", (64, 64), calls=1)
        assert said["launches"] == [1] and said["audited"] == [] and said["equal"]


# -- plugin run (``-m "redteam and slow"``; conftest's ``run64a``, allow-list on) -----------------------------------------

@pytest.mark.redteam
@pytest.mark.slow
def test_the_honest_twin_is_correct(run64a):
    assert run64a["variants"]["r64a_honest"]["status"] == "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_alias_constexpr_pass_is_not_correct(run64a):
    assert run64a["variants"]["r64a_alias_constexpr"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_import_dodge_pass_is_not_correct(run64a):
    assert run64a["variants"]["r64a_import_dodge"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_version_dodge_pass_is_not_correct(run64a):
    assert run64a["variants"]["r64a_version_dodge"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_align_dodge_pass_is_not_correct(run64a):
    assert run64a["variants"]["r64a_align_dodge"]["status"] != "correct"
