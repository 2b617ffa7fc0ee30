"""The sandboxed child: the only process that imports pass code. It compiles the model with the
sample's passes and runs and times the compiled side; it never sees eager outputs, never judges,
and writes no report. Everything it says is data the trusted side checks.

Started as ``python -m pytest_passnet.sandbox.child`` with the channel on stdin/stdout, which it
moves to private descriptors first so that whatever pass code prints goes to stderr.
``CompiledSide`` is defined here, in the process's ``__main__``, where pass code that reaches for
it finds it (the red team's passes do).
"""

from __future__ import annotations

import gc
import os
import select
import sys
import time
import traceback
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported where used: protocol imports torch, which loads only once the child is confined (main)
    from pytest_passnet import protocol


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
    """One variant's compiled side, in PassBench's order: build the compiler (passes loaded; the
    ``load`` request), load the model, compile, warm up (poisoned; ``prepare``), then timed trials
    and the output call on request. Loading comes alone, before the child learns the variant: the
    trusted side accepts ``pass_rejected`` (which leaves a variant unscored) as its answer only.

    With the full guard the trusted side drives the timed trials one at a time (``trial``): each
    runs on inputs fresh from the trial's seed (on the CPU the trusted side wrote them into the
    file these inputs are mapped from, while this process stood stopped; on CUDA each trial fills
    them here), times PassBench's interval, and answers with the times and the outputs' chunk
    digests; after the trial's span it asks for the rest of the outputs' fingerprint
    (``describe``), and the outputs are kept until it says whether it audits them (``audit``)."""

    def __init__(self, request: protocol.Load, spill_dir: Path | None):
        from pytest_passnet.materialize import set_seed
        from pytest_passnet.sandbox.child import compilers
        from pytest_passnet.sandbox.child.failures import compiled_failure

        self.side = request.side
        self.device = request.device
        self.sample_dir = request.sample_dir
        self.spill_dir = spill_dir  # where the trusted side's inputs file is (``prepare``'s shared inputs)
        self._failure = compiled_failure
        set_seed()
        self.compiler = compilers.build(request.compiler, request.sample_dir, self.device, request.guard)

    def prepare(self, request: protocol.Prepare) -> None:
        from pytest_passnet.materialize import FreshFill, bind_to, forward_parameters, load_model
        from pytest_passnet.sample import TensorMeta
        from pytest_passnet.fingerprint import Staging
        from pytest_passnet.sandbox.child.timing import TrialTimer
        from pytest_passnet.sandbox.shared_inputs import map_inputs

        model = load_model(Path(request.model), self.device)
        if request.shared_inputs is None:
            self.inputs = {name: t.to(self.device) for name, t in request.inputs.items()}
        else:  # ValueError where the file or its layout does not fit: a setup failure that names it
            self.inputs = map_inputs(self.spill_dir, request.shared_inputs)
        self.parameters = forward_parameters(model)
        self.args, self.kwargs = bind_to(self.parameters, self.inputs)
        self.versions = [t._version for t in self.inputs.values()]
        # Each input's memory, by address: the trials' aliasing in one look-up per output. An input is named by its
        # place among the sample's inputs, as the trusted side's inputs file orders them (``pipeline._taken_back``).
        self.storages: dict[int, list[int]] = {}
        for j, tensor in enumerate(self.inputs.values()):
            if tensor.numel():
                self.storages.setdefault(tensor.untyped_storage().data_ptr(), []).append(j)
        # No reference to the eager module is kept beyond the one the compiled callable holds
        # (Dynamo needs it). The verdict does not depend on this: pass code could build eager
        # again from the model.py in its scratch; what it answers is checked against the
        # reference child, which never runs pass code.
        self.compiled = self.compiler.compile(model)
        del model
        metas = request.metas  # None where the trials are not driven (--passnet-guard passbench) or inputs are shared
        self.fill = None if metas is None else FreshFill([TensorMeta(**meta) for meta in metas], self.inputs,
                                                         request.vary or ())
        self.timer = TrialTimer(self.device)
        self.staging = Staging()  # the trials' outputs are read through it: its buffers kept from trial to trial
        self.trial_outputs = self.trial_seed = self.trial_orders = None
        self.written_inputs: list[int] = []  # each ``protocol.Trial``'s and ``Outputs``' ``written``, set as it is read

    def call(self):
        return self.compiled(*self.args, **self.kwargs)

    def warm_up(self, count: int) -> None:
        from pytest_passnet.sandbox.child.timing import seed_call, warm_up

        with self.compiler.warmup_guard():
            warm_up(self.call, count, self.device, seed_call)

    def time(self, trials: int) -> dict:
        from pytest_passnet.sandbox.child.timing import measure_side, seed_call

        with self.compiler.timed_guard():
            return measure_side(self.call, self.device, 0, trials, seed_call).message()

    def prime(self) -> dict:
        """One call as the timed ones run, its outputs released, the device synchronised (``protocol.Prime``)."""
        from pytest_passnet import protocol
        from pytest_passnet.sandbox.child.timing import seed_call, synchronize

        seed_call()
        with self.compiler.timed_guard():
            outputs = self.call()
        synchronize(self.device)
        del outputs
        return protocol.Ready().message()

    def trial(self, seed: int) -> dict:
        """One timed trial on inputs fresh from ``seed`` (filled here where ``fill`` is set, CUDA; on the CPU the trusted
        side wrote them before it sent the trial): its times and each output's chunk digests (an audit's answer must be
        these very bytes), nothing more. The trusted side times this exchange (the span) and takes the
        reference child's answer per trial off the compiled side's, so this answer costs every child alike whatever
        its outputs' values (``fingerprint.trial_digests``: hashing; red team round 22a) and whatever the layout of a
        dense output (hashed in its memory order, named with the digests; round 24a; one copy of any other, through
        buffers kept in ``staging``: round 21a). The inputs at ``written_inputs`` follow the graph's outputs
        (``with_written``). The rest of the answer is ``describe``'s, after the span."""
        from pytest_passnet import protocol
        from pytest_passnet.fingerprint import memory_orders, trial_digests
        from pytest_passnet.sandbox.child.timing import seed_call

        self.trial_outputs = None  # released before the next call, as PassBench's loop releases them
        if self.fill:
            self.fill(seed)
        with self.compiler.timed_guard():
            outputs, e2e_ms, gpu_ms = self.timer(self.call, seed_call)
        outputs = self.with_written(outputs)
        self.trial_outputs, self.trial_seed = outputs, seed
        orders = memory_orders(outputs)
        return protocol.TrialDone(e2e_ms, gpu_ms, trial_digests(outputs, orders, seed, self.staging), orders,
                                  self.aliases(outputs)).message()

    def with_written(self, outputs):
        """A call's ``outputs``, then the inputs at ``written_inputs`` (places among the sample's inputs) as the call
        left them: eager's in-place writes are results too (``protocol.Trial.written``, ``Outputs.written``)."""
        from pytest_passnet.fingerprint import as_tuple

        if not self.written_inputs:
            return outputs
        inputs = list(self.inputs.values())
        return (*as_tuple(outputs), *(inputs[j] for j in self.written_inputs))

    def describe(self, orders: list) -> dict:
        """The last trial's outputs described in ``orders`` (the compiled side's), after its span: each one's
        fingerprint but its digests (keyed by the trial's seed, which the child learned with the trial), and which
        overlap themselves (``overlapping_outputs``: views of one buffer told apart by their layouts). An audit's
        chunks are cut in the same orders."""
        from pytest_passnet import protocol
        from pytest_passnet.fingerprint import trial_description
        from pytest_passnet.sandbox.child.watch import overlapping_outputs

        outputs, self.trial_orders = self.trial_outputs, orders
        return protocol.Described(trial_description(outputs, orders, self.trial_seed, self.staging),
                                  overlapping_outputs(outputs)).message()

    def aliases(self, outputs) -> list[list[int]]:
        """``[output index, input index]`` pairs that share memory, an input by its place among the sample's inputs
        (``watch.output_input_aliases``'s pairs, from the inputs' addresses taken once)."""
        import torch

        from pytest_passnet.fingerprint import as_tuple

        return [[i, j] for i, out in enumerate(as_tuple(outputs)) if isinstance(out, torch.Tensor) and out.numel()
                for j in self.storages.get(out.untyped_storage().data_ptr(), ())]

    def audit(self, chunks: list[list[int]]) -> dict:
        """Chunks ``[output, chunk]`` of the last trial's outputs, which the trusted side checks
        against their fingerprint and eager's."""
        from pytest_passnet import protocol
        from pytest_passnet.fingerprint import as_tuple, chunk, in_order

        outputs = as_tuple(self.trial_outputs)
        return protocol.Chunks([chunk(in_order(outputs[output], self.trial_orders[output]), index)
                                for output, index in chunks]).message()

    def kernel_time(self) -> dict:
        """The kernel-level view is extra: when it cannot be measured, the variant's verdict stands."""
        from pytest_passnet import protocol
        from pytest_passnet.sandbox.child.timing import KERNEL_TIME_METHOD, kernel_time_ms

        try:
            timing = kernel_time_ms(self.call, self.device, KERNEL_TIME_METHOD)
        except Exception as exc:  # noqa: BLE001
            return protocol.KernelDone(None, f"{protocol.KERNEL_NOTE_START}{type(exc).__name__}: {exc}").message()
        return protocol.KernelDone(timing.record() if timing else None).message()

    def outputs(self) -> dict:
        from pytest_passnet import protocol
        from pytest_passnet.sandbox.child.timing import seed_call
        from pytest_passnet.sandbox.child.watch import overlapping_outputs

        with self.compiler.timed_guard():
            seed_call()
            outputs = self.with_written(self.call())
        findings = self.findings()
        written = [j for j, (t, v) in enumerate(zip(self.inputs.values(), self.versions)) if t._version != v]
        return protocol.OutputsDone(outputs, findings, written, self.aliases(outputs), overlapping_outputs(outputs)).message()

    def findings(self) -> list[str]:
        return self.compiler.guard_findings()

    def recheck(self, seed: int, metas: list[dict]) -> dict:
        """The passnet guard's fresh-input run, audited: inputs drawn here from ``seed`` as the trusted
        side asked (the reference child draws the same; a side that draws others only fails itself). The pass's side
        writes them into the timed calls' own input tensors through ``.data``, its last call of the variant: the call
        sees the addresses, the mapping's alignment and the version counters a timed trial sees, so a pass cannot tell
        the audited call from a timed one by them (red team rounds 63a's ADDRESS_DODGE and VERSION_DODGE, 64a's
        ALIGN_DODGE: fresh tensors on the heap, honest only there). The reference side's replayed inputs stay as they
        are: its probes come before eager's judged call."""
        from pytest_passnet import protocol

        import torch

        from pytest_passnet.materialize import CALL_SEED, bind_to, draw_fresh
        from pytest_passnet.sample import TensorMeta
        from pytest_passnet.sandbox.child.watch import output_input_aliases

        monitor = self.compiler.monitor  # None on the reference side: nothing of a pass's to watch
        inputs = draw_fresh([TensorMeta(**meta) for meta in metas], self.device, seed)
        if monitor is not None:
            for name, value in inputs.items():
                self.inputs[name].data.copy_(value)  # .data: no version moves, as the trusted side's writes in the file
            inputs = {name: self.inputs[name] for name in inputs}
        args, kwargs = bind_to(self.parameters, inputs)
        drawn = list(inputs.values())
        before = [(t.clone(), t._version) for t in drawn]
        torch.manual_seed(CALL_SEED)
        with monitor.watching("audit") if monitor else nullcontext():
            outputs = self.compiled(*args, **kwargs)
        # Written: its bytes changed (a write through .data bumps no version: red team round 55a), or its version moved
        # (a write that leaves these bytes as they were, clamp_ within range, add_ of zeros: round 56a's WRITE_DRAW).
        written = [j for j, (t, (b, version)) in enumerate(zip(drawn, before))
                   if t._version != version or not torch.equal(t, b)]
        return protocol.RecheckDone(outputs, monitor.audit_findings() if monitor else [], written,
                                    tuple(drawn[j] for j in written),
                                    output_input_aliases(tuple(inputs.values()), outputs)).message()

    def failure(self, exc: BaseException) -> dict:
        from pytest_passnet import protocol

        status, message = self._failure(exc, self.sample_dir, self.side)
        return {**protocol.Failure(status, message, "run").message(), **self.report()}

    def setup_failure(self, exc: BaseException) -> dict:
        return _setup_failure(exc, self.sample_dir, self.side)

    def report(self) -> dict:
        return self.compiler.report().message()


def _setup_failure(exc: BaseException, sample_dir: str, side: str) -> dict:
    from pytest_passnet import protocol
    from pytest_passnet.sandbox.child.failures import setup_failure

    return protocol.Failure(*setup_failure(exc, sample_dir, side), "setup").message()


def _answer(side: CompiledSide | None, request: protocol.Request) -> dict:
    """The reply to ``request`` (the side's methods answer as the wire has it: pass code that patches
    them, as the red-team's passes do, meets the protocol's checks on the trusted side)."""
    from pytest_passnet import protocol

    if isinstance(request, protocol.Prime):
        return side.prime()
    if isinstance(request, protocol.Trial):
        side.written_inputs = request.written
        return side.trial(request.seed)
    if isinstance(request, protocol.Describe):
        return side.describe(request.orders)
    if isinstance(request, protocol.Audit):
        return side.audit(request.chunks)
    if isinstance(request, protocol.Findings):
        return protocol.FindingsDone(side.findings()).message()
    if isinstance(request, protocol.PrepareAgain):
        side.warm_up(request.warmup)
        return protocol.Ready().message()
    if isinstance(request, protocol.Time):
        return side.time(request.trials)
    if isinstance(request, protocol.Outputs):
        side.written_inputs = request.written
        return {**side.outputs(), **side.report()}
    if isinstance(request, protocol.KernelTime):
        return side.kernel_time()
    if isinstance(request, protocol.Recheck):
        return side.recheck(request.seed, request.metas)
    raise AssertionError(f"no answer for {request.command}")  # load and prepare are served apart


# On a GPU a timed call is often launch-bound (0.2-0.8 ms of host work in the demo list), so its time follows the state
# of the host core that launches it. PassBench's loop never lets that core idle (each call follows the last, and CUDA's
# synchronise spins); a driven trial waits for the trusted side's next request, and a child asleep there leaves its core
# to idle. Between the requests of a trial loop a GPU child spins for the next one instead (at most _SPIN_S, then it
# sleeps). Session 25, one H100: once a trial left the host idle (its digests hashed on the device), the compiled e2e
# series of 27 of the demo list's 30 timed variants fluctuated, in runs of slow trials. The spin alone did not steady them
# (session 28, an H100: 5-7 of 8 float32 variants still fluctuated); an untimed call before each trial did
# (``protocol.Prime``: 1 of 8).
_SPIN_S = 0.05


def _until_readable(fd: int, limit_s: float) -> None:
    """Returns once ``fd`` has something to read or ``limit_s`` has passed, never sleeping meanwhile."""
    deadline = time.perf_counter() + limit_s
    while not select.select([fd], [], [], 0)[0] and time.perf_counter() < deadline:
        pass


def serve(channel) -> None:
    from pytest_passnet import protocol

    side: CompiledSide | None = None
    channel.send(protocol.Ready().message())
    looping = False  # inside a trial loop: since a trial, a description or an audit
    while True:
        if looping and channel.device.startswith("cuda"):
            _until_readable(channel.read_fd, _SPIN_S)
        try:
            request = protocol.read_request(channel.receive())
        except protocol.MalformedMessage as exc:
            channel.send(protocol.Failure(protocol.Status.KERNEL_ERROR, str(exc), "run").message())
            continue
        looping = isinstance(request, (protocol.Prime, protocol.Trial, protocol.Describe, protocol.Audit))
        if looping:
            gc.disable()  # from the first trial to the next command of another kind: no collection mid-loop
        else:
            gc.enable()
        try:
            if isinstance(request, protocol.Load):
                side = None
                try:
                    side = CompiledSide(request, channel.spill_dir)
                except BaseException as exc:  # noqa: BLE001 - pass code may raise anything, SystemExit included
                    channel.send(_setup_failure(exc, request.sample_dir, request.side))
                    continue
                channel.send(protocol.Ready().message())
            elif isinstance(request, protocol.Prepare):
                try:
                    side.prepare(request)
                except BaseException as exc:  # noqa: BLE001
                    channel.send(side.setup_failure(exc))
                    continue
                side.warm_up(request.warmup)
                channel.send({**protocol.Ready().message(), **side.report()})
            else:
                channel.send(_answer(side, request))
        except BaseException as exc:  # noqa: BLE001
            if side is None:
                channel.send(protocol.Failure(protocol.Status.KERNEL_ERROR, "".join(traceback.format_exception(exc)),
                                              "run").message())
            else:
                channel.send(side.failure(exc))


def _warm_up(device: str) -> None:
    """What every sample pays before its passes load, paid while the spare child waits: torch, the
    CUDA context, Triton, our modules, Dynamo's first compile (most of a second; reset after, so
    no cache of it is left for pass code to find) and on a GPU the digests' kernels."""
    import torch

    try:
        import triton  # noqa: F401
    except ImportError:
        pass
    import pytest_passnet.fingerprint  # used by every timed trial: not imported during the first
    import pytest_passnet.sandbox.child.compilers
    import pytest_passnet.sandbox.child.failures
    import pytest_passnet.sandbox.child.timing
    import pytest_passnet.sandbox.child.watch  # noqa: F401

    def pass_through(gm, example_inputs):
        return gm.forward

    torch.compile(lambda x: x * 2 + 1, backend=pass_through)(torch.ones(4, device=device))
    torch._dynamo.reset()
    if device.startswith("cuda"):  # a GPU's outputs are hashed on it inside every trial's span: compiled here, once
        from pytest_passnet import device_blake3

        device_blake3.warm_up(torch.device(device))


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
