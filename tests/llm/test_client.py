"""LLM: typed calls through the real openai client against the fake; every failure is one LLMError."""

from __future__ import annotations

import time

import pytest
from pydantic import BaseModel

from tareekh.llm import LLM, LLMError
from tareekh.settings import LLMSettings
from tests.fakes import Delay, Error, Raw, Reply, ToolCall, TruncatedStream

KEY = "sk-fake-test-key-0000"


class Hearing(BaseModel):
    case_id: str
    costs: int


def test_complete_returns_text_and_sends_key(fake_llm):
    fake_llm.script("Adjourned to 12 March [1].")
    llm = LLM(fake_llm.settings())
    assert llm.complete([{"role": "user", "content": "why?"}]) == "Adjourned to 12 March [1]."
    assert fake_llm.last.json["model"] == "fake-model"
    assert fake_llm.last.headers["authorization"] == f"Bearer {KEY}"


def test_streamed_complete_collects_pieces(fake_llm):
    fake_llm.script("one two three")
    seen = []
    text = LLM(fake_llm.settings()).complete([{"role": "user", "content": "q"}], stream=True, on_text=seen.append)
    assert text == "one two three" and len(seen) == 3


def test_truncated_stream_is_an_error(fake_llm):
    fake_llm.script(TruncatedStream(["The hearing", " was"]))
    with pytest.raises(LLMError, match="could not be read|cut off|connection failed"):
        LLM(fake_llm.settings()).complete([{"role": "user", "content": "q"}], stream=True)


def test_structured_repairs_invalid_json_then_validates(fake_llm):
    fake_llm.script("not json {", Reply.json({"case_id": "C2"}), Reply.json({"case_id": "C2", "costs": 5000}))
    out = LLM(fake_llm.settings()).structured([{"role": "user", "content": "extract"}], Hearing)
    assert out == Hearing(case_id="C2", costs=5000)
    assert len(fake_llm.chat_requests) == 3
    assert fake_llm.chat_requests[0].json["response_format"] == {"type": "json_object"}
    assert "not valid" in fake_llm.chat_requests[1].last_user


def test_structured_gives_up_after_tries(fake_llm):
    fake_llm.script("nope", "still nope")
    with pytest.raises(LLMError, match="valid JSON after 2 tries"):
        LLM(fake_llm.settings()).structured([{"role": "user", "content": "x"}], Hearing, tries=2)


def test_chat_returns_typed_tool_calls(fake_llm):
    fake_llm.script(Reply(tool_calls=[ToolCall("find_case", {"text": "Seabreeze"}), ToolCall("x", "{bad")]))
    reply = LLM(fake_llm.settings()).chat([{"role": "user", "content": "q"}], tools=[{"type": "function", "function": {"name": "find_case", "parameters": {"type": "object"}}}])
    assert [c.name for c in reply.tool_calls] == ["find_case", "x"]
    assert reply.tool_calls[0].arguments == {"text": "Seabreeze"}
    assert reply.tool_calls[1].arguments is None
    assert reply.as_message()["tool_calls"][0]["function"]["name"] == "find_case"


def test_429_retry_after_is_honoured(fake_llm):
    fake_llm.script(Error(429, retry_after=0.3), "ok")
    start = time.monotonic()
    assert LLM(fake_llm.settings(max_retries=1)).complete([{"role": "user", "content": "q"}]) == "ok"
    assert time.monotonic() - start >= 0.3
    assert len(fake_llm.chat_requests) == 2


def test_retry_after_beyond_budget_fails_fast(fake_llm):
    fake_llm.script(Error(429, retry_after=60), "ok")
    start = time.monotonic()
    with pytest.raises(LLMError, match="retry after 60 s"):
        LLM(fake_llm.settings(max_retries=2, timeout=2)).complete([{"role": "user", "content": "q"}])
    assert time.monotonic() - start < 1.5


@pytest.mark.parametrize(
    "fault, pattern",
    [
        (Error(500, "boom"), "HTTP 500"),
        (Error(429), "rate limited"),
        (Raw(), "could not be read"),
        (Delay(2, "late"), "no answer within"),
        (Reply(""), "empty answer"),
        (Error(401, f"bad key {KEY}"), "refused the API key"),
    ],
)
def test_every_fault_is_one_llm_error_without_the_key(fake_llm, fault, pattern):
    fake_llm.script(fault)
    with pytest.raises(LLMError, match=pattern) as err:
        LLM(fake_llm.settings(timeout=0.5)).complete([{"role": "user", "content": "q"}])
    assert KEY not in str(err.value)


def test_connection_refused_and_unconfigured():
    with pytest.raises(LLMError, match="no language model is configured"):
        LLM(LLMSettings())
    llm = LLM(LLMSettings(base_url="http://127.0.0.1:9/v1", api_key=KEY, timeout=2, max_retries=0))
    with pytest.raises(LLMError, match="cannot reach") as err:
        llm.complete([{"role": "user", "content": "q"}])
    assert KEY not in str(err.value)


def test_embed_and_test_connection(fake_llm):
    llm = LLM(fake_llm.settings())
    vectors = llm.embed(["a", "b"])
    assert len(vectors) == 2 and len(vectors[0]) == fake_llm.embedding_dim
    assert "fake-model" in llm.test_connection()
    with pytest.raises(LLMError, match="does not offer model"):
        LLM(fake_llm.settings(model="gpt-9")).test_connection()
