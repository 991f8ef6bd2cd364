"""A party's name of two short words ("<given> Lal", "<given> Raj"), too short for its sound alone to stand for it,
written in an Indian script where a diary puts a matter's name: after a court's title and its dash, before the matter
in brackets, or beside "versus". Written for these tests with names no data set holds."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.sounds import names_in_devanagari

NAMES = ["Mool Raj", "Gopu Lal", "Kesri Lal"]


def test_a_short_two_word_name_after_a_courts_dash_or_before_its_bracket_is_found_in_any_script():
    assert names_in_devanagari("तहसीलदार कोर्ट - मूल राज (खेत वाला)", NAMES) == ["Mool Raj"]
    # Gujarati, beside "versus"
    assert names_in_devanagari("૧૨.૦૩ ગોપુ લાલ વિ. રાજ્ય - દલીલ", NAMES) == ["Gopu Lal"]
    # Gurmukhi, the matter's nickname in brackets after the name
    assert names_in_devanagari("ਕੇਸਰੀ ਲਾਲ (ਜ਼ਮੀਨ) ਅਗਲੀ ਪੇਸ਼ੀ 4.5", NAMES) == ["Kesri Lal"]


def test_a_short_two_word_name_in_a_sentence_or_spelt_like_another_names_nothing():
    assert names_in_devanagari("आज मूल राज से बात हुई", NAMES) == []
    assert names_in_devanagari("ગોપુ લાલ ને ફોન કર્યો", NAMES) == []
    assert names_in_devanagari("कोर्ट - मूल राज (खेत)", ["Mool Raj", "Mul Raj"]) == []


def test_a_register_row_naming_its_party_in_a_script_is_filed(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="G1", number="Civil Suit No. 61 of 2029", short_name="Barsar orchard suit",
                                    title="Mool Raj vs Himgiri Hydel Ltd."))
    practice.registry.add_case(Case(id="G2", number="Cr.MP(M) No. 455 of 2030", short_name="Kesri bail",
                                    title="Kesri Lal vs State of H.P."))
    note = "14.03.2030\nसिविल जज बड़सर - मूल राज (बगीचा)  जवाब दावा आया। अगली पेशी 22.04.2030\n"
    (e,) = practice.ingest([drop("IMG-20300314-WA0003.jpg.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["G1"])
