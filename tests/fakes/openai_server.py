"""A loopback fake of an OpenAI-compatible server, for driving the real `openai` client in tests.

It listens on 127.0.0.1 (random port) in a thread and speaks enough of the API:

- `POST /v1/chat/completions` — plain replies, JSON content (JSON mode / structured output is just JSON
  text in `content`), tool calls, and `stream=true` as server-sent events (including truncated streams);
- `POST /v1/embeddings` — deterministic vectors by default (a hash of the text), or scripted;
- `GET /v1/models` — the model ids in `FakeOpenAI.models`.

Scripting, per test:

    fake.script("plain answer [1]")                          # queue replies (str → assistant text)
    fake.script(Reply(tool_calls=[ToolCall("recall_memories", {"query": "costs"})]), "final [1]")
    fake.script(Error(429, retry_after=1), "ok")              # a fault, then a reply
    fake.handler = lambda req: Reply("seen: " + req.last_user)  # or compute each reply from the request

Each chat request takes the next queued response; when the queue is empty, `handler` (if set) answers;
otherwise the server answers 500 "no scripted response left", so a test that under-scripts fails loudly.
Faults: `Delay(seconds, then)`, `Error(status, retry_after=…)`, `Raw(body)` (malformed JSON),
`TruncatedStream(pieces)`, `Reply("")` (empty content), tool calls to any name (unknown tools).
Every request is recorded in `fake.requests` (parsed JSON body, headers, path), for asserting on prompts.
"""

from __future__ import annotations

import hashlib
import json
import math
import struct
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable


@dataclass
class ToolCall:
    """A tool call the fake model makes; `arguments` is a dict (sent as JSON) or a raw string."""

    name: str
    arguments: dict[str, Any] | str = field(default_factory=dict)
    id: str | None = None


@dataclass
class Reply:
    """An assistant message: text content and/or tool calls."""

    content: str | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)
    finish_reason: str | None = None  # default: "tool_calls" when there are tool calls, else "stop"
    model: str | None = None

    @classmethod
    def json(cls, obj: Any) -> "Reply":
        """A reply whose content is `obj` as JSON (what JSON mode / structured output returns)."""
        return cls(content=json.dumps(obj))


@dataclass
class Error:
    """An HTTP error in the OpenAI error shape; `retry_after` adds a Retry-After header (seconds)."""

    status: int = 500
    message: str = "fake server error"
    retry_after: float | None = None


@dataclass
class Raw:
    """A raw body sent as-is (e.g. malformed JSON)."""

    body: str | bytes = '{"id": "chatcmpl-broken", "choices": ['
    status: int = 200
    content_type: str = "application/json"


@dataclass
class Delay:
    """Wait `seconds` before answering with `then` (default: an empty reply). Use for timeouts."""

    seconds: float
    then: Any = None


@dataclass
class TruncatedStream:
    """A streamed reply that sends these content pieces and then drops the connection mid-body."""

    pieces: list[str] = field(default_factory=lambda: ["The hearing was", " adjourned"])


@dataclass
class EmbeddingReply:
    """Scripted embeddings: one vector per input, in order."""

    vectors: list[list[float]]


@dataclass
class FakeRequest:
    """One request the fake received."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any  # parsed JSON, or None (or the raw text when it is not JSON)

    @property
    def json(self) -> dict[str, Any]:
        return self.body if isinstance(self.body, dict) else {}

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.json.get("messages") or [])

    @property
    def system(self) -> str:
        """All system/developer message text, joined."""
        return "\n".join(_text(m) for m in self.messages if m.get("role") in ("system", "developer"))

    @property
    def last_user(self) -> str:
        users = [m for m in self.messages if m.get("role") == "user"]
        return _text(users[-1]) if users else ""

    @property
    def images(self) -> list[str]:
        """The image URLs (usually `data:image/...;base64,` URLs) the messages carried, in order."""
        urls = []
        for m in self.messages:
            content = m.get("content")
            for part in content if isinstance(content, list) else []:
                if isinstance(part, dict) and part.get("type") == "image_url":
                    image = part.get("image_url")
                    urls.append(image.get("url", "") if isinstance(image, dict) else str(image))
        return urls

    @property
    def prompt(self) -> str:
        """Every message's text, joined: what the model saw."""
        return "\n".join(_text(m) for m in self.messages)

    @property
    def tool_results(self) -> list[str]:
        return [_text(m) for m in self.messages if m.get("role") == "tool"]

    @property
    def tools(self) -> list[dict[str, Any]]:
        return list(self.json.get("tools") or [])

    @property
    def tool_names(self) -> list[str]:
        return [t.get("function", {}).get("name", "") for t in self.tools]

    @property
    def stream(self) -> bool:
        return bool(self.json.get("stream"))


def _text(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


def fake_embedding(text: str, dim: int = 32) -> list[float]:
    """A deterministic unit vector for `text` (same text → same vector)."""
    digest = b""
    counter = 0
    while len(digest) < dim * 4:
        digest += hashlib.sha256(f"{counter}:{text}".encode()).digest()
        counter += 1
    raw = [v / 2**32 - 0.5 for v in struct.unpack(f"<{dim}I", digest[: dim * 4])]
    norm = math.sqrt(sum(v * v for v in raw)) or 1.0
    return [v / norm for v in raw]


class FakeOpenAI:
    """The fake server. `start()` it (the `fake_llm` fixture does), use `base_url`, `stop()` it."""

    def __init__(self, *, models: list[str] | None = None, embedding_dim: int = 32) -> None:
        self.models = models or ["fake-model", "fake-vision", "fake-embed"]
        self.embedding_dim = embedding_dim
        self.requests: list[FakeRequest] = []
        self.handler: Callable[[FakeRequest], Any] | None = None
        self.embedding_handler: Callable[[FakeRequest], Any] | None = None
        self._chat: deque[Any] = deque()
        self._embeddings: deque[Any] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle -------------------------------------------------------------------------------
    def start(self) -> "FakeOpenAI":
        fake = self

        class Handler(_Handler):
            server_fake = fake

        self._server = _QuietServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> "FakeOpenAI":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._server is not None, "FakeOpenAI not started"
        return self._server.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    # -- scripting -------------------------------------------------------------------------------
    def script(self, *responses: Any) -> "FakeOpenAI":
        """Queue chat-completion responses (str, Reply, Error, Raw, Delay, TruncatedStream, dict)."""
        with self._lock:
            self._chat.extend(responses)
        return self

    def script_embeddings(self, *responses: Any) -> "FakeOpenAI":
        """Queue embeddings responses (EmbeddingReply, Error, Raw, Delay)."""
        with self._lock:
            self._embeddings.extend(responses)
        return self

    def reset(self) -> None:
        with self._lock:
            self._chat.clear()
            self._embeddings.clear()
            self.requests.clear()
        self.handler = None
        self.embedding_handler = None

    @property
    def pending(self) -> int:
        """Chat responses still queued."""
        return len(self._chat)

    # -- recorded requests -------------------------------------------------------------------------
    @property
    def chat_requests(self) -> list[FakeRequest]:
        return [r for r in self.requests if r.path.endswith("/chat/completions")]

    @property
    def embedding_requests(self) -> list[FakeRequest]:
        return [r for r in self.requests if r.path.endswith("/embeddings")]

    @property
    def last(self) -> FakeRequest:
        return self.requests[-1]

    def settings(self, **overrides: Any):
        """`tareekh.settings.LLMSettings` pointing at this fake (short timeout, no retries by default)."""
        from tareekh.settings import LLMSettings

        values: dict[str, Any] = {
            "base_url": self.base_url,
            "model": "fake-model",
            "vision_model": "fake-vision",
            "embedding_model": "fake-embed",
            "api_key": "sk-fake-test-key-0000",
            "timeout": 5.0,
            "max_retries": 0,
        }
        values.update(overrides)
        return LLMSettings(**values)

    # -- internals -------------------------------------------------------------------------------
    def _record(self, request: FakeRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def _next(self, queue: deque[Any], handler: Callable[[FakeRequest], Any] | None, req: FakeRequest):
        with self._lock:
            if queue:
                return queue.popleft()
        if handler is not None:
            return handler(req)
        return None

    def _sleep(self, seconds: float) -> None:
        self._stopping.wait(seconds)


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that hung up (timeout tests, truncated streams) is expected, not worth a traceback.
        import sys

        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_fake: FakeOpenAI

    def log_message(self, format: str, *args: Any) -> None:  # keep pytest output quiet
        pass

    # -- routing -------------------------------------------------------------------------------
    def do_GET(self) -> None:
        req = self._read_request()
        if req.path.rstrip("/").endswith("/models"):
            data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in self.server_fake.models]
            self._send_json(200, {"object": "list", "data": data})
        else:
            self._send_json(404, {"error": {"message": f"no route {req.path}", "type": "not_found"}})

    def do_POST(self) -> None:
        req = self._read_request()
        try:
            if req.path.endswith("/chat/completions"):
                self._chat(req)
            elif req.path.endswith("/embeddings"):
                self._embed(req)
            else:
                self._send_json(404, {"error": {"message": f"no route {req.path}", "type": "not_found"}})
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test); nothing to do

    def _read_request(self) -> FakeRequest:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        body: Any = None
        if raw:
            try:
                body = json.loads(raw)
            except ValueError:
                body = raw.decode("utf-8", "replace")
        path = self.path.split("?", 1)[0]
        req = FakeRequest(self.command, path, {k.lower(): v for k, v in self.headers.items()}, body)
        self.server_fake._record(req)
        return req

    # -- chat ------------------------------------------------------------------------------------
    def _chat(self, req: FakeRequest) -> None:
        fake = self.server_fake
        response = fake._next(fake._chat, fake.handler, req)
        if response is None:
            self._send_json(500, {"error": {"message": "fake server: no scripted response left", "type": "fake"}})
            return
        while isinstance(response, Delay):
            fake._sleep(response.seconds)
            response = response.then if response.then is not None else Reply("")
        if isinstance(response, str):
            response = Reply(response)
        elif isinstance(response, dict):
            response = Reply.json(response)
        if isinstance(response, Error):
            self._send_error(response)
        elif isinstance(response, Raw):
            self._send_raw(response)
        elif isinstance(response, TruncatedStream):
            self._send_truncated(req, response)
        elif isinstance(response, Reply):
            if req.stream:
                self._send_stream(req, response)
            else:
                self._send_json(200, _completion(req, response))
        else:
            raise TypeError(f"fake server: cannot send {response!r}")

    def _send_stream(self, req: FakeRequest, reply: Reply) -> None:
        self._start_stream()
        for chunk in _stream_chunks(req, reply):
            self._write_event(chunk)
        self._write_chunk(b"data: [DONE]\n\n")
        self._write_chunk(b"")  # terminating chunk

    def _send_truncated(self, req: FakeRequest, trunc: TruncatedStream) -> None:
        self._start_stream()
        cid = "chatcmpl-fake"
        model = req.json.get("model", "fake-model")
        self._write_event(_chunk(cid, model, {"role": "assistant", "content": ""}, None))
        for piece in trunc.pieces:
            self._write_event(_chunk(cid, model, {"content": piece}, None))
        # No finish_reason, no [DONE], no terminating chunk: the peer sees an incomplete body.
        self.wfile.flush()
        self.close_connection = True

    # -- embeddings ------------------------------------------------------------------------------
    def _embed(self, req: FakeRequest) -> None:
        fake = self.server_fake
        response = fake._next(fake._embeddings, fake.embedding_handler, req)
        while isinstance(response, Delay):
            fake._sleep(response.seconds)
            response = response.then
        if isinstance(response, Error):
            self._send_error(response)
            return
        if isinstance(response, Raw):
            self._send_raw(response)
            return
        inputs = req.json.get("input", [])
        if isinstance(inputs, str):
            inputs = [inputs]
        if isinstance(response, EmbeddingReply):
            vectors = response.vectors
        elif isinstance(response, list):
            vectors = response
        else:
            vectors = [fake_embedding(str(text), fake.embedding_dim) for text in inputs]
        data = [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)]
        tokens = sum(len(str(t).split()) for t in inputs)
        self._send_json(
            200,
            {
                "object": "list",
                "data": data,
                "model": req.json.get("model", "fake-embed"),
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )

    # -- writing ---------------------------------------------------------------------------------
    def _send_json(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def _send_error(self, err: Error) -> None:
        headers = {}
        if err.retry_after is not None:
            headers["Retry-After"] = f"{err.retry_after:g}"
        kind = {429: "rate_limit_exceeded", 401: "invalid_api_key"}.get(err.status, "server_error")
        self._send_json(err.status, {"error": {"message": err.message, "type": kind, "code": kind}}, headers)

    def _send_raw(self, raw: Raw) -> None:
        body = raw.body.encode() if isinstance(raw.body, str) else raw.body
        self.send_response(raw.status)
        self.send_header("Content-Type", raw.content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _start_stream(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def _write_chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def _write_event(self, payload: dict[str, Any]) -> None:
        self._write_chunk(b"data: " + json.dumps(payload).encode() + b"\n\n")


def _tool_call_json(call: ToolCall, index: int) -> dict[str, Any]:
    args = call.arguments if isinstance(call.arguments, str) else json.dumps(call.arguments)
    return {
        "id": call.id or f"call_{index}",
        "type": "function",
        "function": {"name": call.name, "arguments": args},
    }


def _finish(reply: Reply) -> str:
    return reply.finish_reason or ("tool_calls" if reply.tool_calls else "stop")


def _completion(req: FakeRequest, reply: Reply) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.content}
    if reply.tool_calls:
        message["tool_calls"] = [_tool_call_json(c, i) for i, c in enumerate(reply.tool_calls)]
    prompt_tokens = sum(len(_text(m).split()) for m in req.messages)
    completion_tokens = len((reply.content or "").split())
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": reply.model or req.json.get("model", "fake-model"),
        "choices": [{"index": 0, "message": message, "finish_reason": _finish(reply), "logprobs": None}],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def _chunk(cid: str, model: str, delta: dict[str, Any], finish: str | None) -> dict[str, Any]:
    return {
        "id": cid,
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}],
    }


def _stream_chunks(req: FakeRequest, reply: Reply) -> list[dict[str, Any]]:
    cid = "chatcmpl-fake"
    model = reply.model or req.json.get("model", "fake-model")
    chunks = [_chunk(cid, model, {"role": "assistant", "content": ""}, None)]
    text = reply.content or ""
    words = text.split(" ")
    for i, word in enumerate(words):
        piece = word if i == 0 else " " + word
        if piece:
            chunks.append(_chunk(cid, model, {"content": piece}, None))
    for i, call in enumerate(reply.tool_calls):
        full = _tool_call_json(call, i)
        args = full["function"]["arguments"]
        half = len(args) // 2
        first = {"index": i, "id": full["id"], "type": "function", "function": {"name": call.name, "arguments": args[:half]}}
        chunks.append(_chunk(cid, model, {"tool_calls": [first]}, None))
        chunks.append(_chunk(cid, model, {"tool_calls": [{"index": i, "function": {"arguments": args[half:]}}]}, None))
    chunks.append(_chunk(cid, model, {}, _finish(reply)))
    return chunks
