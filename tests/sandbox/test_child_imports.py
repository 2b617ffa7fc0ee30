"""The untrusted child's package (``pytest_passnet/sandbox/child``) imports neither pytest nor a
module of the trusted side: checked in a fresh interpreter that serves a real variant through the
child's own loop (load the passes, prepare, the judged call, a prime, PassBench's timed loop, a failure),
so that the imports its functions make when they run count too."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.sample_factory import ADD_RELU_PASS, write_sample

CHILD = "pytest_passnet.sandbox.child"
# What both sides use: the protocol and the records it carries, the escapes of its texts, the
# sample's files and tensors, the pass machinery the compilers drive, the channel, the inputs file
# the trusted side writes and the child maps (CPU), the confinement the child applies to itself.
SHARED = {
    "pytest_passnet", "pytest_passnet.protocol", "pytest_passnet.texts", "pytest_passnet.result", "pytest_passnet.options",
    "pytest_passnet.sample", "pytest_passnet.materialize", "pytest_passnet.fingerprint", "pytest_passnet.tracebacks",
    "pytest_passnet.passes", "pytest_passnet.validator", "pytest_passnet.wrapper_rules", "pytest_passnet.rewrite",
    "pytest_passnet.poison", "pytest_passnet.launches", "pytest_passnet.diagnose", "pytest_passnet.triton_interpreter",
    "pytest_passnet.sandbox", "pytest_passnet.sandbox.channel", "pytest_passnet.sandbox.shared_inputs",
    "pytest_passnet.sandbox.confine",
    "pytest_passnet.sandbox.landlock", "pytest_passnet.sandbox.seccomp", "pytest_passnet.sandbox.syscalls",
}
# The trusted side's modules that the child's code once reached (named, so that the failure says which).
TRUSTED = {"pytest_passnet.guard", "pytest_passnet.measure", "pytest_passnet.judge", "pytest_passnet.pipeline",
           "pytest_passnet.sandbox.process", "pytest_passnet.sandbox.policy", "pytest_passnet.sandbox.mode",
           "pytest_passnet.tolerance", "pytest_passnet.session", "pytest_passnet.plugin"}

SERVE = r"""
import json, os, sys, threading
import torch
from pytest_passnet import protocol
from pytest_passnet.materialize import forward_parameters, load_model
from pytest_passnet.sandbox.channel import Channel
from pytest_passnet.sandbox.child.__main__ import serve

sample_dir, model = sys.argv[1:3]
to_child, from_child = os.pipe(), os.pipe()
threading.Thread(target=serve, args=(Channel(to_child[0], from_child[1], role="child"),), daemon=True).start()
trusted = Channel(from_child[0], to_child[1], role="trusted")

def ask(request):
    trusted.send(request.message())
    reply = trusted.receive(timeout=300)
    failure = protocol.Failure.read(reply)
    assert failure is None or isinstance(request, protocol.Audit), failure.text
    return reply

protocol.Ready.read(trusted.receive(timeout=300))
protocol.Ready.read(ask(protocol.Load("pass_mgr", sample_dir, "cpu", "full")))
from pathlib import Path
inputs = {name: torch.randn(4, 300) for name in forward_parameters(load_model(Path(model), "cpu"))}
protocol.Ready.read(ask(protocol.Prepare(model, 1, inputs, None)))
done = protocol.OutputsDone.read(ask(protocol.Outputs([])))
x, y = inputs.values()
assert torch.equal(done.outputs[0], torch.relu(x + y) * 2.0), "the child served the wrong outputs"
protocol.Ready.read(ask(protocol.Prime()))  # the untimed call before each of CUDA's driven trials
protocol.Times.read(ask(protocol.Time(2)), 2, cuda=False)
assert protocol.Failure.read(ask(protocol.Audit([[0, 0]]))) is not None  # no trial yet: a failure, worded in the child
print(json.dumps(sorted(sys.modules)))
"""


def test_the_child_imports_neither_pytest_nor_the_trusted_side(tmp_path):
    sample = write_sample(tmp_path, "addrelu", passes={"AddRelu": ADD_RELU_PASS})
    variant = tmp_path / (sample / "graph_list.txt").read_text().strip()
    # CPU tensors: Triton runs in its interpreter on a GPU host too
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "TRITON_INTERPRET": "1"}
    ran = subprocess.run([sys.executable, "-c", SERVE, str(sample), str(variant / "model.py")], env=env,
                         capture_output=True, text=True, timeout=600)
    assert ran.returncode == 0, ran.stderr[-3000:]
    loaded = set(json.loads(ran.stdout.strip().splitlines()[-1]))
    assert f"{CHILD}.compilers" in loaded and f"{CHILD}.watch" in loaded and f"{CHILD}.failures" in loaded
    assert not {"pytest", "_pytest", "pluggy"} & loaded
    assert not TRUSTED & loaded
    ours = {name for name in loaded if name.split(".")[0] == "pytest_passnet"}
    assert ours - SHARED - {name for name in ours if name.startswith(CHILD)} == set()


def test_the_child_s_entry_loads_no_torch_before_it_confines_itself():
    """``python -m pytest_passnet.sandbox.child`` confines itself first (``main``): nothing it imports
    before that may load torch (whose import starts threads, and after which unsharing namespaces fails)."""
    # CPU tensors: Triton runs in its interpreter on a GPU host too
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "TRITON_INTERPRET": "1"}
    ran = subprocess.run([sys.executable, "-c", f"import sys, {CHILD}.__main__; print(sorted(sys.modules))"], env=env,
                         capture_output=True, text=True, timeout=120)
    loaded = set(json.loads(ran.stdout.replace("'", '"')))
    assert "torch" not in loaded and not {name for name in loaded if name.startswith("pytest_passnet.")} - {
        "pytest_passnet.sandbox", CHILD, f"{CHILD}.__main__"}
