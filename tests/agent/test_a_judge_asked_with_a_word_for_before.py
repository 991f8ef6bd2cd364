"""A judge asked of with a word that is "before" in one language and "facing, against" in another ("<judge> samor
aamchi konti matter", Marathi) names the bench the lawyer's matters are before, not the other side; a counsel asked
of with the same word is still the other side's.

A small practice written for these tests: a judge with one matter before him, a counsel of the other side in another.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Kshitij Valsangkar", short="Valsangkar sir"))
    reg.add_person(Counsel(id="OC1", name="Adv. Phanibhushan Zirpe"))
    reg.add_case(Case(id="P1", number="Partition Suit No. 301 of 2023", short_name="Dhekial family partition",
                      title="Ujjwalkanti Dhekial vs Nirode Dhekial", side="plaintiff", judge_id="J1"))
    reg.add_case(Case(id="R1", number="Rent Suit No. 77 of 2025", short_name="Velmurugesan godown rent suit",
                      title="Velmurugesan Thirukkarai vs Sanyamat Traders", side="plaintiff", counsel_id="OC1"))
    notes = [
        ("P1", "2026-02-02", "Dhekial partition - commissioner's report filed. Objections in 3 weeks. Next 23.03.2026."),
        ("R1", "2026-02-18", "Velmurugesan rent suit - issues framed, Zirpe for the tenant. Next 09.04.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-judge-asked-before", build)


@pytest.mark.parametrize("question", [
    "Valsangkar sir samor aamchi konti matter aahe?",  # Marathi: "samor" is "before" said of a judge
    "Valsangkar sir ke saamne hamara kaunsa case hai?",  # Hindi
    "Valsangkar sir mukhar amchi khuinchi matter asa?",  # Konkani
])
def test_a_judge_asked_with_a_word_for_before_is_the_bench_of_the_matters_not_the_other_side(pr, question):
    a = pr.ask(question, today="2026-03-01")
    line = first_line(a)
    assert "Dhekial family partition" in line, a.answer
    assert "other side" not in line, a.answer


def test_a_counsel_asked_with_the_word_that_is_also_before_is_still_the_other_side(pr):
    a = pr.ask("Zirpe vakil samor aamcha konta case aahe?", today="2026-03-01")
    line = first_line(a)
    assert "Velmurugesan godown rent suit" in line and "other side" in line, a.answer
