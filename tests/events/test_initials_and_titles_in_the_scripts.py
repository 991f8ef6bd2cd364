"""Initials and shortened titles written in an Indian script ("డా.", "ಎಸ್.", "ശ്രീ.", "ডা.", "திரு.") belong to the
name after them: their dot ends no sentence, and a witness's number followed by them is read with the name. A
sentence that ends on an ordinary word ("है.", "ಹಾಜರು.") still ends there. Invented text, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.initials import is_initial_or_title
from tareekh.events.models import People, Record
from tareekh.events.rules import extract
from tareekh.events.text import sentences


@pytest.mark.parametrize("text, first", [
    ("PW2 డా. ఎస్. కిరణ్మయి (వైద్యాధికారి) ని విచారించారు. తదుపరి తేదీ 12.03.",
     "PW2 డా. ఎస్. కిరణ్మయి (వైద్యాధికారి) ని విచారించారు."),
    ("ಸಾಕ್ಷಿ ಡಾ. ಎಂ. ಹರ್ಷವರ್ಧನ ಹಾಜರು. ಮುಂದಿನ ದಿನಾಂಕ 4.5.", "ಸಾಕ್ಷಿ ಡಾ. ಎಂ. ಹರ್ಷವರ್ಧನ ಹಾಜರು."),
    ("PW1 ശ്രീ. ജെ. വിനയചന്ദ്രൻ വിസ്തരിച്ചു. അടുത്ത തീയതി 5.6.", "PW1 ശ്രീ. ജെ. വിനയചന്ദ്രൻ വിസ്തരിച്ചു."),
    ("সাক্ষী ডা. এম. রায়চৌধুরী হাজির ছিলেন। পরবর্তী তারিখ ২.৩.", "সাক্ষী ডা. এম. রায়চৌধুরী হাজির ছিলেন।"),
])
def test_the_dot_of_an_initial_or_a_title_ends_no_sentence(text, first):
    got = [s.text for s in sentences(text)]
    assert got[0] == first and len(got) == 2, got


def test_a_sentence_ending_on_an_ordinary_word_still_ends_there():
    assert [s.text for s in sentences("आवेदन दाखिल है. जवाब बाकी।")] == ["आवेदन दाखिल है.", "जवाब बाकी।"]
    assert [s.text for s in sentences("ಸಾಕ್ಷಿ ಹಾಜರು. ಮುಂದಿನ ದಿನಾಂಕ ಬಾಕಿ.")] == ["ಸಾಕ್ಷಿ ಹಾಜರು.", "ಮುಂದಿನ ದಿನಾಂಕ ಬಾಕಿ."]


@pytest.mark.parametrize("word", ["డా", "ఎస్", "ಎಂ", "ശ്രീ", "എൽ", "ডা", "ଶ୍ରୀ", "ડૉ", "ਸ੍ਰੀ", "ॲड", "திரு", "பி"])
def test_initials_and_titles_of_the_nine_scripts_are_known(word):
    assert is_initial_or_title(word)


@pytest.mark.parametrize("word", ["है", "था", "दी", "ले", "आहे", "છે", "ఉంది", "আছে", "ଅଛି", "உள்ளது", "PW"])
def test_ordinary_words_are_no_initials(word):
    assert not is_initial_or_title(word)


def _names(text: str) -> list[tuple[str | None, str | None]]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-02-01", people=People()))
    return [(e.witness, e.name) for e in events if e.kind == "witness"]


@pytest.mark.parametrize("text, name", [
    ("PW2 డా. ఎస్. కిరణ్మయి (వైద్యాధికారి) ని విచారించారు.", "డా. ఎస్. కిరణ్మయి"),
    ("PW3 ಡಾ. ಎಂ. ಹರ್ಷವರ್ಧನ ಹಾಜರು, ಪ್ರಧಾನ ವಿಚಾರಣೆ ಮುಗಿಯಿತು.", "ಡಾ. ಎಂ. ಹರ್ಷವರ್ಧನ"),
    ("PW1 डॉ. एस. के. निगमानंद का मुख्य परीक्षण हुआ।", "डॉ. एस. के. निगमानंद"),
    ("PW5 திரு. கே. அருள்மொழிவர்மன் குறுக்கு விசாரணை.", "திரு. கே. அருள்மொழிவர்மன்"),
])
def test_a_witness_named_with_initials_in_a_script_is_read_with_the_name(text, name):
    assert _names(text)[0][1] == name, _names(text)


def test_a_witness_with_no_initials_in_a_southern_script_gets_no_guessed_name():
    assert _names("PW2 ସାକ୍ଷୀ ହାଜର ହେଲେ ନାହିଁ।")[0][1] is None
