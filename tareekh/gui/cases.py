"""Cases: a searchable list; a case page with its registry details, next dates, documents, timeline and aliases."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TypedDict

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tareekh import display
from tareekh.gui.events_card import EventsCard, EventSource
from tareekh.gui.ops import Op, error_text
from tareekh.gui.widgets import (
    Card,
    Chip,
    ChipRow,
    Source,
    StatePanel,
    clip_name,
    date_field,
    empty,
    entry_number,
    esc,
    muted,
    opening,
    plain,
    scroll,
    split_page,
    wrapping_list,
)

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.gui.shell import Shell
    from tareekh.practice import Practice
    from tareekh.practice.types import (
        Case, ChatMemory, Client, Conflict, Counsel, EventBase, ImportReport, Judge, NextDateStep, TimelineHearing,
    )

IMPORT_FILTER = "Case lists and registries (*.xlsx *.xlsm *.csv *.tsv *.json);;All files (*)"

# The Edit case dialog: every field of a case, in the order a lawyer reads a case's front page.
TEXT_FIELDS = [("number", "Case number"), ("short_name", "Short name"), ("court", "Court"),
               ("court_hall", "Court hall"), ("nature", "Nature"), ("side", "We appear for"), ("stage", "Stage"),
               ("cnr", "CNR")]
DATE_FIELDS = [("next_date", "Next date"), ("filed_on", "Filed on")]
PEOPLE: list[tuple[str, str, Literal["judges", "counsel", "clients"]]] = [
    ("judge_id", "Judge", "judges"), ("counsel_id", "Opposing counsel", "counsel"), ("client_id", "Client", "clients")]


def _person(p: Practice, kind: str, pid: str | None) -> str | None:
    """A judge's, counsel's or client's name, by id."""
    if not pid:
        return None
    try:
        person: Judge | Counsel | Client = (p.registry.get_judge(pid) if kind == "judge" else
                                            p.registry.get_counsel(pid) if kind == "counsel" else
                                            p.registry.get_client(pid))
        return person.name
    except Exception:  # noqa: BLE001 - a person the registry has lost is said so, never shown by id
        return "(not in the registry)"


class DocumentRow(TypedDict):
    """A document or chat day filed under the case, as its row on the case page."""

    kind: str
    record_date: str | None
    doc_kind: str | None
    entry_id: int
    source_file: str
    case_id: str
    text: str


class People(TypedDict):
    """The registry's people, to choose from in the Edit case dialog."""

    judges: list[Judge]
    counsel: list[Counsel]
    clients: list[Client]


class CaseBundle(TypedDict):
    """Everything the case page shows, fetched in one go on the worker."""

    case: Case
    conflicts: list[Conflict]
    said: dict[int, str]  # entry id -> "your note of 25 Nov 2026", for each side of a conflict
    files: dict[int, str | None]  # entry id -> the file it was read from, for each side of a conflict
    memories: list[ChatMemory]
    judge: str | None
    counsel: str | None
    client: str | None
    aliases: list[str]
    history: list[NextDateStep]
    hearings: list[TimelineHearing]
    documents: list[DocumentRow]
    people: People
    events: list[EventBase]
    event_sources: dict[int, EventSource]
    event_labels: dict[str, str]


def _documents(p: Practice, case_id: str) -> list[DocumentRow]:
    """The case's filed documents and chat days, by their own date (a record filed under several cases is
    listed under each)."""
    records = [e for e in p.entries(case_id=case_id) if e.status == "retained" and e.kind in ("document", "chat_day")]
    return [DocumentRow(kind=e.kind, record_date=e.record_date, doc_kind=e.doc_kind, entry_id=e.id,
                        source_file=e.source_file, case_id=case_id, text=e.text)
            for e in sorted(records, key=lambda e: (e.record_date or "", e.id))]


def shown_aliases(aliases: list[str], number: str) -> list[str]:
    """The aliases as a lawyer reads them: a number no rule reads is kept as its letters and digits run together
    ("Appeal No. 0047/अपील/2029-30" -> "APPEALNO0047202930"), a key for matching that no one writes; the case page
    shows the number as written in its place."""
    squashed = re.sub(r"[^A-Za-z0-9]", "", number or "").upper()
    out: list[str] = []
    for alias in aliases:
        shown = number if squashed and alias == squashed and alias != number else alias
        if shown not in out:
            out.append(shown)
    return out


def _dmy(iso: str | None) -> str:
    """'2018-03-12' → '12.03.2018', as dates are shown to the lawyer."""
    text = str(iso or "")
    return f"{text[8:10]}.{text[5:7]}.{text[:4]}" if len(text) >= 10 and text[4] == "-" else (text or "undated")


def _event_sources(p: Practice, events: list[EventBase]) -> dict[int, EventSource]:
    """Each event's record, as its chip names and shows it (one look-up per record, not per event)."""
    out: dict[int, EventSource] = {}
    for eid in dict.fromkeys(e.entry_id for e in events if e.entry_id is not None):
        try:
            entry = p.entry(eid)
        except Exception:  # noqa: BLE001 - a record since removed: its events show without a chip
            continue
        out[eid] = EventSource(p.source_words(entry), entry.text, entry.source_file)
    return out


def _case_bundle(p: Practice, case_id: str) -> CaseBundle:
    from tareekh.practice.types import KIND_LABELS

    case = p.registry.get_case(case_id)
    events = p.events(case_id)
    timeline = p.timeline(case_id)
    conflicts = [c for c in p.conflicts(case_id) if not c.resolved]
    said: dict[int, str] = {}
    files: dict[int, str | None] = {}
    for c in conflicts:
        for eid in (c.entry_a, c.entry_b):
            try:
                entry = p.entry(eid)
                said[eid] = p.source_words(entry)
                files[eid] = entry.source_file
            except Exception:  # noqa: BLE001 - a removed entry is "another source"
                said[eid] = "another source"
    return CaseBundle(
        conflicts=conflicts,
        said=said,
        files=files,
        memories=timeline.chat_memories,
        case=case,
        judge=_person(p, "judge", case.judge_id),
        counsel=_person(p, "counsel", case.counsel_id),
        client=_person(p, "client", case.client_id),
        aliases=p.registry.aliases(case_id),
        history=p.next_date_history(case_id),
        hearings=timeline.hearings,
        documents=_documents(p, case_id),
        people=People(judges=p.registry.judges(), counsel=p.registry.counsel(), clients=p.registry.clients()),
        events=events,
        event_sources=_event_sources(p, events),
        event_labels=dict(KIND_LABELS),
    )


class EditCaseDialog(QDialog):
    """Every field of a case, values shown whole; dates as DD.MM.YYYY; judge, counsel and client chosen by name."""

    def __init__(self, parent: QWidget, case: Case, people: People | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Edit {display.of_case(case)}")
        self.case = case
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, QLineEdit] = {}
        self.title = QPlainTextEdit(case.title or "")
        self.title.setPlaceholderText("e.g. A. Rao vs B. Reddy & another (the parties are read from it)")
        self.title.setFixedHeight(self.title.fontMetrics().lineSpacing() * 3 + 16)
        self.combos: dict[str, QComboBox] = {}
        values: list[str] = []
        for key, label in TEXT_FIELDS[:2]:
            self._text_row(form, key, label, values)
        form.addRow("Title (parties)", self.title)
        parties = ", ".join(x.name + (f" ({x.role})" if x.role else "") for x in case.parties)
        if parties:
            shown = muted(f"Parties now: {parties}")
            form.addRow("", shown)
        for key, label in TEXT_FIELDS[2:4]:
            self._text_row(form, key, label, values)
        for key, label, kind in PEOPLE:
            combo = QComboBox()
            combo.addItem("—", None)
            choices: list[Judge] | list[Counsel] | list[Client] = people[kind] if people else []
            for person in choices:
                combo.addItem(person.name, person.id)
                values.append(person.name)
            current = self._value(key)
            idx = combo.findData(current) if current else 0
            if current and idx < 0:  # a person the registry lost: kept, shown as such
                combo.addItem("(not in the registry)", current)
                idx = combo.count() - 1
            combo.setCurrentIndex(max(idx, 0))
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            self.combos[key] = combo
            form.addRow(label, combo)
        for key, label in TEXT_FIELDS[4:]:
            self._text_row(form, key, label, values)
        for key, label in DATE_FIELDS:
            edit = date_field()
            edit.setText(display.day(self._value(key)))
            edit.setToolTip("Day first: 15.01.2027 (2027-01-15 is read too)")
            self.fields[key] = edit
            form.addRow(label, edit)
        self.status = QComboBox()
        self.status.addItems(["open", "closed"])
        self.status.setCurrentText(case.status)
        form.addRow("Status", self.status)
        self.error = muted("")
        self.error.setObjectName("errorText")
        self.error.hide()
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        # Wide enough that the longest value shows whole (within reason), not only its end.
        longest = max((self.fontMetrics().horizontalAdvance(v) for v in values if v), default=300)
        self.setMinimumWidth(min(max(560, longest + 220), 1000))

    def _value(self, key: str) -> str | None:
        """One of the case's text fields (the dialog's rows name them)."""
        value = getattr(self.case, key)
        return None if value is None else str(value)

    def _text_row(self, form: QFormLayout, key: str, label: str, values: list[str]) -> None:
        value = self._value(key) or ""
        edit = QLineEdit(value)
        edit.setCursorPosition(0)  # the start of a long value is what a reader needs
        self.fields[key] = edit
        values.append(value)
        form.addRow(label, edit)

    def changes(self) -> dict[str, str | None]:
        out: dict[str, str | None] = {}
        for key, edit in self.fields.items():
            value = edit.text().strip()
            before = display.day(self._value(key)) if key in dict(DATE_FIELDS) else self._value(key) or ""
            if value != before:
                out[key] = value or None
        title = self.title.toPlainText().strip()
        if title != (self.case.title or ""):
            out["title"] = title or None
        for key, combo in self.combos.items():
            if combo.currentData() != self._value(key):
                out[key] = combo.currentData()
        if self.status.currentText() != self.case.status:
            out["status"] = self.status.currentText()
        return out


class CasePanel(QWidget):
    """One case: details, next date and its history, aliases, the timeline of hearings with source chips."""

    def __init__(self, page: "CasesPage") -> None:
        super().__init__()
        self.page = page
        self.case_id: str | None = None
        self.bundle: CaseBundle | None = None
        v = QVBoxLayout(self)
        v.setContentsMargins(8, 0, 0, 0)
        head = QHBoxLayout()
        self.heading = QLabel("")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # "D'Souza & Sons" as typed, never as entities
        self.heading.setObjectName("pageTitle")
        self.heading.setWordWrap(True)
        head.addWidget(self.heading, 1)
        self.edit_btn = QPushButton("Edit case")
        self.edit_btn.clicked.connect(self.edit)
        self.brief_btn = QPushButton("Brief me")
        self.brief_btn.clicked.connect(self._brief)
        head.addWidget(self.edit_btn)
        head.addWidget(self.brief_btn)
        v.addLayout(head)
        self.state = StatePanel("Choose a case on the left.")
        v.addWidget(self.state)
        content = QWidget()
        self.col = QVBoxLayout(content)
        self.col.setContentsMargins(0, 0, 0, 0)
        self.details = Card()
        self.form = QFormLayout()
        self.details.body.addLayout(self.form)
        self.col.addWidget(self.details)
        alias_card = Card()
        alias_card.body.addWidget(QLabel("<b>Aliases</b> <span>(how notes may name this case)</span>"))
        self.alias_label = QLabel("")
        self.alias_label.setTextFormat(Qt.TextFormat.PlainText)
        self.alias_label.setWordWrap(True)
        alias_card.body.addWidget(self.alias_label)
        row = QHBoxLayout()
        self.alias_edit = QLineEdit()
        self.alias_edit.setPlaceholderText("Add an alias, e.g. a nickname used in your diary")
        self.alias_edit.returnPressed.connect(self.add_alias)
        add = QPushButton("Add alias")
        add.clicked.connect(self.add_alias)
        row.addWidget(self.alias_edit, 1)
        row.addWidget(add)
        alias_card.body.addLayout(row)
        self.alias_error = muted("")
        self.alias_error.hide()
        alias_card.body.addWidget(self.alias_error)
        self.col.addWidget(alias_card)
        self.history_card = Card()
        self.history_card.body.addWidget(QLabel("<b>Next date and its history</b>"))
        self.history = QLabel("")
        self.history.setWordWrap(True)
        self.history.setTextFormat(Qt.TextFormat.RichText)
        self.history.linkActivated.connect(
            lambda link: self.page.main.open_reader(int(link.split(":", 1)[1])) if link.startswith("entry:") else None)
        self.history_card.body.addWidget(self.history)
        self.col.addWidget(self.history_card)
        self.events_card = EventsCard(self.page.main.open_reader)
        self.col.addWidget(self.events_card)
        self.conflict_card = Card()
        self.conflict_card.body.addWidget(QLabel("<b>Where the notes and the record disagree</b>"))
        self.conflict_rows = QVBoxLayout()
        self.conflict_card.body.addLayout(self.conflict_rows)
        self.col.addWidget(self.conflict_card)
        self.memory_card = Card()
        self.memory_card.body.addWidget(QLabel("<b>From your chats</b> (what you said, not a court record)"))
        self.memory_rows = QVBoxLayout()
        self.memory_card.body.addLayout(self.memory_rows)
        self.col.addWidget(self.memory_card)
        self.documents_card = Card()
        self.documents_heading = QLabel("<b>Documents</b> (deeds, notices, FIRs, bills … by their own date)")
        self.documents_card.body.addWidget(self.documents_heading)
        self.document_rows = QVBoxLayout()
        self.documents_card.body.addLayout(self.document_rows)
        self.col.addWidget(self.documents_card)
        self.col.addWidget(QLabel("<b>Timeline of hearings</b>"))
        self.timeline = QVBoxLayout()
        self.col.addLayout(self.timeline)
        self.col.addStretch(1)
        self.scroll_area = scroll(content)  # not `self.scroll`: that is QWidget.scroll(dx, dy)
        v.addWidget(self.scroll_area, 1)
        self._set_visible(False)

    def _set_visible(self, on: bool) -> None:
        self.scroll_area.setVisible(on)
        self.edit_btn.setVisible(on)
        self.brief_btn.setVisible(on)
        self.state.setVisible(not on)

    def load(self, case_id: str) -> None:
        self.case_id = case_id
        Op(self, lambda p: _case_bundle(p, case_id)).success(self._show).failure(self._failed).run()

    def _failed(self, exc: BaseException) -> None:
        self._set_visible(False)
        self.state.show_state(error_text(exc), "unavailable")

    def _show(self, b: CaseBundle) -> None:
        self.bundle = b
        case = b["case"]
        self._set_visible(True)
        self.heading.setText(display.of_case(case))
        while self.form.rowCount():
            self.form.removeRow(0)
        parties = ", ".join(p.name + (f" ({p.role})" if p.role else "") for p in case.parties)
        for label, value in (("Title", case.title), ("Parties", parties), ("Court", case.court),
                             ("Court hall", case.court_hall), ("Judge", b["judge"]),
                             ("Opposing counsel", b["counsel"]), ("Client", b["client"]),
                             ("Our side", case.side), ("Stage", case.stage),
                             ("Next date", display.day(case.next_date) + (
                                 " — passed; no later date recorded"
                                 if case.next_date and case.status != "closed"
                                 and case.next_date < self.page.main.today.isoformat() else "")),
                             ("Filed on", display.day(case.filed_on)), ("Number", case.number),
                             ("Status", case.status), ("CNR", case.cnr)):
            if value:
                lbl = plain(value)
                lbl.setWordWrap(True)
                lbl.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self.form.addRow(label, lbl)
        self.alias_label.setText(", ".join(shown_aliases(b["aliases"], case.number)) or "—")
        hist = b["history"]
        if hist:
            lines = []
            for step in reversed(hist):
                stage = f" for {esc(step.stage)}" if step.stage else ""
                said = esc(step.said_by)
                if step.entry_id:
                    said = f'<a href="entry:{step.entry_id}">{said}</a>'
                was = f"was {esc(display.day(step.previous))}; " if step.previous else ""  # no "was —"
                lines.append(f"<b>{esc(display.day(step.next_date, '—'))}</b>{stage} "
                             f"<span style='color:gray'>({was}from {said})</span>")
            self.history.setText("<br>".join(lines))
        else:
            self.history.setText(f"Next date {esc(display.day(case.next_date, '—'))}; no changes recorded yet.")
        self._show_memories(b["memories"])
        self._show_conflicts(b["conflicts"])
        self._show_documents(b["documents"])
        self.events_card.show_events(b["events"], b["event_sources"], case.id, display.of_case(case),
                                     b["event_labels"])
        empty(self.timeline)
        if not b["hearings"]:
            self.timeline.addWidget(muted("No hearings filed under this case yet."))
        for h in b["hearings"]:
            card = Card()
            when = display.day(h.hearing_date, "undated")
            sources = h.sources
            text = "\n\n".join(src.text for src in sources if src.text)
            head = QLabel(f"<b>{esc(when)}</b>")
            card.body.addWidget(head)
            body = plain(opening(text, 400))
            body.setWordWrap(True)
            body.setToolTip(esc(str(text)[:1500]))
            card.body.addWidget(body)
            if sources:
                row = ChipRow("Sources")
                label = display.of_case(case)
                for i, src in enumerate(sources, 1):
                    chip = row.add(Chip(i, Source(entry_number(src.entry_id), src.text, h.hearing_date,
                                                  src.source_file), case_label=label))
                    kind = (src.doc_type or "note").replace("_", " ")
                    who = src.author
                    kind = "chat" if src.kind == "chat_day" else \
                        "your note" if kind.endswith("note") and who in (None, "lawyer") else \
                        (f"{who}'s note" if kind.endswith("note") else kind)
                    chip.setText(kind)
                    chip.open_entry.connect(lambda c: self.page.main.open_reader(c.entry_id, c))
                row.finish()
                card.body.addWidget(row)
            self.timeline.addWidget(card)

    def _show_memories(self, memories: list[ChatMemory]) -> None:
        empty(self.memory_rows)
        self.memory_card.setVisible(bool(memories))
        for mem in memories:
            row = QHBoxLayout()
            text = plain(f"{mem.text}  ({mem.kind or 'note'}, {display.day(mem.created_at[:10])})")
            row.addWidget(text, 1)
            forget = QPushButton("Forget")
            forget.setToolTip("Delete this chat memory from the practice memory")
            mid = mem.id
            forget.clicked.connect(lambda _=False, mid=mid: self.forget(mid))
            row.addWidget(forget)
            self.memory_rows.addLayout(row)

    def _show_documents(self, documents: list[DocumentRow]) -> None:
        """One row per document: what it is and its date, a chip that opens it, and its opening words."""
        empty(self.document_rows)
        self.documents_card.setVisible(bool(documents))  # a case without documents shows no empty card
        kinds = {d["kind"] for d in documents}
        self.documents_heading.setText(
            "<b>Chats</b> (each day of a WhatsApp export, by its date)" if kinds == {"chat_day"} else
            "<b>Documents and chats</b> (by their own date)" if "chat_day" in kinds else
            "<b>Documents</b> (deeds, notices, FIRs, bills … by their own date)")
        for n, doc in enumerate(documents, 1):
            what = doc["doc_kind"] or ("chat" if doc["kind"] == "chat_day" else "document")
            row = ChipRow(f"{what[:1].upper()}{what[1:]}, {_dmy(doc['record_date'])}")
            chip = row.add(Chip(n, Source(doc["entry_id"], doc["text"], _dmy(doc["record_date"]), doc["source_file"],
                                          doc["case_id"])))
            chip.setText(clip_name(doc["source_file"]) or f"[{n}]")
            chip.open_entry.connect(lambda c: self.page.main.open_reader(c.entry_id, c))
            row.finish()
            self.document_rows.addWidget(row)
            words = opening(doc["text"], 160)
            if words:
                start = muted(words)
                start.setWordWrap(True)
                self.document_rows.addWidget(start)

    def _show_conflicts(self, conflicts: list[Conflict]) -> None:
        empty(self.conflict_rows)
        self.conflict_card.setVisible(bool(conflicts))
        said = self.bundle["said"] if self.bundle else {}
        files = self.bundle["files"] if self.bundle else {}
        for c in conflicts:
            a, b = c.entry_a, c.entry_b
            self.conflict_rows.addWidget(plain(
                f"Hearing of {display.day(c.hearing_date)}: {c.field.replace('_', ' ')} "
                f"{display.day(c.value_a, '—')} in {said.get(a, 'one source')}, "
                f"{display.day(c.value_b, '—')} in {said.get(b, 'the other')}"))
            row = ChipRow("Compare")
            for i, (eid, value) in enumerate(((a, c.value_a), (b, c.value_b)), 1):
                chip = row.add(Chip(i, Source(eid, f"{said.get(eid, 'source')}: next date {display.day(value or '')}",
                                              c.hearing_date, files.get(eid))))
                chip.setText(said.get(eid, f"source {i}"))
                chip.open_entry.connect(lambda ci: self.page.main.open_reader(ci.entry_id, ci))
            row.finish()
            self.conflict_rows.addWidget(row)

    def forget(self, memory_id: str) -> None:
        cid = self.case_id

        def forgotten(_memory: ChatMemory) -> None:
            if cid is not None:
                self.load(cid)
            self.page.main.refresh_all(keep=self.page)

        Op(self, lambda p: p.forget_chat_memory(memory_id)).success(forgotten).run()

    def edit(self) -> None:
        if not self.bundle:
            return
        dlg = EditCaseDialog(self, self.bundle["case"], self.bundle["people"])
        dlg.accepted.connect(lambda: self._save(dlg.changes(), dlg))
        dlg.open()

    def _save(self, changes: dict[str, str | None], dlg: "EditCaseDialog | None" = None) -> None:
        if not changes or not self.case_id:
            return
        cid = self.case_id
        fields = {k: v for k, v in changes.items() if v is not None}

        def refused(exc: BaseException) -> None:
            # The dialog opens again with the lawyer's values and the reason, so nothing typed is lost.
            if dlg is not None:
                dlg.error.setText(error_text(exc))
                dlg.error.show()
                dlg.open()
            else:
                self.page.main.statusBar().showMessage(error_text(exc), 8000)

        def saved(_case: Case) -> None:
            self.load(cid)
            self.page.reload_list()
            self.page.main.refresh_all(keep=self.page)

        Op(self, lambda p: p.edit_case(cid, **fields)).success(saved).failure(refused).run()

    def add_alias(self) -> None:
        alias = self.alias_edit.text().strip()
        if not alias or not self.case_id:
            return
        cid = self.case_id

        def done(aliases: list[str]) -> None:
            self.alias_edit.clear()
            self.alias_error.hide()
            number = self.bundle["case"].number if self.bundle is not None else ""
            self.alias_label.setText(", ".join(shown_aliases(aliases, number)))

        Op(self, lambda p: p.registry.add_alias(cid, alias)).success(done) \
            .failure(self._alias_failed).run()

    def _alias_failed(self, exc: BaseException) -> None:
        self.alias_error.setText(error_text(exc))
        self.alias_error.show()

    def _brief(self) -> None:
        if self.bundle:
            case = self.bundle["case"]
            self.page.main.brief_me(case.id, case.short_name or display.short_number(case.number))


class CasesPage(QWidget):
    def __init__(self, main: "Shell") -> None:
        super().__init__()
        self.main = main
        self.stale = True
        split, lv = split_page(self, "Cases")
        self.splitter = split
        self.search = QLineEdit()
        # Short enough for the list's width on a laptop; the whole of what it searches is in the tooltip.
        self.search.setPlaceholderText("Find a case (Ctrl+F)")
        self.search.setToolTip("Search by number, name, alias or party (Ctrl+F)")
        self.search.setClearButtonEnabled(True)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(150)
        self._debounce.timeout.connect(self.reload_list)
        self.search.textChanged.connect(lambda _t: self._debounce.start())
        lv.addWidget(self.search)
        self.import_btn = QPushButton("Import cases…")
        self.import_btn.setToolTip("Add cases from your case list (.xlsx, .csv) or a registry file (.json)")
        self.import_btn.clicked.connect(self.choose_import)
        lv.addWidget(self.import_btn)
        self.import_box: QMessageBox | None = None
        self.list = QListWidget()
        self.list.setObjectName("caseList")
        wrapping_list(self.list)
        self.list.currentItemChanged.connect(self._picked)
        lv.addWidget(self.list, 1)
        self.count = muted("")
        lv.addWidget(self.count)
        self.panel = CasePanel(self)
        split.addWidget(self.panel)
        split.setSizes([320, 760])

    def on_shown(self) -> None:
        if self.stale:
            self.reload_list()
            if self.panel.case_id:
                self.panel.load(self.panel.case_id)

    def mark_stale(self) -> None:
        self.stale = True

    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def save_state(self, state: QSettings) -> None:
        state.setValue("cases/splitter", self.splitter.saveState())

    def restore_state(self, state: QSettings) -> None:
        value = state.value("cases/splitter")
        if value is not None:
            self.splitter.restoreState(value)

    def reload_list(self) -> None:
        self.stale = False
        query = self.search.text().strip() or None
        Op(self, lambda p: p.registry.list_cases(query=query)).success(self._show_list) \
            .failure(lambda exc: self.panel._failed(exc)).run()

    def _show_list(self, cases: list[Case]) -> None:
        keep = self.panel.case_id
        self.list.blockSignals(True)
        self.list.clear()
        for case in cases:
            nd = case.next_date
            # A next date already gone by is not "next": the lawyer has a date to record.
            if nd and nd >= self.main.today.isoformat():
                when = f"next {display.day(nd)}"
            elif case.status == "closed":
                when = "closed"
            else:
                when = f"listed {display.day(nd)}; no date since" if nd else ""
            label = f"{display.short_number(case.number)}\n{case.short_name or case.title or ''}"
            label += f"\n{when}" if when else ""
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, case.id)
            self.list.addItem(item)
            if case.id == keep:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        self.count.setText(f"{len(cases)} case{'s' if len(cases) != 1 else ''}")

    def choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import cases", "", IMPORT_FILTER)
        if path:
            self.import_file(path)

    def import_file(self, path: str) -> None:
        """Import a case list or registry file through Practice; show what was imported, skipped and refused."""
        Op(self, lambda p: p.import_registry_file(path), label="Importing cases…").success(self._imported).run()

    def _imported(self, report: ImportReport) -> None:
        lines = [f"Imported {report.cases} case{'s' if report.cases != 1 else ''} from {Path(report.file or '').name}."]
        if report.bad_rows:
            lines.append(f"\n{len(report.bad_rows)} row{'s' if len(report.bad_rows) != 1 else ''} not imported:")
            lines += [f"  row {b.row}: {b.reason}" for b in report.bad_rows[:30]]
            if len(report.bad_rows) > 30:
                lines.append(f"  … and {len(report.bad_rows) - 30} more")
        if report.warnings:
            lines.append("\nSkipped:")
            lines += [f"  {w}" for w in report.warnings[:30]]
        icon = QMessageBox.Icon.Warning if report.bad_rows else QMessageBox.Icon.Information
        self.import_box = QMessageBox(icon, "Import cases", "\n".join(lines), QMessageBox.StandardButton.Ok, self)
        self.import_box.open()
        self.reload_list()
        self.main.refresh_all(keep=self)

    def _picked(self, item: QListWidgetItem | None, _prev: QListWidgetItem | None = None) -> None:
        if item is not None:
            self.panel.load(item.data(Qt.ItemDataRole.UserRole))

    def open_case(self, case_id: str) -> None:
        self.main.go("cases")
        self.panel.load(case_id)
        self._select(case_id)

    def _select(self, case_id: str) -> None:
        """Highlight the open case in the list (or nothing, when the search hides it), without reloading it."""
        self.list.blockSignals(True)
        self.list.setCurrentRow(-1)
        self.list.clearSelection()
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == case_id:
                self.list.setCurrentItem(item)
                break
        self.list.blockSignals(False)

    def prepare_screenshot(self) -> None:
        self.main.runner.wait_idle(60)
        if self.list.count():
            self.list.setCurrentRow(0)
        self.main.runner.wait_idle(60)
