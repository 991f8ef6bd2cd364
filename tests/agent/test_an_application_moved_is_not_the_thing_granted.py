"""A thing asked done ("was it sent to the handwriting expert?", "<thing> ku anuppunaangala?") whose best line is only
the application moved for it ("Respondent filed I.A. to send the receipt to a handwriting expert"): the filing is
not the thing granted. A later record of the matter that gives the application's fate answers: dismissed — No;
allowed — Yes. The filing asked is still answered by the filing.

Invented practice: one rent suit whose respondent moved to send a receipt to a handwriting expert."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def _build(outcome: str):
    def build(practice, tmp) -> None:
        practice.registry.add_case(Case(
            id="K1", number="R.C.O.P. No. 12 of 2026", short_name="Kolanji rent case",
            title="M. Kolanji vs S. Sengodan", side="landlord", next_date="2026-06-10",
            nature="eviction for wilful default in rent"))
        for day, text in (
                ("2026-02-10", "10.2.26 RCOP 12/26 Kolanji - Rent Controller. Respondent filed I.A. to send the rent "
                               "receipt to a handwriting expert. Our counter filed today."),
                ("2026-03-17", f"ORDER IN I.A. No. 4 of 2026 dated 17.03.2026. The respondent seeks to send the rent "
                               f"receipt to a handwriting expert. The I.A. is {outcome}. Call on 10.06.2026.")):
            practice.ingest_text(text, name=f"rcop {day}.txt", case_id="K1", date=day, author="Lawyer")
    return build


@pytest.fixture(scope="module")
def dismissed(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "moved-dismissed", _build("dismissed")), create=False)
    yield p
    p.close()


@pytest.fixture(scope="module")
def allowed(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "moved-allowed", _build("allowed")), create=False)
    yield p
    p.close()


@pytest.mark.parametrize("question", ["kolanji case receipt handwriting expert ku anuppunaangala?",
                                      "Was the receipt in the Kolanji rent case sent to the handwriting expert?"])
def test_a_later_dismissal_answers_no(dismissed, question):
    a = dismissed.ask(question, today="2026-04-01")
    assert first_line(a).startswith("No"), a.answer
    assert "dismissed" in first_line(a), a.answer


def test_a_later_allowing_answers_yes(allowed):
    a = allowed.ask("Was the receipt in the Kolanji rent case sent to the handwriting expert?", today="2026-04-01")
    assert first_line(a).startswith("Yes"), a.answer
    assert "17 Mar 2026" in first_line(a), a.answer


def test_the_filing_asked_is_answered_by_the_filing(dismissed):
    a = dismissed.ask("Kolanji rent case - did the respondent file an IA for the handwriting expert?",
                      today="2026-04-01")
    assert first_line(a).startswith("Yes"), a.answer
    assert "10 Feb 2026" in first_line(a), a.answer
