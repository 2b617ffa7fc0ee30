"""Round 24b's HOLD_WAKE_TAX through the real plugin (CPU, the allow-list off as in every red-team run, round 1's
``harness.Layout``): round 1's honest relu pass (``passes/honest_relu.py``) on the light model in two samples, as
it is (``r24b_honest``) and with idle helper processes it starts when its child imports it (``r24b_helpers``:
``HELPERS`` processes, each with torch's intra-op pool, the shape of Inductor's sidecar and compile workers,
which policy.CHILD_PROCESSES allows). Both passes compute the same; the helpers never run.
``python -m tests.adversarial.redteam.round24b.plugin24b [config] [trials]`` prints each variant's status, speedup
and trusted clock from report.json."""

from __future__ import annotations

import json
import sys

HELPERS = 60  # with the child's own processes, within policy.CHILD_PROCESSES (64)
HELPER_CODE = f'''


def _start_idle_helpers():
    """{HELPERS} idle processes, each with torch's intra-op pool (one parallel op starts it, as in a compile worker
    that ran one; torch.set_num_threads is blocked), at the pass's import; after that they only sleep."""
    import os
    import time
    for _ in range({HELPERS}):
        if os.fork() == 0:
            torch.ones(1 << 22).sum()
            time.sleep(10**6)
            os._exit(0)


_start_idle_helpers()
'''


# Both samples' pass: torch's relu (a small call: 1 MiB) and a one-element Triton launch (the launch proof; the CPU's
# Triton interpreter makes a whole-tensor launch 20-44 ms, no small call).
SMALL_PASS = """\
import torch
from pass_dir.kernels import launch_relu, launch_relu_tail


def pattern(a):
    return torch.relu(a)


def replacement_args(a):
    return (a,)


def relu(x):
    if type(x).__name__ != "Tensor":  # the warm-up's poison tensor (it allows Triton launches only)
        return launch_relu(x, torch.empty_like(x))
    out = x.relu()  # torch.relu is blocked in a replacement; the method is not
    return launch_relu_tail(x, out, 1)


def replacement_func():
    return relu
"""


def plugin_run(config_name: str = "plain-root", trials: int = 5) -> dict[str, dict]:
    from tests.adversarial.redteam import harness

    def build(layout):
        honest = harness.build_sample(layout, "r24b_honest", "honest_relu", "light")
        helpers = harness.build_sample(layout, "r24b_helpers", "honest_relu", "light")
        for sample in (honest, helpers):
            (sample / "pass_dir" / "honest_relu.py").write_text(SMALL_PASS + (HELPER_CODE if sample is helpers else ""))
        return [honest, helpers]

    return harness.plugin_variants(config_name, trials, build)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    variants = plugin_run(*arguments[:1], *map(int, arguments[1:2]))
    for name, variant in variants.items():
        print(name, json.dumps({k: variant.get(k) for k in ("status", "speedup", "message", "flags", "run")}))
        attempts = (variant.get("timing") or {}).get("attempts") or []
        print("  clocks", json.dumps([a.get("trusted_clock") for a in attempts]))
