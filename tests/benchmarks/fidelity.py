"""Benchmark: are the plugin's speedups the speedups an independent measurement sees? (issue 9)

    python tests/benchmarks/fidelity.py LIST [--report REPORT.json] [--compiler pass_mgr]
                                        [--root DIR] [--json OUT.json] [--min-eager-us 100]

Needs a CUDA GPU. For every variant of LIST whose eager call takes at least 100 us
(triton.testing.do_bench), on the same replayed inputs:

- eager module and the compiled side, each timed with ``do_bench`` (L2 flushed, calls
  back to back) and ``do_bench_cudagraph`` (device time only);
- both sides with PassBench's protocol (``timing.measure_side``: 25 warm-up + 100 trials,
  e2e and gpu), and with ``timing.kernel_time_ms`` by CUDA-graph replay and by profiler
  kernel sums: the speedups of each, against do_bench's;
- the host overhead share of each side's e2e time (e2e minus kernel time, over e2e);
- the host time of one call (sync, then the call returns: launch work only) of eager,
  of the compiled side as the harness builds it (the compiler's wrappers and guard
  contexts included) and of a bare ``torch.compile`` of the same passes (the pass's
  kernel called directly by the rewritten graph); the difference is the harness's own.

With ``--report``, the plugin's e2e / gpu / kernel speedups of the same variants are
compared too. Prints a short table last; ``--json`` keeps every number.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import torch

from pytest_passnet import measure
from pytest_passnet.sandbox.child import timing
from pytest_passnet.sandbox.child.compilers import BUILTIN_COMPILERS, PassManagerCompiler, build
from pytest_passnet.materialize import CALL_SEED, bind_arguments, load_model, replay_inputs, set_seed
from pytest_passnet.rewrite import apply_rules
from pytest_passnet.sample import Variant, read_weight_meta
from pytest_passnet.selection import select_samples

HOST_CALLS = 50
DEVICE = "cuda"



def _summary(times) -> dict:
    """A side's stats as the report keeps them (``measure.SideTiming.summary``)."""
    return measure.SideTiming(times.e2e_ms, times.gpu_ms).summary()

def host_us(call: Callable[[], object]) -> float:
    """Median host time of one call after the device is idle: what launching costs the CPU."""
    samples = []
    for _ in range(HOST_CALLS):
        torch.cuda.synchronize()
        started = time.perf_counter()
        call()
        samples.append(time.perf_counter() - started)
    torch.cuda.synchronize()
    return statistics.median(samples) * 1e6


def bare_compile(compiler: PassManagerCompiler, model: torch.nn.Module) -> Callable:
    """torch.compile with the same passes, the pass's kernel called directly (no wrappers)."""

    def backend(gm, example_inputs):
        apply_rules(gm, compiler.pass_set.rules, compiler.pass_set.kernel, explain=lambda pattern, graph: [])
        return gm

    return torch.compile(model, backend=backend)


def ratio(eager: float | None, compiled: float | None) -> float | None:
    return measure.speedup({"median": eager}, {"median": compiled}) if eager and compiled else None


def cudagraph_ms(call: Callable[[], object]) -> float | None:
    import triton.testing

    try:
        return triton.testing.do_bench_cudagraph(call, rep=100, return_mode="median")
    except Exception:  # a callable that cannot be captured: no cudagraph column for it
        torch.cuda.synchronize()
        return None


def kernel_ms(call: Callable[[], object], method: str) -> float | None:
    try:
        return timing.kernel_time_ms(call, DEVICE, method=method).ms
    except Exception:
        torch.cuda.synchronize()
        return None


def measure_variant(variant: Variant, compiler_name: str, min_eager_ms: float) -> dict:
    import triton.testing

    record: dict = {"variant": variant.listed_as, "sample": variant.sample.ident, "dtype": variant.dtype,
                    "bucket": variant.bucket, "label": f"{variant.path.name[:34]} {variant.dtype}/{variant.bucket}"}  # fmt: skip
    set_seed()
    inputs = replay_inputs(read_weight_meta(variant.path / "weight_meta.py"), DEVICE)
    model = load_model(variant.path / "model.py", DEVICE)
    args, kwargs = bind_arguments(model, inputs)

    def eager():
        return model(*args, **kwargs)

    record["eager_ms"] = triton.testing.do_bench(eager, warmup=25, rep=100, return_mode="median")
    if record["eager_ms"] < min_eager_ms:
        record["skipped"] = f"eager {record['eager_ms'] * 1000:.0f} us < {min_eager_ms * 1000:.0f} us"
        return record
    compiler = build(compiler_name, str(variant.sample.path), DEVICE, "full")  # the plugin's default guard
    compiled_fn = compiler.compile(model)
    with compiler.warmup_guard():
        compiled_fn(*args, **kwargs)  # capture and rewrite happen on the first call

    def compiled():
        return compiled_fn(*args, **kwargs)

    def seed() -> None:
        torch.manual_seed(CALL_SEED)

    with compiler.timed_guard():  # as the plugin times it
        record["compiled_ms"] = triton.testing.do_bench(compiled, warmup=25, rep=100, return_mode="median")
        record["compiled_cudagraph_ms"] = cudagraph_ms(compiled)
        record["compiled_side"] = _summary(timing.measure_side(compiled, DEVICE, 25, 100, seed))
        record["compiled_kernel_graph_ms"] = kernel_ms(compiled, "cuda_graph")
        record["compiled_kernel_profiler_ms"] = kernel_ms(compiled, "profiler")
        record["compiled_host_us"] = host_us(compiled)
    findings = compiler.guard_findings()
    if findings:
        record["guard"] = findings
    record["eager_cudagraph_ms"] = cudagraph_ms(eager)
    record["eager_side"] = _summary(timing.measure_side(eager, DEVICE, 25, 100, seed))
    record["eager_kernel_graph_ms"] = kernel_ms(eager, "cuda_graph")
    record["eager_kernel_profiler_ms"] = kernel_ms(eager, "profiler")
    record["eager_host_us"] = host_us(eager)
    if isinstance(compiler, PassManagerCompiler):
        torch._dynamo.reset()
        bare_fn = bare_compile(compiler, model)
        bare_fn(*args, **kwargs)
        record["bare_host_us"] = host_us(lambda: bare_fn(*args, **kwargs))
    return record


def speedups(record: dict, plugin: dict | None) -> dict[str, float | None]:
    eager, compiled = record["eager_side"], record["compiled_side"]
    out = {
        "do_bench": ratio(record["eager_ms"], record["compiled_ms"]),
        "cudagraph": ratio(record["eager_cudagraph_ms"], record["compiled_cudagraph_ms"]),
        "kernel_graph": ratio(record["eager_kernel_graph_ms"], record["compiled_kernel_graph_ms"]),
        "kernel_profiler": ratio(record["eager_kernel_profiler_ms"], record["compiled_kernel_profiler_ms"]),
        "e2e": measure.speedup(eager["e2e"], compiled["e2e"]),
        "gpu": measure.speedup(eager["gpu"], compiled["gpu"]),
    }
    for key in ("e2e", "gpu", "kernel"):
        out[f"plugin_{key}"] = ((plugin or {}).get("speedup") or {}).get(key)
    return out


def host_shares(record: dict) -> tuple[float | None, float | None]:
    def share(side: str) -> float | None:
        kernel = record[f"{side}_kernel_graph_ms"] or record[f"{side}_kernel_profiler_ms"]
        return measure.host_overhead_share(record[f"{side}_side"]["e2e"]["median"], kernel) if kernel else None

    return share("eager"), share("compiled")


def fmt(value: float | None, spec: str = ".2f") -> str:
    return "-" if value is None else format(value, spec)


COLUMNS = ("do_bench", "cudagraph", "kernel_graph", "kernel_profiler", "gpu", "e2e", "plugin_gpu", "plugin_kernel", "plugin_e2e")


def summarise(records: list[dict], plugin_results: dict) -> dict:
    """Per timed variant its speedups and host numbers; over them, each speedup's median
    deviation from do_bench's and the median host time the harness adds per compiled call."""
    rows, deviations, harness_extra = [], {c: [] for c in COLUMNS[1:]}, []
    for r in records:
        if "compiled_side" not in r:
            continue
        s = speedups(r, plugin_results.get((r["sample"], r["variant"])))
        for c in COLUMNS[1:]:
            if s[c] and s["do_bench"]:
                deviations[c].append(s[c] / s["do_bench"] - 1)
        if r.get("bare_host_us"):
            harness_extra.append(r["compiled_host_us"] - r["bare_host_us"])
        rows.append({"label": r["label"], "eager_ms": r["eager_ms"], "speedups": s, "host_share": host_shares(r),
                     "host_us": (r["eager_host_us"], r["compiled_host_us"], r.get("bare_host_us"))})  # fmt: skip
    return {
        "rows": rows,
        "timed": len(rows),
        "skipped": sum("skipped" in r for r in records),
        "failed": [f"{r['label']}: {r['error']}" for r in records if "error" in r],
        "median_deviation": {c: statistics.median(v) for c, v in deviations.items() if v},
        "harness_host_us": statistics.median(harness_extra) if harness_extra else None,
    }


def print_table(summary: dict) -> None:
    print(f"{summary['timed']} variants timed, {summary['skipped']} below the eager threshold, {len(summary['failed'])} failed")
    for failure in summary["failed"]:
        print(f"  failed: {failure}")
    print(" | ".join(["variant", "eager ms", *COLUMNS, "host% e", "host% c", "host us e", "c", "bare"]))
    for row in summary["rows"]:
        s, (eager_share, compiled_share), host = row["speedups"], row["host_share"], row["host_us"]
        print(" | ".join([row["label"], fmt(row["eager_ms"], ".3f"), *(fmt(s[c]) for c in COLUMNS),
                          fmt(eager_share and eager_share * 100, ".0f"), fmt(compiled_share and compiled_share * 100, ".0f"),
                          *(fmt(h, ".0f") for h in host)]))  # fmt: skip
    print("median speedup / do_bench speedup - 1 (target for the kernel view: within 3%): "
          + "; ".join(f"{c} {d:+.1%}" for c, d in summary["median_deviation"].items()))  # fmt: skip
    if summary["harness_host_us"] is not None:
        print(f"host time the harness adds per compiled call over a bare torch.compile: median {summary['harness_host_us']:.1f} us")


def plugin_speedups(report_path: str | None) -> dict:
    if not report_path:
        return {}
    report = json.loads(Path(report_path).read_text())
    return {(v["sample"], v["variant"]): v for v in report["variants"]}


def run(list_name: str, root: Path, compiler: str, min_eager_us: float, after_each: Callable[[list[dict]], None]) -> list[dict]:
    selection = select_samples([list_name], [], root)
    if selection.problems:
        sys.exit("; ".join(selection.problems))
    records = []
    for sample in selection.samples:
        for variant in sample.variants:
            started = time.perf_counter()
            try:
                record = measure_variant(variant, compiler, min_eager_us / 1000)
            except Exception as exc:
                record = {"variant": variant.listed_as, "sample": sample.ident, "label": variant.path.name[:34],
                          "error": f"{type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"}  # fmt: skip
                torch.cuda.synchronize()
            record["seconds"] = round(time.perf_counter() - started, 2)
            records.append(record)
            torch._dynamo.reset()
            print(f"{record['label']}: {record.get('skipped') or record.get('error') or 'timed'} ({record['seconds']} s)", flush=True)
            after_each(records)
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("list")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parents[2]))
    parser.add_argument("--report", help="the plugin's report.json for the same list")
    parser.add_argument("--compiler", default="pass_mgr", choices=sorted(BUILTIN_COMPILERS))
    parser.add_argument("--json", help="write every number here")
    parser.add_argument("--min-eager-us", type=float, default=100.0)
    options = parser.parse_args()
    if not torch.cuda.is_available():
        sys.exit("fidelity.py needs a CUDA GPU")
    plugin = plugin_speedups(options.report)

    def save(records: list[dict]) -> None:  # after every variant, so a run cut short keeps what it measured
        if options.json:
            partial = Path(f"{options.json}.partial")
            partial.write_text(json.dumps({"summary": summarise(records, plugin), "records": records}, indent=1))
            partial.replace(options.json)

    records = run(options.list, Path(options.root), options.compiler, options.min_eager_us, save)
    print_table(summarise(records, plugin))


if __name__ == "__main__":
    main()
