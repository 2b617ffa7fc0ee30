"""Inductor's output for one region: the wrapper module's code and each Triton kernel's launch config.

On a GPU the region is compiled as ``torch.compile`` would compile it, run once (Inductor's
autotuner picks each kernel's config on that run) and read back from the loaded module.

On the CPU, Inductor writes C++ unless ``cpu_backend`` is ``"triton"``; then it writes the same
kind of Triton kernels as for a GPU, but any later step needs a Triton driver, which a CPU
machine without triton-cpu lacks ("0 active drivers"). So there the compile stops at code
generation: the driver's backend hash Inductor stamps on each kernel is replaced by a fixed
string, the code is taken where Inductor hands it to be written (``save_output_code``), and
the compile is abandoned before the module loads. Each kernel's configs come from its heuristics
decorator, imported on its own (it builds the autotuner, which compiles nothing yet); the first
one is taken, as nothing can be timed (``program.py`` enlarges its XBLOCK for Triton's
interpreter, where these kernels run).
"""

from __future__ import annotations

import ast
import contextlib
import importlib.util
import tempfile
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import torch
from torch.fx import GraphModule

CODEGEN_ONLY_HASH = "passnet-solve-codegen-only"


class InductorFailed(Exception):
    """Inductor could not compile a region; the message says why."""


@dataclass
class KernelConfig:
    """What a launch of one kernel passes besides its arguments."""

    meta: dict[str, int]  # constexpr block sizes: XBLOCK, R0_BLOCK, ...
    num_warps: int
    num_stages: int


@dataclass
class Kernel:
    name: str
    module_source: str  # the kernel's module as Inductor wrote it (imports, heuristics decorator, @triton.jit def)
    config: KernelConfig
    inductor_meta: dict
    triton_meta: dict
    size_hints: dict[str, int]  # per dimension ("x", "r0_"), the power of two at or above its size


@dataclass
class InductorOutput:
    wrapper_code: str  # the module whose call(args) allocates and launches
    kernels: dict[str, Kernel]
    for_interpreter: bool  # made on a CPU: the kernels will run in Triton's interpreter


class _CodeWritten(Exception):
    def __init__(self, code: str):
        super().__init__("Inductor's code was taken before it loaded")
        self.code = code


def _kernel_sources(wrapper_code: str) -> dict[str, str]:
    """``name = async_compile.triton('name', '''source''', ...)`` -> {name: source}."""
    sources = {}
    for node in ast.walk(ast.parse(wrapper_code)):
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                and ast.unparse(node.value.func) == "async_compile.triton"):
            name, source = (a.value for a in node.value.args[:2])
            sources[name] = source
    return sources


def _config(config) -> KernelConfig:
    return KernelConfig(dict(config.kwargs), int(config.num_warps), int(config.num_stages))


def _launch_setting(autotuner) -> KernelConfig:
    """The config the autotuner settled on (the one launcher left after tuning), else its first."""
    launchers = getattr(autotuner, "launchers", None) or []
    config = launchers[0].config if len(launchers) == 1 else autotuner.configs[0]
    return _config(config)


@contextlib.contextmanager
def _inductor_settings(codegen_only: bool) -> Iterator[None]:
    from torch._inductor import config

    # Rounding every intermediate to the dtype eager PyTorch stores it in: closer to eager, which the
    # harness compares against at PyTorch's default tolerance.
    settings = {"fx_graph_cache": False, "fx_graph_remote_cache": False}
    if hasattr(config, "emulate_precision_casts"):
        settings["emulate_precision_casts"] = True
    if codegen_only:
        settings.update(cpu_backend="triton", compile_threads=1)
    with config.patch(settings):
        yield


@contextlib.contextmanager
def _hash_without_driver() -> Iterator[None]:
    import torch.utils._triton as torch_triton

    original = torch_triton.triton_hash_with_backend
    torch_triton.triton_hash_with_backend = lambda: CODEGEN_ONLY_HASH
    try:
        yield
    finally:
        torch_triton.triton_hash_with_backend = original


@dataclass
class _Taken:
    code: list[str]
    modules: list  # the wrapper modules Inductor loaded, whose autotuners the first run tunes


@contextlib.contextmanager
def _taking_code(stop: bool) -> Iterator[_Taken]:
    """Inductor's wrapper code where it hands it over to be written (abandoning the compile there
    when ``stop``), and the modules it loads from it."""
    from torch._inductor.codecache import PyCodeCache
    from torch._inductor.graph import GraphLowering

    taken = _Taken([], [])

    def save(code: str) -> None:
        taken.code.append(code)
        if stop:
            raise _CodeWritten(code)

    load = PyCodeCache.__dict__["load_by_key_path"]  # the classmethod itself, to put back as it was

    def load_and_keep(cls, *args, **kwargs):
        module = load.__func__(cls, *args, **kwargs)
        taken.modules.append(module)
        return module

    original = GraphLowering.save_output_code
    GraphLowering.save_output_code = staticmethod(save)
    PyCodeCache.load_by_key_path = classmethod(load_and_keep)
    try:
        yield taken
    finally:
        GraphLowering.save_output_code = original
        PyCodeCache.load_by_key_path = load


def _import_kernel(name: str, source: str, folder: Path):
    """The autotuner a kernel module defines, imported from a file (Triton reads a kernel's source back)."""
    path = folder / f"{name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(f"passnet_solver_{name}", path)
    module = importlib.util.module_from_spec(spec)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Could not find an active CPU backend": nothing runs here
        spec.loader.exec_module(module)
    return getattr(module, name)


def _kernel(name: str, source: str, autotuner) -> Kernel:
    return Kernel(name, source, _launch_setting(autotuner), dict(autotuner.inductor_meta),
                  dict(autotuner.triton_meta), dict(getattr(autotuner, "size_hints", None) or {}))


def compile_region(gm: GraphModule, inputs: list[torch.Tensor]) -> InductorOutput:
    """Inductor's wrapper code and kernels for ``gm`` on ``inputs`` (their device decides the path)."""
    from torch._inductor.compile_fx import compile_fx

    codegen_only = inputs[0].device.type == "cpu"
    with contextlib.ExitStack() as stack:
        stack.enter_context(_inductor_settings(codegen_only))
        taken = stack.enter_context(_taking_code(stop=codegen_only))
        if codegen_only:
            stack.enter_context(_hash_without_driver())
        stack.enter_context(torch.no_grad())
        try:
            compiled = compile_fx(gm, inputs)
            compiled(*[t.clone() for t in inputs])  # on a GPU: Inductor's autotuner picks the configs here
        except Exception as exc:
            cause = exc
            while cause is not None and not isinstance(cause, _CodeWritten):
                cause = cause.__cause__ or cause.__context__
            if cause is None:
                raise InductorFailed(f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}") from exc
    if not taken.code:
        raise InductorFailed("Inductor wrote no Python wrapper for this region")
    code = taken.code[-1]
    sources = _kernel_sources(code)
    if codegen_only:
        with tempfile.TemporaryDirectory(prefix="passnet-solve-") as folder:
            kernels = {n: _kernel(n, s, _import_kernel(n, s, Path(folder))) for n, s in sources.items()}
    else:
        loaded = [m for m in taken.modules if hasattr(m, "call") and all(hasattr(m, n) for n in sources)]
        if not loaded:
            raise InductorFailed("Inductor loaded no wrapper module for this region")
        module = loaded[-1]
        kernels = {n: _kernel(n, s, getattr(module, n)) for n, s in sources.items()}
    return InductorOutput(code, kernels, codegen_only)
