"""Asked how many times the other side's counsel took a date or stayed away ("Rupkatha ne kitni baar date liya ya
gayab raha"), the answer counts the days of both: the days he sought time and the days he (or "defendant's
counsel") was absent — each day once, however many notes tell it — not one kind alone. Asked of time alone, the
count of adjournments stands. Written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2026-01-12", "Sabarmati flat suit - Rupkatha sought time to file the written statement. ND 16.02.2026"),
    ("2026-02-16", "Sabarmati flat suit - WS filed. Issues to be framed. ND 23.03.2026"),
    ("2026-03-23", "Sabarmati flat suit - defendant's counsel absent, no one appeared for the builder. "
                   "Issues framed in his absence. ND 27.04.2026"),
    ("2026-04-27", "Sabarmati flat suit - Rupkatha not present; his junior said he is unwell and asked for time. "
                   "ND 08.06.2026"),
    ("2026-06-08", "Sabarmati flat suit - PW1 Kanwaljeet Mahijit chief filed. Rupkatha absent again. ND 20.07.2026"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Trivikram Rupkatha"))
    reg.add_case(Case(id="R1", number="Civil Suit No. 318 of 2024", short_name="Sabarmati flat suit",
                      title="Kanwaljeet Mahijit vs Sabarmati Builders", side="plaintiff", counsel_id="OC1"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"sabarmati {day}.txt", case_id="R1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-took-a-date-or-stayed-away", build)


def test_the_days_of_time_taken_and_of_absence_are_counted_together(pr):
    a = pr.ask("sabarmati suit me rupkatha ne kitni baar date liya ya gayab raha", today="2026-07-01")
    first = first_line(a)
    assert first.startswith("Four times"), a.answer
    for day in ("12 Jan 2026", "23 Mar 2026", "27 Apr 2026", "8 Jun 2026"):
        assert day in first, (day, a.answer)
    assert "16 Feb 2026" not in first, a.answer
    assert cited_ok(pr, a)


def test_time_alone_is_still_the_count_of_adjournments(pr):
    a = pr.ask("sabarmati suit me rupkatha ne kitni baar time liya", today="2026-07-01")
    assert "23 Mar 2026" not in first_line(a) and "8 Jun 2026" not in first_line(a), a.answer
