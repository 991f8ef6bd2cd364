"""The app's font: the platform's own UI face, then a face for each Indian script a lawyer's notes are in.

Left to itself Qt draws an Indian script in whatever face the system's fallback picks: on Linux that is
often a face with no bold (a case title's Hindi and the numbers after it lose their weight mid-line), and
with no face for the script at all every letter, and the digits and spaces around them, are boxes. So the
app asks for the faces by name, in the order a lawyer's laptop has them.
"""

from __future__ import annotations

import functools
import html
import re

from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontInfo,
    QGuiApplication,
    QRawFont,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication

# Per script, the faces to ask for, best first. Windows 10 and 11 ship Nirmala UI (every script below,
# regular and bold); scripts/setup.sh installs the Noto UI faces on Linux (fonts-noto-ui-core, regular and
# bold); most Linux desktops have the plain Noto faces; older Windows has one face per script (Mangal,
# Gautami…); macOS has its Kohinoor and Sangam faces; the Lohit faces (regular only) come last. Urdu's
# Perso-Arabic letters are in the platforms' UI faces themselves (Segoe UI, DejaVu Sans).
INDIAN_SCRIPT_FACES: dict[str, tuple[str, ...]] = {
    "Devanagari": ("Nirmala UI", "Noto Sans Devanagari UI", "Noto Sans Devanagari", "Mangal",
                   "Kohinoor Devanagari", "Lohit Devanagari"),
    "Telugu": ("Nirmala UI", "Noto Sans Telugu UI", "Noto Sans Telugu", "Gautami", "Kohinoor Telugu",
               "Lohit Telugu"),
    "Tamil": ("Nirmala UI", "Noto Sans Tamil UI", "Noto Sans Tamil", "Latha", "Tamil Sangam MN", "Lohit Tamil"),
    "Kannada": ("Nirmala UI", "Noto Sans Kannada UI", "Noto Sans Kannada", "Tunga", "Kannada Sangam MN",
                "Lohit Kannada"),
    "Malayalam": ("Nirmala UI", "Noto Sans Malayalam UI", "Noto Sans Malayalam", "Kartika",
                  "Malayalam Sangam MN", "Lohit Malayalam"),
    "Bengali": ("Nirmala UI", "Noto Sans Bengali UI", "Noto Sans Bengali", "Vrinda", "Kohinoor Bangla",
                "Lohit Bengali", "Lohit Assamese"),
    "Gujarati": ("Nirmala UI", "Noto Sans Gujarati UI", "Noto Sans Gujarati", "Shruti", "Kohinoor Gujarati",
                 "Lohit Gujarati"),
    "Gurmukhi": ("Nirmala UI", "Noto Sans Gurmukhi UI", "Noto Sans Gurmukhi", "Raavi", "Gurmukhi MN",
                 "Lohit Gurmukhi"),
    "Oriya": ("Nirmala UI", "Noto Sans Oriya UI", "Noto Sans Oriya", "Kalinga", "Oriya Sangam MN", "Lohit Odia"),
}


def script_faces() -> list[str]:
    """Every script's faces, each once, in rank order (a face that serves many scripts comes first)."""
    out: list[str] = []
    longest = max(len(faces) for faces in INDIAN_SCRIPT_FACES.values())
    for rank in range(longest):
        for faces in INDIAN_SCRIPT_FACES.values():
            if rank < len(faces) and faces[rank] not in out:
                out.append(faces[rank])
    return out


def with_script_faces(font: QFont) -> QFont:
    """`font` asking for its own resolved face first (so Latin text is drawn as before), then the script faces.

    The resolved name, not the alias the platform reports ("Sans Serif"): Qt matches an alias in a list of
    families to no face, and would then draw the digits and spaces of English text in the first script face."""
    own = QFontInfo(font).family()
    chained = QFont(font)
    chained.setFamilies([own, *(face for face in script_faces() if face != own)])
    return chained


def apply_script_faces(app: QApplication) -> None:
    """Give the application's font the chain of script faces (idempotent)."""
    app.setFont(with_script_faces(app.font()))


# Urdu (and Kashmiri) are written in Nastaliq, the hanging script of a munshi's register and an Urdu deed; the
# platforms' UI faces draw the same letters in Naskh, as Arabic is printed, which an Urdu reader reads slowly
# and a lawyer does not recognise as his clerk's page. So a run of Perso-Arabic letters is drawn in a Nastaliq face
# when one is installed (macOS ships Noto Nastaliq Urdu, Windows Urdu Typesetting, scripts/setup.sh installs
# fonts-noto-core) and the face has every letter of the run: Sindhi's letters (ڪ ڳ ٻ…) are not all in a
# Nastaliq face, and a run drawn half in one face and half in another breaks its joins, so such a run stays in
# the UI face.
NASTALIQ_FACES: tuple[str, ...] = ("Noto Nastaliq Urdu", "Urdu Typesetting", "Jameel Noori Nastaleeq",
                                   "Nafees Nastaleeq")
_ARABIC = "\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefe"
# a run: Perso-Arabic letters, with the spaces and joiners between them on one line (one phrase, one run)
ARABIC_RUN = re.compile(f"[{_ARABIC}]+(?:[ \\t\u00a0\u200c\u200d]+[{_ARABIC}]+)*")


@functools.lru_cache(maxsize=1)
def _installed_nastaliq() -> str | None:
    installed = set(QFontDatabase.families())
    return next((face for face in NASTALIQ_FACES if face in installed), None)


def nastaliq_face() -> str | None:
    """The first Nastaliq face installed on this computer, or None (then Urdu is drawn in the UI face). None
    before the application exists: Qt's font database is not there to ask."""
    if QGuiApplication.instance() is None:
        return None
    return _installed_nastaliq()


@functools.lru_cache(maxsize=1)
def _nastaliq_raw() -> QRawFont | None:
    """The Nastaliq face itself (its own letters, not the ones Qt would borrow from another face)."""
    face = nastaliq_face()
    return QRawFont.fromFont(QFont(face)) if face else None


@functools.lru_cache(maxsize=4096)
def _nastaliq_has(ch: str) -> bool:
    raw = _nastaliq_raw()
    return raw is not None and (ch.isspace() or raw.supportsCharacter(ord(ch)))


def nastaliq_runs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each run of `text` to draw in the Nastaliq face: Perso-Arabic runs whose every letter
    the face has. Empty when no Nastaliq face is installed."""
    if nastaliq_face() is None or not text:
        return []
    return [(m.start(), m.end()) for m in ARABIC_RUN.finditer(text) if all(_nastaliq_has(ch) for ch in m.group())]


def rich_text(text: str) -> str:
    """`text` escaped for a rich-text label, its Urdu and Kashmiri runs in the Nastaliq face."""
    runs = nastaliq_runs(text)
    if not runs:
        return html.escape(text)
    face = html.escape(str(nastaliq_face()), quote=True)
    out, last = [], 0
    for start, end in runs:
        out.append(html.escape(text[last:start]))
        out.append(f"<span style=\"font-family:'{face}';\">{html.escape(text[start:end])}</span>")
        last = end
    out.append(html.escape(text[last:]))
    return "".join(out)


class NastaliqRuns(QSyntaxHighlighter):
    """Draws a note's Urdu and Kashmiri runs in the Nastaliq face as it is shown or typed (a QTextEdit's own
    text stays plain: what is copied or saved is the lawyer's words, not a font)."""

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self._format: QTextCharFormat | None = None
        face = nastaliq_face()
        if face is not None:
            self._format = QTextCharFormat()
            self._format.setFontFamilies([face])

    def highlightBlock(self, text: str) -> None:  # noqa: N802 - Qt's name
        if self._format is None:
            return
        for start, end in nastaliq_runs(text):
            self.setFormat(start, end - start, self._format)
