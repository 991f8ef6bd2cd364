"""'Why does the date keep falling' asked with the verb a date takes in each language ("tarikh kyon padti hai",
"date enduku padutundi", "vaaydha yen podaranga", "date keno pore") asks the days the matter was put off and why —
not the matter's last hearing."""

from __future__ import annotations

import pytest

from tareekh.agent.dates_lost import asks_dates_lost
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

DAYS = [
    ("2025-07-07", "Thondikulam land suit - Presiding officer on leave, no work. Next 11.08.2025."),
    ("2025-08-11", "Thondikulam land suit - Ezhumattoor (defendant's counsel) sought time to get instructions "
                   "from his client. Granted. Next 15.09.2025."),
    ("2025-09-15", "Thondikulam land suit - commissioner's report not yet received. Adjourned. Next 20.10.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. R. Pazhoor, Principal Junior Civil Judge", short="Pazhoor madam"))
    reg.add_case(Case(id="S1", number="O.S. No. 77 of 2024", short_name="Thondikulam land suit",
                      title="Thondikulam Devaswom vs Ezhumattoor Estates", judge_id="J1", side="plaintiff"))
    for day, text in DAYS:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "date-keeps-falling", build)


@pytest.mark.parametrize("question", [
    "Thondikulam land suit lo date enduku padutundi?",  # Telugu
    "Thondikulam land suit la vaaydha yen podaranga?",  # Tamil
])
def test_why_the_date_falls_is_answered_by_each_day_put_off(pr, question):
    a = pr.ask(question, today="2025-11-01")
    line = first_line(a).lower()
    assert "leave" in line and "instructions" in line and "report" in line, a.answer


@pytest.mark.parametrize("question", [
    "suit mein tarikh kyon padti hai",  # Hindi
    "mamla-r date keno pore jachhe",  # Bengali
    "why does the date in the suit keep falling?",
    "why does the hearing date keep shifting?",
    "date yaake mundoodtare",  # Kannada
    "kesinte thiyathi enthinu maattunnu",  # Malayalam
    "suit ni tarikh kem pade che",  # Gujarati
])
def test_the_date_falling_asked_why_in_any_language(question):
    assert asks_dates_lost(question)


@pytest.mark.parametrize("question", [
    "why was the date of 5 March fixed for evidence?",
    "next date kab padti hai?",  # when, not why
    "why did the witness fall ill?",  # no date asked
])
def test_a_date_or_a_fall_asked_otherwise_is_not_dates_lost(question):
    assert not asks_dates_lost(question)
