"""`LLM`: a thin typed wrapper over the `openai` client for an OpenAI-compatible endpoint.

Every failure — no endpoint, connection refused, timeout, 429 after retries, 5xx, a malformed body, a
truncated stream, output that is not the JSON asked for — becomes one `LLMError` whose message names the
problem and never contains the API key. Retries are ours (the `openai` client's own are off) so that a
server's Retry-After is honoured only while it fits in the call's time budget (`settings.timeout`).
"""

from __future__ import annotations

import email.utils
import json
import re
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel, Field, ValidationError

from tareekh.llm.errors import LLMError
from tareekh.settings import LLMSettings


class _LazyOpenAI:
    """The `openai` package, imported on first use: it costs ~0.3 s, and offline it is never needed."""

    def __getattr__(self, name: str) -> Any:
        import openai as module

        return getattr(module, name)


openai = _LazyOpenAI()

T = TypeVar("T", bound=BaseModel)

Message = dict[str, Any]

_RETRYABLE_STATUS = {408, 409, 429, 500, 502, 503, 504}


class ToolCallRequest(BaseModel):
    """A tool call the model asked for. `arguments` is None when the model sent arguments that are not a JSON object."""

    id: str
    name: str
    arguments: dict[str, Any] | None = None
    raw_arguments: str = ""


class ChatReply(BaseModel):
    """One assistant turn: text and/or tool calls."""

    content: str = ""
    tool_calls: list[ToolCallRequest] = Field(default_factory=list)
    finish_reason: str | None = None

    def as_message(self) -> Message:
        """This reply as a message to send back in the next request of a tool loop."""
        msg: Message = {"role": "assistant", "content": self.content or None}
        if self.tool_calls:
            msg["tool_calls"] = [
                {
                    "id": c.id,
                    "type": "function",
                    "function": {"name": c.name, "arguments": c.raw_arguments or json.dumps(c.arguments or {})},
                }
                for c in self.tool_calls
            ]
        return msg


class LLM:
    """An OpenAI-compatible endpoint, from `LLMSettings`. Raises `LLMError` if no endpoint is configured."""

    def __init__(self, settings: LLMSettings) -> None:
        if not settings.configured:
            raise LLMError("no language model is configured (set llm.base_url)")
        self.settings = settings
        self._key = settings.api_key.get_secret_value() if settings.api_key else ""
        self._client = openai.OpenAI(
            base_url=settings.base_url,
            api_key=self._key or "not-needed",
            timeout=settings.timeout,
            max_retries=0,
        )

    @property
    def model(self) -> str:
        return self.settings.model

    # -- public calls -----------------------------------------------------------------------------
    def chat(
        self,
        messages: Sequence[Message],
        *,
        tools: Sequence[dict[str, Any]] | None = None,
        tool_choice: str | dict[str, Any] | None = None,
        model: str | None = None,
        temperature: float | None = None,
        max_tokens: int | None = None,
        response_format: dict[str, Any] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> ChatReply:
        """One chat completion; the assistant's text and tool calls, typed."""
        kwargs: dict[str, Any] = {"model": model or self.settings.model, "messages": list(messages)}
        if tools:
            kwargs["tools"] = list(tools)
            if tool_choice is not None:
                kwargs["tool_choice"] = tool_choice
        if temperature is not None:
            kwargs["temperature"] = temperature
        if max_tokens is not None:
            kwargs["max_tokens"] = max_tokens
        if response_format is not None:
            kwargs["response_format"] = response_format
        if extra:
            kwargs["extra_body"] = extra
        response = self._call("chat completion", lambda t: self._client.chat.completions.create(timeout=t, **kwargs))
        try:
            choice = response.choices[0]
            message = choice.message
        except (AttributeError, IndexError, TypeError):
            raise LLMError("the language model sent a reply with no choices") from None
        calls = []
        for i, call in enumerate(message.tool_calls or []):
            fn = getattr(call, "function", None)
            if fn is None:
                continue
            raw = fn.arguments or ""
            calls.append(
                ToolCallRequest(
                    id=call.id or f"call_{i}", name=fn.name or "", arguments=_json_object(raw), raw_arguments=raw
                )
            )
        return ChatReply(content=message.content or "", tool_calls=calls, finish_reason=choice.finish_reason)

    def complete(
        self,
        messages: Sequence[Message],
        *,
        model: str | None = None,
        temperature: float | None = None,
        max_tokens: int | None = None,
        json_mode: bool = False,
        stream: bool = False,
        on_text: Callable[[str], None] | None = None,
    ) -> str:
        """The assistant's text for `messages`. Raises LLMError on an empty answer.

        With `stream=True` the text arrives as server-sent events; `on_text` sees each piece. A stream that
        ends without a finish reason (a dropped connection) is an error, not a short answer.
        """
        if stream:
            text = self._stream(messages, model=model, temperature=temperature, max_tokens=max_tokens, on_text=on_text)
        else:
            reply = self.chat(
                messages,
                model=model,
                temperature=temperature,
                max_tokens=max_tokens,
                response_format={"type": "json_object"} if json_mode else None,
            )
            text = reply.content
        if not text.strip():
            raise LLMError("the language model returned an empty answer")
        return text

    def structured(
        self,
        messages: Sequence[Message],
        schema: type[T],
        *,
        tries: int = 3,
        model: str | None = None,
        temperature: float | None = 0.0,
    ) -> T:
        """A `schema` instance from the model's JSON output; invalid output is sent back for repair, `tries` times."""
        shape = json.dumps(schema.model_json_schema(), separators=(",", ":"))
        convo: list[Message] = [
            {
                "role": "system",
                "content": "Reply with one JSON object only, no prose, matching this JSON schema:\n" + shape,
            },
            *messages,
        ]
        problem = ""
        for _ in range(max(1, tries)):
            text = self.chat(
                convo, model=model, temperature=temperature, response_format={"type": "json_object"}
            ).content
            try:
                return schema.model_validate_json(_strip_fences(text))
            except ValidationError as exc:
                first = exc.errors()[0]
                where = ".".join(str(p) for p in first.get("loc", ())) or "output"
                problem = f"{where}: {first.get('msg', 'invalid')}"
            convo = [
                *convo,
                {"role": "assistant", "content": text},
                {
                    "role": "user",
                    "content": f"That was not valid ({problem}). Reply again with only the JSON object.",
                },
            ]
        raise LLMError(f"the language model did not return valid JSON after {max(1, tries)} tries ({problem})")

    def embed(self, texts: Sequence[str], *, model: str | None = None) -> list[list[float]]:
        """One embedding vector per text, in order."""
        name = model or self.settings.embedding_model
        if not name:
            raise LLMError("no embedding model is configured (set llm.embedding_model)")
        if not texts:
            return []
        response = self._call(
            "embedding", lambda t: self._client.embeddings.create(model=name, input=list(texts), timeout=t)
        )
        try:
            data = sorted(response.data, key=lambda d: d.index)
            vectors = [list(d.embedding) for d in data]
        except (AttributeError, TypeError):
            raise LLMError("the embedding endpoint sent a reply without vectors") from None
        if len(vectors) != len(texts):
            raise LLMError(f"the embedding endpoint returned {len(vectors)} vectors for {len(texts)} texts")
        return vectors

    def test_connection(self) -> list[str]:
        """The model ids the server offers; LLMError if it cannot be reached or lacks the configured model."""
        response = self._call("model list", lambda t: self._client.models.list(timeout=t))
        try:
            ids = [m.id for m in response]
        except (AttributeError, TypeError):
            raise LLMError("the server's model list is not in the OpenAI format") from None
        if ids and self.settings.model not in ids:
            raise LLMError(
                f"the server does not offer model {self.settings.model!r} (it offers: {', '.join(ids[:10])})"
            )
        return ids

    # -- internals ----------------------------------------------------------------------------
    def _stream(self, messages, *, model, temperature, max_tokens, on_text) -> str:
        kwargs: dict[str, Any] = {"model": model or self.settings.model, "messages": list(messages), "stream": True}
        if temperature is not None:
            kwargs["temperature"] = temperature
        if max_tokens is not None:
            kwargs["max_tokens"] = max_tokens

        def run(timeout: float) -> str:
            parts: list[str] = []
            finish = None
            stream = self._client.chat.completions.create(timeout=timeout, **kwargs)
            try:
                for chunk in stream:
                    for choice in chunk.choices or []:
                        piece = getattr(choice.delta, "content", None) or ""
                        if piece:
                            parts.append(piece)
                            if on_text is not None:
                                on_text(piece)
                        finish = choice.finish_reason or finish
            except openai.APITimeoutError:
                raise
            except Exception as exc:  # noqa: BLE001 - a dropped connection mid-answer; not retried (text was shown)
                raise LLMError(f"the language model's streamed answer was cut off ({_cause(exc)})") from None
            if finish is None:
                raise LLMError("the language model's streamed answer was cut off")
            return "".join(parts)

        return self._call("streamed chat completion", run)

    def _call(self, what: str, fn: Callable[[float], Any]) -> Any:
        """Run `fn(timeout_left)` with retries on transient failures, inside one time budget."""
        budget = self.settings.timeout
        deadline = time.monotonic() + budget
        attempts = self.settings.max_retries + 1
        for attempt in range(attempts):
            left = deadline - time.monotonic()
            if left <= 0:
                raise LLMError(f"{what}: no answer within {budget:g} s")
            try:
                return fn(left)
            except LLMError as exc:
                raise LLMError(self._scrub(str(exc))) from None
            except openai.APITimeoutError:
                raise LLMError(f"{what}: no answer within {budget:g} s") from None
            except openai.APIStatusError as exc:
                status = exc.status_code
                message = self._scrub(_error_message(exc))
                if status in (401, 403):
                    raise LLMError(f"{what}: the server refused the API key (HTTP {status}: {message})") from None
                if status not in _RETRYABLE_STATUS:
                    raise LLMError(f"{what}: the server answered HTTP {status}: {message}") from None
                if attempt + 1 >= attempts:
                    label = "rate limited" if status == 429 else f"server error HTTP {status}"
                    raise LLMError(f"{what}: {label} after {attempts} tries: {message}") from None
                wait = _retry_after(exc) if status == 429 else None
                wait = wait if wait is not None else min(0.5 * 2**attempt, 4.0)
                if time.monotonic() + wait >= deadline:
                    raise LLMError(
                        f"{what}: server asked to retry after {wait:g} s, beyond the {budget:g} s time limit"
                        f" (HTTP {status})"
                    ) from None
                time.sleep(wait)
            except openai.APIConnectionError as exc:
                if attempt + 1 >= attempts:
                    raise LLMError(
                        f"{what}: cannot reach {self.settings.base_url} ({self._scrub(_cause(exc))})"
                    ) from None
                wait = min(0.5 * 2**attempt, 4.0)
                if time.monotonic() + wait >= deadline:
                    raise LLMError(f"{what}: cannot reach {self.settings.base_url}") from None
                time.sleep(wait)
            except (openai.OpenAIError, ValueError, OSError) as exc:
                # JSONDecodeError (a malformed body), a validation error, or a dropped stream.
                raise LLMError(f"{what}: the server sent a reply that could not be read ({self._scrub(_cause(exc))})") from None
            except Exception as exc:  # noqa: BLE001 - the transport's own errors (e.g. an incomplete chunked body)
                raise LLMError(f"{what}: the connection failed ({self._scrub(_cause(exc))})") from None
        raise LLMError(f"{what}: failed")  # pragma: no cover - loop always returns or raises

    def _scrub(self, text: str) -> str:
        if self._key and len(self._key) >= 4:
            text = text.replace(self._key, "***")
        return re.sub(r"sk-[A-Za-z0-9_\-]{8,}", "sk-***", text)[:500]


def _json_object(raw: str) -> dict[str, Any] | None:
    try:
        value = json.loads(raw) if raw.strip() else {}
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _strip_fences(text: str) -> str:
    text = text.strip()
    fence = re.match(r"^```(?:json)?\s*(.*?)\s*```$", text, re.S)
    if fence:
        return fence.group(1)
    start, end = text.find("{"), text.rfind("}")
    if start > 0 and end > start:
        return text[start : end + 1]
    return text


def _error_message(exc: openai.APIStatusError) -> str:
    body = exc.body
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])
        if body.get("message"):
            return str(body["message"])
    return str(getattr(exc, "message", "") or exc.__class__.__name__)


def _cause(exc: BaseException) -> str:
    inner = exc.__cause__ or exc.__context__
    text = str(exc) or exc.__class__.__name__
    if inner is not None and str(inner) and str(inner) not in text:
        text = f"{text}: {inner}"
    return text


def _retry_after(exc: openai.APIStatusError) -> float | None:
    try:
        value = exc.response.headers.get("retry-after-ms")
        if value:
            return float(value) / 1000
        value = exc.response.headers.get("retry-after")
    except AttributeError:
        return None
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(value)
        if parsed is None:
            return None
        return max(0.0, parsed.timestamp() - time.time())
