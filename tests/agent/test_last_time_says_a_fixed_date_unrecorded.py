"""Asked what happened last time, where the latest hearing on record fixed a day now past and nothing of the matter
is recorded for that day, the answer says so: the hearing told is the latest on record, not the latest held. Where
the fixed day has its record, nothing is added. Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client

NOTES = [
    ("K1", "2026-02-02", "02.02.2026 Boundary suit - PW1 chief filed. ND 05.03.2026 for cross."),
    ("K1", "2026-03-05", "05.03.2026 Boundary suit - PW1 cross by Dsouza, part heard. ND 16.04.2026."),
    ("K2", "2026-02-20", "20.02.2026 Chacko cheque case - accused absent, NBW. ND 27.03.2026."),
    ("K2", "2026-03-27", "27.03.2026 Chacko cheque case - accused appeared, NBW recalled. ND 08.05.2026."),
]
TODAY = "2026-05-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("fixed-unrecorded") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CB", name="Lawrence Pinto"))
        reg.add_person(Client(id="CK", name="Chacko Puthenveettil"))
        reg.add_case(Case(id="K1", number="O.S. No. 12 of 2025", short_name="Boundary suit",
                          title="Lawrence Pinto vs Dsouza", client_id="CB", side="plaintiff"))
        reg.add_case(Case(id="K2", number="C.C. No. 450 of 2025", short_name="Chacko cheque case",
                          title="Chacko Puthenveettil vs Thomas", client_id="CK", side="complainant"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "boundary suit last time kya hua?",            # Hinglish
    "boundary suit-ali last date-ak kitem zalem?",  # Konkani in Latin letters
    "what happened last time in the boundary suit?",
])
def test_a_fixed_day_passed_without_a_record_is_said(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    first = answer.answer.splitlines()[0]
    assert "5 Mar 2026" in first and "16 Apr 2026" in first and "no record" in first, answer.answer


def test_a_fixed_day_not_yet_come_adds_nothing(pr):
    answer = pr.ask("chacko cheque case last date kya hua?", today=datetime.date.fromisoformat(TODAY))
    first = answer.answer.splitlines()[0]
    assert "27 Mar 2026" in first and "no record" not in first, answer.answer
