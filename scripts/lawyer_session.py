"""A lawyer's session on the real app window, scripted: run it under an X server (`xvfb-run`).

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python scripts/lawyer_session.py \
        --home HOME --out DIR [--today 2026-12-01] [--docs]

It opens the practice in HOME (build one with `tareekh demo --home HOME`) in the app's main window on the xcb
platform, and does what a litigator does on the day: Today; Brief me on the first matter; hovers a source
chip (the real X pointer moves, the tooltip shows) and clicks it (the note reader opens); a new chat asking
about another case; a note typed with the wrong case still chosen; the day's two hearings recorded; Today
again; the case page and Edit case at a narrower width; Settings. Each step's screen is a PNG in DIR, and
DIR/session.json records what the window showed (the test and the before/after notes read it).

With --docs the PNGs that the README shows are also written under their docs/screenshots names.
Widgets are found through what both older and newer builds of the window have, so the same script shows a
"before" (an older checkout's .venv running this file) beside an "after".
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from datetime import date
from pathlib import Path

# The README's screenshots, from the session's steps.
DOCS = {
    "today": "today.png", "chats-brief": "chats.png", "note-reader": "note-reader.png",
    "add-notes-two-cases": "add-notes.png", "case-page": "cases.png", "settings": "settings.png",
    "today-dark": "today-dark.png", "chip-hover": "chip-hover.png", "today-recorded": "today-recorded.png",
}
WRONG_CASE_NOTE = ("Pothineni partition (OS 1287/21) - DW1 cross-examination continued; he admitted the 1998 "
                   "family settlement. Next date 11.12.2026.")
SEABREEZE_NOTE = ("Seabreeze flat (OS 412/23) - 01.12.2026: PW1 cross concluded. Peddinti marked the 2 lakh "
                  "receipt through PW1. Next date 15.01.2027 for DW1 evidence.")
MALKAJGIRI_NOTE = ("Malkajgiri road widening WP (WP 20561/25) - hearing on 1.12: admitted. Interim stay of "
                   "demolition granted. List on 12.01.2027 for GHMC's counter.")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--today", default="2026-12-01")
    parser.add_argument("--docs", metavar="DIR", help="also write the README's screenshots here")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    session = Session(app, Path(args.home), Path(args.out), date.fromisoformat(args.today))
    try:
        session.run()
    finally:
        session.close()
    if args.docs:
        docs = Path(args.docs)
        docs.mkdir(parents=True, exist_ok=True)
        for step, name in DOCS.items():
            src = session.out / f"{step}.png"
            if src.exists():
                (docs / name).write_bytes(src.read_bytes())
    return 0


class Session:
    def __init__(self, app, home: Path, out: Path, today: date) -> None:
        from tareekh.gui.theme import apply_theme
        from tareekh.gui.window import MainWindow
        from tareekh.practice import Practice

        self.app = app
        self.out = out
        out.mkdir(parents=True, exist_ok=True)
        self.seen: dict = {}
        apply_theme(app, "light")
        self.practice = Practice.open(home)
        self.window = MainWindow(self.practice, today=today, restore_state=False)
        self.window.setGeometry(0, 0, 1280, 800)
        self.window.show()
        self.window.start("today")
        self.idle()

    # ---- plumbing
    def idle(self, seconds: float = 0.3) -> None:
        self.window.runner.wait_idle(120)
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.02)
        self.window.runner.wait_idle(120)
        self.app.processEvents()

    def until(self, test, timeout: float = 60.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.app.processEvents()
            if test():
                return True
            time.sleep(0.02)
        return False

    def shot(self, name: str, widget=None) -> Path:
        """The X screen as the lawyer sees it (tooltips and dialogs included), or one window."""
        from PySide6.QtGui import QGuiApplication

        self.idle(0.2)
        path = self.out / f"{name}.png"
        if widget is not None:
            pixmap = widget.grab()
        else:
            pixmap = QGuiApplication.primaryScreen().grabWindow(0)
        pixmap.save(str(path), "PNG")
        _shrink(path)
        return path

    def click(self, widget) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        self.app.processEvents()

    def hover(self, widget, seconds: float = 1.6) -> str:
        """Move the real pointer onto a widget and wait for its tooltip; return the tooltip's text."""
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QToolTip

        self.activate(widget.window())
        centre = widget.mapToGlobal(widget.rect().center())
        QCursor.setPos(centre.x() - 3, centre.y() - 2)
        self.idle(0.1)
        QCursor.setPos(centre)
        self.until(QToolTip.isVisible, seconds)
        self.idle(0.3)
        return QToolTip.text() if QToolTip.isVisible() else ""

    def activate(self, window) -> None:
        """Tooltips show only in the active window (there is no window manager to activate it on Xvfb)."""
        window.raise_()
        window.activateWindow()
        self.until(window.isActiveWindow, 2)

    def button(self, root, text: str):
        from PySide6.QtWidgets import QAbstractButton

        return next(b for b in root.findChildren(QAbstractButton) if b.text() == text and b.isVisibleTo(root))

    def today_ids(self) -> list[str]:
        return sorted(self.window.pages["today"].matter_case_ids())

    # ---- the session
    def run(self) -> None:
        w = self.window
        today = w.pages["today"]
        self.until(lambda: today.cards, 30)
        self.seen["today_before"] = self.today_ids()
        self.shot("today")

        # Brief me on the first matter; hover a chip; click it.
        card = next(c for c in today.cards if c.case_id == "C01")
        self.click(self.button(card, "Brief me"))
        chats = w.pages["chats"]
        self.until(lambda: len(chats.answers) == 1, 60)
        self.idle(0.5)
        self.shot("chats-brief")
        view = chats.answers[-1]
        if view.chips:
            self.seen["chip_tooltip"] = self.hover(view.chips[0])
            self.shot("chip-hover")
            self.click(view.chips[0])
            reader = w.readers[-1] if w.readers else None
            if reader is not None:
                self.until(lambda: reader.is_loaded, 20)
                reader.setGeometry(60, 40, 1100, 720)
                self.idle(0.5)
                self.seen["reader_fields"] = {k: v.text() for k, v in reader.fields.items()}
                self.shot("note-reader", reader)
                reader.close()
        self.hover(chats.question, 0.2)  # the pointer leaves the chip: its tooltip goes

        # A new chat about another case.
        self.click(self.button(chats, "New chat"))
        self.idle()
        self.seen["new_chat_case_box"] = chats.case.currentText()
        filter_case = getattr(chats, "filter_case", None)
        self.seen["new_chat_filter"] = filter_case() if callable(filter_case) else chats.case.case_id()
        chats.question.setText("What happened last time in Gachibowli lease?")
        self.click(chats.ask_btn)
        self.until(lambda: len(chats.answers) == 1, 60)
        self.idle(0.5)
        about = getattr(chats.answers[-1], "about", None)
        self.seen["gachibowli_about"] = about.text() if about is not None else None
        self.seen["gachibowli_citation_cases"] = sorted({str(getattr(c.citation, "case_id", ""))
                                                         for c in chats.answers[-1].chips})
        self.shot("chats-new-chat")

        # Add notes: a note typed with the wrong case still chosen, then the day's two hearings.
        notes = w.go("add_notes")
        self.until(lambda: notes.note_case.count() > 1, 20)
        rows_before = self._rows(notes)
        notes.note_case.select_case("C02")
        self.type_note(notes, WRONG_CASE_NOTE, day="01.12.2026")
        row = self.new_row(notes, rows_before)
        self.seen["wrong_case_row"] = self._row_words(row)
        self.seen["wrong_case_entries"] = [(e.case_id, e.status) for e in self.practice.entries()
                                           if "1998 family settlement" in e.text]
        self.seen["case_box_after_note"] = notes.note_case.currentText()
        self.seen["date_box_after_note"] = notes.note_date.text()
        self.shot("add-notes-two-cases")
        # The day's two hearings, each with its case and date chosen, as a careful lawyer would.
        for case_id, text in (("C01", SEABREEZE_NOTE), ("C02", MALKAJGIRI_NOTE)):
            rows_before = self._rows(notes)
            notes.note_case.select_case(case_id)
            self.type_note(notes, text, day="01.12.2026")
            self.seen.setdefault("recorded_rows", []).append(self._row_words(self.new_row(notes, rows_before)))
        self.seen["recorded_entries"] = [(e.case_id, e.hearing_date, e.status) for e in self.practice.entries()
                                         if e.text in (SEABREEZE_NOTE, MALKAJGIRI_NOTE)]
        self.shot("add-notes-recorded")

        # Today after recording.
        w.go("today")
        self.until(lambda: today.cards or "Nothing" in today.state.text(), 20)
        self.idle(0.5)
        self.seen["today_after"] = self.today_ids()
        self.seen["today_summary"] = today.summary.text()
        self.shot("today-recorded")

        # The case page and its next-date history; then narrower, the longest case number; Edit case.
        cases = w.go("cases")
        cases.open_case("C01")
        self.until(lambda: cases.panel.bundle is not None and cases.panel.case_id == "C01", 20)
        self.idle(0.5)
        self.seen["history"] = cases.panel.history.text()
        self.shot("case-page")
        # A small laptop window: the case page's history and timeline (source chips) must wrap, not scroll.
        w.setGeometry(0, 0, 900, 680)
        self.idle(0.5)
        area = cases.panel.scroll_area
        area.ensureWidgetVisible(cases.panel.history_card, 0, 0)
        area.verticalScrollBar().setValue(area.verticalScrollBar().value() + 40)
        self.idle(0.3)
        self.seen["narrow_horizontal_scrollbar"] = area.horizontalScrollBar().isVisible()
        self.seen["narrow_content_width"] = [area.widget().width(), area.viewport().width()]
        self.shot("case-page-narrow", w)
        cases.open_case("C07")  # the longest case number
        self.until(lambda: cases.panel.bundle is not None and cases.panel.case_id == "C07", 20)
        self.idle(0.5)
        cases.panel.edit()
        self.idle(0.5)
        from tareekh.gui.cases import EditCaseDialog

        dialog = cases.panel.findChild(EditCaseDialog)
        if dialog is not None:
            dialog.move(40, 30)
            self.idle(0.3)
            fields = getattr(dialog, "fields", {})
            self.seen["edit_fields"] = sorted([*fields, *getattr(dialog, "combos", {})])
            self.seen["edit_next_date"] = fields["next_date"].text() if "next_date" in fields else None
            self.shot("edit-case")
            dialog.reject()
        w.setGeometry(0, 0, 1280, 800)

        # Settings, a threshold's tooltip; Today in the dark palette.
        settings = w.go("settings")
        self.until(lambda: getattr(settings, "loaded", True), 20)
        self.idle(0.5)
        self.shot("settings")
        self.seen["threshold_tooltip"] = self.hover(settings.tie_margin)
        self.shot("settings-tooltip")
        self.hover(w.sidebar, 0.2)
        w.go("today")
        w.set_theme("dark", remember=False)
        self.idle(0.5)
        self.shot("today-dark")
        w.set_theme("light", remember=False)
        (self.out / "session.json").write_text(json.dumps(self.seen, indent=2, ensure_ascii=False) + "\n",
                                               encoding="utf-8")

    def type_note(self, notes, text: str, day: str = "") -> None:
        from PySide6.QtTest import QTest

        notes.note.setFocus()
        notes.note.setPlainText("")
        QTest.keyClicks(notes.note, text)
        if day:
            notes.note_date.setText(day)
        self.click(self.button(notes, "Add note"))
        self.idle(0.3)
        self.until(lambda: all(r.state not in ("waiting", "stored") for r in self._rows(notes)), 60)
        self.idle(0.5)

    def _rows(self, notes) -> list:
        from tareekh.gui.add_notes import FileRow

        return notes.findChildren(FileRow)

    def new_row(self, notes, before: list):
        rows = [r for r in self._rows(notes) if r not in before]
        return rows[-1] if rows else None

    @staticmethod
    def _row_words(row) -> str:
        if row is None:
            return ""
        message = row.message.text() if row.message.isVisible() else ""
        return f"{row.name_label.text()} | {row.stage.text()}" + (f" | {message}" if message else "")

    def close(self) -> None:
        self.window.close()
        self.practice.close()


def _shrink(path: Path) -> None:
    """256 colours are plenty for a UI, and a third of the size (the README shows these)."""
    try:
        from PIL import Image

        with Image.open(path) as im:
            small = im.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE)
        small.save(path, optimize=True)
    except (ImportError, OSError):
        pass


if __name__ == "__main__":
    sys.exit(main())
