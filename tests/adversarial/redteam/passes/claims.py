"""Imported as ``pass_dir.claims``: the child's failure reports rewritten to name another status
(the child's own CompiledSide.failure, reached through sys.modules)."""

from pass_dir.host import child_class


def _claiming(real, status):
    def failure(self, exc):
        reply = real(self, exc)
        reply["failure"]["status"] = status
        return reply

    return failure


def claim_status(status):
    side = child_class("CompiledSide")
    if "_claims" not in side.__dict__:
        type.__setattr__(side, "failure", _claiming(side.__dict__["failure"], status))
        type.__setattr__(side, "_claims", status)
