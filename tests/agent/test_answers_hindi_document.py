"""A document titled in Hindi is found by the word a lawyer types for it, and its own number and date are read.

"chargesheet kab lagi thi, number kya hai?" asks when a charge sheet was filed: "kab lagi thi" is the past, not a
next date. The charge sheet is titled "आरोप पत्र" and carries the FIR's number and date beside its own; the answer
gives the line that writes the charge sheet's own number and date, not the FIR's. A small practice written for
these tests, in other words than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, home_built_by

CHARGE_SHEET = ("आरोप पत्र (धारा 173 दं.प्र.सं.)\n"
                "जनपद: कानपुर नगर   थाना: कल्याणपुर   वर्ष: 2023   प्र.सू.रि. सं.: 0519/2023   दिनांक: 03.02.2023\n"
                "आरोप पत्र सं.: 0144/2023   दिनांक: 27.06.2023\n"
                "धाराएं: 324, 504 भा.दं.सं.\n"
                "आरोपित अभियुक्त: सोनू पाल पुत्र रामबाबू पाल\n")

NOTES = [
    ("2025-01-09", "Kalyanpur hurt trial - charge framed u/s 324 IPC. Next 13.03.2025 for PW-1."),
    ("2025-03-13", "Kalyanpur hurt trial - PW-1 absent. Next 22.05.2025."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="H1", number="S.T. No. 88 of 2024", short_name="Kalyanpur hurt trial",
                                    title="State vs Sonu Pal", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="H1", date=day, author="Lawyer")
    drop_file(practice, tmp, "scan_aarop_patra.txt", CHARGE_SHEET, "H1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "hindi-doc", build)


def test_a_charge_sheet_titled_in_hindi_answers_when_it_was_filed_and_its_number(pr):
    a = pr.ask("Kalyanpur hurt trial ki chargesheet kab lagi thi, number kya hai?", today="2025-04-01")
    first = a.answer.splitlines()[0]
    assert first.startswith("27 Jun 2023"), a.answer  # the charge sheet's own date, not the FIR's 03.02.2023
    assert "0144" in first
    assert not first.startswith("Nothing in your notes") and not first.startswith("Next date")


def test_when_a_thing_was_put_up_in_the_past_is_no_next_date_question():
    from tareekh.agent.question import _kind

    assert _kind("chargesheet kab lagi thi?", False, False, False) != "next_date"
    assert _kind("Kalyanpur trial kab lagegi?", False, False, False) == "next_date"
