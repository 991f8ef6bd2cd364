"""Icons drawn with QPainter (no image files): the app's mark and one glyph per sidebar page."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

SIZE = 64


def _canvas() -> tuple[QPixmap, QPainter]:
    pix = QPixmap(SIZE, SIZE)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pix, p


def app_icon(accent: str = "#8a3b12") -> QIcon:
    """A diary page on a rounded square: the day's date is what Tareekh is about."""
    pix, p = _canvas()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(accent))
    p.drawRoundedRect(QRectF(2, 2, 60, 60), 14, 14)
    p.setBrush(QColor("#fbf6ee"))
    p.drawRoundedRect(QRectF(14, 16, 36, 34), 4, 4)
    p.setBrush(QColor(accent).darker(130))
    p.drawRect(QRectF(14, 16, 36, 9))
    p.setPen(QPen(QColor(accent), 3))
    for y in (32, 39, 46):
        p.drawLine(QPointF(19, y), QPointF(45 if y != 46 else 35, y))
    p.end()
    return QIcon(pix)


def page_icon(key: str, color: str, selected: str = "#ffffff") -> QIcon:
    """The sidebar glyph for a page, in `color`, and in `selected` on the highlighted row."""
    icon = QIcon(_glyph(key, color))
    icon.addPixmap(_glyph(key, selected), QIcon.Mode.Selected)
    return icon


def _glyph(key: str, color: str) -> QPixmap:
    pix, p = _canvas()
    pen = QPen(QColor(color), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if key == "today":
        p.drawRoundedRect(QRectF(10, 14, 44, 40), 5, 5)
        p.drawLine(QPointF(10, 26), QPointF(54, 26))
        p.drawLine(QPointF(22, 8), QPointF(22, 18))
        p.drawLine(QPointF(42, 8), QPointF(42, 18))
    elif key == "chats":
        path = QPainterPath()
        path.addRoundedRect(QRectF(8, 10, 48, 34), 10, 10)
        p.drawPath(path)
        p.drawLine(QPointF(20, 44), QPointF(14, 56))
        p.drawLine(QPointF(14, 56), QPointF(30, 44))
    elif key == "cases":
        p.drawRoundedRect(QRectF(8, 18, 48, 36), 4, 4)
        p.drawLine(QPointF(8, 18), QPointF(14, 10))
        p.drawLine(QPointF(14, 10), QPointF(28, 10))
        p.drawLine(QPointF(28, 10), QPointF(32, 18))
    elif key == "add_notes":
        p.drawRoundedRect(QRectF(12, 8, 40, 48), 4, 4)
        p.drawLine(QPointF(32, 20), QPointF(32, 44))
        p.drawLine(QPointF(20, 32), QPointF(44, 32))
    else:  # settings: three sliders
        for y, x in ((16, 24), (32, 42), (48, 18)):
            p.drawLine(QPointF(8, y), QPointF(56, y))
            p.setBrush(QColor(color))
            p.drawEllipse(QPointF(x, y), 4, 4)
            p.setBrush(Qt.BrushStyle.NoBrush)
    p.end()
    return pix
