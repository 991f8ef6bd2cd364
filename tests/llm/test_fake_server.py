"""The loopback fake speaks enough OpenAI for the real `openai` client (replies, tools, streams, faults)."""

from __future__ import annotations

import json

import httpx2
import openai
import pytest

from tests.fakes import Delay, Error, Raw, Reply, ToolCall, TruncatedStream


def _client(fake, **kw):
    return openai.OpenAI(base_url=fake.base_url, api_key="sk-fake", max_retries=kw.pop("max_retries", 0), **kw)


def test_plain_reply_and_recorded_prompt(fake_llm):
    fake_llm.script("The matter was adjourned [1].")
    out = _client(fake_llm).chat.completions.create(
        model="fake-model", messages=[{"role": "system", "content": "rules"}, {"role": "user", "content": "why?"}]
    )
    assert out.choices[0].message.content == "The matter was adjourned [1]."
    req = fake_llm.chat_requests[0]
    assert req.system == "rules" and req.last_user == "why?"
    assert req.headers["authorization"] == "Bearer sk-fake"


def test_tool_calls_and_handler(fake_llm):
    fake_llm.script(Reply(tool_calls=[ToolCall("recall_memories", {"query": "costs"})]))
    fake_llm.handler = lambda req: Reply("saw " + req.tool_results[-1])
    client = _client(fake_llm)
    tools = [{"type": "function", "function": {"name": "recall_memories", "parameters": {"type": "object"}}}]
    first = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}], tools=tools)
    call = first.choices[0].message.tool_calls[0]
    assert call.function.name == "recall_memories" and json.loads(call.function.arguments) == {"query": "costs"}
    assert first.choices[0].finish_reason == "tool_calls"
    second = client.chat.completions.create(
        model="m",
        messages=[
            {"role": "user", "content": "q"},
            first.choices[0].message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": call.id, "content": "[1] costs of 5000"},
        ],
        tools=tools,
    )
    assert second.choices[0].message.content == "saw [1] costs of 5000"
    assert fake_llm.chat_requests[0].tool_names == ["recall_memories"]


def test_stream_and_truncated_stream(fake_llm):
    fake_llm.script("one two three", TruncatedStream(["one", " two"]))
    client = _client(fake_llm)
    stream = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}], stream=True)
    parts, finish = [], None
    for chunk in stream:
        if chunk.choices:
            parts.append(chunk.choices[0].delta.content or "")
            finish = chunk.choices[0].finish_reason or finish
    assert "".join(parts) == "one two three" and finish == "stop"
    with pytest.raises((openai.APIError, httpx2.HTTPError)):
        for _ in client.chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}], stream=True):
            pass


def test_faults(fake_llm):
    fake_llm.script(Error(429, retry_after=0.1), Error(500), Raw(), Delay(2, "late"))
    client = _client(fake_llm, timeout=0.5)
    msgs = [{"role": "user", "content": "q"}]
    with pytest.raises(openai.RateLimitError) as e429:
        client.chat.completions.create(model="m", messages=msgs)
    assert e429.value.response.headers["retry-after"] == "0.1"
    with pytest.raises(openai.InternalServerError):
        client.chat.completions.create(model="m", messages=msgs)
    with pytest.raises((openai.APIError, ValueError)):  # the client lets json.JSONDecodeError through
        client.chat.completions.create(model="m", messages=msgs)
    with pytest.raises(openai.APITimeoutError):
        client.chat.completions.create(model="m", messages=msgs)


def test_unscripted_request_fails_loudly(fake_llm):
    with pytest.raises(openai.InternalServerError, match="no scripted response"):
        _client(fake_llm).chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}])


def test_embeddings_and_models(fake_llm):
    client = _client(fake_llm)
    out = client.embeddings.create(model="fake-embed", input=["a", "b", "a"])
    vecs = [d.embedding for d in out.data]
    assert len(vecs) == 3 and vecs[0] == vecs[2] and vecs[0] != vecs[1]
    assert [m.id for m in client.models.list()] == fake_llm.models
