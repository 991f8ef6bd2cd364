"""'Which two matters keep falling on the same day?' asked in any language's words for "one day" ("ek dine",
"ore naal", "same day") names no matter: the two matters that share the most hearing days are found from the
hearings' dates (a note of one day naming the other matter by its number heard both), and a court named keeps
that court's matters. A small practice written for this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="H1", number="CRA No. 310 of 2025", short_name="Lodhi murder appeal",
                      title="Lodhi vs State", side="appellant", court="High Court, Court No. 4"))
    reg.add_case(Case(id="H2", number="MCRC No. 4410 of 2026", short_name="Bisen quashing petition",
                      title="Bisen vs State", side="petitioner", court="High Court, Court No. 9"))
    reg.add_case(Case(id="D1", number="RCS No. 55 of 2024", short_name="Uikey partition suit",
                      title="Uikey vs Uikey", side="plaintiff", court="Civil Judge, Seoni"))
    for day, text in (("2026-02-11", "Lodhi appeal: paper book not ready. ND 18.03.2026."),
                      ("2026-03-18", "Lodhi appeal part heard. Also MCRC 4410 Bisen - notice issued. ND 22.04.2026."),
                      ("2026-04-22", "Lodhi appeal: arguments resumed. ND 20.05.2026.")):
        practice.ingest_text(text, name=f"h1-{day}.txt", case_id="H1", date=day, author="Lawyer")
    practice.ingest_text("Bisen quashing: reply filed by State. ND 22.04.2026.", name="h2a.txt", case_id="H2",
                         date="2026-02-25", author="Lawyer")
    practice.ingest_text("Bisen quashing: heard, reserved.", name="h2b.txt", case_id="H2", date="2026-04-22",
                         author="Lawyer")
    practice.ingest_text("Uikey suit: issues framed.", name="d1.txt", case_id="D1", date="2026-02-11",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "two-matters-one-day", build)


@pytest.mark.parametrize("asked", ["HC te kon duto matter bar bar ek dine pore?",
                                   "HC la ethu rendu case ore naal varudhu?",
                                   "which two High Court matters keep falling on the same day?"])
def test_the_two_matters_sharing_hearing_days_are_found_when_none_is_named(pr, asked):
    a = pr.ask(asked, today="2026-06-01")
    first = first_line(a)
    assert "Lodhi" in first and "Bisen" in first, a.answer
    assert "18 Mar 2026" in first and "22 Apr 2026" in first, a.answer
    assert "Uikey" not in first, a.answer
