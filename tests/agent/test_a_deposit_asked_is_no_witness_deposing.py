"""'Did the insurer deposit the money?' asks of a payment: "deposit" is no word of deposing, so the claimant's own
examination as a witness is no yes; and a note that the insurer "deposited the award Rs. …" records that payment —
it is not the order of the sum, after which no payment would be recorded.

Invented practice, in words of my own."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, first_line


def _claim(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL9", name="Ilavarasi Thungamma"))
    reg.add_case(Case(id="C9", number="W.C. Case No. 17 of 2025", short_name="Thungamma quarry death claim",
                      title="Ilavarasi Thungamma vs Vemuganti Stone Works", client_id="CL9", side="claimant"))
    notes = [
        ("2026-01-19", "Thungamma claim - AW1 Ilavarasi examined; insurer's counsel cross: asked who paid the wages, "
                       "she said the quarry munshi. Next 02.03.2026."),
        ("2026-03-02", "Thungamma claim - insurer's witness absent, last chance. Next 20.04.2026."),
        ("2026-06-15", "Thungamma claim 15.6 - insurer deposited the award Rs. 9,84,500 + interest Rs. 61,200 by DD. "
                       "Ilavarasi to get Rs. 3,00,000 in hand, rest in FD. Next 10.08.2026 for FD."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"c9_{day}.txt", case_id="C9", date=day)


@pytest.mark.parametrize("question", [
    "insurance company ne Ilavarasi case me paisa deposit kiya kya?",  # Hindustani in Latin letters
    "Has the insurer deposited the money in Ilavarasi's case?",         # English
])
def test_the_deposit_is_answered_from_the_note_that_records_it(practice, question):
    _claim(practice)
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Yes"), ans.answer
    assert "9,84,500" in line, ans.answer
    assert "AW1" not in line, ans.answer
    assert cited_ok(practice, ans)
