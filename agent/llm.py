"""Chat-completions client for any OpenAI-compatible endpoint, with retries and token accounting."""

from __future__ import annotations

import os
import random
import time
from dataclasses import dataclass, field
from typing import Callable

import openai


class LLMError(Exception):
    """The model could not be reached or refused the request, after all retries."""


@dataclass
class Usage:
    prompt: int = 0
    completion: int = 0
    total: int = 0

    def add(self, other: Usage) -> None:
        self.prompt += other.prompt
        self.completion += other.completion
        self.total += other.total


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text, exactly as the model sent it


@dataclass
class Reply:
    """One assistant turn. Only the first tool call is kept, as PassAgent does (linear trajectories)."""

    content: str
    tool_call: ToolCall | None
    usage: Usage
    elapsed: float
    extra_tool_calls: int = 0  # how many further tool calls the model sent and we ignored

    def as_message(self) -> dict:
        """The assistant message to append to the conversation."""
        message: dict = {"role": "assistant", "content": self.content}
        if self.tool_call:
            message["tool_calls"] = [{
                "id": self.tool_call.id, "type": "function",
                "function": {"name": self.tool_call.name, "arguments": self.tool_call.arguments},
            }]
        return message


# Worth another try: the server is busy, flaky or briefly unreachable.
_TRANSIENT = (openai.RateLimitError, openai.APIConnectionError, openai.InternalServerError,
              openai.ConflictError)


@dataclass
class ChatClient:
    """`chat.completions.create` with tools; our own retry loop so backoff and errors are visible."""

    model: str
    base_url: str | None = None
    api_key: str | None = None
    temperature: float | None = 1.0
    timeout: float = 600.0
    retries: int = 3
    backoff: float = 2.0  # seconds before the first retry; doubles each time
    max_backoff: float = 60.0
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False)

    def __post_init__(self):
        api_key = self.api_key or os.environ.get("OPENAI_API_KEY")
        if not api_key:
            if not self.base_url:
                raise LLMError("no API key: set OPENAI_API_KEY or pass --api-key (or --base-url for a local server)")
            api_key = "EMPTY"  # local OpenAI-compatible servers (vLLM, SGLang) accept any key
        self._client = openai.OpenAI(base_url=self.base_url, api_key=api_key,
                                     timeout=self.timeout, max_retries=0)

    def complete(self, messages: list[dict], tools: list[dict]) -> Reply:
        """One completion; retries transient failures with exponential backoff, then raises LLMError."""
        start = time.monotonic()
        for attempt in range(self.retries + 1):
            try:
                response = self._client.chat.completions.create(
                    model=self.model, messages=messages, tools=tools,
                    **({"temperature": self.temperature} if self.temperature is not None else {}),
                )
                break
            except _TRANSIENT as e:
                if attempt == self.retries:
                    raise LLMError(f"{_describe(e)} (gave up after {self.retries + 1} tries)") from e
                self.sleep(self._delay(attempt, e))
            except openai.OpenAIError as e:
                raise LLMError(_describe(e)) from e
        return _reply(response, time.monotonic() - start)

    def _delay(self, attempt: int, error: Exception) -> float:
        retry_after = _retry_after(error)
        if retry_after is not None:
            return min(retry_after, self.max_backoff)
        delay = min(self.backoff * 2 ** attempt, self.max_backoff)
        return delay * random.uniform(0.5, 1.0)  # jitter: parallel workers do not retry in lockstep


def _reply(response, elapsed: float) -> Reply:
    if not response.choices:
        raise LLMError("the server answered with no choices")
    message = response.choices[0].message
    calls = message.tool_calls or []
    tool_call = None
    if calls:
        first = calls[0]
        tool_call = ToolCall(id=first.id or "call_0", name=first.function.name,
                             arguments=first.function.arguments or "")
    usage = response.usage
    return Reply(
        content=message.content or "",
        tool_call=tool_call,
        usage=Usage(prompt=usage.prompt_tokens or 0, completion=usage.completion_tokens or 0,
                    total=usage.total_tokens or 0) if usage else Usage(),
        elapsed=elapsed,
        extra_tool_calls=max(0, len(calls) - 1),
    )


def _retry_after(error: Exception) -> float | None:
    response = getattr(error, "response", None)
    value = response.headers.get("retry-after") if response is not None else None
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def _describe(error: Exception) -> str:
    status = getattr(error, "status_code", None)
    prefix = f"HTTP {status}: " if status else ""
    return f"{prefix}{type(error).__name__}: {error}"
