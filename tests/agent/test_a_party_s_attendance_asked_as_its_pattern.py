"""A party's pattern of attendance, asked as its ways rather than counted — "does <name> even come to court? what's
the pattern?", in any language's verb of coming ("aata hai", "varaaraa", "vastunnada") — is answered by the days the
party stayed away, each with what followed (a warrant, an exemption): not the judge's ways because "court" was typed,
and not a line that merely names the party. A day the note names the party in its own script, or by the accused's
word of that script (Telugu "ముద్దాయి"), is one of them. agent/party_away.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-02-10", "10.02.2026 - Khuraijam Stores v Wahengbam Ningthou - accused absent, NBW issued. Next 24.03.2026."),
    ("2026-03-24", "Khuraijam cheque - Ningthou appeared on the warrant, bail bond taken. Next 05.05.2026."),
    ("2026-05-05", "05.05.2026 - ఖురైజమ్ చెక్ కేసు - ముద్దాయి రాలేదు, exemption petition allowed. తదుపరి 16.06.2026"),
    ("2026-06-16", "Khuraijam cheque - CW1 chief over, cross next. Next 28.07.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri T. Nongmeikapam"))
    reg.add_person(Client(id="CL1", name="Khuraijam Stores, Thangal Bazar"))
    reg.add_case(Case(id="K1", number="C.C. No. 642 of 2025", short_name="Khuraijam cheque case",
                      title="Khuraijam Stores vs Wahengbam Ningthou", counsel_id="OC1", client_id="CL1",
                      side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"K1 {day}.txt", case_id="K1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-attendance-pattern", build)


@pytest.mark.parametrize("question", [
    "Ningthou court aata bhi hai? pattern kya hai",  # Hindi
    "Ningthou court-ku varaaraa? pattern enna",  # Tamil
    "does Ningthou even come to court? what's his pattern?",  # English
])
def test_a_party_s_coming_asked_as_its_pattern_is_the_days_it_stayed_away(pr, question):
    a = pr.ask(question, today="2026-08-01")
    line = first_line(a)
    assert "stayed away" in line, a.answer
    assert "10 Feb 2026" in line and "NBW" in line, a.answer
    assert "5 May 2026" in line and "exemption" in line, a.answer  # the Telugu accused's word names the party
    assert "24 Mar 2026" not in line and "16 Jun 2026" not in line, a.answer


def test_no_party_named_asks_no_party_s_days_away(pr):
    # no party's attendance is asked when no party is named: the days away are not the answer
    a = pr.ask("court me har baar kya pattern hai, koi aata hai?", today="2026-08-01")
    assert "stayed away" not in first_line(a), a.answer
