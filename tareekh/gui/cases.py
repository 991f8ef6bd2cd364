"""Cases: a searchable list; a case page with its registry details, next dates, documents, timeline and aliases."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
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
from tareekh.gui.ops import Op, error_text
from tareekh.gui.widgets import (
    Card,
    Chip,
    ChipRow,
    NotAvailable,
    StatePanel,
    call,
    date_field,
    esc,
    get,
    muted,
    plain,
    scroll,
    split_page,
    unavailable_text,
    wrapping_list,
)

IMPORT_FILTER = "Case lists and registries (*.xlsx *.xlsm *.csv *.tsv *.json);;All files (*)"

# The Edit case dialog: every field of a case, in the order a lawyer reads a case's front page.
TEXT_FIELDS = [("number", "Case number"), ("short_name", "Short name"), ("court", "Court"),
               ("court_hall", "Court hall"), ("nature", "Nature"), ("side", "We appear for"), ("stage", "Stage"),
               ("cnr", "CNR")]
DATE_FIELDS = [("next_date", "Next date"), ("filed_on", "Filed on")]
PEOPLE = [("judge_id", "Judge", "judges"), ("counsel_id", "Opposing counsel", "counsel"),
          ("client_id", "Client", "clients")]


def _person(p: Any, kind: str, pid: str | None) -> str | None:
    if not pid:
        return None
    try:
        return get(call(p, f"registry.get_{kind}", pid), "name", pid)
    except Exception:  # noqa: BLE001 - a person the registry has lost is said so, never shown by id
        return "(not in the registry)"


def _plain(value: Any) -> dict:
    """A model or dict as a plain dict (to add a field for a chip's tooltip)."""
    return value.model_dump() if hasattr(value, "model_dump") else dict(value)


def _timeline(p: Any, case_id: str) -> tuple[list[Any], list[Any], bool]:
    """(hearings, chat memories, fallback): the agent's timeline, or the case's entries grouped by hearing
    date if the agent has none yet."""
    try:
        result = call(p, "timeline", case_id)
        if isinstance(result, list):
            return result, [], False
        return list(get(result, "hearings", []) or []), list(get(result, "chat_memories", []) or []), False
    except NotAvailable:
        pass
    try:
        entries = [e for e in call(p, "entries", case_id=case_id) if get(e, "status") == "retained"]
    except NotAvailable:
        return [], [], True
    days: dict[str, list[Any]] = {}
    for e in entries:
        days.setdefault(get(e, "hearing_date", "undated"), []).append(e)
    hearings = [{"hearing_date": d, "text": "\n\n".join(str(get(e, "text", "")) for e in es),
                 "sources": [{"entry_id": get(e, "id"), "source_file": get(e, "source_file"),
                              "doc_type": get(e, "doc_type"), "hearing_date": d, "case_id": case_id,
                              "text": get(e, "text")} for e in es]}
                for d, es in sorted(days.items())]
    return hearings, [], True


def _documents(p: Any, case_id: str) -> list[Any]:
    """The case's filed documents and chat days, by their own date (a record filed under several cases is
    listed under each)."""
    try:
        records = [e for e in call(p, "entries", case_id=case_id) if get(e, "status") == "retained"
                   and get(e, "kind", "hearing") in ("document", "chat_day")]
    except NotAvailable:
        return []
    return [{"kind": get(e, "kind"), "record_date": get(e, "record_date"), "doc_kind": get(e, "doc_kind"),
             "entry_id": get(e, "id"), "source_file": get(e, "source_file"), "case_id": case_id,
             "text": get(e, "text")}
            for e in sorted(records, key=lambda e: (get(e, "record_date") or "", get(e, "id")))]


def _dmy(iso: Any) -> str:
    """'2018-03-12' → '12.03.2018', as dates are shown to the lawyer."""
    text = str(iso or "")
    return f"{text[8:10]}.{text[5:7]}.{text[:4]}" if len(text) >= 10 and text[4] == "-" else (text or "undated")


def _case_bundle(p: Any, case_id: str) -> dict:
    case = call(p, "registry.get_case", case_id)
    history = list(p.next_date_history(case_id))
    hearings, memories, fallback = _timeline(p, case_id)
    try:
        conflicts = [c for c in call(p, "conflicts", case_id) if not get(c, "resolved", False)]
    except NotAvailable:
        conflicts = []
    said = {}
    for c in conflicts:
        for eid in (get(c, "entry_a"), get(c, "entry_b")):
            try:
                said[eid] = p.source_words(p.entry(eid))
            except Exception:  # noqa: BLE001 - a removed entry is "another source"
                said[eid] = "another source"
    return {
        "conflicts": conflicts,
        "said": said,
        "memories": memories,
        "case": case,
        "judge": _person(p, "judge", get(case, "judge_id")),
        "counsel": _person(p, "counsel", get(case, "counsel_id")),
        "client": _person(p, "client", get(case, "client_id")),
        "aliases": list(call(p, "registry.aliases", case_id)),
        "history": history,
        "hearings": hearings,
        "documents": _documents(p, case_id),
        "fallback": fallback,
        "people": {"judges": list(p.registry.judges()), "counsel": list(p.registry.counsel()),
                   "clients": list(p.registry.clients())},
    }


class EditCaseDialog(QDialog):
    """Every field of a case, values shown whole; dates as DD.MM.YYYY; judge, counsel and client chosen by name."""

    def __init__(self, parent: QWidget, case: Any, people: dict[str, list[Any]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Edit {display.of_case(case)}")
        self.case = case
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, QLineEdit] = {}
        self.title = QPlainTextEdit(str(get(case, "title", "") or ""))
        self.title.setPlaceholderText("e.g. A. Rao vs B. Reddy & another (the parties are read from it)")
        self.title.setFixedHeight(self.title.fontMetrics().lineSpacing() * 3 + 16)
        self.combos: dict[str, QComboBox] = {}
        values = []
        for key, label in TEXT_FIELDS[:2]:
            self._text_row(form, key, label, values)
        form.addRow("Title (parties)", self.title)
        parties = ", ".join(f"{get(x, 'name')}" + (f" ({get(x, 'role')})" if get(x, "role") else "")
                            for x in get(case, "parties", []) or [])
        if parties:
            shown = muted(f"Parties now: {parties}")
            form.addRow("", shown)
        for key, label in TEXT_FIELDS[2:4]:
            self._text_row(form, key, label, values)
        for key, label, kind in PEOPLE:
            combo = QComboBox()
            combo.addItem("—", None)
            for person in (people or {}).get(kind, []):
                combo.addItem(str(get(person, "name")), get(person, "id"))
                values.append(str(get(person, "name")))
            current = get(case, key)
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
            edit.setText(display.day(get(case, key)))
            edit.setToolTip("Day first: 15.01.2027 (2027-01-15 is read too)")
            self.fields[key] = edit
            form.addRow(label, edit)
        self.status = QComboBox()
        self.status.addItems(["open", "closed"])
        self.status.setCurrentText(str(get(case, "status", "open")))
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

    def _text_row(self, form: QFormLayout, key: str, label: str, values: list[str]) -> None:
        value = str(get(self.case, key, "") or "")
        edit = QLineEdit(value)
        edit.setCursorPosition(0)  # the start of a long value is what a reader needs
        self.fields[key] = edit
        values.append(value)
        form.addRow(label, edit)

    def changes(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, edit in self.fields.items():
            value = edit.text().strip()
            before = display.day(get(self.case, key)) if key in dict(DATE_FIELDS) else str(get(self.case, key, "") or "")
            if value != before:
                out[key] = value or None
        title = self.title.toPlainText().strip()
        if title != str(get(self.case, "title", "") or ""):
            out["title"] = title or None
        for key, combo in self.combos.items():
            if combo.currentData() != get(self.case, key):
                out[key] = combo.currentData()
        if self.status.currentText() != get(self.case, "status", "open"):
            out["status"] = self.status.currentText()
        return out


class CasePanel(QWidget):
    """One case: details, next date and its history, aliases, the timeline of hearings with source chips."""

    def __init__(self, page: "CasesPage") -> None:
        super().__init__()
        self.page = page
        self.case_id: str | None = None
        self.bundle: dict | None = None
        v = QVBoxLayout(self)
        v.setContentsMargins(8, 0, 0, 0)
        head = QHBoxLayout()
        self.heading = QLabel("")
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
        self.documents_card.body.addWidget(QLabel("<b>Documents</b> (deeds, notices, FIRs, bills … by their own date)"))
        self.document_rows = QVBoxLayout()
        self.documents_card.body.addLayout(self.document_rows)
        self.col.addWidget(self.documents_card)
        self.col.addWidget(QLabel("<b>Timeline of hearings</b>"))
        self.timeline_note = muted("")
        self.col.addWidget(self.timeline_note)
        self.timeline = QVBoxLayout()
        self.col.addLayout(self.timeline)
        self.col.addStretch(1)
        self.scroll = scroll(content)
        v.addWidget(self.scroll, 1)
        self._set_visible(False)

    def _set_visible(self, on: bool) -> None:
        self.scroll.setVisible(on)
        self.edit_btn.setVisible(on)
        self.brief_btn.setVisible(on)
        self.state.setVisible(not on)

    def load(self, case_id: str) -> None:
        self.case_id = case_id
        Op(self, lambda p: _case_bundle(p, case_id)).success(self._show).failure(self._failed).run()

    def _failed(self, exc: BaseException) -> None:
        self._set_visible(False)
        self.state.show_state(unavailable_text(exc) if isinstance(exc, NotAvailable) else error_text(exc),
                              "unavailable")

    def _show(self, b: dict) -> None:
        self.bundle = b
        case = b["case"]
        self._set_visible(True)
        self.heading.setText(esc(display.of_case(case)))
        while self.form.rowCount():
            self.form.removeRow(0)
        parties = ", ".join(f"{get(p, 'name')}" + (f" ({get(p, 'role')})" if get(p, "role") else "")
                            for p in get(case, "parties", []) or [])
        for label, value in (("Title", get(case, "title")), ("Parties", parties), ("Court", get(case, "court")),
                             ("Court hall", get(case, "court_hall")), ("Judge", b["judge"]),
                             ("Opposing counsel", b["counsel"]), ("Client", b["client"]),
                             ("Our side", get(case, "side")), ("Stage", get(case, "stage")),
                             ("Next date", display.day(get(case, "next_date"))),
                             ("Filed on", display.day(get(case, "filed_on"))), ("Number", get(case, "number")),
                             ("Status", get(case, "status")), ("CNR", get(case, "cnr"))):
            if value:
                lbl = plain(value)
                lbl.setWordWrap(True)
                lbl.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self.form.addRow(label, lbl)
        self.alias_label.setText(", ".join(esc(a) for a in b["aliases"]) or "—")
        hist = b["history"]
        if hist:
            lines = []
            for h in reversed(hist):
                stage = f" for {esc(get(h, 'stage'))}" if get(h, "stage") else ""
                said = esc(get(h, "said_by", ""))
                if get(h, "entry_id"):
                    said = f'<a href="entry:{get(h, "entry_id")}">{said}</a>'
                lines.append(f"<b>{esc(display.day(get(h, 'next_date'), '—'))}</b>{stage} "
                             f"<span style='color:gray'>(was {esc(display.day(get(h, 'previous'), '—'))}; "
                             f"from {said})</span>")
            self.history.setText("<br>".join(lines))
        else:
            self.history.setText(f"Next date {esc(display.day(get(case, 'next_date'), '—'))}; no changes recorded yet.")
        self._show_memories(b.get("memories", []))
        self._show_conflicts(b.get("conflicts", []))
        self._show_documents(b.get("documents", []))
        while self.timeline.count():
            item = self.timeline.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.timeline_note.setText(
            "Built from the filed entries (the agent's timeline is not available yet)." if b["fallback"] else ""
        )
        self.timeline_note.setVisible(b["fallback"])
        if not b["hearings"]:
            self.timeline.addWidget(muted("No hearings filed under this case yet."))
        for h in b["hearings"]:
            card = Card()
            when = display.day(get(h, "hearing_date", get(h, "date")), "undated")
            sources = get(h, "sources", []) or []
            text = get(h, "text", get(h, "summary", "")) or "\n\n".join(
                str(get(src, "text", "")) for src in sources if get(src, "text"))
            head = QLabel(f"<b>{esc(when)}</b>")
            card.body.addWidget(head)
            flat = " ".join(str(text).split())
            body = plain(flat if len(flat) <= 400 else flat[:399].rstrip() + "…")
            body.setWordWrap(True)
            body.setToolTip(esc(str(text)[:1500]))
            card.body.addWidget(body)
            if sources:
                row = ChipRow("Sources")
                label = display.of_case(case)
                for i, src in enumerate(sources, 1):
                    chip = row.add(Chip(i, {**_plain(src), "hearing_date": get(h, "hearing_date")}, case_label=label))
                    kind = f"{get(src, 'doc_type', 'note')}".replace("_", " ")
                    who = get(src, "author")
                    kind = "your note" if kind.endswith("note") and who in (None, "lawyer") else \
                        (f"{who}'s note" if kind.endswith("note") else kind)
                    chip.setText(kind)
                    chip.open_entry.connect(lambda c: self.page.main.open_reader(get(c, "entry_id"), c))
                row.finish()
                card.body.addWidget(row)
            self.timeline.addWidget(card)

    def _show_memories(self, memories: list[Any]) -> None:
        while self.memory_rows.count():
            item = self.memory_rows.takeAt(0)
            if item.layout() is not None:
                while item.layout().count():
                    w = item.layout().takeAt(0).widget()
                    if w is not None:
                        w.deleteLater()
            elif item.widget() is not None:
                item.widget().deleteLater()
        self.memory_card.setVisible(bool(memories))
        for mem in memories:
            row = QHBoxLayout()
            text = plain(f"{get(mem, 'text', '')}  ({get(mem, 'kind', 'note')}, "
                         f"{display.day(str(get(mem, 'created_at', ''))[:10])})")
            row.addWidget(text, 1)
            forget = QPushButton("Forget")
            forget.setToolTip("Delete this chat memory from the practice memory")
            mid = get(mem, "id")
            forget.clicked.connect(lambda _=False, mid=mid: self.forget(mid))
            row.addWidget(forget)
            self.memory_rows.addLayout(row)

    def _show_documents(self, documents: list[Any]) -> None:
        """One row per document: what it is and its date, a chip that opens it, and its opening words."""
        while self.document_rows.count():
            w = self.document_rows.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.documents_card.setVisible(bool(documents))  # a case without documents shows no empty card
        for n, doc in enumerate(documents, 1):
            what = get(doc, "doc_kind") or ("chat" if get(doc, "kind") == "chat_day" else "document")
            row = ChipRow(f"{what[:1].upper()}{what[1:]}, {_dmy(get(doc, 'record_date'))}")
            chip = row.add(Chip(n, {**doc, "hearing_date": _dmy(get(doc, "record_date"))}))
            chip.setText(f"{get(doc, 'source_file', '')}"[:40] or f"[{n}]")
            chip.open_entry.connect(lambda c: self.page.main.open_reader(get(c, "entry_id"), c))
            row.finish()
            self.document_rows.addWidget(row)
            flat = " ".join(str(get(doc, "text", "")).split())
            if flat:
                opening = muted(flat if len(flat) <= 160 else flat[:159].rstrip() + "…")
                opening.setWordWrap(True)
                self.document_rows.addWidget(opening)

    def _show_conflicts(self, conflicts: list[Any]) -> None:
        while self.conflict_rows.count():
            w = self.conflict_rows.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.conflict_card.setVisible(bool(conflicts))
        said = (self.bundle or {}).get("said", {})
        for c in conflicts:
            a, b = get(c, "entry_a"), get(c, "entry_b")
            self.conflict_rows.addWidget(plain(
                f"Hearing of {display.day(get(c, 'hearing_date', ''))}: {str(get(c, 'field', '')).replace('_', ' ')} "
                f"{display.day(get(c, 'value_a'), '—')} in {said.get(a, 'one source')}, "
                f"{display.day(get(c, 'value_b'), '—')} in {said.get(b, 'the other')}"))
            row = ChipRow("Compare")
            for i, eid in enumerate((a, b), 1):
                chip = row.add(Chip(i, {"entry_id": eid, "hearing_date": get(c, "hearing_date"),
                                        "text": f"{said.get(eid, 'source')}: next date "
                                                f"{display.day(get(c, 'value_a' if i == 1 else 'value_b', ''))}"}))
                chip.setText(said.get(eid, f"source {i}"))
                chip.open_entry.connect(lambda ci: self.page.main.open_reader(get(ci, "entry_id"), ci))
            row.finish()
            self.conflict_rows.addWidget(row)

    def forget(self, memory_id: str) -> None:
        cid = self.case_id
        Op(self, lambda p: call(p, "forget_chat_memory", memory_id)) \
            .success(lambda _m: (self.load(cid), self.page.main.refresh_all(keep=self.page))).run()

    def edit(self) -> None:
        if not self.bundle:
            return
        dlg = EditCaseDialog(self, self.bundle["case"], self.bundle.get("people"))
        dlg.accepted.connect(lambda: self._save(dlg.changes(), dlg))
        dlg.open()

    def _save(self, changes: dict[str, Any], dlg: "EditCaseDialog | None" = None) -> None:
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

        Op(self, lambda p: p.edit_case(cid, **fields)) \
            .success(lambda _c: (self.load(cid), self.page.reload_list(), self.page.main.refresh_all(keep=self.page))) \
            .failure(refused).run()

    def add_alias(self) -> None:
        alias = self.alias_edit.text().strip()
        if not alias or not self.case_id:
            return
        cid = self.case_id

        def done(aliases: list[str]) -> None:
            self.alias_edit.clear()
            self.alias_error.hide()
            self.alias_label.setText(", ".join(esc(a) for a in aliases))

        Op(self, lambda p: call(p, "registry.add_alias", cid, alias)).success(done) \
            .failure(self._alias_failed).run()

    def _alias_failed(self, exc: BaseException) -> None:
        self.alias_error.setText(error_text(exc))
        self.alias_error.show()

    def _brief(self) -> None:
        if self.bundle:
            case = self.bundle["case"]
            self.page.main.brief_me(get(case, "id"), get(case, "short_name") or display.short_number(get(case, "number")))


class CasesPage(QWidget):
    def __init__(self, main: Any) -> None:
        super().__init__()
        self.main = main
        self.stale = True
        split, lv = split_page(self, "Cases")
        self.splitter = split
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search by number, name, alias or party (Ctrl+F)")
        self.search.setClearButtonEnabled(True)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(150)
        self._debounce.timeout.connect(self.reload_list)
        self.search.textChanged.connect(lambda _t: self._debounce.start())
        lv.addWidget(self.search)
        self.import_btn = QPushButton("Import cases…")
        self.import_btn.setToolTip("Add cases from your case list (.xlsx, .csv) or a registry file (.json)")
        self.import_btn.clicked.connect(self._choose_import)
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

    def save_state(self, state) -> None:
        state.setValue("cases/splitter", self.splitter.saveState())

    def restore_state(self, state) -> None:
        value = state.value("cases/splitter")
        if value is not None:
            self.splitter.restoreState(value)

    def reload_list(self) -> None:
        self.stale = False
        query = self.search.text().strip() or None
        Op(self, lambda p: call(p, "registry.list_cases", query=query)).success(self._show_list) \
            .failure(lambda exc: self.panel._failed(exc)).run()

    def _show_list(self, cases: list[Any]) -> None:
        keep = self.panel.case_id
        self.list.blockSignals(True)
        self.list.clear()
        for case in cases:
            nd = get(case, "next_date")
            when = f"next {display.day(nd)}" if nd else ("closed" if get(case, "status") == "closed" else "")
            label = f"{display.short_number(get(case, 'number'))}\n{get(case, 'short_name', '') or get(case, 'title', '')}"
            label += f"\n{when}" if when else ""
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, get(case, "id"))
            self.list.addItem(item)
            if get(case, "id") == keep:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        self.count.setText(f"{len(cases)} case{'s' if len(cases) != 1 else ''}")

    def _choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import cases", "", IMPORT_FILTER)
        if path:
            self.import_file(path)

    def import_file(self, path: str) -> None:
        """Import a case list or registry file through Practice; show what was imported, skipped and refused."""
        Op(self, lambda p: p.import_registry_file(path), label="Importing cases…").success(self._imported).run()

    def _imported(self, report: Any) -> None:
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

    def _picked(self, item: QListWidgetItem | None, _prev=None) -> None:
        if item is not None:
            self.panel.load(item.data(Qt.ItemDataRole.UserRole))

    def open_case(self, case_id: str) -> None:
        self.main.go("cases")
        self.panel.load(case_id)

    def prepare_screenshot(self) -> None:
        self.main.runner.wait_idle(60)
        if self.list.count():
            self.list.setCurrentRow(0)
        self.main.runner.wait_idle(60)
