"""Indian scripts in the window: every script a lawyer's notes may be in is drawn in a real face, bold stays
bold in the middle of a case title, and English keeps the platform's own face.

A glyph index of 0 is the face's "no such letter" box: what a lawyer saw for a whole Telugu order sheet on
a machine with no Telugu face (the digits and spaces beside the letters went to boxes too)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel

from tareekh.gui.fonts import INDIAN_SCRIPT_FACES, script_faces
from tareekh.gui.theme import apply_theme

# "Next date 14.03.2031", as a diary in each script would write it (no data set's words).
NEXT_DATE = {
    "Devanagari": "अगली तारीख 14.03.2031",
    "Telugu": "తదుపరి తేదీ 14.03.2031",
    "Tamil": "அடுத்த தேதி 14.03.2031",
    "Kannada": "ಮುಂದಿನ ದಿನಾಂಕ 14.03.2031",
    "Malayalam": "അടുത്ത തീയതി 14.03.2031",
    "Bengali": "পরবর্তী তারিখ 14.03.2031",
    "Gujarati": "આગામી તારીખ 14.03.2031",
    "Gurmukhi": "ਅਗਲੀ ਤਾਰੀਖ 14.03.2031",
    "Oriya": "ପରବର୍ତ୍ତୀ ତାରିଖ 14.03.2031",
}


def runs(text: str, font: QFont) -> list:
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100000)
    layout.endLayout()
    return layout.glyphRuns()


def label_font(text: str, *, bold: bool = False) -> QFont:
    """The font a real label of the window draws `text` in (the stylesheet applied)."""
    label = QLabel(text)
    if bold:
        label.setStyleSheet("font-weight: 600;")
    label.ensurePolished()
    return label.font()


@pytest.fixture
def themed(qapp):
    apply_theme(qapp, "light")
    yield qapp
    apply_theme(qapp, "light")


@pytest.mark.parametrize("script", sorted(NEXT_DATE))
def test_every_indian_script_is_drawn_in_a_face_not_boxes(themed, script):
    text = NEXT_DATE[script]
    for run in runs(text, label_font(text)):
        assert 0 not in list(run.glyphIndexes()), f"{script}: some letters are drawn as boxes"


@pytest.mark.parametrize("title", ["Appeal 12/अपील/2031-32 (Rev.)", "O.S. 9/ఓ.ఎస్./2031 (Suit)",
                                   "W.P. 4/ரிட்/2031 (Writ)"])
def test_a_bold_title_stays_bold_across_its_indian_words_and_numbers(themed, title):
    font = label_font(title, bold=True)
    assert font.bold()
    for run in runs(title, font):
        assert 0 not in list(run.glyphIndexes())
        face = run.rawFont()  # the face drawn, not the weight asked for (a face with no bold reports it too)
        assert any(w in face.styleName().lower() for w in ("bold", "black", "heavy")), \
            f"{face.familyName()} {face.styleName()} is not a bold face"


def test_english_keeps_the_platforms_own_face_digits_and_all(themed):
    own = QApplication.font().families()[0]
    for run in runs("OS 318/2031 - next date 14.03.2031", label_font("x")):
        assert run.rawFont().familyName() == own


def test_the_font_asks_for_a_face_every_platform_has_for_each_script(themed):
    asked = QApplication.font().families()
    assert set(script_faces()) <= set(asked)
    for script, faces in INDIAN_SCRIPT_FACES.items():
        assert faces[0] == "Nirmala UI", f"{script}: Windows 10 and 11 draw it in Nirmala UI"
        assert any(f.startswith("Noto Sans") and f.endswith(" UI") for f in faces), f"{script}: Linux setup's face"


def test_applying_the_theme_twice_keeps_one_chain(themed):
    once = QApplication.font().families()
    apply_theme(themed, "dark")
    assert QApplication.font().families() == once


# What a junior or a client puts in a WhatsApp line beside the hearing's news ("ND 14.3 🙏", "ok sir 👍"): a folded
# hands, a thumbs up, a tick, a smile. With no emoji face on the machine each was a box in the review queue, the
# reader and a quoted chat (scripts/setup.sh installs fonts-noto-color-emoji).
CHAT_SIGNS = "ND 14.03.2031 🙏 ok sir 👍 ✅ 😊"


def test_the_signs_of_a_whatsapp_line_are_drawn_not_boxes(themed):
    drawn = [g for run in runs(CHAT_SIGNS, label_font(CHAT_SIGNS)) for g in run.glyphIndexes()]
    assert drawn and 0 not in drawn, "an emoji of a chat line is drawn as a box: is an emoji face installed?"


# A Tibetan name as a client, a witness or a monastery writes it, beside the note's English and digits (the hill
# states' and the north-east's practices); the UI faces hold no Tibetan letter (scripts/setup.sh installs a face).
TIBETAN_NAME = "RW1 བསྟན་འཛིན་ཆོས་སྒྲོན cross 14.03.2031"


def test_a_tibetan_name_is_drawn_in_a_face_not_boxes_and_english_keeps_its_own(themed):
    own = QApplication.font().families()[0]
    drawn = runs(TIBETAN_NAME, label_font(TIBETAN_NAME))
    assert drawn and all(0 not in list(run.glyphIndexes()) for run in drawn), "a Tibetan letter is drawn as a box"
    assert any(run.rawFont().familyName() == own for run in drawn)


def test_a_letter_no_face_holds_is_still_caught_as_a_box(themed):
    """The check above can fail: a private-use letter no face draws is a box (glyph 0)."""
    text = "ok \ue000"
    drawn = [g for run in runs(text, label_font(text)) for g in run.glyphIndexes()]
    assert 0 in drawn
