"""The run directory (``--passnet-out``) and everything in it: one run owns it at a time.

    <out>/.lock                     held (flock) by the run writing here; names its holder
    <out>/results.jsonl             one VariantResult per line, appended as each variant ends, signed
    <out>/.results-key              the key of those signatures (mode 0600, the trusted side's only)
    <out>/report.json               the whole run, written atomically at the end
    <out>/samples/<path>/aggregated_score.json   PassBench's ``{"id", "score"}``
    <out>/.device-locks/            the host's timing turns, shared by this run's workers (device_lock.py)

Every reader of these files (report, compare, merge, the agent) goes through this module.
"""

from __future__ import annotations

import fcntl
import hashlib
import hmac
import json
import os
import re
import secrets
import socket
import stat
import sys
import tempfile
from pathlib import Path

from pytest_passnet.result import VariantResult
from pytest_passnet.sample import Variant
from pytest_passnet.sandbox import kernel_cache, policy

REPORT_FILE = "report.json"
RESULTS_FILE = "results.jsonl"
LOCK_FILE = ".lock"
KEY_FILE = ".results-key"
DEVICE_LOCKS_DIR = ".device-locks"
SCHEMA_VERSION = 2
_REPORT_KEYS = ("schema", "options", "variants", "samples", "overall")


# A results.jsonl line is a result's JSON with one more key, last: the HMAC-SHA256 of the JSON
# without it (the exact text written), under the run directory's key. Only the trusted side that
# owns the directory holds the key, so --passnet-resume keeps exactly the lines it wrote.
_SIGNED = re.compile(r'(?P<text>\{.*), "hmac": "(?P<mac>[0-9a-f]{64})"\}')


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
        self._results_fd: int | None = None
        self._unwritten: list[bytes] = []  # signed lines the disk had no room for yet, in order
        self._waiting = False  # whether stderr has said so
        self._key: bytes | None = None
        self.refused: list[str] = []  # results.jsonl lines read_results did not accept, and why

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
        if self._results_fd is not None:
            self._write_unwritten()
            if self._unwritten:
                print(f"passnet: {len(self._unwritten)} results could not be written to {self.results_path} "
                      f"(see above); report.json holds them", file=sys.stderr)
            os.close(self._results_fd)
            self._results_fd = None
        if self._lock_stream is not None:
            self._lock_stream.close()  # closing releases the flock
            self._lock_stream = None

    # -- results.jsonl ------------------------------------------------------------------

    def start_results(self, keep: bool) -> None:
        """Begin this run's results: kept for a resumed run (signed with the directory's key, made now
        if there is none), emptied otherwise (under a new key)."""
        self.path.mkdir(parents=True, exist_ok=True)
        if not keep:
            self.results_path.write_text("")
            (self.path / KEY_FILE).unlink(missing_ok=True)
        self._key = self._read_key() or self._new_key()

    def keep_only(self, results: list[VariantResult]) -> None:
        """A resumed run's results.jsonl rewritten to hold these results alone, signed under the directory's key:
        what its report counts, not an earlier run's lines of variants it dropped (red team round 36d's
        RESUME_NARROWED: a merge read them back). Written beside it and renamed over it; where that fails (a full
        disk: red team round 37a) the file stays as it was and the error is raised."""
        fd, staged = tempfile.mkstemp(prefix=f".{RESULTS_FILE}.", dir=self.path)
        try:
            with open(fd, "w") as file:
                file.writelines(self._signed(result) for result in results)
            os.chmod(staged, 0o644)
            os.replace(staged, self.results_path)
        except OSError:
            Path(staged).unlink(missing_ok=True)
            raise
        if self._results_fd is not None:
            os.close(self._results_fd)
            self._results_fd = None

    def append(self, result: VariantResult) -> None:
        """One signed line, handed to the OS at once: a crash of this process loses nothing written
        before it. A disk that has no room (or any failed write) does not stop the run: the line
        waits, with those after it, until a later line or the report finds room."""
        self._unwritten.append(self._signed(result).encode())
        self._write_unwritten()

    def _signed(self, result: VariantResult) -> str:
        """``result``'s line: its JSON with the HMAC of that JSON under the directory's key as one more key, last."""
        text = json.dumps(result.to_dict())
        return f'{text[:-1]}, "hmac": "{_mac(self._key, text)}"}}\n'

    def _write_unwritten(self) -> None:
        """The waiting lines, in order, each whole or not at all (a part written before the disk was
        full is cut off again); stderr says when they must wait, once until they no longer do."""
        if self._results_fd is None:  # kept open: 100,000 opens cost a second
            self._results_fd = os.open(self.results_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        while self._unwritten:
            line, end = self._unwritten[0], os.lseek(self._results_fd, 0, os.SEEK_END)
            try:
                written = 0
                while written < len(line):
                    written += os.write(self._results_fd, line[written:])
            except OSError as exc:
                _cut(self._results_fd, end)
                if not self._waiting:
                    print(f"passnet: cannot write {self.results_path} ({exc.strerror}): its results wait in memory "
                          "until there is room (report.json holds them in any case)", file=sys.stderr)
                self._waiting = True
                return
            self._unwritten.pop(0)
        self._waiting = False

    def read_results(self) -> list[VariantResult]:
        """The results on disk the trusted side wrote, the last line per variant winning. A line without
        a valid signature (written by anything else, changed since, or the last one cut short by a
        crash) is left out and named in ``refused``, and its variant runs again."""
        self.refused = []
        if not self.results_path.is_file():
            return []
        key, why = self._read_key(), None
        if key is None:
            why = f"no key {self.path / KEY_FILE} of this directory's own (or one others could read)"
        results: dict[str, VariantResult] = {}
        lines = self.results_path.read_text(errors="replace").splitlines()
        for number, line in enumerate(lines, 1):
            signed = _SIGNED.fullmatch(line)
            text = signed and signed["text"] + "}"
            if not signed or key is None or not hmac.compare_digest(signed["mac"], _mac(key, text)):
                if line.strip():
                    cut = number == len(lines) and not signed and not _is_json(line)
                    self.refused.append(f"line {number}: {'cut short' if cut else why or 'no valid signature'}")
                continue
            try:
                result = VariantResult.from_dict(json.loads(text))
            except (ValueError, TypeError, KeyError):
                continue
            results[result.nodeid] = result
        if self.refused:
            print(f"passnet: {len(self.refused)} lines of {self.results_path} are left out "
                  f"({'; '.join(self.refused[:5])}{'; ...' if len(self.refused) > 5 else ''}): a line cut short is a "
                  "crash's, the others were not written by this directory's trusted side (--passnet-resume runs "
                  "their variants again)", file=sys.stderr)
        return list(results.values())

    def _read_key(self) -> bytes | None:
        """The directory's key: a regular file of this user's that nobody else may read; else None."""
        try:
            fd = os.open(self.path / KEY_FILE, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            return None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid() or info.st_mode & 0o077:
                return None
            key = os.read(fd, 256)
        finally:
            os.close(fd)
        return key if len(key) == _KEY_BYTES else None

    def _new_key(self) -> bytes:
        key = secrets.token_bytes(_KEY_BYTES)
        path = self.path / KEY_FILE
        path.unlink(missing_ok=True)  # one nobody may trust (another owner, readable by others) is replaced
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
        try:
            os.write(fd, key)
        finally:
            os.close(fd)
        return key

    # -- report.json --------------------------------------------------------------------

    def write_report(self, report: dict) -> Path:
        """``report.json`` (atomically: a reader sees the old file or the new one) and every sample's
        ``aggregated_score.json``; results.jsonl's waiting lines first, where there is room now."""
        if self._unwritten:
            self._write_unwritten()
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


_KEY_BYTES = 32


def measured_on(variant: Variant) -> str:
    """The digest of the files a variant's result rests on: its sample's pass folders and its own
    files (``model.py``, the metas). ``--passnet-resume`` keeps an earlier result only where they
    are the same now (round 10b: a broken pass resumed as the fused one's ``correct``)."""
    digest = hashlib.sha256()
    try:
        digest.update(kernel_cache.pass_code(variant.sample).encode())
    except policy.FolderRefused:
        return f"refused {secrets.token_hex(8)}"  # equal to no earlier digest: the variant runs again
    # what the variant's files hold, links followed, as the run reads them (a linked model.py too)
    for path in sorted(variant.path.iterdir()) if variant.path.is_dir() else ():
        if path.is_file():
            if path.stat().st_size > policy.PASS_FOLDER_BYTES:
                return f"refused {secrets.token_hex(8)}"
            data = path.read_bytes()
            digest.update(os.fsencode(path.name) + f"\0{len(data)}\0".encode() + data)
    return digest.hexdigest()[:32]


def _is_json(line: str) -> bool:
    try:
        json.loads(line)
    except ValueError:
        return False
    return True


def _cut(fd: int, size: int) -> None:
    try:
        os.ftruncate(fd, size)
    except OSError:
        pass  # the part stays, and spoils the next line: --passnet-resume runs that variant again


def _mac(key: bytes, text: str) -> str:
    return hmac.new(key, text.encode(), hashlib.sha256).hexdigest()


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

