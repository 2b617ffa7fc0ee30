"""``passnet-report``: look at, compare, merge and convert finished runs.

    passnet-report show .passnet/report.json
    passnet-report compare old/report.json new/report.json
    passnet-report plot a/report.json b/report.json --out plots/
    passnet-report merge shard1/.passnet shard2/.passnet --out merged/
    passnet-report score-log validation.log --sample-id 1 --out aggregated_score.json
    passnet-report log .passnet/report.json --out logs/
    passnet-report leaderboard fusible/report.json typical/report.json --html leaderboard.html

Exit status: 0 done, 1 a regression (compare), 2 an input that cannot be used.

Each command imports what it needs when it runs, so ``--help`` stays fast.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from pytest_passnet.options import DEFAULTS, SCORE_SERIES


def _merge(args) -> int:
    from pytest_passnet.merge import merge
    from pytest_passnet.summary import render

    report = merge(args.runs, args.out, args.force)
    print(render(report, args.width), end="")
    print(f"merged report: {args.out / 'report.json'}")
    return 0


def _show(args) -> int:
    from pytest_passnet.report import read_report
    from pytest_passnet.summary import render

    print(render(read_report(args.report), args.width), end="")
    return 0


def _compare(args) -> int:
    from pytest_passnet.compare import compare, render_comparison
    from pytest_passnet.report import read_report

    comparison = compare(read_report(args.new), read_report(args.old), args.tolerance)
    print(render_comparison(comparison, args.width), end="")
    return 1 if comparison["regressed"] else 0


def _plot(args) -> int:
    from pytest_passnet.plots import plot_reports
    from pytest_passnet.report import read_report

    for path in plot_reports([(path, read_report(path)) for path in args.reports], args.out):
        print(path)
    return 0


def _score_log(args) -> int:
    from pytest_passnet.passbench_log import es_lines, score_json, score_log
    from pytest_passnet.score import FAILURE_PENALTY, SLOWDOWN_PENALTY  # the numbers behind --help's "PassBench's"

    penalties = (FAILURE_PENALTY if args.fpdb is None else args.fpdb,
                 SLOWDOWN_PENALTY if args.negative_speedup_penalty is None else args.negative_speedup_penalty)
    scored = score_log(args.log, *penalties)
    if scored is None:
        print(f"{args.log}: no [Processing] line, so no variant to score; upstream writes no JSON either", file=sys.stderr)
        return 2
    statuses: dict[str, int] = {}
    for variant in scored.variants:
        statuses[variant.status] = statuses.get(variant.status, 0) + 1
    print(f"Parsed {len(scored.variants)} samples from {args.log}: " + ", ".join(f"{k} {n}" for k, n in sorted(statuses.items())))
    print("\n".join(es_lines(scored.es)))
    print(f"aggregated_speedup={scored.score}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(score_json(args.sample_id, scored.score))
    print(f"Result is saved to {args.out}")
    return 0


def _log(args) -> int:
    from pytest_passnet.passbench_log import write_sample_logs
    from pytest_passnet.runfiles import load_report

    written = write_sample_logs(load_report(args.report), args.out)
    for path in written:
        print(path)
    print(f"{len(written)} validation.log files (one per sample with a scored variant) under {args.out}")
    return 0


def _leaderboard(args) -> int:
    from pytest_passnet.leaderboard import build_board, render_html, render_markdown
    from pytest_passnet.report import read_report

    board = build_board([(path, read_report(path)) for path in args.reports], args.series)
    text = render_markdown(board)
    print(text, end="")
    for path, content in ((args.md, text), (args.html, render_html(board) if args.html else None)):
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content)
            print(f"written: {path}", file=sys.stderr)  # stdout stays the Markdown alone
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="passnet-report", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    cmd = commands.add_parser("show", help="print the summary table of a report.json")
    cmd.add_argument("report", type=Path)
    cmd.set_defaults(run=_show)

    cmd = commands.add_parser("compare", help="per-sample AS and status changes from OLD to NEW; exit 1 on a regression")
    cmd.add_argument("old", type=Path, help="the baseline report.json")
    cmd.add_argument("new", type=Path, help="the report.json to judge")
    cmd.add_argument("--tolerance", type=float, default=DEFAULTS.compare_tolerance,
                     help="fraction a sample's AS may fall before it is a regression, where the runs measured "
                          f"less spread (default {DEFAULTS.compare_tolerance})")  # fmt: skip
    cmd.set_defaults(run=_compare)

    cmd = commands.add_parser("plot", help="ES(t) curves, speedups and statuses of one or more runs (PNG and SVG)")
    cmd.add_argument("reports", nargs="+", type=Path)
    cmd.add_argument("--out", type=Path, required=True, help="directory for the pictures")
    cmd.set_defaults(run=_plot)

    cmd = commands.add_parser("merge", help="merge the results of several runs or shards into one report")
    cmd.add_argument("runs", nargs="+", type=Path, help="the --passnet-out directories of the runs or shards")
    cmd.add_argument("--out", type=Path, required=True, help="directory for the merged report")
    cmd.add_argument("--force", action="store_true",
                     help="merge despite missing shards, samples in several runs or mixed hardware; "
                          "the report's notes say so")  # fmt: skip
    cmd.set_defaults(run=_merge)

    cmd = commands.add_parser("score-log", help="score a PassBench validation.log exactly as PassBench does")
    cmd.add_argument("log", type=Path)
    cmd.add_argument("--sample-id", type=int, required=True, help="the id written into the JSON (entry.sh uses 1)")
    cmd.add_argument("--out", type=Path, required=True, help="the aggregated_score.json to write")
    cmd.add_argument("--fpdb", type=float,
                     help="failure penalty b (default: PassBench's, docs/protocol.md section 14; logs of the older "
                          "ai4c era used 0.001)")  # fmt: skip
    cmd.add_argument("--negative-speedup-penalty", type=float, help="slowdown exponent p (default: PassBench's)")
    cmd.set_defaults(run=_score_log)

    cmd = commands.add_parser("log", help="write a PassBench validation.log per sample from a report.json")
    cmd.add_argument("report", type=Path)
    cmd.add_argument("--out", type=Path, required=True, help="directory; each log goes to <sample path>/validation.log")
    cmd.set_defaults(run=_log)

    cmd = commands.add_parser("leaderboard", help="AS, g-mean speedup, %% correct and fast_1 per category, "
                                                  "beside PassNet's published rows")  # fmt: skip
    cmd.add_argument("reports", nargs="+", type=Path, help="report.json files (or their --passnet-out directories)")
    cmd.add_argument("--series", choices=SCORE_SERIES, default=DEFAULTS.score_on,
                     help=f"which speedup our rows use (default {DEFAULTS.score_on}, PassBench's; kernel needs a "
                          "CUDA run)")  # fmt: skip
    cmd.add_argument("--md", type=Path, help="also write the Markdown to this file")
    cmd.add_argument("--html", type=Path, help="write a self-contained HTML page to this file")
    cmd.set_defaults(run=_leaderboard)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    args.width = shutil.get_terminal_size().columns
    try:
        return args.run(args)
    except (ValueError, RuntimeError, OSError) as exc:  # LogError, MergeRefused, PlotsUnavailable, unreadable files
        print(f"passnet-report {args.command}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
