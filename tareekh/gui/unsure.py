"""Showing where the reader was unsure: its low-confidence words marked in a text box and on the page.

The words come from `Practice.unsure_words(entry_id)` (text, confidence, box in the original page's pixels,
and what the engine read when the lexicon corrected it). The review card and the note reader call these
helpers; nothing else of theirs changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QPlainTextEdit, QTextEdit

from tareekh.gui.images import PageImage, crop_region
from tareekh.gui.theme import current

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.practice import Practice
    from tareekh.practice.types import Box, UnsureWord

TOOLTIP = "The reader was unsure of the marked words: check them against the page."


def _colour() -> QColor:
    return QColor(current()["unverified"])


def unsure_words(p: Practice, entry_id: int) -> list[UnsureWord]:
    """On the worker: the entry's unsure words, or none when the practice cannot say."""
    try:
        return p.unsure_words(entry_id)
    except Exception:  # noqa: BLE001 - marking is a help; the card works without it
        return []


def highlight_words(edit: QPlainTextEdit | QTextEdit, words: list[UnsureWord]) -> int:
    """Mark each unsure word where it stands in `edit`'s text (in reading order). Returns how many were marked."""
    fmt = QTextCharFormat()
    fmt.setBackground(_colour())
    fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.DotLine)
    fmt.setToolTip(TOOLTIP)
    text = edit.toPlainText()
    selections = []
    at = 0
    for w in words:
        word = w.text
        if not word:
            continue
        found = text.find(word, at)
        if found < 0:
            found = text.find(word)
        if found < 0:
            continue
        at = found + len(word)
        sel = QTextEdit.ExtraSelection()
        cursor = QTextCursor(edit.document())
        cursor.setPosition(found)
        cursor.setPosition(found + len(word), QTextCursor.MoveMode.KeepAnchor)
        sel.cursor = cursor
        sel.format = fmt
        selections.append(sel)
    edit.setExtraSelections(selections)
    if selections:
        edit.setToolTip(TOOLTIP)
    return len(selections)


def marked_page(page: PageImage, words: list[UnsureWord]) -> PageImage:
    """A copy of `page` with a box drawn round each unsure word (boxes are in original-page pixels)."""
    boxes = [w.box for w in words if w.box is not None]
    if not boxes:
        return page
    image = page.image.convertToFormat(QImage.Format.Format_RGB32)
    sx = image.width() / max(1, page.full_size.width())
    sy = image.height() / max(1, page.full_size.height())
    painter = QPainter(image)
    fill = _colour()
    fill.setAlpha(110)
    painter.setPen(QPen(QColor(current()["highlight"]), max(1.5, 2 * sx)))
    painter.setBrush(QBrush(fill))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
    for b in boxes:
        painter.drawRect(QRectF(b.x * sx, b.y * sy, b.w * sx, b.h * sy))
    painter.end()
    return PageImage(image, page.full_size, page.is_full)


def marked_crop(page: PageImage, region: Box | None, words: list[UnsureWord]) -> QImage:
    """The entry's crop of the page with its unsure words boxed."""
    return crop_region(marked_page(page, words), region)


def mark_on_scene(scene: QGraphicsScene, words: list[UnsureWord],
                  old: list[QGraphicsRectItem] | None = None) -> list[QGraphicsRectItem]:
    """Boxes round the unsure words on a page scene whose coordinates are original-page pixels."""
    for item in old or []:
        scene.removeItem(item)
    fill = _colour()
    fill.setAlpha(90)
    pen = QPen(QColor(current()["highlight"]), max(1.5, scene.sceneRect().width() / 800))
    items = []
    for w in words:
        b = w.box
        if b is None:
            continue
        item = scene.addRect(QRectF(b.x, b.y, b.w, b.h), pen, QBrush(fill))
        item.setZValue(2)
        item.setToolTip(f"unsure: {w.text}" + (f" (read as {w.read_as})" if w.read_as else ""))
        items.append(item)
    return items
