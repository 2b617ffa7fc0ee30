"""Round 69a: b0aac55b's allow-list rules (kernel_alias, makes_iterator, immutable/no_ones). See README.md."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round69a import premises69a as p


def _kernel_findings(source: str) -> list[str]:
    return p.short(p.static(p.relu_files(source)))


def _state_findings(form: tuple[str, str]) -> list[str]:
    return p.short(p.static(p.relu_files(p.state_module(*form))))


# -- KERNEL_ALIAS_ROUTES (FOOLED) ----------------------------------------------------------------------------------------
@pytest.mark.xfail(
    strict=True,
    reason="KERNEL_ALIAS_ROUTES: _identity_roots gives no root, the module list is grown",
)
@pytest.mark.parametrize("form", sorted(p.KERNEL_ALIAS_ROUTES))
def test_kernel_alias_route_refused(form):
    assert any("in place" in f for f in _kernel_findings(p.KERNEL_ALIAS_ROUTES[form]))


@pytest.mark.parametrize(
    "form", ["list_display_subscript", "jit_helper_returns_global"]
)
def test_kernel_alias_route_premise(form):
    """The premise: the accepted form's kernel code doubles the module's list each call (CPU interpreter)."""
    said = p.kernel_alias_run(form)
    assert said == {"diffs": [2.0, 4.0, 8.0], "length": 8}


@pytest.mark.parametrize("form", [pytest.param(f, marks=pytest.mark.xfail(strict=True, reason="a constexpr's object grown in kernel code (CPU interpreter): open since session 37 dropped constexprs from kernel_alias (round 69a's false rejections); docs/trust.md §7")) if f in ['chained_assign', 'control_name', 'for_target', 'tuple_unpack', 'walrus'] else f for f in sorted(p.KERNEL_ALIAS_HELD)])
def test_kernel_alias_held(form):
    assert _kernel_findings(p.KERNEL_ALIAS_HELD[form])


# -- ITER_LOCAL_FACTORY (FOOLED) -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", sorted(p.ITER_LOCAL_FACTORY))
def test_iter_local_factory_refused(form):
    assert any("iterator" in f for f in _state_findings(p.ITER_LOCAL_FACTORY[form]))


@pytest.mark.parametrize("form", sorted(p.ITER_LOCAL_FACTORY))
def test_iter_local_factory_premise(form):
    assert p.iter_local_run(form) == 3


@pytest.mark.parametrize("form", sorted(p.ITER_HELD))
def test_iter_held(form):
    assert _state_findings(p.ITER_HELD[form])


@pytest.mark.parametrize("form", ["imported_factory", "imported_iterator"])
def test_iter_imported_held(form):
    assert any(
        "iterator" in f for f in p.short(p.static(p.imported_factory_files(form)))
    )


# -- AUG_REBIND_LAUNDER (FOOLED) -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", sorted(p.AUG_REBIND_LAUNDER))
def test_aug_rebind_refused(form):
    assert _state_findings(p.AUG_REBIND_LAUNDER[form])


@pytest.mark.parametrize("form", sorted(p.AUG_REBIND_LAUNDER))
def test_aug_rebind_premise(form):
    assert p.aug_rebind_run(form) == {"equal": True, "grown": 3}


@pytest.mark.parametrize("form", sorted(p.AUG_REBIND_HELD))
def test_aug_rebind_held(form):
    assert _state_findings(p.AUG_REBIND_HELD[form])


# -- KERNEL_ALIAS_FALSE_REJECTIONS ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", sorted(p.KERNEL_ALIAS_FALSE_REJECTIONS))
def test_kernel_alias_false_rejection_accepted(form):
    assert _kernel_findings(p.KERNEL_ALIAS_FALSE_REJECTIONS[form]) == []


@pytest.mark.parametrize(
    "form", sorted({**p.KERNEL_ALIAS_FALSE_REJECTIONS, **p.KERNEL_ALIAS_ACCEPTED})
)
def test_kernel_alias_honest(form):
    assert p.kernel_honest_run(form)


@pytest.mark.parametrize("form", sorted(p.KERNEL_ALIAS_ACCEPTED))
def test_kernel_alias_accepted(form):
    assert _kernel_findings(p.KERNEL_ALIAS_ACCEPTED[form]) == []
