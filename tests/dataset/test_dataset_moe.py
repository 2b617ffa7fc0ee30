"""A mixture-of-experts graph as the build extracts it reloads without transformers.

transformers' default experts implementation ("grouped_mm") calls a custom op that
transformers registers at import, so its graphs only reload where transformers is
imported; the build's "batched_mm" is plain torch and replays anywhere.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from pytest_passnet.dataset.extract import extract
from pytest_passnet.dataset.sources import MOE, _build_transformers, _tokens

transformers = pytest.importorskip("transformers")
try:
    transformers.MixtralModel
except ImportError:  # its lazy import pulls torchvision, which needs the torch it pairs with
    pytest.skip("transformers' models do not import beside this torch; the dataset build has its own venv "
                "(docs/dataset.md, Rebuild)", allow_module_level=True)

SMALL = dict(hidden_size=64, intermediate_size=96, num_attention_heads=4, num_key_value_heads=2, vocab_size=128)


def test_the_build_s_mixtral_graph_reloads_and_reextracts_in_a_process_without_transformers(tmp_path):
    torch = pytest.importorskip("torch")
    torch.manual_seed(0)
    model = _build_transformers("MixtralModel", "MixtralConfig", {**MOE, **SMALL, "num_local_experts": 4}).eval()
    graphs = extract(model, _tokens(128, False, "cpu", batch=2, seq=8), tmp_path / "mixtral", "mixtral")
    assert len(graphs) == 1
    text = (tmp_path / "mixtral" / "model.py").read_text()
    assert "torch.ops.transformers" not in text and "bmm" in text
    check = ("import sys; from pytest_passnet.dataset.validate import validate_graph_dir; "
             f"validate_graph_dir({str(tmp_path / 'mixtral')!r}); "
             "assert 'transformers' not in sys.modules")
    subprocess.run([sys.executable, "-c", check], check=True)
