"""Typed values of the agent: citations, answers, context, chat memories."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Mode = Literal["quick", "deep", "offline"]


class Citation(BaseModel):
    """What `[n]` in an answer points at: a fact and the original it came from."""

    n: int
    text: str
    case_id: str | None = None
    hearing_date: str | None = None
    source_file: str | None = None
    doc_type: str | None = None
    upload_id: str | None = None
    entry_id: str | None = None
    fact_id: str | None = None
    verified: bool = True


class Answer(BaseModel):
    """An answer with its citations. `notes` are shown to the lawyer (fallbacks, dropped citations)."""

    answer: str
    citations: list[Citation] = Field(default_factory=list)
    dropped_citations: int = 0
    mode: Mode = "offline"
    notes: list[str] = Field(default_factory=list)
    chat_id: str | None = None
    case_ids: list[str] = Field(default_factory=list)
    case_labels: list[str] = Field(default_factory=list)  # "O.S. 412/2023 — Seabreeze flat", one per case id
    unverified_sentences: list[str] = Field(default_factory=list)
    tool_calls: list[str] = Field(default_factory=list)
    chat_memory_id: str | None = None


class ChatMemory(BaseModel):
    """A durable thing the lawyer said in a chat, kept in the memory with a CHAT MEMORY label."""

    id: str
    text: str
    kind: str
    case_id: str | None = None
    chat_id: str | None = None
    document_id: str
    created_at: str


class ChatMessage(BaseModel):
    id: int
    role: Literal["user", "assistant"]
    content: str
    mode: str | None = None
    notes: list[str] = Field(default_factory=list)
    case_ids: list[str] = Field(default_factory=list)
    dropped_citations: int = 0
    citations: list[Citation] = Field(default_factory=list)
    created_at: str


class ChatSummary(BaseModel):
    id: str
    title: str
    case_id: str | None = None
    created_at: str
    updated_at: str
    messages: int = 0


class Chat(ChatSummary):
    history: list[ChatMessage] = Field(default_factory=list)
