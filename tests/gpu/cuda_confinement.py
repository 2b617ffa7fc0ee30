"""Which confinement step keeps CUDA from starting in a child, on a GPU host: a probe child per
plan (every step; each step alone; every step but one), as root with a uid per child and without,
prints torch.cuda.init()'s error for each. Run from the repo root:
    PYTHONPATH=. python3 tests/gpu/cuda_confinement.py
"""

from __future__ import annotations

import os
import subprocess

from pytest_passnet.sandbox import confine, landlock, mode, policy, seccomp

# Steps that need another to hold: Landlock and seccomp need no_new_privs.
_NEEDS = {"landlock": ("no_new_privs",), "seccomp": ("no_new_privs",)}


def _plans(steps: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
    """(label, steps left out) for: every step, each step alone, every step but one."""
    plans = [("all", ())]
    for step in steps:
        keep = {step, *_NEEDS.get(step, ())}
        plans.append((f"only {step}", tuple(s for s in steps if s not in keep)))
    plans += [(f"all but {step}", (step,)) for step in steps]
    return plans


def main() -> None:
    print(subprocess.run("ls -l /dev/nvidia* /dev/nvidia-caps 2>&1; id", shell=True, capture_output=True,
                         text=True).stdout)
    abi = landlock.abi_version()
    steps = tuple(name for name in confine.STEPS if (name != "landlock" or abi) and (name != "seccomp" or seccomp.supported()))
    bounded = os.geteuid() == 0 and mode._folders_can_be_bounded()[0]
    print(f"landlock abi {abi}, seccomp {seccomp.supported()}, bounded folders {bounded}, steps {steps}")
    for uid_per_child in ((True, False) if os.geteuid() == 0 else (False,)):
        for label, left_out in _plans(steps):
            held, why, cuda_error = mode._probe(policy.PLAIN, uid_per_child, abi, (), bounded, left_out)
            verdict = "did not start: " + why if held is None else (cuda_error or "CUDA starts")
            print(f"uid per child {uid_per_child!s:5} {label:22} {verdict}"[:400], flush=True)


if __name__ == "__main__":
    main()
