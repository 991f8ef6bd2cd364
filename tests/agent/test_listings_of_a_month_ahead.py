"""A month or a week asked for its listings ("what dates do I have in March?", "agle mahine ki hearings") is answered
from every open matter's next date that falls in it, day by day — not from notes that happen to mention the month.
A small practice written for this test (Panaji, Margao)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="G1", number="R.C.A. No. 14 of 2023", short_name="Naik rent appeal",
                      title="Savio Naik vs Rosy Fernandes", side="appellant"))
    reg.add_case(Case(id="G2", number="Spl. Civil Suit No. 77 of 2022", short_name="Dessai partition suit",
                      title="Anant Dessai vs Gopal Dessai", side="plaintiff"))
    reg.add_case(Case(id="G3", number="Crl. Appeal No. 9 of 2024", short_name="Gaonkar excise appeal",
                      title="Ulhas Gaonkar vs State of Goa", side="appellant"))
    practice.ingest_text("Naik appeal - respondent's reply taken on file. Listed again on 12.03.2025 for "
                         "arguments on the stay.", name="naik feb.txt", case_id="G1", date="2025-02-10", author="Lawyer")
    practice.ingest_text("Dessai partition - commissioner's report received, objections in three weeks. "
                         "Adjourned to 26.03.2025 for objections.", name="dessai feb.txt", case_id="G2",
                         date="2025-02-14", author="Lawyer")
    practice.ingest_text("Gaonkar excise - paper book ready. Adjourned to 24.02.2025 for admission. In March "
                         "the bench changes, per the roster.", name="gaonkar feb.txt", case_id="G3",
                         date="2025-02-17", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "month-ahead", build)


@pytest.mark.parametrize("asked", ["Which hearings do I have in March?", "march mein kaun kaun si dates hain?"])
def test_a_month_asked_for_its_dates_lists_every_matter_listed_in_it(pr, asked):
    a = pr.ask(asked, today="2025-02-20")
    first = first_line(a)
    assert "Naik" in first and "12 Mar 2025" in first, a.answer
    assert "Dessai" in first and "26 Mar 2025" in first, a.answer
    assert first.index("Naik") < first.index("Dessai"), a.answer  # day by day
    assert "Gaonkar" not in first, a.answer  # listed in February, only its note mentions March
    assert cited_ok(pr, a)


def test_this_month_asked_for_its_listings_runs_from_today_to_the_months_end(pr):
    a = pr.ask("What dates are there this month?", today="2025-02-20")
    first = first_line(a)
    assert "Gaonkar" in first and "24 Feb 2025" in first, a.answer
    assert "Naik" not in first and "Dessai" not in first, a.answer
