"""Pytest fixtures for the fakes: `fake_llm` is a started FakeOpenAI, stopped after the test.

    def test_x(fake_llm):
        fake_llm.script("answer [1]")
        llm = LLM(fake_llm.settings())      # LLMSettings pointing at the fake
        assert "answer" in llm.complete([...])
        assert "QUESTION" in fake_llm.chat_requests[0].prompt
"""

from __future__ import annotations

import pytest

from tests.fakes.openai_server import FakeOpenAI


@pytest.fixture
def fake_llm():
    fake = FakeOpenAI().start()
    try:
        yield fake
    finally:
        fake.stop()
