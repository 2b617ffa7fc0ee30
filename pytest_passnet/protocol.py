"""The protocol between the trusted side and a sandboxed child, in one place: the commands, the
request each sends, the reply each gets, and the checks a message passes before either side
reads a field of it.

On the wire (``sandbox/channel.py`` carries it) a request is ``{"command": <Command>, <its
fields>}`` and a reply is the mapping of its fields; a reply that reports a failure is
``{"failure": {status, message, stage}}`` instead, and the replies of ``prepare`` and ``outputs``
(and a compiled side's run failures) carry the compile report's fields beside their own.

The sandboxed child runs pass code, so its replies are the pass's to write. Each ``read`` here
checks every field the trusted side uses (a missing or extra key, a wrong type, a NaN or
negative time, a wrong count, a non-tensor where a tensor belongs) and raises
``MalformedMessage``, which the pipeline turns into that variant's ``kernel_error``; the statuses
a child may cause are an allow-list: whatever else it names is a ``kernel_error`` too. Every text
a child sends is bounded (its length, and how many) and made printable here, before it reaches
the terminal, results.jsonl or a report. A request the child cannot read (an unknown command, a
missing or extra field, a wrong type) is answered with a ``Failure``, never left unanswered.
"""

from __future__ import annotations

import sys
import types
import typing
from collections.abc import Callable
from dataclasses import MISSING, dataclass, field, fields
from enum import Enum
from typing import ClassVar

import torch

from pytest_passnet.fingerprint import BUCKETS, DIGEST_BYTES, MAX_CHUNKS, SPECIAL_FIELDS, chunk_length
from pytest_passnet.passes import DROP_REASONS, REJECTION_START
from pytest_passnet.result import Status
from pytest_passnet.texts import one_line, printable


class Command(str, Enum):
    LOAD = "load"  # build the compiler (load the passes), before anything of the variant
    PREPARE = "prepare"  # load the model, compile, warm up
    PREPARE_AGAIN = "prepare_again"  # warm up again, for another attempt
    TIME = "time"  # PassBench's timed loop in one request (--passnet-guard passbench)
    PRIME = "prime"  # one untimed call right before a driven trial on CUDA (``Prime``)
    TRIAL = "trial"  # one timed trial the trusted side drives (the full guard): its times and chunk digests
    DESCRIBE = "describe"  # the last trial's outputs described, after its span: the rest of their fingerprint
    AUDIT = "audit"  # chunks of the last trial's outputs
    OUTPUTS = "outputs"  # the judged output call
    FINDINGS = "findings"  # the in-child guard's findings so far
    KERNEL_TIME = "kernel_time"  # device time per call (CUDA)
    RECHECK = "recheck"  # the fresh-input run, audited


class MalformedMessage(Exception):
    """A message that breaks the protocol; the text says which field and how."""


def _fail(what: str, value, kind: str = "reply") -> MalformedMessage:
    return MalformedMessage(f"the sandboxed process sent a malformed {kind}: {what} (got {repr(value)[:200]})")


def _keys(message, required: set[str], optional: frozenset[str] = frozenset(), kind: str = "reply") -> dict:
    """``message`` if it is a mapping with every ``required`` key and no key outside ``optional``."""
    if not isinstance(message, dict):
        raise _fail("a message must be a mapping", message, kind)
    if not required <= message.keys() <= required | optional:
        raise _fail(f"the keys must be {sorted(required)}" + (f" (and may be {sorted(optional)})" if optional else ""),
                    sorted(map(str, message)), kind)
    return message


# -- requests (trusted side -> child) ----------------------------------------------------

SIDES = ("compiled", "eager")
_LARGEST_INT = 1 << 63  # seeds are 63-bit; counts and indices are far below


def _conforms(value, hint) -> bool:
    """Whether ``value`` is of the annotated type ``hint`` (the few the requests use); integers are
    non-negative and below 2**63."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return any(_conforms(value, arg) for arg in args)
    if hint is type(None):
        return value is None
    if hint is int:
        return type(value) is int and 0 <= value < _LARGEST_INT
    if hint is str:
        return isinstance(value, str)
    if hint is torch.Tensor:
        return isinstance(value, torch.Tensor)
    if origin is list:
        return isinstance(value, list) and all(_conforms(v, args[0]) for v in value)
    if hint is dict or origin is dict:
        return isinstance(value, dict) and (not args or all(
            _conforms(k, args[0]) and _conforms(v, args[1]) for k, v in value.items()))
    return False


class Request:
    """What the trusted side asks a child; each kind names its ``command``."""

    command: ClassVar[Command]

    def message(self) -> dict:
        """The request on the wire (its fields as they are: tensors are not copied)."""
        return {"command": self.command.value, **{f.name: getattr(self, f.name) for f in fields(self)}}


@dataclass(frozen=True)
class Load(Request):
    command: ClassVar[Command] = Command.LOAD
    compiler: str
    sample_dir: str
    device: str
    guard: str
    side: str = "compiled"


@dataclass(frozen=True)
class Prepare(Request):
    command: ClassVar[Command] = Command.PREPARE
    model: str
    warmup: int
    inputs: dict[str, torch.Tensor]  # the replayed inputs, sent; none where they are shared (``shared_inputs``)
    metas: list[dict] | None  # for the child to fill each driven trial's inputs afresh (CUDA); else None
    vary: list[str] | None = None  # the fixed integer inputs each trial's fill moves in part (materialize.FreshFill)
    # Driven on the CPU: the file in the child's spill folder that holds its inputs, written by the trusted side before
    # each trial while the child stands stopped (``shared_inputs.InputsFile.message``: its name and layout, which the
    # child checks before it maps them, ``map_inputs``); the child fills nothing itself.
    shared_inputs: dict | None = None


@dataclass(frozen=True)
class PrepareAgain(Request):
    command: ClassVar[Command] = Command.PREPARE_AGAIN
    warmup: int


@dataclass(frozen=True)
class Time(Request):
    command: ClassVar[Command] = Command.TIME
    trials: int


@dataclass(frozen=True)
class Prime(Request):
    """One call, untimed and outside the span, right before a driven trial on CUDA, answered ``Ready``. A launch-bound
    call's time follows the state of the host path that launches it: PassBench's loop runs each call right after the
    last, where a driven trial's call came after the digests, the description and the trusted side's checks. On an
    H100 (session 28, four demo samples' float32 variants) 5-7 of 8 compiled e2e series fluctuated (median IQR/median
    50-54 %); with this call first 1 of 8 (14-17 %); PassBench's own loop 0 of 8 (2.5 %). What a child does on it
    is its own affair: the trial's inputs are filled inside the span, from a seed sent with the trial."""

    command: ClassVar[Command] = Command.PRIME


@dataclass(frozen=True)
class Trial(Request):
    command: ClassVar[Command] = Command.TRIAL
    seed: int
    # The inputs (places among the sample's inputs) eager's judged call writes in place: their values after the call
    # are outputs of the trial too, after the graph's own, so its digests and audits cover the writes (red team round
    # 51b: writes compared on the re-check alone were made there and skipped in the timed calls).
    written: list[int]


@dataclass(frozen=True)
class Describe(Request):
    command: ClassVar[Command] = Command.DESCRIBE
    orders: list[list[int] | None]  # per output, the order of its dimensions to describe (and audit) it in


@dataclass(frozen=True)
class Audit(Request):
    command: ClassVar[Command] = Command.AUDIT
    chunks: list[list[int]]  # [output, chunk] pairs


@dataclass(frozen=True)
class Outputs(Request):
    command: ClassVar[Command] = Command.OUTPUTS
    written: list[int]  # as ``Trial.written``: the judged call's values of the inputs eager writes follow its outputs


@dataclass(frozen=True)
class Findings(Request):
    command: ClassVar[Command] = Command.FINDINGS


@dataclass(frozen=True)
class KernelTime(Request):
    command: ClassVar[Command] = Command.KERNEL_TIME


@dataclass(frozen=True)
class Recheck(Request):
    command: ClassVar[Command] = Command.RECHECK
    seed: int
    metas: list[dict]


@dataclass(frozen=True)
class _Form:
    """What a request of one kind holds: each field's type, the fields without a default."""

    kind: type[Request]
    hints: dict[str, object]
    required: set[str]
    allowed: frozenset[str]


_REQUESTS: dict[str, _Form] = {kind.command.value: _Form(
    kind, typing.get_type_hints(kind), {f.name for f in fields(kind) if f.default is MISSING} | {"command"},
    frozenset(f.name for f in fields(kind))) for kind in (
        Load, Prepare, PrepareAgain, Time, Prime, Trial, Describe, Audit, Outputs, Findings, KernelTime, Recheck)}


def read_request(message) -> Request:
    """The child's reading of a request: its kind by command, every field present and of its type."""
    if not isinstance(message, dict):
        raise _fail("a message must be a mapping", message, "request")
    form = _REQUESTS.get(message.get("command"))
    if form is None:
        raise _fail(f"an unknown command (one of {sorted(_REQUESTS)})", message.get("command"), "request")
    kind, hints = form.kind, form.hints
    values = {k: v for k, v in _keys(message, form.required, form.allowed, "request").items() if k != "command"}
    for name, value in values.items():
        if not _conforms(value, hints[name]):
            raise _fail(f"{kind.command.value}.{name} must be {hints[name]}", value, "request")
    if values.get("side", SIDES[0]) not in SIDES:
        raise _fail(f"side must be one of {SIDES}", values["side"], "request")
    return kind(**values)


# -- replies (child -> trusted side): texts ----------------------------------------------

# What a child's own failure may be; the statuses that blame the sample or the machine (sample_error,
# eager_error, fluctuation, ...) and every verdict on outputs are decided by the trusted side only.
CHILD_STATUSES = frozenset({Status.KERNEL_ERROR, Status.COMPILE_ERROR, Status.POISON_VIOLATION,
                            Status.PASS_NOT_MATCHED, Status.PASS_REJECTED, Status.CHEAT_DETECTED})
STAGES = ("setup", "run")  # a failure before the first call (loading, compiling) or after
MESSAGE_CHARS = 20_000  # a failure message is kept to this length
_TEXT_CHARS = 2_000  # a finding, a diagnostic's line, a pass name, a note
_TEXTS = 64  # findings or rejections per reply
_DIAGNOSTIC_LINES = 400  # a diagnostic is a block of lines per pass that did not match
_PASS_NAMES = 1_000
_MAX_LINES = 100_000


def bounded(text: str, limit: int = _TEXT_CHARS, escape: Callable[[str], str] = printable) -> str:
    """A child's text made printable (``escape``) and cut to ``limit`` characters, saying so. Cut before escaping, so
    that escaping reads no more than is kept, and after, since an escape is longer than the character it writes (red
    team round 63b's PATH_EXPANSION: 20,000 zero-width spaces were kept as 120,000 characters)."""
    escaped = escape(text[:limit])
    if len(text) <= limit and len(escaped) <= limit:
        return escaped
    return f"{escaped[:limit]} [... cut at {limit:,} of {len(text):,} characters]"


def _texts(value, key: str, most: int = _TEXTS) -> list[str]:
    """A list of texts, each bounded; past ``most`` of them, one line says how many more were cut."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _fail(f"{key} must be a list of texts", value)
    kept = [bounded(text, escape=one_line) for text in value[:most]]
    if len(value) > most:
        kept.append(f"[... {len(value) - most} more {key} cut]")
    return kept


# How the child's texts that become a variant's flags start: a start the trusted side fixes, so that none starts as the
# trusted side's own flags do ("[passnet trusted clock]", the dropped-pass notes, the implausible and launch-bound lists
# the reports sort by), however it is drawn: round 54a's plain prefix, 56a's after whitespace, 57a's POSING_INVISIBLE
# behind a blank, combining or look-alike character.
KERNEL_NOTE_START = "kernel time not measured: "


def _flags(texts: list[str], key: str, start: str) -> list[str]:
    """``texts`` that will be a variant's flags, each the child's starting with ``start`` (past ``_TEXTS`` of them,
    ``_texts``' own line says how many more were cut: red team round 60b's CUT_LINE)."""
    posing = next((text for text in texts[:_TEXTS] if not text.startswith(start)), None)
    if posing is not None:
        raise _fail(f"{key} must start {start!r}, as the child's own lines do", posing)
    return texts


# Indices and index pairs a reply may list, each once (red team round 25d: 88,295 alias pairs in one answer's 1 MiB
# header, each kept for the attempt and each a sentence of the verdict's message: 12.8 MiB a trial, a 12 MiB message).
_INDICES = 1024
# More inputs or outputs than a graph has: an index of thousands of digits would reach a flag (round 39b's HUGE_INDEX).
_LARGEST_INDEX = 1 << 20


def _index(value) -> bool:
    return type(value) is int and 0 <= value < _LARGEST_INDEX


def _indices(value, key: str) -> list[int]:
    if not (isinstance(value, list) and len(value) <= _INDICES and all(_index(v) for v in value)
            and len(set(value)) == len(value)):
        raise _fail(f"{key} must list at most {_INDICES} distinct indices below {_LARGEST_INDEX:,}", value)
    return value


def _index_pairs(value, key: str, outputs: int | None = None) -> list[list[int]]:
    """At most ``_INDICES`` distinct [output, input] pairs; an output index below ``outputs`` where that is known."""
    if not (isinstance(value, list) and len(value) <= _INDICES and all(
            isinstance(p, list) and len(p) == 2 and all(_index(v) for v in p)
            and (outputs is None or p[0] < outputs) for p in value)
            and len({tuple(p) for p in value}) == len(value)):
        raise _fail(f"{key} must list at most {_INDICES} distinct [output, input] index pairs"
                    + ("" if outputs is None else f", each output below {outputs}"), value)
    return value


def _finite_number(value) -> bool:
    """An int or float that is a finite float: JSON carries integers of thousands of digits, and
    ``math.isfinite(10**400)`` or ``float(10**400)`` raise OverflowError, not MalformedMessage."""
    return type(value) in (int, float) and abs(value) <= sys.float_info.max


def _time(value, what: str) -> float:
    if not _finite_number(value) or not (value == 0 or _SHORTEST_MS <= value <= _LONGEST_MS):
        raise _fail(f"{what} must be 0 or a number of ms from a nanosecond to a day", value)
    return float(value)


# No call takes a day: a time near float's largest overflows the medians and means (round 39b's CLAIM_OVER_SPAN); none
# takes less than a nanosecond: 5e-324 ms made the speedup, the AS and report.json's numbers Infinity (round 41b).
_LONGEST_MS = 86_400_000.0
_SHORTEST_MS = 1e-6


def _times(value, count: int, what: str) -> list[float]:
    if not isinstance(value, list) or len(value) != count:
        raise _fail(f"{what} must list {count} times", value)
    return [_time(v, what) for v in value]


_SCALARS = (bool, int, float, type(None))


def _outputs(value):
    """Model outputs: a tensor, or a flat tuple or list of tensors and plain scalars."""
    if isinstance(value, torch.Tensor):
        return value
    if isinstance(value, (tuple, list)) and all(isinstance(v, (torch.Tensor, *_SCALARS)) for v in value):
        return value
    raise _fail("outputs must be a tensor or a flat sequence of tensors", type(value).__name__)


class Reply:
    """What a child answers; the child sends ``message()``, the trusted side reads it back with the
    kind's ``read``, which checks it."""

    def message(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}


def _names(kind) -> set[str]:
    return {f.name for f in fields(kind)}


@dataclass(frozen=True)
class Failure(Reply):
    """A failure the child reports instead of a reply: ``status`` one a child may cause, ``stage``
    setup (loading the passes or the model, compiling) or run."""

    status: Status
    text: str
    stage: str

    def message(self) -> dict:
        return {"failure": {"status": Status(self.status).value, "message": self.text, "stage": self.stage}}

    @staticmethod
    def read(reply) -> Failure | None:
        """The failure a reply reports, None for any other reply. A status outside ``CHILD_STATUSES``
        becomes ``kernel_error``, saying so."""
        if not isinstance(reply, dict):
            raise _fail("a reply must be a mapping", reply)
        if "failure" not in reply:
            return None
        _keys(reply, {"failure"}, REPORT_KEYS)
        reported = _keys(reply["failure"], {"status", "message", "stage"})
        message = reported["message"]
        if not isinstance(message, str):
            raise _fail("failure.message must be text", message)
        message = bounded(message, MESSAGE_CHARS)
        stage = reported["stage"]
        if stage not in STAGES:
            raise _fail("failure.stage must be 'setup' or 'run'", stage)
        status = reported["status"]
        allowed = {s.value: s for s in CHILD_STATUSES}
        if status not in allowed:
            return Failure(Status.KERNEL_ERROR, (
                f"the sandboxed process reported the status {str(status)[:100]!r}, which a child may not cause "
                f"({', '.join(sorted(allowed))}): kernel_error. Its message: {message}"), stage)
        return Failure(allowed[status], message, stage)


@dataclass(frozen=True)
class CompileReport(Reply):
    """What the compiled side applied and left out, added to the replies of ``prepare`` and
    ``outputs`` and to a run failure: pass name -> matches, diagnostics of passes that did not
    match, the validator's lines for the pass files it rejected, and the model.py lines the
    replacements took over (a claim only: the agent's CPU reward refuses one that names a line
    holding no statement of forward); the pass files PassBench's limits dropped by listed name and
    why (a key of ``passes.DROP_REASONS``: the trusted side writes their lines). Whether there is
    pass code to guard is the trusted side's to say, not the report's."""

    applied: dict[str, int]
    diagnostics: list[str]
    rejected: list[str]
    replaced_lines: list[int]
    dropped: dict[str, str] = field(default_factory=dict)

    @staticmethod
    def read(reply: dict) -> CompileReport | None:
        """The report a reply carries, checked; None for a reply without one."""
        if "applied" not in reply:
            return None
        missing = REPORT_KEYS - reply.keys()
        if missing:
            raise _fail(f"a compile report has the keys {sorted(REPORT_KEYS)}", sorted(reply))
        applied = reply["applied"]
        if not (isinstance(applied, dict) and len(applied) <= _PASS_NAMES
                and all(isinstance(k, str) and type(v) is int and v >= 0 for k, v in applied.items())):
            raise _fail(f"applied must map at most {_PASS_NAMES} pass names to counts", applied)
        lines = reply["replaced_lines"]
        if not isinstance(lines, list) or len(lines) > _MAX_LINES or not all(type(n) is int and n > 0 for n in lines):
            raise _fail(f"replaced_lines must list at most {_MAX_LINES} positive line numbers", lines)
        dropped = reply["dropped"]
        if not (isinstance(dropped, dict) and len(dropped) <= _PASS_NAMES and all(
                isinstance(k, str) and len(k) <= _TEXT_CHARS and isinstance(v, str) and v in DROP_REASONS
                for k, v in dropped.items())):
            raise _fail(f"dropped must map at most {_PASS_NAMES} pass names to one of {sorted(DROP_REASONS)}", dropped)
        return CompileReport({bounded(name, escape=one_line): count for name, count in applied.items()},
                             _texts(reply["diagnostics"], "diagnostics", _DIAGNOSTIC_LINES),
                             _flags(_texts(reply["rejected"], "rejected"), "rejected", REJECTION_START), sorted(set(lines)), dropped)


REPORT_KEYS = frozenset(f.name for f in fields(CompileReport))


@dataclass(frozen=True)
class Ready(Reply):
    """The answer to ``load`` and ``prepare_again`` (and ``prepare``, with the compile report), and the
    child's greeting."""

    ready: bool = True

    @staticmethod
    def read(reply) -> Ready:
        if _keys(reply, {"ready"}, REPORT_KEYS)["ready"] is not True:
            raise _fail("ready must be true", reply["ready"])
        return Ready()


@dataclass(frozen=True)
class Times(Reply):
    """A whole timed phase's times (``time``): e2e, and gpu on CUDA only."""

    e2e_ms: list[float]
    gpu_ms: list[float] | None

    @staticmethod
    def read(reply, trials: int, cuda: bool) -> Times:
        _keys(reply, _names(Times))
        e2e, gpu = _times(reply["e2e_ms"], trials, "e2e_ms"), reply["gpu_ms"]
        if cuda:
            return Times(e2e, _times(gpu, trials, "gpu_ms"))
        if gpu is not None:
            raise _fail("gpu_ms must be null off CUDA", gpu)
        return Times(e2e, None)


def _chunk_digests(value, judged: tuple) -> list:
    """Each output's chunk digests (``fingerprint.trial_digests``) of outputs shaped like ``judged``: None where an
    output is not a tensor, else at most ``MAX_CHUNKS`` digests (how many the output's chunks are, ``Described`` checks
    once it has the output's element count)."""
    if not isinstance(value, list) or len(value) != len(judged):
        raise _fail(f"digests must hold one entry per output ({len(judged)})", value)
    for digests, output in zip(value, judged):
        if not isinstance(output, torch.Tensor):
            if digests is not None:
                raise _fail("the digests of an output that is not a tensor are null", digests)
        elif not _byte_digests(digests, MAX_CHUNKS):
            raise _fail(f"an output's digests are at most {MAX_CHUNKS} chunk digests, each {2 * DIGEST_BYTES} "
                        "lowercase hex characters", digests)
    return value


def _orders(value, judged: tuple) -> list:
    """Per output of outputs shaped like ``judged``, an order of its dimensions (a permutation of them), None where
    an output is not a tensor."""
    if not isinstance(value, list) or len(value) != len(judged):
        raise _fail(f"orders must hold one entry per output ({len(judged)})", value)
    for order, output in zip(value, judged):
        tensor = isinstance(output, torch.Tensor)
        if not (order is None if not tensor else isinstance(order, list) and all(type(d) is int for d in order)
                and sorted(order) == list(range(output.dim()))):
            raise _fail("an output's order is a permutation of its dimensions (null where it is not a tensor)", order)
    return value


def _description(value, judged: tuple, digests: list) -> list:
    """A description (``fingerprint.trial_description``) of outputs shaped like ``judged`` whose chunk digests the
    trial's span committed (``digests``, read by ``_chunk_digests``): None where an output is not a tensor, else
    [numel, chunk length, L1s, L2s, Ps, special chunks, bucket sums, bucket L1s], chunked as the rule says, as many
    chunks as the span's digests."""
    if not isinstance(value, list) or len(value) != len(judged):
        raise _fail(f"description must hold one entry per output ({len(judged)})", value)
    for entry, output, committed in zip(value, judged, digests):
        if not isinstance(output, torch.Tensor):
            if entry is not None:
                raise _fail("a description entry of an output that is not a tensor is null", entry)
            continue
        # Every field is required, the sketch (bucket sums, bucket L1s) too, as the reference child always sends it:
        # the checks read it (``fingerprint.sparse_chunks``). Before red team round 22a it was inside the span, and an
        # answer that left part of it out was time the pass's call got for nothing (round 21a).
        if not (isinstance(entry, list) and len(entry) == 8 and type(entry[0]) is int and entry[0] >= 0
                and entry[1] == chunk_length(entry[0], output.element_size())):
            raise _fail("a description entry is [element count, chunk length, L1 norms, L2 norms, Ps, special chunks, "
                        "bucket sums, bucket L1s]", entry)
        chunks = -(-entry[0] // entry[1])
        # The digests bind the bytes, the description their sums: a description of more or fewer chunks than the span
        # committed is of other outputs.
        if chunks != len(committed):
            raise _fail(f"a description entry's element count and chunk length must make the {len(committed)} chunks "
                        f"whose digests the trial committed (they make {chunks})", entry[:2])
        if not (_norms(entry[2], chunks) and _norms(entry[3], chunks) and _finite(entry[4], chunks)):
            raise _fail(f"a description entry holds {chunks} L1 and L2 norms and {chunks} finite Ps", entry)
        if not (_finite(entry[6], chunks * BUCKETS) and _finite(entry[7], chunks * BUCKETS)
                and all(x >= 0 for x in entry[7])):
            raise _fail(f"a description entry holds {chunks * BUCKETS} finite bucket sums and bucket L1s (not "
                        "negative)", entry)
        special = entry[5]
        if not (isinstance(special, list) and all(isinstance(s, list) and len(s) == SPECIAL_FIELDS and type(s[0]) is int
                                                  and 0 <= s[0] < chunks and _finite(s[1:], SPECIAL_FIELDS - 1)
                                                  for s in special)
                and len({s[0] for s in special}) == len(special)):
            raise _fail(f"special chunks are distinct [chunk, {SPECIAL_FIELDS - 1} finite numbers]", special)
    return value


def _norms(value, count: int) -> bool:
    """Non-negative norms; a float may be inf or NaN (``fingerprint.consistent`` refuses those)."""
    return isinstance(value, list) and len(value) == count and all(
        (type(x) is float or _finite_number(x)) and not x < 0 for x in value)


_HEX = frozenset("0123456789abcdef")


def _byte_digests(value, most: int) -> bool:
    """At most ``most`` hex digests as ``fingerprint.byte_digest`` writes them."""
    return isinstance(value, list) and len(value) <= most and all(
        type(d) is str and len(d) == 2 * DIGEST_BYTES and _HEX.issuperset(d) for d in value)


def _finite(value, count: int) -> bool:
    return isinstance(value, list) and len(value) == count and all(_finite_number(x) for x in value)


@dataclass(frozen=True)
class TrialDone(Reply):
    """One driven trial's answer inside its span: its times, each output's chunk digests (``fingerprint``: what
    binds the bytes its call returned; the rest comes after the span, ``Described``), the order of its dimensions
    they were taken in (``fingerprint.memory_order``), and which outputs share memory with an input (an input by its
    place among the sample's inputs): the inputs the trusted side keeps as they are after the span
    (``pipeline._taken_back``)."""

    e2e_ms: float
    gpu_ms: float | None
    digests: list
    orders: list
    aliases: list[list[int]]

    @staticmethod
    def read(reply, cuda: bool, judged: tuple) -> TrialDone:
        """``judged``: the side's judged outputs, whose structure every trial's outputs have."""
        _keys(reply, _names(TrialDone))
        e2e = _time(reply["e2e_ms"], "e2e_ms")
        gpu = _time(reply["gpu_ms"], "gpu_ms") if cuda else reply["gpu_ms"]
        if gpu is not None and not cuda:
            raise _fail("gpu_ms must be null off CUDA", gpu)
        return TrialDone(e2e, gpu, _chunk_digests(reply["digests"], judged), _orders(reply["orders"], judged),
                         _index_pairs(reply["aliases"], "aliases", len(judged)))


@dataclass(frozen=True)
class Described(Reply):
    """The answer to ``describe``, after the trial's span: each output's fingerprint but its digests (keyed by the
    trial's seed), and which outputs overlap themselves."""

    description: list
    overlapping: list[int]

    @staticmethod
    def read(reply, judged: tuple, digests: list) -> Described:
        """``judged`` as for ``TrialDone``; ``digests``: the trial's ``TrialDone.digests``. Read back, each entry of
        the description is the output's whole fingerprint, ending with the chunk digests the span committed (the
        entry ``fingerprint``'s checks read)."""
        _keys(reply, _names(Described))
        description = _description(reply["description"], judged, digests)
        whole = [None if entry is None else [*entry, committed] for entry, committed in zip(description, digests)]
        return Described(whole, _indices(reply["overlapping"], "overlapping"))


@dataclass(frozen=True)
class Chunks(Reply):
    """An audit's answer: one flat tensor per chunk asked for."""

    outputs: list[torch.Tensor]

    @staticmethod
    def read(reply, expected: list[tuple[torch.dtype, int]]) -> list[torch.Tensor]:
        """The chunks, each of the given dtype and length."""
        value = _keys(reply, _names(Chunks))["outputs"]
        if not (isinstance(value, list) and len(value) == len(expected) and all(
            isinstance(t, torch.Tensor) and t.dtype == dtype and t.dim() == 1 and t.numel() == length
            for t, (dtype, length) in zip(value, expected)
        )):
            raise _fail(f"an audit's answer is the {len(expected)} chunks asked for", value)
        return value


@dataclass(frozen=True)
class OutputsDone(Reply):
    """The judged call's answer: its outputs, the in-child guard's findings, the inputs it wrote to,
    the outputs that share memory with an input, and those that overlap themselves."""

    outputs: object
    findings: list[str]
    written: list[int]
    aliases: list[list[int]]
    overlapping: list[int]

    @staticmethod
    def read(reply) -> OutputsDone:
        _keys(reply, _names(OutputsDone), REPORT_KEYS)
        return OutputsDone(_outputs(reply["outputs"]), _texts(reply["findings"], "findings"),
                           _indices(reply["written"], "written"), _index_pairs(reply["aliases"], "aliases"),
                           _indices(reply["overlapping"], "overlapping"))


@dataclass(frozen=True)
class FindingsDone(Reply):
    findings: list[str]

    @staticmethod
    def read(reply) -> list[str]:
        return _texts(_keys(reply, _names(FindingsDone))["findings"], "findings")


@dataclass(frozen=True)
class KernelDone(Reply):
    """A kernel-level timing (``KernelTime.record``: median, method, note) or None, and a note on why
    it was not measured."""

    kernel: dict | None
    note: str | None = None

    @staticmethod
    def read(reply) -> KernelDone:
        _keys(reply, _names(KernelDone))
        record, note = reply["kernel"], reply["note"]
        if note is not None and not isinstance(note, str):
            raise _fail("note must be text", note)
        note = None if note is None else _flags([bounded(note, escape=one_line)], "note", KERNEL_NOTE_START)[0]
        if record is None:
            return KernelDone(None, note)
        if not (isinstance(record, dict) and set(record) == {"median", "method", "note"}
                and isinstance(record["method"], str) and isinstance(record["note"], str)):
            raise _fail("kernel must be {median, method, note}", record)
        _time(record["median"], "kernel.median")
        return KernelDone({**record, "method": bounded(record["method"], escape=one_line),
                           "note": bounded(record["note"], escape=one_line)}, note)


@dataclass(frozen=True)
class RecheckDone(Reply):
    """The fresh-input run's answer: outputs, the compute audit's findings, the inputs written to and
    their values after the call, the outputs that share memory with an input."""

    outputs: object
    findings: list[str]
    written: list[int]
    written_values: object
    aliases: list[list[int]]

    @staticmethod
    def read(reply) -> RecheckDone:
        _keys(reply, _names(RecheckDone))
        written, values = _indices(reply["written"], "written"), reply["written_values"]
        if not isinstance(values, (list, tuple)) or len(values) != len(written) or \
                not all(isinstance(v, torch.Tensor) for v in values):
            raise _fail("written_values must be a tensor per written input", type(values).__name__)
        return RecheckDone(_outputs(reply["outputs"]), _texts(reply["findings"], "findings"), written, values,
                           _index_pairs(reply["aliases"], "aliases"))

    def writes(self) -> dict[int, object]:
        """Each written input's index with its value after the call."""
        return dict(zip(self.written, self.written_values))
