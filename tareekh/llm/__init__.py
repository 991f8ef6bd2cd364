"""The one place that talks to an OpenAI-compatible server: `LLM`, typed replies, and `LLMError`."""

from tareekh.llm.client import LLM, ChatReply, ToolCallRequest
from tareekh.llm.errors import LLMError

__all__ = ["LLM", "ChatReply", "LLMError", "ToolCallRequest"]
