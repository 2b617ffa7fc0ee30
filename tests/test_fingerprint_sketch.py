"""The fingerprint's sketch (keyed bucket sums per chunk) and the rule that reads it
(``fingerprint.sparse_chunks``, ``pipeline._trial_checks``): an unaudited trial a few elements across a
rounding step lowers the credited level; a cache, a constant or a stand-in on a share of the rows
still convicts; outputs within the tolerance never break a bucket, at every float dtype."""

from __future__ import annotations

import pytest
import torch

from pytest_passnet import fingerprint as fp
from pytest_passnet import pipeline, protocol
from pytest_passnet.options import Options
from pytest_passnet.result import VariantResult
from pytest_passnet.tolerance import BASELINE_LEVEL, LAST_CREDITED_LEVEL, tolerance

SEED = 7_360_244_187_004_617_301
FLOATS = [torch.float16, torch.bfloat16, torch.float32, torch.float64]


def _print(output: torch.Tensor, seed: int = SEED) -> list:
    return fp.keyed(output, seed, fp.fingerprint(output))[0]


def _rounded(seed: int = 0, shape=(64, 64)) -> torch.Tensor:
    """A quantised model's output: round(y * 1000), values in the hundreds to thousands."""
    return torch.round(torch.randn(shape, generator=torch.Generator().manual_seed(seed)) * 1000)


def _sizes_by_hand(seed: int, n: int, length: int) -> list[int]:
    buckets = fp._weights(seed, length, output=0)[2].tolist()
    return [sum(1 for i in range(n) if buckets[i] == b) for b in range(fp.BUCKETS)]


@pytest.mark.parametrize("numel", [100, 4096, 600_000, 1_000_003])
def test_the_sketch_is_each_bucket_s_signed_sum_and_l1(numel):
    """Chunks of every shape (one chunk shorter than a row, one of whole rows, several with a shorter
    last one): each bucket's sum of its values signed as in P, and its L1, up to the sketch's float32 blocks;
    P is their total. Signs and buckets are drawn per position of the chunk (red team round 20b)."""
    output = torch.randn(numel, generator=torch.Generator().manual_seed(1)) * 5
    entry = _print(output)
    length = entry[1]
    for index in range(len(entry[2])):
        signs, _, buckets = fp._weights(SEED, length, chunk=index, output=0)  # each chunk's own key (red team round 26c)
        values = fp.chunk(output, index).double()
        member = torch.nn.functional.one_hot(buckets[:values.numel()], fp.BUCKETS).double()
        sums, l1s = fp._sketch(entry, index)
        rounding = fp._sketch_rounding(length)
        assert torch.allclose(torch.tensor(sums, dtype=torch.float64), (values * signs[:values.numel()]) @ member,
                              rtol=0, atol=rounding * float(values.abs().sum()))
        assert torch.allclose(torch.tensor(l1s, dtype=torch.float64), values.abs() @ member, rtol=rounding, atol=0)
        assert abs(entry[4][index] - float(values @ signs[:values.numel()])) <= rounding * float(values.abs().sum())
        assert fp._bucket_sizes(SEED, values.numel(), fp._first_block(length, index), output=0) == member.sum(0).long().tolist()
    assert len(entry[6]) == len(entry[7]) == fp.BUCKETS * len(entry[2])


def test_bucket_sizes_follow_the_positions():
    assert fp._bucket_sizes(SEED, 1000, output=0) == _sizes_by_hand(SEED, 1000, 1000)
    assert fp._bucket_sizes(SEED, 1000, output=0) == _sizes_by_hand(SEED, 1000, 4096)  # a last, shorter chunk: the same key
    assert fp._bucket_sizes(SEED, 100, output=0) == _sizes_by_hand(SEED, 100, 100)  # an only chunk shorter than a block
    assert set(fp._bucket_sizes(SEED, 4096, output=0)) == {4096 // fp.BUCKETS}  # equal buckets in a whole chunk


def test_the_key_is_not_periodic():
    """P's signs, the position weights and the buckets differ between positions PERIOD apart (red team round 20b:
    a key of period PERIOD is one of the column sums); each bucket holds a BUCKETS-th of the positions."""
    signs, positions, buckets = fp._weights(SEED, 1 << 18, output=0)
    for weights, share in ((buckets, 0.9), (signs, 0.4), (positions, 0.99)):
        assert (weights.view(-1, fp.PERIOD) != weights[:fp.PERIOD]).float().mean() > share
    assert set(torch.bincount(buckets).tolist()) == {(1 << 18) // fp.BUCKETS}


def test_a_permutation_within_columns_or_column_sums_do_not_give_the_keyed_parts():
    """A chunk whose PERIOD-wide columns are each permuted (``sort(dim=0)``) has eager's L1 and L2, not its P
    or sketch (red team round 20b)."""
    values = torch.randn(1024, fp.PERIOD, generator=torch.Generator().manual_seed(3))
    eager, permuted = _print(values.sort(0).values), _print(values)
    atol, rtol = tolerance(BASELINE_LEVEL, "float32")
    assert fp.sparse_chunks(eager, permuted, SEED, atol, rtol, output=0) is None


def test_outputs_that_are_not_floats_and_special_chunks_have_an_empty_sketch():
    ints = _print(torch.arange(5000))
    assert set(ints[6]) == set(ints[7]) == {0.0}
    masked = torch.randn(4096)
    masked[3] = float("inf")
    special = _print(masked)
    assert special[5] and set(special[6]) == {0.0}
    assert fp.bucket_gaps(special, special, SEED, 0, 1e-5, 1e-6, output=0) is None


def test_a_chunk_whose_sketch_is_not_the_committed_one_does_not_match():
    """An audit checks the sketch too: a child cannot commit eager-like buckets its values do not have."""
    output = torch.randn(70_000, generator=torch.Generator().manual_seed(2))
    committed = _print(output)
    assert all(fp.matches(committed, c, fp.chunk(output, c), SEED, 0) for c in range(len(committed[2])))
    forged = [list(field) if isinstance(field, list) else field for field in committed]
    forged[6][3] += 1.0
    assert not fp.matches(forged, 0, fp.chunk(output, 0), SEED, 0)


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("level", [BASELINE_LEVEL, -3, -1])
def test_outputs_within_the_tolerance_break_no_bucket_and_one_element_beyond_breaks_one(dtype, level):
    """The bucket rule at each dtype: every element as far from eager's as the tolerance allows (random
    signs, both terms) leaves every bucket within; one element a whole step beyond breaks its bucket only."""
    atol, rtol = tolerance(level, str(dtype).removeprefix("torch."))
    generator = torch.Generator().manual_seed(4)
    eager = (torch.randn(4096, generator=generator, dtype=torch.float64) * 100).to(dtype)
    signs = torch.randint(0, 2, (4096,), generator=generator, dtype=torch.float64) * 2 - 1
    compiled = eager.double() + signs * 0.98 * (atol + rtol * eager.double().abs()) / (1 + rtol)
    compiled = compiled.to(dtype)
    compiled = torch.where(torch.isclose(eager, compiled, atol=atol, rtol=rtol), compiled, eager)  # its own rounding
    assert torch.allclose(eager, compiled, atol=atol, rtol=rtol)
    e, c = _print(eager), _print(compiled)
    assert fp.sparse_chunks(e, c, SEED, atol, rtol, output=0) == {}
    # A bucket's bound is its elements' bounds summed: one element beyond it by more than that.
    step = 3 * 4096 // fp.BUCKETS * (atol + rtol * float(eager.double().abs().max())) + 1
    if step < torch.finfo(dtype).max / 4:
        stepped = compiled.clone()
        stepped[1234] = eager[1234].double() + step
        assert len(fp.sparse_chunks(e, _print(stepped), SEED, atol, rtol, output=0)[0]) == 1


@pytest.mark.parametrize("dtype", FLOATS)
def test_where_rtol_is_1_or_more_the_sketch_says_nothing(dtype):
    """|e - c| <= atol + rtol |c| bounds no |c| by eager's once rtol >= 1 (t = 0 and up): buckets are not
    read there; the chunks' norms and P are (``consistent``)."""
    atol, rtol = tolerance(LAST_CREDITED_LEVEL, str(dtype).removeprefix("torch."))
    eager = _print(torch.randn(4096).to(dtype))
    assert rtol >= 1 and fp.bucket_gaps(eager, eager, SEED, 0, atol, rtol, output=0) is None
    assert fp.sparse_chunks(eager, eager, SEED, atol, rtol, output=0) == {}


def _trials(outputs: list[torch.Tensor], first_seed: int = 11) -> pipeline.Trials:
    """Unaudited timed trials, one per output."""
    trials = pipeline.Trials([first_seed + i for i in range(len(outputs))], {})
    for seed, output in zip(trials.seeds, outputs):
        trials.digests.append(fp.keyed((output,), seed, fp.fingerprint((output,))))
        trials.layouts.append(([], []))
    return trials


def _checks(compiled: list[torch.Tensor], eager: list[torch.Tensor]) -> pipeline.TrialChecks:
    run = pipeline.Run(None, VariantResult("s::v", "s", "v"), Options())
    run.eager_out = run.compiled_out = (eager[0],)
    return pipeline._trial_checks(run, _trials(compiled), _trials(eager), BASELINE_LEVEL)


def test_an_unaudited_trial_a_few_elements_across_a_step_lowers_the_credit():
    """Three elements a whole step (1) apart, as last bits before round(y * 1000) put them: the trial's
    fingerprints are beyond the baseline; its sketch shows 3 buckets of 64 (or fewer, where two share
    one), so the trial lowers the credit to the first level its buckets are within, with a flag's words."""
    eager = [_rounded(seed) for seed in range(3)]
    compiled = [e.clone() for e in eager]
    compiled[1].view(-1)[[17, 2000, 4000]] += 1
    checks = _checks(compiled, eager)
    assert checks.fingerprints == {} and not checks.findings
    [(where, steps)] = checks.steps
    assert where.startswith("timed trial 2 of 3 (its fingerprint's sketch: ") and "chunk 0 of output 0" in where
    assert 1 <= steps.elements <= 3 and steps.compared == 4096 and BASELINE_LEVEL < steps.level <= LAST_CREDITED_LEVEL
    assert steps.max_diff == pytest.approx(1.0, abs=1e-3)
    assert checks.convicting(steps.level) == []


def _stand_ins() -> dict[str, tuple[list[torch.Tensor], list[torch.Tensor]]]:
    eager = [_rounded(seed) for seed in range(3)]
    rows = [e.clone() for e in eager]
    for r in rows:
        r[:2] = 0  # 128 elements of 4,096 (3 %) stood in for
    return {
        "cache": ([eager[0]] * 3, eager),  # the first trial's result, kept
        "constant": ([torch.full((64, 64), 500.0)] * 3, eager),
        "2 of 64 rows": (rows, eager),
    }


@pytest.mark.parametrize("name", ["cache", "constant", "2 of 64 rows"])
def test_a_cache_a_constant_and_a_stand_in_on_two_rows_still_convict(name):
    compiled, eager = _stand_ins()[name]
    checks = _checks(compiled, eager)
    assert not checks.steps and checks.fingerprints, checks
    assert checks.convicting(BASELINE_LEVEL)[0].startswith("[passnet timed-call fingerprints]")
    for i, (c, e) in enumerate(zip(compiled, eager)):
        if not torch.equal(c, e):
            gaps = fp.bucket_gaps(_print(e, 11 + i), _print(c, 11 + i), 11 + i, 0, *tolerance(BASELINE_LEVEL, "float32"),
                                  output=0)
            assert len(gaps) > fp.BUCKETS // 2, (name, len(gaps))


def test_an_integer_output_a_few_elements_off_still_convicts():
    """Integers are exact at every level (``judge.tensor_steps``): a few elements off is not read as steps."""
    eager = [_rounded(seed).long() for seed in range(2)]
    compiled = [eager[0], eager[1].clone()]
    compiled[1].view(-1)[5] += 1
    checks = _checks(compiled, eager)
    assert not checks.steps and checks.fingerprints == {2: float("inf")}


def test_the_protocol_checks_the_sketch_s_shape():
    output = torch.randn(4096)
    entry = _print(output)
    description, digests = entry[:-1], entry[-1]
    assert protocol._description([description], (output,), [digests]) == [description]
    # Without the sketch: refused (red team round 21a: inside the span, a pass's child that left part of it out gained
    # its cost; after the span since round 22a, and still required: the checks read it). The whole entry, digests
    # included, is not a description either (the digests are the span's).
    for broken in (entry[:6], entry[:7], [*entry[:6], entry[6][:-1], entry[7]], [*entry[:7], [-1.0] * len(entry[7])],
                   [*entry[:6], [float("nan")] * len(entry[6]), entry[7]], entry):
        with pytest.raises(protocol.MalformedMessage, match="description entry"):
            protocol._description([broken], (output,), [digests])
