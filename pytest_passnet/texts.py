"""Texts the run did not write itself (a child's, a sample's file names, a report read back), as
the run writes them: printable, on one line, and literal wherever they land (a terminal, Markdown).

A pass is hostile and its sample names its own files, so such a text may hold terminal escapes,
line breaks that would forge a line of the run's own summary, rich markup, or Markdown and HTML
that would forge a heading, a number or a picture in a CI page. Everything here leaves the text's
characters readable: what would act is written as a visible escape instead.
"""

from __future__ import annotations

import re
import unicodedata

# What a terminal acts on, ASCII's part: C0 controls but tab and newline, and DEL. Beyond ASCII
# every character of Unicode's categories Cc (C1: U+009B is a CSI of its own), Cf (format characters,
# which act on what a reader sees without showing themselves: bidi overrides, zero-width characters,
# the soft hyphen, tags) and Cs (lone surrogates, which no UTF-8 writer can write: a report, a
# trajectory would fail at the end).
_ASCII_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_ACTING_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})
# How a line of the run's output goes on where it wraps, or where a text it quotes breaks (a child's
# traceback): indented, so that no text starts a line of its own, such as a second 'overall:'.
CONTINUED = "    "
# A child's text past its first line (a traceback it quotes, its diagnostics): behind a visible gutter as well, so that
# no line of the run's output starts with the child's own words after its whitespace, which a CI problem matcher
# anchored there reads (red team round 56a: setup-python's `^\s*File "…", line N` made an error annotation of it).
QUOTED = CONTINUED + "| "
# What starts a new line besides: a one-line text (a finding, a pass name, a note) keeps none, or
# it could forge a line of the run's summary.
_LINE_BREAK = re.compile(r"[\n\r\u2028\u2029]")
# Markdown and HTML that act anywhere in a line: escapes, code, emphasis, links and pictures, table
# cells, strikethrough, GitHub's math, raw HTML and entities. An underscore between two letters or
# digits starts no emphasis (CommonMark's flanking rule) and stays as it is: sample paths keep it.
_MARKDOWN_INLINE = re.compile(r"[\\`*\[\]|~$]|(?<![0-9A-Za-z])_+|_+(?![0-9A-Za-z])")
# What GitHub's Markdown turns into links and pictures of its own besides: bare URLs and www. names
# (the autolink extension: scheme://, www., e-mail addresses) and :shortcode: emoji. Escaping the dot
# after www, the colon before //, the @ and a shortcode's colons cuts each of them and renders as itself.
_GFM_AUTOLINK = re.compile(r"(?i)(?<=www)\.|:(?=//)|:[\w+-]+:|@")
_HTML = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
# What starts a block where a text starts a line or a list item (a quote's '>' is an entity already):
# a heading, a bullet, a rule of dashes, an ordered list's number.
_MARKDOWN_BLOCK_START = re.compile(r"(\s*)(#{1,6}(?=\s|$)|[-+](?=\s|$)|-(?=(?:\s*-){2}[\s-]*$)|\d{1,9}[.)](?=\s|$))")


# What a CI runner reads as a command in a step's output: GitHub Actions' `::command::` where a line starts (after its
# leading whitespace, which the runner trims) and `##[command]` anywhere in a line, Azure Pipelines' `##vso[` and
# TeamCity's `##teamcity[` anywhere (red team round 54a: a kernel's assertion text masked "failed" and folded the
# run's summary under a forged title). Their first character is written as an escape.
_CI_COMMAND = re.compile(r"(?m)(?<=^)(\s*):(?=:)|#(?=#(?:vso|teamcity)?\[)")


def _escape_char(char: str) -> str:
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _escape(found: re.Match) -> str:
    return _escape_char(found[0])


def printable(text: str) -> str:
    """``text`` with every character a terminal acts on written as a visible escape (ESC as
    ``\\x1b``): a child's text can neither move the cursor, recolour or hide what follows, set the
    window title nor write the clipboard of whoever reads the run's output; nor give a CI runner a
    command (``_CI_COMMAND``)."""
    if text.isascii():
        text = _ASCII_CONTROL.sub(_escape, text)
    else:
        text = "".join(_escape_char(char) if char not in "\t\n" and unicodedata.category(char) in _ACTING_CATEGORIES
                       else char for char in text)
    return _CI_COMMAND.sub(lambda found: (found[1] or "") + _escape_char(found[0][-1]), text)


def one_line(text: str) -> str:
    """A ``printable`` text on one line: its line breaks written as escapes too (``\\x0a``)."""
    return _LINE_BREAK.sub(_escape, printable(text))


def markdown_text(text: str) -> str:
    """``text`` as Markdown that renders as the text itself, on one line (``one_line``): a table
    cell or a list item whose reader sees the literal characters, never a heading, a table row,
    emphasis, a link, a picture or HTML of the text's own."""
    escaped = _MARKDOWN_INLINE.sub(lambda found: "\\" + "\\".join(found[0]), one_line(text))
    escaped = _GFM_AUTOLINK.sub(lambda found: re.sub(r"[.:@]", r"\\\g<0>", found[0]), escaped)
    escaped = "".join(_HTML.get(char, char) for char in escaped)
    start = _MARKDOWN_BLOCK_START.match(escaped)
    if start is None:
        return escaped
    indent, marker = start.groups()
    literal = f"{marker[:-1]}\\{marker[-1]}" if marker[0].isdigit() else f"\\{marker}"
    return indent + literal + escaped[start.end():]
