"""A thing of the law asked by two words that a matter's notes each write of other things, never together, is "Not on
record" — in the words of several Indian languages; where a record writes the two together, or a name of the thing,
it is answered from that record.

- a "writ appeal" asked of a writ petition whose notes write the writ and an appeal decided below it;
- a "dying declaration" asked of a trial whose notes write a witness's declaration and a death, never the two as one;
- a "no fault" compensation asked of a claim whose notes write compensation but never a fault, nor "no fault".

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-11-20"
NOTES = [
    ("W1", "2026-03-03", "Lohumi land writ - the Collector's appeal order dated 12.01.2026 dismissing our appeal is "
                         "challenged. Writ petition admitted, notice to respondents. ND 14.04.2026."),
    ("W1", "2026-04-14", "Lohumi land writ - counter by State filed. Respondent 3 Tumsare sought time. "
                         "ND 02.06.2026."),
    ("W1", "2026-06-02", "Lohumi land writ - writ allowed, appeal order quashed, possession to be restored within "
                         "8 weeks."),
    ("W2", "2026-04-08", "Kharkwal service writ - writ petition against the dismissal order. Notice issued."),
    ("W2", "2026-09-09", "Kharkwal service writ - writ allowed on 10.07.2026. W.A. No. 311 of 2026 filed by the "
                         "State against it, notice to us. ND 15.10.2026."),
    ("T1", "2026-02-11", "Pindolia murder trial - PW1 Bhelonde chief: the deceased died two days later in hospital. "
                         "Declaration of ownership of the plot by the deceased produced as Ex. P4."),
    ("T1", "2026-05-19", "Pindolia murder trial - IO cross, admitted no independent witness at the spot."),
    ("T2", "2026-03-17", "Anjaria burns case - PW4 Naib Tehsildar Rewatkar proved the dying declaration recorded "
                         "by him at the burns ward, Ex. P9."),
    ("M1", "2026-01-22", "Zutshi accident claim - claim petition for compensation of Rs. 25 lakh filed before the "
                         "MACT. Notice to the insurer."),
    ("M1", "2026-07-30", "Zutshi accident claim - insurer's WS filed, denies negligence. Issues framed."),
    ("M2", "2026-02-26", "Ojasvita accident claim - no fault compensation of Rs. 50,000 awarded u/s 164 MV Act, "
                         "to be deposited within 30 days."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P.(C) No. 5512 of 2026", short_name="Lohumi land writ",
                      title="Lohumi vs State", nature="restoration of land"))
    reg.add_case(Case(id="W2", number="W.P.(S) No. 881 of 2026", short_name="Kharkwal service writ",
                      title="Kharkwal vs State", nature="dismissal from service"))
    reg.add_case(Case(id="T1", number="S.T. No. 40 of 2025", short_name="Pindolia murder trial",
                      title="State vs Pindolia", nature="murder"))
    reg.add_case(Case(id="T2", number="S.T. No. 77 of 2025", short_name="Anjaria burns case",
                      title="State vs Anjaria", nature="dowry death"))
    reg.add_case(Case(id="M1", number="MACP No. 19 of 2026", short_name="Zutshi accident claim",
                      title="Zutshi vs Insurer", nature="motor accident claim"))
    reg.add_case(Case(id="M2", number="MACP No. 23 of 2026", short_name="Ojasvita accident claim",
                      title="Ojasvita vs Insurer", nature="motor accident claim"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "two-words-written-apart", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        p.settings.llm.base_url = None
        yield p


def ask(pr, question: str) -> str:
    return first_line(pr.ask(question, today=TODAY))


@pytest.mark.parametrize("question", [
    "Lohumi land writ ke khilaf Tumsare ne writ appeal daali kya?",  # Hindi
    "Has a writ appeal been filed in the Lohumi land writ?",  # English
    "Lohumi land writ ku Tumsare writ appeal file kale ki?",  # Odia
])
def test_a_writ_appeal_whose_words_are_written_apart_is_not_on_record(pr, question):
    line = ask(pr, question)
    assert line.startswith("Not on record"), line
    assert "writ appeal" in line


def test_a_writ_appeal_a_record_names_by_its_short_form_is_answered(pr):
    line = ask(pr, "Kharkwal service writ me State ne writ appeal file kiya kya?")
    assert not line.startswith("Not on record"), line


@pytest.mark.parametrize("question", [
    "Pindolia murder trial me dying declaration kisne record kiya tha?",  # Hindi
    "Who recorded the dying declaration in the Pindolia murder trial?",  # English
])
def test_a_dying_declaration_no_record_writes_is_not_on_record(pr, question):
    line = ask(pr, question)
    assert line.startswith("Not on record"), line
    assert "dying declaration" in line


def test_a_dying_declaration_a_record_writes_is_answered(pr):
    line = ask(pr, "Anjaria burns case me dying declaration kisne record kiya tha?")
    assert not line.startswith("Not on record"), line


@pytest.mark.parametrize("question", [
    "Zutshi accident claim me no fault wala interim compensation mila kya?",  # Hindi
    "Zutshi accident claim la no fault compensation kidaichatha?",  # Tamil
])
def test_a_no_fault_compensation_no_record_writes_is_not_on_record(pr, question):
    line = ask(pr, question)
    assert line.startswith("Not on record"), line
    assert "no fault" in line


def test_a_no_fault_compensation_a_record_writes_is_answered(pr):
    line = ask(pr, "Ojasvita accident claim me no fault compensation mila kya?")
    assert not line.startswith("Not on record"), line
