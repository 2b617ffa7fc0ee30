"""``passnet-solve``: passes made from Inductor's Triton kernels, for any samples.

    passnet-solve samples/demo_subgraphs/fusible_subgraphs/29/d1/29d1... --out solved/
    passnet-solve --list eval/passnet_v2_cpu_subset.txt --out solved/
    pytest --passnet-list solved/solved_samples.txt --passnet-root .

Each sample is written to ``<out>/<sample id>/`` (its graph_list.txt and sample_uids.txt, and a
``pass_dir/`` where a pass was kept: without one its variants fail, as in PassBench);
``<out>/solved_samples.txt`` lists those dirs (absolute paths) for ``--passnet-list``, and ``<out>/solve_report.json`` says per sample which passes were
kept, which dropped and why, and how long it took. Exit status: 0 done, 2 bad arguments.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import asdict
from pathlib import Path

SOLVED_LIST = "solved_samples.txt"
REPORT = "solve_report.json"


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="passnet-solve", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("samples", nargs="*", type=Path, help="sample dirs (or folders holding samples)")
    parser.add_argument("--list", action="append", default=[], dest="lists",
                        help="a sample list (txt or csv), as --passnet-list takes it; may be repeated")
    parser.add_argument("--out", type=Path, required=True, help="where the solved samples go")
    parser.add_argument("--root", type=Path, default=Path("."),
                        help="what list entries and graph_list.txt lines resolve against (default: .)")
    parser.add_argument("--device", default=None, help="cpu or cuda (default: cuda when a GPU is visible)")
    return parser.parse_args(argv)


def _sample_paths(args: argparse.Namespace) -> list[Path]:
    from pytest_passnet.sample import find_list_file, find_samples, read_sample_list

    paths = [p for given in args.samples for p in find_samples(given)]
    for name in args.lists:
        paths += [args.root / entry for entry in read_sample_list(find_list_file(name, args.root))]
    return paths


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    import torch

    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    if device == "cpu":
        # Kernels are checked in Triton's interpreter here, as the harness runs them on a CPU.
        os.environ.setdefault("TRITON_INTERPRET", "1")
    from pytest_passnet import triton_interpreter
    from pytest_passnet.sample import SampleError, load_sample
    from pytest_passnet.solver.solve import solve_sample
    from pytest_passnet.solver.timing import Timer

    triton_interpreter.install()
    try:
        paths = _sample_paths(args)
    except SampleError as exc:
        print(f"passnet-solve: {exc}", file=sys.stderr)
        return 2
    if not paths:
        print("passnet-solve: no samples given (sample dirs, or --list FILE)", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    timer = None if device == "cpu" else Timer(device, args.out)  # nothing to time on a CPU: see solve.py
    started, outcomes = time.monotonic(), []
    for index, path in enumerate(paths, 1):
        sample = load_sample(path, args.root)
        if sample.problem:
            print(f"[{index}/{len(paths)}] {path}: {sample.problem}", flush=True)
            continue
        try:
            outcome = solve_sample(sample, args.out, device, timer, log=lambda line: print(line, flush=True))
        except Exception as exc:  # a solver bug on one sample: reported, the other samples still solved
            print(f"[{index}/{len(paths)}] {sample.ident}: the solver failed ({type(exc).__name__}: {exc}); "
                  "report this with the sample", flush=True)
            continue
        outcomes.append(outcome)
        print(f"[{index}/{len(paths)}] {sample.ident}: {len(outcome.passes)} passes kept, {len(outcome.dropped)} "
              f"dropped, {outcome.variants} variants, {outcome.seconds:.1f} s", flush=True)
        for problem in outcome.problems:
            print(f"    {problem}")
    solved = [str(o.out_dir.resolve()) for o in outcomes]
    (args.out / SOLVED_LIST).write_text("".join(f"{line}\n" for line in solved))
    report = {"device": device, "seconds": round(time.monotonic() - started, 1),
              "samples": [{**asdict(o), "out_dir": str(o.out_dir) if o.out_dir else None} for o in outcomes]}
    (args.out / REPORT).write_text(json.dumps(report, indent=1))
    with_passes = sum(1 for o in outcomes if o.passes)
    print(f"passnet-solve: {with_passes} of {len(paths)} samples got passes in {report['seconds']} s; "
          f"list: {args.out / SOLVED_LIST}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
