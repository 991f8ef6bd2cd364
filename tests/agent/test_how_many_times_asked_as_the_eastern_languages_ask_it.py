"""How many times, as Bhojpuri, Maithili, Magahi and a hurried Hindi ask it: "kitna baar" ("how much" before the
word for times) is a count, never an amount (agent/question.py `_COUNT`); and the time a counsel took, written in
those languages' past of "to take" ("samay lel", "samay lelkhin", "date lelak", "time lihlan"), is time sought
(events/rules.py `_ADJ_STRONG`) — in the notes and in the question alike, so the verb is no thing a line must hold.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("B1", "2026-01-09", "Sirsabaha batwara - Jhajharia ji samay lelkhin, session court me phasal. ND 06.02.2026"),
    ("B1", "2026-02-06", "Sirsabaha batwara - Jhajharia ji phir samay lel - bimaar, 500 kharcha. ND 13.03.2026"),
    ("B1", "2026-03-13", "Sirsabaha batwara - PW1 ke cross bhel, Jhajharia ji 40 minute. ND 24.04.2026"),
    ("B1", "2026-04-24", "Sirsabaha batwara - Jhajharia ji ke junior time lihlan, 1000 kharcha. ND 29.05.2026"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Shri Vibhendra Jhajharia"))
    reg.add_case(Case(id="B1", number="T.P.S. 41/2024", short_name="Sirsabaha batwara",
                      title="Sudhakant Khawas vs Umakant Khawas & Ors.", side="plaintiff", counsel_id="OC1"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "how-many-times-eastern", build)


@pytest.mark.parametrize("question", [
    "jhajharia vakil batwara me kitna baar samay lelkhin ab tak?",
    "sirsabaha batwara me jhajharia ji kitna baar time lihlan",
    "jhajharia ne sirsabaha batwara me kitna baar time liya",
])
def test_kitna_baar_counts_every_day_the_counsel_took_time(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Three times"), a.answer
    assert all(d in line for d in ("9 Jan 2026", "6 Feb 2026", "24 Apr 2026")), a.answer


def test_kitna_baar_of_costs_is_a_count_not_a_sum(pr):
    a = pr.ask("sirsabaha batwara me jhajharia ke side pe kitna baar kharcha laga?", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Two"), a.answer


@pytest.mark.parametrize("verb", ["lel", "lelkhin", "lelthin", "lelak", "lihlan", "lehal"])
def test_the_eastern_past_of_take_after_a_word_for_time_is_time_sought(verb):
    people = People(our_side="plaintiff", our_names=["khawas"], other_names=["jhajharia"])
    record = Record(entry_id=1, text=f"Jhajharia ji samay {verb} - bimaar. ND 03.04.2026", case_ids=["B1"],
                    record_date="2026-03-01", doc_type="typed_note", people=people)
    (adj,) = [e for e in extract(record) if e.kind == "adjournment"]
    assert adj.sought_by == "other", adj
