"""The model zoo: real architectures from torchvision, timm, transformers and PyG, and our own
plain-torch families of what PassNet lacks (``families.py``).

Every model is built from code with random weights (no download): torchvision with
``weights=None``, timm with ``pretrained=False``, transformers from a config class.
Large LLMs keep their real widths with two layers (``QWEN2_1_5B``, ``LLAMA_3_1B``);
the older small decoder families keep a small shape (``SMALL_DECODER``). Every spec
names its reifier family, which decides the input shape of each bucket (docs/dataset.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Callable

import torch

from pytest_passnet.dataset import SOURCES

SOURCE_FOLDERS = {"torchvision": "torchvision", "timm": "timm", "transformers": "transformers-auto-model",
                  "torch_geometric": "torchgeometric", "families": "passnet-families"}
SEED = 0
BUCKETS = tuple(range(10))
ORIGINAL_BUCKET = 9

# Per-family bucket shapes, after GraphNet's sym_dim_reifiers
# (https://github.com/PaddlePaddle/GraphNet/tree/develop/graph_net/torch/sym_dim_reifiers):
# bucket k is the k-th shape of the family's grid, bucket 9 the shape the model is defined at.
REIFIERS: dict[str, list[dict[str, int]]] = {
    # naive_cv_sym_dim_reifier.reify_s0_s1: (batch, square resolution)
    "cv": [dict(batch=b, size=s) for b in (1, 32, 128) for s in (224, 256, 384)],
    # reify_timm_related_big_batch_s0: models tied to one resolution (position tables)
    "cv_fixed_size": [dict(batch=b) for b in (1, 4, 8, 16, 32, 64, 128, 256, 512)],
    # naive_nlp_sym_dim_reifier.reify_batch_s0_seq_s1: (batch, sequence)
    "nlp": [dict(batch=b, seq=s) for b, s in
            ((1, 16), (4, 16), (1, 256), (16, 16), (4, 256), (256, 16), (1, 4096), (16, 256), (16, 4096))],
    # reify_semantic_seg_s0 / reify_yolo_s0: batch at the model's resolution
    "segmentation": [dict(batch=b) for b in (1, 2, 4, 6, 8, 12, 16, 24, 32)],
    # reify_nemo_asr_s0_s1 read as (batch, seconds of 16 kHz audio / 10 ms frames)
    "audio": [dict(batch=b, frames=f) for b, f in
              ((1, 500), (16, 200), (2, 3000), (4, 2000), (8, 1000), (64, 200), (4, 4000), (32, 500), (16, 1000))],
    # reify_s0: one size (graph nodes)
    "graph": [dict(nodes=n) for n in (1000, 2000, 4000, 8000, 16000, 32000, 48000, 64000, 128000)],
    # Families upstream has no reifier for (families.py), in the same (batch, size) style.
    # An LLM decode step: (batch of sequences, past positions in the KV cache), one new token each.
    "decode": [dict(batch=b, cache=c) for b, c in
               ((1, 128), (8, 128), (1, 1024), (32, 128), (16, 1024), (64, 256), (1, 4096), (32, 1024), (64, 4096))],
    # A latent diffusion step: (batch, latent side); 32 is 256 px, 64 is 512 px through an 8x VAE.
    "diffusion": [dict(batch=b, latent=s) for b, s in
                  ((1, 32), (4, 32), (1, 64), (8, 32), (16, 32), (4, 64), (32, 32), (8, 64), (16, 64))],
    # A video clip at 224 px: (batch, frames).
    "video": [dict(batch=b, frames=f) for b, f in
              ((1, 8), (2, 8), (4, 8), (2, 16), (4, 16), (8, 8), (16, 8), (8, 16), (16, 16))],
}
ORIGINAL = {
    "cv": dict(batch=1, size=224), "cv_fixed_size": dict(batch=1), "nlp": dict(batch=1, seq=128),
    "segmentation": dict(batch=1), "audio": dict(batch=1, frames=100), "graph": dict(nodes=2708),
    # decode: one sequence, 2,048 tokens cached; diffusion: one 256 px image under classifier-free
    # guidance (conditional and unconditional halves, batch 2); video: VideoMAE's 16-frame clip.
    "decode": dict(batch=1, cache=2048), "diffusion": dict(batch=2, latent=32), "video": dict(batch=1, frames=16),
}


def bucket_dims(family: str, bucket: int) -> dict[str, int]:
    """The input dimensions of one bucket of a reifier family (bucket 9: the original shape)."""
    return dict(ORIGINAL[family] if bucket == ORIGINAL_BUCKET else REIFIERS[family][bucket])


@dataclass(frozen=True)
class ModelSpec:
    """How to build one architecture and feed it a batch of one bucket's dimensions."""

    source: str
    name: str
    build: Callable[[], torch.nn.Module]
    inputs: Callable[..., dict[str, torch.Tensor]]
    """``inputs(device, **bucket_dims)``; on ``meta`` only shapes and dtypes exist."""
    tag: str
    family: str
    note: str = field(default="", compare=False)

    @property
    def folder(self) -> str:
        """``samples/<folder>/<name>``, GraphNet's source folder naming."""
        return f"samples/{SOURCE_FOLDERS.get(self.source, self.source)}/{self.name}"

    def bucket_inputs(self, bucket: int, device: str = "cpu") -> dict[str, torch.Tensor]:
        return self.inputs(device, **bucket_dims(self.family, bucket))


def _generator() -> torch.Generator:
    return torch.Generator().manual_seed(SEED)


def _uniform(shape: tuple[int, ...], device: str, low: float = 0.0, high: float = 1.0) -> torch.Tensor:
    if device == "meta":
        return torch.empty(shape, device="meta")
    return torch.rand(shape, generator=_generator()) * (high - low) + low


def _ids(high: int, shape: tuple[int, ...], device: str) -> torch.Tensor:
    if device == "meta":
        return torch.empty(shape, dtype=torch.long, device="meta")
    return torch.randint(0, high, shape, generator=_generator())


# Input makers are module-level functions bound with functools.partial, so that a
# ModelSpec pickles into the build's worker processes.
def _images(key: str, fixed_size: int, device: str, batch: int, size: int | None = None) -> dict[str, torch.Tensor]:
    size = size or fixed_size
    return {key: _uniform((batch, 3, size, size), device)}


def _tokens(vocab: int, decoder: bool, device: str, batch: int, seq: int) -> dict[str, torch.Tensor]:
    inputs = {"input_ids": _ids(vocab, (batch, seq), device)}
    if decoder:
        inputs["decoder_input_ids"] = _ids(vocab, (batch, max(1, seq // 2)), device)
    return inputs


def _audio(device: str, batch: int, frames: int) -> dict[str, torch.Tensor]:
    return {"input_values": _uniform((batch, frames * 160), device, -1.0, 1.0)}


def _whisper(device: str, batch: int, frames: int) -> dict[str, torch.Tensor]:
    # Whisper's encoder is tied to 30 s (3000 frames); the bucket varies the batch.
    return {"input_features": _uniform((batch, 80, 3000), device),
            "decoder_input_ids": _ids(1, (batch, 4), device)}


def _graph(features: int, device: str, nodes: int) -> dict[str, torch.Tensor]:
    edges = nodes * 4  # Cora's ratio of edges to nodes, about 4 (undirected pairs counted twice)
    return {"x": _uniform((nodes, features), device), "edge_index": _ids(nodes, (2, edges), device)}


def image_batch(size: int = 224, key: str = "x") -> Callable[..., dict[str, torch.Tensor]]:
    return partial(_images, key, size)


def pixel_batch(size: int = 224) -> Callable[..., dict[str, torch.Tensor]]:
    return partial(_images, "pixel_values", size)


def token_batch(vocab: int = 1000, decoder: bool = False) -> Callable[..., dict[str, torch.Tensor]]:
    return partial(_tokens, vocab, decoder)


def _build_torchvision(name: str, kwargs: dict) -> torch.nn.Module:
    import torchvision

    return torchvision.models.get_model(name, weights=None, weights_backbone=None, **kwargs) if kwargs \
        else torchvision.models.get_model(name, weights=None)


class _OutputOnly(torch.nn.Module):
    """A segmentation model whose dict output is reduced to its ``out`` tensor."""

    def __init__(self, model: torch.nn.Module):
        super().__init__()
        self.model = model

    def forward(self, x):
        return self.model(x)["out"]


def _build_segmentation(name: str) -> torch.nn.Module:
    return _OutputOnly(_build_torchvision(name, {"aux_loss": False}))


def _build_timm(name: str) -> torch.nn.Module:
    import timm

    return timm.create_model(name, pretrained=False)


def _build_transformers(model_class: str, config_class: str, overrides: dict) -> torch.nn.Module:
    import transformers

    config = getattr(transformers, config_class)(**overrides)
    return getattr(transformers, model_class)(config)


class _GNN(torch.nn.Module):
    """Two message-passing layers of one PyG convolution and a classifier, Cora-sized."""

    def __init__(self, conv: str, features: int = 1433, hidden: int = 64, classes: int = 7):
        super().__init__()
        import torch_geometric.nn as gnn

        layer = getattr(gnn, conv)
        # Self-loop insertion filters edges by a mask (nonzero: a data-dependent shape, a graph
        # break); the graphs here are random, so the layers run on the edges as given.
        extra = {"GCNConv": {"add_self_loops": False}, "GATConv": {"heads": 1, "add_self_loops": False},
                 "TAGConv": {"normalize": False}}.get(conv, {})
        self.conv1 = layer(features, hidden, **extra)
        self.conv2 = layer(hidden, classes, **extra)

    def forward(self, x, edge_index):
        x = torch.nn.functional.relu(self.conv1(x, edge_index))
        return torch.nn.functional.log_softmax(self.conv2(x, edge_index), dim=-1)


def _build_gnn(conv: str) -> torch.nn.Module:
    return _GNN(conv)


TORCHVISION = [
    "resnet18", "resnet50", "mobilenet_v3_small", "efficientnet_b0", "regnet_y_400mf", "shufflenet_v2_x0_5",
    "convnext_tiny",
]
TORCHVISION_FIXED_SIZE = ["vit_b_16", "swin_t"]
TORCHVISION_SEGMENTATION = ["deeplabv3_mobilenet_v3_large", "lraspp_mobilenet_v3_large", "fcn_resnet50"]
TIMM = ["resnet26d", "regnety_002", "ghostnet_100", "dla34", "edgenext_xx_small", "rexnet_100", "fastvit_t8",
        "poolformer_s12"]
TIMM_FIXED_SIZE = ["deit_tiny_patch16_224", "mixer_s16_224", "levit_128s", "mobilevitv2_050"]
GNN = ["GCNConv", "SAGEConv", "GATConv", "GraphConv", "TAGConv"]

# Real widths of current LLMs, with two layers: the blocks are what samples are cut from.
QWEN2_1_5B = dict(use_cache=False, hidden_size=1536, intermediate_size=8960, num_attention_heads=12, num_key_value_heads=2,
                  vocab_size=151936, num_hidden_layers=2, max_position_embeddings=32768)
LLAMA_3_1B = dict(use_cache=False, hidden_size=2048, intermediate_size=8192, num_attention_heads=32, num_key_value_heads=8,
                  vocab_size=128256, num_hidden_layers=2, max_position_embeddings=8192, head_dim=64)
# Smaller decoders (the pre-existing families), kept for breadth.
SMALL_DECODER = dict(
    use_cache=False, hidden_size=512, num_hidden_layers=4, num_attention_heads=8, num_key_value_heads=4,
    intermediate_size=1408, vocab_size=32000, max_position_embeddings=4096,
)
# Experts as transformers' "batched_mm": each token's top-k experts gathered and applied by
# bmm, plain torch ops. The default "grouped_mm" calls a custom op transformers registers at
# import (torch.ops.transformers.grouped_mm_fallback on CPU), so its graphs do not reload
# without transformers; "eager" loops over the experts hit (a data-dependent nonzero).
MOE = dict(use_cache=False, hidden_size=1024, intermediate_size=1408, num_hidden_layers=2, num_attention_heads=16,
           num_key_value_heads=8, vocab_size=32000, max_position_embeddings=4096, experts_implementation="batched_mm")
# (name, model class, config class, input maker, tag, family, config overrides)
TRANSFORMERS = [
    ("bert", "BertModel", "BertConfig", token_batch(), "nlp", "nlp", dict(max_position_embeddings=4096)),
    ("distilbert", "DistilBertModel", "DistilBertConfig", token_batch(), "nlp", "nlp", dict(max_position_embeddings=4096)),
    ("gpt2", "GPT2Model", "GPT2Config", token_batch(), "nlp", "nlp", dict(n_positions=4096, use_cache=False)),
    ("gpt_neo_small", "GPTNeoModel", "GPTNeoConfig", token_batch(), "nlp", "nlp",
     dict(hidden_size=512, num_layers=4, num_heads=8, attention_types=[[["global", "local"], 2]],
          max_position_embeddings=4096, use_cache=False)),
    ("qwen2_1_5b_width", "Qwen2Model", "Qwen2Config", token_batch(), "nlp", "nlp", QWEN2_1_5B),
    ("llama_3_1b_width", "LlamaModel", "LlamaConfig", token_batch(), "nlp", "nlp", LLAMA_3_1B),
    ("mistral_small", "MistralModel", "MistralConfig", token_batch(), "nlp", "nlp", SMALL_DECODER),
    ("mixtral_moe", "MixtralModel", "MixtralConfig", token_batch(), "nlp", "nlp",
     {**MOE, "num_local_experts": 8, "num_experts_per_tok": 2}),
    ("qwen2_moe", "Qwen2MoeModel", "Qwen2MoeConfig", token_batch(), "nlp", "nlp",
     {**MOE, "moe_intermediate_size": 704, "shared_expert_intermediate_size": 1408, "num_experts": 8,
      "num_experts_per_tok": 2}),
    ("mamba2", "Mamba2Model", "Mamba2Config", token_batch(), "nlp", "nlp",
     dict(hidden_size=768, num_hidden_layers=2, vocab_size=32000, num_heads=24, head_dim=64, n_groups=1)),
    ("t5", "T5Model", "T5Config", token_batch(decoder=True), "nlp", "nlp", dict(use_cache=False)),
    ("bart", "BartModel", "BartConfig", token_batch(decoder=True), "nlp", "nlp",
     dict(max_position_embeddings=4096, use_cache=False)),
    ("whisper", "WhisperModel", "WhisperConfig", _whisper, "audio", "audio", dict(use_cache=False)),
    ("wav2vec2", "Wav2Vec2Model", "Wav2Vec2Config", _audio, "audio", "audio", {}),
    ("wav2vec2_conformer", "Wav2Vec2ConformerModel", "Wav2Vec2ConformerConfig", _audio, "audio", "audio", {}),
    ("hubert", "HubertModel", "HubertConfig", _audio, "audio", "audio", {}),
    ("vit", "ViTModel", "ViTConfig", pixel_batch(), "computer_vision", "cv_fixed_size", {}),
    ("beit", "BeitModel", "BeitConfig", pixel_batch(), "computer_vision", "cv_fixed_size", {}),
    ("swin", "SwinModel", "SwinConfig", pixel_batch(), "computer_vision", "cv_fixed_size", {}),
    ("convnext", "ConvNextModel", "ConvNextConfig", pixel_batch(), "computer_vision", "cv", {}),
    ("segformer", "SegformerModel", "SegformerConfig", pixel_batch(512), "computer_vision",
     "segmentation", {}),
    ("detr", "DetrModel", "DetrConfig", pixel_batch(640), "computer_vision", "segmentation",
     dict(use_timm_backbone=False, use_pretrained_backbone=False, backbone="resnet50",
          backbone_config={"model_type": "resnet", "out_features": ["stage4"]})),
    ("yolos_small", "YolosModel", "YolosConfig", pixel_batch(640), "computer_vision", "segmentation",
     dict(hidden_size=384, num_attention_heads=6, intermediate_size=1536, image_size=[640, 640])),
    ("mobilevit", "MobileViTModel", "MobileViTConfig", pixel_batch(256), "computer_vision", "cv_fixed_size", {}),
    ("resnet_hf", "ResNetModel", "ResNetConfig", pixel_batch(), "computer_vision", "cv", {}),
    ("clip_vision", "CLIPVisionModel", "CLIPVisionConfig", pixel_batch(), "computer_vision", "cv_fixed_size", {}),
]


def model_specs(sources: list[str]) -> list[ModelSpec]:
    """Every architecture of the named sources, in a fixed order."""
    unknown = sorted(set(sources) - set(SOURCES))
    if unknown:
        raise ValueError(f"unknown source(s) {', '.join(unknown)}; choose from {', '.join(SOURCES)}")
    specs: list[ModelSpec] = []
    if "torchvision" in sources:
        specs += [ModelSpec("torchvision", n, partial(_build_torchvision, n, {}), image_batch(), "computer_vision", "cv")
                  for n in TORCHVISION]
        specs += [ModelSpec("torchvision", n, partial(_build_torchvision, n, {}), image_batch(), "computer_vision",
                            "cv_fixed_size") for n in TORCHVISION_FIXED_SIZE]
        specs += [ModelSpec("torchvision", n, partial(_build_segmentation, n), image_batch(520), "computer_vision",
                            "segmentation") for n in TORCHVISION_SEGMENTATION]
    if "timm" in sources:
        specs += [ModelSpec("timm", n, partial(_build_timm, n), image_batch(), "computer_vision", "cv") for n in TIMM]
        specs += [ModelSpec("timm", n, partial(_build_timm, n), image_batch(256 if "mobilevit" in n else 224),
                            "computer_vision", "cv_fixed_size") for n in TIMM_FIXED_SIZE]
    if "transformers" in sources:
        specs += [
            ModelSpec("transformers", name, partial(_build_transformers, model, config, over), inputs, tag, family,
                      note="overridden config" if over else "default config")
            for name, model, config, inputs, tag, family, over in TRANSFORMERS
        ]
    if "torch_geometric" in sources:
        specs += [ModelSpec("torch_geometric", conv.lower().removesuffix("conv"), partial(_build_gnn, conv),
                            partial(_graph, 1433), "graph", "graph") for conv in GNN]
    if "families" in sources:
        from pytest_passnet.dataset.families import FAMILY_SPECS

        specs += [ModelSpec("families", name, partial(module, **config), inputs, tag, family, note=follows)
                  for name, module, config, inputs, tag, family, follows in FAMILY_SPECS]
    return specs


def instantiate(spec: ModelSpec) -> torch.nn.Module:
    """The model in eval mode with seeded random weights, constants perturbed.

    Constant-initialised tensors (zero biases, unit norm weights, BatchNorm running
    statistics) would replay as constants, on which a kernel that ignores them still
    passes; they get small seeded noise instead (running variances stay positive).
    """
    torch.manual_seed(SEED)
    model = spec.build().eval()
    generator = _generator()
    with torch.no_grad():
        for name, tensor in list(model.named_parameters()) + list(model.named_buffers()):
            if not tensor.is_floating_point() or tensor.numel() <= 1 or tensor.std() > 0:
                continue
            if name.endswith("running_var"):
                tensor.copy_(torch.rand(tensor.shape, generator=generator) + 0.5)
            else:
                tensor.add_(torch.randn(tensor.shape, generator=generator) * 0.02)
    return model
