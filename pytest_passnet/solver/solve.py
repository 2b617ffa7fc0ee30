"""Solving one sample: its graphs -> regions -> patterns -> Inductor's kernels per match -> pass_dir.

1. Capture every variant's graphs as the harness does and cut them into regions
   (``regions.py``); each distinct region source is a candidate pass, largest first.
2. Apply the candidates with the harness's own rewriter to every graph and run the rewritten
   graph, the replacement computing the pattern eagerly: each call records the pass and its
   inputs. These are the matches the harness will make, including a small pattern matching
   where its region was not cut.
3. Compile each (pass, input signature) with Inductor and read its launches
   (``inductor_code.py``, ``program.py``): a signature Inductor cannot serve with Triton
   kernels alone fails its variants.
4. Write the pass_dir, check it statically as the harness does, and run every captured graph
   rewritten by it against eager, on its inputs and on shuffled ones (``variant_failures``); on
   a GPU also time every match through the shared wrapper (``triton.testing.do_bench``). On the
   CPU nothing is timed: kernels run in Triton's interpreter there, whose speed says nothing
   about a GPU's.
5. Drop the passes that cost more than they give (``costly``): one that fails variants, or on a
   GPU is slower than eager, goes while every variant it matches keeps another pass (a variant no
   pass matches fails). Then back to step 2 without them, until nothing is dropped.
"""

from __future__ import annotations

import contextlib
import copy
import importlib.util
import math
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

import torch
from torch.fx import GraphModule

from pytest_passnet.judge import as_tuple as judge_outputs
from pytest_passnet.judge import judge
from pytest_passnet.passes import PATTERN_LIMIT
from pytest_passnet.result import Status
from pytest_passnet.rewrite import PatternError, apply_rules
from pytest_passnet.sample import GRAPH_LIST, Sample
from pytest_passnet.solver.capture import CapturedGraph, capture
from pytest_passnet.solver.emit import KERNELS_MODULE, WRAPPER, Instance, Route, signature_of, write_pass_dir
from pytest_passnet.solver.inductor_code import InductorFailed, compile_region
from pytest_passnet.solver.kernel_source import Helpers, Untranslatable, standalone_kernel
from pytest_passnet.solver.program import read_program
from pytest_passnet.solver.regions import partition, pattern_source
from pytest_passnet.solver.timing import Timer

PASS_PREFIX = "InductorRegion"
MAX_ROUNDS = 8  # of dropping passes and matching again (a round drops at least one pass)
SIZE_LIMIT_FINDINGS = ("syntax nodes", "KiB of source", "modules in one pass")


@dataclass
class Match:
    """Inputs one pass met at one signature (the first seen), and the variants it met them in."""

    route: str
    tensors: list[torch.Tensor]
    variants: list[str] = field(default_factory=list)


@dataclass
class SampleOutcome:
    """What solving one sample gave: the passes kept, those dropped and why, and timings on a GPU."""

    sample: str
    out_dir: Path | None = None
    variants: int = 0
    graphs: int = 0
    passes: list[str] = field(default_factory=list)
    dropped: dict[str, str] = field(default_factory=dict)
    unused: list[str] = field(default_factory=list)  # candidates that matched nowhere once larger ones had matched
    problems: list[str] = field(default_factory=list)
    speedups: dict[str, float] = field(default_factory=dict)  # pass -> geometric mean over its matches (GPU)
    failures: dict[str, dict[str, str]] = field(default_factory=dict)  # kept pass -> variants it fails, why
    seconds: float = 0.0


@dataclass
class _Candidate:
    route: Route
    pattern: Callable
    replacement_args: Callable
    programs: dict = field(default_factory=dict)  # signature -> Instance, or why Inductor could not serve it


def _variant_label(graph: CapturedGraph) -> str:
    variant = graph.variant
    return f"{variant.dtype}/{variant.bucket}/{variant.path.name}"


def _functions(route: Route) -> tuple[Callable, Callable]:
    namespace: dict = {"torch": torch}
    exec(compile(route.pattern, f"<pattern {route.name}>", "exec"), namespace)
    params = ", ".join(f"in_{i}" for i in range(route.arity))
    exec(f"def replacement_args({params}):\n    return ({params}, {route.name!r})\n", namespace)
    return namespace["pattern"], namespace["replacement_args"]


def candidates(graphs: list[CapturedGraph]) -> list[_Candidate]:
    """One candidate pass per distinct region source, the largest regions first (they match first)."""
    found: dict[str, tuple[int, int, list[str], int]] = {}
    for graph in graphs:
        for region in partition(graph):
            source = pattern_source(region)
            if source is not None and source not in found:
                operations = [str(getattr(n.target, "__name__", n.target)) for n in region.nodes]
                found[source] = (len(region.nodes), len(found), operations, len(region.inputs))
    ordered = sorted(found.items(), key=lambda item: (-item[1][0], item[1][1]))[:PATTERN_LIMIT]
    result = []
    for index, (source, (_, _, operations, arity)) in enumerate(ordered):
        route = Route(f"{PASS_PREFIX}{index:02d}", source, arity, operations)
        result.append(_Candidate(route, *_functions(route)))
    return result


def _graph_inputs(graph: CapturedGraph) -> list:
    return [graph.values[n] for n in graph.gm.graph.nodes if n.op == "placeholder"]


def _copy(tensor: torch.Tensor) -> torch.Tensor:
    """A copy in the same layout (the kernels are compiled for it); an expanded tensor, which no copy
    keeps the layout of, as it is."""
    copied = tensor.clone()
    return copied if copied.stride() == tensor.stride() else tensor


def find_matches(graphs: list[CapturedGraph], passes: list[_Candidate]) -> tuple[dict, dict[str, str]]:
    """{(pass, signature): Match} over every graph, as the harness's rewriter matches; and the passes
    whose pattern could not be traced or spliced, with the reason."""
    by_route = {c.route.name: c for c in passes}
    matches: dict[tuple, Match] = {}
    broken: dict[str, str] = {}
    current: list[str] = []

    def passnet_kernel(*args):
        route, tensors = args[-1], list(args[:-1])
        key = (route, signature_of(tensors))
        if key not in matches:
            matches[key] = Match(route, [_copy(t) for t in tensors])
        if current[0] not in matches[key].variants:
            matches[key].variants.append(current[0])
        return by_route[route].pattern(*tensors)

    rules = [SimpleNamespace(name=c.route.name, file=Path(f"{c.route.name}.py"), pattern=c.pattern,
                             replacement_args=c.replacement_args) for c in passes]
    for graph in graphs:
        current[:] = [_variant_label(graph)]
        gm = copy.deepcopy(graph.gm)
        try:
            apply_rules(gm, rules, passnet_kernel, explain=lambda pattern, target: [])
        except PatternError as exc:
            name = str(exc).split(".py:")[0]
            broken[name] = str(exc)
            continue
        with torch.no_grad():
            gm(*_graph_inputs(graph))
    return matches, broken


def _compile(candidate: _Candidate, match: Match) -> Instance:
    """Inductor's kernels for one match, read and made to stand alone (Untranslatable where they cannot)."""
    gm = torch.fx.symbolic_trace(candidate.pattern)
    program = read_program(compile_region(gm, match.tensors))
    for name, kernel in program.kernels.items():
        standalone_kernel(kernel.module_source, name, name, Helpers(program.for_interpreter))
    return Instance(signature_of(match.tensors), program, list(match.variants))


def _compile_matches(passes: list[_Candidate], matches: dict, broken: dict[str, str],
                     timer: Timer | None) -> dict[str, dict[str, str]]:
    """Each pass's kernels for each signature it matched (kept on the pass's route); for each pass, the
    variants Inductor could not serve with Triton kernels alone, and why."""
    by_name = {c.route.name: c for c in passes}
    failures: dict[str, dict[str, str]] = {}
    for candidate in passes:
        candidate.route.instances = []
    for (name, signature), match in matches.items():
        candidate = by_name.get(name)
        if candidate is None or name in broken:
            continue
        if signature not in candidate.programs:
            try:
                with _working(timer):  # Inductor's autotuner times kernels on a GPU
                    candidate.programs[signature] = _compile(candidate, match)
            except (Untranslatable, InductorFailed) as exc:
                candidate.programs[signature] = f"no Triton-only code: {exc}"
        program = candidate.programs[signature]
        if isinstance(program, str):
            failures.setdefault(name, {}).update(dict.fromkeys(match.variants, program))
            continue
        program.variants = list(match.variants)
        candidate.route.instances.append(program)
    return failures


def _import(pass_dir: Path, routes: list[Route]):
    """The module holding the launch functions: the one pass file, or the shared kernels module."""
    name = routes[0].name if len(routes) == 1 else KERNELS_MODULE
    path = pass_dir / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"passnet_solved_{abs(hash(str(path)))}_{name}", path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(pass_dir.parent))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(pass_dir.parent))
    return module


def static_findings(sample_dir: Path, names: list[str]) -> list[str]:
    """What PassBench's validator and our allow-list say about the written pass_dir, as the harness checks it."""
    from pytest_passnet.guard import sample_static_findings
    from pytest_passnet.sandbox.child.watch import static_findings as rule_findings
    from pytest_passnet.validator import validate_pass_source

    files = [sample_dir / "pass_dir" / f"{name}.py" for name in names]
    findings = [f"{file}: {v}" for file in files for v in validate_pass_source(file.read_text(), file)]
    return findings + sample_static_findings(sample_dir) + rule_findings(files, sample_dir)


def _static_drops(sample_dir: Path, passes: list[_Candidate]) -> dict[str, str]:
    """Passes to drop for the static checks: the last (smallest) one while the pass_dir is over the
    checks' size limits; every one for any other finding, which is a solver bug to report."""
    findings = static_findings(sample_dir, [c.route.name for c in passes])
    if not findings:
        return {}
    if any(limit in f for f in findings for limit in SIZE_LIMIT_FINDINGS):
        return {passes[-1].route.name: f"the pass_dir is over the static checks' size limits: {findings[0]}"}
    return {c.route.name: f"the static checks refuse the pass_dir (a solver bug): {findings[0]}" for c in passes}


FRESH_DRAWS = 3  # shuffled input sets each variant is checked on, besides its replayed inputs


def _shuffled(tensors: list, seed: int) -> list:
    """Other inputs from the same values: each tensor's elements in another order, so that every value
    stays in its domain (a variance stays positive, an index in range), as the harness re-checks a pass
    on fresh inputs; tensors whose elements share memory (expanded) are kept."""
    generator = torch.Generator().manual_seed(seed)
    shuffled = []
    for t in tensors:
        if isinstance(t, torch.Tensor) and t.numel() > 1:
            order = torch.randperm(t.numel(), generator=generator).to(t.device)
            redrawn = torch.empty_strided(t.size(), t.stride(), dtype=t.dtype, device=t.device)
            try:
                t = redrawn.copy_(t.reshape(-1)[order].reshape(t.shape))
            except RuntimeError:  # an expanded layout: one element stands for several
                pass
        shuffled.append(t)
    return shuffled


def _difference(eager: GraphModule, rewritten: GraphModule, inputs: list) -> str | None:
    """How the rewritten graph's outputs differ from eager's on ``inputs`` (as the harness judges a
    variant), or None."""
    with torch.no_grad():
        expected = eager(*inputs)
        try:
            got = rewritten(*inputs)
        except Exception as exc:  # a kernel Triton cannot compile or run: reported, the solve goes on
            return f"{type(exc).__name__}: {exc}"
    if not all(torch.isfinite(t).all() for t in judge_outputs(expected)
               if isinstance(t, torch.Tensor) and t.is_floating_point()):
        return None  # eager itself is not finite here: nothing the harness could judge either
    status, record = judge(expected, got)
    return None if status == Status.CORRECT else f"{status} against eager (max diff {record.get('max_diff')})"


def _rewritten(graph: CapturedGraph, rules: list, kernel: Callable) -> tuple[GraphModule, list[str]]:
    gm = copy.deepcopy(graph.gm)
    report = apply_rules(gm, rules, kernel, explain=lambda pattern, target: [])
    return gm, [name for name, count in report.applied.items() if count]


def variant_failures(sample_dir: Path, graphs: list[CapturedGraph]) -> dict[str, dict[str, str]]:
    """Each captured graph rewritten by the written pass_dir, loaded as the harness loads it, against
    eager on its replayed inputs and on shuffled ones: for each pass, the variants it makes fail and
    why. A failing variant is blamed on the passes that fail it alone, else on every pass it ran."""
    from pytest_passnet.passes import load_pass_set
    from pytest_passnet.validator import passbench_validators

    pass_set = load_pass_set(sample_dir, passbench_validators())
    failures: dict[str, dict[str, str]] = {}
    for graph in graphs:
        inputs = _graph_inputs(graph)
        input_sets = [inputs, *(_shuffled(inputs, seed) for seed in range(FRESH_DRAWS))]
        rewritten, applied = _rewritten(graph, pass_set.rules, pass_set.kernel)
        why = next(filter(None, (_difference(graph.gm, rewritten, i) for i in input_sets)), None)
        if why is None:
            continue
        culprits = []
        for rule in (r for r in pass_set.rules if r.name in applied):
            alone, _ = _rewritten(graph, [rule], pass_set.kernel)
            if any(_difference(graph.gm, alone, i) for i in input_sets):
                culprits.append(rule.name)
        for name in culprits or applied:
            failures.setdefault(name, {})[_variant_label(graph)] = why
    return failures


def speedups(pass_dir: Path, passes: list[_Candidate], matches: dict, timer: Timer) -> dict[str, float]:
    """Each pass's speedup over eager, the geometric mean over its matches, timed on the GPU through
    the shared wrapper as the rewritten graph calls it."""
    wrapper = getattr(_import(pass_dir, [c.route for c in passes]), WRAPPER)
    found = {}
    for candidate in passes:
        name, ratios = candidate.route.name, []
        for instance in candidate.route.instances:
            tensors = matches[(name, instance.signature)].tensors
            with torch.no_grad():
                ratios.append(timer.speedup(lambda: candidate.pattern(*tensors), lambda: wrapper(*tensors, name)))
        if ratios:
            found[name] = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    return found


def check(pass_dir: Path, passes: list[_Candidate], matches: dict, graphs: list[CapturedGraph],
          timer: Timer | None) -> tuple[dict[str, str], dict[str, dict[str, str]], dict[str, float]]:
    """The written pass_dir: (the passes the static checks drop, the variants each pass makes fail
    (``variant_failures``), each pass's speedup when timed on a GPU)."""
    drop = _static_drops(pass_dir.parent, passes)
    if drop:
        return drop, {}, {}
    with _working(timer):
        failures = variant_failures(pass_dir.parent, graphs)
    return drop, failures, speedups(pass_dir, passes, matches, timer) if timer is not None else {}


def _variants(matches: dict) -> dict[str, set[str]]:
    """For each pass, the variants it matches."""
    found: dict[str, set[str]] = {}
    for (name, _), match in matches.items():
        found.setdefault(name, set()).update(match.variants)
    return found


def costly(names: list[str], matched: dict[str, set[str]], failures: dict[str, dict[str, str]],
           speedups: dict[str, float]) -> dict[str, str]:
    """The passes to drop, worst first: one whose kernels fail on some variants (no Triton-only code,
    an error, a difference from eager) or, on a GPU, that is slower than eager. A variant a pass fails
    on fails (one wrong output fails it); a variant that no pass matches fails too (PassBench: "No
    passes modified the graph"), below any correct variant however slow. So a pass goes while
    dropping it leaves at least as many variants a chance: those another pass still matches."""
    drop: dict[str, str] = {}

    def others(name: str) -> set[str]:
        return set().union(*(matched.get(n, set()) for n in names if n != name and n not in drop))

    by_harm = sorted(names, key=lambda n: (-len(failures.get(n, {})), speedups.get(n, math.inf)))
    for name in by_harm:
        failed = failures.get(name, {})
        good = matched.get(name, set()) - set(failed)
        if failed and len((good | set(failed)) & others(name)) >= len(good):
            variant, why = next(iter(sorted(failed.items())))
            drop[name] = f"its kernels fail on {len(failed)} of {len(failed) + len(good)} variants ({variant}: {why})"
        elif not failed and speedups.get(name, math.inf) < 1.0 and good <= others(name):
            drop[name] = f"slower than eager: {speedups[name]:.3f}x (geometric mean over its matches)"
    return drop


def provenance(device: str) -> str:
    import triton

    where = (f"{torch.cuda.get_device_name(0)}: each kernel's config as Inductor's autotuner picked it; kept "
             "where faster than eager (triton.testing.do_bench)" if device != "cpu" else
             "the CPU, with Inductor's Triton code generation (cpu_backend='triton'): each kernel's first "
             "heuristic config, nothing timed (kernels run in Triton's interpreter there)")
    return (f"Generated by passnet-solve (pytest-passnet, issue 28) from torch {torch.__version__}, "
            f"triton {triton.__version__}, on {where}.")


def _write_sample_files(sample: Sample, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for name in (GRAPH_LIST, "sample_uids.txt"):
        if (sample.path / name).is_file():
            (target / name).write_text((sample.path / name).read_text())


def _working(timer: Timer | None):
    """Around GPU work that is not timed, which must not overlap another solver's timing."""
    return timer.working() if timer is not None else contextlib.nullcontext()


def solve_sample(sample: Sample, out_root: Path, device: str, timer: Timer | None,
                 log: Callable[[str], None] = print) -> SampleOutcome:
    """Write ``<out_root>/<sample id>/`` (graph_list.txt, sample_uids.txt, pass_dir/) for ``sample``;
    ``timer``: on a GPU, what times each match (passes slower than eager are dropped)."""
    started = time.monotonic()
    outcome = SampleOutcome(sample.ident)
    graphs: list[CapturedGraph] = []
    for variant in sample.variants:
        if variant.problem:
            outcome.problems.append(variant.problem)
            continue
        try:
            graphs += capture(variant, device)
            outcome.variants += 1
        except Exception as exc:  # a variant that does not run in eager: the others still get passes
            outcome.problems.append(f"{variant.path}: capture failed: {type(exc).__name__}: {exc}")
    outcome.graphs = len(graphs)
    passes = candidates(graphs)
    target = out_root / sample.ident.lstrip("/")  # a sample outside the root: its absolute path, below out_root
    for _ in range(MAX_ROUNDS):
        if not passes:
            break
        matches, broken = find_matches(graphs, passes)
        matched = _variants(matches)
        unused = [c.route.name for c in passes if c.route.name not in matched and c.route.name not in broken]
        outcome.unused += unused  # its region's operations all went to larger passes
        passes = [c for c in passes if c.route.name not in unused]
        failures = _compile_matches(passes, matches, broken, timer)
        drop = dict(broken) or costly([c.route.name for c in passes], matched, failures, {})
        if not drop and passes:
            write_pass_dir(target / "pass_dir", [c.route for c in passes], provenance(device))
            drop, failed_checks, outcome.speedups = check(target / "pass_dir", passes, matches, graphs, timer)
            for name, variants in failed_checks.items():
                failures.setdefault(name, {}).update(variants)
            drop = drop or costly([c.route.name for c in passes], matched, failures, outcome.speedups)
            if not drop:
                outcome.failures = failures  # kept: dropping them would leave fewer variants a chance
                break
        for name, why in drop.items():
            log(f"  {name} dropped: {why}")
        outcome.dropped.update(drop)
        passes = [c for c in passes if c.route.name not in drop]
    else:
        passes = []
        outcome.problems.append(f"passes still dropped after {MAX_ROUNDS} rounds: none written")
    _write_sample_files(sample, target)
    outcome.out_dir = target
    outcome.passes = [c.route.name for c in passes]
    if not passes and (target / "pass_dir").exists():
        shutil.rmtree(target / "pass_dir")  # nothing kept: the harness fails its variants, as PassBench would
    outcome.seconds = time.monotonic() - started
    return outcome
