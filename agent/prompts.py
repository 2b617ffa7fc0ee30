"""System and instance prompts: the pass contract, the validator's rules, and the task's graphs.

Every number and rule the plugin enforces is read from the plugin's own modules when the prompt
is built, so the prompt cannot drift from what judges the pass.
"""

from __future__ import annotations

import re
from pathlib import Path

from pytest_passnet import guard, options, passes, poison, score, tolerance, validator
from pytest_passnet.sample import read_graph_list

from agent.evaluator import WORK, cpu_reward_note


def _names(items) -> str:
    return ", ".join(f"`{item}`" for item in sorted(items))


def _op_names(ops) -> str:
    """aten overloads as a person writes them: `aten.empty_like.default` -> `empty_like`."""
    return ", ".join(sorted({op.__name__.split(".")[0] for op in ops}))


def system_prompt(reward_kind: str = "speedup") -> str:
    """The system prompt for one attempt; `reward_kind` is the evaluator's (speedup or work)."""
    warmup, trials = options.DEFAULT_COUNTS["cuda"]
    levels = tolerance.SCORED_LEVELS
    b = score.FAILURE_PENALTY
    forbidden = "; ".join(f"`{module}` ({reason})" for module, reason in sorted(validator.FORBIDDEN_IMPORTS.items()))
    reward = (f"\n**On this run, {cpu_reward_note()}.** Make every variant correct, then take over as much of "
              "`forward` as you can in as few kernels as you can: on a GPU, that fusion is what makes a pass fast.\n"
              if reward_kind == WORK else "")
    return f"""\
You are a GPU compiler engineer. You write graph rewrite passes that make PyTorch subgraphs faster \
by replacing a pattern of ops with a hand-written Triton kernel, without changing the results.

# The task
The task directory holds one sample: `graph_list.txt` names 1..N variants of one subgraph (same ops, \
different dtype or batch size). Each variant directory has `model.py` (a `GraphModule` whose \
`forward` is the computation) and `weight_meta.py` (shape and dtype of every input). Write your \
passes in `pass_dir/` with the `file_editor` tool, check them with `pass_evaluator`, improve them, \
and call `finish` when you are done. After you finish, the best-scoring pass_dir you evaluated is \
evaluated once more, alone on the device, and that score is your reward.
{reward}
# The pass file contract
A pass is `pass_dir/<Name>.py` with three module-level functions:
* `pattern(a, b, ...)`: plain torch code that reproduces a piece of `forward`, op for op. Every \
parameter must be used; parameters are wildcards that bind graph values (tensors or literals).
* `replacement_args(a, b, ...)`: the same parameters; returns the tuple of arguments for your \
wrapper. Only reorder, drop or append constants here: it is traced into the graph, no math.
* `replacement_func()`: no arguments; RETURNS (does not call) your wrapper function. It must return \
the same module-level function object every time (no nested def, no lambda).
`pass_dir/{passes.OUTPUT_LIST}` is a JSON list of pass names (file stems) in the \
order they apply, e.g. `["FuseAddRelu"]`. It is the only way a pass is found: a pass not listed is \
never loaded, and without this file nothing is applied. Shared helper modules may sit in \
pass_dir/ and be imported as `pass_dir.<module>`; they are checked by the same rules.

# How passes are applied
* The graph is captured with torch.compile (Dynamo) and each listed pass is matched with torch.fx's \
subgraph rewriter; every match is replaced by one call of your wrapper. If no pass changes a \
captured graph, that variant fails (pass_not_matched, score {b:g}).
* The pattern is traced with keyword arguments made positional and defaults filled in; the target \
graph is not. So a call written with keywords on a Python-level function in model.py (for example \
`torch.nn.functional.relu(x, inplace=True)` or `softmax(x, dim=2)`) may never match; check the \
match diagnostics. Builtins (`torch.cat`, `torch.sum`, `torch.conv2d`) match when written exactly \
as in model.py. Operators (`a + b`, `a * b`) and tensor methods (`x.reshape(...)`) match as written.
* Literals must be equal, so batch sizes baked into model.py (`reshape(4, 17, -1)` vs \
`reshape(512, 17, -1)`) differ per variant: make such numbers pattern parameters to match every variant.
* A pattern must return exactly one value, and its intermediate values must not be used outside \
the match.
* At most {passes.REPLACEMENT_FUNC_LIMIT} distinct replacement function(s) kept per sample: every pass must \
return the same wrapper from `replacement_func()`. To serve several patterns, write one dispatcher \
wrapper and append a constant route string in each pass's `replacement_args`.
* At most {passes.PATTERN_LIMIT} passes are loaded.

# Rules the validator enforces (break one and the pass is rejected or the variant is cheat_detected)
* PassBench's static check of the pass source: no import of {_names(validator.BLOCKED_MODULES)} \
(or aliases such as `F = torch.nn.functional`) anywhere. Outside \
{" and ".join(f"`{name}`" for name in validator.EXEMPT_FUNCTIONS)}, the only `torch.*` calls allowed are the \
allocators {_names(validator.ALLOWED_ALLOCATORS)}. The computation must happen in Triton kernels.
* pytest-passnet's static rules (a finding marks the variant cheat_detected): no imports of \
{forbidden}. No calls of {_names(validator.HIDING_CALLS)} (they hide what a pass calls). No \
assignment to attributes of imported modules or to {_names(validator.TAMPER_ATTRIBUTES)} (no patching of \
modules, timers or synchronize). No use of {_names(validator.STREAM_ATTRIBUTES)} on imported modules \
(work on another stream or in a CUDA graph escapes the timing). No state kept between calls: outside \
`@triton.jit` kernels, no `global`/`nonlocal`, no mutable default arguments, no writes to or \
{_names(validator.MUTATING_METHODS)} calls on module-level objects. `replacement_args` may only return \
its parameters and constants.
* Poison tensors: during warm-up your wrapper receives tensors that only allow allocation \
({_op_names(poison.ALLOCATORS)}) and metadata ({_op_names(poison.METADATA)}). Any other tensor \
operation in the wrapper (arithmetic, .view, .reshape, .contiguous, indexing) raises "Unauthorized \
Operator" and fails the variant (poison_violation). Launch `@triton.jit` kernels with the tensors and \
their strides instead.
* A Triton kernel must really run inside every replaced region; tensor math in the wrapper or \
results computed by PyTorch are caught at run time (cheat_detected). Compiled and eager run again on \
fresh inputs after timing and must still agree.
* Speedups above {guard.SPEEDUP_LIMIT:g}x are flagged as implausible in the report.

# Scoring
Each variant runs compiled (with your passes) and eager ({warmup} warm-up + {trials} timed calls on GPU) on \
the same inputs. Outputs must have the same dtypes and be close: the score sweeps tolerances \
t = {levels[0]}..{levels[-1]} (t = {tolerance.BASELINE_LEVEL} is PyTorch's usual assert_close tolerance). ES(t) is \
the geometric mean over variants of the speedup when correct at t, {b:g} when wrong or failed. AS is a \
weighted geometric mean of ES(t); eager PyTorch scores 1.0, a correct pass scores about its speedup, \
a pass that fails everywhere scores {b:g}. Matching only some variants still scores: the others count {b:g}.
""" + _EXAMPLE.replace("OUTPUT_LIST", passes.OUTPUT_LIST)


_EXAMPLE = """
# Example pass (pass_dir/TritonAdd.py) for `tmp_0 = in_0 + in_1`
```python
import torch
import triton
import triton.language as tl


def pattern(x, y):
    return x + y


def replacement_args(x, y):
    return (x, y)


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, x + y, mask=mask)


@torch.fx.wrap
def triton_add(x, y):
    out = torch.empty_like(x)
    n_elements = x.numel()
    add_kernel[(triton.cdiv(n_elements, 1024),)](x, y, out, n_elements, BLOCK_SIZE=1024)
    return out


def replacement_func():
    return triton_add
```
with `pass_dir/OUTPUT_LIST` = `["TritonAdd"]`. (This kernel assumes x and y \
are contiguous and of the same shape; handle broadcasting and strides where the graph needs it.)

# How to work
1. Read the graphs (shown below; `file_editor view` shows any file again).
2. Pick a fusion that saves memory traffic: several element-wise or reduction ops in one kernel.
3. Write the pass and the JSON list, call `pass_evaluator`, read the statuses and diagnostics, fix.
4. Keep what scores best; call `finish` when the score stops improving or you run low on steps.
"""

_MAX_VARIANTS_SHOWN = 8
_DATA_LIST = re.compile(r"^(\s*data = \[)([^\]]{200,})\]", re.MULTILINE)


def instance_prompt(workspace: Path) -> str:
    """The task text: every variant's model.py and weight_meta.py, as PassAgent shows them."""
    lines = read_graph_list(workspace)
    parts = [f"**Target Graphs:** {len(lines)} variant(s) listed in graph_list.txt\n"]
    for line in lines[:_MAX_VARIANTS_SHOWN]:
        variant = workspace / line
        parts.append(f"Graph: {line}\nLocation: ./{line}/\nFiles available: model.py, weight_meta.py\n")
        parts.append("Computation to optimize (model.py):\n```python\n" + _read(variant / "model.py") + "\n```\n")
        parts.append("Input shapes and types (weight_meta.py):\n```python\n"
                     + _shorten_data(_read(variant / "weight_meta.py")) + "\n```\n")
    if len(lines) > _MAX_VARIANTS_SHOWN:
        rest = "\n".join(f"- {line}" for line in lines[_MAX_VARIANTS_SHOWN:])
        parts.append(f"Further variants (view them with file_editor):\n{rest}\n")
    parts.append("Write your passes in pass_dir/ so that they match and speed up every variant, "
                 "then evaluate them with pass_evaluator.")
    return "\n".join(parts)


def _read(path: Path) -> str:
    return path.read_text().rstrip() if path.is_file() else f"(missing: {path.name})"


def _shorten_data(text: str) -> str:
    """Long literal `data = [...]` lists carry no information a pass needs; keep their start."""
    def shorten(match: re.Match) -> str:
        values = match.group(2).split(",")
        return f"{match.group(1)}{','.join(values[:8])}, ...]  # {len(values)} values"
    return _DATA_LIST.sub(shorten, text)
