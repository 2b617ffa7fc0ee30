"""Round 38a: the children's one arena (cdc22642) and --passnet-resume's refusal and rewrite (bd463a46, d4e50236).

Quick tests: fresh interpreters in the children's allocator settings (``harness.children_allocator()``), a median over
rows whose intra-op threads allocate a vector per row (``arena38a``), settings taken in turn. ``-m redteam``: the
median samples through the real plugin (``plugin38a``) and real resumed plugin runs (``resume38a``)."""

from __future__ import annotations

import os

import pytest

from pytest_passnet.validator import passnet_rules, validate_pass_source
from tests.adversarial.redteam import harness
from tests.adversarial.redteam.round38a import arena38a, plugin38a, resume38a

# eager's median in the children's settings may cost this much of what it costs a process whose threads have arenas
# of their own (measured 2.7-2.9x on this 2-core host when idle; 0.95-1.8x under load, where the threads seldom overlap)
TAX = 1.3


def _median(runs: list[dict]) -> float:
    values = sorted(ms for run in runs for ms in run["ms"][1:])
    return values[len(values) // 2]


@pytest.mark.xfail(reason="ONE_ARENA_UNDONE: mallopt(M_ARENA_MAX) before the first thread's malloc undoes the tunable "
                          "(round 38a)", strict=True)
def test_a_child_cannot_give_its_threads_arenas_of_their_own_again():
    """ONE_ARENA_UNDONE: ``mallopt(M_ARENA_MAX, 8)`` made by the process before any other thread allocates (a pass's
    child at import) sets glibc's arena limit (read once, ``arena_get2``'s static ``narenas_limit``), whatever
    ``GLIBC_TUNABLES`` said: the median's worker gets an arena of its own. The product holds where it stays one."""
    run = arena38a.measured_apart(harness.children_allocator(), "median", 2, 8)
    assert run["arenas"] == 1, run


# Not strict: the tax is lock and cache-line traffic between threads running at once, which a loaded host hides.
@pytest.mark.xfail(reason="ARENA_LOCK_TAX: one arena's lock taxes eager's parallel median up to 2.9x (round 38a)",
                   strict=False)
@pytest.mark.slow
def test_eager_s_parallel_median_costs_no_more_than_where_its_threads_have_arenas_of_their_own():
    """Eager's median in the children's settings (the reference child's), against the same process with
    ``mallopt(M_ARENA_MAX, 8)`` first (the liar's child, and glibc's own default on 2 cores), taken in turn."""
    runs = [arena38a.measured_apart(harness.children_allocator(), "median", 5, arena) for arena in (0, 8, 0, 8)]
    eager = _median([run for run in runs if run["arena_max"] == 0])
    arenas = _median([run for run in runs if run["arena_max"] == 8])
    assert eager <= TAX * arenas, runs


# Not strict: as above (the credit's ratio is eager's tax, hidden where the threads seldom run at once).
@pytest.mark.xfail(reason="ARENA_LOCK_TAX: a sort pass's credit over eager's median is inflated 2-4x by the tax "
                          "(round 38a)", strict=False)
def test_an_honest_pass_is_credited_in_the_child_as_on_glibc_s_own_arenas():
    """An honest pass computing eager's median by a sort (no allocation per row): its credit (eager's median over the
    sort) in the children's settings, against the same credit on glibc's own settings (no tunable: a user's process),
    fresh interpreters taken in turn. The product holds where the child credits it within ``TAX`` of that (measured:
    3.6x in the child against 0.83x on glibc's own, idle host)."""
    # glibc's own: no tunable; the MALLOC_ names are not set here (setting them to glibc's defaults would switch its
    # dynamic mmap threshold off)
    assert not any(name.startswith("MALLOC_") for name in os.environ)
    plain = {"GLIBC_TUNABLES": ""}
    runs = {(setting, op): [] for setting in ("child", "glibc") for op in ("median", "sort7")}
    for _ in range(2):
        for setting, environment in (("child", harness.children_allocator()), ("glibc", plain)):
            for op in ("median", "sort7"):
                runs[setting, op].append(arena38a.measured_apart(environment, op, 5))
    credit = {setting: _median(runs[setting, "median"]) / _median(runs[setting, "sort7"]) for setting in ("child", "glibc")}
    assert credit["child"] <= TAX * credit["glibc"], (credit, runs)


def test_every_rule_of_the_round_is_an_ordinary_pass():
    """PassBench's validator and the child's rules accept the rule and each helper (the liar's mallopt included)."""
    rule = plugin38a.rule_text()
    assert validate_pass_source(rule) == [] and passnet_rules(rule) == []
    assert all(passnet_rules(plugin38a.helper_text(mode)) == [] for mode in set(plugin38a.SAMPLES.values()))
    assert "mallopt(-8, 8)" in plugin38a.helper_text("arenas")


def _speedup(variant: dict) -> float:
    return (variant["speedup"] or {}).get("e2e") or 0.0


# Not strict: the liar's gain is the lock's traffic, which the host's load can hide.
@pytest.mark.redteam
@pytest.mark.xfail(reason="ONE_ARENA_UNDONE: a child that sets M_ARENA_MAX at import outscores its twin (round 38a)",
                   strict=False)
def test_a_child_that_gives_its_threads_arenas_again_scores_as_its_honest_median_twin(plugin_run38a):
    liar, twin = plugin_run38a["r38a_median_arenas"], plugin_run38a["r38a_median"]
    held = liar["status"] != "correct" or _speedup(liar) <= 1.25 * _speedup(twin)
    assert held, (_speedup(liar), _speedup(twin), liar["timing"], twin["timing"])


@pytest.mark.redteam
def test_the_round_s_median_passes_are_correct(plugin_run38a):
    """Control: the twin, the liar and the sort pass compute eager's values and indices: ``correct``."""
    statuses = {name: v["status"] for name, v in plugin_run38a.items() if name != "r38a_median_probe"}
    assert statuses == {"r38a_median": "correct", "r38a_median_arenas": "correct", "r38a_median_sort": "correct"}



@pytest.mark.redteam
@pytest.mark.xfail(reason="ONE_ARENA_UNDONE: the liar's real child has two arenas (round 38a)", strict=True)
def test_the_liar_s_child_gives_its_threads_arenas_of_their_own(plugin_run38a):
    """The lever inside a real child: the probe (the liar's import, then the median) fails naming its arenas."""
    probe = plugin_run38a["r38a_median_probe"]
    assert probe["status"] == "kernel_error" and "arenas=1 " in probe["message"], probe["message"][-400:]


# -- resume (plugin runs) ---------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def stale_problem38a(tmp_path_factory):
    return resume38a.stale_problem(tmp_path_factory.mktemp("stale_problem"))


@pytest.mark.redteam
def test_a_resume_after_a_sample_s_problem_is_fixed_drops_its_old_problem_result(stale_problem38a):
    """STALE_PROBLEM_KEPT, held since ``_drop_changed`` drops a sample's own result once the sample has no problem
    (was FOOLED, low-medium). Sample ``late`` was missing at the first run (``sample_error``, variant ""), is written,
    and the same command resumed: the product holds where the resumed report holds late's variant result alone."""
    record = stale_problem38a
    assert record["first"]["late|"] == "sample_error", record  # the premise
    assert "late|" not in record["resumed"] and record["again_rc"] in (0, 5), record  # 5: nothing left to run


@pytest.mark.redteam
def test_a_sample_fixed_since_is_run_on_resume(stale_problem38a):
    """Control: the fixed sample's variant runs on resume (``correct``)."""
    record = stale_problem38a
    assert record["resumed"]["late|graphs/float32/relu"] == "correct", record


@pytest.mark.redteam
@pytest.mark.skipif(os.geteuid() != 0, reason="mounts a tmpfs")
def test_a_force_resume_whose_rewrite_failed_leaves_no_dropped_result_for_a_merge(tmp_path):
    """DROPPED_BUT_KEPT, held since a resume whose ``keep_only`` rewrite fails is refused (was FOOLED, low: the run went
    on, its report dropped a while results.jsonl kept a's line, which a merge counted ``correct``): b alone
    force-resumed while the disk is full ends with a usage error, and the folder stays the earlier run's, its merge
    counting what its report names."""
    record = resume38a.full_disk_stale(tmp_path)
    assert record["forced_rc"] == 4, record
    assert sorted(record["merged"]) == record["report_samples"], record


@pytest.mark.redteam
def test_a_summary_with_no_room_ends_the_run_with_a_message_not_a_traceback(tmp_path):
    """SUMMARY_NO_ROOM, held since ``report_run`` turns the summary's OSError into a message and exit 3 (was FOOLED,
    low): ``--passnet-md`` or ``$GITHUB_STEP_SUMMARY`` on ``/dev/full``: the product holds where
    report.json is written and no traceback is printed (as for report.json itself since d4e50236)."""
    record = resume38a.summary_no_room(tmp_path)
    assert all(r["report"] for r in record.values()), record  # the premise: the run's own folder had room
    assert not any(r["traceback"] for r in record.values()), record
