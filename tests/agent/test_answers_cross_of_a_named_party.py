"""A cross asked of a named witness, or of the party who was the witness, asks what was suggested, admitted or denied
in it: that witness's cross, found by the name though a counsel is named beside it ("<name> ke cross mein <counsel> ne
kya suggest kiya?") and though another witness's line names them as kin ("PW2 - <name>'s father"); a witness asked by
role as the one who saw it ("the eyewitness", "chashmdeed", "pratyaksha sakshi") is the one the notes call so.

A small practice written for these tests (a maintenance petition and an accident claim), in other words than the
data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC9", name="Adv. Harshad Kolte"))
    reg.add_case(Case(id="M1", number="M.P. No. 77 of 2025", short_name="Shabnam maintenance",
                      title="Shabnam Bano vs Irshad Ali", side="petitioner", counsel_id="OC9"))
    reg.add_case(Case(id="M2", number="M.A.C.P. No. 319 of 2024", short_name="Sumalatha accident claim",
                      title="Sumalatha vs Transport Corporation", side="petitioner"))
    notes = [
        ("M1", "2025-02-10", "PW1 Shabnam examined in chief, affidavit tendered, marriage certificate marked. "
                             "Kolte sought time for cross. Next date 10.03.2025."),
        ("M1", "2025-03-10", "PW1 cross-examined by Kolte for about an hour. Suggestion that she left the house of "
                             "her own will in March 2024 - denied. Admitted she gives tuitions at home since June 2024. "
                             "Next date 07.04.2025."),
        ("M1", "2025-04-07", "PW2 - Shabnam ki ammi Smt. Zubeda examined in chief (daughter sent back after a beating). "
                             "Next date 05.05.2025."),
        ("M2", "2025-01-15", "PW1 Sumalatha (widow) cross-examined; she was not at the spot. Next date 12.02.2025."),
        ("M2", "2025-02-12", "PW2 Gopal Naik (eyewitness, fruit stall at the bus stand) examined in chief - the bus "
                             "jumped the red light and dragged the scooter. Next date 14.03.2025."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "cross-named-party", build)


@pytest.mark.parametrize("question", ["Shabnam ne cross me kya maana?",
                                      "What did Shabnam admit in cross?",
                                      "Shabnam cross la kay kabool kela?"])
def test_the_party_who_was_the_witness_is_found_though_kin_of_hers_is_another_witness(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "PW-1" in first_line(a), a.answer
    assert "tuitions" in first_line(a), a.answer


@pytest.mark.parametrize("question", ["Shabnam ke cross mein Kolte ne kya suggest kiya tha?",
                                      "What did Kolte suggest to Shabnam in cross?"])
def test_a_cross_asked_with_the_cross_examining_counsel_named_is_the_witness_s_cross(pr, question):
    a = pr.ask(question, today="2025-06-01")
    line = first_line(a)
    assert "PW-1" in line and "left the house" in line, a.answer


@pytest.mark.parametrize("question", ["Who is the eye-witness in the Sumalatha claim and what did he say?",
                                      "Sumalatha claim mein chashmdeed gawah ne kya kaha?",
                                      "Sumalatha claim-la neradi saatchi enna sonnaar?",
                                      "Sumalatha claim lo pratyaksha sakshi emi cheppadu?",
                                      "Sumalatha claim madhe pratyakshdarshi kay mhanala?"])
def test_a_witness_asked_as_the_one_who_saw_it_is_the_one_the_notes_call_eyewitness(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "PW-2" in first_line(a) and "Gopal Naik" in first_line(a), a.answer
    assert "red light" in a.answer, a.answer
