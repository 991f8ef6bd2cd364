"""The answerer reads the words of every Indian script and of Urdu, not of Latin letters and Devanagari only: a
question typed in Bengali, Tamil or Gujarati script meets a note written in it. The danda ends a word, never joins
the next. Invented text, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import overlap, stems, words


@pytest.mark.parametrize("text, expected", [
    ("সাক্ষী হাজির ছিলেন।", ["সাক্ষী", "হাজির", "ছিলেন"]),
    ("சாட்சி ஆஜர் ஆனார்", ["சாட்சி", "ஆஜர்", "ஆனார்"]),
    ("સાક્ષી હાજર રહ્યા", ["સાક્ષી", "હાજર", "રહ્યા"]),
    ("ਗਵਾਹ ਹਾਜ਼ਰ ਸੀ", ["ਗਵਾਹ", "ਹਾਜ਼ਰ", "ਸੀ"]),
    ("ಸಾಕ್ಷಿ ಹಾಜರು", ["ಸಾಕ್ಷಿ", "ಹಾಜರು"]),
    ("گواہ حاضر تھا", ["گواہ", "حاضر", "تھا"]),
    ("गवाह हाजिर है। अगली तारीख", ["गवाह", "हाजिर", "है", "अगली", "तारीख"]),
])
def test_the_words_of_each_script_are_read_whole(text, expected):
    assert words(text) == expected


def test_a_question_in_a_script_meets_a_note_in_it():
    note = "14.12.2026 - সাক্ষী তরফদার হাজির ছিলেন না, পরবর্তী তারিখ 9.1.2027"
    asked = [{"তরফদার"}, {"হাজির"}]
    assert overlap(asked, stems(note), note) == 2
    assert overlap([{"তরফদার"}], stems("Witness absent, next date 9.1.2027"), "") == 0
