"""'Which all matters' asked by saying the question word twice before the matters ("kon kon case", "kis kis
matter", "yaava yaava case") and "this year" in each language ("ei bosor", "ya varshi", "ee varsha") are read
whatever the language of the word: costs across matters in this year are listed matter by matter. A small
practice written for this test (a district court of the hills, invented)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.periods import this_year_said, which_matters_asked
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="T.S. No. 14 of 2024", short_name="Lalrin boundary suit",
                      title="Lalrinpuii vs Zothanmawia", side="plaintiff"))
    reg.add_case(Case(id="T2", number="Misc. Appeal No. 3 of 2025", short_name="Chingkhei appeal",
                      title="Chingkhei Sorokhaibam vs Town Committee", side="appellant"))
    practice.ingest_text("Boundary suit - defendant's counsel sought time again; allowed on costs of Rs. 700 payable "
                         "to the plaintiff. Next 02.05.2025.", name="t1.txt", case_id="T1", date="2025-03-18",
                         author="Lawyer")
    practice.ingest_text("Appeal - respondent sought adjournment, granted subject to costs of Rs. 1,200 to the "
                         "appellant. Next 10.06.2025.", name="t2.txt", case_id="T2", date="2025-04-22",
                         author="Lawyer")
    practice.ingest_text("Appeal - respondent again sought time in the old appeal; costs of Rs. 300 imposed on the "
                         "respondent.", name="t2 old.txt", case_id="T2", date="2024-11-05", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "which-matters-this-year", build)


def test_the_words_are_read_in_any_language():
    assert which_matters_asked("ei bosor kon kon case t cost hoise?")
    assert which_matters_asked("yaava yaava case alli costs haakidru?")
    assert not which_matters_asked("bail bail bail?")
    assert this_year_said("ya varshi kontya matters madhe") and this_year_said("ei bosor") and this_year_said("ee varsha")
    assert not this_year_said("last year")


def test_costs_across_matters_this_year_asked_with_a_word_said_twice(pr):
    a = pr.ask("ei bosor kon kon case t cost hoise, kiman?", today="2025-06-01")
    first = first_line(a)
    assert "Lalrin" in first and "700" in first, a.answer
    assert "Chingkhei" in first and "1,200" in first, a.answer
    assert "300" not in first, a.answer  # last year's costs
