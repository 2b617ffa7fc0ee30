"""A fingerprint of replayed inputs, shared by the GraphNet corpus benchmark and the vendored-graph tests.

Two replays are bit-identical exactly when their digests agree: names, dtypes, shapes
and every byte (so -0.0, NaN payloads and bool bytes all count).
"""

from __future__ import annotations

import hashlib

import torch


def tensor_digest(tensor: torch.Tensor) -> str:
    tensor = tensor.detach().cpu().contiguous()
    digest = hashlib.sha256(f"{tensor.dtype}|{tuple(tensor.shape)}|".encode())
    digest.update(tensor.reshape(-1).view(torch.uint8).numpy())
    return digest.hexdigest()


def combined_digest(tensor_digests: dict[str, str]) -> str:
    """One sha256 over every tensor's name and digest, in name order."""
    digest = hashlib.sha256()
    for name in sorted(tensor_digests):
        digest.update(f"{name}={tensor_digests[name]};".encode())
    return digest.hexdigest()


def inputs_digest(tensors: dict[str, torch.Tensor]) -> str:
    return combined_digest({name: tensor_digest(tensor) for name, tensor in tensors.items()})
