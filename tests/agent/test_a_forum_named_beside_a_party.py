"""A party's name with the forum typed beside it ("<party> fc", "<party> HC", "<party> family court") asks where the
party's matter before that forum stands — its brief, last and next date — when the party has matters in several
courts: the forum's short form names the matter, it is no word its records must hold (a note writing "FC" is not the
answer because it writes it).

A small practice written for these tests: one party with a maintenance case and a revision against its order.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client

NOTES = [
    ("F1", "2026-05-12", "FC Kesavan - PW1 Chandrakala cross by Pulikkottil, 30 min. Asked about her tailoring income. "
                         "ND 16.06.2026."),
    ("F1", "2026-06-16", "Chandrakala maintenance - RW1 Kesavan chief affidavit filed. Arrears Rs. 48,000 not paid. "
                         "ND 21.07.2026 for RW1 cross."),
    ("R1", "2026-06-02", "Kesavan revision admitted; interim stay of recovery on deposit of half the arrears within "
                         "four weeks. List on 30.09.2026."),
]
TODAY = datetime.date(2026, 7, 1)


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("forum_named") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CC", name="Chandrakala"))
        reg.add_case(Case(id="F1", number="M.C. No. 61 of 2025", short_name="Chandrakala maintenance",
                          title="Chandrakala vs Kesavan", client_id="CC", side="petitioner",
                          court="Family Court, Vadakkekara"))
        reg.add_case(Case(id="R1", number="Crl. R.P. No. 904 of 2026", short_name="Kesavan revision",
                          title="Kesavan vs Chandrakala", client_id="CC", side="respondent",
                          court="High Court of Kerala"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", ["kesavan fc", "kesavan family court"])
def test_the_party_with_the_family_court_is_that_matters_brief(pr, typed):
    first = pr.ask(typed, today=TODAY).answer.splitlines()[0]
    assert "21 Jul 2026" in first, first
    assert "Crl. R.P." not in first, first


def test_the_party_with_the_high_court_is_the_revisions_brief(pr):
    first = pr.ask("kesavan HC", today=TODAY).answer.splitlines()[0]
    assert "30 Sep 2026" in first, first
    assert "M.C. 61" not in first, first
