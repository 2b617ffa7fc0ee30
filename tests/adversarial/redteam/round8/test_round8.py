"""Red team round 8 (issue 23): cheap checks of the last fixes, real components only (see README.md)."""

from __future__ import annotations

import secrets
import unicodedata

import torch

from pytest_passnet import guard
from pytest_passnet.materialize import FreshFill, fixed_integer_inputs, repeat_chance, vary_fixed_integers
from pytest_passnet.sample import TensorMeta
from pytest_passnet.texts import markdown_text, printable

TRIALS = 20


def _fixed_int64(shape: tuple[int, ...]) -> TensorMeta:
    """GraphNet's ``mean = None, std = None`` int64 input (round 5's ``gpt2_start9_end10_9``): every fill 0."""
    return TensorMeta("Program_weight_tensor_meta_L_input_", "in_0", shape, "torch.int64")


def _content_cache_hits(shape: tuple[int, ...]) -> int:
    """What a pass's cache keyed on its input's bytes (filled by the judged call and earlier trials)
    returns over ``TRIALS`` timed trials filled as ``pipeline._drive`` fills them (``Prepare.vary``)."""
    meta = _fixed_int64(shape)
    assert fixed_integer_inputs([meta]) == ["in_0"]
    judged = {"in_0": torch.zeros(shape, dtype=torch.int64)}
    seen = {judged["in_0"].numpy().tobytes()}
    trial_inputs = {"in_0": judged["in_0"].clone()}
    fill = FreshFill([meta], trial_inputs, vary=["in_0"])
    hits = 0
    for _ in range(TRIALS):
        fill(secrets.randbits(63))
        key = trial_inputs["in_0"].numpy().tobytes()
        hits += key in seen
        seen.add(key)
    return hits


def test_a_content_cache_on_a_small_fixed_input_hits_and_the_variant_says_so():
    """Left open, and said where it applies: a one-element fixed integer input takes at most 5 values
    (``materialize._span``; here 3, clamped at 0) and half the trials keep the replayed one
    (``MOVED_SHARE``), so a cache keyed on its contents hits most trials; outputs stay checked. The
    variant's ``[passnet fixed inputs]`` flag says so (``guard.REPEAT_FLAGGED``, ``materialize.repeat_chance``)."""
    assert _content_cache_hits((1, 1)) > TRIALS // 2
    meta = _fixed_int64((1, 1))
    (flag,) = guard.fixed_input_flags([meta], ["in_0"], checked=True,
                                      repeats=repeat_chance({"in_0": torch.zeros((1, 1), dtype=torch.int64)}))
    assert "a cache keyed on the inputs' contents can hit" in flag, flag


def test_content_cache_misses_on_a_larger_fixed_input():
    """Control: 64 elements, half moved per trial: no two trials alike."""
    assert _content_cache_hits((1, 64)) == 0


def test_judged_call_told_only_by_the_whole_input():
    """The judged call keeps the replayed values; a trial moves each element with probability 1/2, so the
    whole input tells them apart (2^-n to fail), while the re-check's every-element acceptance draw is run by
    eager alone (reference child). Held as documented: the tell buys nothing while every trial's
    fingerprints and audits compare with eager on the varied values."""
    meta = _fixed_int64((1, 16))
    replayed = {"in_0": torch.zeros((1, 16), dtype=torch.int64)}
    varied = vary_fixed_integers([meta], replayed, seed=8)["in_0"]
    moved = (varied != 0).float().mean().item()
    assert 0.0 < moved < 1.0, "a varied fill moves some elements, not all: one element tells nothing"


# Unicode format characters (Cf) that act on what a reader sees without showing themselves.
_MISSED_FORMAT = [chr(c) for c in range(0x110000)
                  if unicodedata.category(chr(c)) == "Cf" and printable(chr(c)) == chr(c)]


def test_printable_escapes_every_format_character():
    assert not _MISSED_FORMAT, f"left raw: {' '.join(f'U+{ord(c):04X}' for c in _MISSED_FORMAT)}"


def test_markdown_text_leaves_no_email_autolink():
    # an escaped @ is a text node of its own, which GitHub's e-mail autolink does not join to a local part
    text = markdown_text("verified@passnet-ci.example.py")
    assert "verified\\@passnet-ci.example.py" in text, text
