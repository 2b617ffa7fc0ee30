"""Vendored Harbor models (see PROVENANCE.md); `import harbor` after `harbor_on_path()`."""

import sys
from pathlib import Path


def harbor_on_path() -> None:
    """Put the vendored `harbor` package on sys.path (it imports itself as `harbor.models...`)."""
    here = str(Path(__file__).parent)
    if here not in sys.path:
        sys.path.insert(0, here)
