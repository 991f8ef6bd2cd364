"""Names a register writes in an Indian script, as the Roman registry spells them otherwise: a closing nasal dot that
Telugu and Kannada say "m" ("-ం" for "-am"), a Roman "ow" that is the vowel "औ" writes ("Gowd-", "Chowd-"), a closing
"-aiah" that is the "-ayya" Telugu and Kannada write, and an English word of a firm's name whose final "e" is silent
("Prime" said "praim"). Each is heard, so the register's row is filed under its case. Names no data set holds."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.sounds import names_in_devanagari, spelt_keys


def test_a_closing_nasal_dot_in_telugu_and_kannada_is_an_m():
    assert names_in_devanagari("జిల్లా కోర్టు - సుబ్బరత్నం - వాయిదా", ["Subbaratnam"]) == ["Subbaratnam"]
    assert names_in_devanagari("ಕಾರ್ಮಿಕ ನ್ಯಾ. ಪೆರುಮಾಳ್ಸ್ವಾಮಿಯಂ", ["Perumalswamiyam"]) == ["Perumalswamiyam"]


def test_a_nasal_dot_inside_a_word_is_still_read_by_the_consonant_after_it():
    # only the closing dot is an "m": "ಸಂಗಪ್ಪ" keeps its nasal before the "g"
    assert spelt_keys("ಸಂಗಮೇಶ") == spelt_keys("Sangamesha")[:1]


def test_ow_before_a_consonant_is_the_vowel_au_in_every_script():
    assert names_in_devanagari("తేదీ 12.03 - చౌడప్పన్నవర్ కేసు - వాయిదా", ["Chowdappannavar"]) == ["Chowdappannavar"]
    assert names_in_devanagari("१२.०३ - गौड़ापुरकर केस - तारीख", ["Gowdapurkar"]) == ["Gowdapurkar"]
    # … but "ow" before a vowel keeps its "w" ("Gowardhan" गोवर्धन)
    assert spelt_keys("Gowardhanlal") == spelt_keys("गोवर्धनलाल")


def test_a_closing_aiah_is_the_ayya_telugu_and_kannada_write():
    assert names_in_devanagari("12.03 - కొండపల్లయ్య కేసు - సాక్షి రాలేదు", ["Kondapallaiah"]) == ["Kondapallaiah"]
    assert names_in_devanagari("12.03 - ಕೊಂಡಪಲ್ಲಯ್ಯ ಕೇಸು", ["Kondapalliah"]) == ["Kondapalliah"]


def test_an_english_word_with_a_silent_final_e_is_heard_as_said():
    # the "ai" a Southern script writes with one vowel sign, and the "ाइ" Devanagari writes with two
    assert names_in_devanagari("జిల్లా కోర్టు - ప్రైమ్ కేసు - వాయిదా", ["Prime"]) == ["Prime"]
    assert names_in_devanagari("२१.०४ - प्राइम केस - जवाब", ["Prime"]) == ["Prime"]
    # … and a name whose final "e" the script says is still found as spelt
    assert names_in_devanagari("२१.०४ - भिडेकर केस", ["Bhidekar"]) == ["Bhidekar"]


def test_a_register_row_naming_its_party_in_telugu_is_filed(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="T1", number="I.D. No. 41 of 2030", short_name="Subbaratnam dues",
                                    court="Labour Court, Pedapuram", title="K. Subbaratnam vs Kothapeta Spinners"))
    practice.registry.add_case(Case(id="T2", number="O.S. No. 77 of 2030", short_name="Kondapallaiah suit",
                                    court="Senior Civil Judge, Pedapuram", title="Kondapallaiah vs Veerraju"))
    page = ("దినచర్య - మార్చి 2030\n"
            "12.03.2030  లేబర్ కోర్టు సుబ్బరత్నం  పి.డబ్ల్యు.1 సాక్ష్యం. తదుపరి తేదీ 20.04.2030\n"
            "14.03.2030  సీనియర్ సివిల్ జడ్జి కొండపల్లయ్య  వ్రాతపూర్వక వాంగ్మూలం. తదుపరి తేదీ 22.04.2030\n")
    entries = practice.ingest([drop("register march.jpg.txt", page)]).entries
    assert sorted((e.hearing_date, tuple(e.case_ids), e.status) for e in entries) == [
        ("2030-03-12", ("T1",), "retained"), ("2030-03-14", ("T2",), "retained")], [
        (e.case_ids, e.reason) for e in entries]
