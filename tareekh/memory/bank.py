"""`Bank`: one memory bank in a SQLite file, with its operations as methods.

The file, transactions, index, documents and reads are `BankCore` (core.py); each operation is a module of
its own, a function over the core: retain.py, recall.py, consolidation/, reflect.py, mental_models.py. This
class only names them, so `bank.retain(...)`, `bank.recall(...)` and the rest of the memory contract
(contract.py) read as one object. Nothing below bank.py imports it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from tareekh.memory import consolidation, mental_models
from tareekh.memory import recall as recall_op
from tareekh.memory import reflect as reflect_op
from tareekh.memory.consolidation import ConsolidationReport, ScopesReport
from tareekh.memory.contract import BankCapabilities
from tareekh.memory.core import BankCore, BankError, EmbeddingMismatch
from tareekh.memory.mental_models import MentalModel, MentalModelSpec
from tareekh.memory.models import RecalledFact, RetainItem, RetainResult
from tareekh.memory.recall import Search
from tareekh.memory.reflect import ReflectResult
from tareekh.memory.retain import retain as retain_op

__all__ = ["Bank", "BankError", "EmbeddingMismatch", "Search"]


class Bank(BankCore):
    """One memory bank. Open with `Bank.open(path, config)`; close with `close()`."""

    def retain(self, items: Sequence[RetainItem | dict[str, Any]]) -> RetainResult:
        """Extract facts from each item, link entities, embed and index them (retain.py).

        A document_id already stored with the same content is left unchanged; with other content its facts
        are replaced. Items without a document_id get a fresh one each.
        """
        return retain_op(self, items)

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
    ) -> list[RecalledFact]:
        """Facts for `query`: four arms (semantic, keyword, graph, temporal) fused by reciprocal rank.

        `tags`/`tags_match` filter every arm the same way (see tags.py); `types` limits fact types;
        `budget` low/mid/high sets candidates per arm (100/300/1000); the result is cut at the first fact
        that would take the total over `max_tokens`. With `trace=True` each fact carries its per-arm ranks.
        """
        return recall_op.recall(self, query, tags=tags, tags_match=tags_match, types=types, max_tokens=max_tokens,
                                budget=budget, query_timestamp=query_timestamp, trace=trace)

    def search_arms(self, query: str, **kwargs: Any) -> Search:
        """Each arm's ranked ids and the RRF fusion, before scoring and the token cut (for benchmarks/tracing)."""
        return recall_op.search(self, query, **kwargs)

    # --- consolidation, scopes, reflect, mental models ------------------------------------------------------

    def consolidate(self, config: Any = None, *, scopes: Sequence[Sequence[str]] | None = None) -> ConsolidationReport:
        """Turn pending facts into observations per observation scope (a `ConsolidationConfig`; None = offline)."""
        return consolidation.consolidate(self, config if config is not None else self.consolidation, scopes=scopes)

    def scopes(self, config: Any = None) -> ScopesReport:
        """Every observation scope with fact/observation counts, its owner ("Default" where none), waiting."""
        return consolidation.list_scopes(self, config if config is not None else self.consolidation)

    def preview_strategies(self, strategies: Any, config: Any = None) -> ScopesReport:
        """What `scopes()` would show under `strategies` (not saved); raises StrategyError naming a bad key."""
        return consolidation.preview_strategies(self, strategies,
                                                config if config is not None else self.consolidation)

    def reflect(self, query: str, tags: Sequence[str] | None = None, tags_match: str = "any", budget: str = "mid",
                *, model: Any = None, skip_fact: Any = None) -> ReflectResult:
        """Answer from mental models, then observations, then facts (`ReflectResult(text, based_on)`)."""
        return reflect_op.reflect(self, query, tags=tags, tags_match=tags_match, budget=budget, model=model,
                                  skip_fact=skip_fact)

    def recover_failed(self) -> int:
        """Clear the failed-consolidation marks so the next run retries those facts; how many."""
        return consolidation.recover_failed(self)

    def capabilities(self) -> BankCapabilities:
        """What this backend can do: everything, offline (observations and reflect are extractive)."""
        return BankCapabilities(backend="embedded", where=str(self.path))

    def list_mental_models(self) -> list[MentalModel]:
        return mental_models.list_mental_models(self)

    def get_mental_model(self, model_id: str) -> MentalModel | None:
        return mental_models.get_mental_model(self, model_id)

    def put_mental_model(self, spec: MentalModelSpec | dict[str, Any]) -> MentalModel:
        return mental_models.put_mental_model(self, spec)

    def delete_mental_model(self, model_id: str) -> bool:
        return mental_models.delete_mental_model(self, model_id)
