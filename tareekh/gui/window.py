"""The main window: a sidebar (Today, Chats, Cases, Add notes, Settings), a page stack, drops anywhere."""

from __future__ import annotations

import logging
from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSettings, QSize, Qt, QUrl
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tareekh import clock
from tareekh.gui.icons import app_icon, page_icon
from tareekh.gui.ops import Runner
from tareekh.gui.theme import apply_theme, qapp
from tareekh.gui.widgets import fit_to_screen

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.gui.add_notes import AddNotesPage
    from tareekh.gui.cases import CasesPage
    from tareekh.gui.chats import ChatsPage
    from tareekh.gui.idle_lock import IdleLock
    from tareekh.gui.reader import NoteReader
    from tareekh.gui.settings_page import SettingsPage
    from tareekh.gui.today import TodayPage
    from tareekh.gui.widgets import Source
    from tareekh.practice import Practice

log = logging.getLogger("tareekh.gui")

PAGES = ["today", "chats", "cases", "add_notes", "settings"]
PAGE_LABELS = {"today": "Today", "chats": "Chats", "cases": "Cases", "add_notes": "Add notes",
               "settings": "Settings"}
GUI_STATE_FILE = "gui-state.ini"


class MainWindow(QMainWindow):
    """One practice, one window. Every page reaches the Practice only through `self.runner` (one worker)."""

    def __init__(self, practice: Practice | None = None, *, home: Path | None = None, today: date | None = None,
                 restore_state: bool = True) -> None:
        """Give an open `practice`, or only its `home` and open it with `runner.open_practice` (start-up)."""
        super().__init__()
        if practice is None and home is None:
            raise TypeError("MainWindow needs an open practice or the home to open")
        self.home = Path(practice.home) if practice is not None else Path(str(home))
        self.runner = Runner(practice, self)
        # The day the lawyer's practice takes as today (TAREEKH_TODAY when set): the same day the answers,
        # due dates and the Today board count from, never the computer's date behind their back.
        self.today = today or clock.today()
        self.readers: list[QWidget] = []
        self.idle_lock: IdleLock | None = None  # an encrypted practice's, set once it is open
        # UI state only, in the home (never the user's global config, so tests and homes do not leak).
        self.state = QSettings(str(self.home / GUI_STATE_FILE), QSettings.Format.IniFormat)
        self.setWindowTitle(f"Tareekh — {self.home.name}")
        self.setWindowIcon(app_icon())
        self.setAcceptDrops(True)
        self._build()
        # Files dropped on any widget of this window (even a text box) are notes to add, not text to paste.
        qapp().installEventFilter(self)
        self._shortcuts()
        if restore_state:
            self._restore()
        else:
            self.resize(1180, 760)
        self.statusBar().showMessage("")

    @property
    def practice(self) -> Practice | None:
        """The open Practice (tests and shutdown only: pages reach it through Ops on the worker)."""
        return self.runner.practice

    # ---- layout
    def _build(self) -> None:
        from tareekh.gui.add_notes import AddNotesPage
        from tareekh.gui.cases import CasesPage
        from tareekh.gui.chats import ChatsPage
        from tareekh.gui.settings_page import SettingsPage
        from tareekh.gui.today import TodayPage

        central = QWidget()
        outer = QHBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        side = QWidget()
        side.setObjectName("sidebarBox")
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.setSpacing(0)
        brand = QLabel("Tareekh")
        brand.setObjectName("brand")
        side_layout.addWidget(brand)
        self.sidebar = QListWidget()
        self.sidebar.setObjectName("sidebar")
        self.sidebar.setIconSize(QSize(18, 18))
        for i, key in enumerate(PAGES):
            item = QListWidgetItem(page_icon(key, "#6a6f76"), PAGE_LABELS[key])
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setToolTip(f"{PAGE_LABELS[key]} (Ctrl+{i + 1})")
            self.sidebar.addItem(item)
        side_layout.addWidget(self.sidebar, 1)
        outer.addWidget(side)
        self.stack = QStackedWidget()
        outer.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        # Each page by its own type (what a type checker follows), and all of them by key (the sidebar's order).
        self.today_page = TodayPage(self)
        self.chats_page = ChatsPage(self)
        self.cases_page = CasesPage(self)
        self.add_notes_page = AddNotesPage(self)
        self.settings_page = SettingsPage(self)
        self.pages: dict[str, QWidget] = {
            "today": self.today_page,
            "chats": self.chats_page,
            "cases": self.cases_page,
            "add_notes": self.add_notes_page,
            "settings": self.settings_page,
        }
        for key in PAGES:
            page = self.pages[key]
            page.setObjectName(f"page_{key}")
            self.stack.addWidget(page)
        self.sidebar.currentRowChanged.connect(self._on_page)

    def _shortcuts(self) -> None:
        for i, key in enumerate(PAGES):
            QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self, partial(self.go, key))
        QShortcut(QKeySequence("Ctrl+N"), self, self._new_chat)
        QShortcut(QKeySequence("Ctrl+O"), self, self._pick_files)
        QShortcut(QKeySequence("Ctrl+F"), self, self._search_cases)

    def _new_chat(self) -> None:
        self.go("chats")
        self.chats_page.new_chat()

    def _pick_files(self) -> None:
        self.go("add_notes")
        self.add_notes_page.pick_files()

    def _search_cases(self) -> None:
        self.go("cases")
        self.cases_page.focus_search()

    # ---- navigation
    def go(self, key: str) -> QWidget:
        row = PAGES.index(key)
        if self.sidebar.currentRow() != row:
            self.sidebar.setCurrentRow(row)
        return self.pages[key]

    def current_page(self) -> str:
        return PAGES[max(self.stack.currentIndex(), 0)]

    def _on_page(self, row: int) -> None:
        if row < 0:
            return
        self.stack.setCurrentIndex(row)
        page = self.pages[PAGES[row]]
        shown = getattr(page, "on_shown", None)
        if callable(shown):
            shown()

    def refresh_all(self, keep: QWidget | None = None) -> None:
        """After something changed the practice (ingest, confirm, edit): the other pages reload when next
        shown; `keep` (the page that made the change) updates itself."""
        for page in self.pages.values():
            stale = getattr(page, "mark_stale", None)
            if page is not keep and callable(stale):
                stale()
        current = self.stack.currentWidget()
        shown = getattr(current, "on_shown", None)
        if current is not keep and callable(shown):
            shown()

    def open_reader(self, entry_id: int | None, citation: Source | None = None) -> NoteReader | None:
        """Open the note reader on an entry (a chip's entry_id)."""
        from tareekh.gui.reader import NoteReader

        if not entry_id:
            self.statusBar().showMessage("This source has no stored note to open.", 5000)
            return None
        reader = NoteReader(self, entry_id, citation=citation)
        self.readers = [r for r in self.readers if shiboken6.isValid(r)] + [reader]
        reader.show()
        return reader

    def brief_me(self, case_id: str, label: str = "") -> None:
        self.go("chats")
        self.chats_page.brief_on(case_id, label)

    def open_case(self, case_id: str) -> None:
        self.cases_page.open_case(case_id)  # it goes to the Cases page itself

    def import_cases(self) -> None:
        """Choose a case list and import it, on the Cases page (which shows what was imported and skipped)."""
        self.go("cases")
        self.cases_page.choose_import()

    def add_files(self, paths: list[str]) -> None:
        self.go("add_notes")
        self.add_notes_page.add_paths(paths)

    # ---- drops anywhere on the window
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if isinstance(event, QDropEvent) and obj is not self and isinstance(obj, QWidget) \
                and shiboken6.isValid(obj) and obj.window() is self and event.mimeData().hasUrls():
            # QDragEnterEvent and QDragMoveEvent are QDropEvents; their type says which handler.
            if isinstance(event, QDragEnterEvent):
                self.dragEnterEvent(event)
            elif isinstance(event, QDragMoveEvent):
                self.dragMoveEvent(event)
            else:
                self.dropEvent(event)
            return True
        return False

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()
            self.add_notes_page.set_drop_active(True)
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self.add_notes_page.set_drop_active(False)

    def dropEvent(self, event: QDropEvent) -> None:
        self.add_notes_page.set_drop_active(False)
        urls: list[QUrl] = event.mimeData().urls()
        paths = [u.toLocalFile() for u in urls if u.isLocalFile()]
        if not paths:
            self.statusBar().showMessage("Only files from this computer can be added.", 5000)
            event.ignore()
            return
        event.acceptProposedAction()
        self.add_files(paths)

    # ---- state
    def set_theme(self, name: str, *, remember: bool = True) -> None:
        """Switch palettes; rich-text labels take their link colours when built, so pages rebuild."""
        apply_theme(qapp(), name)
        if remember:
            self.state.setValue("theme", name)
        self.today_page.mark_stale()
        if self.current_page() == "today":
            self.today_page.on_shown()

    def _restore(self) -> None:
        geo = self.state.value("geometry")
        if geo is not None:
            self.restoreGeometry(geo)
        else:  # the first start: as large as the laptop's screen holds, up to the size the pages are laid for
            fit_to_screen(self, 1180, 760)
        for page in self.pages.values():
            restore = getattr(page, "restore_state", None)
            if callable(restore):
                restore(self.state)

    def start(self, page: str | None = None) -> None:
        """Show the first page (the last one used, or Today) and start loading it."""
        key = page or str(self.state.value("page", "today"))
        row = PAGES.index(key if key in PAGES else "today")
        if self.sidebar.currentRow() == row:
            self._on_page(row)
        else:
            self.sidebar.setCurrentRow(row)

    def save_state(self) -> None:
        self.state.setValue("geometry", self.saveGeometry())
        self.state.setValue("page", self.current_page())
        for page in self.pages.values():
            save = getattr(page, "save_state", None)
            if callable(save):
                save(self.state)
        self.state.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        qapp().removeEventFilter(self)
        self.save_state()
        for page in self.pages.values():
            stop = getattr(page, "stop", None)
            if callable(stop):
                stop()
        for reader in self.readers:
            if shiboken6.isValid(reader):
                reader.close()
        self.readers = []
        self.runner.wait_idle(timeout=60)
        self.runner.shutdown()
        super().closeEvent(event)
