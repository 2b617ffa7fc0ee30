"""pytest-passnet: PassBench samples as pytest items."""

__version__ = "0.1.0"
