"""What an order directs and what follows a default; what was cited; what came after an event; and an honest
'nothing says so' for an act a question takes for granted.

A small practice written for these tests (a Nashik practice: a consumer complaint, a sessions trial, a suit),
in words other than the data sets the answerer was developed on.
"""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import first_line, home_built_by

CONSUMER = [
    ("2025-03-04", "order_sheet",
     "Complaint admitted. The opposite party shall repay Rs. 3,20,000/- to the complainant within 30 days from "
     "today, failing which interest shall be payable @ 9% per annum. Costs of Rs. 5,000/- to the complainant."),
    ("2025-01-20", "typed_note",
     "Kale vs Sahyadri Motors - admitted today. Notice to the opposite party. Process fee and registered covers "
     "within a week. Next 04.03.2025."),
    ("2025-06-11", "typed_note",
     "Kale vs Sahyadri Motors - written arguments filed. In oral arguments I placed reliance on Lucena Traders v. "
     "Bharat Auto Finance for the deficiency point. Order reserved."),
    ("2025-04-15", "typed_note",
     "Kale vs Sahyadri Motors - Gokhale sahab cited Nandini Autos and refused the adjournment. Next 11.06.2025."),
]
TRIAL = [
    ("2025-02-14", "typed_note",
     "ST 88/23 Jadhav - PW-3 the panch witness examined in chief and cross. Panchnama signature admitted. "
     "PW-3 discharged. Next 21.03.2025 for PW-4."),
    ("2025-03-21", "typed_note",
     "ST 88/23 Jadhav - PW-4 Dr. Mahajan (medical officer) deposed on the injury. Cross done. PE closed. "
     "Next 30.04.2025 for statement u/s 313."),
    ("2025-04-30", "typed_note",
     "ST 88/23 Jadhav - statement of the accused u/s 313 recorded. Defence evidence next, 12.06.2025."),
    ("2025-05-10", "typed_note",
     "ST 88/23 Jadhav - our application for discharge of A-2 is still pending; arguments on it not heard yet."),
    ("2025-06-02", "typed_note", "ST 88/23 Jadhav - interim protection granted to A-2 till the next date."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="NC1", name="Prakash Kale"))
    reg.add_person(Client(id="NC2", name="Santosh Jadhav"))
    reg.add_person(Judge(id="NJ1", name="Sri Anant Gokhale"))
    reg.add_case(Case(id="N1", number="C.C. No. 61 of 2025", short_name="Kale motors complaint",
                      title="Prakash Kale vs Sahyadri Motors", client_id="NC1", side="complainant",
                      judge_id="NJ1"))
    reg.add_case(Case(id="N2", number="S.T. No. 88 of 2023", short_name="Jadhav trial",
                      title="State vs Santosh Jadhav", client_id="NC2", side="accused"))
    for cid, rows in (("N1", CONSUMER), ("N2", TRIAL)):
        for day, _kind, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "directions", lambda p, _folder: build(p))


def test_what_follows_a_default_of_payment_is_the_orders_failing_which_clause(pr):
    a = pr.ask("Kale case mein opposite party ne 30 din mein paisa nahi diya to interest kitna lagega?",
               today="2025-07-01")
    first = first_line(a)
    assert not first.startswith("- "), a.answer  # an answer first, not a quoted line
    assert "9%" in first, a.answer
    assert first.index("9%") < first.index("repay"), a.answer  # what follows the default, before the direction
    assert "3 Apr 2025" in first, a.answer  # the day the 30 days run out (4 Mar + 30)
    assert re.search(r"\[\d+\]", first), a.answer


def test_a_deposit_of_process_fee_within_a_week_is_answered_with_the_limit(pr):
    a = pr.ask("Kale case mein opposite party ko notice ke liye kya jama karna hai, kab tak?", today="2025-07-01")
    first = first_line(a).lower()
    assert not first.startswith("- "), a.answer
    assert "process fee" in first, a.answer
    assert "within a week" in first or "27 jan 2025" in first, a.answer


def test_the_judgment_a_note_says_was_relied_on_in_arguments_is_named(pr):
    a = pr.ask("Kale case ke arguments mein maine kaunsa judgment cite kiya tha?", today="2025-07-01")
    first = first_line(a)
    assert first.startswith("Lucena Traders v. Bharat Auto Finance"), a.answer  # the judgment named first
    assert re.search(r"\[\d+\]", first), a.answer


def test_the_stage_after_a_witnesss_evidence_comes_from_the_later_records(pr):
    a = pr.ask("Jadhav trial mein medical officer ki gawahi kab hui thi, aur uske baad kya stage aaya?",
               today="2025-07-01")
    first = first_line(a)
    assert "21 Mar 2025" in first or "21.03.2025" in first, a.answer
    assert "313" in first, a.answer


def test_a_presupposed_rejection_of_a_pending_application_is_answered_honestly(pr):
    a = pr.ask("Jadhav ki discharge application kab reject hui thi?", today="2025-07-01")
    first = first_line(a)
    assert re.match(r"Nothing in your notes says", first), a.answer
    assert "reject" in first.lower(), a.answer
    assert "pending" in a.answer, a.answer  # what the records do say of it


def test_a_rejection_that_a_note_states_is_not_called_unrecorded(pr):
    a = pr.ask("Kale case mein order kab reserve hua?", today="2025-07-01")
    assert not first_line(a).startswith("Nothing in your notes"), a.answer
    assert "11 Jun 2025" in a.answer, a.answer


def test_an_honest_answer_about_an_unknown_case_is_unchanged(pr):
    a = pr.ask("Bhosale divorce case ki next date kya hai?", today="2025-07-01")
    assert "no case called" in a.answer.lower() or a.answer.startswith("Nothing in your notes"), a.answer
    assert not a.citations


def test_an_act_stated_of_the_thing_without_its_head_word_is_not_called_unrecorded(pr):
    a = pr.ask("Jadhav mein interim protection application kab allow hui?", today="2025-07-01")
    assert not first_line(a).startswith("Nothing in your notes says"), a.answer


def test_the_judgment_the_bench_cited_is_named_when_the_question_names_the_judge_not_the_case(pr):
    a = pr.ask("Gokhale sahab ne kaunsa judgment cite kiya tha?", today="2025-07-01")
    assert first_line(a).startswith("Nandini Autos"), a.answer


def test_what_happened_after_an_event_named_after_the_question_words(pr):
    a = pr.ask("In the Jadhav trial, what happened after the panch witness's evidence?", today="2025-07-01")
    first = first_line(a)
    assert first.startswith("14 Feb 2025"), a.answer  # the day of the event
    assert "PW-4" in first and "21 Mar 2025" in first, a.answer  # and what the next record says came next


@pytest.mark.parametrize("sentence, name", [
    ("Humne Deshpande vs State cite kiya, judge ne note kiya.", "Deshpande vs State"),
    ("Counsel referred to Mane v. Patil (2011) 4 SCC 90 on delay.", "Mane v. Patil (2011) 4 SCC 90"),
    ("The matter was referred to Lok Adalat.", None),  # a forum, not a judgment
    ("PW-5 was cited as a witness in the charge-sheet.", None),
])
def test_the_name_of_a_judgment_cited_is_read_in_english_and_hinglish(sentence, name):
    from tareekh.agent.cited import _cited_name

    assert _cited_name(sentence) == name


def test_a_thing_no_record_of_the_case_names_is_said_to_be_unrecorded_without_citations(pr):
    a = pr.ask("Jadhav trial mein bail cancellation application pe prosecution ne kya kiya?", today="2025-07-01")
    assert first_line(a).startswith("Nothing in your notes mentions a bail cancellation application"), a.answer
    assert not a.citations


def test_a_question_of_law_asked_of_no_case_or_judge_is_not_answered_with_a_notes_citation(pr):
    a = pr.ask("Deficiency ke point pe kis judgment pe rely kar sakte hain?", today="2025-07-01")
    assert not first_line(a).startswith("Lucena"), a.answer
