"""Round 54a: every text of the pass's child that reaches a person or the agent (see README.md).

FOOLED: ACTIONS_COMMANDS (an ordinary pass's assertion message holds GitHub Actions workflow commands, which the
runner reads in pytest's output: masks, a forged notice, the run's summary folded under a forged title), DIAG_LINE_START (a child's diagnostic lines start lines of pytest's output at column 0: a second ``overall:``
and a forged ``passnet report:`` line, first in the output), LOG_ALL_CLOSE (a failure message holding ``all_close``
makes ``passnet-report log``'s validation.log read a ``kernel_error`` as upstream's tolerated ``type_mismatch``: ES(3)
and ES(4) 1.0 instead of 0.1, within the allow-list). Held: terminal escapes, invalid UTF-8 and lone surrogates in
every sink, the reports' parse, the agent's verdict lines.

Quick tests run the product's own functions (``protocol``'s reads, ``items.failure_text``, ``passbench_log``,
``agent.evaluator.verdict_from_report``); the plugin tests (``-m redteam``) read two real runs (``premises54a``)."""

from __future__ import annotations

import pytest

from pytest_passnet.passes import REJECTION_START

from tests.adversarial.redteam.round54a import premises54a as p

RUN_LINE_STARTS = ("overall:", "variant statuses:", "passnet report:", "pytest-passnet:", "passnet markdown summary:")


def _hostile_result():
    """A failed variant as the trusted side builds it from the texts child's reply (``protocol.Failure.read``,
    ``protocol.CompileReport.read``: bounded and printable on receipt), its message printable as ``run_variant`` ends."""
    from pytest_passnet import protocol
    from pytest_passnet.result import Status, VariantResult

    message = f"{p.MARK}-msg {p.ACTING}\n" + "\n".join(p.FORGED_LINES)
    reply = {"failure": {"status": "kernel_error", "message": message, "stage": "run"},
             "applied": {f"{p.MARK}-name{p.ACTING}": 1}, "diagnostics": [*p.FORGED_LINES, f"{p.MARK}-diag {p.ACTING}"],
             "rejected": [f"{REJECTION_START}{p.MARK}-rej {p.ACTING}"], "replaced_lines": [], "dropped": {}}
    failure, report = protocol.Failure.read(reply), protocol.CompileReport.read(reply)
    result = VariantResult(nodeid="samples/s::float32/v", sample="samples/s", variant="graphs/float32/v",
                           status=Status.KERNEL_ERROR, message=protocol.printable(failure.text), applied=report.applied,
                           diagnostics=report.diagnostics, flags=report.rejected, matched=True)
    return result


# -- quick: the product's functions -----------------------------------------------------------------------------------


def test_acting_characters_reach_no_reader_as_themselves():
    """Held: escapes, CR, bidi, NUL, C1, NEL, LS/PS, a lone surrogate, BOM and tags come out as visible escapes in
    pytest's failure text, the record's JSON and the agent's verdict."""
    import json

    from agent.evaluator import SPEEDUP, verdict_from_report
    from pytest_passnet.items import failure_text

    result = _hostile_result()
    record = result.to_dict()
    texts = {"failure_text": failure_text(result), "json": json.dumps(record),  # as runfiles writes it
             "verdict": verdict_from_report({"variants": [record], "samples": []}, SPEEDUP).verdict}
    for where, text in texts.items():
        text.encode("utf-8")  # no lone surrogate
        assert p.acting_bytes(text.encode("utf-8")) == [], where


def test_the_agents_verdict_has_one_reward_line_and_one_as_line():
    """Held: every child text in the verdict the agent's model reads is on a line the verdict starts itself
    (``why:``, ``diagnostic:``, ``flags:`` after four spaces); its reward is report.json's number, not this text."""
    from agent.evaluator import SPEEDUP, verdict_from_report

    verdict = verdict_from_report({"variants": [_hostile_result().to_dict()],
                                   "samples": [{"path": "samples/s", "score": 0.1, "es": {"1": 0.1}}]}, SPEEDUP)
    lines = verdict.verdict.splitlines()
    assert [line for line in lines if line.startswith("Reward:")] == ["Reward: 0.1 (the AS score)"]
    assert sum(line.startswith("AS score:") for line in lines) == 1 and verdict.reward == 0.1
    assert all(line.startswith(("    ", "[1/1] graphs/float32/v: KERNEL_ERROR")) for line in lines if p.MARK in line)


def test_the_message_goes_on_indented():
    """Held: the lines of a child's message after the first go on behind a gutter (``texts.QUOTED``, round 56a)."""
    from pytest_passnet.items import failure_text
    from pytest_passnet.texts import QUOTED

    lines = failure_text(_hostile_result()).split("\n")
    message_lines = [line.removeprefix(QUOTED) for line in lines[1:] if line.startswith(QUOTED)]
    assert lines[0].startswith("[kernel_error] R54A-msg ")
    assert message_lines[:len(p.FORGED_LINES)] == list(p.FORGED_LINES)


def test_diag_line_start_no_child_text_starts_a_line_of_the_run():
    lines = p.unit_failure_text_lines()
    started = [line for line in lines if line.startswith(RUN_LINE_STARTS + ("Reward:", "[1/1]"))]
    assert started == [], started


def test_log_premise_a_kernel_error_is_upstreams_eager_fail():
    """Held (the control): a kernel_error's chunk in validation.log reads as eager_fail, never tolerated: 0.1 at
    every level, as report.json scores it."""
    status, es = p.unit_log_status("compiled run failed at /s/pass_dir/plain54a.py:9 in relu: ValueError: x")
    assert status == "eager_fail" and all(value == pytest.approx(0.1) for value in es.values())


def test_log_all_close_a_failure_message_keeps_its_parity_in_the_log():
    status, es = p.unit_log_status("compiled run failed at /s/pass_dir/all_close54a.py:9 in relu: ValueError: x")
    assert status == "eager_fail", status
    assert es["3"] == pytest.approx(0.1) and es["4"] == pytest.approx(0.1), es


def test_log_all_close_is_within_the_allow_list():
    """Premise: both buggy passes (and the victim) are ones the trusted allow-list accepts; the texts passes are not
    (child control)."""
    assert {name: bool(p.static_findings(name)) for name in p.SAMPLES} == {
        "r54a_allclose": False, "r54a_plainfail": False, "r54a_actions": False, "r54a_texts": True,
        "r54a_stderr": True, "r54a_victim": False}


def test_actions_premise_the_runner_reads_commands_as_its_source_says():
    """Premise: the emulated runner (``premises54a.runner_command``, a port of actions/runner's ``TryParseV2`` and
    ``TryParse``) reads the documented forms, indented or not, and the old form anywhere in a line; nothing else."""
    assert p.runner_command("    ::add-mask::kernel_error") == ("add-mask", {}, "kernel_error")
    assert p.runner_command("::notice title=a%2Cb::x%0Ay") == ("notice", {"title": "a,b"}, "x\ny")
    assert p.runner_command("[kernel_error] at x.py ##[group]title") == ("group", {}, "title")
    assert [p.runner_command(line) for line in ("::bogus::x", "a ::group::x", "##[group", "[kernel_error] a::b")] == [
        None] * 4


def test_actions_a_child_text_issues_no_runner_command():
    from pytest_passnet.items import failure_text
    from pytest_passnet.result import Status, VariantResult

    message = ("compiled run failed at /s/pass_dir/k.py:12 in _relu_kernel: AssertionError: "
               + p.ACTIONS_MESSAGE + "\nx ##[group]forged")
    result = VariantResult(nodeid="s::v", sample="s", variant="v", status=Status.KERNEL_ERROR, message=message,
                           diagnostics=["##[add-mask]correct"], flags=["##[error]forged"])
    commands = [found for line in failure_text(result).split("\n") if (found := p.runner_command(line))]
    assert commands == [], commands


# -- the plugin runs (-m redteam) -------------------------------------------------------------------------------------


@pytest.mark.redteam
def test_plugin_shipped_statuses(shipped_run54a):
    statuses = {name: v["status"] for name, v in p.variants_of(shipped_run54a).items()}
    assert statuses == {"r54a_allclose": "kernel_error", "r54a_plainfail": "kernel_error",
                        "r54a_actions": "kernel_error", "r54a_victim": "correct"}
    assert p.acting_bytes(shipped_run54a["stdout"]) == [] and p.column_zero_lines(shipped_run54a["stdout"]) == []
    logs = p.passbench_logs(shipped_run54a)
    assert logs["r54a_plainfail"]["statuses"] == ["eager_fail"]
    assert logs["r54a_plainfail"]["log_as"] == pytest.approx(logs["r54a_plainfail"]["report_as"])
    assert logs["r54a_victim"]["log_as"] == pytest.approx(logs["r54a_victim"]["report_as"])


@pytest.mark.redteam
def test_plugin_log_all_close_scores_as_its_report(shipped_run54a):
    log = p.passbench_logs(shipped_run54a)["r54a_allclose"]
    assert log["statuses"] == ["eager_fail"], log["failure_line"]
    assert log["log_as"] == pytest.approx(log["report_as"])


@pytest.mark.redteam
def test_plugin_texts_every_sink_holds(texts_run54a):
    """Held: the stdout has no byte a terminal acts on; report.json is strict JSON; results.jsonl has a signed
    line per variant; JUnit XML parses with both failures; the Markdown summary has no child text; the victim is
    correct; both texts variants read eager_fail in validation.log."""
    record = texts_run54a
    assert p.acting_bytes(record["stdout"]) == []
    report = p.strict_json(record["report"])
    assert len(report["variants"]) == 3
    assert [p.strict_json(line)["status"] for line in record["results"].splitlines()] == [
        "kernel_error", "kernel_error", "correct"]
    failures = p.junit_failures(record)
    assert len(failures) == 2 and all(p.acting_bytes(text.encode()) == [] for text in failures.values())
    assert p.MARK not in record["markdown"].decode()
    statuses = {name: v["status"] for name, v in p.variants_of(record).items()}
    assert statuses == {"r54a_texts": "kernel_error", "r54a_stderr": "kernel_error", "r54a_victim": "correct"}
    assert {name: log["statuses"] for name, log in p.passbench_logs(record).items()} == {
        "r54a_texts": ["eager_fail"], "r54a_stderr": ["eager_fail"], "r54a_victim": ["correct"]}


@pytest.mark.redteam
def test_plugin_texts_agent_verdicts(texts_run54a):
    """Held: each sample's verdict for the agent has one ``Reward:`` and one ``AS score:`` line, the report's."""
    for name, sample in p.samples_of(texts_run54a).items():
        lines = p.agent_verdict(texts_run54a, name).splitlines()
        assert [line for line in lines if line.startswith("Reward:")] == [f"Reward: {sample['score']:.4g} (the AS score)"]
        assert sum(line.startswith("AS score:") for line in lines) == 1
        assert p.acting_bytes("\n".join(lines).encode()) == []


@pytest.mark.redteam
def test_plugin_texts_no_child_line_at_column_zero(texts_run54a):
    stdout = texts_run54a["stdout"]
    lines = stdout.decode("utf-8", "replace").splitlines()
    started = [line for line in lines if p.MARK in line and line.startswith(RUN_LINE_STARTS + ("Reward:", "[1/1]", p.MARK))]
    assert started == [], started
    assert p.MARK not in (p.first_line_starting(stdout, "overall:") or "")
    assert p.MARK not in (p.first_line_starting(stdout, "passnet report:") or "")


@pytest.mark.redteam
def test_plugin_actions_no_runner_command_in_the_output(shipped_run54a):
    view = p.runner_view(shipped_run54a["stdout"])
    assert view["commands"] == [], view["commands"]
