"""Round 28a: the sketch's key a chunk and an output (7f99c6ec, d20c9c3d) through the shared row generator
(a5295273, ``fingerprint._keyed_rows``).

A child describes an output's chunks ``_GATHER_POSITIONS`` positions at a time (whole chunks, at least one; the
gather buffer made once from the first part), each part keyed from the chunk it starts at; the trusted side checks an
audited chunk alone (``describes``: ``_keyed`` of that chunk as chunk ``index`` of output ``output``). A part whose
running chunk count slipped (a padded last row, a part boundary inside the output) would key a chunk as another: an
honest chunk then fails ``describes`` (``cheat_detected``), or two chunks share a grouping (round 26c's class).
``described_as_audited`` runs both; ``key_agreement`` measures how alike two chunks' or outputs' keys group and sign
their positions (alike by chance only: 1 in 2 x 64 a position).
"""

from __future__ import annotations

import itertools

import torch

from pytest_passnet import fingerprint as fp


def outputs_of_every_kind(generator: torch.Generator) -> tuple:
    """Outputs of 9 to 10 chunks of 1 KiB (``CHUNK_BYTES`` patched by the caller), each with a short last chunk
    (a padded last row): float32, float16 (gathered in float32), float64, int32 and bool (P only), complex64 (its
    real parts, P only); and one float32 output of one chunk whose length is not a multiple of ``PERIOD``."""
    return (torch.randn(2_400, generator=generator),
            torch.randn(4_700, generator=generator).half(),
            torch.randn(1_200, generator=generator, dtype=torch.float64),
            torch.randint(-1000, 1000, (2_500,), generator=generator, dtype=torch.int32),
            torch.rand(9_300, generator=generator) > 0.5,
            torch.randn(1_250, generator=generator, dtype=torch.complex64),
            torch.randn(200, generator=generator))


def described_as_audited(outputs: tuple, seed: int) -> list[tuple[int, int, bool, bool]]:
    """For each chunk of each output: whether the trusted side's ``describes`` accepts it against the child's
    description of the whole trial (``keyed``: its chunks gathered in parts), and whether it accepts it as the next
    chunk of its output or as the same chunk of the next output (a key that another chunk's or output's predicts; float
    outputs only: an integer or bool chunk is described by its norms and one signed sum, P, which two keys give alike
    by chance about once in the square root of its count of ones)."""
    entries = fp.keyed(outputs, seed, fp.fingerprint(outputs))
    seen = []
    for j, (output, entry) in enumerate(zip(outputs, entries)):
        flat = output.reshape(-1)
        count = len(entry[2])
        for c in range(count):
            values = fp.chunk(flat, c)
            own = fp.describes(entry, c, values, seed, j)
            other = False
            if output.is_floating_point():
                other = fp.describes(entry, c, values, seed, j + 1) or (
                    c + 1 < count and fp.chunk(flat, c + 1).numel() == values.numel()
                    and fp.describes(_with_chunk(entry, c + 1, entry, c), c + 1, values, seed, j))
            seen.append((j, c, own, other))
    return seen


def _with_chunk(entry: list, into: int, source: list, index: int) -> list:
    """``entry`` with chunk ``into``'s norms, P and sketch replaced by chunk ``index``'s of ``source``: what the child
    would have committed for chunk ``into`` had its key been chunk ``index``'s."""
    numel, length, l1, l2, projections, specials, sums, bucket_l1s, *rest = [list(x) if isinstance(x, list) else x
                                                                             for x in entry]
    l1[into], l2[into], projections[into] = source[2][index], source[3][index], source[4][index]
    at, frm = slice(into * fp.BUCKETS, (into + 1) * fp.BUCKETS), slice(index * fp.BUCKETS, (index + 1) * fp.BUCKETS)
    sums[at], bucket_l1s[at] = source[6][frm], source[7][frm]
    return [numel, length, l1, l2, projections, specials, sums, bucket_l1s, *rest]


def key_agreement(seed: int, length: int, chunks: int, outputs: int) -> float:
    """The largest share of positions that two keys of one trial put in the same bucket with the same sign, over every
    pair of (output, chunk) among ``outputs`` x ``chunks`` chunks ``length`` long (``_weights``: what the sketch and
    ``sketch_differences`` use). Chance: 1 / (2 BUCKETS)."""
    keyed = {}
    for output in range(outputs):
        signs, _, buckets = fp._weights(seed, length, "cpu", 0, chunks, output=output)
        drawn = fp.drawn_length(length)
        for c in range(chunks):
            keyed[output, c] = (signs[c * drawn:(c + 1) * drawn], buckets[c * drawn:(c + 1) * drawn])
    worst = 0.0
    for (a_signs, a_buckets), (b_signs, b_buckets) in itertools.combinations(keyed.values(), 2):
        worst = max(worst, ((a_buckets == b_buckets) & (a_signs == b_signs)).double().mean().item())
    return worst
