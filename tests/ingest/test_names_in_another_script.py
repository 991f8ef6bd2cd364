"""A case named in Devanagari: a party's one-word name spelt in that script, and the heading of a Hindi order
sheet (the parties written above the day's rows) read as the registry's Roman names."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.sounds import names_in_devanagari, spelt_key


def test_a_one_word_name_is_known_by_its_spelling_in_devanagari():
    names = ["Kothari", "Bhandari", "Tariq", "Ali", "Mehta traders"]
    text = "भंडारी जी आज नहीं आए। कोठारी साहब ने तारीख ले ली। अली गवाह था।"
    found = names_in_devanagari(text, names)
    assert "Kothari" in found and "Bhandari" in found
    assert "Tariq" not in found  # तारीख (a date) shares Tariq's consonants, not its spelling
    assert "Ali" not in found  # a name of three letters is anyone's
    assert spelt_key("Kothari") == spelt_key("कोठारी") and spelt_key("Tariq") != spelt_key("तारीख")


def _two_cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="B1", number="Civil Misc. Appeal No. 41 of 2023", short_name="Kothari appeal",
                                    title="Chetan Lal Kothari vs Nagar Parishad Beawar"))
    practice.registry.add_case(Case(id="B2", number="O.S. No. 907 of 2022", short_name="Mehrotra partition",
                                    title="Sulochana Mehrotra vs Anand Mehrotra"))


def test_a_hindi_diary_line_naming_a_party_by_surname_alone_is_filed_under_that_case(practice, drop):
    _two_cases(practice)
    note = "दि. 09.01.2026\nकोठारी जी वालो मामलो - नगर परिषद को जवाब कोनी आयो।\nअगली तारीख 20.02.2026\n"
    (e,) = practice.ingest([drop("diary 9 jan.txt", note)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["B1"], "2026-01-09")


def test_a_hindi_order_sheet_whose_parties_stand_in_its_heading_is_filed_under_their_case(practice, drop):
    _two_cases(practice)
    sheet = ("न्यायालय अपर जिला न्यायाधीश क्रम-2, ब्यावर\nसुलोचना मेहरोत्रा  बनाम  आनन्द मेहरोत्रा\n"
             "14.01.2026\nवादिनी की ओर से अधिवक्ता उपस्थित। प्रतिवादी की ओर से जवाब पेश हुआ।\n"
             "पत्रावली वास्ते बहस दिनांक 18.02.2026 को पेश हो।\n")
    (e,) = practice.ingest([drop("order sheet.txt", sheet)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["B2"], "2026-01-14")


def test_a_name_written_in_another_indian_script_is_heard_as_the_registrys_roman_name():
    names = ["Ramesh Hegde", "Mary Joseph", "Sumalatha Shetty"]
    assert names_in_devanagari("12.03.2026 ರಮೇಶ್ ಹೆಗ್ಡೆ ಪ್ರಕರಣ - ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಲಾಗಿದೆ", names) == ["Ramesh Hegde"]
    assert names_in_devanagari("സാക്ഷി മേരി ജോസഫ് ഹാജരായി", names) == ["Mary Joseph"]


def test_a_kannada_note_naming_the_party_is_filed_under_that_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="H1", number="W.P. No. 22817 of 2025", short_name="Hegde allotment writ",
                                    title="Ramesh Hegde vs Karnataka Housing Board"))
    practice.registry.add_case(Case(id="H2", number="O.S. No. 310 of 2024", short_name="Shetty easement suit",
                                    title="Sumalatha Shetty vs Annavaram Bhat"))
    note = "12.03.2026\nರಮೇಶ್ ಹೆಗ್ಡೆ ಪ್ರಕರಣ - ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಲಾಗಿದೆ. ಮುಂದಿನ ದಿನಾಂಕ 20.04.2026\n"
    (e,) = practice.ingest([drop("kannada note.txt", note)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["H1"], "2026-03-12")


def test_a_roman_name_ending_in_ai_is_heard_where_a_script_writes_the_long_a_and_i():
    """"-bai", "Sai", "Bhai" at a name's end are the long "a" and "i" a script writes ("-बाई", "-બાઈ", "-ਬਾਈ"); the
    "ai" of "Kairav" (ऐ) is heard as before."""
    names = ["Rupabai", "Kairav"]
    for text in ("રૂપાબાઈ નો કેસ - જુબાની પૂરી", "ਰੂਪਾਬਾਈ ਦਾ ਕੇਸ - ਗਵਾਹੀ", "रूपाबाई चा खटला - उलटतपासणी"):
        assert names_in_devanagari(text, names) == ["Rupabai"], text
    assert names_in_devanagari("कैरव का केस", names) == ["Kairav"]
