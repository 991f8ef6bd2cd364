"""What a witness said or admitted, asked of a witness named by a word, not a number ("the company's HR wala
sakshidar … kay kabul kela?", Marathi: what did he admit; "… ki sakhi dile?", Assamese: what testimony did he give):
the question asks the account itself, and its closing "what did he admit" is never read as who is asking ("kela",
did, is no Kannada "kel-", ask). Also the answer to such a question, from a small practice written for these tests
in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.asker import without_asker
from tareekh.agent.question import _kind
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

SUIT = [
    ("2026-02-05", "05.02.2026 - Industrial Tribunal - Dhulekar v. Sahyadri Textiles\nManagement's witness Khanderao "
                   "Patil (time-keeper) - affidavit Exh. M-3. Our cross: admitted the muster roll for March was "
                   "rewritten in 2025; admitted Dhulekar's gate card was never withdrawn.\nND 19.03.2026 - arguments."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Revati Joglekar", short="Joglekar madam"))
    reg.add_case(Case(id="A1", number="Reference (IDA) 14 of 2025", short_name="Dhulekar reference",
                      title="Sunil Dhulekar vs Sahyadri Textiles Ltd.", judge_id="J1", side="workman"))
    for day, text in SUIT:
        practice.ingest_text(text, name=f"A1 {day}.txt", case_id="A1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-word-account", build)


@pytest.mark.parametrize("question", [
    "dhulekar case madhe management cha sakshidar kon, kay kabul kela",
    "Lakheswar gaonbura ki sakhi dile",
    "time-keeper witness ne kya gawahi di",
    "what did the management witness admit in dhulekar reference",
])
def test_a_witness_s_account_asked_is_what_they_said(question):
    assert _kind(question, False, False, False) == "said"


def test_a_closing_what_did_he_admit_is_no_one_asking():
    text = "dhulekar case madhe sakshidar kon, kay kabul kela"
    assert without_asker(text) == text
    assert without_asker("next date kab hai - Khanderao puchh rahe hain") == "next date kab hai"


def test_what_the_witness_named_by_their_side_admitted_is_answered(pr):
    a = pr.ask("dhulekar case madhe management cha sakshidar kon, kay kabul kela", today="2026-03-01")
    assert "Khanderao" in a.answer and "muster roll" in a.answer, a.answer
