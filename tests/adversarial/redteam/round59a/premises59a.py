"""Round 59a's premises (target 2194a7a3): ``PYTHONPATH=. python tests/adversarial/redteam/round59a/premises59a.py
[name ...]`` prints one JSON line per premise. All in process, with the product's own functions (no plugin run).

- ``scan_forms``: for each spelling of an input write in a graph's ``model.py``: whether it moves the input's
  ``_version``, whether it changes the bytes, and what ``guard.versionless_writes`` (0a94e3c6) finds in the file.
- ``eager_writes``: ``pipeline._eager_writes`` as shipped (round 57a's in-process ``_Run``, seed chosen) on round 57a's
  ``data_repeat`` graph written with each spelling: every input where the scan sees the route, else the probe's one
  first call from one draw (which adds zeros: input 1 never named).
- ``every_input_floors``: what ``pipeline._kernel_bounded`` and ``guard.implausible_speedup_flags`` make of an honest
  gather-like call (a big table read in a small part) once every input is judged as an output (``with_written``
  appends them to ``eager_out``): the table's bytes counted as written by the call, and twice as moved.
- ``posing_after_start``: ``protocol.CompileReport.read`` / ``KernelDone.read`` on child texts that start with the fixed
  start (``passes.REJECTION_START``, ``protocol.KERNEL_NOTE_START``) and pose after it; the ``note:`` line.
- ``precedence``: ``measure.measure_with_retries`` (5467b57a) on synthetic honest series: the clock's finding does not
  read eager's claimed spread (an honest attempt whose eager claims spread, spans tracking them, is no false claim).
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import torch

from tests.adversarial.redteam.round57a import premises57a

REPEAT_BODY = """    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = {write}
        tmp_1 = in_2.copy_(in_3)
        tmp_2 = torch.relu(in_0)
        return (tmp_2,)
"""
# Spellings of round 57a's ``in_1.data.add_(in_2)`` (a write past the version counter); the first is the control.
SPELLINGS = {
    "data (control)": "in_1.data.add_(in_2)",
    "escaped string": 'getattr(in_1, "\\x64ata").add_(in_2)',
    "NFKC identifier": "in_1.\uff44ata.add_(in_2)",  # FULLWIDTH d: Python's parser reads `data`
    "joined string": 'getattr(in_1, "da" + "ta").add_(in_2)',
    "adjacent strings": 'getattr(in_1, "da" "ta").add_(in_2)',
}
# Writes whose version bump is switched off or undone (no route word at all).
GUARDED = {
    "below ADInplaceOrView": "with torch._C._AutoDispatchBelowADInplaceOrView():\n    in_1.add_(in_2)",
    "exclude ADInplaceOrView": ("with torch._C._ExcludeDispatchKeyGuard(torch._C.DispatchKeySet("
                                "torch._C.DispatchKey.ADInplaceOrView)):\n    in_1.add_(in_2)"),
    "version set back": "v = in_1._version\nin_1.add_(in_2)\ntorch._C._autograd._unsafe_set_version_counter((in_1,), (v,))",
}
PLAIN = {"plain add_ (control)": "in_1.add_(in_2)", "no_grad add_": "with torch.no_grad():\n    in_1.add_(in_2)",
         "inference_mode add_": "with torch.inference_mode():\n    in_1.add_(in_2)",
         "aten op": "torch.ops.aten.add_.Tensor(in_1, in_2)", "_foreach_add_": "torch._foreach_add_([in_1], [in_2])",
         "out=": "torch.add(in_1, in_2, out=in_1)", "detach().add_": "in_1.detach().add_(in_2)"}


def repeat_source(write: str) -> str:
    return premises57a.HEAD + REPEAT_BODY.format(write=write)


def _scan(text: str) -> list[str]:
    from pytest_passnet import guard

    folder = Path(tempfile.mkdtemp(prefix="r59a-scan-"))
    (folder / "model.py").write_text(text, encoding="utf-8")
    return guard.versionless_writes(folder / "model.py")


def scan_forms() -> dict:
    said = {}
    for label, stmt in {**SPELLINGS, **GUARDED, **PLAIN}.items():
        a, b = torch.zeros(8), torch.ones(8)
        before = a._version
        exec(compile(stmt, "<r59a>", "exec"), {"torch": torch, "in_1": a, "in_2": b})
        said[label] = {"version_moved": a._version != before, "bytes_changed": bool(a.ne(0).any()),
                       "scan": _scan("import torch\n" + stmt + "\n")}
    return said


def _register(form: str, source: str) -> None:
    premises57a.SOURCES[form] = source
    premises57a.STDS[form] = premises57a.STDS["data_repeat"]


def eager_writes(seed: int = 1) -> dict:
    """``pipeline._eager_writes`` on the ``data_repeat`` graph in each spelling, and whether its judged call (the second
    call from one draw) moves input 1."""
    said = {}
    for label, write in SPELLINGS.items():
        form = "r59a " + label
        _register(form, repeat_source(write))
        named = premises57a.eager_writes(form, seed)
        moves = premises57a.probe(forms=(form,), seeds=(seed,))[form]["second_call_changes_in_1"]
        said[label] = {"judged_as_outputs": named, "second_call_moves_in_1": bool(moves),
                       "scan": _scan(premises57a.SOURCES[form])}
    return said


# -- every input judged: the floors read the inputs as written ---------------------------------------------------------

TABLE = (1 << 20, 64)  # 256 MiB of float32 (an embedding table), read in 4096 rows (1 MiB) by an honest gather
ROWS = 4096
RELU = (4096, 4096)  # 64 MiB in, 64 MiB out
BANDWIDTH_GBPS = "3350"  # an H100 SXM's spec sheet


def _floors(inputs: tuple, out, honest_bytes: int, share: float) -> dict:
    """``_kernel_bounded`` and ``implausible_speedup_flags`` for an honest kernel that moves ``honest_bytes`` at
    ``share`` of peak bandwidth, its eager_out the output alone (the probe named no input) or then every input."""
    from types import SimpleNamespace

    from pytest_passnet import guard, pipeline

    kernel_ms = honest_bytes / (float(BANDWIDTH_GBPS) * 1e9 * share) * 1e3
    said = {"honest_kernel_us": round(kernel_ms * 1000, 3)}
    for label, eager_out in {"probe named none": (out,), "every input judged": (out, *inputs)}.items():
        # device "cpu": _device_name would ask CUDA; PASSNET_DEVICE_BANDWIDTH_GBPS stands for the H100 table row
        run = SimpleNamespace(device="cpu", eager_out=eager_out, eager_written=list(range(len(eager_out) - 1)),
                              every_input_judged=label == "every input judged",
                              result=SimpleNamespace(flags=[], timing={"compiled": {"e2e": {"median": kernel_ms + 0.02}}}))
        bounded = pipeline._kernel_bounded(run, {"median": kernel_ms, "method": "profiler", "note": None})
        # the bytes as pipeline.check_guard counts them (since session 35: the graph's outputs, not the judged inputs)
        implausible = guard.implausible_speedup_flags(
            {"e2e": 1.5}, {"gpu": {"median": kernel_ms}}, guard.bytes_moved(inputs, pipeline._graph_outputs(run)), "H100")
        said[label] = {"kernel_us_scored": round(bounded["median"] * 1000, 3),
                       "kernel_raised_x": round(bounded["median"] / kernel_ms, 1),
                       "flags": [f[:200] for f in run.result.flags], "implausible": [f[:160] for f in implausible]}
    return said


def every_input_floors() -> dict:
    """Honest CUDA kernels (meta tensors: sizes only) once every input is judged as an output (``with_written``
    appends them to eager_out): a gather from a 256 MiB table (1 MiB out, at 80% of peak) and a relu over 64 MiB (at
    85% of peak)."""
    import os

    from pytest_passnet import guard

    os.environ[guard.BANDWIDTH_ENV] = BANDWIDTH_GBPS
    try:
        table = torch.empty(TABLE, dtype=torch.float32, device="meta")
        index = torch.empty(ROWS, dtype=torch.int64, device="meta")
        rows = torch.empty(ROWS, TABLE[1], dtype=torch.float32, device="meta")
        x = torch.empty(RELU, dtype=torch.float32, device="meta")
        return {"gather": _floors((table, index), rows, 2 * rows.numel() * 4 + index.numel() * 8, 0.8),
                "relu": _floors((x,), torch.empty_like(x), 2 * x.numel() * 4, 0.85)}
    finally:
        os.environ.pop(guard.BANDWIDTH_ENV, None)


# -- posing after the fixed start ----------------------------------------------------------------------------------------

TRUSTED = "[passnet trusted clock] every trial of the compiled side was seen by the trusted side: its speedup is verified"


def posing_after_start() -> dict:
    from pytest_passnet import protocol
    from pytest_passnet.items import failure_text
    from pytest_passnet.passes import REJECTION_START
    from pytest_passnet.result import Status, VariantResult

    texts = {
        "file name then a trusted flag": f"{REJECTION_START}x.py: ok.\u2028{TRUSTED}",
        "file name padded to a line": f"{REJECTION_START}{'x' * 200} {TRUSTED}",
        "file name with a newline": f"{REJECTION_START}x.py\n{TRUSTED}",
        "start behind a combining mark": f"\u034f{REJECTION_START}x.py",
    }
    said = {}
    for label, text in texts.items():
        reply = {"applied": {}, "diagnostics": [], "rejected": [text], "replaced_lines": [], "dropped": {}}
        try:
            flag = protocol.CompileReport.read(reply).rejected[0]
        except protocol.MalformedMessage as exc:
            said[label] = {"refused": str(exc)[:120]}
            continue
        result = VariantResult(nodeid="s::v", sample="s", variant="v", status=Status.CORRECT, message="", flags=[flag])
        lines = failure_text(result).split("\n")
        said[label] = {"accepted": True, "lines": len(lines), "note_line": lines[-1][:160],
                       "flag_starts_with_fixed_start": flag.startswith(REJECTION_START),
                       "a_line_starts_as_trusted": any(line.lstrip().startswith("[passnet") for line in lines)}
    for label, note in {"note then a trusted flag": f"{protocol.KERNEL_NOTE_START}x\r\n{TRUSTED}",
                        "note not at the start": f"x {protocol.KERNEL_NOTE_START}"}.items():
        try:
            read = protocol.KernelDone.read({"kernel": None, "note": note})
            said[label] = {"accepted": True, "note": read.note[:160],
                           "starts_with_fixed_start": read.note.startswith(protocol.KERNEL_NOTE_START)}
        except protocol.MalformedMessage as exc:
            said[label] = {"refused": str(exc)[:120]}
    return said


# -- precedence: the clock's finding first --------------------------------------------------------------------------------


def _side(claims: list[float], overhead: list[float]):
    from pytest_passnet.measure import SideTiming

    return SideTiming(e2e_ms=claims, gpu_ms=None, spans_ms=[c + o for c, o in zip(claims, overhead)])


def precedence() -> dict:
    """Honest series (each claim what the call took; each span the claim plus the loop's overhead): eager's claims
    spread by a load spike on its calls (spans track them). Guarded, as on CUDA: the attempt is voided as eager's
    fluctuation, not a false claim; a compiled side that claims a tenth is a false claim whatever eager's spread."""
    from pytest_passnet.measure import measure_with_retries

    n = 20
    steady = [1.0] * n
    spiky = [1.0 if i % 2 else 1.6 for i in range(n)]  # IQR/median 60%
    overhead = [0.05] * n
    said = {}
    for label, (compiled_claims, compiled_spans, eager_claims) in {
        "honest, eager spread": (steady, steady, spiky),
        "honest, eager steady": (steady, steady, steady),
        "liar (claims a tenth), eager spread": ([0.1] * n, steady, spiky),
    }.items():
        def compiled(c=compiled_claims, s=compiled_spans):
            from pytest_passnet.measure import SideTiming

            return SideTiming(e2e_ms=list(c), gpu_ms=None, spans_ms=[x + 0.05 for x in s])

        m = measure_with_retries(compiled, lambda e=eager_claims: _side(list(e), overhead), retries=0, guarded=True)
        said[label] = {"fired": m.attempts[-1].fired, "false_claim": m.false_claim, "fluctuated": m.fluctuated}
    return said


PREMISES = {"scan_forms": scan_forms, "eager_writes": eager_writes, "every_input_floors": every_input_floors,
            "posing_after_start": posing_after_start, "precedence": precedence}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(PREMISES):
        print(json.dumps({name: PREMISES[name]()}, default=str))
