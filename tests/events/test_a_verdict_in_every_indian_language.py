"""A court's verdict written in an Indian language ("अर्ज अंशतः मंजूर", "अर्ज फेटाळला", "ಅರ್ಜಿ ವಜಾ", "manjur kela") is an
order event like "application partly allowed"; a restraint that holds till the suit is decided, in the language's own
"until" and prohibitive, is an interim order; time granted in the same words is no verdict. Invented text, written for
these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract
from tareekh.events.text import sentences


def _outcomes(text: str) -> list[str | None]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-05-11", people=People()))
    return [getattr(e, "outcome", None) for e in events if e.kind == "order"]


@pytest.mark.parametrize("text, outcome", [
    ("नि. 9 वरील आदेश जाहीर केला. अर्ज अंशतः मंजूर.", "partly_allowed"),  # Marathi
    ("आवेदन आंशिक रूप से स्वीकृत किया गया।", "partly_allowed"),  # Hindi
    ("IA 7 partly manjur kela, baki prayer nahi.", "partly_allowed"),  # Marathi in Latin letters
    ("ਅਰਜ਼ੀ ਮਨਜ਼ੂਰ ਕੀਤੀ ਗਈ।", "allowed"),  # Punjabi
    ("మధ్యంతర పిటిషన్ అనుమతించబడింది.", "allowed"),  # Telugu
    ("प्रतिवादीचा अर्ज फेटाळण्यात येतो.", "rejected"),  # Marathi
    ("Tanmay ki arji namanjur ho gayi.", "rejected"),  # Hindi in Latin letters
    ("ಮೇಲ್ಮನವಿ ವಜಾ ಮಾಡಲಾಗಿದೆ.", "dismissed"),  # Kannada
    ("மனு தள்ளுபடி செய்யப்பட்டது.", "dismissed"),  # Tamil
    ("মামলাটি নিষ্পত্তি করা হল।", "disposed"),  # Bengali
])
def test_a_verdict_word_of_any_language_is_an_order(text, outcome):
    assert outcome in _outcomes(text)


@pytest.mark.parametrize("text", ["वाद के निराकरण तक प्रतिवादी विवादित भूमि पर कोई निर्माण न करें।",
                                  "తదుపరి వాయిదా వరకు ప్రతివాది ఆస్తిని అమ్మకూడదు.",
                                  "ಮುಂದಿನ ದಿನಾಂಕದವರೆಗೆ ಪ್ರತಿವಾದಿ ಕಟ್ಟಡ ಕೆಡವಬಾರದು.",
                                  "পরবর্তী তারিখ পর্যন্ত বিবাদী জমি বিক্রি করবে না।"])
def test_a_restraint_till_the_case_is_decided_is_interim(text):
    assert "interim" in _outcomes(text)


@pytest.mark.parametrize("text", ["వాయిదా మంజూరు చేశారు.", "प्रतिवादी को जवाब हेतु समय मंजूर किया गया।",
                                  "अर्ज मंजूर नाही, पुढील तारखेला युक्तिवाद.", "पुढील तारखेपर्यंत सुनावणी होईल.",
                                  "नये मकान की अगली तारीख तक मरम्मत।", "अगली तारीख तक जवाब दाखिल करें।"])
def test_time_granted_a_denial_or_a_date_alone_is_no_verdict(text):
    assert _outcomes(text) == []


def test_a_marathi_order_wrapped_at_the_page_s_width_is_one_sentence():
    # a typed roznama ends its sentences with a full stop, not the danda: a full line ending on a word runs on
    text = ("उभय पक्षांचे वकील हजर. नि. 5 वरील आदेश जाहीर केला. अर्ज अंशतः मंजूर. दाव्याचा अंतिम निर्णय लागेपर्यंत\n"
            "प्रतिवादीने वादीच्या विहिरीच्या पाण्याच्या वापरात अडथळा करू नये.\nपुढील तारीख 08/06/2026.")
    assert any("लागेपर्यंत प्रतिवादीने" in s.text and s.text.endswith("नये.") for s in sentences(text))
    assert "interim" in _outcomes(text)
