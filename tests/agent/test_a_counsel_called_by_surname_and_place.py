"""A counsel called by surname and place ("<place> lo unna <surname> garu", "<place> <surname> sir") where a judge
shares the surname and another judge sits at that place: the place typed beside the surname is the counsel's
chamber, so the counsel is the one asked — not the judge of the surname, not the officer of the place — and his
ways are what the answer gathers. Named with a judge's title, or by the post alone, the judge is still asked.

A small practice written for these tests (a revenue partition and a bail matter of a Godavari district), in other
words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent import question as Q
from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2027-02-10"
NOTES = [
    ("P1", "2026-08-12", "12.8.26 RDO Kondapuram - Ramaseshu partition - Vemulakonda garu objected to the surveyor's "
                         "sketch: says the well portion is theirs. Reply to be filed. ND 9.9.26"),
    ("P1", "2026-11-04", "4.11.26 RDO Kondapuram - Ramaseshu partition - sub-division report came. Vemulakonda garu "
                         "objected again - wants fresh measurement with DGPS. ND 16.12.26"),
    ("P2", "2026-10-20", "20.10.26 Sessions - Pedakurapadu bail - Vemulakonda sahab heard PP; called for the case "
                         "diary. ND 3.11.26"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="VJ1", name="Sri Anjaneya Vemulakonda", short="Vemulakonda sahab",
                         court="Sessions Court, Jaggayyapet"))
    reg.add_person(Judge(id="VJ2", name="Sri T. Hemadri", short="RDO Kondapuram",
                         court="Revenue Divisional Officer, Kondapuram"))
    reg.add_person(Counsel(id="VO1", name="Sri Suryaprakash Vemulakonda", chamber="Kondapuram"))
    reg.add_person(Client(id="VC1", name="Ramaseshu Pattabhi"))
    reg.add_case(Case(id="P1", number="Partition Case No. 14 of 2026", short_name="Ramaseshu partition",
                      title="Ramaseshu Pattabhi vs Pedanna Pattabhi", judge_id="VJ2", counsel_id="VO1",
                      client_id="VC1", side="petitioner"))
    reg.add_case(Case(id="P2", number="Crl. M.P. No. 77 of 2026", short_name="Pedakurapadu bail",
                      title="Ugrappa vs State", judge_id="VJ1", side="petitioner"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-by-surname-and-place", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


@pytest.mark.parametrize("text", [
    "Kondapuram lo unna Vemulakonda garu prathi sari em chestaru",  # Telugu
    "Kondapuram Vemulakonda sir eppavum enna pannuvaar",            # Tamil
])
def test_the_place_beside_the_surname_names_the_counsel(pr, text):
    from datetime import date

    q = Q.understand(text, registry=pr.registry, today=date.fromisoformat(TODAY))
    assert q.counsel == ["VO1"], (q.counsel, q.judges)
    assert q.judges == [], q.judges


def test_the_counsel_s_objections_are_his_ways(pr):
    a = pr.ask("Kondapuram Vemulakonda sir eppavum enna pannuvaar", today=TODAY)
    first = first_line(a)
    assert "Suryaprakash Vemulakonda" in first, a.answer
    assert "DGPS" in a.answer and "well portion" in a.answer, a.answer


@pytest.mark.parametrize("text,judge", [
    ("Vemulakonda sahab bail pe kya karte hain", "VJ1"),        # the judge's short name, a title typed
    ("RDO Kondapuram report pe eppudu em chestaru", "VJ2"),    # the officer by his post and place
])
def test_a_judge_named_as_such_is_still_the_judge(pr, text, judge):
    from datetime import date

    q = Q.understand(text, registry=pr.registry, today=date.fromisoformat(TODAY))
    assert judge in q.judges, (q.judges, q.counsel)
