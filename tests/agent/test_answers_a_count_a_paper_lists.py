"""How many of a thing a paper lists by name rather than numbers ("the petitioners are the mother, three daughters
and a son"), asked in any language, is counted from the list; "one of them a minor" is a part of them, never their
number; a list with a bare plural ("the widow and children") states no number and is not counted.

Own small practice (a compensation claim), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="W.P. No. 902 of 2025", short_name="Kalaskar electrocution writ",
                      title="Kalaskar vs Power Corporation", side="petitioner"))
    reg.add_case(Case(id="K2", number="M.A.C.P. No. 57 of 2024", short_name="Hembrom claim",
                      title="Hembrom vs Insurer", side="claimant"))
    practice.ingest_text("JUDGMENT\n2. The petitioners are the mother, three daughters and a son of Sukhram Kalaskar, "
                         "who died when a live wire fell on him on 03.04.2024.", name="kalaskar judgment.txt",
                         case_id="K1", date="2026-02-10", author="Court")
    practice.ingest_text("ORDER\nThe petitioners being the widow and children of the deceased, one of them a minor, "
                         "are permitted to withdraw half the amount.", name="hembrom order.txt", case_id="K2",
                         date="2026-03-05", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "count-a-paper-lists", build)


@pytest.mark.parametrize("question", [
    "Kalaskar electrocution writ mein kitne petitioners hain?",
    "Kalaskar electrocution writ la ethanai petitioners?",
    "Kalaskar electrocution writ ma ketla petitioners che?",
    "how many petitioners in the Kalaskar electrocution writ?",
])
def test_the_number_a_paper_lists_by_name_is_counted(pr, question):
    line = first_line(pr.ask(question, today="2026-06-01"))
    assert line.startswith("Five petitioners"), line


def test_one_of_them_is_not_the_number_of_them(pr):
    a = pr.ask("Hembrom claim mein kitne petitioners hain?", today="2026-06-01")
    assert not first_line(a).startswith("One petitioner"), a.answer
