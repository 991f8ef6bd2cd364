"""'<matter> bail ka pura haal' asks the whole story of the bail ("haal": how things stand, told in full), not whether
it still stands: the answer tells the order's terms — the bond and the condition set — not only "Yes — the bail
stands". Invented practice, in words of my own."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case


def _bail(practice) -> None:
    practice.registry.add_case(Case(id="B4", number="B.A. No. 611 of 2026", short_name="Dhondiba goat theft bail",
                                    title="Dhondiba Pallikara vs State", side="accused"))
    notes = [
        ("2026-05-06", "Dhondiba bail - APP sought case diary; court called for antecedents. Next 13.05.2026."),
        ("2026-05-13", "IN THE COURT OF THE SESSIONS JUDGE\nB.A. No. 611 of 2026\nOrder dated 13.05.2026\n"
                       "Heard both sides. The applicant is in custody since 20.04.2026; the goats are recovered.\n"
                       "The applicant be released on bail on furnishing a bond of Rs. 35,000 with one surety of like\n"
                       "amount, on condition that he shall mark his presence at Ghorpadewadi police station on every\n"
                       "Monday for three months. The bail application is allowed and disposed of."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"b4_{day}.txt", case_id="B4", date=day)


@pytest.mark.parametrize("question", [
    "Dhondiba goat bail ka pura haal",        # Hindustani in Latin letters
    "Dhondiba goat bail da saara haal",       # Punjabi in Latin letters
])
def test_the_whole_story_of_the_bail_tells_its_terms(practice, question):
    _bail(practice)
    ans = practice.ask(question, today="2026-07-01")
    assert "35,000" in ans.answer, ans.answer
    assert "monday" in ans.answer.lower(), ans.answer
    assert not ans.answer.startswith("Yes — the bail stands"), ans.answer
