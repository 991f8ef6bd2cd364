"""What a paper says, when a note describes it: the other side's written statement or counter is rarely uploaded,
but the note of the day it came says what it holds ("WS filed by X. Mostly bare denials. Para 7 admits …"). Asked
what the paper contains, the answer is that description, not only the sentence that it was filed. A small practice
written for these tests (Chennai, Delhi), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

NOTICE = ("K. RAMASWAMY, Advocate\n"
          "No. 14, Second Line Beach Road, Chennai 600001 | Ph. 044-2534 7781\n"
          "Date: 02.11.2022\n"
          "To,\n"
          "M/s Sundaram Traders, Adyar, Chennai\n"
          "Sub.: Legal notice terminating the tenancy of the godown at Adyar\n"
          "Sir,\n"
          "1. That my client Sethu Narayanan let out the godown to you on a monthly rent of Rs. 42,000.\n"
          "2. That you have not paid the rent from April 2022 and the arrears stand at Rs. 2,52,000.\n"
          "3. That the tenancy is terminated and you are called upon to hand over the godown within 15 days.\n"
          "Yours faithfully,\n"
          "K. Ramaswamy, Advocate\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL2", name="Sethu Narayanan"))
    reg.add_case(Case(id="M1", number="O.S. No. 903 of 2022", short_name="Adyar godown eviction",
                      title="Sethu Narayanan vs Sundaram Traders", client_id="CL2", side="plaintiff"))
    reg.add_case(Case(id="M2", number="W.P.(C) No. 4410 of 2023", short_name="Rohini DDA allotment writ",
                      title="Kavita Malhotra vs DDA", side="petitioner"))
    notes = [
        ("M1", "2023-01-12", "Adyar godown eviction - defendants appeared through Ravishankar. They want time to file "
                             "their written statement. Next 20.02.2023."),
        ("M1", "2023-02-20", "Adyar godown eviction - WS filed by Ravishankar. Tenancy admitted in para 4; rent "
                             "arrears denied. Para 11 claims the lease was renewed orally in 2019. Next 15.03.2023 "
                             "for issues."),
        ("M2", "2023-09-05", "Rohini DDA allotment writ - counter affidavit filed by DDA. Next 10.10.2023."),
        ("M1", "2023-06-14", "Adyar godown eviction - PW1 chief. Marked P1 to P5. P4 = rent receipts for 2017 to "
                             "2019 only. Nothing for 2020 onwards, expect cross on that. Next 12.07.2023."),
    ]
    notes.append(("M1", "2023-03-15", "Adyar godown eviction - issues framed. The legal notice was served, the "
                                      "defendants admit receipt. Next 20.04.2023."))
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    drop_file(practice, tmp, "notice adyar godown.txt", NOTICE, "M1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-contents", build)


def test_what_a_written_statement_says_is_the_note_that_describes_it(pr):
    a = pr.ask("Adyar godown eviction lo WS vachindi kada, andulo em undi?", today="2023-03-01")
    first = first_line(a)
    assert "Ravishankar" in first and "para 4" in first and "Para 11" in first, a.answer
    assert "20 Feb 2023" in first, a.answer
    assert cited_ok(pr, a)


def test_a_papers_contents_asked_in_hinglish_or_english_are_the_same_description(pr):
    for question in ("Adyar godown wale case mein written statement mein kya likha hai?",
                     "What does the written statement in the Adyar godown eviction say?"):
        a = pr.ask(question, today="2023-03-01")
        assert "Para 11" in first_line(a) and "orally" in first_line(a), a.answer


def test_a_paper_only_said_to_be_filed_is_not_given_a_description_it_lacks(pr):
    from tareekh.agent.contents import CONTENTS_ASKED

    assert CONTENTS_ASKED.search("counter affidavit mein kya likha hai?")
    a = pr.ask("Rohini DDA writ mein counter affidavit mein kya likha hai?", today="2023-10-01")
    assert "Para" not in a.answer and "Ravishankar" not in a.answer, a.answer


def test_an_exhibit_asked_by_its_mark_is_answered_from_the_note_that_says_what_it_is(pr):
    a = pr.ask("Adyar godown eviction lo P4 rent receipts e year varaku unnayi?", today="2023-07-01")
    first = first_line(a)
    assert "2017 to 2019" in first and "2020" in first and "14 Jun 2023" in first, a.answer
    assert cited_ok(pr, a)


def test_a_persons_words_and_a_polar_question_on_an_exhibit_are_not_read_as_a_papers_contents(pr):
    from tareekh.agent.contents import CONTENTS_ASKED

    assert not CONTENTS_ASKED.search("IA allow chesinappudu judge objection ki em annaru?")
    a = pr.ask("Did the defendants ever admit the P4 rent receipts in the Adyar godown eviction?", today="2023-07-01")
    assert not first_line(a).startswith("14 Jun 2023 — your note: P4"), a.answer


def test_an_uploaded_paper_asked_what_it_says_is_quoted_from_its_own_paragraphs(pr):
    a = pr.ask("Adyar godown eviction wale legal notice mein kya likha hai?", today="2023-05-01")
    first = first_line(a)
    assert "legal notice" in first and "That my client" in first and "Rs. 42,000" in first, a.answer
    assert "Beach Road" not in first and "admit receipt" not in first, a.answer
    assert cited_ok(pr, a)
