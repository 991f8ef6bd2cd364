"""What a page may ask of the window that holds it: the Shell protocol. Pages are typed against it, not
against MainWindow, so the window imports its pages and no page imports the window."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QStatusBar, QWidget

    from tareekh.gui.ops import Runner
    from tareekh.gui.widgets import Source


class Shell(Protocol):
    """The main window as its pages see it."""

    home: Path
    runner: Runner
    today: date
    state: QSettings

    def go(self, key: str) -> QWidget: ...

    def refresh_all(self, keep: QWidget | None = None) -> None: ...

    def open_reader(self, entry_id: int | None, citation: Source | None = None) -> QWidget | None: ...

    def brief_me(self, case_id: str, label: str = "") -> None: ...

    def open_case(self, case_id: str) -> None: ...

    def import_cases(self) -> None: ...

    def set_theme(self, name: str, *, remember: bool = True) -> None: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)
