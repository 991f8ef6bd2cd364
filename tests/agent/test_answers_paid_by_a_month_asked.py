"""A payment asked yes or no of a month ("… March-la kattinara?", "… March ma bharyu ke nahi?") that no line holding
the question's own words answers: the newest record of that month that states a sum owed or a payment missed, said
as "Not shown paid", with what the record says beside it (the party absent) — not lines picked for the month's name.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="E1", number="Ex. No. 8 of 2025", short_name="Nizami execution",
                                    title="Rupjyoti Nizami vs Dipen Qadri", side="decree holder"))
    practice.ingest_text("Nizami execution - JD Qadri agreed to clear the decree in monthly parts of Rs 20,000 "
                         "from February. Next date 14.03.2026.", name="ex 1.txt", case_id="E1", date="2026-01-20",
                         author="Lawyer")
    practice.ingest_text("Nizami execution - Rs 20,000 received by DD for February.", name="ex 2.txt",
                         case_id="E1", date="2026-02-16", author="Lawyer")
    practice.ingest_text("Nizami execution. JD Qadri absent, his counsel silent. Balance due Rs. 1,60,000 with "
                         "interest. Next date 25.04.2026.", name="ex 3.txt", case_id="E1", date="2026-03-14",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paid-by-a-month", build)


@pytest.mark.parametrize("question", ["Nizami execution lo Qadri March lo dabbu kattara?",
                                      "Nizami execution ma Qadri e March ni date ma bharyu ke nahi?",
                                      "Nizami execution e Qadri March mase taka joma korlo?",
                                      "did Qadri pay in March in the Nizami execution?",
                                      "Nizami execution mein Qadri ne March mein paisa jama kiya?",
                                      "Nizami execution madhe Qadri ne March madhe paise bharle ka?"])
def test_a_payment_asked_of_a_month_is_answered_from_that_month_s_record(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert line.startswith("Not shown paid") and "1,60,000" in line and "absent" in line, a.answer


def test_a_payment_asked_of_no_month_is_not_read_from_whatever_sum_was_paid_last(pr):
    a = pr.ask("did Qadri pay the 143A compensation in the Nizami execution?", today="2026-04-01")
    assert not first_line(a).startswith(("Yes", "Not shown paid")), a.answer
