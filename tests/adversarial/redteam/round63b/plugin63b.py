"""Round 63b's plugin run (CPU, Triton's interpreter, ``harness.shipped_run`` with the allow-list off, as the red team's
runs are: a pass's code does what a kernel's pointer arithmetic could): ``python -m
tests.adversarial.redteam.round63b.plugin63b [config] [trials] [sample ...]``.

- ``r63b_rtsig`` (RT_SIGNAL_EXIT): the honest relu, but its wrapper ends the child with SIGRTMIN+1 (35), a real-time
  signal whose default action ends a process, on its first call (the warm-up).
- ``r63b_paths`` (PATH_EXPANSION): the wrapper raises a RuntimeError whose text is the bubblewrap view's
  ``/models/1/model.py`` over and over (20,000 characters, the failure message's bound): the trusted side keeps
  the message bounded, then writes the variant's real path for each.
- ``r63b_relu``: the honest relu (the victim after both).
"""

from __future__ import annotations

from tests.adversarial.redteam import sample_kit

MODEL = '''\
import torch


class GraphModule(torch.nn.Module):
    def forward(self, in_0):
        tmp_0 = torch.relu(in_0)
        return (tmp_0,)
'''
INPUTS = {"in_0": ((256, 1024), "float32")}

RTSIG = sample_kit.relu_kernels("r63b: ends its child with a real-time signal").replace(
    "import torch\n", "import signal\n\nimport torch\n", 1).replace(
    "    out = torch.empty_like(x)\n", "    signal.raise_signal(signal.SIGRTMIN + 1)\n    out = torch.empty_like(x)\n", 1)
PATHS = sample_kit.relu_kernels("r63b: a failure text of view paths").replace(
    "    out = torch.empty_like(x)\n", "    raise RuntimeError('/models/1/model.py ' * 1053)\n", 1)
HONEST = sample_kit.relu_kernels("r63b: the honest relu")
assert "raise_signal" in RTSIG and "1053" in PATHS

SAMPLES = {"r63b_rtsig": RTSIG, "r63b_paths": PATHS, "r63b_relu": HONEST}
DEFAULT_RUN = ("r63b_rtsig", "r63b_paths", "r63b_relu")


def build_sample(layout, name: str):
    return sample_kit.build_sample(layout, name, MODEL, INPUTS, SAMPLES[name], "Relu63b", sample_kit.relu_rule("kernels63b"),
                                   "kernels63b")


def plugin_run(config_name: str = "bwrap-root", trials: int = 3, only: tuple[str, ...] = ()) -> dict:
    from tests.adversarial.redteam import harness

    names = [name for name in SAMPLES if name in (only or DEFAULT_RUN)]
    return harness.shipped_run(build_sample, names, config_name, trials, allow_list=False)


def brief(record: dict) -> None:
    sample_kit.print_brief(record, message=400, flags=200,
                           extra=lambda variant: {"message_chars": len(variant["message"])})


if __name__ == "__main__":
    sample_kit.main(plugin_run, brief)
