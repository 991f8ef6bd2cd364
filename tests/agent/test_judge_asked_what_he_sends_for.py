"""What a judge sends for before deciding a kind of application ("… se pehle kya mangwate hain", "what does he call
for before bail"): the order's "let the <report> be called from <office>" is the answer, before the day's outcome
(allowed, convicted) that only shares the application's words.

A small practice written for these tests (one criminal appeal before one judge), with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.habit_asked import asks_called_for
from tareekh.agent.judge_ways import wants
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline

ORDERS = [
    ("2025-05-12", "ORDER SHEET\nCr.A. No. 402 of 2024  Lyngwa Duwarah vs State\n12.05.2025  Shri P. Tamuliphukan for "
                   "the appellant. I.A. No. 2 of 2025, application for suspension of sentence. The appellant was "
                   "convicted under Section 326 IPC and sentenced to RI for 5 years. He has undergone 3 years. "
                   "Let the jail conduct report of the appellant be called from the Superintendent, District Jail. "
                   "List on 09.06.2025.\nSd/- (Lyngwa J.)"),
    ("2025-06-09", "ORDER SHEET\nCr.A. No. 402 of 2024  Lyngwa Duwarah vs State\n09.06.2025  Jail conduct report "
                   "received, conduct satisfactory. I.A. No. 2 is allowed; the execution of the sentence shall remain "
                   "suspended on a personal bond of Rs. 20,000/-.\nSd/- (Lyngwa J.)"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr Justice K. Lyngwa", short="Lyngwa J"))
    reg.add_case(Case(id="A1", number="Cr.A. No. 402 of 2024", short_name="Duwarah appeal",
                      title="Lyngwa Duwarah vs State", judge_id="J1", side="appellant"))
    for day, text in ORDERS:
        practice.ingest_text(text, name=f"order {day}.txt", case_id="A1", date=day, author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-sends-for", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "Lyngwa J suspension of sentence pahile kay magavtat?",  # Marathi
    "what does Lyngwa J call for before suspension of sentence?",  # English
])
def test_what_the_judge_sends_for_is_the_order_that_calls_for_it(pr, question):
    a = pr.ask(question, today="2025-12-01")
    assert "conduct report" in first_line(a), a.answer


def test_a_question_of_sending_for_and_an_order_s_passive_call_are_read():
    assert asks_called_for("bail se pehle kya mangwate hain") and asks_called_for("ಮೊದಲು ಏನು ತರಿಸುತ್ತಾರೆ")
    assert not asks_called_for("Lyngwa J bail kab dete hain")
    assert wants("Let the report be called from the Superintendent.") and not wants("The report was read.")
