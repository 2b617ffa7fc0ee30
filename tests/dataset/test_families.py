"""The families PassNet lacks (``dataset/families.py``): each block computes what its reference
computes, and each goes through the real build (Dynamo capture, cuts, dtype variants, validation)
to at least one sample with the op pattern that makes it what it is.

Widths here are small (the shipped samples use the real ones); the code is the shipped code.
"""

from __future__ import annotations

import shutil
from functools import partial
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from pytest_passnet.dataset import families as fam
from pytest_passnet.dataset.build import BuildConfig, build
from pytest_passnet.dataset.merge import merge_build
from pytest_passnet.dataset.sources import ModelSpec, model_specs
from pytest_passnet.sample import load_sample, read_sample_list

from tests.checks import assert_all

DECODE = dict(fam.LLAMA_3_8B, hidden=64, heads=8, kv_heads=2, head_dim=16, intermediate=96)
MOE = dict(fam.OLMOE_1B_7B, hidden=64, experts=4, top_k=2, intermediate=32)
MAMBA = dict(fam.MAMBA2_2_7B, hidden=32, state=16, head_dim=16, chunk=8)
DIT = dict(fam.DIT_XL_2, hidden=64, heads=4, classes=10, frequencies=32)
VIDEO = dict(fam.VIDEO_B, hidden=64, heads=4, image=32)
SMALL = {
    "decode": ModelSpec("families", "decode", partial(fam.DecodeStep, **DECODE),
                        partial(fam.decode_inputs, DECODE["kv_heads"], DECODE["head_dim"], DECODE["hidden"]),
                        "nlp", "decode"),
    "moe": ModelSpec("families", "moe", partial(fam.MoELayers, **MOE), partial(fam.token_inputs, MOE["hidden"]),
                     "nlp", "nlp"),
    "mamba": ModelSpec("families", "mamba", partial(fam.Mamba2Layers, **MAMBA),
                       partial(fam.token_inputs, MAMBA["hidden"]), "nlp", "nlp"),
    "dit": ModelSpec("families", "dit", partial(fam.DiT, **DIT), partial(fam.dit_inputs, DIT["channels"], DIT["classes"]),
                     "computer_vision", "diffusion"),
    "video": ModelSpec("families", "video", partial(fam.VideoBlocks, **VIDEO), partial(fam.video_inputs, VIDEO["image"]),
                       "computer_vision", "video"),
}


def test_the_shipped_specs_are_the_families_at_their_real_widths():
    specs = {s.name: s for s in model_specs(["families"])}
    assert set(specs) == {name for name, *_ in fam.FAMILY_SPECS}
    assert specs["llama_3_8b_decode"].folder == "samples/passnet-families/llama_3_8b_decode"
    inputs = specs["llama_3_8b_decode"].bucket_inputs(8, "meta")  # batch 64, 4,096 cached positions
    assert inputs["hidden"].shape == (64, 1, 4096) and inputs["past_key_0"].shape == (64, 8, 4096, 128)
    assert specs["dit_xl_2"].bucket_inputs(9, "meta")["latent"].shape == (2, 4, 32, 32)


def test_the_grouped_gemm_moe_equals_each_token_through_its_top_k_experts():
    torch.manual_seed(0)
    layer = fam.GroupedMoE(**MOE).eval()
    x = torch.randn(2, 5, MOE["hidden"])
    tokens = fam.rms_norm(x, layer.norm, layer.eps).reshape(-1, MOE["hidden"])
    weights, chosen = torch.topk(F.softmax(layer.router(tokens), dim=-1), MOE["top_k"])
    expected = torch.zeros_like(tokens)
    for t in range(tokens.shape[0]):
        for weight, expert in zip(weights[t], chosen[t]):
            gate, up = (tokens[t].bfloat16() @ layer.gate_up[expert]).chunk(2)
            expected[t] += weight * (F.silu(gate) * up @ layer.down[expert]).float()
    torch.testing.assert_close(layer(x), x + expected.view_as(x), atol=2e-2, rtol=2e-2)


def test_the_chunked_ssd_scan_equals_the_recurrence():
    torch.manual_seed(0)
    batch, length, heads, dim, state = 2, 12, 3, 4, 5
    x, b, c = torch.randn(batch, length, heads, dim), torch.randn(batch, length, heads, state), torch.randn(
        batch, length, heads, state)
    dt_a = -torch.rand(batch, length, heads)
    h = torch.zeros(batch, heads, dim, state)
    expected = []
    for t in range(length):  # h_t = exp(dt_a_t) h_{t-1} + x_t b_t^T; y_t = h_t c_t
        h = h * dt_a[:, t, :, None, None].exp() + x[:, t, :, :, None] * b[:, t, :, None, :]
        expected.append(torch.einsum("bhpn,bhn->bhp", h, c[:, t]))
    torch.testing.assert_close(fam.ssd_chunked(x, dt_a, b, c, chunk=4), torch.stack(expected, dim=1))


def test_a_decode_step_attends_one_new_token_to_the_whole_cache_with_shared_kv_heads():
    model = fam.DecodeStep(**DECODE).eval()
    inputs = SMALL["decode"].bucket_inputs(0)  # batch 1, 128 cached positions
    seen = []
    original = F.scaled_dot_product_attention

    def spy(q, k, v, **kwargs):
        seen.append((q.shape, k.shape))
        return original(q, k, v, **kwargs)

    F.scaled_dot_product_attention = spy
    try:
        hidden, key, _, _, _ = model(**inputs)
    finally:
        F.scaled_dot_product_attention = original
    assert seen == [((1, 8, 1, 16), (1, 8, 129, 16))] * 2
    assert key.shape == (1, 2, 129, 16)  # the cache keeps two key/value heads for eight query heads


def _variant_texts(root: Path, model: str) -> list[str]:
    return [p.read_text() for p in root.glob(f"graphs/passnet_subgraphs/*/**/passnet-families/{model}/**/model.py")]


def _listed_samples(root: Path) -> list[str]:
    paths = []
    for kind in ("train/passnet_{}_train_samples.txt", "eval/gpu_passnet_{}_eval_samples.txt"):
        for category in ("sole_op", "fusible", "typical"):
            file = root / "sample_lists" / kind.format(category)
            paths += read_sample_list(file) if file.exists() else []
    return paths


def every_family_extracts_and_yields_a_sample(root, report):
    assert report.failed == {}, report.failed
    models = {line.split("/samples/")[1].split("/")[1] for path in _listed_samples(root)
              for line in (root / path / "graph_list.txt").read_text().split()}
    assert models == set(SMALL), models


def every_listed_sample_loads_in_three_dtypes(root, report):
    for path in _listed_samples(root):
        if "sole_op" in path:
            continue
        assert {v.dtype for v in load_sample(root / path, root).variants} == {"float32", "float16", "bfloat16"}, path


def the_moe_samples_hold_the_sort_and_the_grouped_gemm(root, report):
    texts = _variant_texts(root, "moe")
    assert any("torch._grouped_mm" in t for t in texts)
    assert any("torch._grouped_mm" in t and ("argsort" in t or "searchsorted" in t or "index_add" in t) for t in texts)


def the_decode_attention_has_one_query_and_the_whole_cache_as_keys(root, report):
    for directory in root.glob("graphs/passnet_subgraphs/*/float32/0/samples/passnet-families/decode/_decomposed/*"):
        text = (directory / "model.py").read_text()
        if "scaled_dot_product_attention" in text and ".expand(" in text and "torch.cat" in text:
            shapes = [m for m in (directory / "weight_meta.py").read_text().splitlines() if "shape" in m]
            assert any("[1, 2, 128, 16]" in s for s in shapes), shapes  # the past keys, 2 of 8 heads
            return
    raise AssertionError("no decode sample holds the cache append, the GQA expand and the attention")


def the_other_families_keep_their_signature_ops(root, report):
    expected = {"mamba": ("einsum", "cumsum"), "dit": ("layer_norm",), "video": ("scaled_dot_product_attention",)}
    for model, ops in expected.items():
        texts = _variant_texts(root, model)
        assert all(any(op in t for t in texts) for op in ops), (model, ops)
    assert any("conv3d" in t for t in _variant_texts(root, "video"))


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _merge_checks(base: Path, added: Path, base_files: dict[str, bytes]) -> None:
    """``--add``: the families merged into a dataset of other models keep both, and a second merge changes nothing."""
    before = {c: _lines_of(base, f"sample_lists/eval/gpu_passnet_{c}_eval_samples.txt") for c in ("fusible", "typical")}
    assert merge_build(base, added) == {f"samples/passnet-families/{name}" for name in SMALL}
    merged = _files(base)
    for category in ("sole_op", "fusible", "typical"):
        name = f"graphs/passnet_subgraphs/passnet_{category}_subgraphs.txt"
        lines = _lines_of(base, name)
        assert lines == sorted(_lines_of(added, name) + base_files[name].decode().splitlines())
        train = _lines_of(base, f"sample_lists/train/passnet_{category}_train_samples.txt")
        assert set(_lines_of(added, f"sample_lists/train/passnet_{category}_train_samples.txt")) < set(train)
    for category, old in before.items():
        evals = _lines_of(base, f"sample_lists/eval/gpu_passnet_{category}_eval_samples.txt")
        assert evals == old + _lines_of(added, f"sample_lists/eval/gpu_passnet_{category}_eval_samples.txt")
        rows = _lines_of(base, f"sample_lists/eval/gpu_passnet_{category}_eval_graph_lists.csv")[1:]
        assert {int(r.split(",")[0]) for r in rows} == set(range(len(evals)))
    for path in _listed_samples(base):
        assert load_sample(base / path, base).variants, path
    merge_build(base, added)
    assert _files(base) == merged


def _lines_of(root: Path, name: str) -> list[str]:
    return (root / name).read_text().splitlines()


@pytest.mark.expensive
def test_each_family_builds_into_valid_samples_and_merges_into_a_built_dataset(tmp_path, request):
    """The families' own build, then merged into a copy of the session's build of the small architectures
    (``tiny_build``, asked for after the families' build: another worker may be making it meanwhile)."""
    families = BuildConfig(out=tmp_path / "families", work=tmp_path / "families-work", sources=[], jobs=1, eval_count=1,
                           buckets=(0, 4), per_model={"sole_op": 16, "fusible": 2, "typical": 2},
                           fusible_sources=1, max_prefix_ops=4)
    report = build(families, specs=list(SMALL.values()))
    assert_all([every_family_extracts_and_yields_a_sample, every_listed_sample_loads_in_three_dtypes,
                the_moe_samples_hold_the_sort_and_the_grouped_gemm, the_decode_attention_has_one_query_and_the_whole_cache_as_keys,
                the_other_families_keep_their_signature_ops], families.out, report)
    base = tmp_path / "base"
    shutil.copytree(request.getfixturevalue("tiny_build")[0], base, symlinks=True)  # the merge writes into it
    _merge_checks(base, families.out, _files(base))
