"""Writes the synthetic PassBench logs beside this file (see PROVENANCE.md).

    python tests/data/passbench_logs/make_logs.py

Each log is written line by line in the format of PassNet's ``pass_bench/torch/test_compiler.py``
and ``test_compiler_util.py`` (prompt, ``[Processing]``, seven ``[Config]`` lines, profiling,
datatype, the 64-line allclose grid in upstream's order t = -10..5 x fp16/bf16/fp32/fp64,
result, performance, speedups) - on purpose without the plugin's own log writer, so that the
tests check the writer and the reader against text of upstream's shape.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).parent
PROMPT = "graph-net-test-compiler-log"
DTYPE_EXPONENTS = {"float16": (0.6, 1.0), "bfloat16": (1.796 / 5, 1.0), "float32": (5.886 / 5, 1.0), "float64": (1.4, 1.4)}


def grid_key(t: int, dtype: str) -> str:
    rtol_exp, atol_exp = DTYPE_EXPONENTS[dtype]
    atol, rtol = float(f"{10 ** (atol_exp * t):.3g}"), float(f"{10 ** (rtol_exp * t):.3g}")
    return f"all_close_atol_{atol:.2E}_rtol_{rtol:.2E}"


def header(name: str) -> list[str]:
    lines = [f"{PROMPT} [Processing] /workspace/PassNet/graphs/hf_subgraphs_v2/fusible_subgraphs/{name}"]
    for key, value in (
        ("model", name), ("device", "cuda"), ("hardware", "NVIDIA H20"), ("compiler", "pass_mgr"),
        ("warmup", 25), ("trials", 100), ("compile_framework_version", "2.9.0+cu128"),
    ):  # fmt: skip
        lines.append(f"{PROMPT} [Config] {key}: {value}")
    return lines + ["[Profiling] Using device: cuda NVIDIA H20, warm up 25, trials 100", "Trial 1: e2e=0.51234 ms, gpu=0.40000 ms"]


def ran(dtypes: list[str], close_from: int | None, speedup: float, skip_keys: tuple[str, ...] = (), equal: bool = True) -> list[str]:
    """Both sides ran and dtypes matched; outputs close for t >= close_from (None: never)."""
    lines = [
        f"{PROMPT} [Datatype][eager]: {' '.join(dtypes)}",
        f"{PROMPT} [Datatype][compiled]: {' '.join(dtypes)}",
        f"{PROMPT} [DataType] eager:{dtypes} compiled:{dtypes} match:True",
    ]
    if equal:
        lines.append(f"{PROMPT} [Correctness][equal]: {' '.join('0' for _ in dtypes)}")
    for t in range(-10, 6):
        for generator in DTYPE_EXPONENTS:
            key = grid_key(t, generator)
            if key in skip_keys:
                continue
            value = int(close_from is not None and t >= close_from)
            lines.append(f"{PROMPT} [Correctness][{key}]: {' '.join(str(value) for _ in dtypes)}")
    lines += [
        f"{PROMPT} [Correctness][max_diff]: {' '.join('0.0001220703125' for _ in dtypes)}",
        f"{PROMPT} [Correctness][mean_diff]: {' '.join('1.862645149230957e-09' for _ in dtypes)}",
    ]
    return lines + result(speedup)


def result(speedup: float) -> list[str]:
    stats = {"median": 0.5, "iqr": 0.01, "mean": 0.5, "std": 0.01, "min": 0.49, "max": 0.53}
    return [
        f"{PROMPT} [Result] status: success",
        f"{PROMPT} [Performance][eager]: {json.dumps({'e2e': stats, 'gpu': stats})}",
        f"{PROMPT} [Performance][compiled]: {json.dumps({'e2e': stats, 'gpu': stats})}",
        f"{PROMPT} [Speedup][e2e]: {speedup:.5f}",
        f"{PROMPT} [Speedup][gpu]: {speedup:.5f}",
    ]


def dtype_mismatch() -> list[str]:
    return [
        f"{PROMPT} [Datatype][eager]: float32",
        f"{PROMPT} [Datatype][compiled]: float16",
        f"{PROMPT} [DataType] eager:['float32'] compiled:['float16'] match:False",
        *result(1.1),
    ]


def compiled_crash() -> list[str]:
    return [
        "Compiled model execution failed: CUDA error: an illegal memory access was encountered",
        "--- Full Traceback ---",
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        "debug-model-execution RuntimeError /workspace/PassNet/graphs/x",
        f"{PROMPT} [Result] status: failed",
        f"{PROMPT} [Fail due to compiled model execution error.]",
    ]


def eager_only() -> list[str]:
    """The eager side printed its dtypes, the compiled side never did (old harness order)."""
    return [f"{PROMPT} [Datatype][eager]: float32", f"{PROMPT} [Result] status: failed"]


def shape_checked_dtype_mismatch() -> list[str]:
    """An older harness that printed [Shape] lines: shapes match, dtypes do not."""
    return [
        f"{PROMPT} [Datatype][eager]: float32",
        f"{PROMPT} [Datatype][compiled]: float64",
        f"{PROMPT} [Shape] eager:[[2, 3]] compiled:[[2, 3]] match:True",
        f"{PROMPT} [DataType] eager:['float32'] compiled:['float64'] match:False",
        *result(1.0),
    ]


LOGS: dict[str, list[list[str]]] = {
    # one variant per log: one status each
    "correct_everywhere": [header("a") + ran(["float32"], -10, 1.5)],
    "correct_from_minus5": [header("a") + ran(["float32"], -5, 2.0)],
    "slowdown_from_minus5": [header("a") + ran(["float16", "float16"], -5, 0.8)],
    "accuracy_everywhere": [header("a") + ran(["float32"], None, 3.0)],
    "accuracy_until_1": [header("a") + ran(["bfloat16"], 1, 2.0)],
    "eager_fail": [header("a") + compiled_crash()],
    "compile_fail": [header("a") + eager_only()],
    "shape_mismatch": [header("a") + dtype_mismatch()],
    "type_mismatch": [header("a") + shape_checked_dtype_mismatch()],
    "runtime_fail": [header("a") + ran(["float32"], -10, 2.0) + ["UserWarning: TypeError: something printed by the pass"]],
    "pass_miss": [header("a") + ran(["float32"], -10, 2.0) + ["[PassMgrBackend] No passes modified the graph"]],
    # quirks
    "missing_key": [header("a") + ran(["float32"], -10, 2.0, skip_keys=(grid_key(-3, "float32"),))],
    "no_equal_line": [header("a") + ran(["float32"], None, 2.0, equal=False)],
    "next_variant_stdout": [
        header("a") + ran(["float32"], -5, 2.0) + ["[PassMgrBackend] Pass 'X' rejected: ValueError: unstable replacement_func"],
        header("b") + ran(["float32"], -5, 2.0),
    ],
    "lines_before_first_chunk": [
        ["model_path_prefix: /workspace/PassNet", "Traceback (most recent call last):", "RuntimeError: before any variant"]
        + header("a") + ran(["float32"], -5, 2.0)
    ],
    # several variants
    "half_correct_half_eager_fail": [header("a") + ran(["float32"], -10, 2.0), header("b") + compiled_crash()],
    "mixed": [
        header("a") + ran(["float32"], -5, 2.0),
        header("b") + ran(["float16"], -5, 0.8),
        header("c") + ran(["float32"], None, 1.2),
        header("d") + compiled_crash(),
        header("e") + dtype_mismatch(),
        header("f") + ran(["bfloat16", "float32"], -3, 1.7),
    ],
    "empty": [],
}


def main() -> None:
    for name, chunks in LOGS.items():
        text = "".join(line + "\n" for chunk in chunks for line in chunk)
        (HERE / f"{name}.log").write_text(text)


if __name__ == "__main__":
    main()
