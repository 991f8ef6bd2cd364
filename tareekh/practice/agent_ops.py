"""The agent room's service: ask, recall, timeline, today, chats, chat memories, and the retain layout."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from datetime import date, datetime, timedelta
from typing import Any

from pydantic import BaseModel, Field

from tareekh import clock
from tareekh.agent.answer import Answerer, today_or
from tareekh.agent.chatmem import detect, detect_with_model
from tareekh.agent.context import build_context
from tareekh.agent.factbook import FactBook, fact_date, is_chat_memory, is_hearing_record
from tareekh.agent.layout import CaseCard, chat_memory_item, entry_item, registry_stub_item
from tareekh.agent.models import Answer, Chat, ChatMemory, ChatSummary
from tareekh.agent.notes_names import called_in_notes
from tareekh.agent.question import NameIndex
from tareekh.agent.store import ChatStore
from tareekh.agent.tools import Tools, is_header_fact, is_stub
from tareekh.errors import InputError, NotFound
from tareekh.ingest.review import (Entry, cases_heard_on, day_record_ids, filed_records, get_entry, hearing_date_of,
                                   list_entries)
from tareekh.llm import LLM, LLMError
from tareekh.memory.contract import MemoryBank
from tareekh.practice.events_ops import PracticeEvidence
from tareekh.practice.home import PracticeHome
from tareekh.practice.memory_ops import MemoryService
from tareekh.practice.registry_ops import case_card, require_case
from tareekh.practice.shown_ops import source_words
from tareekh.registry import Registry

log = logging.getLogger("tareekh.agent")

UPCOMING_DAYS = 21
OPENING_CHARS = 420
_PENDING = ("to file", "to be filed", "file ", "undertak", "undertook", "pending", "directed to", "to produce",
            "to pay", "deposit", "comply", "submit", "to bring", "remind", "rejoinder", "affidavit", "synopsis",
            "will file", "shall file", "todo", "to do:", "action")


class RecallHit(BaseModel):
    n: int
    id: str
    text: str
    type: str
    score: float
    tags: list[str]
    metadata: dict[str, str]


class TimelineSource(BaseModel):
    kind: str = "hearing"  # "chat_day": a day of a WhatsApp export that reports the hearing
    entry_id: str | None = None
    upload_id: str | None = None
    source_file: str | None = None
    doc_type: str | None = None
    author: str | None = None
    text: str


class TimelineHearing(BaseModel):
    hearing_date: str | None
    sources: list[TimelineSource] = Field(default_factory=list)


class TimelineRecord(BaseModel):
    """A record of the case that is not a hearing: a document (with its kind and own date) or a chat's day."""

    kind: str
    record_date: str | None = None
    doc_kind: str | None = None
    entry_id: str | None = None
    upload_id: str | None = None
    source_file: str | None = None
    doc_type: str | None = None
    author: str | None = None
    text: str


class Timeline(BaseModel):
    case_id: str
    number: str
    short_name: str | None = None
    hearings: list[TimelineHearing] = Field(default_factory=list)
    documents: list[TimelineRecord] = Field(default_factory=list)  # documents and chat days, oldest first
    chat_memories: list[ChatMemory] = Field(default_factory=list)


class TodayMatter(BaseModel):
    case_id: str
    number: str
    short_name: str | None = None
    title: str | None = None
    next_date: str | None = None
    court_hall: str | None = None
    court: str | None = None
    judge: str | None = None
    listed_for: str | None = None
    last_hearing_date: str | None = None
    last_note: str | None = None
    last_note_source: str | None = None
    pending: list[str] = Field(default_factory=list)
    chat_memories: list[ChatMemory] = Field(default_factory=list)
    # What was recorded for the day's hearing (once its note or order sheet is in), and the date it went to.
    recorded: str | None = None
    recorded_by: str | None = None  # "your note of 1 Dec 2026", "order sheet of 1 Dec 2026"
    recorded_entry_id: int | None = None
    new_next_date: str | None = None
    new_stage: str | None = None


class TodayBoard(BaseModel):
    date: str
    today: list[TodayMatter] = Field(default_factory=list)
    upcoming: list[TodayMatter] = Field(default_factory=list)


class AgentService:
    """The agent room's service: answers, recall, the timeline and today's board, chats and chat memories,
    and the memory layout the ingest service hands filed entries through."""

    def __init__(self, base: PracticeHome, registry: Registry, memory: MemoryService) -> None:
        self.base = base
        self.registry = registry
        self.memory = memory
        self._note_names_key: tuple[object, ...] | None = None  # what the notes' names of the cases were learned from

    # -- plumbing -------------------------------------------------------------------------------------
    @property
    def chat_store(self) -> ChatStore:
        return ChatStore(self.base.conn)

    @property
    def _bank(self) -> MemoryBank:
        return self.memory.bank

    def _llm(self) -> LLM | None:
        if not self.base.settings.llm.configured:
            return None
        try:
            return LLM(self.base.settings.llm)
        except LLMError:
            return None

    def _card(self, case_id: str | None) -> CaseCard | None:
        return case_card(self.registry, case_id)

    # -- the retain layout (the ingest service hands filed entries through these) ------------------------
    def retain_into_memory(self, entries: Sequence[Entry]) -> None:
        """Retain filed entries with the memory layout: reader's header, id tags, citation metadata."""
        items = []
        cards: dict[str | None, CaseCard | None] = {}
        for entry in entries:
            cid = entry.case_id
            for c in [cid, *entry.case_ids]:
                if c not in cards:
                    cards[c] = self._card(c)
            every = [cards[c] for c in dict.fromkeys([cid, *entry.case_ids]) if c]
            items.append(entry_item(entry, cards[cid], [c for c in every if c is not None]))
        if items:
            self._bank.retain(items)

    def forget_in_memory(self, entries: Sequence[Entry]) -> None:
        """Take entries out of the memory bank (a rejected entry is never used in answers)."""
        for entry in entries:
            self._bank.delete_document(f"entry:{entry.id}")

    def retain_registry_stubs(self) -> int:
        """Each case once as a `type:registry` stub (names and numbers only, never behaviour)."""
        lawyer = self.base.settings.lawyer_name
        items = [registry_stub_item(card, lawyer) for c in self.registry.list_cases()
                 if (card := self._card(c.id)) is not None]
        if items:
            self._bank.retain(items)
        return len(items)

    # -- ask ------------------------------------------------------------------------------------------
    def _learn_note_names(self) -> None:
        """The names the lawyer's filed notes give each case ("<x> case"), for the question to name it by
        (agent/notes_names.py); learned again only when the filed records or the registry's names change."""
        records = filed_records(self.base.conn)
        cases = self.registry.list_cases()
        key = (tuple((r.id, hash(r.text or ""), tuple(r.case_ids)) for r in records),  # keyed by all it reads
               tuple((c.id, c.short_name, c.title, tuple(c.aliases or [])) for c in cases))
        if self._note_names_key == key:
            return
        self.registry.note_names = {}
        index = NameIndex(self.registry)
        self.registry.note_names = called_in_notes(((r.text or "", r.case_ids) for r in records),
                                                   lambda w: index.owners.get(w, set()))
        self._note_names_key = key

    def ask(self, question: str, *, case_id: str | None = None, deep: bool = False,
            today: date | str | None = None, chat_id: str | None = None) -> Answer:
        """Answer from the memory with [n] citations; the turn is kept in a chat (a new one unless chat_id)."""
        question = (question or "").strip()
        if not question:
            raise InputError("the question is empty")
        day = today_or(today)
        store = self.chat_store
        chat_case = None
        previous = None
        history: list[dict[str, str]] = []
        if chat_id:
            chat = store.chat_row(chat_id)
            chat_case = chat.case_id
            previous = store.previous_question(chat_id)
            history = store.recent_messages(chat_id)
        if case_id:
            chat_case = require_case(self.registry, case_id).case.id
        self._learn_note_names()
        ctx = build_context(question, registry=self.registry, bank=self._bank, today=day, chat_case_id=chat_case,
                            previous_question=previous, lawyer=self.base.settings.lawyer_name)
        answerer = Answerer(bank=self._bank, registry=self.registry, llm=self._llm(),
                            lawyer=self.base.settings.lawyer_name, reflect=self.memory.reflect,
                            evidence=PracticeEvidence(self.base.conn))
        try:
            answer = answerer.ask(question, ctx, deep=deep, history=history)
        except Exception as exc:  # noqa: BLE001 - the memory failing must not lose the question
            log.exception("answering failed")
            raise InputError(f"could not answer: {str(exc)[:200]}") from None
        # A chat's case is a filter the lawyer sets (a case page's chat, --case); the cases a question happens
        # to name never narrow the chat behind the lawyer's back.
        if not chat_id:
            chat_id = store.new_chat(question, chat_case if case_id else None)
        elif case_id:
            store.set_chat_case(chat_id, chat_case)
        answer.chat_id = chat_id
        memory = self._maybe_chat_memory(question, ctx.case_ids[0] if ctx.case_ids else None, chat_id, day)
        if memory is not None:
            answer.chat_memory_id = memory.id
            # In words: the memory's id is for `tareekh forget`, which `tareekh chat-memories` lists.
            answer.notes.append(f"Kept as a chat memory ({memory.kind}): it shows on the case page, where you "
                                "can forget it.")
        store.add_turn(chat_id, question, answer)
        return answer

    def _maybe_chat_memory(self, message: str, case_id: str | None, chat_id: str, day: date) -> ChatMemory | None:
        llm = self._llm()
        found = detect(message) if llm is None else detect_with_model(llm, message, self.base.settings.lawyer_name)
        if found is None:
            return None
        memory_id = "M" + uuid.uuid4().hex[:10]
        title = self.chat_store.chat_row(chat_id).title
        item = chat_memory_item(
            memory_id=memory_id, text=found.text, lawyer=self.base.settings.lawyer_name, today=day,
            now=datetime.combine(day, datetime.now().time()), card=self._card(case_id), chat_id=chat_id,
            chat_title=title,
        )
        try:
            self._bank.retain([item])
        except Exception:  # noqa: BLE001 - the answer stands even if the memory cannot be kept
            log.exception("retaining a chat memory failed")
            return None
        memory = ChatMemory(id=memory_id, text=found.text, kind=found.kind, case_id=case_id, chat_id=chat_id,
                            document_id=item.document_id or "", created_at=datetime.now().replace(microsecond=0).isoformat())
        self.chat_store.add_memory(memory)
        return memory

    # -- recall / timeline ------------------------------------------------------------------------------
    def recall(self, query: str, case_id: str | None = None, judge_id: str | None = None,
               counsel_id: str | None = None, k: int = 10) -> list[RecallHit]:
        """Facts for a query, filtered by case/judge/counsel (tags), numbered like the agent's FactBook."""
        if not (query or "").strip():
            raise InputError("the query is empty")
        if k < 1:
            raise InputError(f"k must be at least 1, not {k}")
        if case_id:
            case_id = require_case(self.registry, case_id).case.id
        book = FactBook()
        tools = Tools(self._bank, self.registry, book, today=clock.today())
        facts = tools.recall(query, tags=tools.tags_for(case_id, judge_id, counsel_id), max_tokens=4096)
        hits = []
        for f in facts[:k]:
            hits.append(RecallHit(n=book.add(f), id=f.id, text=f.text, type=f.type, score=round(f.score, 4),
                                  tags=f.tags, metadata={k2: v for k2, v in f.metadata.items() if k2 != "header"}))
        return hits

    def timeline(self, case_id: str) -> Timeline:
        """The case's hearings, oldest first, each with its sources (the entries' own text); then its documents
        and chat days by their own dates."""
        card = require_case(self.registry, case_id)
        cid = card.case.id
        facts = self._bank.list_facts(tags=[f"case:{cid}"], tags_match="all_strict", order="occurred")
        by_doc: dict[str, Any] = {}
        for f in facts:
            if is_stub(f) or is_chat_memory(f) or f.type == "observation" or not f.document_id:
                continue
            by_doc.setdefault(f.document_id, f)
        hearings: dict[str | None, TimelineHearing] = {}
        documents: list[TimelineRecord] = []
        for doc_id, f in by_doc.items():
            md = f.metadata
            text = self._source_text(doc_id, md.get("header"))
            if not is_hearing_record(f):
                documents.append(TimelineRecord(
                    kind=md.get("kind", "document"), record_date=md.get("record_date"), doc_kind=md.get("doc_kind"),
                    entry_id=md.get("entry_id"), upload_id=md.get("upload_id"), source_file=md.get("source_file"),
                    doc_type=md.get("doc_type"), author=md.get("author"), text=text))
                continue
            d = md.get("hearing_date") or fact_date(f) or None
            hearing = hearings.setdefault(d, TimelineHearing(hearing_date=d))
            hearing.sources.append(TimelineSource(
                entry_id=md.get("entry_id"), upload_id=md.get("upload_id"), source_file=md.get("source_file"),
                doc_type=md.get("doc_type"), author=md.get("author"), text=text))
        self._reported_hearings(hearings, documents)
        ordered = sorted(hearings.values(), key=lambda h: (h.hearing_date is None, h.hearing_date or ""))
        documents.sort(key=lambda d: (d.record_date is None, d.record_date or "", d.entry_id or ""))
        return Timeline(case_id=cid, number=card.case.number, short_name=card.case.short_name, hearings=ordered,
                        documents=documents, chat_memories=self.chat_store.memories(cid))

    def _next_date_of(self, entry_id: str | None) -> str | None:
        try:
            return get_entry(self.base.conn, int(str(entry_id))).next_date if entry_id else None
        except (ValueError, NotFound):
            return None

    def _reported_hearings(self, hearings: dict[str | None, TimelineHearing], records: list[TimelineRecord]) -> None:
        """Add the hearings only a chat reports: a day of a WhatsApp export that gives a next date later than
        itself, which no earlier record of the case gave, on a day (up to today) no hearing record holds — a junior
        writing from court "adjourned, ND 8/10". A message repeating the date already fixed reports no hearing."""
        today = clock.today().isoformat()
        given: list[tuple[str, str | None, TimelineRecord | None]] = []
        for day, h in hearings.items():
            for src in h.sources:
                given.append((day or "", self._next_date_of(src.entry_id), None))
        for chat in records:
            if chat.kind == "chat_day":
                given.append((chat.record_date or "", self._next_date_of(chat.entry_id), chat))
        seen: set[str] = set()
        for day, next_date, rec in sorted(given, key=lambda g: (g[0], g[2] is not None)):
            new = bool(next_date) and str(next_date) > day and next_date not in seen
            if next_date:
                seen.add(next_date)
            if rec is None or not new or not day or day > today or day in hearings:
                continue
            hearings[day] = TimelineHearing(hearing_date=day, sources=[TimelineSource(
                kind="chat_day", entry_id=rec.entry_id, upload_id=rec.upload_id, source_file=rec.source_file,
                doc_type=rec.doc_type, author=rec.author, text=rec.text)])

    def _source_text(self, document_id: str, header: str | None) -> str:
        doc = self._bank.get_document(document_id)
        if doc is None:
            return ""
        text = doc.content
        if header and text.startswith(header):
            text = text[len(header):]
        return text.strip()

    # -- today ----------------------------------------------------------------------------------------
    def today(self, date: str | None = None) -> TodayBoard:  # noqa: A002 - the CLI contract's name (--date)
        """Matters listed on the day (with the last note and what is pending, or what was recorded and the new
        next date once the day's hearing is in), then the next 21 days."""
        day = today_or(date)
        iso = day.isoformat()
        board = TodayBoard(date=iso)
        horizon = (day + timedelta(days=UPCOMING_DAYS)).isoformat()
        listed = self._listed_on(iso)
        for case in self.registry.list_cases():
            if case.id in listed:
                board.today.append(self._matter(case.id, day))
            elif case.next_date and case.status != "closed" and iso < case.next_date <= horizon:
                board.upcoming.append(self._matter(case.id, day, brief=True))
        board.today.sort(key=lambda m: (m.court_hall or "", m.number))
        board.upcoming.sort(key=lambda m: (m.next_date or "", m.number))
        return board

    def _listed_on(self, iso: str) -> set[str]:
        """Cases listed on a day: the open cases whose next date it is, every case with a hearing recorded on
        it, and every case whose next date pointed at it until that day's hearing (or a change made on or after
        it) moved it on. A next date moved away before the day (an advance adjournment) does not list it."""
        listed = {c.id for c in self.registry.list_cases() if c.next_date == iso and c.status != "closed"}
        listed |= cases_heard_on(self.base.conn, iso)
        for case_id, moved in self.registry.listings_on(iso):
            if case_id in listed or moved is None:
                continue
            if moved.source.startswith("entry:"):
                try:
                    heard = hearing_date_of(self.base.conn, int(moved.source.split(":", 1)[1]))
                except ValueError:  # not an entry's id: no hearing moved it
                    heard = None
                if heard and heard >= iso:
                    listed.add(case_id)
            elif moved.recorded_at[:10] >= iso:
                listed.add(case_id)
        return listed

    def _recorded(self, matter: TodayMatter, iso: str) -> None:
        """The day's own record of the hearing: the lawyer's note first, else the order sheet."""
        ids = day_record_ids(self.base.conn, matter.case_id, iso)
        if not ids:
            return
        entries = [get_entry(self.base.conn, i) for i in ids]
        first = entries[0]
        opening = " ".join(first.text.split())
        matter.recorded = opening[:OPENING_CHARS] + ("…" if len(opening) > OPENING_CHARS else "")
        matter.recorded_entry_id = first.id
        matter.recorded_by = source_words(first)
        moved = next((e for e in entries if e.next_date), None)
        if moved is not None:
            matter.new_next_date, matter.new_stage = moved.next_date, moved.stage
        elif matter.next_date and matter.next_date > iso:
            matter.new_next_date = matter.next_date

    def _matter(self, case_id: str, day: date, *, brief: bool = False) -> TodayMatter:
        card = require_case(self.registry, case_id)
        c = card.case
        matter = TodayMatter(case_id=c.id, number=c.number, short_name=c.short_name, title=c.title,
                             next_date=c.next_date, court_hall=c.court_hall or (card.judge.court_hall if card.judge else None),
                             court=c.court, judge=card.judge.name if card.judge else None, listed_for=c.stage)
        if brief:
            return matter
        facts = self._bank.list_facts(tags=[f"case:{c.id}"], tags_match="all_strict", order="occurred")
        # Only hearings: a deed's date or a chat's day is never "the last hearing".
        past = [f for f in facts if not is_stub(f) and not is_chat_memory(f) and f.type != "observation"
                and is_hearing_record(f) and fact_date(f) and fact_date(f) < day.isoformat()]
        if past:
            last = max(fact_date(f) for f in past)
            on_last = [f for f in past if fact_date(f) == last]
            # The lawyer's own note says more than the order sheet of the same day.
            on_last.sort(key=lambda f: f.metadata.get("doc_type") == "order_sheet")
            first = on_last[0]
            matter.last_hearing_date = last
            text = self._source_text(first.document_id, first.metadata.get("header")) if first.document_id else ""
            text = text or " ".join(f.text for f in on_last if f.metadata.get("entry_id") == first.metadata.get("entry_id"))
            matter.last_note = text.strip().splitlines()[0][:OPENING_CHARS] if text.strip() else None
            matter.last_note_source = first.metadata.get("source_file")
            pending = [f.text for f in on_last if not is_header_fact(f) and any(k in f.text.lower() for k in _PENDING)]
            # the sentence the last note opens with is shown already; it is not repeated as pending
            opening = matter.last_note or ""
            matter.pending = [t for t in dict.fromkeys(pending) if not opening.startswith(t.strip())][:5]
        reported = self._chat_report_after(c.id, matter.last_hearing_date or "", day.isoformat())
        if reported is not None:  # the last hearing is told only in a chat: that chat is the last note
            matter.last_hearing_date = reported.record_date
            lines = [ln for ln in reported.text.strip().splitlines() if ln.strip()]
            matter.last_note = lines[0][:OPENING_CHARS] if lines else None
            matter.last_note_source = reported.source_file
            matter.pending = []  # the pending work of the hearing before it is no longer the last
        matter.chat_memories = self.chat_store.memories(c.id)
        matter.pending += [m.text for m in matter.chat_memories if m.kind == "reminder"]
        self._recorded(matter, day.isoformat())
        return matter

    def _chat_report_after(self, case_id: str, since: str, before: str) -> Entry | None:
        """The newest chat day of the matter after its last hearing note (`since`) and before `before` that reports
        a hearing: a day an earlier record fixed for the matter, on which the chat puts it off to a later day ("Sir
        accused absent again … ND 11.3"). A junior's WhatsApp from court is often the only record of a hearing
        (agent/chat_reported.py reads it so for "what happened last time"); a chat that fixes no later day (a
        client asking when to come) reports none."""
        records = list_entries(self.base.conn, status="retained", case_id=case_id)
        fixed = {e.next_date for e in records if e.next_date and (e.hearing_date or e.record_date or "") < e.next_date}
        told = [e for e in records if e.kind == "chat_day" and e.record_date and since < e.record_date < before
                and e.record_date in fixed and (e.next_date or "") > e.record_date]
        return max(told, key=lambda e: (e.record_date or "", e.id), default=None)

    # -- chats and chat memories --------------------------------------------------------------------
    def chats(self) -> list[ChatSummary]:
        return self.chat_store.chats()

    def chat(self, chat_id: str) -> Chat:
        return self.chat_store.chat(chat_id)

    def set_chat_case(self, chat_id: str, case_id: str | None) -> Chat:
        """Keep a chat to one case (its id, number or name), or to none: the filter shown above the chat."""
        cid = require_case(self.registry, case_id).case.id if case_id else None
        self.chat_store.set_chat_case(chat_id, cid)
        return self.chat_store.chat(chat_id)

    def chat_memories(self, case_id: str | None = None) -> list[ChatMemory]:
        if case_id:
            case_id = require_case(self.registry, case_id).case.id
        return self.chat_store.memories(case_id)

    def forget_chat_memory(self, memory_id: str) -> ChatMemory:
        """Delete a chat memory: its row and its document in the memory bank."""
        memory = self.chat_store.memory(memory_id)
        self._bank.delete_document(memory.document_id)
        self.chat_store.delete_memory(memory_id)
        return memory


__all__ = ["AgentService", "RecallHit", "Timeline", "TimelineRecord", "TodayBoard", "TodayMatter"]
