"""'<worker> ke saath kaam karne wala gawah kaun tha?': the witness described as the party's fellow worker — the note
writes "(co-worker, same shift)" — is the one asked; "kaam karne wala" describes a person, it asks for no work left.

A small practice written for this test (a wage claim's notes), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="L.C. Case No. 8 of 2025", short_name="Zohmingthanga wage claim",
                                    title="Zohmingthanga vs Tuirial Cement Works", side="workman"))
    notes = [
        ("2025-05-12", "12.05.2025 Labour Court - Zohmingthanga wage claim - WW1 Zohmingthanga examined in chief: "
                       "loader at the kiln, 10 hr shifts, no overtime paid. ND 16.06.2025"),
        ("2025-06-16", "16.06.2025 Labour Court - WW2 Tlangsiama Hmarzote (co-worker, same shift) examined - "
                       "confirmed the 10 hr shifts. Cross by the company's counsel. ND 21.07.2025 for MW1"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="W1", date=day)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "fellow-worker-witness", build)


@pytest.mark.parametrize("question", ["Zohmingthanga ke saath kaam karne wala gawah kaun tha",
                                      "who was the co-worker witness in the Zohmingthanga wage claim"])
def test_the_fellow_worker_witness_is_named(pr, question):
    a = pr.ask(question, today="2025-07-01")
    assert "Tlangsiama Hmarzote" in first_line(a), a.answer


def test_kaam_karne_wala_asks_no_work_left():
    from tareekh.agent.question import _PENDING

    assert _PENDING.search("budhan ke saath kaam karne wala gawah kaun tha") is None
    assert _PENDING.search("kal ka kaam kya hai") is not None
