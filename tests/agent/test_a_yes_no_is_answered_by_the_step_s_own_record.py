"""A yes/no answered by the record that states the step, with its own date, and a later step after it:

- a question closed on "or not yet" in any language the tables hold ("ki abhi nahi", "ki ajun nahi", "ke haju nathi",
  "or not yet") or on a verb and its auxiliary ("laga tha kya") is asked yes or no (agent/question.py);
- costs asked yes or no with no word of paying are answered by the order of costs the events hold, by its day, in
  whatever script the order was written, and its payment follows (agent/costs_imposed.py);
- a chat line that asks after the balance ("Baki kab?") tells no balance left (agent/paid_asked.py);
- a bail matter's note whose heading alone writes "bail" is quoted whole: the hearing is what follows it
  (agent/concept_asked.py).

Invented practice (a civil suit in a Jharkhand court, a bail matter in the High Court); no data set's names."""

from __future__ import annotations

import pytest

from tareekh.agent.paid_asked import asks
from tareekh.agent.question import _kind
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


@pytest.mark.parametrize("text", [
    "okram ko ranchi se zamanat mili ki abhi nahi",
    "okram la jamin milala ki ajun nahi",
    "okram nu jamin malyu ke haju nathi",
    "did the vashisht appeal get admitted or not yet?",
    "vashisht suit me harja laga tha kya",
    "vashisht suit me commission chala hai ki nahi",
])
def test_a_question_closed_on_or_not_yet_or_on_an_auxiliary_asks_yes_or_no(text):
    assert _kind(text, False, False, False) == "yes_no"


@pytest.mark.parametrize("text", ["vashisht suit me next date kya hai", "vashisht suit me kya hua tha",
                                  "vashisht suit ka status kya hai"])
def test_what_asked_before_the_auxiliary_is_no_yes_or_no(text):
    assert _kind(text, False, False, False) != "yes_no"


@pytest.mark.parametrize("sentence,asking", [("Baki kab?", True), ("balance kab denge ?", True),
                                             ("Baki abhi bhi 18,000.", False), ("Baki hai.", False)])
def test_a_line_that_asks_tells_nothing(sentence, asking):
    assert asks(sentence) is asking


def build(practice, folder) -> None:
    practice.registry.add_case(Case(id="V1", number="O.S. 41/2027", short_name="Vashisht partition suit",
                                    title="Tarak Vashisht vs Zorema Okram", side="plaintiff"))
    practice.registry.add_case(Case(id="B1", number="B.A. 902/2027", short_name="Okram bail HC",
                                    title="Zorema Okram vs State of Jharkhand", side="applicant"))
    practice.ingest_text("दिनांक 14.05.2027 - प्रतिवादी ने जवाबदावा पेश नहीं किया। न्यायालय ने 700 रुपये हर्जाना "
                         "लगाकर अंतिम अवसर दिया। अगली तारीख 02.07.2027", name="v1 register.txt", case_id="V1",
                         date="2027-05-14", author="Lawyer")
    practice.ingest_text("2.7.27 Vashisht suit - Rs 700 cost paid by defendant, WS filed. Issues ke liye ND 20.8.27",
                         name="v1 note.txt", case_id="V1", date="2027-07-02", author="Lawyer")
    practice.ingest_text("3.6.27 HC - Okram 2nd bail\nState ne case diary ke liye time liya. ND 17.6.27",
                         name="b1 note.txt", case_id="B1", date="2027-06-03", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "step-own-record", build))


@pytest.mark.parametrize("question", ["Vashisht partition suit me WS der se dene ka harja laga tha kya",
                                      "Vashisht partition suit me harja laga hai ki nahi"])
def test_costs_asked_yes_or_no_are_dated_by_their_order_not_their_payment(built, question):
    first = first_line(built.ask(question, today="2027-09-01"))
    assert first.startswith("Yes"), first
    assert "700" in first and "14 May 2027" in first, first
    assert "2 Jul 2027" in first, first  # the payment, the later step, after it


def test_a_heading_that_names_the_bail_matter_is_quoted_with_the_hearing_after_it(built):
    ans = built.ask("Okram bail HC me zamanat mili ki abhi nahi", today="2027-06-10")
    assert "case diary" in ans.answer, ans.answer
