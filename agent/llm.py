"""Chat-completions client for any OpenAI-compatible endpoint, with retries and token accounting."""

from __future__ import annotations

import json
import math
import os
import random
import re
import time
from dataclasses import dataclass, field
from typing import Callable

import openai


class LLMError(Exception):
    """The model could not be reached after all retries: an outage, not an outcome of the attempt."""


class RequestRefused(Exception):
    """The endpoint answered the request with a client error (HTTP 4xx other than a rate limit,
    a timeout or a conflict): sending it again would get the same answer. It ends the attempt
    (`llm_error`) instead of leaving it for `--resume`."""

    def __init__(self, message: str, status: int | None):
        super().__init__(message)
        self.status = status


class ContextTooLong(RequestRefused):
    """The request did not fit the model's context: the attempt ends as `token_limit`."""


class DeadlineReached(Exception):
    """The attempt's time limit (`--max-time`) ran out before or during a request."""


CHARS_PER_TOKEN = 4  # a rough, model-independent estimate, used only when the server reports no usage


def estimate_tokens(text: str) -> int:
    return math.ceil(len(text) / CHARS_PER_TOKEN)


@dataclass
class Usage:
    prompt: int = 0
    completion: int = 0
    total: int = 0
    estimated: bool = False  # the server sent no usage; counted from characters

    def add(self, other: Usage) -> None:
        self.prompt += other.prompt
        self.completion += other.completion
        self.total += other.total
        self.estimated = self.estimated or other.estimated


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text, exactly as the model sent it


@dataclass
class Reply:
    """One assistant turn with every tool call the model sent. Only the first is run, as PassAgent
    does (linear trajectories); the others are kept and answered as not run."""

    content: str
    tool_calls: list[ToolCall]
    usage: Usage
    elapsed: float
    reasoning_content: str | None = None  # reasoning models' separate thinking, when the server sends it
    finish_reason: str | None = None
    response_id: str | None = None

    @property
    def tool_call(self) -> ToolCall | None:
        """The call that is run."""
        return self.tool_calls[0] if self.tool_calls else None

    @property
    def extra_tool_calls(self) -> list[ToolCall]:
        """Calls the model sent after the first: recorded and answered, not run."""
        return self.tool_calls[1:]

    def as_message(self) -> dict:
        """The assistant message to append to the conversation."""
        message: dict = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [{"id": call.id, "type": "function",
                                      "function": {"name": call.name, "arguments": call.arguments}}
                                     for call in self.tool_calls]
        return message


def reply_from_message(message: dict, elapsed: float = 0.0, usage: dict | None = None) -> Reply:
    """A Reply from an assistant message in OpenAI's chat format (what a policy outside this
    package produces); `usage` in OpenAI's form (`prompt_tokens`, `completion_tokens`), if known."""
    calls = [ToolCall(id=call.get("id") or f"call_{index}", name=call["function"]["name"],
                      arguments=call["function"].get("arguments") or "")
             for index, call in enumerate(message.get("tool_calls") or [])]
    reasoning = message.get("reasoning_content") or message.get("reasoning")
    counted = Usage()
    if usage and usage.get("total_tokens"):
        counted = Usage(prompt=usage.get("prompt_tokens") or 0, completion=usage.get("completion_tokens") or 0,
                        total=usage["total_tokens"])
    return Reply(content=message.get("content") or "", tool_calls=calls,
                 usage=counted if counted.total else Usage(estimated=True), elapsed=elapsed,
                 reasoning_content=reasoning if isinstance(reasoning, str) else None)


# Worth another try: the server is busy, flaky or briefly unreachable.
_TRANSIENT = (openai.RateLimitError, openai.APIConnectionError, openai.InternalServerError,
              openai.ConflictError)
_TRANSIENT_STATUS = {408, 409, 425, 429}
# How servers say that a request does not fit the context (OpenAI's code, vLLM, SGLang, TGI,
# llama.cpp, Anthropic-compatible proxies).
_CONTEXT_TOO_LONG = re.compile(
    r"context.length|context_length_exceeded|maximum context|context window|context.{0,20}too long|prompt is too long|"
    r"too many tokens|input is too long|longer than the model|exceeds? the (model's )?(maximum|max)", re.I)


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

    def complete(self, messages: list[dict], tools: list[dict], deadline: float | None = None) -> Reply:
        """One completion; retries transient failures with exponential backoff, then raises LLMError.

        `deadline` (a time.monotonic() value) bounds the request timeout and the retries; a
        request cut off by it raises DeadlineReached.
        """
        start = time.monotonic()
        for attempt in range(self.retries + 1):
            timeout = self.timeout
            if deadline is not None:
                timeout = min(timeout, deadline - time.monotonic())
                if timeout <= 0:
                    raise DeadlineReached("the attempt's time limit was reached before the request")
            try:
                response = self._client.chat.completions.create(
                    model=self.model, messages=messages, tools=tools, timeout=timeout,
                    **({"temperature": self.temperature} if self.temperature is not None else {}),
                )
                break
            except openai.APITimeoutError as e:
                if timeout < self.timeout:
                    raise DeadlineReached(f"the attempt's time limit was reached during a request ({timeout:.0f} s left)") from e
                if attempt == self.retries:
                    raise LLMError(f"{_describe(e)} after {self.timeout:g} s (gave up after {self.retries + 1} tries)") from e
                self._sleep(self._delay(attempt, e), deadline)
            except openai.APIStatusError as e:
                if not isinstance(e, _TRANSIENT) and 400 <= e.status_code < 500 and e.status_code not in _TRANSIENT_STATUS:
                    raise _refused(e) from e
                if attempt == self.retries:
                    raise LLMError(f"{_describe(e)} (gave up after {self.retries + 1} tries)") from e
                self._sleep(self._delay(attempt, e), deadline)
            except _TRANSIENT as e:
                if attempt == self.retries:
                    raise LLMError(f"{_describe(e)} (gave up after {self.retries + 1} tries)") from e
                self._sleep(self._delay(attempt, e), deadline)
            except openai.OpenAIError as e:
                raise LLMError(_describe(e)) from e
        reply = _reply(response, time.monotonic() - start)
        if reply.usage.estimated:
            reply.usage = estimated_usage(messages, tools, reply)
        return reply

    def _sleep(self, seconds: float, deadline: float | None) -> None:
        if deadline is not None and time.monotonic() + seconds >= deadline:
            raise LLMError("the endpoint kept failing until the attempt's time limit")
        self.sleep(seconds)

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
    calls = [ToolCall(id=call.id or f"call_{index}", name=call.function.name, arguments=call.function.arguments or "")
             for index, call in enumerate(message.tool_calls or [])]
    usage = response.usage
    extra = message.model_extra or {}
    reasoning = extra.get("reasoning_content") or extra.get("reasoning")
    return Reply(
        content=message.content or "",
        tool_calls=calls,
        usage=Usage(prompt=usage.prompt_tokens or 0, completion=usage.completion_tokens or 0,
                    total=usage.total_tokens or 0) if usage and usage.total_tokens else Usage(estimated=True),
        elapsed=elapsed,
        reasoning_content=reasoning if isinstance(reasoning, str) else None,
        finish_reason=response.choices[0].finish_reason,
        response_id=response.id,
    )


def estimated_usage(messages: list[dict], tools: list[dict], reply: Reply) -> Usage:
    """Token counts from characters, for a reply whose server sent no usage."""
    prompt = estimate_tokens(json.dumps(messages) + json.dumps(tools))
    completion = estimate_tokens(reply.content + (reply.reasoning_content or "")
                                 + "".join(call.arguments for call in reply.tool_calls))
    return Usage(prompt=prompt, completion=completion, total=prompt + completion, estimated=True)


def _refused(error: openai.APIStatusError) -> RequestRefused:
    text = f"{error} {_error_body(error)}"
    kind = ContextTooLong if error.status_code == 413 or _CONTEXT_TOO_LONG.search(text) else RequestRefused
    return kind(_describe(error), error.status_code)


def _error_body(error: openai.APIStatusError) -> str:
    body = error.body
    return json.dumps(body) if isinstance(body, (dict, list)) else str(body or "")


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
