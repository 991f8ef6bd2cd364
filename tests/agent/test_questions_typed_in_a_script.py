"""A question typed wholly in an Indic script is read as the same question typed in Latin letters: a word the table
of tongues holds only in Latin letters is read whole, its vowel signs kept ("ಕೊನೆಯ": koneya, last); an English court
word spelt in a script ("ಮೀಡಿಯೇಶನ್", "काउंटर") is the English word; a name with a case ending glued on ("মোহিনীর") is
the registry's name it spells, even where another name shares its consonants.

A small practice written for these tests (a partition suit, an eviction suit, a cheque case, a writ), in other
words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.tongues import latin_readings, loanword, pivot, role
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


@pytest.mark.parametrize(("word", "wanted"), [
    ("ಕೊನೆಯ", "last"),  # Kannada koneya
    ("ಏನಾಯ್ತು", "what_happened"),  # Kannada enaaytu
    ("છેલ્લી", "last"),  # Gujarati chhelli
    ("ଗତ", "last"),  # Odia gata
    ("ਦੱਸੋ", "tell"),  # Gurmukhi daso
    ("কখন", "when"),  # Bengali kokhon
])
def test_a_script_word_the_table_holds_only_in_latin_letters_is_read_whole(word, wanted):
    assert role(word) == wanted


def test_a_script_word_keeps_its_vowel_signs_in_latin_letters():
    assert "koneya" in latin_readings("ಕೊನೆಯ")
    assert "porer" in latin_readings("পরের")  # Bengali's inherent vowel, said "o"
    assert "chivari" in latin_readings("చివరి")


def test_a_kannada_question_is_glossed_as_its_latin_twin():
    assert pivot("ಕೇಸ್ ಕೊನೆಯ ಬಾರಿ ಏನಾಯ್ತು?") == "case last baar kya hua?"


@pytest.mark.parametrize(("word", "english"), [("ಮೀಡಿಯೇಶನ್", "mediation"), ("মিডিয়েশন", "mediation"),
                                               ("काउंटर", "counter"), ("ಆರ್ಡರ್", "order")])
def test_an_english_court_word_spelt_in_a_script_is_the_english_word(word, english):
    assert loanword(word) == english


def test_a_short_devanagari_word_is_not_taken_for_an_english_one():
    assert loanword("लिस्ट") is None  # "list", not "last"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="O.S. No. 77 of 2024", short_name="Vasanthi partition",
                      title="Vasanthi Rao vs Prakash Rao", side="plaintiff"))
    reg.add_case(Case(id="E1", number="Title Suit 9 of 2023", short_name="Mohini eviction",
                      title="Mohini Sen vs Tapan Das", side="plaintiff"))
    reg.add_case(Case(id="C1", number="C.C. No. 310 of 2024", short_name="Mohan cheque",
                      title="Mohan Lal vs Girdhar Traders", side="complainant"))
    reg.add_case(Case(id="W1", number="Writ Petition 501 of 2024", short_name="Nasreen writ",
                      title="Nasreen Bano vs Nagar Palika", side="petitioner"))
    practice.ingest_text("Partition. Commissioner's report filed. Next date 15.04.2025.", name="p1.txt",
                         case_id="P1", date="2025-03-10", author="Lawyer")
    practice.ingest_text("Partition. Mediation failed; parties did not settle. Next date 20.05.2025 for evidence.",
                         name="p2.txt", case_id="P1", date="2025-04-15", author="Lawyer")
    practice.ingest_text("Eviction. Defendant's cross concluded. Next date 12.06.2025 for arguments.", name="e1.txt",
                         case_id="E1", date="2025-03-01", author="Lawyer")
    practice.ingest_text("Cheque case. Accused absent. Next date 30.05.2025.", name="c1.txt", case_id="C1",
                         date="2025-03-20", author="Lawyer")
    practice.ingest_text("Writ. Counter affidavit filed by the respondents. Rejoinder to be filed. Next date "
                         "10.07.2025.", name="w1.txt", case_id="W1", date="2025-02-05", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "typed-in-a-script", build)


def test_a_kannada_question_on_the_last_hearing_is_answered_with_its_date(pr):
    a = pr.ask("ವಸಂತಿ ಕೇಸ್ ಕೊನೆಯ ಬಾರಿ ಏನಾಯ್ತು?", today="2025-05-01")
    assert "15 Apr 2025" in first_line(a), a.answer


def test_a_bengali_name_with_its_case_ending_names_its_case_among_names_sounding_alike(pr):
    a = pr.ask("মোহিনীর মামলায় পরের তারিখ কবে?", today="2025-05-01")
    assert "12 Jun 2025" in first_line(a), a.answer


def test_a_devanagari_question_with_an_english_court_word_finds_the_record_of_it(pr):
    a = pr.ask("नसरीन वाली रिट में काउंटर दाखिल कर दिया?", today="2025-05-01")
    assert not first_line(a).startswith("Nothing"), a.answer
    assert "Counter affidavit filed" in first_line(a), a.answer
