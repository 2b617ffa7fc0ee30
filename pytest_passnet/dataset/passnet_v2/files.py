"""The files of one v2 variant directory, as upstream's pipeline leaves them."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

VARIANT_FILES = ("model.py", "weight_meta.py", "input_meta.py", "input_tensor_constraints.py",
                 "graph_hash.txt", "subgraph_sources.json", "graph_net.json")


@dataclass(frozen=True)
class VariantFiles:
    model_py: str
    weight_meta: str
    graph_hash: str
    graph_net: str
    subgraph_sources: str
    input_meta: str = ""
    input_tensor_constraints: str = ""

    def contents(self) -> dict[str, str]:
        return {
            "model.py": self.model_py,
            "weight_meta.py": self.weight_meta,
            "input_meta.py": self.input_meta,
            "input_tensor_constraints.py": self.input_tensor_constraints,
            "graph_hash.txt": self.graph_hash,
            "subgraph_sources.json": self.subgraph_sources,
            "graph_net.json": self.graph_net,
        }

    def write(self, directory: Path) -> None:
        """Each file through a temporary name; ``graph_net.json`` last."""
        directory.mkdir(parents=True, exist_ok=True)
        for name, text in self.contents().items():
            temporary = directory / f".{name}.tmp"
            temporary.write_text(text)
            os.replace(temporary, directory / name)


def is_complete(directory: Path) -> bool:
    return all((directory / name).is_file() for name in VARIANT_FILES)


def subgraph_sources_json(parent: str, start: int, end: int) -> str:
    """``subgraph_sources.json`` of a subgraph cut from a full graph (``json.dump(..., indent=4)``)."""
    return json.dumps({parent: [[start, end]]}, indent=4)


def low_precision_graph_net(float32_graph_net: str, dtype: str) -> str:
    """``update_json`` three times: the dtype keys appended, the file re-dumped with indent 4."""
    value = json.loads(float32_graph_net)
    value["dtype_generalization_target_dtype"] = dtype
    value["dtype_generalization_precision"] = dtype
    value["dtype_generalization_generated"] = True
    return json.dumps(value, indent=4)
