"""The build of three small architectures and one that breaks the graph: the real build (worker
processes, Dynamo, files) with the model zoo swapped for ``tiny_models``. ``test_dataset_build``
checks it and builds it again; ``test_families`` merges the families into a copy of it
(the session fixture ``tiny_build`` in ``conftest.py`` makes it once).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from pytest_passnet.dataset.build import BuildConfig, BuildReport, build
from pytest_passnet.dataset.sources import ModelSpec

from tests.dataset.tiny_models import BreaksGraph, ConvBlock, TinyAttention, attention_input, conv_input, vector_input

# The batch-only reifier family: bucket 0 = batch 1 (run for real), bucket 4 = batch 32 (traced on meta).
SPECS = [
    ModelSpec("tiny", "conv_block", ConvBlock, conv_input, "computer_vision", "cv_fixed_size"),
    ModelSpec("tiny", "conv_block_wide", partial(ConvBlock, 16), conv_input, "computer_vision", "cv_fixed_size"),
    ModelSpec("tiny", "tiny_attention", TinyAttention, attention_input, "nlp", "cv_fixed_size"),
]
BREAKS = ModelSpec("tiny", "breaks", BreaksGraph, vector_input, "other", "cv_fixed_size")


def build_tiny(tmp: Path, name: str) -> tuple[Path, BuildReport]:
    """``SPECS`` and ``BREAKS`` built into ``tmp/name`` (work files in ``tmp/name-work``)."""
    root = tmp / name
    config = BuildConfig(out=root, work=tmp / f"{name}-work", sources=[], jobs=1, eval_count=1, buckets=(0, 4),
                         per_model={"sole_op": 2, "fusible": 2, "typical": 2}, fusible_sources=1, max_prefix_ops=4,
                         eval_min_elements=0)  # the tiny architectures are all under the eval size floor
    return root, build(config, specs=SPECS + [BREAKS])
