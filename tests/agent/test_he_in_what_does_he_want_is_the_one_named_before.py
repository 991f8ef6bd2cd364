""""<judge> … what does he want from <the other side's counsel>?": "he" is the judge named before the asking, so the
answer is the judge's — never the counsel's own line of seeking time, though the counsel is named in the question
too (after the verb, as the one the asking is of). Asked of the counsel himself, his line is quoted as before.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import home_built_by

TODAY = "2027-03-30"
NOTES = [
    ("W1", "2026-11-10", "W.P. 3301/2026 - Kuttappa J. Notice to the pollution board. Interim: no closure of the "
                         "rice mill. ND 12.01.2027."),
    ("W1", "2027-01-12", "W.P. 3301/2026 - board counsel Vazhappilly sought time for objections. Interim "
                         "continued. ND 23.02.2027."),
    ("W1", "2027-02-23", "W.P. 3301/2026 - Kuttappa J. Board filed objections on the effluent readings. Judge: the "
                         "board to sample the outlet again and file a fresh analysis report. ND 06.04.2027."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Hemadri Kuttappa", short="Kuttappa J"))
    reg.add_person(Counsel(id="OC1", name="Sri Tholpady Vazhappilly"))
    reg.add_case(Case(id="W1", number="W.P. No. 3301 of 2026", short_name="Mundkur rice mill writ",
                      title="Mundkur Rice Mill vs Pollution Board", judge_id="J1", counsel_id="OC1",
                      side="petitioner"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "he-named-before", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def ask(pr, question: str) -> str:
    return pr.ask(question, today=TODAY).answer


@pytest.mark.parametrize("question", [
    "kuttappa J rice mill writ - what does he want from vazhappilly",
    "kuttappa J in the mundkur rice mill writ, what did he want from vazhappilly?",
])
def test_he_is_the_judge_named_before_not_the_counsel_after(pr, question):
    first = ask(pr, question).splitlines()[0]
    assert not first.startswith("On 12 Jan 2027"), first
    assert "sought time" not in first, first


def test_the_counsel_asked_of_himself_is_quoted(pr):
    first = ask(pr, "mundkur rice mill writ - what did vazhappilly ask for?").splitlines()[0]
    assert "sought time" in first, first
