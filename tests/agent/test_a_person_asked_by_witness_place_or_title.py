"""A person asked of by a witness's place ("PW3 <name>", "what did DW2 <name> say?") or a title ("Dr. <name> ne
kya bola?", "Smt. <name> enna sonnaru?") whom no record names is said back first — never answered from the
witness of that number or from someone else the name is written for under another title — and a person the notes
do name so is answered as before.

Three readings the check for a person no record names lacked: a witness's place typed with its number in one word
("PW3", "CW-2") read as two words and so never as the office before a name; "what" opening the question, as
English orders it, before the person and the verb of saying after; a title ("Dr.", "Smt.", "Thiru") before the
name; and a given name whose first five letters happen to be a word of the law's ("Rajinikant" of "rajinama") read
as the law, leaving only the surname, written for another person, to be checked; and a name the notes write only
of another person — under another title, or as one who is dead ("s/o late <name>") — taken for the person asked.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2026-11-30"
NOTES = [
    ("P1", "2026-06-11", "Pump theft trial: PW3 Gyanendra Borkataky (panch) chief and cross. Saw the pump loaded on "
                         "a tempo at night; admits he did not sign the panchnama at the spot. ND 22.07.2026."),
    ("P1", "2026-07-22", "Pump theft trial: PW4 Dr. Kalyanasundari Oduvar deposed the watchman's injuries were "
                         "simple, caused by a blunt object. ND 02.09.2026."),
    ("B1", "2026-08-05", "Overdraft recovery: bank manager Smt. Thirumagal Lungmuana produced the ledger and the "
                         "sanction letter, marked Ex.A4 and A5. ND 16.09.2026."),
    ("B1", "2026-09-16", "Overdraft recovery: guarantor Suryaprakash s/o late Venkatasubbaiah Kanumolu filed WS, "
                         "denies signing the guarantee. ND 28.10.2026."),
    ("B1", "2026-10-28", "Overdraft recovery: DW1 Suryaprakash cross part heard. ND 09.12.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="S.C. No. 88 of 2025", short_name="Pump theft trial",
                      title="State vs Mohanrao", nature="theft of an irrigation pump"))
    reg.add_case(Case(id="B1", number="O.S. No. 415 of 2024", short_name="Overdraft recovery",
                      title="Tungabhadra Grameena Bank vs Suryaprakash", nature="recovery of an overdraft"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "person-by-place-or-title", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def ask(pr, question: str) -> str:
    return pr.ask(question, today=TODAY).answer


@pytest.mark.parametrize("question, name", [
    # English order: "what" opens the question, the witness's place in one word before the name
    ("pump theft trial - what did PW3 Thirugnanam Jamanlal say in his cross?", "Thirugnanam"),
    # Hindi: the given name begins as a word of the law does ("rajin…"), the surname is another witness's
    ("pump theft trial me PW3 Rajinikant Borkataky ne kya kaha?", "Rajinikant Borkataky"),
    # Hindi: a title before a name the notes write only under another title ("Smt. <name> <surname>")
    ("overdraft recovery me Dr. Thirumagal ne gawahi me kya bola?", "Dr. Thirumagal"),
    # Marathi: a name the notes write only of one who is dead ("s/o late <name>"), asked as a witness now
    ("overdraft recovery madhe DW2 Venkatasubbaiah Kanumolu kay mhanala?", "Venkatasubbaiah Kanumolu"),
    # Telugu: the witness's place dashed
    ("pump theft case lo PW-6 Ngurthansanga em cheppadu?", "Ngurthansanga"),
])
def test_a_person_no_record_names_by_place_or_title_is_said_back(pr, question, name):
    whole = ask(pr, question)
    assert whole.startswith(f"No record names {name}"), whole
    assert "not on record" in whole.splitlines()[0], whole


@pytest.mark.parametrize("question", [
    "pump theft trial - what did PW3 Gyanendra Borkataky say in his cross?",  # English, the witness named so
    "pump theft trial la Dr. Kalyanasundari enna sonnaru?",  # Tamil: the doctor the notes name with the same title
    "overdraft recovery me Smt. Thirumagal ne kya bataya?",  # Hindi: the manager, the same title
    "overdraft recovery me late Venkatasubbaiah Kanumolu ke baare me kya likha hai?",  # asked as the one who died
    # asked by a calling, not as a witness: "late <name>" may be the person asked (the one who died, of a claim)
    "overdraft recovery me clerk Venkatasubbaiah Kanumolu ne kya likha tha?",
])
def test_a_person_the_notes_name_so_is_answered(pr, question):
    whole = ask(pr, question)
    assert not whole.startswith("No record names"), whole
