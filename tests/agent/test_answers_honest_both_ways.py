"""Honest both ways: a yes or no about an event no record says happened ("final decree aayo", "judgment aaya") is
answered "no record" whether or not the lawyer typed the "?", and a plaint's prayer for a decree is no decree; an
event a note does record stays a yes. "Who from the bank deposed?" names the witness the notes describe so, not the
matter's last hearing; a party's bare name quotes the rest of the day's plan item that names them (what the day needs).

A small practice written for these tests (a partition suit, a cheque complaint, a maintenance petition), in other
words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-05-04"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="O.S. No. 77 of 2025", short_name="Tholpetty partition",
                      title="Ittiavira vs Chundakkattil Annamma", side="plaintiff"))
    reg.add_case(Case(id="P2", number="O.S. No. 12 of 2024", short_name="Pazhoor partition",
                      title="Mathai vs Pazhoor Punnoose", side="plaintiff"))
    reg.add_case(Case(id="C1", number="S.T. No. 318 of 2025", short_name="Mallapally cheque case",
                      title="Koshy Traders vs Jomon", side="complainant"))
    reg.add_case(Case(id="M1", number="M.C. No. 45 of 2025", short_name="Leelamma maintenance",
                      title="Leelamma Pazhoor vs Shibu Pazhoor", side="petitioner"))
    notes = [
        ("P1", None, "PLAINT FOR PARTITION. The plaint schedule property of 31 cents belonged to the late father. "
                     "The plaintiff prays for a preliminary decree for partition of the property by metes and "
                     "bounds, his 1/4 share allotted, and mesne profits."),
        ("P1", "2026-02-10", "OS 77/25 Tholpetty - written statement filed by D1. Issues to be framed. "
                             "Next 16.03.2026."),
        ("P1", "2026-03-16", "OS 77/25 Tholpetty - issues framed. PW1 chief affidavit to be filed. Next 20.04.2026."),
        ("P2", "2026-03-03", "OS 12/24 Pazhoor partition - arguments heard. Preliminary decree passed today, "
                             "advocate commissioner to divide the property. Next 22.04.2026."),
        ("C1", "2026-01-20", "ST 318/25 Mallapally - PW2 bank summons to be taken out. Next 24.02.2026."),
        ("C1", "2026-02-24", "ST 318/25 Mallapally - PW2 Rosamma Pathrose, Catholic Syrian Bank Ranni branch "
                             "manager came and proved the return memo and the statement of account. Prosecution "
                             "evidence closed. Next 30.03.2026 for 313."),
        ("C1", "2026-03-30", "ST 318/25 Mallapally - accused questioned under 313. Next 11.05.2026 for defence."),
        ("M1", "2026-03-09", "MC 45/25 Leelamma - respondent cross-examined, admits a salary of Rs 28,000. "
                             "Next 04.05.2026 for arguments."),
        ("M1", TODAY, "04.05.2026 plan\n- Family Ct: Leelamma maintenance - arguments. Arrears chart "
                      "ready\n(Rs. 42,500 due); salary slips of respondent; school fee receipts.\n- Office: bar "
                      "association dues."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day or 'plaint'}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "honest-both-ways", build)


def _says_no_record(line: str) -> bool:
    return any(w in line.lower() for w in ("no record", "not on record", "nothing in your notes"))


@pytest.mark.parametrize("question", [
    "tholpetty partition il final decree aayo",
    "tholpetty partition il final decree aayo?",
    "Tholpetty partition final decree hua",
    "tholpetty partition judgment aaya",
])
def test_an_event_no_record_says_happened_is_no_record(pr, question):
    a = pr.ask(question, today=TODAY)
    assert _says_no_record(first_line(a)), a.answer


@pytest.mark.parametrize("question", [
    "pazhoor partition il preliminary decree aayo",
    "Pazhoor partition preliminary decree hua?",
])
def test_an_event_a_note_records_is_not_no_record(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not _says_no_record(first_line(a)), a.answer
    assert "preliminary decree passed" in a.answer.lower(), a.answer


@pytest.mark.parametrize("question", [
    "mallapally cheque case il bankil ninnu aaru mozhi koduthu",
    "who from the bank deposed in the Mallapally cheque case?",
])
def test_who_from_a_body_deposed_names_the_witness(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert "Rosamma Pathrose" in line and "Bank" in line, a.answer


def test_a_bare_name_quotes_the_day_s_plan_item_whole(pr):
    a = pr.ask("leelamma", today=TODAY)
    assert "42,500" in a.answer, a.answer
