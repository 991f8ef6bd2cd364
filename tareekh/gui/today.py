"""Today: the matters listed on the chosen day, each with what the lawyer needs at the court hall door."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

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
from tareekh.gui.widgets import (
    Card,
    NotAvailable,
    StatePanel,
    call,
    esc,
    opening,
    get,
    muted,
    page_layout,
    plain,
    scroll,
    title,
)

HORIZON_DAYS = 21


def _today_bundle(p: Any, day: date) -> dict:
    """On the worker: the agent's Today (listed matters, upcoming), or the registry's next dates if absent."""
    if hasattr(p, "registry") and p.registry.is_empty():
        return {"result": {"matters": [], "upcoming": []}, "fallback": False, "last_entries": {}, "empty": True}
    try:
        result = call(p, "today", day.isoformat())
        return {"result": result, "fallback": False, "last_entries": _last_entries(p, _matters(result))}
    except NotAvailable:
        cases = list(call(p, "registry.list_cases"))
        end = (day + timedelta(days=HORIZON_DAYS)).isoformat()
        listed = []
        for c in cases:
            if get(c, "next_date") == day.isoformat():
                judge = None
                if get(c, "judge_id"):
                    try:
                        judge = get(call(p, "registry.get_judge", get(c, "judge_id")), "name")
                    except Exception:  # noqa: BLE001 - the id is shown instead
                        judge = None
                listed.append({"case": c, "case_id": get(c, "id"), "judge": judge or "—"})
        upcoming = sorted((c for c in cases if day.isoformat() < (get(c, "next_date") or "") <= end),
                          key=lambda c: get(c, "next_date"))
        return {"result": {"matters": listed, "upcoming": upcoming}, "fallback": True, "last_entries": {}}


def _last_entries(p: Any, matters: list[Any]) -> dict[str, Any]:
    """The entry behind each matter's last note, so the full note is one click away."""
    out: dict[str, Any] = {}
    if not hasattr(p, "entries"):
        return out
    for m in matters:
        cid, when, src = get(m, "case_id"), get(m, "last_hearing_date"), get(m, "last_note_source")
        if not cid or not when:
            continue
        found = [e for e in p.entries(status="retained", case_id=cid) if get(e, "hearing_date") == when]
        found.sort(key=lambda e: (get(e, "source_file") != src, get(e, "doc_type") == "order_sheet"))
        if found:
            out[cid] = found[0]
    return out


def _matters(result: Any) -> list[Any]:
    if isinstance(result, list):
        return result
    return list(get(result, "matters", None) or get(result, "listed", None) or get(result, "today", None) or [])


def _upcoming(result: Any) -> list[Any]:
    if isinstance(result, list):
        return []
    return list(get(result, "upcoming", []) or [])


def _case(m: Any) -> Any:
    """A matter may carry its case nested (`case`) or flat."""
    return get(m, "case", m)


def _text_list(items: Any) -> list[str]:
    out = []
    for item in items or []:
        if isinstance(item, str):
            out.append(item)
        else:
            out.append(str(get(item, "text", get(item, "content", get(item, "summary", item)))))
    return out


class MatterCard(Card):
    def __init__(self, page: "TodayPage", matter: Any, last_entry: Any = None) -> None:
        super().__init__()
        self.matter = matter
        case = _case(matter)
        self.case_id = get(matter, "case_id", get(case, "id"))
        number = display.short_number(get(case, "number", get(matter, "number", "")))
        name = get(case, "short_name", get(matter, "short_name", "")) or get(case, "title", "")
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
        judge = get(matter, "judge")
        judge_name = get(judge, "name", judge) if judge else get(matter, "judge_name", "—")
        facts = [
            ("Court hall", get(matter, "court_hall", get(case, "court_hall", "—"))),
            ("Judge", judge_name or "—"),
            ("Listed for", get(matter, "listed_for", get(matter, "stage", get(case, "stage", "—")))),
        ]
        for i, (k, v) in enumerate(facts):
            grid.addWidget(muted(k), 0, i)
            val = plain(v)
            val.setWordWrap(True)
            grid.addWidget(val, 1, i)
        self.body.addLayout(grid)

        recorded = get(matter, "recorded")
        if recorded:
            self._recorded(page, matter)
        last = get(matter, "last_note")
        last_text = last if isinstance(last, str) else get(last, "text", "")
        if last_entry is not None:
            last_text = get(last_entry, "text", last_text)
        if last_text and not recorded:
            row = QHBoxLayout()
            when = get(matter, "last_hearing_date", get(last, "hearing_date", "") if not isinstance(last, str) else "")
            src = get(matter, "last_note_source", "")
            note = QLabel(f"<i>Last note{(' (' + esc(display.day(when)) + ')') if when else ''}:</i> "
                          f"{esc(opening(last_text))}")
            note.setObjectName("lastNote")
            note.setWordWrap(True)
            note.setToolTip(f"<b>{esc(src)}</b><br>{esc(str(last_text)[:1500])}")
            row.addWidget(note, 1)
            entry_id = get(last_entry, "id") if last_entry is not None else get(last, "entry_id")
            if entry_id:
                read = QPushButton("Read")
                read.setObjectName("readLast")
                read.setToolTip("Open the full note and its original")
                read.clicked.connect(lambda: page.main.open_reader(entry_id))
                row.addWidget(read)
            self.body.addLayout(row)
        pending = _text_list(get(matter, "pending", []))
        if pending:
            self.body.addWidget(QLabel("<b>Pending</b>"))
            for item in pending[:5]:
                lbl = QLabel("• " + esc(item))
                lbl.setWordWrap(True)
                self.body.addWidget(lbl)
        memories = _text_list(get(matter, "chat_memories", []) or get(matter, "memories", []))
        if memories:
            self.body.addWidget(QLabel("<b>From your chats</b>"))
            for item in memories[:3]:
                lbl = muted("• " + item)
                self.body.addWidget(lbl)


    def _recorded(self, page: "TodayPage", matter: Any) -> None:
        """The day's hearing is in: what was recorded (with Read) and the date the matter went to."""
        row = QHBoxLayout()
        by = get(matter, "recorded_by", "the day's note")
        note = QLabel(f"<i>Recorded ({esc(by)}):</i> {esc(opening(get(matter, 'recorded')))}")
        note.setObjectName("recordedNote")
        note.setWordWrap(True)
        row.addWidget(note, 1)
        entry_id = get(matter, "recorded_entry_id")
        if entry_id:
            read = QPushButton("Read")
            read.setToolTip("Open the full note and its original")
            read.clicked.connect(lambda: page.main.open_reader(entry_id))
            row.addWidget(read)
        self.body.addLayout(row)
        new_date = get(matter, "new_next_date")
        stage = get(matter, "new_stage")
        moved = QLabel(f"<b>Next date {esc(display.day(new_date))}</b>" + (f" — for {esc(stage)}" if stage else "")
                       if new_date else "<i>No next date in the day's record yet.</i>")
        moved.setObjectName("newNextDate")
        moved.setWordWrap(True)
        self.body.addWidget(moved)


class TodayPage(QWidget):
    def __init__(self, main: Any) -> None:
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
        self.demo_btn = QPushButton("Load the demo practice")
        self.demo_btn.setObjectName("primary")
        self.demo_btn.setToolTip("Twelve invented cases with a few diary photos, order sheets and notes")
        self.demo_btn.clicked.connect(self.load_demo)
        self.demo_btn.hide()
        self.col.addWidget(self.demo_btn, 0, Qt.AlignmentFlag.AlignHCenter)
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
        Op(self, lambda p: _today_bundle(p, day)).success(lambda b: self._show(day, b)).failure(self._failed).run()

    def _failed(self, exc: BaseException) -> None:
        from tareekh.gui.widgets import unavailable_text

        self.state.show_state(unavailable_text(exc) if isinstance(exc, NotAvailable) else error_text(exc),
                              "unavailable")

    def _clear(self) -> None:
        for card in self.cards:
            card.setParent(None)
            card.deleteLater()
        self.cards = []
        while self.upcoming.count():
            item = self.upcoming.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()

    def _show(self, day: date, bundle: dict) -> None:
        if day != self.day():
            return  # the lawyer moved on to another day while this one loaded
        self._clear()
        result = bundle["result"]
        matters = _matters(result)
        self.summary.setText(
            f"{len(matters)} matter{'s' if len(matters) != 1 else ''} listed on {day.strftime('%A')} {display.day(day)}"
            + (" — last notes appear when the agent room is available." if bundle["fallback"] else "")
        )
        self.demo_btn.setVisible(bool(bundle.get("empty")))
        if bundle.get("empty"):
            self.summary.setText("")
            self.state.show_state("No cases yet. Import your registry with `tareekh init --registry FILE`, "
                                  "or look around in the demo practice.")
        elif matters:
            self.state.hide()
        else:
            self.state.show_state("Nothing listed on this day.")
        for matter in matters:
            card = MatterCard(self, matter, bundle.get("last_entries", {}).get(get(matter, "case_id")))
            self.cards_box.addWidget(card)
            self.cards.append(card)
        upcoming = _upcoming(result)
        self.upcoming_title.setVisible(bool(upcoming))
        for row, item in enumerate(upcoming):
            case = _case(item)
            when = get(item, "next_date", get(item, "date", get(case, "next_date", "")))
            number = get(case, "number", get(item, "number", get(item, "case_id", "")))
            name = get(case, "short_name", get(item, "short_name", ""))
            cid = get(item, "case_id", get(case, "id"))
            number = display.short_number(number)
            for col, text in enumerate((display.day(when), number, name, get(item, "listed_for", get(case, "stage", "")))):
                if col == 1 and cid:
                    lbl = QLabel(f'<a href="case:{esc(cid)}">{esc(text)}</a>')
                    lbl.setTextFormat(Qt.TextFormat.RichText)
                    lbl.setToolTip("Open the case")
                    lbl.linkActivated.connect(lambda _l, cid=cid: self.main.go("cases").open_case(cid))
                else:
                    lbl = plain(text)
                self.upcoming.addWidget(lbl, row, col)

    def load_demo(self) -> None:
        self.demo_btn.setEnabled(False)

        def done(_report: Any) -> None:
            self.demo_btn.setEnabled(True)
            self.main.refresh_all(keep=self)
            self.reload()

        def failed(exc: BaseException) -> None:
            self.demo_btn.setEnabled(True)
            self._failed(exc)

        Op(self, lambda p: call(p, "load_demo"), label="Building the demo practice…").success(done) \
            .failure(failed).run()

    def matter_case_ids(self) -> list[str]:
        return [c.case_id for c in self.cards]
