"""Round 25a, quick (about 15 s): real confined children held as ``pipeline._drive`` holds a CPU trial
(``hold25a.py`` as root, plain process), the ``cat`` runs scored by ``measure.bound_by_trusted_clock``."""

from __future__ import annotations

import pytest

from tests.adversarial.redteam.round25a import runs25a

CONFIGURATION = "root-process"
# A pass is held where it is scored no more than this many times faster than its honest twin (round 22a's factor).
HELD_FACTOR = 3.0


@pytest.fixture(scope="module")
def record() -> dict:
    found = runs25a.driven(CONFIGURATION)
    if isinstance(found, str):
        pytest.skip(found)
    return found


@pytest.mark.slow
def test_a_child_cannot_write_into_its_own_request_pipe(record):
    """The hold sends the trial while the child stands stopped, so a full request pipe would block the trusted side
    (holding the file-table watch's lock) until the variant's timeout: the child has only the read end, and reopening
    it for writing through /proc is refused (the pipe is the trusted side's uid's). Shrinking it (F_SETPIPE_SZ: one
    page) is allowed, but an empty page still takes a trial's request."""
    assert record["probe"]["reopen_for_writing"].startswith("Permission denied"), record["probe"]


@pytest.mark.slow
def test_a_child_that_remaps_its_inputs_reads_no_fresh_values(record):
    """A capability, not a verdict: the child replaces its mapping (MAP_FIXED, private memory) and the trusted side's
    writes no longer reach its inputs. What holds it is the audits (every CPU trial's chunks against eager's on the
    same seed), not the hold."""
    stale = record["stale"]
    assert len(set(stale["read_sums"])) == 1 and len(set(stale["written_sums"])) == len(stale["written_sums"]), stale


def test_a_second_mapping_no_longer_holds_the_concatenation(record):
    """Held since 4db2d665 (a gap of at least 64 bytes before each input in the file): the second mapping's view over
    both inputs holds the gap's bytes too, so its digests are not ``torch.cat``'s (the audits convict such a pass; the
    plugin's liar, which checks that the inputs meet, copies honestly instead)."""
    assert record["cat_honest"]["digests"] == record["cat_twin"]["digests"]
    assert record["cat_mapped"]["digests"] != record["cat_honest"]["digests"]


def test_the_honest_twin_is_scored_near_eager(record):
    """Measured up to twice more where it falls outside the band: the two runs are timed one after the other, and a
    burst of the other worker's load on one of them alone scored the twin 3.9x once (local CI 4; 1.0-1.3x alone). The
    driver's record is cached, so the runs again are the uncached driver's, of the two ``cat`` scenarios alone."""
    twin, _ = runs25a.speedup(record["cat_twin"], record["cat_honest"])
    for _ in range(2):
        if 1 / HELD_FACTOR <= twin <= HELD_FACTOR:
            break
        again = runs25a.driven.__wrapped__(CONFIGURATION, ("cat_honest", "cat_twin"))
        twin, _ = runs25a.speedup(again["cat_twin"], again["cat_honest"])
    assert 1 / HELD_FACTOR <= twin <= HELD_FACTOR, twin
