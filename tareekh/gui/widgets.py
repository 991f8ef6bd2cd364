"""Small widgets and helpers shared by the pages."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)


class NotAvailable(Exception):
    """A Practice method this page needs has not been built yet."""

    def __init__(self, name: str) -> None:
        super().__init__(f"{name} is not available yet in this build of Tareekh")
        self.name = name


def call(practice: Any, path: str, *args: Any, **kwargs: Any) -> Any:
    """Call `practice.<path>(...)` (path may be dotted, e.g. "registry.list_cases"); NotAvailable if absent.

    Runs on the worker. The GUI never calls Practice directly."""
    if practice is None:
        from tareekh.errors import InputError

        raise InputError("the practice is not open")
    obj = practice
    for part in path.split("."):
        if not hasattr(obj, part):
            raise NotAvailable(path)
        obj = getattr(obj, part)
    return obj(*args, **kwargs)


def get(obj: Any, key: str, default: Any = None) -> Any:
    """A field of a dict or a model: the rooms return pydantic models, some helpers return dicts."""
    if obj is None:
        return default
    if isinstance(obj, dict):
        value = obj.get(key, default)
    else:
        value = getattr(obj, key, default)
    return default if value is None else value


def opening(text: str | None, limit: int = 220) -> str:
    """The opening of a note as one line: OCR'd lines are joined, then clipped at a word."""
    flat = " ".join(str(text or "").split())
    if len(flat) <= limit:
        return flat
    return flat[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def esc(text: Any) -> str:
    return html.escape("" if text is None else str(text))


def first_line(text: str | None, limit: int = 160) -> str:
    """The opening line of a note, clipped."""
    if not text:
        return ""
    line = next((ln.strip() for ln in str(text).splitlines() if ln.strip()), "")
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def plain(text: Any) -> QLabel:
    """A label that shows its text as typed (never read as HTML), wrapping."""
    label = QLabel("" if text is None else str(text))
    label.setTextFormat(Qt.TextFormat.PlainText)
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


def unavailable_text(exc: NotAvailable) -> str:
    return (f"Not available yet: this needs {exc.name}(), which this build of Tareekh does not have. "
            "Everything else keeps working.")


class Chip(QPushButton):
    """A citation chip `[n]`: hover shows the cited text, click opens the note reader."""

    open_entry = Signal(object)

    def __init__(self, n: Any, citation: Any, parent: QWidget | None = None) -> None:
        super().__init__(f"[{n}]", parent)
        self.setObjectName("chip")
        self.citation = citation
        self.n = n
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFlat(True)
        bits = [b for b in (get(citation, "hearing_date"), get(citation, "case_id"), get(citation, "source_file")) if b]
        text = get(citation, "text", "")
        tip = f"<b>{esc(' · '.join(str(b) for b in bits))}</b><br>{esc(text[:600])}"
        if get(citation, "verified", True) is False:
            tip += "<br><i>Not verified against this source.</i>"
        self.setToolTip(tip)
        self.clicked.connect(lambda: self.open_entry.emit(self.citation))


class ChipRow(QWidget):
    """Chips in a wrapping-free horizontal row with a leading label."""

    def __init__(self, label: str = "Sources", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(4)
        lead = muted(label)
        lead.setWordWrap(False)
        self.row.addWidget(lead)
        self.chips: list[Chip] = []
        self._stretch_added = False

    def add(self, chip: Chip) -> Chip:
        self.row.addWidget(chip)
        self.chips.append(chip)
        return chip

    def finish(self) -> None:
        if not self._stretch_added:
            self.row.addStretch(1)
            self._stretch_added = True


class CaseCombo(QComboBox):
    """A searchable combo of cases: type a number, an alias or a party; the popup matches anywhere in them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setMinimumWidth(240)
        self._search: list[tuple[str, str]] = []  # (lower-case search text, case id)
        self._model = QStandardItemModel(self)
        comp = QCompleter(self._model, self)
        comp.setFilterMode(Qt.MatchFlag.MatchContains)
        comp.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        comp.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(comp)
        comp.activated[QModelIndex].connect(self._picked)
        self.lineEdit().setPlaceholderText("Case number, alias or party…")
        self.lineEdit().editingFinished.connect(self._resolve_typed)
        self.suggestion: str | None = None

    def set_cases(self, cases: list[Any], current: str | None = None) -> None:
        self.blockSignals(True)
        self.clear()
        self._model.clear()
        self._search = []
        self.addItem("(no case)", None)
        for case in cases:
            cid = get(case, "id")
            aliases = [str(a) for a in get(case, "aliases", []) or []]
            parties = [str(get(p, "name", p)) for p in get(case, "parties", []) or []]
            label = f"{get(case, 'number', cid)} — {get(case, 'short_name') or get(case, 'title') or ''}".strip(" —")
            self.addItem(label, cid)
            extra = [t for t in dict.fromkeys([*parties, *aliases]) if t.lower() not in label.lower()]
            shown = label + (f"  ({'; '.join(extra)})" if extra else "")
            item = QStandardItem(shown)
            item.setData(cid, Qt.ItemDataRole.UserRole)
            self._model.appendRow(item)
            self._search.append((" ".join([cid or "", label, *extra]).lower(), cid))
        self.blockSignals(False)
        self.select_case(current)

    def _picked(self, index: QModelIndex) -> None:
        self.select_case(index.data(Qt.ItemDataRole.UserRole))

    def select_case(self, case_id: str | None) -> None:
        idx = self.findData(case_id) if case_id else 0
        if case_id and idx < 0:
            self.addItem(str(case_id), case_id)
            idx = self.count() - 1
        self.setCurrentIndex(max(idx, 0))
        self.setEditText(self.itemText(max(idx, 0)))

    def case_id(self) -> str | None:
        """The chosen case: an item's exact text, else the one case whose number, alias or party was typed."""
        text = self.currentText().strip()
        if not text or text == "(no case)":
            return None
        idx = self.findText(text)
        if idx >= 0:
            return self.itemData(idx)
        hits = self._matches(text)
        return hits[0] if len(hits) == 1 else None

    def _matches(self, text: str) -> list[str]:
        needle = text.lower()
        return list(dict.fromkeys(cid for hay, cid in self._search if needle in hay))

    def _resolve_typed(self) -> None:
        """Text that names no case directly (a misread "Seabreze", a nickname) goes to the registry's resolver,
        on the worker; one clear best candidate is selected, and said so."""
        text = self.currentText().strip()
        if not text or text == "(no case)" or self.findText(text) >= 0 or self._matches(text):
            return
        from tareekh.gui.ops import Op

        Op(self, lambda p: call(p, "registry.resolve", text, limit=3)) \
            .success(lambda res: self._resolved(text, res)).failure(lambda _exc: None).run()

    def _resolved(self, text: str, resolution: Any) -> None:
        if self.currentText().strip() != text:
            return  # the lawyer has typed on
        cands = get(resolution, "candidates", []) or []
        top = [c for c in cands if get(c, "score", 0) >= get(cands[0], "score", 0) - 0.5] if cands else []
        if len(top) != 1:
            return
        best = top[0]
        self.select_case(get(best, "case_id"))
        self.suggestion = text
        self.setToolTip(f"“{text}” read as {self.currentText()} ({get(best, 'tier')} match, "
                        f"score {float(get(best, 'score', 0)):.0f})")

    def problem(self) -> str | None:
        """Why the typed text does not name one case (None when it does, or when nothing is typed)."""
        text = self.currentText().strip()
        if not text or text == "(no case)" or self.findText(text) >= 0:
            return None
        hits = self._matches(text)
        if not hits:
            return f"No case matches “{text}”. Type a number, an alias or a party, or pick from the list."
        if len(hits) > 1:
            return f"“{text}” matches {len(hits)} cases ({', '.join(hits[:5])}). Pick one from the list."
        return None


def scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(widget)
    return area
