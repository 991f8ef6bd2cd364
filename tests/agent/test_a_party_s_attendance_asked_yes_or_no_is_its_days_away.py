"""Whether a party of the other side comes to court, asked yes or no or open with no day named ("does <name> attend
the dates?", "<name> tarikh pe hazir rehta hai kya?", "<name> hajir thake?"): its ways of attending are asked, and
the days it stayed away answer, each told with what the court did of it (a warrant in the next message, an
exemption, a last chance) — agent/question.py reads the kind, agent/party_away.py the days. A day named asks that
day; a clause "<name> today too not" ("aaj bhi nahi") is a day away though its verb is left out; a sentence of the
party's relative ("the accused's brother … not present") is no day of the party's.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-02-10", "12:05 Jr Lalremruata: Sir Tlangnuam cheque case - accused absent. Vakil bhi nahi aaye.\n"
                   "12:07 Jr Lalremruata: Court ne BW jaari kiya Rs 3000 ka. Next 24/3"),
    ("2026-03-24", "Tlangnuam cheque - Vannsanga appeared on the warrant, bail bond furnished. Next 05.05.2026."),
    ("2026-05-05", "Tlangnuam cheque - Vannsanga aaj bhi nahi - his counsel moved exemption, allowed as last chance. "
                   "Next 16.06.2026."),
    ("2026-06-16", "Tlangnuam cheque - CW1 chief over. The accused's brother will be DW1 - not present today. "
                   "Next 28.07.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri K. Ngurthanzuali"))
    reg.add_person(Client(id="CL1", name="Tlangnuam Ironworks, Dawrpui"))
    reg.add_case(Case(id="T1", number="C.C. No. 884 of 2025", short_name="Tlangnuam cheque case",
                      title="Tlangnuam Ironworks vs Vannsanga", counsel_id="OC1", client_id="CL1",
                      side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-attendance-asked", build)


@pytest.mark.parametrize("question", [
    "Vannsanga tlangnuam cheque case me tarikh pe hazir rehta hai kya?",  # Hindi, yes or no
    "does Vannsanga attend the dates in the tlangnuam cheque case?",  # English
    "tlangnuam cheque case e Vannsanga hajir thake?",  # Bengali, no question mark's kind
])
def test_whether_a_party_comes_is_answered_with_the_days_it_stayed_away(pr, question):
    a = pr.ask(question, today="2026-08-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "10 Feb 2026" in line and "5 May 2026" in line, a.answer
    assert "BW" in line and "last chance" in line, a.answer  # what the court did of each day
    assert "24 Mar 2026" not in line and "16 Jun 2026" not in line, a.answer  # the day it came; a relative's day


def test_a_day_named_asks_that_day_not_the_party_s_ways(pr):
    from tareekh.agent.question import understand

    q = understand("Vannsanga 24 March ko tlangnuam cheque case me hazir tha kya?", registry=pr.registry,
                   today=__import__("datetime").date(2026, 8, 1))
    assert q.kind != "pattern", q.kind
