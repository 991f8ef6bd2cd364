"""'Doctor witness kaun tha, kya bola?', 'the broker witness — who, what did he say?': a note writes the calling as
courts do — "PW3 Dr. <name> (surgeon)", "PW2 <name> (commission agent)" — not the word asked, and what the witness
said runs on past a sentence where a rate was "fixed". The reply names the witness who deposed, with what they said
(the percentage, the rate, the commission), not the earlier line that only listed "PW3 doctor" for the next date.

A small practice written for these tests (a motor accident claim and a produce-price suit), in other words than
the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="A1", number="MACP 909/2024", short_name="Bhendarkar accident claim",
                                    title="Tulsiram Bhendarkar vs Kavathekar Roadways", side="claimant"))
    practice.registry.add_case(Case(id="S1", number="Spl. Civil Suit 77/2024", short_name="Zirpe onion suit",
                                    title="Gondhalekar Zirpe vs Ilavarasi Traders", side="plaintiff"))
    notes = [
        ("A1", "2025-02-03", "03.02.2025 MACP 909/2024 Bhendarkar - PW1 claimant examined, cross over.\n"
                             "ND 10.03.2025 - PW3 doctor."),
        ("A1", "2025-03-10", "10.03.2025 MACP 909/2024 Bhendarkar - PW3 Dr. Ilavarasi Pazhoor (neuro surgeon)\n"
                             "Proved the disability certificate: 42% permanent disability of the right arm.\n"
                             "Opp. counsel's cross: no board certificate.\nND 14.04.2025"),
        ("S1", "2025-05-06", "06.05.2025 Spl. C.S. 77/2024 Zirpe - PW2 Ruturaj Shelkande (commission agent, mandi)\n"
                             "Chief: price Rs. 31/kg fixed at the shed before him, and the lorry loaded.\n"
                             "Cross: admits he takes 2% commission from the seller.\nND 02.06.2025 - defence evidence."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id=cid, date=day, author="lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "who-deposed-calling", build)


@pytest.mark.parametrize("question", ["Bhendarkar accident claim me doctor witness kaun tha, kya bola?",
                                      "bhendarkar MACP: who was the doctor witness and what did he say?"])
def test_a_doctor_asked_is_the_witness_a_note_writes_dr(pr, question):
    line = first_line(pr.ask(question, today="2025-07-01"))
    assert "Ilavarasi Pazhoor" in line and "42%" in line, line


@pytest.mark.parametrize("question", ["zirpe suit me dalal gawah kaun tha, usne kya bola?",
                                      "Zirpe onion suit: who was the broker witness, what did he say?"])
def test_a_broker_asked_is_the_commission_agent_and_his_account_runs_past_a_rate_fixed(pr, question):
    line = first_line(pr.ask(question, today="2025-07-01"))
    assert "Ruturaj Shelkande" in line and "31/kg" in line and "2% commission" in line, line


def test_a_rate_fixed_is_part_of_the_account_but_a_day_fixed_ends_it():
    from tareekh.agent.who_deposed import _witness_lines

    lines = _witness_lines("PW2 Ruturaj Shelkande examined. Price fixed at the shed. Fixed 02.06.2025 for arguments.")
    assert lines == ["PW2 Ruturaj Shelkande examined. Price fixed at the shed."]
