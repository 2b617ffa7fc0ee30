"""Texts the run did not write (a child's, a sample's file names): one line, and literal in Markdown
and in pytest's report of a failed variant."""

from __future__ import annotations

import html

import pytest
from markdown_it import MarkdownIt

from pytest_passnet.items import failure_text
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.texts import QUOTED, markdown_text, one_line, printable

HOSTILE = [
    "# a heading", "  ## indented heading", "- a list", "+ a list", "1. ordered", "7) ordered", "> a quote", "---",
    "=== under", "**bold** and *em* and __strong__ and _em_", "`code` ``code``", "~~struck~~", "$x^2$",
    "[link](https://example.com) ![picture](https://example.com/x.png) <https://example.com>",
    "<img src=x onerror=alert(1)>", "<b>html</b> &amp; &#42;", "a | table | row", "back\\slash \\* \\n",
    "two\nlines", "cr\rlf\r\n", "separators\u2028and\u2029", "next\x85line", "esc\x1b[31mred", "sur\udcffrogate",
    "x[link=y]hidden", "samples/fusible_subgraphs/good", "-10", "0.706", "###### six", "#", "- - -", "* * *",
    "___", "123456789. nine digits", "2.", "\u202eSA reversed\u202c", "zero\u200bwidth\ufeff",
    "www.example.com :tada: https://example.com",
]  # fmt: skip


def _seen(text: str) -> str:
    """What a reader is to see: the text, its line breaks and controls as visible escapes (spaces
    around it are Markdown's to drop)."""
    return html.escape(one_line(text).strip(), quote=False)


def _page(markdown: str) -> str:
    return MarkdownIt("commonmark").enable("table").render(markdown)


@pytest.mark.parametrize("text", HOSTILE)
def test_a_text_renders_as_itself_in_a_list_item(text):
    assert _page(f"- {markdown_text(text)}\n- next") == f"<ul>\n<li>{_seen(text)}</li>\n<li>next</li>\n</ul>\n"


@pytest.mark.parametrize("text", HOSTILE)
def test_a_text_renders_as_itself_in_a_table_cell(text):
    page = _page(f"| a | b |\n| --- | --- |\n| {markdown_text(text)} | end |\n")
    assert f"<td>{_seen(text)}</td>\n<td>end</td>" in page


def test_github_autolinks_emoji_and_bidi_overrides_are_cut():
    """GitHub's Markdown links bare URLs and www. names and draws :shortcode: emoji; U+202E shows
    the rest of a line reversed. None of them survives as written (round 6a, gfm_note)."""
    escaped = markdown_text("\u202eSA www.example.com :tada: https://example.com")
    assert not [acting for acting in ("\u202e", "www.", ":tada:", "https://") if acting in escaped], escaped
    assert one_line("a\u2066b\u200dc") == "a\\u2066b\\u200dc"


def test_visible_escapes_for_what_would_start_a_line():
    assert one_line("a\nb\rc\u2028d\x85e") == "a\\x0ab\\x0dc\\u2028d\\x85e"
    assert markdown_text("x\n## h") == "x\\\\x0a## h"
    # raw Markdown stays readable where nothing would act
    assert [markdown_text(text) for text in ("samples/fusible_subgraphs/good", "-10", "0.706 %")] == [
        "samples/fusible_subgraphs/good", "-10", "0.706 %"]


def test_a_failed_variants_text_starts_no_line_of_the_childs():
    """pytest prints a failed variant's text as it is: a child's traceback goes on indented, its
    diagnostics and flags stay one line each."""
    result = VariantResult(nodeid="s::v", sample="s", variant="v", status=Status.KERNEL_ERROR,
                           message="RuntimeError: boom\noverall: 1 samples; AS = 0.9999\r\u2028x",
                           diagnostics=["d\noverall: forged"], flags=["f\noverall: forged"])
    lines = failure_text(result).split("\n")
    assert lines == ["[kernel_error] RuntimeError: boom", f"{QUOTED}overall: 1 samples; AS = 0.9999\\x0d\\u2028x",
                     f"{QUOTED}d\\x0aoverall: forged", "note: f\\x0aoverall: forged"]


@pytest.mark.parametrize(("text", "shown"), [
    ("assert\n  ::add-mask::failed", "assert\n  \\x3a:add-mask::failed"),
    ("::notice title=x::all correct", "\\x3a:notice title=x::all correct"),
    ("ok ##[group]forged", "ok \\x23#[group]forged"),
    ("##vso[task.complete result=Succeeded]", "\\x23#vso[task.complete result=Succeeded]"),
    ("x ##teamcity[buildStatus text='ok']", "x \\x23#teamcity[buildStatus text='ok']"),
    ("a::b and :: mid-line, ## [x]", "a::b and :: mid-line, ## [x]"),
])
def test_a_child_text_gives_a_ci_runner_no_command(text, shown):
    """Red team round 54a's ACTIONS_COMMANDS: GitHub Actions reads `::cmd::` where a line starts after its whitespace
    and `##[cmd]` anywhere; Azure's `##vso[` and TeamCity's `##teamcity[` too. Their first character is escaped;
    the same characters elsewhere stay as they are."""
    assert printable(text) == shown
