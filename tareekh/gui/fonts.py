"""The app's font: the platform's own UI face, then a face for each Indian script a lawyer's notes are in.

Left to itself Qt draws an Indian script in whatever face the system's fallback picks: on Linux that is
often a face with no bold (a case title's Hindi and the numbers after it lose their weight mid-line), and
with no face for the script at all every letter, and the digits and spaces around them, are boxes. So the
app asks for the faces by name, in the order a lawyer's laptop has them.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo
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
