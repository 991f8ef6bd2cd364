"""Cases: a searchable list; a case page with its registry details, next dates, documents, timeline and aliases."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
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
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tareekh.gui.ops import Op, error_text
from tareekh.gui.widgets import (
    Card,
    Chip,
    ChipRow,
    NotAvailable,
    StatePanel,
    call,
    esc,
    get,
    muted,
    plain,
    scroll,
    split_page,
    unavailable_text,
)

IMPORT_FILTER = "Case lists and registries (*.xlsx *.xlsm *.csv *.tsv *.json);;All files (*)"

EDIT_FIELDS = [("number", "Case number"), ("short_name", "Short name"), ("title", "Title (parties)"),
               ("court", "Court"), ("court_hall", "Court hall"), ("stage", "Stage"),
               ("next_date", "Next date (YYYY-MM-DD)")]


def _person(p: Any, kind: str, pid: str | None) -> str | None:
    if not pid:
        return None
    try:
        return get(call(p, f"registry.get_{kind}", pid), "name", pid)
    except Exception:  # noqa: BLE001 - a missing person shows its id, not an error
        return pid


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
    history = list(call(p, "registry.next_date_history", case_id))
    hearings, memories, fallback = _timeline(p, case_id)
    try:
        conflicts = [c for c in call(p, "conflicts", case_id) if not get(c, "resolved", False)]
    except NotAvailable:
        conflicts = []
    return {
        "conflicts": conflicts,
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
    }


class EditCaseDialog(QDialog):
    def __init__(self, parent: QWidget, case: Any) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Edit {get(case, 'number', '')}")
        self.case = case
        form = QFormLayout(self)
        self.fields: dict[str, QLineEdit] = {}
        for key, label in EDIT_FIELDS:
            edit = QLineEdit(str(get(case, key, "") or ""))
            self.fields[key] = edit
            form.addRow(label, edit)
        self.error = muted("")
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def changes(self) -> dict[str, Any]:
        out = {}
        for key, edit in self.fields.items():
            value = edit.text().strip()
            if value != str(get(self.case, key, "") or ""):
                out[key] = value or None
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
        self.heading.setText(f"{esc(get(case, 'number'))} — {esc(get(case, 'short_name', ''))}")
        while self.form.rowCount():
            self.form.removeRow(0)
        parties = ", ".join(f"{get(p, 'name')}" + (f" ({get(p, 'role')})" if get(p, "role") else "")
                            for p in get(case, "parties", []) or [])
        for label, value in (("Title", get(case, "title")), ("Parties", parties), ("Court", get(case, "court")),
                             ("Court hall", get(case, "court_hall")), ("Judge", b["judge"]),
                             ("Opposing counsel", b["counsel"]), ("Client", b["client"]),
                             ("Our side", get(case, "side")), ("Stage", get(case, "stage")),
                             ("Next date", get(case, "next_date")), ("Filed on", get(case, "filed_on")),
                             ("Status", get(case, "status")), ("CNR", get(case, "cnr"))):
            if value:
                lbl = plain(value)
                lbl.setWordWrap(True)
                lbl.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self.form.addRow(label, lbl)
        self.alias_label.setText(", ".join(esc(a) for a in b["aliases"]) or "—")
        hist = b["history"]
        if hist:
            lines = [f"{esc(get(h, 'next_date', '—'))} <span style='color:gray'>(was {esc(get(h, 'previous', '—'))};"
                     f" {esc(get(h, 'source', ''))}, {esc(str(get(h, 'recorded_at', ''))[:10])})</span>"
                     for h in reversed(hist)]
            self.history.setText("<br>".join(lines))
        else:
            self.history.setText(f"Next date {esc(get(case, 'next_date', '—'))}; no changes recorded yet.")
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
            when = get(h, "hearing_date", get(h, "date", "undated"))
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
                for i, src in enumerate(sources, 1):
                    chip = row.add(Chip(i, src))
                    kind = f"{get(src, 'doc_type', 'note')}".replace("_", " ")
                    chip.setText(f"{kind} · {get(src, 'source_file', '')}"[:48])
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
            text = plain(f"{get(mem, 'text', '')}  ({get(mem, 'kind', 'note')}, {str(get(mem, 'created_at', ''))[:10]})")
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
        for c in conflicts:
            self.conflict_rows.addWidget(plain(
                f"{get(c, 'hearing_date', '')}: {str(get(c, 'field', '')).replace('_', ' ')} — "
                f"“{get(c, 'value_a', '—')}” in one source, “{get(c, 'value_b', '—')}” in the other"))
            row = ChipRow("Compare")
            for i, eid in enumerate((get(c, "entry_a"), get(c, "entry_b")), 1):
                chip = row.add(Chip(i, {"entry_id": eid, "text": str(get(c, "value_a" if i == 1 else "value_b", ""))}))
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
        dlg = EditCaseDialog(self, self.bundle["case"])
        dlg.accepted.connect(lambda: self._save(dlg.changes()))
        dlg.open()

    def _save(self, changes: dict[str, Any]) -> None:
        if not changes or not self.case_id:
            return
        cid = self.case_id
        fields = {k: v for k, v in changes.items() if v is not None}
        Op(self, lambda p: call(p, "registry.edit_case", cid, **fields)) \
            .success(lambda _c: (self.load(cid), self.page.reload_list(), self.page.main.refresh_all(keep=self.page))) \
            .run()

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
            self.page.main.brief_me(get(case, "id"), get(case, "short_name") or get(case, "number"))


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
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setWordWrap(True)
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
            label = f"{get(case, 'number')}\n{get(case, 'short_name', '') or get(case, 'title', '')}" + \
                    (f"  · next {nd}" if nd else "") + ("  · closed" if get(case, "status") == "closed" else "")
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
