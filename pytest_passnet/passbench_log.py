"""PassBench's ``validation.log``, both ways: score an old log exactly as upstream does, and write
one from our own results so that upstream's tools can read a pytest-passnet run.

Reading follows upstream's parser and aggregator rule for rule, quirks included
(``docs/protocol.md`` sections 12-14):

* the log is cut into chunks at every line containing ``[Processing]``; lines before
  the first are dropped, and lines a variant prints before its ``[Processing]`` line
  land in the previous variant's chunk;
* status: no ``[Datatype][eager]`` line and no ``all_close`` line -> ``eager_fail``;
  no ``[Datatype][compiled]`` -> ``compile_fail``; no ``[Shape]``/``all_close`` ->
  ``shape_mismatch``; no ``[DataType] ... match:True`` -> ``type_mismatch``; any line
  containing ``Exception:`` or ``Error:`` -> ``runtime_fail``; ``No passes modified``
  -> ``pass_miss``; else ``correct``;
* a ``correct`` variant is correct at t when, for each output counted by ``[equal]``,
  the allclose key of (t, its eager dtype) holds 1; a missing key counts as false.

Upstream code this mirrors (PaddlePaddle/PassNet):
https://github.com/PaddlePaddle/PassNet/blob/main/pass_bench/analysis_util.py
(``detect_sample_status``, ``parse_single_sample_log_to_data``, ``parse_logs_to_data``,
``check_sample_correctness``, ``get_correctness``, ``calculate_scores``),
https://github.com/PaddlePaddle/PassNet/blob/main/pass_bench/aggregate_es_scores.py
(``main``, ``get_weights``) and
https://github.com/PaddlePaddle/PassNet/blob/main/pass_bench/default_positive_tolerance_interpretation.py
(``is_error_tolerated``). ``entry.sh`` runs the aggregator with ``--disable-aggregation-mode``,
so the closed-form cross-check is not part of the score and is not reproduced here.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from pytest_passnet.result import Parity, Status
from pytest_passnet.score import FAILURE_PENALTY, SLOWDOWN_PENALTY, aggregated_score, gmean, rectified
from pytest_passnet.tolerance import GENERATOR_DTYPES, LEVELS, SCORED_LEVELS, allclose_key, tolerance

PROMPT = "graph-net-test-compiler-log"

_PROCESSING = re.compile(r"\[Processing\] (.+)")
_CONFIG = re.compile(r"\[Config\] (\S+): (.+)")
_PERFORMANCE = re.compile(r"\[Performance\]\[(\w+)\]: (.+)")
_DATATYPE = re.compile(r"\[Datatype\]\[(\w+)\]: (.+)")
_CORRECTNESS = re.compile(r"\[Correctness\](\[.+\]): (.+)")
_SPEEDUP = re.compile(r"\[Speedup\]\[(\w+)\]: (.+)")

# Default error interpretation: the level from which a fail type is tolerated.
_NEVER_TOLERATED = ("eager_fail", "reference_fail")
_ACCURACY_FROM, _OTHER_FROM = 1, 3


class LogError(ValueError):
    """A log that upstream's scorer would stop on; the message names the file, line and what to fix."""


@dataclass
class LoggedVariant:
    """One ``[Processing]`` chunk, as upstream's parser reads it."""

    model_path: str
    first_line: int  # 1-based line of the [Processing] line, for messages
    status: str
    config: dict[str, str] = field(default_factory=dict)
    datatypes: dict[str, list[str]] = field(default_factory=dict)
    correctness: dict[str, list[float]] = field(default_factory=dict)
    speedup: dict[str, float] = field(default_factory=dict)

    def correct_at(self, t: int) -> bool:
        if self.status != "correct":
            return False
        eager_dtypes = self.datatypes.get("eager", [])
        outputs = len(self.correctness.get("[equal]", []))  # no [equal] line: zero outputs, correct everywhere
        if outputs > len(eager_dtypes):
            raise LogError(
                f"line {self.first_line} ({self.model_path}): [Correctness][equal] has {outputs} values but "
                f"[Datatype][eager] names {len(eager_dtypes)} dtypes; upstream's scorer stops here (IndexError)"
            )
        return all(self._output_close(t, eager_dtypes[i], i) for i in range(outputs))

    def _output_close(self, t: int, dtype: str, index: int) -> bool:
        atol, rtol = tolerance(t, dtype)
        key = "[equal]" if atol == 0 and rtol == 0 else f"[{allclose_key(atol, rtol)}]"
        values = self.correctness.get(key)
        return isinstance(values, list) and len(values) > index and bool(values[index])


def _status(lines: list[str]) -> str:
    eager = compiled = shape = dtype_match = pass_miss = False
    for line in lines:  # upstream's elif chain: the first marker a line holds is the only one read
        if "[Datatype][eager]" in line:
            eager = True
        elif "[Datatype][compiled]" in line:
            compiled = True
        elif "[Shape]" in line and "match:True" in line:
            shape = True
        elif "[DataType]" in line and "match:True" in line:
            dtype_match = True
        elif "all_close" in line:
            eager = compiled = shape = True
        elif "No passes modified" in line:
            pass_miss = True
    runtime_fail = any("Exception:" in line or "Error:" in line for line in lines)
    for failed, status in (
        (not eager, "eager_fail"),
        (not compiled, "compile_fail"),
        (not shape, "shape_mismatch"),
        (not dtype_match, "type_mismatch"),
        (runtime_fail, "runtime_fail"),
        (pass_miss, "pass_miss"),
    ):
        if failed:
            return status
    return "correct"


def _number(text: str, where: str) -> float:
    try:
        return int(text) if "." not in text else float(text)
    except ValueError:
        try:
            return float(text)
        except ValueError:
            raise LogError(f"{where}: {text!r} is not a number; upstream's parser stops here") from None


def _parse_chunk(lines: list[tuple[int, str]]) -> LoggedVariant:
    first_line, _ = lines[0]
    variant = LoggedVariant(model_path="", first_line=first_line, status=_status([text for _, text in lines]))
    for number, line in lines:
        where = f"line {number}"
        if _PROCESSING.search(line):
            variant.model_path = line.split()[-1]
        elif match := _CONFIG.search(line):
            variant.config[match[1].strip()] = match[2].strip()
        elif _PERFORMANCE.search(line):
            continue  # kept as raw text upstream and never scored
        elif match := _DATATYPE.search(line):
            variant.datatypes[match[1].strip()] = match[2].strip().split()
        elif match := _CORRECTNESS.search(line):
            variant.correctness[match[1].strip()] = [_number(v, where) for v in match[2].strip().split()]
        elif match := _SPEEDUP.search(line):
            variant.speedup[match[1].strip()] = _number(match[2].strip(), where)
    return variant


def parse_log(text: str) -> list[LoggedVariant]:
    """The variants of a log, one per ``[Processing]`` chunk."""
    chunks: list[list[tuple[int, str]]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if "[Processing]" in line:
            chunks.append([(number, line)])
        elif chunks:
            chunks[-1].append((number, line))
    return [_parse_chunk(chunk) for chunk in chunks]


def _tolerated(t: int, fail_type: str) -> bool:
    if fail_type in _NEVER_TOLERATED:
        return False
    return t >= (_ACCURACY_FROM if "accuracy" in fail_type else _OTHER_FROM)


def _e2e_speedup(variant: LoggedVariant) -> float:
    speedup = variant.speedup.get("e2e")
    if speedup is None:
        raise LogError(
            f"line {variant.first_line} ({variant.model_path}): the variant is correct but has no [Speedup][e2e] "
            "line; upstream's scorer stops here (TypeError)"
        )
    return speedup


def es_curve(variants: list[LoggedVariant], b: float = FAILURE_PENALTY, p: float = SLOWDOWN_PENALTY) -> dict[str, float]:
    """ES(t) for t = -10..4 over every parsed variant, as ``calculate_scores(type="ESt")``."""
    at_t1 = [(v.correct_at(1), "accuracy" if v.status == "correct" else v.status) for v in variants]
    curve = {}
    for t in SCORED_LEVELS:
        values = []
        for variant, (correct_t1, fail_t1) in zip(variants, at_t1):
            if t < 1:
                values.append(rectified(_e2e_speedup(variant), p) if variant.correct_at(t) else b)
            elif correct_t1:
                values.append(rectified(_e2e_speedup(variant), p))
            else:
                values.append(1.0 if _tolerated(t, fail_t1) else b)
        curve[str(t)] = gmean(values)
    return curve


@dataclass
class LogScore:
    variants: list[LoggedVariant]
    es: dict[str, float]
    score: float


def score_log(path: Path, b: float = FAILURE_PENALTY, p: float = SLOWDOWN_PENALTY) -> LogScore | None:
    """Score one ``validation.log``; None when no variant was parsed (upstream writes no JSON)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LogError(f"{path}: cannot be read as a text log ({exc})") from None
    variants = parse_log(text)
    if not variants:
        return None
    try:
        es = es_curve(variants, b, p)
    except LogError as exc:
        raise LogError(f"{path}: {exc}") from None
    return LogScore(variants, es, aggregated_score(es))


def score_json(sample_id: int, score: float) -> str:
    """``aggregated_score.json`` as upstream writes it."""
    return json.dumps({"id": sample_id, "score": score}, indent=4)


# -- writing a log from our results ----------------------------------------------------


def _line(text: str) -> str:
    return f"{PROMPT} {text}\n"


def _header(variant: dict) -> str:
    protocol, machine = variant.get("protocol") or {}, variant.get("machine") or {}
    config = {
        "model": Path(variant["variant"] or variant["sample"]).name,
        "device": protocol.get("device") or machine.get("device"),
        "hardware": machine.get("gpu") or machine.get("cpu") or machine.get("device"),
        "compiler": protocol.get("compiler"),
        "warmup": protocol.get("warmup"),
        "trials": protocol.get("trials"),
        "compile_framework_version": machine.get("torch"),
    }
    return _line(f"[Processing] {variant['variant'] or variant['sample']}") + "".join(
        _line(f"[Config] {key}: {value}") for key, value in config.items()
    )


def _datatype_lines(eager: list[str], compiled: list[str]) -> str:
    return (
        _line(f"[Datatype][eager]: {' '.join(eager)}")
        + _line(f"[Datatype][compiled]: {' '.join(compiled)}")
        + _line(f"[DataType] eager:{eager} compiled:{compiled} match:{eager == compiled}")
    )


def _correctness_lines(correctness: dict) -> str:
    """The equality, allclose grid and diff lines.

    The report keeps one verdict per level for all outputs together, so every cell
    written for level t carries that verdict; only the dtypes the outputs have get a
    line (the cells upstream's scorer reads: each output at its own eager dtype).
    """
    equal = correctness.get("equal", [])
    correct_at = correctness.get("correct_at", {})
    present = [d for d in GENERATOR_DTYPES if d in correctness["dtypes"]["eager"]]
    text = _line(f"[Correctness][equal]: {' '.join(str(int(e)) for e in equal)}")
    for t in LEVELS:
        verdict = int(bool(correct_at.get(str(t))))
        for dtype in present:
            text += _line(f"[Correctness][{allclose_key(*tolerance(t, dtype))}]: {' '.join([str(verdict)] * len(equal))}")
    for name in ("max_diff", "mean_diff"):
        text += _line(f"[Correctness][{name}]: {' '.join(repr(float(d)) for d in correctness.get(name, []))}")
    return text


def _performance_lines(variant: dict) -> str:
    text = _line("[Result] status: success")
    for side in ("eager", "compiled"):
        timing = (variant.get("timing") or {}).get(side)
        if timing:
            text += _line(f"[Performance][{side}]: {json.dumps({k: v for k, v in timing.items() if v})}")
    speedup = variant.get("speedup") or {}
    for series in ("e2e", "gpu"):  # the only two upstream prints
        if speedup.get(series):
            text += _line(f"[Speedup][{series}]: {speedup[series]:.5f}")
    return text


_NO_TAGS = str.maketrans("[]", "()")
# Upstream's bare markers (``detect_sample_status`` above): a pass's text holding one would read as a run that got that
# far (red team round 54a: a kernels module named all_close54a.py turned a kernel_error into a tolerated type_mismatch).
_BARE_MARKERS = re.compile(r"all_close|No passes modified|match:True")


def _failure_lines(variant: dict) -> str:
    side = "eager" if variant["status"] == Status.EAGER_ERROR else "compiled"
    # a pass's own text: its brackets would be tags upstream's parser reads ("[Processing] x" a variant)
    message = (variant.get("message") or variant["status"]).splitlines()[0].translate(_NO_TAGS)
    message = _BARE_MARKERS.sub(lambda found: found[0].replace("_", "-").replace(" ", "-").replace(":", "="), message)
    return (
        f"{side.capitalize()} model execution failed: {message}\n"
        + _line("[Result] status: failed")
        + _line(f"[Fail due to {side} model execution error.]")
    )


def variant_chunk(variant: dict) -> str:
    """One variant's block of a ``validation.log``; empty for a variant upstream never reaches."""
    parity = variant["parity_status"]
    if parity == Parity.ABSENT:
        return ""
    text = _header(variant)
    if parity == Parity.CORRECT:
        dtypes = variant["correctness"]["dtypes"]
        return text + _datatype_lines(dtypes["eager"], dtypes["compiled"]) + _correctness_lines(variant["correctness"]) + _performance_lines(variant)
    if parity == Parity.SHAPE_MISMATCH:
        dtypes = variant["correctness"]["dtypes"]
        return text + _datatype_lines(dtypes["eager"], dtypes["compiled"]) + _performance_lines(variant)
    return text + _failure_lines(variant)


def sample_log(variants: list[dict]) -> str:
    """The ``validation.log`` PassBench's ``entry.sh`` would leave for one sample's variants."""
    return "".join(variant_chunk(v) for v in variants)


def write_sample_logs(report: dict, out: Path) -> list[Path]:
    """``out/<sample path>/validation.log`` for every sample of a report that has a scored variant."""
    by_sample: dict[str, list[dict]] = {}
    for variant in report["variants"]:
        by_sample.setdefault(variant["sample"], []).append(variant)
    written = []
    for sample in report["samples"]:
        text = sample_log(by_sample.get(sample["path"], []))
        if not text:
            continue
        target = out / sample["path"].lstrip("/") / "validation.log"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        written.append(target)
    return written


def es_lines(curve: dict[str, float]) -> list[str]:
    """The aggregator's ES lines, e.g. ``  - ESt=0.100 for tolerance=-10.``"""
    return [f"  - ESt={value:.3f} for tolerance={t}." for t, value in curve.items()]
