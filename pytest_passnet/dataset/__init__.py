"""``passnet-dataset``: cut real model architectures into PassBench samples.

The pipeline follows GraphNet (``docs/graphnet.md`` sections 9-13): extract a
model's FX graph with a Dynamo backend, decompose it into sole-op, fusible and
typical subgraphs, instantiate dtype and batch-bucket variants, deduplicate by
graph hash, and write samples, graph lists and train/eval lists in the public
PassNet v2 layout. One module per stage; ``build`` wires them together.
"""

# The model zoos ``build`` draws architectures from (``sources.py`` knows how); here so that
# the CLI can offer them without importing torch.
SOURCES = ("torchvision", "timm", "transformers", "torch_geometric", "families")
