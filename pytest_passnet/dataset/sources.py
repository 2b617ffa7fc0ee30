"""The model zoo: real architectures from torchvision, timm and transformers.

Every model is built from code with random weights (no download): torchvision with
``weights=None``, timm with ``pretrained=False``, transformers from a config class.
Transformers configs whose defaults describe a multi-billion-parameter model are
shrunk to a small-but-real shape (``SMALL_DECODER``), documented in DATASET.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Callable

import torch

SOURCES = ("torchvision", "timm", "transformers")
SOURCE_FOLDERS = {"torchvision": "torchvision", "timm": "timm", "transformers": "transformers-auto-model"}
SEED = 0
SEQ_LEN = 32
IMAGE_SIZE = 224

# Shape shared by the decoder-only LLM families whose default configs are 1B+ parameters.
SMALL_DECODER = dict(
    hidden_size=512, num_hidden_layers=4, num_attention_heads=8, num_key_value_heads=4,
    intermediate_size=1408, vocab_size=32000, max_position_embeddings=512,
)


@dataclass(frozen=True)
class ModelSpec:
    """How to build one architecture and feed it a batch."""

    source: str
    name: str
    build: Callable[[], torch.nn.Module]
    inputs: Callable[[int], dict[str, torch.Tensor]]
    tag: str
    note: str = field(default="", compare=False)

    @property
    def folder(self) -> str:
        """``samples/<folder>/<name>``, GraphNet's source folder naming."""
        return f"samples/{SOURCE_FOLDERS.get(self.source, self.source)}/{self.name}"


def _generator() -> torch.Generator:
    return torch.Generator().manual_seed(SEED)


# Builders and input makers are module-level functions bound with functools.partial,
# so that a ModelSpec pickles into the build's worker processes.
def _images(size: int, batch: int) -> dict[str, torch.Tensor]:
    return {"x": torch.rand(batch, 3, size, size, generator=_generator())}


def _pixels(size: int, batch: int) -> dict[str, torch.Tensor]:
    return {"pixel_values": torch.rand(batch, 3, size, size, generator=_generator())}


def _tokens(vocab: int, decoder: bool, batch: int) -> dict[str, torch.Tensor]:
    ids = torch.randint(0, vocab, (batch, SEQ_LEN), generator=_generator())
    inputs = {"input_ids": ids}
    if decoder:
        inputs["decoder_input_ids"] = ids[:, : SEQ_LEN // 2].clone()
    return inputs


def image_batch(size: int = IMAGE_SIZE) -> Callable[[int], dict[str, torch.Tensor]]:
    return partial(_images, size)


def pixel_batch(size: int = IMAGE_SIZE) -> Callable[[int], dict[str, torch.Tensor]]:
    return partial(_pixels, size)


def token_batch(vocab: int = 1000, decoder: bool = False) -> Callable[[int], dict[str, torch.Tensor]]:
    return partial(_tokens, vocab, decoder)


def audio_batch(batch: int) -> dict[str, torch.Tensor]:
    return {"input_values": torch.rand(batch, 16000, generator=_generator()) * 2 - 1}


def whisper_batch(batch: int) -> dict[str, torch.Tensor]:
    features = torch.rand(batch, 80, 3000, generator=_generator())
    return {"input_features": features, "decoder_input_ids": torch.zeros(batch, 4, dtype=torch.long)}


def _build_torchvision(name: str) -> torch.nn.Module:
    import torchvision

    return torchvision.models.get_model(name, weights=None)


def _build_timm(name: str) -> torch.nn.Module:
    import timm

    return timm.create_model(name, pretrained=False)


def _build_transformers(model_class: str, config_class: str, overrides: dict) -> torch.nn.Module:
    import transformers

    config = getattr(transformers, config_class)(**overrides)
    return getattr(transformers, model_class)(config)


TORCHVISION = [
    "resnet18", "resnet50", "mobilenet_v2", "mobilenet_v3_small", "efficientnet_b0",
    "regnet_y_400mf", "shufflenet_v2_x0_5", "squeezenet1_1", "convnext_tiny", "mnasnet0_5",
    "densenet121", "vit_b_16", "swin_t",
]
TIMM = [
    "resnet50", "resnet26d", "deit_tiny_patch16_224", "vit_small_patch16_224", "convnext_atto",
    "regnety_002", "ghostnet_100", "mixer_s16_224", "levit_128s", "coat_lite_tiny",
    "poolformer_s12", "resmlp_12_224", "dla34", "cspresnet50", "edgenext_xx_small",
    "lcnet_050", "rexnet_100", "mobilevitv2_050", "efficientformer_l1", "pit_ti_224",
    "tinynet_a", "fastvit_t8", "repvit_m1", "tf_efficientnet_lite0",
]
# (name, model class, config class, input maker, tag, config overrides)
TRANSFORMERS = [
    ("bert", "BertModel", "BertConfig", token_batch(), "nlp", {}),
    ("roberta", "RobertaModel", "RobertaConfig", token_batch(), "nlp", {}),
    ("distilbert", "DistilBertModel", "DistilBertConfig", token_batch(), "nlp", {}),
    ("electra", "ElectraModel", "ElectraConfig", token_batch(), "nlp", {}),
    ("mobilebert", "MobileBertModel", "MobileBertConfig", token_batch(), "nlp", {}),
    ("mpnet", "MPNetModel", "MPNetConfig", token_batch(), "nlp", {}),
    ("squeezebert", "SqueezeBertModel", "SqueezeBertConfig", token_batch(), "nlp", {}),
    ("albert_base", "AlbertModel", "AlbertConfig", token_batch(), "nlp",
     dict(hidden_size=768, num_attention_heads=12, intermediate_size=3072)),
    ("gpt2", "GPT2Model", "GPT2Config", token_batch(), "nlp", {}),
    ("opt", "OPTModel", "OPTConfig", token_batch(), "nlp", {}),
    ("bloom", "BloomModel", "BloomConfig", token_batch(), "nlp", {}),
    ("gpt_bigcode", "GPTBigCodeModel", "GPTBigCodeConfig", token_batch(), "nlp", {}),
    ("gpt_neo_small", "GPTNeoModel", "GPTNeoConfig", token_batch(), "nlp",
     dict(hidden_size=512, num_layers=4, num_heads=8, attention_types=[[["global", "local"], 2]])),
    ("llama_small", "LlamaModel", "LlamaConfig", token_batch(), "nlp", SMALL_DECODER),
    ("mistral_small", "MistralModel", "MistralConfig", token_batch(), "nlp", SMALL_DECODER),
    ("qwen2_small", "Qwen2Model", "Qwen2Config", token_batch(), "nlp", SMALL_DECODER),
    ("gemma_small", "GemmaModel", "GemmaConfig", token_batch(), "nlp", {**SMALL_DECODER, "head_dim": 64}),
    ("phi_small", "PhiModel", "PhiConfig", token_batch(), "nlp", SMALL_DECODER),
    ("stablelm_small", "StableLmModel", "StableLmConfig", token_batch(), "nlp", SMALL_DECODER),
    ("falcon_small", "FalconModel", "FalconConfig", token_batch(), "nlp",
     dict(hidden_size=512, num_hidden_layers=4, num_attention_heads=8, vocab_size=32000)),
    ("t5", "T5Model", "T5Config", token_batch(decoder=True), "nlp", {}),
    ("bart", "BartModel", "BartConfig", token_batch(decoder=True), "nlp", {}),
    ("whisper", "WhisperModel", "WhisperConfig", whisper_batch, "audio", {}),
    ("wav2vec2", "Wav2Vec2Model", "Wav2Vec2Config", audio_batch, "audio", {}),
    ("hubert", "HubertModel", "HubertConfig", audio_batch, "audio", {}),
    ("vit", "ViTModel", "ViTConfig", pixel_batch(), "computer_vision", {}),
    ("beit", "BeitModel", "BeitConfig", pixel_batch(), "computer_vision", {}),
    ("swin", "SwinModel", "SwinConfig", pixel_batch(), "computer_vision", {}),
    ("convnext", "ConvNextModel", "ConvNextConfig", pixel_batch(), "computer_vision", {}),
    ("segformer", "SegformerModel", "SegformerConfig", pixel_batch(), "computer_vision", {}),
    ("mobilevit", "MobileViTModel", "MobileViTConfig", pixel_batch(256), "computer_vision", {}),
    ("resnet_hf", "ResNetModel", "ResNetConfig", pixel_batch(), "computer_vision", {}),
    ("clip_vision", "CLIPVisionModel", "CLIPVisionConfig", pixel_batch(), "computer_vision", {}),
    ("clip_text", "CLIPTextModel", "CLIPTextConfig", token_batch(), "nlp", {}),
]


def model_specs(sources: list[str]) -> list[ModelSpec]:
    """Every architecture of the named sources, in a fixed order."""
    unknown = sorted(set(sources) - set(SOURCES))
    if unknown:
        raise ValueError(f"unknown source(s) {', '.join(unknown)}; choose from {', '.join(SOURCES)}")
    specs: list[ModelSpec] = []
    if "torchvision" in sources:
        specs += [ModelSpec("torchvision", n, partial(_build_torchvision, n), image_batch(), "computer_vision") for n in TORCHVISION]
    if "timm" in sources:
        specs += [ModelSpec("timm", n, partial(_build_timm, n), image_batch(), "computer_vision") for n in TIMM]
    if "transformers" in sources:
        specs += [
            ModelSpec("transformers", name, partial(_build_transformers, model, config, over), inputs, tag,
                      note="small config" if over else "default config")
            for name, model, config, inputs, tag, over in TRANSFORMERS
        ]
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
