"""A judge and a client of one given name: the name typed bare ("<given> nte deposit entha aayi") names the client's
matter, not the judge — a lawyer calls a judge by post, surname or with a courtesy word ("<given> sir", "<given>
<surname> sahab"), and those still ask the judge.

A small practice written for these tests (a tenancy appeal before an appellate judge whose given name the client
shares), in other words and names than the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import home_built_by

DAY = date(2026, 9, 1)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri. Hemendu Rao Tirkhey", short="Appellate Judge-2"))
    reg.add_person(Judge(id="J2", name="Smt. Tanvika Orsal", short="Family Court madam"))
    reg.add_person(Client(id="CL1", name="Hemendu Purvasha"))
    reg.add_case(Case(id="A1", number="R.C.A. 61/2026", short_name="Hemendu tenancy appeal",
                      title="Hemendu Purvasha vs Lalsingh Dhauri", judge_id="J1", client_id="CL1", side="appellant"))
    practice.ingest_text("RCA 61/2026 Hemendu - rent deposit of Rs. 42,000 made in court. ND 20.09.2026.",
                         name="note 2026-08-10.txt", case_id="A1", date="2026-08-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-given-name-party", build)


def test_the_given_name_typed_bare_is_no_judge(pr):
    q = understand("hemendu nte rent deposit entha aayi", registry=pr.registry, today=DAY)
    assert q.judges == [], (q.kind, q.judges)
    assert q.kind != "judge_habit"


@pytest.mark.parametrize("text", ["hemendu sir entha paranju", "Hemendu Rao Tirkhey entha paranju",
                                  "appellate judge-2 entha paranju"])
def test_the_judge_called_with_a_courtesy_or_in_full_is_still_the_judge(pr, text):
    q = understand(text, registry=pr.registry, today=DAY)
    assert q.judges == ["J1"], (text, q.kind, q.judges)


def test_the_given_name_after_a_title_the_judge_does_not_carry_is_another_person(pr):
    """"Dr. <given> ne gawahi me kya bola": the doctor who deposed, not the judge of the same given name."""
    q = understand("RCA 61 me Dr. Tanvika ne gawahi me kya bola", registry=pr.registry, today=DAY)
    assert q.judges == [], (q.kind, q.judges)
    assert understand("Tanvika madam ne kya bola", registry=pr.registry, today=DAY).judges == ["J2"]
