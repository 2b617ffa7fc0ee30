"""The plugin's options: declared once, parsed and checked once at configure time into a frozen
``Options``. A bad value is a usage error (exit code 4) naming the option and what it accepts,
before anything is collected or written. Nothing here imports torch.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import pytest

from pytest_passnet.machine import visible_gpu_ids
from pytest_passnet.selection import Shard

BUILTIN_COMPILERS = ("pass_mgr", "pass_mgr_direct", "eager", "inductor")  # compilers.BUILTIN_COMPILERS' keys
GUARD_MODES = ("full", "passbench")
REPLAY_LINEAGES = ("passbench", "graphnet")  # the first is the default
# (warm-up, trials): PassBench's counts on CUDA; on CPU timings mean little, so few.
DEFAULT_COUNTS = {"cuda": (25, 100), "cpu": (1, 5)}
# Options whose change changes results: a resumed run must keep them.
RESULT_OPTIONS = ("compiler", "device", "warmup", "trials", "replay", "guard", "retries")
SCORE_SERIES = ("e2e", "kernel")  # which speedup the score uses; e2e is PassBench's


@dataclass(frozen=True)
class Options:
    lists: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()
    root: str = "."
    out: str = ".passnet"
    compiler: str = "pass_mgr"
    device: str = "cpu"
    warmup: int = 1
    trials: int = 5
    retries: int = 3
    replay: str = "passbench"
    guard: str = "full"
    score_on: str = "e2e"
    shard: Shard | None = None
    resume: bool = False
    force_resume: bool = False
    timeout: float | None = 600.0  # seconds per variant; None: no limit
    compare: str | None = None  # baseline report.json
    compare_tolerance: float = 0.05
    extra_compilers: dict[str, str] = field(default_factory=dict)  # name -> "module_file:qualname"
    markdown: str | None = None  # --passnet-md FILE
    keep_trials: bool = False  # raw trial times in each result (asked for by pytest-benchmark's output options)

    @property
    def active(self) -> bool:
        return bool(self.lists or self.paths)

    @property
    def on_cuda(self) -> bool:
        return self.device.startswith("cuda")

    def record(self) -> dict:
        """As stored in report.json."""
        data = asdict(self)
        data["shard"] = f"{self.shard.index}/{self.shard.count}" if self.shard else None
        return data

    def result_settings(self) -> dict:
        return {name: getattr(self, name) for name in RESULT_OPTIONS}


def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("passnet", "PassNet samples as tests (pytest-passnet)")

    def option(name: str, help: str, ini_default=None, ini_type="string", **kwargs) -> None:
        group.addoption(f"--passnet-{name}", dest=f"passnet_{name.replace('-', '_')}", help=help, **kwargs)
        if ini_default is not False:
            parser.addini(f"passnet_{name.replace('-', '_')}", help=help, type=ini_type, default=ini_default)

    option("list", "sample list (txt: a sample path per line; csv: a sample_path column); "
           "looked up as given, then under sample_lists/. Repeatable.", action="append", default=[],
           ini_type="args", ini_default=[])
    option("samples", "sample dirs, bare GraphNet graph dirs, or folders searched for either",
           nargs="+", default=[], ini_default=False)
    option("root", "dataset root that list entries and graph_list.txt lines resolve against (default: rootdir)")
    option("compiler", f"{', '.join(BUILTIN_COMPILERS)} (default pass_mgr, PassBench's); more via the "
           "pytest_passnet_compilers hook")
    option("device", "cuda, cuda:N or cpu (default: cuda when a GPU is visible, else cpu with TRITON_INTERPRET=1)")
    option("warmup", "warm-up calls per side (default: PassBench's 25 on CUDA, 1 on CPU)", ini_default="")
    option("trials", "timed trials per side (default: PassBench's 100 on CUDA, 5 on CPU)", ini_default="")
    option("retries", "re-measure a variant whose timing fluctuates up to N times before it counts as "
           "fluctuation (default 3; 0 = PassBench's single-shot verdicts)", ini_default="3")
    option("score-on", "which speedup the score uses: e2e (default, PassBench's host-timed calls) or kernel "
           "(device time without launch overhead, CUDA only; not comparable with PassBench)", ini_default="e2e")
    option("out", "output directory for report.json, results.jsonl and aggregated_score.json files",
           ini_default=".passnet")
    option("replay", f"input replay lineage: {' or '.join(REPLAY_LINEAGES)} (default {REPLAY_LINEAGES[0]})",
           ini_default=REPLAY_LINEAGES[0])
    option("guard", "full (default): PassBench's checks plus ours (kernel-launch proof, fresh-input re-check, "
           "aliasing, arithmetic in wrappers); passbench: exactly PassBench's verdicts, for parity studies",
           ini_default="full")
    option("timeout", "seconds the compiled side of one variant may take before its sandbox is ended and the "
           "variant counts as hung (0: no limit)", ini_default="600")
    option("compare", "a report.json of an earlier run: report what got worse and exit non-zero on a "
           "regression (a variant no longer correct, or a sample's AS lower by more than the tolerance)",
           ini_default=False)
    option("compare-tolerance", "the AS ratio may leave 1 +- this fraction (or the runs' measured spread, where "
           "larger) before --passnet-compare counts it", ini_default="0.05")
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

    def get(name: str):
        value = config.getoption(f"passnet_{name}")
        return value if value not in (None, []) else config.getini(f"passnet_{name}")

    def path(name: str, default: Path | None) -> str | None:
        given, base = config.getoption(f"passnet_{name}"), cli_base
        if not given:
            given, base = config.getini(f"passnet_{name}"), ini_base
        return str(base / given) if given else (str(default) if default else None)

    lists = get("list")
    lists = lists.split() if isinstance(lists, str) else list(lists or [])
    paths = [str(cli_base / p) for p in config.getoption("passnet_samples") or []]
    if not (lists or paths):
        return Options()
    for name, allowed in (("guard", GUARD_MODES), ("replay", REPLAY_LINEAGES), ("score_on", SCORE_SERIES)):
        if get(name) and get(name) not in allowed:
            raise _usage(name, get(name), f"choose one of {', '.join(allowed)}")
    extra = _compiler_paths(config)
    compiler = get("compiler") or "pass_mgr"
    if compiler not in BUILTIN_COMPILERS and compiler not in extra:
        raise _usage("compiler", compiler, f"choose one of {', '.join([*BUILTIN_COMPILERS, *sorted(extra)])}")
    device = _device(get("device") or None)
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
        out=_out_dir(path("out", cli_base / ".passnet")),
        compiler=compiler,
        device=device,
        warmup=_number("warmup", get("warmup"), int, 0) if get("warmup") not in ("", None) else warmup,
        trials=_number("trials", get("trials"), int, 1) if get("trials") not in ("", None) else trials,
        retries=_number("retries", get("retries") or "3", int, 0),
        replay=get("replay") or REPLAY_LINEAGES[0],
        guard=get("guard") or GUARD_MODES[0],
        score_on=get("score_on") or SCORE_SERIES[0],
        shard=shard,
        resume=bool(config.getoption("passnet_resume") or config.getoption("passnet_force_resume")),
        force_resume=bool(config.getoption("passnet_force_resume")),
        timeout=_number("timeout", get("timeout") or "0", float, 0) or None,
        compare=compare,
        compare_tolerance=_number("compare-tolerance", get("compare_tolerance") or "0.05", float, 0),
        extra_compilers=extra,
        markdown=path("md", None) if config.getoption("passnet_md") else None,
    )
