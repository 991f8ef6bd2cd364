"""Practice methods of the events room: read events out of every filed record and keep them in step.

A record's events are read when it is filed (retained), read again when it is corrected (confirm with a new
text, case or date changes what was read) and dropped when it is rejected. At open, records filed before
events existed, or read with older rules, are read (back-filled) with the rules; the model, when configured,
reads a record when it is filed or corrected.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from typing import Any

from tareekh.errors import InputError
from tareekh.events import EVENT_KINDS, EventBase, People, Record, extract
from tareekh.events.store import EventStore
from tareekh.agent.compose import RecordRef
from tareekh.agent.people import people_for

log = logging.getLogger("tareekh.events")

# Bump when the rules change what they read: every record is read again at the next open.
RULES_VERSION = "rules-6"

class PracticeEvidence:
    """The answerer's view of the practice's records and events (agent.compose.Evidence), for one question."""

    def __init__(self, practice: Any) -> None:
        self.practice = practice
        self.store = EventStore(practice.conn)
        self._all: list[RecordRef] | None = None
        self._by_id: dict[int, RecordRef] = {}

    def events(self, *, case_ids: Sequence[str] | None = None, kinds: Sequence[str] | None = None) -> list[EventBase]:
        return self.store.query(case_ids=list(case_ids) if case_ids else None, kinds=list(kinds) if kinds else None)

    def records(self, entry_ids: Sequence[int]) -> dict[int, RecordRef]:
        missing = [int(i) for i in entry_ids if int(i) not in self._by_id]
        if missing:
            for rec in self._load(missing):
                self._by_id[rec.entry_id] = rec
        return {int(i): self._by_id[int(i)] for i in entry_ids if int(i) in self._by_id}

    def case_records(self, case_ids: Sequence[str] | None = None) -> list[RecordRef]:
        if self._all is None:
            self._all = self._load(None)
            self._by_id.update({r.entry_id: r for r in self._all})
        if not case_ids:
            return list(self._all)
        wanted = set(case_ids)
        return [r for r in self._all if wanted & set(r.case_ids)]

    def _load(self, ids: Sequence[int] | None) -> list[RecordRef]:
        conn = self.practice.conn
        cols = {r[1] for r in conn.execute("PRAGMA table_info(entries)")}
        extra = [c for c in ("kind", "record_date", "doc_kind") if c in cols]
        sql = ("SELECT e.id, e.text, e.case_id, e.hearing_date, e.doc_type, e.upload_id, e.author, u.display_name"
               + "".join(f", e.{c}" for c in extra)
               + " FROM entries e JOIN uploads u ON u.id = e.upload_id WHERE e.status = 'retained'")
        params: list[Any] = []
        if ids is not None:
            sql += f" AND e.id IN ({', '.join('?' for _ in ids)})"
            params = list(ids)
        links: dict[int, list[str]] = {}
        if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'entry_cases'").fetchone():
            for eid, cid in conn.execute("SELECT entry_id, case_id FROM entry_cases ORDER BY rowid"):
                links.setdefault(eid, []).append(cid)
        out = []
        for row in conn.execute(sql, params):
            d = dict(zip(["id", "text", "case_id", "hearing_date", "doc_type", "upload_id", "author", "source_file",
                          *extra], row))
            case_ids = list(dict.fromkeys([c for c in [d["case_id"], *links.get(d["id"], [])] if c]))
            out.append(RecordRef(entry_id=d["id"], text=d["text"] or "", case_ids=case_ids,
                                 date=d.get("record_date") or d["hearing_date"], doc_type=d["doc_type"],
                                 kind=d.get("kind") or "hearing", source_file=d["source_file"], upload_id=d["upload_id"],
                                 author=d["author"], doc_kind=d.get("doc_kind")))
        out.sort(key=lambda r: (r.date or "9999", r.entry_id))
        return out


class EventOps:
    """Mixed into Practice: the ingest room calls `_read_events_of` after filing and `_drop_events_of` after a
    rejection, so events follow the records."""

    @property
    def event_store(self) -> EventStore:
        return EventStore(self.conn)

    # -- keeping events in step with the records ----------------------------------------------------------
    def _read_events_of(self, entries: Sequence[Any]) -> None:
        """After filing: read the events of the records filed (with the model too, when one is configured)."""
        try:
            self.extract_events([e.id for e in entries if e.status == "retained"], use_llm=True)
        except Exception:  # noqa: BLE001 - a record is filed whatever happens to its events; open retries
            log.exception("reading events of entries %s failed", [e.id for e in entries][:20])

    def _drop_events_of(self, entry_id: int) -> None:
        """After a rejection: the record's events go with it."""
        try:
            self.event_store.drop([entry_id])
        except Exception:  # noqa: BLE001 - the sync at the next open drops them
            log.exception("dropping events of entry %s failed", entry_id)

    def _open_events(self) -> None:
        """At open: back-fill the events of records filed before (or while events were failing)."""
        try:
            self.sync_events()
        except Exception:  # noqa: BLE001 - opening the practice must not fail on events
            log.exception("back-filling events failed")

    def sync_events(self) -> dict[str, int]:
        """Read every filed record whose events are missing or stale (rules only); drop those of records that
        are no longer filed. Returns counts."""
        store = self.event_store
        known = store.fingerprints()
        rows = self._event_rows(None)
        filed = {r["id"] for r in rows}
        gone = [i for i in known if i not in filed]
        stale = []
        cards: dict[str | None, People] = {}
        for row in rows:
            record = self._record_from_row(row, cards)
            fp = _fingerprint(record)
            have = known.get(record.entry_id)
            if have is None or (have[0] != fp and not (have[1] == "llm" and have[0] == _llm_fp(fp))):
                stale.append(record)
        for record in stale:
            store.replace(record.entry_id, extract(record), fingerprint=_fingerprint(record), source="rules")
        dropped = store.drop(gone) if gone else 0
        return {"read": len(stale), "dropped": dropped, "records": len(rows)}

    def extract_events(self, entry_ids: Sequence[int], *, use_llm: bool = False) -> int:
        """Read the events of these filed records now (with the model too when asked and configured)."""
        ids = [int(i) for i in entry_ids]
        if not ids:
            return 0
        llm = self._events_llm() if use_llm else None
        store = self.event_store
        cards: dict[str | None, People] = {}
        n = 0
        for row in self._event_rows(ids):
            record = self._record_from_row(row, cards)
            events = extract(record)
            source = "rules"
            fp = _fingerprint(record)
            if llm is not None:
                from tareekh.events.llm import extract_with_llm, merge
                from tareekh.llm import LLMError

                try:
                    events = merge(extract_with_llm(llm, record), events)
                    source, fp = "llm", _llm_fp(fp)
                except LLMError as exc:
                    log.warning("the model could not read events of entry %s (%s); kept the rules' events",
                                record.entry_id, exc)
            store.replace(record.entry_id, events, fingerprint=fp, source=source)
            n += len(events)
        filed = {r["id"] for r in self._event_rows(ids)}
        store.drop([i for i in ids if i not in filed])
        return n

    def _events_llm(self):
        if not self.settings.llm.configured:
            return None
        from tareekh.llm import LLM, LLMError

        try:
            return LLM(self.settings.llm)
        except LLMError:
            return None

    # -- reading back ---------------------------------------------------------------------------------
    def events(self, case_id: str | None = None, kind: str | None = None, *, since: str | None = None,
               until: str | None = None) -> list[EventBase]:
        """Events of the practice (or one case), oldest record first; `kind` one of EVENT_KINDS."""
        cases = None
        if case_id:
            cases = [self._require_case(case_id).case.id]  # type: ignore[attr-defined]
        if kind and kind not in EVENT_KINDS:
            raise InputError(f"unknown event kind {kind!r}: use one of {', '.join(EVENT_KINDS)}")
        return self.event_store.query(case_ids=cases, kinds=[kind] if kind else None, since=since, until=until)

    # -- records and the people around them -----------------------------------------------------------
    def _event_rows(self, ids: Sequence[int] | None) -> list[dict[str, Any]]:
        cols = {r[1] for r in self.conn.execute("PRAGMA table_info(entries)")}
        extra = [c for c in ("kind", "record_date") if c in cols]
        sql = ("SELECT id, text, case_id, hearing_date, doc_type, next_date, stage"
               + "".join(f", {c}" for c in extra) + " FROM entries WHERE status = 'retained'")
        params: list[Any] = []
        if ids is not None:
            sql += f" AND id IN ({', '.join('?' for _ in ids)})"
            params = list(ids)
        rows = [dict(zip(["id", "text", "case_id", "hearing_date", "doc_type", "next_date", "stage", *extra], r))
                for r in self.conn.execute(sql + " ORDER BY id", params)]
        has_links = self.conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'entry_cases'").fetchone()
        if has_links and rows:
            links: dict[int, list[str]] = {}
            for eid, cid in self.conn.execute("SELECT entry_id, case_id FROM entry_cases ORDER BY rowid"):
                links.setdefault(eid, []).append(cid)
            for row in rows:
                row["case_ids"] = links.get(row["id"], [])
        return rows

    def _record_from_row(self, row: dict[str, Any], cards: dict[str | None, People]) -> Record:
        case_ids = list(dict.fromkeys([c for c in [row.get("case_id"), *row.get("case_ids", [])] if c]))
        primary = case_ids[0] if case_ids else None
        if primary not in cards:
            cards[primary] = self._people(primary)
        return Record(
            entry_id=row["id"], text=row["text"] or "", case_ids=case_ids,
            record_date=row.get("record_date") or row.get("hearing_date"), doc_type=row.get("doc_type"),
            kind=row.get("kind") or "hearing", next_date=row.get("next_date"), stage=row.get("stage"),
            people=cards[primary],
        )

    def _people(self, case_id: str | None) -> People:
        """Who is who in a case, from the registry (agent.people)."""
        card = self._card(case_id) if case_id else None  # type: ignore[attr-defined]
        return people_for(card, self.settings.lawyer_name)


def _fingerprint(record: Record) -> str:
    p = record.people
    raw = json.dumps([RULES_VERSION, record.text, record.case_ids, record.record_date, record.doc_type, record.kind,
                      record.next_date, record.stage, p.our_side, p.our_names, p.other_names, p.judge_names],
                     ensure_ascii=False)
    return hashlib.sha1(raw.encode("utf-8")).hexdigest()


def _llm_fp(fp: str) -> str:
    """The fingerprint of a record the model read: the same record, so the open's rules pass leaves it alone."""
    return "llm:" + fp


__all__ = ["EventOps", "PracticeEvidence", "RULES_VERSION"]
