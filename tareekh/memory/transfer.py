"""Copy a bank's documents to another bank (any two backends of the contract), resumably, then verify.

What is copied is what was retained: each document's id, content, context, timestamp, tags, metadata and
observation scopes. The target makes its facts from them as it does on any retain (the embedded engine one
per sentence, a server without a model one per item), so facts are not copied one by one; observations and
mental-model answers are derived and are made again by the target's consolidation.

Resuming needs no bookkeeping of its own: document ids are explicit, and a document already in the target
with the same content is left unchanged by retain, so running the copy again after an interruption sends
only what is missing and duplicates nothing. A journal (optional) records how far a run got, for the
message that says "resuming".

Verification: every source document must be in the target with the same content hash, tags and metadata,
and for a sample of documents, a recall of the document's own text within its own tags must return that
document in the target's top ten wherever it does in the source's.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from tareekh.memory.models import Document, RetainItem

BATCH = 50
TOP_K = 10


class TransferReport(BaseModel):
    """What a copy did and what its verification found."""

    source: str
    target: str
    documents: int = 0
    copied: int = 0
    unchanged: int = 0
    resumed_from: int = 0
    target_documents: int = 0
    missing: list[str] = Field(default_factory=list)
    different: list[str] = Field(default_factory=list)
    sample: int = 0
    sample_found_in_source: int = 0
    sample_found_in_target: int = 0
    sample_misses: list[str] = Field(default_factory=list)
    derived_not_copied: dict[str, int] = Field(default_factory=dict)
    verified: bool = False
    seconds: float = 0.0


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def item_of(doc: Document) -> RetainItem:
    """The retain item that makes `doc` again (no stored timestamp means it was retained as "unset")."""
    return RetainItem(content=doc.content, context=doc.context, document_id=doc.id, tags=doc.tags,
                      metadata=doc.metadata, observation_scopes=doc.observation_scopes,
                      timestamp=doc.timestamp if doc.timestamp is not None else "unset")


def _journal_read(path: Path | None) -> dict[str, Any]:
    if path is None or not path.exists():
        return {}
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return data
    except (OSError, json.JSONDecodeError):
        return {}


def _journal_write(path: Path | None, data: dict[str, Any]) -> None:
    if path is None:
        return
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
    tmp.replace(path)


def copy_bank(source: Any, target: Any, *, journal: Path | None = None, batch: int = BATCH,
              progress: Callable[[int, int], None] | None = None) -> TransferReport:
    """Copy every document of `source` into `target` in batches; safe to run again after an interruption."""
    started = time.perf_counter()
    report = TransferReport(source=str(getattr(source, "path", source)), target=str(getattr(target, "path", target)))
    ids = source.list_document_ids()
    report.documents = len(ids)
    state = _journal_read(journal)
    if state.get("target") == report.target and state.get("status") == "copying":
        report.resumed_from = int(state.get("done", 0))
    state = {"target": report.target, "source": report.source, "status": "copying", "done": report.resumed_from,
             "started": state.get("started") or datetime.now(timezone.utc).isoformat(timespec="seconds")}
    _journal_write(journal, state)
    for start in range(0, len(ids), batch):
        docs = [d for d in (source.get_document(i) for i in ids[start:start + batch]) if d is not None]
        result = target.retain([item_of(d) for d in docs])
        report.unchanged += len(result.documents_unchanged)
        report.copied += len(docs) - len(result.documents_unchanged)
        done = min(start + batch, len(ids))
        state["done"] = max(state["done"], done)
        _journal_write(journal, state)
        if progress is not None:
            progress(done, len(ids))
    stats = source.stats()
    report.derived_not_copied = {"observations": stats.by_type.get("observation", 0)}
    state["status"] = "copied"
    _journal_write(journal, state)
    report.seconds = round(time.perf_counter() - started, 2)
    return report


def verify(source: Any, target: Any, report: TransferReport, *, sample: int = 50) -> TransferReport:
    """Every source document in the target, unchanged; a sample of recalls finding the same documents."""
    started = time.perf_counter()
    ids = source.list_document_ids()
    target_ids = set(target.list_document_ids())
    report.target_documents = len(target_ids)
    report.missing = [i for i in ids if i not in target_ids]
    picks = _evenly(ids, sample)
    report.sample = len(picks)
    for doc_id in ids:
        if doc_id in report.missing:
            continue
        a, b = source.get_document(doc_id), target.get_document(doc_id)
        if b is None or (_sha(a.content), sorted(a.tags), a.metadata) != (_sha(b.content), sorted(b.tags),
                                                                          b.metadata):
            report.different.append(doc_id)
    for doc_id in picks:
        doc = source.get_document(doc_id)
        query = " ".join(doc.content.split()[:40])
        if not any(ch.isalnum() for ch in query):
            continue
        in_source = _found(source, query, doc)
        report.sample_found_in_source += in_source
        if _found(target, query, doc):
            report.sample_found_in_target += 1
        elif in_source:
            report.sample_misses.append(doc_id)
    report.verified = not report.missing and not report.different and not report.sample_misses
    report.seconds = round(report.seconds + time.perf_counter() - started, 2)
    return report


def _found(bank: Any, query: str, doc: Document) -> bool:
    hits = bank.recall(query, tags=doc.tags, tags_match="exact", budget="mid", max_tokens=100000)
    return doc.id in [h.document_id for h in hits[:TOP_K]]


def _evenly(ids: list[str], n: int) -> list[str]:
    if n >= len(ids):
        return list(ids)
    if n <= 0:
        return []
    step = len(ids) / n
    return [ids[int(k * step)] for k in range(n)]
