"""A real OpenAI-compatible HTTP server for tests: replays scripted replies, records requests.

It listens on 127.0.0.1 on an ephemeral port, in a thread, and speaks just enough of
`POST /v1/chat/completions` for the real `openai` client. Each request pops the next scripted
item: a reply (tool call or text, with a `usage` block), an HTTP error, or a delayed reply.
An exhausted script answers HTTP 500, so a test that under-scripts fails loudly.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def tool_call(name: str, arguments: dict | str | None = None, content: str = "",
              prompt_tokens: int | None = 100, completion_tokens: int = 20, reasoning: str | None = None) -> dict:
    """An assistant reply that calls one tool; `arguments` may be a raw (even broken) JSON string.
    `prompt_tokens=None` sends no usage block; `reasoning` goes in `reasoning_content`."""
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments or {})
    message = {"role": "assistant", "content": content,
               "tool_calls": [{"id": f"call_{name}", "type": "function",
                               "function": {"name": name, "arguments": raw}}]}
    if reasoning is not None:
        message["reasoning_content"] = reasoning
    return _completion(message, "tool_calls", prompt_tokens, completion_tokens)


def text_reply(content: str, prompt_tokens: int | None = 100, completion_tokens: int = 20) -> dict:
    """An assistant reply without a tool call."""
    return _completion({"role": "assistant", "content": content}, "stop", prompt_tokens, completion_tokens)


def write_pass(name: str, source: str, evaluate: bool = True) -> list[dict]:
    """A policy's turns that create pass_dir/<name>.py and its JSON list, then (optionally) evaluate."""
    turns = [
        tool_call("file_editor", {"command": "create", "path": f"pass_dir/{name}.py", "file_text": source},
                  content=f"Write {name}."),
        tool_call("file_editor", {"command": "create", "path": "pass_dir/sorted_output_pass_rule_names.json",
                                  "file_text": json.dumps([name])}),
    ]
    return turns + ([tool_call("pass_evaluator")] if evaluate else [])


def fusing_policy() -> list[dict]:
    """A policy that writes the correct Triton add + relu pass (fixtures/passes/TritonAddRelu.py), evaluates it
    and finishes (chat-completion bodies)."""
    source = (FIXTURES / "passes/TritonAddRelu.py").read_text()
    return [
        tool_call("file_editor", {"command": "create", "path": "pass_dir/TritonAddRelu.py", "file_text": source},
                  content="Fuse add and relu.", reasoning="One kernel covers the whole graph."),
        tool_call("file_editor", {"command": "create", "path": "pass_dir/sorted_output_pass_rule_names.json",
                                  "file_text": '["TritonAddRelu"]'}),
        tool_call("pass_evaluator"),
        tool_call("finish", {"message": "fused"}),
    ]


@dataclass
class HttpError:
    status: int
    message: str = "scripted error"
    headers: dict = field(default_factory=dict)


@dataclass
class Delayed:
    seconds: float
    reply: dict


_ids = iter(range(1, 1 << 30))


def _completion(message: dict, finish_reason: str, prompt_tokens: int | None, completion_tokens: int) -> dict:
    completion = {
        "id": f"chatcmpl-stub-{next(_ids)}", "object": "chat.completion", "created": 0, "model": "stub-model",
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
    }
    if prompt_tokens is not None:
        completion["usage"] = {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                               "total_tokens": prompt_tokens + completion_tokens}
    return completion


class ScriptedLLM:
    """Start with `with ScriptedLLM([...]) as llm:`; `llm.url` is the base URL, `llm.requests` the bodies."""

    def __init__(self, script: list):
        self.script = deque(script)
        self.requests: list[dict] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True  # a reply still sleeping must not hold up shutdown
        self._server.block_on_close = False
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> ScriptedLLM:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def _next(self, body: dict):
        with self._lock:
            self.requests.append(body)
            return self.script.popleft() if self.script else HttpError(500, "script exhausted")

    def _handler(self):
        llm = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                if not self.path.endswith("/chat/completions"):
                    return self._send(404, {"error": {"message": f"no route {self.path}"}})
                item = llm._next(body)
                if isinstance(item, Delayed):
                    time.sleep(item.seconds)
                    item = item.reply
                if isinstance(item, HttpError):
                    return self._send(item.status, {"error": {"message": item.message, "type": "stub"}},
                                      item.headers)
                return self._send(200, item)

            def _send(self, status: int, payload: dict, headers: dict | None = None):
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                try:
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up waiting (a timeout test)

            def log_message(self, *args):  # keep test output clean
                pass

        return Handler


class PolicyLLM(ScriptedLLM):
    """Answers every conversation with the same replies, in turn: the reply for a request is the
    one at the index of its assistant-message count, so parallel attempts each follow the policy."""

    def __init__(self, replies: list[dict]):
        super().__init__([])
        self.replies = replies

    def _next(self, body: dict):
        turn = sum(message.get("role") == "assistant" for message in body.get("messages", []))
        with self._lock:
            self.requests.append(body)
        if turn >= len(self.replies):
            return HttpError(500, "policy exhausted")
        return {**self.replies[turn], "id": f"chatcmpl-stub-{next(_ids)}"}
