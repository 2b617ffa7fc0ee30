"""Repo-level pytest setup: without a GPU, Triton kernels run in Triton's interpreter.

Set before any test module imports triton, since ``@triton.jit`` chooses the
interpreter when the decorator runs.
"""

import os

from pytest_passnet.machine import visible_gpu_ids

if not visible_gpu_ids():
    os.environ.setdefault("TRITON_INTERPRET", "1")
