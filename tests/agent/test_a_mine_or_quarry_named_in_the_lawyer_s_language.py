"""A matter named by the mine or quarry it is about, in the lawyer's language ("khani writ", Odia; "kvaari writ",
Tamil; "खदान वाली अपील", Hindi), while the registry writes "mining lease" or "quarry" in English, is the one matter
of that kind whose registry entry writes it; a mine asked with a kind of case no mining matter is of is said back.

A small practice written for these tests (a granite quarry licence writ, a teacher's service writ, a land appeal),
in other languages and courts than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("Q1", "2026-02-10", "Pulikottil Granites writ. Counter of the Geology department not filed. Next date 24.03.2026."),
    ("Q2", "2026-02-11", "Ranganayaki service writ. Reply filed by the school. Next date 17.04.2026."),
    ("Q3", "2026-02-12", "Veeramangalam land appeal. Arguments heard in part. Next date 08.05.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="Q1", number="W.P. No. 3307 of 2025", short_name="Pulikottil writ",
                      title="Pulikottil Granites vs State", nature="writ against the cancellation of a granite quarry "
                      "lease and the stopping of mining", side="petitioner"))
    reg.add_case(Case(id="Q2", number="W.P. No. 5120 of 2025", short_name="Ranganayaki writ",
                      title="Ranganayaki vs Director of School Education", nature="writ for the regularisation of a "
                      "teacher's service", side="petitioner"))
    reg.add_case(Case(id="Q3", number="A.S. No. 61 of 2025", short_name="Veeramangalam appeal",
                      title="Thuraipakkam vs Veeramangalam", nature="first appeal in a suit for the possession of "
                      "agricultural land", side="appellant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "mine_in_its_language", build)


def test_an_odia_word_for_a_mine_names_the_one_mining_writ(pr):
    a = pr.ask("khani writ ra next date kebe?", today="2026-03-01")
    assert "24 Mar 2026" in first_line(a) or "24.03.2026" in first_line(a), a.answer
    assert "No such case" not in a.answer


def test_a_tamil_word_for_a_quarry_names_the_one_quarry_writ(pr):
    a = pr.ask("kvaari writ adutha date eppo?", today="2026-03-01")
    assert "24 Mar 2026" in first_line(a) or "24.03.2026" in first_line(a), a.answer


def test_a_mine_asked_with_a_word_the_writ_holds_too_names_it(pr):
    a = pr.ask("khadan lease wali writ ki agli tareekh kab hai", today="2026-03-01")
    assert "24 Mar 2026" in first_line(a) or "24.03.2026" in first_line(a), a.answer


def test_a_mine_asked_of_a_kind_no_mining_matter_is_of_is_said_back(pr):
    # the one appeal is about farm land: a quarry appeal is another matter, never answered from it
    a = pr.ask("khadan wali appeal ki agli tareekh kab hai", today="2026-03-01")
    assert first_line(a).startswith("No such case"), a.answer
    assert "8 May 2026" not in a.answer and "08.05.2026" not in a.answer
