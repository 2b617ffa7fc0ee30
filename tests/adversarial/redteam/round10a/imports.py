"""Run confined (``standin.py imports.py``): whether the modules a real child imports after its
confinement (the channel first, ``child/__main__.py:32``) can still be imported. Prints one JSON line."""

import importlib
import json

outcomes = {}
for name in ("pytest_passnet.sandbox.channel", "pytest_passnet.protocol", "pytest_passnet.sandbox.child.compilers"):
    try:
        importlib.import_module(name)
        outcomes[name] = "imported"
    except ImportError as exc:
        outcomes[name] = f"{type(exc).__name__}: {exc}"
print(json.dumps(outcomes))
