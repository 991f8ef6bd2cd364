"""A sum asked of a matter ("<party> ki valuation kitni aayi") that none of its own records writes is read from the
same parties' other matter (the borrower's appeal and the bank's application; agent/sister_cases.py), a figure in
crore with decimals quoted as the sum; "valuation kitni" asks a sum, never a count. A small practice written for
these tests.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.agent.sister_cases import sister_cases
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line as first, home_built_by


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OV", name="Vaidehika Neelkamal"))
    parties_a = [{"name": "Omkareshwar Dal Mills", "role": "appellant"}, {"name": "Kunjalata Sahakari Bank", "role": "respondent"}]
    parties_b = [{"name": "Kunjalata Sahakari Bank", "role": "applicant"}, {"name": "Omkareshwar Dal Mills", "role": "defendant"}]
    reg.add_case(Case(id="P1", number="S.A. 41/2026", short_name="Omkareshwar SA", title="Omkareshwar Dal Mills vs "
                      "Kunjalata Sahakari Bank", parties=parties_a, counsel_id="OV", side="appellant"))
    reg.add_case(Case(id="P2", number="O.A. 96/2026", short_name="Kunjalata OA", title="Kunjalata Sahakari Bank vs "
                      "Omkareshwar Dal Mills", parties=parties_b, counsel_id="OV", side="defendant"))
    reg.add_case(Case(id="P3", number="O.S. 12/2026", short_name="Dhruvanshi suit", title="Dhruvanshi vs Omkareshwar "
                      "Dal Mills", parties=[{"name": "Dhruvanshi", "role": "plaintiff"},
                                            {"name": "Omkareshwar Dal Mills", "role": "defendant"}], side="defendant"))
    practice.ingest_text("10.03.2026 SA 41/2026 Omkareshwar - pre-deposit of Rs. 5,00,000 directed. Bank to produce "
                         "the valuation report. Next 21.04.2026.", name="sa march.txt", case_id="P1",
                         date="2026-03-10", author="Lawyer")
    practice.ingest_text("21.04.2026 OA 96/2026 Kunjalata - bank produced the valuation report (valuer Er. Trilokesh "
                         "Sarangdhar, FMV 2.45 cr). WS next. Next 02.06.2026.", name="oa april.txt", case_id="P2",
                         date="2026-04-21", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sister-sum", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


@pytest.mark.parametrize("text", ["mill ki valuation kitni aayi", "how much was the valuation of the mill"])
def test_valuation_how_much_is_a_sum(text):
    assert _kind(text, False, False, False) == "amount"


def test_the_same_parties_other_matter_is_its_sister(practice):
    assert sister_cases(practice.registry, "P1") == ["P2"]
    assert sister_cases(practice.registry, "P3") == []


def test_a_sum_written_in_the_sister_matter_is_the_answer(practice):
    ans = practice.ask("Omkareshwar SA me mill ki valuation kitni aayi bank ki report me", today="2026-05-01")
    line = first(ans)
    assert "2,45,00,000" in line or "2.45 cr" in line, line
