# Vendored from R2E-Gym (Apache License 2.0), see PROVENANCE.md in this folder.
# Only the two pydantic models' fields are kept, verbatim in their types and defaults; the
# properties and the imports of R2E-Gym's other modules (diff parsing, swebench reports) are
# left out, since validation uses the fields alone.
from typing import Any, Dict, Optional

from pydantic import BaseModel, Field


class TrajectoryStep(BaseModel):
    step_idx: int

    ## key parts
    thought: str
    action: str
    observation: str
    done: bool
    info: dict

    ## tokens
    token_usage_prompt: int
    token_usage_completion: int
    token_usage_total: int

    ## metadata (current step stats)
    llm_exec_time: float
    env_exec_time: float
    total_step_time: float
    total_time_traj: float
    step_count: int


class Trajectory(BaseModel):
    trajectory_steps: list[TrajectoryStep]

    problem_statement: str
    docker_image: str
    exp_name: Optional[str] = None  # experiment name

    env_args: Dict[str, Any] = Field(default_factory=dict)
    agent_args: Dict[str, Any] = Field(default_factory=dict)
    ds: Optional[dict] = None  # data entry from swebench or r2e hf datasets

    max_steps: int
    max_steps_absolute: int
    max_token_limit: int
    max_llm_time: int  # per query
    max_exec_time: int  # per env execution
    max_total_time: int  # overall agent run limit

    exit_reason: str  # reason for exit
    output_patch: str  # final output patch
    reward: Optional[float] = None  # success for editing agent
    test_output: Optional[str] = None  # output after test execution

    custom_test_outputs: dict = {}  # custom test outputs
    regression_test_output: Optional[str] = None  # regression test output

    @classmethod
    def load_from_model_dump_json(cls, json_string: str):
        return Trajectory.model_validate_json(json_string)
