"""Round 22a on a GPU (not in the suite; ``python3 tests/adversarial/redteam/round22a/cuda22a.py`` on a CUDA host):
what the partial-fill liar can skip where the fill is device work inside both spans and no trusted fill is taken off
(``pipeline._drive``: on the CPU the trusted side writes each trial's inputs before the span; on CUDA the child fills
them inside it). Prints, for a 128 MiB input: whether a prefix drawn alone holds
the whole draw's values, whether an unread input can be skipped by moving the Philox offset past it (the inputs after
it drawn as before), the fill's time (``FreshFill``, synchronised) against the product's answer inside the span for an
8 MiB output (the chunk digests since the round's fix; the description after it, apart), and
``FreshFill``'s host time for 300 small inputs (a GraphNet sample's parameters)."""

from __future__ import annotations

import statistics
import time

import torch

from pytest_passnet import fingerprint
from pytest_passnet.materialize import FreshFill
from pytest_passnet.sample import TensorMeta


def _meta(name: str, shape: tuple[int, ...]) -> TensorMeta:
    return TensorMeta(f"Program_weight_tensor_meta_{name}", name, shape, "torch.float32", mean=0.0, std=1.0)


def _ms(work, repeats: int = 9) -> float:
    times = []
    for _ in range(repeats):
        torch.cuda.synchronize()
        started = time.perf_counter()
        work()
        torch.cuda.synchronize()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def main() -> None:
    device = torch.device("cuda")
    rows, width, used = 32768, 1024, 2048
    whole = torch.empty(rows, width, device=device)
    generator = torch.Generator(device=device)
    generator.manual_seed(5)
    whole.normal_(0, 0.2, generator=generator)
    for prefix in (used, 64, 1):
        part = torch.zeros(rows, width, device=device)
        generator.manual_seed(5)
        part[:prefix].normal_(0, 0.2, generator=generator)
        print(f"prefix of {prefix} rows drawn alone equals the whole draw's: {torch.equal(part[:prefix], whole[:prefix])}")

    metas = [_meta("in_0", (used, width)), _meta("in_1", (rows, width)), _meta("in_2", (used, width))]
    inputs = {meta.name: torch.zeros(meta.shape, device=device) for meta in metas}
    fill = FreshFill(metas, inputs)
    fill(7)
    offsets = {}
    generator.manual_seed(7)
    for name in ("in_0", "in_1"):
        torch.empty(inputs[name].shape, device=device).normal_(0, 0.2, generator=generator)
        offsets[name] = generator.get_offset()
    skipped = {name: torch.zeros_like(t) for name, t in inputs.items()}
    generator.manual_seed(7)
    skipped["in_0"].normal_(0, 0.2, generator=generator)
    generator.set_offset(offsets["in_1"])
    skipped["in_2"].normal_(0, 0.2, generator=generator)
    print(f"in_1 skipped by the offset: in_0 and in_2 as FreshFill draws them: "
          f"{torch.equal(skipped['in_0'], inputs['in_0']) and torch.equal(skipped['in_2'], inputs['in_2'])}")

    print(f"FreshFill of 8 + 128 + 8 MiB: {_ms(lambda: fill(11)):.3f} ms; "
          f"128 MiB alone: {_ms(lambda: inputs['in_1'].normal_(0, 0.2, generator=generator)):.3f} ms")
    output = torch.randn(used, width, device=device)
    staging, orders = fingerprint.Staging(), fingerprint.memory_orders((output,))
    digests_ms = _ms(lambda: fingerprint.trial_digests((output,), orders, 3, staging))
    description_ms = _ms(lambda: fingerprint.trial_description((output,), orders, 3, staging))
    print(f"an 8 MiB output's digests (inside the span): {digests_ms:.3f} ms; its description (after it): "
          f"{description_ms:.3f} ms; sin*cos of it: {_ms(lambda: torch.sin(output) * torch.cos(output)):.3f} ms")
    small = [_meta(f"p{i:03d}", (768,)) for i in range(300)]
    params = FreshFill(small, {meta.name: torch.zeros(meta.shape, device=device) for meta in small})
    print(f"FreshFill of 300 inputs of 768 values: {_ms(lambda: params(13)):.3f} ms")


if __name__ == "__main__":
    main()
