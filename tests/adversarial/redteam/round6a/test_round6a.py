"""Round 6a without a plugin run (seconds, in the suite). What main lets through is
``xfail(strict=True)``; mechanisms and fixes in README.md."""

from __future__ import annotations

import os

import pytest
import torch

from pytest_passnet import guard
from pytest_passnet.materialize import FreshFill, vary_fixed_integers
from pytest_passnet.sample import read_weight_meta
from tests.adversarial.redteam.round5 import attacks5
from tests.adversarial.redteam.round6a import attacks6


def test_fixed_tell_is_within_the_allow_list(tmp_path):
    assert guard.sample_static_findings(attacks6.fixed_tell_sample(tmp_path)) == []


def _minus_one():
    os.environ.setdefault("TRITON_INTERPRET", "1")
    import importlib.util

    spec = importlib.util.spec_from_file_location("fixed_tell", attacks6.PASSES / "fixed_tell.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.minus_one


@pytest.mark.xfail(strict=True, reason="FOOLED: the re-check's varied fixed inputs are told from the judged and "
                   "timed ones by one element (materialize.py vary_fixed_integers moves every element; every "
                   "FreshFill fill is the replayed value), so a pass honest only there passes every check")
def test_what_the_checks_see_shows_a_kernel_that_ignores_its_input(tmp_path):
    """The inputs the trusted side's checks give the pass: the replayed values (judged call; every
    timed trial's FreshFill, audits) and the fresh-input re-check's (``vary_fixed_integers``, what
    ``pipeline._recheck_metas`` sends). A pass right on all of them should be right on an input whose
    first element happens to be the replayed one."""
    minus_one = _minus_one()
    metas = read_weight_meta(attacks5._variant_dir(attacks6.fixed_tell_sample(tmp_path)) / "weight_meta.py")
    replayed = {m.name: torch.zeros(m.shape, dtype=torch.int64) for m in metas}
    timed = {name: tensor.clone() for name, tensor in replayed.items()}
    FreshFill(metas, timed)(12345)
    varied = vary_fixed_integers(metas, replayed, 6789)
    seen = [replayed["in_0"], timed["in_0"], varied["in_0"]]
    assert all(torch.equal(minus_one(x), x - 1) for x in seen)  # every check passes
    other = torch.arange(replayed["in_0"].numel(), dtype=torch.int64).reshape(replayed["in_0"].shape)
    assert other.flatten()[0] == 0
    assert torch.equal(minus_one(other), other - 1), "the kernel ignores its input where the first element is 0"


@pytest.mark.xfail(strict=True, reason="FOOLED: stopped processes that a timer continues, which spin below the next "
                   "clock tick and exit autoreaped (SIGCHLD ignored), are never counted: process.py _ran reads a "
                   "gone pid as 0, cpu_ticks truncates to ticks, and no cutime receives an autoreaped child's time")
def test_stop_watch_counts_cpu_used_while_stopped():
    burned_ms, ran = attacks6.unseen_burn(burners=40, seconds=1.5)
    assert burned_ms > 100, f"the burners used only {burned_ms} ms: the attack did not run"
    assert ran, f"{burned_ms:.0f} ms of CPU used by the stopped tree while the other side was timed, and the watch saw nothing"
