"""A counsel's adjournments are counted over every record of the matter, each day once: an adjournment asked in
an Indian language's verb ("adjournment maangi", "adjournment layi"), a longer date wanted, and a day whose order
line names a party but whose line before names the counsel asked about, all count as that counsel's.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by

NOTES = [
    ("2025-08-11", "Sector 9 shop appeal - Dhaliwal ne adjournment maangi, said his client is abroad. ND 22.09.2025."),
    ("2025-09-22", "Sector 9 shop appeal - Dhaliwal absent again - junior says stuck in another court (2nd time).\n"
                   "Bench unhappy: \"every date another court?\" Adjourned on costs Rs. 700 to respondent. ND 03.11.2025."),
    ("2025-11-03", "Sector 9 shop appeal - arguments heard in part. Dhaliwal wanted a longer date, court gave 15.12.2025."),
    ("2025-12-15", "Sector 9 shop appeal - arguments concluded. Reserved."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Shri Harjot Dhaliwal"))
    reg.add_case(Case(id="A1", number="R.S.A. No. 901 of 2024", short_name="Sector 9 shop appeal",
                      title="Gurnoor Pal vs Simarpreet Kaur", counsel_id="OC1", side="respondent"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"A1 {day}.txt", case_id="A1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-adjournments-every-record", build)


@pytest.mark.parametrize("question", [
    "dhaliwal ne sector 9 shop appeal ch kinni adjournments layian",  # Punjabi
    "dhaliwal ne sector 9 shop appeal me kitni baar time liya",  # Hindi
    "how many adjournments has dhaliwal taken in the sector 9 shop appeal?",
])
def test_a_counsel_s_adjournments_are_counted_over_every_record(pr, question):
    a = pr.ask(question, today="2026-01-10")
    line = a.answer.splitlines()[0]
    assert line.startswith("Three times"), a.answer
    for day in ("11 Aug 2025", "22 Sep 2025", "3 Nov 2025"):
        assert day in line, a.answer
