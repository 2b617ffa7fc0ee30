"""Round 63a: the allow-list (``wrapper_rules.py``, ``guard.sample_static_findings``) and the compute audit
(``launches.py``, ``sandbox/child/watch.py``) at ``d401219e``, allow-list on as shipped.

Each pass here is a ``pass_dir`` whose files PassBench's validator accepts; ``findings(files)`` (round 59b's) gives
``guard.sample_static_findings`` on a sample holding only ``pass_dir/`` and PassBench's verdict per rule file;
``demo(kernels, graph)`` (round 60a's) runs the entry on fresh inputs as the child's re-check call does (launch
counter + ``watch.ComputeAudit``): launches a call, audited torch ops, equal to torch.

Groups:

- ``LAUNDER_FORMS``: CONTAINER_WRITE_LAUNDER, a tensor written into a local container made in the call (``l = []``
  then ``l.append(x)``, ``l[0] = x``, ``d['k'] = x``, ...) leaves the container typed as it was written (plain data):
  what is read back (``l[0]``) is "not a tensor", so ``y + 1`` on it is accepted. Each form's body ends in tensor
  arithmetic the checks refuse on ``x`` itself (``CONTROLS``).
- ``LAUNDER_CONSTEXPR``: the full escape in the CPU interpreter: ``(x, out)`` laundered through ``pair.append`` reach
  the kernel's constexpr ``X``, and the kernel's Python computes relu with torch on them inside the leaf launch
  (round 61a's CONSTEXPR_TENSOR_AUDIT, which rested on the static check alone).
- ``LAUNDER_HOST_SUM``: the full escape without a constexpr (GPU hosts too): the input laundered, then read element by
  element with ``float(flat[i])`` (``aten.select`` views and ``_local_scalar_dense``, both allowed by the audit: round
  60a's HOST_SUM gap) and summed in Python; a one-line kernel stores the sum.
- ``HONEST``: the honest relu (``sample_kit.relu_kernels``), the twin of the plugin run.

``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round63a/premises63a.py [name ...]`` prints them.
"""

from __future__ import annotations

import json
import sys

from tests.adversarial.redteam import sample_kit
from tests.adversarial.redteam.round59b import premises59b
from tests.adversarial.redteam.round60a import premises60a

findings = premises59b.findings
demo = premises60a.demo
RELU_RULE = premises59b.RELU_RULE
SUM_RULE = premises60a.SUM_RULE
MODULE = "kernels63a"

HEAD = "import torch\nimport triton\nimport triton.language as tl\n"
# The honest relu kernel (one program a BLOCK), launched by every laundering form after its line of arithmetic.
KERNEL = '''
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)
'''
TAIL = '''
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return y + 1
'''


def relu_files(kernels: str) -> dict[str, str]:
    return {f"{MODULE}.py": kernels, "Rule63a.py": RELU_RULE.format(module=MODULE)}


def sum_files(kernels: str) -> dict[str, str]:
    return {f"{MODULE}.py": kernels, "Rule63a.py": SUM_RULE.format(module=MODULE)}


def wrapper(body: str) -> str:
    """A kernels module whose ``relu`` runs ``body`` (which binds ``y``), launches the kernel and returns ``y + 1``."""
    return f"{HEAD}\n{KERNEL}\n\ndef relu(x):\n{body}{TAIL}"


# -- CONTAINER_WRITE_LAUNDER: writes into a local container do not raise its type ----------------------------------------
LAUNDER_FORMS = {
    "append": "    l = []\n    l.append(x)\n    y = l[0]",
    "extend": "    l = []\n    l.extend((x,))\n    y = l[0]",
    "insert": "    l = []\n    l.insert(0, x)\n    y = l[0]",
    "pop_after_append": "    l = []\n    l.append(x)\n    y = l.pop()",
    "set_add_pop": "    s = set()\n    s.add(x)\n    y = s.pop()",
    "dict_update_keyword": "    d = {}\n    d.update(k=x)\n    y = d['k']",
    "dict_setdefault": "    d = {}\n    d.setdefault('k', x)\n    y = d['k']",
    "subscript_store": "    l = [None]\n    l[0] = x\n    y = l[0]",
    "dict_store": "    d = {}\n    d['k'] = x\n    y = d['k']",
    "slice_store": "    l = []\n    l[:] = (x,)\n    y = l[0]",
    "tuple_target_store": "    l = [None, None]\n    l[0], l[1] = x, x\n    y = l[0]",
    "for_target_store": "    l = [None]\n    for l[0] in (x,):\n        pass\n    y = l[0]",
    "comprehension_target_store": "    l = [None]\n    [0 for l[0] in (x,)]\n    y = l[0]",
    "augmented_subscript": "    l = [0]\n    l[0] += x\n    y = l[0]",
}
# The same arithmetic on x itself, and through a display holding it: refused (the rule the forms step round).
CONTROLS = {
    "direct": "    y = x",
    "display": "    l = [x]\n    y = l[0]",
}

# -- the full escapes ------------------------------------------------------------------------------------------------------
# Relu computed with torch by the kernel's Python (CPU interpreter) on a constexpr holding (x, out); the kernel's own
# store is masked off (offsets < n * 0). Round 61a's ALIAS body.
LAUNDER_CONSTEXPR = f'''\
"""Round 63a: (x, out) laundered through a local list into the constexpr X."""

{HEAD}

@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, X: tl.constexpr):
    Z = X[1]
    Z += (X[0] + abs(X[0])) / 2
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * 0
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.zeros_like(x)
    pair = []
    pair.append(x)
    pair.append(out)
    relu_kernel[(1,)](x, out, x.numel(), BLOCK=16, X=tuple(pair))
    return out
'''
# The same through a subscript store (no method call at all).
LAUNDER_CONSTEXPR_STORE = LAUNDER_CONSTEXPR.replace(
    "    pair = []\n    pair.append(x)\n    pair.append(out)\n", "    pair = [None, None]\n    pair[0] = x\n    pair[1] = out\n")
assert "pair[0] = x" in LAUNDER_CONSTEXPR_STORE
# Round 61a's form (a heuristic returning the tensors): refused, the control.
CONSTEXPR_HEURISTIC = LAUNDER_CONSTEXPR.replace(
    "@triton.jit\ndef relu_kernel", "@triton.heuristics({'X': lambda args: (args['x_ptr'], args['out_ptr'])})\n"
    "@triton.jit\ndef relu_kernel").replace(", X=tuple(pair)", "")
assert "heuristics" in CONSTEXPR_HEURISTIC

# torch.sum computed on the host: each element read as a Python float (views and _local_scalar_dense, both allowed by
# the audit), summed in Python, stored by a one-line kernel.
LAUNDER_HOST_SUM = f'''\
"""Round 63a: the input laundered through a local list, summed on the host."""

{HEAD}

@triton.jit
def _store_kernel(out_ptr, value):
    tl.store(out_ptr, value)


def total(x):
    out = torch.zeros((), dtype=x.dtype, device=x.device)
    box = []
    box.append(x.reshape(-1))
    flat = box[0]
    s = 0.0
    for i in range(flat.numel()):
        s += float(flat[i])
    _store_kernel[(1,)](out, s)
    return out
'''

# The same in a heuristic (inside Triton during the poisoned warm-ups, where the poison lets views through; as wrapper
# code during the audit, which allows views and ``_local_scalar_dense``): the sum reaches the kernel as a plain float
# argument ``value`` (not a constexpr: no recompile per value on a GPU).
LAUNDER_HOST_SUM_HEURISTIC = f'''\
"""Round 63a: the input laundered through a local list in a heuristic, summed on the host."""

{HEAD}

def _sum(meta):
    box = []
    box.append(meta['x_ptr'])
    flat = box[0]
    s = 0.0
    for i in range(flat.shape[0]):
        for j in range(flat.shape[1]):
            s += float(flat[i, j])
    return s


@triton.heuristics({{'value': _sum}})
@triton.jit
def _store_kernel(x_ptr, out_ptr, value):
    tl.store(out_ptr, value)


def total(x):
    out = torch.zeros((), dtype=x.dtype, device=x.device)
    _store_kernel[(1,)](x, out)
    return out
'''
HOST_SUM_DIRECT = LAUNDER_HOST_SUM.replace("    box = []\n    box.append(x.reshape(-1))\n    flat = box[0]\n",
                                           "    flat = x.reshape(-1)\n")
assert "box" not in HOST_SUM_DIRECT

# -- STATE_BY_DISPLAY and ADDRESS_DODGE: module state through a display, the audit dodged ------------------------------------
# A module-level list reached through a local display (``box = [_SEEN]``; ``box[0].append(...)``): the state rule reads
# the write's root (``box``, made in the call), not what it holds. The forms, each keeping something across calls:
STATE_FORMS = {
    "module_list_via_display": "_S = []\n\ndef relu(x):\n    l = [_S]\n    l[0].append(1)\n    n = len(_S)",
    "lambda_default_via_display": "_K = lambda keep=[]: keep\n\ndef relu(x):\n    l = [_K()]\n    l[0].append(1)",
    "module_dict_store_via_display": "_S = {}\n\ndef relu(x):\n    l = [_S]\n    l[0]['n'] = l[0].get('n', 0) + 1",
    "module_list_keeps_tensor": "_S = []\n\ndef relu(x):\n    l = [_S]\n    l[0].append(x)",
}
STATE_CONTROL = "_S = []\n\ndef relu(x):\n    _S.append(1)"
STATE_TAIL = """
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out
"""


def state_module(form: str) -> str:
    return f"{HEAD}\n{KERNEL}\n\n{form}{STATE_TAIL}"


# The child's timed calls (warm-ups, prime, outputs, trials) all run on one set of input buffers (``prepare``: mapped once
# on the CPU, refilled in place on CUDA); the audited re-check call runs on inputs ``draw_fresh`` allocates. A heuristic
# keeps the input addresses it has seen (STATE_BY_DISPLAY): an address seen before is a timed call, where it computes
# relu with torch (laundered: CONTAINER_WRITE_LAUNDER) and returns DONE=1 (the kernel stores nothing, grid (1,)); a new
# address (the first warm-up, the re-check) gets the honest kernel. Heuristics run inside Triton outside the audit, so
# the poisoned warm-ups let the torch work through; during the audit the heuristic runs as wrapper code but computes
# nothing. No constexpr holds a tensor: on a GPU the same pass runs any torch (cuBLAS) on the timed calls.
ADDRESS_DODGE = '''\
import torch
import triton
import triton.language as tl

_SEEN = []


def _done(meta):
    x = meta['x_ptr']
    out = meta['out_ptr']
    box = [_SEEN]
    if x.data_ptr() in box[0]:
        pair = []
        pair.append(x)
        pair.append(out)
        o = pair[1]
        o += (pair[0] + abs(pair[0])) * 0.5
        return 1
    box[0].append(x.data_ptr())
    return 0


@triton.heuristics({'DONE': _done})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, DONE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * (1 - DONE)
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.zeros_like(x)
    relu_kernel[lambda meta: (1,) if meta['DONE'] else (triton.cdiv(x.numel(), meta['BLOCK']),)](x, out, x.numel(), BLOCK=8192)
    return out
'''
assert "box[0].append(x.data_ptr())" in ADDRESS_DODGE

# -- HOOK_LOCAL_METADATA (false rejection): a hook's local bound to a tensor method's result -----------------------------
# The fixed point's first round types a hook's ``meta['x_ptr']`` as a number (no launch typed yet): ``.size(0)`` of a
# number is not a data method, so the local gets Blocked; the next round's SCALAR meets Blocked under one name and
# ``_Body.assign_name`` makes it TENSOR ("two different things under one name"). The same read inline is accepted.
HEURISTIC_LOCAL = f"""{HEAD}

def _rows(args):
    rows = args['x_ptr'].size(0)
    return triton.next_power_of_2(rows)


@triton.heuristics({{'ROWS': _rows}})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, ROWS: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[(triton.cdiv(x.numel(), 8192),)](x, out, x.numel(), BLOCK=8192)
    return out
"""
HEURISTIC_INLINE = HEURISTIC_LOCAL.replace("    rows = args['x_ptr'].size(0)\n    return triton.next_power_of_2(rows)",
                                           "    return triton.next_power_of_2(args['x_ptr'].size(0))")
assert HEURISTIC_INLINE != HEURISTIC_LOCAL
PRUNE_LOCAL = f"""{HEAD}

def _prune(configs, named_args, **kw):
    width = named_args['x_ptr'].element_size()
    return [c for c in configs if c.kwargs['BLOCK'] * width <= 4096]


@triton.autotune(configs=[triton.Config({{'BLOCK': 1024}}), triton.Config({{'BLOCK': 2048}})], key=['n'],
                 prune_configs_by={{'early_config_prune': _prune}})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.empty_like(x)
    relu_kernel[lambda meta: (triton.cdiv(x.numel(), meta['BLOCK']),)](x, out, x.numel())
    return out
"""
PRUNE_INLINE = PRUNE_LOCAL.replace("    width = named_args['x_ptr'].element_size()\n", "").replace(
    "* width", "* named_args['x_ptr'].element_size()")
assert PRUNE_INLINE != PRUNE_LOCAL
HOOK_LOCAL = {"heuristic_local_size": HEURISTIC_LOCAL, "prune_local_element_size": PRUNE_LOCAL}
HOOK_INLINE = {"heuristic_inline_size": HEURISTIC_INLINE, "prune_inline_element_size": PRUNE_INLINE}

# ADDRESS_DODGE on a matmul: torch's ``@`` (cuBLAS on a GPU) on every timed call, an honest tiled Triton matmul on new
# addresses only. In process (256x256, CPU interpreter): timed calls 5-24 ms, the audited re-check (honest) 2.1 s.
MM_DODGE = '''\
import torch
import triton
import triton.language as tl

_SEEN = []


def _done(meta):
    a = meta['a_ptr']
    box = [_SEEN]
    if a.data_ptr() in box[0]:
        trio = []
        trio.append(a)
        trio.append(meta['b_ptr'])
        trio.append(meta['c_ptr'])
        c = trio[2]
        c += trio[0] @ trio[1]
        return 1
    box[0].append(a.data_ptr())
    return 0


@triton.heuristics({'DONE': _done})
@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                  DONE: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K * (1 - DONE), BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :], mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    mask = (rm[:, None] < M * (1 - DONE)) & (rn[None, :] < N)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=mask)


def matmul(a, b):
    M, K = a.shape
    N = b.shape[1]
    c = torch.zeros((M, N), dtype=a.dtype, device=a.device)
    matmul_kernel[lambda meta: (1, 1) if meta['DONE'] else (triton.cdiv(M, meta['BM']), triton.cdiv(N, meta['BN']))](
        a, b, c, M, N, K, BM=32, BN=32, BK=32)
    return c
'''
MM_RULE = '''\
import torch
from pass_dir.{module} import matmul


def pattern(a, b):
    return torch.matmul(a, b)


def replacement_args(a, b):
    return (a, b)


def replacement_func():
    return matmul
'''

# VERSION_DODGE: ADDRESS_DODGE without state. On the CPU the timed calls' inputs are views of the trusted side's mapped
# file, written through the file, never by torch: version 0; the re-check's come from ``draw_fresh``, whose float draws
# end in ``clamp_``: version 1. A laundered value's ``_version`` is an attribute of "plain data" (accepted).
VERSION_DODGE = f'''\
"""Round 63a: torch on calls whose input's version is 0, the honest kernel otherwise."""

{HEAD}

def _done(meta):
    box = []
    box.append(meta['x_ptr'])
    x = box[0]
    if x._version == 0:
        box.append(meta['out_ptr'])
        o = box[1]
        o += (x + abs(x)) * 0.5
        return 1
    return 0


@triton.heuristics({{'DONE': _done}})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, DONE: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n * (1 - DONE)
    tl.store(out_ptr + offsets, tl.maximum(tl.load(x_ptr + offsets, mask=mask), 0.0), mask=mask)


def relu(x):
    out = torch.zeros_like(x)
    relu_kernel[lambda meta: (1,) if meta['DONE'] else (triton.cdiv(x.numel(), meta['BLOCK']),)](x, out, x.numel(),
                                                                                                   BLOCK=8192)
    return out
'''

# Diagnostics: the dodges with their torch path off by one (relu + 1): a verdict other than `correct` shows the timed
# calls took that path in the real child (the audited re-check alone would be honest).
ADDRESS_DODGE_MARKED = ADDRESS_DODGE.replace("o += (pair[0] + abs(pair[0])) * 0.5", "o += (pair[0] + abs(pair[0])) * 0.5 + 1.0")
VERSION_DODGE_MARKED = VERSION_DODGE.replace("o += (x + abs(x)) * 0.5", "o += (x + abs(x)) * 0.5 + 1.0")
assert ADDRESS_DODGE_MARKED != ADDRESS_DODGE and VERSION_DODGE_MARKED != VERSION_DODGE

# -- held: Triton's tutorials' wrappers (vector add, fused softmax without its driver queries, layer norm), each as the
# entry of the relu rule (a relu they are not: static only) -----------------------------------------------------------
TUTORIALS = {
    'vector_add': HEAD + '''
@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    output = x + y
    tl.store(output_ptr + offsets, output, mask=mask)


def add(x: torch.Tensor, y: torch.Tensor):
    output = torch.empty_like(x)
    assert x.device == y.device and output.device == x.device
    n_elements = output.numel()
    grid = lambda meta: (triton.cdiv(n_elements, meta['BLOCK_SIZE']), )
    add_kernel[grid](x, y, output, n_elements, BLOCK_SIZE=1024)
    return output


def relu(x):
    return add(x, x)
''',
    'fused_softmax': HEAD + '''
@triton.jit
def softmax_kernel(output_ptr, input_ptr, input_row_stride, output_row_stride, n_rows, n_cols, BLOCK_SIZE: tl.constexpr,
                   num_stages: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    for row_idx in tl.range(row_start, n_rows, row_step, num_stages=num_stages):
        row_start_ptr = input_ptr + row_idx * input_row_stride
        col_offsets = tl.arange(0, BLOCK_SIZE)
        input_ptrs = row_start_ptr + col_offsets
        mask = col_offsets < n_cols
        row = tl.load(input_ptrs, mask=mask, other=-float('inf'))
        row_minus_max = row - tl.max(row, axis=0)
        numerator = tl.exp(row_minus_max)
        denominator = tl.sum(numerator, axis=0)
        softmax_output = numerator / denominator
        output_row_start_ptr = output_ptr + row_idx * output_row_stride
        output_ptrs = output_row_start_ptr + col_offsets
        tl.store(output_ptrs, softmax_output, mask=mask)


def softmax(x):
    n_rows, n_cols = x.shape
    BLOCK_SIZE = triton.next_power_of_2(n_cols)
    num_warps = 8
    num_stages = 2
    y = torch.empty_like(x)
    num_programs = min(32, n_rows)
    softmax_kernel[(num_programs, 1, 1)](y, x, x.stride(0), y.stride(0), n_rows, n_cols, BLOCK_SIZE, num_stages,
                                         num_warps=num_warps)
    return y


def relu(x):
    return softmax(x)
''',
    'layer_norm': HEAD + '''
@triton.jit
def _layer_norm_fwd_fused(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    Y += row * stride
    X += row * stride
    mean = 0
    _mean = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        a = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        _mean += a
    mean = tl.sum(_mean, axis=0) / N
    _var = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        x = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.)
        _var += x * x
    var = tl.sum(_var, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.).to(tl.float32)
        x_hat = (x - mean) * rstd
        y = x_hat * w + b
        tl.store(Y + cols, y, mask=mask)


def layer_norm(x, weight, bias, eps=1e-5):
    y = torch.empty_like(x)
    x_arg = x.reshape(-1, x.shape[-1])
    M, N = x_arg.shape
    mean = torch.empty((M, ), dtype=torch.float32, device=x.device)
    rstd = torch.empty((M, ), dtype=torch.float32, device=x.device)
    MAX_FUSED_SIZE = 65536 // x.element_size()
    BLOCK_SIZE = min(MAX_FUSED_SIZE, triton.next_power_of_2(N))
    if N > BLOCK_SIZE:
        raise RuntimeError("This layer norm doesn't support feature dim >= 64KB.")
    num_warps = min(max(BLOCK_SIZE // 256, 1), 8)
    _layer_norm_fwd_fused[(M, )](x_arg, y, weight, bias, mean, rstd, x_arg.stride(0), N, eps,
                                BLOCK_SIZE=BLOCK_SIZE, num_warps=num_warps, num_ctas=1)
    return y


def relu(x):
    return layer_norm(x, x, x)
''',
}

HONEST = sample_kit.relu_kernels("Round 63a's honest relu.")


def static(files: dict[str, str]) -> dict:
    """The allow-list's findings (``guard.sample_static_findings``) and PassBench's violations count per rule file."""
    found, passbench = findings(files)
    return {"findings": found, "passbench": {name: len(v) for name, v in passbench.items()}}


def launder_static() -> dict:
    return {name: static(relu_files(wrapper(body))) for name, body in {**LAUNDER_FORMS, **CONTROLS}.items()}


def escapes() -> dict:
    """Static findings and the in-process audit of the full escapes and their controls."""
    said = {}
    for name, (kernels, graph, shape) in {
            "LAUNDER_CONSTEXPR": (LAUNDER_CONSTEXPR, "relu", (256, 1024)),
            "LAUNDER_CONSTEXPR_STORE": (LAUNDER_CONSTEXPR_STORE, "relu", (256, 1024)),
            "CONSTEXPR_HEURISTIC": (CONSTEXPR_HEURISTIC, "relu", (64, 64)),
            "LAUNDER_HOST_SUM": (LAUNDER_HOST_SUM, "sum", (64, 64)),
            "LAUNDER_HOST_SUM_HEURISTIC": (LAUNDER_HOST_SUM_HEURISTIC, "sum", (64, 64)),
            "HOST_SUM_DIRECT": (HOST_SUM_DIRECT, "sum", (64, 64)),
            "HONEST": (HONEST, "relu", (256, 1024))}.items():
        files = sum_files(kernels) if graph == "sum" else relu_files(kernels)
        said[name] = {**static(files), "demo": demo(kernels, graph, shape)}
    return said


def state_static() -> dict:
    return {name: static(relu_files(state_module(form))) for name, form in
            {**STATE_FORMS, "control": STATE_CONTROL}.items()}


def hook_static() -> dict:
    return {name: static(relu_files(kernels)) for name, kernels in {**HOOK_LOCAL, **HOOK_INLINE}.items()}


def dodge_run(kernels: str = None, shape=(64, 64), warmups: int = 2, trials: int = 3, mapped_versions: bool = False) -> dict:
    """The child's order of calls in process: ``warmups`` poisoned warm-ups (``poison.call_poisoned``, as
    ``CompiledSide.warm_up``), ``trials`` timed calls on the same input buffer refilled in place (as ``trial``), then
    the audited re-check on inputs allocated afresh (``watch.ComputeAudit``, as ``recheck``). Per call: launches, equal
    to torch.relu, and the heuristic's DONE (1: torch computed the output in the heuristic, the kernel stored nothing).
    With ``mapped_versions`` the timed calls' input keeps version 0 (the trusted side writes the CPU's mapped inputs
    through the file: refilled here through NumPy, which bumps no version)
    and the re-check's is clamped in place as ``draw_fresh`` does (version 1)."""
    import os
    os.environ["TRITON_INTERPRET"] = "1"
    import torch

    from pytest_passnet import launches, poison
    from pytest_passnet.sandbox.child.watch import ComputeAudit

    launches.install()
    module = premises59b.load_module(kernels or ADDRESS_DODGE, f"r63a_dodge_{abs(hash(kernels)) % 10**8}")
    heuristics = module.relu_kernel  # triton.runtime.autotuner.Heuristics
    done_values: list[int] = []
    original = heuristics.values["DONE"]

    def recorded(meta):
        done_values.append(original(meta))
        return done_values[-1]

    heuristics.values = {**heuristics.values, "DONE": recorded}
    x = torch.randn(*shape, generator=torch.Generator().manual_seed(63))
    said: dict = {"warm_ups": [], "timed": [], "recheck": None}
    for _ in range(warmups):
        with poison.poisoned():
            out = poison.call_poisoned(module.relu, (x,))
        said["warm_ups"].append({"equal": bool(torch.equal(out, torch.relu(x))), "done": done_values[-1]})
    for seed in range(trials):
        fresh_values = torch.randn(*shape, generator=torch.Generator().manual_seed(seed))
        if mapped_versions:
            x.data.view(-1).numpy()[:] = fresh_values.view(-1).numpy()  # written as the file is: no version bump
        else:
            x.copy_(fresh_values)
        before = launches.launch_count()
        out = module.relu(x)
        said["timed"].append({"launches": launches.launch_count() - before, "equal": bool(torch.equal(out, torch.relu(x))),
                              "done": done_values[-1]})
    fresh = torch.randn(*shape, generator=torch.Generator().manual_seed(99)).clamp_(-100.0, 100.0)  # draw_fresh
    audited: list[str] = []
    before = launches.launch_count()
    with ComputeAudit(audited):
        out = module.relu(fresh)
    said["recheck"] = {"launches": launches.launch_count() - before, "equal": bool(torch.equal(out, torch.relu(fresh))),
                       "done": done_values[-1], "audited": audited}
    return said


def dodge() -> dict:
    return {"static": static(relu_files(ADDRESS_DODGE)), "run": dodge_run(),
            "version_static": static(relu_files(VERSION_DODGE)), "version_run": dodge_run(VERSION_DODGE, mapped_versions=True)}


PREMISES = {"launder_static": launder_static, "escapes": escapes, "state_static": state_static,
            "hook_static": hook_static, "dodge": dodge}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), indent=1))
