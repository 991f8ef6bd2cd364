"""Fakes for tests: a loopback OpenAI-compatible server (`openai_server.FakeOpenAI`) and its fixture."""

from tests.fakes.openai_server import (
    Delay,
    EmbeddingReply,
    Error,
    FakeOpenAI,
    FakeRequest,
    Raw,
    Reply,
    ToolCall,
    TruncatedStream,
    fake_embedding,
)

__all__ = [
    "Delay",
    "EmbeddingReply",
    "Error",
    "FakeOpenAI",
    "FakeRequest",
    "Raw",
    "Reply",
    "ToolCall",
    "TruncatedStream",
    "fake_embedding",
]
