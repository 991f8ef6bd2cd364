"""The ingest room's service: uploads, entries, the review queue and the retain handoff."""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tareekh.errors import InputError, NotFound, TareekhError
from tareekh.ingest import review as entries_table
from tareekh.ingest.dates import parse_date
from tareekh.ingest.filing import Filer
from tareekh.ingest.learned import learned_words
from tareekh.ingest.models import RECORD_KINDS
from tareekh.ingest.pipeline import FileResult, IngestOptions, IngestReport, Pipeline
from tareekh.ingest.progress import Progress
from tareekh.ingest.review import (
    Conflict, Entry, Upload, get_entry, get_upload, list_conflicts, list_entries, upload_ids,
)
from tareekh.ingest.split import LLMSplitter, llm_splitter
from tareekh.ingest.unsure import UnsureWord, entry_unsure_words
from tareekh.llm import LLM, LLMError
from tareekh.practice import registry_ops
from tareekh.practice.events_ops import EventService
from tareekh.practice.home import PracticeHome
from tareekh.practice.languages_ops import OcrLanguages, lawyer_set, ocr_languages
from tareekh.registry import Registry

log = logging.getLogger("tareekh.ingest")


EntryHook = Callable[[Sequence[Entry]], None]


class DemoUploads(BaseModel):
    """What ingesting the demo's uploads did: each file's state counted, and the entries filed (or why none)."""

    uploads: dict[str, int] | str
    entries: int = 0


class IngestService:
    """The ingest room's service: uploads, entries, the review queue and the handoff to the memory.

    `retain_into_memory` and `forget_in_memory` are the memory's side of the handoff (the agent service's
    layout); None means there is no memory, and filed entries wait in practice.db as retain-pending. After
    filing, correcting or rejecting a record, `events` reads (or drops) its events."""

    def __init__(self, base: PracticeHome, registry: Registry, events: EventService, *,
                 retain_into_memory: EntryHook | None, forget_in_memory: EntryHook | None) -> None:
        self.base = base
        self.registry = registry
        self.events = events
        self.retain_into_memory = retain_into_memory
        self.forget_in_memory = forget_in_memory

    @property
    def conn(self) -> sqlite3.Connection:
        return self.base.conn

    # -- start-up

    def resume(self) -> None:
        """At open: finish uploads an earlier run left half-way (a crash, a closed window), then hand over
        entries still waiting for the memory bank."""
        try:  # skipped while another process is ingesting: its uploads and entries are its own to finish
            self.pipeline().resume(after=self._retain_left_pending)
        except Exception:  # noqa: BLE001 - opening the practice must not fail on an old upload
            log.exception("resuming interrupted uploads failed")

    def _retain_left_pending(self) -> None:
        """A crash between filing and the memory handoff leaves done uploads with retain-pending entries."""
        try:
            if entries_table.any_retain_pending(self.conn):
                self.retain_pending()
        except Exception:  # noqa: BLE001 - they stay pending and are retried at the next start
            log.exception("handing pending entries to the memory failed")
        forget = self.forget_in_memory  # None: no memory (a test's practice without a bank)
        try:  # a rejection whose removal from the memory failed (or was cut short) is finished here
            ids = entries_table.rejected_still_in_memory(self.conn)
            if ids and forget is not None:
                forget([self.entry(i) for i in ids])
                with self.conn:
                    entries_table.mark_retain(self.conn, ids, None)
        except Exception:  # noqa: BLE001 - retried at the next start
            log.exception("removing rejected entries from the memory failed")

    def pipeline(self, progress: Progress | None = None, cancel: threading.Event | None = None,
                 vision_pages: int | None = None) -> Pipeline:
        """The upload pipeline with this practice's settings, registry and memory handoff."""
        settings = self.base.settings
        return Pipeline(
            conn=self.conn,
            home=self.base.path,
            registry=self.registry,
            languages=self.ocr_languages().languages,
            choose_languages=self._batch_languages if not lawyer_set(settings) else None,
            retain=self._retain_ids,
            progress=progress,
            cancel=cancel,
            workers=settings.ocr_workers,
            llm_splitter=self._llm_splitter(),
            vision=self._vision_reader(),
            vision_pages=settings.llm.vision_pages if vision_pages is None else vision_pages,
            correct=self._take_clearer_reading,
            vault=self.base.vault,
        )

    def ocr_languages(self, more_texts: list[str] | None = None) -> OcrLanguages:
        """The languages this practice's pages are read in, and why (the lawyer's setting, else its scripts)."""
        return ocr_languages(self.conn, self.registry, self.base.settings, more_texts)

    def _batch_languages(self, texts: list[str]) -> list[str]:
        return self.ocr_languages(texts).languages

    def _vision_reader(self) -> LLM | None:
        """With a vision model configured, the LLM that reads photographed pages, within its per-page limit."""
        llm = self.base.settings.llm
        if not llm.configured or not llm.vision_model:
            return None
        try:
            return LLM(llm.model_copy(update={"timeout": llm.vision_timeout}))
        except LLMError:
            return None

    def _llm_splitter(self) -> LLMSplitter | None:
        """With an LLM endpoint configured, it proposes the split; the rules still validate it."""
        if not self.base.settings.llm.configured:
            return None
        return llm_splitter(LLM(self.base.settings.llm))

    def _options(self, case_id: str | None, date: str | None, author: str | None) -> IngestOptions:
        if case_id:
            case_id = self.registry.find_case(case_id).id  # an id, a number or a name; NotFound names it
        iso = parse_date(date).isoformat() if date else None
        author = " ".join(author.split()) if author and author.strip() else None
        return IngestOptions(case_id=case_id, date=iso, author=author)

    # -- ingest

    def ingest(
        self,
        paths: Iterable[str | Path],
        *,
        case_id: str | None = None,
        date: str | None = None,
        author: str | None = None,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
        vision_pages: int | None = None,
    ) -> IngestReport:
        """Keep, read, split, resolve and file each file; a bad file is reported and the batch goes on.
        `vision_pages` caps the pages the vision model reads in this batch (default: the settings')."""
        options = self._options(case_id, date, author)
        if vision_pages is not None and vision_pages < 0:
            raise InputError(f"--vision-pages must be 0 or more, not {vision_pages}")
        return self.pipeline(progress, cancel, vision_pages).ingest(list(paths), options)

    def ingest_text(
        self,
        text: str,
        *,
        name: str = "typed_note.txt",
        case_id: str | None = None,
        date: str | None = None,
        author: str | None = None,
        progress: Progress | None = None,
    ) -> IngestReport:
        """A note typed into the app: stored as a .txt original like any dropped file."""
        if not text or not text.strip():
            raise InputError("the note is empty")
        from tareekh.ingest.originals import sanitise_name

        name = sanitise_name(name)  # first: sanitising "x/.txt" leaves "txt", which must still become a note
        if not name.lower().endswith((".txt", ".md")):
            name = f"{name}.txt"
        options = self._options(case_id, date, author)
        return self.pipeline(progress).ingest_bytes(text.encode("utf-8"), name, options)

    # -- reading back

    def entries(self, status: str | None = None, case_id: str | None = None, upload_id: int | None = None,
                kind: str | None = None) -> list[Entry]:
        """Records by status, case (every case a record is filed under), upload and kind."""
        if status and status not in ("retained", "review", "rejected"):
            raise InputError(f"unknown status {status!r}: use retained, review or rejected")
        if kind and kind not in RECORD_KINDS:
            raise InputError(f"unknown kind {kind!r}: use {', '.join(RECORD_KINDS)}")
        return list_entries(self.conn, status=status, case_id=case_id, upload_id=upload_id, kind=kind)

    def entry(self, entry_id: int) -> Entry:
        return get_entry(self.conn, _entry_id(entry_id))

    def review_queue(self) -> list[Entry]:
        return list_entries(self.conn, status="review")

    def upload(self, upload_id: int) -> Upload:
        return get_upload(self.conn, upload_id)

    def uploads(self) -> list[Upload]:
        return [get_upload(self.conn, i) for i in upload_ids(self.conn)]

    def waiting_uploads(self) -> list[Upload]:
        """Uploads kept unread until a program only it can be read with is installed (tesseract, a language
        model); each is read at the next start or ingest once it is there."""
        return [get_upload(self.conn, i) for i in upload_ids(self.conn, waiting=True)]

    def conflicts(self, case_id: str | None = None) -> list[Conflict]:
        return list_conflicts(self.conn, case_id=case_id)

    def unsure_words(self, entry_id: int) -> list[UnsureWord]:
        """The words of an entry the reader was unsure of, with their boxes on the page (for highlighting)."""
        return entry_unsure_words(self.conn, _entry_id(entry_id))

    def learned_words(self) -> list[str]:
        """The practice's own words learned from confirmed reviews, newest first."""
        return learned_words(self.conn)

    def original_file(self, entry_or_upload: Entry | Upload) -> Path:
        """The stored original behind an entry or upload (for the note reader): in an encrypted home, a
        plaintext working copy outside the home, removed when the practice closes."""
        return self.stored_original(entry_or_upload.original_path)

    def stored_original(self, original_path: str) -> Path:
        """The original stored at `original_path` (relative to the home, as entries and uploads give it), as a
        file whose bytes are the original's (a working copy outside the home when the home is encrypted)."""
        path = (self.base.path / original_path).resolve()
        if self.base.originals_dir.resolve() not in path.parents:
            raise InputError(f"{original_path}: not an original of this practice")
        return self.base.vault.plain_path(path)

    # -- review

    def confirm(
        self, entry_id: int, case_id: str | None = None, date: str | None = None, text: str | None = None
    ) -> Entry:
        """File an entry (optionally correcting its case, date or text) and hand it to the memory.

        A hearing needs its case and hearing date; a document or a chat's day its case (a date given corrects
        its own date); a general note given a case is filed as the hearing it then is."""
        entry = self.entry(entry_id)
        if entry.status == "retained" and entry.kind == "general" and not case_id:
            return entry  # a general note is already kept, under no case
        case = case_id or entry.case_id or (entry.candidates[0].case_id if entry.candidates else None)
        if not case:
            raise InputError(f"entry {entry.id}: no case to file it under: choose its case (on the command line, --case)")
        case = self.registry.find_case(case).id  # an id, a number or a name
        kind = "hearing" if entry.kind == "general" else entry.kind
        hearing = record_date = None
        if kind == "hearing":
            hearing = parse_date(date).isoformat() if date else (entry.hearing_date or entry.record_date)
            if not hearing:
                raise InputError(
                    f"entry {entry.id}: no hearing date: give the date of the hearing (on the command line, --date)")
            record_date = hearing
        else:
            record_date = parse_date(date).isoformat() if date else entry.record_date
        # The cases it was filed under stay, with the chosen one first; a different case replaces them.
        cases = [case] + [c for c in entry.case_ids if c != case] if case in entry.case_ids else [case]
        new_text = text if text is not None and text.strip() else entry.text
        Filer(self.conn, self.registry).confirm(entry, cases, kind=kind, hearing=hearing, record_date=record_date,
                                                date_given=bool(date), text=new_text)
        self.retain_entries([entry.id])
        return self.entry(entry.id)

    def _take_clearer_reading(self, entry_id: int, text: str) -> None:
        """A clearer photo of an entry's page was added: its reading replaces the entry's text as a correction
        would (a filed entry is confirmed with the new text, so its next date, links, the memory and anything
        read from it follow), while the entry keeps how it was filed: the lawyer did not confirm it."""
        entry = self.entry(entry_id)
        if entry.status != "retained":
            with self.conn:  # not in the memory yet: the lawyer will see the clearer text in review
                entries_table.set_entry_text(self.conn, entry.id, text)
            return
        filed = entries_table.how_filed(self.conn, entry.id)
        self.confirm(entry.id, text=text)
        with self.conn:
            entries_table.restore_how_filed(self.conn, entry.id, filed)

    def reject(self, entry_id: int) -> Entry:
        """Keep the entry, visible, but never retained. If the memory bank already has it,
        `forget_in_memory(entries)` takes it out."""
        entry = self.entry(entry_id)
        with self.conn:
            entries_table.reject_entry(self.conn, entry.id)
        forget = self.forget_in_memory  # None: no memory (a test's practice without a bank)
        if forget is not None and entry.retain_state == "done":
            try:
                forget([self.entry(entry.id)])
            except Exception:  # noqa: BLE001 - the rejection stands; the memory is fixed on a retry
                log.exception("removing entry %s from the memory failed", entry.id)
            else:
                with self.conn:
                    entries_table.mark_retain(self.conn, [entry.id], None)
        rejected = self.entry(entry.id)
        self.events.drop_events_of(entry.id)
        return rejected

    # -- the memory handoff

    def _retain_ids(self, entry_ids: list[int]) -> None:
        """The pipeline's handoff: what it filed goes to the memory and the events (see `retain_entries`)."""
        self.retain_entries(entry_ids)

    def retain_entries(self, entry_ids: Sequence[int]) -> list[Entry]:
        """Hand filed entries to the memory bank (`retain_into_memory(entries)`, the agent service's memory
        layout; without one, a test's, they wait in practice.db as retain-pending), then read their events."""
        entries = self._hand_to_memory(entry_ids)
        self.events.read_events_of(entries)
        return entries

    def _hand_to_memory(self, entry_ids: Sequence[int]) -> list[Entry]:
        ids = [int(i) for i in entry_ids]
        entries = [e for e in list_entries(self.conn, ids=ids) if e.status == "retained"]
        if not entries:
            return []
        marks = [e.id for e in entries]
        with self.conn:
            entries_table.mark_retain(self.conn, marks, "pending", keep_done=True)
        retainer = self.retain_into_memory
        if retainer is None:
            return list_entries(self.conn, ids=marks)
        todo = [e for e in entries if e.retain_state != "done"]
        try:
            retainer(todo)
        except Exception as exc:  # noqa: BLE001 - a memory failure never loses the entry
            log.exception("retaining entries %s failed", [e.id for e in todo])
            message = str(exc) if isinstance(exc, TareekhError) else f"{type(exc).__name__}: {exc}"
            with self.conn:
                entries_table.mark_retain(self.conn, [e.id for e in todo], "failed", message)
        else:
            with self.conn:
                entries_table.mark_retain(self.conn, [e.id for e in todo], "done")
        return list_entries(self.conn, ids=marks)

    def retain_pending(self) -> list[Entry]:
        """Retry every filed entry the memory bank does not have yet (pending or failed)."""
        return self.retain_entries(entries_table.retain_todo(self.conn))

    # -- the demo

    def ingest_demo_uploads(self) -> DemoUploads:
        """Ingest the demo uploads in seed/uploads (idempotent: the same bytes are recognised)."""
        folder = registry_ops.seed_dir() / "uploads"
        if not folder.is_dir():
            return DemoUploads(uploads="none in seed/uploads")
        from tareekh.ingest.filetypes import SUPPORTED

        files = sorted(
            p for p in folder.rglob("*")
            if p.is_file() and not p.is_symlink() and p.suffix.lower() in SUPPORTED and not p.name.startswith(".")
        )
        report = self.ingest(files)
        counts: dict[str, int] = {}
        for f in report.files:
            counts[f.state] = counts.get(f.state, 0) + 1
        return DemoUploads(uploads=counts, entries=len(report.entries))


def _entry_id(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise NotFound(f"no entry {value!r}: entry ids are numbers") from None


__all__ = ["Conflict", "DemoUploads", "Entry", "FileResult", "IngestReport", "IngestService", "Upload"]
