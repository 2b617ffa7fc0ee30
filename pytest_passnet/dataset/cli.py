"""``passnet-dataset``: build our dataset, check it under the plugin, print its counts; rebuild PassNet v2."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pytest_passnet.dataset import SOURCES


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
    build.add_argument("--fusible-sources", type=lambda t: None if t == "all" else int(t), default=2,
                       help="typical ranges per model whose prefixes get Inductor kernel counts; 'all': one per "
                            "distinct op sequence, as upstream counts every typical subgraph (default: 2)")
    build.add_argument("--max-prefix-ops", type=int, default=36,
                       help="longest prefix counted; 63 counts every prefix of a typical range, as upstream (default: 36)")
    build.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    build.add_argument("--add", action="store_true",
                       help="build only the chosen sources/models (in <work>/added) and merge them into --out, "
                            "keeping every other model's samples and the eval lists' samples")

    check = commands.add_parser("check", help="run shipped samples eager-vs-eager through the pytest plugin")
    check.add_argument("--root", type=Path, default=Path("."), help="dataset root (default: .)")
    check.add_argument("--list", type=Path, action="append", help="sample list(s); default: every shipped list")
    check.add_argument("--count", type=int, help="a seeded subset of this many samples")
    check.add_argument("--seed", type=int, default=0, help="seed of the subset (default: 0)")
    check.add_argument("--out", type=Path, help="folder for the run's report (default: a new temporary folder, "
                                                "never the dataset root)")
    check.add_argument("pytest_args", nargs=argparse.REMAINDER, help="extra pytest arguments after --")

    stats = commands.add_parser("stats", help="print the dataset's counts as markdown")
    stats.add_argument("--root", type=Path, default=Path("."), help="dataset root (default: .)")
    stats.add_argument("--v2-tree", type=Path,
                       help="where PassNet's v2 graphs are unpacked (e.g. .passnet/unpacked): adds the op-sequence "
                            "variety of its eval lists beside ours")

    rules = commands.add_parser("rules", help="what the grouping, dedup and eval rules make of the shipped set "
                                              "(a report; nothing is written)")
    rules.add_argument("--root", type=Path, default=Path("."), help="dataset root (default: .)")
    rules.add_argument("--eval-count", type=int, default=30, help="eval samples per fusible/typical (default: 30)")

    v2 = commands.add_parser("v2", help="PassNet's own v2 benchmark: rebuild it from GraphNet, verify, fetch lists")
    v2_commands = v2.add_subparsers(dest="v2_command", required=True)
    rebuild = v2_commands.add_parser("rebuild", help="write samples and variants in upstream's exact layout")
    _v2_selection(rebuild)
    rebuild.add_argument("--graphnet", type=Path, default=os.environ.get("PASSNET_GRAPHNET"),
                         required="PASSNET_GRAPHNET" not in os.environ,
                         help="GraphNet checkout holding samples/<source>/<model>/ (default: $PASSNET_GRAPHNET)")
    rebuild.add_argument("--out", type=Path, help="where to write graphs/ and samples/ (default: --root)")
    rebuild.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: all cores)")
    rebuild.add_argument("--force", action="store_true", help="rebuild complete variants too (default: resume)")
    rebuild.add_argument("--job-timeout", type=float, default=3600.0, help="seconds one source may take (default: 3600)")
    rebuild.add_argument("--report", type=Path, help="JSON report (default: <out>/.passnet/passnet-v2-rebuild.json)")
    rebuild.add_argument("--no-progress", action="store_true", help="no progress bar")
    verify = v2_commands.add_parser("verify", help="check a tree against the lists (exit 1 on any problem)")
    _v2_selection(verify)
    verify.add_argument("--tree", type=Path, help="tree to check (default: --root)")
    pack = v2_commands.add_parser("pack", help="pack the plan's variants into one reproducible .tar.xz")
    _v2_selection(pack)
    pack.add_argument("--tree", type=Path, help="tree holding graphs/ (default: --root)")
    pack.add_argument("--archive", type=Path, default=Path("graphs/hf_subgraphs_v2.tar.xz"),
                      help="archive to write, relative to --root (default: graphs/hf_subgraphs_v2.tar.xz)")
    sources = v2_commands.add_parser("pack-sources", help="pack the GraphNet source dirs the plan needs")
    _v2_selection(sources)
    sources.add_argument("--graphnet", type=Path, default=os.environ.get("PASSNET_GRAPHNET"),
                         required="PASSNET_GRAPHNET" not in os.environ, help="GraphNet checkout")
    sources.add_argument("--archive", type=Path, required=True, help="archive to write")
    fetch = v2_commands.add_parser("fetch-lists", help="download upstream's UID, train and free-to-use lists")
    fetch.add_argument("--root", type=Path, default=Path("."), help="dataset root (default: .)")
    fetch.add_argument("--ref", default="main", help="PassNet git ref (default: main)")
    fetch.add_argument("--base-url", default="https://raw.githubusercontent.com/PaddlePaddle/PassNet",
                       help="raw-file URL prefix (a mirror)")
    fetch.add_argument("--samples", type=Path, action="append", default=[],
                       help="also fetch graph_list.txt and sample_uids.txt of this list's samples (repeatable)")
    fetch.add_argument("--refresh", action="store_true", help="overwrite vendored files upstream has changed")
    return parser


def _v2_selection(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path("."),
                        help="repository root holding sample_lists/ and samples/ (default: .)")
    parser.add_argument("--list", action="append", default=[],
                        help="sample list, as given or under <root>/sample_lists/ (repeatable; "
                             "default: both eval lists)")
    parser.add_argument("--all", action="store_true", help="all of v2 from the fetched UID lists")
    parser.add_argument("--category", action="append", choices=("sole_op", "fusible", "typical"),
                        help="only these categories (repeatable)")
    parser.add_argument("--limit", type=int, help="only the first N samples of the plan")


def _v2_plan(args):
    from pytest_passnet.dataset.passnet_v2.lists import (
        EVAL_CATEGORIES,
        eval_list,
        plan_all,
        plan_from_lists,
    )
    from pytest_passnet.sample import find_list_file

    root = args.root.resolve()
    categories = tuple(args.category or ("sole_op", "fusible", "typical"))
    if args.all:
        plan = plan_all(root, categories)
    else:
        names = args.list or [eval_list(c) for c in EVAL_CATEGORIES if c in categories]
        plan = plan_from_lists(root, [find_list_file(name, root) for name in names])
    plan.samples = [s for s in plan.samples if s.category in categories][: args.limit]
    return root, plan


def _v2(args) -> int:
    from pytest_passnet.dataset.passnet_v2.lists import ListError
    from pytest_passnet.sample import SampleError

    if args.v2_command == "fetch-lists":
        from pytest_passnet.dataset.passnet_v2.fetch import (
            fetch,
            list_files,
            sample_files,
        )

        root = args.root.resolve()
        paths = list_files() + [p for listed in args.samples for p in sample_files(root, listed)]
        report = fetch(root, paths, ref=args.ref, base_url=args.base_url, refresh=args.refresh)
        print(f"fetched {len(report.written)}, unchanged {len(report.unchanged)}, "
              f"changed upstream (kept; --refresh to take) {len(report.differs)}, failed {len(report.failed)}")
        for path, reason in report.failed.items():
            print(f"  failed {path}: {reason}", file=sys.stderr)
        for path in report.differs:
            print(f"  upstream differs: {path}", file=sys.stderr)
        return 1 if report.failed else 0
    try:
        root, plan = _v2_plan(args)
    except (ListError, SampleError) as exc:
        print(f"passnet-dataset v2 {args.v2_command}: {exc}", file=sys.stderr)
        return 2
    if args.v2_command == "pack":
        from pytest_passnet.dataset.passnet_v2.pack import pack

        report = pack((args.tree or root).resolve(), plan, root / args.archive)
        print(f"{report.variants} variants, {report.files} files, {report.raw_bytes / 1e6:.1f} MB -> "
              f"{root / args.archive} {report.archive_bytes / 1e6:.2f} MB; {len(report.missing)} not built")
        return 1 if report.missing else 0
    if args.v2_command == "pack-sources":
        from pytest_passnet.dataset.passnet_v2.pack import pack_sources

        report = pack_sources(args.graphnet.resolve(), plan, args.archive)
        print(f"{report.variants} source dirs, {report.files} files, {report.raw_bytes / 1e6:.1f} MB -> "
              f"{args.archive} {report.archive_bytes / 1e6:.2f} MB; not in the checkout: {', '.join(report.missing) or 'none'}")
        return 0
    if args.v2_command == "verify":
        from pytest_passnet.dataset.passnet_v2.verify import verify

        report = verify((args.tree or root).resolve(), plan)
        for problem in report.problems[:50]:
            print(problem)
        more = len(report.problems) - 50
        print(("..." + f" {more} more\n" if more > 0 else "")
              + f"{report.samples} samples, {report.variants} variants checked: "
              f"{len(report.missing_variants)} variants missing, {len(report.problems)} problems")
        return 0 if report.ok else 1
    from pytest_passnet.dataset.passnet_v2.rebuild import REPORT, rebuild

    out = (args.out or root).resolve()
    report = rebuild(args.graphnet.resolve(), out, plan, workers=args.jobs, force=args.force,
                     job_timeout=args.job_timeout, progress=not args.no_progress)
    report_path = args.report or out / REPORT
    report_path.parent.mkdir(parents=True, exist_ok=True)
    report_path.write_text(report.to_json())
    print(f"{len(plan.samples)} samples, {report.planned} variants: {report.already_complete} already complete, "
          f"{report.built} built, {report.missing} missing in {report.seconds:.0f} s with {report.workers} workers "
          f"({report.cpu_seconds:.0f} CPU s)")
    for cause, count in report.reasons().most_common():
        print(f"  {count:6d} missing: {cause}")
    for problem in plan.problems[:20]:
        print(f"  list problem: {problem}", file=sys.stderr)
    print(f"report: {report_path}")
    return 1 if report.missing or plan.problems else 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "v2":
        return _v2(args)
    if args.command == "build":
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        from pytest_passnet.dataset.build import (
            DEFAULT_PER_MODEL,
            BuildConfig,
            BuildError,
            build,
        )

        config = BuildConfig(
            out=(args.work / "added" if args.add else args.out).resolve(),
            work=args.work.resolve(),
            sources=args.source or list(SOURCES),
            models=args.model,
            buckets=tuple(int(b) for b in args.buckets.split(",")),
            jobs=args.jobs,
            per_model=args.per_model or dict(DEFAULT_PER_MODEL),
            eval_count=args.eval_count,
            fusible_sources=args.fusible_sources,
            max_prefix_ops=args.max_prefix_ops,
        )
        try:
            report = build(config)
        except BuildError as exc:
            print(f"passnet-dataset build: {exc}", file=sys.stderr)
            return 2
        print(report.to_json())
        print(f"report written to {config.work / 'build_report.json'}", file=sys.stderr)
        if args.add:
            from pytest_passnet.dataset.merge import merge_build

            models = merge_build(args.out.resolve(), config.out)
            print(f"merged {len(models)} models into {args.out.resolve()}: {', '.join(sorted(models))}", file=sys.stderr)
        return 0
    if args.command == "check":
        from pytest_passnet.dataset.check import run_check, shipped_lists

        root = args.root.resolve()
        lists = args.list or shipped_lists(root)
        extra = [a for a in args.pytest_args if a != "--"]
        return run_check(root, lists, args.count, args.seed, extra, args.out)
    if args.command == "rules":
        from pytest_passnet.dataset.regroup import rules_report

        print(rules_report(args.root.resolve(), args.eval_count), end="")
        return 0
    from pytest_passnet.dataset.stats import dataset_stats

    print(dataset_stats(args.root.resolve(), args.v2_tree.resolve() if args.v2_tree else None), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
