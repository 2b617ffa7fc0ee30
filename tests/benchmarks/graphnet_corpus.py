"""Every torch graph of a PaddlePaddle/GraphNet checkout: load, replay bit for bit against upstream, eager.

    python tests/benchmarks/graphnet_corpus.py GRAPHNET_CHECKOUT [-n N] [--lineage passbench graphnet]
        [--device cpu] [--source timm ...] [--graphs LIST] [--limit K] [--per-source K] [--shard K/N]
        [--min-numel N] [--max-numel N] [--mem-gb G] [--budget-s S] [--shrink D] [--eager [--no-replay]] [--json OUT]
        [--under DIR] [--write-expected OUT.json] [--vendor DIR] [--export OUT.tar.xz]

For each graph dir (``samples/<source>/.../model.py``) and each replay lineage it
replays the inputs twice: with upstream's own loader, imported from the checkout
(``graph_net_bench/torch/utils.py`` for ``passbench``, ``graph_net/torch/utils.py``
for ``graphnet``, driven as their callers drive them), and with
``pytest_passnet.materialize``; each after the same seeding. A graph agrees when
both replays give the same bytes for every tensor (``tests/graphnet_digest.py``), or
when both refuse it. ``--eager`` then runs the selected graphs under the plugin,
eager against eager. Counts per source come first, then every failure with its reason.

``--shrink D`` caps every dimension of every random tensor at D before both replays
(the same rewritten meta file for both): every field and rule of every graph is
compared in minutes, at a fraction of the random draws. ``--max-numel`` leaves graphs
with more random elements than that unreplayed (listed as skipped: too slow here);
``--mem-gb`` bounds the estimated memory of the graphs running at once.

``--export OUT.tar.xz`` writes what the comparison needs (the two upstream
``utils.py`` files and each selected graph's meta files, plus ``model.py`` and
``graph_net.json`` with ``--eager``) for a machine without the checkout.
``--under DIR`` takes the graphs from DIR (e.g. tests/data/graphnet) and the loaders
from the checkout; ``--write-expected`` then stores upstream's digests for the tests,
and ``--vendor DIR`` copies selected graphs there.
See docs/graphnet-corpus.md for the results and the device commands.
"""

from __future__ import annotations

import argparse
import ast
import collections
import concurrent.futures as futures
import importlib.util
import io
import json
import multiprocessing
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

UPSTREAM_UTILS = {"passbench": "graph_net_bench/torch/utils.py", "graphnet": "graph_net/torch/utils.py"}
META_FILES = ("weight_meta.py", "input_meta.py")
ELEMENT_BYTES = {"float64": 8, "double": 8, "int64": 8, "long": 8, "float16": 2, "half": 2, "bfloat16": 2,
                 "int16": 2, "bool": 1, "int8": 1, "uint8": 1}


# ---------------------------------------------------------------- the corpus


def find_graphs(root: Path, below: str) -> list[str]:
    """Graph dirs (holding model.py or weight_meta.py) under root/below, relative to root, sorted."""
    graphs = []
    for dirpath, dirnames, filenames in os.walk(root / below):
        dirnames.sort()
        if "model.py" in filenames or "weight_meta.py" in filenames:
            graphs.append(Path(dirpath).relative_to(root).as_posix())
            dirnames.clear()
    return graphs


def source_of(graph: str) -> str:
    parts = graph.split("/")
    return parts[1] if len(parts) > 2 else parts[0]


_SHAPE = re.compile(r"^\s*shape\s*=\s*\[([^\]]*)\]", re.M)
_DTYPE = re.compile(r"^\s*dtype\s*=\s*[\"']([\w.]+)", re.M)
_DATA = re.compile(r"^\s*data\s*=(?!\s*None)", re.M)


def estimate(checkout: Path, graph: str) -> dict:
    """Random elements to draw and memory a replay takes, from a quick scan of the meta text."""
    try:
        text = (checkout / graph / "weight_meta.py").read_text()
    except OSError:
        return {"random_numel": 0, "peak_bytes": 0}
    total = largest = random_numel = 0
    for block in re.split(r"^class ", text, flags=re.M)[1:]:
        shape, dtype = _SHAPE.search(block), _DTYPE.search(block)
        numel = 1
        for d in (shape.group(1).split(",") if shape else []):
            numel *= int(d) if d.strip().isdigit() else 1
        total += numel * ELEMENT_BYTES.get(dtype.group(1).split(".")[-1] if dtype else "", 4)
        if not _DATA.search(block):
            random_numel += numel
            largest = max(largest, numel)
    # Upstream holds the whole graph plus two float64 arrays of the largest tensor.
    return {"random_numel": random_numel, "peak_bytes": total + 16 * largest}


# ---------------------------------------------------------------- upstream, driven as its callers drive it


def load_upstream(checkout: Path, lineage: str):
    path = checkout / UPSTREAM_UTILS[lineage]
    spec = importlib.util.spec_from_file_location(f"upstream_{lineage}_utils", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def upstream_inputs(utils, graph_dir: Path, lineage: str, device: str) -> dict:
    """``get_input_dict`` of graph_net_bench/torch/test_compiler.py (passbench) or
    graph_net/torch/run_model.py (graphnet): the two are the same lines."""
    import torch

    from pytest_passnet.materialize import set_seed

    set_seed()  # test_compiler.main: set_seed(123); run_model does not seed, so both start alike here
    if lineage == "passbench":
        torch.set_default_device(device)  # test_compiler.main does this before replay
    try:
        params = utils.load_converted_from_text(str(graph_dir))["weight_info"]
        for tensor_meta in params.values():
            if "device" in tensor_meta["info"]:
                tensor_meta["info"]["device"] = device
        return {k: utils.replay_tensor(v).to(torch.device(device)) for k, v in params.items()}
    finally:
        torch.set_default_device(None)


def our_inputs(metas: list, input_metas: list, lineage: str, device: str) -> dict:
    from pytest_passnet.materialize import replay_inputs, set_seed

    set_seed()
    return replay_inputs(metas, device, lineage, input_metas)


# ---------------------------------------------------------------- --shrink: the same metas, small shapes


def shrunk_meta_text(text: str, cap: int) -> str:
    """The meta file with every dimension of every tensor without ``data`` capped at ``cap``."""
    tree = ast.parse(text)
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        fields = {s.targets[0].id: s for s in node.body
                  if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name)}
        data = fields.get("data")
        if data is not None and not (isinstance(data.value, ast.Constant) and data.value.value is None):
            continue
        shape = fields.get("shape")
        try:
            dims = ast.literal_eval(shape.value) if shape else None
        except ValueError:
            continue
        if isinstance(dims, list) and all(isinstance(d, int) for d in dims):
            shape.value = ast.List([ast.Constant(min(d, cap)) for d in dims], ast.Load())
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def shrunk_copy(graph_dir: Path, cap: int, into: Path) -> Path:
    into.mkdir(parents=True, exist_ok=True)
    for name in META_FILES:
        source = graph_dir / name
        if source.is_file():
            try:
                (into / name).write_text(shrunk_meta_text(source.read_text(), cap))
            except SyntaxError:
                (into / name).write_text(source.read_text())  # both sides must refuse it as it is
    return into


# ---------------------------------------------------------------- one graph


def _digests(replay) -> tuple[dict | None, str | None]:
    """Per-tensor digests of a replay, or the reason it failed."""
    from tests.graphnet_digest import tensor_digest

    try:
        tensors = replay()
    except Exception as exc:  # upstream's failures are whatever Python raises
        return None, f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:300]
    return {name: (tensor_digest(t), str(t.dtype), tuple(t.shape)) for name, t in tensors.items()}, None


def compare_lineage(checkout: str, root: str, graph: str, lineage: str, device: str, shrink: int | None) -> dict:
    """Load and replay one graph both ways in one lineage: the verdict, upstream's digest and timings."""
    from pytest_passnet.sample import SampleError, read_input_meta, read_weight_meta
    from tests.graphnet_digest import combined_digest

    graph_dir = Path(root) / graph
    if not (graph_dir / "weight_meta.py").is_file():
        return {"verdict": "missing", "reason": "weight_meta.py absent from this checkout"}
    with tempfile.TemporaryDirectory() as tmp:
        if shrink:
            graph_dir = shrunk_copy(graph_dir, shrink, Path(tmp) / "graph")
        utils = load_upstream(Path(checkout), lineage)
        t0 = time.perf_counter()
        theirs, their_error = _digests(lambda: upstream_inputs(utils, graph_dir, lineage, device))
        t1 = time.perf_counter()
        try:
            metas, input_metas = read_weight_meta(graph_dir / "weight_meta.py"), read_input_meta(graph_dir)
            ours, our_error = _digests(lambda: our_inputs(metas, input_metas, lineage, device))
        except SampleError as exc:
            ours, our_error = None, f"SampleError: {exc}"
        t2 = time.perf_counter()
    entry = {"upstream_s": round(t1 - t0, 3), "ours_s": round(t2 - t1, 3)}
    if theirs is not None:
        entry["upstream_digest"] = combined_digest({name: d[0] for name, d in theirs.items()})
    if their_error and our_error:
        entry.update(verdict="both_refuse", upstream_error=their_error, our_error=our_error)
    elif their_error or our_error:
        entry.update(verdict="fail", reason=(f"upstream fails ({their_error}) but we replay it" if their_error
                                             else f"upstream replays it but we refuse: {our_error}"))
    elif theirs == ours:
        entry.update(verdict="identical", tensors=len(ours))
    else:
        entry.update(verdict="fail", reason=_difference(theirs, ours))
    return entry


def graph_result(graph: str, entries: dict[str, dict]) -> dict:
    """One graph's verdict over its lineages: identical only if every lineage is."""
    result = {"graph": graph, "source": source_of(graph), "lineages": entries}
    verdicts = {e["verdict"] for e in entries.values()}
    result["verdict"] = next((v for v in ("fail", "missing") if v in verdicts),
                             "both_refuse" if verdicts == {"both_refuse"} else "identical")
    reasons = sorted({e["reason"] for e in entries.values() if e["verdict"] == "missing"})
    reasons += [f"{lineage}: {e['reason']}" for lineage, e in entries.items() if e["verdict"] == "fail"]
    reasons += [f"{lineage}: refused like upstream: {e['our_error']}" for lineage, e in entries.items()
                if e["verdict"] == "both_refuse"]
    if reasons:
        result["reason"] = "; ".join(reasons)
    return result


def _difference(theirs: dict, ours: dict) -> str:
    if list(theirs) != list(ours) and set(theirs) != set(ours):
        return f"different tensors: only upstream {sorted(set(theirs) - set(ours))[:3]}, only ours {sorted(set(ours) - set(theirs))[:3]}"
    differing = [name for name in theirs if theirs[name] != ours[name]]
    name = differing[0]
    return (f"{len(differing)} of {len(theirs)} tensors differ, first {name}: upstream {theirs[name][1]}{list(theirs[name][2])}, "
            f"ours {ours[name][1]}{list(ours[name][2])}")


# ---------------------------------------------------------------- running many


def run_all(checkout: Path, root: Path, graphs: list[str], sizes: dict, args) -> tuple[list[dict], dict[str, str]]:
    """One task per graph and lineage, largest first, as many at once as ``-n`` and ``--mem-gb`` allow.

    Returns the results and the graphs not started within ``--budget-s``.
    """
    budget = args.mem_gb * 1e9
    deadline = time.monotonic() + args.budget_s if args.budget_s else None
    pending = sorted(((g, lineage) for g in graphs for lineage in args.lineage), key=lambda t: -sizes[t[0]]["random_numel"])
    entries: dict[str, dict] = collections.defaultdict(dict)
    results, running = [], {}
    context = multiprocessing.get_context("spawn")
    with futures.ProcessPoolExecutor(args.n, mp_context=context, initializer=_worker_setup,
                                     initargs=(args.n,), max_tasks_per_child=25) as pool:
        while running or (pending and not (deadline and time.monotonic() > deadline)):
            in_use = sum(sizes[graph]["peak_bytes"] for graph, _ in running.values())
            for task in list(pending):
                if deadline and time.monotonic() > deadline:
                    break
                if len(running) == args.n or (running and in_use + sizes[task[0]]["peak_bytes"] > budget):
                    break
                pending.remove(task)
                in_use += sizes[task[0]]["peak_bytes"]
                running[pool.submit(compare_lineage, str(checkout), str(root), *task, args.device, args.shrink)] = task
            done, _ = futures.wait(running, return_when=futures.FIRST_COMPLETED)
            for future in done:
                graph, lineage = running.pop(future)
                try:
                    entries[graph][lineage] = future.result()
                except Exception as exc:  # the worker died (out of memory, a crash in torch)
                    entries[graph][lineage] = {"verdict": "fail", "reason": f"the comparison process died: {type(exc).__name__}: {exc}"}
                if len(entries[graph]) == len(args.lineage):
                    results.append(graph_result(graph, entries[graph]))
                    _progress(len(results), len(graphs), results[-1])
    unstarted = {graph: f"not compared within --budget-s {args.budget_s:.0f}"
                 for graph in dict.fromkeys(graph for graph, _ in pending)}
    return results, unstarted


def _worker_setup(workers: int) -> None:
    import torch

    torch.set_num_threads(max(1, (os.cpu_count() or 1) // workers))


def _progress(done: int, total: int, result: dict) -> None:
    # Every graph, so that a run cut short by a time limit still shows what it compared.
    print(f"[{done}/{total}] {result['verdict']:<11} {result['graph']} {result.get('reason', '')[:200]}",
          file=sys.stderr, flush=True)


def run_eager(root: Path, graphs: list[str], args) -> dict[str, dict]:
    """Each graph under the plugin, eager against eager: ``{graph: {"status", "message"}}``."""
    statuses = {}
    with tempfile.TemporaryDirectory() as out:
        command = [sys.executable, "-m", "pytest", "--passnet-samples", *[str(root / g) for g in graphs],
                   "--passnet-compiler", "eager", "--passnet-device", args.device, "--passnet-out", out,
                   "--passnet-warmup", "1", "--passnet-trials", "2", "--rootdir", str(root),
                   "-p", "no:cacheprovider", "-q", "-n", str(args.n)]
        completed = subprocess.run(command, cwd=root, capture_output=True, text=True)
        report = Path(out) / "report.json"
        if not report.is_file():
            tail = (completed.stdout + completed.stderr)[-2000:]
            return {g: {"status": "no_report", "message": f"pytest exited {completed.returncode}: {tail}"} for g in graphs}
        for variant in json.loads(report.read_text())["variants"]:
            graph = next((g for g in graphs if variant["sample"].rstrip("/").endswith(g)), variant["sample"])
            statuses[graph] = {"status": variant["status"], "message": variant["message"][:500]}
    return statuses


# ---------------------------------------------------------------- selection, export, report


def select(root: Path, args) -> list[str]:
    graphs = find_graphs(root, "" if args.under else "samples")
    if args.graphs:
        wanted = [line.strip() for line in Path(args.graphs).read_text().splitlines() if line.strip()]
        graphs = [g for g in wanted if g in set(graphs)]
    if args.source:
        graphs = [g for g in graphs if source_of(g) in args.source]
    if args.shard:
        index, count = (int(x) for x in args.shard.split("/"))
        graphs = [g for g in graphs if zlib.crc32(g.encode()) % count == index]
    return graphs[: args.limit] if args.limit else graphs


def spread_per_source(graphs: list[str], sizes: dict, per_source: int) -> list[str]:
    """``per_source`` graphs of each source, spread evenly over its sizes (not just the smallest)."""
    by_source = collections.defaultdict(list)
    for graph in sorted(graphs, key=lambda g: sizes[g]["random_numel"]):
        by_source[source_of(graph)].append(graph)
    picked = []
    for members in by_source.values():
        step = len(members) / per_source
        picked += sorted({members[int((i + 0.5) * step)] for i in range(min(per_source, len(members)))})
    return sorted(picked)


def export(checkout: Path, graphs: list[str], with_models: bool, target: Path) -> None:
    """An archive that stands in for the checkout: upstream's two loaders and the graphs' files."""
    names = [*META_FILES, *(("model.py", "graph_net.json") if with_models else ())]
    with tarfile.open(target, "w:xz") as archive:
        for rel in UPSTREAM_UTILS.values():
            archive.add(checkout / rel, rel)
        for graph in graphs:
            for name in names:
                if (checkout / graph / name).is_file():
                    archive.add(checkout / graph / name, f"{graph}/{name}")
        listing = "".join(f"{g}\n" for g in graphs).encode()
        info = tarfile.TarInfo("graphs.txt")
        info.size = len(listing)
        archive.addfile(info, io.BytesIO(listing))
    print(f"wrote {target} ({target.stat().st_size / 2**20:.1f} MiB, {len(graphs)} graphs)")


def vendor(root: Path, graphs: list[str], sizes: dict, args) -> None:
    """Copy the graphs into ``args.vendor``; meta shapes capped at ``--shrink`` where over ``--max-numel``."""
    for graph in graphs:
        target = args.vendor / graph
        target.mkdir(parents=True, exist_ok=True)
        capped = bool(args.shrink and args.max_numel and sizes[graph]["random_numel"] > args.max_numel)
        for file in sorted((root / graph).iterdir()):
            if not file.is_file():
                continue
            text = file.read_bytes()
            if capped and file.name in META_FILES and text.strip():
                text = shrunk_meta_text(text.decode(), args.shrink).encode()
            (target / file.name).write_bytes(text)
        print(f"{graph}: {'shapes capped at ' + str(args.shrink) if capped else 'as upstream has it'}")


def expected_digests(results: list[dict]) -> dict:
    """Upstream's outcome per graph and lineage: the digest of its replay, or that it refused."""
    expected = {}
    for result in results:
        expected[result["graph"]] = {
            lineage: ({"digest": entry["upstream_digest"], "tensors": entry.get("tensors")} if "upstream_digest" in entry
                      else {"refused": entry.get("upstream_error", "")})
            for lineage, entry in result.get("lineages", {}).items()
        }
    return dict(sorted(expected.items()))


def print_report(results: list[dict], skipped: dict[str, str], eager: dict[str, dict]) -> None:
    columns = ("graphs", "identical", "both_refuse", "fail", "missing", "skipped", "eager_ok", "eager_fail")
    counts: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for result in results:
        counts[result["source"]]["graphs"] += 1
        counts[result["source"]][result["verdict"]] += 1
    for graph in skipped:
        counts[source_of(graph)]["graphs"] += 1
        counts[source_of(graph)]["skipped"] += 1
    for graph, outcome in eager.items():
        counts[source_of(graph)]["eager_ok" if outcome["status"] == "correct" else "eager_fail"] += 1
    total = sum(counts.values(), collections.Counter())
    print(f"{'source':<26}" + "".join(f"{c:>12}" for c in columns))
    for source in sorted(counts):
        print(f"{source:<26}" + "".join(f"{counts[source][c]:>12}" for c in columns))
    print(f"{'total':<26}" + "".join(f"{total[c]:>12}" for c in columns))
    compared = total["identical"] + total["both_refuse"] + total["fail"]
    if compared:
        agree = total["identical"] + total["both_refuse"]
        print(f"\nload + replay agree with upstream on {agree}/{compared} graphs compared ({100 * agree / compared:.2f}%)")
    problems = [r for r in results if r["verdict"] in ("fail", "missing", "both_refuse")]
    if problems:
        print("\nnot identical:")
        for result in sorted(problems, key=lambda r: r["graph"]):
            print(f"  {result['verdict']:<11} {result['graph']}: {result['reason']}")
    if skipped:
        print(f"\nskipped ({len(skipped)}):")
        for graph, why in sorted(skipped.items()):
            print(f"  {graph}: {why}")
    failed_eager = {g: o for g, o in eager.items() if o["status"] != "correct"}
    if failed_eager:
        print("\neager against eager, not correct:")
        for graph, outcome in sorted(failed_eager.items()):
            print(f"  {graph}: {outcome['status']}: {outcome['message']}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkout", type=Path, help="a PaddlePaddle/GraphNet checkout (or an --export archive, unpacked)")
    parser.add_argument("--under", type=Path, help="take the graphs from this folder instead of the checkout's samples/")
    parser.add_argument("-n", type=int, default=1, help="graphs compared at once (processes)")
    parser.add_argument("--lineage", nargs="+", default=["passbench", "graphnet"], choices=list(UPSTREAM_UTILS))
    parser.add_argument("--device", default="cpu", help="replay device for both sides (default cpu)")
    parser.add_argument("--source", action="append", help="only graphs of this source folder (repeatable)")
    parser.add_argument("--graphs", help="a file listing graph dirs relative to the checkout")
    parser.add_argument("--limit", type=int, help="only the first K selected graphs")
    parser.add_argument("--per-source", type=int, help="K graphs per source, spread over sizes")
    parser.add_argument("--shard", help="K/N: the graphs whose path hash is K modulo N")
    parser.add_argument("--min-numel", type=float, help="only graphs with more random elements than this")
    parser.add_argument("--max-numel", type=float, help="skip graphs with more random elements than this")
    parser.add_argument("--mem-gb", type=float, default=8.0, help="estimated memory of the graphs running at once")
    parser.add_argument("--budget-s", type=float, help="start no comparison after this many seconds (the rest is listed)")
    parser.add_argument("--shrink", type=int, help="cap every random tensor's dimensions at this before replay")
    parser.add_argument("--eager", action="store_true", help="also run the selected graphs eager against eager")
    parser.add_argument("--no-replay", action="store_true", help="skip the replay comparison (with --eager)")
    parser.add_argument("--json", type=Path, help="write every per-graph result here")
    parser.add_argument("--export", type=Path, help="write the selected graphs and upstream's loaders to this .tar.xz")
    parser.add_argument("--vendor", type=Path, help="copy the selected graphs here (capped as --shrink says above --max-numel)")
    parser.add_argument("--write-expected", type=Path, help="write upstream's replay digests per graph and lineage here")
    args = parser.parse_args()

    checkout = args.checkout.resolve()
    root = args.under.resolve() if args.under else checkout
    graphs = select(root, args)
    sizes = {g: estimate(root, g) for g in graphs}
    if args.min_numel:
        graphs = [g for g in graphs if sizes[g]["random_numel"] > args.min_numel]
    if args.per_source:
        graphs = spread_per_source([g for g in graphs if not args.max_numel or sizes[g]["random_numel"] <= args.max_numel],
                                   sizes, args.per_source)
    if args.export:
        export(checkout, graphs, args.eager, args.export)
        return 0
    if args.vendor:
        vendor(root, graphs, sizes, args)
        return 0
    skipped = {}
    if args.max_numel and not args.shrink:
        skipped = {g: f"{sizes[g]['random_numel'] / 1e6:.0f}M random elements, over --max-numel"
                   for g in graphs if sizes[g]["random_numel"] > args.max_numel}
    started = time.perf_counter()
    results, unstarted = ([], {}) if args.no_replay else run_all(checkout, root, [g for g in graphs if g not in skipped], sizes, args)
    skipped.update(unstarted)
    eager = run_eager(root, graphs, args) if args.eager else {}
    print(f"\n{len(graphs)} graphs, lineages {', '.join(args.lineage)}"
          f"{f', shapes capped at {args.shrink}' if args.shrink else ''}, {time.perf_counter() - started:.0f} s\n")
    print_report(results, skipped, eager)
    if args.json:
        args.json.write_text(json.dumps({"results": results, "skipped": skipped, "eager": eager}, indent=1))
    if args.write_expected:
        args.write_expected.write_text(json.dumps(expected_digests(results), indent=1) + "\n")
    return 1 if any(r["verdict"] == "fail" for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
