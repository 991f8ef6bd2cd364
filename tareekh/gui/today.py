"""Today: the matters listed on the chosen day, each with what the lawyer needs at the court hall door."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QDateEdit,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tareekh import display
from tareekh.gui.ops import Op, error_text
from tareekh.gui.widgets import Card, StatePanel, empty, esc, muted, opening, page_layout, plain, scroll, title

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.gui.shell import Shell
    from tareekh.practice import Practice
    from tareekh.practice.types import Entry, TodayBoard, TodayMatter

HORIZON_DAYS = 21


@dataclass
class TodayView:
    """What the page shows for one day: the board, the entry behind each matter's last note, and whether the
    practice has no cases at all (then the page offers the demo)."""

    board: TodayBoard
    last_entries: dict[str, Entry] = field(default_factory=dict)
    empty: bool = False


def _today_view(p: Practice, day: date) -> TodayView:
    """On the worker: the matters listed on the day and the next ones, with their last notes."""
    if p.registry.is_empty():
        from tareekh.practice.types import TodayBoard

        return TodayView(TodayBoard(date=day.isoformat()), empty=True)
    board = p.today(day.isoformat())
    return TodayView(board, _last_entries(p, board.today))


def _last_entries(p: Practice, matters: list[TodayMatter]) -> dict[str, Entry]:
    """The entry behind each matter's last note, so the full note is one click away."""
    out: dict[str, Entry] = {}
    for m in matters:
        cid, when, src = m.case_id, m.last_hearing_date, m.last_note_source
        if not cid or not when:
            continue
        # (a hearing told only in a chat is the chat of that day: agent_ops._chat_report_after)
        found = [e for e in p.entries(status="retained", case_id=cid)
                 if e.hearing_date == when or (e.kind == "chat_day" and e.record_date == when)]
        found.sort(key=lambda e: (e.source_file != src, e.doc_type == "order_sheet"))
        if found:
            out[cid] = found[0]
    return out


class MatterCard(Card):
    def __init__(self, page: "TodayPage", matter: TodayMatter, last_entry: Entry | None = None) -> None:
        super().__init__()
        self.matter = matter
        self.case_id = matter.case_id
        number = display.short_number(matter.number)
        name = matter.short_name or matter.title or ""
        head = QHBoxLayout()
        t = QLabel(f"{esc(number)} <span style='font-weight:400'>— {esc(name)}</span>")
        t.setObjectName("cardTitle")
        t.setWordWrap(True)
        head.addWidget(t, 1)
        brief = QPushButton("Brief me")
        brief.setObjectName("primary")
        brief.setToolTip("Open a chat on this matter")
        brief.clicked.connect(lambda: page.main.brief_me(self.case_id, name or number))
        head.addWidget(brief)
        self.body.addLayout(head)

        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        facts = [
            ("Court hall", matter.court_hall or "—"),
            ("Judge", matter.judge or "—"),
            ("Listed for", matter.listed_for or "—"),
        ]
        for i, (k, v) in enumerate(facts):
            grid.addWidget(muted(k), 0, i)
            val = plain(v)
            val.setWordWrap(True)
            grid.addWidget(val, 1, i)
        self.body.addLayout(grid)

        recorded = matter.recorded
        if recorded:
            self._recorded(page, matter)
        last_text = last_entry.text if last_entry is not None else matter.last_note or ""
        if last_text and not recorded:
            row = QHBoxLayout()
            when = matter.last_hearing_date or ""
            src = matter.last_note_source or ""
            note = QLabel(f"<i>Last note{(' (' + esc(display.day(when)) + ')') if when else ''}:</i> "
                          f"{esc(opening(last_text))}")
            note.setObjectName("lastNote")
            note.setWordWrap(True)
            note.setToolTip(f"<b>{esc(src)}</b><br>{esc(str(last_text)[:1500])}")
            row.addWidget(note, 1)
            entry_id = last_entry.id if last_entry is not None else None
            if entry_id:
                read = QPushButton("Read")
                read.setObjectName("readLast")
                read.setToolTip("Open the full note and its original")
                read.clicked.connect(lambda: page.main.open_reader(entry_id))
                row.addWidget(read)
            self.body.addLayout(row)
        pending = matter.pending
        if pending:
            self.body.addWidget(QLabel("<b>Pending</b>"))
            for item in pending[:5]:
                # Plain text: an escaped item with no tag in it would be shown with its entities (&#x27;).
                self.body.addWidget(plain("• " + item))
        memories = [m.text for m in matter.chat_memories]
        if memories:
            self.body.addWidget(QLabel("<b>From your chats</b>"))
            for item in memories[:3]:
                lbl = muted("• " + item)
                self.body.addWidget(lbl)


    def _recorded(self, page: "TodayPage", matter: TodayMatter) -> None:
        """The day's hearing is in: what was recorded (with Read) and the date the matter went to."""
        row = QHBoxLayout()
        by = matter.recorded_by or "the day's note"
        note = QLabel(f"<i>Recorded ({esc(by)}):</i> {esc(opening(matter.recorded))}")
        note.setObjectName("recordedNote")
        note.setWordWrap(True)
        row.addWidget(note, 1)
        entry_id = matter.recorded_entry_id
        if entry_id:
            read = QPushButton("Read")
            read.setToolTip("Open the full note and its original")
            read.clicked.connect(lambda: page.main.open_reader(entry_id))
            row.addWidget(read)
        self.body.addLayout(row)
        new_date = matter.new_next_date
        stage = matter.new_stage
        moved = QLabel(f"<b>Next date {esc(display.day(new_date))}</b>" + (f" — for {esc(stage)}" if stage else "")
                       if new_date else "<i>No next date in the day's record yet.</i>")
        moved.setObjectName("newNextDate")
        moved.setWordWrap(True)
        self.body.addWidget(moved)


class TodayPage(QWidget):
    def __init__(self, main: "Shell") -> None:
        super().__init__()
        self.main = main
        self.stale = True
        self.cards: list[MatterCard] = []
        outer = page_layout(self)
        head = QHBoxLayout()
        head.addWidget(title("Today"))
        head.addStretch(1)
        prev_btn = QPushButton("◀")
        prev_btn.setToolTip("Previous day")
        next_btn = QPushButton("▶")
        next_btn.setToolTip("Next day")
        self.date_edit = QDateEdit()
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("ddd dd.MM.yyyy")
        d = main.today
        self.date_edit.setDate(QDate(d.year, d.month, d.day))
        today_btn = QPushButton("Today")
        prev_btn.clicked.connect(lambda: self.date_edit.setDate(self.date_edit.date().addDays(-1)))
        next_btn.clicked.connect(lambda: self.date_edit.setDate(self.date_edit.date().addDays(1)))
        today_btn.clicked.connect(lambda: self.set_day(self.main.today))
        self.date_edit.dateChanged.connect(lambda _d: self.reload())
        for w in (prev_btn, self.date_edit, next_btn, today_btn):
            head.addWidget(w)
        outer.addLayout(head)
        self.summary = muted("")
        outer.addWidget(self.summary)
        content = QWidget()
        self.col = QVBoxLayout(content)
        self.col.setContentsMargins(0, 0, 0, 0)
        self.state = StatePanel("Opening your practice…")
        self.col.addWidget(self.state)
        # A new practice has no cases: import the lawyer's own list here (the window's way, not a command).
        self.import_btn = QPushButton("Import your case list…")
        self.import_btn.setObjectName("primary")
        self.import_btn.setToolTip("Your case list as Excel (.xlsx) or CSV with a header row, or a registry .json")
        self.import_btn.clicked.connect(self.main.import_cases)
        self.import_btn.hide()
        self.demo_btn = QPushButton("Load the demo practice")
        self.demo_btn.setToolTip("Twelve invented cases with a few diary photos, order sheets and notes")
        self.demo_btn.clicked.connect(self.load_demo)
        self.demo_btn.hide()
        start = QHBoxLayout()
        start.addStretch(1)
        start.addWidget(self.import_btn)
        start.addWidget(self.demo_btn)
        start.addStretch(1)
        self.col.addLayout(start)
        self.cards_box = QVBoxLayout()
        self.col.addLayout(self.cards_box)
        self.upcoming_title = QLabel(f"<b>Next {HORIZON_DAYS} days</b>")
        self.col.addWidget(self.upcoming_title)
        self.upcoming = QGridLayout()
        self.upcoming.setHorizontalSpacing(18)
        self.col.addLayout(self.upcoming)
        self.col.addStretch(1)
        outer.addWidget(scroll(content), 1)

    def day(self) -> date:
        q = self.date_edit.date()
        return date(q.year(), q.month(), q.day())

    def set_day(self, day: date) -> None:
        self.date_edit.setDate(QDate(day.year, day.month, day.day))

    def on_shown(self) -> None:
        if self.stale:
            self.reload()

    def mark_stale(self) -> None:
        self.stale = True

    def reload(self) -> None:
        self.stale = False
        day = self.day()
        Op(self, lambda p: _today_view(p, day)).success(lambda v: self._show(day, v)).failure(self._failed).run()

    def _failed(self, exc: BaseException) -> None:
        self.state.show_state(error_text(exc), "unavailable")

    def _clear(self) -> None:
        for card in self.cards:
            card.setParent(None)
            card.deleteLater()
        self.cards = []
        empty(self.upcoming)

    def _show(self, day: date, view: TodayView) -> None:
        if day != self.day():
            return  # the lawyer moved on to another day while this one loaded
        self._clear()
        matters = view.board.today
        self.summary.setText(
            f"{len(matters)} matter{'s' if len(matters) != 1 else ''} listed on {day.strftime('%A')} {display.day(day)}"
        )
        self.demo_btn.setVisible(view.empty)
        self.import_btn.setVisible(view.empty)
        if view.empty:
            self.summary.setText("")
            self.state.show_state("No cases yet. Import your case list (an Excel or CSV file with a header row "
                                  "naming the case number column), or look around in the demo practice.")
        elif matters:
            self.state.hide()
        else:
            self.state.show_state("Nothing listed on this day.")
        for matter in matters:
            card = MatterCard(self, matter, view.last_entries.get(matter.case_id))
            self.cards_box.addWidget(card)
            self.cards.append(card)
        upcoming = view.board.upcoming
        self.upcoming_title.setVisible(bool(upcoming))
        for row, item in enumerate(upcoming):
            cid = item.case_id
            number = display.short_number(item.number)
            for col, text in enumerate((display.day(item.next_date or ""), number, item.short_name or "",
                                        item.listed_for or "")):
                if col == 1 and cid:
                    lbl = QLabel(f'<a href="case:{esc(cid)}">{esc(text)}</a>')
                    lbl.setTextFormat(Qt.TextFormat.RichText)
                    lbl.setToolTip("Open the case")
                    lbl.linkActivated.connect(lambda _l, cid=cid: self.main.open_case(cid))
                    lbl.setWordWrap(True)
                else:
                    lbl = plain(text)
                # A row's cells start on one line, as in a cause list, when one of them wraps to two.
                self.upcoming.addWidget(lbl, row, col, Qt.AlignmentFlag.AlignTop)

    def load_demo(self) -> None:
        self.demo_btn.setEnabled(False)

        def done(_report: object) -> None:
            self.demo_btn.setEnabled(True)
            self.main.refresh_all(keep=self)
            self.reload()

        def failed(exc: BaseException) -> None:
            self.demo_btn.setEnabled(True)
            self._failed(exc)

        Op(self, lambda p: p.load_demo(), label="Building the demo practice…").success(done) \
            .failure(failed).run()

    def matter_case_ids(self) -> list[str]:
        return [c.case_id for c in self.cards]
