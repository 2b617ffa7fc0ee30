"""Round 6a without a plugin run (seconds, in the suite). What main lets through is
``xfail(strict=True)``; mechanisms and fixes in README.md."""

from __future__ import annotations

import importlib.util
import os

import pytest
import torch

from pytest_passnet import guard
from pytest_passnet.materialize import FreshFill, degenerate_inputs, fixed_integer_inputs, vary_fixed_integers
from pytest_passnet.sample import read_weight_meta
from tests.adversarial.redteam.round5 import attacks5
from tests.adversarial.redteam.round6a import attacks6


TELLS = {  # sample, the pass's function, eager's computation
    "fixed_tell": (attacks6.fixed_tell_sample, "minus_one", lambda inputs: inputs["in_0"] - 1),
    "mask_tell": (attacks6.mask_tell_sample, "times_mask", lambda inputs: inputs["in_0"] * inputs["in_1"]),
}


@pytest.mark.parametrize("attack", TELLS)
def test_tell_is_within_the_allow_list(tmp_path, attack):
    assert guard.sample_static_findings(TELLS[attack][0](tmp_path)) == []


def _pass_function(attack: str):
    os.environ.setdefault("TRITON_INTERPRET", "1")
    spec = importlib.util.spec_from_file_location(attack, attacks6.PASSES / f"{attack}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, TELLS[attack][1])


def _filled(metas, seed: int, vary=()) -> dict:
    inputs = {m.name: torch.empty(m.shape, dtype=getattr(torch, m.dtype.split(".")[-1])) for m in metas}
    FreshFill(metas, inputs, vary)(seed)
    return inputs


def test_mask_tell_fixed_input_is_varied_beside_a_varied_one(tmp_path):
    """Beside a varied input, the fixed integer one is varied too (``pipeline._varying_inputs``); were
    it not (eager failing on varied values), ``guard.unvaried_flag`` names it."""
    metas = read_weight_meta(attacks5._variant_dir(attacks6.mask_tell_sample(tmp_path)) / "weight_meta.py")
    assert list(degenerate_inputs(metas)) == ["in_1"] == fixed_integer_inputs(metas)
    assert guard.fixed_input_flags(metas, ["in_1"], checked=True, repeats=0.0) == []


@pytest.mark.parametrize("attack", TELLS)
def test_what_the_checks_see_shows_a_kernel_that_ignores_its_input(tmp_path, attack):
    """The inputs the trusted side's checks give the pass: the replayed values (judged call), five timed
    trials' ``FreshFill`` with the fixed integer input varied (what ``pipeline._varying_inputs``
    decides where eager runs on it), and the fresh-input re-check's (``vary_fixed_integers``, what
    ``pipeline._recheck_metas`` sends). Each moves a random subset of its elements, so one element
    does not tell a check from the judged call: some trial keeps the first element's replayed value
    and moves others, and its audit compares the pass with eager there."""
    sample, _, eager = TELLS[attack]
    function = _pass_function(attack)
    metas = read_weight_meta(attacks5._variant_dir(sample(tmp_path)) / "weight_meta.py")
    replayed = _filled(metas, 1)
    assert torch.equal(function(*replayed.values()), eager(replayed))  # the judged call passes
    varying = fixed_integer_inputs(metas)
    checks = [_filled(metas, seed, varying) for seed in range(2, 7)]
    checks.append({**_filled(metas, 7), **vary_fixed_integers(metas, replayed, 8, names=varying)})
    wrong = [i for i, inputs in enumerate(checks) if not torch.equal(function(*inputs.values()), eager(inputs))]
    assert wrong, "the kernel ignores its inputs where the first element is 0, and no check shows it"


def test_stop_watch_counts_cpu_used_while_stopped():
    """Held since the watch reads each thread and a stopped one may not end: the first burner that
    exits is seen (a stopped process cannot end unless continued), and the tree is killed."""
    for _ in range(6):  # on a loaded CI host the burners' timer may not wake them in time (CI29: 3 tries in a row)
        burned_ms, ran = attacks6.unseen_burn(burners=40, seconds=1.5)
        if ran or burned_ms > 100:
            break
    assert ran, (f"{burned_ms:.0f} ms of CPU used by the stopped tree while the other side was timed, and the watch "
                 "saw nothing" if burned_ms > 100 else f"the burners used only {burned_ms} ms: the attack did not run")
    assert ran["pass child"].endswith(" ended") or ran["pass child"].endswith("ms of CPU"), ran


# A dropped pass's file name (the pass author's) as the run's Markdown summary quotes it: GitHub's
# Markdown (GFM) turns a bare www./https:// text into a link (the autolink extension) and
# :white_check_mark: into an emoji; U+202E (RIGHT-TO-LEFT OVERRIDE, a format character, not a control)
# shows the rest of the line reversed ("SA" reads "AS").
GFM_NAME = "\u202eSA www.passnet-verified.example :white_check_mark: all correct \u202c"
GFM_ACTING = ("\u202e", "www.passnet-verified.example", ":white_check_mark:")


def test_markdown_summary_quotes_a_file_name_as_text(tmp_path):
    from pytest_passnet.markdown import render_markdown
    from tests.adversarial.redteam.round4 import attacks4

    sample = attacks4.dropped_sample(tmp_path, "gfm_note", [GFM_NAME])
    assert attacks4.kept_and_dropped(sample)[1] == [GFM_NAME]
    page = render_markdown(attacks4.run_report([attacks4.flagged(sample, attacks4.prepared(attacks4.child_report(sample)))]))
    (note,) = [line for line in page.splitlines() if "passnet-verified" in line]
    assert not [acting for acting in GFM_ACTING if acting in note], note
