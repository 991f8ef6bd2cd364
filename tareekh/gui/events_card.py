"""A case's events on its page: what the records say happened (adjournments, costs, orders, witnesses, next dates,
action items …), each with a chip that opens the record it was read from at the words it was read from.

The window's view of `tareekh events --case`: the events come through the Practice (`Practice.events`), read at
ingest; nothing here reads a record again."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tareekh import display
from tareekh.gui.widgets import Card, Chip, ChipRow, Source, empty, muted, opening, plain

if TYPE_CHECKING:
    from tareekh.practice.types import EventBase

SHOWN_FIRST = 8  # the latest events a case's page opens with; the rest one click away (the timeline is below)
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# The fields that say what the event is, shown first and without a label (the rest are "label: value").
_LEAD = ("what", "task", "act", "said", "remark", "value")
_SIDES = {"ours": "our side", "other": "the other side", "court": "the court"}
_LABELS = {"actor": "by", "sought_by": "sought by", "on_whom": "payable by", "payable_to": "to", "by_whom": "by",
           "date": "to", "due": "due", "on": "on", "reference": "ref.", "last_opportunity": "last opportunity",
           "filed": "", "done": "done", "tones": "", "parts": "", "outcome": "", "status": "", "stage": ""}
# Read into the fields but no news to a lawyer reading the line ("filed: yes", a side nobody named).
_SILENT: tuple[object, ...] = (None, "", "unknown", False, [])  # a tuple: a list field is no set member


@dataclass
class EventSource:
    """The record an event was read from, as its chip names it."""

    words: str  # "your note", "order sheet", "chat", "sale deed"
    text: str
    source_file: str | None


def _kind(e: EventBase) -> str:
    """An event's kind (each kind's model sets it; the base class has none)."""
    return str(getattr(e, "kind", "") or "")


def _value(key: str, value: object) -> str:
    if key == "amount" and isinstance(value, (int, float)):
        from tareekh.practice.types import rupees  # (the practice is imported on the worker, after the window opens)

        return rupees(float(value)).replace("Rs. ", "₹", 1)  # Indian grouping, as every answer writes a sum
    if key in ("sought_by", "on", "side") and value in _SIDES:
        return _SIDES[str(value)]
    if isinstance(value, str) and _ISO.match(value):
        return display.day(value)
    if isinstance(value, list):
        return ", ".join(str(v).replace("_", " ") for v in value if v)
    if value is True:
        return ""
    return " ".join(str(value).replace("_", " ").split()) if key in ("outcome", "status", "tones", "stage",
                                                                     "sought_by", "on", "side") else str(value)


# A side read as ours / the other / the court, and who the record names for it as written: said together.
_SIDE_AND_WHO = (("sought_by", "actor", "sought by"), ("on", "on_whom", "payable by"))


def _named_sides(fields: dict[str, object]) -> dict[str, str]:
    """The side fields whose actor as written is said in brackets after them (the actor's own item is dropped)."""
    return {side: who for side, who, _label in _SIDE_AND_WHO
            if fields.get(side) in _SIDES and fields.get(who) not in _SILENT and isinstance(fields.get(who), str)}


def event_line(e: EventBase) -> str:
    """What an event says, in one line: its own words first ("cross-examination of PW-2 deferred") unless they are
    the record's words quoted under it, then its particulars ("sought by: the other side; to 08.10.2030") — dates
    as the lawyer writes them, sums in rupees."""
    fields = e.fields()
    if fields.get("label"):  # a labelled value a document writes: "FIR No.: 0227", "Coram: A, B"
        shown = " ".join(str(fields.get("value") or "").split()) or ", ".join(fields.get("parts") or [])
        return f"{fields['label']}: {shown}" if shown else str(fields["label"])
    quoted = " ".join(e.text.split()).casefold()
    lead = [" ".join(str(fields[k]).split()) for k in _LEAD if fields.get(k) not in _SILENT]
    lead = [x for x in lead if x.casefold() not in quoted]
    rest: list[str] = []
    named = _named_sides(fields)
    for key, raw in fields.items():
        if key in _LEAD or raw in _SILENT or (key == "filed" and raw is True) or key in named.values():
            continue
        shown = _value(key, raw)
        label = _LABELS.get(key, key.replace("_", " "))
        if key in named:  # "sought by: the other side (the defendant)", not "…; by: the defendant"
            shown = f"{shown} ({' '.join(str(fields[named[key]]).split())})"
            label = next(words for side, _who, words in _SIDE_AND_WHO if side == key)
        rest.append(f"{label}: {shown}" if label and shown else (label or shown))
    if fields.get("filed") is False and "not" not in quoted.split():
        rest.insert(0, "not filed")
    return "; ".join(x for x in lead + rest if x)


def source_chip_words(words: str) -> str:
    """"your note of 19 Nov 2026" → "your note": the row already gives the day."""
    return words.split(" of ", 1)[0] or "record"


class EventsCard(Card):
    """The case's events, oldest record first, with a choice of one kind ("Costs (3)")."""

    def __init__(self, open_source: Callable[[int | None, Source], object]) -> None:
        super().__init__()
        self._open = open_source
        head = QHBoxLayout()
        head.addWidget(QLabel("<b>Events</b> (what your records say happened, each with its source)"), 1)
        self.kind = QComboBox()
        self.kind.setToolTip("Show one kind of event")
        self.kind.currentIndexChanged.connect(lambda _i: self._fill(everything=False))
        head.addWidget(self.kind)
        self.body.addLayout(head)
        self.rows = QVBoxLayout()
        self.body.addLayout(self.rows)
        self.more = QPushButton("")
        self.more.setToolTip("Show every event of this kind, from the first record on")
        self.more.clicked.connect(self._show_all)
        self.more.hide()
        self.body.addWidget(self.more)
        self.all_shown = False
        self.events: list[EventBase] = []
        self.sources: dict[int, EventSource] = {}
        self.case_id: str | None = None
        self.case_label = ""
        self._labels: dict[str, str] = {}

    def show_events(self, events: list[EventBase], sources: dict[int, EventSource], case_id: str,
                    case_label: str, labels: dict[str, str]) -> None:
        self.events, self.sources, self.case_id, self.case_label = events, sources, case_id, case_label
        counts = Counter(_kind(e) for e in events)
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(f"All kinds ({len(events)})", "")
        for kind, label in labels.items():
            if counts[kind]:
                self.kind.addItem(f"{label[:1].upper()}{label[1:]} ({counts[kind]})", kind)
        self.kind.blockSignals(False)
        self.kind.setVisible(bool(events))
        self._labels = labels
        self._fill(everything=False)

    def shown(self) -> list[EventBase]:
        kind = self.kind.currentData()
        return [e for e in self.events if not kind or _kind(e) == kind]

    def _show_all(self) -> None:
        self._fill(everything=True)

    def _fill(self, *, everything: bool) -> None:
        """The chosen kind's events, oldest first: the latest SHOWN_FIRST of them until the lawyer asks for all
        (thirty events pushed a case's timeline of hearings off the page)."""
        empty(self.rows)
        self.all_shown = everything
        if not self.events:
            self.more.hide()
            self.rows.addWidget(muted("No events read from this case's records yet: adjournments, costs, orders, "
                                      "witnesses and next dates appear here as notes that say them are added."))
            return
        chosen = self.shown()
        rows = chosen if everything or len(chosen) <= SHOWN_FIRST else chosen[-SHOWN_FIRST:]
        hidden = len(chosen) - len(rows)
        if hidden:
            self.rows.addWidget(muted(f"The latest {len(rows)} of {len(chosen)}:"))
        for e in rows:
            self.rows.addWidget(self._row(e))
        self.more.setText(f"Show all {len(chosen)} (the {hidden} earlier too)")
        self.more.setVisible(hidden > 0)

    def _row(self, e: EventBase) -> QWidget:
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 4, 0, 4)
        v.setSpacing(2)
        label = self._labels.get(_kind(e), _kind(e))
        row = ChipRow(f"{display.day(e.record_date, 'undated')} · {label[:1].upper()}{label[1:]}")
        src = self.sources.get(e.entry_id if e.entry_id is not None else -1)
        if src is not None:
            chip = row.add(Chip(1, Source(e.entry_id, src.text, e.record_date, src.source_file, self.case_id,
                                          said=e.text), case_label=self.case_label))
            chip.setText(source_chip_words(src.words))
            chip.open_entry.connect(lambda c: self._open(c.entry_id, c))
        row.finish()
        v.addWidget(row)
        line = event_line(e)
        if line:
            v.addWidget(plain(line))
        words = opening(e.text, 220)
        if words and words != line:
            quote = muted(f"“{words}”")
            v.addWidget(quote)
        return box


__all__ = ["EventSource", "EventsCard", "event_line", "source_chip_words"]
