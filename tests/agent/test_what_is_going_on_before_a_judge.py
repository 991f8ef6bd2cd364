"""Where things stand before a judge, asked with no matter named: "<judge> madam ke yahan kya chal raha?".

The status asked of a judge's court is each of the lawyer's matters before that judge with its next date and what
it is for (agent/before_judge.py), as "<judge> ke yahan kya pending hai?" is — not the nearest line of one matter.
The last hearing asked by name ("last time kya hua") is not a status (agent/question.py: status_asked).

A small practice written for these tests (a suit and an execution before one civil judge, a bail matter before
another), invented names.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import status_asked
from tests.agent.helpers import first_line

TODAY = "2026-05-04"
NOTES = [
    ("K1", "2026-02-10", "Zutshi boundary suit - WS filed by D1, replication in 4 weeks. Next 16.03.2026."),
    ("K1", "2026-03-16", "Zutshi boundary suit - Kolhatkar madam: issues framed, PW1 Pashupati Zutshi affidavit "
                         "to be filed. Next 12.05.2026 for PE (PW1)."),
    ("K2", "2026-04-01", "Dungarwal execution - warrant of attachment issued, bailiff report awaited. "
                         "Next 20.05.2026."),
    ("K3", "2026-04-22", "Ojhatola bail - reply by the State; orders on 08.05.2026."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Client, Judge

    path = tmp_path_factory.mktemp("status_before_judge") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="KJ1", name="Ms. Vrinda Kolhatkar", short="Kolhatkar madam", level="CJSD"))
        reg.add_person(Judge(id="KJ2", name="Sh. Anand Dungarwal", short="ASJ Dungarwal", level="ASJ"))
        reg.add_person(Client(id="KC1", name="Pashupati Zutshi"))
        reg.add_case(Case(id="K1", number="CS No. 640 of 2025", short_name="Zutshi boundary suit",
                          title="Pashupati Zutshi vs Hrishabh Rao", client_id="KC1", judge_id="KJ1", side="plaintiff",
                          next_date="2026-05-12"))
        reg.add_case(Case(id="K2", number="Execution No. 31 of 2025", short_name="Dungarwal execution",
                          title="Pashupati Zutshi vs Mohan Lal", client_id="KC1", judge_id="KJ1",
                          side="decree holder", next_date="2026-05-20"))
        reg.add_case(Case(id="K3", number="Bail Appl. No. 77 of 2026", short_name="Ojhatola bail",
                          title="State vs Ojhatola", judge_id="KJ2", side="applicant", next_date="2026-05-08"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_status_is_asked_by_its_words_not_by_the_last_hearing():
    assert status_asked("kolhatkar madam ke yahan kya chal raha")
    assert status_asked("what is the status before kolhatkar madam")
    assert not status_asked("kolhatkar madam ke yahan last time kya hua")


def test_what_is_going_on_before_a_judge_is_each_matter_there_with_its_next_date(pr):
    a = pr.ask("kolhatkar madam ke yahan kya chal raha", today=TODAY)
    first = first_line(a)
    assert "640/2025" in first and "31/2025" in first, a.answer
    assert "12 May 2026" in a.answer and "20 May 2026" in a.answer, a.answer
    assert "77/2026" not in a.answer, a.answer
