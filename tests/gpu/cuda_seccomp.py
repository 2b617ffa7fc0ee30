"""Which system call of the seccomp filter keeps CUDA from starting, on a GPU host: a child per
refused call (the filter with only that call refused; socket() also per address family), all in
parallel, prints torch.cuda.init()'s outcome for each. Run from the repo root:
    PYTHONPATH=. python3 tests/gpu/cuda_seccomp.py
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor

from pytest_passnet.sandbox import seccomp

_CHILD = textwrap.dedent("""
    import sys
    from pytest_passnet.sandbox import seccomp, syscalls
    refused = sys.argv[1]
    seccomp._DENIED = tuple(name for name in seccomp._DENIED if name == refused)
    seccomp._NOT_IMPLEMENTED = tuple(name for name in seccomp._NOT_IMPLEMENTED if name == refused)
    if refused.startswith("socket:"):  # socket() refused for one address family only
        family, program = int(refused.split(":")[1]), seccomp._program
        def one_family(*flags):  # _program's flags, whatever they are
            code = program(*flags)
            at = 4 if syscalls.ARCH == "x86_64" else 3  # after loading the call's number (and the x32 check)
            return code[:at] + [(0x15, 0, "other", syscalls.NUMBERS["socket"]), (0x20, 0, 0, 16),
                                (0x15, "eperm", "allow", family), "other"] + code[at:]
        seccomp._program = one_family
    syscalls.prctl(syscalls.PR_SET_NO_NEW_PRIVS, 1)
    seccomp.install()
    import torch
    try:
        torch.cuda.init()
        print("CUDA starts")
    except Exception as exc:
        print(f"{type(exc).__name__}: {str(exc)[-80:]}")
""")


def _outcome(refused: str) -> str:
    try:
        done = subprocess.run([sys.executable, "-c", _CHILD, refused], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return "timed out after 120 s"
    lines = (done.stdout + done.stderr).strip().splitlines()
    return lines[-1] if lines else f"exit {done.returncode}"


def main() -> None:
    cases = ["(none: clone and prctl rules only)", *seccomp._DENIED, *seccomp._NOT_IMPLEMENTED,
             "socket:1", "socket:2", "socket:10", "socket:16"]
    with ThreadPoolExecutor(16) as pool:
        for case, outcome in zip(cases, pool.map(_outcome, cases)):
            print(f"{case:36} {outcome}", flush=True)


if __name__ == "__main__":
    main()
