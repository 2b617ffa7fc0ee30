"""Round 7a, cheap: do the value-liveness residuals docs/agent.md names (``x * 0``, ``where`` on a
constant mask, a tensor overwritten in place before it is read) pay on the shipped ``graphs/``? A
textual scan of every shipped model.py for the forms that make a whole operation dead while
``agent.work.drop_dead_work`` keeps it live."""

from __future__ import annotations

import re
from pathlib import Path

GRAPHS = Path(__file__).resolve().parents[4] / "graphs"
DEAD_FORMS = {
    "times a literal zero": re.compile(r"\*\s*0(\.0*)?\s*[;)\n]|\.mul\(\s*0(\.0*)?\s*\)"),
    "where (constant mask or not)": re.compile(r"torch\.where\("),
    "overwritten in place": re.compile(r"\.(fill_|zero_|copy_|masked_fill_|index_copy_|set_)\(|\]\s*=[^=]"),
}


def test_no_shipped_graph_has_a_dead_operation_liveness_keeps():
    models = sorted(GRAPHS.rglob("model.py"))
    assert len(models) > 3000, f"graphs/ changed: {len(models)} model.py"
    found = {form: [str(m.relative_to(GRAPHS)) for m in models if pattern.search(m.read_text())]
             for form, pattern in DEAD_FORMS.items()}
    assert not any(found.values()), {form: paths[:3] for form, paths in found.items() if paths}
