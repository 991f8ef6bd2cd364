"""A judge's ways include the days the court itself put off and what it makes the sides file, written without the
judge's name: "Not reached. Item 52, no chance" on a day's note of a matter before that judge is how far the list
goes; "madam: both of you <paper> dya" is what the bench calls for. Asked "does Sirsikar sir's court reach item 40?"
or "what does madam make both sides file?", those lines are the answer, though no line names the judge.

A small practice written for these tests, with names no data set holds; the questions are typed in Kannada and
Marathi words.
"""

from __future__ import annotations

import pytest

from tareekh.agent.habit_asked import asks_called_for
from tareekh.agent.judge_ways import wants
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline

SUIT = [
    ("2025-02-10", "Mahalingappa suit (OS 51/24) - Not reached. Item 52, no chance. Next 17.03.25"),
    ("2025-03-17", "Mahalingappa suit (OS 51/24) - Sirsikar sir heard the IA for commissioner, orders next date."),
    ("2025-04-21", "Yelgur lease suit (OS 88/23) - passed over twice, finally not reached (item 61). Next 02.06.25"),
]
FAMILY = [
    ("2025-05-06", "Ranebennur maintenance - counselling failed. madam: dono sides income affidavit dya. Next 10.06.25"),
    ("2025-06-10", "Ranebennur maintenance - our income affidavit filed; the husband asked time, costs Rs 500."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri V. R. Sirsikar, II Additional Senior Civil Judge", short="Sirsikar sir"))
    reg.add_person(Judge(id="J2", name="Smt. P. Kotturshetti, Judge, Family Court", short="Family court madam"))
    reg.add_case(Case(id="S1", number="O.S. No. 51 of 2024", short_name="Mahalingappa suit",
                      title="Mahalingappa vs Kabbalappa", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="S2", number="O.S. No. 88 of 2023", short_name="Yelgur lease suit",
                      title="Yelgur vs Tippeswamy", judge_id="J1", side="defendant"))
    reg.add_case(Case(id="F1", number="M.C. No. 12 of 2025", short_name="Ranebennur maintenance",
                      title="Mrudula vs Ranebennur", judge_id="J2", side="petitioner"))
    for cid, notes in (("S1", SUIT[:2]), ("S2", SUIT[2:]), ("F1", FAMILY)):
        for day, text in notes:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-own-days", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


def test_how_far_the_court_s_list_goes_is_told_by_its_days_not_reached(pr):
    # Kannada: "in Sirsikar sir's court, does it reach after item 40?"
    a = pr.ask("Sirsikar sir court alli item 40 nantara reach aagutta?", today="2025-07-01")
    assert "Item 52" in a.answer and "item 61" in a.answer, a.answer
    assert "10 Feb 2025" in first_line(a), a.answer


@pytest.mark.parametrize("question", ["family court madam donhi side kadun kay file karun ghetat?",
                                      "madam reply jama karvate hain kya",
                                      "does she make both sides file an affidavit"])
def test_what_the_bench_makes_the_sides_file_is_asked(question):
    assert asks_called_for(question)


@pytest.mark.parametrize("line", ["madam: dono sides income affidavit dya.", "Judge: report kodunga next date",
                                  "sir ne kaha reply file karo"])
def test_a_paper_and_the_bench_s_imperative_is_a_paper_called_for(line):
    assert wants(line)


@pytest.mark.parametrize("line", ["the records do show the payment", "affidavits do not say it"])
def test_an_english_do_after_a_paper_is_no_imperative(line):
    assert not wants(line)


def test_what_the_bench_makes_both_sides_file_is_answered_by_its_direction(pr):
    a = pr.ask("family court madam maintenance madhe donhi sides kadun kay file karvate?", today="2025-07-01")
    assert "income affidavit" in first_line(a), a.answer
