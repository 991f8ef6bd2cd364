"""A deposit asked yes or no with its sum — "<party> ne bhade court madhe bharle ka? kiti?" — is answered from the
payments the records state, and opens with its "Yes" before the sums ("Yes — paid: Rs. … on <day>"), never with the
sums bare; a payment that leaves a balance is no plain yes (agent/paid_yes.py).

Invented practice: a Maharashtra small causes rent suit, asked in Marathi, Gujarati and Hindi typed in Latin
letters."""

from __future__ import annotations

import pytest

from types import SimpleNamespace

from tareekh.agent.draft import Draft
from tareekh.agent.paid_yes import whether_paid_asked, yes_before_paid
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    practice.registry.add_case(Case(id="R1", number="R.A.E. 418/2028", short_name="Karanjkar godown suit",
                                    title="Vishvambhar Karanjkar vs Nilkanth Shevale", side="plaintiff"))
    practice.ingest_text("12.01.2029 Karanjkar godown suit - our application u/O 15 R 5 filed: rent not paid "
                         "since April 2028. ND 02.03.2029.", name="r1 jan.txt", case_id="R1", date="2029-01-12",
                         author="Lawyer")
    practice.ingest_text("02.03.2029 Karanjkar godown suit - Shevale deposited Rs. 52,000 arrears of rent in court "
                         "by challan. ND 20.04.2029 for issues.", name="r1 mar.txt", case_id="R1",
                         date="2029-03-02", author="Lawyer")
    # the plaintiff's own account, later, of the months the rent went unpaid before the suit
    practice.ingest_text("20.04.2029 Karanjkar godown suit - PW1 Karanjkar chief: godown let in 2021; rent unpaid "
                         "since April 2028; notice served. ND 15.06.2029 for cross.", name="r1 apr.txt",
                         case_id="R1", date="2029-04-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "paid-whether-and-how-much", build))


@pytest.mark.parametrize("question", ["Karanjkar godown suit madhe Shevale ne bhade court madhe bharle ka? kiti?",
                                      "Karanjkar godown case me Shevale ne kiraya court me jama kiya tha? kitna?"])
def test_a_deposit_asked_with_its_sum_opens_with_yes(built, question):
    ans = built.ask(question, today="2029-05-01")
    first = first_line(ans)
    assert first.startswith("Yes"), ans.answer
    assert "52,000" in first, ans.answer


def test_a_clause_of_paying_is_read_as_a_yes_or_no_on_its_own():
    assert whether_paid_asked("Shevale ne kiraya court me jama kiya tha? kitna?")
    assert not whether_paid_asked("Shevale ne kitna kiraya jama kiya?")


def _asked(text: str, kind: str = "amount") -> SimpleNamespace:
    return SimpleNamespace(q=SimpleNamespace(kind=kind, typed=text, text=text))


@pytest.mark.parametrize("question", ["Shevale ne kiraya court me jama kiya tha? kitna?",  # Hindi
                                      "Shevale e bhadu court ma jama karavyu? ketlu?",  # Gujarati
                                      "Shevale ne bhade court madhe bharle ka? kiti?"])  # Marathi
def test_the_payments_answer_opens_with_the_yes_asked(question):
    draft = yes_before_paid(_asked(question), Draft("Paid: Rs. 52,000 on 2 Mar 2029 [1]."))
    assert draft is not None and draft.first == "Yes — paid: Rs. 52,000 on 2 Mar 2029 [1]."


def test_no_yes_over_a_balance_or_a_whole_asked_or_a_sum_only_asked():
    left = Draft("Paid: Rs. 52,000 on 2 Mar 2029 [1]. Still outstanding on 20 Apr 2029: Rs. 8,000 [2].")
    assert yes_before_paid(_asked("Shevale ne kiraya jama kiya? kitna?"), left) is None
    whole = Draft("Paid: Rs. 52,000 on 2 Mar 2029 [1].")
    assert yes_before_paid(_asked("Shevale ne poora kiraya jama kiya? kitna?"), whole) is None
    assert yes_before_paid(_asked("Shevale ne kitna kiraya jama kiya?"), whole) is None
