"""Writes typical_real_graphs.json: upstream's typical ranges (the vendored parser, PassNet's
settings) for the op sequences of ten real GraphNet graphs vendored in tests/data/graphnet.
Run from the repository root: ``python -m tests.data.graphnet_rules.record_typical`` (about a
minute; the test reads the result instead of running upstream's parser each time)."""

import json
from pathlib import Path

from pytest_passnet.dataset.stats import ops_in
from tests.data.graphnet_rules.typical_ranges import upstream_typical_ranges

GRAPHS = [
    "others/pigu_hybrid", "torchaudio/squim_objective", "torchgeometric/GAE", "torchvision/squeezenet1_1",
    "torchvision/vit_b_16", "transformers-auto-model/google/tapas-base-masklm",
    "transformers-auto-model/hf-tiny-model-private_tiny-random-DebertaForSequenceClassification",
    "transformers-auto-model/openai_whisper-base", "transformers-auto-model/opt-tiny-random", "ultralytics/yolo11n",
]
SAMPLES = Path(__file__).parents[1] / "graphnet" / "samples"


def main() -> None:
    sequences = [ops_in((SAMPLES / g / "model.py").read_text()) for g in GRAPHS]
    ranges = upstream_typical_ranges(sequences)
    record = {g: {"ops": s, "upstream_ranges": r} for g, s, r in zip(GRAPHS, sequences, ranges)}
    (Path(__file__).parent / "typical_real_graphs.json").write_text(json.dumps(record, indent=1) + "\n")


if __name__ == "__main__":
    main()
