"""A count of a matter's hearings counts the days its court sat (agent/hearing_days.py): a note typed between a
sitting and the next date it fixed (a to-do) or a client's call after the disposing order is no hearing, and a day
the court had fixed that only a junior's chat reports is one. The count is asked in any language's words for the
matter being listed ("ketethar lagichi", "board var aala", "ethra postings", "ketli mudat padi", "kitna date laga"),
the matter's own forum named beside it ("high court re") framing it, not a thing counted; a side's "mudat lidhi" is
its time, not the matter's dates. A small practice written for these tests, in other words and names than the data
sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

NOTES = [
    ("2026-01-08", "Baweja godown writ - notice issued, State counsel to file reply. Next 12.02.2026."),
    # a to-do typed between that sitting and the next date it fixed: the case was not listed that day
    ("2026-01-27", "Baweja godown writ: rejoinder ka draft taiyar karna, Orvinder se rent papers lene - 12/2 se pehle."),
    ("2026-02-12", "Baweja godown writ - reply filed by State. Rejoinder in 2 weeks. Next 19.03.2026."),
    ("2026-04-23", "Baweja godown writ - heard finally. Writ petition allowed, sealing order set aside. Orvinder happy."),
    # the client's call after the writ was allowed: no sitting
    ("2026-05-14", "Orvinder Baweja called - godown still sealed, wants contempt. Told him send the served copy by 20.05."),
]
# the day the court fixed on 12 Feb, reported only by the junior's chat from court
CHAT = ("19/03/2026, 13:05 - Tenzila Merak Jr: Sir Baweja godown writ - rejoinder filed, arguments heard in part. "
        "Next 23/4\n"
        "19/03/2026, 13:07 - Vathare Sir: ok\n")
TODAY = "2026-06-01"
FOUR = ("8 Jan 2026", "12 Feb 2026", "19 Mar 2026", "23 Apr 2026")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="B1", number="W.P. No. 2231 of 2025", short_name="Baweja godown writ",
                                    title="Orvinder Baweja vs State", side="petitioner",
                                    court="High Court, Principal Bench"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"B1 {day}.txt", case_id="B1", date=day, author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Tenzila Merak Jr.txt", CHAT, "B1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "hearings-the-court-sat", build)


def test_a_to_do_between_dates_and_a_call_after_the_order_are_no_hearings(pr):
    a = pr.ask("Baweja godown writ me ab tak kitni peshi hui?", today=TODAY)
    line = first_line(a)
    assert line.startswith("Four hearings"), a.answer
    assert all(day in line for day in FOUR), line
    assert "27 Jan" not in line and "14 May" not in line, line


@pytest.mark.parametrize("question", [
    "baweja godown writ ketethar high court re lagichi",  # Odia: how many times was it listed, in the High Court
    "baweja godown writ kiti vela board var aala",  # Marathi: how many times it came on the board
    "baweja godown writ ithuvare ethra postings kazhinju",  # Malayalam: how many postings so far
    "baweja godown writ ma ketli mudat padi",  # Gujarati: how many dates fell
    "baweja godown writ me kitna date laga",  # Bhojpuri-Hindi: "how much" before the dates
])
def test_the_matter_listed_in_any_language_counts_its_hearings(pr, question):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("Four hearings"), a.answer


def test_a_side_s_mudat_taken_is_its_time_not_the_matter_s_dates(pr):
    a = pr.ask("baweja godown writ ma State counsel e ketli vaar mudat lidhi", today=TODAY)
    assert not first_line(a).startswith("Four hearings"), a.answer


@pytest.mark.parametrize("question", [
    "baweja godown writ re ebe jae ketejana sakhi hele",  # Odia: how many persons, run together
    "baweja godown writ e koto jon sakkhi holo",  # Bengali: how many persons, apart
    "baweja godown writ me kitna gawah ka gawahi hua",  # Hindi: "how much" before the witnesses
])
def test_how_many_persons_or_how_much_before_witnesses_is_a_count(pr, question):
    from datetime import date

    from tareekh.agent.question import NameIndex, understand

    q = understand(question, registry=pr.registry, today=date(2026, 6, 1), index=NameIndex(pr.registry))
    assert q.kind == "count", q
