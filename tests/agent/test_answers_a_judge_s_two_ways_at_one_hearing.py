"""A judge's ways asked, where the notes write two of them at one hearing: sending the parties to mediation and
wanting them in person are two habits of one day, both said (agent/habits.py `second_way`); sending parties to settle
(mediation, conciliation, Lok Adalat, a counsellor) reads as a judge's way; an order's signature ("<post>, <court>,
<place>") names the bench and is none of its ways; a question that asks what to keep in mind before a judge in a
language that glues "must" to the verb (Kannada "gamanisbeku") asks the judge's ways, not work pending; settling
asked reads the offer and the mediation a note writes (agent/lexicon.py).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

DIVORCE = [
    ("2025-11-07", "Hembrom divorce - Soreng appeared for the wife. Judge sent the parties to the mediation centre, "
                   "first sitting 29.11. Judge wants both parties in person next date too."),
    ("2026-01-16", "Hembrom divorce - mediation report: failed. Reply filed. Next 20.02.2026."),
    ("2026-02-20", "Hembrom divorce - issues framed. Next 27.03.2026 for PW1."),
]
DIVORCE_ORDER = ("IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY COURT, BHAGALPUR\nM.S. 212 of 2025\n20.02.2026\nBoth parties present with counsel. Issues are framed as under. The petitioner is "
                 "directed to file the affidavit of PW1.\nList on 27.03.2026 for the petitioner's evidence.\n"
                 "Principal Judge, Family Court, Bhagalpur")
APPEAL = [
    ("2025-12-03", "Chudasama appeal - Borooah J asked first for the trial court record, not received yet."),
    ("2026-01-14", "Chudasama appeal - record received. Judge: a family dispute - try mediation first. "
                   "Borooah J wants a short note, three pages."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JF", name="Smt. Lata Dungdung", short="Principal Judge Family Court",
                         court="Family Court, Bhagalpur"))
    reg.add_person(Judge(id="JB", name="Hon'ble Mr. Justice Pranab Borooah", short="Borooah J"))
    reg.add_case(Case(id="F1", number="M.S. 212 of 2025", short_name="Hembrom divorce",
                      title="Sunil Hembrom vs Rita Hembrom", judge_id="JF", side="petitioner"))
    reg.add_case(Case(id="A1", number="F.A. 77 of 2025", short_name="Chudasama appeal",
                      title="Chudasama vs Chudasama", judge_id="JB", side="appellant"))
    for cid, notes in (("F1", DIVORCE), ("A1", APPEAL)):
        for day, text in notes:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    practice.ingest_text(DIVORCE_ORDER, name="order sheet 20.02.2026.txt", case_id="F1", date="2026-02-20",
                         author="Court")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "two-ways", build)


@pytest.fixture
def pr(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_two_ways_of_the_judge_at_one_hearing_are_both_said(pr):
    a = pr.ask("family court wali judge ka parties ke baare me kya rule hai", today="2026-03-01")
    line = first_line(a)
    assert "mediation" in line and "in person" in line, a.answer


def test_an_order_s_signature_is_none_of_the_judge_s_ways(pr):
    a = pr.ask("family court wali judge ka parties ke baare me kya rule hai", today="2026-03-01")
    assert "Principal Judge, Family Court, Bhagalpur (" not in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "borooah J mundhe argue maadbekadre enu gamanisbeku",  # Kannada: what to keep in mind arguing before him
    "Borooah J munnadi argue pannum bodhu enna kavanikkanum?",  # Tamil
])
def test_what_to_keep_in_mind_before_a_judge_asks_their_ways(pr, question):
    a = pr.ask(question, today="2026-03-01")
    line = first_line(a)
    assert line.startswith("What your notes record of Borooah J"), a.answer
    assert "record" in a.answer and "mediation" in a.answer, a.answer


def test_settling_asked_reads_the_offer_and_the_mediation_a_note_writes():
    from tareekh.agent.lexicon import expand, stem

    said = expand("settlement")
    assert {stem("offer"), stem("mediation")} <= said
