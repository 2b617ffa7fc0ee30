"""The sandboxed child: the only process that imports pass code. It compiles the model with the
sample's passes and runs and times the compiled side; it never sees eager outputs, never judges,
and writes no report. Everything it says is data the trusted side checks.

Started as ``python -m pytest_passnet.sandbox.child`` with the channel on stdin/stdout, which it
moves to private descriptors first so that whatever pass code prints goes to stderr.
"""

from __future__ import annotations

import os
import sys
import traceback
from contextlib import nullcontext
from pathlib import Path


def _private_channel(spill_dir: str, device: str):
    read_fd, write_fd = os.dup(0), os.dup(1)
    os.dup2(2, 1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    sys.stdout = sys.stderr
    from pytest_passnet.sandbox.channel import Channel

    return Channel(read_fd, write_fd, Path(spill_dir), role="child", device=device)


class CompiledSide:
    """One variant's compiled side, in PassBench's order: build the compiler (passes loaded), load
    the model, compile, warm up (poisoned), then timed trials and the output call on request."""

    def __init__(self, request: dict):
        from pytest_passnet import compilers
        from pytest_passnet.materialize import bind_arguments, load_model, set_seed
        from pytest_passnet.sandbox.failures import compiled_failure

        self.request = request
        self.device = request["device"]
        self.sample_dir = request["sample_dir"]
        self._failure = compiled_failure
        set_seed()
        self.compiler = compilers.build(request["compiler"], request["sample_dir"], self.device, request["guard"])
        self.model = load_model(Path(request["model"]), self.device)
        inputs = {name: t.to(self.device) for name, t in request["inputs"].items()}
        self.args, self.kwargs = bind_arguments(self.model, inputs)
        self.versions = [a._version for a in self.args]
        self.compiled = self.compiler.compile(self.model)

    def call(self):
        return self.compiled(*self.args, **self.kwargs)

    def warm_up(self, count: int) -> None:
        from pytest_passnet.measure import warm_up
        from pytest_passnet.materialize import seed_call

        with self.compiler.warmup_guard():
            warm_up(self.call, count, self.device, seed_call)

    def time(self, trials: int) -> dict:
        from pytest_passnet.materialize import seed_call
        from pytest_passnet.measure import measure_side

        with self.compiler.timed_guard():
            timing = measure_side(self.call, self.device, 0, trials, seed_call)
        return {"e2e_ms": timing.e2e_ms, "gpu_ms": timing.gpu_ms}

    def kernel_time(self) -> dict:
        """The kernel-level view is extra: when it cannot be measured, the variant's verdict stands."""
        from pytest_passnet.measure import KERNEL_TIME_METHOD, kernel_time_ms

        try:
            timing = kernel_time_ms(self.call, self.device, KERNEL_TIME_METHOD)
        except Exception as exc:  # noqa: BLE001
            return {"kernel": None, "note": f"kernel time not measured: {type(exc).__name__}: {exc}"}
        return {"kernel": timing.record() if timing else None}

    def outputs(self) -> dict:
        from pytest_passnet import guard
        from pytest_passnet.materialize import seed_call

        with self.compiler.timed_guard():
            seed_call()
            outputs = self.call()
        findings = self.compiler.guard_findings()
        written = [i for i, (a, v) in enumerate(zip(self.args, self.versions)) if a._version != v]
        aliases = guard.output_input_aliases(self.args, outputs)
        return {"outputs": outputs, "findings": findings, "written": written, "aliases": aliases}

    def recheck(self, seed: int, metas: list[dict]) -> dict:
        """The passnet guard's fresh-input run, audited: inputs drawn here from ``seed`` as the trusted
        side asked (the reference child draws the same; a side that draws others only fails itself)."""
        from pytest_passnet import guard
        from pytest_passnet.materialize import CALL_SEED, bind_arguments, draw_fresh
        from pytest_passnet.sample import TensorMeta

        import torch

        monitor = self.compiler.monitor  # None on the reference side: nothing of a pass's to watch
        inputs = draw_fresh([TensorMeta(**meta) for meta in metas], self.device, seed)
        args, kwargs = bind_arguments(self.model, inputs)
        before = [a.clone() for a in args]
        torch.manual_seed(CALL_SEED)
        with monitor.watching("audit") if monitor else nullcontext():
            outputs = self.compiled(*args, **kwargs)
        written = [i for i, (a, b) in enumerate(zip(args, before)) if not torch.equal(a, b)]
        return {
            "outputs": outputs,
            "findings": monitor.audit_findings() if monitor else [],
            "written": written,
            "aliases": guard.output_input_aliases(args, outputs),
        }

    def failure(self, exc: BaseException) -> dict:
        status, message = self._failure(exc, self.sample_dir, self.request.get("side", "compiled"))
        return {"failure": {"status": status, "message": message, "stage": "run"}, **self.report()}

    def report(self) -> dict:
        report = self.compiler.report()
        return {"applied": report.applied, "diagnostics": report.diagnostics, "rejected": report.rejected,
                "needs_passes": report.needs_passes}


def _setup_failure(exc: BaseException, request: dict) -> dict:
    from pytest_passnet.sandbox.failures import setup_failure

    status, message = setup_failure(exc, request["sample_dir"], request.get("side", "compiled"))
    return {"failure": {"status": status, "message": message, "stage": "setup"}}


def serve(channel) -> None:
    side: CompiledSide | None = None
    channel.send({"ready": True})
    while True:
        request = channel.receive()
        command = request["command"]
        try:
            if command == "prepare":
                side = None
                try:
                    side = CompiledSide(request)
                except BaseException as exc:  # noqa: BLE001 - pass code may raise anything, SystemExit included
                    channel.send(_setup_failure(exc, request))
                    continue
                side.warm_up(request["warmup"])
                channel.send({"ready": True, **side.report()})
            elif command == "prepare_again":
                side.warm_up(request["warmup"])
                channel.send({"ready": True})
            elif command == "time":
                channel.send(side.time(request["trials"]))
            elif command == "outputs":
                channel.send({**side.outputs(), **side.report()})
            elif command == "kernel_time":
                channel.send(side.kernel_time())
            elif command == "recheck":
                channel.send(side.recheck(request["seed"], request["metas"]))
        except BaseException as exc:  # noqa: BLE001
            if side is None:
                channel.send({"failure": {"status": "kernel_error", "message": "".join(traceback.format_exception(exc))}})
            else:
                channel.send(side.failure(exc))


def _warm_up(device: str) -> None:
    """What every sample pays before its passes load, paid while the spare child waits: torch, the
    CUDA context, Triton, our modules, and Dynamo's first compile (most of a second; reset after, so
    no cache of it is left for pass code to find)."""
    import torch

    try:
        import triton  # noqa: F401
    except ImportError:
        pass
    import pytest_passnet.compilers  # noqa: F401
    import pytest_passnet.measure  # noqa: F401
    import pytest_passnet.sandbox.failures  # noqa: F401

    def pass_through(gm, example_inputs):
        return gm.forward

    torch.compile(lambda x: x * 2 + 1, backend=pass_through)(torch.ones(4, device=device))
    torch._dynamo.reset()


def main() -> None:
    """``python -m pytest_passnet.sandbox.child SPILL_DIR DEVICE``"""
    from pytest_passnet.sandbox.confine import confine_child

    confine_child()  # first: no privilege is left when torch, the model or any pass code loads
    device = sys.argv[2]
    channel = _private_channel(sys.argv[1], device)
    _warm_up(device)
    serve(channel)


if __name__ == "__main__":
    main()
