"""Build the embedded demo set: a handful of PassNet samples cut from real model blocks.

Run from anywhere: ``python samples/demo_subgraphs/make_demo.py``. The script is
deterministic: rerunning it rewrites byte-identical files.

How a sample is made, the way GraphNet makes the public ones:

1. A real block (transcribed from the model's source, see the block classes) is captured with
   Dynamo (``torch.compile`` with a backend that keeps the FX graph), weights initialised as the
   model's own ``_init_weights`` does (random weights, no downloads), LayerNorm and BatchNorm
   scales and shifts drawn as trained ones look (``trained_looking_norms``).
2. A contiguous range of ops ``[start, end)`` of that graph is cut out. Values coming from outside
   the range become forward arguments ``in_0..in_N``, numbered in sorted order of their Dynamo
   names (so parameters ``L_self_...`` come before activations, as in the public data).
3. The cut is written as ``model.py`` in the rewritten style (a) of PassBench (one op per line,
   ``tmp_k`` names, ``x = None`` lines), re-captured with Dynamo and checked op by op against the
   source graph, so a pattern written against model.py sees what PassBench's backend sees.
4. ``weight_meta.py`` holds the statistics of the real tensors that flowed into the cut (fp32
   run of the block at that batch size); dtype variants differ only in the dtype strings.

The files are written by the dataset code, as every GraphNet file of this repository is: variant
dirs by ``pytest_passnet.dataset.graphnet_format`` (GraphNet's formats), sample dirs
(``graph_list.txt``, ``sample_uids.txt``) and paths by ``pytest_passnet.dataset.layout``. This
script adds ``pass_dir/sorted_output_pass_rule_names.json``; the pass modules themselves
(``pass_dir/<Name>.py``) are hand-written source that lives in the embedded demo's sample dirs
(copied from there into any other set, see ``--dataset``). It also writes the set's sample list,
``sample_lists/eval/demo_samples.txt`` for the embedded demo. ``--root`` writes all of it
elsewhere (to compare with the checkout, say).
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import operator
import random
import uuid
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

import torch
import torch.fx
import torch.nn as nn

from pytest_passnet.dataset.graphnet_format import graph_net_json, tensor_meta, write_graph_dir
from pytest_passnet.dataset.layout import VariantRecord, graph_path, sample_path, write_sample
from pytest_passnet.sample import TensorMeta

REPO_ROOT = Path(__file__).resolve().parents[2]
CATEGORY = "fusible"  # the samples live under fusible_subgraphs/
DTYPES = (torch.float32, torch.float16, torch.bfloat16)


def batch_of(bucket: int) -> int:
    """PassNet's batch-bucket rule."""
    return 2 ** (bucket + 1)


@dataclass(frozen=True)
class DemoSet:
    """Where a set of demo samples goes, and at which batch buckets."""

    dataset: str  # graphs/<dataset>/..., samples/<dataset>/...
    buckets: tuple[int, ...]

    @property
    def sample_list(self) -> Path:
        """Relative to the root written to."""
        return Path("sample_lists") / "eval" / f"{self.dataset.removesuffix('_subgraphs')}_samples.txt"


# The embedded demo: batches 2 and 4, small enough for the Triton interpreter on CPU. Bigger
# sets (``--dataset demo_gpu_subgraphs --buckets 5 8``) show the fused kernels' GPU speedups,
# which at these sizes the per-call overhead of Dynamo and a Triton launch hides.
DEMO = DemoSet("demo_subgraphs", (0, 1))


# --------------------------------------------------------------------------------------------
# Real blocks, transcribed from their libraries' source (forward bodies kept line for line).
# --------------------------------------------------------------------------------------------


def init_like_transformers(module: nn.Module, std: float = 0.02) -> None:
    """transformers' ``_init_weights``: N(0, std) for Linear/Conv2d/Embedding weights,
    zero bias, LayerNorm weight 1 and bias 0."""
    for sub in module.modules():
        if isinstance(sub, (nn.Linear, nn.Conv2d, nn.Embedding)):
            nn.init.normal_(sub.weight, std=std)
            if not isinstance(sub, nn.Embedding) and sub.bias is not None:
                nn.init.zeros_(sub.bias)
        elif isinstance(sub, nn.LayerNorm):
            nn.init.ones_(sub.weight)
            nn.init.zeros_(sub.bias)


class BertEmbeddings(nn.Module):
    """transformers/models/bert/modeling_bert.py ``BertEmbeddings`` (bert-base-uncased),
    absolute position embeddings, no past key values."""

    def __init__(self, vocab_size=30522, hidden_size=768, max_position_embeddings=512,
                 type_vocab_size=2, layer_norm_eps=1e-12, hidden_dropout_prob=0.1):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab_size, hidden_size, padding_idx=0)
        self.position_embeddings = nn.Embedding(max_position_embeddings, hidden_size)
        self.token_type_embeddings = nn.Embedding(type_vocab_size, hidden_size)
        self.LayerNorm = nn.LayerNorm(hidden_size, eps=layer_norm_eps)
        self.dropout = nn.Dropout(hidden_dropout_prob)
        self.register_buffer(
            "position_ids", torch.arange(max_position_embeddings).expand((1, -1)), persistent=False
        )

    def forward(self, input_ids, token_type_ids):
        seq_length = input_ids.size(1)
        position_ids = self.position_ids[:, 0:seq_length]
        inputs_embeds = self.word_embeddings(input_ids)
        token_type_embeddings = self.token_type_embeddings(token_type_ids)
        embeddings = inputs_embeds + token_type_embeddings
        position_embeddings = self.position_embeddings(position_ids)
        embeddings += position_embeddings
        embeddings = self.LayerNorm(embeddings)
        embeddings = self.dropout(embeddings)
        return embeddings


class BertSelfOutput(nn.Module):
    """transformers/models/bert/modeling_bert.py ``BertSelfOutput`` (bert-base-uncased)."""

    def __init__(self, hidden_size=768, layer_norm_eps=1e-12, hidden_dropout_prob=0.1):
        super().__init__()
        self.dense = nn.Linear(hidden_size, hidden_size)
        self.LayerNorm = nn.LayerNorm(hidden_size, eps=layer_norm_eps)
        self.dropout = nn.Dropout(hidden_dropout_prob)

    def forward(self, hidden_states, input_tensor):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.dropout(hidden_states)
        hidden_states = self.LayerNorm(hidden_states + input_tensor)
        return hidden_states


class LlamaRMSNorm(nn.Module):
    """transformers/models/llama/modeling_llama.py ``LlamaRMSNorm`` (TinyLlama-1.1B config:
    hidden 2048, rms_norm_eps 1e-5)."""

    def __init__(self, hidden_size=2048, eps=1e-5):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


class ConvNextLayerNorm(nn.Module):
    """transformers/models/convnext/modeling_convnext.py ``ConvNextLayerNorm``, channels_first
    branch (the one the downsampling layers use)."""

    def __init__(self, normalized_shape, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(normalized_shape))
        self.bias = nn.Parameter(torch.zeros(normalized_shape))
        self.eps = eps

    def forward(self, x):
        input_dtype = x.dtype
        x = x.float()
        u = x.mean(1, keepdim=True)
        s = (x - u).pow(2).mean(1, keepdim=True)
        x = (x - u) / torch.sqrt(s + self.eps)
        x = x.to(dtype=input_dtype)
        x = self.weight[:, None, None] * x + self.bias[:, None, None]
        return x


class ConvNextDownsampling(nn.Module):
    """convnext-tiny-224 ``encoder.stages[3].downsampling_layer``: channels-first LayerNorm over
    384 channels at 14x14, then the 2x2 stride-2 conv to 768 channels."""

    def __init__(self, in_channels=384, out_channels=768):
        super().__init__()
        self.downsampling_layer = nn.Sequential(
            ConvNextLayerNorm(in_channels), nn.Conv2d(in_channels, out_channels, kernel_size=2, stride=2))

    def forward(self, x):
        return self.downsampling_layer(x)


class TimmAttention(nn.Module):
    """timm/models/vision_transformer.py ``Attention`` (timm 0.6, non-fused path) with the
    deit_tiny_patch16_224 config: dim 192, 3 heads, scale 64 ** -0.5 = 0.125."""

    def __init__(self, dim=192, num_heads=3, qkv_bias=True):
        super().__init__()
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.attn_drop = nn.Dropout(0.0)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(0.0)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        attn = (q @ k.transpose(-2, -1)) * self.scale
        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)
        x = (attn @ v).transpose(1, 2).reshape(B, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)
        return x


class Conv2dNormActivation(nn.Sequential):
    """torchvision/ops/misc.py ``Conv2dNormActivation`` as MobileNetV2 builds it:
    1x1 conv without bias, BatchNorm2d, ReLU6(inplace=True)."""

    def __init__(self, in_channels, out_channels):
        super().__init__(nn.Conv2d(in_channels, out_channels, 1, bias=False),
                         nn.BatchNorm2d(out_channels), nn.ReLU6(inplace=True))


class MobileNetV2Expand(nn.Module):
    """torchvision mobilenet_v2 ``features[17].conv[0]``: the inverted-residual expansion
    160 -> 960 channels at 7x7."""

    def __init__(self, in_channels=160, hidden_dim=960):
        super().__init__()
        self.conv = Conv2dNormActivation(in_channels, hidden_dim)

    def forward(self, x):
        return self.conv(x)


def mobilenet_block() -> nn.Module:
    """Conv weights as torchvision's MobileNetV2 init (kaiming fan-out); BN running statistics
    gathered by ten training-mode passes over random input so they are not the trivial 0/1."""
    block = MobileNetV2Expand()
    nn.init.kaiming_normal_(block.conv[0].weight, mode="fan_out")
    trained_looking_norms(block)
    block.train()
    with torch.no_grad():
        for _ in range(10):
            block(torch.randn(8, 160, 7, 7))
    return block.eval()


# LlamaRMSNorm and ConvNextLayerNorm keep their initial 1 and 0: in half precision eager rounds
# after the normalisation, again after the scale (and again after the shift), so a trained
# scale turns the last-bit differences that any other summation order of the statistics leaves
# into 2-ulp errors past the fp16 baseline tolerance, for every fused kernel.
TRAINED_LOOKING_NORMS = (nn.LayerNorm, nn.BatchNorm2d)


def trained_looking_norms(block: nn.Module) -> None:
    """Norm scales N(1, 0.1) and shifts N(0, 0.1), as trained ones look. Freshly initialised
    they are exactly 1 and 0: they would replay as constants, and a kernel that ignored them
    would still pass."""
    with torch.no_grad():
        for sub in block.modules():
            if isinstance(sub, TRAINED_LOOKING_NORMS):
                sub.weight.normal_(1.0, 0.1)
                if getattr(sub, "bias", None) is not None:
                    sub.bias.normal_(0.0, 0.1)


def transformers_block(cls: type[nn.Module]) -> Callable[[], nn.Module]:
    def build() -> nn.Module:
        block = cls()
        init_like_transformers(block)
        trained_looking_norms(block)
        return block.eval()

    return build


def timm_attention_block() -> nn.Module:
    block = TimmAttention()
    for lin in (block.qkv, block.proj):  # timm's trunc_normal_(std=.02), zero bias
        nn.init.trunc_normal_(lin.weight, std=0.02)
        nn.init.zeros_(lin.bias)
    return block.eval()


# --------------------------------------------------------------------------------------------
# Sample specifications
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SampleSpec:
    key: str  # stable id: seeds the uids
    source: str  # GraphNet source folder
    model: str
    build_block: Callable[[], nn.Module]
    block_inputs: Callable[[int], tuple]  # batch -> forward args of the block (fp32)
    start: int  # op range [start, end) of the captured block graph
    end: int
    passes: tuple[str, ...]
    expected: str  # outcome the demo is meant to show

    @property
    def graph_name(self) -> str:
        return f"{self.model}_start{self.start}_end{self.end}_0"


SEQ = 128

SAMPLES = (
    SampleSpec(
        key="bert_embeddings_layernorm",
        source="transformers-auto-model",
        model="bert-base-uncased",
        build_block=transformers_block(BertEmbeddings),
        block_inputs=lambda b: (
            torch.randint(1000, 30522, (b, SEQ)),
            torch.cat([torch.zeros(b, SEQ // 2, dtype=torch.long),
                       torch.ones(b, SEQ // 2, dtype=torch.long)], dim=1),
        ),
        start=3, end=8,
        passes=("FuseEmbeddingsLayerNorm",),
        expected="not matched",
    ),
    SampleSpec(
        key="llama_rmsnorm",
        source="transformers-auto-model",
        model="TinyLlama-1.1B",
        build_block=transformers_block(LlamaRMSNorm),
        block_inputs=lambda b: (torch.randn(b, SEQ, 2048) * 0.02,),
        start=0, end=8,
        passes=("FuseRMSNorm",),
        expected="correct",
    ),
    SampleSpec(
        key="convnext_channels_first_layernorm",
        source="transformers-auto-model",
        model="convnext-tiny-224",
        build_block=transformers_block(ConvNextDownsampling),
        block_inputs=lambda b: (torch.randn(b, 384, 14, 14),),
        start=0, end=14,
        passes=("FuseChannelsFirstLayerNorm",),
        expected="correct",
    ),
    SampleSpec(
        key="deit_attention_softmax",
        source="timm",
        model="deit_tiny_patch16_224",
        build_block=timm_attention_block,
        block_inputs=lambda b: (torch.randn(b, 197, 192),),
        start=9, end=12,
        passes=("FuseScaledSoftmax",),
        expected="correct",
    ),
    SampleSpec(
        key="mobilenet_v2_bn_relu6",
        source="torchvision",
        model="mobilenet_v2",
        build_block=mobilenet_block,
        block_inputs=lambda b: (torch.randn(b, 160, 7, 7),),
        start=1, end=3,
        passes=("FuseBatchNormReLU6",),
        expected="correct",
    ),
    SampleSpec(
        key="bert_selfoutput_add_layernorm",
        source="transformers-auto-model",
        model="bert-base-uncased",
        build_block=transformers_block(BertSelfOutput),
        block_inputs=lambda b: (torch.randn(b, SEQ, 768) * 0.5, torch.randn(b, SEQ, 768)),
        start=1, end=4,
        passes=("FuseDropoutAddLayerNorm",),
        expected="numerically wrong",
    ),
)


# --------------------------------------------------------------------------------------------
# Capture and cut
# --------------------------------------------------------------------------------------------


def capture(block: nn.Module, args: tuple) -> tuple[torch.fx.GraphModule, list]:
    """Dynamo graph of ``block(*args)`` and the real tensors bound to its placeholders."""
    captured: list = []

    def keep_graph(gm, example_inputs):
        captured.append((gm, list(example_inputs)))
        return gm

    torch._dynamo.reset()
    with torch.no_grad():
        torch.compile(block, backend=keep_graph, fullgraph=True, dynamic=False)(*args)
    torch._dynamo.reset()
    (result,) = captured
    return result


def body_ops(gm: torch.fx.GraphModule) -> list[torch.fx.Node]:
    return [n for n in gm.graph.nodes if n.op in ("call_function", "call_method")]


def original_name(node: torch.fx.Node) -> str:
    """Dynamo's name for a value: the placeholder target (``L_self_..._``) or the node name."""
    return node.target if node.op == "placeholder" else node.name


@dataclass
class Cut:
    ops: list[torch.fx.Node]
    inputs: list[torch.fx.Node]  # sorted by original name: in_0..in_N
    outputs: list[torch.fx.Node]


def cut(gm: torch.fx.GraphModule, start: int, end: int) -> Cut:
    ops = body_ops(gm)[start:end]
    inside = set(ops)
    inputs: dict[str, torch.fx.Node] = {}
    for op in ops:
        for arg in op.all_input_nodes:
            if arg not in inside:
                inputs[original_name(arg)] = arg
    outputs = [op for op in ops if any(user not in inside for user in op.users)]
    return Cut(ops, [inputs[k] for k in sorted(inputs)], outputs)


def values_at(gm: torch.fx.GraphModule, example_inputs: list, wanted: list[torch.fx.Node]) -> dict:
    """Run the captured graph and keep the tensors of ``wanted`` nodes."""
    wanted_names = {n.name for n in wanted}
    kept: dict[str, torch.Tensor] = {}

    class Recorder(torch.fx.Interpreter):
        def run_node(self, n):
            result = super().run_node(n)
            if n.name in wanted_names:
                kept[n.name] = result.detach().clone()
            return result

    with torch.no_grad():
        Recorder(gm).run(*example_inputs)
    return kept


# --------------------------------------------------------------------------------------------
# model.py in PassBench's rewritten style (a)
# --------------------------------------------------------------------------------------------

INFIX = {operator.add: "+", operator.sub: "-", operator.mul: "*", operator.truediv: "/",
         operator.matmul: "@"}
INPLACE = {operator.iadd: "+="}


def callee_text(target) -> str:
    """Source spelling of a call_function target, as the public model.py files write it."""
    name = target.__name__
    if getattr(torch.nn.functional, name, None) is target:
        return f"torch.nn.functional.{name}"  # also covers torch._C._nn.* aliases
    if getattr(torch, name, None) is target:
        return f"torch.{name}"
    raise ValueError(f"no source spelling for {target!r}")


def literal_text(value, names: dict) -> str:
    if isinstance(value, torch.fx.Node):
        return names[value]
    if isinstance(value, tuple):
        inner = ", ".join(literal_text(v, names) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return "[" + ", ".join(literal_text(v, names) for v in value) + "]"
    return repr(value)


def call_args_text(args, kwargs, names) -> str:
    parts = [literal_text(a, names) for a in args]
    parts += [f"{k}={literal_text(v, names)}" for k, v in kwargs.items()]
    return ", ".join(parts)


def model_py(the_cut: Cut) -> str:
    """Style (a): aliases for parameters, one op per line, ``x = None`` after the last use."""
    names: dict[torch.fx.Node, str] = {}
    arg_names = [f"in_{i}" for i in range(len(the_cut.inputs))]
    lines = ["import torch", "", "class GraphModule(torch.nn.Module):", "",
             f"    def forward(self, {', '.join(arg_names)}):"]
    tmp_count = 0
    for node, arg in zip(the_cut.inputs, arg_names):
        if original_name(node).startswith("L_self_"):
            names[node] = f"tmp_{tmp_count}"
            lines.append(f"        tmp_{tmp_count} = {arg}")
            tmp_count += 1
        else:
            names[node] = arg

    position = {op: i for i, op in enumerate(the_cut.ops)}
    last_use: dict[torch.fx.Node, int] = {}
    for op in the_cut.ops:
        for arg in op.all_input_nodes:
            last_use[arg] = position[op]

    for op in the_cut.ops:
        result = f"tmp_{tmp_count}"
        tmp_count += 1
        if op.op == "call_method":
            receiver, *rest = op.args
            lines.append(f"        {result} = {names[receiver]}.{op.target}"
                         f"({call_args_text(rest, op.kwargs, names)})")
        elif op.target in INFIX:
            left, right = (literal_text(a, names) for a in op.args)
            lines.append(f"        {result} = {left} {INFIX[op.target]} {right}")
        elif op.target is operator.getitem:
            receiver, index = op.args
            inner = (", ".join(literal_text(i, names) for i in index) if isinstance(index, tuple)
                     else literal_text(index, names))
            lines.append(f"        {result} = {names[receiver]}[{inner}]")
        elif op.target in INPLACE:
            left, right = (literal_text(a, names) for a in op.args)
            lines.append(f"        {left} {INPLACE[op.target]} {right}")
            lines.append(f"        {result} = {left}")
        else:
            lines.append(f"        {result} = {callee_text(op.target)}"
                         f"({call_args_text(op.args, op.kwargs, names)})")
        names[op] = result
        dead = [names[a] for a in dict.fromkeys(op.all_input_nodes)
                if last_use[a] == position[op] and names[a].startswith("tmp_")
                and a not in the_cut.outputs]
        if dead:
            lines.append(f"        {' = '.join(dead)} = None")
    returned = ", ".join(names[o] for o in the_cut.outputs)
    lines.append(f"        return ({returned},)")
    return "\n".join(lines)  # the public style (a) files end without a newline


def load_graph_module(source: str) -> nn.Module:
    namespace: dict = {}
    exec(compile(source, "<model.py>", "exec"), namespace)
    return namespace["GraphModule"]()


def structure(ops: list[torch.fx.Node], input_keys: dict[torch.fx.Node, str]) -> list:
    """Comparable form of an op list: targets, literals, and where each tensor comes from."""
    index = {op: i for i, op in enumerate(ops)}

    def norm(value):
        if isinstance(value, torch.fx.Node):
            return ("op", index[value]) if value in index else ("in", input_keys[value])
        if isinstance(value, (tuple, list)):
            return tuple(norm(v) for v in value)
        return (type(value).__name__, value)

    return [(op.op, op.target, norm(op.args), {k: norm(v) for k, v in op.kwargs.items()})
            for op in ops]


def check_recapture(source: str, the_cut: Cut, example: list[torch.Tensor]) -> None:
    """model.py, traced again by Dynamo, must give the op list that was cut."""
    gm, _ = capture(load_graph_module(source), tuple(example))
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]  # first-use order
    recaptured = structure(body_ops(gm), {p: p.target.removeprefix("L_").rstrip("_")
                                          for p in placeholders})
    expected = structure(the_cut.ops, {n: f"in_{i}" for i, n in enumerate(the_cut.inputs)})
    if recaptured != expected:
        raise AssertionError(f"model.py does not re-capture as cut:\n{recaptured}\n!=\n{expected}")


# --------------------------------------------------------------------------------------------
# The files, written by the dataset code (pytest_passnet.dataset): GraphNet's formats and PassNet's layout
# --------------------------------------------------------------------------------------------


def variant_metas(the_cut: Cut, values: dict, dtype: torch.dtype) -> list[TensorMeta]:
    """``weight_meta.py``'s classes: statistics of the fp32 tensors that flowed into the cut; a dtype
    variant differs only in the float inputs' dtype string. The device is the public samples' cuda:0."""
    metas = []
    for i, node in enumerate(the_cut.inputs):
        tensor = values[node.name]
        meta = tensor_meta(f"in_{i}", tensor, original_name(node))
        metas.append(replace(meta, device="cuda:0", dtype=str(dtype) if tensor.is_floating_point() else meta.dtype))
    return metas


def cast_like_variant(tensor: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    return tensor.to(dtype) if tensor.is_floating_point() else tensor


def dtype_dir(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def write_variants(root: Path, demo_set: DemoSet, spec: SampleSpec) -> list[VariantRecord]:
    """Write every dtype x bucket variant of a sample; return their records, in graph_list order."""
    uids = iter(sample_uids(spec, len(DTYPES) * len(demo_set.buckets)))
    records = []
    for bucket in demo_set.buckets:
        torch.manual_seed(0)  # same weights for every bucket of a sample
        block = spec.build_block()
        torch.manual_seed(1 + bucket)
        block_args = spec.block_inputs(batch_of(bucket))
        gm, example = capture(block, block_args)
        fp32_cut = cut(gm, spec.start, spec.end)
        values = values_at(gm, example, fp32_cut.inputs)
        for dtype in DTYPES:
            typed_block = copy.deepcopy(block).to(dtype)
            typed_args = tuple(cast_like_variant(a, dtype) for a in block_args)
            typed_gm, _ = capture(typed_block, typed_args)
            the_cut = cut(typed_gm, spec.start, spec.end)
            source = model_py(the_cut)
            check_recapture(source, the_cut,
                            [cast_like_variant(values[n.name], dtype) for n in fp32_cut.inputs])
            rel = graph_path(demo_set.dataset, CATEGORY, dtype_dir(dtype), bucket,
                             f"samples/{spec.source}/{spec.model}", spec.graph_name)
            write_graph_dir(root / rel, source, variant_metas(fp32_cut, values, dtype),
                            graph_net_json(spec.graph_name), graph_hash=hashlib.sha256(source.encode()).hexdigest())
            records.append(VariantRecord(rel, next(uids), dtype_dir(dtype), bucket, spec.source, spec.model))
    return records


# --------------------------------------------------------------------------------------------
# Sample directories
# --------------------------------------------------------------------------------------------


def sample_uids(spec: SampleSpec, count: int) -> list[str]:
    """uuid4 hex strings from a generator seeded by the sample key: stable across reruns."""
    rng = random.Random(f"pytest-passnet demo sample {spec.key}")
    return [uuid.UUID(int=rng.getrandbits(128), version=4).hex for _ in range(count)]


def sample_dir_of(spec: SampleSpec) -> Path:
    """A spec's sample dir in this checkout's embedded demo, where its hand-written passes live."""
    return REPO_ROOT / sample_path(DEMO.dataset, CATEGORY, sample_uids(spec, len(DTYPES) * len(DEMO.buckets)))


def write_demo_sample(root: Path, demo_set: DemoSet, spec: SampleSpec) -> str:
    """The sample's variants and sample dir under ``root``, its passes copied in first; its path."""
    variants = write_variants(root, demo_set, spec)
    pass_dir = root / sample_path(demo_set.dataset, CATEGORY, [v.uid for v in variants]) / "pass_dir"
    pass_dir.mkdir(parents=True, exist_ok=True)
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(list(spec.passes)))
    home = sample_dir_of(spec) / "pass_dir"
    for name in spec.passes:
        source = home / f"{name}.py"
        if not source.is_file():
            print(f"  warning: {home.relative_to(REPO_ROOT)} lacks the pass file {name}.py")
        elif source.parent != pass_dir:
            (pass_dir / source.name).write_text(source.read_text(encoding="utf-8"))
    return write_sample(root, CATEGORY, variants, dataset=demo_set.dataset).path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", default=DEMO.dataset,
                        help=f"folder under graphs/ and samples/ (default {DEMO.dataset})")
    parser.add_argument("--buckets", type=int, nargs="+", default=list(DEMO.buckets),
                        help="batch buckets, batch = 2 ** (bucket + 1) (default %(default)s)")
    parser.add_argument("--root", type=Path, default=REPO_ROOT,
                        help="where graphs/, samples/ and sample_lists/ go (default: this checkout)")
    options = parser.parse_args()
    demo_set = DemoSet(options.dataset, tuple(options.buckets))
    sample_paths = []
    for spec in SAMPLES:
        path = write_demo_sample(options.root, demo_set, spec)
        sample_paths.append(path)
        print(f"{spec.key:34s} {spec.expected:18s} {path}")
    sample_list = options.root / demo_set.sample_list
    sample_list.parent.mkdir(parents=True, exist_ok=True)
    sample_list.write_text("".join(f"{p}\n" for p in sample_paths))
    print(f"sample list: {sample_list}")


if __name__ == "__main__":
    main()
