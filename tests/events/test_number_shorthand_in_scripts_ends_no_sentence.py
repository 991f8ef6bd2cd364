"""The word "number" shortened in an Indian script ("क्र.", "क्रं.", "નં.", "ਨੰ.") is followed by the number it
names: its dot ends no sentence, so "आवेदन क्र. 12 पर जवाब पेश" stays one sentence with its number. Invented text."""

from __future__ import annotations

from tareekh.events.text import sentences


def test_devanagari_kra_keeps_its_number_in_the_sentence():
    got = [s.text for s in sentences("आवेदन क्र. 12 पर जवाब पेश। अगली पेशी 3.11.")]
    assert got == ["आवेदन क्र. 12 पर जवाब पेश।", "अगली पेशी 3.11."], got


def test_kram_with_anusvara_and_a_dotted_compound_stay_whole():
    got = [s.text for s in sentences("प्रकरण क्रं. 45 में बहस सुनी। प्र.क्र. 7 में आदेश सुरक्षित।")]
    assert got == ["प्रकरण क्रं. 45 में बहस सुनी।", "प्र.क्र. 7 में आदेश सुरक्षित।"], got


def test_gujarati_and_gurmukhi_number_marks_end_no_sentence():
    assert [s.text for s in sentences("અરજી નં. 7 દાખલ કરી. બાકી.")] == ["અરજી નં. 7 દાખલ કરી.", "બાકી."]
    assert [s.text for s in sentences("ਅਰਜ਼ੀ ਨੰ. 9 ਦਾਖ਼ਲ.")] == ["ਅਰਜ਼ੀ ਨੰ. 9 ਦਾਖ਼ਲ."]
