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
from datetime import date
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from tareekh import clock
from tareekh.errors import InputError, TareekhError
from tareekh.ingest import dates as D
from tareekh.ingest.home_lock import home_lock
from tareekh.ingest.filenames import parse_file_name
from tareekh.ingest import review as entries_table
from tareekh.ingest.filing import NAMES_ANOTHER_CASE, Filer  # noqa: F401 - NAMES_ANOTHER_CASE: its old address
from tareekh.ingest.models import Document, DraftEntry
from tareekh.ingest.originals import IMAGE_EXTS, SUPPORTED, StoredOriginal, store_bytes, store_original
from tareekh.ingest.ocr.languages import sniff_text
from tareekh.ingest.papers import reads_as_court_day
from tareekh.ingest.plans import plan_day, split_plan
from tareekh.ingest.progress import Progress, ProgressEvent, is_cancelled, no_progress
from tareekh.ingest.retakes import PagePrint, find_first_photo, page_prints, pair_entries, reads_better
from tareekh.ingest.review import Entry, list_entries, set_entry_cases, unfiled_entries  # noqa: F401 - set_entry_cases: its old address
from tareekh.ingest.rejoin import papers_of_another_court, rejoin_pieces
from tareekh.ingest.split import split_with
from tareekh.registry import Registry
from tareekh.vault import PLAIN, Vault

log = logging.getLogger("tareekh.ingest")

OCR_EXTS = (*IMAGE_EXTS, ".pdf")
MAX_OCR_WORKERS = 2
MAX_SNIFFED = 200  # a batch's typed notes looked at for their script before its photos are read
RETAIN_CHUNK = 64
# A year of a busy diary in one file is ~1,500 hearings; a 2 MB file of repeated headers made 18,867 entries in
# two minutes (a 20 MB one would take twenty): past this, the file is refused and the lawyer splits it.
MAX_ENTRIES_PER_FILE = 5000


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
        registry: Registry,
        languages: Sequence[str] = ("eng",),
        choose_languages: Callable[[list[str]], list[str]] | None = None,
        retain: Callable[[list[int]], None] | None = None,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
        workers: int = 0,
        llm_splitter: Any = None,
        vision: Any = None,
        vision_pages: int = 0,
        correct: Callable[[int, str], None] | None = None,
        vault: Vault = PLAIN,
    ) -> None:
        self.conn = conn
        self.home = home
        # how originals are kept: sealed in an encrypted home, read through plaintext working copies
        self.vault = vault
        self.registry = registry
        self.languages = tuple(languages)
        # the practice's languages again with a batch's own typed notes (None: the lawyer set them)
        self.choose_languages = choose_languages
        self.retain = retain
        self.progress = progress or no_progress
        self.cancel = cancel
        self.workers = workers
        self.llm_splitter = llm_splitter
        self.today = clock.today()  # the day notes are added: the year of a "1/12" written in one
        # The vision model reads photographed pages after the offline reading, on this thread (never in an
        # OCR worker), at most `vision_pages` pages per batch, each within the LLM's time limit.
        self.vision = vision if vision_pages > 0 else None  # 0 pages: the user switched it off for this batch
        self._vision_left = vision_pages
        # How a clearer retake's text replaces an entry's text: the practice's correction path (memory, events)
        self.correct = correct
        self._vocab: list[str] | None = None
        self._vocab_raw: Any = None
        self.filer = Filer(conn, registry, today=self.today)  # where each new entry goes
        self._alias_cases: dict[str, set[str]] | None = None
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

    def alias_cases(self) -> dict[str, set[str]]:
        """Every alias of every case, with the cases it is an alias of."""
        if self._alias_cases is None:
            self._alias_cases = {}
            if hasattr(self.registry, "list_cases") and hasattr(self.registry, "aliases"):
                try:
                    for c in self.registry.list_cases():
                        for a in self.registry.aliases(c.id):
                            self._alias_cases.setdefault(a, set()).add(c.id)
                except Exception:  # noqa: BLE001 - without aliases paragraphs split as before
                    log.exception("registry aliases failed")
        return self._alias_cases

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
                stored = store_original(path, self.home / "originals", seal=self._seal)
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
                stored = store_original(path, self.home / "originals", seal=self._seal)
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
        stored = store_bytes(data, self.home / "originals", display_name=name, seal=self._seal)
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
                entry_ids=entries_table.entry_ids_of_upload(self.conn, upload_id),
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

    def _languages_with(self, typed: list[_Job]) -> None:
        """Choose the OCR languages again with the typed notes of this batch, before its photos are read: a
        practice's first batch brings the notes that show its script together with the pages written in it."""
        if self.choose_languages is None or not typed or self.vault.encrypted:
            return  # an encrypted home's originals are not opened twice: its languages come from what it holds
        texts = []
        for job in typed[:MAX_SNIFFED]:
            path, _ = self._original(job.upload_id)
            texts.append(sniff_text(path))
        try:
            self.languages = tuple(self.choose_languages([t for t in texts if t]))
        except Exception:  # noqa: BLE001 - the languages chosen before the batch still read it
            log.exception("choosing the OCR languages from a batch's notes failed")

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
                self._languages_with([j for j in to_read if not self._is_ocr(j)])
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
            self._second_look([job.upload_id for job in jobs if job.result and job.result.state == "done"])
        finally:
            if pool is not None:
                pool.shutdown(wait=True, cancel_futures=True)
        self._retain_batch()

    def _second_look(self, upload_ids: list[int | None]) -> None:
        """File what the batch's later records decide among cases sharing a name (Filer.second_look), for the memory."""
        try:
            self._to_retain.extend(self.filer.second_look([u for u in upload_ids if u is not None]))
        except Exception:  # noqa: BLE001 - the records stay in review, as they were
            log.exception("the second look at the batch's waiting records failed")

    def _is_ocr(self, job: _Job) -> bool:
        path, _ = self._stored(job.upload_id)
        return path.suffix.lower() in OCR_EXTS

    @property
    def _seal(self) -> Callable[[bytes], bytes] | None:
        return self.vault.seal if self.vault.encrypted else None

    def _stored(self, upload_id: int) -> tuple[Path, str]:
        relpath, name = self.conn.execute(
            "SELECT original_path, display_name FROM uploads WHERE id = ?", (upload_id,)
        ).fetchone()
        return self.home / relpath, name

    def _original(self, upload_id: int) -> tuple[Path, str]:
        """The original's plaintext on disk (a working copy outside the home when it is encrypted) and name."""
        path, name = self._stored(upload_id)
        return self.vault.plain_path(path), name

    def _release(self, upload_id: int | None) -> None:
        if upload_id is not None and self.vault.encrypted:
            self.vault.release(self._stored(upload_id)[0])

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
        finally:
            self._release(uid)  # the plaintext working copy of an encrypted home's original: read, so removed
        state, error, warnings, parent, retake_of, retake_note, waiting = self.conn.execute(
            "SELECT state, error, warnings, parent_upload_id, retake_of, retake_note, waiting_reason FROM uploads"
            " WHERE id = ?", (uid,)
        ).fetchone()
        ids = entries_table.entry_ids_of_upload(self.conn, uid)
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
        """The registry's vocabulary for reading, with the words and word pairs the lawyer confirmed (`learned`,
        `learned_pairs`)."""
        self.vocabulary()
        raw = self._vocab_raw
        from tareekh.ingest.learned import learned_pairs, learned_words

        learned, pairs = learned_words(self.conn), learned_pairs(self.conn)
        if learned or pairs:
            raw = dict(raw) if isinstance(raw, dict) else {"parties": list(_strings(raw))}
            raw["learned"] = learned
            raw["learned_pairs"] = pairs
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
                            paragraph_heads=self.alias_cases())
        if not drafts:
            raise InputError(f"{name}: no text could be read from it")
        drafts = self._plan_items(doc, name, drafts)
        if len(drafts) > MAX_ENTRIES_PER_FILE:  # before the registry is asked about each piece (minutes for thousands)
            raise InputError(f"{name}: {len(drafts)} hearings found in one file; the limit is "
                             f"{MAX_ENTRIES_PER_FILE}: split it into smaller files (a month or a year each)")
        drafts = rejoin_pieces(drafts, lambda d: self.filer.choose_cases(d.kind, d.case_hint, d.text).case_ids)
        drafts = papers_of_another_court(
            drafts, lambda kind, d: self.filer.choose_cases(kind, d.case_hint, d.text, doc_kind=d.doc_kind),
            self._case_number)
        opts = self._options(uid)
        media = self._store_media(uid, doc) if doc.media == "zip" else []
        with self.conn:
            entries_table.drop_entries_of_upload(self.conn, uid)  # a half-split never survives
            for seq, draft in enumerate(drafts):
                self._insert_draft(uid, seq, draft, opts)
            for stored, seq, message in media:
                self._register_media(uid, stored, seq, message, opts)
            self.conn.execute(  # warnings: the read's, and the split's own (an LLM split that was not used)
                "UPDATE uploads SET state = 'split', warnings = ?, updated_at = datetime('now') WHERE id = ?",
                (json.dumps(doc.warnings, ensure_ascii=False), uid),
            )

    def _case_number(self, case_id: str) -> str | None:
        try:
            return self.registry.get_case(case_id).number
        except Exception:  # noqa: BLE001 - a case gone meanwhile: its number is not known
            return None

    def _plan_items(self, doc: Document, name: str, drafts: list[DraftEntry]) -> list[DraftEntry]:
        """A week's plan naming cases: its items of pending work, each a record of the cases it names and none
        a hearing. A list that names no case at all (one's own errands) stays one note, as split."""
        for d in drafts:  # a court's list undated by its heading: the day it was added
            if d.doc_kind == "cause list" and not d.record_date:
                d.record_date = self.today.isoformat()
        items = split_plan(doc, name, drafts, self.today)
        if not items:
            return drafts
        if not any(self.filer.choose_cases(d.kind, None, d.text, doc_kind=d.doc_kind).case_ids for d in items):
            return drafts
        day = plan_day(doc.text, self.today).isoformat()  # the plan's first day, else the day it was added
        for d in items:
            if d.kind == "general":  # a day in court the page reports keeps its own day
                d.record_date = day
        return items

    def _keep_retake(self, uid: int, name: str, doc: Document, new: PagePrint, first: PagePrint) -> None:
        """Keep a photo of a page already filed as another photo of it: no entries of its own, nothing retained
        twice. When it reads clearly better, its text replaces the first reading of each entry of that page
        (through the practice's correction path), except where the lawyer corrected or confirmed the entry."""
        first_name, first_at = self.conn.execute(
            "SELECT display_name, created_at FROM uploads WHERE id = ?", (first.upload_id,)).fetchone()
        replace: list[tuple[int, str]] = []
        if self.correct is not None and reads_better(new, first):
            entries = entries_table.page_entries(self.conn, first.upload_id, first.page)
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
            stored = store_bytes(data, self.home / "originals", display_name=member.base, seal=self._seal)
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
            elif source in (None, "file_name") and d.doc_type != "order_sheet" and not D.DayMonth.parse(d.date_hint):
                # The date the note itself gives its hearing beats a camera's or a file name's date; a day and
                # month alone can be no later than the file's own date (or than today).
                added = date.fromisoformat(hearing) if source == "file_name" and hearing else self.today
                written = D.written_hearing_date(d.text, added=added, opening=reads_as_court_day(d.text))
                if written is not None:
                    hearing, source = written.iso, "note_text"
                elif not hearing and (weekday := D.Weekday.parse(d.date_hint)) is not None:
                    # a page headed "Wednesday": the latest Wednesday up to the day it is added
                    hearing, source = weekday.on_or_before(self.today).isoformat(), "note_header"
            record_date = hearing
        elif opts.date and not record_date:
            record_date, source = opts.date, "user"  # a document's written date wins over the batch's date
        author = d.author
        if d.doc_type != "order_sheet":
            author = opts.author or author or ("lawyer" if d.kind in ("hearing", "general") else None)
        next_date, stage = d.next_date, None
        if hearing:
            found = D.find_next_date(d.text, hearing=date.fromisoformat(hearing))
            # (none read: the splitter's own, a register row's closing day, when it is after the hearing)
            next_date = found.iso if found else (d.next_date if d.next_date and d.next_date[:10] > hearing[:10] else None)
            stage = found.stage if found else None
        entries_table.insert_draft(self.conn, uid, seq, d, hearing=hearing, date_source=source, next_date=next_date,
                                   stage=stage, author=author, record_date=record_date)

    def _resolve(self, uid: int) -> None:
        opts = self._options(uid)
        name = self.conn.execute("SELECT display_name FROM uploads WHERE id = ?", (uid,)).fetchone()[0]
        rows = unfiled_entries(self.conn, uid)
        # The file name speaks for the whole upload, so it is a cue only when the upload is one record.
        cues = parse_file_name(name)
        # Rows of one order sheet share its heading (their hint): the sheet is one case's, and so is its name.
        one_sheet = len(rows) > 1 and bool(rows[0][2]) and len({row[2] for row in rows}) == 1
        name_hint = cues.case_hint if len(rows) == 1 or one_sheet else None
        with self.conn:
            several = sum(row[4] == "hearing" for row in rows) > 1
            moves = [self.filer.file_new(entry_id, text, hint, hearing, kind, doc_kind, date_hint, record_date,
                                         chosen_case=opts.case_id, name_hint=name_hint, not_after=cues.not_after,
                                         among_several=several, file_name=name)
                     for entry_id, text, hint, hearing, kind, doc_kind, date_hint, record_date in rows]
            if rows and not opts.case_id and all(row[4] == "chat_day" for row in rows):
                self.filer.file_chat_days([row[0] for row in rows], name)
        # The registry commits its own writes, so next dates move after the entries are saved; a crash
        # here is resumed from 'split' and every step above is idempotent.
        self.filer.apply_moves(moves)
        with self.conn:
            self.conn.execute("UPDATE uploads SET state = 'resolved', updated_at = datetime('now') WHERE id = ?", (uid,))

    def _handoff(self, uid: int) -> None:
        ids = entries_table.retain_todo(self.conn, upload_id=uid)
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
