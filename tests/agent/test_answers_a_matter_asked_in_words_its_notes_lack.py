"""A real matter asked in words its notes do not use is answered from what its records hold for the question's sense,
never "no record" while they answer: "protection" from the interim orders in force, "pays on time?" from the
payments and arrears, "why so late?" from the adjournments and their reasons — in any Indian language. A matter whose
records hold no such event still gets an honest "no record". A place word nobody's case holds, typed before a case
type's letters, is a case the practice does not have: said back, never answered with the one matter of that type.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="G1", number="Criminal Misc. Application No. 212 of 2026", short_name="Ganguly quashing",
                      title="Tapan Ganguly vs State", side="petitioner"))
    reg.add_case(Case(id="M1", number="M.C. No. 77 of 2025", short_name="Rekha maintenance",
                      title="Rekha Pillai vs Suraj Pillai", side="petitioner"))
    reg.add_case(Case(id="K1", number="F.A. No. 45 of 2024", short_name="Kothari land appeal",
                      title="Jatin Kothari vs Land Acquisition Officer", side="appellant"))
    reg.add_case(Case(id="C1", number="M.C.O.P. No. 310 of 2025", short_name="Selvi accident claim",
                      title="Selvi vs Arul Transports", side="petitioner"))
    notes = [
        ("G1", "2026-02-03", "Ganguly - notice issued to State. Interim: no coercive steps against the petitioner "
                             "till the next date. Next 14.07.2026."),
        ("M1", "2025-11-10", "Rekha maintenance - respondent paid Rs 15,000 by cheque today. Arrears of Rs 45,000 "
                             "still unpaid. Next 20.01.2026."),
        ("M1", "2026-01-20", "Rekha maintenance - evidence of petitioner begun, chief over. Next 02.03.2026."),
        ("K1", "2025-12-05", "Kothari FA - trial court record not received, to be called again. Next 10.03.2026."),
        ("K1", "2026-03-10", "Kothari FA - record still awaited, registry to remind the district court. "
                             "Next 20.06.2026."),
        ("C1", "2026-01-12", "Selvi claim - PW1 examined, insurer's cross over. Next 09.04.2026 for PW2."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-matter-asked-in-words-its-notes-lack", build)


@pytest.mark.parametrize("question", [
    "Ganguly quashing me koi protection hai abhi?",
    "Ganguly quashing e ekhon kono surokkha ache?",
    "Ganguly quashing la ippo paadhukaappu irukka?",
])
def test_protection_is_answered_from_the_interim_order_in_force(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert not line.startswith(("No record", "Nothing in your notes")), a.answer
    assert "no coercive" in line.lower(), a.answer


@pytest.mark.parametrize("question", [
    "Suraj maintenance time pe deta hai ki nahi?",
    "Rekha maintenance la Suraj samayakku kattuvara?",
    "Rekha maintenance lo Suraj samayaniki chellistunnada?",
    "Rekha maintenance madhe Suraj paise niyamit bharto ka",  # Marathi: "regularly" in its own word
    "Rekha maintenance mein Suraj niyamit roop se paisa deta hai?",  # Hindi
])
def test_paying_on_time_is_answered_from_the_payments_and_arrears(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert not line.startswith(("No record", "Nothing in your notes")), a.answer
    assert "45,000" in line and "15,000" in line, a.answer


@pytest.mark.parametrize("question", [
    "Kothari appeal itna late kyu chal raha hai?",
    "Kothari appeal la evvalavu thaamadham yen?",
    "Kothari appeal la itka ushir ka hot aahe?",
])
def test_why_so_late_is_answered_from_the_adjournments_and_their_reasons(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert not line.startswith(("No record", "Nothing in your notes")), a.answer
    assert "awaited" in line or "not received" in line, a.answer


def test_a_matter_whose_records_hold_no_such_event_still_says_no_record(pr):
    a = pr.ask("Kothari appeal me koi protection hai abhi?", today="2026-04-01")
    assert first_line(a).startswith(("No record", "Nothing in your notes", "Not on record")), a.answer


@pytest.mark.parametrize("question", ["Thanjavur MCOP next date sollu", "Thanjavur MCOP ki next date kya hai?"])
def test_a_place_no_case_holds_before_a_case_type_is_said_back(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert "no case called" in line.lower() and "Thanjavur" in line, a.answer


def test_a_party_the_registry_holds_before_a_case_type_is_that_case(pr):
    a = pr.ask("Selvi MCOP next date sollu", today="2026-04-01")
    assert "9 Apr 2026" in first_line(a), a.answer
