"""A case named among words the reader does not know (another language's grammar in Latin letters: "against", "the one
of", "in", a date word) is that case: the words beside its name are no description of another matter unless they can
say what a matter is about (an English or law word, a capitalised name, a topic the practice's notes write). A case
described by such a word that is not its own is still said back ("No such case").

A small practice written for these tests (an orchard partition, a bakery shed's demolition writ, a complaint over a
hospital bill, a withheld-salary appeal), asked in Odia, Punjabi, Marathi and Assamese typed in Latin letters.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

TODAY = "2025-07-20"

NOTES = [
    ("A1", "2025-05-03", "Orchard partition. Murthy sought time, said he is busy in the High Court. Next date 14.07.2025."),
    ("A1", "2025-06-10", "PW2 Ramakant Hegde (surveyor) examined. Cross by Murthy: admitted he never walked the eastern "
                         "boundary. Next date 14.07.2025."),
    ("A1", "2025-06-30", "Cross of PW1 by Murthy continued on the 2019 sale deed. Part cross. Next date 14.07.2025."),
    ("A1", "2025-07-14", "Commissioner's report on the orchard filed. We must file objections by 01.08.2025. "
                         "Next date 20.08.2025."),
    ("A2", "2025-05-10", "Bakery shed demolition. Interim stay granted till next date. Next date 30.07.2025."),
    ("A3", "2025-06-02", "Complaint against Dr Gogoi: cheating over a hospital bill of Rs 3,20,000, u/s 420. "
                         "Summons issued. Next date 11.08.2025."),
    ("A4", "2025-06-05", "Salary arrears appeal. Department sought time to file reply. Next date 09.09.2025."),
    ("A5", "2025-06-20", "Tenant's written statement filed. Issues to be framed. Next date 25.08.2025."),
    ("A5", "2025-05-20", "Sathe sought time, said his client is out of station. Next date 20.06.2025."),
    # a verb of another language ("have written") that one filed note of another matter writes once
    ("A5", "2025-07-01", "Clerk phoned: the old receipts bardiddare the stall's rent in the ledger. Next date 25.08.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Pallavi Venkatesh Naidu"))
    reg.add_person(Client(id="K2", name="Harihar Mohanty"))
    reg.add_person(Client(id="K3", name="Bijoy Hazowary"))
    reg.add_person(Client(id="K4", name="Sukhpreet Kaur"))
    reg.add_person(Counsel(id="V1", name="Sri Gopalakrishna Murthy"))
    reg.add_person(Counsel(id="V2", name="Smt Debjani Barua"))
    reg.add_person(Counsel(id="V3", name="Adv. Tushar Sathe"))  # a surname that is Gujarati for "with"
    reg.add_case(Case(id="A1", number="O.S. No. 41 of 2024", short_name="Naidu orchard suit",
                      title="Pallavi Venkatesh Naidu vs Srinath Naidu & Ors.", client_id="K1", counsel_id="V1",
                      nature="partition of the mango orchard", side="plaintiff", aliases=["Pallavi partition"]))
    reg.add_case(Case(id="A2", number="W.P. No. 903 of 2025", short_name="Mohanty writ",
                      title="Harihar Mohanty vs Municipal Corporation", client_id="K2",
                      nature="demolition notice to a bakery shed", side="petitioner"))
    reg.add_case(Case(id="A3", number="C.C. No. 55 of 2025", short_name="Hazowary complaint",
                      title="Bijoy Hazowary vs Dr. Rituparna Gogoi", client_id="K3", counsel_id="V2",
                      nature="cheating over a hospital bill", side="complainant"))
    reg.add_case(Case(id="A4", number="S.A. No. 12 of 2025", short_name="Kaur service appeal",
                      title="Sukhpreet Kaur vs State Transport Corporation", client_id="K4",
                      nature="withheld salary and arrears", side="appellant"))
    reg.add_case(Case(id="A5", number="R.C.S. No. 7 of 2025", short_name="Zaveri rent suit",
                      title="Navinbhai Zaveri vs Kantilal Doshi", nature="arrears of rent of a tea stall",
                      side="plaintiff", counsel_id="V3"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "names-among-unknown-words", build)


@pytest.mark.parametrize("question", [
    "dr rituparna nka biruddhare complaint kana paain?",  # Odia: "against Dr Rituparna", "for what"
    "dr rituparna de khilaaf complaint kis gal te hai?",  # Punjabi
])
def test_a_complaint_called_the_one_against_a_party_is_that_case(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer
    assert a.case_ids == ["A3"], (a.case_ids, a.answer)


def test_a_counsel_and_the_word_for_lawyer_before_a_case_s_name_are_no_other_matter(pr):
    a = pr.ask("murthy vakil orchard suit madhe kiti vela vel maagitla?", today=TODAY)  # Marathi
    assert not first_line(a).startswith("No such case"), a.answer
    assert a.case_ids == ["A1"], (a.case_ids, a.answer)


def test_a_linking_word_of_another_language_between_subject_and_kind_is_no_other_matter(pr):
    a = pr.ask("sukhpreet r salary dorkar appeal tu kot pale?", today=TODAY)  # Assamese-like word order
    assert not first_line(a).startswith("No such case"), a.answer
    assert a.case_ids == ["A4"], (a.case_ids, a.answer)


@pytest.mark.parametrize("question", [
    "Pallavi robbery suit next date?",  # an English word no note of the case holds
    "Naidu bakery suit next date?",  # another matter's topic
    "Pallavi dacoity suit ki agli tareekh?",  # a word nothing knows, in a question the reader reads whole
])
def test_a_case_described_by_a_word_that_can_describe_another_matter_is_still_said_back(pr, question):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer
    assert a.citations == []


def test_a_verb_one_note_of_another_matter_writes_once_is_no_description_of_another_matter(pr):
    a = pr.ask("commissioner report lo emi bardiddare pallavi case ki?", today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer
    assert a.case_ids == ["A1"], (a.case_ids, a.answer)


def test_a_name_nobody_holds_is_still_said_back(pr):
    a = pr.ask("kalita ghor suit next date?", today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer


@pytest.mark.parametrize("question, day", [
    ("Mohantyda writ next date?", "30 Jul 2025"),  # an honorific glued to a registry name, typed with a capital
    ("Kaurji appeal last time kya hua?", "5 Jun 2025"),  # glued to a short name
    ("Navin bhai rent suit next date?", "25 Aug 2025"),  # the registry holds name and honorific as one word
])
def test_a_name_with_an_honorific_glued_on_or_set_apart_is_the_registry_s_name(pr, question, day):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer
    assert day in first_line(a), a.answer


def test_a_case_asked_by_its_own_description_is_its_next_date_not_a_date_beside_those_words(pr):
    a = pr.ask("mango orchard partition kab hai?", today=TODAY)  # the words of the case's nature
    assert "20 Aug 2025" in first_line(a), a.answer


def test_a_case_asked_with_only_a_verb_the_reader_does_not_know_is_where_it_stands(pr):
    a = pr.ask("Navin bhai no case kya pahonchyo?", today=TODAY)  # Gujarati: "where has it reached"
    assert "25 Aug 2025" in first_line(a) and "No record" not in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "tea stall vado dava ma shu thayu?",  # the case's subject, a linking word and the Gujarati word for a suit
    "corporation ke khilaf writ next date?",  # the party the writ is against
    "municipal corporation viruddh writ kobe?",
])
def test_a_case_called_by_its_subject_or_its_opponent_among_unknown_words_is_that_case(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer
    assert len(a.case_ids) == 1, (a.case_ids, a.answer)


@pytest.mark.parametrize("question", ["kalita land suit next date?", "kalita tea stall suit next date?",
                                      "Baruah ke khilaf complaint kab hai?", "Baruahda writ next date?",
                                      "Pallavi extortion suit next date?"])
def test_a_description_opening_with_a_name_nobody_holds_is_still_said_back(pr, question):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer


def test_a_next_date_asked_in_words_the_reader_does_not_know_still_states_the_case_s_dates(pr):
    a = pr.ask("hospital bill wali complaint di agli tareek?", today=TODAY)
    assert "11 Aug 2025" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "પલ્લવી ના કેસ ની આગામી તારીખ?",  # Gujarati: the name, then "of"
    "ಪಲ್ಲವಿ ಅವರ ಕೇಸ್ ಮುಂದಿನ ದಿನಾಂಕ?",  # Kannada: the name, then the honorific
    "ପଲ୍ଲବୀଙ୍କ ମାମଲା କେବେ?",  # Odia: one letter for b and v, a genitive glued on
    "পল্লবীর মামলা কবে?",  # Bengali
    "पल्लवीजी के केस में क्या हुआ?",  # Devanagari, an honorific glued on
    "പല്ലവിയുടെ കേസ് അടുത്ത തീയതി?",  # Malayalam genitive
])
def test_a_name_typed_in_its_own_script_with_its_ending_or_honorific_is_the_registry_s_case(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "20 Aug 2025" in a.answer.split("\n")[0], a.answer
    assert a.case_ids == ["A1"], (a.case_ids, a.answer)


def test_a_counsel_whose_surname_is_a_function_word_of_another_language_is_still_named(pr):
    a = pr.ask("sathe nehmi kay karan deto time ghyayla?", today=TODAY)  # Marathi
    assert "out of station" in a.answer, a.answer


def test_a_counsel_named_with_the_word_for_a_case_is_his_one_case(pr):
    a = pr.ask("Gopalakrishna vakil da case kadon?", today=TODAY)  # Punjabi: "when is lawyer G.'s case"
    assert "20 Aug 2025" in first_line(a), a.answer


def test_time_sought_by_a_counsel_the_note_names_by_surname_is_counted_as_his(pr):
    a = pr.ask("murthy vakil orchard suit madhe kiti vela vel maagitla?", today=TODAY)
    assert first_line(a).startswith("Once"), a.answer


def test_a_witness_s_cross_asked_how_it_went_in_another_language_is_what_the_witness_said(pr):
    a = pr.ask("ramakant hegde cha cross kasa gela pallavi madhe?", today=TODAY)  # Marathi "how did it go"
    line = first_line(a)  # the witness by number and name, and what the cross brought out, first
    assert line.startswith("PW-2") and "Ramakant Hegde" in line and "eastern boundary" in line, a.answer


def test_an_english_adverb_beside_words_the_reader_does_not_know_asks_nothing_of_its_own(pr):
    a = pr.ask("sukhpreet di appeal da ki bania finally?", today=TODAY)  # Punjabi "what became of it, finally"
    assert "9 Sep 2025" in first_line(a) and not first_line(a).startswith("No record"), a.answer
