"""Round 2's plugin runs: round 1's harness (``harness.Layout``, ``Watch``, the record), unchanged,
with samples of round 2's own models (masks, a sort, an embedding table, a broadcast, a clone) and
passes looked up in ``round2_verdicts/passes`` first, then in round 1's ``passes``. A pass that
imports ``pass_dir.replay_key`` gets one written for its variant (the public first values of the
inputs the trusted side checks on).

Every attack sample is followed by an honest victim of the same model (``Attack.victim_pass``): the
victim is also the honest control the attack's speed is compared with, so no separate controls run.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

from tests.adversarial.redteam import harness
from tests.adversarial.redteam.harness import Config, Layout, Watch

PASSES = Path(__file__).parent / "passes"
ROUND1_PASSES = harness.PASSES

# name -> (model source, {input: (shape, dtype, min_val, max_val)})
MODELS: dict[str, tuple[str, dict]] = {
    # round 1's relu on 1 MiB, and relu then a matmul
    "light": (harness.LIGHT_MODEL, {"in_0": ([256, 1024], "float32", None, None)}),
    "heavy": (harness.HEAVY_MODEL, {"in_0": ([256, 1024], "float32", None, None),
                                    "in_1": ([1024, 1024], "float32", None, None)}),
    # An embedding lookup into a 64 MiB table (every NLP model's first subgraph): a trial's fresh
    # inputs (the table, drawn anew) cost far more than the call.
    "embed": ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.nn.functional.embedding(in_0, in_1, None, None, 2.0, False, False)
        tmp_1 = torch.relu(tmp_0)
        return (tmp_1,)
""", {"in_0": ([4, 64], "int64", 0, 32767), "in_1": ([32768, 512], "float32", None, None)}),
    # Attention scores with the mask filled in as -inf (masked_fill), as GPT-style graphs do.
    "masked_inf": ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.relu(in_0)
        tmp_1 = torch.matmul(tmp_0, in_1)
        tmp_2 = tmp_1.masked_fill(in_2, float("-inf"))
        return (tmp_2,)
""", {"in_0": ([256, 1024], "float32", None, None), "in_1": ([1024, 1024], "float32", None, None),
      "in_2": ([256, 1024], "bool", None, None)}),
    # Scores plus HF's extended attention mask: (1 - mask) * finfo(float32).min, an int64 0/1 mask.
    "masked_min": ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.relu(in_0)
        tmp_1 = torch.matmul(tmp_0, in_1)
        tmp_2 = in_2.to(torch.float32)
        tmp_3 = 1.0 - tmp_2
        tmp_4 = tmp_3 * -3.4028234663852886e+38
        tmp_5 = tmp_1 + tmp_4
        return (tmp_5,)
""", {"in_0": ([256, 1024], "float32", None, None), "in_1": ([1024, 1024], "float32", None, None),
      "in_2": ([256, 1024], "int64", 0, 1)}),
    # A sort along rows: values and indices (topk/sort in detection and MoE routing graphs).
    "sort": ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1):
        tmp_0 = torch.relu(in_0)
        tmp_1 = tmp_0 + in_1
        tmp_2 = torch.sort(tmp_1, dim=-1)
        tmp_3 = tmp_2[0]
        tmp_4 = tmp_2[1]
        return (tmp_3, tmp_4)
""", {"in_0": ([256, 1024], "float32", None, None), "in_1": ([256, 1024], "float32", None, None)}),
    # One row broadcast to 64 MiB and made contiguous (HF's expanded masks and position ids).
    "expand": ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        tmp_1 = tmp_0.expand(16384, 1024)
        tmp_2 = tmp_1.contiguous()
        return (tmp_2,)
""", {"in_0": ([1, 1024], "float32", None, None)}),
    # A clone (graphs copy inputs: clone, contiguous on a transpose, to() across devices).
    "clone": ("""\
import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0):
        tmp_0 = in_0.clone()
        return (tmp_0,)
""", {"in_0": ([256, 1024], "float32", None, None)}),
    # 256 MiB of input (CUDA only): the reference child must take fresh device memory to load it.
    "big": (harness.LIGHT_MODEL, {"in_0": ([65536, 1024], "float32", None, None)}),
}


def weight_meta(inputs: dict) -> str:
    """A weight_meta.py in GraphNet's format, with integer ranges where given."""
    blocks = []
    for i, (name, (shape, dtype, low, high)) in enumerate(inputs.items()):
        lines = [f"class Program_weight_tensor_meta_arg{i}:", f'\tname = "{name}"', f'\toriginal_name = "arg{i}"',
                 f"\tshape = {list(shape)}", f'\tdtype = "torch.{dtype}"', '\tdevice = "cuda:0"', "\tmean = 0.000",
                 "\tstd = 1.000"]
        if low is not None:
            lines += [f"\tmin_val = {low}", f"\tmax_val = {high}"]
        blocks.append("\n".join(lines) + "\n")
    return "\n\n".join(blocks)


def _pass_file(name: str) -> Path:
    for folder in (PASSES, ROUND1_PASSES):
        if (folder / f"{name}.py").is_file():
            return folder / f"{name}.py"
    raise FileNotFoundError(f"no pass {name}.py in {PASSES} or {ROUND1_PASSES}")


# The fresh-input re-check's seed when these attacks were written (guard.RECHECK_SEED); it is secret
# since, a new one per variant, and the attack's guess is this one.
RECHECK_SEED = 4321


def _replay_key(variant: Path) -> str:
    """``pass_dir/replay_key.py``: the first values of the variant's first input as replayed (the
    judged call's) and as the fresh-input re-check drew it from its fixed seed, which anyone can
    compute from the meta files: a pass recognises the checked calls' inputs by them."""
    from pytest_passnet.materialize import draw_fresh
    from pytest_passnet.prefetch import replay_variant

    metas, inputs = replay_variant(variant, "cpu", "passbench")
    replayed = inputs.final_on_cpu()["in_0"].reshape(-1)[:4].tolist()
    rechecked = draw_fresh(metas, harness.DEVICE, RECHECK_SEED)["in_0"].reshape(-1)[:4].tolist()
    return f"KEY = {tuple(replayed)!r}\nRECHECK = {tuple(rechecked)!r}\n"


def build_sample(layout: Layout, name: str, pass_name: str, model: str) -> Path:
    """``samples/<name>``: one float32 variant of ``model`` and a pass_dir holding the pass, the helper
    modules it imports (round 2's or round 1's) and its launch_config.json."""
    source, inputs = MODELS[model]
    sample = layout.samples / name
    variant = sample / f"graphs/float32/{name}_a"
    variant.mkdir(parents=True)
    (variant / "model.py").write_text(source)
    (variant / "weight_meta.py").write_text(weight_meta(inputs))
    (variant / "graph_net.json").write_text(json.dumps({"framework": "torch", "model_name": variant.name}))
    for empty in ("input_meta.py", "input_tensor_constraints.py"):
        (variant / empty).write_text("")
    (sample / "graph_list.txt").write_text(f"graphs/float32/{name}_a\n")
    pass_dir = sample / "pass_dir"
    pass_dir.mkdir()
    pending, done = {pass_name, "kernels"}, set()
    while pending:
        module = pending.pop()
        done.add(module)
        text = _replay_key(variant) if module == "replay_key" else _pass_file(module).read_text()
        (pass_dir / f"{module}.py").write_text(text)
        pending |= set(re.findall(r"from pass_dir\.(\w+) import", text)) - done
    (pass_dir / "sorted_output_pass_rule_names.json").write_text(json.dumps([pass_name]))
    (pass_dir / "launch_config.json").write_text(json.dumps({"log_dir": str(layout.loot), "token": layout.token,
                                                             "sample": name}))
    return sample


def build_samples(layout: Layout, attacks: list) -> dict[str, Path]:
    """Each attack followed by its honest victim of the same model."""
    samples = {}
    for attack in attacks:
        samples[attack.name] = build_sample(layout, attack.name, attack.pass_name, attack.model)
        samples[f"{attack.name}_victim"] = build_sample(layout, f"{attack.name}_victim", attack.victim_pass,
                                                        attack.model)
    return samples


def run_config(config: Config, attacks: list) -> dict:
    """One plugin run over every attack and its victim in ``config``: round 1's record (``harness._record``)."""
    layout = Layout(config)
    watch = Watch(str(layout.tmp))
    try:
        samples = build_samples(layout, attacks)
        layout.hand_over()
        sample_digest = {name: harness._tree_digest(path) for name, path in samples.items()}
        package_digest = harness._tree_digest(layout.package)
        with watch:
            code, duration = harness._run_pytest(layout, layout.command(list(samples.values())), "run")
            at_exit = harness._read(str(layout.out / "report.json")) or None
            results = harness._results(harness._read(str(layout.out / "results.jsonl")))
            time.sleep(harness.SETTLE_S)
        final = harness._read(str(layout.out / "report.json")) or None
        left = watch.left()
        harness.end_processes(left)
        record = harness._record(layout, config, watch, samples, sample_digest, package_digest, code, duration,
                                 results, at_exit, final, None, left)
        record["stdout"] = harness._read(str(layout.base / "run.out")).decode(errors="replace")[-200_000:]
        return record
    finally:
        harness.clean_up(layout, watch)
