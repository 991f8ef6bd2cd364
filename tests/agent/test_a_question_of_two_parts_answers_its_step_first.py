"""A question of two parts — a step asked yes or no, then what of it ("… paid? how much and when credited", "did he
move for <thing>? when listed", "<thing> file kela? kay lihila", "<thing> milala? kiti") — answers the step first:
yes with the step's own line (its day and sum), or "Not on record" of a step no record writes, before any line of the
bare head is read as what followed.

- a payment written (a bank's credit, a note "PAID on <day>") asked with "how much and when": its line, not "No record"
  because no line holds the second part's verb too;
- a step with a qualifier no record of the matter writes — "cancellation of the bail", a "no fault liability interim
  award", a "domestic incident report" — asked with a follow-up of another kind (a next date, a sum, what it says):
  not on record, in English and in Marathi and Bengali typed in Latin letters;
- the bare thing that IS written ("award milala? kiti", "mediation report file kela? kay lihila") is answered from its
  lines, never turned "Not on record";
- a numbered thing asked in one part ("… kya tha? second <report> aaya?") whose records write only the first (an
  ordinal of another thing in the sentence before it is none of its) is not on record;
- a notice on record asked with another language's verb of sending or the party it went to ("notice bheja gaya
  tha? kab", "notice party ko gaya tha na? kab bheja tha") is answered from the notice, never "Not on record" of "a
  notice bheja" or "a notice party";
- the parts are read by the question words of every language the tongue tables hold (Hindi's "kitna", "kab" too).

A small practice written for these tests (a pension writ, a bail, a motor accident claim and a protection case in
Karnataka and Maharashtra), unlike the data sets the answerer was developed on.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-03-02"

NOTES = [
    ("W1", "2025-07-14", "WP 512/2025 Vedanshi pension - statement of dues filed by the State: admits only Rs. "
                         "1,86,000 for 14 months. Rest disputed. ND 18.08.2025"),
    ("W1", "2025-08-18", "WP 512/2025 - Government Advocate undertakes that the admitted arrears of Rs. 1,86,000/- "
                         "shall be paid on or before 30.09.2025. Undertaking accepted. ND 06.10.2025"),
    ("W1", "2025-10-06", "6/10 Vedanshi - 1,86,000 PAID on 19.9 (bank SMS shown). Balance Rs 71,500 argued. "
                         "ND 24.11.2025"),
    ("C1", "2025-03-12", "LEGAL NOTICE under Section 138(b) of the Negotiable Instruments Act, 1881. Your cheque No. "
                         "004512 dated 02.02.2025 for Rs. 3,20,000/- was returned unpaid for 'funds insufficient'. "
                         "You are called upon to pay the said sum within 15 days of receipt of this notice."),
    ("C1", "2025-06-16", "CC 77/2025 Oommachan cheque case - complaint taken on file, summons to accused. ND 21.08.2025"),
    ("B1", "2025-11-20", "Bail Appln 88/2025 Ilavenil - BAIL GRANTED by Sessions Judge: bond Rs 25,000 with one surety, "
                         "to mark attendance at the police station every Sunday. ND 15.01.2026 for charge"),
    ("B1", "2026-01-15", "Ilavenil - charge not framed, PP sought time. ND 26.02.2026"),
    ("M1", "2025-06-09", "MACP 301/2024 Sahukar - PW2 doctor examined, disability 18% of the right hand. ND 14.08.2025"),
    ("M1", "2025-07-10", "MACP 301/2024 Sahukar - 2nd notice served. Disability report came: 18% of the right hand. "
                         "ND 14.08.2025"),
    ("M1", "2025-12-11", "MACP 301/2024 Sahukar - AWARD passed: Rs. 6,40,000 with 7% interest from the date of the "
                         "claim petition; insurer to deposit within 60 days."),
    ("D1", "2025-09-02", "DV Case 12/2025 Pushkarni - respondent appeared. Protection Officer directed to visit the "
                         "matrimonial home. Referred to mediation. ND 30.09.2025"),
    ("D1", "2025-09-30", "Pushkarni DV - Mediation report filed: failed, respondent wants her to leave her parents' "
                         "house. Interim maintenance argued. ND 04.11.2025"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="VC1", name="Vedanshi Oommachan"))
    reg.add_person(Client(id="VC2", name="Ilavenil Kadambi"))
    reg.add_person(Client(id="VC3", name="Bhramar Sahukar"))
    reg.add_person(Client(id="VC4", name="Pushkarni Zoravar"))
    reg.add_case(Case(id="W1", number="W.P. No. 512 of 2025", short_name="Vedanshi pension writ",
                      title="Vedanshi Oommachan vs State of Karnataka", client_id="VC1", side="petitioner",
                      nature="pension arrears"))
    reg.add_case(Case(id="C1", number="C.C. No. 77 of 2025", short_name="Oommachan cheque case",
                      title="Vedanshi Oommachan vs Ilavenil Traders", client_id="VC1", side="complainant",
                      nature="cheque bounce"))
    reg.add_case(Case(id="B1", number="Bail Appln. No. 88 of 2025", short_name="Ilavenil bail",
                      title="Ilavenil Kadambi vs State", client_id="VC2", side="accused", nature="bail"))
    reg.add_case(Case(id="M1", number="M.A.C.P. No. 301 of 2024", short_name="Sahukar MACT",
                      title="Bhramar Sahukar vs Insurance Company", client_id="VC3", side="claimant",
                      nature="motor accident claim"))
    reg.add_case(Case(id="D1", number="D.V. Case No. 12 of 2025", short_name="Pushkarni DV case",
                      title="Pushkarni Zoravar vs Kadambari Oak", client_id="VC4", side="aggrieved person",
                      nature="domestic violence"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "two-part-step-first", build)


_NO_RECORD = re.compile(r"\s*(?:no record|nothing in your notes|not on record)\b", re.I)


@pytest.mark.parametrize("q", ["vedanshi - admitted arrears paid aha? how much and when credited",
                               "vedanshi pension writ - admitted arrears paid aa? kitna aur kab credit hua"])
def test_a_payment_written_is_answered_with_its_sum_and_day_when_asked_with_how_much_and_when(pr, q):
    a = pr.ask(q, today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer  # ("kab credit hua" asks when, it names no step "credit")
    assert "1,86,000" in first_line(a) and "19.9" in first_line(a), a.answer


@pytest.mark.parametrize("q", ["ilavenil bail - did the complainant move for cancellation of the bail after the grant? "
                               "when listed",
                               "ilavenil bail - complainant cancellation of the bail er jonno move korlo? kobe listed"])
def test_a_cancellation_of_the_bail_no_record_writes_is_not_on_record_before_the_next_date(pr, q):
    a = pr.ask(q, today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "cancellation of the bail" in first_line(a), a.answer


@pytest.mark.parametrize("q", ["sahukar MACT - did the tribunal give a no fault liability interim award? how much",
                               "sahukar MACT madhe no fault liability interim award milala? kiti"])
def test_an_award_with_a_qualifier_no_record_writes_is_not_on_record_before_its_sum(pr, q):
    a = pr.ask(q, today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "no fault liability interim award" in first_line(a), a.answer  # the thing asked, said back whole


def test_the_award_that_is_written_is_answered_with_its_sum(pr):
    a = pr.ask("sahukar MACT madhe award milala? kiti", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "6,40,000" in a.answer, a.answer


def test_a_report_by_a_qualifier_no_record_writes_is_not_on_record_before_what_it_says(pr):
    a = pr.ask("pushkarni DV case madhe protection officer ne domestic incident report file kela? kay lihila",
               today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "incident" in first_line(a), a.answer


def test_the_report_that_is_written_is_answered_from_its_line(pr):
    a = pr.ask("pushkarni DV case madhe mediation report file kela? kay lihila", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "failed" in a.answer.lower() and a.citations, a.answer


def test_the_parts_of_a_question_are_read_by_every_table_s_question_words():
    from tareekh.agent.two_part import step_part

    assert step_part("arrears deposit maadidra? eshtu mattu yavaga") == "arrears deposit maadidra?"
    assert step_part("bhada bharle ka? kiti ani kevha") == "bhada bharle ka?"
    assert step_part("kiraya jama kiya tha? kitna aur kab") == "kiraya jama kiya tha?"
    assert step_part("appeal kab file hui? kya hua") is None  # its own day asked: one question
    assert step_part("appeal file hui?") is None  # one part


def test_a_second_report_asked_in_one_part_of_two_is_not_on_record_when_only_the_first_is_written(pr):
    a = pr.ask("sahukar MACT - insurer ka objection kya tha? second disability report aaya?", today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "second disability report" in first_line(a), a.answer  # "2nd notice. Disability report came": one report


@pytest.mark.parametrize("q", ["oommachan cheque case me 138 wala notice bheja gaya tha? kab",
                               "oommachan cheque case - 138 wala notice party ko gaya tha na? kab bheja tha"])
def test_a_notice_on_record_asked_with_a_verb_of_sending_is_answered_from_it(pr, q):
    a = pr.ask(q, today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer
    assert "12 Mar 2025" in first_line(a) and "138" in first_line(a), a.answer


def test_a_verb_of_another_language_is_no_thing_of_a_step():
    from tareekh.agent.thing_absent import _content

    assert not _content("bheja", set())  # the lexicon's "sent", "issued": how a thing is asked
    assert _content("notice", set())


@pytest.mark.parametrize("question, step", [
    ("bank officer ki gawahi hui thi? kaun the", "bank officer ki gawahi hui thi?"),
    ("commission allow hela ki? commissioner kie appoint hele", "commission allow hela ki?"),
    ("was the commissioner appointed? who", "was the commissioner appointed?"),
    ("surety file hua? kaun tha", "surety file hua?"),
])
def test_who_asked_after_a_step_makes_a_question_of_two_parts(question, step):
    from tareekh.agent.two_part import step_part

    assert step_part(question) == step
