"""A partition's brief tells the share the notes keep returning to ("1/4 share", "1/4th hissa"), written in two or
more of the case's records, as a figure of the matter — and the fraction is never read as a day ("1/4" is no 1 April).
A diary note of the first days, before any next date was read, stays a step of the case: only a paper (a document,
or a pleading headed in capitals) is set apart as what the matter is about.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="T.S. No. 77 of 2025", short_name="Kesarbai partition",
                                    title="Kesarbai Undirwade vs Haridutt Undirwade", side="plaintiff",
                                    next_date="2026-12-22"))
    notes = [
        ("2025-11-04", "Kesarbai partition - WS filed by Haridutt: says family settlement of 2018, she took cash."),
        ("2026-02-16", "Kesarbai partition - issues framed. Next 20.04.2026"),
        ("2026-04-20", "Kesarbai partition - not reached. Haridutt's side offers cash for her 1/4 share. "
                       "Next 05.08.2026"),
        ("2026-08-05", "Kesarbai partition - court did not sit. Kesarbai firm on her 1/4th hissa. Next 10.10.2026"),
        ("2026-10-10", "Kesarbai partition - PW1 chief affidavit filed. Next 22.12.2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"P1 {day}.txt", case_id="P1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-share", build))


def test_the_brief_tells_the_share_claimed_as_a_figure(pr):
    answer = first_line(pr.ask("kesarbai partition brief", today="2026-12-01"))
    figures = answer.split("Figures your notes return to:", 1)
    assert len(figures) == 2 and "1/4" in figures[1], answer


def test_a_share_is_not_read_as_a_day(pr):
    answer = first_line(pr.ask("kesarbai partition brief", today="2026-12-01"))
    assert "1 Apr" not in answer, answer


def test_a_diary_note_of_the_first_days_stays_a_step(pr):
    answer = first_line(pr.ask("kesarbai partition brief", today="2026-12-01"))
    steps = answer.split("So far:", 1)
    assert len(steps) == 2 and "WS filed by Haridutt" in steps[1], answer
