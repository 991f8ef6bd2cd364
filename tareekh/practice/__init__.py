"""Practice: one lawyer's home (registry, uploads, memory bank, chats). The one façade of Tareekh.

The CLI and the GUI talk only to `Practice`. It is composed of one service per room, each an object with its
own state, built in `Practice.open` with what it needs passed to it (module `*_ops` of this package):

- `memory_service` (`MemoryService`): the memory bank and its consolidation, background and foreground;
- `agent_service` (`AgentService`): answers, recall, timeline, today, chats, and the memory layout;
- `events_service` (`EventService`): the events read out of filed records, kept in step with them;
- `ingest_service` (`IngestService`): uploads, entries, review, and the handoff to the memory and events;
- `shown_service`, `settings_service`, `backup_service`: words for the lawyer, settings, backups.

Every public method of `Practice` delegates to one of them (or, for the demo, to `demo.load_demo`).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal

from tareekh.agent.models import Answer, Chat, ChatMemory, ChatSummary
from tareekh.agent.store import ChatStore
from tareekh.events import EventBase
from tareekh.events.store import EventStore
from tareekh.ingest.pipeline import IngestReport
from tareekh.ingest.progress import Progress
from tareekh.ingest.review import Conflict, Entry, Upload
from tareekh.ingest.unsure import UnsureWord
from tareekh.memory import BankStats, RecalledFact, RetainItem, RetainResult
from tareekh.memory.consolidation import ConsolidationConfig, ConsolidationReport, ScopesReport
from tareekh.memory.contract import BankCapabilities, MemoryBank
from tareekh.memory.mental_models import MentalModel
from tareekh.memory.reflect import ReflectResult
from tareekh.memory.transfer import TransferReport
from tareekh.llm import LLM
from tareekh.practice import home as home_folder
from tareekh.practice import registry_ops
from tareekh.practice.agent_ops import AgentService, RecallHit, Timeline, TodayBoard
from tareekh.practice.backup_ops import (
    BackupReport, BackupService, RestoreReport, archive_for_age, archive_is_encrypted, restore_practice,
)
from tareekh.practice.demo import DemoReport, load_demo
from tareekh.practice.events_ops import EventService
from tareekh.practice.home import PracticeHome
from tareekh.practice.ingest_ops import IngestService
from tareekh.practice.languages_ops import OcrLanguages
from tareekh.practice.memory_ops import MemoryService
from tareekh.practice.settings_ops import LLMChanges, SettingsChanges, SettingsService
from tareekh.practice.shown_ops import NextDateStep, ShownService, source_words
from tareekh.registry import Case, Registry
from tareekh.registry.transfer import ImportReport
from tareekh.settings import Settings
from tareekh.vault import DEFAULT_COST, Vault

if TYPE_CHECKING:  # the doctor is imported when asked for: it looks at the whole installation
    from tareekh.practice.doctor import Report as DoctorReport


class Practice:
    """One lawyer's practice home. Open with `Practice.open(home)`; close with `close()`."""

    def __init__(self, base: PracticeHome) -> None:
        """The services of an opened home; `Practice.open` builds one and runs the rooms' start-up."""
        self.base = base
        self.registry = Registry(base.conn, base.settings.resolve)
        self.memory_service = MemoryService(base, self.registry)
        self.agent_service = AgentService(base, self.registry, self.memory_service)
        self.events_service = EventService(base, self.registry)
        self.ingest_service = IngestService(base, self.registry, self.events_service,
                                            retain_into_memory=self.agent_service.retain_into_memory,
                                            forget_in_memory=self.agent_service.forget_in_memory)
        self.shown_service = ShownService(base.conn, self.registry)
        self.settings_service = SettingsService(base, self.registry)
        self.backup_service = BackupService(base)

    # -- opening and closing ------------------------------------------------------------------------------

    @classmethod
    def open(cls, home: str | os.PathLike[str] | None = None, *, create: bool = True, passphrase: str | None = None,
             encrypt: bool = False, kdf_cost: int = DEFAULT_COST, **overrides: Any) -> Practice:
        """Open (and, unless create=False, create) the practice home; apply pending migrations; then start-up,
        room by room: events first (back-filled for records filed before), then ingest (finish interrupted
        uploads, hand pending entries to the memory).

        An encrypted home is unlocked with `passphrase`, else TAREEKH_PASSPHRASE, else the keychain; a wrong
        one raises WrongPassphrase before anything is written. `encrypt=True` creates a new home encrypted."""
        practice = cls(home_folder.open_home(home, create=create, passphrase=passphrase, encrypt=encrypt,
                                             kdf_cost=kdf_cost, **overrides))
        practice.events_service.open()
        practice.ingest_service.resume()
        return practice

    def close(self) -> None:
        """Stop background consolidation and close the bank it works on, then the home's connection."""
        self.memory_service.close()
        self.base.close()

    def __enter__(self) -> Practice:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    @staticmethod
    def needs_passphrase(home: str | os.PathLike[str] | None) -> bool:
        """Whether opening `home` needs a passphrase typed (encrypted, and none in the environment or keychain)."""
        return home_folder.needs_passphrase(home)

    @staticmethod
    def exists(home: str | os.PathLike[str] | None) -> bool:
        """Whether a practice has been created at `home` (its database is there)."""
        return home_folder.home_exists(home)

    @staticmethod
    def keep_passphrase(home: str | os.PathLike[str] | None, passphrase: str) -> bool:
        """Keep an encrypted home's passphrase in this computer's keychain, so it opens without asking; False
        when there is no keychain (the passphrase is then typed, or set in TAREEKH_PASSPHRASE)."""
        return home_folder.keep_passphrase(home, passphrase)

    @staticmethod
    def passphrase_opens(home: str | os.PathLike[str] | None, passphrase: str) -> bool:
        """Whether `passphrase` unlocks the encrypted `home` (nothing is opened or written)."""
        return home_folder.passphrase_opens(home, passphrase)

    @staticmethod
    def restore(archive: str | os.PathLike[str], home: str | os.PathLike[str] | None, *,
                passphrase: str | None = None) -> RestoreReport:
        """Put a backup archive back into the empty `home`; every file is checked before any is written, so a
        damaged archive or a wrong passphrase restores nothing (see `restore_practice`)."""
        return restore_practice(archive, home, passphrase=passphrase)

    @staticmethod
    def backup_locked(archive: str | os.PathLike[str]) -> Literal["passphrase", "key file"] | None:
        """What restoring `archive` needs besides itself: its passphrase, an age key file, or nothing."""
        if archive_for_age(archive):
            return "key file"
        return "passphrase" if archive_is_encrypted(archive) else None

    # -- the home -----------------------------------------------------------------------------------------

    @property
    def home(self) -> Path:
        return self.base.path

    @property
    def settings(self) -> Settings:
        return self.base.settings

    @property
    def conn(self) -> sqlite3.Connection:
        return self.base.conn

    @property
    def vault(self) -> Vault:
        return self.base.vault

    @property
    def encrypted(self) -> bool:
        return self.base.vault.encrypted

    @property
    def originals_dir(self) -> Path:
        return self.base.originals_dir

    @property
    def memory_path(self) -> Path:
        return self.base.memory_path

    def doctor(self) -> DoctorReport:
        """What this installation has and what each missing part costs, with this practice's languages and LLM."""
        from tareekh.practice.doctor import diagnose

        return diagnose(self.settings, home=str(self.home),
                        waiting_uploads=len(self.ingest_service.waiting_uploads()),
                        reading=self.ingest_service.ocr_languages())

    def ocr_languages(self) -> OcrLanguages:
        """The languages this practice's pages are read in, and why: the lawyer's setting, else its scripts."""
        return self.ingest_service.ocr_languages()

    # -- settings and backup ------------------------------------------------------------------------------

    def update_settings(self, changes: SettingsChanges, *, keep_api_key: bool = False) -> Settings:
        """Validate the changes, write settings.toml (the API key only when `keep_api_key`), and use the new
        settings from now on (the open registry resolves with the new thresholds). InputError names the key."""
        return self.settings_service.update_settings(changes, keep_api_key=keep_api_key)

    def test_connection(self, llm: LLMChanges | None = None) -> list[str]:
        """Ask an endpoint (the given one, else the settings') for its models: their names, or LLMError."""
        return self.settings_service.test_connection(llm)

    def backup(self, path: str | os.PathLike[str], *, passphrase: str | None = None,
               recipients: Sequence[str] = ()) -> BackupReport:
        """Write one zip archive of the whole practice to `path` (refuses to overwrite); see BackupService."""
        return self.backup_service.backup(path, passphrase=passphrase, recipients=recipients)

    # -- the registry -------------------------------------------------------------------------------------

    def import_registry_file(self, path: str | Path, *, replace: bool = False,
                             all_or_nothing: bool = False) -> ImportReport:
        """Import a registry file: JSON (own format or the world.json shape, all or nothing), or a case list
        (CSV or XLSX: the good rows, the bad ones reported; none with `all_or_nothing`). The memory then knows
        each case's names and numbers."""
        report: ImportReport = self.registry.import_file(path, replace=replace, all_or_nothing=all_or_nothing)
        if report.cases:
            self.agent_service.retain_registry_stubs()
        return report

    def edit_case(self, case_id: str, **fields: Any) -> Case:
        """Change fields of a case (given by id, number or name). Dates may be written as the lawyer writes
        them (01.12.2026) or ISO; a bad one is refused naming the field."""
        return registry_ops.edit_case(self.registry, case_id, **fields)

    def load_demo(self) -> DemoReport:
        """Build the demo practice from seed/, offline. Idempotent: a registry with cases is left alone."""
        return load_demo(self.home, self.registry, self.ingest_service, self.agent_service, self.memory_service)

    def case_label(self, case_id: str | None) -> str:
        """'O.S. 412/2023 — Seabreeze flat': a case as a lawyer reads it (the id itself when it is unknown)."""
        return registry_ops.case_label(self.registry, case_id)

    # -- ingest -------------------------------------------------------------------------------------------

    def ingest(self, paths: Iterable[str | Path], *, case_id: str | None = None, date: str | None = None,
               author: str | None = None, progress: Progress | None = None, cancel: threading.Event | None = None,
               vision_pages: int | None = None) -> IngestReport:
        """Keep, read, split, resolve and file each file; a bad file is reported and the batch goes on.
        `vision_pages` caps the pages the vision model reads in this batch (default: the settings')."""
        return self.ingest_service.ingest(paths, case_id=case_id, date=date, author=author, progress=progress,
                                          cancel=cancel, vision_pages=vision_pages)

    def ingest_text(self, text: str, *, name: str = "typed_note.txt", case_id: str | None = None,
                    date: str | None = None, author: str | None = None,
                    progress: Progress | None = None) -> IngestReport:
        """A note typed into the app: stored as a .txt original like any dropped file."""
        return self.ingest_service.ingest_text(text, name=name, case_id=case_id, date=date, author=author,
                                               progress=progress)

    def entries(self, status: str | None = None, case_id: str | None = None, upload_id: int | None = None,
                kind: str | None = None) -> list[Entry]:
        """Records by status, case (every case a record is filed under), upload and kind."""
        return self.ingest_service.entries(status=status, case_id=case_id, upload_id=upload_id, kind=kind)

    def entry(self, entry_id: int) -> Entry:
        return self.ingest_service.entry(entry_id)

    def review_queue(self) -> list[Entry]:
        return self.ingest_service.review_queue()

    def upload(self, upload_id: int) -> Upload:
        return self.ingest_service.upload(upload_id)

    def uploads(self) -> list[Upload]:
        return self.ingest_service.uploads()

    def waiting_uploads(self) -> list[Upload]:
        """Uploads kept unread until a program only it can be read with is installed."""
        return self.ingest_service.waiting_uploads()

    def conflicts(self, case_id: str | None = None) -> list[Conflict]:
        return self.ingest_service.conflicts(case_id)

    def unsure_words(self, entry_id: int) -> list[UnsureWord]:
        """The words of an entry the reader was unsure of, with their boxes on the page (for highlighting)."""
        return self.ingest_service.unsure_words(entry_id)

    def learned_words(self) -> list[str]:
        """The practice's own words learned from confirmed reviews, newest first."""
        return self.ingest_service.learned_words()

    def original_file(self, entry_or_upload: Entry | Upload) -> Path:
        """The stored original behind an entry or upload (a plaintext working copy in an encrypted home)."""
        return self.ingest_service.original_file(entry_or_upload)

    def stored_original(self, original_path: str) -> Path:
        """The original stored at `original_path` (relative to the home), as a readable file."""
        return self.ingest_service.stored_original(original_path)

    def confirm(self, entry_id: int, case_id: str | None = None, date: str | None = None,
                text: str | None = None) -> Entry:
        """File an entry (optionally correcting its case, date or text) and hand it to the memory."""
        return self.ingest_service.confirm(entry_id, case_id, date, text)

    def reject(self, entry_id: int) -> Entry:
        """Keep the entry, visible, but never retained (taken out of the memory if it was there)."""
        return self.ingest_service.reject(entry_id)

    def retain_entries(self, entry_ids: Sequence[int]) -> list[Entry]:
        """Hand filed entries to the memory bank, then read their events."""
        return self.ingest_service.retain_entries(entry_ids)

    def retain_pending(self) -> list[Entry]:
        """Retry every filed entry the memory bank does not have yet (pending or failed)."""
        return self.ingest_service.retain_pending()

    # -- words for the lawyer -----------------------------------------------------------------------------

    def source_words(self, entry: Entry) -> str:
        """What an entry is, as the lawyer would say it: "your note of 19 Nov 2026", "order sheet of …"."""
        return source_words(entry)

    def next_date_history(self, case_id: str) -> list[NextDateStep]:
        """The case's next-date changes, oldest first, each saying what made it."""
        return self.shown_service.next_date_history(case_id)

    def placement(self, entry: Entry) -> str:
        """Where an added note went, in words."""
        return self.shown_service.placement(entry)

    def why_waiting(self, entry: Entry) -> str:
        """Why an entry is in the review queue, in words (no ids, no scores)."""
        return self.shown_service.why_waiting(entry)

    # -- events -------------------------------------------------------------------------------------------

    @property
    def event_store(self) -> EventStore:
        return self.events_service.store

    def sync_events(self) -> dict[str, int]:
        """Read every filed record whose events are missing or stale; drop those of records no longer filed."""
        return self.events_service.sync()

    def extract_events(self, entry_ids: Sequence[int], *, use_llm: bool = False) -> int:
        """Read the events of these filed records now (with the model too when asked and configured)."""
        return self.events_service.extract(entry_ids, use_llm=use_llm)

    def events(self, case_id: str | None = None, kind: str | None = None, *, since: str | None = None,
               until: str | None = None) -> list[EventBase]:
        """Events of the practice (or one case), oldest record first; `kind` one of EVENT_KINDS."""
        return self.events_service.events(case_id, kind, since=since, until=until)

    # -- the agent ----------------------------------------------------------------------------------------

    @property
    def chat_store(self) -> ChatStore:
        return self.agent_service.chat_store

    def retain_registry_stubs(self) -> int:
        """Each case once as a `type:registry` stub (names and numbers only, never behaviour)."""
        return self.agent_service.retain_registry_stubs()

    def ask(self, question: str, *, case_id: str | None = None, deep: bool = False,
            today: date | str | None = None, chat_id: str | None = None) -> Answer:
        """Answer from the memory with [n] citations; the turn is kept in a chat (a new one unless chat_id)."""
        return self.agent_service.ask(question, case_id=case_id, deep=deep, today=today, chat_id=chat_id)

    def recall(self, query: str, case_id: str | None = None, judge_id: str | None = None,
               counsel_id: str | None = None, k: int = 10) -> list[RecallHit]:
        """Facts for a query, filtered by case/judge/counsel (tags), numbered like the agent's FactBook."""
        return self.agent_service.recall(query, case_id, judge_id, counsel_id, k)

    def timeline(self, case_id: str) -> Timeline:
        """The case's hearings, oldest first, each with its sources; then its documents and chat days."""
        return self.agent_service.timeline(case_id)

    def today(self, date: str | None = None) -> TodayBoard:  # noqa: A002 - the CLI contract's name (--date)
        """Matters listed on the day, then the next 21 days."""
        return self.agent_service.today(date)

    def chats(self) -> list[ChatSummary]:
        return self.agent_service.chats()

    def chat(self, chat_id: str) -> Chat:
        return self.agent_service.chat(chat_id)

    def set_chat_case(self, chat_id: str, case_id: str | None) -> Chat:
        """Keep a chat to one case (its id, number or name), or to none: the filter shown above the chat."""
        return self.agent_service.set_chat_case(chat_id, case_id)

    def chat_memories(self, case_id: str | None = None) -> list[ChatMemory]:
        return self.agent_service.chat_memories(case_id)

    def forget_chat_memory(self, memory_id: str) -> ChatMemory:
        """Delete a chat memory: its row and its document in the memory bank."""
        return self.agent_service.forget_chat_memory(memory_id)

    # -- the memory ---------------------------------------------------------------------------------------

    @property
    def bank(self) -> MemoryBank:
        """The memory bank, opened on first use (closed with the practice)."""
        return self.memory_service.bank

    @property
    def memory_on_server(self) -> bool:
        return self.memory_service.on_server

    def memory_capabilities(self) -> BankCapabilities:
        """What the memory can do in its present mode (shown in Settings and `tareekh memory stats`)."""
        return self.memory_service.capabilities()

    def memory_retain(self, items: Sequence[RetainItem | dict[str, Any]]) -> RetainResult:
        """Retain items (RetainItem or dicts with its fields) into the bank."""
        return self.memory_service.retain(items)

    def memory_recall(self, query: str, *, tags: Sequence[str] | None = None, tags_match: str = "any",
                      types: Sequence[str] | None = None, max_tokens: int = 4096, budget: str = "mid",
                      query_timestamp: datetime | None = None, trace: bool = False) -> list[RecalledFact]:
        """Recall facts from the bank (see `Bank.recall`); bad arguments raise InputError."""
        return self.memory_service.recall(query, tags=tags, tags_match=tags_match, types=types,
                                          max_tokens=max_tokens, budget=budget, query_timestamp=query_timestamp,
                                          trace=trace)

    def memory_stats(self) -> BankStats:
        return self.memory_service.stats()

    def memory_migrate(self, to: str, url: str | None = None, bank: str | None = None, *, sample: int = 50,
                       progress: Any = None) -> TransferReport:
        """Copy this practice's memory to a Hindsight server bank or back into the home, verify it, and only
        then switch the practice's settings to it (resumable)."""
        return self.memory_service.migrate(to, url, bank, sample=sample, progress=progress)

    def consolidation_model(self) -> LLM | None:
        """The LLM consolidation and reflect use, or None offline."""
        return self.memory_service.consolidation_model()

    def consolidation_config(self, strategies_file: str | Path | None = None, *, model: Any = "auto",
                             missions: bool | None = None) -> ConsolidationConfig:
        """The bank's consolidation settings: a strategies file if given (or saved in the home), else Tareekh's."""
        return self.memory_service.consolidation_config(strategies_file, model=model, missions=missions)

    def sync_mental_models(self) -> list[MentalModel]:
        """Make the bank's standing questions match the registry (one per judge and counsel, and commitments)."""
        return self.memory_service.sync_mental_models()

    def mental_models(self) -> list[MentalModel]:
        return self.memory_service.mental_models()

    def memory_consolidate(self, strategies_file: str | Path | None = None, *,
                           retry_failed: bool = False) -> ConsolidationReport:
        """Consolidate every pending fact now (mental models refreshed after); optionally retry failed facts."""
        return self.memory_service.consolidate(strategies_file, retry_failed=retry_failed)

    def memory_scopes(self, strategies_file: str | Path | None = None) -> ScopesReport:
        """Every observation scope with its counts and owner; with a file, a preview of those strategies."""
        return self.memory_service.scopes(strategies_file)

    def memory_reflect(self, query: str, *, tags: Sequence[str] | None = None, tags_match: str = "any",
                       budget: str = "mid") -> ReflectResult:
        """Answer from mental models, then observations, then facts (offline: extractive)."""
        return self.memory_service.reflect(query, tags=tags, tags_match=tags_match, budget=budget)

    def consolidate_soon(self) -> None:
        """Start consolidation on a background thread (its own bank connection); retain does not wait."""
        self.memory_service.consolidate_soon()

    def wait_for_consolidation(self, timeout: float | None = 60.0) -> bool:
        """Wait for a background run to finish (True when idle)."""
        return self.memory_service.wait_for_consolidation(timeout)


__all__ = ["Practice"]
