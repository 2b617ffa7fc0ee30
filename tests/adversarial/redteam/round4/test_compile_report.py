"""Round 4, cheap (in the suite): what the trusted side does with a child's compile report, through
the real code: PassBench's loader (``passes.load_pass_set``) and the child's compiler class build
the report from a real pass_dir, the real channel carries it, ``protocol`` reads it, and the
report, summary, Markdown, leaderboard and agent code consume it. Each test asserts that the
trusted side HELD; what main lets through is ``xfail(strict=True)`` naming the mechanism.

*Within the allow-list*: the sample passes ``guard.sample_static_findings`` as it is (checked
here). *Child control*: the text is what a child that controls itself sends (``passes/
claim_all_lines.py``, rejected by the allow-list; it stands for an escape from it)."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import json
import math
import os
import re
import struct

import pytest
import torch

from agent.evaluator import verdict_from_report, work_reward
from agent.trajectory import JsonlWriter
from agent.work import variant_work
from pytest_passnet import cli, guard, protocol
from pytest_passnet.leaderboard import build_board
from pytest_passnet.leaderboard import render_html
from pytest_passnet.leaderboard import render_markdown as board_markdown
from pytest_passnet.markdown import render_markdown, write_markdown
from pytest_passnet.passes import DROPPED_BY_LIMITS
from pytest_passnet.judge import judge
from pytest_passnet.result import Status
from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.summary import render
from tests.adversarial.redteam.round4 import attacks4
from tests.adversarial.redteam.round4.attacks4 import FORGE, FORGED_AS, HIDE, KEPT, SURROGATE


@pytest.fixture(scope="module")
def dropped(tmp_path_factory):
    """The dropped_note sample (hide + forge), its report read through the channel, and its run report."""
    sample = attacks4.dropped_sample(tmp_path_factory.mktemp("r4"), "dropped_note", [HIDE, FORGE])
    report = attacks4.prepared(attacks4.child_report(sample))
    return sample, report, attacks4.run_report([attacks4.flagged(sample, report)])


def test_the_hostile_sample_is_within_the_allow_list(dropped):
    """Not an attack check: the premise. The trusted allow-list accepts the sample as it is, and
    PassBench keeps FuseAddRelu and drops the hostile files, whose lines reach the run's notes."""
    sample, _, report = dropped
    assert guard.sample_static_findings(sample) == []
    kept, gone = attacks4.kept_and_dropped(sample)
    assert kept == [KEPT] and gone == attacks4.listed_names(sample)[1:]
    assert sum(note.startswith(DROPPED_BY_LIMITS) for note in report.notes) == len(gone)


def test_child_control_and_gpu_passes_meet_the_allow_list(tmp_path):
    """claim_all_lines (child control: ``sys``) is rejected before its child starts; kernel_series_reuse
    (GPU only) is within the allow-list."""
    assert guard.sample_static_findings(attacks4.child_control_sample(tmp_path))
    assert guard.sample_static_findings(attacks4.matmul_sample(tmp_path, "reuse", "kernel_series_reuse", [64, 64])) == []


# -- dropped_note: a pass file's name in the terminal summary, the Markdown, the leaderboard --------


def test_terminal_summary_names_the_dropped_file_as_it_is(dropped):
    sample, _, report = dropped
    printed = render(report, 400)
    assert f"{HIDE}.py" in printed


def test_terminal_summary_has_one_overall_line(dropped):
    printed = render(dropped[2], 400).splitlines()
    assert [line for line in printed if line.startswith("overall:")] == [
        line for line in printed if line.startswith("overall:") and FORGED_AS not in line]
    assert sum(line.startswith("overall:") for line in printed) == 1


def test_markdown_summary_holds_only_its_own_markup(dropped):
    page = attacks4.rendered(render_markdown(dropped[2]))
    assert page.count("<h2>") == 1 and "<img" not in page
    assert re.findall("<strong>(.*?)</strong>", page) == [f"AS {dropped[2].overall.score:.4f}"]
    assert attacks4.seen(FORGE) in page  # the file's name as it is, on the note's line
    assert sum(item.startswith("overall:") for item in re.findall("<li>(.*?)</li>", page)) == 1


def test_leaderboard_markdown_holds_only_its_own_markup(dropped, tmp_path):
    board = build_board([(tmp_path / "report.json", dropped[2])])
    page = attacks4.rendered(board_markdown(board))
    assert "<img" not in page and not [bold for bold in re.findall("<strong>(.*?)</strong>", page) if FORGED_AS in bold]
    assert f"{attacks4.seen(FORGE)}.py dropped" in page and f"{HIDE}.py dropped" in page


def test_leaderboard_writes_a_reports_texts_as_text(dropped, tmp_path):
    """A report of an older version (or a sample folder named in bytes that are not UTF-8) may hold a
    lone surrogate and a line break in a note: both renderings write them as escapes, as UTF-8."""
    report = dataclasses.replace(dropped[2], notes=[*dropped[2].notes, "old\udcff\nnote"])
    board = build_board([(tmp_path / "report.json", report)])
    for page in (attacks4.rendered(board_markdown(board)), render_html(board)):
        assert "old\\udcff\\x0anote" in page and page.encode("utf-8")


# -- lone surrogates: text that is not Unicode a writer can encode -----------------------------------

@pytest.fixture(scope="module")
def surrogate_note(tmp_path_factory):
    """Within the allow-list: a pass file named b'sur\\xff.py' (not UTF-8: Python names it with a lone
    surrogate) that PassBench's limits drop; the child's real report, its note as the trusted side
    writes it."""
    sample = attacks4.dropped_sample(tmp_path_factory.mktemp("r4"), "surrogate_note", [SURROGATE])
    report = attacks4.prepared(attacks4.child_report(sample))
    assert report.dropped == {SURROGATE: "functions"}
    return attacks4.run_report([attacks4.flagged(sample, report)])


def test_markdown_summary_is_written(surrogate_note, tmp_path):
    target = tmp_path / "summary.md"
    assert write_markdown(surrogate_note, target) == [target]


def test_passnet_report_shows_the_report(surrogate_note, tmp_path):
    path = tmp_path / "report.json"
    path.write_text(json.dumps(surrogate_note.to_dict()))
    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")  # a terminal's: strict
    with contextlib.redirect_stdout(stdout):
        assert cli.main(["show", str(path)]) == 0
        stdout.flush()


def test_agent_records_a_verdict_quoting_the_pass(dropped, tmp_path):
    sample = dropped[0]
    reply = attacks4.reply_through_channel(protocol.Failure(
        protocol.Status.KERNEL_ERROR, "RuntimeError: no kernel for this shape \udcff", "run").message())
    failure = protocol.Failure.read(reply)
    result = attacks4.flagged(sample, protocol.CompileReport({}, [], [], []), failure.status)
    result.message = protocol.printable(failure.text)
    report = json.loads(json.dumps(attacks4.run_report([result]).to_dict()))  # report.json written and read
    verdict = verdict_from_report(report).verdict
    JsonlWriter(tmp_path / "trajectory.jsonl").append({"observation": verdict})
    # the trajectory is written, and quotes the character as a visible escape (protocol.printable)
    assert "\\udcff" in json.loads((tmp_path / "trajectory.jsonl").read_text())["observation"]


# -- child control: what a child that controls itself sends -------------------------------------------


def test_a_childs_text_never_becomes_a_note_of_the_run(dropped):
    """A child's text that poses as PassBench's line for a dropped file is a malformed reply (the
    trusted side writes those lines); a note that looks like rich markup prints as it is."""
    sample, honest, _ = dropped
    note = f"{DROPPED_BY_LIMITS} [/] dropped"
    claimed = protocol.CompileReport(honest.applied, honest.diagnostics, [*honest.rejected, note], honest.replaced_lines)
    with pytest.raises(protocol.MalformedMessage, match="rejected must start .\\[PassBench static validator"):
        attacks4.prepared(claimed)
    report = attacks4.run_report([attacks4.flagged(sample, honest)])
    report.notes.append(note)
    assert f"note: {note}" in render(report, 200).splitlines()


@pytest.fixture(scope="module")
def credit(tmp_path_factory):
    root = tmp_path_factory.mktemp("r4")
    joint = attacks4.credit_sample(root, "credit")
    attacks4.credit_sample(root, "credit_split", attacks4.CREDIT_SPLIT_MODEL)
    variants = {name: next((root / "graphs").rglob(f"{name}_start0_end2_0")).relative_to(root)
                for name in ("credit", "credit_split")}
    work = variant_work(root / variants["credit_split"])
    honest_share = work.statements[0].work / work.total  # add + relu's share of the same computation
    return root, joint, variants, honest_share


def test_work_reward_is_not_the_childs_claim(credit):
    root, sample, variants, honest_share = credit
    honest = attacks4.child_report(sample)
    claimed = attacks4.prepared(protocol.CompileReport(honest.applied, honest.diagnostics, honest.rejected, [6, 7]))
    variant = attacks4.flagged(sample, claimed, variant=str(variants["credit"])).to_dict()
    reward, _ = work_reward([variant], root)
    assert reward <= honest_share + 1e-6, f"reward {reward} for a pass worth {honest_share:.4f}"


def test_work_share_of_a_line_is_what_that_line_computes(credit):
    root, _, variants, honest_share = credit
    share, refused = variant_work(root / variants["credit"]).share([attacks4.CREDIT_LINE])
    assert refused is None
    assert share <= honest_share + 1e-6, f"share {share:.4f} for add + relu worth {honest_share:.4f}"


# -- protocol probes that held --------------------------------------------------------------------


def test_a_time_too_large_for_a_float_is_refused():
    """JSON carries integers of up to 4300 digits; a time of 10**400 ms is a malformed reply (the
    variant's kernel_error names it), not an OverflowError that blames pytest-passnet."""
    reply = attacks4.reply_through_channel({"e2e_ms": 10 ** 400, "gpu_ms": None, "digests": [None], "orders": [None],
                                            "aliases": []})
    with pytest.raises(protocol.MalformedMessage, match="e2e_ms must be 0 or a number of ms"):
        protocol.TrialDone.read(reply, cuda=False, judged=(1.0,))


def test_nan_norms_are_not_consistent():
    """JSON's NaN passes ``_norms`` (``not x < 0``), but ``fingerprint.consistent`` refuses it."""
    from pytest_passnet.fingerprint import consistent

    eager = [4, 4, [1.0], [1.0], [0.5], []]
    nan = attacks4.reply_through_channel({"d": [4, 4, [math.nan], [math.nan], [0.5], []]})["d"]
    assert nan[2][0] != nan[2][0]
    assert not consistent(eager, nan, 1e-5, 1e-5)


def test_an_oversized_shape_of_no_bytes_is_not_judged_correct():
    """A header announcing a 0-byte tensor of shape [0, 2**62, 2**62] (its byte count agrees: 0) is
    delivered by the channel (``_checked_size``: math.prod is 0); the judge does not call it correct."""
    message = json.dumps({"body": {"outputs": {"tuple": [{"tensor": 0}]}}, "tensors": [
        {"dtype": "torch.float32", "shape": [0, 2 ** 62, 2 ** 62], "bytes": 0}]}).encode()
    r, w = os.pipe()
    try:
        os.write(w, struct.pack("<Q", len(message)) + message)
        (received,) = Channel(r, w, role="trusted").receive(timeout=5)["outputs"]
    finally:
        os.close(r)
        os.close(w)
    assert list(received.shape) == [0, 2 ** 62, 2 ** 62]
    eager = (torch.relu(torch.randn(64, 256)),)
    assert judge(eager, (received,))[0] is not Status.CORRECT
