"""A case named with the question language's postposition or question word is still the case asked about; a title
after a surname the practice does not hold is said back.

"X r case t" (Assamese: in X's case), "X ra case re" (Odia: in X's case), "kau kau case" / "kon kon case" (which
cases): the postposition and the question word are the question's own words, not a case's name, so the answer is
never "No such case". "Y madam r divorce case" where no judge, counsel, party or client is called Y: said back as no
such person, not answered from the practice's one divorce case. A small practice written for these tests, in other
words than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import home_built_by

NOTES = [
    ("K1", "2025-10-20", "Mridula accident claim - arguments heard, award reserved. Award on 18.12.2025."),
    ("K2", "2025-11-03", "Tanushree divorce - PW1 cross in part by husband's counsel. Next 09.12.2025 for further cross."),
    ("K3", "2025-11-10", "Haripur land suit - DW1 examined. Next 11.12.2025 for DW2."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="KC1", name="Mridula Kalita"))
    reg.add_person(Client(id="KC2", name="Tanushree Deka"))
    reg.add_person(Client(id="KC3", name="Bhabani Sahu"))
    reg.add_person(Judge(id="KJ1", name="Principal Judge, Family Court"))
    reg.add_case(Case(id="K1", number="M.A.C. 77/2024", short_name="Mridula accident claim",
                      title="Mridula Kalita vs Northern Transport and another", client_id="KC1", side="claimant"))
    reg.add_case(Case(id="K2", number="Matrimonial Suit 12/2025", short_name="Tanushree divorce",
                      title="Tanushree Deka vs Pranjal Deka", client_id="KC2", side="petitioner", judge_id="KJ1"))
    reg.add_case(Case(id="K3", number="T.S. 40/2023", short_name="Haripur land suit",
                      title="Bhabani Sahu vs Kalandi Sahu", client_id="KC3", side="plaintiff"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "postpositions-titles", lambda p, _folder: build(p))


def test_which_cases_in_odia_is_a_question_word_not_a_case_name(pr):
    a = pr.ask("december re kau kau case ra date achhi?", today="2025-12-01")
    assert not a.answer.startswith("No such case"), a.answer


def test_a_client_named_with_a_kinship_word_and_an_odia_postposition_is_his_case(pr):
    a = pr.ask("Bhabani mausa ra case re next date kebe?", today="2025-12-01")
    assert not a.answer.startswith("No such case"), a.answer


def test_a_judge_by_a_surname_the_practice_does_not_hold_is_said_back(pr):
    a = pr.ask("saikia madam r divorce case t ki obostha?", today="2025-12-01")
    first = a.answer.strip().splitlines()[0].lower()
    assert "saikia" in first and "no record" in first, a.answer


def test_which_matter_in_odia_is_a_question_word_not_a_case_name(pr):
    a = pr.ask("kau matter re award reserve achhi ebe?", today="2025-12-01")
    assert not a.answer.startswith("No such case"), a.answer
    assert "Mridula" in a.answer, a.answer


NOTES_2 = [
    ("R1", "2025-11-21", "Rajeev NDPS - IO absent, bailable warrant issued against IO. Next 16.12.2025 for PW4."),
    ("R2", "2025-11-17", "W.P.(C) 901/2025 - Standing counsel for the State sought time to get sanction. Fixed on 15.12.2025 for orders."),
]


def build_2(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="RC1", name="Rajeev Baruah"))
    reg.add_person(Client(id="RC2", name="Nabanita Hazong"))
    reg.add_case(Case(id="R1", number="Spl. NDPS 31/2025", short_name="Rajeev NDPS",
                      title="State vs Rajeev Baruah", client_id="RC1", side="accused"))
    reg.add_case(Case(id="R2", number="W.P.(C) 901/2025", short_name="Nabanita writ",
                      title="Nabanita Hazong vs State of Assam", client_id="RC2", side="petitioner"))
    for case_id, day, text in NOTES_2:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def script_home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "script-endings", lambda p, _folder: build_2(p))


@pytest.fixture
def pr2(script_home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(script_home))
    yield p
    p.close()


def test_a_name_with_a_glued_case_ending_in_assamese_script_is_the_case(pr2):
    a = pr2.ask("ৰাজীৱৰ কেছত শেষ বাৰ কি হ'ল?", today="2025-12-01")
    assert "Rajeev NDPS" in a.answer.splitlines()[0] or "warrant" in a.answer, a.answer
    assert not a.answer.startswith("Nothing in your notes"), a.answer


def test_a_name_with_a_kinship_word_in_assamese_script_is_the_case(pr2):
    a = pr2.ask("নৱনীতা বাইদেউৰ writ ৰ পিছৰ তাৰিখ কেতিয়া?", today="2025-12-01")
    assert "15 Dec 2025" in a.answer or "15.12.2025" in a.answer, a.answer
    assert "Rajeev" not in a.answer, a.answer
