"""Retain: items in, facts out — extract facts, embed them, link entities, store and index them.

A document_id already stored with the same content is left unchanged; with other content its facts are
replaced (in the same transaction as the new ones are written). Items without a document_id get a fresh
one each; when one call names a document twice, the last item wins. Each distinct fact text is embedded
once per call ("Not reached." recurs in every diary). After the write commits, the bank's `after_retain`
hooks are called with the result (the owner runs consolidation from there).
"""

from __future__ import annotations

import hashlib
import json
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from tareekh.memory.core import BankCore, BankError, chunks, iso, now_utc
from tareekh.memory.extract import ExtractedEntity, ExtractedFact, extract_facts
from tareekh.memory.models import RetainItem, RetainResult, naive_utc
from tareekh.memory.storage import write_sounds


@dataclass
class _Work:
    """One item to write: its position in the call, the item, its document id, time anchor and facts."""

    n: int
    item: RetainItem
    doc_id: str
    anchor: datetime | None
    facts: list[ExtractedFact]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def retain(bank: BankCore, items: Sequence[RetainItem | dict[str, Any]]) -> RetainResult:
    """Extract facts from each item, link entities, embed and index them (see the module docstring)."""
    started = time.perf_counter()
    parsed = [i if isinstance(i, RetainItem) else RetainItem.model_validate(i) for i in items]
    now = now_utc()
    result = RetainResult(items=len(parsed), facts=0)
    work = _plan(bank, parsed, now, result)
    texts: list[str] = []
    for w in work:
        prefix = f"{w.item.context}: " if w.item.context else ""
        texts.extend(prefix + f.text for f in w.facts)
    vectors = embed_unique(bank, texts)
    with bank.transaction():
        bank.forget_documents(list(result.documents_replaced))
        _store(bank, work, vectors, now, result)
        if work:
            bank.mark_changed(rewrite=bool(result.documents_replaced))
    result.facts = len(result.fact_ids)
    result.seconds = round(time.perf_counter() - started, 4)
    for hook in list(bank.after_retain):
        hook(result)
    return result


def _plan(bank: BankCore, parsed: list[RetainItem], now: datetime, result: RetainResult) -> list[_Work]:
    """The items to write (their facts extracted); fills the result's document ids, unchanged and replaced."""
    last_for_doc: dict[str, int] = {}
    doc_ids: list[str] = []
    for n, item in enumerate(parsed):
        doc_id = item.document_id or uuid.uuid4().hex
        doc_ids.append(doc_id)
        last_for_doc[doc_id] = n
    result.document_ids = doc_ids

    existing: dict[str, str] = {}
    for part in chunks(list(last_for_doc)):
        marks = ",".join("?" * len(part))
        for doc_id, content_hash in bank.conn.execute(
            f"SELECT id, content_hash FROM documents WHERE bank_id = ? AND id IN ({marks})",
            (bank.bank_id, *part),
        ):
            existing[doc_id] = content_hash

    work: list[_Work] = []
    for doc_id, n in last_for_doc.items():
        item = parsed[n]
        if existing.get(doc_id) == _sha(item.content):
            result.documents_unchanged.append(doc_id)
            continue
        if doc_id in existing:
            result.documents_replaced.append(doc_id)
        anchor = None if item.timestamp == "unset" else naive_utc(item.timestamp) if item.timestamp else now
        work.append(_Work(n, item, doc_id, anchor, extract(bank, item, anchor)))
    return work


def _store(bank: BankCore, work: list[_Work], vectors: np.ndarray, now: datetime, result: RetainResult) -> None:
    """Write documents, memories, tags, entities and their links (inside the caller's transaction)."""
    conn, bank_id = bank.conn, bank.bank_id
    next_id = bank.next_memory_id()
    mem_rows: list[tuple[Any, ...]] = []
    tag_rows: list[tuple[str, str, int]] = []
    ent_links: list[tuple[int, str]] = []
    entity_seen: dict[str, tuple[ExtractedEntity, int, str | None]] = {}
    vec_i = 0
    for w in work:
        item = w.item
        tags_json = json.dumps(item.tags, ensure_ascii=False)
        meta_json = json.dumps(item.metadata, ensure_ascii=False)
        scopes_json = json.dumps(item.observation_scopes) if item.observation_scopes is not None else None
        conn.execute(
            "INSERT OR REPLACE INTO documents (bank_id, id, content, content_hash, context, timestamp, tags,"
            " metadata, observation_scopes, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,"
            " coalesce((SELECT created_at FROM documents WHERE bank_id = ? AND id = ?), ?), ?)",
            (bank_id, w.doc_id, item.content, _sha(item.content), item.context, iso(w.anchor), tags_json,
             meta_json, scopes_json, bank_id, w.doc_id, iso(now), iso(now)),
        )
        for k, fact in enumerate(w.facts):
            mid = next_id
            next_id += 1
            start = fact.occurred_start
            end = fact.occurred_end or start
            event = start or w.anchor
            mem_rows.append((
                mid, bank_id, fact.type, fact.text, item.context, w.doc_id, w.n, k, tags_json,
                len(item.tags), meta_json, iso(start), iso(end), iso(w.anchor), iso(event),
                vectors[vec_i].astype(np.float32).tobytes(), scopes_json, iso(now), iso(now),
            ))
            vec_i += 1
            tag_rows.extend((bank_id, t, mid) for t in item.tags)
            for ent in fact.entities:
                prev = entity_seen.get(ent.key)
                entity_seen[ent.key] = (ent, (prev[1] if prev else 0) + 1, iso(event))
                ent_links.append((mid, ent.key))
            result.fact_ids.append(str(mid))
    conn.executemany(
        "INSERT INTO memories (id, bank_id, type, text, context, document_id, item_index, fact_index, tags,"
        " n_tags, metadata, occurred_start, occurred_end, mentioned_at, event_date, embedding,"
        " observation_scopes, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        mem_rows,
    )
    write_sounds(conn, ((row[0], row[3]) for row in mem_rows))
    conn.executemany("INSERT OR IGNORE INTO memory_tags (bank_id, tag, memory_id) VALUES (?,?,?)", tag_rows)
    if entity_seen:
        _link_entities(bank, entity_seen, ent_links)


def _link_entities(bank: BankCore, entity_seen: dict[str, tuple[ExtractedEntity, int, str | None]],
                   ent_links: list[tuple[int, str]]) -> None:
    """Count each entity's mentions and link the memories that name it."""
    conn, bank_id = bank.conn, bank.bank_id
    conn.executemany(
        "INSERT INTO entities (bank_id, key, name, kind, mention_count, first_seen, last_seen)"
        " VALUES (?,?,?,?,?,?,?) ON CONFLICT (bank_id, key) DO UPDATE SET"
        " mention_count = mention_count + excluded.mention_count,"
        " first_seen = min(coalesce(first_seen, excluded.first_seen), coalesce(excluded.first_seen, first_seen)),"
        " last_seen = max(coalesce(last_seen, excluded.last_seen), coalesce(excluded.last_seen, last_seen))",
        [(bank_id, k, e.name, e.kind, c, seen, seen) for k, (e, c, seen) in entity_seen.items()],
    )
    key_to_id: dict[str, int] = {}
    for part in chunks(list(entity_seen)):
        marks = ",".join("?" * len(part))
        key_to_id.update(conn.execute(
            f"SELECT key, id FROM entities WHERE bank_id = ? AND key IN ({marks})", (bank_id, *part)
        ).fetchall())
    conn.executemany(
        "INSERT OR IGNORE INTO memory_entities (memory_id, entity_id, bank_id) VALUES (?,?,?)",
        [(mid, key_to_id[key], bank_id) for mid, key in ent_links],
    )


def embed_unique(bank: BankCore, texts: list[str]) -> np.ndarray:
    """Embed each distinct text once; one row per text, in order."""
    provider = bank.embeddings
    if not texts:
        return np.zeros((0, provider.dim), np.float32)
    unique = list(dict.fromkeys(texts))
    vecs = np.asarray(provider.embed(unique), dtype=np.float32)
    if vecs.shape != (len(unique), provider.dim):
        raise BankError(f"embedding provider {provider.name} returned shape {vecs.shape}, "
                        f"expected ({len(unique)}, {provider.dim})")
    if len(unique) == len(texts):
        return vecs
    where = {t: i for i, t in enumerate(unique)}
    return vecs[[where[t] for t in texts]]


def extract(bank: BankCore, item: RetainItem, anchor: datetime | None) -> list[ExtractedFact]:
    """The item's facts: the bank's own extractor if configured, else the rule-based one; never none."""
    if bank.config.fact_extractor is not None:
        facts = list(bank.config.fact_extractor(item, anchor))
    else:
        facts = extract_facts(item.content, anchor)
    out = []
    for f in facts:
        if isinstance(f, dict):
            f = ExtractedFact(**f)
        if f.type not in ("world", "experience"):
            raise BankError(f"fact extractor returned type {f.type!r}; retain makes only world/experience facts")
        if f.text and any(ch.isalnum() for ch in f.text):
            out.append(f)
    if not out:  # never lose content: a text the extractor cannot split is one fact
        out = [ExtractedFact(text=item.content.strip())]
    return out
