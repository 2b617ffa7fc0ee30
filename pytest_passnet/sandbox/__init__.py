"""Where pass code runs: a sandboxed child process per sample (see docs/trust.md)."""
