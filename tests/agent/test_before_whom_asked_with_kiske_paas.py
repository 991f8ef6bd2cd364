"""'Before whom' asked the way a revenue-court lawyer types it: "kis SDM ke paas hai", "kiske paas lagi hai" — the
matter's court and officer from the registry. Asked as of a past day, the next date said beside them is the one the
notes up to that day set, not the register's later one. Invented matters, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge


def _build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JR", name="Smt. Rajnandini Kuldeep (HCS)", court="SDM, Adampur"))
    reg.add_case(Case(id="A1", number="Mutation Appeal No. 41 of 2025", short_name="Sonamati mutation appeal",
                      title="Sonamati vs State", side="appellant", judge_id="JR", court="SDM (Civil), Adampur",
                      stage="arguments", next_date="2026-02-10"))
    practice.ingest_text("1.10.25 SDM Adampur - Sonamati mutation appeal. Reply filed by the patwari. ND 12.11.2025",
                         name="n1.txt", case_id="A1", date="2025-10-01", author="Lawyer")
    practice.ingest_text("12.11.25 SDM Adampur - Sonamati mutation appeal. Arguments part "
                         "heard. ND 10.2.2026",
                         name="n2.txt", case_id="A1", date="2025-11-12", author="Lawyer")


@pytest.mark.parametrize("question", [
    "sonamati mutation appeal ab kis SDM ke paas hai",
    "sonamati wali mutation appeal kiske paas lagi hai?",
    "sonamati mutation appeal kis officer ke samne chal rahi hai",
])
def test_kiske_paas_asks_the_matters_court_and_officer(practice, question):
    _build(practice)
    ans = practice.ask(question, today="2026-01-20")
    first = ans.answer.splitlines()[0]
    assert "Rajnandini Kuldeep" in first and "SDM (Civil), Adampur" in first, ans.answer


def test_asked_as_of_a_past_day_the_next_date_is_the_notes_of_that_day(practice):
    _build(practice)
    ans = practice.ask("sonamati mutation appeal kiske paas lagi hai?", today="2025-10-20")
    first = ans.answer.splitlines()[0]
    assert "Rajnandini Kuldeep" in first, ans.answer
    assert "12 Nov 2025" in first and "10 Feb 2026" not in first, ans.answer
