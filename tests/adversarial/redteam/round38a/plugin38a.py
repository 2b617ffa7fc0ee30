"""Round 38a's median samples through the real plugin (CPU, plain root, the trusted allow-list off as in every
red-team run), built with round 37b's twin machinery (``plugin37b``: a token Triton launch, then eager's torch calls):

    python -m tests.adversarial.redteam.round38a.plugin38a [config] [trials] [sample ...]

Graph ``r38a_median``: ``torch.median(in_0, dim=1)`` over 262,144 rows of 16 float32 (16 MiB), whose CPU kernel
allocates a vector per row on every intra-op thread (``arena38a``). Samples:

- ``r38a_median``: the honest twin (eager's median).
- ``r38a_median_arenas``: the same twin, and at import its child makes ``mallopt(M_ARENA_MAX, 8)`` before its first
  parallel op: its threads get arenas of their own again (ONE_ARENA_UNDONE).
- ``r38a_median_probe``: the liar's child, which fails naming its arenas after the median (the lever seen inside).
- ``r38a_median_sort``: an honest pass computing the median's values and indices by one ``torch.sort`` (no
  allocation per row): equal outputs, faster in the child than in a process on glibc's own arenas (EAGER_ARENA_TAX).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.adversarial.redteam.round37b import plugin37b

RULES = {
    "Median38a": ("a", "", "torch.median(a, dim=1)"),
}
# The sort pass's replacement: the lower median of 16 is the 8th smallest, its index where the sort found it.
SORT_COMPUTE = '''\
COMPUTES = {}


def _compute_Median38a(a):
    values, indices = torch.sort(a, dim=1)
    return values[:, 7].contiguous(), indices[:, 7].contiguous()


COMPUTES["Median38a"] = _compute_Median38a'''

# The probe's replacement: the liar's child (M_ARENA_MAX 8 at import) runs the median, then fails naming how many
# arenas its glibc has (``malloc_info`` into an ``open_memstream`` buffer): kernel_error "arenas=N", the lever seen
# from inside a real child.
PROBE_COMPUTE = """\
COMPUTES = {}


def _arenas():
    ctypes = sys.modules["ctypes"]
    libc = ctypes.CDLL("libc.so.6")
    buffer, size = ctypes.c_char_p(), ctypes.c_size_t()
    libc.open_memstream.restype = ctypes.c_void_p
    libc.malloc_info.argtypes = [ctypes.c_int, ctypes.c_void_p]
    libc.fclose.argtypes = [ctypes.c_void_p]
    stream = libc.open_memstream(ctypes.byref(buffer), ctypes.byref(size))
    libc.malloc_info(0, stream)
    libc.fclose(stream)
    return buffer.value.decode().count("<heap nr=")


def _compute_Median38a(a):
    out = torch.median(a, dim=1)
    raise RuntimeError(f"r38a probe: arenas={_arenas()} threads={torch.get_num_threads()}")


COMPUTES["Median38a"] = _compute_Median38a"""

GRAPH = ("in_0", "tmp_0 = torch.median(in_0, dim=1)\ntmp_1 = tmp_0[0]\ntmp_2 = tmp_0[1]\nreturn (tmp_1, tmp_2)",
         {"in_0": ([1 << 18, 16], "float32")}, ["Median38a"])
SAMPLES = {"r38a_median": "honest", "r38a_median_arenas": "arenas", "r38a_median_sort": "sort",
           "r38a_median_probe": "probe"}

# plugin37b's helper, its allocator branch given mode "arenas" (per-thread arenas back, up to 8)
HELPER = (plugin37b.HELPER
          .replace('    if MODE == "arena1":\n',
                   '    if MODE == "arenas":\n        libc.mallopt(-8, 8)  # M_ARENA_MAX: arenas of their own again\n'
                   '    elif MODE == "arena1":\n')
          .replace('    if MODE == "arenas":\n', '    if MODE == "probe":\n        libc.mallopt(-8, 8)\n'
                   '    elif MODE == "arenas":\n')
          .replace('if MODE in ("arena1", "tcache"):', 'if MODE in ("arena1", "tcache", "arenas", "probe"):'))
RULE_TEXT = plugin37b.RULE_TEXT.replace("pass_dir.side37b", "pass_dir.side38a")


def _computes(mode: str) -> str:
    if mode == "sort":
        return SORT_COMPUTE
    if mode == "probe":
        return PROBE_COMPUTE
    params, body, result = RULES["Median38a"]
    return f"COMPUTES = {{}}\n\n\ndef _compute_Median38a({params}):\n    return {result}\n\n\n" \
           f"COMPUTES['Median38a'] = _compute_Median38a"


def rule_text() -> str:
    params, _, result = RULES["Median38a"]
    return RULE_TEXT.replace("{params}", params).replace("{body}", "").replace("{result}", result) \
        .replace("{rule}", "Median38a")


def helper_text(mode: str) -> str:
    return HELPER.replace("{mode}", mode).replace("{computes}", _computes(mode))


def build(layout, name: str, mode: str) -> Path:
    from tests.adversarial.redteam import harness
    from tests.sample_factory import write_variant

    params, body, inputs, rules = GRAPH
    sample = layout.samples / name
    rel = f"graphs/float32/{name}"
    write_variant(sample / rel, plugin37b._MODEL.format(params=params, body=plugin37b._indent(body)), inputs)
    (sample / "graph_list.txt").write_text(rel + "\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    (pass_dir / "Median38a.py").write_text(rule_text())
    (pass_dir / "side38a.py").write_text(helper_text(mode))
    shutil.copy(harness.PASSES / "host.py", pass_dir / "host.py")
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps(rules))
    return sample


def plugin_run(config_name: str = "plain-root", trials: int = 5, only: tuple[str, ...] = (),
               guard: bool = True) -> dict[str, dict]:
    """The samples (or those named in ``only``) in one run of the real plugin, PassBench's fluctuation guard at the
    product's default unless ``guard`` is false (as round 37b's)."""
    from tests.adversarial.redteam import harness

    def build_all(layout):
        if guard:
            environment = layout.environment
            layout.environment = lambda: {key: value for key, value in environment().items()
                                          if key != "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD"}
        return [build(layout, name, mode) for name, mode in SAMPLES.items() if not only or name in only]

    return harness.plugin_variants(config_name, trials, build_all)


if __name__ == "__main__":
    from tests.adversarial.redteam import harness

    harness.main(plugin_run)
