"""A name written in Tamil is heard as the registry's Roman name. Tamil writes one letter for a stop and its voiced
pair ("க" k/g, "ச" c/s/j, "ட"/"த" t/d, "ப" p/b), a vowel inside a borrowed cluster ("பிர" for "pr") and "ஞ" for a
Roman "Gn": a Tamil clerk's "கு. சுகுமாரன்" is the registry's "Sugumaran", "ஞானசேகரன்" its "Gnanasekaran". Before,
no Tamil-script name met its Roman spelling, and every Tamil page naming its case only by a party waited for
review."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.sounds import names_in_devanagari


@pytest.mark.parametrize(("text", "name"), [
    ("கு. சுகுமாரன் ஆஜரானார்", "Sugumaran"),  # ச for "S", க between vowels for "g"
    ("ஞானசேகரன் வழக்கு", "Gnanasekaran"),  # ஞ for "Gn", ச for "s", க for "k"
    ("ஜெகதீசன் சாட்சி", "Jegadeesan"),  # the short "ெ", க for "g", த for "d"
    ("சபாபதி எதிரி", "Sabapathy"),  # ப for "b" and for "p"
    ("சுந்தரலிங்கம் பிரகாஷ் வாதி", "Sundaralingam Prakash"),  # பிர for "Pr"
])
def test_a_tamil_name_meets_its_roman_spelling_whatever_the_voicing(text, name):
    names = ["Sugumaran", "Gnanasekaran", "Jegadeesan", "Sabapathy", "Sundaralingam Prakash", "Gajanan Traders"]
    assert names_in_devanagari(text, names) == [name]


def test_common_tamil_words_of_a_diary_meet_no_name():
    names = ["Sugumaran", "Gnanasekaran", "Jegadeesan", "Sabapathy", "Sundaralingam Prakash", "Kathiresan",
             "Pandiyan", "Sakthivel", "Chinnadurai", "Ponnurangam"]
    diary = ("வழக்கு டைரி அடுத்த தேதி வாய்தா கேட்டார் சாட்சி வரவில்லை எதிரி ஆஜர் ஜாமீன் கொடுக்கப்பட்டது நகல்கள் "
             "கொடுக்கப்பட்டன பிரதிவாதி எழுத்துமூல வாக்குமூலம் தாக்கல் குத்தகை பணத்துக்கு பதிலாக சொல்கிறார்கள் "
             "நீதிபதி அம்மா கடைசி வாய்ப்பு என்று எழுதினார்கள் அரசு வழக்கறிஞர் எதிர்உரை குறுக்கு விசாரணை முடிந்தது")
    assert names_in_devanagari(diary, names) == []


def test_a_tamil_register_line_naming_a_party_files_under_that_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="O.S. No. 214 of 2025", short_name="Sugumaran lease suit",
                                    title="Sugumaran vs Jegadeesan"))
    practice.registry.add_case(Case(id="K2", number="M.C.O.P. No. 58 of 2026", short_name="Sabapathy accident claim",
                                    title="Sabapathy vs Sundaralingam Transports"))
    note = "12.03.2026\nஜெகதீசன் வழக்கு - பிரதிவாதி எழுத்துமூல வாக்குமூலம் தாக்கல். அடுத்த தேதி 20.04.2026\n"
    (e,) = practice.ingest([drop("register 12 march.txt", note)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["K1"], "2026-03-12"), (e.reason, e.candidates)
