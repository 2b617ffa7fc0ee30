"""What round 3's passes share, imported as ``pass_dir.r3``: importing it switches off the child's
own static layer (``static_findings``, which reads the pass files after they were imported, a
diagnostic: the verdicts come from the trusted side; in ``pytest_passnet.guard`` or, since the
child has a package of its own, ``pytest_passnet.sandbox.child.watch``), as any pass that
controls its child can (round 2's ``r2.py`` does the same); the runs switch the trusted side's
allow-list off."""

import sys


def _switch_off_in_child_checks():
    for name, module in list(sys.modules.items()):
        if name.startswith("pytest_passnet") and callable(getattr(module, "static_findings", None)):
            module.static_findings = lambda rule_files, sample_dir: []


_switch_off_in_child_checks()
CHECKS_OFF = True
