"""The memory contract: exactly what the rest of Tareekh calls on a memory bank, as a typed Protocol.

Two backends implement it: `Bank` (embedded, SQLite, this room) and `HindsightBank` (a Hindsight server on
PostgreSQL, `hindsight.py`). `tests/memory_contract/` runs the same behaviour tests against both.

It was written down from the call sites outside `memory/` (practice, agent, cli, gui), not designed afresh:

- writing: `retain(items)`, `delete_document(id)`;
- reading: `recall(query, tags=, tags_match=, types=, max_tokens=, budget=, query_timestamp=, trace=)`,
  `list_facts(tags=, tags_match=, types=, order=)`, `get_facts(ids)`, `get_document(id)`, `stats()`;
- the higher layer: `reflect(...)`, `consolidate(config)`, `scopes(config)`, `preview_strategies(...)`,
  mental models (`list_mental_models`, `get_mental_model`, `put_mental_model`, `delete_mental_model`),
  `recover_failed()`;
- wiring: `bank_id`, `after_retain` (hooks called with each RetainResult), `consolidation` (the
  ConsolidationConfig the owner sets), `capabilities()` (what this backend can do in its mode), `close()`.

Debts — places outside `memory/` that reach past this contract today (issue 14 settles them):

- `practice/bank_config.py` calls the room's module functions with the bank (`consolidate(bank, …)`,
  `list_scopes`, `preview_strategies`, `recover_failed`, `reflect(bank, …)`, `list/put/delete_mental_model`),
  and those functions use `bank.conn` and `bank._lock`; the practice now calls the bank's own methods.
- `practice/bank_config.py` opens a second embedded `Bank` on `memory_path` with `bank.embeddings` for
  background consolidation: meaningful for the embedded backend only (a server consolidates by itself).
- `agent/context.py` and `agent/tools.py` fall back to `memory.mental_models.get_mental_model(bank, …)` and
  `memory.reflect.reflect(bank, …)` when the bank has no such method; both backends now have them.
- tests reach `bank.index()` and `bank.conn` (the embedded core's surface, kept in the embedded-only tests).
- inside `memory/` there is none left: the operations (retain, recall, consolidation, reflect, mental models)
  use only `BankCore`'s public surface (core.py), which `tests/memory/test_structure.py` holds them to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from tareekh.memory.models import BankStats, Document, RecalledFact, RetainItem, RetainResult


class BankCapabilities(BaseModel):
    """What a backend can do in its present mode, so the app can say what it cannot (never silently).

    `notes` are sentences for the lawyer, e.g. "the server runs without a language model: no observations".
    """

    backend: str
    where: str
    observations: bool = True
    reflect: bool = True
    mental_models: bool = True
    mental_model_refresh: bool = True
    consolidation_strategies: bool = True
    scopes: bool = True
    notes: list[str] = Field(default_factory=list)


@runtime_checkable
class MemoryBank(Protocol):
    """A memory bank as the rest of Tareekh uses it (see the module docstring for the call sites)."""

    bank_id: str
    after_retain: list[Callable[[RetainResult], Any]]
    consolidation: Any

    def retain(self, items: Sequence[RetainItem | dict[str, Any]]) -> RetainResult: ...

    def recall(
        self,
        query: str,
        *,
        tags: Sequence[str] | None = None,
        tags_match: str = "any",
        types: Sequence[str] | None = None,
        max_tokens: int = 4096,
        budget: str = "mid",
        query_timestamp: datetime | None = None,
        trace: bool = False,
    ) -> list[RecalledFact]: ...

    def list_facts(
        self,
        *,
        tags: Sequence[str] | None = None,
        tags_match: str = "any",
        types: Sequence[str] | None = None,
        order: str = "occurred",
    ) -> list[RecalledFact]: ...

    def get_facts(self, ids: Sequence[str | int]) -> list[RecalledFact]: ...

    def get_document(self, document_id: str) -> Document | None: ...

    def delete_document(self, document_id: str) -> bool: ...

    def list_document_ids(self) -> list[str]: ...

    def stats(self) -> BankStats: ...

    def capabilities(self) -> BankCapabilities: ...

    def reflect(self, query: str, tags: Sequence[str] | None = None, tags_match: str = "any",
                budget: str = "mid", *, model: Any = None, skip_fact: Any = None) -> Any: ...

    def consolidate(self, config: Any = None, *, scopes: Sequence[Sequence[str]] | None = None) -> Any: ...

    def scopes(self, config: Any = None) -> Any: ...

    def preview_strategies(self, strategies: Any, config: Any = None) -> Any: ...

    def recover_failed(self) -> int: ...

    def list_mental_models(self) -> list[Any]: ...

    def get_mental_model(self, model_id: str) -> Any: ...

    def put_mental_model(self, spec: Any) -> Any: ...

    def delete_mental_model(self, model_id: str) -> bool: ...

    def close(self) -> None: ...
