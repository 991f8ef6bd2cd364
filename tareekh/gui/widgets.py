"""Small widgets and helpers shared by the pages."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QGuiApplication, QPainter, QPaintEvent, QPalette, QScreen, QStandardItem, QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QLineEdit,
    QListView,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyleOptionViewItem,
    QStyledItemDelegate,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tareekh import display
from tareekh.gui.fonts import NastaliqRuns, nastaliq_face, nastaliq_runs, rich_text

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.practice.types import Case, Citation, Resolution


NO_CASE = "(no case)"


@dataclass(frozen=True)
class Source:
    """What a chip points at: a stored record (its entry id) and what the chip's tooltip says about it."""

    entry_id: int | None
    text: str = ""
    hearing_date: str | None = None  # the date shown in the tooltip (a document's own date)
    source_file: str | None = None
    case_id: str | None = None
    verified: bool = True
    said: str = ""  # what the answer said citing it: the reader shows the record's lines that say it

    @classmethod
    def of_citation(cls, c: Citation) -> "Source":
        """An answer's `[n]`: its entry ids are stored as text."""
        return cls(entry_number(c.entry_id), c.text, c.hearing_date, c.source_file, c.case_id, c.verified)


def entry_number(value: str | None) -> int | None:
    """An entry id the agent's models carry as text ("17"), as the number it is."""
    return int(value) if value and value.isdigit() else None


def opening(text: str | None, limit: int = 220) -> str:
    """The opening of a note as one line: OCR'd lines are joined, then clipped where a reader can stop.

    Clipped at a sentence's end when one falls in the last third of the room (an order's line, not half of
    the next), else between words, never inside one (an Indian script's vowel signs stay on their letter);
    a short label written before a figure ("Rs.", "ND", "u/s") goes with its figure, not left dangling; and
    a clipped text always ends in "…"."""
    flat = " ".join(str(text or "").split())
    if len(flat) <= limit:
        return flat
    room = flat[:limit + 1]
    ends = [m.end() for m in _SENTENCE_END.finditer(room) if m.end() >= limit * 2 // 3]
    if ends:
        return flat[:ends[-1]].rstrip() + " …"
    cut = room.rfind(" ")
    if cut <= 0:  # one long word (a path, a web address): cut it, marked
        return flat[:limit].rstrip() + "…"
    kept = flat[:cut].split(" ")
    if len(kept) > 1 and flat[cut + 1:cut + 2].isdigit() and len(kept[-1].rstrip(".:")) <= 3:
        kept.pop()  # "Rs." / "ND" / "u/s" before the figure that was cut off
    return " ".join(kept).rstrip(",;:-–—( ") + "…"


# A sentence's end: "?" "!" "।" "॥" ";" or a full stop after a word of four or more characters (not "Rs."
# "No." "Smt." "v."), followed by a space.
_SENTENCE_END = re.compile(r"(?:[?!;\u0964\u0965]|(?<=[^\s.]{4})\.)[\"'”’)]*(?=\s)")


def clip_name(name: str | None, limit: int = 40) -> str:
    """A file's name in at most `limit` characters: its start and its ending (the extension, a "(2)", a date
    at the end) kept, the middle marked "…" — never silently cut short."""
    text = str(name or "")
    if len(text) <= limit:
        return text
    tail = max(limit // 3, min(len(text.rsplit(".", 1)[-1]) + 1, limit // 2)) if "." in text else limit // 3
    return text[:limit - tail - 1].rstrip() + "…" + text[-tail:]


def sentence(text: str) -> str:
    """`text` ended as a sentence: a full stop added unless it already ends in one, a "?", "!" or a danda."""
    bare = text.rstrip()
    return bare if not bare or bare[-1] in ".?!\u0964\u0965…" else bare + "."


def esc(text: object) -> str:
    """`text` for a rich-text label: escaped, its Urdu and Kashmiri runs in the Nastaliq face (fonts.rich_text)."""
    return rich_text("" if text is None else str(text))


def plain(text: object) -> QLabel:
    """A label that shows its text as typed (never read as HTML), wrapping.

    Text with Urdu in it is given as escaped rich text, so that its Urdu runs are drawn in the Nastaliq face."""
    shown = "" if text is None else str(text)
    label = QLabel()
    if nastaliq_runs(shown):
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setText(esc(shown).replace("\n", "<br>"))
    else:
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setText(shown)
    label.setWordWrap(True)
    return label


def title(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("pageTitle")
    return label


def page_layout(page: QWidget) -> QVBoxLayout:
    """A page's outer column, kept the same distance from the window's edges on every page."""
    outer = QVBoxLayout(page)
    outer.setContentsMargins(20, 16, 20, 16)
    return outer


def split_page(page: QWidget, heading: str) -> tuple[QSplitter, QVBoxLayout]:
    """A titled page split left and right: (the splitter, the left column's layout).

    The left column is already the splitter's first side; the page fills it and adds its right side."""
    outer = page_layout(page)
    outer.addWidget(title(heading))
    split = QSplitter(Qt.Orientation.Horizontal)
    outer.addWidget(split, 1)
    left = QWidget()
    lv = QVBoxLayout(left)
    lv.setContentsMargins(0, 0, 8, 0)
    split.addWidget(left)
    return split, lv


def muted(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setObjectName("muted")
    label.setWordWrap(True)
    return label


class Card(QFrame):
    """A framed box with a vertical layout."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(14, 12, 14, 12)
        self.body.setSpacing(6)


class NoteText(QTextEdit):
    """A note's text as the lawyer wrote it: plain text, each paragraph laid out in its own script's direction.

    A line in Urdu, Kashmiri or Sindhi starts at the right edge and an English line at the left, as on the page;
    a QPlainTextEdit lays every line from the left, so an Urdu deed read as a ragged column of line ends."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hint = ""
        self.setAcceptRichText(False)  # a paste keeps its words, not another program's fonts and colours
        # Urdu lines in the Nastaliq face, shown and typed: the highlighter is set on the first Urdu letter (a
        # highlighter on every note made the reader slower to open for notes with none)
        self.nastaliq: NastaliqRuns | None = None
        self.textChanged.connect(self._watch_script)
        self.setPlainText(text)

    def setPlaceholderText(self, text: str) -> None:  # noqa: N802 - Qt's name
        """The hint shown while the box is empty, wrapped to the box's width: Qt draws a text box's hint on one
        line, and a hint longer than the box ("e.g. OS 318/2022 — 12.08.2026: PW1 cross-examined; next date 2
        Sep for DW1.") lost its end at the box's edge."""
        self._hint = text
        self.viewport().update()

    def placeholderText(self) -> str:  # noqa: N802 - Qt's name
        return self._hint

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._hint or not self.document().isEmpty():
            return
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        margin = int(self.document().documentMargin())
        area = self.viewport().rect().adjusted(margin, margin, -margin, -margin)
        painter.drawText(area, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                         | int(Qt.TextFlag.TextWordWrap), self._hint)
        painter.end()

    def setPlainText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setPlainText(text)
        if self.nastaliq is not None:  # set while the text was being replaced, whose layout dropped its formats
            self.nastaliq.rehighlight()

    def _watch_script(self) -> None:
        if self.nastaliq is None and nastaliq_face() is not None and nastaliq_runs(self.toPlainText()):
            self.nastaliq = NastaliqRuns(self.document())
            self.nastaliq.rehighlight()  # now, not at the event loop's next turn: the text is drawn at once


class StatePanel(QLabel):
    """An empty / unavailable / error state in place of a page's content."""

    def __init__(self, text: str = "", kind: str = "emptyState", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setObjectName(kind)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def show_state(self, text: str, kind: str = "emptyState") -> None:
        self.setObjectName(kind)
        self.setText(text)
        self.style().unpolish(self)
        self.style().polish(self)
        self.show()


def citation_tip(source: Source, case_label: str | None = None) -> str:
    """A source's tooltip: when, which case (by number and name), which file, then the cited text."""
    bits = [display.prose_day(source.hearing_date), case_label or "", source.source_file or ""]
    tip = f"<b>{esc(' · '.join(str(b) for b in bits if b))}</b><br>{esc(opening(source.text, 600))}"
    if not source.verified:
        tip += "<br><i>Not verified against this source.</i>"
    return tip


class Chip(QPushButton):
    """A citation chip `[n]`: hover shows the cited text, click opens the note reader."""

    open_entry = Signal(object)  # the chip's Source

    def __init__(self, n: int, citation: Source, parent: QWidget | None = None, *,
                 case_label: str | None = None) -> None:
        super().__init__(f"[{n}]", parent)
        self.setObjectName("chip")
        self.citation = citation
        self.n = n
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFlat(True)
        self.setToolTip(citation_tip(citation, case_label))
        self.clicked.connect(lambda: self.open_entry.emit(self.citation))


class FlowLayout(QLayout):
    """Widgets left to right, wrapping onto the next line when the width runs out (chips never force a
    horizontal scrollbar)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m: QMargins = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _place(self, rect: QRect, *, move: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._items:
            widget = item.widget()
            parent = widget.parentWidget() if widget is not None else None
            if widget is not None and parent is not None and not widget.isVisibleTo(parent):
                continue
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line > 0:
                x, y, line = area.x(), y + line + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


class ChipRow(QWidget):
    """Chips after a leading label, wrapping onto more lines when they do not fit."""

    def __init__(self, label: str = "Sources", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = FlowLayout(self)
        lead = muted(label)
        lead.setWordWrap(False)
        self.row.addWidget(lead)
        self.chips: list[Chip] = []
        sp = self.sizePolicy()
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)

    def add(self, chip: Chip) -> Chip:
        self.row.addWidget(chip)
        self.chips.append(chip)
        return chip

    def finish(self) -> None:
        """Lay the row out. Chips that would read alike (two notes of one hearing: "your note", "your note") are told
        apart by their file's name, or numbered when they share a file or have none."""
        for text, n in Counter(chip.text() for chip in self.chips).items():
            if n < 2:
                continue
            alike = [chip for chip in self.chips if chip.text() == text]
            files = [chip.citation.source_file for chip in alike]
            by_file = all(files) and len(set(files)) == len(files)
            for i, chip in enumerate(alike, 1):
                chip.setText(f"{text} · {clip_name(chip.citation.source_file)}" if by_file else f"{text} ({i})")
        self.row.invalidate()


class CaseChip(QFrame):
    """The case a chat is kept to, as a chip with a ✕ that lifts the filter."""

    removed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("caseChip")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 1, 2, 1)
        row.setSpacing(2)
        self.label = QLabel("")
        self.label.setObjectName("caseChipText")
        row.addWidget(self.label)
        self.close_btn = QToolButton()
        self.close_btn.setObjectName("caseChipClose")
        self.close_btn.setText("✕")
        self.close_btn.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_btn.setToolTip("Ask about all cases again")
        self.close_btn.setAutoRaise(True)
        self.close_btn.clicked.connect(self.removed.emit)
        row.addWidget(self.close_btn)
        self.case_id: str | None = None

    def show_case(self, case_id: str | None, label: str) -> None:
        self.case_id = case_id
        self.label.setText(label)
        self.setToolTip(f"This chat looks only at {label}. Click ✕ to ask about all your cases.")
        self.setVisible(bool(case_id))


class CaseCombo(QComboBox):
    """A searchable combo of cases: type a number, an alias or a party; the popup matches anywhere in them."""

    chosen = Signal(object)  # a case id, when the lawyer picks a case from either popup

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setMinimumWidth(200)
        self._search: list[tuple[str, str]] = []  # (lower-case search text, case id)
        self.labels: dict[str, str] = {}  # case id -> "O.S. 412/2023 — Seabreeze flat"
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self._model = QStandardItemModel(self)
        comp = QCompleter(self._model, self)
        comp.setFilterMode(Qt.MatchFlag.MatchContains)
        comp.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        comp.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(comp)
        # PySide6's stub types `activated` as one signal; it is an overloaded one (str or QModelIndex).
        comp.activated[QModelIndex].connect(self._picked)  # type: ignore[index]
        self.activated.connect(lambda i: self.chosen.emit(self.itemData(i)) if i > 0 else None)
        self.line_edit().setPlaceholderText("Case number, name or party…")
        self.line_edit().editingFinished.connect(self._resolve_typed)
        self.suggestion: str | None = None

    def line_edit(self) -> QLineEdit:
        """The box the lawyer types in (an editable combo always has one; Qt's getter is typed optional)."""
        edit = self.lineEdit()
        assert edit is not None, "CaseCombo is editable"
        return edit

    def set_cases(self, cases: list[Case], current: str | None = None) -> None:
        self.blockSignals(True)
        self.clear()
        self._model.clear()
        self._search = []
        self.labels = {}
        self.addItem(NO_CASE, None)
        for case in cases:
            cid = case.id
            aliases = list(case.aliases)
            parties = [p.name for p in case.parties]
            label = display.case_label(case.number, case.short_name or case.title)
            self.labels[cid] = label
            self.addItem(label, cid)
            extra = [t for t in dict.fromkeys([*parties, *aliases]) if t.lower() not in label.lower()]
            shown = label + (f"  ({'; '.join(extra)})" if extra else "")
            item = QStandardItem(shown)
            item.setData(cid, Qt.ItemDataRole.UserRole)
            self._model.appendRow(item)
            self._search.append((" ".join([case.number, label, *extra]).lower(), cid))
        # Wide enough for the longest case number with its name (the popup shows the parties besides).
        longest = max((len(x) for x in self.labels.values()), default=20)
        self.setMinimumContentsLength(min(max(longest, 24), 60))
        self.blockSignals(False)
        self.select_case(current)

    def _picked(self, index: QModelIndex) -> None:
        self.select_case(index.data(Qt.ItemDataRole.UserRole))
        self.chosen.emit(self.case_id())

    def select_case(self, case_id: str | None) -> None:
        idx = self.findData(case_id) if case_id else 0
        if case_id and idx < 0:
            self.addItem(self.labels.get(case_id, "a case not in the list"), case_id)
            idx = self.count() - 1
        self.setCurrentIndex(max(idx, 0))
        # No case: an empty box showing its placeholder, so a leftover "(no case)" is never read as typed text.
        self.setEditText(self.itemText(idx) if case_id and idx > 0 else "")
        # A box narrower than the label shows its start: the case's number, not "…1/2029 and M.C. 244/2029 — …"
        # (Qt keeps the cursor, left at the text's end, in view)
        self.line_edit().setCursorPosition(0)

    def case_id(self) -> str | None:
        """The chosen case: an item's exact text, else the one case whose number, alias or party was typed."""
        text = self.currentText().strip()
        if not text or text == NO_CASE:
            return None
        idx = self.findText(text)
        if idx >= 0:
            data = self.itemData(idx)  # a case id, or None on the "(no case)" item
            return data if isinstance(data, str) else None
        hits = self._matches(text)
        return hits[0] if len(hits) == 1 else None

    def _matches(self, text: str) -> list[str]:
        needle = text.lower()
        return list(dict.fromkeys(cid for hay, cid in self._search if needle in hay))

    def _resolve_typed(self) -> None:
        """Text that names no case directly (a misread "Seabreze", a nickname) goes to the registry's resolver,
        on the worker; one clear best candidate is selected, and said so."""
        text = self.currentText().strip()
        if not text or text == NO_CASE or self.findText(text) >= 0 or self._matches(text):
            return
        from tareekh.gui.ops import Op

        Op(self, lambda p: p.registry.resolve(text, limit=3)) \
            .success(lambda res: self._resolved(text, res)).failure(lambda _exc: None).run()

    def _resolved(self, text: str, resolution: Resolution) -> None:
        if self.currentText().strip() != text:
            return  # the lawyer has typed on
        cands = resolution.candidates
        top = [c for c in cands if c.score >= cands[0].score - 0.5] if cands else []
        if len(top) != 1:
            return
        best = top[0]
        self.select_case(best.case_id)
        self.suggestion = text
        how = {"number": "by its number", "alias": "by a name of the case", "fuzzy": "as the closest name"}
        self.setToolTip(f"“{text}” read as {self.currentText()} ({how.get(best.tier, 'best match')})")

    def problem(self) -> str | None:
        """Why the typed text does not name one case (None when it does, or when nothing is typed)."""
        text = self.currentText().strip()
        if not text or text == NO_CASE or self.findText(text) >= 0:
            return None
        hits = self._matches(text)
        if not hits:
            return f"No case matches “{text}”. Type a number, an alias or a party, or pick from the list."
        if len(hits) > 1:
            named = "; ".join(self.labels.get(h, "?") for h in hits[:5])
            return f"“{text}” matches {len(hits)} cases ({named}). Pick one from the list."
        return None


class WrappingDelegate(QStyledItemDelegate):
    """List rows as tall as their text needs at the list's present width, so a wrapped row is never cut
    short with "…" (Qt's own size hint measures the text unwrapped)."""

    PADDING = 14  # the stylesheet's item padding, top and bottom, and a little air

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        hint = super().sizeHint(option, index)
        view = self.parent()
        width = max(40, view.viewport().width() - 2 * self.PADDING) if isinstance(view, QAbstractItemView) \
            else hint.width()
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
        height = option.fontMetrics.boundingRect(QRect(0, 0, width, 100000), flags, text).height()
        return QSize(width, max(hint.height(), height + self.PADDING))


def empty(layout: QLayout) -> None:
    """Take every item out of `layout`, deleting its widgets and those of the layouts nested in it."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        nested = item.layout()
        if nested is not None:
            empty(nested)
        widget = item.widget()
        if widget is not None:
            widget.deleteLater()


def wrapping_list(view: QListView) -> None:
    """Make a QListWidget wrap its rows to its width and re-wrap them when it is resized."""
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setItemDelegate(WrappingDelegate(view))


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Size a window `width` × `height`, or as much of it as its screen holds: on a 1366×768 laptop at 125 %
    scaling the screen is 1093×614 points, and a window taller than that opens with its bottom (buttons, the end
    of a note) below the screen's edge."""
    screen: QScreen | None = widget.screen()  # None for a widget not yet on any screen, whatever the stubs say
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    room = screen.availableGeometry()
    if room.width() > 0 and room.height() > 0:
        width = min(width, room.width() * 19 // 20)
        height = min(height, room.height() * 9 // 10)  # the title bar and the frame need their share
    widget.resize(width, height)


def scroll(widget: QWidget) -> QScrollArea:
    """A vertical scroll area: its content always fits the width (text wraps; no horizontal scrollbar)."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setSizePolicy(QSizePolicy.Policy.Ignored, widget.sizePolicy().verticalPolicy())
    area.setWidget(widget)
    return area


def date_field(placeholder: str = "DD.MM.YYYY") -> QLineEdit:
    """A date box wide enough for "01.12.2026" and its placeholder; the practice reads DD.MM.YYYY or ISO."""
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    # The stylesheet's padding and border, and a cursor's room, besides the widest text it must show whole.
    width = edit.fontMetrics().horizontalAdvance(max(placeholder, "00.00.00000", key=len)) + 44
    edit.setMinimumWidth(width)
    edit.setMaximumWidth(width + 40)
    return edit
