"""Round 12b's attacks: attempts shaped against the trusted clock's carry rule (``measure.py``,
9f932d09), fed to the real ``measure_with_retries`` as the trusted side's own observations (claims
and spans per trial, in ms); a fingerprint at the edge of its huge values; a shard whose results lost a
line's signature; and the plugin run of ``shaped_liar.py`` (``-m redteam``)."""

from __future__ import annotations

from pathlib import Path

import torch

from pytest_passnet import fingerprint
from pytest_passnet.measure import Measurement, SideTiming, measure_with_retries
from pytest_passnet.report import build_report
from pytest_passnet.result import Status, VariantResult
from pytest_passnet.runfiles import RunDir
from pytest_passnet.tolerance import SCORED_LEVELS
from tests.adversarial.samples import run_plugin
from tests.sample_factory import ADD_RELU_MODEL, write_variant

TRIALS = 12
RETRIES = 3  # the default: four attempts


def driven(claim: float, span: float) -> SideTiming:
    """One side's attempt on the CPU without fills: every trial claims ``claim`` and spans ``span``."""
    return SideTiming([claim] * TRIALS, None, [span] * TRIALS)


def measured(compiled: list[SideTiming], eager: list[SideTiming]) -> Measurement:
    """The attempts as ``pipeline.time_both_sides`` measures them (CPU: no fluctuation guard)."""
    compiled_sides, eager_sides = iter(compiled), iter(eager)
    return measure_with_retries(lambda: next(compiled_sides), lambda: next(eager_sides), RETRIES, guarded=False)


# measure.py's own case (tests/test_measure.py): a 50 ms call claimed as 0.05 ms, the loop's
# overhead 0.3 ms. (The padded liar that escaped 9f932d09's carry went with the carry.)
LIE_MS, CALL_MS, LOOP_MS = 0.05, 50.0, 0.3


# -- an honest pass and one quick eager attempt --------------------------------------------------
# A 0.1 ms call, claimed truly, whose child's loop takes 6.5 ms a trial; the reference child's loop
# takes 6 ms but for one attempt where it took 1.5 ms: one child's overhead 4.3 times the other's,
# as measure.py's FALSE_CLAIM_FACTOR comment saw on the loaded machine.
HONEST_MS, HONEST_LOOP_MS = 0.1, 6.5


def honest_after_a_quick_eager_attempt() -> Measurement:
    compiled = [driven(HONEST_MS, HONEST_MS + HONEST_LOOP_MS)] * (RETRIES + 1)
    eager = [driven(2.0, 3.5)] + [driven(2.0, 8.0)] * RETRIES
    return measured(compiled, eager)


# -- lies in every attempt but the last -----------------------------------------------------------
def lie_then_truth() -> Measurement:
    """A 200 ms call claimed as 0.2 ms in three attempts, truly in the fourth; eager quiet throughout."""
    compiled = [driven(0.2, 200.3)] * RETRIES + [driven(200.0, 200.3)]
    return measured(compiled, [driven(0.01, 0.3)] * (RETRIES + 1))


def lie_then_fluctuate_on_cuda() -> Measurement:
    """CUDA, guarded: a 50 ms call claimed as 0.05 ms in three attempts; in the fourth, claims that
    scatter (half 0.05 ms, half 50 ms): the guard ends that attempt before eager runs and the clock looks."""
    def cuda(claims: list[float], span: float) -> SideTiming:
        return SideTiming(claims, [c * 0.8 for c in claims], [span] * TRIALS)

    lies = [cuda([LIE_MS] * TRIALS, CALL_MS + LOOP_MS)] * RETRIES
    scattered = cuda([LIE_MS] * (TRIALS // 2) + [CALL_MS] * (TRIALS // 2), CALL_MS + LOOP_MS)
    compiled_sides, eager_sides = iter([*lies, scattered]), iter([cuda([0.01] * TRIALS, 0.3)] * RETRIES)
    return measure_with_retries(lambda: next(compiled_sides), lambda: next(eager_sides), RETRIES, guarded=True)


# -- the fingerprint's huge values ----------------------------------------------------------------
def huge_edge_outputs() -> tuple[torch.Tensor, torch.Tensor]:
    """Eager's and an honest pass's float32 outputs one ulp apart, either side of fingerprint.HUGE."""
    huge = torch.tensor(fingerprint.HUGE, dtype=torch.float32)  # rounds to 1.0000000150e30, above HUGE
    below = torch.nextafter(huge, torch.tensor(0.0))  # 9.999999395e29, an ordinary value
    ones = torch.ones(255)
    return torch.cat([-below.reshape(1), ones]), torch.cat([-huge.reshape(1), ones])


def keyed_print(output: torch.Tensor, seed: int) -> list:
    return fingerprint.keyed(output, seed, fingerprint.fingerprint(output))[0]


# -- the plugin run -------------------------------------------------------------------------------
LIAR = Path(__file__).parent / "shaped_liar.py"
CONFTEST = f"""\
import importlib.util
import sys

spec = importlib.util.spec_from_file_location("passnet_shaped_liar", {str(LIAR)!r})
liar = importlib.util.module_from_spec(spec)
sys.modules["passnet_shaped_liar"] = liar
spec.loader.exec_module(liar)


def pytest_passnet_compilers():
    return {{"shaped_liar": liar.ShapedLiar}}
"""
BEHAVIOURS = ("lie_then_truth", "lie_then_truth_padded", "honest")
# The noise probe: honest calls of tens of microseconds, claimed truly, whose trusted-clock raises show
# how near the host's noise brings an honest pass to a rejected attempt (which the carry then keeps).
QUICK = tuple(f"honest_quick_{k}" for k in range(16))


def _sample(root: Path, behaviour: str) -> Path:
    sample = root / behaviour
    inputs = {"in_0": ([4, 300], "float32"), "in_1": ([4, 300], "float32")}
    write_variant(sample / "graphs" / "float32" / behaviour, ADD_RELU_MODEL, inputs)
    (sample / "graph_list.txt").write_text(f"graphs/float32/{behaviour}\n")
    (sample / "pass_dir").mkdir()
    (sample / "pass_dir" / "behaviour.txt").write_text(behaviour)
    return sample


def run(folder: Path, behaviours: tuple[str, ...] = BEHAVIOURS) -> dict[str, dict]:
    """One plugin run (CPU, default sandbox and retries) of the shaped liars and an honest control:
    the report's variants by behaviour."""
    root = folder / "shaped"
    root.mkdir()
    samples = [_sample(root, behaviour) for behaviour in behaviours]
    (root / "conftest.py").write_text(CONFTEST)
    variants, _ = run_plugin(samples, root / "out", "--passnet-compiler", "shaped_liar", "--passnet-trials", str(TRIALS))
    return variants


def bounds(variant: dict) -> list[float | None]:
    """Each attempt's bound as the trusted clock scored it."""
    return [(attempt.get("trusted_clock") or {}).get("bound_ms") for attempt in variant["timing"]["attempts"]]


if __name__ == "__main__":
    import sys
    import tempfile

    with tempfile.TemporaryDirectory(prefix="passnet-r12b-") as folder:
        for name, variant in run(Path(folder), QUICK if sys.argv[1:] == ["quick"] else BEHAVIOURS).items():
            attempts = (variant.get("timing") or {}).get("attempts") or []
            print(name, variant["status"], variant["speedup"], [a.get("trusted_clock") for a in attempts],
                  variant["flags"], [a["fired"] for a in attempts], (variant["message"] or "")[:300])


# -- shards ----------------------------------------------------------------------------------------
def _result(sample: str, variant: str, status: Status, speedup: float | None, guard: str) -> VariantResult:
    result = VariantResult(nodeid=f"{sample}/{variant}", sample=sample, variant=variant, status=status,
                           speedup={"e2e": speedup, "gpu": None}, machine={"device": "cpu", "cpu": "x"},
                           protocol={"compiler": "pass_mgr", "device": "cpu", "warmup": 1, "trials": 12,
                                     "replay": "random", "guard": guard, "retries": 3})
    result.correctness = {"correct_at": {str(t): speedup is not None for t in SCORED_LEVELS}}
    return result


def write_shard(out: Path, results: list[VariantResult], options: dict | None = None) -> dict:
    """A finished run as the trusted side writes it (signed results, report); its report as written."""
    run_dir = RunDir(out)
    run_dir.lock()
    try:
        run_dir.start_results(keep=False)
        for result in results:
            run_dir.append(result)
        report = build_report(results, list(dict.fromkeys(r.sample for r in results)), options or {},
                              partial=False).to_dict()
        run_dir.write_report(report)
    finally:
        run_dir.unlock()
    return report


def shard_with_a_failure(out: Path) -> dict:
    """One sample: a correct variant at 2x and a kernel_error."""
    return write_shard(out, [_result("samples/s", "graphs/a", Status.CORRECT, 2.0, "full"),
                             _result("samples/s", "graphs/b", Status.KERNEL_ERROR, None, "full")])


def shards_of_two_guards(base: Path) -> list[Path]:
    """Shards 1/2 and 2/2 of one selection, the second measured with --passnet-guard passbench (the
    child's own times, no audits, no trusted clock)."""
    outs = [base / "shard1", base / "shard2"]
    write_shard(outs[0], [_result("samples/s1", "graphs/a", Status.KERNEL_ERROR, None, "full")], {"shard": "1/2"})
    write_shard(outs[1], [_result("samples/s2", "graphs/a", Status.CORRECT, 1000.0, "passbench")], {"shard": "2/2"})
    return outs


def drop_signature_of(out: Path, text: str) -> None:
    """One character of the results line holding ``text`` changed (a copy that lost a byte, an edit,
    a key another user owns): the line's signature no longer checks."""
    results = out / "results.jsonl"
    lines = results.read_text().splitlines(keepends=True)
    results.write_text("".join(line.replace(text, text.upper()) if text in line else line for line in lines))
