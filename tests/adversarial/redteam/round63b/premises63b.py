"""Round 63b's premises (target d401219e): the trusted side's reading of what a child sends, in process, with the
product's own classes (no plugin run, CPU only):
``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round63b/premises63b.py [name ...]`` prints one JSON line per
premise.

- ``rt_signal_exit`` (RT_SIGNAL_EXIT): a real process ended by a real-time signal (SIGRTMIN+1 = 35), read by the real
  ``Sandbox._died`` / ``_describe_exit`` (a ``Sandbox`` made without its constructor: only the attributes ``_died``
  reads), in the plain mode (negative return code) and bubblewrap's (exit code 128 + 35).
- ``path_expansion`` (PATH_EXPANSION): a child's texts bounded by ``protocol`` (a failure message at 20,000
  characters, diagnostics at 400 lines of 2,000, rejection lines 64 of 2,000) and *then* given the real paths by
  ``Sandbox.real_paths``: a text made of the bubblewrap view's ``/models/1/model.py`` and ``/sample/pass_dir`` grows
  by the real path's length over the view's; sizes in ``VariantResult.to_dict`` / ``json.dumps`` as results.jsonl and
  report.json write them, against the header the child sent; and, in every mode, ``protocol.bounded``'s cut before
  ``printable``: a zero-width space kept as the 6-character escape ``\\u200b``.
- ``report_growth`` (REPORT_GROWTH): the real ``Run.check`` (``_take_report``) over the replies of one variant that
  runs four attempts (``prepare``, three ``prepare_again``: each may carry a compile report) and then fails: flags
  accumulate from reply to reply, diagnostics are replaced, and both are real-path'd after their bounds; the result's
  JSON against an honest failure's.
- ``dropped_cost`` (REPORT_GROWTH's CPU): ``pipeline.dropped_pass_flags`` on one reply's ``dropped`` map at its bound.
- ``decode_index`` (held): ``channel._decode``'s ``{"tensor": i}`` with a negative index or ``true``: the trusted side
  gets one received tensor twice (no gain: a value compare; shown for the record).
- ``spill_names`` (held): a reply's spill file named as the trusted side's own files in the child's spill folder
  (``trusted-inputs-1.bin``, ``trusted-0.bin``): read like the child's (no gain: the child reads them anyway).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

import torch

from pytest_passnet import protocol
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.sandbox import channel as channel_module
from pytest_passnet.sandbox import policy
from pytest_passnet.sandbox.process import Sandbox, SandboxFailed
from pytest_passnet.sandbox.stderr_tail import StderrTail

RT_SIGNAL = signal.SIGRTMIN + 1  # 35: a real-time signal's default action ends the process


# -- RT_SIGNAL_EXIT ----------------------------------------------------------------------------------------------------


def _dead_sandbox(kind: str, code_of) -> Sandbox:
    """A ``Sandbox`` (no constructor) whose process is a real child that wrote a line to stderr and ended by
    ``RT_SIGNAL`` (``code_of``: how that child ends, as the mode's own first process would report it)."""
    box = Sandbox.__new__(Sandbox)
    box.kind, box.ended_for, box.file_table, box.sample = kind, None, None, None
    box.stderr = StderrTail()
    box.process = subprocess.Popen([sys.executable, "-c", code_of], stderr=box.stderr.write_fd)
    box.stderr.child_started()
    return box


PLAIN_CHILD = ("import os, sys; sys.stderr.write('the pass said: kernel failed at line 7\\n'); sys.stderr.flush(); "
               f"os.kill(os.getpid(), {int(RT_SIGNAL)})")
# bubblewrap's first process exits 128 + the signal its child ended by (``_describe_exit``'s BWRAP branch)
BWRAP_CHILD = ("import sys; sys.stderr.write('the pass said: kernel failed at line 7\\n'); sys.stderr.flush(); "
               f"sys.exit(128 + {int(RT_SIGNAL)})")


def rt_signal_exit() -> dict:
    said = {}
    for label, kind, code in (("plain", policy.PLAIN, PLAIN_CHILD), ("bwrap", policy.BWRAP, BWRAP_CHILD)):
        box = _dead_sandbox(kind, code)
        box.process.wait()
        try:
            failed = box._died("the other side closed the channel")
            said[label] = {"returncode": box.process.returncode, "raised": None, "sandbox_failed": isinstance(
                failed, SandboxFailed), "message": str(failed)[:300]}
        except Exception as exc:  # noqa: BLE001 - what the premise looks for
            said[label] = {"returncode": box.process.returncode, "raised": f"{type(exc).__name__}: {exc}"}
        finally:
            box.stderr.close()
    # the control: a signal the enum names (SIGSEGV)
    box = _dead_sandbox(policy.PLAIN, PLAIN_CHILD.replace(str(int(RT_SIGNAL)), str(int(signal.SIGSEGV))))
    box.process.wait()
    try:
        said["control_sigsegv"] = {"returncode": box.process.returncode,
                                   "message": str(box._died("the other side closed the channel"))[:300]}
    finally:
        box.stderr.close()
    said["fooled"] = any(said[k].get("raised") for k in ("plain", "bwrap"))
    return said


# -- PATH_EXPANSION ----------------------------------------------------------------------------------------------------

VIEW_MODEL = f"{policy.MODELS_MOUNT}/1/model.py"  # the first variant's model.py as a bubblewrap child sees it
VIEW_PASS = f"{policy.SCRATCH_MOUNT}/pass_dir"


def _bwrap_view(sample: Path, variant: Path) -> Sandbox:
    """A ``Sandbox`` (no constructor) with the bubblewrap view's paths and one model given (``model_path``)."""
    box = Sandbox.__new__(Sandbox)
    box.visible = policy.SCRATCH_MOUNT
    box.sample = SimpleNamespace(path=sample)
    box._models = {variant: VIEW_MODEL}
    return box


def _header_bytes(reply: dict) -> int:
    return len(json.dumps({"body": reply, "tensors": []}).encode()) + 8


def path_expansion(sample_root: str = "/srv/graphnet/samples/torchvision/resnet18_v1/samples") -> dict:
    """``sample_root``: where a dataset keeps a sample (the real path's length is what grows the texts)."""
    sample = Path(sample_root) / "r63b_paths"
    variant = sample / "graphs" / "float32" / "r63b_paths"
    box = _bwrap_view(sample, variant)
    real_model = box.real_paths(VIEW_MODEL)
    said = {"view": VIEW_MODEL, "real": real_model, "ratio": round(len(real_model) / len(VIEW_MODEL), 2)}

    # (1) a failure message: MESSAGE_CHARS of the view's model path, bounded, then real_paths (Run.check)
    text = (VIEW_MODEL + " ") * (protocol.MESSAGE_CHARS // (len(VIEW_MODEL) + 1))
    failure = protocol.Failure.read({"failure": {"status": "kernel_error", "message": text, "stage": "run"}})
    message = box.real_paths(failure.text)
    said["failure"] = {"sent_chars": len(text), "bounded_chars": len(failure.text), "kept_chars": len(message),
                       "bound": protocol.MESSAGE_CHARS}

    # (2) a compile report at the reply header's bound: diagnostics (and rejection lines) of view paths
    line = (VIEW_MODEL + " ") * (protocol._TEXT_CHARS // (len(VIEW_MODEL) + 1))
    rejected_line = protocol.passes_rejection_start = None  # noqa: F841 - (kept out: the start is fixed)
    from pytest_passnet.passes import REJECTION_START

    rejection = REJECTION_START + ((VIEW_PASS + " ") * ((protocol._TEXT_CHARS - len(REJECTION_START)) // (len(VIEW_PASS) + 1)))
    lines = protocol._DIAGNOSTIC_LINES
    reply = {"ready": True, "applied": {}, "diagnostics": [line] * lines, "rejected": [rejection] * protocol._TEXTS,
             "replaced_lines": [], "dropped": {}}
    while _header_bytes(reply) > (1 << 20) - 8 and reply["diagnostics"]:  # process.REPLY_HEADER_BYTES
        reply["diagnostics"].pop()
    header = _header_bytes(reply)
    report = protocol.CompileReport.read(reply)
    result = VariantResult("r63b::paths", str(sample), "float32")
    result.diagnostics = [box.real_paths(text) for text in report.diagnostics]  # Run._take_report
    result.flags = [box.real_paths(text) for text in report.rejected]
    result.fail(Status.PASS_NOT_MATCHED, message)
    result.message = protocol.printable(result.message)  # run_variant's last line
    written = len(json.dumps(result.to_dict()).encode())

    control = VariantResult("r63b::paths", str(sample), "float32")
    control.diagnostics = list(report.diagnostics)  # what the bounds were meant to hold: the texts as sent
    control.flags = list(report.rejected)
    control.fail(Status.PASS_NOT_MATCHED, failure.text)
    bounded = len(json.dumps(control.to_dict()).encode())
    said["report"] = {"header_bytes": header, "diagnostic_lines": len(report.diagnostics),
                      "longest_diagnostic_chars": max(map(len, result.diagnostics)),
                      "diagnostic_bound_chars": protocol._TEXT_CHARS,
                      "longest_flag_chars": max(map(len, result.flags)),
                      "result_json_bytes": written, "as_bounded_bytes": bounded,
                      "growth": round(written / bounded, 2)}
    # (3) every mode: ``bounded`` cuts, *then* makes printable: an invisible or control character becomes a visible
    # escape of up to 6 characters (``\\u200b``), sent as 3 bytes of raw UTF-8 (the child writes its own JSON)
    text = "\u200b" * protocol.MESSAGE_CHARS
    failure = protocol.Failure.read({"failure": {"status": "kernel_error", "message": text, "stage": "run"}})
    said["escapes"] = {"sent_chars": len(text), "sent_bytes_raw_utf8": len(json.dumps(text, ensure_ascii=False).encode()),
                       "kept_chars": len(failure.text), "bound": protocol.MESSAGE_CHARS,
                       "diagnostic_kept_chars": len(protocol.CompileReport.read(
                           {"applied": {}, "diagnostics": ["\u200b" * 2000], "rejected": [], "replaced_lines": [],
                            "dropped": {}}).diagnostics[0])}
    said["fooled"] = said["failure"]["kept_chars"] > protocol.MESSAGE_CHARS * 2 and said["report"]["growth"] > 2
    return said


def _reply_run(sample: Path, variant: Path, box: Sandbox):
    """A ``pipeline.Run`` (no constructor) that reads replies with its own ``check`` (``_take_report`` included), for a
    pass's compiler, over ``box``'s paths."""
    from pytest_passnet import pipeline

    run = pipeline.Run.__new__(pipeline.Run)
    run.variant = SimpleNamespace(sample=SimpleNamespace(path=sample), path=variant)
    run.result = VariantResult("r63b::growth", str(sample), "float32")
    run.options = SimpleNamespace(compiler="pass_mgr", extra_compilers=())
    run.sandbox = box
    return run


def report_growth(sample_root: str = "/srv/graphnet/samples/torchvision/resnet18_v1/samples", attempts: int = 4) -> dict:
    """What one variant's result holds after the replies a pass's child sends in a variant that runs to its timing
    (``prepare``, then ``prepare_again`` before each later attempt: each may carry a compile report, read by
    ``Run.check``), each reply's header under the 1 MiB bound: 400 diagnostic lines and 64 rejection lines, distinct
    from one reply to the next (``_take_report`` adds a reply's new flags to those kept), of bubblewrap's view paths;
    then a failure of 20,000 characters. Sizes as ``VariantResult.to_dict`` writes them."""
    from pytest_passnet.passes import REJECTION_START

    sample = Path(sample_root) / "r63b_growth"
    variant = sample / "graphs" / "float32" / "r63b_growth"
    box = _bwrap_view(sample, variant)
    run = _reply_run(sample, variant, box)
    from pytest_passnet import pipeline

    pipeline._sample_record(run.variant.sample).loaded = True
    headers, unit = [], (VIEW_MODEL + " ")
    for attempt in range(attempts):
        rejected = [f"{REJECTION_START}{attempt:02d}-{i:02d} " + unit * ((protocol._TEXT_CHARS - len(REJECTION_START) - 7)
                                                                         // len(unit)) for i in range(protocol._TEXTS)]
        reply = {"ready": True, "applied": {}, "diagnostics": [f"{attempt} " + unit * 105] * protocol._DIAGNOSTIC_LINES,
                 "rejected": rejected, "replaced_lines": [], "dropped": {}}
        while _header_bytes(reply) > (1 << 20) - 8:
            reply["diagnostics"].pop()
        headers.append(_header_bytes(reply))
        protocol.Ready.read(run.check(reply))
    failure = {"failure": {"status": "kernel_error", "message": unit * (protocol.MESSAGE_CHARS // len(unit)),
                           "stage": "run"}}
    try:
        run.check(failure)
    except pipeline.Stop as stop:
        run.result.fail(stop.status, protocol.printable(str(stop)))
    size = len(json.dumps(run.result.to_dict()).encode())
    honest = VariantResult("r63b::growth", str(sample), "float32")
    honest.fail(Status.KERNEL_ERROR, "compiled run failed at kernels.py:18 in relu: RuntimeError: out of range")
    return {"replies": attempts + 1, "header_bytes": sum(headers) + _header_bytes(failure), "flags": len(run.result.flags),
            "flag_chars": sum(map(len, run.result.flags)), "diagnostic_chars": sum(map(len, run.result.diagnostics)),
            "message_chars": len(run.result.message), "result_json_bytes": size,
            "honest_result_json_bytes": len(json.dumps(honest.to_dict()).encode()),
            "fooled": size > 1 << 20}  # more than one reply's header may hold


# -- held: the decoder's tensor index, the spill names -----------------------------------------------------------------


def _pair(spill: Path):
    """A child's end and the trusted side's end of two pipes, sharing ``spill``."""
    to_trusted_r, to_trusted_w = os.pipe()
    to_child_r, to_child_w = os.pipe()
    child = channel_module.Channel(to_child_r, to_trusted_w, spill, role="child")
    trusted = channel_module.Channel(to_trusted_r, to_child_w, spill, role="trusted",
                                     max_header=(1 << 20) - 8, max_containers=1 << 16)
    return child, trusted


def _raw_send(end: channel_module.Channel, header: dict, blobs: list[bytes] = ()) -> None:
    raw = json.dumps(header).encode()
    os.write(end.write_fd, channel_module._LENGTH.pack(len(raw)) + raw + b"".join(blobs))


def decode_index() -> dict:
    spill = Path(tempfile.mkdtemp(prefix="r63b-spill-"))
    child, trusted = _pair(spill)
    blob = torch.arange(4, dtype=torch.float32).numpy().tobytes()
    spec = {"dtype": "torch.float32", "shape": [4], "bytes": len(blob)}
    said = {}
    for label, body in (("negative", {"outputs": {"tuple": [{"tensor": 0}, {"tensor": -1}]}}),
                        ("true", {"outputs": {"tuple": [{"tensor": 0}, {"tensor": True}]}})):
        _raw_send(child, {"body": body, "tensors": [spec, spec]}, [blob, blob])
        try:
            got = trusted.receive(5)["outputs"]
            said[label] = {"outputs": len(got), "same_object": got[0] is got[1]}
        except Exception as exc:  # noqa: BLE001
            said[label] = {"raised": f"{type(exc).__name__}: {exc}"[:200]}
    said["fooled"] = False  # one received tensor named twice: values compare as they are
    return said


def spill_names() -> dict:
    spill = Path(tempfile.mkdtemp(prefix="r63b-spill-"))
    child, trusted = _pair(spill)
    secret = torch.full((1 << 18,), 7.0)  # 1 MiB: spilled
    trusted.send({"inputs": {"x": secret}})  # the trusted side's own spill file, trusted-0.bin
    child.receive(5)
    said = {"trusted_files": sorted(p.name for p in spill.iterdir())}
    spec = {"dtype": "torch.float32", "shape": [1 << 18], "bytes": 1 << 20, "file": "trusted-0.bin"}
    _raw_send(child, {"body": {"outputs": {"tensor": 0}}, "tensors": [spec]})
    got = trusted.receive(5)["outputs"]
    said["read_trusted_file_as_reply"] = bool(torch.equal(got, secret))
    outside = Path(tempfile.mkdtemp(prefix="r63b-outside-")) / "x.bin"
    outside.write_bytes(bytes(1 << 20))
    (spill / "link.bin").symlink_to(outside)
    refused = {}
    for name in ("../" + outside.parent.name + "/x.bin", str(outside), ".hidden", "link.bin"):
        spec = {"dtype": "torch.float32", "shape": [1 << 18], "bytes": 1 << 20, "file": name}
        _raw_send(child, {"body": {"outputs": {"tensor": 0}}, "tensors": [spec]})
        try:
            trusted.receive(5)
            refused[name] = False
        except channel_module.ChannelClosed:
            refused[name] = True
            child, trusted = _pair(spill)  # a refused message leaves the pipe mid-message: a fresh pair
    said["refused_outside_names"] = refused
    said["fooled"] = not all(refused.values())  # the child's own spill folder only: it reads those files itself anyway
    return said


def parse_costs() -> dict:
    """How long the trusted side's ``Channel.receive`` (a pass child's reply limits: 1 MiB header, 65,536 lists and
    objects) takes on headers shaped to cost it most, and how each ends: many 1-byte tensors through the pipe, nesting
    as deep as json allows, a header of lone-surrogate escapes (a text ``bounded`` then makes 6 characters each)."""
    spill = Path(tempfile.mkdtemp(prefix="r63b-spill-"))
    said = {}
    one = {"dtype": "torch.bool", "shape": [], "bytes": 1}
    cases = {
        "tensors_12000": ({"body": {"outputs": [{"tensor": i} for i in range(12000)]}, "tensors": [one] * 12000},
                          [b"\x01" * 12000]),
        "nested_900": ({"body": {"findings": json.loads("[" * 900 + "]" * 900)}, "tensors": []}, []),
        "nested_60000": ({"body": {"findings": "x"}, "tensors": []}, []),
        "surrogates": ({"body": {"findings": ["\ud800" * 170_000]}, "tensors": []}, []),
    }
    for label, (header, blobs) in cases.items():
        child, trusted = _pair(spill)
        raw = json.dumps(header).encode()
        if label == "nested_60000":
            raw = b'{"body": {"findings": ' + b"[" * 60000 + b"]" * 60000 + b'}, "tensors": []}'
        blob = b"".join(blobs)
        import threading

        def write(data=channel_module._LENGTH.pack(len(raw)) + raw + blob, fd=child.write_fd):
            try:
                os.write(fd, data)
            except OSError:
                pass  # the trusted side refused the header and closed its end

        writer = threading.Thread(target=write)
        writer.start()
        started = time.perf_counter()
        try:
            got = trusted.receive(30, 1 << 30)
            outcome = "received"
            if label == "surrogates":
                texts = protocol._texts(got["findings"], "findings")
                outcome = f"received; a finding kept at {len(texts[0])} characters"
        except channel_module.ChannelClosed as exc:
            outcome = f"ChannelClosed: {str(exc)[:120]}"
        except Exception as exc:  # noqa: BLE001
            outcome = f"{type(exc).__name__}: {str(exc)[:120]}"
        said[label] = {"header_bytes": len(raw), "seconds": round(time.perf_counter() - started, 3), "outcome": outcome}
        os.close(trusted.read_fd)
        writer.join()
        os.close(child.write_fd)
    said["fooled"] = any(v["seconds"] > 1.0 for v in said.values() if isinstance(v, dict))
    return said


def dropped_cost() -> dict:
    """The trusted side's CPU for one reply's ``dropped`` map at its bound (1,000 names, each listed by the sample's
    rule list, which the pass writes: 128 KiB, the most ``guard._read_bytes`` reads): ``pipeline.dropped_pass_flags``
    reads and parses the list again for every name (``guard.listed_rule_file``)."""
    from pytest_passnet import pipeline
    from pytest_passnet.guard import OUTPUT_LIST, SOURCE_LIMIT

    sample = Path(tempfile.mkdtemp(prefix="r63b-dropped-")) / "sample"
    (sample / "pass_dir").mkdir(parents=True)
    names = [f"r{i}" for i in range(protocol._PASS_NAMES)]
    filler = [f"f{i}" for i in range(20000)]
    while len(json.dumps(filler + names).encode()) > SOURCE_LIMIT:
        del filler[-200:]
    (sample / "pass_dir" / OUTPUT_LIST).write_text(json.dumps(filler + names))
    started = time.perf_counter()
    flags = pipeline.dropped_pass_flags(sample, {name: "rules" for name in names})
    seconds = time.perf_counter() - started
    return {"list_bytes": (sample / "pass_dir" / OUTPUT_LIST).stat().st_size, "listed": len(filler) + len(names),
            "dropped": len(names), "flags": len(flags), "flag_chars": sum(map(len, flags)), "seconds": round(seconds, 3),
            "fooled": seconds > 0.5}


PREMISES = {"rt_signal_exit": rt_signal_exit, "path_expansion": path_expansion, "report_growth": report_growth, "decode_index": decode_index,
            "spill_names": spill_names, "parse_costs": parse_costs, "dropped_cost": dropped_cost}


if __name__ == "__main__":
    for name in sys.argv[1:] or list(PREMISES):
        started = time.perf_counter()
        print(name, json.dumps({**PREMISES[name](), "seconds": round(time.perf_counter() - started, 2)}))
