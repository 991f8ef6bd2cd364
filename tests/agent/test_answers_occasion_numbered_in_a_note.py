"""How many times a counsel took time for a reason the question quotes, where a later note numbers the occasion
("4th time Tamuly busy in Sessions court"): the count is the number the note writes, with that note — the earlier
occasions may have been noted in words the time-sought reader does not hold. A count noun right before "how many"
("adjournment kitne mile") asks a count, and the verb after it ("mile") is no part of the case's name.
A small practice written for this test (a district court of the north-east, invented)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OX1", name="Rongpi Tamuly"))
    reg.add_case(Case(id="D1", number="Money Suit No. 19 of 2024", short_name="Dibrugarh tea money suit",
                      title="Chabua Tea Co. vs Borgohain", side="plaintiff", counsel_id="OX1"))
    notes = [
        ("2025-01-10", "Money suit - Tamuly busy in Sessions court, his junior sought time. Allowed. Next 14.02.2025."),
        ("2025-02-14", "Money suit - Tamuly busy in Sessions court again; court passed over to 20.03.2025."),
        ("2025-03-20", "Money suit - Tamuly busy in Sessions court, no one came; next 24.04.2025."),
        ("2025-04-24", "Money suit - 4th time Tamuly busy in Sessions court. Court warned: last opportunity. "
                       "Next 30.05.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"d1 {day}.txt", case_id="D1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "occasion-numbered", build)


def test_a_numbered_occasion_gives_the_count(pr):
    a = pr.ask("Tamuly ke 'busy in Sessions court' wale adjournment kitne mile Dibrugarh case mein?",
               today="2025-05-02")
    first = first_line(a)
    assert first.startswith("Four times"), a.answer
    assert "4th time" in first and "24 Apr 2025" in first, a.answer


def test_a_count_noun_before_how_many_asks_a_count():
    q = understand("adjournment kitne mile?", registry=None, today=date(2025, 5, 2))
    assert q.kind == "count", q.kind


def test_a_count_noun_before_how_many_o_clock_asks_no_count():
    q = understand("witness kitne baje bulana hai?", registry=None, today=date(2025, 5, 2))
    assert q.kind != "count", q.kind
