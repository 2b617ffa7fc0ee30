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
HOST_SUM_DIRECT = LAUNDER_HOST_SUM.replace("    box = []\n    box.append(x.reshape(-1))\n    flat = box[0]\n",
                                           "    flat = x.reshape(-1)\n")
assert "box" not in HOST_SUM_DIRECT

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
            "HOST_SUM_DIRECT": (HOST_SUM_DIRECT, "sum", (64, 64)),
            "HONEST": (HONEST, "relu", (256, 1024))}.items():
        files = sum_files(kernels) if graph == "sum" else relu_files(kernels)
        said[name] = {**static(files), "demo": demo(kernels, graph, shape)}
    return said


PREMISES = {"launder_static": launder_static, "escapes": escapes}

if __name__ == "__main__":
    for premise in sys.argv[1:] or PREMISES:
        print(premise, json.dumps(PREMISES[premise](), indent=1))
