"""A counsel of the other side asked how they argue or what defence they take: the notes' line that names them and
the stand it says they took in the next sentence ("<counsel> appeared. Opposed the injunction - says …"), and a
list of grounds numbered across the note's pieces ("objections by <counsel>: (1) …; (2) …; (3) …") told whole,
not cut at its first point.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Party
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-06-01"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri. Jomon Vattakunnel, Adv."))
    reg.add_person(Counsel(id="OC2", name="Smt. Reena Pazhayidom, Adv."))
    reg.add_case(Case(id="T1", number="O.A. 19 of 2026", short_name="Manimala lease appeal",
                      title="Thoppil Estates vs Kuttikkad Plantations", side="appellant", counsel_id="OC1",
                      parties=[Party(name="Thoppil Estates", role="appellant"),
                               Party(name="Kuttikkad Plantations", role="respondent")]))
    reg.add_case(Case(id="T2", number="M.A.C.O.P. 55 of 2025", short_name="Elanjimattom bus claim",
                      title="Thoppil Mary vs Kuttikkad Transports & Vanchinad Insurance", side="claimant",
                      counsel_id="OC2"))
    notes = [
        ("T1", "2026-02-03", "Manimala lease appeal - admission.\nVattakunnel appeared for the respondent, "
                             "caveat filed. Opposed interim injunction - says the lease ended in 2019.\n"
                             "Posted to 10.03.2026."),
        ("T1", "2026-03-10", "Manimala lease appeal. Vattakunnel took time - his father unwell. Next 21.04.2026."),
        ("T2", "2026-01-15", "Elanjimattom bus claim\nCounter of the insurer filed by Pazhayidom: (1) no permit for "
                             "the route;\n(2) conductor was driving, no licence;\n(3) age of the deceased disputed.\n"
                             "Issues on 20.02.2026."),
        ("T2", "2026-02-20", "Elanjimattom bus claim - issues framed. Pazhayidom present."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-counsel-s-stand", build)


@pytest.fixture
def pr(built, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(built))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "how does Vattakunnel argue in the lease appeal?",
    "Vattakunnel vakil kaise bahas karte hain?",  # Hindi
])
def test_a_counsel_asked_how_they_argue_is_told_the_stand_the_next_sentence_gives(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "Opposed interim injunction" in first_line(a), a.answer


def test_a_counsel_s_numbered_grounds_are_told_past_the_first_point(pr):
    a = pr.ask("what defence does Pazhayidom take for the insurer?", today=TODAY)
    line = first_line(a)
    assert "no permit" in line and "no licence" in line, a.answer
