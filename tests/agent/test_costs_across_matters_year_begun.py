"""Costs put on the other side asked "this year" when no order falls in the year yet (its first weeks, or a quiet
half-year) are read over the last twelve months, and the answer says so; a year that holds an order stays the year.
Each matter of the list is named with its cause title too. A small practice written for this test (Balasore,
Baripada)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="Q1", number="O.S. No. 71 of 2023", short_name="Godown lease suit",
                      title="Tirthankar Behuria vs Oswin Gonsalvo", side="plaintiff"))
    reg.add_case(Case(id="Q2", number="M.A.C. No. 19 of 2024", short_name="Highway claim",
                      title="Sumitra Sarangi vs Palash Freight Lines", side="claimant"))
    practice.ingest_text("Godown lease suit - defendant's counsel sought time again. Allowed on costs of Rs. 650 to "
                         "the plaintiff. Next 14.11.2024.", name="godown sep.txt", case_id="Q1",
                         date="2024-09-12", author="Lawyer")
    practice.ingest_text("Highway claim - insurer's witness not present. Costs of Rs. 1,100 imposed on the insurer. "
                         "Next 20.01.2025.", name="highway nov.txt", case_id="Q2", date="2024-11-22", author="Lawyer")
    reg.add_case(Case(id="Q3", number="C.S. No. 8 of 2022", short_name="Tamarind grove suit",
                      title="Nirupama Dhal vs Ushakanta Pattnayak", side="plaintiff"))
    practice.ingest_text("Tamarind grove suit - defendant absent, time granted on costs of Rs. 420 to the plaintiff. "
                         "Next 19.01.2024.", name="grove dec.txt", case_id="Q3", date="2023-12-05", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "costs-year-begun", build)


def test_this_year_with_no_order_yet_reads_the_last_twelve_months(pr):
    a = pr.ask("Costs on the other side this year - in which cases?", today="2025-02-10")
    first = first_line(a)
    assert "twelve months" in first, a.answer
    assert "Godown" in first and "650" in first, a.answer
    assert "Highway" in first and "1,100" in first, a.answer
    assert cited_ok(pr, a)


def test_the_list_names_each_matter_by_its_parties(pr):
    a = pr.ask("Costs on the other side this year - in which cases?", today="2025-02-10")
    assert "Oswin Gonsalvo" in first_line(a) and "Palash Freight" in first_line(a), a.answer


def test_late_in_a_year_without_an_order_the_last_twelve_months_are_read_and_said(pr):
    a = pr.ask("Costs on the other side this year - in which cases?", today="2025-07-15")
    # (a July with no order yet: the lawyer counts back a year, and the answer says none fell since 1 January)
    first = first_line(a)
    assert "twelve months" in first and "none yet since 1 Jan 2025" in first, a.answer
    assert "Godown" in first and "Highway" in first and "Tamarind" not in first, a.answer
    assert cited_ok(pr, a)


def test_a_year_that_holds_an_order_stays_the_year(pr):
    a = pr.ask("Costs on the other side this year - in which cases?", today="2024-12-20")
    first = first_line(a)
    # (the grove suit's costs of December before fall in the last twelve months, not in this year)
    assert "twelve months" not in first and "Tamarind" not in first, a.answer
    assert "Godown" in first and "Highway" in first, a.answer
