"""passnet-agent: an LLM writes compiler passes for PassNet samples, judged by pytest-passnet."""
