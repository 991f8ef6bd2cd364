"""Counting a counsel's adjournments counts every hearing where a note names him taking time, on a small practice
written for this test: "<his surname> ne phir time liya" is his request, though his surname is a common one the day's
reading does not take for a side (it gave the request to our client named before it); our own request ("we sought
time") stays ours."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line, home_built_by, opened_offline

NOTES = [
    ("W1", "2026-01-14", "14 Jan (Wed) Ct 2\nTea garden writ (Ophelia) - Dept ka report nahi aaya. Dubey ne "
                         "phir time liya - \"file Shillong se nahi aayi\".\n4 weeks. Status quo continues.\nagla date 11.2"),
    ("W1", "2026-02-11", "Tea garden writ - our client abroad, we sought a short date. Granted. ND 18.3.26"),
    ("W1", "2026-03-18", "W.P.(C) 77 of 2025. Learned counsel for the respondent State prays for time to obtain "
                         "instructions. Granted as a last chance. List on 29.04.2026."),
    ("W1", "2026-04-29", "Tea garden writ - Dubey unwell, his junior filed a medical memo and sought time. ND 10.6.26"),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. Ingrid Nongrum"))
    reg.add_person(Counsel(id="OC1", name="Mr. Zoravar Dubey"))
    reg.add_person(Client(id="CL1", name="Ophelia Tea Estates"))
    reg.add_case(Case(id="W1", number="W.P.(C) No. 77 of 2025", short_name="tea garden writ",
                      title="Ophelia Tea Estates vs State", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="petitioner", stage="hearing", next_date="2026-04-29"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "counselnamed", _build))


@pytest.mark.parametrize("question", [
    "Dubey ne tea garden writ mein kitni baar time liya?",
    "how many times has Dubey taken time in the tea garden writ?",
    "Dubey tea garden writ e koto bar time nilo?",
])
def test_a_note_naming_the_counsel_taking_time_counts_for_him(practice, question):
    a = practice.ask(question, today="2026-04-20")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "14 Jan 2026" in line and "18 Mar 2026" in line and "11 Feb 2026" not in line
    assert cited_ok(practice, a)


@pytest.mark.parametrize("question", [
    "total no. of illness adjournments by Dubey in the tea garden writ",
    "Dubey ne tea garden writ mein kitne illness adjournments liye?",
])
def test_adjournments_counted_by_their_reason_word_before_them(practice, question):
    a = practice.ask(question, today="2026-05-02")
    line = first_line(a)
    assert line.startswith("Once") and "29 Apr 2026" in line, a.answer
