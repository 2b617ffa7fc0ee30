"""Harbor's separate verifier container, as folders on this machine.

With `[verifier] environment_mode = "separate"`, Harbor builds the verifier's image from the task's
tests/ (tests/Dockerfile: `COPY . /tests/`; Harbor does not upload tests/ into it), copies each of
task.toml's `artifacts` out of the agent's container to the same path in the verifier's, and runs
/tests/test.sh there. `verifier_container` lays those files out under a folder, from the task.toml
Harbor's own model reads; `run_test_sh` runs test.sh on them with /app and /logs/verifier there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath

from tests.data.harbor import harbor_on_path

from agent.harbor import APP


def verifier_container(task: Path, agent_app: Path, root: Path) -> Path:
    """The files of `task`'s verifier container under `root`: tests/ at root/tests, and each artifact
    the agent's container holds (its /app is `agent_app`) at root/<its path>; returns `root`."""
    harbor_on_path()
    from harbor.models.task.config import TaskConfig

    config = TaskConfig.model_validate_toml((task / "task.toml").read_text())
    shutil.copytree(task / "tests", root / "tests")
    for artifact in config.artifacts:
        source = PurePosixPath(artifact if isinstance(artifact, str) else artifact.source)
        found = agent_app / source.relative_to(APP)
        if found.exists():  # Harbor skips an artifact the agent's container does not hold
            shutil.copytree(found, root / source.relative_to("/"), symlinks=True)
    return root


def run_test_sh(root: Path, python: str = sys.executable, timeout: float = 600) -> subprocess.CompletedProcess:
    """/tests/test.sh of the verifier container laid out under `root`; the reward lands in root/logs/verifier."""
    env = {**os.environ, "PASSNET_HARBOR_APP": str(root / APP.lstrip("/")),
           "PASSNET_HARBOR_LOGS": str(root / "logs/verifier"), "PASSNET_HARBOR_PYTHON": python}
    return subprocess.run(["bash", str(root / "tests/test.sh")], cwd=root, env=env, capture_output=True, text=True,
                          timeout=timeout)
