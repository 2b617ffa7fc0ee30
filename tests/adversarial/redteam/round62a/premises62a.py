"""Round 62a's premises (target d5b649f6: 969b6f04 + e1150cba's triton.Config reading, a368d906's
``guard.versionless_writes``): ``PYTHONPATH=. .venv/bin/python tests/adversarial/redteam/round62a/premises62a.py [name ...]``
prints one JSON line per premise. All in process, with the product's own functions (no plugin run, CPU only).

- ``scan_forms``: model.py spellings of an input write past its version counter: does the write move ``_version``,
  change the bytes, and what ``guard.versionless_writes`` finds in the file.
- ``eager_writes``: ``pipeline._eager_writes`` as shipped (round 57a's in-process ``_Run``) on round 59a's repeat graph
  (a first call adds zeros) written with the unlisted spellings: every input where the scan sees a route, else the
  one-draw probe (input 1 never named).
- ``config_attacks``: ``guard.sample_static_findings`` (via round 60a/61a's ``findings``) on passes giving a
  ``triton.Config`` a ``*``/``**`` that is not plain data (a generator, a dict subclass, a row grown through an alias, a
  helper's table holding a hook, ...).
- ``config_honest``: honest Config idioms near the new rules.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import torch

from tests.adversarial.redteam.round57a import premises57a
from tests.adversarial.redteam.round61a import premises61a as p61

# -- goal 2: writes past the version counter -------------------------------------------------------------------------
# (imports, statement writing in_1 from in_2) ; the statement is run with in_1/in_2 bound, the imports in the file head
WRITES = {
    "data (control)": ("", "in_1.data.add_(in_2)"),
    "v2p by attribute (control, a368d906)": ("", "torch.nn.utils.vector_to_parameters((in_1 + in_2).reshape(-1), [in_1])"),
    "v2p imported by name": ("from torch.nn.utils import vector_to_parameters as v2p\n",
                             "v2p((in_1 + in_2).reshape(-1), [in_1])"),
    "v2p from convert_parameters": ("from torch.nn.utils.convert_parameters import vector_to_parameters\n",
                                    "vector_to_parameters((in_1 + in_2).reshape(-1), [in_1])"),
    "_unsafe_set_version_counter imported": (
        "from torch._C._autograd import _unsafe_set_version_counter as keep\n",
        "v = in_1._version\nin_1.add_(in_2)\nkeep((in_1,), (v,))"),
    "_unsafe_set_version_counter imported, no private attribute": (
        "from torch._C._autograd import _unsafe_set_version_counter as keep\n",
        "in_1.add_(in_2)\nkeep((in_1,), (0,))"),
    "torch._C through an exempted chain's __self__": (
        "", "C = torch._C._log_api_usage_once.__self__\n"
            "with getattr(C, '_AutoDispatchBelowADInplaceOrView')():\n"
            "    in_1.add_(in_2)"),
    "sparse COO values()": (
        "", "s = torch.sparse_coo_tensor(torch.arange(in_1.numel()).view(1, -1), in_1.reshape(-1), (in_1.numel(),), "
            "is_coalesced=True)\ns.values().add_(in_2.reshape(-1))"),
    "sparse CSR values()": (
        "", "s = torch.sparse_csr_tensor(torch.tensor([0, in_1.numel()]), torch.arange(in_1.numel()), in_1.reshape(-1), "
            "(1, in_1.numel()))\ns.values().add_(in_2.reshape(-1))"),
    "data inside an exempted chain's arguments (held?)": (
        "", "torch._check_is_size(int(in_1.data.add_(in_2).sum().item() * 0))"),
    "a public function's __globals__": (
        "", "g = torch.nn.functional.relu.__globals__['__builtins__']\ng['getattr'](in_1, 'da' + 'ta').add_(in_2)"),
}


# public torch views of an input: they share its version counter (held by the counter itself, whatever the scan says)
HELD_VIEWS = {
    "nn.Parameter": "torch.nn.Parameter(in_1, requires_grad=False).add_(in_2)",
    "nn.Buffer": "torch.nn.Buffer(in_1).add_(in_2)",
    "as_subclass": "in_1.as_subclass(torch.Tensor).add_(in_2)",
    "as_strided with storage_offset": "torch.as_strided(in_1, (4,), (1,), 4).add_(in_2[:4])",
    "unfold copy_": "in_1.unfold(0, 2, 2).copy_(in_2.view(4, 2))",
    "asarray copy=False": "torch.asarray(in_1, copy=False).add_(in_2)",
    "torch.Tensor(t)": "torch.Tensor(in_1).add_(in_2)",
    "autograd.Variable": "torch.autograd.Variable(in_1).add_(in_2)",
    "view_as_complex mul_": "torch.view_as_complex(in_1.view(4, 2)).add_(1)",
    "jagged nested values()": "torch.nested.nested_tensor_from_jagged(in_1, torch.tensor([0, 4, 8])).values().add_(in_2)",
}


def held_views() -> dict:
    said = {}
    for label, stmt in HELD_VIEWS.items():
        a, b = torch.zeros(8), torch.ones(8)
        before = a._version
        exec(compile(stmt, "<r62a>", "exec"), {"torch": torch, "in_1": a, "in_2": b})
        said[label] = {"version_moved": a._version != before, "bytes_changed": bool(a.ne(0).any())}
    return said


def _scan(text: str) -> list[str]:
    from pytest_passnet import guard

    with tempfile.TemporaryDirectory(prefix="r62a-scan-") as tmp:
        (Path(tmp) / "model.py").write_text(text, encoding="utf-8")
        return guard.versionless_writes(Path(tmp) / "model.py")


def _indent(stmt: str, pad: str = "        ") -> str:
    return "".join(pad + line + "\n" for line in stmt.splitlines())


def repeat_source(imports: str, stmt: str) -> str:
    """Round 59a's repeat graph (in_1 += in_2; in_2 <- in_3, in_2 a zeros input: a first call adds zero)."""
    return ("import torch\n" + imports + "\nclass GraphModule(torch.nn.Module):\n\n"
            "    def forward(self, in_0, in_1, in_2, in_3):\n" + _indent(stmt) +
            "        tmp_1 = in_2.copy_(in_3)\n        tmp_2 = torch.relu(in_0)\n        return (tmp_2,)\n")


def scan_forms() -> dict:
    said = {}
    for label, (imports, stmt) in WRITES.items():
        a, b = torch.zeros(8), torch.ones(8)
        before = a._version
        scope = {"torch": torch, "in_1": a, "in_2": b}
        exec(compile(imports + stmt, "<r62a>", "exec"), scope)
        said[label] = {"version_moved": a._version != before, "bytes_changed": bool(a.ne(0).any()),
                       "scan": _scan(repeat_source(imports, stmt))}
    return said


EAGER_FORMS = ("data (control)", "v2p by attribute (control, a368d906)", "v2p imported by name",
               "_unsafe_set_version_counter imported, no private attribute", "torch._C through an exempted chain's __self__",
               "a public function's __globals__", "sparse COO values()", "sparse CSR values()")


def eager_writes(forms=EAGER_FORMS) -> dict:
    said = {}
    for label in forms:
        source = repeat_source(*WRITES[label])
        form = "r62a " + label
        premises57a.SOURCES[form] = source
        premises57a.STDS[form] = premises57a.STDS["data_repeat"]
        said[label] = premises57a.eager_writes(form, 1)
    return said


# -- goal 1: Config */** that are not plain data ---------------------------------------------------------------------
FILL_DEF = p61.FILL_DEF  # def _fill(nargs): out += relu(x) with torch on the launch's tensors
CONFIG_ATTACKS = {
    # pre_hook (6th positional) from a generator
    "generator_row": p61.stub(head=FILL_DEF + "\n\ndef _rows():\n    yield {'BLOCK': 16}\n    yield 4\n    yield 1\n"
                              "    yield 1\n    yield None\n    yield _fill\n",
                              dec=p61.AT.format("[triton.Config(*_rows())]"), launch=""),
    # a dict subclass whose keys()/__getitem__ add a pre_hook
    "dict_subclass": p61.stub(head=FILL_DEF + "\n\nclass _Opts(dict):\n    def keys(self):\n"
                              "        return ['num_warps', 'pre_hook']\n\n    def __getitem__(self, k):\n"
                              "        return _fill if k == 'pre_hook' else 4\n\n\n_OPTS = _Opts(num_warps=4)\n",
                              dec=p61.AT.format("[triton.Config({'BLOCK': 16}, **_OPTS)]"), launch=""),
    # a mapping class (not a dict) whose __getitem__ is a pass function
    "mapping_class": p61.stub(head=FILL_DEF + "\n\nclass _Opts:\n    def keys(self):\n"
                              "        return ['pre_hook']\n\n    def __getitem__(self, k):\n        return _fill\n",
                              dec=p61.AT.format("[triton.Config({'BLOCK': 16}, **_Opts())]"), launch=""),
    # a row grown through an alias in a config function
    "row_grown_by_alias": p61.stub(head=FILL_DEF + "\n\n_ROW = [{'BLOCK': 16}, 4]\n\n\ndef _configs():\n"
                                   "    alias = _ROW\n    alias += [1, 1, None, _fill]\n"
                                   "    return [triton.Config(*_ROW)]\n",
                                   dec=p61.AT.format("_configs()"), launch=""),
    # a table row of a module table holding the hook by name
    "table_row_hook": p61.stub(head=FILL_DEF + "\n\n_TABLE = [({'BLOCK': 16}, 4, 1, 1, None, _fill)]\n",
                               dec=p61.AT.format("[triton.Config(*row) for row in _TABLE]"), launch=""),
    # options returned by a function (from any source: a call)
    "options_from_call": p61.stub(head=FILL_DEF + "\n\ndef _opts():\n    return {'num_warps': 4, 'pre_hook': _fill}\n",
                                  dec=p61.AT.format("[triton.Config({'BLOCK': 16}, **_opts())]"), launch=""),
    # a helper module's table holding the helper's hook (constants imported from pass modules rise, e1150cba)
    "helper_table_hook": None,  # filled below (two modules)
    # a helper's options dict rebound by a helper function the kernels module calls at import
    "helper_options_rebound": None,
}
HELPER_HOOK = ("def fill(nargs):\n    out = nargs['out_ptr']\n    out += (nargs['x_ptr'] + abs(nargs['x_ptr'])) / 2\n\n\n"
               "TABLE = [({'BLOCK': 16}, 4, 1, 1, None, fill)]\n")
HELPER_REBOUND = ("OPTS = {'num_warps': 4}\n\n\ndef fill(nargs):\n    out = nargs['out_ptr']\n"
                  "    out += (nargs['x_ptr'] + abs(nargs['x_ptr'])) / 2\n\n\nOPTS = {'num_warps': 4, 'pre_hook': fill}\n")


HELPER_FILL = "def fill(nargs):\n    out = nargs['out_ptr']\n    out += (nargs['x_ptr'] + abs(nargs['x_ptr'])) / 2\n"
# the helper module's hook reached through '<pass module>.<name>' (969b6f04 follows that form for heuristics)
HELPER_ATTRIBUTE_ATTACKS = {
    "module_attr_in_star_row": (p61.stub(
        head="from pass_dir import helpers61a\n\n_ROW = ({'BLOCK': 16}, 4, 1, 1, None, helpers61a.fill)",
        dec=p61.AT.format("[triton.Config(*_ROW)]"), launch=""), HELPER_FILL),
    "module_attr_in_dstar_display": (p61.stub(head="from pass_dir import helpers61a", dec=p61.AT.format(
        "[triton.Config({'BLOCK': 16}, **{'pre_hook': helpers61a.fill})]"), launch=""), HELPER_FILL),
    "helper_options_by_attribute": (p61.stub(head="from pass_dir import helpers61a", dec=p61.AT.format(
        "[triton.Config({'BLOCK': 16}, **helpers61a.OPTS)]"), launch=""), HELPER_FILL + "\n\nOPTS = {'pre_hook': fill}\n"),
    "helper_row_by_attribute": (p61.stub(head="from pass_dir import helpers61a", dec=p61.AT.format(
        "[triton.Config(*helpers61a.ROW)]"), launch=""), HELPER_FILL + "\n\nROW = ({'BLOCK': 16}, 4, 1, 1, None, fill)\n"),
    "helper_options_function_by_attribute": (p61.stub(head="from pass_dir import helpers61a", dec=p61.AT.format(
        "[triton.Config({'BLOCK': 16}, **helpers61a.opts())]"), launch=""),
        HELPER_FILL + "\n\ndef opts():\n    return {'pre_hook': fill}\n"),
    "helper_table_by_attribute": (p61.stub(head="from pass_dir import helpers61a", dec=p61.AT.format(
        "[triton.Config(*r) for r in helpers61a.TABLE]"), launch=""),
        HELPER_FILL + "\n\nTABLE = [({'BLOCK': 16}, 4, 1, 1, None, fill)]\n"),
    "helper_hook_torch_out": (p61.stub(head="from pass_dir import helpers61a", dec=p61.AT.format(
        "[triton.Config(*r) for r in helpers61a.TABLE]"), launch=""),
        "import torch\n\n\ndef fill(nargs):\n    torch.relu(nargs['x_ptr'], out=nargs['out_ptr'])\n\n\n"
        "TABLE = [({'BLOCK': 16}, 4, 1, 1, None, fill)]\n"),
    "zip_dict_of_module_tuples": (p61.stub(
        head=FILL_DEF + "\n\n_KEYS = ('num_warps', 'pre_hook')\n_VALS = (4, _fill)", dec=p61.AT.format(
            "[triton.Config({'BLOCK': 16}, **dict(zip(_KEYS, _VALS)))]"), launch=""), None),
}


def config_attack_files() -> dict[str, dict[str, str]]:
    files = {k: p61.relu_files(v) for k, v in CONFIG_ATTACKS.items() if v is not None}
    files.update({k: p61.relu_files(kern, helper) for k, (kern, helper) in HELPER_ATTRIBUTE_ATTACKS.items()})
    files["helper_table_hook"] = p61.relu_files(p61.stub(
        head="from pass_dir.helpers61a import TABLE", dec=p61.AT.format("[triton.Config(*row) for row in TABLE]"),
        launch=""), HELPER_HOOK)
    files["helper_options_rebound"] = p61.relu_files(p61.stub(
        head="from pass_dir.helpers61a import OPTS", dec=p61.AT.format("[triton.Config({'BLOCK': 16}, **OPTS)]"),
        launch=""), HELPER_REBOUND)
    return files


def config_attacks() -> dict:
    return {name: p61.static(files) for name, files in config_attack_files().items()}


CONFIG_HONEST = {
    # the Config repr-like row of seven elements with None as ir_override: visible row of > 6 elements, first a dict
    "seven_element_row_none": p61.relu_files(p61.honest(
        head="_TABLE = [({'BLOCK': 1024}, 4, 2, 1, None, None, None)]",
        dec=p61.AT.format("[triton.Config(*row) for row in _TABLE]"))),
    # a docstring / comment-free mention of ir_override in a string (a pass documenting what it does not use)
    "ir_override_in_docstring": p61.relu_files(p61.honest(
        head='"""Configs: BLOCK only (no ir_override)."""',
        dec=p61.AT.format("[triton.Config({'BLOCK': 1024}, num_warps=4)]"))),
    # a shape table unrelated to Configs: rows of > 6 elements whose first is a dict
    "unrelated_long_row": p61.relu_files(p61.honest(
        head="_META = [({'name': 'relu'}, 1, 2, 3, 4, 5, 6, 7)]",
        dec=p61.AT.format("[triton.Config({'BLOCK': 1024}, num_warps=4)]"))),
    # a row of keyword values spread by position, from a helper module
    "helper_rows_star": p61.relu_files(p61.honest(
        head="from pass_dir.helpers61a import ROWS", dec=p61.AT.format("[triton.Config(*r) for r in ROWS]")),
        "ROWS = [({'BLOCK': 1024}, 4, 2)]\n"),
    # an autotune table of seven keyword dicts (a list display of > 6 elements whose first is a dict)
    "seven_config_dicts": p61.relu_files(p61.honest(
        head="_CONFIGS = [{'BLOCK': 64}, {'BLOCK': 128}, {'BLOCK': 256}, {'BLOCK': 512}, {'BLOCK': 1024},\n"
             "            {'BLOCK': 2048}, {'BLOCK': 4096}]",
        dec=p61.AT.format("[triton.Config(kw) for kw in _CONFIGS]"))),
    # runnable on the CPU interpreter (one Config used: two make Triton benchmark, which needs a GPU driver)
    "seven_config_dicts_first_used": p61.relu_files(p61.honest(
        head="_CONFIGS = [{'BLOCK': 1024}, {'BLOCK': 128}, {'BLOCK': 256}, {'BLOCK': 512}, {'BLOCK': 64},\n"
             "            {'BLOCK': 2048}, {'BLOCK': 4096}]",
        dec=p61.AT.format("[triton.Config(kw) for kw in _CONFIGS[:1]]"))),
    "seven_config_dict_calls": p61.relu_files(p61.honest(
        head="_CONFIGS = [dict(BLOCK=64), dict(BLOCK=128), dict(BLOCK=256), dict(BLOCK=512), dict(BLOCK=1024),\n"
             "            dict(BLOCK=2048), dict(BLOCK=4096)]",
        dec=p61.AT.format("[triton.Config(kw, num_warps=4) for kw in _CONFIGS]"))),
    "six_config_dicts (control)": p61.relu_files(p61.honest(
        head="_CONFIGS = [{'BLOCK': 64}, {'BLOCK': 128}, {'BLOCK': 256}, {'BLOCK': 512}, {'BLOCK': 1024},\n"
             "            {'BLOCK': 2048}]",
        dec=p61.AT.format("[triton.Config(kw) for kw in _CONFIGS]"))),
    "seven_config_dicts_in_helper": p61.relu_files(p61.honest(
        head="from pass_dir.helpers61a import CONFIGS", dec=p61.AT.format("[triton.Config(kw) for kw in CONFIGS]")),
        "CONFIGS = [{'BLOCK': 64}, {'BLOCK': 128}, {'BLOCK': 256}, {'BLOCK': 512}, {'BLOCK': 1024},\n"
        "           {'BLOCK': 2048}, {'BLOCK': 4096}]\n"),
    "seven_config_dicts_inline": p61.relu_files(p61.honest(dec=p61.AT.format(
        "[triton.Config(kw) for kw in [{'BLOCK': 64}, {'BLOCK': 128}, {'BLOCK': 256}, {'BLOCK': 512}, "
        "{'BLOCK': 1024}, {'BLOCK': 2048}, {'BLOCK': 4096}]]"))),
    "helper_blocks_loop": p61.relu_files(p61.honest(
        head="from pass_dir.helpers61a import BLOCKS", dec=p61.AT.format("[triton.Config({'BLOCK': b}) for b in BLOCKS]")),
        "BLOCKS = (64, 128, 256)\n"),
    # the star of a tuple built in the config function (not a module table)
    "local_tuple_star": p61.relu_files(p61.honest(
        head="def _configs():\n    row = ({'BLOCK': 1024}, 4, 2)\n    return [triton.Config(*row)]",
        dec=p61.AT.format("_configs()"))),
}


def config_honest() -> dict:
    return {name: p61.static(files) for name, files in CONFIG_HONEST.items()}


def honest_runs(name: str = "seven_config_dicts_first_used") -> dict:
    """The honest pass in the interpreter as the child's re-check call runs it (round 60a's ``demo``)."""
    return p61.demo(p61.kernels(CONFIG_HONEST[name]))


static = p61.static


PREMISES = {"held_views": held_views, "honest_runs": honest_runs, "scan_forms": scan_forms, "eager_writes": eager_writes, "config_attacks": config_attacks,
            "config_honest": config_honest}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(PREMISES):
        print(json.dumps({name: PREMISES[name]()}, default=str))
