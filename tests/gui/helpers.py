"""Test helpers: notes written as files, drops simulated as real QDropEvents."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication


def drop_files(widget, paths: list[Path]) -> None:
    """Drag files onto `widget` and drop them, as the window system would."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    pos = QPoint(widget.width() // 2, widget.height() // 2)
    enter = QDragEnterEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted(), "the window refused the drag"
    drop = QDropEvent(QPointF(pos), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, drop)
    assert drop.isAccepted(), "the window refused the drop"


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path
