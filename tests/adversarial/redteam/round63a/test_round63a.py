"""Round 63a: the allow-list and the compute audit at d401219e, allow-list on as shipped. See README.md.

Every finding fixed in the commit after the round (``_Body.holds``, ``shared_receiver``, ``assign_name``); the tests
that were strict xfails are plain. Were FOOLED: CONTAINER_WRITE_LAUNDER (a tensor written into a local container made
in the call, by a mutating method or a subscript/for/comprehension store, leaves the container typed as plain data: tensor arithmetic on
what is read back is accepted; with round 61a's constexpr gap, relu computed with torch inside the interpreter's launch
is `correct`; with round 60a's HOST_SUM gap, a host-side sum), STATE_BY_DISPLAY (module state written through a local
display holding it: `box = [_SEEN]; box[0].append(...)`), ADDRESS_DODGE (both together: a heuristic keeps the input
addresses it has seen and computes with torch on every timed call, honest only on new addresses: the first warm-up and
the audited re-check; `correct`, audit clean), VERSION_DODGE (the same without state: the CPU's mapped trial inputs
are at version 0, the re-check's fresh draws at 1); HOOK_LOCAL_METADATA (false rejection: a hook's local bound to
`meta['x_ptr'].size(0)` is typed as a tensor). Held: the same arithmetic on `x` or a display holding it; module state
written by name; the inline hook forms."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round63a import premises63a as p


def _static(files):
    return p.static(files)


def test_every_pass_here_is_one_passbench_accepts():
    every = [p.relu_files(p.wrapper(b)) for b in {**p.LAUNDER_FORMS, **p.CONTROLS}.values()]
    every += [p.relu_files(p.state_module(f)) for f in p.STATE_FORMS.values()]
    every += [p.relu_files(k) for k in (p.LAUNDER_CONSTEXPR, p.LAUNDER_CONSTEXPR_STORE, p.ADDRESS_DODGE,
                                         *p.HOOK_LOCAL.values(), *p.HOOK_INLINE.values())]
    every += [p.sum_files(p.LAUNDER_HOST_SUM)]
    for files in every:
        assert set(_static(files)["passbench"].values()) == {0}


# -- CONTAINER_WRITE_LAUNDER ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("form", sorted(p.CONTROLS))
def test_tensor_arithmetic_on_x_or_a_display_holding_it_is_refused(form):
    assert any("tensor arithmetic 'y + 1'" in f for f in _static(p.relu_files(p.wrapper(p.CONTROLS[form])))["findings"])


@pytest.mark.parametrize("form", sorted(p.LAUNDER_FORMS))
def test_tensor_arithmetic_through_a_local_container_write_is_refused(form):
    assert any("y + 1" in f for f in _static(p.relu_files(p.wrapper(p.LAUNDER_FORMS[form])))["findings"])


def test_round_61a_constexpr_route_by_a_heuristic_is_refused():
    assert any("may return a tensor" in f for f in _static(p.relu_files(p.CONSTEXPR_HEURISTIC))["findings"])


@pytest.mark.parametrize("name", ["LAUNDER_CONSTEXPR", "LAUNDER_CONSTEXPR_STORE"])
def test_a_laundered_tensor_as_a_constexpr_is_refused(name):
    assert _static(p.relu_files(getattr(p, name)))["findings"]


def test_premise_the_laundered_constexpr_computes_unseen():
    said = p.demo(p.LAUNDER_CONSTEXPR, "relu", (64, 64), calls=2)
    assert said["launches"] == [1, 1] and said["audited"] == [] and said["equal"]


def test_host_sum_read_directly_is_refused():
    assert any("float(flat[i])" in f or "indexes a tensor" in f
               for f in _static(p.sum_files(p.HOST_SUM_DIRECT))["findings"])


def test_a_laundered_host_sum_is_refused():
    assert _static(p.sum_files(p.LAUNDER_HOST_SUM))["findings"]


# -- STATE_BY_DISPLAY ------------------------------------------------------------------------------------------------------

def test_module_state_written_by_name_is_refused():
    assert any("outlives the call" in f for f in _static(p.relu_files(p.state_module(p.STATE_CONTROL)))["findings"])


@pytest.mark.parametrize("form", sorted(p.STATE_FORMS))
def test_module_state_written_through_a_display_is_refused(form):
    assert _static(p.relu_files(p.state_module(p.STATE_FORMS[form])))["findings"]


# -- ADDRESS_DODGE ---------------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def dodge():
    return p.dodge_run()


def test_premise_the_dodge_computes_with_torch_on_every_timed_call(dodge):
    assert [c["done"] for c in dodge["timed"]] == [1, 1, 1]
    assert all(c["equal"] and c["launches"] == 1 for c in dodge["timed"])
    assert dodge["warm_ups"][0]["done"] == 0 and all(w["equal"] for w in dodge["warm_ups"])


def test_the_dodge_is_seen_by_the_static_check_or_the_audit(dodge):
    assert _static(p.relu_files(p.ADDRESS_DODGE))["findings"] or dodge["recheck"]["audited"]


def test_premise_the_version_dodge_tells_the_recheck_apart():
    said = p.dodge_run(p.VERSION_DODGE, mapped_versions=True)
    assert [c["done"] for c in said["timed"]] == [1, 1, 1] and said["recheck"]["done"] == 0
    assert all(c["equal"] and c["launches"] == 1 for c in said["timed"]) and said["recheck"]["equal"]


def test_the_version_dodge_is_seen_by_the_static_check_or_the_audit():
    said = p.dodge_run(p.VERSION_DODGE, mapped_versions=True)
    assert _static(p.relu_files(p.VERSION_DODGE))["findings"] or said["recheck"]["audited"]


# -- HOOK_LOCAL_METADATA (false rejection) ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(p.HOOK_INLINE))
def test_a_hooks_inline_metadata_read_is_accepted(name):
    assert _static(p.relu_files(p.HOOK_INLINE[name]))["findings"] == []


@pytest.mark.parametrize("name", sorted(p.HOOK_LOCAL))
def test_a_hooks_local_metadata_read_is_accepted(name):
    assert _static(p.relu_files(p.HOOK_LOCAL[name]))["findings"] == []


def test_premise_the_hook_local_passes_are_honest():
    for kernels in p.HOOK_LOCAL.values():
        said = p.demo(kernels, "relu", (64, 64), calls=1)
        assert said["launches"] == [1] and said["audited"] == [] and said["equal"]


@pytest.mark.parametrize("name", sorted(p.TUTORIALS))
def test_the_tutorials_wrappers_are_accepted(name):
    assert _static(p.relu_files(p.TUTORIALS[name]))["findings"] == []


# -- plugin run (``-m "redteam and slow"``; conftest's ``run63a``, allow-list on) --------------------------------------

@pytest.mark.redteam
@pytest.mark.slow
def test_the_honest_twin_is_correct(run63a):
    assert run63a["variants"]["r63a_honest"]["status"] == "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_laundered_constexpr_pass_is_not_correct(run63a):
    assert run63a["variants"]["r63a_launder"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_version_dodge_pass_is_not_correct(run63a):
    assert run63a["variants"]["r63a_version_dodge"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_address_dodge_pass_is_not_correct(run63a):
    assert run63a["variants"]["r63a_dodge"]["status"] != "correct"


@pytest.mark.redteam
@pytest.mark.slow
def test_the_honest_hook_local_pass_is_correct(run63a):
    assert run63a["variants"]["r63a_hook_local"]["status"] == "correct"
