"""The time one side took across matters, asked "this year" in a year's first months when the new year's weeks hold
(next to) none of it, or late in a year that holds none of it yet: the year of work just behind is read, and the
answer says it read the last twelve months; a year that holds it stays the year. A small practice written for this
test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="O.S. 14/2024", short_name="Teibor orchard suit",
                      title="Teibor Lyngwa vs Hirjibhai Odedra", side="plaintiff"))
    reg.add_case(Case(id="W2", number="C.C. 77/2025", short_name="Vellodi cheque case",
                      title="Sarojini Vellodi vs Wanphrang Pachauri", side="complainant"))
    practice.ingest_text("Orchard suit - PW1 chief over. Our witness PW2 unwell, we took time for his evidence. "
                         "ND 3.4.25", name="orchard feb.txt", case_id="W1", date="2025-02-12", author="Lawyer")
    practice.ingest_text("Cheque case - CW1 cross by Pachauri's counsel. We sought time to bring the bank manager. "
                         "ND 9.12.25", name="cheque nov.txt", case_id="W2", date="2025-11-05", author="Lawyer")
    practice.ingest_text("Orchard suit - PW2 still unwell, we took time again. ND 1.10.25", name="orchard aug.txt",
                         case_id="W1", date="2025-08-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "our-time-year-begun", build)


@pytest.mark.parametrize("question", [
    "hamari taraf se is saal kaun kaun case me time lena pada?",
    "in which cases did we take time this year?",
])
def test_this_year_asked_in_late_january_reads_the_last_twelve_months(pr, question):
    a = pr.ask(question, today="2026-01-24")
    first = first_line(a)
    assert "twelve months" in first, a.answer
    assert "orchard" in first.lower() and "cheque" in first.lower() and cited_ok(pr, a), a.answer


def test_late_in_the_year_this_year_stays_the_year(pr):
    a = pr.ask("in which cases did we take time this year?", today="2026-09-24")
    assert "twelve months" not in first_line(a), a.answer


def test_late_in_a_year_that_holds_none_of_it_the_last_twelve_months_are_read_and_said(pr):
    a = pr.ask("is saal hamari taraf se kaun kaun case me time lena pada?", today="2026-06-30")
    first = first_line(a)
    assert "twelve months" in first and "none yet since 1 Jan 2026" in first, a.answer
    assert "orchard" in first.lower() and "cheque" in first.lower() and cited_ok(pr, a), a.answer
