"""A witness asked of by the side that called them — the employer in a labour dispute ("company ka gawah kaun hai",
"the management's witness") — is the one the order sheet writes as the management witness ("MW1 Sri …, Manager
(Personnel), … Ltd."), by name, not a later chat that calls them only "the company's officer".

Invented practice, in words of my own."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="I.D. Case No. 88 of 2024", short_name="Jhumri retrenchment dispute",
                                    title="Jhumri Vellakkal vs Tarangini Alloys Ltd.", side="workman"))
    notes = [
        ("2025-02-11", "Jhumri dispute - WW1 Jhumri Vellakkal chief filed; cross by the company's counsel over. "
                       "Next 18.03.2025."),
        ("2025-03-18", "LABOUR COURT\nI.D. Case No. 88 of 2024\nOrder dated 18.03.2025\n"
                       "MW1 Sri Kavungal Ondipudur, Sr. Manager (Personnel), Tarangini Alloys Ltd., files his "
                       "affidavit in chief. Cross by the workman in part. Call on 29.04.2025."),
        ("2025-04-29", "Jhumri dispute 29.4 - company ka personnel officer ka cross pura hua. Unki gawahi band. "
                       "Arguments on 10.06.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note W1 {day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "company-witness", build)


@pytest.mark.parametrize("question", [
    "Jhumri case me company ka gawah kaun hai",        # Hindustani in Latin letters
    "who is the management's witness in the Jhumri dispute?",  # English
])
def test_the_employer_s_witness_is_named(pr, question):
    a = pr.ask(question, today="2025-05-10")
    assert "Ondipudur" in a.answer, a.answer
