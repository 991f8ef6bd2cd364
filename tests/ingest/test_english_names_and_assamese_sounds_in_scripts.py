"""A firm's name made of English words, written in an Indian script as it is said ("Genesis Agency" with a soft g
and c), is heard as the registry's Roman name; Assamese says its চ as "s" and writes ৱ where Roman spellings put a
"b" or a "v"; and a row naming a name two cases share beside a word of one case's court, in the script ("commercial
court - <name>"), is filed under that case, as the Roman row is. Invented text and names."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.sounds import english_readings, names_in_devanagari, words_heard


def test_an_english_word_is_also_heard_as_it_is_said():
    assert english_readings("Agency") == ["Agency", "Ajensy"]
    assert english_readings("Precision") == ["Precision", "Presishon"]
    assert english_readings("Tamuly") == ["Tamuly"]


def test_a_firm_named_in_english_words_is_heard_in_telugu_and_bengali_script():
    names = ["Genesis Agency", "Girindra Tamuly"]
    assert names_in_devanagari("జెనెసిస్ ఏజెన్సీ కేసు - వాయిదా పడింది", names) == ["Genesis Agency"]
    assert names_in_devanagari("জেনেসিস এজেন্সি - সাক্ষী হল", names) == ["Genesis Agency"]
    # an Indian name keeps its hard g, as spelt
    assert names_in_devanagari("गिरीन्द्र तामुली हाज़िर", names) == ["Girindra Tamuly"]


def test_assamese_says_its_cha_as_s_and_its_wa_as_b():
    assert names_in_devanagari("কুচুমবালা তামুলীৰ সাক্ষ্য হ'ল", ["Kusumbala Tamuly"]) == ["Kusumbala Tamuly"]
    assert names_in_devanagari("তপোৱ্ৰত তামুলী - সময় ল'লে", ["Tapobrata Tamuly"]) == ["Tapobrata Tamuly"]
    # … and a Bengali ব meets a Roman "v" too
    assert names_in_devanagari("তপোব্রত তামুলী হাজির", ["Tapovrata Tamuly"]) == ["Tapovrata Tamuly"]


def test_a_courts_word_in_the_script_is_heard_as_its_roman_word():
    assert words_heard("కమర్షియల్ కోర్టు - జెనెసిస్", ["Commercial", "Sessions", "High"]) == ["Commercial"]
    assert words_heard("Commercial Court", ["Commercial"]) == []  # a Roman line is read as written


def _a_name_in_two_courts(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="G1", number="Commercial O.S. No. 19 of 2026", short_name="Genesis Agency suit",
                                    title="Genesis Agency vs Hatibaruah Steels", court="Commercial Court, Vijayawada"))
    practice.registry.add_case(Case(id="G2", number="C.R.P. No. 840 of 2026", short_name="Genesis Agency revision",
                                    title="Genesis Agency vs Hatibaruah Steels",
                                    court="High Court of Andhra Pradesh, Amaravati"))


def test_a_row_naming_a_shared_name_beside_one_cases_court_in_the_script_is_filed_under_it(practice, drop):
    _a_name_in_two_courts(practice)
    note = "12.03.2027 కమర్షియల్ కోర్టు - జెనెసిస్ ఏజెన్సీ - వాయిదా. తదుపరి తేదీ 20.04.2027\n"
    (e,) = practice.ingest([drop("IMG-20270312-WA0004.jpg.txt", note)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["G1"], "2027-03-12"), e.reason


def test_a_shared_name_with_no_courts_word_beside_it_still_waits(practice, drop):
    _a_name_in_two_courts(practice)
    note = "12.03.2027 జెనెసిస్ ఏజెన్సీ - వాయిదా. తదుపరి తేదీ 20.04.2027\n"
    (e,) = practice.ingest([drop("IMG-20270312-WA0005.jpg.txt", note)]).entries
    assert (e.status, e.case_ids) == ("review", []), e.reason
