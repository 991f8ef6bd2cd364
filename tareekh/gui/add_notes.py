"""Add notes: drop or pick files (or type a note); a row per file through its stages; the review queue beside."""

from __future__ import annotations

import re
import threading
from pathlib import Path
from dataclasses import dataclass
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tareekh import display
from tareekh.gui.images import PageImage, original_file, page_image
from tareekh.gui.unsure import highlight_words, marked_crop, unsure_words
from tareekh.gui.ops import Op, error_text
from tareekh.gui.widgets import (
    Card,
    CaseCombo,
    NoteText,
    StatePanel,
    date_field,
    esc,
    muted,
    opening,
    scroll,
    sentence,
    split_page,
)

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.gui.shell import Shell
    from tareekh.practice import Practice
    from tareekh.practice.types import Case, Entry, IngestReport, ProgressEvent, UnsureWord

# The stages a file's row moves through, as the lawyer reads them.
STAGES = ["stored", "read", "split", "resolved"]
EVENT_STAGE = {"store": "stored", "read": "read", "split": "split", "resolve": "resolved", "retain": "resolved"}
PHOTO_TYPES = ("jpg", "jpeg", "png", "webp", "heic", "heif", "tif", "tiff", "pdf")
DOCUMENT_TYPES = ("docx", "doc", "odt", "rtf", "txt", "md")


CASE_LIST_TYPES = ("csv", "tsv", "xlsx", "xlsm", "xls")


def _expand(paths: list[str]) -> list[str]:
    """Each dropped folder replaced by the files in it (and its subfolders) that Tareekh reads, by name; hidden
    files left out. A folder with none stays itself, so its row says why nothing was added."""
    out: list[str] = []
    readable = {*PHOTO_TYPES, *DOCUMENT_TYPES, "zip"}
    for path in paths:
        folder = Path(path)
        if not folder.is_dir():
            out.append(path)
            continue
        inside = sorted((f for f in folder.rglob("*") if f.is_file() and f.suffix.lower().lstrip(".") in readable
                         and not any(part.startswith(".") for part in f.relative_to(folder).parts)),
                        key=lambda f: str(f.relative_to(folder)).lower())
        if inside:
            out.extend(str(f) for f in inside)
        else:
            out.append(path)
    return out


def _batches(paths: list[str]) -> list[list[str]]:
    """The paths in batches whose file names are all different (the first batch takes the first of each name)."""
    batches: list[list[str]] = []
    for path in paths:
        name = Path(path).name
        batch = next((b for b in batches if all(Path(q).name != name for q in b)), None)
        if batch is None:
            batch = []
            batches.append(batch)
        batch.append(path)
    return batches


def _patterns(types: tuple[str, ...]) -> str:
    """Both cases: a phone names its photos IMG_0042.HEIC, and the dialog's patterns are case-sensitive here."""
    return " ".join(f"*.{t} *.{t.upper()}" for t in types)


FILE_FILTER = ";;".join([
    f"Notes ({_patterns(PHOTO_TYPES + DOCUMENT_TYPES + ('zip',))})",
    f"Photos and scans ({_patterns(PHOTO_TYPES)})",
    f"Documents ({_patterns(DOCUMENT_TYPES)})",
    f"WhatsApp exports ({_patterns(('zip',))})",
    "All files (*)",
])


_DATED = re.compile(r"^(?P<where>.+?), (?P<hearing>hearing )?(?P<day>\d{2}\.\d{2}\.\d{4})$")


def group_placements(lines: list[str]) -> list[str]:
    """Where an upload's records went, one line per place: a chat's twelve days under one case are one line
    with their dates, and the same line twice is said once with its count (two records of one hearing)."""
    order: list[tuple[str, bool]] = []
    days: dict[tuple[str, bool], list[str]] = {}
    counts: dict[tuple[str, bool], int] = {}
    for line in lines:
        m = _DATED.match(line)
        key = (m["where"], bool(m["hearing"])) if m else (line, False)
        if key not in counts:
            order.append(key)
            counts[key] = 0
            days[key] = []
        counts[key] += 1
        if m and m["day"] not in days[key]:
            days[key].append(m["day"])
    out = []
    for key in order:
        where, hearing = key
        dates = days[key]
        if dates:
            text = f"{where}, {'hearing' + ('s' if len(dates) > 1 else '') + ' ' if hearing else ''}{', '.join(dates)}"
        else:
            text = where
        extra = counts[key] - max(len(dates), 1)
        out.append(text + (f" ({counts[key]} records)" if extra > 0 else ""))
    return out


class FileRow(QFrame):
    """One dropped file or typed note: its name, its stage, a progress bar, and where each of its entries went."""

    def __init__(self, name: str, parent: QWidget | None = None, *, shown: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.name = name
        self.state = "waiting"
        self.placements: dict[int, str] = {}  # entry id -> "filed under …" (kept up to date after review)
        self.lead = ""  # said before where the entries went ("already added earlier — ")
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 6, 10, 6)
        self.name_label = QLabel(shown or name)
        self.name_label.setToolTip(shown or name)
        self.name_label.setWordWrap(True)
        self.stage = QLabel("waiting")
        self.stage.setObjectName("stage")
        self.bar = QProgressBar()
        self.bar.setRange(0, len(STAGES) + 1)
        self.bar.setTextVisible(False)
        self.message = muted("")
        self.message.setObjectName("placement")
        grid.addWidget(self.name_label, 0, 0)
        grid.addWidget(self.stage, 0, 1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 1)
        grid.addWidget(self.bar, 1, 0, 1, 2)
        grid.addWidget(self.message, 2, 0, 1, 2)
        self.message.hide()

    def set_stage(self, stage: str, message: str | None = None) -> None:
        self.state = stage
        shown = {"review": "waiting for you", "failed": "failed", "cancelled": "cancelled",
                 "retained": "filed", "retake": "another photo"}.get(stage, stage)
        self.stage.setText(shown)
        self.stage.setProperty("state", stage)
        self.stage.style().unpolish(self.stage)
        self.stage.style().polish(self.stage)
        if stage in STAGES:
            self.bar.setValue(STAGES.index(stage) + 1)
        elif stage in ("retained", "review", "duplicate", "retake"):
            self.bar.setValue(self.bar.maximum())
        # A file that failed or was cancelled did not get through: no full bar that reads as "done".
        self.bar.setVisible(stage not in ("failed", "cancelled"))
        if message:
            self.message.setText(message)
            self.message.show()

    def set_placements(self, placements: dict[int, str]) -> None:
        """Say where each entry went; the stage follows (waiting while any entry waits for the lawyer)."""
        self.placements = dict(placements)
        lines = list(self.placements.values())
        waiting = [t for t in lines if t.startswith("waiting for you")]
        if not lines:
            return
        grouped = group_placements(lines)
        text = grouped[0] if len(grouped) == 1 else "\n".join(f"• {t}" for t in grouped)
        if self.lead:
            text = self.lead + ("\n" + text if len(grouped) > 1 else text)
        self.set_stage("review" if waiting else "retained", text)

    def entry_reviewed(self, entry_id: int, placement: str) -> bool:
        """An entry of this row was confirmed or rejected: the row says where it went now."""
        if entry_id not in self.placements:
            return False
        self.placements[entry_id] = placement
        self.set_placements(self.placements)
        return True

    @property
    def text(self) -> str:
        return self.stage.text()


class ReviewCard(Card):
    """One entry waiting for a person: the page crop, the text, the proposed case and date, the reason."""

    def __init__(self, page: "AddNotesPage", entry: Entry, cases: list[Case], crop: QImage | None,
                 unsure: list[UnsureWord] | None = None, why_waiting: str = "", source: str = "") -> None:
        super().__init__()
        self.page = page
        self.entry = entry
        self.entry_id = entry.id
        head = QHBoxLayout()
        name = entry.source_file
        page_no = f" · page {entry.page}" if entry.page > 1 else ""
        src = QLabel(f"<b>{esc(source or 'note')}</b> · {esc(name)}{page_no}")
        src.setWordWrap(True)
        head.addWidget(src, 1)
        open_btn = QPushButton("Open")
        open_btn.setToolTip("Open the original in the note reader")
        open_btn.clicked.connect(lambda: page.main.open_reader(self.entry_id))
        head.addWidget(open_btn)
        self.body.addLayout(head)
        if crop is not None and not crop.isNull():
            pic = QLabel()
            pic.setObjectName("crop")
            pic.setPixmap(QPixmap.fromImage(crop))
            pic.setAlignment(Qt.AlignmentFlag.AlignLeft)
            self.body.addWidget(pic)
        self.text = NoteText(entry.text)
        self.text.setMaximumHeight(110)
        self.unsure_marked = highlight_words(self.text, unsure or [])
        self.body.addWidget(self.text)
        kind = entry.kind
        said = f"Waiting for you: {sentence(why_waiting)}" if why_waiting else "Waiting for you to check it."
        if kind != "hearing":  # a document or a chat's day needs only its case; its date is its own
            what = entry.doc_kind or ("chat day" if kind == "chat_day" else kind)
            said = f"{what[:1].upper()}{what[1:]}: needs only its case. {said}"
        why = muted(said)
        why.setObjectName("whyWaiting")
        why.setToolTip(entry.reason or "")
        self.body.addWidget(why)
        self.case = CaseCombo()
        self.case.set_cases(cases, entry.suggested_case_id)
        cands = [c for c in entry.candidates if c.case_id in self.case.labels]
        self.choices: list[QRadioButton] = []
        if len(cands) > 1:  # the note names two cases (or two fit): one click chooses either
            self.body.addWidget(muted("File it under:"))
            group = QButtonGroup(self)
            named = any(c.tier == "user" for c in cands)
            for c in cands[:3]:
                cid = c.case_id
                reason = "you chose it" if c.tier == "user" else ("named in the note" if named else "")
                btn = QRadioButton(self.case.labels[cid] + (f" — {reason}" if reason else ""))
                btn.setObjectName("candidate")
                btn.setToolTip(f"File this note under {self.case.labels[cid]} (then Confirm)")
                btn.setChecked(cid == self.case.case_id())
                btn.toggled.connect(lambda on, cid=cid: self.case.select_case(cid) if on else None)
                group.addButton(btn)
                self.choices.append(btn)
                self.body.addWidget(btn)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.date = date_field()
        own = entry.hearing_date if kind == "hearing" else entry.record_date
        self.date.setText(display.day(own))
        form.addRow("Case", self.case)
        form.addRow("Hearing date" if kind == "hearing" else "Its date", self.date)
        self.body.addLayout(form)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.reject_btn = QPushButton("Reject")
        self.confirm_btn = QPushButton("Confirm")
        self.confirm_btn.setObjectName("primary")
        self.reject_btn.clicked.connect(self.reject)
        self.confirm_btn.clicked.connect(self.confirm)
        buttons.addWidget(self.reject_btn)
        buttons.addWidget(self.confirm_btn)
        self.body.addLayout(buttons)
        self.error = muted("")
        self.error.setStyleSheet("color: #b3261e;")
        self.error.hide()
        self.body.addWidget(self.error)
        self._as_shown = self._values()

    def _values(self) -> tuple[str, str, str | None]:
        return self.text.toPlainText(), self.date.text(), self.case.case_id()

    def edited(self) -> bool:
        """Whether the lawyer changed the text, the date or the case since the card was shown."""
        return self._values() != self._as_shown

    def _busy(self, on: bool) -> None:
        self.confirm_btn.setEnabled(not on)
        self.reject_btn.setEnabled(not on)

    def confirm(self) -> None:
        problem = self.case.problem()
        if problem:
            self._failed_text(problem)
            return
        case_id = self.case.case_id()
        day = self.date.text().strip() or None  # the practice reads 15.08.2026, 2026-08-15, 15 Aug 2026
        text = self.text.toPlainText()
        changed_text = text if text != self.entry.text else None
        eid = self.entry_id
        self._busy(True)

        def run(p: Practice) -> str:
            entry = p.confirm(eid, case_id=case_id, date=day, text=changed_text)
            return p.placement(entry)

        Op(self, run).success(lambda placement: self.page.entry_done(self, placement)).failure(self._failed).run()

    def reject(self) -> None:
        eid = self.entry_id
        self._busy(True)
        Op(self, lambda p: p.placement(p.reject(eid))).success(lambda placement: self.page.entry_done(self, placement)) \
            .failure(self._failed).run()

    def _failed(self, exc: BaseException) -> None:
        self._busy(False)
        self._failed_text(error_text(exc))

    def _failed_text(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()


@dataclass
class ReviewQueue:
    """The entries waiting for a person, each with its page crop, unsure words and why it waits (in words),
    and the cases to choose from."""

    queue: list[Entry]
    cases: list[Case]
    crops: list[QImage | None]
    unsure: list[list[UnsureWord]]
    why: list[str]
    sources: list[str]


@dataclass
class Placed:
    """What an ingest filed, and where each of its new entries went ("filed under …", "waiting for you: …")."""

    report: IngestReport
    placements: dict[int, str]


def _review_queue(p: Practice) -> ReviewQueue:
    """On the worker: the queue (with why each waits, in words), the cases for the combos, and a crop of each
    entry's page."""
    queue = p.review_queue()
    pages: dict[tuple[str, int], PageImage | None] = {}
    crops: list[QImage | None] = []
    unsure = []
    for entry in queue:
        crop = None
        words = unsure_words(p, entry.id)
        unsure.append(words)
        path = original_file(p, entry)
        if path is not None and path.exists():
            key = (str(path), entry.page)
            try:
                if key not in pages:
                    pages[key] = page_image(path, key[1], max_side=1600)
                image = pages[key]
                if image is not None:
                    crop = marked_crop(image, entry.region, words)
            except (OSError, ValueError, RuntimeError):
                crop = None
        crops.append(crop)
    return ReviewQueue(queue, p.registry.list_cases(), crops, unsure, [p.why_waiting(e) for e in queue],
                       [p.source_words(e) for e in queue])


def _place(p: Practice, report: IngestReport) -> Placed:
    """On the worker: say where each new entry of an ingest went, and where the entries of a file added once
    before are now (filed, or still waiting for the lawyer)."""
    placed = {e.id: p.placement(e) for e in report.entries}
    for f in report.files:
        if f.state == "duplicate":
            for entry_id in f.entry_ids:
                if entry_id not in placed:
                    placed[entry_id] = p.placement(p.entry(entry_id))
    return Placed(report, placed)


class AddNotesPage(QWidget):
    def __init__(self, main: "Shell") -> None:
        super().__init__()
        self.main = main
        self.rows: dict[str, FileRow] = {}
        self.cancel_flags: list[threading.Event] = []
        self.review_cards: list[ReviewCard] = []
        self.stale = True
        self.running = 0

        split, lv = split_page(self, "Add notes")
        self.splitter = split

        # Left: drop zone, picker, typed note, file rows.
        self.drop_hint = QLabel("Drop photos, PDFs, Word files or text notes anywhere on this window")
        self.drop_hint.setObjectName("dropHint")
        self.drop_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.drop_hint.setWordWrap(True)
        lv.addWidget(self.drop_hint)
        pick_row = QHBoxLayout()
        pick = QPushButton("Choose files…")
        pick.setToolTip("Ctrl+O")
        pick.clicked.connect(self.pick_files)
        pick_row.addWidget(pick)
        self.cancel_btn = QPushButton("Cancel")
        self.cancel_btn.setEnabled(False)
        self.cancel_btn.clicked.connect(self.cancel)
        pick_row.addWidget(self.cancel_btn)
        pick_row.addStretch(1)
        lv.addLayout(pick_row)
        typed = Card()
        typed.body.addWidget(QLabel("<b>Type a note</b>"))
        self.note = NoteText()
        self.note.setPlaceholderText("e.g. OS 318/2022 — 12.08.2026: PW1 cross-examined; next date 2 Sep for DW1.")
        self.note.setMaximumHeight(90)
        typed.body.addWidget(self.note)
        tform = QFormLayout()
        tform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.note_case = CaseCombo()
        self.note_case.setToolTip("Optional: the case, if the note does not name it. A note that names another "
                                  "case waits for you with both.")
        self.note_date = date_field()
        self.note_date.setToolTip("Optional: the hearing date, if the note does not write it (DD.MM.YYYY)")
        trow = QHBoxLayout()
        trow.addWidget(self.note_date)
        trow.addStretch(1)
        add_note = QPushButton("Add note")
        add_note.setObjectName("primary")
        add_note.clicked.connect(self.add_typed_note)
        self.add_note_btn = add_note
        trow.addWidget(add_note)
        tform.addRow("Case", self.note_case)
        tform.addRow("Hearing date", trow)
        typed.body.addLayout(tform)
        lv.addWidget(typed)
        lv.addWidget(muted("Files"))
        self.rows_box = QWidget()
        self.rows_layout = QVBoxLayout(self.rows_box)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        # Before the first file a bare "Files" heading over blank space said nothing; it says what will show here.
        self.rows_empty = StatePanel("No files added yet. Each file you drop or choose shows here with where its "
                                     "notes went: filed under a case, or waiting for you on the right.")
        self.rows_layout.addWidget(self.rows_empty)
        self.rows_layout.addStretch(1)
        self.rows_area = scroll(self.rows_box)
        lv.addWidget(self.rows_area, 1)
        self.status = muted("")
        lv.addWidget(self.status)

        # Right: the review queue.
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(8, 0, 0, 0)
        self.review_title = QLabel("<b>Waiting for review</b>")
        rv.addWidget(self.review_title)
        self.review_state = StatePanel("")
        self.review_state.hide()
        rv.addWidget(self.review_state)
        self.review_box = QWidget()
        self.review_layout = QVBoxLayout(self.review_box)
        self.review_layout.setContentsMargins(0, 0, 0, 0)
        self.review_layout.addStretch(1)
        self.review_area = scroll(self.review_box)
        rv.addWidget(self.review_area, 1)
        self.just_waiting: set[int] = set()  # entries of the latest drop that wait: the queue scrolls to them
        self.review_target: ReviewCard | None = None
        self.review_area.verticalScrollBar().rangeChanged.connect(self._scroll_review)
        split.addWidget(right)
        split.setSizes([520, 560])

    # ---- page protocol
    def on_shown(self) -> None:
        if self.stale:
            self.reload_review()

    def mark_stale(self) -> None:
        self.stale = True

    def set_drop_active(self, on: bool) -> None:
        self.drop_hint.setProperty("active", "true" if on else "false")
        self.drop_hint.style().unpolish(self.drop_hint)
        self.drop_hint.style().polish(self.drop_hint)

    def save_state(self, state: QSettings) -> None:
        state.setValue("add_notes/splitter", self.splitter.saveState())

    def restore_state(self, state: QSettings) -> None:
        value = state.value("add_notes/splitter")
        if value is not None:
            self.splitter.restoreState(value)

    def stop(self) -> None:
        self.cancel()

    # ---- files
    def pick_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, "Add notes", str(Path.home()), FILE_FILTER)
        if paths:
            self.add_paths(paths)

    def add_paths(self, paths: list[str]) -> None:
        """Ingest files on the worker (a dropped folder's notes, photos and documents with them); rows follow the
        progress events; the queue reloads when done. Files of one name (two folders' _chat.txt) go in
        separate batches, since a batch tells its files apart by name."""
        for batch in _batches(_expand([str(p) for p in paths])):
            self._add_batch(batch)

    def _add_batch(self, paths: list[str]) -> None:
        rows = []
        batch: dict[str, FileRow] = {}
        for path in paths:
            name = Path(path).name
            row = FileRow(name)
            self.rows_empty.hide()
            self.rows_layout.insertWidget(self.rows_layout.count() - 1, row)
            self.rows[name] = row
            batch[name] = row
            rows.append(row)
        self.show_rows(rows)
        cancel = threading.Event()
        self.cancel_flags.append(cancel)
        self.running += 1
        self.cancel_btn.setEnabled(True)
        self.status.setText(f"Reading {len(paths)} file(s)…")
        Op(self, lambda p, report: _place(p, p.ingest(paths, progress=report, cancel=cancel))) \
            .progress(lambda event: self._on_progress(event, batch)) \
            .success(lambda done: self._batch_done(rows, done, cancel)) \
            .failure(lambda exc: self._batch_failed(rows, exc, cancel)).run()

    def show_rows(self, rows: list[FileRow]) -> None:
        """Scroll the file list to the rows of the latest drop (added below the earlier ones): the lawyer sees what
        became of the files just dropped, not the first drop of the day."""
        def scroll_to() -> None:
            live = [r for r in rows if shiboken6.isValid(r)]
            if live:
                layout = self.rows_box.layout()
                if layout is not None:
                    layout.activate()
                self.rows_area.ensureWidgetVisible(live[-1], 0, 0)
                self.rows_area.ensureWidgetVisible(live[0], 0, 0)

        QTimer.singleShot(0, self, scroll_to)

    def _on_progress(self, event: ProgressEvent, batch: dict[str, FileRow]) -> None:
        row = batch.get(event.file)
        if row is None:
            return
        stage = event.stage
        if stage in EVENT_STAGE:
            row.set_stage(EVENT_STAGE[stage])
        elif stage == "error":
            row.set_stage("failed", event.message)
        elif stage == "cancelled":
            row.set_stage("cancelled", event.message)
        elif stage == "done" and event.message:
            row.message.setText(event.message)
            row.message.show()
        self.status.setText(f"{event.done} of {event.total} file(s) finished")

    def _finish_batch(self, cancel: threading.Event) -> None:
        if cancel in self.cancel_flags:
            self.cancel_flags.remove(cancel)
        self.running -= 1
        self.cancel_btn.setEnabled(self.running > 0)

    def _batch_done(self, rows: list[FileRow], done: Placed, cancel: threading.Event) -> None:
        self._finish_batch(cancel)
        placements = done.placements
        entries = done.report.entries
        files = {f.file: f for f in done.report.files}
        for row in rows:
            info = files.get(row.name)
            ids = set(info.entry_ids) if info is not None else set()
            mine = [e for e in entries if e.id in ids] if ids else [e for e in entries if e.source_file == row.name]
            state = info.state if info is not None else None
            message = info.message if info is not None else None
            if state == "error":
                if Path(row.name).suffix.lower().lstrip(".") in CASE_LIST_TYPES:
                    message = f"{message} — if this is your case list, import it under Cases → Import cases…"
                row.set_stage("failed", message)
            elif state == "waiting":  # kept; read once the program the message names is installed
                row.set_stage("review", message)
            elif state == "cancelled" or (not mine and cancel.is_set() and row.state not in ("retained", "review")):
                row.set_stage("cancelled", message or "not read; add it again to finish")
            elif state == "duplicate":  # where its entries are now: a note still waiting is not "filed"
                earlier = {i: placements[i] for i in ids if i in placements}
                row.lead = "already added earlier — "
                if earlier:
                    row.set_placements(earlier)
                else:
                    row.set_stage("retained", "already added earlier: nothing new")
            elif info is not None and info.retake_of is not None:  # "another photo of a page filed on …"
                row.set_stage("retake", message)
            elif mine:
                row.set_placements({e.id: placements.get(e.id, "") for e in mine})
            elif row.state != "failed":
                row.set_stage("retained", message or "nothing to file in this file")
        self.show_rows(rows)
        self.just_waiting = {i for i, words in placements.items() if words.startswith("waiting for you")}
        self.status.setText("Done." if not cancel.is_set() else "Cancelled; files already stored are kept.")
        self.main.refresh_all(keep=self)
        self.reload_review()

    def _batch_failed(self, rows: list[FileRow], exc: BaseException, cancel: threading.Event) -> None:
        self._finish_batch(cancel)
        text = error_text(exc)
        for row in rows:
            if row.state not in ("retained", "review"):
                row.set_stage("failed", None)
        self.status.setText(text)

    def cancel(self) -> None:
        for flag in self.cancel_flags:
            flag.set()
        if self.cancel_flags:
            self.status.setText("Cancelling after the current step…")

    def add_typed_note(self) -> None:
        text = self.note.toPlainText().strip()
        if not text:
            self.status.setText("Type a note first.")
            return
        problem = self.note_case.problem()
        if problem:
            self.status.setText(problem)
            return
        case_id = self.note_case.case_id()
        day = self.note_date.text().strip() or None
        row = FileRow("typed note", shown=f"Typed note: {opening(text, 90)}")
        self.rows_empty.hide()
        self.rows_layout.insertWidget(self.rows_layout.count() - 1, row)
        self.show_rows([row])
        row.set_stage("stored")
        # The next note starts afresh: a case or date left over from this one must never file it.
        self.note.clear()
        self.note_case.select_case(None)
        self.note_date.clear()

        def done(placed: Placed) -> None:
            entries = placed.report.entries
            if entries:
                row.set_placements({e.id: placed.placements.get(e.id, "") for e in entries})
            else:
                files = placed.report.files
                row.set_stage("retained", files[0].message if files else "nothing to file")
            self.main.refresh_all(keep=self)
            self.reload_review()

        def failed(exc: BaseException) -> None:
            row.set_stage("failed", error_text(exc))
            if not self.note.toPlainText().strip():
                self.note.setPlainText(text)  # nothing typed is lost when a note is refused

        Op(self, lambda p: _place(p, p.ingest_text(text, case_id=case_id, date=day))) \
            .success(done).failure(failed).run()

    # ---- review queue
    def reload_review(self) -> None:
        self.stale = False
        Op(self, _review_queue).success(self._show_review).failure(self._review_failed).run()

    def _review_failed(self, exc: BaseException) -> None:
        self.review_state.show_state(error_text(exc), "unavailable")

    def _show_review(self, bundle: ReviewQueue) -> None:
        # A card the lawyer is correcting stays as it is (a refresh after another file must not lose the typing).
        waiting = {e.id for e in bundle.queue}
        kept = {c.entry_id: c for c in self.review_cards if c.edited() and c.entry_id in waiting}
        for card in self.review_cards:
            if kept.get(card.entry_id) is not card:
                card.setParent(None)
                card.deleteLater()
        self.review_cards = []
        self.note_case.set_cases(bundle.cases, self.note_case.case_id())
        queue = bundle.queue
        self.review_title.setText(f"<b>Waiting for review</b> ({len(queue)})")
        if not queue:
            self.review_state.show_state("Nothing waiting. Every entry has a case and a date.")
        else:
            self.review_state.hide()
        for entry, crop, unsure, why, source in zip(queue, bundle.crops, bundle.unsure, bundle.why, bundle.sources):
            card = kept.get(entry.id) or ReviewCard(self, entry, bundle.cases, crop, unsure, why, source)
            self.review_layout.insertWidget(self.review_layout.count() - 1, card)  # in the queue's order
            self.review_cards.append(card)
        # The queue keeps its order; it scrolls to the first card of the file just dropped (and stays on it
        # while the cards above it are laid out).
        fresh = [c for c in self.review_cards if c.entry_id in self.just_waiting]
        self.just_waiting = set()
        self.review_target = fresh[0] if fresh else None
        if fresh:
            QTimer.singleShot(0, self, self._scroll_review)

    def _scroll_review(self, *_range: int) -> None:
        card = self.review_target
        if card is not None and shiboken6.isValid(card) and card in self.review_cards:
            self.review_area.verticalScrollBar().setValue(card.y())

    def entry_done(self, card: ReviewCard, placement: str = "") -> None:
        """A review card was confirmed or rejected: it leaves the queue and its file's row says where it went."""
        for row in self.findChildren(FileRow):
            row.entry_reviewed(card.entry_id, placement)
        if card in self.review_cards:
            self.review_cards.remove(card)
        self.review_target = None  # the lawyer is working through the queue: it no longer jumps
        card.setParent(None)
        card.deleteLater()
        self.review_title.setText(f"<b>Waiting for review</b> ({len(self.review_cards)})")
        if not self.review_cards:
            self.review_state.show_state("Nothing waiting. Every entry has a case and a date.")
        self.main.refresh_all(keep=self)
