"""``passnet-dataset``: build the dataset, check it under the plugin, print its counts."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pytest_passnet.dataset.sources import SOURCES


def _per_model(text: str) -> dict[str, int]:
    """``sole_op=6,fusible=6,typical=6`` -> a dict."""
    try:
        return {key: int(value) for key, value in (item.split("=") for item in text.split(","))}
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected CATEGORY=N[,CATEGORY=N...], got {text!r}") from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="passnet-dataset", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    build = commands.add_parser("build", help="extract, decompose, generalise, dedup and lay out samples")
    build.add_argument("--source", action="append", choices=SOURCES,
                       help="model zoo to draw architectures from (repeatable; default: all)")
    build.add_argument("--out", type=Path, default=Path("."), help="dataset root (default: .)")
    build.add_argument("--work", type=Path, default=Path(".passnet/dataset-build"),
                       help="cache of extracted full graphs (default: .passnet/dataset-build)")
    build.add_argument("--model", action="append", help="only these architectures (repeatable)")
    build.add_argument("--buckets", default="0,4,8,9",
                       help="shape buckets of each family's reifier grid, 9 = original shape (default: 0,4,8,9)")
    build.add_argument("--per-model", type=_per_model, default=None,
                       help="ranges kept per model and category (default: sole_op=16,fusible=8,typical=8)")
    build.add_argument("--eval-count", type=int, default=30, help="eval samples per fusible/typical (default: 30)")
    build.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")

    check = commands.add_parser("check", help="run shipped samples eager-vs-eager through the pytest plugin")
    check.add_argument("--root", type=Path, default=Path("."), help="dataset root (default: .)")
    check.add_argument("--list", type=Path, action="append", help="sample list(s); default: every shipped list")
    check.add_argument("--count", type=int, help="a seeded subset of this many samples")
    check.add_argument("--seed", type=int, default=0, help="seed of the subset (default: 0)")
    check.add_argument("pytest_args", nargs=argparse.REMAINDER, help="extra pytest arguments after --")

    stats = commands.add_parser("stats", help="print the dataset's counts as markdown")
    stats.add_argument("--root", type=Path, default=Path("."), help="dataset root (default: .)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "build":
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        from pytest_passnet.dataset.build import DEFAULT_PER_MODEL, BuildConfig, BuildError, build

        config = BuildConfig(
            out=args.out.resolve(),
            work=args.work.resolve(),
            sources=args.source or list(SOURCES),
            models=args.model,
            buckets=tuple(int(b) for b in args.buckets.split(",")),
            jobs=args.jobs,
            per_model=args.per_model or dict(DEFAULT_PER_MODEL),
            eval_count=args.eval_count,
        )
        try:
            report = build(config)
        except BuildError as exc:
            print(f"passnet-dataset build: {exc}", file=sys.stderr)
            return 2
        print(report.to_json())
        print(f"report written to {config.work / 'build_report.json'}", file=sys.stderr)
        return 0
    if args.command == "check":
        from pytest_passnet.dataset.check import run_check, shipped_lists

        root = args.root.resolve()
        lists = args.list or shipped_lists(root)
        extra = [a for a in args.pytest_args if a != "--"]
        return run_check(root, lists, args.count, args.seed, extra)
    from pytest_passnet.dataset.stats import dataset_stats

    print(dataset_stats(args.root.resolve()), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
