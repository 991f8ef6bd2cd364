"""A thing no record writes is "Not on record" however the lawyer types it: a step of the law typed in Latin letters
as its Indian-language word sounds ("obomanona", "abamanana": a contempt, though the tables spell it otherwise), a
person named with a given name the English dictionary also holds ("Philomena <surname>"), and a sum named by an
English noun whose synonyms hold only its paying ("salary attachment" answered from a line of maintenance paid).
The same words that a record does write are left to the answerers that read those lines."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P. No. 5120 of 2025", short_name="Sarkhel quarry writ",
                      title="Oindrila Sarkhel vs State", side="petitioner",
                      court="High Court", stage="hearing", next_date="2026-06-10"))
    reg.add_case(Case(id="D1", number="D.V. Case No. 61 of 2025", short_name="Baishali DV case",
                      title="Baishali Mohapatro vs Tapan Mohapatro", side="petitioner",
                      court="JMFC", stage="evidence", next_date="2026-06-12"))
    practice.ingest_text("4.5.26 Sarkhel quarry writ - State took time for counter. Rejoinder to be filed. "
                         "ND 10.6.26.", name="writ.txt", case_id="W1", date="2026-05-04", author="Lawyer")
    practice.ingest_text("6.5.26 Baishali DV - respondent's unit letter attached to his exemption petition. "
                         "Maintenance arrears Rs. 12,000 paid by draft today. ND 12.6.26.",
                         name="dv.txt", case_id="D1", date="2026-05-06", author="Lawyer")


@pytest.mark.parametrize("question", [
    "sarkhel quarry writ e amra obomanona petition kobe dilam?",    # Bengali in Latin letters
    "sarkhel quarry writ re abamanana petition kebe file hela?",     # Odia in Latin letters
    "sarkhel quarry writ me avmanna yachika kab lagai thi?",         # Hindi, spelt otherwise than the tables
])
def test_a_contempt_typed_as_its_word_sounds_is_not_on_record(practice, question):
    build(practice)
    line = first_line(practice.ask(question, today="2026-05-20"))
    assert line.startswith("Not on record") and "contempt" in line, line


def test_a_contempt_a_note_writes_in_its_own_spelling_is_left_to_its_lines(practice):
    build(practice)
    practice.ingest_text("8.5.26 Sarkhel quarry writ - avamaanana yachika dakhil, notice to State.",
                         name="writ-2.txt", case_id="W1", date="2026-05-08", author="Lawyer")
    line = first_line(practice.ask("sarkhel quarry writ me avmanna yachika kab lagai thi?", today="2026-05-20"))
    assert "no contempt" not in line, line


def test_a_given_name_the_dictionary_holds_beside_an_unheld_surname_is_no_one_the_notes_name(practice):
    build(practice)
    ans = practice.ask("Sarkhel quarry writ - what did Philomena Khongwir from the mining office say about the lease?",
                       today="2026-05-20")
    assert "nothing in your notes on them" in first_line(ans).lower() or first_line(ans).startswith(
        "Nothing in your notes on Philomena Khongwir"), ans.answer


@pytest.mark.parametrize("question, named", [
    ("Pilchar MACT - what did Philomena Khongwir from the transport office say?", ["Philomena", "Khongwir"]),
    ("Sarkhel writ me Grace Syiemiong ne kya bola?", ["Grace", "Syiemiong"]),
    ("High Court ne kya kaha?", []),                 # two words of the court, no name
    ("what did the Sumo driver say?", []),           # a capitalised word beside no name
])
def test_a_given_name_the_dictionary_holds_is_read_with_its_surname(question, named):
    from tareekh.agent.never_written import _named_people

    assert _named_people(question) == named


def test_a_salary_attachment_is_not_answered_from_maintenance_paid(practice):
    build(practice)
    ans = practice.ask("Baishali DV me respondent ki salary attachment ka order unit ko gaya kya?", today="2026-05-20")
    line = first_line(ans)
    assert line.startswith("Not on record") and "salary" in line, ans.answer


def test_a_salary_a_record_writes_is_left_to_its_lines(practice):
    build(practice)
    practice.ingest_text("9.5.26 Baishali DV - order for attachment of respondent's salary sent to his unit.",
                         name="dv-2.txt", case_id="D1", date="2026-05-09", author="Lawyer")
    ans = practice.ask("Baishali DV me respondent ki salary attachment ka order unit ko gaya kya?", today="2026-05-20")
    assert not first_line(ans).startswith("Not on record"), ans.answer
