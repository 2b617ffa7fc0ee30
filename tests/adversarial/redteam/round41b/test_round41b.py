"""Round 41b: session 30's other fixes with fresh eyes (the kernel cache keyed by compiler, the kernel time capped at its
e2e median, ``protocol._time``'s day, the span cut, the score's errstate), attacked at 0d10e9aa.

Quick tests (``premises41b``): the real ``protocol``, ``measure_with_retries``, ``pipeline._record_timings`` /
``_kernel_bounded``, ``score``, ``report.build_report``, ``kernel_cache`` and ``option_parsing._compiler_paths``.
``-m redteam``: a real pass's child claiming the least positive float in a real plugin run (``plugin41b``)."""

from __future__ import annotations

import math
import os

import pytest

from tests.adversarial.redteam.round41b import premises41b as p


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path


@pytest.fixture(scope="module")
def e2e():
    return p.subnormal_e2e()


@pytest.fixture(scope="module")
def kernel():
    return p.kernel_subnormal()


def test_a_small_claim_in_the_unverified_band_stands_as_claimed_and_stays_finite(e2e):
    """Control and premise: on spans no longer than eager's overhead per trial (the clock cannot see the call), a
    claim of 0.001 ms stands, flagged unverified (§7's known slack: 20x here) and the report stays standard JSON,
    also pooled with a correct variant whose speedup rounds to 0.0 (ZERO_ES_WARNING's fix: AS 0, no warning)."""
    control = e2e["control_clock"]
    assert control["bound"] == control["claimed"] == 0.001 and not control["false_claim"], control
    assert any("unverified" in flag for flag in control["flags"]), control
    assert e2e["control_speedup"] == 20.0 and e2e["slow_speedup"] == 0.0, e2e
    pooled = e2e["control_pooled_with_zero"]
    assert pooled["raised"] is None and pooled["standard_json"] and pooled["overall"] == 0.0, pooled


def test_a_claim_of_the_least_float_leaves_the_speedup_and_the_report_finite(e2e):
    """SUBNORMAL_CLAIM, held since the lead's fix after the round (was FOOLED, low-medium: in the unverified band a
    claim of 5e-324 ms was scored as it is, speedup, AS and report.json Infinity; 4 of 16 liars through the plugin): a
    positive time below a nanosecond is a malformed reply (``protocol._SHORTEST_MS``), on CUDA's shape too."""
    assert e2e["refused"] and "nanosecond" in e2e["refused"], e2e
    assert "nanosecond" in (e2e["cuda"].get("refused") or ""), e2e["cuda"]


def test_no_bandwidth_floor_where_the_device_is_not_listed(kernel):
    """Premise of KERNEL_SUBNORMAL: ``guard.device_bandwidth`` knows no floor for the CPU nor for GPUs outside its table
    (B200, RTX 4090, L4, A10G, H20); a kernel claim of 0.001 ms there is scored as claimed (50x)."""
    assert kernel["bandwidth"] is None and set(kernel["unlisted_gpus"].values()) == {None}, kernel
    assert kernel["control_kernel_speedup"] == 50.0, kernel


def test_a_kernel_claim_of_the_least_float_leaves_the_report_finite(kernel):
    """KERNEL_SUBNORMAL, held since the lead's fix (was FOOLED, low): a kernel time below a nanosecond is malformed too
    (``KernelDone.read`` reads it with ``protocol._time``), where no bandwidth floor is known."""
    assert kernel["refused"] and "nanosecond" in kernel["refused"], kernel


def test_the_kernel_cap_keeps_the_bandwidth_floor():
    """CAP_SKIPS_FLOOR, held since the lead's fix (was FOOLED, low: the cap returned before the floor, 50,000x):
    ``_kernel_bounded`` caps at the e2e median, then floors at peak bandwidth."""
    found = p.cap_skips_floor()
    assert found["control"]["kernel_scored"] >= found["control"]["floor"] * 0.999, found  # premise: the floor holds
    assert found["capped"]["e2e_scored"] == 1e-6, found  # premise: the band scores the e2e claim
    assert found["capped"]["kernel_scored"] >= found["capped"]["floor"] * 0.999, found


def test_a_plugin_compiler_edited_in_place_gets_no_cache_of_its_earlier_version(cache_home):
    """PLUGIN_FILE_EDITED, held since the lead's fix (was FOOLED, low): the kept cache's key holds the plugin file's
    bytes, so an edited plugin is another compiler and gets none of its earlier version's cache."""
    found = p.plugin_ref_edited(cache_home / "plugin")
    assert found["ref_v1"] == found["ref_v2"], found  # premise: the product's reference does not change
    assert found["restored_for_v2"] == [], found


def test_a_kept_cache_is_shared_by_one_pass_code_under_one_compiler_only(cache_home):
    """Held (reasoned, design): samples of one pass code and other models share its cache (the same hostile code
    could write anything the other wrote, and a sample's model is trusted); another pass code, or another of the four
    built-in compilers, never."""
    found = p.shared_pass_keys(cache_home / "keys")
    assert found == {"same_code_other_model": True, "other_code": False, "compilers_distinct": True}, found


def test_a_plugin_imported_through_a_relative_path_is_keyed_by_its_absolute_file(tmp_path):
    """Held (RELATIVE_REF): a plugin module imported through a relative ``sys.path`` entry still has an absolute file
    (Python's path finder), so the reference ``option_parsing._compiler_paths`` makes, and the kernel cache's key, name
    this checkout's file, never another checkout's of the same relative name."""
    ref = p.relative_ref(tmp_path)
    assert ref == f"{tmp_path / 'plugins' / 'rel41b.py'}:Compiler", ref


@pytest.fixture(scope="module")
def plugin_run41b(request):
    """``plugin41b``'s run (``PASSNET_R41B_CONFIG``, default plain-root), only where ``-m redteam`` selects it (the
    round's files hold no conftest: the fixture skips as ``records.skip_unless_selected`` does)."""
    import os

    from tests.adversarial.redteam import harness

    if "redteam" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("round 41b's plugin run: select it with -m redteam")
    config = os.environ.get("PASSNET_R41B_CONFIG", "plain-root")
    unavailable = next(c for c in harness.CONFIGS if c.name == config).unavailable()
    if unavailable:
        pytest.skip(unavailable)
    from tests.adversarial.redteam.round41b import plugin41b

    return plugin41b.plugin_run(config)


@pytest.mark.redteam
def test_the_plugin_run_of_the_least_claim_measured_its_samples(plugin_run41b):
    """The run's premise: report.json written, every honest twin ``correct``."""
    run = plugin_run41b
    assert run["report"], run
    honest = {n: v for n, v in run["variants"].items() if n.endswith("_honest")}
    assert honest and all(v["status"] == "correct" for v in honest.values()), honest


@pytest.mark.redteam
def test_the_least_claim_through_the_plugin_leaves_the_report_finite(plugin_run41b):
    """SUBNORMAL_CLAIM through a real child, held since the lead's fix (was FOOLED: 4 of 16 liars correct at speedup
    Infinity, report.json's AS Infinity): the liars' replies are malformed."""
    run = plugin_run41b
    liars = {n: v for n, v in run["variants"].items() if n.endswith("_least")}
    assert liars, run
    assert run["standard_json"], {n: (v["speedup"], v.get("estimate_ms")) for n, v in liars.items()}
    assert all(v["speedup"] is None or math.isfinite(v["speedup"]) for v in liars.values()), liars


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root: the child runs as a uid of no account")
def test_a_child_cannot_carry_a_file_of_its_uid_into_its_kept_cache(cache_home):
    """Held (LINK_INTO_CACHE): a child confined by ``confine.apply`` whose uid owns a 0600 secret outside its scratch
    (plain-user mode: the run's ``.results-key`` is the user's) cannot read it, and its hard link fails (Landlock:
    EXDEV); its symlink is made but never followed by ``kernel_cache.keep``, so the next child of the key gets none of
    the content, whether ``keep`` takes any owner's files or the child's uid's only. Control: without the Landlock
    step the hard link is made, and ``keep`` still leaves it (a file of two names is not taken)."""
    held = p.cache_link_reach()
    assert held.get("uid") == p.LINK_UID and held["read"] != "done" and held["link"] != "done", held
    assert held["owner_None"] is False and held["owner_1500951"] is False, held
    control = p.cache_link_reach(landlocked=False)
    assert control["read"] == "done" and control["link"] == "done", control  # the control's link is made
    assert control["owner_None"] is False and control["owner_1500951"] is False, control
