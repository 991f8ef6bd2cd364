"""A sum asked by the money it is ("<deceased> ki income kitni dikhayi humne claim mein?") is read from the record of
the one matter whose sentence names that money ("argued: income 4 lakh p.a. (receipts 3.6 + 4.4 lakh)"), though the
notes that name the deceased rank above it in a plain reading of the question's words; the answer is that sum,
never the lines alone.

Own small practice (an accident claim), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-09-10", "Certificate of the Sarpanch, Kolasar: Late Sh. Dharmveer Thakurdas was a tractor owner and "
                   "farmer of Kolasar, and his income from farming and the tractor was good. Survived by wife Smt. Rampyari and two sons."),
    ("2026-02-11", "MACT claim Rampyari - issue framed: whether Dharmveer Thakurdas died due to rash driving of the "
                   "tanker. Next 20.04.2026."),
    ("2026-04-20", "Rampyari claim - PW1 Rampyari examined about Dharmveer Thakurdas and the tractor. Cross: no ITR "
                   "filed by Dharmveer, no proof of his income. Next 02.07.2026."),
    ("2025-06-02", "FIR No. 88/2025, P.S. Kolasar: tanker hit the tractor of Dharmveer Thakurdas on the canal road."),
    ("2025-06-03", "Post-mortem report of Dharmveer Thakurdas, aged 39: head injuries, death on the spot."),
    ("2025-07-15", "Driving licence of Dharmveer Thakurdas, his income papers, tractor RC and insurance papers collected from Rampyari."),
    ("2026-07-02", "Rampyari claim - PW2 Satpal, eyewitness, saw the tanker hit Dharmveer's tractor. Next 05.10.2026."),
    ("2026-07-03", "Rampyari claim - the insurer's reply says Dharmveer Thakurdas had no valid licence for a "
                   "tractor with trolley."),
    ("2026-07-04", "Rampyari claim - Dharmveer Thakurdas's brother says the tractor was Dharmveer's own."),
    ("2026-10-05", "Rampyari claim - arguments: I argued income 4 lakh p.a. (mandi receipts 3.6 + 4.4 lakh), age 39, "
                   "multiplier 15. Insurer sought time. Next 09.11.2026."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="M.A.C.P. No. 58 of 2025", short_name="Rampyari MACT",
                                    title="Smt. Rampyari vs Bhagwantpur Tankers & another", side="petitioner"))
    practice.registry.add_case(Case(id="M2", number="O.S. No. 12 of 2026", short_name="Satpal well suit",
                                    title="Satpal vs Gram Panchayat Kolasar", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"rampyari {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "money-named-grounds-sum", build)


def test_the_income_shown_is_the_sum_of_the_note_that_names_the_income(pr):
    line = first_line(pr.ask("dharmveer thakurdas ki income kitni dikhayi hai humne MACT mein", today="2026-11-01"))
    assert line.startswith("Rs. 4,00,000"), line
    assert "3.6 + 4.4 lakh" in line, line
