"""Asked what a counsel of the other side does, the answer also tells what the party they are for did in their
matters when the note names the party only — the accused by its role in the note's script ("आरोपी गैरहजर, हजेरी
माफी …"), the defendant's written statement and its defence — for the counsel acts through the party. A cause title
("A v. B") names both sides on every day and says no act; our own side's acts are not theirs.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

CHEQUE = [
    ("2026-01-12", "12/1 Suvarnalata cheque case. Pawaskar ne cross sathi vel magitla. Next 9.2."),
    ("2026-02-09", "9/2 Suvarnalata cheque case. आरोपी गैरहजर, हजेरी माफी अर्ज ५०० रु. खर्चासह मंजूर. Next 16.3."),
    ("2026-03-16", "16/3 Suvarnalata cheque case. CW1 cross by Pawaskar: suggestion that the cheque was a blank one."),
    ("2026-04-20", "20/4 Suvarnalata Traders v. Khandagale - complainant filed the bank's return memo. Next 25.5."),
    ("2026-05-25", "25/5 Suvarnalata cheque case. Magistrate on leave; in the meantime the accused's mobile shop "
                   "closed, per the bailiff. Next 15.6."),
]
WELL = [
    ("2026-03-05", "5/3 Kuppahalli well suit. Defendant filed W.S. - says the well was dug by his grandfather in "
                   "1962. Next 2.4."),
    ("2026-04-02", "2/4 Kuppahalli well suit. Hebbalkar took time for issues. Next 7.5."),
]


# a junior's chat of a day that names the matter by no name of the registry: a note filed under no case
CHAT = ("09/06/26, 2:10 pm - Tanushree Jr: Sir Wakadewadi wala - Pawaskar ne discharge arji dili, court ne fetaali. "
        "ND 3/7\n"
        "09/06/26, 2:12 pm - Kothrudkar Adv: ok\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Jyotiraditya Pawaskar"))
    reg.add_person(Counsel(id="OC2", name="Sri Ramakanth Hebbalkar"))
    reg.add_case(Case(id="K1", number="S.C.C. No. 3390 of 2025", short_name="Suvarnalata cheque case",
                      title="Suvarnalata Traders vs Prashant Khandagale", side="complainant", counsel_id="OC1"))
    reg.add_case(Case(id="K2", number="O.S. No. 118 of 2025", short_name="Kuppahalli well suit",
                      title="Somashekara Gowda vs Basavannappa Kuppahalli", side="plaintiff", counsel_id="OC2"))
    for cid, notes in (("K1", CHEQUE), ("K2", WELL)):
        for day, text in notes:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Tanushree Jr.txt", CHAT, None)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-side-acts-unnamed", build)


@pytest.mark.parametrize("question", [
    "pawaskar cheque case madhe kay karto?",  # Marathi
    "what does Pawaskar usually do in the cheque case?",  # English
])
def test_the_accused_s_exemption_written_by_role_is_the_counsel_s_way(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "माफी" in line and "blank" in line, a.answer
    assert cited_ok(pr, a), a.answer


def test_our_own_side_s_act_is_not_theirs(pr):
    a = pr.ask("what does Pawaskar usually do in the cheque case?", today="2026-06-01")
    assert "return memo" not in first_line(a), a.answer


def test_the_party_named_deep_in_another_clause_is_not_its_act(pr):
    a = pr.ask("what does Pawaskar usually do in the cheque case?", today="2026-06-01")
    assert "mobile shop" not in first_line(a), a.answer


def test_the_defendant_s_written_statement_is_the_line_the_counsel_takes(pr):
    a = pr.ask("what line is Hebbalkar taking in the well suit?", today="2026-06-01")
    line = first_line(a)
    assert "grandfather" in line and cited_ok(pr, a), a.answer


def test_a_chat_day_filed_under_no_case_that_names_the_counsel_is_read(pr):
    unfiled = [e for e in pr.entries(status="retained") if "fetaali" in e.text]
    assert unfiled and not unfiled[0].case_id, "the chat day of the unnamed matter is filed under no case"
    a = pr.ask("what does Pawaskar usually do in the cheque case?", today="2026-07-01")
    assert "discharge" in first_line(a) and cited_ok(pr, a), a.answer
