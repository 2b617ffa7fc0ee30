"""A reference solver: pass_dirs made from the Triton kernels Inductor generates (issue 28).

``passnet-solve`` (``cli.py``) runs, per sample: ``capture`` -> ``regions`` -> ``inductor_code`` ->
``program`` + ``kernel_source`` -> ``emit``, driven by ``solve``. docs/solver.md has the details.
"""
