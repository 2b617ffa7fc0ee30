"""Small hand-written modules the dataset tests extract, decompose and lay out."""

from __future__ import annotations

import torch


class ConvBlock(torch.nn.Module):
    """A residual conv block with a classifier head: conv, batch-norm, relu, add, pool, linear."""

    def __init__(self, width: int = 8):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(3, width, 3, padding=1, bias=False)
        self.bn1 = torch.nn.BatchNorm2d(width)
        self.conv2 = torch.nn.Conv2d(width, width, 3, padding=1, bias=False)
        self.bn2 = torch.nn.BatchNorm2d(width)
        self.head = torch.nn.Linear(width, 5)

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        z = self.bn2(self.conv2(y))
        z = torch.relu(z + y)
        return self.head(torch.flatten(torch.nn.functional.adaptive_avg_pool2d(z, 1), 1))


class TinyAttention(torch.nn.Module):
    """One pre-norm attention block: layer-norm, q/k/v projections, SDPA, output projection, gelu MLP."""

    def __init__(self, dim: int = 16, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.norm = torch.nn.LayerNorm(dim)
        self.qkv = torch.nn.Linear(dim, 3 * dim)
        self.proj = torch.nn.Linear(dim, dim)
        self.mlp = torch.nn.Linear(dim, dim)

    def forward(self, x):
        batch, seq, dim = x.shape
        q, k, v = self.qkv(self.norm(x)).reshape(batch, seq, 3, self.heads, dim // self.heads).permute(2, 0, 3, 1, 4)
        attended = torch.nn.functional.scaled_dot_product_attention(q, k, v)
        x = x + self.proj(attended.transpose(1, 2).reshape(batch, seq, dim))
        return x + torch.nn.functional.gelu(self.mlp(x))


def seeded(module_class: type[torch.nn.Module]) -> torch.nn.Module:
    torch.manual_seed(0)
    module = module_class().eval()
    with torch.no_grad():  # non-trivial BatchNorm statistics, as the build's instantiate() does
        for name, buffer in module.named_buffers():
            if name.endswith("running_var"):
                buffer.uniform_(0.5, 1.5)
            elif name.endswith("running_mean"):
                buffer.normal_(0, 0.1)
    return module


def _made(shape: tuple[int, ...], device: str) -> torch.Tensor:
    if device == "meta":
        return torch.empty(shape, device="meta")
    return torch.rand(shape, generator=torch.Generator().manual_seed(0))


def conv_input(device: str = "cpu", batch: int = 2) -> dict[str, torch.Tensor]:
    """An input maker as ``sources.ModelSpec`` calls it: ``(device, **bucket dims)``."""
    return {"x": _made((batch, 3, 8, 8), device)}


def attention_input(device: str = "cpu", batch: int = 2) -> dict[str, torch.Tensor]:
    return {"x": _made((batch, 6, 16), device) * 2 - 1}


class BreaksGraph(torch.nn.Module):
    """A data-dependent Python branch: Dynamo splits the graph there."""

    def forward(self, x):
        y = x * 2
        if y.sum().item() > 0:
            return y + 1
        return y - 1


def vector_input(device: str = "cpu", batch: int = 2) -> dict[str, torch.Tensor]:
    return {"x": torch.ones(batch, 3, device=device)}


class ExpandsAboveBatchOne(torch.nn.Module):
    """A decoder's causal mask in small: above batch 1 the mask is expanded to the batch, one op more."""

    def __init__(self, width: int = 8):
        super().__init__()
        self.proj = torch.nn.Linear(width, width)
        self.mask = torch.nn.Parameter(torch.rand(1, width))

    def forward(self, x):
        mask = self.mask
        if x.shape[0] > 1:
            mask = mask.expand(x.shape[0], -1)
        return torch.relu(self.proj(x) * mask + 1)


def wide_vector_input(device: str = "cpu", batch: int = 2) -> dict[str, torch.Tensor]:
    return {"x": _made((batch, 8), device) * 2 - 1}


class RealOnlyContiguous(ExpandsAboveBatchOne):
    """Another path on real tensors than on meta ones, as torchvision's ViT attention has."""

    def forward(self, x):
        y = super().forward(x)
        return y if y.is_meta else y.contiguous()
