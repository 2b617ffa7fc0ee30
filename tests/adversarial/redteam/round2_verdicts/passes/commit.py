"""Imported as ``pass_dir.commit``: timed trials that never run the model. Each fills the trial's
inputs from the seed as asked, then commits to the fingerprint of a cheap *stand-in* for the
outputs, whose per-chunk L1/L2 norms equal the true outputs' as far as the trusted side can tell
(``fingerprint.matches`` compares them to 1e-9, ``fingerprint.consistent`` within the tolerance).
An audit is answered late: the trial's outputs are computed only when the trusted side asks for
them, on the inputs in place. On CUDA those are the trial's, so every chunk sent is eager's and has
the committed norms; on the CPU since af1ece38 the trusted side writes a decoy fill over the inputs
right after the span (keeping only those an output names as aliased: this pass names none), so the
late chunks are the decoy's outputs, not the trial's. The judged call and the fresh-input re-check
are the honest kernel's.

Kept to the protocol as it changes (the red team's pass would be): inside the span the stand-in's
chunk digests in its memory orders, personalised by the trial's seed (round 24a), and no aliasing
(af1ece38); after it its fingerprint but the digests in the orders asked for, keyed by the trial's
seed, naming no overlap."""

import sys
import time

from pass_dir.host import child_class

_cuda = sys.modules["torch"].cuda  # the harness's modules and torch's functions through sys.modules and
_fingerprint = sys.modules["pytest_passnet.fingerprint"]  # attributes: the static rules look for names
_timing = sys.modules["pytest_passnet.sandbox.child.timing"]


def install(stand_in):
    """``stand_in(*inputs)``: tensors shaped like the model's outputs whose fingerprint is committed."""
    side = child_class("CompiledSide")
    if "_committed" in side.__dict__:
        return
    answer = side.__dict__["audit"]

    def trial(self, seed):
        self.trial_outputs = None
        if self.fill is not None:  # on the CPU the trusted side writes the inputs before the span (42da70f3)
            self.fill(seed)
        cuda = self.device.startswith("cuda")
        if cuda:
            _cuda.synchronize()
        started = time.time()
        self.stand = stand_in(*self.args)
        self.trial_seed = seed
        orders = _fingerprint.memory_orders(self.stand)
        digests = _fingerprint.trial_digests(self.stand, orders, seed, self.staging)
        if cuda:
            _cuda.synchronize()
        took = (time.time() - started) * 1000
        return {"e2e_ms": took, "gpu_ms": took if cuda else None, "digests": digests, "orders": orders,
                "aliases": []}

    def describe(self, orders):
        self.trial_orders = orders  # the product's audit cuts its chunks in them
        return {"description": _fingerprint.trial_description(self.stand, orders, self.trial_seed, self.staging),
                "overlapping": []}

    def audit(self, chunks):
        if self.trial_outputs is None:
            _timing.seed_call()
            self.trial_outputs = self.call()
        return answer(self, chunks)

    type.__setattr__(side, "trial", trial)
    type.__setattr__(side, "describe", describe)
    type.__setattr__(side, "audit", audit)
    type.__setattr__(side, "_committed", True)
