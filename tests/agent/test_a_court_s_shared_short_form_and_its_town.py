"""A court named by the short form several courts share and the town it sits in ("JMFC <town> madhe konte case?")
is read as the court of that town, not every court of that rank in the district; the short form alone still fits
every court it names.

A small practice written for these tests (two JMFC courts of one district, a Marathi-speaking lawyer), with names no
data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

NOTES = [
    ("S1", "2025-06-03", "JMFC Sangamner - Kolhatkar sir. Vaijapur cheque case. Accused absent, warrant. Next 14.07.2025."),
    ("R1", "2025-06-04", "JMFC Shrirampur - Rahata dairy cheque case. Complainant's evidence. Next 22.07.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri A. B. Kolhatkar, JMFC", short="JMFC",
                         court="Judicial Magistrate First Class, Sangamner"))
    reg.add_person(Judge(id="J2", name="Smt. C. D. Akolkar, JMFC", short="JMFC",
                         court="Judicial Magistrate First Class, Shrirampur"))
    reg.add_case(Case(id="S1", number="S.C.C. No. 410 of 2024", short_name="Vaijapur cheque case",
                      title="Vaijapur Traders vs Bhosle", judge_id="J1", side="complainant"))
    reg.add_case(Case(id="R1", number="S.C.C. No. 977 of 2024", short_name="Rahata dairy cheque case",
                      title="Rahata Dairy vs Borulkar", judge_id="J2", side="complainant"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "court-short-form-and-town", build)


def test_the_town_after_a_shared_short_form_is_the_court_sitting_there(pr):
    q = understand("JMFC shrirampur madhe maze konte case aahet?", registry=pr.registry, today=pr_today())
    assert q.judges == ["J2"], q


def test_the_town_spelt_as_heard_is_still_that_court(pr):
    q = understand("JMFC srirampur la enna case irukku", registry=pr.registry, today=pr_today())
    assert q.judges == ["J2"], q


def test_the_short_form_alone_fits_every_court_it_names(pr):
    q = understand("JMFC madhe maze konte case aahet?", registry=pr.registry, today=pr_today())
    assert sorted(q.judges) == ["J1", "J2"], q


def pr_today():
    from datetime import date

    return date(2025, 7, 1)
