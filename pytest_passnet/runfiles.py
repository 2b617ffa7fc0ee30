"""The run directory (``--passnet-out``) and everything in it: one run owns it at a time.

    <out>/.lock                     held (flock) by the run writing here; names its holder
    <out>/results.jsonl             one VariantResult per line, appended as each variant ends
    <out>/report.json               the whole run, written atomically at the end
    <out>/samples/<path>/aggregated_score.json   PassBench's ``{"id", "score"}``
    <out>/.device-locks/            the host's timing turns, shared by this run's workers (device_lock.py)

Every reader of these files (report, compare, merge, the agent) goes through this module.
"""

from __future__ import annotations

import fcntl
import json
import os
import socket
import sys
from pathlib import Path

from pytest_passnet.result import VariantResult

REPORT_FILE = "report.json"
RESULTS_FILE = "results.jsonl"
LOCK_FILE = ".lock"
DEVICE_LOCKS_DIR = ".device-locks"
SCHEMA_VERSION = 2
_REPORT_KEYS = ("schema", "options", "variants", "samples", "overall")


class RunDirBusy(Exception):
    """Another run holds the directory."""


class ReportError(ValueError):
    """A file that is not a readable pytest-passnet report; the message names it."""


class RunDir:
    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.report_path = self.path / REPORT_FILE
        self.results_path = self.path / RESULTS_FILE
        self._lock_stream = None
        self._results_stream = None

    # -- ownership ----------------------------------------------------------------------

    def lock(self) -> None:
        """Take the directory for this run, or raise RunDirBusy naming the run that has it."""
        self.path.mkdir(parents=True, exist_ok=True)
        stream = open(self.path / LOCK_FILE, "a+")
        try:
            fcntl.flock(stream, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            stream.seek(0)
            holder = stream.read().strip() or "another process"
            stream.close()
            raise RunDirBusy(
                f"{self.path} is in use by {holder}; wait for that run, or give this one another --passnet-out"
            ) from None
        stream.seek(0)
        stream.truncate()
        stream.write(f"pid {os.getpid()} on {socket.gethostname()}: {' '.join(sys.argv)}\n")
        stream.flush()
        self._lock_stream = stream

    def unlock(self) -> None:
        if self._results_stream is not None:
            self._results_stream.close()
            self._results_stream = None
        if self._lock_stream is not None:
            self._lock_stream.close()  # closing releases the flock
            self._lock_stream = None

    # -- results.jsonl ------------------------------------------------------------------

    def start_results(self, keep: bool) -> None:
        """Begin this run's results: kept for a resumed run, emptied otherwise."""
        self.path.mkdir(parents=True, exist_ok=True)
        if not keep:
            self.results_path.write_text("")

    def append(self, result: VariantResult) -> None:
        """One line, handed to the OS at once: a crash of this process loses nothing written before it."""
        if self._results_stream is None:
            self._results_stream = open(self.results_path, "a")  # kept open: 100,000 opens cost a second
        self._results_stream.write(json.dumps(result.to_dict()) + "\n")
        self._results_stream.flush()

    def read_results(self) -> list[VariantResult]:
        """The results on disk, the last line per variant winning; a line cut short by a crash is skipped."""
        if not self.results_path.is_file():
            return []
        results: dict[str, VariantResult] = {}
        for line in self.results_path.read_text().splitlines():
            try:
                result = VariantResult.from_dict(json.loads(line))
            except (ValueError, TypeError, KeyError):
                continue
            results[result.nodeid] = result
        return list(results.values())

    # -- report.json --------------------------------------------------------------------

    def write_report(self, report: dict) -> Path:
        """``report.json`` (atomically: a reader sees the old file or the new one) and every sample's
        ``aggregated_score.json``."""
        self.path.mkdir(parents=True, exist_ok=True)
        for sample in report["samples"]:
            if sample["score"] is None or sample.get("counted_as_failure"):
                continue  # PassBench writes no JSON when no variant was parsed
            target = self.path / "samples" / sample["path"].lstrip("/")
            target.mkdir(parents=True, exist_ok=True)
            _write_atomically(target / "aggregated_score.json", json.dumps({"id": sample["id"], "score": sample["score"]}, indent=4))
        _write_atomically(self.report_path, json.dumps(report))  # indent would switch json to its slow encoder
        return self.report_path

    def read_report(self) -> dict:
        return load_report(self.report_path)


def _write_atomically(path: Path, text: str) -> None:
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_text(text)
    os.replace(temporary, path)


def load_report(path: Path | str) -> dict:
    """A report.json, checked: raises ReportError naming the file and what is wrong."""
    path = Path(path)
    if path.is_dir():
        path = path / REPORT_FILE
    try:
        report = json.loads(path.read_text())
    except OSError as exc:
        raise ReportError(f"{path}: cannot read it ({exc.strerror})") from None
    except ValueError as exc:
        raise ReportError(f"{path}: not JSON ({exc})") from None
    missing = [key for key in _REPORT_KEYS if not isinstance(report, dict) or key not in report]
    if missing:
        raise ReportError(f"{path}: not a pytest-passnet report (no {', '.join(missing)})")
    if report["schema"] != SCHEMA_VERSION:
        raise ReportError(f"{path}: report schema {report['schema']}, this pytest-passnet reads {SCHEMA_VERSION}")
    return report


def variant_results(report: dict) -> list[VariantResult]:
    return [VariantResult.from_dict(v) for v in report["variants"]]
