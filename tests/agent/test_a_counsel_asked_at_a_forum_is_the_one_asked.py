"""A counsel asked of at a forum: a word of the bench's post that the judge's short name holds in brackets
("<surname> madam (<post>, <forum>)") typed beside a counsel's name names where the counsel is asked of, not the judge
in person; the counsel's ways are asked. Typed with no counsel, the post still names the judge.

A small practice written for these tests (a rent appeal before a tribunal's chairperson), in other words and names
than the data sets."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import home_built_by

NOTES = [
    ("2031-02-03", "RCA 12/2030 Edathil - Pulikkal for the landlord: bona fide need of his son. ND 10.03.2031."),
    ("2031-03-10", "RCA 12/2030 Edathil - Pulikkal again: bona fide need, son returning from the Gulf. Sought time "
                   "for the rent receipts. ND 14.04.2031."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. K. Sudarshana", short="Sudarshana madam (Chairperson, Rent Appellate Tribunal)"))
    reg.add_person(Counsel(id="OC1", name="Sri Vellodi Pulikkal"))
    reg.add_case(Case(id="R1", number="R.C.A. No. 12 of 2030", short_name="Edathil rent appeal",
                      title="Mookambika Edathil vs Karthyayani", judge_id="J1", counsel_id="OC1", side="tenant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="R1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-at-forum", build)


@pytest.mark.parametrize("text", [
    "pulikkal vakeel tribunal-il engane aanu",        # Malayalam
    "pulikkal vakil tribunal me kaisa chalta hai",    # Hindi
    "how does pulikkal usually argue in the tribunal",
])
def test_the_forum_typed_beside_a_counsel_names_no_judge(pr, text):
    q = understand(text, registry=pr.registry, today=date(2031, 5, 1))
    assert (q.judges, q.counsel) == ([], ["OC1"]), (q.kind, q.judges, q.counsel)


def test_the_forum_typed_alone_still_names_its_judge(pr):
    q = understand("tribunal chairperson madam har baar kya poochti hain", registry=pr.registry, today=date(2031, 5, 1))
    assert q.judges == ["J1"]
