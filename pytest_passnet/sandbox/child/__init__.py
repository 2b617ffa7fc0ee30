"""What runs in the untrusted child, the one process that imports pass code
(``python -m pytest_passnet.sandbox.child``): the serve loop and the compiled side
(``__main__``), the compilers that load and apply the passes, the child's timing, the guard's
in-child layers (``watch``) and the wording of its failures. It imports neither pytest nor a
module of the trusted side (pipeline, guard, measure, judge, the sandbox's process handling):
only the modules both sides share (``protocol``, ``sample``, ``materialize``, ``fingerprint``,
the pass machinery, the channel and the confinement), as tests/sandbox/test_child_imports.py
checks. What it sends back is checked by ``protocol`` on the trusted side.
"""
