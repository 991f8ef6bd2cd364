"""The idle lock of an encrypted practice: after some minutes without input, the window's pages are hidden
until the passphrase is typed again."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMainWindow

from tareekh.gui.theme import qapp

ACTIVITY = {QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.MouseMove, QEvent.Type.Wheel}


class IdleLock(QObject):
    """Hides `window`'s pages after `idle_ms` without keyboard or mouse input and asks for the passphrase;
    `opens(typed)` says whether a typed passphrase is the practice's. Closing the dialog closes the window.

    It guards the practice against someone at a computer left unlocked with the app open; the keys stay in
    this process's memory while it runs (the README says so)."""

    def __init__(self, window: QMainWindow, idle_ms: int, opens: Callable[[str], bool]) -> None:
        super().__init__(window)
        self.window, self.opens = window, opens
        self.locked = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(idle_ms)
        self.timer.timeout.connect(self.lock)
        qapp().installEventFilter(self)
        self.timer.start()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in ACTIVITY and not self.locked:
            self.timer.start()
        return False

    def _central(self, visible: bool) -> None:
        central = self.window.centralWidget()
        if central is not None:  # a window without its pages has nothing to hide
            central.setVisible(visible)

    def _window_open(self) -> bool:
        """The window is still there and on screen: a closed one is hidden at once, a deleted one is gone."""
        return shiboken6.isValid(self.window) and self.window.isVisible()

    def lock(self) -> None:
        """Hide the pages and ask for the passphrase; nothing at all when the window is closing or gone (the
        timer can fire between a window's close and its deletion, and the dialog's own event loop can delete
        the window under it)."""
        if self.locked or not self._window_open():
            return
        self.locked = True
        title = self.window.windowTitle()
        self._central(False)
        self.window.setWindowTitle("Tareekh — locked")
        prompt = "Tareekh was locked after a while without use.\nPassphrase:"
        while True:
            typed, ok = QInputDialog.getText(self.window, "Tareekh — locked", prompt, QLineEdit.EchoMode.Password)
            if not self._window_open():
                return  # closed or deleted while it asked: nothing left to unlock or close
            if not ok:
                self.window.close()
                return
            if typed and self.opens(typed):
                break
            prompt = "That passphrase does not open this practice. Try again:"
        self._central(True)
        self.window.setWindowTitle(title)
        self.locked = False
        self.timer.start()
