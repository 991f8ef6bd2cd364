"""A title of a profession or a rank before a name ("Er." for an engineer, "Capt.", "Col.", "Lt.") ends no sentence:
"valuer Er. <name>, FMV 2.45 cr" stays one sentence, the sum with the valuation it is. Invented text."""

from __future__ import annotations

import pytest

from tareekh.events.text import sentences


@pytest.mark.parametrize("title", ["Er.", "Capt.", "Col.", "Lt."])
def test_a_title_before_a_name_keeps_the_sentence_whole(title):
    text = f"Valuation report filed (valuer {title} Trilokesh Sarangdhar, FMV 2.45 cr). Next date 4.6."
    got = [s.text for s in sentences(text)]
    assert got == [f"Valuation report filed (valuer {title} Trilokesh Sarangdhar, FMV 2.45 cr).", "Next date 4.6."], got


def test_a_word_ending_in_er_still_ends_a_sentence():
    got = [s.text for s in sentences("The matter was taken up later. Next date fixed.")]
    assert got == ["The matter was taken up later.", "Next date fixed."], got
