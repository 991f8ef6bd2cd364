"""A party's pattern asked by its role: a day it stayed away is told with the petition that excused it when the
record writes the petition in the clause after the absence ("Respondent absent; application to dispense with her
presence moved - allowed"), names the petition by its prayer ("dispensing application"), or names the party by its
own name rather than its role ("Zankar absent, …"). agent/side_excuses.py, agent/away_pleas.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Party
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2027-01-12", "Lohagaon maintenance - Adv Marwadkar for respondent sought time to file reply - \"papers with the "
                   "client at Pimpalner\". Next 23.02.2027."),
    ("2027-02-23", "23.02.2027: Petitioner present. Respondent absent; application u/s 228 BNSS to dispense with her "
                   "presence moved by Sri Marwadkar - allowed for today. Next 06.04.2027."),
    ("2027-04-06", "Lohagaon maintenance - Zankar absent again, Marwadkar dispensing application - allowed. "
                   "Next 18.05.2027."),
    ("2027-05-18", "Lohagaon maintenance - evidence of petitioner over. Next 29.06.2027."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Bhaisaheb Marwadkar"))
    reg.add_case(Case(id="L1", number="M.C. No. 77 of 2026", short_name="Lohagaon maintenance",
                      title="Ketaki Tarulata vs Gulnaaz Zankar", counsel_id="OC1", side="petitioner",
                      parties=[Party(name="Ketaki Tarulata", role="petitioner"),
                               Party(name="Gulnaaz Zankar", role="respondent")]))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"L1 {day}.txt", case_id="L1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "absence-excused", build)


@pytest.mark.parametrize("question", ["lohagaon maintenance me respondent ka kya pattern hai?",
                                      "what is the respondent's pattern in the lohagaon maintenance"])
def test_the_days_away_excused_after_the_absence_are_the_side_s_pattern(pr, question):
    a = pr.ask(question, today="2027-07-01")
    line = first_line(a)
    assert "12 Jan 2027" in line, a.answer
    assert "23 Feb 2027" in line and "dispense with her presence" in line, a.answer
    assert "6 Apr 2027" in line and "dispensing application" in line, a.answer
    assert "evidence of petitioner over" not in line, a.answer


@pytest.mark.parametrize("said", ["dispense petition allowed", "dispensing application moved", "presence dispensed",
                                  "appearance dispensed with"])
def test_a_petition_named_by_its_prayer_is_an_exemption(said):
    from tareekh.agent.away_pleas import _pleaded

    assert _pleaded(said)
    assert not _pleaded("dispensary bill produced")
