"""The real openai client against a real local HTTP server."""

import pytest
from tests.agent.stub_llm import Delayed, HttpError, ScriptedLLM, text_reply, tool_call

from agent.llm import ChatClient, ContextTooLong, LLMError, RequestRefused
from agent.tools import TOOL_SCHEMAS


def client_for(server, **kwargs):
    sleeps = []
    options = {"retries": 2, "timeout": 5.0, "sleep": sleeps.append, **kwargs}
    return ChatClient(model="stub-model", base_url=server.url, api_key="test", **options), sleeps


def test_a_tool_call_reply_is_parsed_with_its_token_usage():
    with ScriptedLLM([tool_call("file_editor", {"command": "view", "path": "."}, content="look first",
                                prompt_tokens=321, completion_tokens=12)]) as server:
        client, _ = client_for(server, temperature=0.3)
        reply = client.complete([{"role": "user", "content": "hi"}], TOOL_SCHEMAS)
    assert reply.content == "look first"
    assert (reply.tool_call.name, reply.tool_call.arguments) == ("file_editor", '{"command": "view", "path": "."}')
    assert (reply.usage.prompt, reply.usage.completion, reply.usage.total) == (321, 12, 333)
    request = server.requests[0]
    assert request["model"] == "stub-model" and request["temperature"] == 0.3
    assert [t["function"]["name"] for t in request["tools"]] == ["file_editor", "pass_evaluator", "finish"]


def test_every_tool_call_of_a_turn_is_kept_and_the_first_is_the_one_run():
    reply = tool_call("pass_evaluator")
    reply["choices"][0]["message"]["tool_calls"].append(
        {"id": "call_2", "type": "function", "function": {"name": "finish", "arguments": "{}"}})
    with ScriptedLLM([reply]) as server:
        result = client_for(server)[0].complete([{"role": "user", "content": "x"}], TOOL_SCHEMAS)
    assert result.tool_call.name == "pass_evaluator" and [c.name for c in result.extra_tool_calls] == ["finish"]
    assert [c["id"] for c in result.as_message()["tool_calls"]] == ["call_pass_evaluator", "call_2"]


def test_rate_limits_and_server_errors_are_retried_with_backoff():
    script = [HttpError(429, headers={"Retry-After": "7"}), HttpError(503), text_reply("ok")]
    with ScriptedLLM(script) as server:
        client, sleeps = client_for(server, backoff=1.0)
        assert client.complete([{"role": "user", "content": "x"}], []).content == "ok"
    assert len(server.requests) == 3
    assert sleeps[0] == 7.0  # the server's Retry-After wins
    assert 1.0 <= sleeps[1] <= 2.0  # second retry: backoff * 2, with jitter in [0.5, 1]


def test_persistent_server_errors_give_up_after_the_retries():
    with ScriptedLLM([HttpError(500)] * 3) as server:
        client, sleeps = client_for(server)
        with pytest.raises(LLMError, match="HTTP 500.*gave up after 3 tries"):
            client.complete([{"role": "user", "content": "x"}], [])
    assert len(server.requests) == 3 and len(sleeps) == 2


@pytest.mark.parametrize("failure, refusal", [
    (HttpError(400, "context too long"), ContextTooLong),
    (HttpError(400, "Please reduce the length of the messages: context_length_exceeded"), ContextTooLong),
    (HttpError(401, "invalid api key"), RequestRefused),
    (HttpError(422, "tool_choice is invalid"), RequestRefused),
])
def test_a_client_error_is_refused_at_once_and_says_whether_the_context_was_too_long(failure, refusal):
    with ScriptedLLM([failure]) as server:
        with pytest.raises(RequestRefused, match=f"HTTP {failure.status}") as raised:
            client_for(server)[0].complete([{"role": "user", "content": "x"}], [])
    assert type(raised.value) is refusal and raised.value.status == failure.status
    assert len(server.requests) == 1


def test_a_request_timeout_or_conflict_status_is_retried():
    with ScriptedLLM([HttpError(408), HttpError(409), text_reply("ok")]) as server:
        assert client_for(server)[0].complete([{"role": "user", "content": "x"}], []).content == "ok"
    assert len(server.requests) == 3


def test_a_reply_slower_than_the_timeout_counts_as_a_transient_failure():
    with ScriptedLLM([Delayed(2.0, text_reply("late")), text_reply("on time")]) as server:
        client, sleeps = client_for(server, timeout=0.5, retries=1)
        assert client.complete([{"role": "user", "content": "x"}], []).content == "on time"
    assert len(sleeps) == 1


def test_no_key_and_no_endpoint_is_an_error_for_people(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(LLMError, match="OPENAI_API_KEY"):
        ChatClient(model="m")
