"""Round 13b's attacks: pass files the allow-list accepts although Triton calls their ``pattern`` with
the launch's real tensors (a heuristic, a grid, a config's pre-hook) or the graph calls it (a wrapper's
name rebound by a walrus); a resumed shard whose newest line lost its signature; an honest pass's
measurement with one quick eager attempt; pass_dirs for Harbor's verifier; and the verifier run of the
heuristic pass (``-m redteam``)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from pytest_passnet import guard, passes
from pytest_passnet.report import build_report
from pytest_passnet.result import Status
from pytest_passnet.runfiles import RunDir
from tests.adversarial.redteam.round10b import attacks10b
from tests.adversarial.redteam.round12b import attacks12b
from tests.sample_factory import ADD_RELU_MODEL, write_sample

RULE = "TritonAddRelu"  # the agent fixture's rule name: the same sample, the same trusted pattern matcher
SHAPE = [256, 1024]

# -- pattern, called by Triton with the launch's arguments ------------------------------------------
# A second listed rule, ``Hook``, holds the kernel, the wrapper both rules return and a ``pattern`` that
# matches nothing in the model: Triton calls it with the launch's arguments as a dict of the real tensors
# (a heuristic, a grid on a GPU, a Config's pre-hook), inside Triton's run (launches.inside_triton: the
# compute audit and PassBench's poison tensor let everything through there). The allow-list checks it
# with the looser rules of traced code, and a use of it as a value in a decorator, a grid or a Config is
# no finding (wrapper_rules._Body.value_use: nothing for a PATTERN unit). The first rule's pattern is the
# model's add and relu: what the trusted side's matcher (agent.patterns) confirms for the work reward.
_RULE = '''\
import torch

from pass_dir.Hook import triton_add_relu


def pattern(x, y):
    tmp = x + y
    return torch.relu(tmp)


def replacement_args(x, y):
    return (x, y)


def replacement_func():
    return triton_add_relu
'''
_HOOK = '''\
import torch
import triton
import triton.language as tl


def pattern(meta):  # traced: a getitem of a placeholder matches nothing; called by Triton: the launch's tensors
    done = torch.add(meta["x_ptr"], meta["y_ptr"], out=meta["out_ptr"])
    return done.clamp_(min=0).numel()


def replacement_args(meta):
    return (meta,)


'''
# The kernel copies one element onto itself: every launch counts, no work is done in Triton.
_TOUCH = '''\
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr{extra}):
    offsets = tl.arange(0, BLOCK_SIZE)
    mask = offsets < 1
    tl.store(out_ptr + offsets, tl.load(out_ptr + offsets, mask=mask), mask=mask)


@torch.fx.wrap
def triton_add_relu(x, y):
    out = torch.empty_like(x)
    add_relu_kernel[{grid}](x, y, out, x.numel(){block})
    return out


from pass_dir.Hook import triton_add_relu as shared  # noqa: E402  (one function for both rules, as PassBench wants)


def replacement_func():
    return shared
'''
_PLAIN = '''\
import torch
import triton
import triton.language as tl


def pattern(x, y):
    tmp = x + y
    return torch.relu(tmp)


def replacement_args(x, y):
    return (x, y)


'''
HOOKS = {
    "heuristic": _HOOK + '@triton.heuristics({"DONE": pattern})\n@triton.jit\n' + _TOUCH.format(
        extra=", DONE: tl.constexpr", grid="(1,)", block=", BLOCK_SIZE=16"),
    "grid": _HOOK + "@triton.jit\n" + _TOUCH.format(extra="", grid="pattern", block=", BLOCK_SIZE=16"),
    "pre_hook": _HOOK + '@triton.autotune(configs=[triton.Config({"BLOCK_SIZE": 16}, pre_hook=pattern)], '
                        'key=["n_elements"])\n@triton.jit\n' + _TOUCH.format(extra="", grid="(1,)", block=""),
}
HOOKED = {hook: {RULE: _RULE, "Hook": source} for hook, source in HOOKS.items()}
# The same reach for anything a tensor's attributes lead to: a NumPy array's ctypes helper holds the
# ctypes module (numpy/_core/_internal.py, ``self._ctypes = ctypes``), and from it libc.
CTYPES = {RULE: _RULE, "Hook": HOOKS["heuristic"].replace(
    '    done = torch.add(meta["x_ptr"], meta["y_ptr"], out=meta["out_ptr"])\n    return done.clamp_(min=0).numel()\n',
    '    libc = meta["x_ptr"].numpy().ctypes._ctypes.CDLL(None)\n    return libc.getpid()\n')}

# -- the wrapper's name rebound after its definition ------------------------------------------------
# find_entries follows ``return triton_add_relu`` to the def; the walrus at module level binds the module's
# name to pattern when the module runs, in a scope of its own for the checks (module_value): the graph calls
# pattern's torch operators. (Round 11's five forms returned pattern from replacement_func itself.)
WALRUS = _PLAIN + '''\
@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    total = tl.load(x_ptr + offsets, mask=mask) + tl.load(y_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, tl.where(total > 0, total, 0), mask=mask)


@torch.fx.wrap
def triton_add_relu(x, y):
    out = torch.empty_like(x)
    n_elements = x.numel()
    add_relu_kernel[(triton.cdiv(n_elements, 1024),)](x, y, out, n_elements, BLOCK_SIZE=1024)
    return out


REBOUND = (triton_add_relu := pattern)


def replacement_func():
    return triton_add_relu
'''


# The same through a helper: its module binds the name again after the def (pass_member prefers the
# def, wrapper_rules.py:540), here to the rule file's pattern, imported once the def has been run (the
# rule file imports the helper, which imports the rule file as pass_dir.TritonAddRelu: a cycle that
# resolves because each name exists when it is asked for).
IMPORT_REBOUND = {
    RULE: _PLAIN + "from pass_dir.kernels import triton_add_relu  # noqa: E402\n\n\n"
                     "def replacement_func():\n    return triton_add_relu\n",
    "kernels.py": WALRUS[WALRUS.index("@triton.jit"):WALRUS.index("REBOUND")].replace(
        "@triton.jit", "import torch\nimport triton\nimport triton.language as tl\n\n\n@triton.jit", 1)
    + "from pass_dir.TritonAddRelu import pattern  # noqa: E402\n\ntriton_add_relu = pattern\n",
}


def pass_sample(root: Path, name: str, files: dict[str, str] | str) -> Path:
    """A sample of the add_relu model: ``files`` is the one rule file's source, or {rule name: source,
    ..., helper file name (``*.py``): source}; the rules are listed in that order."""
    files = {RULE: files} if isinstance(files, str) else files
    rules = {key: source for key, source in files.items() if not key.endswith(".py")}
    sample = write_sample(root, name, model=ADD_RELU_MODEL, shape=SHAPE, passes=rules)
    for file_name, source in files.items():
        if file_name.endswith(".py"):
            (sample / "pass_dir" / file_name).write_text(source)
    return sample


def static_findings(root: Path, name: str, files: dict[str, str] | str) -> list[str]:
    """The trusted allow-list's findings for that sample."""
    return guard.sample_static_findings(pass_sample(root, name, files))


def load_rule(root: Path, name: str, files: dict[str, str] | str):
    """The rule file imported as the child imports it (Triton's interpreter where the tests set it)."""
    sample = pass_sample(root, name, files)
    passes._purge_pass_dir_modules()
    return passes.import_pass(sample / "pass_dir" / f"{RULE}.py", sample, f"round13b_{name}")


# -- merge: a resumed shard whose newest line lost its signature ------------------------------------


def resumed_shard(out: Path) -> dict:
    """One sample, one variant: correct at 3x under the pass first measured; the pass changed, and
    ``--passnet-resume`` measured the variant again (kernel_error), appending its line and writing the
    report from it. Returns the report as written."""
    first = attacks12b._result("samples/s", "graphs/a", Status.CORRECT, 3.0, "full")
    again = attacks12b._result("samples/s", "graphs/a", Status.KERNEL_ERROR, None, "full")
    run_dir = RunDir(out)
    run_dir.lock()
    try:
        run_dir.start_results(keep=False)
        run_dir.append(first)
        run_dir.start_results(keep=True)  # the resumed run: the same key, the old line kept
        run_dir.append(again)
        report = build_report([again], ["samples/s"], {}, partial=False).to_dict()
        run_dir.write_report(report)
    finally:
        run_dir.unlock()
    return report


def change_last_line(out: Path) -> None:
    """One byte of the newest results line changed (a copy that lost it, an edit): its signature fails."""
    results = out / "results.jsonl"
    lines = results.read_text().splitlines(keepends=True)
    lines[-1] = lines[-1].replace("kernel_error", "kernel_errer")
    results.write_text("".join(lines))


def resumed_shard_that_died(out: Path) -> dict:
    """Two variants, both correct at 2x, in a finished shard (its report written); then a pass changed
    and ``--passnet-resume`` measured the first again (kernel_error, its line appended) and died before
    the second and before its report (killed, out of time, the machine lost). Returns the report on disk."""
    first = [attacks12b._result("samples/s", f"graphs/{name}", Status.CORRECT, 2.0, "full") for name in "ab"]
    run_dir = RunDir(out)
    run_dir.lock()
    try:
        run_dir.start_results(keep=False)
        for result in first:
            run_dir.append(result)
        report = build_report(first, ["samples/s"], {}, partial=False).to_dict()
        run_dir.write_report(report)
        run_dir.start_results(keep=True)
        run_dir.append(attacks12b._result("samples/s", "graphs/a", Status.KERNEL_ERROR, None, "full"))
    finally:
        run_dir.unlock()
    return report


# -- Harbor's verifier -------------------------------------------------------------------------------


def harbor_pass_dir(app: Path, files: dict[str, str]) -> None:
    """The agent's /app/pass_dir holding the rule files ``files`` (name: source), listed in that order."""
    pass_dir = app / "pass_dir"
    pass_dir.mkdir(exist_ok=True)
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(list(files)))
    for name, source in files.items():
        (pass_dir / f"{name}.py").write_text(source)


def deep_pass_dir(pass_dir: Path, depth: int) -> None:
    """A pass_dir with a chain of ``depth`` folders (made relative to each other: no long paths)."""
    pass_dir.mkdir(parents=True, exist_ok=True)
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([RULE]))
    here = os.open(pass_dir, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for _ in range(depth):
            os.mkdir("d", dir_fd=here)
            inner = os.open("d", os.O_RDONLY | os.O_DIRECTORY, dir_fd=here)
            os.close(here)
            here = inner
    finally:
        os.close(here)


def remove_deep(pass_dir: Path) -> None:
    """Remove what ``deep_pass_dir`` made without recursing (shutil.rmtree recurses per folder before
    Python 3.12, and pytest's clean-up of old temporary folders with it): the chain is shortened from
    the top, one folder at a time."""
    while (pass_dir / "d").is_dir():
        if (pass_dir / "d/d").is_dir():
            os.rename(pass_dir / "d/d", pass_dir / "up")
            os.rmdir(pass_dir / "d")
            os.rename(pass_dir / "up", pass_dir / "d")
        else:
            os.rmdir(pass_dir / "d")


def verifier_reward(folder: Path, files: dict[str, str], root: Path) -> tuple[float, dict, str]:
    """The exported add_relu task's verifier (tests/test.sh in Harbor's separate container, laid out
    under ``root``) on a pass_dir holding ``files``: (Harbor's reward, evaluation.json, output)."""
    from tests.agent.harbor_verifier import run_test_sh, verifier_container

    app = folder / "environment/workspace"
    harbor_pass_dir(app, files)
    verifier = verifier_container(folder, app, root)
    done = run_test_sh(verifier, timeout=attacks10b.PLUGIN_TIMEOUT_S)
    logs = verifier / "logs/verifier"
    evaluation = json.loads((logs / "evaluation.json").read_text()) if (logs / "evaluation.json").exists() else {}
    reward = attacks10b.harbor_reward(logs) if (logs / "reward.txt").exists() else float("nan")
    return reward, evaluation, done.stdout[-3000:] + done.stderr[-3000:]


def verifier_runs(base: Path) -> dict[str, tuple[float, dict, str]]:
    """The verifier on the heuristic pass and on the agent fixture's honest Triton pass."""
    honest = (attacks10b.FIXTURES / "passes" / f"{RULE}.py").read_text()
    runs = {}
    for name, files in (("heuristic", HOOKED["heuristic"]), ("honest", {RULE: honest})):
        folder = attacks10b.harbor_task(base / name / "harbor")
        runs[name] = verifier_reward(folder, files, base / name / "verifier")
    return runs


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory(prefix="passnet-r13b-") as scratch:
        for name, (reward, evaluation, output) in verifier_runs(Path(scratch)).items():
            print(name, reward, json.dumps(evaluation)[:1500], file=sys.stdout)
