"""Replay a scripted model through `passnet-agent run` on two demo samples (the GPU check).

The "model" is the local stub server: for each task it views the first variant's model.py,
writes a known-good Triton pass and its JSON list, calls pass_evaluator and finishes.
Everything else is the real agent: task copies, tools, pytest-passnet in a subprocess, the
trajectory files. Run from the repository root:

    python -m tests.agent.scripted_demo_run --out runs/demo-scripted [extra passnet-agent run flags]
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from tests.agent.stub_llm import ScriptedLLM, tool_call

from agent.cli import main
from pytest_passnet.sample import read_graph_list

HERE = Path(__file__).parent
DEMO_LIST = "sample_lists/eval/demo_samples.txt"
# instance id (sample hash) -> the pass in fixtures/demo_passes/ that solves it
DEMO_PASSES = {
    "6b491e4c52eeda454cce702f4040213a2ddb20d05610892baab6d215345d949a": "TritonRMSNorm",  # TinyLlama RMSNorm
    "06ee7f4cb9a8c8b918278eeb1d8113d07843bc35c5f248fe8dadf224f2a972ec": "TritonScaledSoftmax",  # DeiT attention softmax
}


def script_for(sample_dir: Path, pass_name: str) -> list[dict]:
    source = (HERE / "fixtures/demo_passes" / f"{pass_name}.py").read_text()
    return [
        tool_call("file_editor", {"command": "view", "path": f"{read_graph_list(sample_dir)[0]}/model.py"},
                  content="Read the graph first."),
        tool_call("file_editor", {"command": "create", "path": f"pass_dir/{pass_name}.py", "file_text": source},
                  content=f"Fuse the whole chain into one Triton kernel ({pass_name})."),
        tool_call("file_editor", {"command": "create", "path": "pass_dir/sorted_output_pass_rule_names.json",
                                  "file_text": json.dumps([pass_name])}),
        tool_call("pass_evaluator", content="Evaluate on every variant."),
        tool_call("finish", {"message": f"{pass_name} applied."}),
    ]


def run(argv: list[str]) -> int:
    samples = {Path(p).name: p for p in Path(DEMO_LIST).read_text().split()}
    script = []
    with tempfile.TemporaryDirectory() as tmp:
        dataset = Path(tmp) / "demo.jsonl"
        with dataset.open("w") as f:
            for instance_id, pass_name in DEMO_PASSES.items():
                f.write(json.dumps({"swe_type": "passnet", "sample_dir": samples[instance_id],
                                    "instance_id": instance_id}) + "\n")
                script += script_for(Path(samples[instance_id]), pass_name)
        with ScriptedLLM(script) as server:  # --workers 1: tasks run, and consume replies, in order
            return main(["run", "--dataset", str(dataset), "--model", "scripted", "--base-url", server.url,
                         "--workers", "1", *argv])


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
