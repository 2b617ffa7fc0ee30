"""Tool schemas offered to the model, and the dispatcher that executes a tool call."""

from __future__ import annotations

import json
from dataclasses import dataclass

from agent.editor import FileEditor
from agent.evaluator import Evaluation, PassEvaluator

# Names and parameters follow PassAgent (R2E-Gym's file_editor, PassNet's pass_evaluator),
# so trajectories stay comparable; `finish` replaces R2E-Gym's `finish submit`.
FILE_EDITOR = {
    "type": "function",
    "function": {
        "name": "file_editor",
        "description": (
            "View files of the task and create or edit pass files.\n"
            "* Paths are relative to the task root, e.g. `pass_dir/FuseAddRelu.py` or `graphs/...`.\n"
            "* Only files under `pass_dir/` can be created or changed.\n"
            "* `view` on a directory lists two levels; on a file it prints numbered lines.\n"
            "* `create` fails if the file exists; use `str_replace` to change it.\n"
            "* `str_replace` needs `old_str` to match exactly one place in the file.\n"
            "* `insert` adds `new_str` after line `insert_line` (0 = at the top).\n"
            "* `undo_edit` reverts the last edit of that file."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"],
                            "description": "The command to run."},
                "path": {"type": "string", "description": "File or directory, relative to the task root."},
                "file_text": {"type": "string", "description": "Content of the new file (create)."},
                "old_str": {"type": "string", "description": "Exact text to replace (str_replace)."},
                "new_str": {"type": "string", "description": "Replacement text (str_replace) or text to insert (insert)."},
                "insert_line": {"type": "integer", "description": "Insert after this line (insert)."},
                "view_range": {"type": "array", "items": {"type": "integer"},
                               "description": "Optional [start, end] lines for view; end -1 = last line."},
            },
            "required": ["command", "path"],
        },
    },
}

PASS_EVALUATOR = {
    "type": "function",
    "function": {
        "name": "pass_evaluator",
        "description": (
            "Evaluate the passes in pass_dir/ on every variant of the sample with pytest-passnet: "
            "whether each pass matched, each variant's status (correct, accuracy, pass_not_matched, "
            "pass_rejected, kernel_error, poison_violation, ...), speedups, max differences, match "
            "diagnostics, ES(t) and the sample's AS score (your reward). Takes no parameters."
        ),
        "parameters": {"type": "object", "properties": {}},
    },
}

FINISH = {
    "type": "function",
    "function": {
        "name": "finish",
        "description": "End the task. The best-scoring pass_dir seen in any evaluation is kept.",
        "parameters": {
            "type": "object",
            "properties": {"message": {"type": "string", "description": "Optional closing summary."}},
        },
    },
}

TOOL_SCHEMAS = [FILE_EDITOR, PASS_EVALUATOR, FINISH]
TOOL_NAMES = [schema["function"]["name"] for schema in TOOL_SCHEMAS]
_EDITOR_PARAMETERS = set(FILE_EDITOR["function"]["parameters"]["properties"])


@dataclass
class ToolOutcome:
    """The observation for the model, plus what the loop needs to know."""

    observation: str
    done: bool = False
    evaluation: Evaluation | None = None
    error: bool = False  # the call itself was malformed (not a failed evaluation)


class ToolBox:
    """Executes the tool calls of one attempt against its task copy."""

    def __init__(self, editor: FileEditor, evaluator: PassEvaluator):
        self.editor = editor
        self.evaluator = evaluator

    def call(self, name: str, raw_arguments: str | None, time_left: float | None = None) -> ToolOutcome:
        """Run one tool call; malformed calls become an error observation, never an exception."""
        arguments, problem = parse_arguments(raw_arguments)
        if problem:
            return ToolOutcome(f"ERROR: the arguments of {name} are not a JSON object ({problem}). "
                               "Call the tool again with valid JSON arguments.", error=True)
        if name == "file_editor":
            unknown = sorted(set(arguments) - _EDITOR_PARAMETERS)
            if unknown or "command" not in arguments:
                reason = f"unknown parameter(s) {unknown}" if unknown else "missing 'command'"
                return ToolOutcome(f"ERROR: file_editor: {reason}; parameters are "
                                   f"{sorted(_EDITOR_PARAMETERS)}", error=True)
            try:
                return ToolOutcome(self.editor.run(**{"path": "", **arguments}))
            except (TypeError, ValueError) as e:  # e.g. insert_line given as text
                return ToolOutcome(f"ERROR: file_editor: bad argument types ({e})", error=True)
        if name == "pass_evaluator":
            evaluation = self.evaluator.evaluate(self.editor.root, timeout=time_left)
            return ToolOutcome(evaluation.verdict, evaluation=evaluation)
        if name == "finish":
            message = arguments.get("message")
            return ToolOutcome("Finished." if message in (None, "") else str(message), done=True)
        return ToolOutcome(f"ERROR: there is no tool named {name!r}; the tools are {', '.join(TOOL_NAMES)}.",
                           error=True)


def parse_arguments(raw: str | None) -> tuple[dict, str | None]:
    """Decode a tool call's JSON arguments; returns (arguments, problem or None)."""
    if raw is None or not raw.strip():
        return {}, None
    try:
        arguments = json.loads(raw)
    except json.JSONDecodeError as e:
        return {}, str(e)
    if not isinstance(arguments, dict):
        return {}, f"got {type(arguments).__name__}"
    return arguments, None
