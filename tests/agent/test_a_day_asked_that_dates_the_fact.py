"""A day asked may date the fact, not the note (agent/closest.py): "what arrears did the landlord's witness show
on 1.4.24?" is written in the witness's examination a year later ("arrears on 01.04.2024 were Rs …"). The record of
another day that writes the day asked and holds more of the question's words than the day's own record comes
first; a question of what happened on a day still reads that day's record first.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="R1", number="R.C.O.P. No. 77 of 2024", short_name="Kundavai rent case",
                                    title="Kundavai Ammal vs Vandhiyathevan", side="petitioner"))
    practice.ingest_text(
        "01.04.2024 - Kundavai rent case - notice to Vandhiyathevan: rent of the shop unpaid since October, the "
        "arrears to be paid within 15 days.", name="R1 notice.txt", case_id="R1", date="2024-04-01",
        author="Lawyer")
    practice.ingest_text(
        "10.06.2025 - Kundavai rent case - PW2 Poonguzhali, the rent collector, examined: produced the receipt book; "
        "arrears on 01.04.2024 were Rs 48,600. Cross by the tenant's counsel: receipts not signed. Next 22.07.2025.",
        name="R1 2025-06-10.txt", case_id="R1", date="2025-06-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "day-dates-the-fact", build)


@pytest.mark.parametrize("question", [
    "kundavai rent case - what arrears did the rent collector PW2 show on 1.4.24?",
    "kundavai rent case la PW2 rent collector 1.4.24 annikki arrears evvalavu kaattinaanga?",  # Tamil
])
def test_the_examination_that_writes_the_day_asked_answers_before_the_day_s_own_record(pr, question):
    a = pr.ask(question, today="2025-08-01")
    assert "48,600" in first_line(a), a.answer


def test_what_happened_on_a_day_still_reads_that_day_s_own_record(pr):
    # the later examination writes the day too, but holds none of the question's words in the sentence that does
    a = pr.ask("kundavai rent case me 1.4.24 ko notice me kya likha tha?", today="2025-08-01")
    assert "15 days" in a.answer and "48,600" not in first_line(a), a.answer
