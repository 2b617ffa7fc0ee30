"""Loading a sample's pass set the way PassBench's backend constructs it.

``pass_dir/sorted_output_pass_rule_names.json`` is the only discovery
mechanism; ``const_pass_dir/`` holds input rules that run first. Each module is
imported under a private name, so two samples whose passes share a file name
never see each other's modules (``docs/protocol.md`` sections 3.5, 3.6, 8.2-8.4).
"""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from pytest_passnet.texts import one_line

OUTPUT_LIST = "sorted_output_pass_rule_names.json"
INPUT_LIST = "sorted_input_pass_rule_names.json"
PATTERN_LIMIT = 100
REPLACEMENT_FUNC_LIMIT = 1
DROPPED_BY_LIMITS = "[PassBench limits]"  # how the line for a pass file the limits dropped starts
# Why PassBench's limits dropped a pass file, by the key its child reports (``PassSet.dropped``): the
# trusted side writes the line (``dropped_text``) for a file the sample lists, so a child's text
# never becomes a note of the run.
DROP_REASONS = {
    "functions": ("its replacement_func() returns another function than the one PassBench kept (it keeps "
                  f"{REPLACEMENT_FUNC_LIMIT} replacement function of a pass set, by a seeded draw); make every pass "
                  "return one shared kernel wrapper"),
    "rules": (f"the pass set has more pass rules than PassBench's limit of {PATTERN_LIMIT}, which it keeps by a "
              "seeded draw, and this one was not drawn"),
}
_REQUIRED = ("pattern", "replacement_args", "replacement_func")

# (source, path) -> list of violation strings; empty means the pass is accepted.
SourceValidator = Callable[[str, Path], list[str]]


class PassLoadError(Exception):
    """The pass set cannot be built; PassBench fails the variant before it runs."""


@dataclass
class PassRule:
    name: str
    file: Path
    module: ModuleType
    is_input_rule: bool = False

    @property
    def pattern(self) -> Callable:
        return self.module.pattern

    @property
    def replacement_args(self) -> Callable:
        return self.module.replacement_args

    @property
    def replacement_func(self) -> Callable:
        return self.module.replacement_func


@dataclass
class PassSet:
    rules: list[PassRule]
    kernel: Callable  # the single shared function every replacement_func() returns
    rejected: dict[str, list[str]]  # pass file -> violations
    dropped: dict[str, str]  # rule name -> why PassBench's limits dropped it (a key of DROP_REASONS)

    def rejection_lines(self) -> list[str]:
        """A line per pass file the validator rejected."""
        return [rejection_text(file, v) for file, v in self.rejected.items()]


REJECTION_START = "[PassBench static validator] Pass source validation failed for "


def rejection_text(file: str, violations: list[str]) -> str:
    """PassBench's lines for a file its validator rejected, on one line, naming the layer."""
    return (f"{REJECTION_START}{file}: "
            + "; ".join(violations) + f". Skipping loading of {file} due to validation failures.")


def dropped_text(file: Path, reason: str) -> str:
    """The line for a pass file PassBench's limits dropped, ``reason`` a key of DROP_REASONS. The
    sample names its files: the name is written on one line, printable (``texts.one_line``)."""
    return f"{DROPPED_BY_LIMITS} {one_line(str(file))} dropped: {DROP_REASONS[reason]}; the variant ran without it"


def _read_names(list_file: Path) -> list[str]:
    try:
        names = json.loads(list_file.read_text())
    except ValueError as exc:
        raise PassLoadError(f"{list_file}: not valid JSON ({exc}); expected a list of pass module names") from exc
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise PassLoadError(f"{list_file}: expected a JSON list of pass module names, e.g. [\"FuseAddRelu\"]")
    return names


def _purge_pass_dir_modules() -> None:
    for name in [m for m in sys.modules if m == "pass_dir" or m.startswith("pass_dir.")]:
        del sys.modules[name]


def import_pass(file: Path, sample_dir: Path, private_name: str) -> ModuleType:
    """Import one pass file; helpers import as ``pass_dir.<mod>`` from the sample dir."""
    spec = importlib.util.spec_from_file_location(private_name, file)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(sample_dir))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(sample_dir))
    missing = [f for f in _REQUIRED if not callable(getattr(module, f, None))]
    if missing:
        raise PassLoadError(f"{file}: a pass must define {', '.join(_REQUIRED)}(); missing {', '.join(missing)}")
    return module


def _load_listed(
    names: list[str], rule_dir: Path, sample_dir: Path, validators: list[SourceValidator], is_input: bool
) -> tuple[list[PassRule], dict[str, list[str]]]:
    rules, rejected = [], {}
    for name in names:
        file = rule_dir / f"{name}.py"
        if not file.is_file():
            raise PassLoadError(f"{rule_dir / (OUTPUT_LIST if not is_input else INPUT_LIST)} lists {name!r} but {file} does not exist")
        source = file.read_text()
        violations = [v for validate in validators for v in validate(source, file)]
        if violations:
            rejected[str(file)] = violations
            continue
        private_name = f"passnet_pass_{abs(hash(str(file.resolve())))}_{name}"
        try:
            module = import_pass(file, sample_dir, private_name)
        except PassLoadError:
            raise
        except Exception as exc:
            raise PassLoadError(f"{file}: importing the pass failed: {type(exc).__name__}: {exc}") from exc
        rules.append(PassRule(name, file, module, is_input))
    return rules, rejected


def _order_rules(input_rules: list[PassRule], output_rules: list[PassRule]) -> list[PassRule]:
    """Input rules first; an output rule with an input rule's stem takes that slot."""
    by_name = {r.name: r for r in output_rules}
    ordered = [by_name.pop(r.name, r) for r in input_rules]
    return ordered + [r for r in output_rules if r.name in by_name]


def _apply_limits(rules: list[PassRule], rng: random.Random) -> tuple[list[PassRule], dict[str, str]]:
    """PassBench's stability check, then its deterministic sampling down to the limits; the rules
    kept, and why each dropped one went (``PassSet.dropped``)."""
    unstable = [r for r in rules if r.replacement_func() is not r.replacement_func()]
    if unstable:
        lines = "\n".join(f"  - {r.name} ({r.file})" for r in unstable)
        raise PassLoadError(
            "The following pass rules have unstable replacement_func():\n"
            f"{lines}\n"
            "Fix: Return a module-level function, not a nested def/lambda. "
            "Example: define 'def f(x): return x' at top level, then return f."
        )
    functions: list[Callable] = []
    for rule in rules:
        if not any(rule.replacement_func() is f for f in functions):
            functions.append(rule.replacement_func())
    if not functions:
        raise PassLoadError(f"No replacement functions available after filtering {len(rules)} rules.")
    dropped: dict[str, str] = {}
    if len(functions) > REPLACEMENT_FUNC_LIMIT:
        kept = [functions[i] for i in sorted(rng.sample(range(len(functions)), REPLACEMENT_FUNC_LIMIT))]
        for rule in rules:
            if not any(rule.replacement_func() is f for f in kept):
                dropped[rule.name] = "functions"
        rules = [r for r in rules if r.name not in dropped]
    if len(rules) > PATTERN_LIMIT:
        keep = set(sorted(rng.sample(range(len(rules)), PATTERN_LIMIT)))
        for i, rule in enumerate(rules):
            if i not in keep:
                dropped[rule.name] = "rules"
        rules = [r for i, r in enumerate(rules) if i in keep]
    return rules, dropped


def load_pass_set(sample_dir: Path, validators: list[SourceValidator], seed: int = 123) -> PassSet:
    """Build the pass set of one sample, or raise PassLoadError saying what to fix."""
    pass_dir, const_dir = sample_dir / "pass_dir", sample_dir / "const_pass_dir"
    output_list = pass_dir / OUTPUT_LIST
    if not output_list.is_file():
        raise PassLoadError(
            f"{output_list} not found: list your pass module names there in application order, "
            "e.g. [\"FuseAddRelu\"] for pass_dir/FuseAddRelu.py"
        )
    _purge_pass_dir_modules()
    output_rules, rejected = _load_listed(_read_names(output_list), pass_dir, sample_dir, validators, False)
    input_rules: list[PassRule] = []
    if (const_dir / INPUT_LIST).is_file():
        input_names = _read_names(const_dir / INPUT_LIST)
        if (pass_dir / INPUT_LIST).is_file():
            reordered = _read_names(pass_dir / INPUT_LIST)
            if sorted(reordered) != sorted(input_names):
                raise PassLoadError(
                    f"{pass_dir / INPUT_LIST} must list exactly the input rules of {const_dir / INPUT_LIST}"
                )
            input_names = reordered
        input_rules, input_rejected = _load_listed(input_names, const_dir, sample_dir, validators, True)
        rejected.update(input_rejected)
    rng = random.Random(seed)
    limited_output, dropped = _apply_limits(output_rules, rng) if output_rules else ([], {})
    if not limited_output and not input_rules:
        raise PassLoadError(
            " ".join([f"No replacement functions available after filtering {len(output_rules) + len(rejected)} rules.",
                      *(rejection_text(file, v) for file, v in rejected.items())])
        )
    rules = _order_rules(input_rules, limited_output)
    kernel = rules[0].replacement_func()
    for rule in rules:
        if rule.replacement_func() is not kernel:
            raise PassLoadError(
                f"{rule.file}: replacement_func() returns a different function than {rules[0].file}; "
                "all passes of a sample must share one module-level kernel wrapper "
                "(dispatch on a constant route string appended in replacement_args)"
            )
    return PassSet(rules=rules, kernel=kernel, rejected=rejected, dropped=dropped)
