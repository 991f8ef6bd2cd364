"""The upload pipeline: keep the original, read, split per hearing, resolve the case, file or queue.

Each upload moves `stored → read → split → resolved → done` (or `error`, with its message); each step
commits together with its state, so an interrupted upload is resumed where it stopped and no entry is
written twice. Reading may run in worker processes (OCR); only the thread that called the pipeline
writes practice.db.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from tareekh.errors import InputError, TareekhError
from tareekh.ingest import dates as D
from tareekh.ingest.home_lock import home_lock
from tareekh.ingest.dates import DayMonth
from tareekh.ingest.filenames import parse_file_name
from tareekh.ingest.filing import (
    Filing, about_no_case, choose_by_file_name, described_cases, identifiers, named_cases, year_from_listed_dates,
)
from tareekh.ingest.models import Document, DraftEntry
from tareekh.ingest.originals import IMAGE_EXTS, SUPPORTED, StoredOriginal, store_bytes, store_original
from tareekh.ingest.progress import Progress, ProgressEvent, is_cancelled, no_progress
from tareekh.ingest.retakes import PagePrint, find_first_photo, page_prints, pair_entries, reads_better
from tareekh.ingest.review import Entry, list_entries
from tareekh.ingest.split import split_with

log = logging.getLogger("tareekh.ingest")

OCR_EXTS = (*IMAGE_EXTS, ".pdf")
MAX_OCR_WORKERS = 2
RETAIN_CHUNK = 64
# A year of a busy diary in one file is ~1,500 hearings; a 2 MB file of repeated headers made 18,867 entries in
# two minutes (a 20 MB one would take twenty): past this, the file is refused and the lawyer splits it.
MAX_ENTRIES_PER_FILE = 5000
STAMP_TO_LISTED_DAYS = 3  # a photo of the day's page is taken or forwarded within a day or two
RESOLVE_CHARS = 90_000  # the resolver refuses whole books (100,000 characters); a document's case is on its first pages


class IngestOptions(BaseModel):
    """What the user said about a batch: these override what is read."""

    case_id: str | None = None
    date: str | None = None  # ISO
    author: str | None = None


class FileResult(BaseModel):
    file: str  # display name
    upload_id: int | None = None
    state: Literal["done", "duplicate", "error", "cancelled", "waiting"]  # waiting: for a program to read it
    message: str | None = None
    duplicate_of: int | None = None
    entry_ids: list[int] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    parent_upload_id: int | None = None  # the chat export a media file was sent in
    retake_of: int | None = None  # the upload this photo is another photo of (nothing of its own was filed)


class IngestReport(BaseModel):
    files: list[FileResult] = Field(default_factory=list)
    entries: list[Entry] = Field(default_factory=list)
    timings: dict[str, float] = Field(default_factory=dict)  # seconds per stage (read = waiting for it)

    @property
    def errors(self) -> list[FileResult]:
        return [f for f in self.files if f.state == "error"]


def supported_types() -> str:
    return ", ".join(e.lstrip(".") for e in SUPPORTED)


# ---------------------------------------------------------------- reading (may run in a worker process)


def read_document(path: str, display_name: str, languages: Sequence[str], vocabulary: Any) -> Document:
    """Read one stored original into a Document. Raises TareekhError with a clear message."""
    from tareekh.ingest.read import read_file

    return read_file(Path(path), display_name=display_name, languages=tuple(languages), vocabulary=vocabulary)


def _init_worker() -> None:
    """A reading worker process: one thread per OCR session, since the workers already use the cores."""
    try:
        from tareekh.ingest.ocr.choose import set_rapidocr_threads

        set_rapidocr_threads(1)
    except ImportError:
        pass


def _read_job(path: str, display_name: str, languages: Sequence[str],
              vocabulary: Any) -> tuple[str | None, str | None, str | None]:
    """Worker entry point: (document JSON, None, None), (None, error message, None), or (None, message, tool)
    when only a program that is not installed can read it. Never raises."""
    from tareekh.ingest.ocr.base import NeedsTool

    try:
        return read_document(path, display_name, languages, vocabulary).model_dump_json(), None, None
    except NeedsTool as exc:
        return None, f"{display_name}: {exc}", exc.tool
    except TareekhError as exc:
        return None, str(exc), None
    except MemoryError:
        return None, f"{display_name}: too large to read in memory", None
    except Exception as exc:  # noqa: BLE001 - one file's failure is reported, the batch goes on
        log.exception("reading %s failed", display_name)
        return None, f"{display_name}: could not be read ({type(exc).__name__}: {exc})", None


# ---------------------------------------------------------------- the pipeline


@dataclass
class _Job:
    file: str
    upload_id: int | None = None
    result: FileResult | None = None
    future: Future | None = None


class Pipeline:
    """Runs uploads through their states. Create one per batch, on the thread that owns practice.db."""

    def __init__(
        self,
        *,
        conn: sqlite3.Connection,
        home: Path,
        registry: Any,
        languages: Sequence[str] = ("eng",),
        retain: Callable[[list[int]], None] | None = None,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
        workers: int = 0,
        llm_splitter: Any = None,
        vision: Any = None,
        vision_pages: int = 0,
        correct: Callable[[int, str], None] | None = None,
    ) -> None:
        self.conn = conn
        self.home = home
        self.registry = registry
        self.languages = tuple(languages)
        self.retain = retain
        self.progress = progress or no_progress
        self.cancel = cancel
        self.workers = workers
        self.llm_splitter = llm_splitter
        self.today = date.today()  # the day notes are added: the year of a "1/12" written in one
        # The vision model reads photographed pages after the offline reading, on this thread (never in an
        # OCR worker), at most `vision_pages` pages per batch, each within the LLM's time limit.
        self.vision = vision if vision_pages > 0 else None  # 0 pages: the user switched it off for this batch
        self._vision_left = vision_pages
        # How a clearer retake's text replaces an entry's text: the practice's correction path (memory, events)
        self.correct = correct
        self._vocab: list[str] | None = None
        self._vocab_raw: Any = None
        self._aliases: list[str] | None = None
        self._identifiers: dict[str, set[str]] | None = None
        self._total = 0
        self._done = 0
        self._to_retain: list[int] = []
        self.timings: dict[str, float] = {}

    # -- helpers

    @contextmanager
    def _timed(self, stage: str):
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.timings[stage] = self.timings.get(stage, 0.0) + time.perf_counter() - t0

    def _emit(self, stage: str, file: str, message: str | None = None) -> None:
        try:
            self.progress(ProgressEvent(self._total, self._done, stage, file, message))  # type: ignore[arg-type]
        except Exception:  # noqa: BLE001 - a broken progress display never stops ingest
            log.exception("progress callback failed")

    def vocabulary(self) -> list[str]:
        """Case names, numbers and aliases from the registry, as plain strings (for splitting)."""
        if self._vocab is None:
            raw: Any = []
            if hasattr(self.registry, "vocabulary"):
                try:
                    raw = self.registry.vocabulary()
                except Exception:  # noqa: BLE001
                    log.exception("registry vocabulary failed")
            self._vocab_raw = raw
            # Matters start with a case's short name or number; party, judge and counsel names also
            # appear mid-note, so they do not start a matter.
            heads = {k: v for k, v in raw.items() if k in ("short_names", "numbers")} if isinstance(raw, dict) else raw
            self._vocab = sorted(set(_strings(heads)))
        return self._vocab

    def aliases(self) -> list[str]:
        """Every alias of every case (a paragraph opening with one starts a matter of its own)."""
        if self._aliases is None:
            self._aliases = []
            if hasattr(self.registry, "list_cases") and hasattr(self.registry, "aliases"):
                try:
                    self._aliases = sorted({a for c in self.registry.list_cases() for a in self.registry.aliases(c.id)})
                except Exception:  # noqa: BLE001 - without aliases paragraphs split as before
                    log.exception("registry aliases failed")
        return self._aliases

    def _error(self, upload_id: int | None, file: str, stage: str, message: str) -> None:
        with self.conn:
            if upload_id is not None:
                self.conn.execute(
                    "UPDATE uploads SET state = 'error', error = ?, updated_at = datetime('now') WHERE id = ?",
                    (message, upload_id),
                )
            self.conn.execute(
                "INSERT INTO ingest_errors (upload_id, file, stage, message) VALUES (?, ?, ?, ?)",
                (upload_id, file, stage, message),
            )

    # -- step 1: store

    def _register(self, stored: StoredOriginal, options: IngestOptions) -> tuple[int, int | None]:
        """(upload id, id of the earlier upload when these bytes were seen before)."""
        row = self.conn.execute("SELECT id, state FROM uploads WHERE sha256 = ?", (stored.sha256,)).fetchone()
        if row is not None:
            upload_id, state = row
            if state != "error":
                return upload_id, upload_id
            # The same bytes failed before: try again from the start (a reader may now exist).
            with self.conn:
                self.conn.execute(
                    "UPDATE uploads SET state = 'stored', error = NULL, document = NULL, options = ?,"
                    " display_name = ?, updated_at = datetime('now') WHERE id = ?",
                    (options.model_dump_json(), stored.display_name, upload_id),
                )
            return upload_id, None
        with self.conn:
            cur = self.conn.execute(
                "INSERT INTO uploads (sha256, display_name, original_path, ext, size, options)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (stored.sha256, stored.display_name, stored.relpath, stored.ext, stored.size,
                 options.model_dump_json()),
            )
        return int(cur.lastrowid), None

    def _precheck(self, upload_id: int, stored: StoredOriginal) -> str | None:
        if stored.ext not in SUPPORTED:
            shown = stored.ext or "no extension"
            return f"{stored.display_name}: unsupported file type ({shown}); supported: {supported_types()}"
        if stored.size == 0:
            return f"{stored.display_name}: empty file (0 bytes)"
        return None

    # -- the batch

    def _exclusive(self):
        return home_lock(self.home, on_wait=lambda: self._emit(
            "store", "", "waiting for another ingest of this practice to finish"))

    def ingest(self, paths: Iterable[str | os.PathLike], options: IngestOptions | None = None) -> IngestReport:
        with self._exclusive():
            return self._ingest(paths, options)

    def _ingest(self, paths: Iterable[str | os.PathLike], options: IngestOptions | None = None) -> IngestReport:
        options = options or IngestOptions()
        paths = [Path(p) for p in paths]
        self._total, self._done = len(paths), 0
        jobs: list[_Job] = []
        for path, dropped in zip(paths, self._journal(paths, options)):
            job = _Job(file=path.name)
            jobs.append(job)
            if is_cancelled(self.cancel):
                job.result = FileResult(file=job.file, state="cancelled", message="cancelled before it was stored")
                self._unjournal(dropped)
                continue
            self._emit("store", path.name)
            try:
                stored = store_original(path, self.home / "originals")
            except TareekhError as exc:
                self._error(None, path.name, "store", str(exc))
                self._unjournal(dropped)
                job.result = FileResult(file=path.name, state="error", message=str(exc))
                self._done += 1
                self._emit("error", path.name, str(exc))
                continue
            job.file = stored.display_name
            self._start(job, stored, options)
            self._unjournal(dropped)
        return self._finish(jobs)

    def _journal(self, paths: list[Path], options: IngestOptions) -> list[int]:
        """Write every dropped path down before the first is copied (see `_store_dropped`)."""
        with self.conn:
            return [int(self.conn.execute("INSERT INTO dropped (path, options) VALUES (?, ?)",
                                          (str(p.absolute()), options.model_dump_json())).lastrowid) for p in paths]

    def _unjournal(self, dropped: int) -> None:
        with self.conn:
            self.conn.execute("DELETE FROM dropped WHERE id = ?", (dropped,))

    def _store_dropped(self) -> None:
        """Files of a batch that a crash kept from being copied into the home: stored now, if still there
        (a second copy of one that was stored is recognised by its bytes)."""
        for part in (self.home / "originals").glob(".incoming-*.part"):  # copies a crash cut short
            part.unlink(missing_ok=True)  # safe: no other ingest holds the home while this runs
        for dropped, path, raw in self.conn.execute("SELECT id, path, options FROM dropped ORDER BY id").fetchall():
            path = Path(path)
            job = _Job(file=path.name)
            try:
                stored = store_original(path, self.home / "originals")
            except TareekhError as exc:
                self._error(None, path.name, "store", f"{exc} (dropped before the app stopped)")
            else:
                job.file = stored.display_name
                self._start(job, stored, IngestOptions.model_validate_json(raw or "{}"))
            self._unjournal(dropped)

    def ingest_bytes(self, data: bytes, name: str, options: IngestOptions | None = None) -> IngestReport:
        with self._exclusive():
            return self._ingest_bytes(data, name, options)

    def _ingest_bytes(self, data: bytes, name: str, options: IngestOptions | None = None) -> IngestReport:
        options = options or IngestOptions()
        self._total, self._done = 1, 0
        stored = store_bytes(data, self.home / "originals", display_name=name)
        job = _Job(file=stored.display_name)
        self._start(job, stored, options)
        return self._finish([job])

    def _start(self, job: _Job, stored: StoredOriginal, options: IngestOptions) -> None:
        upload_id, duplicate_of = self._register(stored, options)
        job.upload_id = upload_id
        if duplicate_of is not None:
            job.result = FileResult(
                file=job.file, upload_id=upload_id, state="duplicate", duplicate_of=duplicate_of,
                message=f"duplicate of upload {duplicate_of}",
                entry_ids=[r[0] for r in self.conn.execute(
                    "SELECT id FROM entries WHERE upload_id = ? ORDER BY seq", (upload_id,))],
            )
            self._done += 1
            self._emit("done", job.file, job.result.message)
            return
        problem = self._precheck(upload_id, stored)
        if problem:
            self._error(upload_id, job.file, "store", problem)
            job.result = FileResult(file=job.file, upload_id=upload_id, state="error", message=problem)
            self._done += 1
            self._emit("error", job.file, problem)

    def _finish(self, jobs: list[_Job]) -> IngestReport:
        pending = [j for j in jobs if j.result is None and j.upload_id is not None]
        mine = {j.upload_id for j in jobs}
        ready = [_Job(file=name, upload_id=uid) for uid, name in self._waiting(ready=True) if uid not in mine]
        jobs, pending = jobs + ready, pending + ready  # earlier uploads whose reader has been installed since
        self._total += len(ready)
        self._run(pending)
        jobs = jobs + self._run_media([j.upload_id for j in pending if j.upload_id is not None])
        report = IngestReport(files=[j.result for j in jobs if j.result is not None],
                              timings={k: round(v, 2) for k, v in self.timings.items()})
        ids = [i for f in report.files if f.state == "done" for i in f.entry_ids]
        report.entries = list_entries(self.conn, ids=ids)
        return report

    def resume(self, after: Callable[[], Any] | None = None) -> list[FileResult] | None:
        """Carry every upload not in a final state on to `done` (or `error`), then call `after`. Returns None,
        doing nothing, while another ingest holds this home: it is still working on its own uploads, and
        taking them over would split and retain them twice."""
        with home_lock(self.home, wait=False) as free:
            if not free:
                log.info("another ingest is running on this practice; resuming is left to a later start")
                return None
            results = self._resume()
            if after is not None:
                after()
            return results

    def _resume(self) -> list[FileResult]:
        self._store_dropped()
        rows = self.conn.execute(
            "SELECT id, display_name FROM uploads WHERE state NOT IN ('done', 'error') ORDER BY id"
        ).fetchall()
        still = {uid for uid, _ in self._waiting(ready=False)}
        jobs = [_Job(file=name, upload_id=uid) for uid, name in rows if uid not in still]
        self._total, self._done = len(jobs), 0
        self._run(jobs)
        jobs += self._run_media([j.upload_id for j in jobs if j.upload_id is not None])
        return [j.result for j in jobs if j.result is not None]

    def _waiting(self, *, ready: bool) -> list[tuple[int, str]]:
        """(id, name) of the uploads waiting for a program to read them: those whose program is now installed
        (`ready`), or those still waiting."""
        from tareekh.ingest.ocr.tesseract import tool_ready

        rows = self.conn.execute("SELECT id, display_name, waiting_for FROM uploads WHERE state = 'stored'"
                                 " AND waiting_for IS NOT NULL ORDER BY id").fetchall()
        checked: dict[str, bool] = {}
        return [(uid, name) for uid, name, tool in rows
                if checked.setdefault(tool, tool_ready(tool)) == ready]

    def _run_media(self, parents: list[int]) -> list[_Job]:
        """Read and file the media that the chat exports among `parents` brought, once the exports are done."""
        if not parents:
            return []
        marks = ",".join("?" * len(parents))
        rows = self.conn.execute(
            f"SELECT id, display_name FROM uploads WHERE parent_upload_id IN ({marks}) AND state NOT IN ('done', 'error')"
            " AND waiting_for IS NULL ORDER BY id", parents).fetchall()
        jobs = [_Job(file=name, upload_id=uid) for uid, name in rows]
        self._total += len(jobs)
        self._run(jobs)
        return jobs

    def _run(self, jobs: list[_Job]) -> None:
        """Read what needs reading (OCR in up to two worker processes), then file each upload in order."""
        to_read: list[_Job] = []
        for job in jobs:
            state, relpath = self.conn.execute(
                "SELECT state, original_path FROM uploads WHERE id = ?", (job.upload_id,)
            ).fetchone()
            if state == "stored":
                to_read.append(job)
        ocr = [j for j in to_read if self._is_ocr(j)]
        pool = None
        workers = min(MAX_OCR_WORKERS, self.workers or os.cpu_count() or 1)
        try:
            # OCR always runs in worker processes, even for one photo: the native OCR libraries then never
            # run inside the app's (or a CLI's) own process, so a crash on a hostile or broken image costs
            # that file an error message instead of taking the app down with it.
            if ocr:
                import multiprocessing

                pool = ProcessPoolExecutor(
                    max_workers=min(workers, len(ocr)), mp_context=multiprocessing.get_context("spawn"),
                    initializer=_init_worker,
                )
                vocabulary = self._raw_vocab()
                for job in ocr:
                    path, name = self._original(job.upload_id)
                    job.future = pool.submit(_read_job, str(path), name, self.languages, vocabulary)
            for job in jobs:
                if is_cancelled(self.cancel):
                    job.result = FileResult(
                        file=job.file, upload_id=job.upload_id, state="cancelled",
                        message="cancelled; it will be finished the next time the practice opens",
                    )
                    if job.future is not None:
                        job.future.cancel()
                    self._done += 1
                    self._emit("cancelled", job.file)
                    continue
                self._advance(job)
                if len(self._to_retain) >= RETAIN_CHUNK:
                    self._retain_batch()  # while the OCR workers read ahead
                self._done += 1
                self._emit("done" if job.result and job.result.state in ("done", "waiting") else "error", job.file,
                           job.result.message if job.result else None)
        finally:
            if pool is not None:
                pool.shutdown(wait=True, cancel_futures=True)
        self._retain_batch()

    def _is_ocr(self, job: _Job) -> bool:
        path, _ = self._original(job.upload_id)
        return path.suffix.lower() in OCR_EXTS

    def _original(self, upload_id: int) -> tuple[Path, str]:
        relpath, name = self.conn.execute(
            "SELECT original_path, display_name FROM uploads WHERE id = ?", (upload_id,)
        ).fetchone()
        return self.home / relpath, name

    # -- one upload, step by step

    def _state(self, upload_id: int) -> str:
        return self.conn.execute("SELECT state FROM uploads WHERE id = ?", (upload_id,)).fetchone()[0]

    def _advance(self, job: _Job) -> None:
        uid = job.upload_id
        assert uid is not None
        try:
            if self._state(uid) == "stored":
                self._emit("read", job.file)
                with self._timed("read"):
                    self._read(job)
            if self._state(uid) == "read":
                self._emit("split", job.file)
                with self._timed("split"):
                    self._split(uid)
            if self._state(uid) == "split":
                self._emit("resolve", job.file)
                with self._timed("resolve"):
                    self._resolve(uid)
            if self._state(uid) == "resolved":
                self._emit("retain", job.file)
                self._handoff(uid)
        except TareekhError as exc:
            self._error(uid, job.file, self._state(uid), str(exc))
        except Exception as exc:  # noqa: BLE001 - one bad file never stops the batch
            log.exception("ingest of %s failed", job.file)
            self._error(uid, job.file, self._state(uid), f"{job.file}: internal error ({type(exc).__name__}: {exc})")
        state, error, warnings, parent, retake_of, retake_note, waiting = self.conn.execute(
            "SELECT state, error, warnings, parent_upload_id, retake_of, retake_note, waiting_reason FROM uploads"
            " WHERE id = ?", (uid,)
        ).fetchone()
        ids = [r[0] for r in self.conn.execute("SELECT id FROM entries WHERE upload_id = ? ORDER BY seq", (uid,))]
        waits = state == "stored" and waiting is not None
        job.result = FileResult(
            file=job.file, upload_id=uid, state="done" if state == "done" else "waiting" if waits else "error",
            message=waiting if waits else (error or retake_note), entry_ids=ids if state == "done" else [],
            warnings=json.loads(warnings or "[]"), parent_upload_id=parent, retake_of=retake_of,
        )

    def _read(self, job: _Job) -> None:
        uid = job.upload_id
        if job.future is not None:
            try:
                doc_json, error, tool = job.future.result()
            except Exception as exc:  # noqa: BLE001 - a crashed worker is that file's error
                doc_json, error, tool = None, f"{job.file}: the reader crashed ({type(exc).__name__})", None
        else:
            path, name = self._original(uid)
            doc_json, error, tool = _read_job(str(path), name, self.languages, self._raw_vocab())
        if tool is not None:  # kept, unread, until the program is installed (see `_waiting`)
            with self.conn:
                self.conn.execute("UPDATE uploads SET waiting_for = ?, waiting_reason = ?, updated_at = datetime('now')"
                                  " WHERE id = ?", (tool, error, uid))
            return
        if error is not None:
            self._error(uid, job.file, "read", error)
            return
        doc = Document.model_validate_json(doc_json)
        if self.vision is not None and doc.media in ("image", "pdf"):
            from tareekh.ingest.read import improve_with_vision

            if self._vision_left > 0:
                self._emit("read", job.file, "reading with the vision model")
            path, _ = self._original(uid)
            self._vision_left -= improve_with_vision(doc, path, self.vision, max_pages=self._vision_left,
                                                     vocabulary=self._raw_vocab())
            doc_json = doc.model_dump_json()
        with self.conn:
            self.conn.execute(
                "UPDATE uploads SET state = 'read', document = ?, doc_type = ?, warnings = ?, waiting_for = NULL,"
                " waiting_reason = NULL, updated_at = datetime('now') WHERE id = ?",
                (doc_json, doc.doc_type, json.dumps(doc.warnings, ensure_ascii=False), uid),
            )
            self.conn.executemany(
                "INSERT OR REPLACE INTO page_prints (upload_id, page, numbers, text, confidence, engine, image_hash)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)", page_prints(uid, doc_json))

    def _raw_vocab(self) -> Any:
        """The registry's vocabulary for reading, with the words the lawyer confirmed (`learned`)."""
        self.vocabulary()
        raw = self._vocab_raw
        from tareekh.ingest.learned import learned_words

        learned = learned_words(self.conn)
        if learned:
            raw = dict(raw) if isinstance(raw, dict) else {"parties": list(_strings(raw))}
            raw["learned"] = learned
        return raw

    def _options(self, uid: int) -> IngestOptions:
        raw = self.conn.execute("SELECT options FROM uploads WHERE id = ?", (uid,)).fetchone()[0]
        return IngestOptions.model_validate_json(raw or "{}")

    def _split(self, uid: int) -> None:
        doc_json, name = self.conn.execute("SELECT document, display_name FROM uploads WHERE id = ?", (uid,)).fetchone()
        doc = Document.model_validate_json(doc_json)
        if not doc.text.strip():
            raise InputError(f"{name}: no text could be read from it")
        retake = find_first_photo(self.conn, uid)
        if retake is not None:
            self._keep_retake(uid, name, doc, *retake)
            return
        drafts = split_with(doc, file_name=name, vocabulary=self.vocabulary(), llm=self.llm_splitter,
                            paragraph_heads=self.aliases())
        if not drafts:
            raise InputError(f"{name}: no text could be read from it")
        if len(drafts) > MAX_ENTRIES_PER_FILE:
            raise InputError(f"{name}: {len(drafts)} hearings found in one file; the limit is "
                             f"{MAX_ENTRIES_PER_FILE}: split it into smaller files (a month or a year each)")
        opts = self._options(uid)
        media = self._store_media(uid, doc) if doc.media == "zip" else []
        with self.conn:
            self.conn.execute("DELETE FROM entries WHERE upload_id = ?", (uid,))  # a half-split never survives
            for seq, draft in enumerate(drafts):
                self._insert_draft(uid, seq, draft, opts)
            for stored, seq, message in media:
                self._register_media(uid, stored, seq, message, opts)
            self.conn.execute(  # warnings: the read's, and the split's own (an LLM split that was not used)
                "UPDATE uploads SET state = 'split', warnings = ?, updated_at = datetime('now') WHERE id = ?",
                (json.dumps(doc.warnings, ensure_ascii=False), uid),
            )

    def _keep_retake(self, uid: int, name: str, doc: Document, new: PagePrint, first: PagePrint) -> None:
        """Keep a photo of a page already filed as another photo of it: no entries of its own, nothing retained
        twice. When it reads clearly better, its text replaces the first reading of each entry of that page
        (through the practice's correction path), except where the lawyer corrected or confirmed the entry."""
        first_name, first_at = self.conn.execute(
            "SELECT display_name, created_at FROM uploads WHERE id = ?", (first.upload_id,)).fetchone()
        replace: list[tuple[int, str]] = []
        if self.correct is not None and reads_better(new, first):
            entries = self.conn.execute(
                "SELECT id, text, confirmed_at FROM entries WHERE upload_id = ? AND page = ? AND status != 'rejected'"
                " ORDER BY seq", (first.upload_id, first.page)).fetchall()
            drafts = split_with(doc, file_name=name, vocabulary=self.vocabulary(), llm=self.llm_splitter)
            pairs = pair_entries([(e, t) for e, t, _ in entries], [d.text for d in drafts]) or []
            kept_by_lawyer = {e for e, _, confirmed in entries if confirmed}
            old = {e: t for e, t, _ in entries}
            replace = [(e, t) for e, t in pairs if e not in kept_by_lawyer and t.strip() != old[e].strip()]
        for entry_id, text in replace:  # before the upload is done: a crash here redoes them, to the same text
            self.correct(entry_id, text)
        when = date.fromisoformat(first_at[:10]).strftime("%d.%m.%Y") if first_at else "an earlier day"
        note = f"another photo of a page filed on {when} ({first_name})"
        if replace:
            n = len(replace)
            note += (f": it reads more clearly, so its text replaced the first reading of {n} "
                     f"entr{'y' if n == 1 else 'ies'}; nothing filed twice")
        else:
            note += "; kept with it, nothing filed twice"
        with self.conn:
            self.conn.execute(
                "UPDATE uploads SET state = 'done', retake_of = ?, retake_note = ?, warnings = ?,"
                " updated_at = datetime('now') WHERE id = ?",
                (first.upload_id, note, json.dumps(doc.warnings, ensure_ascii=False), uid))

    def _store_media(self, uid: int, doc: Document) -> list[tuple[StoredOriginal, int | None, str | None]]:
        """Copy each readable attachment of a chat export's zip into the originals: (stored, day seq, message).
        A member that cannot be read safely is a warning on the export; the others still go in."""
        from tareekh.ingest.archive import open_chat_zip, read_member
        from tareekh.ingest.chat import attachments
        from tareekh.ingest.read import MEDIA_TYPES

        path, name = self._original(uid)
        archive = open_chat_zip(path, name, readable=MEDIA_TYPES)
        sent: dict[str, tuple[str, int]] = {}
        for message, day in attachments(doc):
            sent.setdefault(message.attachment or "", (message.line, day))
        out = []
        for member in archive.media:
            try:
                data = read_member(path, name, member)
            except InputError as exc:
                doc.warnings.append(str(exc))
                continue
            stored = store_bytes(data, self.home / "originals", display_name=member.base)
            line, day = sent.get(member.base, (None, None))
            out.append((stored, day, line))
        return out

    def _register_media(self, uid: int, stored: StoredOriginal, seq: int | None, message: str | None,
                        opts: IngestOptions) -> None:
        """An attachment becomes an upload of its own (state 'stored'), linked to the export and its message.
        The same bytes uploaded before keep their upload; it is linked to the chat if it had no parent."""
        row = self.conn.execute("SELECT id FROM uploads WHERE sha256 = ?", (stored.sha256,)).fetchone()
        if row is not None:
            self.conn.execute(
                "UPDATE uploads SET parent_upload_id = ?, parent_seq = ?, parent_message = ? WHERE id = ?"
                " AND parent_upload_id IS NULL AND id != ?", (uid, seq, message, row[0], uid))
            return
        self.conn.execute(
            "INSERT INTO uploads (sha256, display_name, original_path, ext, size, options, parent_upload_id,"
            " parent_seq, parent_message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (stored.sha256, stored.display_name, stored.relpath, stored.ext, stored.size,
             IngestOptions(case_id=opts.case_id, author=opts.author).model_dump_json(), uid, seq, message))

    def _insert_draft(self, uid: int, seq: int, d: DraftEntry, opts: IngestOptions) -> None:
        hearing, source = d.hearing_date, d.date_source
        record_date = d.record_date
        if d.kind == "hearing":
            if opts.date and source not in ("docket", "chat"):
                hearing, source = opts.date, "user"
            elif source in (None, "file_name") and d.doc_type != "order_sheet" and not d.date_hint:
                # The date the note itself gives its hearing beats a camera's or a file name's date; a day and
                # month alone can be no later than the file's own date (or than today).
                added = date.fromisoformat(hearing) if source == "file_name" and hearing else self.today
                written = D.written_hearing_date(d.text, added=added)
                if written is not None:
                    hearing, source = written.iso, "note_text"
            record_date = hearing
        elif opts.date and not record_date:
            record_date, source = opts.date, "user"  # a document's written date wins over the batch's date
        author = d.author
        if d.doc_type != "order_sheet":
            author = opts.author or author or ("lawyer" if d.kind in ("hearing", "general") else None)
        next_date, stage = d.next_date, None
        if hearing:
            found = D.find_next_date(d.text, hearing=date.fromisoformat(hearing))
            next_date = found.iso if found else None
            stage = found.stage if found else None
        self.conn.execute(
            "INSERT INTO entries (upload_id, seq, hearing_date, date_source, next_date, stage, doc_type, author,"
            " text, page, region, reason, status, case_hint, kind, record_date, doc_kind, date_hint)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?, 'review', ?,?,?,?,?)",
            (uid, seq, hearing, source, next_date, stage, d.doc_type, author, d.text, d.page,
             d.region.model_dump_json() if d.region else None, "not yet resolved", d.case_hint,
             d.kind, record_date, d.doc_kind, None if hearing else d.date_hint),
        )

    def _resolve(self, uid: int) -> None:
        opts = self._options(uid)
        name = self.conn.execute("SELECT display_name FROM uploads WHERE id = ?", (uid,)).fetchone()[0]
        rows = self.conn.execute(
            "SELECT id, text, case_hint, hearing_date, kind, doc_kind, date_hint FROM entries WHERE upload_id = ?"
            " ORDER BY seq", (uid,)
        ).fetchall()
        # The file name speaks for the whole upload, so it is a cue only when the upload is one record.
        cues = parse_file_name(name)
        name_hint = cues.case_hint if len(rows) == 1 else None
        moves: list[tuple] = []
        with self.conn:
            for entry_id, text, hint, hearing, kind, doc_kind, date_hint in rows:
                if kind == "chat_day":
                    text = hint or ""  # a chat day is resolved on its messages, never on who sent them
                if opts.case_id:
                    chosen = self.chosen_case(opts.case_id, hint, text)
                    filing = Filing([chosen[0]] if chosen[0] else [], chosen[1], chosen[2], chosen[3])
                else:
                    filing = self.choose_cases(kind, hint, text, name_hint, doc_kind)
                if filing.general:
                    kind = "general"
                date_source = None
                if kind == "hearing" and not hearing and filing.case_ids:
                    when = self._listed_on(filing.case_ids[0], date_hint, text, cues.not_after)
                    if when is not None:
                        hearing, date_source = when.isoformat(), "case_listed"
                    elif date_hint and (written := D.written_hearing_date(text, added=self.today)) is not None:
                        # no listing of the case on that day: the latest such day up to the day it was added
                        when, hearing, date_source = written.value, written.iso, "note_text"
                    if when is not None:
                        self._set_next_date(entry_id, text, when)
                elif kind != "hearing" and hearing:
                    hearing = None  # only a hearing has a hearing date; the record keeps its own date
                status, reason = _status(kind, filing, hearing)
                case_ids = filing.case_ids if status == "retained" else []
                self.conn.execute(
                    "UPDATE entries SET case_id = ?, candidates = ?, confidence = ?, reason = ?, status = ?,"
                    " retain_state = ?, kind = ?, hearing_date = ?, date_source = coalesce(?, date_source),"
                    " record_date = CASE WHEN ? = 'hearing' THEN ? ELSE record_date END,"
                    " date_hint = CASE WHEN ? IS NULL THEN date_hint END, updated_at = datetime('now') WHERE id = ?",
                    (case_ids[0] if case_ids else None, json.dumps(filing.candidates), filing.confidence, reason,
                     status, "pending" if status == "retained" else None, kind, hearing, date_source,
                     kind, hearing, hearing, entry_id),
                )
                set_entry_cases(self.conn, entry_id, case_ids)
                if status == "retained" and kind == "hearing":
                    moves.append(self.file_entry(entry_id))
        # The registry commits its own writes, so next dates move after the entries are saved; a crash
        # here is resumed from 'split' and every step above is idempotent.
        self.apply_moves(moves)
        with self.conn:
            self.conn.execute("UPDATE uploads SET state = 'resolved', updated_at = datetime('now') WHERE id = ?", (uid,))

    def choose_cases(self, kind: str, hint: str | None, text: str, name_hint: str | None = None,
                     doc_kind: str | None = None) -> Filing:
        """Where a record goes: the text's case (or, for documents and chat days, every case it names
        unambiguously); the file name when the text names none or leaves a choice; a general note on positive
        evidence that it is about no registered case; otherwise review."""
        text = text[:RESOLVE_CHARS]  # a long document is resolved on its first pages
        case_id, cands, conf, reason = self.resolve_case(hint, text)
        filing = Filing([case_id] if case_id else [], cands, conf, reason)
        if kind in ("document", "chat_day") and hasattr(self.registry, "resolve"):
            named = named_cases(self.registry.resolve(text, limit=10), self._auto_file_min())
            every = list(dict.fromkeys(filing.case_ids + named))
            if len(every) > 1 or (every and not filing.case_ids):
                filing = Filing(every, cands, conf, f"names {', '.join(every)} unambiguously")
        if not filing.case_ids and hasattr(self.registry, "resolve"):
            filing = choose_by_file_name(filing, self.registry.resolve, name_hint)
        if not filing.case_ids and kind == "document":
            filing = self._by_description(filing, text)
        if not filing.case_ids and not self._real_candidates(filing.candidates):
            why = about_no_case(text, doc_kind)
            if why is None and kind == "chat_day":
                why = "a day of a chat that names no case"
            if why is not None:
                filing = Filing([], [], 0.0, f"kept as a general note: {why}", general=True)
        return filing

    def _by_description(self, filing: Filing, text: str) -> Filing:
        """A document that cites an identifier only one case's description records (a vehicle's registration,
        a crime number, a flat's code, a cheque number) concerns that case, unless the text's own candidates
        point elsewhere."""
        described = described_cases(text, self._identifier_index())
        named = {c["case_id"] for c in self._real_candidates(filing.candidates)}
        if not described or (named and not set(described) <= named):
            return filing
        cases = sorted(described)
        why = "; ".join(f"{', '.join(ids)} is in the description of {cid}" for cid, ids in sorted(described.items()))
        return Filing(cases, filing.candidates, max(filing.confidence, 0.95), f"cites {why}")

    def _identifier_index(self) -> dict[str, set[str]]:
        if self._identifiers is None:
            self._identifiers = {}
            if hasattr(self.registry, "list_cases"):
                try:
                    for case in self.registry.list_cases():
                        for ident in identifiers(f"{case.nature or ''}\n{case.title or ''}"):
                            self._identifiers.setdefault(ident, set()).add(case.id)
                except Exception:  # noqa: BLE001 - without it documents fall back to review
                    log.exception("reading the cases' descriptions failed")
        return self._identifiers

    def _real_candidates(self, cands: list[dict]) -> list[dict]:
        """Candidates that name a case at all: a number, an alias, or a resemblance above the fuzzy floor
        (a word that merely looks a little like a name, 'appear' for 'Apparao', names nothing)."""
        floor = float(getattr(getattr(self.registry, "thresholds", None), "fuzzy_floor", 82.0))
        return [c for c in cands if c["tier"] != "fuzzy" or c["score"] >= floor]

    def _auto_file_min(self) -> float:
        thresholds = getattr(self.registry, "thresholds", None)
        return float(getattr(thresholds, "auto_file_min", 95.0))

    def _listed_on(self, case_id: str, date_hint: str | None, text: str, not_after: date | None) -> date | None:
        """The hearing an undated note of a case reports, from the day the case was listed for.

        A day and month without a year ("25/3") takes the year of a date the case was listed for on that day.
        A note with no date at all that moves the case on from the date it is listed for (its next date comes
        after it) reports that listed hearing, once the day has come and not after the file was made."""
        dm = DayMonth.parse(date_hint)
        listed = [r[0] for r in self.conn.execute(
            "SELECT next_date FROM entries WHERE case_id = ? AND status = 'retained' AND next_date IS NOT NULL",
            (case_id,))]
        if hasattr(self.registry, "get_case"):
            try:
                listed.append(self.registry.get_case(case_id).next_date)
                listed.extend(h for c in self.registry.next_date_history(case_id) for h in (c.next_date, c.previous))
            except TareekhError:
                return None
        listed = [d for d in listed if d]
        if dm is not None:
            return year_from_listed_dates(dm, listed)
        found = D.find_next_date(text)
        days = {date.fromisoformat(x[:10]) for x in listed}
        if date_hint is None and found is not None:
            # the latest day the case was listed for before the next date this note gives
            limit = min(date.today(), not_after or date.max, found.value - timedelta(days=1))
            before = sorted(d for d in days if d <= limit)
            return before[-1] if before else None
        if date_hint is None and not_after is not None:
            # a page photographed or received within days of the day its case was listed for
            before = sorted(d for d in days if d <= min(date.today(), not_after))
            if before and (not_after - before[-1]).days <= STAMP_TO_LISTED_DAYS:
                return before[-1]
        return None

    def _set_next_date(self, entry_id: int, text: str, hearing: date) -> None:
        found = D.find_next_date(text, hearing=hearing)
        self.conn.execute("UPDATE entries SET next_date = ?, stage = ? WHERE id = ?",
                          (found.iso if found else None, found.stage if found else None, entry_id))

    def chosen_case(self, chosen: str, hint: str | None, text: str) -> tuple[str | None, list[dict], float, str]:
        """The case the lawyer chose for a note, unless the note itself names another case: then neither is
        taken and the entry waits with both as candidates (a note typed under the wrong case is never filed
        silently). A note that names the chosen case, or no case, is filed under it."""
        mine = {"case_id": chosen, "score": 100.0, "tier": "user", "matched": "chosen by you"}
        named = self.named_cases(hint, text)
        if not named or chosen in {c["case_id"] for c in named}:
            return chosen, [mine], 1.0, "case given by the user"
        others = [c for c in named if c["case_id"] != chosen]
        return None, [*others, mine], 0.0, NAMES_ANOTHER_CASE

    def named_cases(self, hint: str | None, text: str) -> list[dict]:
        """Cases the note names outright: a registered number, or a case's own alias, at the filing score."""
        if not hasattr(self.registry, "resolve"):
            return []
        floor = float(getattr(getattr(self.registry, "thresholds", None), "auto_file_min", 95.0))
        named: dict[str, dict] = {}
        for piece in (hint, text):
            if not piece or not piece.strip():
                continue
            for c in _resolution(self.registry.resolve(piece))[1]:
                if c["score"] >= floor and c["case_id"] not in named:
                    named[c["case_id"]] = c
        return sorted(named.values(), key=lambda c: -c["score"])

    def resolve_case(self, hint: str | None, text: str) -> tuple[str | None, list[dict], float, str]:
        """(case to file under or None, candidates, confidence 0..1, reason)."""
        if not hasattr(self.registry, "resolve"):
            return None, [], 0.0, "no case registry to resolve against"
        first = self.registry.resolve(hint) if hint and hint.strip() else None
        if first is not None and first.case_id:
            return _resolution(first)
        whole = self.registry.resolve(text)
        if whole.case_id and (first is None or not first.candidates
                              or whole.case_id in {c.case_id for c in first.candidates}):
            return _resolution(whole)
        chosen = first if first is not None and first.candidates else whole
        cid, cands, conf, reason = _resolution(chosen)
        if not cands:
            reason = reason or "no case found in the text"
        return None, cands, conf, reason

    def file_entry(self, entry_id: int) -> tuple | None:
        """An entry just got its case and date: link other sources of the hearing and flag conflicts.
        Runs inside the caller's transaction; returns the next-date move for `apply_moves`, if any."""
        row = self.conn.execute(
            "SELECT case_id, hearing_date, next_date, stage, doc_type, upload_id FROM entries WHERE id = ?",
            (entry_id,),
        ).fetchone()
        case_id, hearing, next_date, stage, doc_type, upload_id = row
        if not case_id or not hearing:
            return None
        same = self.conn.execute(
            "SELECT id, next_date, doc_type FROM entries WHERE case_id = ? AND hearing_date = ? AND id != ?"
            " AND upload_id != ? AND status != 'rejected'",
            (case_id, hearing, entry_id, upload_id),
        ).fetchall()
        court_says_otherwise = False
        for other_id, other_next, other_type in same:
            a, b = sorted((entry_id, other_id))
            self.conn.execute("INSERT OR IGNORE INTO entry_links (a, b) VALUES (?, ?)", (a, b))
            if next_date and other_next and next_date != other_next:
                va, vb = (next_date, other_next) if a == entry_id else (other_next, next_date)
                self.conn.execute(
                    "INSERT OR IGNORE INTO conflicts (case_id, hearing_date, field, entry_a, value_a, entry_b, value_b)"
                    " VALUES (?, ?, 'next_date', ?, ?, ?, ?)",
                    (case_id, hearing, a, va, b, vb),
                )
                if other_type == "order_sheet" and doc_type != "order_sheet":
                    court_says_otherwise = True
        if next_date and not court_says_otherwise:
            return (entry_id, case_id, hearing, next_date, stage)
        return None

    def apply_moves(self, moves: Iterable[tuple | None]) -> None:
        for move in moves:
            if move is not None:
                self._move_next_date(*move)

    def _move_next_date(self, entry_id: int, case_id: str, hearing: str, next_date: str, stage: str | None) -> None:
        if not hasattr(self.registry, "set_next_date"):
            return
        later = self.conn.execute(
            "SELECT 1 FROM entries WHERE case_id = ? AND hearing_date > ? AND status = 'retained' LIMIT 1",
            (case_id, hearing),
        ).fetchone()
        if later:
            return  # a later hearing of this case is already known: this next date is history
        current = None
        if hasattr(self.registry, "get_case"):
            try:
                current = self.registry.get_case(case_id).next_date
            except TareekhError:
                return
        if current == next_date:
            return
        if current and current > hearing:
            return  # the registry already knows a date after this hearing, from a newer source
        self.registry.set_next_date(case_id, next_date, stage=stage, source=f"entry:{entry_id}")

    def _handoff(self, uid: int) -> None:
        ids = [r[0] for r in self.conn.execute(
            "SELECT id FROM entries WHERE upload_id = ? AND status = 'retained' AND coalesce(retain_state, '') != 'done'"
            " ORDER BY seq", (uid,))]
        with self.conn:
            self.conn.execute("UPDATE uploads SET state = 'done', updated_at = datetime('now') WHERE id = ?", (uid,))
        self._to_retain.extend(ids)

    def _retain_batch(self) -> None:
        """Hand the batch's filed entries to the memory in a few large calls (embedding is per call).
        Until then they are retain-pending in practice.db, so a crash loses nothing."""
        ids, self._to_retain = self._to_retain, []
        if self.retain is None:
            return
        for start in range(0, len(ids), RETAIN_CHUNK):
            chunk = ids[start : start + RETAIN_CHUNK]
            self._emit("retain", f"{len(chunk)} entries", f"{start + len(chunk)}/{len(ids)} handed to the memory")
            try:
                with self._timed("retain"):
                    self.retain(chunk)
            except Exception:  # noqa: BLE001 - the entries stay retain-pending and are retried later
                log.exception("retain handoff failed")


# The reason an entry waits when the lawyer chose one case and the note names another (the GUI and the CLI
# show it; `Entry.reason`).
NAMES_ANOTHER_CASE = "the note names another case than the one you chose"


def _status(kind: str, filing: Filing, hearing: str | None) -> tuple[str, str]:
    """(status, reason): a hearing needs its case and its date; a document or a chat's day its case or cases;
    a general note is kept under no case."""
    if kind == "general":
        return "retained", filing.reason
    if not filing.case_ids:
        return "review", filing.reason or "no case found in the text"
    if kind == "hearing" and not hearing:
        return "review", "no hearing date found; give one"
    return "retained", filing.reason


def set_entry_cases(conn: sqlite3.Connection, entry_id: int, case_ids: Sequence[str]) -> None:
    """Record every case an entry is filed under (the first is also `entries.case_id`)."""
    conn.execute("DELETE FROM entry_cases WHERE entry_id = ?", (entry_id,))
    conn.executemany("INSERT OR IGNORE INTO entry_cases (entry_id, case_id) VALUES (?, ?)",
                     [(entry_id, c) for c in dict.fromkeys(case_ids)])


def _resolution(res: Any) -> tuple[str | None, list[dict], float, str]:
    cands = [
        {"case_id": c.case_id, "score": float(c.score), "tier": str(c.tier), "matched": str(c.matched)}
        for c in res.candidates
    ]
    conf = (cands[0]["score"] / 100.0) if cands else 0.0
    return res.case_id, cands, min(1.0, conf), res.reason or ("filed automatically" if res.case_id else "")


def _strings(raw: Any) -> Iterable[str]:
    """Flatten whatever the registry's vocabulary is (list, dict of lists, model) into strings."""
    if raw is None:
        return
    if isinstance(raw, str):
        yield raw
    elif isinstance(raw, BaseModel):
        yield from _strings(raw.model_dump())
    elif isinstance(raw, dict):
        for v in raw.values():
            yield from _strings(v)
    elif isinstance(raw, (list, tuple, set, frozenset)):
        for v in raw:
            yield from _strings(v)
