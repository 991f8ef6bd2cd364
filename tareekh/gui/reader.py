"""The note reader: the original photo or scan (zoom, pan), the entry's region highlighted, its text beside it."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QRunnable, QThreadPool, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeySequence,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFormLayout,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from tareekh import display
from tareekh.gui.images import PageImage, original_file, page_image
from tareekh.gui.ops import Op, error_text, find_runner
from tareekh.gui.theme import current
from tareekh.gui.unsure import highlight_words, mark_on_scene, unsure_words
from tareekh.gui.widgets import NoteText, Source, fit_to_screen, muted, opening, wrapping_list

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.practice import Practice
    from tareekh.practice.types import Box, Entry, UnsureWord


@dataclass
class ReaderView:
    """What the reader shows of one entry: the entry, its upload's other entries, its page, and words."""

    entry: Entry
    siblings: list[Entry]
    image: PageImage | None
    image_error: str | None
    path: Path | None
    case_label: str | None  # the entry's case by number and name
    labels: dict[str, str]  # every case of the entry and its siblings, by number and name
    source: str  # "your note of 19 Nov 2026"
    placement: str  # "filed under O.S. 412/2023 — Seabreeze flat, hearing 01.12.2026"
    unsure: list[UnsureWord]


def _reader_view(p: Practice, entry_id: int) -> ReaderView:
    """On the worker: the entry, its upload's other entries, and the preview of its page."""
    entry = p.entry(entry_id)
    siblings = p.entries(upload_id=entry.upload_id)
    path = original_file(p, entry)
    image: PageImage | None = None
    image_error = None
    if path:
        try:
            image = page_image(path, entry.page)
        except (OSError, ValueError, RuntimeError) as exc:
            image_error = str(exc)
    # Words, not ids: cases by number and name, where the note went.
    labels = {cid: p.case_label(cid) for cid in {e.case_id for e in [entry, *siblings]} if cid}
    return ReaderView(entry, siblings, image, image_error, path, labels.get(entry.case_id or ""), labels,
                      p.source_words(entry), p.placement(entry), unsure_words(p, entry_id))


KIND_WORDS = {"general": "general note", "chat_day": "chat day"}


def _no_case(kind: str) -> str:
    """Where a record without a case stands: a general note has none by nature; anything else waits for one."""
    return "no case (a general note)" if kind == "general" else "no case yet"


class _FullRes(QObject):
    loaded = Signal(object)


class _FullResJob(QRunnable):
    """Decode the full-resolution image off the GUI thread (no database: not the Practice worker)."""

    def __init__(self, path: Path, relay: _FullRes, page: int = 1) -> None:
        super().__init__()
        self.path, self.relay, self.page = path, relay, page

    def run(self) -> None:
        try:
            self.relay.loaded.emit(page_image(self.path, self.page, max_side=None))
        except Exception:  # noqa: BLE001 - the preview stays; full resolution is a nicety
            self.relay.loaded.emit(None)


class PageView(QGraphicsView):
    """A zoomable, pannable page. Scene coordinates are the original page's pixels, so regions map 1:1."""

    wants_full = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.pixmap_item: QGraphicsPixmapItem | None = None
        self.region_item: QGraphicsRectItem | None = None
        self.page: PageImage | None = None

    def set_page(self, page: PageImage) -> None:
        pix = QPixmap.fromImage(page.image)
        if self.pixmap_item is None:
            self.pixmap_item = self.scene().addPixmap(pix)
            self.pixmap_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            self.pixmap_item.setZValue(0)
        else:
            self.pixmap_item.setPixmap(pix)
        self.pixmap_item.setScale(page.full_size.width() / max(1, page.image.width()))
        self.page = page
        self.scene().setSceneRect(QRectF(0, 0, page.full_size.width(), page.full_size.height()))

    def set_region(self, region: Box | None) -> QRectF | None:
        if self.region_item is not None:
            self.scene().removeItem(self.region_item)
            self.region_item = None
        if not region:
            return None
        rect = QRectF(region.x, region.y, region.w, region.h)
        color = QColor(current()["highlight"])
        pen = QPen(color, max(3.0, self.scene().sceneRect().width() / 400))
        fill = QColor(color)
        fill.setAlpha(50)
        self.region_item = self.scene().addRect(rect, pen, QBrush(fill))
        self.region_item.setZValue(1)
        return rect

    def fit(self) -> None:
        if self.region_item is not None:
            r = self.region_item.rect()
            margin = max(r.width(), r.height()) * 0.25
            self.fitInView(r.adjusted(-margin, -margin, margin, margin), Qt.AspectRatioMode.KeepAspectRatio)
        else:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def zoom(self, factor: float) -> None:
        self.scale(factor, factor)
        if self.page is not None and not self.page.is_full and self.transform().m11() > (
            self.page.image.width() / max(1, self.page.full_size.width())
        ):
            self.wants_full.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.angleDelta().y() == 0:
            super().wheelEvent(event)
            return
        self.zoom(1.25 if event.angleDelta().y() > 0 else 0.8)


# a piece of a note ends at a line's end, or after a full stop, "?", "!", a danda or an Urdu full stop and a space
_PIECE_END = re.compile(r"\n|(?<=[.!?\u0964\u06d4])\s+")
# a word in any script: the run between spaces and punctuation (a vowel sign stays on its letter, unlike \w)
_WORD = re.compile(r"[^\s.,;:!?()\[\]{}\"'“”‘’/\\|\u0964\u0965\u06d4\u060c—–-]+")


def _words(text: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(text) if len(w) > 1 or w.isdigit()}


def cited_span(text: str, said: str) -> tuple[int, int] | None:
    """Where in a record's text the answer's words come from: the run of its lines or sentences most of whose
    words the answer repeats, as (start, end); None when no piece shares enough (the answer only counted it)."""
    want = _words(said)
    pieces, start = [], 0
    for m in [*_PIECE_END.finditer(text), None]:
        end = m.start() if m is not None else len(text)
        words = _words(text[start:end])
        if words:
            shared = len(words & want)
            pieces.append((start, end, shared, shared / len(words)))
        start = m.end() if m is not None else len(text)
    if not pieces:
        return None
    best = max(range(len(pieces)), key=lambda i: (pieces[i][2], pieces[i][3]))
    if pieces[best][2] < 3 and pieces[best][3] < 0.6:
        return None
    lo = hi = best
    while lo > 0 and pieces[lo - 1][3] >= 0.6:
        lo -= 1
    while hi + 1 < len(pieces) and pieces[hi + 1][3] >= 0.6:
        hi += 1
    return pieces[lo][0], pieces[hi][1]


class NoteReader(QWidget):
    """A window on one entry. Opens fast: a scaled preview first, full resolution when zoomed in."""

    loaded = Signal()

    def __init__(self, window: QWidget, entry_id: int, citation: Source | None = None) -> None:
        super().__init__(window, Qt.WindowType.Window)
        self.setObjectName("noteReader")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.main = window
        self.runner = find_runner(window)  # the main window's, or a test host's
        self.entry_id = entry_id
        self.entry: Entry | None = None
        self.citation = citation
        self.cited: tuple[int, int] | None = None  # the passage the answer drew on, marked in the text
        self.opened_at = time.perf_counter()
        self.load_ms: float | None = None
        self.is_loaded = False
        self._full_relay: _FullRes | None = None
        self.bundle_path: Path | None = None
        self.unsure: list[UnsureWord] = []
        self.unsure_items: list[QGraphicsRectItem] = []
        self.setWindowTitle("Note")
        fit_to_screen(self, 1100, 720)
        self._build()
        for keys, slot in ((QKeySequence.StandardKey.ZoomIn, lambda: self.view.zoom(1.25)),
                           (QKeySequence.StandardKey.ZoomOut, lambda: self.view.zoom(0.8)),
                           (QKeySequence("Ctrl+0"), self.view.fit),
                           (QKeySequence(Qt.Key.Key_Escape), self.close)):
            QShortcut(keys, self, slot)
        self.load(entry_id)

    def _build(self) -> None:
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.page_side = left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(8, 8, 8, 8)
        self.view = PageView()
        self.view.wants_full.connect(self._load_full)
        self.no_image = muted("")
        self.no_image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_image.hide()
        # The zoom buttons and page name only mean something beside a page: hidden for a typed note or a chat.
        self.tools = QWidget()
        tools = QHBoxLayout(self.tools)
        tools.setContentsMargins(0, 0, 0, 0)
        for text, slot in (("−", lambda: self.view.zoom(0.8)), ("+", lambda: self.view.zoom(1.25)),
                           ("Fit", self.view.fit), ("Whole page", self._whole_page)):
            b = QPushButton(text)
            b.clicked.connect(slot)
            tools.addWidget(b)
        tools.addStretch(1)
        self.file_label = muted("")
        tools.addWidget(self.file_label)
        lv.addWidget(self.tools)
        lv.addWidget(self.view, 1)
        lv.addWidget(self.no_image, 1)
        split.addWidget(left)

        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(8, 8, 8, 8)
        self.heading = QLabel("Loading…")
        self.heading.setObjectName("pageTitle")
        self.heading.setWordWrap(True)
        rv.addWidget(self.heading)
        form = QFormLayout()
        self.form = form
        self.fields: dict[str, QLabel] = {}
        for key, label in (("case", "Case"), ("hearing_date", "Hearing date"), ("author", "Written by"),
                           ("doc_type", "Kind"), ("status", "Where it went"), ("source_file", "File")):
            value = QLabel("")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)
            self.fields[key] = value
            form.addRow(label, value)
        rv.addLayout(form)
        self.text_caption = muted("Text read from the page")
        rv.addWidget(self.text_caption)
        self.text = NoteText()
        self.text.setReadOnly(True)
        # the cited passage is kept in view as the reader is laid out or resized, until the lawyer scrolls
        self._follow_cited = False
        self.text.verticalScrollBar().actionTriggered.connect(self._stop_following_cited)
        rv.addWidget(self.text, 2)
        self.siblings_heading = muted("Other entries of the same upload")
        rv.addWidget(self.siblings_heading)
        self.siblings = QListWidget()
        wrapping_list(self.siblings)
        self.siblings.itemActivated.connect(lambda it: self.load(it.data(Qt.ItemDataRole.UserRole)))
        self.siblings.itemClicked.connect(lambda it: self.load(it.data(Qt.ItemDataRole.UserRole)))
        rv.addWidget(self.siblings, 1)
        split.addWidget(right)
        split.setSizes([680, 420])
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(split)

    # ---- loading
    def load(self, entry_id: int) -> None:
        if not entry_id:
            return
        self.entry_id = entry_id
        self.is_loaded = False
        self.opened_at = time.perf_counter()
        Op(self, lambda p: _reader_view(p, entry_id)).success(self._show).failure(self._failed).run()

    def _failed(self, exc: BaseException) -> None:
        self.heading.setText("Could not open this note")
        self.text.setPlainText(error_text(exc))
        self.is_loaded = True
        self.loaded.emit()

    def _show(self, view: ReaderView) -> None:
        entry = self.entry = view.entry
        self.bundle_path = view.path
        label = view.case_label
        labels = view.labels
        # A document, a chat's day or a general note is dated by its own date and named by what it is.
        kind = entry.kind
        own = entry.hearing_date if kind == "hearing" else entry.record_date
        what = None if kind == "hearing" else (entry.doc_kind or KIND_WORDS.get(kind, kind.replace("_", " ")))
        when = display.day(own, "undated")
        where = label or ("no case" if kind == "general" else _no_case(kind))
        self.heading.setText(f"{what[:1].upper()}{what[1:]}, {when} · {where}" if what else
                             f"{when[:1].upper()}{when[1:]} · {where}")
        date_label = self.form.labelForField(self.fields["hearing_date"])
        if isinstance(date_label, QLabel):  # the QLabel addRow made for the field's name
            date_label.setText("Hearing date" if kind == "hearing" else "Its date")
        self.setWindowTitle(f"{view.source or 'Note'} — {entry.source_file}")
        self.fields["case"].setText(label or "—")
        self.fields["hearing_date"].setText(display.day(own, "—"))
        author = entry.author or "—"
        if kind == "document" and author == "lawyer":
            # a paper copied in (a 1958 deed, a notice) was written by its makers: the lawyer a typed file is
            # credited to is who typed it into Tareekh, not who wrote the paper
            author = "—"
        self.fields["author"].setText("you" if author == "lawyer" else author)
        self.fields["doc_type"].setText(what or entry.doc_type.replace("_", " "))
        self.fields["status"].setText(view.placement or entry.status)
        self.fields["source_file"].setText(entry.source_file or "—")
        self.file_label.setText(f"{entry.source_file} · page {entry.page}")
        self.text.setPlainText(entry.text)
        self.unsure = view.unsure
        highlight_words(self.text, self.unsure)
        self._show_cited(entry)
        self.siblings.clear()
        for sib in view.siblings:
            sid = sib.id
            label = f"{display.day(sib.hearing_date or sib.record_date, 'undated')} · " \
                    f"{labels.get(sib.case_id or '', _no_case(sib.kind))} · " \
                    f"{opening(sib.text, 60)}"
            item = QListWidgetItem(("▶ " if sid == self.entry_id else "") + label)
            item.setData(Qt.ItemDataRole.UserRole, sid)
            self.siblings.addItem(item)
        # A file read into this one entry has no others: no heading over a list holding only the entry itself.
        others = any(sib.id != self.entry_id for sib in view.siblings)
        self.siblings_heading.setVisible(others)
        self.siblings.setVisible(others)
        image = view.image
        self.tools.setVisible(image is not None)
        # One upload is one file: a general note among chat days is a day of the same chat export.
        chat = kind == "chat_day" or any(sib.kind == "chat_day" for sib in view.siblings)
        self.text_caption.setText("Text read from the page" if image is not None else
                                  "The day's messages" if chat else "Text")
        # a typed note or a chat has no page: its text takes the room, and the caption says why; a page that
        # cannot be shown keeps its side, to say what went wrong
        self.page_side.setVisible(image is not None or view.image_error is not None)
        if image is None and view.image_error is None:
            self.text_caption.setText(self.text_caption.text() + (" — a chat export: no photo or scan" if chat else
                                                                   " — typed: no photo or scan"))
        if image is not None:
            self.no_image.hide()
            self.view.show()
            self.view.set_page(image)
            self.view.set_region(entry.region)
            self.unsure_items = mark_on_scene(self.view.scene(), self.unsure, self.unsure_items)
            self.view.fit()
        else:
            self.view.hide()
            why = view.image_error or (
                "A chat export: there is no photo or scan to show; the day's messages are on the right."
                if chat else "This note was typed: there is no photo or scan to show.")
            self.no_image.setText(why)
            self.no_image.show()
        self.load_ms = (time.perf_counter() - self.opened_at) * 1000
        self.is_loaded = True
        self.loaded.emit()

    def _show_cited(self, entry: Entry) -> None:
        """Opened from an answer's chip: the record's lines the answer drew on are marked and scrolled into view, so
        a long note (or a day's note about several matters) opens where the answer's words are."""
        self.cited = None
        citation = self.citation
        if citation is None or not citation.said or citation.entry_id != entry.id:
            return
        span = cited_span(entry.text, citation.said)
        if span is None:
            return
        self.cited = span
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(span[0])
        cursor.setPosition(span[1], QTextCursor.MoveMode.KeepAnchor)
        mark = QTextEdit.ExtraSelection()
        mark.cursor = cursor
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(current()["chip"]))
        mark.format = fmt
        self.text.setExtraSelections([*self.text.extraSelections(), mark])
        self._follow_cited = True
        self._bring_cited_into_view()

    def _bring_cited_into_view(self) -> None:
        if self.cited is None:
            return
        shown = QTextCursor(self.text.document())
        shown.setPosition(self.cited[1])
        self.text.setTextCursor(shown)  # the end of the passage first, then its start: all of it in view
        self.text.ensureCursorVisible()
        shown.setPosition(self.cited[0])
        self.text.setTextCursor(shown)
        self.text.ensureCursorVisible()

    def _stop_following_cited(self, _action: int) -> None:
        self._follow_cited = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A reader opened at the cited lines and then laid out or resized (a smaller window, a laptop's screen) keeps
        those lines in view until the lawyer scrolls; before, a reader resized after it loaded could leave them below
        the fold (a test that resized the reader failed when the load finished first)."""
        super().resizeEvent(event)
        if self._follow_cited:
            self._bring_cited_into_view()

    def _load_full(self) -> None:
        path = self.bundle_path
        if self._full_relay is not None or path is None or path.suffix.lower() == ".pdf":
            return
        self._full_relay = _FullRes(self)
        self._full_relay.loaded.connect(self._got_full)
        page = self.entry.page if self.entry is not None else 1
        QThreadPool.globalInstance().start(_FullResJob(path, self._full_relay, page))

    def _got_full(self, page: PageImage | None) -> None:
        if page is not None:
            self.view.set_page(page)

    def _whole_page(self) -> None:
        self.view.fitInView(self.view.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def region_rect(self) -> QRectF | None:
        return self.view.region_item.rect() if self.view.region_item is not None else None

    def wait_loaded(self, timeout: float = 10.0) -> bool:
        end = time.monotonic() + timeout
        while not self.is_loaded and time.monotonic() < end:
            QApplication.processEvents()
            time.sleep(0.005)
        return self.is_loaded
