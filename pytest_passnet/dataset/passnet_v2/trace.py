"""A source module traced by Dynamo into one FX graph whose placeholders keep GraphNet's names.

Follows ``graph_net/torch/fx_graph_parse_util.py`` (``parse_sole_graph_module``): Dynamo
names a placeholder ``l_<arg>``/``L_<arg>`` and lowercases some module paths; the names
are put back so the graph's inputs are the ``forward`` arguments again. Dynamo's settings
are the ones ``graph_net/torch/extractor.py`` applies on import.
"""

from __future__ import annotations

import ast
import contextlib
import inspect
import io
import itertools

import torch
import torch.fx

_DYNAMO_SETTINGS = {
    "capture_scalar_outputs": True,
    "capture_dynamic_output_shape_ops": True,
    "capture_sparse_compute": True,
    "raise_on_ctx_manager_usage": False,
    "allow_rnn": True,
}

# (as the signature spells it, as Dynamo's placeholder spells it): GraphNet's list of
# module-path spellings Dynamo changes; each pair is undone only when unambiguous.
_SPELLINGS = (
    ("modules_LayerNorm", "modules_layer_norm"),
    ("modules_layer_norm", "modules_LayerNorm"),
    ("modules_meta4D_layers", "modules_meta4d_layers"),
    ("modules_meta4d_layers", "modules_meta4D_layers"),
    ("modules_SelfAttention_modules", "modules_self_attention_modules"),
    ("modules_self_attention_modules", "modules_SelfAttention_modules"),
    ("modules_meta3D_layers", "modules_meta3d_layers"),
    ("modules_meta3d_layers", "modules_meta3D_layers"),
    ("modules_DenseReluDense_modules", "modules_dense_relu_dense_modules"),
    ("modules_dense_relu_dense_modules", "modules_DenseReluDense_modules"),
    ("modules_EncDecAttention_modules", "modules_enc_dec_attention_modules"),
    ("modules_HashBucketCodepointEmbedder", "modules_hash_bucket_codepoint_embedder"),
    ("modules_MBconv", "modules_mbconv"),
    ("_L_", "_l_"),
)


class TraceError(Exception):
    """Dynamo did not give one graph whose inputs match the ``forward`` arguments."""


class _Captured(Exception):
    """Raised in place of running the graph: tracing is all that is wanted."""


def configure_dynamo() -> None:
    for key, value in _DYNAMO_SETTINGS.items():
        if hasattr(torch._dynamo.config, key):
            setattr(torch._dynamo.config, key, value)


def sole_graph(module: torch.nn.Module, inputs: tuple) -> torch.fx.GraphModule:
    """Run ``module`` once under Dynamo and return its graph, inputs named as in ``forward``."""
    configure_dynamo()
    torch._dynamo.reset()
    captured: list[torch.fx.GraphModule] = []

    def backend(gm, sample_inputs):
        captured.append(gm)

        def stop(*args):
            raise _Captured

        return stop

    try:
        torch.compile(module, backend=backend)(*inputs)
    except _Captured:
        pass
    if len(captured) != 1:
        raise TraceError(f"Dynamo produced {len(captured)} graphs before the first ran; expected one")
    gm = captured[0]
    signature = list(inspect.signature(module.forward).parameters)
    _restore_placeholder_names(gm, signature)
    _undo_trailing_underscore(gm, signature)
    _add_unused_inputs(gm, signature, len(inputs))
    placeholders = _placeholder_names(gm)
    if placeholders != signature and set(placeholders) == set(signature):
        gm = _reorder_placeholders(gm, signature)
    mismatched = [(i, a, b) for i, (a, b) in enumerate(zip(signature, _placeholder_names(gm))) if a != b]
    if mismatched:
        raise TraceError(f"traced inputs do not match forward's arguments: {mismatched[:3]}")
    return gm


def _placeholder_names(gm: torch.fx.GraphModule) -> list[str]:
    return [node.name for node in gm.graph.nodes if node.op == "placeholder"]


def _restore_placeholder_names(gm: torch.fx.GraphModule, signature: list[str]) -> None:
    placeholders = _placeholder_names(gm)
    replacements = {
        in_placeholder: in_signature
        for in_signature, in_placeholder in _SPELLINGS
        if any(in_signature in n for n in signature) and all(in_placeholder not in n for n in signature)
        and any(in_placeholder in n for n in placeholders) and all(in_signature not in n for n in placeholders)
    }
    for node in gm.graph.nodes:
        if node.op == "placeholder":
            node.target = _restored(node.target, replacements)
            node.name = node.target


def _restored(name: str, replacements: dict[str, str]) -> str:
    if name[:2] not in ("L_", "l_"):
        return name
    name = name[2:]
    if name[:2] == "l_":
        name = "L_" + name[2:]
    for pattern, replacement in replacements.items():
        name = name.replace(pattern, replacement)
    return name


def _undo_trailing_underscore(gm: torch.fx.GraphModule, signature: list[str]) -> None:
    """Dynamo appends ``_`` to some argument names; drop it where the signature lacks it."""
    placeholders = {node.name: node for node in gm.graph.nodes if node.op == "placeholder"}
    wanted = set(signature)
    for name in signature:
        suffixed = f"{name}_"
        if name in placeholders or suffixed not in placeholders or suffixed in wanted:
            continue
        node = placeholders[suffixed]
        node.target = node.name = name
    gm.recompile()


def _add_unused_inputs(gm: torch.fx.GraphModule, signature: list[str], num_inputs: int) -> None:
    """Arguments the graph never reads get placeholders again (before the first node)."""
    traced = [node for node in gm.graph.nodes if node.op == "placeholder"]
    if num_inputs <= len(traced):
        return
    present = {node.name for node in traced}
    first = next(iter(gm.graph.nodes))
    for name in signature:
        if name in present:
            continue
        if name.startswith("l_"):
            name = "L_" + name[2:]
        with gm.graph.inserting_before(first):
            node = gm.graph.placeholder(name)
            node.name = node.target = name
    gm.recompile()


def _reorder_placeholders(gm: torch.fx.GraphModule, order: list[str]) -> torch.fx.GraphModule:
    by_name = {node.name: node for node in gm.graph.nodes if node.op == "placeholder"}
    for previous, current in itertools.pairwise(order):
        node = by_name[current]
        with gm.graph.inserting_after(by_name[previous]):
            moved = gm.graph.placeholder(node.name)
            moved.name = node.name
            moved.target = node.target
            node.replace_all_uses_with(moved)
            by_name[current] = moved
            gm.graph.erase_node(node)
    gm.recompile()
    return gm


def propagate_shapes(gm: torch.fx.GraphModule, inputs: tuple) -> None:
    """``ShapeProp`` over fake tensors (no compute, no dtype gaps of CPU kernels); real tensors
    where an op needs values to know its output shape."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.passes.shape_prop import ShapeProp

    try:
        with contextlib.redirect_stderr(io.StringIO()):  # ShapeProp prints the traceback it then raises
            ShapeProp(gm, fake_mode=FakeTensorMode(allow_non_fake_inputs=True)).propagate(*inputs)
    except Exception:  # noqa: BLE001 - data-dependent shapes: run it for real
        ShapeProp(gm).propagate(*inputs)


def first_loads(code: str) -> list[str]:
    """``forward``'s arguments in the order the code first reads them (evaluation order)."""
    tree = ast.parse(code)
    forward = next(node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == "forward")
    arguments = {arg.arg for arg in forward.args.args} - {"self"}
    order: list[str] = []

    def visit(node):
        if isinstance(node, ast.Name):
            if node.id in arguments and node.id not in order and not isinstance(node.ctx, ast.Store):
                order.append(node.id)
            return
        if isinstance(node, ast.Assign):
            visit(node.value)
            for target in node.targets:
                visit(target)
            return
        if isinstance(node, ast.AugAssign):
            visit(ast.Name(id=node.target.id, ctx=ast.Load()) if isinstance(node.target, ast.Name) else node.target)
            visit(node.value)
            return
        for child in ast.iter_child_nodes(node):
            visit(child)

    for statement in forward.body:
        visit(statement)
    return order


def annotate_as_upstream(gm: torch.fx.GraphModule, code: str) -> None:
    """Placeholder annotations as the Dynamo of PassNet v2's build left them.

    That Dynamo made a graph input at an argument's first read (a plain ``tmp = w_0``
    counts; the Dynamo here waits for the first op), annotated it ``torch.Tensor``, and
    ``parse_sole_graph_module`` rebuilt every placeholder but the first when that order
    was not the signature's, dropping their annotations. Only ``model.py`` text depends on it.
    """
    signature = [node.target for node in gm.graph.nodes if node.op == "placeholder"]
    loaded = [name for name in first_loads(code) if name in signature]
    unused = [name for name in signature if name not in loaded]
    order = unused + loaded
    annotated = {name: name in loaded for name in signature}
    if order != signature:
        annotated = {name: (annotated[name] if i == 0 else False) for i, name in enumerate(signature)}
    for node in gm.graph.nodes:
        if node.op == "placeholder":
            node.type = torch.Tensor if annotated[node.target] else None
    gm.recompile()
