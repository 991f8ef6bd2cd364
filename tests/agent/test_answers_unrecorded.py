"""Honest "no record" answers: a paper or order a question takes as made that no record of the case holds, and a
case described by words that are not that case's.

A small Pune practice written for these tests (a shop tenancy suit, a temple trust's writ and its land suit, a
maintenance case), in words other than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = {
    "P1": [
        ("2025-02-10", "Deshmukh shop suit - plaint filed for eviction of the tenant Joshi; rent arrears Rs. 84,000 "
                       "claimed. Next 14.03.2025."),
        ("2025-03-14", "Deshmukh shop suit - WS filed by Joshi. He says the rent was tendered by money order "
                       "and calls the increase arbitrary."),
    ],
    "P2": [
        ("2025-04-02", "Datta mandir WP - admitted, notice to the Charity Commissioner. Next 20.06.2025."),
        ("2025-06-20", "Datta mandir WP - counter filed by the department. Our reply in three weeks."),
        ("2025-08-05", "Datta mandir WP - reply filed. Posted for final hearing."),
    ],
    "P3": [
        ("2025-01-15", "Datta mandir land suit - status quo ordered on the land till the next date. Next 10.03.2025."),
        ("2025-03-10", "Datta mandir land suit - Pawar took time to file WS."),
    ],
    "P4": [
        ("2025-05-06", "Shinde maintenance - interim maintenance of Rs. 8,000 per month allowed from the date of "
                       "the application. Her mother present in court."),
        ("2025-07-01", "Shinde maintenance - husband has not paid the interim amount; recovery application filed."),
    ],
}


def build(practice, _folder) -> None:
    reg = practice.registry
    for cid, name in (("PC1", "Kavita Deshmukh"), ("PC2", "Datta Mandir Trust, Kothrud"), ("PC4", "Sunanda Shinde")):
        reg.add_person(Client(id=cid, name=name))
    reg.add_case(Case(id="P1", number="R.C.S. No. 77 of 2024", short_name="Deshmukh shop suit",
                      title="Kavita Deshmukh vs Ramesh Joshi", client_id="PC1", side="plaintiff", aliases=["Anand Nagar shop"],
                      nature="suit for eviction of a tenant from a shop at Anand Nagar", next_date="2025-09-12"))
    reg.add_case(Case(id="P2", number="W.P. No. 510 of 2025", short_name="Datta mandir WP",
                      title="Datta Mandir Trust, Kothrud vs Charity Commissioner", client_id="PC2", side="petitioner",
                      next_date="2025-09-18"))
    reg.add_case(Case(id="P3", number="O.S. No. 88 of 2023", short_name="Datta mandir land",
                      title="Datta Mandir Trust, Kothrud vs Sopan Pawar", client_id="PC2", side="plaintiff",
                      next_date="2025-09-25"))
    reg.add_case(Case(id="P4", number="M.J. Case No. 301 of 2024", short_name="Shinde maintenance",
                      title="Sunanda Shinde vs Mahesh Shinde", client_id="PC4", side="petitioner",
                      next_date="2025-09-30"))
    for cid, rows in NOTES.items():
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = home_built_by(tmp_path_factory, "unrecorded", build)
    with Practice.open(path) as p:
        yield p


TODAY = "2025-09-01"


def test_a_paper_no_record_mentions_is_not_found_in_a_word_sharing_its_first_letters(pr):
    # "intervention" and "interim" share a five-letter stem; no record mentions an intervention application
    a = pr.ask("Did the mother-in-law move an intervention application in the Shinde matter?", today=TODAY)
    assert first_line(a).startswith("Nothing in your notes"), a.answer
    assert "intervention application" in first_line(a), a.answer
    assert not a.citations, a.answer


def test_an_order_the_question_takes_as_made_is_said_unrecorded_when_no_record_of_the_case_holds_it(pr):
    a = pr.ask("Datta mandir WP lo status quo order eppudu ichcharu?", today=TODAY)
    assert first_line(a).startswith("Nothing in your notes"), a.answer
    assert "status quo" in first_line(a), a.answer
    assert not a.citations, a.answer


def test_an_order_a_record_of_the_case_states_is_answered_from_that_record(pr):
    a = pr.ask("Datta mandir land suit mein status quo order kab diya tha?", today=TODAY)
    assert not first_line(a).startswith("Nothing in your notes"), a.answer
    assert "15 Jan 2025" in a.answer, a.answer


def test_the_kind_a_question_calls_a_case_picks_it_among_cases_of_one_name(pr):
    a = pr.ask("Datta mandir WP ki next date?", today=TODAY)
    assert "18 Sep 2025" in a.answer, a.answer
    assert "25 Sep 2025" not in a.answer, a.answer


def test_a_case_described_by_words_that_are_not_its_own_is_said_back_as_no_such_case(pr):
    # "Kothrud" is in the trust's cases' titles; no case of it is about a godown or its rent
    a = pr.ask("Kothrud wale godown ke kiraye wale case ki agli tareekh?", today=TODAY)
    assert a.answer.startswith("No such case"), a.answer
    assert "godown" in first_line(a), a.answer
    assert not a.citations, a.answer


def test_a_case_described_by_its_own_words_in_another_language_is_answered(pr):
    # "dukaan" is the shop and "kiraye" the rent of the tenancy suit at Anand Nagar
    a = pr.ask("Anand Nagar wali dukaan ke kiraye wale case ki agli tareekh?", today=TODAY)
    assert not a.answer.startswith("No such case"), a.answer
    assert "12 Sep 2025" in a.answer, a.answer


def test_a_paper_described_inside_a_case_named_plainly_is_not_called_another_case(pr):
    # "Shinde case" names the case; "saas ki transfer petition" is a paper in it, which no record mentions
    a = pr.ask("Shinde case mein saas ki transfer petition ki next date?", today=TODAY)
    assert not a.answer.startswith("No such case"), a.answer
    assert a.answer.startswith("Nothing in your notes"), a.answer


def test_a_notice_no_record_holds_is_said_unissued_in_english(pr):
    a = pr.ask("Was a show cause notice issued in the Datta mandir WP?", today=TODAY)
    assert first_line(a).startswith("Nothing in your notes"), a.answer
    assert "show cause notice was issued" in first_line(a), a.answer
    assert not a.citations, a.answer


def test_a_proceeding_is_not_found_in_a_word_that_only_begins_like_it(pr):
    # "arbitrary" is not an arbitration
    a = pr.ask("Deshmukh suit mein arbitration ka kya hua?", today=TODAY)
    assert a.answer.startswith("Nothing in your notes"), a.answer
    assert not a.citations, a.answer


def test_a_case_described_in_another_language_than_its_title_is_its_own(pr):
    # the trust's title says "Mandir"; the lawyer types "temple"
    a = pr.ask("Kothrud temple WP ki next date?", today=TODAY)
    assert not a.answer.startswith("No such case"), a.answer
    assert "18 Sep 2025" in a.answer, a.answer


def test_a_matter_called_a_mamla_and_described_by_words_not_its_own_is_no_such_case(pr):
    a = pr.ask("Kothrud wale godown ka mamla kab lagega?", today=TODAY)
    assert a.answer.startswith("No such case"), a.answer
    assert not a.citations, a.answer


def test_a_paper_put_in_as_hinglish_types_it_is_read_as_filed(pr):
    a = pr.ask("Shinde case mein recovery application daali thi?", today=TODAY)
    assert first_line(a).startswith("Yes"), a.answer
    assert "1 Jul 2025" in first_line(a), a.answer


def test_when_an_order_was_given_asked_in_telugu_english_is_answered_with_its_day(pr):
    a = pr.ask("Datta mandir land suit lo status quo order eppudu ichcharu?", today=TODAY)
    assert first_line(a).startswith("15 Jan 2025"), a.answer


def test_a_proceeding_asked_of_a_party_is_said_unrecorded_in_that_partys_case_not_called_another_case(pr):
    a = pr.ask("Shinde ki anticipatory bail ka kya hua?", today=TODAY)
    assert a.answer.startswith("Nothing in your notes in M.J. Case 301/2024"), a.answer
    assert not a.citations, a.answer


def test_a_word_left_in_devanagari_in_a_description_is_not_taken_for_another_case(pr):
    a = pr.ask("Shinde wale मेंटेनेंस case ki agli tareekh?", today=TODAY)
    assert not a.answer.startswith("No such case"), a.answer
    assert "30 Sep 2025" in a.answer, a.answer
