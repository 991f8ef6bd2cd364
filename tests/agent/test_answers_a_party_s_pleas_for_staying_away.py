"""A party asked what they plead each time they stay away ("<accused> peshi pe na aane ka har baar kya bahana deta
hai?", "what does the respondent say every time he does not turn up?"): the days the matter's records say the party
was absent or excused from appearing, each with the plea written beside it (a medical certificate, illness), counted,
every day cited — the court's own words of a day before a note's. agent/away_pleas.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, one_matter_home

CHEQUE = [
    ("2025-08-11", "Sunbeam cheque case - Kolhatkar (accused) nai aaya, summons tamil. BW Rs 3000 jari."),
    ("2025-10-06", "Sunbeam cheque case - accused appeared on the warrant, bail bond furnished. Plea recorded."),
    ("2026-01-19", "Sunbeam cheque case. Accused absent. Application u/s 355 BNSS for exemption moved on a medical "
                   "certificate (viral fever), allowed. Next 02.03.2026."),
    ("2026-03-02", "Sunbeam cheque case - Kolhatkar phir gair hazir; his lawyer said he is admitted in hospital. "
                   "Hazri maafi allowed, last chance."),
    ("2026-04-13", "Sunbeam cheque case - CW1 cross by defence, 40 minutes. Next 25.05.2026."),
]


_MATTER = Case(id="S1", number="S.T.C. 712 of 2025", short_name="Sunbeam cheque case",
               title="Sunbeam Traders vs Kshitindra Kolhatkar", side="complainant")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return one_matter_home(tmp_path_factory, "away-pleas", _MATTER, CHEQUE)


@pytest.mark.parametrize("question", [
    "kshitindra kolhatkar peshi pe na aane ka har baar kya bahana deta hai?",
    "What excuse does Kolhatkar give every time he does not appear?",
])
def test_a_party_s_days_away_are_counted_each_with_its_plea(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "3 times" in line or "three times" in line.lower(), a.answer
    for said in ("11 Aug 2025", "medical certificate", "hospital"):
        assert said in line, a.answer
    assert "cross by defence" not in line and cited_ok(pr, a), a.answer


def test_a_question_of_a_party_s_excuse_without_staying_away_is_not_this_answer(pr):
    a = pr.ask("Kolhatkar ke vakil ne cross mein kya poocha?", today="2026-06-01")
    assert "stayed away" not in first_line(a), a.answer
