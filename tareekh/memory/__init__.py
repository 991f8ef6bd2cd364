"""The embedded memory engine (Hindsight semantics on SQLite): retain, recall, documents, stats.

Generic: it knows banks, items, tags and scopes, never cases or courts; it imports nothing else of Tareekh.

    from tareekh.memory import Bank, RetainItem
    with Bank.open("memory.db") as bank:
        bank.retain([RetainItem(content="Gopal garu sought time.", tags=["case:C1"], timestamp=...)])
        facts = bank.recall("who asked for an adjournment", tags=["case:C1"], tags_match="any_strict")
"""

from tareekh.memory.bank import Bank, BankError, EmbeddingMismatch, Search
from tareekh.memory.embeddings import (
    EmbeddingProvider,
    MiniLMEmbeddings,
    ModelUnavailable,
    NgramEmbeddings,
    EmbeddingStatus,
    default_provider,
    embedding_status,
    model_available,
)
from tareekh.memory.extract import ExtractedEntity, ExtractedFact
from tareekh.memory.models import (
    BankConfig,
    BankStats,
    Document,
    RecalledFact,
    RetainItem,
    RetainResult,
    TAGS_MATCH_MODES,
    FACT_TYPES,
)
from tareekh.memory.tags import matches as tags_match

__all__ = [
    "Bank", "BankConfig", "BankError", "BankStats", "Document", "EmbeddingMismatch", "EmbeddingProvider",
    "EmbeddingStatus", "ExtractedEntity", "ExtractedFact", "FACT_TYPES", "MiniLMEmbeddings", "ModelUnavailable", "NgramEmbeddings",
    "RecalledFact", "RetainItem", "RetainResult", "Search", "TAGS_MATCH_MODES", "default_provider",
    "embedding_status", "model_available", "tags_match",
]
