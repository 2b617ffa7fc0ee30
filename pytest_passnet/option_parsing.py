"""The plugin's options declared to pytest (command line and ini file) and parsed, once, at
configure time into a frozen ``Options``. A bad value is a usage error (exit code 4) naming the
option and what it accepts, before anything is collected or written. Names, defaults and accepted
values come from ``options``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pytest_passnet.machine import visible_gpu_ids
from pytest_passnet.options import (
    BUILTIN_COMPILERS,
    DEFAULT_COUNTS,
    DEFAULTS,
    GUARD_MODES,
    REPLAY_LINEAGES,
    SCORE_SERIES,
    Options,
)
from pytest_passnet.selection import Shard

def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("passnet", "PassNet samples as tests (pytest-passnet)")

    def option(name: str, help: str, ini_default="", ini_type="string", **kwargs) -> None:
        """An ini key beside the flag unless ``ini_default`` is False; an empty ini value means the default."""
        group.addoption(f"--passnet-{name}", dest=f"passnet_{name.replace('-', '_')}", help=help, **kwargs)
        if ini_default is not False:
            parser.addini(f"passnet_{name.replace('-', '_')}", help=help, type=ini_type, default=ini_default)

    option("list", "sample list (txt: a sample path per line; csv: a sample_path column); "
           "looked up as given, then under sample_lists/. Repeatable.", action="append", default=[],
           ini_type="args", ini_default=[])
    option("samples", "sample dirs, bare GraphNet graph dirs, or folders searched for either",
           nargs="+", default=[], ini_default=False)
    option("root", "dataset root that list entries and graph_list.txt lines resolve against (default: rootdir)")
    option("compiler", f"{', '.join(BUILTIN_COMPILERS)} (default {DEFAULTS.compiler}, PassBench's); more via the "
           "pytest_passnet_compilers hook")
    option("device", "cuda, cuda:N or cpu (default: cuda when a GPU is visible, else cpu with TRITON_INTERPRET=1)")
    (cuda_warmup, cuda_trials), (cpu_warmup, cpu_trials) = DEFAULT_COUNTS["cuda"], DEFAULT_COUNTS["cpu"]
    option("warmup", f"warm-up calls per side (default: PassBench's {cuda_warmup} on CUDA, {cpu_warmup} on CPU)")
    option("trials", f"timed trials per side (default: PassBench's {cuda_trials} on CUDA, {cpu_trials} on CPU)")
    option("retries", "re-measure a variant whose timing fluctuates up to N times before it counts as "
           f"fluctuation (default {DEFAULTS.retries}; 0 = PassBench's single-shot verdicts)")
    option("score-on", f"which speedup the score uses: {' or '.join(SCORE_SERIES)} (default {DEFAULTS.score_on}: "
           "PassBench's host-timed calls; kernel: device time without launch overhead, CUDA only, not comparable "
           "with PassBench)")
    option("out", f"output directory for report.json, results.jsonl and aggregated_score.json files (default "
           f"{DEFAULTS.out})")
    option("replay", f"input replay lineage: {' or '.join(REPLAY_LINEAGES)} (default {DEFAULTS.replay})")
    option("guard", f"{GUARD_MODES[0]} (default): PassBench's checks plus ours (kernel-launch proof, fresh-input "
           f"re-check, aliasing, arithmetic in wrappers); {GUARD_MODES[1]}: exactly PassBench's verdicts, for parity "
           "studies")
    option("timeout", "seconds the compiled side of one variant may take before its sandbox is ended and the "
           f"variant counts as hung (default {DEFAULTS.timeout:g}; 0: no limit)")
    option("compare", "a report.json of an earlier run: report what got worse and exit non-zero on a "
           "regression (a variant no longer correct, or a sample's AS lower by more than the tolerance)",
           ini_default=False)
    option("compare-tolerance", "the AS ratio may leave 1 +- this fraction (or the runs' measured spread, where "
           f"larger) before --passnet-compare counts it (default {DEFAULTS.compare_tolerance})")
    option("md", "write the run summary as Markdown to FILE (it is also appended to $GITHUB_STEP_SUMMARY when "
           "that is set)", ini_default=False)
    option("shard", "run shard K of N (K/N), samples assigned by a hash of their path; auto: from a Slurm array, a "
           "Kubernetes Indexed Job (JOB_COMPLETION_INDEX, PASSNET_SHARD_COUNT) or PASSNET_SHARD_INDEX/PASSNET_SHARD_COUNT",
           ini_default=False)
    option("resume", "keep results.jsonl from an earlier run and skip variants it already holds",
           action="store_true", default=False, ini_default=False)
    option("force-resume", "resume although the options that change results differ from the earlier run's "
           "(the report notes it)", action="store_true", default=False, ini_default=False)


# ini keys pytest acts on before plugins load; a late-found ini file that sets them cannot be honoured.
EARLY_INI_KEYS = ("pythonpath", "required_plugins", "minversion")


def rootdir_without_option_values(config: pytest.Config, args: list[str]) -> None:
    """pytest picks the rootdir and ini file before it knows plugin options, so in
    ``--passnet-root /data`` (a space, not ``=``) it takes ``/data`` for a test path: the rootdir moves
    and the user's ini file (``passnet_compiler = eager``) is dropped (pytest #8846). Called once the
    options are known (``pytest_load_initial_conftests``, before any conftest loads): pytest's own
    choice is made again without their values and, where it differs, put in place with that ini
    file's ``addopts``."""
    import copy
    import inspect

    from _pytest.config.findpaths import determine_setup

    if not any(arg.startswith("--passnet-") and "=" not in arg for arg in args):
        return
    known = config.known_args_namespace  # parsed again once plugin options were added
    wanted = {"inifile": known.inifilename, "args": known.file_or_dir, "rootdir_cmd_arg": known.rootdir or None,
              "invocation_dir": config.invocation_params.dir, "override_ini": known.override_ini}
    accepted = inspect.signature(determine_setup).parameters  # pytest 8 takes no override_ini
    rootpath, inipath, inicfg = determine_setup(**{k: v for k, v in wanted.items() if k in accepted})[:3]
    if (rootpath, inipath) == (config.rootpath, config.inipath):
        return
    late = [key for key in EARLY_INI_KEYS if key in inicfg]
    if late:
        raise pytest.UsageError(
            f"a --passnet-* value written after a space made pytest pass over {inipath}, whose {', '.join(late)} "
            "pytest reads before plugins load; write the option as --passnet-NAME=VALUE")
    stale_addopts = config.getini("addopts")
    config._rootpath, config._inipath = rootpath, inipath
    setattr(config, "_inicfg" if hasattr(config, "_inicfg") else "inicfg", inicfg)
    config._inicache.clear()
    config._parser.extra_info.update(rootdir=str(rootpath), inifile=str(inipath))
    addopts = config.getini("addopts")
    args[:] = addopts + args[len(stale_addopts):]  # pytest put the ini's addopts first
    config.pluginmanager.consider_preparse(addopts, exclude_only=False)  # its -p NAME and -p no:NAME
    config.known_args_namespace = config._parser.parse_known_args(args, namespace=copy.copy(config.option))
    if config.known_args_namespace.confcutdir is None:  # pytest derives it from the ini file as well
        config.known_args_namespace.confcutdir = str(inipath.parent if inipath else rootpath)


def _usage(option: str, value: object, accepts: str) -> pytest.UsageError:
    return pytest.UsageError(f"--passnet-{option.replace('_', '-')} {value!r}: {accepts}")


def _number(option: str, text: str, kind: type, minimum: float) -> int | float:
    try:
        value = kind(text)
    except ValueError:
        raise _usage(option, text, f"expects {'an integer' if kind is int else 'a number'} >= {minimum:g}") from None
    if value < minimum:
        raise _usage(option, text, f"expects {'an integer' if kind is int else 'a number'} >= {minimum:g}")
    return value


def _out_dir(text: str) -> str:
    """The report folder, checked before anything runs: an existing file, a file on its path or a
    folder this process may not write is a usage error, never a traceback at the first write."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise _usage("out", text, "is a file; give a folder (it is created if missing)")
    existing = next(p for p in (path, *path.parents) if p.exists())
    if not existing.is_dir():
        raise _usage("out", text, f"{existing} is a file, so no folder can be made under it")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise _usage("out", text, f"{existing} is not writable by this user (or is on a read-only file system)")
    return text


def _device(requested: str | None) -> str:
    gpus = visible_gpu_ids()
    if not requested:
        return "cuda" if gpus else "cpu"
    if requested == "cpu":
        return requested
    if requested == "cuda" or (requested.startswith("cuda:") and requested[5:].isdigit()):
        if not gpus:
            raise _usage("device", requested, "no GPU is visible on this machine; use cpu")
        return requested
    raise _usage("device", requested, "accepts cpu, cuda or cuda:N")


def _compiler_paths(config: pytest.Config) -> dict[str, str]:
    """Compilers added by plugins, as importable ``file:qualname`` references (the sandboxed child
    imports them; it cannot call the hook)."""
    import inspect

    found: dict[str, str] = {}
    for extra in config.hook.pytest_passnet_compilers():
        for name, factory in (extra or {}).items():
            found[name] = f"{inspect.getsourcefile(factory)}:{factory.__qualname__}"
    return found


def parse(config: pytest.Config) -> Options:
    """Options with absolute paths: command-line paths are relative to the invocation dir, ini values
    to the ini file's dir (not ``config.rootpath``: pytest picks the rootdir before plugin options
    are known, so ``--passnet-out DIR`` could be taken for a test path and become the rootdir)."""
    cli_base = config.invocation_params.dir
    ini_base = config.inipath.parent if config.inipath else cli_base

    def given(name: str):
        """The command line's value, else the ini file's; None where neither sets it (the default holds)."""
        value = config.getoption(f"passnet_{name}")
        if value in (None, []):
            value = config.getini(f"passnet_{name}")
        return value if value not in ("", []) else None

    def number(name: str, kind: type, minimum: float, default: int | float | None) -> int | float | None:
        text = given(name)
        return default if text is None else _number(name, text, kind, minimum)

    def path(name: str, default: Path | None) -> str | None:
        given, base = config.getoption(f"passnet_{name}"), cli_base
        if not given:
            given, base = config.getini(f"passnet_{name}"), ini_base
        return str(base / given) if given else (str(default) if default else None)

    lists = given("list") or []
    lists = lists.split() if isinstance(lists, str) else list(lists)
    paths = [str(cli_base / p) for p in config.getoption("passnet_samples") or []]
    if not (lists or paths):
        return DEFAULTS
    for name, allowed in (("guard", GUARD_MODES), ("replay", REPLAY_LINEAGES), ("score_on", SCORE_SERIES)):
        if given(name) and given(name) not in allowed:
            raise _usage(name, given(name), f"choose one of {', '.join(allowed)}")
    extra = _compiler_paths(config)
    compiler = given("compiler") or DEFAULTS.compiler
    if compiler not in BUILTIN_COMPILERS and compiler not in extra:
        raise _usage("compiler", compiler, f"choose one of {', '.join([*BUILTIN_COMPILERS, *sorted(extra)])}")
    device = _device(given("device"))
    warmup, trials = DEFAULT_COUNTS["cuda" if device.startswith("cuda") else "cpu"]
    shard = None
    if config.getoption("passnet_shard"):
        try:
            shard = Shard.resolve(config.getoption("passnet_shard"))
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
    compare = path("compare", None) if config.getoption("passnet_compare") else None
    return Options(
        lists=tuple(lists),
        paths=tuple(paths),
        root=path("root", ini_base),
        out=_out_dir(path("out", ini_base / DEFAULTS.out)),
        compiler=compiler,
        device=device,
        warmup=number("warmup", int, 0, warmup),
        trials=number("trials", int, 1, trials),
        retries=number("retries", int, 0, DEFAULTS.retries),
        replay=given("replay") or DEFAULTS.replay,
        guard=given("guard") or DEFAULTS.guard,
        score_on=given("score_on") or DEFAULTS.score_on,
        shard=shard,
        resume=bool(config.getoption("passnet_resume") or config.getoption("passnet_force_resume")),
        force_resume=bool(config.getoption("passnet_force_resume")),
        timeout=number("timeout", float, 0, DEFAULTS.timeout) or None,
        compare=compare,
        compare_tolerance=number("compare_tolerance", float, 0, DEFAULTS.compare_tolerance),
        extra_compilers=extra,
        markdown=path("md", None) if config.getoption("passnet_md") else None,
    )
