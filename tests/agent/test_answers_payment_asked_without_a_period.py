"""A payment asked yes or no with no month or day, in words the yes/no reader does not hold ("… baakee clear
kitta?", "… taka bhorechhe kina?"): the matter's newest record that pays or leaves owing the thing asked answers it
("Yes — …: balance Rs. 22,000 paid on 18.06 (as promised) … Dues nil"), not "No record"; a payment of the sum a
record names for the thing ("30% means 9 lakh") answers though its own line names the thing no more; a "Yes" read
from a line that states no sum says the sum that was due beside it.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Tenzin Wangchuk Denzongpa"))
    reg.add_case(Case(id="A1", number="M.C. 77 of 2025", short_name="Dolma maintenance",
                      title="Pemba Dolma vs Ngodup Yolmo", side="applicant"))
    reg.add_case(Case(id="A2", number="O.A. 410 of 2025", short_name="Denzongpa loan OA",
                      title="Tenzin Wangchuk Denzongpa vs Himalaya Co-op Bank", side="applicant", client_id="K1"))
    reg.add_case(Case(id="A3", number="W.P. 902 of 2025", short_name="Ghising shop writ",
                      title="Ghising Traders vs Municipal Council", side="petitioner"))
    practice.ingest_text("Dolma maintenance - order: the respondent shall pay interim maintenance of Rs. 15,000/- per "
                         "month from 01.02.2026.", name="mc a.txt", case_id="A1", date="2026-01-28", author="Lawyer")
    practice.ingest_text("Dolma maintenance. Ngodup absent. Arrears 37,000 - nothing paid since March.",
                         name="mc b.txt", case_id="A1", date="2026-05-20", author="Lawyer")
    practice.ingest_text("Dolma maintenance - Dolma upkeep: balance Rs. 22,000 paid on 18.06 (as promised in court); "
                         "July Rs. 15,000 also came on 05.07. Dues nil now.", name="mc c.txt", case_id="A1",
                         date="2026-07-10", author="Lawyer")
    practice.ingest_text("Denzongpa loan OA - bank's settlement letter: 30% means 9 lakh in 45 days, rest 21 lakh by "
                         "March 2027.", name="oa a.txt", case_id="A2", date="2026-08-03", author="Lawyer")
    practice.ingest_text("19:02 Tenzin Wangchuk Denzongpa: 9 lakh NEFT bhej diya aaj. Ref no HCB8821.",
                         name="chat tenzin.txt", case_id=None, date="2026-09-01", author="Lawyer")
    reg.add_case(Case(id="A4", number="C.C. 3310 of 2025", short_name="Marak cheque case",
                      title="Nokrek Traders vs Balsrang Marak", side="complainant"))
    practice.ingest_text("Marak cheque case - we filed 148 petition (deposit pending appeal) today, copy served on "
                         "his counsel.", name="cc a.txt", case_id="A4", date="2026-03-04", author="Lawyer")
    practice.ingest_text("Marak cheque case - 148 amount 40,000 still not paid, court gave last chance.",
                         name="cc b.txt", case_id="A4", date="2026-05-06", author="Lawyer")
    practice.ingest_text("Ghising shop writ - stay granted subject to deposit 1.2 lakh in 3 weeks, else stay "
                         "goes.", name="wp a.txt", case_id="A3", date="2026-02-02", author="Lawyer")
    practice.ingest_text("Ghising shop writ - client says DD deposit done in registry, receipt photo sent.",
                         name="wp b.txt", case_id="A3", date="2026-02-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "payment-asked-no-period", build)


@pytest.mark.parametrize("question", ["Dolma maintenance - Ngodup baakee clear kittaana illaiyaa?",
                                      "Dolma maintenance vich Ngodup ne baakee clear kar ditta ke nahi?",
                                      "Dolma maintenance ma Ngodup e maintenance baakee clear karyu ke nahi?",
                                      "Dolma maintenance: has Ngodup cleared the arrears?",
                                      "Dolma maintenance madhe Ngodup ne thakbaki bharli ka?"])
def test_a_balance_asked_cleared_is_answered_from_the_newest_payment(pr, question):
    a = pr.ask(question, today="2026-08-01")
    line = first_line(a)
    assert line.startswith("Yes") and "22,000" in line and "nil" in line, a.answer


@pytest.mark.parametrize("question", ["Denzongpa ne bank nu 30% valu paisa bharyu ke?", "Denzongpa bank-ku 30% panam kattinaara?",
                                      "Denzongpa bank ke 30% taka diyeche ki?", "did Denzongpa pay the bank its 30%?"])
def test_a_payment_of_the_sum_named_for_the_thing_asked_answers_though_its_line_names_it_not(pr, question):
    a = pr.ask(question, today="2026-10-01")
    line = first_line(a)
    assert line.startswith("Yes") and "NEFT" in line and "1 Sep 2026" in line, a.answer


@pytest.mark.parametrize("question", ["Ghising shop writ - deposit katti aacha?", "Ghising shop writ-e deposit joma hoyeche?",
                                      "Ghising shop writ mein deposit jama hua kya?"])
def test_a_yes_from_a_line_without_a_sum_says_the_sum_that_was_due(pr, question):
    a = pr.ask(question, today="2026-03-01")
    line = first_line(a)
    assert line.startswith("Yes") and "1,20,000" in line, a.answer


def test_arrears_asked_before_any_payment_are_not_shown_paid(pr):
    a = pr.ask("Dolma maintenance: did Ngodup pay the arrears?", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Not shown paid") and "37,000" in line, a.answer


@pytest.mark.parametrize("question", ["Marak cheque case - Balsrang 148 wala paisa de diya kya?",
                                      "did Balsrang pay the 148 amount in the Marak cheque case?"])
def test_a_payment_missed_is_not_answered_yes_from_the_petition_filed_for_it(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert line.startswith(("Not shown paid", "No")) and "40,000" in line, a.answer


def test_a_payment_of_a_thing_no_record_holds_is_not_answered_from_another_payment(pr):
    a = pr.ask("did Ngodup pay the school fee in the Dolma maintenance?", today="2026-08-01")
    assert not first_line(a).startswith(("Yes", "Partly", "Not shown paid")), a.answer


@pytest.mark.parametrize("question", ["Marak cheque case - Balsrang ne paisa bharyu ke nahi?",
                                      "Marak cheque case e Balsrang taka diyeche?"])
def test_a_payment_missed_is_said_when_the_question_names_nothing_but_money(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    # (its closing "ke nahi" is "or not": the line that says the money was not paid may answer it as a plain no)
    assert line.startswith(("Not shown paid", "No —")) and "40,000" in line and "not paid" in line, a.answer
