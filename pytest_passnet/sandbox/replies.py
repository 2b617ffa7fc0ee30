"""What a child may answer: every field of a reply the trusted side reads is checked here first.

The sandboxed child runs pass code, so its replies are the pass's to write. A reply that breaks
these rules (a missing or extra key, a wrong type, a NaN or negative time, a wrong count, a
non-tensor where a tensor belongs) raises ``MalformedReply``, which the pipeline turns into that
variant's ``kernel_error``; and the statuses a child may cause are an allow-list: whatever else it
names is a ``kernel_error`` too. Every text a child sends is bounded (its length, and how many)
and made printable here, before it reaches the terminal, results.jsonl or a report.
"""

from __future__ import annotations

import math
import re

import torch

from pytest_passnet.fingerprint import SPECIAL_FIELDS, chunk_length
from pytest_passnet.result import Status

# What a child's own failure may be; the statuses that blame the sample or the machine (sample_error,
# eager_error, fluctuation, ...) and every verdict on outputs are decided by the trusted side only.
CHILD_STATUSES = frozenset({Status.KERNEL_ERROR, Status.COMPILE_ERROR, Status.POISON_VIOLATION,
                            Status.PASS_NOT_MATCHED, Status.PASS_REJECTED, Status.CHEAT_DETECTED})
_MESSAGE_CHARS = 20_000  # a failure message is kept to this length
_TEXT_CHARS = 2_000  # a finding, a diagnostic's line, a pass name, a note
_TEXTS = 64  # findings or rejections per reply
_DIAGNOSTIC_LINES = 400  # a diagnostic is a block of lines per pass that did not match
_PASS_NAMES = 1_000
# What a terminal acts on: C0 controls but tab and newline, DEL, and C1 (U+009B is a CSI of its own).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


class MalformedReply(Exception):
    """A reply that breaks the protocol; the message says which field and how."""


def _fail(what: str, value) -> MalformedReply:
    shown = repr(value)
    return MalformedReply(f"the sandboxed process sent a malformed reply: {what} (got {shown[:200]})")


def _field(reply: dict, key: str):
    if not isinstance(reply, dict) or key not in reply:
        raise _fail(f"no {key!r}", reply if not isinstance(reply, dict) else sorted(reply))
    return reply[key]


def printable(text: str) -> str:
    """``text`` with every character a terminal acts on written as a visible escape (ESC as
    ``\\x1b``): a child's text can neither move the cursor, recolour or hide what follows, set the
    window title nor write the clipboard of whoever reads the run's output."""
    return _CONTROL.sub(lambda found: f"\\x{ord(found[0]):02x}", text)


def bounded(text: str, limit: int = _TEXT_CHARS) -> str:
    """A child's text cut to ``limit`` characters (saying how many went) and made printable."""
    if len(text) > limit:
        text = f"{text[:limit]} [... {len(text) - limit} more characters cut]"
    return printable(text)


def failure(reply) -> tuple[Status, str, str] | None:
    """``(status, message, stage)`` of a reply that reports a failure, None for any other reply.
    A status outside ``CHILD_STATUSES`` becomes ``kernel_error``, saying so."""
    if not isinstance(reply, dict):
        raise _fail("a reply must be a mapping", reply)
    reported = reply.get("failure")
    if reported is None:
        return None
    message = _field(reported, "message")
    if not isinstance(message, str):
        raise _fail("failure.message must be text", message)
    message = bounded(message, _MESSAGE_CHARS)
    stage = reported.get("stage", "run")
    if stage not in ("setup", "run"):
        raise _fail("failure.stage must be 'setup' or 'run'", stage)
    status = _field(reported, "status")
    allowed = {s.value: s for s in CHILD_STATUSES}
    if status not in allowed:
        return Status.KERNEL_ERROR, (f"the sandboxed process reported the status {str(status)[:100]!r}, which a child "
                                     f"may not cause ({', '.join(sorted(allowed))}): kernel_error. Its message: "
                                     f"{message}"), stage
    return allowed[status], message, stage


def texts(reply: dict, key: str, most: int = _TEXTS) -> list[str]:
    """A list of texts, each bounded; past ``most`` of them, one line says how many more were cut."""
    value = _field(reply, key)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _fail(f"{key} must be a list of texts", value)
    kept = [bounded(text) for text in value[:most]]
    if len(value) > most:
        kept.append(f"[... {len(value) - most} more {key} cut]")
    return kept


def report(reply: dict) -> tuple[dict[str, int], list[str], list[str]]:
    """The compile report a child adds to some replies: ``(applied, diagnostics, rejected)``. Its
    ``needs_passes`` is not read: whether there is pass code to guard is the trusted side's to say."""
    applied = _field(reply, "applied")
    if not (isinstance(applied, dict) and len(applied) <= _PASS_NAMES
            and all(isinstance(k, str) and type(v) is int and v >= 0 for k, v in applied.items())):
        raise _fail(f"applied must map at most {_PASS_NAMES} pass names to counts", applied)
    applied = {bounded(name): count for name, count in applied.items()}
    return applied, texts(reply, "diagnostics", _DIAGNOSTIC_LINES), texts(reply, "rejected")


_MAX_LINES = 100_000


def replaced_lines(reply: dict) -> list[int]:
    """The model.py lines a child says its replacements took over: distinct positive line numbers, a
    claim only: the agent's CPU reward refuses one that names a line holding no statement of forward."""
    lines = _field(reply, "replaced_lines")
    if not isinstance(lines, list) or len(lines) > _MAX_LINES or not all(type(n) is int and n > 0 for n in lines):
        raise _fail(f"replaced_lines must list at most {_MAX_LINES} positive line numbers", lines)
    return sorted(set(lines))


def _time(value, what: str) -> float:
    if type(value) not in (int, float) or not math.isfinite(value) or value < 0:
        raise _fail(f"{what} must be a finite, non-negative number of ms", value)
    return float(value)


def times(value, count: int, what: str) -> list[float]:
    if not isinstance(value, list) or len(value) != count:
        raise _fail(f"{what} must list {count} times", value)
    return [_time(v, what) for v in value]


def series(reply: dict, trials: int, cuda: bool) -> tuple[list[float], list[float] | None]:
    """A whole timed phase's times (``--passnet-guard passbench``): e2e, and gpu on CUDA only."""
    e2e = times(_field(reply, "e2e_ms"), trials, "e2e_ms")
    gpu = _field(reply, "gpu_ms")
    if cuda:
        return e2e, times(gpu, trials, "gpu_ms")
    if gpu is not None:
        raise _fail("gpu_ms must be null off CUDA", gpu)
    return e2e, None


_TRIAL_KEYS = {"e2e_ms", "gpu_ms", "digest", "aliases", "overlapping"}


def trial(reply, cuda: bool, judged: tuple) -> tuple[float, float | None, list, tuple[list, list]]:
    """One driven trial's answer: ``(e2e_ms, gpu_ms, fingerprint, (aliases, overlapping))``; ``judged``:
    the side's judged outputs, whose structure every trial's outputs have."""
    if not isinstance(reply, dict) or set(reply) != _TRIAL_KEYS:
        raise _fail(f"a trial's answer has exactly the keys {sorted(_TRIAL_KEYS)}", reply)
    e2e = _time(reply["e2e_ms"], "e2e_ms")
    gpu = _time(reply["gpu_ms"], "gpu_ms") if cuda else reply["gpu_ms"]
    if gpu is not None and not cuda:
        raise _fail("gpu_ms must be null off CUDA", gpu)
    return e2e, gpu, fingerprint(reply["digest"], judged), (index_pairs(reply, "aliases"), indices(reply, "overlapping"))


def _norms(value, count: int) -> bool:
    return isinstance(value, list) and len(value) == count and all(type(x) in (int, float) and not x < 0 for x in value)


def _finite(value, count: int) -> bool:
    return isinstance(value, list) and len(value) == count and all(type(x) in (int, float) and math.isfinite(x)
                                                                   for x in value)


def fingerprint(value, judged: tuple) -> list:
    """A fingerprint (``fingerprint.keyed``) of outputs shaped like ``judged``: None where an output is
    not a tensor, else [numel, chunk length, L1s, L2s, Ps, special chunks] chunked as the rule says."""
    if not isinstance(value, list) or len(value) != len(judged):
        raise _fail(f"digest must hold one entry per output ({len(judged)})", value)
    for entry, output in zip(value, judged):
        if not isinstance(output, torch.Tensor):
            if entry is not None:
                raise _fail("a digest entry of an output that is not a tensor is null", entry)
            continue
        if not (isinstance(entry, list) and len(entry) == 6 and type(entry[0]) is int and entry[0] >= 0
                and entry[1] == chunk_length(entry[0], output.element_size())):
            raise _fail("a digest entry is [element count, chunk length, L1 norms, L2 norms, Ps, special chunks]", entry)
        chunks = -(-entry[0] // entry[1])
        if not (_norms(entry[2], chunks) and _norms(entry[3], chunks) and _finite(entry[4], chunks)):
            raise _fail(f"a digest entry holds {chunks} L1 and L2 norms and {chunks} finite Ps", entry)
        special = entry[5]
        if not (isinstance(special, list) and all(isinstance(s, list) and len(s) == SPECIAL_FIELDS and type(s[0]) is int
                                                  and 0 <= s[0] < chunks and _finite(s[1:], SPECIAL_FIELDS - 1)
                                                  for s in special)
                and len({s[0] for s in special}) == len(special)):
            raise _fail(f"special chunks are distinct [chunk, {SPECIAL_FIELDS - 1} finite numbers]", special)
    return value


def chunks(reply: dict, expected: list[tuple[torch.dtype, int]]) -> list[torch.Tensor]:
    """An audit's answer: one flat tensor per chunk asked for, of the given dtype and length."""
    value = _field(reply, "outputs")
    if not (isinstance(value, list) and len(value) == len(expected) and all(
        isinstance(t, torch.Tensor) and t.dtype == dtype and t.dim() == 1 and t.numel() == length
        for t, (dtype, length) in zip(value, expected)
    )):
        raise _fail(f"an audit's answer is the {len(expected)} chunks asked for", value)
    return value


_SCALARS = (bool, int, float, type(None))


def outputs(reply: dict):
    """A reply's model outputs: a tensor, or a flat tuple or list of tensors and plain scalars."""
    value = _field(reply, "outputs")
    if isinstance(value, torch.Tensor):
        return value
    if isinstance(value, (tuple, list)) and all(isinstance(v, (torch.Tensor, *_SCALARS)) for v in value):
        return value
    raise _fail("outputs must be a tensor or a flat sequence of tensors", type(value).__name__)


def indices(reply: dict, key: str) -> list[int]:
    value = _field(reply, key)
    if not isinstance(value, list) or not all(type(v) is int and v >= 0 for v in value):
        raise _fail(f"{key} must list input indices", value)
    return value


def index_pairs(reply: dict, key: str) -> list[list[int]]:
    value = _field(reply, key)
    if not isinstance(value, list) or not all(
        isinstance(p, list) and len(p) == 2 and all(type(v) is int and v >= 0 for v in p) for p in value
    ):
        raise _fail(f"{key} must list [output, input] index pairs", value)
    return value


def kernel(reply: dict) -> tuple[dict | None, str | None]:
    """A kernel-level timing (``KernelTime.record``) or None, and an optional note."""
    record, note = _field(reply, "kernel"), reply.get("note")
    if note is not None and not isinstance(note, str):
        raise _fail("note must be text", note)
    note = None if note is None else bounded(note)
    if record is None:
        return None, note
    if not (isinstance(record, dict) and set(record) == {"median", "method", "note"}
            and isinstance(record["method"], str) and isinstance(record["note"], str)):
        raise _fail("kernel must be {median, method, note}", record)
    _time(record["median"], "kernel.median")
    return {**record, "method": bounded(record["method"]), "note": bounded(record["note"])}, note
