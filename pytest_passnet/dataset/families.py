"""Model families PassNet lacks, written in plain torch at the real widths of public configs.

LLM decode steps with a KV cache and grouped-query attention, a grouped-GEMM mixture of
experts as inference engines run it, a Mamba-2 (SSD) state-space block, a DiT block with
adaLN modulation and a divided space-time video block. Each is built from code with
random weights (no download) and two layers, so the grammar sees the block repeat;
``FAMILY_SPECS`` lists them with the config each follows (docs/dataset.md, "Families
PassNet lacks").
"""

from __future__ import annotations

import math
from functools import partial

import torch
import torch.nn.functional as F
from torch import nn

SOURCE = "families"

# Llama-3.1-8B (meta-llama/Llama-3.1-8B config.json): 32 heads, 8 key/value heads.
LLAMA_3_8B = dict(hidden=4096, heads=32, kv_heads=8, head_dim=128, intermediate=14336, rope_theta=500000.0,
                  eps=1e-5, qkv_bias=False)
# Qwen2.5-7B (Qwen/Qwen2.5-7B config.json): 28 heads, 4 key/value heads, q/k/v biases.
QWEN2_5_7B = dict(hidden=3584, heads=28, kv_heads=4, head_dim=128, intermediate=18944, rope_theta=1000000.0,
                  eps=1e-6, qkv_bias=True)
# OLMoE-1B-7B (allenai/OLMoE-1B-7B-0924 config.json): 64 experts, top-8, no top-k renormalisation.
OLMOE_1B_7B = dict(hidden=2048, experts=64, top_k=8, intermediate=1024, eps=1e-5)
# Mamba2-2.7B (state-spaces/mamba2-2.7b config.json and mamba_ssm's Mamba2 defaults).
MAMBA2_2_7B = dict(hidden=2560, state=128, head_dim=64, expand=2, groups=1, conv=4, chunk=256, eps=1e-5)
# DiT-XL/2 (facebookresearch/DiT models.py): 1152 wide, 16 heads, patch 2, 4 latent channels, 1000 classes.
DIT_XL_2 = dict(hidden=1152, heads=16, patch=2, channels=4, mlp_ratio=4, classes=1000, frequencies=256)
# VideoMAE-B tubelet embedding (MCG-NJU/videomae-base: 768 wide, 12 heads, tubelet 2, patch 16, 224 px)
# followed by TimeSformer's divided space-time blocks (facebookresearch/TimeSformer vit.py).
VIDEO_B = dict(hidden=768, heads=12, patch=16, tubelet=2, mlp_ratio=4, image=224)


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """LlamaRMSNorm: in float32, back to the input's dtype before the weight."""
    dtype = x.dtype
    x = x.float()
    x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)
    return weight * x.to(dtype)


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    first, second = x.chunk(2, dim=-1)
    return torch.cat((-second, first), dim=-1)


class DecoderLayer(nn.Module):
    """One Llama/Qwen2 decoder layer at a decode step: one new token, past keys and values in a cache."""

    def __init__(self, hidden, heads, kv_heads, head_dim, intermediate, eps, qkv_bias, **_):
        super().__init__()
        self.heads, self.kv_heads, self.head_dim, self.eps = heads, kv_heads, head_dim, eps
        self.input_norm = nn.Parameter(torch.ones(hidden))
        self.post_norm = nn.Parameter(torch.ones(hidden))
        self.q_proj = nn.Linear(hidden, heads * head_dim, bias=qkv_bias)
        self.k_proj = nn.Linear(hidden, kv_heads * head_dim, bias=qkv_bias)
        self.v_proj = nn.Linear(hidden, kv_heads * head_dim, bias=qkv_bias)
        self.o_proj = nn.Linear(heads * head_dim, hidden, bias=False)
        self.gate_proj = nn.Linear(hidden, intermediate, bias=False)
        self.up_proj = nn.Linear(hidden, intermediate, bias=False)
        self.down_proj = nn.Linear(intermediate, hidden, bias=False)

    def repeat_kv(self, x: torch.Tensor) -> torch.Tensor:
        """transformers' repeat_kv: each key/value head serves heads // kv_heads query heads."""
        batch, kv_heads, length, dim = x.shape
        groups = self.heads // kv_heads
        return x[:, :, None].expand(batch, kv_heads, groups, length, dim).reshape(batch, kv_heads * groups, length, dim)

    def forward(self, x, cos, sin, past_key, past_value):
        batch, new, _ = x.shape
        h = rms_norm(x, self.input_norm, self.eps)
        q = self.q_proj(h).view(batch, new, self.heads, self.head_dim).transpose(1, 2)
        k = self.k_proj(h).view(batch, new, self.kv_heads, self.head_dim).transpose(1, 2)
        v = self.v_proj(h).view(batch, new, self.kv_heads, self.head_dim).transpose(1, 2)
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        # DynamicCache.update: the new token's key and value appended to the cache.
        key = torch.cat([past_key, k], dim=-2)
        value = torch.cat([past_value, v], dim=-2)
        attention = F.scaled_dot_product_attention(q, self.repeat_kv(key), self.repeat_kv(value),
                                                   scale=self.head_dim ** -0.5)
        x = x + self.o_proj(attention.transpose(1, 2).reshape(batch, new, -1))
        h = rms_norm(x, self.post_norm, self.eps)
        x = x + self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))
        return x, key, value


class DecodeStep(nn.Module):
    """Two decoder layers and the final norm at one decode step (Llama's rotary embedding, no vocabulary)."""

    def __init__(self, rope_theta, **config):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(**config) for _ in range(2))
        self.norm = nn.Parameter(torch.ones(config["hidden"]))
        self.eps = config["eps"]
        dim = config["head_dim"]
        self.register_buffer("inv_freq", 1.0 / rope_theta ** (torch.arange(0, dim, 2).float() / dim), persistent=False)

    def forward(self, hidden, position_ids, past_key_0, past_value_0, past_key_1, past_value_1):
        freqs = position_ids[:, :, None].float() * self.inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos().to(hidden.dtype), emb.sin().to(hidden.dtype)
        caches = [(past_key_0, past_value_0), (past_key_1, past_value_1)]
        present = []
        for layer, (key, value) in zip(self.layers, caches):
            hidden, key, value = layer(hidden, cos, sin, key, value)
            present += [key, value]
        return rms_norm(hidden, self.norm, self.eps), *present


class GroupedMoE(nn.Module):
    """A top-k routed expert layer run as grouped GEMMs over tokens sorted by expert.

    As vLLM's fused_moe and torchtitan run it: each (token, expert) pair is permuted so
    that an expert's tokens are contiguous, the experts' GEMMs run as one grouped GEMM
    (``torch._grouped_mm``, group ends ``offs``) over those groups with the expert
    weights as they are, and the outputs are weighted and summed back per token. The
    grouped GEMMs run in bfloat16, as the engines run them (torch's grouped GEMM takes
    bfloat16 only); routing and combine run in the model's dtype.
    """

    def __init__(self, hidden, experts, top_k, intermediate, eps):
        super().__init__()
        self.experts, self.top_k, self.eps = experts, top_k, eps
        self.norm = nn.Parameter(torch.ones(hidden))
        self.router = nn.Linear(hidden, experts, bias=False)
        scale = hidden ** -0.5
        self.gate_up = nn.Parameter((torch.randn(experts, hidden, 2 * intermediate) * scale).bfloat16())
        self.down = nn.Parameter((torch.randn(experts, intermediate, hidden) * intermediate ** -0.5).bfloat16())

    def forward(self, x):
        batch, length, hidden = x.shape
        tokens = rms_norm(x, self.norm, self.eps).reshape(-1, hidden)
        probabilities = F.softmax(self.router(tokens), dim=-1, dtype=torch.float32)
        weights, chosen = torch.topk(probabilities, self.top_k, dim=-1)
        expert_of_pair = chosen.reshape(-1)
        order = torch.argsort(expert_of_pair, stable=True)
        token_of_pair = order // self.top_k
        sorted_experts = expert_of_pair[order]
        experts = torch.arange(self.experts, device=x.device, dtype=sorted_experts.dtype)
        group_ends = torch.searchsorted(sorted_experts, experts, right=True).to(torch.int32)
        grouped = tokens[token_of_pair].to(torch.bfloat16)
        gate, up = torch._grouped_mm(grouped, self.gate_up, offs=group_ends).chunk(2, dim=-1)
        out = torch._grouped_mm(F.silu(gate) * up, self.down, offs=group_ends)
        out = out.to(x.dtype) * weights.reshape(-1)[order].to(x.dtype)[:, None]
        combined = torch.zeros_like(tokens).index_add(0, token_of_pair, out)
        return x + combined.view(batch, length, hidden)


class MoELayers(nn.Module):
    def __init__(self, **config):
        super().__init__()
        self.layers = nn.ModuleList(GroupedMoE(**config) for _ in range(2))

    def forward(self, hidden):
        for layer in self.layers:
            hidden = layer(hidden)
        return hidden


def segment_sum(x: torch.Tensor) -> torch.Tensor:
    """mamba_ssm's segsum: x[..., i, j] = sum of x[j+1..i], -inf above the diagonal."""
    length = x.size(-1)
    x = x[..., None].repeat(*([1] * x.dim()), length)
    below = torch.tril(torch.ones(length, length, dtype=torch.bool, device=x.device), diagonal=-1)
    x = torch.cumsum(x.masked_fill(~below, 0), dim=-2)
    on_or_below = torch.tril(torch.ones(length, length, dtype=torch.bool, device=x.device), diagonal=0)
    return x.masked_fill(~on_or_below, -torch.inf)


def ssd_chunked(x, dt_a, b, c, chunk: int):
    """mamba_ssm's ssd_minimal_discrete: the SSD scan in chunks of ``chunk`` steps.

    x (batch, length, heads, head_dim), dt_a (batch, length, heads), b and c (batch, length, heads, state).
    """
    batch, length, heads, head_dim = x.shape
    chunks = length // chunk
    x = x.reshape(batch, chunks, chunk, heads, head_dim)
    b = b.reshape(batch, chunks, chunk, heads, -1)
    c = c.reshape(batch, chunks, chunk, heads, -1)
    a = dt_a.reshape(batch, chunks, chunk, heads).permute(0, 3, 1, 2)
    a_cumsum = torch.cumsum(a, dim=-1)
    decay = torch.exp(segment_sum(a))
    y_diagonal = torch.einsum("bclhn,bcshn,bhcls,bcshp->bclhp", c, b, decay, x)
    decay_states = torch.exp(a_cumsum[:, :, :, -1:] - a_cumsum)
    states = torch.einsum("bclhn,bhcl,bclhp->bchpn", b, decay_states, x)
    states = torch.cat([torch.zeros_like(states[:, :1]), states], dim=1)
    decay_chunk = torch.exp(segment_sum(F.pad(a_cumsum[:, :, :, -1], (1, 0))))
    states = torch.einsum("bhzc,bchpn->bzhpn", decay_chunk, states)[:, :-1]
    y_off = torch.einsum("bclhn,bchpn,bhcl->bclhp", c, states, torch.exp(a_cumsum))
    return (y_diagonal + y_off).reshape(batch, length, heads, head_dim)


class Mamba2Block(nn.Module):
    """mamba_ssm's Mamba2 (ngroups 1) with the chunked SSD scan in torch ops, pre-norm and residual."""

    def __init__(self, hidden, state, head_dim, expand, groups, conv, chunk, eps):
        super().__init__()
        self.inner, self.state, self.head_dim, self.groups, self.chunk, self.eps = \
            expand * hidden, state, head_dim, groups, chunk, eps
        self.heads = self.inner // head_dim
        conv_dim = self.inner + 2 * groups * state
        self.norm = nn.Parameter(torch.ones(hidden))
        self.in_proj = nn.Linear(hidden, 2 * self.inner + 2 * groups * state + self.heads, bias=False)
        self.conv1d = nn.Conv1d(conv_dim, conv_dim, conv, groups=conv_dim, padding=conv - 1)
        self.dt_bias = nn.Parameter(torch.rand(self.heads) - 4.0)
        self.a_log = nn.Parameter(torch.log(torch.rand(self.heads) * 15 + 1))
        self.d = nn.Parameter(torch.ones(self.heads))
        self.gate_norm = nn.Parameter(torch.ones(self.inner))
        self.out_proj = nn.Linear(self.inner, hidden, bias=False)

    def forward(self, u):
        batch, length, _ = u.shape
        projected = self.in_proj(rms_norm(u, self.norm, self.eps))
        z, xbc, dt = torch.split(projected, [self.inner, self.inner + 2 * self.groups * self.state, self.heads], dim=-1)
        dt = F.softplus(dt + self.dt_bias)
        xbc = F.silu(self.conv1d(xbc.transpose(1, 2))[..., :length].transpose(1, 2))
        x, b, c = torch.split(xbc, [self.inner, self.groups * self.state, self.groups * self.state], dim=-1)
        x = x.reshape(batch, length, self.heads, self.head_dim)
        b = b.reshape(batch, length, self.groups, self.state).expand(batch, length, self.heads, self.state)
        c = c.reshape(batch, length, self.groups, self.state).expand(batch, length, self.heads, self.state)
        a = -torch.exp(self.a_log.float())
        y = ssd_chunked(x * dt[..., None], a * dt, b, c, min(self.chunk, length))
        y = (y + x * self.d[:, None]).reshape(batch, length, self.inner)
        # RMSNormGated (norm_before_gate=False): the gate before the norm.
        y = rms_norm(y * F.silu(z), self.gate_norm, self.eps)
        return u + self.out_proj(y)


class Mamba2Layers(nn.Module):
    def __init__(self, **config):
        super().__init__()
        self.layers = nn.ModuleList(Mamba2Block(**config) for _ in range(2))

    def forward(self, hidden):
        for layer in self.layers:
            hidden = layer(hidden)
        return hidden


def modulate(x: torch.Tensor, shift: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return x * (1 + scale.unsqueeze(1)) + shift.unsqueeze(1)


class Attention(nn.Module):
    """timm's Attention (fused qkv, scaled_dot_product_attention), as DiT and TimeSformer use it."""

    def __init__(self, hidden, heads):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.proj = nn.Linear(hidden, hidden)

    def forward(self, x):
        batch, tokens, hidden = x.shape
        q, k, v = self.qkv(x).reshape(batch, tokens, 3, self.heads, hidden // self.heads).permute(2, 0, 3, 1, 4).unbind(0)
        x = F.scaled_dot_product_attention(q, k, v)
        return self.proj(x.transpose(1, 2).reshape(batch, tokens, hidden))


class Mlp(nn.Module):
    def __init__(self, hidden, ratio, approximate="none"):
        super().__init__()
        self.fc1 = nn.Linear(hidden, ratio * hidden)
        self.fc2 = nn.Linear(ratio * hidden, hidden)
        self.approximate = approximate

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x), approximate=self.approximate))


class DiTBlock(nn.Module):
    """DiT's block with adaLN-Zero: shift, scale and gate of both sublayers from the conditioning."""

    def __init__(self, hidden, heads, mlp_ratio):
        super().__init__()
        self.norm1 = nn.LayerNorm(hidden, elementwise_affine=False, eps=1e-6)
        self.attn = Attention(hidden, heads)
        self.norm2 = nn.LayerNorm(hidden, elementwise_affine=False, eps=1e-6)
        self.mlp = Mlp(hidden, mlp_ratio, approximate="tanh")
        self.adaLN_modulation = nn.Linear(hidden, 6 * hidden)

    def forward(self, x, c):
        shift_msa, scale_msa, gate_msa, shift_mlp, scale_mlp, gate_mlp = self.adaLN_modulation(F.silu(c)).chunk(6, dim=1)
        x = x + gate_msa.unsqueeze(1) * self.attn(modulate(self.norm1(x), shift_msa, scale_msa))
        return x + gate_mlp.unsqueeze(1) * self.mlp(modulate(self.norm2(x), shift_mlp, scale_mlp))


def sincos_2d(hidden: int, grid: int, device) -> torch.Tensor:
    """DiT's fixed 2-D sine-cosine position table for a grid x grid patch layout, in torch ops."""
    quarter = hidden // 4
    omega = 1.0 / 10000 ** (torch.arange(quarter, dtype=torch.float32, device=device) / quarter)
    position = torch.arange(grid, dtype=torch.float32, device=device)
    rows, cols = torch.meshgrid(position, position, indexing="ij")
    parts = []
    for axis in (cols, rows):
        angles = axis.reshape(-1, 1) * omega
        parts += [angles.sin(), angles.cos()]
    return torch.cat(parts, dim=1).unsqueeze(0)


class DiT(nn.Module):
    """DiT: patch embedding, timestep and class embeddings, two blocks, the adaLN final layer, unpatchify."""

    def __init__(self, hidden, heads, patch, channels, mlp_ratio, classes, frequencies):
        super().__init__()
        self.hidden, self.patch, self.channels, self.frequencies = hidden, patch, channels, frequencies
        self.x_embedder = nn.Conv2d(channels, hidden, patch, stride=patch)
        self.t_embedder = nn.Sequential(nn.Linear(frequencies, hidden), nn.SiLU(), nn.Linear(hidden, hidden))
        self.y_embedder = nn.Embedding(classes + 1, hidden)  # + the null class of classifier-free guidance
        self.blocks = nn.ModuleList(DiTBlock(hidden, heads, mlp_ratio) for _ in range(2))
        self.final_norm = nn.LayerNorm(hidden, elementwise_affine=False, eps=1e-6)
        self.final_modulation = nn.Linear(hidden, 2 * hidden)
        self.final_linear = nn.Linear(hidden, patch * patch * 2 * channels)  # learn_sigma: mean and variance

    def timestep_embedding(self, t):
        half = self.frequencies // 2
        freqs = torch.exp(-math.log(10000) * torch.arange(half, dtype=torch.float32, device=t.device) / half)
        args = t[:, None].float() * freqs[None]
        return torch.cat([torch.cos(args), torch.sin(args)], dim=-1)

    def forward(self, latent, timestep, label):
        batch, _, size, _ = latent.shape
        grid = size // self.patch
        x = self.x_embedder(latent).flatten(2).transpose(1, 2) + sincos_2d(self.hidden, grid, latent.device)
        c = self.t_embedder(self.timestep_embedding(timestep).to(latent.dtype)) + self.y_embedder(label)
        for block in self.blocks:
            x = block(x, c)
        shift, scale = self.final_modulation(F.silu(c)).chunk(2, dim=1)
        x = self.final_linear(modulate(self.final_norm(x), shift, scale))
        out = 2 * self.channels
        x = x.reshape(batch, grid, grid, self.patch, self.patch, out)
        return torch.einsum("nhwpqc->nchpwq", x).reshape(batch, out, size, size)


class DividedSpaceTimeBlock(nn.Module):
    """TimeSformer's divided space-time block: temporal attention per patch, spatial attention per frame, MLP."""

    def __init__(self, hidden, heads, mlp_ratio):
        super().__init__()
        self.temporal_norm = nn.LayerNorm(hidden)
        self.temporal_attn = Attention(hidden, heads)
        self.temporal_fc = nn.Linear(hidden, hidden)
        self.norm1 = nn.LayerNorm(hidden)
        self.attn = Attention(hidden, heads)
        self.norm2 = nn.LayerNorm(hidden)
        self.mlp = Mlp(hidden, mlp_ratio)

    def forward(self, x, frames):
        batch, tokens, hidden = x.shape
        patches = tokens // frames
        # tokens in (frame, patch) order: temporal attention runs over frames for each patch.
        xt = x.view(batch, frames, patches, hidden).transpose(1, 2).reshape(batch * patches, frames, hidden)
        xt = self.temporal_fc(self.temporal_attn(self.temporal_norm(xt)))
        x = x + xt.view(batch, patches, frames, hidden).transpose(1, 2).reshape(batch, tokens, hidden)
        xs = x.reshape(batch * frames, patches, hidden)
        x = x + self.attn(self.norm1(xs)).view(batch, tokens, hidden)
        return x + self.mlp(self.norm2(x))


class VideoBlocks(nn.Module):
    """VideoMAE's tubelet embedding (Conv3d) and two divided space-time blocks."""

    def __init__(self, hidden, heads, patch, tubelet, mlp_ratio, image):
        super().__init__()
        self.tubelet = tubelet
        self.patch_embed = nn.Conv3d(3, hidden, (tubelet, patch, patch), stride=(tubelet, patch, patch))
        self.blocks = nn.ModuleList(DividedSpaceTimeBlock(hidden, heads, mlp_ratio) for _ in range(2))
        self.norm = nn.LayerNorm(hidden)

    def forward(self, pixel_values):
        frames = pixel_values.shape[2] // self.tubelet
        x = self.patch_embed(pixel_values).flatten(2).transpose(1, 2)
        for block in self.blocks:
            x = block(x, frames)
        return self.norm(x)


def _filled(value: float, shape: tuple[int, ...], device: str, dtype=torch.float32) -> torch.Tensor:
    return torch.full(shape, value, dtype=dtype, device=device)


def _random(shape, device, low=-1.0, high=1.0, dtype=torch.float32) -> torch.Tensor:
    if device == "meta":
        return torch.empty(shape, dtype=dtype, device="meta")
    generator = torch.Generator().manual_seed(0)
    if dtype.is_floating_point:
        return (torch.rand(shape, generator=generator) * (high - low) + low).to(dtype)
    return torch.randint(int(low), int(high), shape, generator=generator, dtype=dtype)


def decode_inputs(kv_heads: int, head_dim: int, hidden: int, device: str, batch: int, cache: int) -> dict:
    """One new token per sequence, ``cache`` past positions in each layer's cache."""
    caches = {f"past_{kind}_{layer}": _random((batch, kv_heads, cache, head_dim), device)
              for layer in range(2) for kind in ("key", "value")}
    return {"hidden": _random((batch, 1, hidden), device), "position_ids": _filled(cache, (batch, 1), device, torch.long),
            **caches}


def token_inputs(hidden: int, device: str, batch: int, seq: int) -> dict:
    return {"hidden": _random((batch, seq, hidden), device)}


def dit_inputs(channels: int, classes: int, device: str, batch: int, latent: int) -> dict:
    return {"latent": _random((batch, channels, latent, latent), device, -2.0, 2.0),
            "timestep": _random((batch,), device, 0, 1000, torch.long),
            "label": _random((batch,), device, 0, classes, torch.long)}


def video_inputs(image: int, device: str, batch: int, frames: int) -> dict:
    return {"pixel_values": _random((batch, 3, frames, image, image), device)}


# (name, module, config, input maker, heuristic tag, reifier family, what it follows)
FAMILY_SPECS = [
    ("llama_3_8b_decode", DecodeStep, LLAMA_3_8B,
     partial(decode_inputs, LLAMA_3_8B["kv_heads"], LLAMA_3_8B["head_dim"], LLAMA_3_8B["hidden"]), "nlp", "decode",
     "Llama-3.1-8B decode step"),
    ("qwen2_5_7b_decode", DecodeStep, QWEN2_5_7B,
     partial(decode_inputs, QWEN2_5_7B["kv_heads"], QWEN2_5_7B["head_dim"], QWEN2_5_7B["hidden"]), "nlp", "decode",
     "Qwen2.5-7B decode step"),
    ("olmoe_grouped_gemm", MoELayers, OLMOE_1B_7B, partial(token_inputs, OLMOE_1B_7B["hidden"]), "nlp", "nlp",
     "OLMoE-1B-7B expert layers as grouped GEMMs"),
    ("mamba2_2_7b_ssd", Mamba2Layers, MAMBA2_2_7B, partial(token_inputs, MAMBA2_2_7B["hidden"]), "nlp", "nlp",
     "Mamba2-2.7B blocks, chunked SSD"),
    ("dit_xl_2", DiT, DIT_XL_2, partial(dit_inputs, DIT_XL_2["channels"], DIT_XL_2["classes"]), "computer_vision", "diffusion",
     "DiT-XL/2, two blocks"),
    ("video_divided_st_b", VideoBlocks, VIDEO_B, partial(video_inputs, VIDEO_B["image"]), "computer_vision", "video",
     "VideoMAE-B tubelets, TimeSformer divided space-time blocks"),
]
