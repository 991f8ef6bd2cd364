"""A witness's label names its side: asked what line the other side's counsel takes, the plea their witness put in
("MW1 <name> chief affidavit filed - <plea>") is their side's line, as "the management filed …" would be — the label's
letters read off the sides' roles and parties' names (the management's "MW", the workman's "WW", the respondent's
"RW"), letters both sides could carry being neither's. A name's initial after a label or title ("MW1 V. <name>") is
no "v." of a cause title. agent/counsel_side.py.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.counsel_side import _body, witness_sides
from tareekh.agent.layout import CaseCard
from tareekh.events.models import People
from tareekh.registry.models import Case, Client, Counsel, Party
from tests.agent.helpers import home_built_by

TODAY = "2027-06-30"
NOTES = [
    ("2026-11-12", "12.11.2026 Labour Court - Oinam ID - management ne counter diya, notice ka jawab nahi. ND 20.01.2027."),
    ("2027-01-20", "20.01.2027 Oinam ID\nMW1 K. Sanajaoba (works manager) ka chief affidavit aaya - misconduct, "
                   "chargesheet ka enquiry report lagaya. ND 10.03.2027."),
    ("2027-03-10", "10.03.2027 Oinam ID - WW1 Oinam Tomchou cross by Khundrakpam - 40 min, nothing new. ND 05.05.2027."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Khundrakpam Bijoy"))
    reg.add_person(Client(id="CL1", name="Oinam Tomchou"))
    reg.add_case(Case(id="W1", number="I.D. No. 14 of 2026", short_name="Oinam ID",
                      title="Oinam Tomchou vs The Management, Sekmai Weavers Ltd.", counsel_id="OC1", client_id="CL1",
                      side="workman",
                      parties=[Party(name="Oinam Tomchou", role="claimant"),
                               Party(name="The Management, Sekmai Weavers Ltd.", role="opposite party")]))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"W1 {day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-label-side", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def test_the_other_side_s_witness_plea_is_told_as_their_line(pr):
    first = pr.ask("khundrakpam management side ki kya tactics hai", today=TODAY).answer.splitlines()[0]
    assert "misconduct" in first, first


def test_a_witness_label_s_letters_name_the_side_whose_role_or_name_they_begin():
    card = CaseCard(case=Case(id="W2", number="I.D. No. 1 of 2026", side="workman",
                              parties=[Party(name="Oinam Tomchou", role="claimant"),
                                       Party(name="The Management, Sekmai Weavers Ltd.", role="opposite party")]))
    people = People(our_side="workman", our_names=["oinam", "tomchou"], other_names=["management", "sekmai", "weavers"])
    letters = witness_sides(card, people)
    assert letters.get("M") == "other" and letters.get("W") == "ours" and letters.get("O") == "ours"


@pytest.mark.parametrize("text", ["MW1 V. Sanajaoba chief affidavit filed", "Sri V. Sanajaoba appeared for them"])
def test_an_initial_after_a_label_or_title_is_no_cause_title_s_v(text):
    assert _body(text) == text
