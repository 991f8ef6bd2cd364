"""Light and dark palettes and the stylesheet filled from them."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from tareekh.gui.fonts import apply_script_faces


THEMES: dict[str, dict[str, str]] = {
    "light": {
        "window": "#f6f5f2", "text": "#1f2328", "muted": "#6a6f76", "sidebar": "#ebe8e1", "card": "#ffffff",
        "border": "#d8d4cb", "accent": "#8a3b12", "accent_text": "#ffffff", "hover": "#e0dbd0",
        "button": "#fbfaf8", "field": "#ffffff", "chip": "#f3e6dc", "chip_text": "#6b2c0b",
        "chip_border": "#d9b79f", "ok": "#1f7a3a", "warn": "#a05a00", "bad": "#b3261e",
        "unverified": "#fff1c2", "highlight": "#e8a23a",
    },
    "dark": {
        "window": "#1e1f22", "text": "#e6e3dd", "muted": "#9a9da3", "sidebar": "#17181a", "card": "#2a2b2f",
        "border": "#3d3f44", "accent": "#e08a50", "accent_text": "#1e1f22", "hover": "#33353a",
        "button": "#2d2f33", "field": "#25262a", "chip": "#3d2e24", "chip_text": "#f0c29f",
        "chip_border": "#6b4a33", "ok": "#6cc785", "warn": "#e6b450", "bad": "#f2877f",
        "unverified": "#4a3f1d", "highlight": "#e8a23a",
    },
}


_R = QPalette.ColorRole
# Which theme colour paints each palette role, in the order they are set.
PALETTE_ROLES = (
    (_R.Window, "window"), (_R.WindowText, "text"), (_R.Base, "field"), (_R.AlternateBase, "card"),
    (_R.Text, "text"), (_R.Button, "button"), (_R.ButtonText, "text"), (_R.Highlight, "accent"),
    (_R.HighlightedText, "accent_text"), (_R.ToolTipBase, "card"), (_R.ToolTipText, "text"), (_R.Link, "accent"),
    (_R.PlaceholderText, "muted"),
)


def colors(name: str) -> dict[str, str]:
    return THEMES.get(name, THEMES["light"])


def stylesheet(name: str) -> str:
    template = files("tareekh.resources").joinpath("style.qss").read_text(encoding="utf-8")
    out = template
    for key, value in colors(name).items():
        out = out.replace("{" + key + "}", value)
    return out


def apply_theme(app: QApplication, name: str) -> None:
    """Set the palette and the stylesheet for `name` ("light" or "dark"), and the font's chain of script faces."""
    apply_script_faces(app)
    c = colors(name)
    pal = QPalette()
    for role, key in PALETTE_ROLES:
        pal.setColor(role, QColor(c[key]))
    app.setPalette(pal)
    app.setStyleSheet(stylesheet(name))
    app.setProperty("tareekh_theme", name)


def current(app: QApplication | None = None) -> dict[str, str]:
    running = app or QApplication.instance()
    return colors(str(running.property("tareekh_theme") or "light")) if running else colors("light")


def qapp() -> QApplication:
    """The running QApplication (Qt's `instance()` is typed as the core base class, or None before one exists;
    every widget of Tareekh lives in a QApplication)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("Tareekh's windows need a running QApplication")
    return app
