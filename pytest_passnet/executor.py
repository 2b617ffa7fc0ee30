"""Per-process run state: the sandboxed children and the machine record; created on the first
item so that collection never imports torch.
"""

from __future__ import annotations

import gc
import logging
import os
from pathlib import Path

from pytest_passnet.options import Options
from pytest_passnet.result import VariantResult
from pytest_passnet.runfiles import measured_on


class Executor:
    def __init__(self, options: Options):
        from pytest_passnet.device_lock import DeviceLock, lock_folder
        from pytest_passnet.prefetch import Prefetch
        from pytest_passnet.sandbox.process import Sandboxes

        self.options = options
        # Dynamo's structured-trace logger emits DEBUG records meant for tlparse; pytest would
        # capture them into every failure report.
        logging.getLogger("torch.__trace").propagate = False
        if not options.on_cuda:
            # Before the model or any kernel is defined: @triton.jit picks the interpreter at decoration;
            # the sandboxed children inherit it.
            os.environ.setdefault("TRITON_INTERPRET", "1")
        plugin_compiler_dirs = tuple(sorted({os.path.dirname(ref.rpartition(":")[0]) for ref in options.extra_compilers.values()}))
        self.sandboxes = Sandboxes(dict(os.environ), options.device, plugin_compiler_dirs)
        self.device_lock = DeviceLock(options.device, options.timeout, lock_folder(options.device, Path(options.out)),
                                      self.sandboxes)
        self.prefetch = Prefetch(options.device, options.replay, self.device_lock.wait_while_timed)

    def run(self, item, upcoming) -> VariantResult:
        """Run ``item``; ``upcoming``: the items this process runs next, as far as known."""
        from pytest_passnet.machine import current_gpu_state, machine_info
        from pytest_passnet.pipeline import Run, run_variant

        result = item.new_result()
        result.machine = dict(machine_info(self.options.device))
        result.protocol = {**self.options.result_settings(),
                           "files": measured_on(item.variant) if item.variant else None}
        run_variant(Run(item.variant, result, self.options, self.sandboxes, self.device_lock, self.prefetch,
                        upcoming=[i.variant for i in upcoming if getattr(i, "variant", None) is not None],
                        more_samples_follow=_more_samples_follow(item)))
        # The variant's Run, and with it its tensors, is gone: freed before the next variant's are made.
        gc.collect()
        if self.options.on_cuda:
            import torch

            torch.cuda.empty_cache()
            result.machine["gpu_state"] = current_gpu_state()  # clocks, temperature, throttling after the timing
        return result

    def close(self) -> None:
        from pytest_passnet.device_lock import TurnTimeout

        self.prefetch.close()
        try:
            # Inside a share of the device: the children's exits (their memory freed, a CUDA context torn
            # down) run beside no other worker's timed block (red team round 21b, as for a sample switch).
            with self.device_lock.working():
                self.sandboxes.close()
        except TurnTimeout:
            self.sandboxes.close()
        self.device_lock.close()


def _more_samples_follow(item) -> bool:
    """Whether another sample may run after the item's in this process (so a spare child pays off):
    items come sample by sample, so only the last sample's items have none after them."""
    items = item.session.items
    return bool(items) and items[-1].parent is not item.parent
